/// When an alert's time runs out: made once, from when the alert started and its timeout
/// (``AlertConfiguration/timeout``), and handed to every step that waits: for another alert's
/// turn on the terminal, for a person, for a progress alert's work; and, in the executable,
/// for an answers FIFO or a message on standard input.
///
/// A `Double` and an optional one, trivial to copy: passing it down costs what passing the
/// start did (start-up rule 5).
package struct Deadline: Sendable {
    /// When the alert started, on the monotonic clock: the timeout counts from there, so time
    /// spent reading its input or waiting for another alert on the terminal counts too.
    package let start: Double
    /// When the timeout runs out; `nil` without one.
    package let end: Double?

    /// The deadline of an alert that started at `start` and times out `timeout` seconds later.
    package init(start: Double, timeout: Double?) {
        self.start = start
        end = timeout.map { start + $0 }
    }
}
