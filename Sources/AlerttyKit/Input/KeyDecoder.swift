/// Decodes terminal input bytes into keys; a pure function, tested by tables.
///
/// A lone ESC is ambiguous: the Escape key, or the start of a sequence split
/// across reads. The decoder answers ``DecodeResult/needMore`` and the run loop,
/// after a short quiet period, calls again with `atEnd: true` to settle it.
public enum KeyDecoder {
    private static let escapeByte: UInt8 = 0x1B

    /// Decodes the first key in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: unread input; must not be empty.
    ///   - atEnd: no more bytes are coming soon, so an incomplete sequence is taken as it stands.
    public static func decode(_ bytes: ArraySlice<UInt8>, atEnd: Bool = false) -> DecodeResult {
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
        default:
            return decodeUTF8(bytes, atEnd: atEnd)
        }
    }

    /// Decodes every complete key in `bytes`, returning them and the number of bytes used;
    /// stops before an unfinished sequence or the start of a paste.
    public static func decodeAll(_ bytes: ArraySlice<UInt8>, atEnd: Bool = false) -> (keys: [Key], consumed: Int) {
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
            return decodeCSI(bytes, atEnd: atEnd)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return atEnd ? .key(.alt(.character("O")), consumed: 2) : .needMore }
            return .key(ss3Key(bytes[start + 2]), consumed: 3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return controlString(bytes, atEnd: atEnd)
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

    /// `ESC [ params intermediates final`, per ECMA-48.
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else {
            return atEnd ? .key(.unknown, consumed: index - start) : .needMore
        }
        let final = bytes[index]
        let consumed = index - start + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a valid sequence: drop the introducer and let the rest decode on its own.
            return .key(.unknown, consumed: 2)
        }
        if final == UInt8(ascii: "M"), index == start + 2 { return legacyMouse(bytes, atEnd: atEnd) }
        // Parameters are read straight from the bytes: a key is on screen sooner without the
        // strings, splits and generic integer parsing a first keystroke would otherwise warm up.
        let parameters = bytes[(start + 2)..<index]
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

    /// `ESC [ M b x y`: a mouse report in the X10/normal encoding, each of the three bytes a
    /// number plus 32 (a terminal without SGR mode 1006 sends these for mode 1000). Decoded as
    /// the mouse, never as keys: its button byte is a space, which would press a button.
    private static func legacyMouse(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex
        guard bytes.count >= 6 else { return atEnd ? .key(.unknown, consumed: bytes.count) : .needMore }
        let button = Int(bytes[start + 3]) - 32
        let column = max(0, Int(bytes[start + 4]) - 33)
        let row = max(0, Int(bytes[start + 5]) - 33)
        // Shift, Alt and Ctrl (4, 8, 16) do not change what a click does; 32 is a drag.
        let action: MouseAction
        switch button & ~(4 | 8 | 16) {
        case 0: action = .press
        case 3: action = .release
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: action = .other
        }
        return .key(.mouse(action, column: column, row: row), consumed: 6)
    }

    /// `ESC ]`, `ESC P`, `ESC _`, `ESC ^` or `ESC X` up to BEL or `ESC \`: an OSC, DCS, APC, PM
    /// or SOS string, such as a terminal's answer to another program's query. Consumed whole,
    /// so none of its text arrives as keys.
    private static func controlString(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> DecodeResult {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return .key(report(in: bytes[start..<index]), consumed: index + 1 - start) }
            if bytes[index] == escapeByte, index + 1 < bytes.endIndex {
                // ST ends it; any other escape means the string was cut short: stop before it.
                let terminated = bytes[index + 1] == UInt8(ascii: "\\")
                let key = terminated ? report(in: bytes[start..<index]) : .unknown
                return .key(key, consumed: (terminated ? index + 2 : index) - start)
            }
            index += 1
        }
        return atEnd ? .key(.unknown, consumed: bytes.count) : .needMore
    }

    /// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (each component 1–4 hex digits, as xterm answers): the
    /// background colour; any other string is ``Key/unknown``.
    private static func report(in string: ArraySlice<UInt8>) -> Key {
        let prefix = "\u{1B}]11;rgb:".utf8
        guard string.starts(with: prefix) else { return .unknown }
        let components = string.dropFirst(prefix.count).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard components.count == 3 else { return .unknown }
        var values: [Int] = []
        for component in components {
            guard (1...4).contains(component.count), let value = Int(String(decoding: component, as: UTF8.self), radix: 16)
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
            return .key(.character(scalar), consumed: length)
        }
        // Overlong forms and surrogates are well-shaped but invalid.
        return .key(.character("\u{FFFD}"), consumed: length)
    }
}
