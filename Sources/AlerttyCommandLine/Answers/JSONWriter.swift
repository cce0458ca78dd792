/// JSON written straight into UTF-8 bytes: every JSON alertty writes (`--json`, `--describe`,
/// the audit log, a recording) goes through this one writer, so each escapes text the same way.
///
/// Bytes rather than joined strings: no intermediate `String` per value, and the caller hands
/// the bytes to `write` as they are. Commas come by themselves: a value or a key written after
/// another in the same object or array is preceded by one.
package struct JSONWriter {
    /// What has been written.
    package private(set) var bytes: [UInt8] = []
    /// Whether a value has ended since the last `{`, `[` or key: the next one needs a comma.
    private var followsValue = false

    package init() {}

    /// What has been written, as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member's name, `name` as it stands: member names are ASCII words with nothing to escape.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        followsValue = false
    }

    /// A member's name that comes from outside (an alert's id), escaped as a string is.
    package mutating func key(escaping name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
    }

    /// `text` as a string literal, or `null` when there is none. UTF-8 passes through; `"`, `\`
    /// and every control character, C1 controls included, are escaped: valid JSON as they stand,
    /// but a terminal obeys them (`cat log`).
    package mutating func string(_ text: String?) {
        guard let text else { return null() }
        separate()
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20, 0x7F: escape(byte)
            // U+0080...U+009F is 0xC2 then 0x80...0x9F; 0xC2 only ever leads, so the one just
            // written began this character.
            case 0x80...0x9F where bytes.last == 0xC2:
                bytes.removeLast()
                escape(byte)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        followsValue = true
    }

    /// `value` in decimal, or `null` when there is none.
    package mutating func number(_ value: Int?) {
        guard let value else { return null() }
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
        followsValue = true
    }

    /// `value` as Swift writes a `Double` (`5.0`, `0.25`), or `null` when there is none.
    package mutating func number(_ value: Double?) {
        guard let value else { return null() }
        separate()
        bytes.append(contentsOf: value.description.utf8)
        followsValue = true
    }

    package mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    package mutating func null() { literal("null") }

    /// `"name":` and `value`, or `null` when there is none.
    package mutating func member(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    /// `"name":` and `value`, or `null` when there is none.
    package mutating func member(_ name: StaticString, _ value: Int?) {
        key(name)
        number(value)
    }

    /// `"name":` and `value`, or `null` when there is none.
    package mutating func member(_ name: StaticString, _ value: Double?) {
        key(name)
        number(value)
    }

    /// `"name":` and `value`.
    package mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Ends the line: alertty writes each object on a line of its own.
    package mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    private mutating func literal(_ word: StaticString) {
        separate()
        word.withUTF8Buffer { bytes.append(contentsOf: $0) }
        followsValue = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        followsValue = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        followsValue = true
    }

    private mutating func separate() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }

    /// `\u00XX`, with lowercase hex digits.
    private mutating func escape(_ byte: UInt8) {
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { hex in
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}

/// JSON string literals as text, for messages that quote one.
enum JSON {
    /// `text` as ``JSONWriter/string(_:)`` writes it.
    static func string(_ text: String) -> String {
        var json = JSONWriter()
        json.string(text)
        return json.text
    }
}
