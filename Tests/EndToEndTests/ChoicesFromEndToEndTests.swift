#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// A list read from a pipe or a file (`--choices-from`): it grows while the alert is open,
    /// answers before its input ends, and survives inputs that never end or end badly.
    @Suite(.serialized, .ownThread) struct ChoicesFromEndToEndTests {
        /// A file of `lines`, each ended by `separator`; the caller unlinks it.
        func itemFile(_ lines: [String], separator: String = "\n") -> String {
            temporaryFile(named: "alertty-items", containing: Array(lines.map { $0 + separator }.joined().utf8))
        }

        @Test func aPipeStillWritingGrowsTheListAndAnswersBeforeItEnds() {
            let run = TerminalRun(["-t", "Pick", "--choices-from", "-"], endlessStdin: true)
            run.feedStdin("alpha\nbeta\n")
            run.waitForText("beta")
            run.waitForText("Reading… 2 items")
            run.feedStdin("gamma\ndelta\n")
            run.waitForText("Reading… 4 items")
            run.send("ga")
            run.waitForText("Filter: ga — 1 of 4")
            run.send("\r")
            // The writer has not closed its end: the answer does not wait for it.
            expectExit(run, status: 0, stdout: "gamma\n")
        }

        @Test func aMillionLinesFromAFileAreFilteredAndAnsweredAtOnce() {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(12_000_000)
            for number in 1...1_000_000 { bytes += "item \(number)\n".utf8 }
            let file = temporaryFile(named: "alertty-million", containing: bytes)
            defer { unlink(file) }
            // A title wide enough for the filter's whole line beside such short items.
            let run = TerminalRun(["-t", "Pick one of the million items in the file", "--choices-from", file])
            run.waitForText("1,000,000 items")
            run.send("item 765432")
            run.waitForText("Filter: item 765432 — 1 of 1,000,000")
            let enter = now()
            run.send("\r")
            let result = expectExit(run, status: 0, stdout: "item 765432\n")
            #expect(result.termiosRestored)
            // Nothing proportional to the list between Enter and the exit: generous for a busy
            // machine, far below what freeing or copying a million items costs in a debug build.
            #expect(now() - enter < 5)
        }

        @Test func aWriterThatDiesMidLineLeavesThatLineAsAnItem() {
            let run = TerminalRun(["-t", "Pick", "--choices-from", "-"], endlessStdin: true)
            run.feedStdin("one\ntwo\npart")
            run.closeStdin()
            run.waitForText("3 items")
            #expect(!run.screen.text.contains("Reading…"))
            run.send("par\r")
            expectExit(run, status: 0, stdout: "part\n")
        }

        @Test func aClosedStandardOutputIsSaidAndTheTerminalRestored() {
            let file = itemFile(["north", "south"])
            defer { unlink(file) }
            let run = TerminalRun(["-t", "Pick", "--choices-from", file])
            run.waitForText("2 items")
            run.closeStdout()
            run.send("\r")
            let result = expectExit(run, status: 0)
            #expect(result.stderr == "alertty: the answer was not written: standard output: Broken pipe\n")
        }

        @Test func anInputThatNeverEndsTimesOut() {
            // A writer that never stops (until its reader has gone); /dev/zero is one endless line
            // without a newline.
            let pipe = TerminalRun(
                ["-c", "while echo item; do :; done | exec '\(alerttyPath)' -t Pick --choices-from - --timeout 1"],
                executable: "/bin/sh")
            pipe.waitForText("Reading…")
            expectExit(pipe, status: 124)
            let zero = TerminalRun(["-t", "Pick", "--choices-from", "/dev/zero", "--timeout", "1"])
            zero.waitForText("Reading…")
            if let peak = zero.peakMemory() {
                #expect(peak < 64 << 20, "peak \(peak) bytes: the 1 MiB cap bounds a line")
            }
            expectExit(zero, status: 124)
        }

        @Test func aFIFONobodyWritesTimesOut() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            let run = TerminalRun(["-t", "Pick", "--choices-from", fifo, "--timeout", "1"])
            run.waitForText("Reading… 0 items")
            expectExit(run, status: 124)
        }

        @Test func columnsAnswerTheValueAndShowTheDetail() {
            let file = itemFile(["Web server\tweb01\tnginx", "Database\tdb01\tpostgres", "Cache\t\tredis"])
            defer { unlink(file) }
            let run = TerminalRun(["-t", "Host", "--choices-from", file, "--delimiter"])
            run.waitForText("postgres")
            run.send("Data\r")
            expectExit(run, status: 0, stdout: "db01\n")
            // An empty value column answers the label.
            let cache = TerminalRun(["-t", "Host", "--choices-from", file, "--delimiter"])
            cache.waitForText("redis")
            cache.send("Cache\r")
            expectExit(cache, status: 0, stdout: "Cache\n")
            let comma = itemFile(["Web,web01", "Database,db01"])
            defer { unlink(comma) }
            let run2 = TerminalRun(["-t", "Host", "--choices-from", comma, "--delimiter=,"])
            run2.waitForText("Database")
            run2.send("Web\r")
            expectExit(run2, status: 0, stdout: "web01\n")
        }

        @Test func nulSeparatedItemsMayHoldLineBreaks() {
            let file = itemFile(["two\nlines", "plain"], separator: "\0")
            defer { unlink(file) }
            let run = TerminalRun(["-t", "File", "--choices-from", file, "-0"])
            run.waitForText("2 items")
            run.send("plain\r")
            expectExit(run, status: 0, stdout: "plain\n")
        }

        @Test func multipleWithValuesOpensWithThoseChosen() {
            let file = itemFile(["a", "b", "c"])
            defer { unlink(file) }
            let run = TerminalRun(
                ["-t", "Pick", "--choices-from", file, "--multiple", "--value", "b", "--value", "c", "-b", "OK"])
            run.waitForText("☑ c")
            #expect(run.screen.text.contains("☑ b"))
            run.send("\r")
            expectExit(run, status: 0, stdout: "b\nc\n")
        }

        @Test func aRequiredChecklistRefusesNothingChosen() {
            let file = itemFile(["a", "b"])
            defer { unlink(file) }
            let run = TerminalRun(
                ["-t", "Pick", "--choices-from", file, "--multiple", "--required", "-b", "OK", "-s", "default"])
            run.waitForText("2 items")
            run.send("\r")
            // The caption under the title turns into the refusal, marked by more than colour.
            run.waitForText("! Required")
            #expect(!run.hasExited())
            run.send(" ")
            run.waitForText("☑ a")
            run.send("\r")
            expectExit(run, status: 0, stdout: "a\n")
        }

        @Test func plainModeReadsThePipeToItsEndThenAsks() {
            let run = TerminalRun(
                ["-t", "Pick", "--choices-from", "-"], environment: ["ALERTTY_PLAIN": "1"], endlessStdin: true)
            run.feedStdin("red\ngreen\nblue\n")
            run.closeStdin()
            run.waitForText("blue")
            run.send("2\r")
            expectExit(run, status: 0, stdout: "green\n")
        }

        @Test func anAnswersFileChoosesAnItemOfAPipedList() {
            let items = itemFile(["Web server\tweb01", "Database\tdb01"])
            defer { unlink(items) }
            let answers = temporaryFile(
                named: "alertty-items-answers", containing: Array(#"{"button":"OK","choices":["Database"]}"#.utf8))
            defer { unlink(answers) }
            let arguments = ["-t", "Host", "--choices-from", "-", "--delimiter", "-b", "OK", "--answers", answers]
            let run = runWithoutTerminal(arguments, stdinPath: items)
            #expect(run.status == 0)
            #expect(run.stdout == "db01\n")
            // By its answer too; one the list lacks is refused in one line.
            let byAnswer = runWithoutTerminal(
                ["-t", "Host", "--choices-from", items, "--delimiter", "-b", "OK", "--answer", "web01"])
            #expect(byAnswer.status == 0 && byAnswer.stdout == "web01\n")
            let missing = runWithoutTerminal(
                ["-t", "Host", "--choices-from", items, "--delimiter", "-b", "OK", "--answer", "cache"])
            #expect(missing.status == 64 && missing.stdout.isEmpty)
            #expect(missing.stderr.contains("chooses 'cache', which is not among the 2 items read"))
        }

        @Test func fuzzyMatchingRanksLettersTogetherFirst() {
            let file = itemFile(["f.o.k.a", "fo-ka", "foka 12", "other"])
            defer { unlink(file) }
            let run = TerminalRun(["-t", "Pick", "--choices-from", file, "--match", "fuzzy"])
            run.waitForText("4 items")
            run.send("foka")
            // The box as narrow as its items: the line keeps the count, not its label.
            run.waitForText("foka — 3 of 4")
            #expect(run.screen.text.contains("› ○ foka 12"), "letters together rank first")
            run.send("\r")
            expectExit(run, status: 0, stdout: "foka 12\n")
        }

        @Test func standardInputFromTheTerminalOrClosedIsRefused() {
            let run = TerminalRun(["--choices-from", "-"], interactiveSession: true)
            let result = run.finish()
            #expect(result.status == 64)
            #expect(run.screen.text.contains("pipe the items in"))
            let closed = TerminalRun(["--choices-from", "-"], closed: [0])
            let refused = closed.finish()
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("standard input, but it is closed; pipe the items in"))
        }

        @Test func aMissingFileOrAFolderEndsTheRunWith66() {
            let missing = TerminalRun(["--choices-from", "/nonexistent/items"])
            let result = missing.finish()
            #expect(result.status == 66)
            #expect(
                result.stderr
                    == "alertty: --choices-from '/nonexistent/items': No such file or directory; check the path and its permissions\n"
            )
            let folder = TerminalRun(["--choices-from", "/tmp"]).finish()
            #expect(folder.status == 66)
            #expect(folder.stderr.contains("'/tmp' is a folder; name a file of items"))
        }

        @Test func ctrlCWhileAFloodIsReadEndsByTheSignal() {
            let run = TerminalRun(["-t", "Pick", "--choices-from", "/dev/zero"])
            run.waitForText("Reading…")
            run.send("\u{3}")
            expectDeath(run, by: SIGINT)
        }
    }
#endif
