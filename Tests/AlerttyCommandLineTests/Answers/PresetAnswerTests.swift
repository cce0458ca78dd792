import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct PresetAnswerTests {
    static let configuration = AlertConfiguration(
        title: "Deploy to production?",
        buttons: [("Cancel", .cancel), ("Deploy", .destructive)],
        fields: [AlertField(label: "Version", initialValue: "2.4", isRequired: true)])

    @Test func theOptionWinsOverTheEnvironment() throws {
        let preset = try PresetAnswer.resolve(option: "Deploy", environment: "Cancel", in: Self.configuration)
        #expect(preset == PresetAnswer(buttonIndex: 1, source: .option, values: ["2.4"]))
        #expect(
            preset?.notice(in: Self.configuration)
                == "'Deploy to production?' answered 'Deploy' from --answer with 'Version' '2.4' without showing the alert"
        )
        let fromEnvironment = try PresetAnswer.resolve(option: nil, environment: "Cancel", in: Self.configuration)
        #expect(fromEnvironment == PresetAnswer(buttonIndex: 0, source: .environment, values: ["2.4"]))
    }

    @Test func noAnswerOrAnEmptyVariableMeansAskAPerson() throws {
        #expect(try PresetAnswer.resolve(option: nil, environment: nil, in: Self.configuration) == nil)
        #expect(try PresetAnswer.resolve(option: nil, environment: "", in: Self.configuration) == nil)
    }

    @Test func aLabelThatMatchesNoButtonIsAUsageError() {
        #expect(throws: UsageError("ALERTTY_ANSWER 'ship' matches no button; use one of: 'Cancel', 'Deploy'")) {
            try PresetAnswer.resolve(option: nil, environment: "ship", in: Self.configuration)
        }
    }

    /// `--answer yes` for a button labelled Yes, as plain mode takes it; never a guess between two.
    @Test func aLabelThatDiffersOnlyInCaseFromOneButtonChoosesIt() throws {
        #expect(try PresetAnswer.resolve(option: "deploy", environment: nil, in: Self.configuration)?.buttonIndex == 1)
        let twoYeses = AlertConfiguration(buttons: [("Yes", .regular), ("YES", .regular), ("no", .cancel)])
        #expect(
            try PresetAnswer.resolve(option: "YES", environment: nil, in: twoYeses)?.buttonIndex == 1, "exact first")
        #expect(try PresetAnswer.resolve(option: "NO", environment: nil, in: twoYeses)?.buttonIndex == 2)
        #expect(throws: UsageError.self) { try PresetAnswer.resolve(option: "yes", environment: nil, in: twoYeses) }
    }

    /// Labels are printed and matched byte for byte: `café` written with é and written with e
    /// and a combining accent are two labels, as a script reading the answer sees them, by
    /// every route that names one.
    @Test func labelsAreMatchedByteForByteNotByUnicodeEquivalence() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let arguments = [
            "-b", composed, "-b", decomposed, "-i", composed, "-i", decomposed, "--checkbox", composed, "--checkbox",
            decomposed, "-c", composed, "-c", decomposed, "--timeout", "5", "--timeout-answer", decomposed,
        ]
        let request = try parseAlert(arguments)
        let configuration = request.configuration
        #expect(configuration.timeoutAnswer == 1)
        #expect(try PresetAnswer.resolve(option: decomposed, environment: nil, in: configuration)?.buttonIndex == 1)
        #expect(try PresetAnswer.resolve(option: "CAF\u{C9}", environment: nil, in: configuration)?.buttonIndex == 0)
        let answers = try PresetAnswer.fromAnswers(
            #"{"button":"\#(decomposed)","fields":[{"label":"\#(composed)","value":"a"},"#
                + #"{"label":"\#(decomposed)","value":"b"}],"choices":["\#(decomposed)"],"#
                + #""checkboxes":[{"label":"\#(decomposed)","checked":true}]}"#,
            source: .answersOption, in: configuration)
        #expect(answers.buttonIndex == 1 && answers.values == ["a", "b"])
        #expect(answers.items == [1] && answers.checked == [false, true])
        let withValues = try parseAlert(["-c", "A", "--value", composed, "-c", "B", "--value", decomposed])
        #expect(
            try PresetAnswer.resolve(option: decomposed, environment: nil, in: withValues.configuration)?.items == [1])
    }

    /// A password takes no --value: the way to give one is an answers file.
    @Test func aRequiredEmptyPasswordPointsToAnAnswersFile() {
        let login = AlertConfiguration(
            buttons: [("OK", .default)], fields: [AlertField(label: "PIN", kind: .secure, isRequired: true)])
        #expect(throws: UsageError("--answer 'OK' leaves the required field 'PIN' empty; give it through --answers")) {
            try PresetAnswer.resolve(option: "OK", environment: nil, in: login)
        }
    }

    @Test func fieldsTakeTheirValueAndARequiredEmptyFieldIsAUsageError() throws {
        let preset = try #require(try PresetAnswer.resolve(option: "Deploy", environment: nil, in: Self.configuration))
        let state = AlertState(configuration: Self.configuration)
        #expect(Answer.text(for: .chosen(preset.buttonIndex), state: state) == "2.4\n")
        let empty = AlertConfiguration(
            buttons: [("Cancel", .cancel), ("Go", .regular)], fields: [AlertField(label: "Name", isRequired: true)])
        #expect(throws: UsageError("--answer 'Go' leaves the required field 'Name' empty; give it a --value")) {
            try PresetAnswer.resolve(option: "Go", environment: nil, in: empty)
        }
        #expect(try PresetAnswer.resolve(option: "Cancel", environment: nil, in: empty)?.buttonIndex == 0)
    }
}

/// `--answers`: the object `--json` prints, replayed, with every rule a person meets.
@Suite struct AnswersFileTests {
    static let login = AlertConfiguration(
        title: "Sign in to deploy",
        buttons: [("Cancel", .cancel), ("Sign In", .default)],
        fields: [
            AlertField(label: "User", initialValue: "ci"),
            AlertField(label: "Password", kind: .secure, isRequired: true, maximumLength: 12),
        ])

    func answers(_ text: String) throws(UsageError) -> PresetAnswer {
        try PresetAnswer.fromAnswers(text, source: .answersOption, in: Self.login)
    }

    @Test func whatJsonPrintsReplaysToTheSameAnswer() throws {
        let configuration = Self.login
        var typed = AlertState(configuration: configuration)
        typed.replaceField(0, with: "ada")
        typed.replaceField(1, with: "s3cr3t \"é\" 👍🏽")
        let recorded = try #require(Answer.text(for: .chosen(1), state: typed, format: .json))
        let replayed = try PresetAnswer.fromAnswers(recorded, source: .answersEnvironment, in: configuration)
        #expect(replayed.buttonIndex == 1)
        #expect(replayed.values == ["ada", "s3cr3t \"é\" 👍🏽"])
        #expect(Answer.text(for: .chosen(1), state: replayed.state(for: configuration), format: .json) == recorded)
        #expect(
            replayed.notice(in: configuration)
                == "'Sign in to deploy' answered 'Sign In' from ALERTTY_ANSWERS with 'User' 'ada', 'Password' '•••' without showing the alert"
        )
    }

    @Test func aFieldLeftOutKeepsItsValue() throws {
        let preset = try answers(#"{"button":"Sign In","fields":[{"label":"Password","value":"pw"}]}"#)
        #expect(preset.values == ["ci", "pw"])
        #expect(try answers(#"{"button":"Cancel"}"#).values == ["ci", ""], "cancel needs no required field")
    }

    static let refused: [(String, String)] = [
        ("", "--answers is not an answer; give the object --json prints"),
        ("[1]", "--answers is not an answer"),
        (#"{"fields":[]}"#, "--answers is not an answer"),
        (#"{"button":"Deploy"}"#, "--answers 'Deploy' matches no button; use one of: 'Cancel', 'Sign In'"),
        (#"{"button":"Sign In"}"#, "--answers 'Sign In' leaves the required field 'Password' empty; give it a value"),
        (
            #"{"button":"Sign In","fields":[{"label":"Password","value":"0123456789abc"}]}"#,
            "--answers gives the field 'Password' 13 characters but its --max-length is 12"
        ),
        (
            #"{"button":"Sign In","fields":[{"label":"Password","value":"a\nb"}]}"#,
            "--answers gives the field 'Password' a line break or control character"
        ),
        (
            #"{"button":"Sign In","fields":[{"label":"Token","value":"x"}]}"#,
            "--answers answers a field 'Token' this alert does not have; its fields are: 'User', 'Password'"
        ),
        (
            #"{"button":"Sign In","fields":[{"label":"User","value":"a"},{"label":"User","value":"b"}]}"#,
            "--answers answers the field 'User' twice"
        ),
        (#"{"button":"Sign In","index":0}"#, "--answers gives index 0 for 'Sign In', which is index 1 in this alert"),
        (
            #"{"button":"Sign In","status":2}"#,
            "--answers gives status 2 for 'Sign In', which is status 0 in this alert"
        ),
        (#"{"button":"Sign In","fields":{}}"#, "--answers: fields is not a list"),
    ]

    @Test(arguments: refused)
    func aBrokenRuleIsAUsageErrorNeverASilentPass(text: String, message: String) {
        do {
            let preset = try answers(text)
            Issue.record("accepted: \(preset)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test(arguments: [
        #"{"a":[1,2.5,-3e2,true,false,null,{"b":"\u00e9\ud83d\udc4d\n"}]}"#, " { } ", #""x""#,
    ])
    func theJSONReaderReadsWhatJSONAllows(text: String) {
        #expect(JSONValue.parse(text) != nil)
    }

    @Test(arguments: [
        #"{"a":1,}"#, "[1 2]", #"{"a":"\x"}"#, #""\ud800""#, "nan", "01x", #"{"a":1} x"#,
        String(repeating: "[", count: 100),
    ])
    func theJSONReaderRefusesWhatJSONDoesNot(text: String) {
        #expect(JSONValue.parse(text) == nil)
    }

    @Test func aKeyTwiceInOneObjectIsRefusedByName() {
        #expect(throws: JSONValue.ParseError.duplicateKey("b")) {
            try JSONValue.parse(utf8: Array(#"{"a":{"b":1,"c":2,"b":3}}"#.utf8))
        }
        #expect(JSONValue.parse(#"[{"b":1},{"b":2}]"#) != nil, "the same key in two objects is no duplicate")
    }
}
