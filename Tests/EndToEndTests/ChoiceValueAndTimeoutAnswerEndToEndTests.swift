#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// `--value` for a choice and `--timeout-answer`, as a person and a script meet them.
    @Suite(.serialized, .ownThread) struct ChoiceValueAndTimeoutAnswerEndToEndTests {
        let region = ["-t", "Region", "-c", "Europe", "--value", "eu", "-c", "United States", "--value", "us"]
        let gate = [
            "-t", "Deploy?", "-b", "Stop", "-s", "cancel", "-b", "Continue", "--timeout", "1.5", "--timeout-answer",
            "Continue",
        ]

        @Test func theListShowsLabelsAndTheAnswerIsTheValue() {
            let run = TerminalRun(region)
            run.waitForText("United States")
            #expect(!run.screen.text.contains("us\n"))
            run.send("\u{1B}[B\r")
            expectExit(run, status: 0, stdout: "us\n")
        }

        @Test func plainModeAndAnswersGivenInAdvanceAnswerWithTheValue() {
            let plain = TerminalRun(region, environment: ["ALERTTY_PLAIN": "1"])
            plain.waitForText("United States")
            plain.send("1\r")
            plain.waitForText("Choose")
            plain.send("\r")
            #expect(plain.finish().stdout == "eu\n")
            let answers = temporaryFile(
                named: "alertty-answers", containing: Array(#"{"button":"OK","choices":["us"]}"#.utf8))
            defer { unlink(answers) }
            let preset = runWithoutTerminal(region + ["--answers", answers, "--json"])
            #expect(preset.status == 0)
            #expect(preset.stdout == #"{"button":"OK","index":0,"status":0,"fields":[],"choices":["us"]}"# + "\n")
        }

        @Test func theTimeRunningOutChoosesTheButtonItNames() {
            let run = TerminalRun(gate)
            run.waitForText("Continue in 2 s")
            run.waitForText("Continue in 1 s")
            let result = expectExit(run, status: 0, stdout: "Continue\n")
            #expect(result.stderr == "alertty: no answer within 1.5 s, so 'Continue' was chosen (--timeout-answer)\n")
        }

        @Test func aValueItsCheckRefusesMakesTheTimeoutAnswerATimeout() {
            let run = TerminalRun(
                gate + ["-i", "Ticket", "--value", "none", "--validate", "echo 'no such ticket' >&2; exit 1"])
            run.waitForText("Continue in 1 s")
            let result = expectExit(run, status: 124)
            #expect(result.stderr == "alertty: no answer within 1.5 s (--timeout)\n")
        }

        @Test func aKeyStillAnswersBeforeTheTime() {
            let run = TerminalRun(gate)
            run.waitForText("Continue in")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        /// Cron and CI: nobody can step in, so the timeout answer is taken at once (it exited 69).
        @Test func withNoTerminalTheTimeoutAnswerIsTakenAtOnce() {
            let reboot = [
                "-t", "Reboot now?", "-b", "Later", "-s", "cancel", "-b", "Reboot", "-s", "default", "--timeout", "60",
                "--timeout-answer", "Reboot",
            ]
            let log = temporaryFile(named: "alertty-log", containing: [])
            let record = temporaryFile(named: "alertty-record", containing: [])
            defer { unlink(log) }
            defer { unlink(record) }
            let started = now()
            let taken = runWithoutTerminal(reboot + ["--log", log], environment: ["ALERTTY_RECORD": record])
            #expect(now() - started < 30, "the timeout was waited")
            #expect(taken.status == 0)
            #expect(taken.stdout == "Reboot\n")
            #expect(
                taken.stderr
                    == "alertty: no terminal to show the alert on, so 'Reboot' was chosen at once (--timeout-answer)\n")
            let logged = String(decoding: contents(of: log), as: UTF8.self)
            #expect(logged.contains(#""answer":"Reboot","status":0,"by":"timeout""#), "\(logged)")
            #expect(String(decoding: contents(of: record), as: UTF8.self).contains(#""button":"Reboot""#))

            // An answer given in advance still wins.
            let answered = runWithoutTerminal(reboot, environment: ["ALERTTY_ANSWER": "Later"])
            #expect(answered.status == 1)
            #expect(answered.stdout == "")
            #expect(answered.stderr.contains("from ALERTTY_ANSWER"))
            let quiet = runWithoutTerminal(reboot + ["-q"])
            #expect(quiet.status == 0)
            #expect(quiet.stdout == "")
            #expect(quiet.stderr == "")
        }

        /// Values nobody can type: the fields' own, or the run ends as with no terminal, saying which.
        @Test func withNoTerminalATimeoutAnswerTakesTheFieldsValuesOrSaysWhichItLacks() {
            let given = runWithoutTerminal(gate + ["-i", "Ticket", "--value", "T-1"])
            #expect(given.status == 0)
            #expect(given.stdout == "T-1\n")

            let required = runWithoutTerminal(gate + ["-i", "Ticket", "--required"])
            #expect(required.status == 69)
            #expect(required.stdout == "")
            #expect(
                required.stderr
                    == "alertty: no terminal to show the alert on (/dev/tty: No such device or address), and the "
                    + "timeout answer 'Continue' cannot be taken: the required field 'Ticket' is empty; give the "
                    + "answers with --answers FILE\n")

            let refused = runWithoutTerminal(
                gate + ["-i", "Ticket", "--value", "none", "--validate", "echo 'no such ticket' >&2; exit 1"])
            #expect(refused.status == 69)
            #expect(refused.stdout == "")
            #expect(refused.stderr.contains("cannot be taken: 'Ticket': no such ticket; give the answers"))
        }

        @Test func plainModeSaysWhatTheTimeWillChoose() {
            let run = TerminalRun(gate, environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("(Unanswered, Continue is chosen in 2 seconds.)")
            let result = run.finish()
            #expect(result.status == 0)
            #expect(result.stdout == "Continue\n")
        }
    }
#endif
