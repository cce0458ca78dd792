/// A JSON value, read by ``JSONValue/parse(_:)``: just enough JSON to read back the object
/// `--json` prints and a progress alert's JSON lines (RFC 8259, without Foundation).
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The member `key` of an object, or `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Why text is not a JSON value alertty takes.
    package enum ParseError: Error, Equatable {
        /// Not JSON, or nested deeper than 64.
        case malformed
        /// An object names this key twice: other readers (jq, Python) take the last one, alertty
        /// would have taken the first, so it takes neither.
        case duplicateKey(String)
    }

    /// Parses one JSON value (surrounded by white space only); `nil` for anything else, or for
    /// nesting deeper than 64, or for an object with a key twice.
    package static func parse(_ text: String) -> JSONValue? {
        try? parse(utf8: Array(text.utf8))
    }

    /// Parses one JSON value from its UTF-8 bytes (surrounded by white space only).
    package static func parse(utf8 bytes: [UInt8]) throws(ParseError) -> JSONValue {
        let values = try parseSequence(utf8: bytes)
        guard values.count == 1 else { throw .malformed }
        return values[0]
    }

    /// Parses JSON values one after another, separated by white space only: JSON Lines, as
    /// a recording (`ALERTTY_RECORD`) appends them. Empty input is no values.
    package static func parseSequence(utf8 bytes: [UInt8]) throws(ParseError) -> [JSONValue] {
        var reader = Reader(bytes: bytes)
        var values: [JSONValue] = []
        reader.skipSpace()
        while reader.offset < reader.bytes.count {
            guard let value = reader.value(depth: 0) else {
                throw reader.duplicateKey.map { .duplicateKey($0) } ?? .malformed
            }
            values.append(value)
            reader.skipSpace()
        }
        return values
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        /// The key an object named twice, once one has.
        var duplicateKey: String?

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func take(_ literal: String) -> Bool {
            let wanted = Array(literal.utf8)
            guard bytes.count - offset >= wanted.count, Array(bytes[offset..<(offset + wanted.count)]) == wanted else {
                return false
            }
            offset += wanted.count
            return true
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipSpace()
            guard offset < bytes.count, depth < 64 else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return take("null") ? .null : nil
            default: return number()
            }
        }

        mutating func object(depth: Int) -> JSONValue? {
            offset += 1
            var members: [(key: String, value: JSONValue)] = []
            var keys = Set<String>()
            skipSpace()
            if take("}") { return .object(members) }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let key = string() else { return nil }
                guard keys.insert(key).inserted else {
                    duplicateKey = key
                    return nil
                }
                skipSpace()
                guard take(":"), let member = value(depth: depth + 1) else { return nil }
                members.append((key, member))
                skipSpace()
                if take("}") { return .object(members) }
                guard take(",") else { return nil }
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            offset += 1
            var elements: [JSONValue] = []
            skipSpace()
            if take("]") { return .array(elements) }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                if take("]") { return .array(elements) }
                guard take(",") else { return nil }
            }
        }

        mutating func number() -> JSONValue? {
            let start = offset
            while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
            guard offset > start, let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)),
                number.isFinite
            else { return nil }
            return .number(number)
        }

        /// A string literal from its opening quote; escapes decoded, surrogate pairs joined.
        mutating func string() -> String? {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var run = offset
            func flush(_ end: Int) -> Bool {
                guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { return false }
                scalars.append(contentsOf: text.unicodeScalars)
                return true
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    defer { offset += 1 }
                    // Without escapes, the literal is its bytes: one copy, not a scalar-by-scalar one.
                    if scalars.isEmpty { return String(validating: bytes[run..<offset], as: UTF8.self) }
                    guard flush(offset) else { return nil }
                    return String(scalars)
                }
                if byte < 0x20 { return nil }
                guard byte == UInt8(ascii: "\\") else {
                    offset += 1
                    continue
                }
                guard flush(offset), offset + 1 < bytes.count else { return nil }
                let escape = bytes[offset + 1]
                offset += 2
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(code) {
                        guard take("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { return nil }
                    scalars.append(scalar)
                default: return nil
                }
                run = offset
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - offset >= 4,
                let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
            else { return nil }
            offset += 4
            return value
        }
    }
}
