/// Turns a stream of input bytes into keys, holding back an unfinished escape sequence
/// until the rest arrives or the input has been quiet for ``escapeDelay`` seconds.
///
/// Bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) come out as one ``Key/paste(_:)``,
/// so pasted text is never taken for keys. Time is passed in, so the decisions are
/// testable without a clock.
public struct KeyReader: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public static let escapeDelay = 0.025
    /// How long a paste may pause before what has arrived is handed over; the rest follows as more paste.
    public static let pasteDelay = 0.5

    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    private var inPaste = false
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
        var keys: [Key] = []
        var offset = 0
        while offset < pending.count {
            if inPaste {
                guard let end = pending.firstIndex(ofBytes: Self.pasteEnd, from: offset) else {
                    if atEnd {
                        keys.append(.paste(String(decoding: pending[offset...], as: UTF8.self)))
                        offset = pending.count
                    }
                    break
                }
                keys.append(.paste(String(decoding: pending[offset..<end], as: UTF8.self)))
                offset = end + Self.pasteEnd.count
                inPaste = false
                continue
            }
            let (decoded, used) = KeyDecoder.decodeAll(pending[offset...], atEnd: atEnd)
            keys += decoded
            offset += used
            guard offset < pending.count, case .pasteStart(let marker) = KeyDecoder.decode(pending[offset...]) else {
                break
            }
            offset += marker
            inPaste = true
        }
        pending.removeFirst(offset)
        // The delay counts from the latest byte: more of the sequence may still be coming.
        deadline = pending.isEmpty ? nil : time + (inPaste ? Self.pasteDelay : Self.escapeDelay)
        return keys
    }
}
