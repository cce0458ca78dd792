import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// The one JSON writer, and the answer record every writer reads in the order the alert asks.
@Suite struct AnswerRecordTests {
    /// A login with a list, answered: User `alice`, Token `s3cret`, Remember on, `us` chosen.
    static func answered(order: [InputOrder.Kind]) -> AlertState {
        var configuration = AlertConfiguration(
            buttons: [("Go", .default), ("Cancel", .cancel)],
            fields: [AlertField(label: "User"), AlertField(label: "Token", kind: .secure)],
            choices: ChoiceList([ChoiceList.Item("eu"), ChoiceList.Item("us")], allowsMultiple: true),
            checkboxes: [AlertCheckbox("Remember")])
        for kind in order { configuration.inputOrder.note(kind) }
        var state = AlertState(configuration: configuration)
        state.replaceField(0, with: "alice")
        state.replaceField(1, with: "s3cret")
        state.setCheckbox(0, to: true)
        state.choose(items: [1])
        return state
    }

    static let checkboxFieldList: [InputOrder.Kind] = [.checkboxes, .fields, .choices]

    @Test func theWriterSeparatesNestsAndEscapes() {
        var json = JSONWriter()
        json.beginObject()
        json.key("values")
        json.beginArray()
        json.number(0)
        json.number(-207)
        json.number(Int.min)
        json.number(2.5)
        json.number(nil as Int?)
        json.bool(true)
        json.string("q\"\\\n\u{1}\u{7F}\u{85}\u{9F}\u{A0}é👍")
        json.endArray()
        json.key(escaping: "a\"b")
        json.beginObject()
        json.endObject()
        json.member("empty", [String]().first)
        json.key("list")
        json.beginArray()
        json.endArray()
        json.endObject()
        json.newline()
        #expect(
            json.text
                == #"{"values":[0,-207,-9223372036854775808,2.5,null,true,"q\"\\\n\u0001\u007f\u0085\u009f"#
                + "\u{A0}é👍\"],\"a\\\"b\":{},\"empty\":null,\"list\":[]}\n")
        #expect(json.bytes == Array(json.text.utf8))
    }

    @Test func theRecordListsEachInputInTheGivenOrder() {
        let record = AnswerRecord(Self.answered(order: Self.checkboxFieldList), outcome: .chosen(0))
        #expect(record.chosen == AnswerRecord.ChosenButton(index: 0, button: AlertButton(label: "Go", style: .default)))
        #expect(record.entries.map(\.input) == [.checkbox(0), .field(0), .field(1), .choices], "a kind together")
        #expect(
            record.entries.map(\.value) == [
                .checked(true), .text("alice", isSecret: false), .text("s3cret", isSecret: true), .chosen(["us"]),
            ])
        #expect(record.kinds == [.checkbox, .field, .choices])
        #expect(AnswerRecord(Self.answered(order: Self.checkboxFieldList), outcome: .timedOut).chosen == nil)
    }

    @Test func linesShellAndJSONAnswerInTheGivenOrder() {
        let state = Self.answered(order: Self.checkboxFieldList)
        #expect(Answer.text(for: .chosen(0), state: state) == "on\nalice\ns3cret\nus\n")
        #expect(
            Answer.text(for: .chosen(0), state: state, format: .shell)
                == "answer_button='Go'\nanswer_status=0\nanswer_remember='on'\nanswer_user='alice'\nanswer_token='s3cret'\n"
                + #"answer_choices=''\''us'\'''"# + "\n")
        #expect(
            Answer.text(for: .chosen(0), state: state, format: .json)
                == #"{"button":"Go","index":0,"status":0,"checkboxes":[{"label":"Remember","checked":true}],"#
                + #""fields":[{"label":"User","value":"alice"},{"label":"Token","value":"s3cret"}],"choices":["us"]}"#
                + "\n")
    }

    @Test func withoutAnOrderTheListComesFirstThenTheFieldsThenTheCheckboxes() {
        let state = Self.answered(order: [])
        #expect(Answer.text(for: .chosen(0), state: state) == "alice\ns3cret\non\nus\n", "lines: the items last")
        #expect(
            Answer.text(for: .chosen(0), state: state, format: .json)
                == #"{"button":"Go","index":0,"status":0,"choices":["us"],"fields":[{"label":"User","value":"alice"},"#
                + #"{"label":"Token","value":"s3cret"}],"checkboxes":[{"label":"Remember","checked":true}]}"#
                + "\n")
    }

    @Test func theRecordingTheLogAndTheDescriptionFollowTheOrder() throws {
        let state = Self.answered(order: Self.checkboxFieldList)
        let recorded = try #require(Answer.recordedLine(id: "login", outcome: .chosen(0), state: state))
        #expect(
            recorded
                == #"{"login":{"button":"Go","index":0,"status":0,"checkboxes":[{"label":"Remember","checked":true}],"#
                + #""fields":[{"label":"User","value":"alice"},{"label":"Token","value_from_env":"ALERTTY_SECRET_LOGIN_TOKEN"}],"choices":["us"]}}"#
                + "\n")
        let record = AuditRecord(time: "T", user: "ada", terminal: nil, outcome: .chosen(0), means: .key)
        #expect(
            record.line(for: state).hasSuffix(
                #""by":"key","checkboxes":[{"label":"Remember","checked":true}],"fields":[{"label":"User","value":"alice"},"#
                    + #"{"label":"Token","secret":true}],"choices":["us"]}"# + "\n"))
        let description = AlertDescription.json(of: state.configuration, id: "login")
        let checkboxes = try #require(description.range(of: #""checkboxes":"#)?.lowerBound)
        let fields = try #require(description.range(of: #""fields":"#)?.lowerBound)
        let list = try #require(description.range(of: #""list":"#)?.lowerBound)
        #expect(checkboxes < fields && fields < list)
    }

    /// A kind with nothing to answer stays where JSON always had it: `"fields":[]` after the status.
    @Test func aKindTheAlertLacksKeepsItsPlace() {
        var configuration = AlertConfiguration(
            choices: ChoiceList([ChoiceList.Item("eu")]), checkboxes: [AlertCheckbox("Remember")])
        configuration.inputOrder.note(.checkboxes)
        configuration.inputOrder.note(.choices)
        #expect(AnswerRecord.kinds(of: configuration) == [.field, .checkbox, .choices])
        var state = AlertState(configuration: configuration)
        state.choose(items: [0])
        #expect(
            Answer.text(for: .chosen(0), state: state, format: .json)
                == #"{"button":"OK","index":0,"status":0,"fields":[],"checkboxes":[{"label":"Remember","checked":false}],"#
                + #""choices":["eu"]}"# + "\n")
    }

    /// `--shell`'s names follow the order too: of two labels that make one name, the later is refused.
    @Test func shellNamesTheLaterOfTwoLikeLabelsInTheGivenOrder() {
        var configuration = AlertConfiguration(fields: [AlertField(label: "Name")], checkboxes: [AlertCheckbox("name")])
        configuration.inputOrder.note(.checkboxes)
        configuration.inputOrder.note(.fields)
        #expect(
            throws: UsageError(
                "--shell would name the field 'Name' 'name', as another part of the alert; give labels that differ in their letters or digits, or use --json"
            )
        ) {
            try ShellAnswer.suffixes(for: configuration)
        }
        configuration.inputOrder = InputOrder()
        #expect(
            throws: UsageError(
                "--shell would name the checkbox 'name' 'name', as another part of the alert; give labels that differ in their letters or digits, or use --json"
            )
        ) {
            try ShellAnswer.suffixes(for: configuration)
        }
    }
}
