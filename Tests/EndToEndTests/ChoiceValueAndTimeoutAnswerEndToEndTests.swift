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

        @Test func plainModeSaysWhatTheTimeWillChoose() {
            let run = TerminalRun(gate, environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("(Unanswered, Continue is chosen in 2 seconds.)")
            let result = run.finish()
            #expect(result.status == 0)
            #expect(result.stdout == "Continue\n")
        }
    }
#endif
