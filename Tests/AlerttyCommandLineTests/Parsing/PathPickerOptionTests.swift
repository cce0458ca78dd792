import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct PathPickerOptionTests {
    func configuration(_ arguments: [String]) throws -> AlertConfiguration {
        try parseAlert(arguments).configuration
    }

    @Test func fileAndDirectoryTakeAnOptionalLabelThePathExtensionsAndMultiple() throws {
        let file = try configuration(["--file", "--path", "/etc", "--extension", "conf", "--extension", ".TOML"])
        #expect(
            file.pathPicker == PathPicker(label: "File", startFolder: "/etc", extensions: ["conf", "TOML"]))
        #expect(file.inputs == [.pathPicker])
        #expect(try configuration(["--file=Config"]).pathPicker?.label == "Config")
        #expect(try configuration(["--file", "Config", "-t", "Open"]).pathPicker?.label == "Config")
        #expect(try configuration(["--directory"]).pathPicker == PathPicker(label: "Folder", choosing: .folders))
        #expect(try configuration(["--file", "--multiple"]).pathPicker?.allowsMultiple == true)
        // --multiple goes to whichever of the list and the picker came last.
        let listLast = try configuration(["--file", "-c", "a", "--multiple"])
        #expect(listLast.pathPicker?.allowsMultiple == false && listLast.choices?.allowsMultiple == true)
    }

    @Test(
        arguments: [
            (["--extension", "toml"], "--extension must follow the --file it applies to"),
            (["--directory", "--extension", "toml"], "--extension must follow the --file"),
            (["--path", "/tmp"], "--path must follow the --file or --directory"),
            (["--file", "--directory"], "an alert has one file picker; give one --file or --directory"),
            (["--file", "--path", ""], "--path is empty"),
            (["--file", "--extension", "a/b"], "invalid --extension 'a/b'"),
            (["--file", "--extension", "."], "invalid --extension '.'"),
            (["--file="], "a --file or --directory label must be one line"),
            (["--directory", "--multiple"], "--multiple applies to the whole list, so it goes after a --choice"),
            (["--file", "--progress"], "a progress alert asks nothing"),
            (["--text-area", "Notes", "--progress"], "a progress alert asks nothing"),
        ] as [([String], String)])
    func pickerMistakesAreUsageErrors(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments)?.contains(message) == true, "\(usageError(arguments) ?? "accepted")")
    }

    /// One path is a line (JSON: a list under "paths"; --shell: a name from the label); several
    /// come one per line after the other answers, as a list's items do.
    @Test func theAnswerIsThePathInEveryFormat() throws {
        let alert = try configuration(["--file", "--path", "/etc", "-i", "Name"])
        let object = "{\"button\":\"OK\",\"fields\":[{\"label\":\"Name\",\"value\":\"x\"}],\"paths\":[\"hosts\"]}"
        let preset = try PresetAnswer.fromAnswers(object, source: .answersOption, in: alert)
        let state = preset.state(for: alert)
        let outcome = Outcome.chosen(preset.buttonIndex)
        #expect(Answer.text(for: outcome, state: state) == "/etc/hosts\nx\n")
        let json = try #require(Answer.text(for: outcome, state: state, format: .json))
        #expect(json.contains("\"paths\":[\"/etc/hosts\"]"))
        #expect(
            Answer.text(for: outcome, state: state, format: .shell)
                == "answer_button='OK'\nanswer_status=0\nanswer_file='/etc/hosts'\nanswer_name='x'\n")
        // What --json printed is an answer given in advance.
        let replayed = try PresetAnswer.fromAnswers(json, source: .answersOption, in: alert)
        #expect(replayed.paths == ["/etc/hosts"])
        let several = try configuration(["--file", "--multiple", "--path", "/etc"])
        let both = try PresetAnswer.fromAnswers(
            "{\"button\":\"OK\",\"paths\":[\"hosts\",\"/etc/passwd\"]}", source: .answersOption, in: several)
        #expect(
            Answer.text(for: .chosen(0), state: both.state(for: several)) == "/etc/hosts\n/etc/passwd\n")
    }

    @Test func answersGivenInAdvanceNeedAPathForAButtonOtherThanCancel() throws {
        let alert = try configuration(["--file", "--path", "/etc", "-b", "Cancel", "--style", "cancel", "-b", "Open"])
        #expect(throws: UsageError.self) { try PresetAnswer.resolve(option: "Open", environment: nil, in: alert) }
        #expect(try PresetAnswer.resolve(option: "Cancel", environment: nil, in: alert) != nil)
        #expect(throws: UsageError.self) {
            try PresetAnswer.fromAnswers(
                "{\"button\":\"Open\",\"paths\":[\"a\",\"b\"]}", source: .answersOption, in: alert)
        }
        let noPicker = try configuration(["-t", "x"])
        #expect(throws: UsageError.self) {
            try PresetAnswer.fromAnswers("{\"button\":\"OK\",\"paths\":[\"a\"]}", source: .answersOption, in: noPicker)
        }
    }

    @Test func describeSaysWhatThePickerChooses() throws {
        let alert = try configuration(["--directory", "Target", "--path", "/srv"])
        let description = AlertDescription.json(of: alert, id: "deploy")
        #expect(
            description.contains(
                "\"picker\":{\"label\":\"Target\",\"choosing\":\"folder\",\"path\":\"/srv\",\"extensions\":[],\"multiple\":false}"
            ))
        #expect(!AlertDescription.json(of: try configuration(["-t", "x"]), id: "a").contains("picker"))
    }
}
