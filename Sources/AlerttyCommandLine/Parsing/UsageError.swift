import AlerttyKit

/// A mistake on the command line, carrying the one-line message shown to the user.
///
/// The message names the problem and the fix; the CLI prefixes `alertty: `,
/// adds `Try 'alertty --help'.` and exits with ``ExitStatus/usage``.
public struct UsageError: Error, Equatable, Sendable {
    /// The problem and its fix, in one line, without the program name.
    public let message: String
    /// The exit status: ``ExitStatus/usage``, or ``ExitStatus/noTerminal`` for an answer a
    /// run without a person lacks (``unanswered(_:)``).
    package private(set) var status = ExitStatus.usage
    /// Whether `Try 'alertty --help'.` follows the message: not where the fix is in a file.
    package private(set) var pointsToHelp = true

    /// Creates an error with its one-line message; a control character in it (from echoed
    /// user text) is shown visibly, so the message stays one line whatever was typed.
    public init(_ message: String) { self.message = Sanitizer.displayable(message, keepNewlines: false) }

    /// An answer the answers file should hold and does not (an alert's entry, a secret's value):
    /// the run fails closed, as with no terminal (69), and no pointer to --help follows.
    package static func unanswered(_ message: String) -> UsageError {
        var error = UsageError(message)
        error.status = ExitStatus.noTerminal
        return error
    }

    /// A file's mistake (a theme file's line): a usage error (64) in one line, since --help
    /// cannot fix a file.
    package static func inFile(_ message: String) -> UsageError {
        var error = UsageError(message)
        error.pointsToHelp = false
        return error
    }

    /// An input file that cannot be opened (`--choices-from`): exit 66, as sysexits' `EX_NOINPUT`.
    package static func noInput(_ message: String) -> UsageError {
        var error = UsageError(message)
        error.status = ExitStatus.noInput
        return error
    }

    /// The longest piece of user text an error message repeats, in columns.
    static let quotedWidth = 40

    /// User text as an error message repeats it: in quotes, on one line, and cut short with `…`
    /// so a 100 000-character label does not make a 100 000-character error.
    package static func quoted(_ text: String) -> String { "'" + shown(text) + "'" }

    /// User text as ``quoted(_:)`` repeats it, without the quotes: words to type again.
    static func shown(_ text: String) -> String {
        TextLayout.truncate(Sanitizer.displayable(text, keepNewlines: false), to: quotedWidth)
    }
}

extension UsageError {
    /// The command line's words for a configuration's broken rule: the option and the fix.
    public init(_ problem: AlertConfiguration.Problem) {
        switch problem {
        case .tooManyButtons(let count):
            self.init("too many buttons (\(count)); an alert has at most \(AlertConfiguration.maximumButtonCount)")
        case .emptyLabel(let part):
            self.init("\(Self.option(part)) needs a non-empty label, e.g. \(Self.example(part))")
        case .labelWithLineBreak(let part, let label):
            self.init(
                "\(Self.option(part)) label \(Self.quoted(label)) contains a line break; "
                    + "a label is one line, since it is printed as one line of the answer")
        case .repeatedLabel(let part, let label):
            let (things, fix, why) =
                switch part {
                case .button: ("buttons", "give each button its own label", "since the label is the answer printed")
                case .inputField, .secureField:
                    ("fields", "give each field its own label", "since --json names values by label")
                case .choice, .detail:
                    ("items", "give each --choice its own label", "since the label is the answer printed")
                case .checkbox: ("checkboxes", "give each its own label", "since --json names them by label")
                case .textArea: ("text areas", "give each its own label", "since --json names values by label")
                case .date: ("dates or times", "give each its own label", "since --json names them by label")
                }
            self.init("two \(things) are labelled \(Self.quoted(label)); \(fix), \(why)")
        case .twoButtonsStyled(let style, let first, let second):
            self.init(
                "two buttons have --style \(style.rawValue) (\(Self.quoted(first)) and \(Self.quoted(second))); "
                    + "an alert has at most one \(style.rawValue) button")
        case .maximumLengthNotPositive(let field, let limit):
            self.init(
                "field \(Self.quoted(field)) has a --max-length of \(limit); give a positive number of characters")
        case .valueWithLineBreak(let field):
            self.init("--value for \(Self.quoted(field)) contains a line break; a field holds one line")
        case .valueWithControlCharacter(let field, let control):
            let hex = String(control.value, radix: 16, uppercase: true)
            self.init(
                "--value for \(Self.quoted(field)) contains the control character U+"
                    + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                    + "; a field holds only text that can be typed, so leave it out")
        case .placeholderNotOneLine(let field):
            self.init(
                "--placeholder for \(Self.quoted(field)) holds a line break or a control character; "
                    + "a placeholder is one line of text")
        case .valueTooLong(let field, let length, let limit):
            self.init(
                "--value for \(Self.quoted(field)) is \(length) characters but its --max-length is \(limit); "
                    + "shorten the value or raise the limit")
        case .emptyList:
            self.init("a list needs at least one item; add --choice LABEL")
        case .twoSelected(let first, let second):
            self.init(
                "two items are --selected (\(Self.quoted(first)) and \(Self.quoted(second))) "
                    + "in a list that takes one choice; select one, or add --multiple")
        case .choiceCountsWithoutMultiple:
            self.init(
                "--min-choices and --max-choices are for a list that takes several choices; "
                    + "add --multiple after a --choice")
        case .choiceCountOutOfRange(let count):
            self.init(
                "a list's --min-choices or --max-choices of \(count) is out of range; give 0 or more for --min-choices, 1 or more for --max-choices"
            )
        case .choiceCountsCrossed(let minimum, let maximum):
            self.init(
                "--max-choices \(maximum) is below --min-choices \(minimum); raise --max-choices or lower --min-choices"
            )
        case .minimumChoicesAboveItems(let minimum, let items):
            self.init(
                "--min-choices \(minimum) asks for more than the list's \(items) item\(items == 1 ? "" : "s"); "
                    + "lower it or add --choice")
        case .selectedAboveMaximumChoices(let selected, let maximum):
            self.init(
                "\(selected) items are --selected but --max-choices is \(maximum); select fewer or raise --max-choices")
        case .timeoutOutOfRange(let timeout):
            self.init(
                "a timeout of \(timeout) seconds is out of range; give more than 0 and at most "
                    + "\(Int(AlertConfiguration.longestTimeout)) (a year)")
        }
    }

    /// The command line's words for a `--pattern` that is refused, with the fix.
    package init(_ problem: FieldPattern.Problem, pattern: String) {
        let given = "--pattern \(Self.quoted(pattern))"
        switch problem {
        case .notARegularExpression(let words):
            self.init(
                "invalid \(given) (\(words)); give a POSIX extended regular expression, e.g. --pattern '[a-z][a-z0-9-]*'"
            )
        case .tooLarge(let size, let limit):
            let measure =
                limit == FieldPattern.largestSize
                ? "its {m,n} written out n times make \(size) characters and brackets"
                : "its {m,n} written out n times, times its inner anchors and word boundaries, make \(size)"
            self.init(
                "\(given) is too large: \(measure), and alertty takes at most \(limit); "
                    + "use + or * for a long run and --max-length for its length, e.g. --pattern '[a-z]+' --max-length 500"
            )
        case .backReference:
            self.init(
                "\(given) refers back to a group (\\1 to \\9), which extended regular expressions do not and which "
                    + "can take the C library minutes to match; leave it out, or check the value with --validate")
        case .unmatchedParenthesis:
            self.init(
                "\(given) has a ) that closes no group, which would leave the rest unanchored; "
                    + "write \\) or [)] for the character, e.g. --pattern '[(][0-9]+\\)'")
        case .noUTF8Locale:
            self.init(
                "\(given) needs a UTF-8 locale (C.UTF-8) to match characters, and this system has none; install one "
                    + "(glibc's C.UTF-8), or check the value with --validate")
        }
    }

    private static func option(_ part: AlertConfiguration.Labelled) -> String {
        switch part {
        case .button: "--button"
        case .inputField: "--input"
        case .secureField: "--secure"
        case .choice: "--choice"
        case .detail: "--detail"
        case .checkbox: "--checkbox"
        case .textArea: "--text-area"
        case .date: "--date"
        }
    }

    private static func example(_ part: AlertConfiguration.Labelled) -> String {
        switch part {
        case .button: "--button OK"
        case .inputField: "--input Name"
        case .secureField: "--secure Name"
        case .choice: "--choice English"
        case .detail: "--detail English"
        case .checkbox: "--checkbox \"Don't ask again\""
        case .textArea: "--text-area Notes"
        case .date: "--date Start"
        }
    }
}
