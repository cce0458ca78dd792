import AlerttyCommandLine
import Foundation
import Testing

@testable import AlerttyKit

@Suite struct AuditRecordTests {
    @Test func aLineIsOneJSONObjectWithEverythingButTheSecret() throws {
        var state = AlertState(configuration: AnswersFileTests.login)
        state.replaceField(0, with: "ada \"q\"")
        state.replaceField(1, with: "hunter2")
        let record = AuditRecord(
            time: "2026-11-22T22:47:19Z", user: "ci", terminal: "/dev/pts/3", outcome: .chosen(1), means: .mouse)
        let line = record.line(for: state)
        #expect(line.hasSuffix("}\n"))
        #expect(line.dropLast().contains("\n") == false)
        #expect(!line.contains("hunter2"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["answer"] as? String == "Sign In")
        #expect(object["status"] as? Int == 0)
        #expect(object["by"] as? String == "mouse")
        #expect(object["terminal"] as? String == "/dev/pts/3")
        #expect(object["buttons"] as? [String] == ["Cancel", "Sign In"])
        let fields = try #require(object["fields"] as? [[String: Any]])
        #expect(fields[0]["value"] as? String == "ada \"q\"")
        #expect(fields[1]["secret"] as? Bool == true)
        #expect(fields[1]["value"] == nil)
    }

    @Test func anInterruptionSaysWhichSignalAndNoAnswer() throws {
        let record = AuditRecord(
            time: "t", user: "u", terminal: nil, outcome: .interrupted(signal: 2), means: .signal)
        let line = record.line(for: AlertState(configuration: AnswersFileTests.login))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["answer"] is NSNull)
        #expect(object["signal"] as? Int == 2)
        #expect(object["status"] as? Int == 130)
    }

    @Test(arguments: [
        (Outcome.timedOut, false, AuditRecord.Means.timeout), (.interrupted(signal: 15), false, .signal),
        (.chosen(0), true, .mouse), (.dismissed, false, .key),
    ])
    func theMeansFollowsTheOutcome(outcome: Outcome, byMouse: Bool, means: AuditRecord.Means) {
        #expect(AuditRecord.Means(outcome, byMouse: byMouse) == means)
    }
}
