#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// How the alert is laid out and drawn on a real terminal: what a short one gives up first.
    @Suite(.serialized, .ownThread) struct LookEndToEndTests {
        /// Two fields with rules and a list: their blank rows go before the title does.
        let twoPorts = [
            "-t", "Title", "-m", "some message", "-i", "Name", "--integer", "-i", "Host", "--integer", "-c", "A",
            "-c", "B", "-c", "C", "-b", "Cancel", "-s", "cancel", "-b", "OK",
        ]

        @Test func aShortTerminalLosesItsBlankRowsBeforeTheTitle() {
            let run = TerminalRun(twoPorts, columns: 40, rows: 12)
            run.waitForText("○ C")
            let text = run.screen.text
            #expect(text.contains("Title") && text.contains("some message"), "\(text)")
            // A problem has no row of its own now: the field's label row says it.
            run.send("x\r")
            run.waitForText("Host")
            run.send("\r")
            run.waitForText("✗ must be a whole number")
            #expect(run.screen.text.contains("Title"))
            run.send("\u{7F}1\r")
            run.send("2\r")
            expectExit(run, status: 0, stdout: "1\n2\n")
        }
    }
#endif
