#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// Dates and times on a real terminal: arrows and Page keys walk the grid, digits and a paste
    /// type the date, a time's units spin, a date that is none keeps the alert open, the grid goes
    /// and comes back with the terminal's height, and plain mode asks for the typed form.
    @Suite(.serialized, .ownThread) struct DateEndToEndTests {
        static let deploy = [
            "--title", "Deploy", "--date", "Day", "--value", "2026-11-27", "--min", "2026-11-20", "-b", "Cancel", "-s",
            "cancel", "-b", "OK",
        ]
        static let right = "\u{1B}[C"
        static let down = "\u{1B}[B"
        static let up = "\u{1B}[A"
        static let pageDown = "\u{1B}[6~"
        static let home = "\u{1B}[H"

        @Test func arrowsAndPageKeysWalkTheGridAndDigitsTypeTheDate() {
            let run = TerminalRun(Self.deploy)
            run.waitForText("November 2026")
            run.waitForText("Mo Tu We Th Fr Sa Su")
            run.type(Self.right)
            run.waitForText("› 2026-11-28")
            run.type(Self.down)
            run.waitForText("› 2026-12-05")
            run.waitForText("December 2026")
            run.type(Self.pageDown)
            run.waitForText("› 2027-01-05")
            run.type("20270315")
            run.waitForText("› 2027-03-15")
            run.waitForText("March 2027")
            run.send("\r")
            expectExit(run, status: 0, stdout: "2027-03-15\n")
        }

        @Test func aPastedDateIsSetWhole() {
            let run = TerminalRun(Self.deploy + ["--json"])
            run.waitForText("November 2026")
            run.type("\u{1B}[200~2030-01-02\u{1B}[201~")
            run.waitForText("› 2030-01-02")
            run.waitForText("January 2030")
            run.send("\r")
            expectExit(
                run, status: 0,
                stdout:
                    #"{"button":"OK","index":1,"status":0,"fields":[],"dates":[{"label":"Day","value":"2030-01-02"}]}"#
                    + "\n")
        }

        @Test func aDateThatIsNoneOrOutOfRangeKeepsTheAlertOpenSayingWhy() {
            let run = TerminalRun(Self.deploy)
            run.waitForText("November 2026")
            run.type("20260230")
            run.type("\r")
            run.waitForText("✗ only 28 days")
            #expect(!run.hasExited())
            run.type(Self.home)
            run.type("20261101")
            run.type("\r")
            run.waitForText("✗ before 2026-11-20")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func aTimesUnitsSpinAndMove() {
            let run = TerminalRun(["--time", "At", "--value", "14:05", "-b", "OK"])
            run.waitForText("› 14:05")
            run.type(Self.up)
            run.waitForText("› 15:05")
            run.type(Self.right)
            run.type(Self.down)
            run.waitForText("› 15:04")
            run.type("0")
            run.type("9")
            run.waitForText("› 15:09")
            run.send("\r")
            expectExit(run, status: 0, stdout: "15:09\n")
        }

        @Test func theGridGoesWhenTheTerminalIsShortAndComesBack() {
            let run = TerminalRun(Self.deploy, columns: 60, rows: 24)
            run.waitForText("November 2026")
            run.resize(columns: 40, rows: 10)
            run.waitFor("the date without its grid") { screen in
                screen.text.contains("› 2026-11-27") && !screen.text.contains("November") && screen.text.contains("OK")
            }
            run.resize(columns: 60, rows: 24)
            run.waitForText("November 2026")
            run.send("\u{3}")
            expectDeath(run, by: SIGINT)
        }

        @Test func plainModeAsksForTheTypedFormUntilItIsADate() {
            let run = TerminalRun(Self.deploy + ["--plain"])
            run.waitForText("Day (YYYY-MM-DD) [2026-11-27]:")
            run.send("2026-02-30\r")
            run.waitForText("'2026-02-30' is not a date: February 2026 has 28 days.")
            run.send("2026-11-01\r")
            run.waitForText("'2026-11-01' is before the earliest allowed, 2026-11-20.")
            run.send("2026-12-24\r")
            run.waitForText("Choose 1-2 [2]:")
            run.send("\r")
            let result = expectExit(run, status: 0, stdout: "2026-12-24\n")
            #expect(!result.terminalBytes.contains(0x1B), "an escape sequence was written")
        }

        @Test func anAnswerGivenInAdvanceNeedsNoTerminalAndIsChecked() {
            let answered = runWithoutTerminal(Self.deploy + ["--answer", "OK", "--shell"])
            #expect(answered.status == 0)
            #expect(answered.stdout == "answer_button='OK'\nanswer_status=0\nanswer_day='2026-11-27'\n")
            let file = temporaryFile(
                named: "early",
                containing: Array(#"{"button":"OK","dates":[{"label":"Day","value":"2026-11-01"}]}"#.utf8))
            defer { unlink(file) }
            let early = runWithoutTerminal(Self.deploy, environment: ["ALERTTY_ANSWERS": file])
            #expect(early.status == 65)
            #expect(early.stdout == "")
            #expect(
                early.stderr
                    == "alertty: 'Day' from ALERTTY_ANSWERS: '2026-11-01' is before the earliest allowed, 2026-11-20\n")
            let bad = runWithoutTerminal(["--date", "--value", "99999999999-01-01"])
            #expect(bad.status == 64)
            #expect(bad.stdout == "")
            #expect(
                bad.stderr.hasPrefix("alertty: --value for 'Date': '99999999999-01-01' is not written as YYYY-MM-DD\n"))
        }
    }
#endif
