import Glibc
import Testing

@Suite(.serialized) struct PlainEndToEndTests {
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
        expectExit(interrupt, status: 130)
    }

    @Test func plainModeTimesOut() {
        let run = TerminalRun(deleteAlert + ["--plain", "--timeout", "0.3"])
        run.waitForText("(This question closes in 1 second.)")
        let result = expectExit(run, status: 124)
        #expect(result.stderr == "alertty: no answer within 0.3 s (--timeout)\n")
    }

    @Test func aTerminalThatGoesAwayEndsPlainModeWith129NotAsCtrlD() {
        let run = TerminalRun(deleteAlert + ["--plain"])
        run.waitForText("Choose")
        run.hangUp()
        let result = run.finish(timeout: 5)
        #expect(result.status == 129)
        #expect(result.stdout == "")
    }
}
