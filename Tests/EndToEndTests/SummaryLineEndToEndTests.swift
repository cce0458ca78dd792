#if os(Linux)
    // Linux only: pseudo-terminals through forkpty.

    import Glibc
    import TestThreads
    import Testing

    /// `--keep-summary`: the line saying the question and its answer that stays on the terminal
    /// once the alert has gone, and only there (``SummaryLine``).
    @Suite(.serialized, .ownThread) struct SummaryLineEndToEndTests {
        static let delete = ["-t", "Delete 3 files?", "-b", "Delete", "-b", "Cancel", "-s", "cancel"]

        @Test(arguments: [
            ("\r", 0, "Delete\n", "✔ Delete 3 files? · Delete"),
            ("\u{1B}", 1, "", "✗ Delete 3 files? · Cancel"),
        ])
        func anInlineAlertLeavesItsQuestionAndAnswer(keys: String, status: Int32, stdout: String, line: String) {
            let run = TerminalRun(["--inline", "--keep-summary"] + Self.delete, columns: 60, rows: 12)
            run.waitForText("[ Delete ]")
            run.send(keys)
            let result = run.finish()
            #expect(result.status == status)
            #expect(result.stdout == stdout)
            #expect(result.termiosRestored)
            #expect(run.screen.lines[0] == line)
            #expect(run.screen.lines.dropFirst().allSatisfy { $0.isEmpty })
            #expect(run.screen.cursorRow == 1 && run.screen.cursorColumn == 0)
        }

        /// Fields and checkboxes are summed up; a secret is •••• whatever its length; the line is
        /// cut to the width.
        @Test func theValuesAreSummedUpAndASecretIsHidden() {
            let run = TerminalRun(
                ["--inline", "--keep-summary", "-t", "Login", "-i", "User", "--secure", "Token", "--checkbox", "Stay"],
                columns: 40, rows: 16)
            run.waitForText("Stay")
            run.send("ada")
            run.waitForText("ada")
            run.send("\t")
            run.send("s3cr3t-and-long")
            run.waitForText("•••••••••••••••")
            run.send("\r")
            let result = run.finish()
            #expect(result.status == 0)
            #expect(run.screen.lines[0] == "✔ Login · OK · User: ada · Token: ••••…")
            #expect(!String(decoding: run.terminalBytes, as: UTF8.self).contains("s3cr3t"))
        }

        /// Without the option the terminal is left as it was found; the overlay leaves its line on
        /// the screen behind it.
        @Test func withoutTheOptionNothingStaysAndTheOverlayLeavesItBehind() {
            let plain = TerminalRun(["--inline"] + Self.delete, columns: 60, rows: 12)
            plain.waitForText("[ Delete ]")
            plain.send("\r")
            _ = plain.finish()
            #expect(plain.screen.lines.allSatisfy { $0.isEmpty })
            let overlay = TerminalRun(["--keep-summary"] + Self.delete, columns: 60, rows: 12)
            overlay.waitForText("[ Delete ]")
            overlay.send("\r")
            _ = overlay.finish()
            #expect(!overlay.screen.onAlternateScreen)
            #expect(overlay.screen.lines[0] == "✔ Delete 3 files? · Delete")
        }
    }
#endif
