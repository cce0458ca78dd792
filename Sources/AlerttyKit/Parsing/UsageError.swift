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
