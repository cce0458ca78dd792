import Testing

@testable import AlerttyKit

@Suite struct CountdownTests {
    @Test func countdownShowsWholeSecondsAndWakesWhenTheyChange() {
        var state = AlertState(configuration: AlertConfiguration(timeout: 2.5))
        #expect(state.secondsLeft == 3)
        #expect(state.nextCountdownChange == 0.5)
        _ = state.handle(.tick(elapsed: 0.5))
        #expect(state.secondsLeft == 2)
        #expect(state.nextCountdownChange == 1.5)
        _ = state.handle(.tick(elapsed: 2.2))
        #expect(state.secondsLeft == 1)
        #expect(abs((state.nextCountdownChange ?? 0) - 2.5) < 1e-9)
        #expect(state.handle(.tick(elapsed: 2.5)) == .finish(.timedOut))
    }

    @Test func withoutATimeoutThereIsNoCountdown() {
        let state = AlertState(configuration: AlertConfiguration())
        #expect(state.secondsLeft == nil && state.nextCountdownChange == nil)
    }

    @Test func keysDoNotExtendTheTimeUnlessAskedTo() {
        var fixed = AlertState(
            configuration: AlertConfiguration(buttons: [("A", .regular), ("B", .regular)], timeout: 2))
        _ = fixed.handle(.tick(elapsed: 1.5))
        _ = fixed.handle(.key(.right))
        _ = fixed.handle(.tick(elapsed: 1.6))
        #expect(fixed.handle(.tick(elapsed: 2)) == .finish(.timedOut))

        var configuration = AlertConfiguration(buttons: [("A", .regular), ("B", .regular)], timeout: 2)
        configuration.timeoutResetsOnKey = true
        var resetting = AlertState(configuration: configuration)
        _ = resetting.handle(.tick(elapsed: 1.5))
        _ = resetting.handle(.key(.right))
        _ = resetting.handle(.tick(elapsed: 1.6))
        #expect(resetting.secondsLeft == 2)
        #expect(resetting.handle(.tick(elapsed: 3.5)) == .none)
        #expect(resetting.handle(.tick(elapsed: 3.6)) == .finish(.timedOut))
    }

    @Test func theCountdownIsDrawnUnderTheButtons() {
        var state = AlertState(configuration: AlertConfiguration(title: "Deploy?", timeout: 10))
        _ = state.handle(.tick(elapsed: 0.2))
        let text = AlertView.frame(for: state, size: TerminalSize(columns: 40, rows: 10)).text
        let buttons = text.firstIndex { $0.contains("[ OK ]") } ?? -1
        #expect(text[buttons + 1].contains("closes in 10 s"))
    }

    @Test func timeoutResetWithoutATimeoutIsAUsageError() {
        #expect(
            usageError(["--timeout-reset"]) == "--timeout-reset restarts a countdown, so it needs --timeout SECONDS too"
        )
    }
}

@Suite struct PresetAnswerTests {
    static let configuration = AlertConfiguration(
        buttons: [("Cancel", .cancel), ("Deploy", .destructive)],
        fields: [AlertField(label: "Version", initialValue: "2.4", isRequired: true)])

    @Test func theOptionWinsOverTheEnvironment() throws {
        let preset = try PresetAnswer.resolve(option: "Deploy", environment: "Cancel", in: Self.configuration)
        #expect(preset == PresetAnswer(buttonIndex: 1, source: .option))
        #expect(preset?.notice(in: Self.configuration) == "answered 'Deploy' from --answer without showing the alert")
        let fromEnvironment = try PresetAnswer.resolve(option: nil, environment: "Cancel", in: Self.configuration)
        #expect(fromEnvironment == PresetAnswer(buttonIndex: 0, source: .environment))
    }

    @Test func noAnswerOrAnEmptyVariableMeansAskAPerson() throws {
        #expect(try PresetAnswer.resolve(option: nil, environment: nil, in: Self.configuration) == nil)
        #expect(try PresetAnswer.resolve(option: nil, environment: "", in: Self.configuration) == nil)
    }

    @Test func aLabelThatMatchesNoButtonIsAUsageError() {
        #expect(throws: UsageError("ALERTTY_ANSWER 'deploy' matches no button; use one of: 'Cancel', 'Deploy'")) {
            try PresetAnswer.resolve(option: nil, environment: "deploy", in: Self.configuration)
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
