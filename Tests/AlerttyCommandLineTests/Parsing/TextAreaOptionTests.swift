import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct TextAreaOptionTests {
    @Test func theFieldsOptionsModifyThePrecedingTextArea() throws {
        let configuration = try parseAlert([
            "-i", "Title", "--value", "v1", "--text-area", "Notes", "--value", "a\nb", "--required", "--max-length",
            "100", "--min-length", "3", "--validate", "true", "-b", "Save",
        ]).configuration
        #expect(configuration.fields == [AlertField(label: "Title", initialValue: "v1")])
        var notes = AlertField(label: "Notes", initialValue: "a\nb", isRequired: true, maximumLength: 100)
        notes.rules.minimumLength = 3
        notes.rules.validateCommand = "true"
        #expect(configuration.textAreas == [notes])
        #expect(configuration.inputs == [.field(0), .textArea(0)])
    }

    @Test func aFieldAfterTheTextAreaTakesTheModifiersBack() throws {
        let configuration = try parseAlert(["--text-area", "Notes", "-i", "Name", "--required"]).configuration
        #expect(configuration.fields.first?.isRequired == true)
        #expect(configuration.textAreas.first?.isRequired == false)
        #expect(configuration.inputs == [.textArea(0), .field(0)])
    }

    @Test func aFieldsValueStillHoldsOneLine() {
        #expect(
            usageError(["--text-area", "Notes", "-i", "Name", "--value", "a\nb"])
                == "--value for 'Name' contains a line break; a field holds one line")
    }

    static let errors: [([String], String)] = [
        (["--text-area", ""], "--text-area needs a non-empty label, e.g. --text-area Notes"),
        (
            ["--text-area", "N", "--text-area", "N"],
            "two text areas are labelled 'N'; give each its own label, since --json names values by label"
        ),
        (
            ["--text-area", "N", "--value", "abcd", "--max-length", "3"],
            "--value for 'N' is 4 characters but its --max-length is 3; shorten the value or raise the limit"
        ),
        (
            ["--text-area", "N", "--value", "a\u{7}"],
            "--value for 'N' contains the control character U+0007; a field holds only text that can be typed, so leave it out"
        ),
        (
            ["--text-area", "N", "--value", "a", "--value", "b"],
            "field 'N' already has a --value; give one --value per field"
        ),
    ]

    @Test(arguments: errors)
    func mistakesAreUsageErrorsThatNameTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func aLineBreakInTheValueCountsAsOneCharacter() throws {
        let configuration = try parseAlert(["--text-area", "N", "--value", "ab\r\ncd", "--max-length", "5"])
            .configuration
        #expect(configuration.textAreas.first?.initialValue == "ab\r\ncd")
    }

    func answer(_ arguments: [String], format: AnswerFormat) throws -> String? {
        let configuration = try parseAlert(arguments).configuration
        let state = AlertState(configuration: configuration)
        return Answer.text(for: .chosen(configuration.defaultButtonIndex), state: state, format: format)
    }

    @Test func theLinesGiveTheTextAsItIsInItsPlace() throws {
        let arguments = [
            "-i", "Name", "--value", "Ada", "--text-area", "Notes", "--value", "one\ntwo", "--checkbox", "Box",
        ]
        #expect(try answer(arguments, format: .lines) == "Ada\none\ntwo\noff\n")
        #expect(
            try answer(arguments, format: .json)
                == #"{"button":"OK","index":0,"status":0,"fields":[{"label":"Name","value":"Ada"}],"#
                + #""text_areas":[{"label":"Notes","value":"one\ntwo"}],"checkboxes":[{"label":"Box","checked":false}]}"#
                + "\n")
        #expect(
            try answer(arguments, format: .shell)
                == "answer_button='OK'\nanswer_status=0\nanswer_name='Ada'\nanswer_notes='one\ntwo'\nanswer_box='off'\n"
        )
    }

    @Test func theShellNamesMustDifferFromTheFields() {
        let message = usageError(["-i", "Notes!", "--text-area", "notes", "--shell"]) ?? ""
        #expect(message.contains("--shell would name the text area 'notes' 'notes'"), "\(message)")
    }

    @Test func anAnswersFileGivesTheTextAreasText() throws {
        let configuration = try parseAlert(["--text-area", "Notes", "--value", "kept"]).configuration
        let given = try PresetAnswer.fromAnswers(
            #"{"button":"OK","text_areas":[{"label":"Notes","value":"a\n\tb"}]}"#, source: .answersOption,
            in: configuration)
        #expect(given.texts == ["a\n\tb"])
        #expect(given.state(for: configuration).texts == ["a\n    b"])
        let kept = try PresetAnswer.fromAnswers(#"{"button":"OK"}"#, source: .answersOption, in: configuration)
        #expect(kept.texts == ["kept"])
        #expect(throws: UsageError.self) {
            try PresetAnswer.fromAnswers(
                #"{"button":"OK","text_areas":[{"label":"Notes","value":"a\u0007"}]}"#, source: .answersOption,
                in: configuration)
        }
    }
}
