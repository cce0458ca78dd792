/// alertty's own theme file (`--theme PATH`, `ALERTTY_THEME=PATH`): one `part = value` a line,
/// naming the parts a built-in ``Theme`` has, on top of a built-in theme.
///
/// ```
/// # my theme
/// base = dark          # start from a built-in theme (default unless given)
/// accent = #0a84ff     # a colour as --accent takes it, or none for the terminal's own
/// dim-backdrop = no
/// ```
///
/// Kept in its own file: it is read only when a path is given, and code in a file is mapped
/// whole when any of it runs.
package enum ThemeFile {
    /// The largest theme file read, in bytes: a theme is a dozen lines, and `/dev/zero` is no theme.
    package static let largest = 64 << 10

    /// What a line can set.
    package enum Part: String, CaseIterable, Sendable {
        case base, accent, destructive, border, code
        case dimBackdrop = "dim-backdrop"
        case boldMessage = "bold-message"
        case iconColors = "icon-colors"

    }

    /// The theme `bytes` describe, or the first line's problem.
    package static func parse(_ bytes: [UInt8]) throws(ThemeFileProblem) -> Theme {
        var settings: [(part: Part, value: Substring, line: Int)] = []
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = try text(of: rawLine, at: lineNumber)
            guard let setting = try setting(in: line, at: lineNumber) else { continue }
            if let earlier = settings.first(where: { $0.part == setting.part }) {
                throw ThemeFileProblem(line: lineNumber, .repeated(setting.part, firstLine: earlier.line))
            }
            settings.append((setting.part, setting.value, lineNumber))
        }
        // The base first wherever it is written: the other lines change it.
        var theme = Theme.named(.standard)
        if let base = settings.first(where: { $0.part == .base }) {
            guard let name = Theme.Name(rawValue: String(base.value)) else {
                throw ThemeFileProblem(line: base.line, .notATheme(String(base.value)))
            }
            theme = Theme.named(name)
        }
        for setting in settings {
            try apply(setting.value, to: setting.part, of: &theme, at: setting.line)
        }
        return theme
    }

    /// A line's text, without the CR of a file written on Windows; a line that is not UTF-8 or
    /// holds a control character (an escape sequence's ESC) is no theme's.
    private static func text(of bytes: ArraySlice<UInt8>, at line: Int) throws(ThemeFileProblem) -> String {
        let trimmed = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        guard let text = String(validating: trimmed, as: UTF8.self) else {
            throw ThemeFileProblem(line: line, .notUTF8)
        }
        if let control = text.unicodeScalars.first(where: {
            ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }) {
            throw ThemeFileProblem(line: line, .controlCharacter(control))
        }
        return text
    }

    /// The part and value `line` sets; `nil` for a blank line or a comment.
    private static func setting(in line: String, at number: Int) throws(ThemeFileProblem) -> (
        part: Part, value: Substring
    )? {
        let content = line.drop(while: \.isWhitespace)
        guard let first = content.first, first != "#" else { return nil }
        guard let equals = content.firstIndex(of: "=") else {
            throw ThemeFileProblem(line: number, .notASetting(String(content)))
        }
        let name = String(content[..<equals]).trimmingWhitespace
        guard let part = Part(rawValue: name) else { throw ThemeFileProblem(line: number, .notAPart(name)) }
        // One word, then nothing but a comment: `#` starts a comment only after the value,
        // where it cannot be a colour's.
        let afterEquals = content[content.index(after: equals)...].drop(while: \.isWhitespace)
        let value = afterEquals.prefix { !$0.isWhitespace }
        let rest = afterEquals[value.endIndex...].drop(while: \.isWhitespace)
        guard !value.isEmpty else { throw ThemeFileProblem(line: number, .missingValue(part)) }
        guard rest.isEmpty || rest.first == "#" else {
            throw ThemeFileProblem(line: number, .moreThanOneValue(part))
        }
        return (part, value)
    }

    /// Sets `part` of `theme` to `value`.
    private static func apply(
        _ value: Substring, to part: Part, of theme: inout Theme, at line: Int
    ) throws(ThemeFileProblem) {
        func color() throws(ThemeFileProblem) -> TerminalColor? {
            if value == "none" { return nil }
            guard let color = TerminalColor.parse(String(value)) else {
                throw ThemeFileProblem(line: line, .notAColor(part, String(value)))
            }
            return color
        }
        func yesOrNo() throws(ThemeFileProblem) -> Bool {
            switch value {
            case "yes": return true
            case "no": return false
            default: throw ThemeFileProblem(line: line, .notYesOrNo(part, String(value)))
            }
        }
        switch part {
        case .base: break
        case .accent: theme.accent = try color()
        case .destructive: theme.destructive = try color()
        case .border: theme.border = try color()
        case .code: theme.code = try color()
        case .dimBackdrop: theme.dimsBackdrop = try yesOrNo()
        case .boldMessage: theme.boldMessage = try yesOrNo()
        case .iconColors: theme.coloursIcons = try yesOrNo()
        }
    }

    /// The built-in themes' names, for the messages that list them.
    package static var themeNames: String { Theme.Name.allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Why a theme file is no theme: the line, and what is wrong with it, in words that say the fix.
package struct ThemeFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with a line.
    package enum Kind: Equatable, Sendable {
        case notUTF8
        case controlCharacter(Unicode.Scalar)
        case notASetting(String)
        case notAPart(String)
        case missingValue(ThemeFile.Part)
        case moreThanOneValue(ThemeFile.Part)
        case repeated(ThemeFile.Part, firstLine: Int)
        case notATheme(String)
        case notAColor(ThemeFile.Part, String)
        case notYesOrNo(ThemeFile.Part, String)
    }

    /// The line, counted from 1.
    package let line: Int
    /// What is wrong with it.
    package let kind: Kind

    /// The problem on `line`.
    package init(line: Int, _ kind: Kind) {
        self.line = line
        self.kind = kind
    }

    /// `line 3: 'acent' is not a part; the parts are …`, or `line 3 is not UTF-8; …`: the file's
    /// name goes before it.
    package var description: String {
        let parts = ThemeFile.Part.allCases.map(\.rawValue).joined(separator: ", ")
        let reason =
            switch kind {
            case .notUTF8: "is not UTF-8; save the file as UTF-8 text"
            case .controlCharacter(let scalar):
                "holds a control character (U+\(String(scalar.value, radix: 16, uppercase: true))); "
                    + "a theme file is plain text"
            case .notASetting(let text): "\(Self.quoted(text)) is not 'part = value'; the parts are \(parts)"
            case .notAPart(let name): "\(Self.quoted(name)) is not a part; the parts are \(parts)"
            case .missingValue(let part): "\(part.rawValue) has no value after '='"
            case .moreThanOneValue(let part):
                "\(part.rawValue) has more than one value; give one, and start a comment with #"
            case .repeated(let part, let first):
                "\(part.rawValue) is set on line \(first) too; keep one"
            case .notATheme(let value):
                "base \(Self.quoted(value)) is not a built-in theme; use one of: \(ThemeFile.themeNames)"
            case .notAColor(let part, let value):
                "\(part.rawValue) \(Self.quoted(value)) is not a colour; give a name (red, bright-blue), 0-255, "
                    + "#rrggbb or none"
            case .notYesOrNo(let part, let value): "\(part.rawValue) \(Self.quoted(value)) is neither yes nor no"
            }
        // The line itself is what is wrong with the first two: `line 3 is not UTF-8`.
        switch kind {
        case .notUTF8, .controlCharacter: return "line \(line) \(reason)"
        default: return "line \(line): \(reason)"
        }
    }

    /// The file's own text as a message repeats it: on one line, cut short.
    private static func quoted(_ text: String) -> String {
        "'" + TextLayout.truncate(Sanitizer.displayable(text, keepNewlines: false), to: 40) + "'"
    }
}

extension StringProtocol {
    /// The text without the whitespace at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
