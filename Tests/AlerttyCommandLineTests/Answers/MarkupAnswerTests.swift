import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// `--markup`'s marks stay on the screen: no writer of what was asked or answered shows them.
@Suite struct MarkupAnswerTests {
    static let arguments = [
        "--markup", "-t", "**Delete** `build`?", "-m", "It _cannot_ be **undone**", "-c", "**en**", "-c", "`fr`",
        "--checkbox", "_Remember_", "-i", "**Name**", "-b", "**Delete**", "-s", "destructive", "-b", "Cancel", "-s",
        "cancel",
    ]

    /// Whether `text` shows a mark: the asterisks, underscores or backticks typed, or a mark's scalar.
    func leaks(_ text: String) -> Bool {
        text.contains("**") || text.contains("_Remember") || text.contains("`")
            || text.unicodeScalars.contains { StyleMark.reserved.contains($0.value) }
    }

    /// The alert the arguments ask for, its list's second item chosen and the field filled.
    func answered() throws -> AlertState {
        let configuration = try parseAlert(Self.arguments).configuration
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(TerminalSize(columns: 60, rows: 30)))
        _ = state.handle(.key(.down))
        return state
    }

    @Test func noAnswerDescriptionLogOrSummaryShowsAMark() throws {
        let state = try answered()
        #expect(state.configuration.buttons.map(\.label) == ["Delete", "Cancel"])
        for format in [AnswerFormat.lines, .json, .shell] {
            let text = try #require(Answer.text(for: .chosen(0), state: state, format: format, id: "x"))
            #expect(!leaks(text), "\(format): \(text)")
        }
        let json = try #require(Answer.text(for: .chosen(0), state: state, format: .json))
        #expect(json.contains(#""button":"Delete""#) && json.contains(#""label":"Name""#), "\(json)")
        #expect(json.contains(#""label":"Remember""#), "\(json)")
        let described = AlertDescription.json(of: state.configuration, id: "x")
        #expect(!leaks(described), "\(described)")
        #expect(described.contains(#""title":"Delete build?""#), "\(described)")
        let log = AuditRecord(time: "T", user: "ada", terminal: nil, outcome: .chosen(0), means: .key)
            .line(for: state)
        #expect(!leaks(log), "\(log)")
        #expect(log.contains(#""message":"It cannot be undone""#), "\(log)")
        let recorded = try #require(Answer.recordedLine(id: "x", outcome: .chosen(0), state: state))
        #expect(!leaks(recorded), "\(recorded)")
        let summary = try #require(SummaryLine.text(for: .chosen(0), state: state, unicode: true, width: 80))
        #expect(!leaks(summary), "\(summary)")
        #expect(summary.hasPrefix("✔ Delete build?"), "\(summary)")
    }

    @Test func anAnswerGivenInAdvanceNamesTheCleanLabels() throws {
        let configuration = try parseAlert(Self.arguments).configuration
        let preset = try #require(
            try PresetAnswer.resolve(option: "Delete", environment: nil, in: configuration))
        #expect(preset.buttonIndex == 0)
        let notice = preset.notice(in: configuration)
        #expect(!leaks(notice), "\(notice)")
    }

    @Test func withoutMarkupTheCharactersAreTheLabels() throws {
        let configuration = try parseAlert(["-b", "**Delete**", "-m", "_x_"]).configuration
        #expect(configuration.buttons[0].label == "**Delete**")
        #expect(configuration.message == "_x_")
        #expect(configuration.markedLabels == MarkedLabels())
    }
}
