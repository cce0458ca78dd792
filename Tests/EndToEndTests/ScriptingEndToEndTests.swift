#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    @Suite(.serialized, .ownThread) struct ScriptingEndToEndTests {
        @Test func answerChoosesWithoutTouchingTheTerminalAndSaysSoOnStderr() {
            let run = TerminalRun(deleteAlert + ["--answer", "Delete"])
            let result = run.finish()
            #expect(result.status == 0)
            #expect(result.stdout == "Delete\n")
            #expect(
                result.stderr
                    == "alertty: 'Delete 3 files?' answered 'Delete' from --answer without showing the alert\n")
            #expect(result.terminalBytes.isEmpty)
        }

        @Test func theEnvironmentAnswersACIGateWithNoTerminalAndTheOptionWins() {
            let fromVariable = runWithoutTerminal(deleteAlert, environment: ["ALERTTY_ANSWER": "Cancel"])
            #expect(fromVariable.status == 1)
            #expect(fromVariable.stdout == "")
            #expect(
                fromVariable.stderr
                    == "alertty: 'Delete 3 files?' answered 'Cancel' from ALERTTY_ANSWER without showing the alert\n")
            let optionWins = runWithoutTerminal(
                deleteAlert + ["--answer", "Delete"], environment: ["ALERTTY_ANSWER": "Cancel"])
            #expect(optionWins.status == 0)
            #expect(optionWins.stdout == "Delete\n")
        }

        @Test func anAnswerThatMatchesNoButtonFailsClosed() {
            let result = runWithoutTerminal(deleteAlert, environment: ["ALERTTY_ANSWER": "remove"])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix(
                    "alertty: ALERTTY_ANSWER 'remove' matches no button; use one of: 'Cancel', 'Delete'\n"))
        }

        @Test func withNoTerminalAndNoAnswerTheMessageNamesBothWaysToAnswer() {
            let result = runWithoutTerminal(deleteAlert)
            #expect(result.status == 69)
            #expect(result.stderr.contains("--answer LABEL") && result.stderr.contains("ALERTTY_ANSWER=LABEL"))
        }

        @Test func theCountdownTicksAndTheTimeoutSaysSoOnStderr() {
            // 2.5 s, so that "2 s" still shows when a busy machine starts the alert half a second late.
            let run = TerminalRun(deleteAlert + ["--timeout", "2.5"])
            run.waitForText("closes in 2 s")
            run.waitForText("closes in 1 s")
            let result = expectExit(run, status: 124)
            #expect(result.stderr == "alertty: no answer within 2.5 s (--timeout)\n")
        }

        @Test func anEnterTypedBeforeTheAlertAppearedDoesNotAnswerIt() {
            // alertty starts only once the Enter is in the terminal's input (echoed): typed any
            // later, it could arrive after alertty emptied that input and rightly answer.
            let barrier = Barrier()
            let script = #"\#(Barrier.shellWait); shift; exec "$@""#
            let run = TerminalRun(["-c", script, "sh", barrier.path, alerttyPath] + deleteAlert, executable: "/bin/sh")
            run.send("\r")
            run.waitFor("the Enter to be echoed") { _ in !run.terminalBytes.isEmpty }
            barrier.open()
            run.waitForText("[ Cancel ]")
            // Keys are handled in order: once this arrow has moved the focus, a surviving Enter
            // would already have ended the alert.
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            #expect(!run.hasExited(), "a key typed before the alert answered it")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func twoAlertsOnOneTerminalTakeTurns() {
            let barrier = Barrier()
            let script = "\"$0\" -t First -b One & \(Barrier.shellWait); \"$0\" -t Second -b Two; wait"
            let run = TerminalRun(["-c", script, alerttyPath, barrier.path], executable: "/bin/sh")
            run.waitForText("First")
            barrier.open()
            // The second alert is running (its process has taken the place of the shell's child) and waiting.
            run.waitFor("the second alert to start") { _ in childProcess(of: run.pid, withArgument: "Second") != nil }
            #expect(!run.screen.text.contains("Second"))
            run.send("\r")
            run.waitFor("the second alert") { $0.text.contains("Second") && !$0.text.contains("First") }
            run.send("\r")
            let result = run.finish()
            #expect(result.status == 0)
            #expect(result.stdout == "One\nTwo\n")
            #expect(result.termiosRestored)
        }

        @Test func timeWaitingForTheTerminalCountsAgainstTheTimeout() {
            let barrier = Barrier()
            let script =
                "\"$0\" -t First -b One & \(Barrier.shellWait); \"$0\" -t Second -b Two --timeout 0.5; echo \"second=$?\" >&2; wait"
            let run = TerminalRun(["-c", script, alerttyPath, barrier.path], executable: "/bin/sh")
            run.waitForText("First")
            barrier.open()
            run.waitFor("the second alert to give up", timeout: 10) { _ in
                run.stderr.count > 0 && String(decoding: run.stderr, as: UTF8.self).contains("second=124")
            }
            #expect(
                !String(decoding: run.terminalBytes, as: UTF8.self).contains("Second"),
                "the second alert drew over the first")
            run.send("\r")
            let result = run.finish()
            #expect(result.stdout == "One\n")
        }

        @Test func aTerminalThatGoesAwayEndsTheAlertBySIGHUP() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.hangUp()
            let result = run.finish(timeout: 5)
            #expect(result.signal == SIGHUP)
            #expect(result.stdout == "")
        }

        /// A hang-up sends SIGHUP and SIGCONT together, and their handlers run in the opposite order.
        /// Taking the SIGCONT first meant setting raw mode again on the dead terminal: status 70,
        /// "internal error: tcgetattr: Input/output error". Stopping alertty before the hang-up makes
        /// both signals arrive at once, as they do when it is busy.
        @Test func aHangUpThatArrivesWithItsSIGCONTEndsBySIGHUP() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            kill(run.pid, SIGSTOP)
            #expect(run.waitUntilStopped())
            run.hangUp()
            let result = run.finish(timeout: 5)
            #expect(result.signal == SIGHUP)
            #expect(result.stderr == "")
        }
    }

    @Suite(.serialized, .ownThread) struct HostileInputEndToEndTests {
        @Test func aTenMegabyteMessageFromStdinShowsAndScrollsWithTheButtonsInView() throws {
            var text = ""
            for number in 1...400_000 { text += "line \(number) of a very long log\n" }
            let bytes = Array(text.utf8)
            #expect(bytes.count > 10_000_000)
            let path = temporaryFile(named: "alertty-big", containing: bytes)
            defer { unlink(path) }
            let run = TerminalRun(
                ["-t", "Install log", "-m", "-", "-b", "Continue", "-b", "Abort", "-s", "cancel"], stdinPath: path)
            run.waitForText("line 1 of a very long log")
            #expect(run.screen.text.contains("↓ 0%"))
            #expect(run.screen.text.contains("[ Continue ]"))
            run.send("\u{1B}[F")
            run.waitForText("line 400000 of a very long log")
            #expect(run.screen.text.contains("↑ 100%"))
            #expect(run.screen.text.contains("[ Continue ]"))
            run.send("\u{1B}[6~\u{1B}[5~\u{1B}[A")
            // A page (16 lines) and one more up from the end: the window ends 17 lines before the last.
            run.waitFor("scrolled up from the end") {
                $0.text.contains("line 399983 ") && !$0.text.contains("line 399984 ")
            }
            run.send("\r")
            expectExit(run, status: 0, stdout: "Continue\n")
        }

        @Test func aTerminalThatReportsNoSizeFallsBackToColumnsAndLines() {
            let run = TerminalRun(deleteAlert, environment: ["COLUMNS": "50", "LINES": "12"], columns: 0, rows: 0)
            run.waitForText("[ Cancel ]")
            let row = run.screen.lines.first { $0.contains("╭") } ?? ""
            #expect(row.prefix { $0 == " " }.count == (50 - 30) / 2)
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func invalidUTF8InAnArgumentShowsAsAReplacementCharacter() {
            let script = "exec \"$0\" -t \"bad $(printf '\\377\\376') name\" -b OK"
            let run = TerminalRun(["-c", script, alerttyPath], executable: "/bin/sh")
            run.waitForText("bad ")
            #expect(run.screen.text.contains("\u{FFFD}"))
            run.send("\r")
            #expect(run.finish().status == 0)
        }

        @Test func colourCodesInAPipedMessageAreDroppedNotShown() {
            let script = "printf '\\033[1;31merror:\\033[0m disk full\\n' | exec \"$0\" -m - -b OK"
            let run = TerminalRun(["-c", script, alerttyPath], executable: "/bin/sh")
            run.waitForText("error: disk full")
            #expect(!run.screen.text.contains("^["))
            #expect(run.screen.unknownSequences.isEmpty)
            run.send("\r")
            #expect(run.finish().status == 0)
        }

        @Test func escapeSequencesInTextAreShownAndNeverObeyed() {
            let run = TerminalRun(["-t", "evil\u{1B}[2J\u{1B}]0;pwned\u{7}", "-m", "\u{202E}reversed", "-b", "OK"])
            run.waitForText("evil^[[2J^[]0;pwned^G")
            #expect(run.screen.text.contains("reversed"))
            #expect(!run.screen.text.unicodeScalars.contains("\u{202E}"))
            #expect(run.screen.unknownSequences.isEmpty)
            run.send("\r")
            #expect(run.finish().status == 0)
        }
    }

    /// What a script and a person see of the answer when stdout is the terminal, and with --quiet.
    @Suite(.serialized, .ownThread) struct AnswerDestinationEndToEndTests {
        /// `if alertty ...; then` at a prompt: the label was printed into the person's terminal.
        @Test func aButtonOnlyAlertPrintsNothingIntoATerminal() {
            let script = "'\(alerttyPath)' -t Proceed? -b Yes -b No; echo \"status=$?\""
            let run = TerminalRun(["-c", script], executable: "/bin/sh", interactiveSession: true)
            run.waitForText("Proceed?")
            run.send("\r")
            run.waitForText("status=0")
            #expect(!run.screen.text.contains("Yes"), "\(run.screen.text)")
            _ = run.finish()
        }

        @Test func fieldValuesStillPrintIntoATerminal() {
            let script = "'\(alerttyPath)' -i Name; echo \"status=$?\""
            let run = TerminalRun(["-c", script], executable: "/bin/sh", interactiveSession: true)
            run.waitForText("Name")
            run.send("Ada\r")
            run.waitForText("status=0")
            #expect(run.screen.text.contains("Ada\nstatus=0"), "\(run.screen.text)")
            _ = run.finish()
        }

        @Test func quietPrintsNothingAnywhere() {
            let run = TerminalRun(["-i", "Name", "--quiet"])
            run.waitForText("Name")
            run.send("Ada\r")
            expectExit(run, status: 0, stdout: "")
            let preset = runWithoutTerminal(["-b", "OK", "--answer", "OK", "-q"])
            #expect(preset.status == 0)
            #expect(preset.stdout == "")
            #expect(preset.stderr == "")
            let timedOut = TerminalRun(["-t", "x", "--timeout", "0.2", "--quiet"])
            let result = timedOut.finish()
            #expect(result.status == 124)
            #expect(result.stderr == "")
        }
    }

    /// `--answers`: every field, secrets included, answered from a file or a pipe, never argv.
    @Suite(.serialized, .ownThread) struct AnswersEndToEndTests {
        static let signIn = [
            "-t", "Sign in", "-i", "User", "--value", "ci", "--secure", "Token", "--required", "-b", "Cancel", "-s",
            "cancel", "-b", "Sign In",
        ]

        @Test func aSecretArrivesThroughAPipeAndIsNeverShown() {
            let answer = #"{"button":"Sign In","fields":[{"label":"Token","value":"hunter2"}]}"#
            let path = temporaryFile(named: "alertty-answers", containing: Array(answer.utf8))
            defer { unlink(path) }
            let run = TerminalRun(Self.signIn + ["--answers", "-"], stdinPath: path)
            let result = run.finish()
            #expect(result.status == 0)
            #expect(result.stdout == "ci\nhunter2\n")
            #expect(
                result.stderr
                    == "alertty: 'Sign in' answered 'Sign In' from --answers with 'User' 'ci', 'Token' '•••' without showing the alert\n"
            )
            #expect(result.terminalBytes.isEmpty)
        }

        @Test func theVariableNamesAFileAndWhatJsonPrintedReplays() {
            let recorded =
                #"{"button":"Sign In","index":1,"status":0,"fields":[{"label":"User","value":"ada"},{"label":"Token","value":"t0k"}]}"#
            let path = temporaryFile(named: "alertty-answers", containing: Array((recorded + "\n").utf8))
            defer { unlink(path) }
            let result = runWithoutTerminal(Self.signIn + ["--json"], environment: ["ALERTTY_ANSWERS": path])
            #expect(result.status == 0)
            #expect(result.stdout == recorded + "\n")
        }

        @Test func aPipeOfAnswersThatNeverEndsIsHeldToTheTimeout() {
            let started = now()
            let run = TerminalRun(Self.signIn + ["--answers", "-", "--timeout", "1"], endlessStdin: true)
            let result = run.finish(timeout: 5)
            #expect(result.status == 124)
            #expect(result.stderr == "alertty: no answer within 1 s (--timeout)\n")
            #expect(now() - started < 4)
            #expect(result.terminalBytes.isEmpty)
        }

        /// A FIFO nobody writes to once held alertty in open() forever, whatever --timeout said.
        @Test func aFIFOOfAnswersNobodyWritesToIsHeldToTheTimeout() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            let result = runWithoutTerminal(
                ["-s", "KILL", "10", alerttyPath] + Self.signIn + ["--timeout", "0.5"],
                executable: "/usr/bin/timeout", environment: ["ALERTTY_ANSWERS": fifo])
            #expect(result.status == 124, "killed by timeout(1) after 10 s, or: \(result.stderr)")
            #expect(result.stdout == "")
        }

        @Test func aFIFOOfAnswersWithoutATimeoutSaysWhatItWaitsForThenTakesTheAnswer() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            let run = TerminalRun(
                ["-t", "Deploy?", "-b", "Cancel", "-s", "cancel", "-b", "Deploy", "--answers", fifo],
                interactiveSession: true)
            run.waitForText("give --timeout to stop waiting")
            #expect(run.screen.text.hasPrefix("alertty: waiting for a program to write to --answers '"))
            let writer = open(fifo, O_WRONLY)
            try #require(writer >= 0)
            let answer = Array(#"{"button":"Deploy"}"#.utf8)
            #expect(write(writer, answer, answer.count) == answer.count)
            close(writer)
            #expect(run.finish().status == 0)
        }

        /// Root once chose Delete from a file user 65534 wrote: whoever may write an answers file
        /// answers for the user, so it must be theirs (or root's) and closed to group and others.
        @Test func anAnswersFileSomeoneElseMayWriteIsRefusedWherePresetOrChecked() throws {
            let path = temporaryFile(
                named: "alertty-answers", containing: Array(#"{"delete": {"button": "Delete"}}"#.utf8))
            defer { unlink(path) }
            func refusals(_ rule: String) {
                let ways: [(arguments: [String], environment: [String: String], name: String)] = [
                    (deleteAlert + ["--id", "delete", "--answers", path], [:], "--answers"),
                    (deleteAlert + ["--id", "delete"], ["ALERTTY_ANSWERS": path], "ALERTTY_ANSWERS"),
                    (["--check-answers", path, "--", "delete"], [:], "--check-answers"),
                ]
                for way in ways {
                    let result = runWithoutTerminal(way.arguments, environment: way.environment)
                    #expect(result.status == 64, "\(way.name): \(result.stderr)")
                    #expect(result.stdout == "")
                    #expect(result.stderr.hasPrefix("alertty: \(way.name) '\(path)' \(rule)\n"))
                }
            }
            chmod(path, 0o602)
            refusals("is writable by group or others; chmod go-w it")
            chmod(path, 0o600)
            // Another user's file: only root can make one to try.
            guard geteuid() == 0 else { return }
            try #require(chown(path, 65534, 65534) == 0)
            refusals("belongs to another user (uid 65534); name a file of your own")
        }

        /// A FIFO may answer, as a file may, when it is the user's own: another user's is refused
        /// at once, before anything waits for a writer.
        @Test func anotherUsersFIFOOfAnswersIsRefusedAtOnce() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            chmod(fifo, 0o622)
            let writable = runWithoutTerminal(
                ["10", alerttyPath] + deleteAlert + ["--answers", fifo], executable: "/usr/bin/timeout")
            #expect(writable.status == 64)
            #expect(writable.stderr.hasPrefix("alertty: --answers '\(fifo)' is writable by group or others;"))
            chmod(fifo, 0o600)
            guard geteuid() == 0 else { return }
            try #require(chown(fifo, 65534, 65534) == 0)
            let foreign = runWithoutTerminal(
                ["10", alerttyPath] + deleteAlert + ["--answers", fifo], executable: "/usr/bin/timeout")
            #expect(foreign.status == 64)
            #expect(foreign.stderr.hasPrefix("alertty: --answers '\(fifo)' belongs to another user (uid 65534);"))
        }

        /// `{"button":"Delete","button":"Cancel"}` means Cancel to jq and Python; it meant Delete here.
        @Test func aKeyGivenTwiceIsAUsageErrorNamingIt() {
            let path = temporaryFile(
                named: "alertty-answers", containing: Array(#"{"button":"Delete","button":"Cancel"}"#.utf8))
            defer { unlink(path) }
            let result = runWithoutTerminal(deleteAlert + ["--answers", path])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: --answers names 'button' twice in one object;"))
        }

        @Test func anAnswersFileThatIsNotUTF8IsRefusedNotRepaired() {
            let bytes =
                Array(#"{"button":"Sign In","fields":[{"label":"Token","value":"t"#.utf8) + [0xFF]
                + Array(#""}]}"#.utf8)
            let path = temporaryFile(named: "alertty-answers", containing: bytes)
            defer { unlink(path) }
            let result = runWithoutTerminal(Self.signIn + ["--answers", path])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix("alertty: --answers '\(path)' is not valid UTF-8; give the answer in UTF-8\n"))
        }

        /// A 63 MB value once took 3.3 GB and 14 s.
        @Test func aHugeAnswerTakesMemoryInProportionToItsSize() throws {
            let size = 16 << 20
            let value = String(repeating: "a", count: size)
            let path = temporaryFile(
                named: "alertty-answers",
                containing: Array(#"{"button":"Sign In","fields":[{"label":"Token","value":"\#(value)"}]}"#.utf8))
            defer { unlink(path) }
            // Memory held to three times the answer's size and 16 MiB for the program (RLIMIT_DATA, in
            // KiB): past that an allocation fails and alertty traps. (A spawned child's peak RSS
            // would count the test runner's own.)
            let limit = 3 * size / 1024 + 16 * 1024
            let script = #"ulimit -d "$1"; shift; exec "$0" "$@""#
            let result = runWithoutTerminal(
                ["-c", script, alerttyPath, String(limit)] + Self.signIn + ["--answers", path], executable: "/bin/sh")
            #expect(result.status == 64, "more than \(limit) KiB for a \(size >> 20) MiB answer")
            #expect(result.stderr.hasPrefix("alertty: --answers gives the field 'Token' more than 1 MiB;"))
        }

        /// Answered in advance, `-m -` never read its input: a large producer died of SIGPIPE
        /// (141 in the pipeline), and the log recorded no message.
        @Test func aMessageOnStandardInputIsReadWhenTheAnswerIsGivenInAdvance() {
            let log = temporaryFile(named: "alertty-log", containing: [])
            defer { unlink(log) }
            let script =
                #"seq 1 300000 | "$0" -t Build -m - -b OK --answer OK --log "$1" 2>/dev/null; echo "status=${PIPESTATUS[*]}""#
            let result = runWithoutTerminal(["-c", script, alerttyPath, log], executable: "/bin/bash")
            #expect(result.stdout == "OK\nstatus=0 0\n")
            let line = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(line.contains(#""message":"1\n2\n3\n"#), "\(line.prefix(200))")
            #expect(line.contains(#"299999\n300000","#))
        }

        /// A C1 control in --value was dropped without a word: the field did not hold what was given.
        @Test(arguments: ["a\u{9B}31mb", "a\u{85}b", "a\u{1B}b"])
        func aControlCharacterInAValueIsAUsageError(_ value: String) {
            let result = runWithoutTerminal(["-i", "Name", "--value", value, "-b", "OK", "--answer", "OK"])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: --value for 'Name' contains"), "\(result.stderr)")
        }

        @Test func aBrokenRuleIsAUsageErrorAndPrintsNothing() {
            let path = temporaryFile(named: "alertty-answers", containing: Array(#"{"button":"Sign In"}"#.utf8))
            defer { unlink(path) }
            let result = runWithoutTerminal(Self.signIn + ["--answers", path])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: --answers 'Sign In' leaves the required field 'Token' empty"))
        }
    }

    /// The audit log: one intact JSON line per alert, however many run at once.
    @Suite(.serialized, .ownThread) struct AuditLogEndToEndTests {
        func lines(of path: String) -> [String] {
            String(decoding: contents(of: path), as: UTF8.self).split(separator: "\n").map(String.init)
        }

        func freshLog() -> String {
            let path = temporaryFile(named: "alertty-log", containing: [])
            unlink(path)
            return path
        }

        @Test func tenAlertsAnsweredAtOnceWriteTenIntactLines() {
            let log = freshLog()
            defer { unlink(log) }
            let title = String(repeating: "Deploy everything now? ", count: 400)
            let script =
                "for i in 0 1 2 3 4 5 6 7 8 9; do \"$0\" -t \"$1\" -b Cancel -s cancel -b \"Deploy $i\" --answer \"Deploy $i\" --log \"$2\" 2>/dev/null & done; wait"
            let run = TerminalRun(["-c", script, alerttyPath, title, log], executable: "/bin/sh")
            _ = run.finish()
            let written = lines(of: log)
            #expect(written.count == 10)
            let expected = Set((0..<10).map { "\"answer\":\"Deploy \($0)\"" })
            let found = Set(written.compactMap { line in expected.first { line.contains($0) } })
            #expect(found == expected)
            for line in written {
                #expect(line.hasPrefix("{\"time\":\"") && line.hasSuffix("]}"), "a line was torn: \(line.prefix(80))…")
                #expect(line.contains("\"by\":\"--answer\""))
            }
        }

        @Test func aKeyAnswerIsLoggedWithTheTerminalAndWithoutTheSecret() {
            let log = freshLog()
            defer { unlink(log) }
            let run = TerminalRun(["-t", "Unlock", "--secure", "PIN", "-b", "OK"], environment: ["ALERTTY_LOG": log])
            run.waitForText("PIN")
            run.send("4321\r")
            expectExit(run, status: 0, stdout: "4321\n")
            let written = lines(of: log)
            #expect(written.count == 1)
            let line = written.first ?? ""
            #expect(line.contains("\"by\":\"key\""))
            #expect(line.contains("\"terminal\":\"/dev/pts/"))
            #expect(line.contains("{\"label\":\"PIN\",\"secret\":true}"))
            #expect(!line.contains("4321"))
        }

        @Test func aLogThatCannotBeOpenedStopsAlerttyBeforeAnythingIsShown() {
            let run = TerminalRun(["-t", "x", "--log", "/nonexistent/dir/log"])
            let result = run.finish()
            #expect(result.status == 64)
            #expect(
                result.stderr.hasPrefix(
                    "alertty: the log --log '/nonexistent/dir/log' cannot be opened: No such file or directory"))
            #expect(result.terminalBytes.isEmpty)
        }

        static let confirm = ["-t", "Deploy?", "-b", "Cancel", "-s", "cancel", "-b", "Deploy", "--answer", "Deploy"]

        /// Seen: root appended to a root-owned file through another user's link in /tmp.
        @Test func aLogThatIsASymbolicLinkIsRefusedAndItsTargetLeftAlone() throws {
            let target = temporaryFile(named: "alertty-target", containing: Array("precious\n".utf8))
            let link = freshLog()
            defer {
                unlink(target)
                unlink(link)
            }
            try #require(symlink(target, link) == 0)
            let result = runWithoutTerminal(Self.confirm + ["--log", link])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasPrefix("alertty: the log --log '\(link)' is a symbolic link; name the file itself\n"))
            #expect(lines(of: target) == ["precious"])
        }

        @Test func aLogOthersCanWriteOrThatIsNotTheUsersOwnIsRefused() throws {
            let log = temporaryFile(named: "alertty-log", containing: [])
            defer { unlink(log) }
            chmod(log, 0o664)
            let writable = runWithoutTerminal(Self.confirm, environment: ["ALERTTY_LOG": log])
            #expect(writable.status == 64)
            #expect(writable.stdout == "")
            #expect(
                writable.stderr.hasPrefix(
                    "alertty: the log ALERTTY_LOG '\(log)' is writable by group or others; chmod go-w it\n"))
            chmod(log, 0o600)
            // Another user's file: only root can make one to try.
            guard geteuid() == 0 else { return }
            try #require(chown(log, 65534, 65534) == 0)
            let foreign = runWithoutTerminal(Self.confirm + ["--log", log])
            #expect(foreign.status == 64)
            #expect(
                foreign.stderr.hasPrefix(
                    "alertty: the log --log '\(log)' belongs to another user (uid 65534); name a file of your own\n"))
            #expect(lines(of: log).isEmpty)
        }

        @Test func aNewLogIsReadableByItsOwnerAlone() {
            let log = freshLog()
            defer { unlink(log) }
            let result = runWithoutTerminal(Self.confirm + ["--log", log])
            #expect(result.status == 0)
            var info = stat()
            #expect(stat(log, &info) == 0 && info.st_mode & 0o777 == 0o600)
        }

        @Test func aFIFOAsTheLogIsRefusedAtOnceInsteadOfBlocking() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            // Bounded by timeout(1): a FIFO nobody reads once held alertty in open() for good.
            let result = runWithoutTerminal(
                ["10", alerttyPath] + Self.confirm + ["--log", fifo], executable: "/usr/bin/timeout")
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("alertty: the log --log '\(fifo)' is not a regular file; name a file\n"))
        }

        /// A full disk, imitated by the file size limit: the record is cut short.
        @Test func aRecordThatCannotBeWrittenWholeIsCutBackAndWithholdsTheAnswer() {
            let existing = String(repeating: "x", count: 500) + "\n"
            let log = temporaryFile(named: "alertty-log", containing: Array(existing.utf8))
            defer { unlink(log) }
            // 512 bytes at most (one block); SIGXFSZ ignored, so the write is short instead of fatal.
            let script = #"ulimit -f 1; trap '' XFSZ; exec "$0" "$@""#
            let result = runWithoutTerminal(
                ["-c", script, alerttyPath] + Self.confirm + ["--log", log], executable: "/bin/sh")
            #expect(result.status == 74, "the answer went out without its record")
            #expect(result.stdout == "")
            #expect(result.stderr.contains("alertty: the log was not written ("))
            #expect(lines(of: log) == [String(repeating: "x", count: 500)], "a partial record was left in the log")
        }

        /// Under `ulimit -f`, SIGXFSZ once ended alertty (153) in the middle of a record, and the
        /// next record glued onto the part left. 500 bytes leave room for part of a record under
        /// the limit of 512, 600 for none.
        @Test(arguments: [500, 600])
        func theFileSizeLimitIsTreatedAsAFullDisk(existingSize: Int) {
            let existing = Array((String(repeating: "x", count: existingSize - 1) + "\n").utf8)
            let log = temporaryFile(named: "alertty-log", containing: existing)
            let recording = temporaryFile(named: "alertty-recording", containing: existing)
            defer {
                unlink(log)
                unlink(recording)
            }
            let limited = ["-c", #"ulimit -f 1; exec "$0" "$@""#, alerttyPath] + Self.confirm
            let logged = runWithoutTerminal(limited + ["--log", log], executable: "/bin/sh")
            #expect(logged.status == 74, "\(logged.stderr)")
            #expect(logged.stdout == "")
            #expect(logged.stderr.contains("alertty: the log was not written (File too large)"))
            #expect(contents(of: log) == existing, "the log was not cut back to its last whole line")
            // A recording is no condition of the answer: it goes out, and standard error says why
            // the recording lacks it.
            let recorded = runWithoutTerminal(
                limited, executable: "/bin/sh", environment: ["ALERTTY_RECORD": recording])
            #expect(recorded.status == 0, "\(recorded.stderr)")
            #expect(recorded.stdout == "Deploy\n")
            #expect(recorded.stderr.contains("the answer was not recorded in ALERTTY_RECORD (File too large)"))
            #expect(contents(of: recording) == existing, "the recording was not cut back to its last whole line")
        }

        @Test func controlCharactersOfBothKindsAreEscapedInTheLog() {
            let log = freshLog()
            defer { unlink(log) }
            let result = runWithoutTerminal([
                "-t", "Go\u{9B}31m\u{1B}[0m?", "-m", "\u{90}x", "-b", "OK", "--answer", "OK", "--log", log,
            ])
            #expect(result.status == 0)
            let line = lines(of: log).first ?? ""
            #expect(line.contains(#""title":"Go\u009b31m\u001b[0m?","message":"\u0090x""#), "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
#endif
