/// Decodes terminal input bytes into keys; a pure function, tested by tables.
///
/// A lone ESC is ambiguous: the Escape key, or the start of a sequence split
/// across reads. The decoder answers ``DecodeResult/needMore`` and the run loop,
/// after a short quiet period, calls again with `atEnd: true` to settle it.
package enum KeyDecoder {
    private static let escapeByte: UInt8 = 0x1B

    /// Decodes the first key in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: unread input; must not be empty.
    ///   - atEnd: no more bytes are coming soon, so an incomplete sequence is taken as it stands.
    package static func decode(_ bytes: ArraySlice<UInt8>, atEnd: Bool = false) -> DecodeResult {
        guard let first = bytes.first else { return .needMore }
        switch first {
        case escapeByte:
            return decodeEscape(bytes, atEnd: atEnd)
        case 0x0D, 0x0A:
            return .key(.enter, consumed: 1)
        case 0x09:
            return .key(.tab, consumed: 1)
        case 0x7F, 0x08:
            return .key(.backspace, consumed: 1)
        case 0x00:
            return .key(.control(" "), consumed: 1)
        case 0x01...0x1A:
            return .key(.control(Character(Unicode.Scalar(first + 0x60))), consumed: 1)
        case 0x1C...0x1F:
            return .key(.unknown, consumed: 1)
        case 0x20..<0x7F:
            return .key(.character(Unicode.Scalar(first)), consumed: 1)
        case 0x80...0x9F:
            // An 8-bit control (C1), as a terminal set to send them answers: never typed.
            return decodeControl(first, bytes, introducer: 1, atEnd: atEnd)
        default:
            return decodeUTF8(bytes, atEnd: atEnd)
        }
    }

    /// Whether `bytes` (held back, unfinished) have begun an escape sequence: ESC and one of
    /// its introducers (`[`, `O`, `]`, `P`, `_`, `^`, `X`), or an 8-bit introducer, raw or in
    /// UTF-8. Its rest may come much later than a key's (over ssh, a serial line), so it is
    /// waited for longer than a lone ESC is (``KeyReader/sequenceDelay``).
    package static func beginsSequence(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        let second = bytes.dropFirst().first
        switch first {
        case escapeByte: return second.map { Self.sequenceIntroducers.utf8.contains($0) } ?? false
        case 0x8F, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F: return true
        case 0xC2: return second.map { [0x8F, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains($0) } ?? false
        default: return false
        }
    }

    private static let sequenceIntroducers = "[O]P_^X"

    /// A C1 control `code` (0x80–0x9F) whose own bytes are the first `introducer` of `bytes`:
    /// the 8-bit form of CSI, SS3, OSC, DCS, APC, PM and SOS starts the same sequence as its
    /// ESC form; any other C1 control is swallowed.
    private static func decodeControl(
        _ code: UInt8, _ bytes: ArraySlice<UInt8>, introducer: Int, atEnd: Bool
    ) -> DecodeResult {
        let start = bytes.startIndex
        switch code {
        case 0x9B:
            return decodeCSI(bytes, introducer: introducer, atEnd: atEnd)
        case 0x8F:
            guard bytes.count > introducer else { return atEnd ? .key(.unknown, consumed: introducer) : .needMore }
            return .key(ss3Key(bytes[start + introducer]), consumed: introducer + 1)
        case 0x9D, 0x90, 0x9F, 0x9E, 0x98:
            // ST in the same form as the introducer: a raw 0x9C, or U+009C in UTF-8.
            let terminator: [UInt8] = introducer == 1 ? [0x9C] : [0xC2, 0x9C]
            return controlString(
                bytes, introducer: introducer, isOSC: code == 0x9D, eightBitEnd: terminator, atEnd: atEnd)
        default:
            return .key(.unknown, consumed: introducer)
        }
    }

    /// Decodes every complete key in `bytes`, returning them and the number of bytes used;
    /// stops before an unfinished sequence or the start of a paste.
    package static func decodeAll(_ bytes: ArraySlice<UInt8>, atEnd: Bool = false) -> (keys: [Key], consumed: Int) {
        var keys: [Key] = []
        var offset = bytes.startIndex
        while offset < bytes.endIndex, case .key(let key, let used) = decode(bytes[offset...], atEnd: atEnd) {
            keys.append(key)
            offset += used
        }
        return (keys, offset - bytes.startIndex)
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return atEnd ? .key(.escape, consumed: 1) : .needMore }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, introducer: 2, atEnd: atEnd)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return atEnd ? .key(.alt(.character("O")), consumed: 2) : .needMore }
            return .key(ss3Key(bytes[start + 2]), consumed: 3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return controlString(bytes, introducer: 2, isOSC: bytes[start + 1] == UInt8(ascii: "]"), atEnd: atEnd)
        case escapeByte:
            // ESC ESC: the first is Escape; the second starts whatever follows.
            return .key(.escape, consumed: 1)
        default:
            switch decode(bytes.dropFirst(), atEnd: atEnd) {
            case .key(let key, let used): return .key(.alt(key), consumed: used + 1)
            case .needMore: return .needMore
            case .pasteStart: return .key(.escape, consumed: 1)
            }
        }
    }

    /// `ESC [ params intermediates final` (or its 8-bit CSI, `introducer` bytes long), per ECMA-48.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>, introducer: Int, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex
        let parametersStart = start + introducer
        var index = parametersStart
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else {
            return atEnd ? .key(.unknown, consumed: index - start) : .needMore
        }
        let final = bytes[index]
        let consumed = index - start + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a valid sequence: drop the introducer and let the rest decode on its own.
            return .key(.unknown, consumed: introducer)
        }
        if final == UInt8(ascii: "M"), index == parametersStart {
            return legacyMouse(bytes, introducer: introducer, atEnd: atEnd)
        }
        // Parameters are read straight from the bytes: a key is on screen sooner without the
        // strings, splits and generic integer parsing a first keystroke would otherwise warm up.
        let parameters = bytes[parametersStart..<index]
        if final == UInt8(ascii: "~"), parameters.elementsEqual("200".utf8) { return .pasteStart(consumed: consumed) }
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return .key(mouseKey(parameters.dropFirst(), released: final == UInt8(ascii: "m")), consumed: consumed)
        }
        if final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
            return .key(.report(.deviceAttributes), consumed: consumed)
        }
        let modifier = number(at: 1, in: parameters) ?? 1
        let key: Key
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"): key = tildeKey(number(at: 0, in: parameters))
        default: key = .unknown
        }
        // Modifier 3 (and 3 with others) means Alt; Shift and Ctrl on these keys change nothing here.
        switch modifier {
        case 3, 4, 7,
            8 where key != .unknown:
            return .key(.alt(key), consumed: consumed)
        default: return .key(key, consumed: consumed)
        }
    }

    /// The `position`th of the `;`-separated decimal parameters; `nil` when it is missing, empty,
    /// not a number or too large.
    private static func number(at position: Int, in parameters: ArraySlice<UInt8>) -> Int? {
        var field = 0
        var value: Int?
        for byte in parameters {
            if byte == UInt8(ascii: ";") {
                if field == position { break }
                field += 1
                continue
            }
            guard field == position else { continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (shifted, overflow) = (value ?? 0).multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return field == position ? value : nil
    }

    /// `ESC [ < button ; column ; row M|m` (1-based cells; `m` is a release).
    private static func mouseKey(_ parameters: ArraySlice<UInt8>, released: Bool) -> Key {
        // Empty and malformed fields are skipped: the report is its three numbers.
        let fieldCount = parameters.count { $0 == UInt8(ascii: ";") } + 1
        let numbers = (0..<fieldCount).compactMap { number(at: $0, in: parameters) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return .unknown }
        let action: MouseAction
        switch (numbers[0], released) {
        case (_, true): action = .release
        case (0, false): action = .press
        case (64, false): action = .wheelUp
        case (65, false): action = .wheelDown
        default: action = .other
        }
        return .mouse(action, column: numbers[1] - 1, row: numbers[2] - 1)
    }

    /// `ESC [ M b x y` (`introducer` is the length of `ESC [`): a mouse report in the X10/normal encoding, each of the three bytes a
    /// number plus 32 (a terminal without SGR mode 1006 sends these for mode 1000). Decoded as
    /// the mouse, never as keys: its button byte is a space, which would press a button.
    private static func legacyMouse(_ bytes: ArraySlice<UInt8>, introducer: Int, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex + introducer
        guard bytes.count >= introducer + 4 else { return atEnd ? .key(.unknown, consumed: bytes.count) : .needMore }
        let button = Int(bytes[start + 1]) - 32
        let column = max(0, Int(bytes[start + 2]) - 33)
        let row = max(0, Int(bytes[start + 3]) - 33)
        // Shift, Alt and Ctrl (4, 8, 16) do not change what a click does; 32 is a drag.
        let action: MouseAction
        switch button & ~(4 | 8 | 16) {
        case 0: action = .press
        case 3: action = .release
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: action = .other
        }
        return .key(.mouse(action, column: column, row: row), consumed: introducer + 4)
    }

    /// `ESC ]`, `ESC P`, `ESC _`, `ESC ^` or `ESC X` up to BEL or `ESC \`: an OSC, DCS, APC, PM
    /// or SOS string, such as a terminal's answer to another program's query (`introducer` bytes
    /// start it; `isOSC` for `ESC ]`). Consumed whole, so none of its text arrives as keys.
    ///
    /// - Parameter eightBitEnd: for a string begun by an 8-bit introducer, the bytes of the
    ///   8-bit ST, which ends it too (never in a 7-bit string, where 0x9C may be part of UTF-8 text).
    private static func controlString(
        _ bytes: ArraySlice<UInt8>, introducer: Int, isOSC: Bool, eightBitEnd: [UInt8] = [], atEnd: Bool
    ) -> DecodeResult {
        let start = bytes.startIndex
        let body = start + introducer
        var index = body
        func ended(terminatorLength: Int) -> DecodeResult {
            .key(isOSC ? report(in: bytes[body..<index]) : .unknown, consumed: index + terminatorLength - start)
        }
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return ended(terminatorLength: 1) }
            if !eightBitEnd.isEmpty, bytes[index...].starts(with: eightBitEnd) {
                return ended(terminatorLength: eightBitEnd.count)
            }
            if bytes[index] == escapeByte, index + 1 < bytes.endIndex {
                // ST ends it; any other escape means the string was cut short: stop before it.
                if bytes[index + 1] == UInt8(ascii: "\\") { return ended(terminatorLength: 2) }
                return .key(.unknown, consumed: index - start)
            }
            index += 1
        }
        return atEnd ? .key(.unknown, consumed: bytes.count) : .needMore
    }

    /// An OSC string's body `11 ; rgb:RRRR/GGGG/BBBB` (each component 1–4 hex digits, as xterm
    /// answers): the background colour; any other string is ``Key/unknown``.
    private static func report(in string: ArraySlice<UInt8>) -> Key {
        let prefix = "11;rgb:".utf8
        guard string.starts(with: prefix) else { return .unknown }
        let components = string.dropFirst(prefix.count).split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard components.count == 3 else { return .unknown }
        var values: [Int] = []
        for component in components {
            guard (1...4).contains(component.count),
                let value = Int(String(decoding: component, as: UTF8.self), radix: 16)
            else { return .unknown }
            // Scaled to 0–255 whatever the number of digits: ff, ffff and f all mean full.
            let largest = (1 << (4 * component.count)) - 1
            values.append((value * 255 + largest / 2) / largest)
        }
        return .report(.background(RGB(values[0], values[1], values[2])))
    }

    private static func tildeKey(_ number: Int?) -> Key {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: .unknown
        }
    }

    /// `ESC O x`: cursor keys in application mode.
    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: .unknown
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> DecodeResult {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(.character("\u{FFFD}"), consumed: 1)
        }
        let available = min(length, bytes.count)
        let continuation = bytes.dropFirst().prefix(available - 1)
        if let bad = continuation.firstIndex(where: { $0 & 0xC0 != 0x80 }) {
            return .key(.character("\u{FFFD}"), consumed: bad - bytes.startIndex)
        }
        guard available == length else {
            return atEnd ? .key(.character("\u{FFFD}"), consumed: available) : .needMore
        }
        var iterator = bytes.prefix(length).makeIterator()
        var utf8 = UTF8()
        if case .scalarValue(let scalar) = utf8.decode(&iterator) {
            // A C1 control in UTF-8, as a terminal in UTF-8 mode sends its 8-bit controls.
            if (0x80...0x9F).contains(scalar.value) {
                return decodeControl(UInt8(scalar.value), bytes, introducer: length, atEnd: atEnd)
            }
            return .key(.character(scalar), consumed: length)
        }
        // Overlong forms and surrogates are well-shaped but invalid.
        return .key(.character("\u{FFFD}"), consumed: length)
    }
}
