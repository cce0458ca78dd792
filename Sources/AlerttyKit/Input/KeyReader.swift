/// Turns a stream of input bytes into keys, holding back an unfinished escape sequence
/// until the rest arrives or the input has been quiet: ``escapeDelay`` for a lone ESC (the
/// Escape key, as soon as can be), ``sequenceDelay`` once a sequence has begun (`ESC [`,
/// `ESC ]`, …), whose rest may come in a later read (ssh, mosh, a serial line). Bytes read
/// after a deadline passed never join what the deadline ended.
///
/// Bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`) come out as one ``Key/paste(_:)``,
/// so pasted text is never taken for keys. A paste whose end marker never comes ends after
/// ``pasteQuiet`` seconds of quiet, and hands over at most ``pasteLimit`` bytes (the rest is
/// dropped as it arrives): the keys after it work again, and memory stays bounded. Time is
/// passed in, so the decisions are testable without a clock.
public struct KeyReader: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    public static let escapeDelay = 0.025
    /// How long a begun sequence (and a lone ESC while a reply is expected) waits for its
    /// rest, as tmux's escape-time: a paste's start marker split in two must not type the paste.
    public static let sequenceDelay = 0.5
    /// How long a paste may be quiet before it is taken as over, end marker or not; well under a
    /// second, so an Escape pressed a second after a paste that never ends is the Escape key.
    public static let pasteQuiet = 0.5
    /// The most bytes of one paste handed over; the rest of it is dropped.
    public static let pasteLimit = 1 << 20
    /// The most bytes held back for an unfinished sequence; more are taken as they stand,
    /// without waiting for the quiet, so a flood of one endless sequence costs linear time.
    public static let sequenceLimit = 1 << 16

    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    private var inPaste = false
    /// Bytes the paste under way may still hand over.
    private var pasteBudget = 0
    /// How far into ``pending`` the paste's end marker has been looked for.
    private var searched = 0
    /// When the held-back bytes are to be taken as they stand; `nil` when nothing is held back.
    public private(set) var deadline: Double?
    /// Until when a reply to a query of the program's may still come (`nil` once it has come):
    /// a lone ESC read before then may be its first byte, so it waits ``sequenceDelay`` rather
    /// than becoming Escape. Bounded, for terminals that never answer.
    public var replyDue: Double?

    /// Creates a reader with nothing held back.
    public init() {}

    /// Adds bytes read at `time` and returns the keys they complete.
    public mutating func receive(_ bytes: [UInt8], at time: Double) -> [Key] {
        // What the deadline ended is over, even when its wake-up and these bytes came together.
        let expired = expire(at: time)
        pending += bytes
        return expired + take(atEnd: false, time: time)
    }

    /// Once the deadline has passed, returns the held-back bytes as keys (a lone ESC becomes
    /// Escape) and ends a paste that never said where it ends.
    public mutating func expire(at time: Double) -> [Key] {
        guard let deadline, time >= deadline else { return [] }
        return take(atEnd: true, time: time)
    }

    private mutating func take(atEnd: Bool, time: Double) -> [Key] {
        var keys: [Key] = []
        var offset = 0
        while offset < pending.count {
            if inPaste {
                // The marker may straddle two reads: look again from just before the new bytes.
                let from = max(offset, searched - (Self.pasteEnd.count - 1))
                guard let end = pending.firstIndex(ofBytes: Self.pasteEnd, from: from) else {
                    searched = pending.count
                    if atEnd {
                        handOverPaste(pending[offset...], to: &keys)
                        offset = pending.count
                        inPaste = false
                    } else if pending.count - offset > pasteBudget + Self.pasteEnd.count {
                        // More than a paste may hold: hand over what it may, keep only what could
                        // be the start of the end marker.
                        handOverPaste(pending[offset...], to: &keys)
                        offset = pending.count - (Self.pasteEnd.count - 1)
                    }
                    break
                }
                handOverPaste(pending[offset..<end], to: &keys)
                offset = end + Self.pasteEnd.count
                inPaste = false
                continue
            }
            let sequenceTooLong = pending.count - offset > Self.sequenceLimit
            let (decoded, used) = KeyDecoder.decodeAll(pending[offset...], atEnd: atEnd || sequenceTooLong)
            keys += decoded
            offset += used
            guard offset < pending.count, case .pasteStart(let marker) = KeyDecoder.decode(pending[offset...]) else {
                break
            }
            offset += marker
            inPaste = true
            pasteBudget = Self.pasteLimit
            searched = offset
        }
        // Quiet ends a paste even when nothing of it has arrived.
        if atEnd { inPaste = false }
        pending.removeFirst(offset)
        searched = max(0, searched - offset)
        // The delay counts from the latest byte: more of the sequence may still be coming.
        deadline = pending.isEmpty && !inPaste ? nil : time + delay(at: time)
        return keys
    }

    /// How long the bytes held back at `time` wait for the rest.
    private func delay(at time: Double) -> Double {
        if inPaste { return Self.pasteQuiet }
        if pending.count == 1, pending[0] == 0x1B {
            return time < replyDue ?? -.infinity ? Self.sequenceDelay : Self.escapeDelay
        }
        return KeyDecoder.beginsSequence(pending[...]) ? Self.sequenceDelay : Self.escapeDelay
    }

    /// Hands over as much of `text` as the paste may still hold, as one paste.
    private mutating func handOverPaste(_ text: ArraySlice<UInt8>, to keys: inout [Key]) {
        let taken = text.prefix(pasteBudget)
        pasteBudget -= taken.count
        if !taken.isEmpty { keys.append(.paste(String(decoding: taken, as: UTF8.self))) }
    }
}
