#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    /// Issue 47: a radio list never answers nothing; a checklist's counts; plain mode's prompt
    /// after a refusal.
    @Suite(.serialized, .ownThread) struct ChoiceCountEndToEndTests {
        static let picker = [
            "--json", "-t", "Pick", "-c", "Alpha", "-c", "Beta", "-b", "Cancel", "-s", "cancel", "-b", "OK",
        ]

        @Test func tabThenOKAnswersTheItemUnderTheCursor() {
            let run = TerminalRun(Self.picker)
            run.waitForText("Alpha")
            run.type("\t")
            run.waitForFocus("OK")
            run.send("\r")
            expectExit(
                run, status: 0, stdout: #"{"button":"OK","index":1,"status":0,"fields":[],"choices":["Alpha"]}"# + "\n")
        }

        @Test func aFilterThatHidesEveryItemIsRefusedThenEscapeShowsThemAgain() {
            let run = TerminalRun(Self.picker)
            run.waitForText("Alpha")
            run.type("z")
            run.waitForText("0 of 2")
            run.type("\t")
            run.type("\r")
            run.waitForText("No item shows to")
            #expect(!run.hasExited())
            run.type("\u{1B}")
            run.waitForText("Beta")
            run.type("\u{1B}[B")
            run.send("\r")
            expectExit(
                run, status: 0, stdout: #"{"button":"OK","index":1,"status":0,"fields":[],"choices":["Beta"]}"# + "\n")
        }

        @Test func aChecklistKeepsItsMinimumAndMaximum() {
            let run = TerminalRun([
                "-t", "Pick", "-c", "A", "-c", "B", "-c", "C", "--multiple", "--min-choices", "2", "--max-choices", "2",
                "-b", "OK", "-b", "Cancel", "-s", "cancel",
            ])
            run.waitForText("Choose exactly 2")
            run.type(" ")
            run.type("\r")
            run.waitForText("Choose at least 2 (1 chosen)")
            #expect(!run.hasExited())
            for key in ["\u{1B}[B", " ", "\u{1B}[B", " "] { run.type(key) }
            run.waitForText("Choose at most 2 (2 chosen)")
            #expect(run.screen.text.contains("☐ C") || run.screen.text.contains("[ ] C"), "C was not marked")
            run.send("\r")
            expectExit(run, status: 0, stdout: "A\nB\n")
        }

        @Test func plainModeOffersTheLastAcceptedValueAfterARefusal() {
            let run = TerminalRun(["--plain", "-t", "T", "-i", "Port", "--integer", "1..65535"])
            run.waitForText("Port:")
            run.send("80x\r")
            run.waitForText("Port must be a whole number")
            run.waitFor("the prompt asked again") { screen in
                let lines = screen.lines
                guard let said = lines.lastIndex(where: { $0.contains("Port must be") }) else { return false }
                return lines[(said + 1)...].contains { $0.hasPrefix("Port") }
            }
            #expect(!run.screen.text.contains("[80x]"), "the refused text is offered back")
            run.send("8080\r")
            run.waitForText("Choose 1 [1]:")
            run.send("\r")
            expectExit(run, status: 0, stdout: "8080\n")
        }
    }
#endif
