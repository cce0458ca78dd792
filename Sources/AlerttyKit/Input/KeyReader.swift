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
///
/// Three rules hold whatever the delays, so no text that was not typed key by key presses a
/// button: a sequence the deadline cut short is completed by the bytes that continue it,
/// whenever they come (a paste's start still starts the paste, a reply is still a reply, and
/// nothing of it is a key); the printable characters of one read that holds several are
/// text, its Spaces included (``Key/paste(_:)``); and while a reply to a query is due, a lone
/// ESC waits for it rather than becoming Escape.
package struct KeyReader: Sendable {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    package static let escapeDelay = 0.025
    /// How long a begun sequence (and a lone ESC while a reply is expected) waits for its
    /// rest, as tmux's escape-time: a paste's start marker split in two must not type the paste.
    package static let sequenceDelay = 0.5
    /// How long a paste may be quiet before it is taken as over, end marker or not; well under a
    /// second, so an Escape pressed a second after a paste that never ends is the Escape key.
    package static let pasteQuiet = 0.5
    /// The most bytes of one paste handed over; the rest of it is dropped.
    package static let pasteLimit = 1 << 20
    /// How long after a query its reply may still come: a lone ESC read until then may be its
    /// first byte, and leaving waits for it until then (a terminal that never answers DA1 makes
    /// an Escape pressed before then wait for this to pass).
    package static let replyWait = 1.0
    /// The most bytes held back for an unfinished sequence; more are taken as they stand,
    /// without waiting for the quiet, so a flood of one endless sequence costs linear time.
    package static let sequenceLimit = 1 << 16

    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    private var inPaste = false
    /// Bytes the paste under way may still hand over.
    private var pasteBudget = 0
    /// How far into ``pending`` the paste's end marker has been looked for.
    private var searched = 0
    /// The read being taken held a paste's end marker outside a paste: its text is the paste's.
    private var strayPasteEnd = false
    /// The begun sequence (or lone ESC) the last deadline took as it stood: bytes that continue
    /// it, however late, complete it instead of becoming keys.
    private var cutShort: [UInt8] = []
    /// When the held-back bytes are to be taken as they stand; `nil` when nothing is held back.
    package private(set) var deadline: Double?
    /// Nothing held back and no sequence cut short: the next read is decoded on its own, so a
    /// key's move may be drawn before it is decoded (``Display/answerAhead(to:reader:state:elapsed:)``).
    package var isIdle: Bool { deadline == nil && cutShort.isEmpty }
    /// Until when a reply to a query of the program's may still come (`nil` once it has come):
    /// a lone ESC read before then may be its first byte, so it waits ``sequenceDelay`` rather
    /// than becoming Escape. Bounded, for terminals that never answer.
    package var replyDue: Double?

    /// Creates a reader with nothing held back.
    package init() {}

    /// Adds the bytes of one read, made at `time`, and returns the keys they complete.
    package mutating func receive(_ bytes: [UInt8], at time: Double) -> [Key] {
        // What the deadline ended is over, even when its wake-up and these bytes came together.
        var keys = expire(at: time)
        var incoming = bytes[...]
        if !cutShort.isEmpty { keys += resumeCutShort(with: &incoming) }
        pending += incoming
        strayPasteEnd = false
        let read = take(atEnd: false, time: time)
        return keys + Self.textAsPaste(read, endsPaste: strayPasteEnd)
    }

    /// Once the deadline has passed, returns the held-back bytes as keys (a lone ESC becomes
    /// Escape) and ends a paste that never said where it ends. A begun sequence among them is
    /// remembered, so that its rest, if it comes, is not taken for keys.
    package mutating func expire(at time: Double) -> [Key] {
        guard let deadline, time >= deadline else { return [] }
        if !inPaste {
            let complete = KeyDecoder.decodeAll(pending[...]).consumed
            let tail = pending[complete...]
            if tail == [0x1B] || (KeyDecoder.beginsSequence(tail) && staysOpen(tail)) { cutShort = Array(tail) }
        }
        return take(atEnd: true, time: time)
    }

    /// Whether a begun sequence cut short waits for its rest: a key's (CSI, SS3), whose rest is
    /// a few bytes at most; a terminal's string (OSC, DCS, …) only while it may be the reply
    /// alertty awaits (OSC 11), since any text may continue a string, and a person's typing
    /// would be lost to one that never ends.
    private func staysOpen(_ tail: ArraySlice<UInt8>) -> Bool {
        // ESC and its introducer, or an 8-bit introducer, raw or in UTF-8 (C2 first).
        let introducer = tail.first == 0x1B || tail.first == 0xC2 ? tail.dropFirst().first : tail.first
        switch introducer {
        case UInt8(ascii: "["), UInt8(ascii: "O"), 0x9B, 0x8F: return true
        case UInt8(ascii: "]"), 0x9D:
            guard replyDue != nil else { return false }
            let body = tail.drop { $0 != UInt8(ascii: "]") && $0 != 0x9D }.dropFirst()
            let reply = Array("11;".utf8)
            return body.count < reply.count ? reply.starts(with: body) : body.starts(with: reply)
        default: return false
        }
    }

    /// Takes from the front of `incoming` the bytes that continue the sequence cut short:
    /// completed, it gives its report (a terminal's late reply) or nothing, never a key; a
    /// paste's start begins the paste; still unfinished, it is held back again. Bytes that
    /// cannot continue it are left to decode on their own. A lone ESC (already taken as
    /// Escape) is continued only by `[` or `]`, as a reply or a paste's marker would be.
    private mutating func resumeCutShort(with incoming: inout ArraySlice<UInt8>) -> [Key] {
        let held = cutShort
        cutShort = []
        // A person types one key a read: `[` alone after an Escape is theirs.
        if held == [0x1B],
            incoming.count < 2 || (incoming.first != UInt8(ascii: "[") && incoming.first != UInt8(ascii: "]"))
        {
            return []
        }
        // Neither a sequence nor a terminal's string holds a C0 control other than BEL and ESC
        // (Enter, Tab, Ctrl-C): a person's key of that kind ends the wait for the rest.
        let candidate = incoming.prefix { $0 >= 0x20 || $0 == 0x07 || $0 == 0x1B }
        let joined = held + candidate
        switch KeyDecoder.decode(joined[...]) {
        case .pasteStart:
            // Decoded again from the front by `take`, which begins the paste.
            pending = held
            return []
        case .needMore:
            if candidate.count == incoming.count, joined.count <= Self.sequenceLimit {
                // Still unfinished: open for the rest, however late, without a deadline.
                cutShort = joined
            }
            // Its rest so far is dropped; a key that cut it short acts.
            incoming = incoming.dropFirst(candidate.count)
            return []
        case .key(let key, let used) where used > held.count:
            incoming = incoming.dropFirst(used - held.count)
            if case .report = key { return [key] }
            return []
        case .key:
            return []
        }
    }

    /// One read's keys with their text made pastes, where a person typing one key a read could
    /// not have typed it: every Space in a read of several keys, every printable character in a
    /// read of two or more (a paste whose markers were lost, text a program typed), a paste
    /// with what shares its read, and, in a read that ends a paste the quiet had ended
    /// (`endsPaste`), its Enter and Tab too. Otherwise Enter and Tab stay keys, as a program
    /// that types a field's answer and Enter means them.
    private static func textAsPaste(_ keys: [Key], endsPaste: Bool) -> [Key] {
        guard keys.count > 1 || endsPaste else { return keys }
        var (printable, pressed) = (0, 0)
        for key in keys {
            switch key {
            case .character: printable += 1
            case .paste: printable += 2
            // A terminal's reply read with a key, or a sequence dropped whole, is no key pressed.
            case .report, .unknown: continue
            default: break
            }
            pressed += 1
        }
        guard pressed > 1 || endsPaste else { return keys }
        var result: [Key] = []
        var text = String.UnicodeScalarView()
        for key in keys {
            switch key {
            case .character(let scalar) where printable > 1 || scalar == " " || endsPaste:
                text.append(scalar)
            case .paste(let pasted): text.append(contentsOf: pasted.unicodeScalars)
            case .enter where endsPaste: text.append("\r")
            case .tab where endsPaste: text.append("\t")
            default:
                if !text.isEmpty { result.append(.paste(String(text))) }
                text = String.UnicodeScalarView()
                result.append(key)
            }
        }
        if !text.isEmpty { result.append(.paste(String(text))) }
        return result
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
            // An end marker outside a paste: the rest of one the quiet ended came now.
            if used >= Self.pasteEnd.count, let end = pending.firstIndex(ofBytes: Self.pasteEnd, from: offset),
                end < offset + used
            {
                strayPasteEnd = true
            }
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
            // Until the reply is no longer due, a lone ESC may be its first byte, however slow the rest.
            guard let replyDue, time < replyDue else { return Self.escapeDelay }
            return max(Self.sequenceDelay, replyDue - time)
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
