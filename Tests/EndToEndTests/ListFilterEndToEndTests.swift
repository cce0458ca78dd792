#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// Typing on a list narrows it, as a person finds an item in a long list.
    @Suite(.serialized, .ownThread) struct ListFilterEndToEndTests {
        let countries =
            ["-t", "Country"]
            + [
                ("de", "Germany"), ("fr", "France"), ("gb", "United Kingdom"), ("ie", "Ireland"),
                ("za", "South Africa"), ("at", "Austria"),
            ].flatMap { ["-c", $0.0, "--detail", $0.1] }
            + ["-b", "Cancel", "-s", "cancel", "-b", "OK"]

        @Test func lettersNarrowTheListAndEnterAnswersTheFirstMatch() {
            let run = TerminalRun(countries)
            run.waitForText("United Kingdom")
            run.send("FR")
            run.waitForText("Filter: FR — 2 of 6")
            #expect(!run.screen.text.contains("Germany"), "what does not match is gone")
            #expect(run.screen.text.contains("South Africa"), "the detail matches too, in any case")
            run.send("\r")
            expectExit(run, status: 0, stdout: "fr\n")
        }

        @Test func backspaceWidensTheFirstEscapeClearsAndTheNextCancels() {
            let run = TerminalRun(countries)
            run.waitForText("United Kingdom")
            run.send("frx")
            run.waitForText("Filter: frx — 0 of 6")
            run.send("\u{7F}")
            run.waitForText("Filter: fr — 2 of 6")
            run.send("\u{1B}")
            run.waitForText("Germany")
            #expect(!run.screen.text.contains("Filter:"))
            #expect(!run.hasExited(), "the first Escape only took the filter back")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func arrowsEndAndAClickWorkOnTheFilteredList() {
            let run = TerminalRun(thousandItems + ["-b", "OK"])
            run.waitForText("item 1 ")
            run.send("99")
            // The box is as wide as its items: the line drops its label to keep the count whole.
            run.waitForText("│  99 — 19 of 1000")
            run.send("\u{1B}[F")
            run.waitForText("item 999")
            run.send("\u{1B}[A\r")
            expectExit(run, status: 0, stdout: "item 998\n")
            // No buttons: an action sheet, answered by a click on an item.
            let sheet = TerminalRun(Array(countries.dropLast(6)))
            sheet.waitForText("United Kingdom")
            sheet.send("a")
            sheet.waitForText("Filter: a — ")
            sheet.click(on: "○ at", columns: 2)
            expectExit(sheet, status: 0, stdout: "at\n")
        }

        @Test func aChecklistKeepsWhatWasChosenUnderEachFilter() {
            let run = TerminalRun(countries + ["--multiple"])
            run.waitForText("United Kingdom")
            run.type("ire")
            run.send(" ")
            run.waitForText("☑ ie")
            // Escape alone, and seen to be taken, so it does not join the next letter as Alt-a.
            run.send("\u{1B}")
            run.waitForText("Germany")
            run.type("aus")
            run.send(" ")
            run.waitForText("☑ at")
            run.send("\u{1B}")
            run.waitForText("Germany")
            run.send("\r")
            expectExit(run, status: 0, stdout: "ie\nat\n")
        }

        @Test func plainModeFindsItemsByTheLettersTyped() {
            let run = TerminalRun(countries, environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("or type letters to find")
            run.send("ire\r")
            run.waitForText("Items containing 'ire', 1 of 6")
            run.send("4\r")
            run.waitForText("Choose 1-2")
            run.send("2\r")
            expectExit(run, status: 0, stdout: "ie\n")
        }

        @Test func answersGivenInAdvanceAnswerAListThatCouldBeFiltered() {
            let answers = temporaryFile(
                named: "alertty-filter-answers", containing: Array(#"{"button":"OK","choices":["za"]}"#.utf8))
            defer { unlink(answers) }
            let run = runWithoutTerminal(countries + ["--answers", answers])
            #expect(run.status == 0 && run.stdout == "za\n")
        }
    }
#endif
