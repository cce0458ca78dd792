#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    @Suite(.serialized, .ownThread) struct PlainEndToEndTests {
        /// No escape sequence at all may reach a dumb terminal or a screen reader.
        func expectNoEscapes(_ run: TerminalRun, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(!run.terminalBytes.contains(0x1B), "an escape sequence was written", sourceLocation: sourceLocation)
        }

        @Test func dumbTerminalGetsPlainLinesAndTheSameAnswer() {
            let run = TerminalRun(loginAlert, environment: ["TERM": "dumb"])
            run.waitForText("User")
            #expect(run.screen.text.hasPrefix("Sign in to registry\n\nUsername:"))
            run.send("ada\r")
            run.waitForText("Password:")
            run.send("hunter2\r")
            run.waitForText("Choose 1-2 [2]:")
            #expect(run.screen.text.contains("1) Cancel  2) Sign In"))
            run.send("\r")
            expectExit(run, status: 0, stdout: "ada\nhunter2\n")
            expectNoEscapes(run)
            #expect(!String(decoding: run.terminalBytes, as: UTF8.self).contains("hunter2"), "the password was echoed")
        }

        @Test func plainOptionAndVariableWorkOnAnyTerminal() {
            for (arguments, environment) in [
                (deleteAlert + ["--plain"], [String: String]()), (deleteAlert, ["ALERTTY_PLAIN": "1"]),
            ] {
                let run = TerminalRun(arguments, environment: environment)
                run.waitForText("Choose 1-2 [1]:")
                run.send("Delete\r")
                expectExit(run, status: 0, stdout: "Delete\n")
                expectNoEscapes(run)
            }
        }

        @Test func ctrlDBacksOutAndCtrlCInterrupts() {
            let backOut = TerminalRun(deleteAlert + ["--plain"])
            backOut.waitForText("Choose")
            backOut.send("\u{4}")
            expectExit(backOut, status: 1)

            let interrupt = TerminalRun(deleteAlert + ["--plain"])
            interrupt.waitForText("Choose")
            interrupt.send("\u{3}")
            expectDeath(interrupt, by: SIGINT)
        }

        @Test func plainModeTimesOut() {
            let run = TerminalRun(deleteAlert + ["--plain", "--timeout", "0.3"])
            run.waitForText("(This question closes in 1 second.)")
            let result = expectExit(run, status: 124)
            #expect(result.stderr == "alertty: no answer within 0.3 s (--timeout)\n")
        }

        @Test func aPasswordAskedAgainAfterCtrlZAndFgIsStillNotEchoed() {
            let shell = TerminalRun.interactiveShell()
            let command = [alerttyPath, "--plain", "--secure", "PIN", "-b", "OK"].map { "'\($0)'" }.joined(
                separator: " ")
            shell.send("\(command) > /tmp/alertty-plain-ctrl-z-answer\r")
            shell.waitForText("PIN:")
            shell.send("\u{1A}")
            shell.waitForText("Stopped")
            shell.send("fg\r")
            shell.waitFor("the prompt asked again") { $0.text.components(separatedBy: "PIN:").count == 3 }
            shell.send("2468\r")
            shell.waitForText("Choose 1 [1]:")
            shell.send("\r")
            shell.waitFor("the shell prompt") { $0.lines.last { !$0.isEmpty } == "$" }
            shell.send("echo \"answer=$(cat /tmp/alertty-plain-ctrl-z-answer)\"; rm /tmp/alertty-plain-ctrl-z-answer\r")
            shell.waitForText("answer=2468")
            let shown = String(decoding: shell.terminalBytes, as: UTF8.self)
            #expect(shown.components(separatedBy: "2468").count == 2, "the PIN was echoed, not only the answer printed")
            shell.send("exit\r")
            _ = shell.finish()
        }

        @Test func aTerminalThatGoesAwayEndsPlainModeBySIGHUPNotAsCtrlD() {
            let run = TerminalRun(deleteAlert + ["--plain"])
            run.waitForText("Choose")
            run.hangUp()
            let result = run.finish(timeout: 5)
            #expect(result.signal == SIGHUP)
            #expect(result.stdout == "")
        }
    }
#endif
