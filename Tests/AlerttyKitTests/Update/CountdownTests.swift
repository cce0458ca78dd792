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

    /// A library caller may skip the rules: a timeout at the integer limit shows as the longest
    /// and draws, instead of trapping.
    @Test func anUnvalidatedHugeTimeoutNeitherTrapsNorOverflows() {
        let state = AlertState(
            configuration: AlertConfiguration(timeout: 9.3e18), size: TerminalSize(columns: 80, rows: 24))
        #expect(state.secondsLeft == Int(AlertConfiguration.longestTimeout))
        #expect(AlertView.frame(for: state).text.contains { $0.contains("closes in 31536000 s") })
        #expect(
            PlainConversation(configuration: AlertConfiguration(timeout: .infinity)).introduction.contains("31536000"))
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
}
