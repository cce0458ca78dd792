/// A mistake on the command line, carrying the one-line message shown to the user.
///
/// The message names the problem and the fix; the CLI prefixes `alertty: `,
/// adds `Try 'alertty --help'.` and exits with ``ExitStatus/usage``.
public struct UsageError: Error, Equatable, Sendable {
    /// The problem and its fix, in one line, without the program name.
    public let message: String

    /// Creates an error with its one-line message.
    public init(_ message: String) { self.message = message }
}
