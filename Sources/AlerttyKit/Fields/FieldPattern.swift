#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A field's `--pattern`: a POSIX extended regular expression that the whole value must match,
/// compiled and matched by the C library in a UTF-8 locale, so that `.` and a bracket take a
/// character, as every other field rule counts, whatever the caller's locale.
///
/// The C library writes every `{m,n}` out as copies and then works on sets of them, so its
/// time and memory grow as the square of the written-out size, and as its cube behind an anchor
/// or a word boundary: `a{1,32767}` took 8 GB. ``problem(with:)`` measures a pattern before the
/// library sees it and refuses one larger than ``largestSize``.
///
/// It builds its matcher while it matches, too, and on a character beyond ASCII that costs it
/// about the square of the written-out size for each character of the value (`.{0,1000}` on a
/// thousand é ran for minutes); so a value is checked only up to ``longestValue(for:beyondASCII:)``.
package enum FieldPattern {
    /// The most atoms (characters, brackets, `.`) a pattern may hold once every `{m,n}` is
    /// written out as `n` copies: what the C library compiles in a few tens of milliseconds and
    /// megabytes, whatever the shape.
    package static let largestSize = 1000
    /// The most atoms, times the anchors and word boundaries among them, when the pattern has
    /// any besides a leading `^` and a trailing `$` (which the whole-value match makes redundant
    /// and which are left out): each one multiplies the library's work by the atoms after it.
    package static let largestSizeWithAnchors = 100
    /// The most the written-out size times the value's length in characters (code points) may
    /// be for the value to be checked: about 0.1 s of the C library's matching at worst.
    package static let largestCheck = 100_000
    /// The same when the value has a character beyond ASCII, which the C library matches a
    /// hundred to a thousand times more slowly: about 0.25 s at worst.
    package static let largestCheckBeyondASCII = 10_000

    /// Why a pattern is refused.
    package enum Problem: Error, Equatable, Sendable {
        /// Not an extended regular expression; the C library's words.
        case notARegularExpression(String)
        /// Larger than ``largestSize`` written out, or, with anchors, its size times their number
        /// larger than ``largestSizeWithAnchors``: that measure, and the limit it passes.
        case tooLarge(size: Int, limit: Int)
        /// A back-reference (`\1`): no part of POSIX extended expressions, and the C library's
        /// matcher takes exponential time with one.
        case backReference
        /// No UTF-8 locale to match characters with (neither C.UTF-8 nor another).
        case noUTF8Locale
        /// A `)` that closes no group, which would close the whole-value wrapper instead and leave
        /// the rest of the pattern unanchored (`a)|(b` matched `zzzb`).
        case unmatchedParenthesis
    }

    /// Why `pattern` cannot be a field's pattern; `nil` when it can.
    package static func problem(with pattern: String) -> Problem? {
        let shape = Shape(of: Array(pattern.utf8))
        if shape.hasBackReference { return .backReference }
        if shape.hasUnmatchedParenthesis { return .unmatchedParenthesis }
        let limit = shape.anchors == 0 ? largestSize : largestSizeWithAnchors
        let cost = Shape.product(shape.size, max(1, shape.anchors))
        if cost > limit { return .tooLarge(size: cost, limit: limit) }
        return withCompiled(shape.compiledText) { expression, code in
            guard let code else { return .noUTF8Locale }
            guard code != 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: 256)
            regerror(code, &expression, &buffer, buffer.count)
            return .notARegularExpression(
                String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// The most characters (code points) a value may hold for `pattern` to be matched against
    /// it: ``largestCheck``, or ``largestCheckBeyondASCII`` for a value with a character beyond
    /// ASCII, divided by the pattern's written-out size.
    package static func longestValue(for pattern: String, beyondASCII: Bool) -> Int {
        (beyondASCII ? largestCheckBeyondASCII : largestCheck) / max(1, Shape(of: Array(pattern.utf8)).size)
    }

    /// ``longestValue(for:beyondASCII:)`` when `value` is longer, and so too long to match against
    /// `pattern` in a moment; `nil` when it can be matched.
    package static func tooLongToCheck(_ value: String, pattern: String) -> Int? {
        let longest = longestValue(for: pattern, beyondASCII: value.utf8.contains { $0 >= 0x80 })
        return value.unicodeScalars.count > longest ? longest : nil
    }

    /// Whether the whole of `value` matches `pattern` (which ``problem(with:)`` has accepted);
    /// a value of more than one line never does. A value longer than ``tooLongToCheck(_:pattern:)``
    /// allows can take the C library minutes.
    package static func matches(_ value: String, pattern: String) -> Bool {
        guard !value.utf8.contains(newline) else { return false }
        return withCompiled(Shape(of: Array(pattern.utf8)).compiledText) { expression, code in
            guard code == 0 else { return false }
            // The newline the compiled text begins with; see `compiledText`.
            return regexec(&expression, "\n" + value, 0, nil, 0) == 0
        }
    }

    private static let newline = UInt8(ascii: "\n")

    /// Calls `body` with `text` compiled in a UTF-8 locale (its code, 0 when it compiled, `nil`
    /// when no UTF-8 locale could be had), with that locale in force for the thread, and the
    /// caller's back afterwards.
    private static func withCompiled<Result>(
        _ text: [UInt8], _ body: (inout regex_t, Int32?) -> Result
    ) -> Result {
        var expression = regex_t()
        guard let locale = utf8Locale() else { return body(&expression, nil) }
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        let code = (text + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                regcomp(&expression, $0.baseAddress!, REG_EXTENDED | REG_NOSUB | REG_NEWLINE)
            }
        }
        defer { if code == 0 { regfree(&expression) } }
        return body(&expression, code)
    }

    /// A UTF-8 locale for character classes and collation: C.UTF-8 where the C library has it
    /// (glibc 2.35 and later, musl), else the common names for one.
    private static func utf8Locale() -> locale_t? {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            if let locale = newlocale(LC_CTYPE_MASK | LC_COLLATE_MASK, name, nil) { return locale }
        }
        return nil
    }
}

extension FieldPattern {
    /// What the C library will make of a pattern, read as far as its cost needs: the size
    /// written out, the anchors and word boundaries in it, whether it refers back, and the text
    /// to compile.
    ///
    /// Tolerant: what it cannot read it counts as a plain character, and the library then
    /// refuses the pattern in its own words.
    struct Shape {
        /// Atoms once every `{m,n}` is written out `n` times (`{m,}` as `m + 1`, `+` as 2).
        private(set) var size = 0
        /// Anchors and word boundaries once written out, not counting the redundant ones.
        private(set) var anchors = 0
        /// Whether the pattern holds `\1` … `\9`.
        private(set) var hasBackReference = false
        /// Whether a `)` outside a bracket closes no group.
        private(set) var hasUnmatchedParenthesis = false
        /// The pattern for `regcomp`, anchored to the whole value: `\n(PATTERN)$`, compiled with
        /// `REG_NEWLINE` and matched against a newline and the value, so the search starts only
        /// at the newline (the value has none) without a `^`, behind which a pattern that can
        /// match nothing costs the library the cube of its size; the pattern's own `^` still
        /// matches after the newline. A `^` that begins a top-level alternative and a `$` that
        /// ends one are left out, as redundant, for the same reason.
        private(set) var compiledText: [UInt8] = []

        private let bytes: [UInt8]
        private var position = 0
        /// Byte positions of the redundant anchors.
        private var redundant: [Int] = []

        init(of bytes: [UInt8]) {
            self.bytes = bytes
            (size, anchors) = readAlternatives(topLevel: true)
            var text = Array("\n(".utf8)
            for (index, byte) in bytes.enumerated() where !redundant.contains(index) { text.append(byte) }
            compiledText = text + Array(")$".utf8)
        }

        /// Branches separated by `|`, up to a `)` or the end: their sizes and anchors added.
        private mutating func readAlternatives(topLevel: Bool) -> (Int, Int) {
            var total = (size: 0, anchors: 0)
            while true {
                let branch = readBranch(topLevel: topLevel)
                total = (Self.sum(total.size, branch.0), Self.sum(total.anchors, branch.1))
                guard position < bytes.count, bytes[position] == UInt8(ascii: "|") else { return total }
                position += 1
            }
        }

        /// Pieces up to a `|`, a `)` (not at the top level) or the end.
        private mutating func readBranch(topLevel: Bool) -> (Int, Int) {
            var total = (size: 0, anchors: 0)
            var isFirst = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "|") || (byte == UInt8(ascii: ")") && !topLevel) { break }
                if byte == UInt8(ascii: ")") { hasUnmatchedParenthesis = true }
                let start = position
                var piece = readAtom()
                let hasRepeat = position < bytes.count && Self.repeatMarks.contains(bytes[position])
                piece = readRepeats(of: piece)
                if topLevel, !hasRepeat, Self.isRedundantAnchor(bytes[start], first: isFirst, atEnd: atBranchEnd) {
                    redundant.append(start)
                    piece = (0, 0)
                }
                total = (Self.sum(total.size, piece.0), Self.sum(total.anchors, piece.1))
                isFirst = false
            }
            return total
        }

        /// Whether the branch ends here.
        private var atBranchEnd: Bool { position == bytes.count || bytes[position] == UInt8(ascii: "|") }

        private static func isRedundantAnchor(_ byte: UInt8, first: Bool, atEnd: Bool) -> Bool {
            (byte == UInt8(ascii: "^") && first) || (byte == UInt8(ascii: "$") && atEnd)
        }

        private static let repeatMarks = Array("*+?{".utf8)

        /// One atom: a group, a bracket expression, an escape, an anchor or a character.
        private mutating func readAtom() -> (Int, Int) {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                let inner = readAlternatives(topLevel: false)
                if position < bytes.count { position += 1 }
                return inner
            case UInt8(ascii: "["):
                skipBracket()
                return (1, 0)
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                return (1, 1)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return (1, 0) }
                let escaped = bytes[position]
                position += 1
                if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(escaped) { hasBackReference = true }
                return (1, Self.boundaryEscapes.contains(escaped) ? 1 : 0)
            default:
                // A character of several bytes is one atom: a repeat after it takes all of them.
                while byte >= 0xC0, position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
                return (1, 0)
            }
        }

        /// GNU's word boundaries and buffer anchors: `\b \B \< \> \` \'`.
        private static let boundaryEscapes = Array("bB<>`'".utf8)

        /// Past a bracket expression: `]` right after `[` or `[^` is a member, and `[:`, `[=`,
        /// `[.` open a class, an equivalence class or a collating element that a `]` ends only
        /// after its own closing mark.
        private mutating func skipBracket() {
            if position < bytes.count, bytes[position] == UInt8(ascii: "^") { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1 }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "]") { return }
                guard byte == UInt8(ascii: "["), position < bytes.count,
                    let mark = Array(":=.".utf8).first(where: { $0 == bytes[position] })
                else { continue }
                position += 1
                while position + 1 < bytes.count, !(bytes[position] == mark && bytes[position + 1] == UInt8(ascii: "]"))
                {
                    position += 1
                }
                position = min(bytes.count, position + 2)
            }
        }

        /// `piece` under each `*`, `+`, `?` and `{m,n}` that follows it.
        private mutating func readRepeats(of piece: (Int, Int)) -> (Int, Int) {
            var piece = piece
            while position < bytes.count {
                let copies: Int
                switch bytes[position] {
                case UInt8(ascii: "*"), UInt8(ascii: "?"):
                    copies = 1
                    position += 1
                case UInt8(ascii: "+"):
                    copies = 2
                    position += 1
                case UInt8(ascii: "{"):
                    guard let bound = readBound() else { return piece }
                    copies = bound
                default:
                    return piece
                }
                piece = (Self.product(piece.0, copies), Self.product(piece.1, copies))
            }
            return piece
        }

        /// The copies a `{m}`, `{m,}`, `{m,n}` or `{,n}` at the position writes out (`n`, or `m + 1`),
        /// reading past it; `nil`, reading nothing, when the brace begins no bound.
        private mutating func readBound() -> Int? {
            var index = position + 1
            func number() -> Int? {
                var value: Int?
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    value = FieldPattern.Shape.sum(
                        FieldPattern.Shape.product(value ?? 0, 10), Int(bytes[index] - UInt8(ascii: "0")))
                    index += 1
                }
                return value
            }
            let low = number()
            let copies: Int
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                // GNU reads `{,n}` as `{0,n}`.
                index += 1
                copies = number() ?? Self.sum(low ?? 0, 1)
            } else {
                guard let low else { return nil }
                copies = low
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
            position = index + 1
            return max(copies, 1)
        }

        /// Sums and products held below overflow: a size past any limit is all that matters.
        private static func sum(_ left: Int, _ right: Int) -> Int { min(left + right, Int.max >> 2) }

        static func product(_ left: Int, _ right: Int) -> Int {
            let (value, overflow) = left.multipliedReportingOverflow(by: right)
            return overflow ? Int.max >> 2 : min(value, Int.max >> 2)
        }
    }
}
