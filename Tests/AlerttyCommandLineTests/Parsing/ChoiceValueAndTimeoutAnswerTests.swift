import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// `--value` after a `--choice` (the answer says the value, the list shows the label) and
/// `--timeout-answer` (the time running out chooses a button).
@Suite struct ChoiceValueAndTimeoutAnswerTests {
    static let region = ["-t", "Region", "-c", "Europe", "--value", "eu", "-c", "United States", "--value", "us"]

    @Test func aChoiceAnswersWithItsValueAndShowsItsLabel() throws {
        let configuration = try parseAlert(Self.region).configuration
        #expect(configuration.choices?.items.map(\.answer) == ["eu", "us"])
        var state = AlertState(configuration: configuration)
        state.choose(items: [1])
        #expect(state.chosenItems == ["United States"])
        #expect(Answer.text(for: .chosen(0), state: state) == "us\n")
        #expect(AlertView.frame(for: state).text.contains { $0.contains("United States") })
        var chosen = AlertState(configuration: configuration)
        chosen.choose(items: [0])
        #expect(Answer.text(for: .chosen(0), state: chosen, format: .json)?.contains(#""choices":["eu"]"#) == true)
    }

    @Test func answersGivenInAdvanceNameAnItemByItsValueOrItsLabel() throws {
        let configuration = try parseAlert(Self.region).configuration
        for name in ["us", "United States"] {
            let preset = try #require(try PresetAnswer.resolve(option: name, environment: nil, in: configuration))
            #expect(Answer.text(for: .chosen(preset.buttonIndex), state: preset.state(for: configuration)) == "us\n")
        }
        let fromFile = try PresetAnswer.fromAnswers(
            #"{"button":"OK","choices":["eu"]}"#, source: .answersOption, in: configuration)
        #expect(Answer.text(for: .chosen(0), state: fromFile.state(for: configuration)) == "eu\n")
    }

    static let gate = ["-t", "Deploy?", "-b", "Stop", "-s", "cancel", "-b", "Continue", "--timeout", "9"]

    @Test func theTimeRunningOutChoosesTheButtonAndTheCountdownSaysSo() throws {
        var state = AlertState(
            configuration: try parseAlert(Self.gate + ["--timeout-answer", "Continue"]).configuration)
        _ = state.handle(.tick(elapsed: 0.5))
        #expect(AlertView.frame(for: state).text.contains { $0.contains("Continue in 9 s") })
        #expect(state.handle(.tick(elapsed: 9)) == .finish(.chosen(1)))
        #expect(state.answeredByTimeout)
        var plain = PlainConversation(configuration: state.configuration)
        #expect(plain.introduction.contains("(Unanswered, Continue is chosen in 9 seconds.)"))
        #expect(plain.expire() == .chosen(1))
    }

    @Test func aRuleTheButtonBreaksMakesItATimeoutAfterAll() throws {
        let arguments = Self.gate + ["-i", "Reason", "--required", "--timeout-answer", "Continue"]
        var state = AlertState(configuration: try parseAlert(arguments).configuration)
        #expect(state.handle(.tick(elapsed: 9)) == .finish(.timedOut))
        #expect(!state.answeredByTimeout)
    }

    @Test func theCancelButtonMayBeTheTimeoutAnswer() throws {
        var state = AlertState(configuration: try parseAlert(Self.gate + ["--timeout-answer", "Stop"]).configuration)
        #expect(state.handle(.tick(elapsed: 10)) == .finish(.chosen(0)))
    }
}

/// `--timeout-reset` without a countdown to restart.
@Suite struct CountdownOptionTests {
    @Test func timeoutResetWithoutATimeoutIsAUsageError() {
        #expect(
            usageError(["--timeout-reset"]) == "--timeout-reset restarts a countdown, so it needs --timeout SECONDS too"
        )
    }
}
