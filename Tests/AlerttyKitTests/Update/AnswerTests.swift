import Foundation
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
        let configuration = FieldStateTests.login
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
        let done = state(FieldStateTests.login, typing: ["José", "pässwörd"])
        #expect(Answer.text(for: .chosen(1), state: done) == "José\npässwörd\n")
    }

    /// What reaches stdout: the label is left out only where the person just saw it.
    @Test func theLabelIsNotEchoedIntoATerminalAndQuietPrintsNothing() {
        let buttons = AlertConfiguration(title: "Go?", buttons: [("Yes", .default), ("No", .cancel)])
        let fields = state(FieldStateTests.login, typing: ["ada", "pw"])
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
        let fields = state(FieldStateTests.login, typing: ["ada", "pw"])
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
}
