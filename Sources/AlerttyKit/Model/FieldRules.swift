/// What a field's value must be for the alert to take it (`--min-length`, `--integer`,
/// `--pattern`, `--validate`); checked when a button other than cancel is chosen, on a value
/// given in advance, and in plain mode. An empty value that is not required is not checked.
public struct FieldRules: Equatable, Sendable {
    /// The fewest characters (as a person counts them).
    public var minimumLength: Int?
    /// Whether the value must be a whole number, within ``minimum`` and ``maximum`` when given.
    public var isInteger = false
    public var minimum: Int?
    public var maximum: Int?
    /// A POSIX extended regular expression the whole value must match (see ``FieldPattern``).
    public var pattern: String?
    /// A shell command that reads the value on its standard input and accepts it by exiting 0;
    /// run by the presenter, not here (the core makes no system calls).
    public var validateCommand: String?
    /// Said instead of the built-in message when a rule is broken (`--error-message`).
    public var errorMessage: String?

    /// No rules.
    public init() {}

    /// Whether any rule is set.
    package var isEmpty: Bool {
        minimumLength == nil && !isInteger && pattern == nil && validateCommand == nil
    }

    /// Who reads what is wrong with a value.
    package enum Reader: Sendable {
        /// The person at the alert, who cannot be expected to read a regular expression.
        case person
        /// A script's author reading standard error: a `--pattern` broken is named as written.
        case script
    }

    /// What is wrong with `value` by the rules the core checks itself (all but
    /// ``validateCommand``), in words for `reader`: for the person, in `words`; for a script's
    /// author, in English. `nil` when it passes.
    package func problem(with value: String, for reader: Reader = .person, words: Words = .english) -> String? {
        guard !value.isEmpty else { return nil }
        let words = reader == .script ? .english : words
        var broken: String?
        if let minimumLength, value.count < minimumLength {
            broken = lengthWords(words)
        } else if isInteger, !Self.isWholeNumber(value, minimum: minimum, maximum: maximum) {
            broken = integerWords(words)
        } else if let pattern, let longest = FieldPattern.tooLongToCheck(value, pattern: pattern) {
            broken = Self.tooLongWords(longest, words)
        } else if let pattern, !FieldPattern.matches(value, pattern: pattern) {
            broken = reader == .script ? "must match \(pattern)" : Self.patternWords(pattern, words)
        }
        return broken.map { errorMessage ?? $0 }
    }

    /// Every message the rules the core checks can give in `words`: what the box must be wide
    /// enough for.
    package func messages(in words: Words = .english) -> [String] {
        if let errorMessage { return [errorMessage] }
        return [
            minimumLength == nil ? nil : lengthWords(words), isInteger ? integerWords(words) : nil,
            pattern.map { Self.patternWords($0, words) },
        ].compactMap { $0 }
            + (pattern.map { pattern in
                [false, true].map {
                    Self.tooLongWords(FieldPattern.longestValue(for: pattern, beyondASCII: $0), words)
                }
            } ?? [])
    }

    /// "at most 10 characters", for a value too long to match against the pattern in a moment;
    /// short, since every field with a pattern has room for it: within the narrowest field, so
    /// the box is no wider for it.
    private static func tooLongWords(_ longest: Int, _ words: Words) -> String {
        longest == 1 ? words(.atMostOneCharacter) : words(.atMostCharacters, String(longest))
    }

    /// A broken `--pattern` in words a person reads: the characters it takes when it is one
    /// bracket expression repeated (`[a-z0-9-]+`: "may hold only lowercase letters, digits and
    /// -"), else that the value is not in the field's form. Any other shape is left undescribed:
    /// words for a whole regular expression would be a second language to get wrong.
    private static func patternWords(_ pattern: String, _ words: Words) -> String {
        characterWords(pattern, words).map { words(.mayHoldOnly, $0) } ?? words(.notInForm)
    }

    /// "lowercase letters, digits and -" for `[a-z0-9-]+` or `[a-z0-9-]*`, possibly anchored;
    /// `nil` for any other shape, or a bracket with anything but ranges, classes and visible characters.
    private static func characterWords(_ pattern: String, _ words: Words) -> String? {
        var body = Substring(pattern)
        if body.hasPrefix("^") { body.removeFirst() }
        if body.hasSuffix("$") { body.removeLast() }
        guard body.hasPrefix("["), body.last == "+" || body.last == "*" else { return nil }
        body = body.dropFirst().dropLast()
        guard body.last == "]", !body.hasPrefix("^"), !body.hasPrefix("]") else { return nil }
        body.removeLast()
        let (lower, upper, letters, digits) = (
            words(.lowercaseLetters), words(.capitalLetters), words(.letters), words(.digits)
        )
        let classes: [(String, [String])] = [
            ("[:lower:]", [lower]), ("[:upper:]", [upper]), ("[:alpha:]", [letters]), ("[:digit:]", [digits]),
            ("[:alnum:]", [letters, digits]), ("a-z", [lower]), ("A-Z", [upper]), ("0-9", [digits]),
        ]
        var said: [String] = []
        while let next = body.first {
            if let (written, sets) = classes.first(where: { body.hasPrefix($0.0) }) {
                body.removeFirst(written.count)
                said += sets
            } else if next.isASCII, !next.isLetter, !next.isNumber, next != "[", next != "\\",
                next.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
            {
                // One punctuation character, itself; a range of them, or a letter, is left to the
                // plain words, as is a space or a control character a person cannot see.
                body.removeFirst()
                guard body.first != "-" || body.count == 1 else { return nil }
                said.append(String(next))
            } else {
                return nil
            }
        }
        guard let last = said.popLast() else { return nil }
        return said.isEmpty ? last : words(.listAnd, said.joined(separator: ", "), last)
    }

    /// "must be at least 8 characters".
    private func lengthWords(_ words: Words) -> String {
        let length = minimumLength ?? 0
        return length == 1 ? words(.atLeastOneCharacter) : words(.atLeastCharacters, String(length))
    }

    /// "must be a whole number from 1 to 65535", and the like.
    private func integerWords(_ words: Words) -> String {
        switch (minimum, maximum) {
        case (let low?, let high?): words(.wholeNumberFromTo, String(low), String(high))
        case (let low?, nil): words(.wholeNumberAtLeast, String(low))
        case (nil, let high?): words(.wholeNumberAtMost, String(high))
        case (nil, nil): words(.wholeNumber)
        }
    }

    /// `value` as the answer gives it: a whole number in canonical decimal when the field is
    /// ``isInteger`` (`007` is 7, `-0` is 0), since a shell's `$((x))` reads `010` as octal;
    /// anything else as typed.
    package func answerValue(_ value: String) -> String {
        guard isInteger, let number = Self.wholeNumber(value) else { return value }
        return String(number)
    }

    /// Digits, with a minus sign before them or not, within the bounds.
    private static func isWholeNumber(_ text: String, minimum: Int?, maximum: Int?) -> Bool {
        guard let number = wholeNumber(text) else { return false }
        return number >= (minimum ?? .min) && number <= (maximum ?? .max)
    }

    /// The number `text` writes in digits, with a minus sign before them or not (a plus sign is
    /// not a person's way to write one).
    private static func wholeNumber(_ text: String) -> Int? {
        text.first == "+" ? nil : Int(text)
    }
}
