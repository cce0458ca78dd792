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
            // The list answers the item under its cursor, none being marked.
            expectExit(run, status: 0, stdout: "1\n2\nA\n")
        }

        /// The line of keys follows the focus, in ASCII without UTF-8, and goes with --key-help never.
        @Test func theLineOfKeysFollowsTheFocus() {
            let zones = [
                "-t", "Time zone", "-c", "Europe/Paris", "-c", "America/Argentina/Buenos_Aires", "-b", "Cancel", "-s",
                "cancel",
                "-b", "OK",
            ]
            let run = TerminalRun(zones)
            run.waitForText("↑↓ move · Space mark")
            run.send("\t")
            run.waitForText("←→ move · Enter choose")
            #expect(!run.screen.text.contains("Space mark"))
            run.send("\u{1B}")
            expectExit(run, status: 1)
            let ascii = TerminalRun(zones, environment: ["LANG": "C"])
            ascii.waitForText("Up/Down move | Space mark")
            ascii.send("\r")
            expectExit(ascii, status: 0, stdout: "Europe/Paris\n")
            let never = TerminalRun(zones + ["--key-help", "never"])
            never.waitForText("Buenos_Aires")
            #expect(!never.screen.text.contains("Space mark"))
            never.send("\r")
            expectExit(never, status: 0, stdout: "Europe/Paris\n")
        }

        /// A yes/no shows no line of keys unless asked: its keys are plain, its first frame budgeted.
        @Test func aYesNoShowsTheLineOnlyWhenAsked() {
            let plain = TerminalRun(deleteAlert)
            plain.waitForText("Delete 3 files?")
            #expect(!plain.screen.text.contains("Esc cancel"))
            plain.send("\u{1B}")
            expectExit(plain, status: 1)
            let asked = TerminalRun(deleteAlert + ["--key-help", "always"])
            asked.waitForText("←→ move · Enter choose")
            asked.send("\u{1B}")
            expectExit(asked, status: 1)
        }
        /// A placeholder shows in the empty field and goes at the first character; Enter on the
        /// empty field answers it empty, and --json never holds the placeholder.
        @Test func aPlaceholderIsNeverTheAnswer() {
            let who = ["-t", "Who?", "-i", "Name", "--placeholder", "ada lovelace", "-b", "OK"]
            let empty = TerminalRun(who + ["--json"])
            empty.waitForText("ada lovelace")
            empty.send("\r")
            let result = empty.finish()
            #expect(result.status == 0)
            expectTerminalLeftClean(empty, result)
            #expect(result.stdout.contains(#""value":"""#) && !result.stdout.contains("ada"), "\(result.stdout)")
            let typed = TerminalRun(who)
            typed.waitForText("ada lovelace")
            typed.send("g")
            typed.waitFor("the placeholder to go") { !$0.text.contains("ada lovelace") }
            typed.send("\r")
            expectExit(typed, status: 0, stdout: "g\n")
        }
    }
#endif
