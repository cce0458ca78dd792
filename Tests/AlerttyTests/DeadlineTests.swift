import Alertty
import Testing

@Suite struct DeadlineTests {
    /// The timeout counts from the start given, not from when the deadline is read.
    @Test func theEndIsTheTimeoutAfterTheStart() {
        let deadline = Deadline(start: 100, timeout: 2.5)
        #expect(deadline.start == 100)
        #expect(deadline.end == 102.5)
    }

    /// Without a timeout the alert waits as long as it takes.
    @Test func withoutATimeoutThereIsNoEnd() {
        #expect(Deadline(start: 100, timeout: nil).end == nil)
    }
}
