#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty (README, "How it is built").

    import Foundation
    import Glibc
    import TestThreads
    import Testing

    let radioList = ["-t", "Keyboard layout", "-c", "us", "--detail", "English (US)", "-c", "uk", "-c", "de"]
    let checklist = [
        "-t", "Components", "-c", "Core", "-c", "Docs", "-c", "Examples", "--multiple", "--required",
        "-b", "Install", "-s", "default", "-b", "Cancel", "-s", "cancel",
    ]
    let thousandItems = ["-t", "Menu"] + (1...1000).flatMap { ["-c", "item \($0)"] }
    let loginWithCheckbox = loginAlert + ["--checkbox", "Don't ask again"]

    @Suite(.serialized, .ownThread) struct ListEndToEndTests {
        /// Overlay and inline: every path below is run in both.
        static let presentations: [[String]] = [[], ["--inline"]]

        @Test(arguments: presentations)
        func aRadioListAnswersTheItemChosen(_ presentation: [String]) {
            let run = TerminalRun(
                radioList + ["-b", "OK", "-s", "default", "-b", "Cancel", "-s", "cancel"] + presentation)
            run.waitForText("English (US)")
            run.type("\u{1B}[B")
            run.send(" ")
            run.waitForText("● uk")
            run.send("\r")
            expectExit(run, status: 0, stdout: "uk\n")
        }

        @Test func anActionSheetAnswersWithEnterOnAnItemAndEscapeBacksOut() {
            let run = TerminalRun(radioList)
            run.waitForText("Cancel")
            run.send("\u{1B}[B\u{1B}[B\r")
            expectExit(run, status: 0, stdout: "de\n")
            let escape = TerminalRun(radioList)
            escape.waitForText("Cancel")
            escape.send("\u{1B}")
            expectExit(escape, status: 1)
        }

        @Test func aClickOnAnActionSheetsItemAnswersIt() {
            let run = TerminalRun(radioList)
            run.waitForText("○ uk")
            run.click(on: "○ uk", columns: 2)
            expectExit(run, status: 0, stdout: "uk\n")
        }

        @Test func aThousandItemMenuScrollsAndAnswersTheLast() {
            let run = TerminalRun(thousandItems)
            run.waitForText("item 1 ")
            run.send("\u{1B}[F")
            run.waitForText("item 1000")
            #expect(!run.screen.text.contains("item 1 "), "the top of the list scrolled away")
            run.send("\u{1B}[A\r")
            expectExit(run, status: 0, stdout: "item 999\n")
        }

        @Test(arguments: presentations)
        func aRequiredChecklistStaysOpenUntilSomethingIsChosen(_ presentation: [String]) {
            let run = TerminalRun(checklist + presentation)
            run.waitForText("Required: choose at least one")
            run.send("\r")
            run.waitForText("! Required")
            #expect(!run.hasExited())
            // Key by key, as a person types: two Spaces in one read would be text.
            run.type(" ")
            run.type("\u{1B}[B\u{1B}[B")
            run.type(" ")
            run.send("\r")
            expectExit(run, status: 0, stdout: "Core\nExamples\n")
        }

        @Test(arguments: presentations)
        func aCheckboxInALoginAlertIsInTheAnswer(_ presentation: [String]) {
            let run = TerminalRun(loginWithCheckbox + presentation)
            run.waitForText("Don't ask again")
            run.type("ada\tpw\t")
            run.send(" ")
            run.waitForText("☑ Don't ask again")
            run.send("\r")
            expectExit(run, status: 0, stdout: "ada\npw\non\n")
        }

        @Test func plainModeAsksForTheListAndTheCheckbox() {
            let sheet = TerminalRun(radioList + ["--plain"])
            sheet.waitForText("Choose 1-3, or type letters to find [1]:")
            sheet.send("2\r")
            expectExit(sheet, status: 0, stdout: "uk\n")
            let many = TerminalRun(checklist + ["--checkbox", "Remember", "--plain"])
            many.waitForText("several separated by spaces, or type letters to find [none]:")
            many.send("\r")
            many.waitForText("Choosing an item is required.")
            many.send("1 3\r")
            many.waitForText("Remember [y/N]:")
            many.send("y\r")
            many.waitForText("Choose 1-2")
            many.send("\r")
            expectExit(many, status: 0, stdout: "on\nCore\nExamples\n")
        }

        @Test func answersFromAFileAnswerAListWithoutShowingIt() {
            let path = temporaryFile(
                named: "alertty-list-answers",
                containing: Array(
                    #"{"button":"Install","choices":["Docs"],"checkboxes":[{"label":"Remember","checked":true}]}"#.utf8)
            )
            defer { unlink(path) }
            let run = TerminalRun(checklist + ["--checkbox", "Remember", "--answers", path, "--json"])
            let result = run.finish()
            #expect(result.status == 0)
            #expect(
                result.stdout
                    == #"{"button":"Install","index":0,"status":0,"fields":[],"choices":["Docs"],"checkboxes":[{"label":"Remember","checked":true}]}"#
                    + "\n")
            #expect(result.terminalBytes.isEmpty, "nothing was shown")
            let sheet = TerminalRun(radioList + ["--answer", "de"])
            expectExit(sheet, status: 0, stdout: "de\n")
        }
    }
#endif
