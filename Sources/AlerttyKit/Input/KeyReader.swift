/// Turns a stream of input bytes into keys, holding back an unfinished escape sequence
/// until the rest arrives or the input has been quiet for ``escapeDelay`` seconds.
///
/// Time is passed in, so the Escape-key decision is testable without a clock.
public struct KeyReader: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public static let escapeDelay = 0.025

    private var pending: [UInt8] = []
    /// When the held-back bytes are to be taken as they stand; `nil` when nothing is held back.
    public private(set) var deadline: Double?

    /// Creates a reader with nothing held back.
    public init() {}

    /// Adds bytes read at `time` and returns the keys they complete.
    public mutating func receive(_ bytes: [UInt8], at time: Double) -> [Key] {
        pending += bytes
        return take(atEnd: false, time: time)
    }

    /// Once the deadline has passed, returns the held-back bytes as keys (a lone ESC becomes Escape).
    public mutating func expire(at time: Double) -> [Key] {
        guard let deadline, time >= deadline else { return [] }
        return take(atEnd: true, time: time)
    }

    private mutating func take(atEnd: Bool, time: Double) -> [Key] {
        let (keys, consumed) = KeyDecoder.decodeAll(pending[...], atEnd: atEnd)
        pending.removeFirst(consumed)
        // The delay counts from the latest byte: more of the sequence may still be coming.
        deadline = pending.isEmpty ? nil : time + Self.escapeDelay
        return keys
    }
}
