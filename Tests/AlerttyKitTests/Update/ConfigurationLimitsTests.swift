import Testing

@testable import AlerttyKit

/// The limits the validating initializer holds an alert to, whoever builds it.
@Suite struct ConfigurationLimitsTests {
    /// 64 and up are alertty's own (usage, no terminal, internal, timeout, signals, dismissed):
    /// the most buttons an alert may have still exit below 64, each with its own status.
    @Test func theLargestAlertsButtonsExitBelowAlerttysOwnStatuses() throws {
        let buttons = (0..<AlertConfiguration.maximumButtonCount).map { (label: "B\($0)", style: ButtonStyle.regular) }
        let statuses = try AlertConfiguration(validating: "x", buttons: buttons).buttons
            .map(\.exitStatus)
        #expect(statuses.allSatisfy { $0 < ExitStatus.usage })
        #expect(Set(statuses).count == statuses.count)
    }

    @Test(arguments: [0, -1, 31_536_001, .infinity, .nan] as [Double])
    func aTimeoutOutOfRangeIsRefused(timeout: Double) {
        let problem = #expect(throws: AlertConfiguration.Problem.self) {
            try AlertConfiguration(validating: "x", timeout: timeout)
        }
        guard case .timeoutOutOfRange = problem else {
            Issue.record("\(String(describing: problem)) is not the timeout's problem")
            return
        }
    }
}
