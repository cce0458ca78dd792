/// A mistake on the command line, carrying the one-line message shown to the user.
///
/// The message names the problem and the fix; the CLI prefixes `alertty: `,
/// adds `Try 'alertty --help'.` and exits with ``ExitStatus/usage``.
public struct UsageError: Error, Equatable, Sendable {
    /// The problem and its fix, in one line, without the program name.
    public let message: String

    /// Creates an error with its one-line message; a control character in it (from echoed
    /// user text) is shown visibly, so the message stays one line whatever was typed.
    public init(_ message: String) { self.message = Sanitizer.displayable(message, keepNewlines: false) }

    /// The longest piece of user text an error message repeats, in columns.
    static let quotedWidth = 40

    /// User text as an error message repeats it: in quotes, on one line, and cut short with `…`
    /// so a 100 000-character label does not make a 100 000-character error.
    package static func quoted(_ text: String) -> String {
        "'" + TextLayout.truncate(Sanitizer.displayable(text, keepNewlines: false), to: quotedWidth) + "'"
    }
}

extension String {
    /// Whether the text begins with `count` hyphens, compared byte for byte. `hasPrefix("-")`
    /// would also ask whether the prefix ends between two characters, through standard-library
    /// code nothing else in a yes/no runs: 64 KB more of the binary mapped at start-up.
    package func startsWithHyphens(_ count: Int) -> Bool {
        var remaining = count
        for byte in utf8 {
            guard remaining > 0 else { break }
            guard byte == UInt8(ascii: "-") else { return false }
            remaining -= 1
        }
        return remaining == 0
    }
}
