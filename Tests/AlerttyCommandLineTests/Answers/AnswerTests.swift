import Foundation
import TestSupport
import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

@Suite struct AnswerTests {

    func state(_ configuration: AlertConfiguration, typing values: [String]) -> AlertState {
        var state = AlertState(configuration: configuration)
        for (index, value) in values.enumerated() {
            while state.focus != .field(index) { _ = state.handle(.key(.tab)) }
            _ = state.handle(.key(.paste(value)))
        }
        return state
    }

    @Test func jsonParsesAndCarriesButtonIndexStatusAndFields() throws {
        let configuration = signInAlert
        let hostile = "qu\"ote \\ back é 👍🏽 \u{1}\u{1F}\u{7F} \u{2028}"
        let done = state(configuration, typing: [hostile, "pw"])
        let text = try #require(Answer.text(for: .chosen(1), state: done, format: .json))
        #expect(text.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["button"] as? String == "Sign In")
        #expect(object["index"] as? Int == 1)
        #expect(object["status"] as? Int == 0)
        let fields = try #require(object["fields"] as? [[String: String]])
        #expect(
            fields == [
                [
                    "label": "Username",
                    "value": hostile.replacingOccurrences(of: "\u{1}", with: "").replacingOccurrences(
                        of: "\u{1F}", with: ""
                    ).replacingOccurrences(of: "\u{7F}", with: ""),
                ], ["label": "Password", "value": "pw"],
            ])
    }

    @Test func jsonEscapesEveryControlCharacter() throws {
        let all = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! })) + "\"\\\u{7F}"
        let encoded = JSON.string(all)
        #expect(!encoded.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(encoded)]".utf8)) as? [String]
        #expect(decoded == [all])
    }

    @Test func jsonWithoutFieldsHasAnEmptyList() throws {
        let configuration = AlertConfiguration(
            buttons: [("Yes", .regular), ("No", .cancel), ("Maybe", .regular)])
        let text = try #require(
            Answer.text(for: .chosen(2), state: AlertState(configuration: configuration), format: .json))
        #expect(text == "{\"button\":\"Maybe\",\"index\":2,\"status\":2,\"fields\":[]}\n")
        #expect(Answer.text(for: .chosen(1), state: AlertState(configuration: configuration), format: .json) == nil)
    }

    @Test func plainAnswerWithFieldsIsEachValueOnItsOwnLine() {
        let done = state(signInAlert, typing: ["José", "pässwörd"])
        #expect(Answer.text(for: .chosen(1), state: done) == "José\npässwörd\n")
    }

    /// What reaches stdout: the label is left out only where the person just saw it.
    @Test func theLabelIsNotEchoedIntoATerminalAndQuietPrintsNothing() {
        let buttons = AlertConfiguration(title: "Go?", buttons: [("Yes", .default), ("No", .cancel)])
        let fields = state(signInAlert, typing: ["ada", "pw"])
        let pipe = Answer.Destination(isTerminal: false, quiet: false)
        let terminal = Answer.Destination(isTerminal: true, quiet: false)
        let quiet = Answer.Destination(isTerminal: false, quiet: true)
        let jsonTerminal = Answer.Destination(isTerminal: true, quiet: false, format: .json)
        #expect(Answer.printed(for: .chosen(0), state: AlertState(configuration: buttons), to: pipe) == "Yes\n")
        #expect(Answer.printed(for: .chosen(0), state: AlertState(configuration: buttons), to: terminal) == nil)
        #expect(
            Answer.printed(for: .chosen(0), state: AlertState(configuration: buttons), to: jsonTerminal)?.hasPrefix("{")
                == true)
        #expect(Answer.printed(for: .chosen(1), state: fields, to: pipe) == "ada\npw\n")
        #expect(Answer.printed(for: .chosen(1), state: fields, to: quiet) == nil)
        #expect(Answer.printed(for: .chosen(0), state: AlertState(configuration: buttons), to: quiet) == nil)
    }

    /// A password printed to a terminal would stay in its scrollback: its line is kept, empty.
    @Test func aSecretIsWithheldFromATerminalAndOnlyFromATerminal() {
        let fields = state(signInAlert, typing: ["ada", "pw"])
        let pipe = Answer.Destination(isTerminal: false, quiet: false)
        let terminal = Answer.Destination(isTerminal: true, quiet: false)
        #expect(Answer.printed(for: .chosen(1), state: fields, to: terminal) == "ada\n\n")
        #expect(Answer.withholdsSecret(for: .chosen(1), state: fields, to: terminal))
        #expect(!Answer.withholdsSecret(for: .chosen(1), state: fields, to: pipe))
        #expect(
            !Answer.withholdsSecret(for: .chosen(0), state: fields, to: terminal), "a cancel prints nothing to withhold"
        )
        let jsonTerminal = Answer.Destination(isTerminal: true, quiet: false, format: .json)
        let jsonPipe = Answer.Destination(isTerminal: false, quiet: false, format: .json)
        #expect(Answer.printed(for: .chosen(1), state: fields, to: jsonTerminal)?.contains(#""value":null"#) == true)
        #expect(Answer.printed(for: .chosen(1), state: fields, to: jsonPipe)?.contains(#""value":"pw""#) == true)
    }

    @Test func answerIsTheChosenLabelAndNothingForCancelOrAnythingElse() {
        let state = AlertState(configuration: AlertConfiguration(buttons: [("B0", .cancel), ("B1", .regular)]))
        #expect(Answer.text(for: .chosen(1), state: state) == "B1\n")
        #expect(Answer.text(for: .chosen(0), state: state) == nil)
        #expect(Outcome.chosen(0).exitStatus(in: state.configuration) == 1)
        for outcome in [Outcome.dismissed, .timedOut, .interrupted(signal: 15)] {
            #expect(Answer.text(for: outcome, state: state) == nil)
        }
        #expect(Outcome.timedOut.exitStatus(in: state.configuration) == 124)
        #expect(Outcome.interrupted(signal: 15).exitStatus(in: state.configuration) == 143)
    }

    @Test func enterGoesToTheNextFieldThenChoosesTheDefaultButton() {
        var state = AlertState(configuration: signInAlert)
        type("ada", into: &state)
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.focus == .field(1))
        type("pw", into: &state)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(Answer.text(for: .chosen(1), state: state) == "ada\npw\n")
    }

    @Test func cancelAndEscapeIgnoreRequiredFieldsAndPrintNothing() {
        var state = AlertState(configuration: signInAlert)
        type("ada", into: &state)
        #expect(state.handle(.key(.escape)) == .finish(.chosen(0)))
        #expect(Answer.text(for: .chosen(0), state: state) == nil)
        var viaButton = AlertState(configuration: signInAlert)
        _ = viaButton.handle(.key(.backTab))
        _ = viaButton.handle(.key(.backTab))
        #expect(viaButton.handle(.key(.enter)) == .finish(.chosen(0)))
    }

    @Test func asksEachFieldThenTheNumberedButtons() {
        let login = AlertConfiguration(
            title: "Sign in", message: "To the registry.",
            buttons: [("Cancel", .cancel), ("Sign In", .default)],
            fields: [AlertField(label: "User", isRequired: true), AlertField(label: "Password", kind: .secure)])
        var talk = PlainConversation(configuration: login)
        #expect(talk.introduction == "Sign in\n\nTo the registry.\n\n")
        #expect(talk.nextStep() == .ask("User: ", echo: true))
        #expect(talk.answer("") == .ask("User is required.\nUser: ", echo: true))
        #expect(talk.answer("ada") == .ask("Password: ", echo: false))
        #expect(talk.answer("pw") == .ask("1) Cancel  2) Sign In\nChoose 1-2 [2]: ", echo: true))
        #expect(
            talk.answer("7")
                == .ask(
                    "Type a number from 1 to 2, or a button's name.\n1) Cancel  2) Sign In\nChoose 1-2 [2]: ",
                    echo: true))
        #expect(talk.answer(" SIGN in ") == .finish(.chosen(1)))
        #expect(Answer.text(for: .chosen(1), state: talk.state) == "ada\npw\n")
    }

    @Test func withoutButtonsARadioListIsAnActionSheetWithOKAndCancel() {
        let configuration = AlertConfiguration(
            title: "Pick", choices: ChoiceList((1...5).map { ChoiceList.Item("item \($0)") }))
        #expect(configuration.buttons.map(\.label) == ["OK", "Cancel"])
        #expect(configuration.choices?.isActionSheet == true)
        var state = AlertState(configuration: configuration)
        #expect(state.focus == .list)
        _ = state.handle(.key(.down))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(state.chosenItems == ["item 2"])
        #expect(Answer.text(for: .chosen(0), state: state) == "item 2\n")
        var escaped = AlertState(configuration: configuration)
        #expect(escaped.handle(.key(.escape)) == .finish(.chosen(1)))
        #expect(Answer.text(for: .chosen(1), state: escaped) == nil)
    }

    @Test func aCheckboxTogglesWithSpaceAndIsInTheAnswer() {
        let configuration = AlertConfiguration(
            title: "Sign in", buttons: [("Cancel", .cancel), ("Sign In", .default)],
            fields: [AlertField(label: "User")], checkboxes: [AlertCheckbox("Don't ask again")])
        var state = AlertState(configuration: configuration)
        for scalar in "ada".unicodeScalars { _ = state.handle(.key(.character(scalar))) }
        _ = state.handle(.key(.tab))
        #expect(state.focus == .checkbox(0))
        _ = state.handle(.key(.character(" ")))
        #expect(state.checkboxes.checked == [true])
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)), "Enter on a checkbox is the default button")
        #expect(Answer.text(for: .chosen(1), state: state) == "ada\non\n")
        var jsonState = AlertState(configuration: configuration)
        _ = jsonState.handle(.key(.tab))
        _ = jsonState.handle(.key(.character(" ")))
        #expect(
            Answer.text(for: .chosen(1), state: jsonState, format: .json)
                == "{\"button\":\"Sign In\",\"index\":1,\"status\":0,\"fields\":[{\"label\":\"User\",\"value\":\"\"}],"
                + "\"checkboxes\":[{\"label\":\"Don't ask again\",\"checked\":true}]}\n")
    }

    @Test func theLinesAnswerIsFieldsThenCheckboxesThenItems() {
        let configuration = AlertConfiguration(
            buttons: [("OK", .default)], fields: [AlertField(label: "User", initialValue: "ada")],
            choices: ChoiceList(
                ["eu", "us", "ap"].map { ChoiceList.Item($0, isSelected: $0 != "us") }, allowsMultiple: true),
            checkboxes: [AlertCheckbox("Remember", isChecked: true), AlertCheckbox("Notify")])
        let state = AlertState(configuration: configuration)
        #expect(Answer.text(for: .chosen(0), state: state) == "ada\non\noff\neu\nap\n")
    }
}
