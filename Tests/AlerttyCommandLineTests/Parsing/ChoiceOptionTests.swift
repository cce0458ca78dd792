import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct ChoiceOptionTests {
    func configuration(_ arguments: [String]) throws -> AlertConfiguration {
        try parseAlert(arguments).configuration
    }

    @Test func choicesTakeTheirDetailsSelectionAndTheListItsRules() throws {
        let parsed = try configuration([
            "-c", "us", "--detail", "English", "-c", "uk", "--selected", "--multiple", "--required", "--checkbox",
            "Remember",
            "--checked",
        ])
        #expect(
            parsed.choices?.items == [
                ChoiceList.Item("us", detail: "English"), ChoiceList.Item("uk", isSelected: true),
            ])
        #expect(parsed.choices?.allowsMultiple == true && parsed.choices?.isRequired == true)
        #expect(parsed.checkboxes == [AlertCheckbox("Remember", isChecked: true)])
    }

    /// `--required` applies to whichever of a field and the list came last.
    @Test func requiredGoesToTheLatestFieldOrList() throws {
        let fieldLast = try configuration(["-c", "a", "-i", "Name", "--required"])
        #expect(fieldLast.fields[0].isRequired && fieldLast.choices?.isRequired == false)
        let listLast = try configuration(["-i", "Name", "-c", "a", "--required"])
        #expect(!listLast.fields[0].isRequired && listLast.choices?.isRequired == true)
    }

    @Test(
        arguments: [
            (["-c", "a", "-c", "a"], "two items are labelled 'a'"),
            (["-c", "a", "--selected", "-c", "b", "--selected"], "two items are --selected ('a' and 'b')"),
            (["--detail", "x"], "--detail must follow the --choice"),
            (["--selected"], "--selected must follow the --choice"),
            (["--checked"], "--checked must follow the --checkbox"),
            (["-c", "a", "--detail", "x", "--detail", "y"], "already has a --detail"),
            (["-c", "a\nb"], "contains a line break"),
            (["--checkbox", "x", "--checkbox", "x"], "two checkboxes are labelled 'x'"),
            (["-c", ""], "--choice needs a non-empty label"),
        ] as [([String], String)])
    func listMistakesAreUsageErrors(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments)?.contains(message) == true, "\(usageError(arguments) ?? "accepted")")
    }

    @Test func anItemCanBeTheAnswerGivenInAdvance() throws {
        let alert = try configuration(["-t", "Pick", "-c", "eu", "-c", "us", "--checkbox", "Remember", "--checked"])
        let preset = try #require(try PresetAnswer.resolve(option: "us", environment: nil, in: alert))
        let state = preset.state(for: alert)
        #expect(preset.buttonIndex == alert.defaultButtonIndex)
        #expect(Answer.text(for: .chosen(preset.buttonIndex), state: state) == "on\nus\n")
        #expect(preset.notice(in: alert).contains("choosing 'us'"))
    }

    @Test func answersReplayChoicesAndCheckboxesAndKeepTheRules() throws {
        let alert = try configuration([
            "-c", "a", "-c", "b", "-c", "c", "--multiple", "--required", "--checkbox", "Remember", "-b", "OK", "-b",
            "No",
            "-s", "cancel",
        ])
        let text = #"{"button":"OK","choices":["a","c"],"checkboxes":[{"label":"Remember","checked":true}]}"#
        let preset = try PresetAnswer.fromAnswers(text, source: .answersOption, in: alert)
        #expect(Answer.text(for: .chosen(0), state: preset.state(for: alert)) == "on\na\nc\n")
        func refusal(_ json: String) -> String? {
            do {
                _ = try PresetAnswer.fromAnswers(json, source: .answersOption, in: alert)
                return nil
            } catch { return error.message }
        }
        #expect(refusal(#"{"button":"OK","choices":[]}"#)?.contains("required list") == true)
        #expect(refusal(#"{"button":"OK","choices":["z"]}"#)?.contains("not an item") == true)
        #expect(refusal(#"{"button":"OK","choices":["a","a"]}"#)?.contains("twice") == true)
        #expect(refusal(#"{"button":"OK","choices":["a"],"checkboxes":[{"label":"Nope","checked":true}]}"#) != nil)
        #expect(refusal(#"{"button":"No","choices":[]}"#) == nil, "cancel needs no choice")
    }

    @Test func plainModeAsksForTheListAsNumbersAndCheckboxesAsYesOrNo() throws {
        let alert = try configuration([
            "-t", "Pick", "-c", "eu", "--detail", "Europe", "-c", "us", "-c", "ap", "--multiple", "--checkbox",
            "Remember",
            "-b", "Go", "-s", "default", "-b", "Cancel", "-s", "cancel",
        ])
        var talk = PlainConversation(configuration: alert)
        #expect(
            talk.nextStep()
                == .ask(
                    "1) eu - Europe\n2) us\n3) ap\nChoose 1-3, several separated by spaces, or type letters to find [none]: ",
                    echo: true)
        )
        guard case .ask(let again, _) = talk.answer("4") else { throw ParseMismatch() }
        #expect(again.hasPrefix("Type a number from 1 to 3"))
        guard case .ask(let found, _) = talk.answer("EUR") else { throw ParseMismatch() }
        #expect(
            found.hasPrefix("Items containing 'EUR', 1 of 3; other letters find others:\n1) eu - Europe\nChoose 1-3"),
            "letters find items by label or detail, and keep their numbers")
        guard case .ask(let none, _) = talk.answer("xyz") else { throw ParseMismatch() }
        #expect(none.hasPrefix("No item contains 'xyz'.\n1) eu - Europe\n2) us\n3) ap\n"), "nothing found: every item")
        guard case .ask(let narrowed, _) = talk.answer("u") else { throw ParseMismatch() }
        #expect(narrowed.contains("2 of 3") && narrowed.contains("1) eu") && narrowed.contains("2) us"))
        #expect(talk.answer("1 3") == .ask("Remember [y/N]: ", echo: true))
        guard case .ask(let buttons, _) = talk.answer("y") else { throw ParseMismatch() }
        #expect(buttons.contains("1) Go  2) Cancel"))
        #expect(talk.answer("") == .finish(.chosen(0)))
        #expect(Answer.text(for: .chosen(0), state: talk.state) == "on\neu\nap\n")

        var sheet = PlainConversation(configuration: try configuration(["-c", "eu", "-c", "us"]))
        #expect(sheet.answer("us") == .finish(.chosen(0)), "an action sheet is answered by its item")
        #expect(sheet.state.chosenItems == ["us"])
    }
}
