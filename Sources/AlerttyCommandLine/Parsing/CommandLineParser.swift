import AlerttyKit

/// What the command line asks alertty to do.
package enum Command: Equatable, Sendable {
    /// Print the help text and exit 0.
    case showHelp
    /// Print the version and exit 0.
    case showVersion
    /// Show an alert.
    case showAlert(AlertRequest)
    /// `--check-answers FILE -- ID...`: whether the answers file answers exactly these alerts.
    case checkAnswers(file: String, ids: [String])
    /// Print the man page source (hidden: keeps man/alertty.1 generated from the option table).
    case generateManPage
    /// Print a shell completion script (hidden: keeps completions/ generated from the option table).
    case generateCompletion(Shell)
}

/// An alert to show, plus what the CLI must still fetch before showing it.
package struct AlertRequest: Equatable, Sendable {
    /// The alert as far as the arguments describe it.
    package var configuration: AlertConfiguration
    /// `--message -`: the CLI reads the message from standard input.
    package var readsMessageFromStandardInput: Bool
    /// `--answer LABEL`: the button to choose without showing the alert (see ``PresetAnswer``).
    package var answer: String? = nil
    /// `--quiet`: nothing on standard output, and no notices on standard error.
    package var quiet = false
    /// `--answers FILE`: the file (`-`: standard input) holding the whole answer as JSON.
    package var answersFile: String? = nil
    /// `--log FILE`: the audit log to append a line to.
    package var logFile: String? = nil
    /// `--progress` or `--run`: the work a progress alert follows; `nil` for other alerts.
    package var work: WorkRequest? = nil
    /// `--id NAME`, if given (else `ALERTTY_ID`, else one made from the title: ``AlertID``).
    package var id: String? = nil
    /// `--ask-again`: asked even while the same alert is asked on the terminal (``SharedAnswer``).
    package var asksAgain = false
    /// `--describe`: print the questions as JSON instead of asking them.
    package var describes = false
    /// `--json` or `--shell`: how the answer is written to stdout.
    package var answerFormat = AnswerFormat.lines
    /// `--choices-from FILE|-`: where the list's items are read from (`-`: standard input);
    /// empty without it.
    package var choicesFrom = ""
    /// `--theme FILE`: the theme file to read (``ThemeFile``), when `--theme` names no built-in theme.
    package var themeFile: String? = nil

    /// A request for `configuration`; by default no answer is given in advance, nothing is
    /// quiet and nothing logged but what the environment asks.
    package init(
        configuration: AlertConfiguration, readsMessageFromStandardInput: Bool, answer: String? = nil,
        quiet: Bool = false, answersFile: String? = nil, logFile: String? = nil, work: WorkRequest? = nil
    ) {
        self.work = work
        self.configuration = configuration
        self.readsMessageFromStandardInput = readsMessageFromStandardInput
        self.answer = answer
        self.quiet = quiet
        self.answersFile = answersFile
        self.logFile = logFile
    }
}

/// The work a progress alert follows, as the command line gives it.
package struct WorkRequest: Equatable, Sendable {
    /// Where the news comes from.
    package enum Source: Equatable, Sendable {
        /// `--progress`: progress lines on standard input.
        case standardInput
        /// `--run -- COMMAND ARGS…`.
        case command([String])
    }

    /// When and where the command's output is printed after it ends (`--show-output`).
    package enum ShowOutput: Equatable, Sendable {
        /// `--show-output=never`: not at all.
        case never
        /// `--show-output`: all of it, on standard output.
        case always
        /// `--show-output=failure`: all of it, on standard output, when the run failed.
        case onFailure
        /// Without the option: its last lines (``OutputTail``), on standard error, when the
        /// command failed, so the reason is seen.
        case tailOnFailure

        /// Whether all of it is kept and printed on standard output.
        package var printsWhole: Bool { self == .always || self == .onFailure }
    }

    package var source: Source
    /// `--progress-lines`: the command's progress lines move a bar.
    package var progressLines = false
    package var showOutput = ShowOutput.tailOnFailure
    /// `--kill-after SECONDS`: from SIGTERM to SIGKILL.
    package var killAfter = 5.0
}

/// Turns arguments into a ``Command`` or a ``UsageError``; no I/O.
///
/// Values follow their option as the next argument or after `=`
/// (`--title=Hi`, `-tHi`). An option name in the value position is taken as a
/// forgotten value rather than silently swallowed; `--title=--x` passes it on purpose.
/// Each option's row in ``OptionTable`` says what it does; what the options say of each other
/// is checked once they are all read (``CommandDraft/request()``).
package enum CommandLineParser {
    /// Parses the arguments after the program name.
    ///
    /// - Parameter notUTF8: the positions of arguments that were not valid UTF-8 (and so were
    ///   repaired with U+FFFD on the way in). A label or `--answer` there is refused: labels are
    ///   matched and printed byte for byte, and two different invalid labels would otherwise
    ///   become the same text.
    package static func parse(_ arguments: [String], notUTF8: [Int] = []) throws(UsageError) -> Command {
        do throws(CommandLineProblem) {
            var draft = CommandDraft(arguments: ArgumentReader(arguments, notUTF8: notUTF8))
            // The long name of the option just read when it took no value: a stray word after
            // one that may take a value is most likely that value, given without its `=`. A
            // name, not its optional row: an optional of that type is built at run time, before
            // the first frame (start-up rule 2).
            var tookNoValue = ""
            while let argument = draft.arguments.next() {
                guard !draft.arguments.optionsEnded, argument != "-", argument.startsWithBytes(of: "-") else {
                    throw stray(argument, after: tookNoValue, in: draft)
                }
                if argument == "--" {
                    // After --run, the command; otherwise the end of the options.
                    guard draft.runs else {
                        draft.arguments.optionsEnded = true
                        continue
                    }
                    draft.command = draft.arguments.takeRest()
                    break
                }
                let (option, attached) = try recognise(argument)
                let read = draft.arguments.consumed
                let value = try draft.arguments.value(for: option, attached: attached)
                tookNoValue = attached == nil && draft.arguments.consumed == read ? option.long : ""
                try option.apply(&draft, value)
                if let finished = draft.finished { return finished }
            }
            return .showAlert(try draft.request())
        } catch {
            throw UsageError(error)
        }
    }

    /// Text where an option was expected, after the option named `previous` (which took no
    /// value): that option's value without its `=`, `--run`'s command without its `--`, or text.
    private static func stray(
        _ argument: String, after previous: String, in draft: CommandDraft
    ) -> CommandLineProblem {
        if let optional = OptionTable.spec(long: previous)?.optionalValue, !optional.noun.isEmpty {
            return .valueNotAttached(
                option: "--" + previous, noun: optional.noun, argument: argument, example: optional.example(argument))
        }
        if draft.runs, !draft.arguments.optionsEnded { return .commandWithoutDashes([argument] + draft.arguments.rest) }
        return .unexpectedArgument(argument)
    }

    /// Finds the option an argument names, and a value attached to it with `=` or after a short name.
    private static func recognise(_ argument: String) throws(CommandLineProblem) -> (OptionSpec, String?) {
        if argument.startsWithBytes(of: "--") {
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let spec = OptionTable.spec(long: name) else {
                throw .unknownOption("--" + name, suggestion: closestLongName(to: name))
            }
            return (spec, attached)
        }
        let body = argument.dropFirst()
        // `-title` is a common slip for `--title`; catch it before `-t` takes "itle" as its value.
        if body.count > 1, OptionTable.spec(long: body) != nil { throw .longNameAfterOneDash(argument) }
        guard let letter = body.first, let spec = OptionTable.all.first(where: { $0.short == letter }) else {
            throw .unknownOption(argument, suggestion: closestLongName(to: String(body)))
        }
        let rest = String(body.dropFirst())
        guard rest.isEmpty || spec.takesValue else { throw .shortFlagWithValue(letter) }
        return (spec, rest.isEmpty ? nil : rest)
    }

    /// The long name a typo most likely meant: an abbreviation of it, or at most two edits away
    /// (one for a name of three letters or fewer, which two edits turn into too many others:
    /// `--gen` is not `--run`).
    static func closestLongName(to name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let names = OptionTable.visible.map(\.long)
        if let completed = names.first(where: { $0.hasPrefix(name) }) { return completed }
        let scored = names.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= min(2, name.count - 1, name.count <= 3 ? 1 : 2) else {
            return nil
        }
        return best
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices.map({ $0 + 1 }) {
                let substitution = previous[j - 1] + (a[i] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
