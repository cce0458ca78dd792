import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// `--placeholder`: dim text in an empty field, a text area or a password field; never the value.
@Suite struct PlaceholderOptionTests {
    @Test func itFollowsAFieldAPasswordOrATextArea() throws {
        let configuration = try parseAlert([
            "-i", "Name", "--placeholder", "ada", "--secure", "Password", "--placeholder", "8 or more",
            "--text-area", "Notes", "--placeholder", "What changed?",
        ]).configuration
        #expect(configuration.fields.map(\.placeholder) == ["ada", "8 or more"])
        #expect(configuration.textAreas.map(\.placeholder) == ["What changed?"])
        #expect(configuration.fields.map(\.initialValue) == ["", ""], "never the value")
    }

    static let errors: [([String], String)] = [
        (["--placeholder", "x"], "--placeholder must follow"),
        (["-i", "Name", "--placeholder", "a", "--placeholder", "b"], "field 'Name' already has a --placeholder"),
        (
            ["-i", "Name", "--placeholder", "a\nb"],
            "--placeholder for 'Name' holds a line break or a control character"
        ),
        (["-i", "Name", "--placeholder", "a\u{1B}[31m"], "--placeholder for 'Name' holds a line break"),
        (["--text-area", "Notes", "--placeholder", "a\nb"], "--placeholder for 'Notes' holds a line break"),
    ]

    @Test(arguments: errors)
    func badPlaceholdersAreOneLineUsageErrors(_ arguments: [String], _ message: String) throws {
        let error = try #require(usageError(arguments))
        #expect(error.contains(message), "\(error)")
        #expect(!error.contains("\n"))
    }

    @Test func describeNamesItAndTheAnswerNeverHoldsIt() throws {
        let configuration = try parseAlert(["-i", "Name", "--placeholder", "ada", "-b", "OK"]).configuration
        #expect(AlertDescription.json(of: configuration, id: "who").contains(#""placeholder":"ada""#))
        var state = AlertState(configuration: configuration)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)), "Enter submits the empty field")
        #expect(state.values == [""])
    }
}
