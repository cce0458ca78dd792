import AlerttyKit

/// A mistake ``CommandLineParser`` finds in the arguments, with the options and text involved.
///
/// Typed, as ``AlertConfiguration/Problem`` is: the parser says what went wrong, and
/// ``UsageError``'s initialiser below alone words it, so one place holds every message.
package enum CommandLineProblem: Error, Equatable, Sendable {
    // MARK: Reading the arguments

    /// Text where an option was expected.
    case unexpectedArgument(String)
    /// `--run make`: the command's words (from the first) without the `--` before them.
    case commandWithoutDashes([String])
    /// `--integer 1..9` read as `--integer` then a stray word: the option, what its value is
    /// called, the word, and the value as it should be written after `=`.
    case valueNotAttached(option: String, noun: String, argument: String, example: String)
    /// An option no row names, and the long name it most likely meant.
    case unknownOption(String, suggestion: String?)
    /// `-title`: a long name after one dash.
    case longNameAfterOneDash(String)
    /// `-qx`: a short flag with more letters after it.
    case shortFlagWithValue(Character)
    /// `--quiet=yes`: a flag given a value.
    case flagWithValue(option: String, value: String)
    /// The option's value is missing at the end; `valueName` is the placeholder help shows.
    case missingValue(option: String, valueName: String)
    /// The argument where the value should be names an option.
    case valueNamesAnOption(option: String, argument: String)
    /// A label-like value (its 1-based argument position) that was not valid UTF-8.
    case valueNotUTF8(option: String, position: Int)
    /// A word outside the option's fixed set, which the message lists.
    case unknownWord(noun: String, value: String, option: String, words: [String])
    /// `--compat` after other arguments.
    case compatNotFirst
    /// `--check-answers` not alone, or without `-- ID...`.
    case checkAnswersNotAlone

    // MARK: Buttons

    /// `--style` before any `--button`.
    case styleWithoutButton
    /// A second `--style` for the same button, which already has `style`.
    case styleRepeated(button: String, style: ButtonStyle)

    // MARK: Fields

    /// A field's modifier before any field; `usage` is the modifier as the example writes it
    /// (`--integer 1..65535`), after a field labelled `label`.
    case modifierWithoutField(option: String, usage: String, label: String)
    /// `--value` after a `--secure` field.
    case secretPreset(field: String)
    /// A second `--value` for the same field.
    case fieldValueRepeated(field: String)
    /// A second `option` (`--max-length`, a rule) for the same field.
    case repeatedForField(field: String, option: String)
    /// `--max-length` or `--min-length` that is not a positive whole number; `example` is a
    /// sensible one.
    case notALength(option: String, value: String, example: Int)
    /// `--integer`'s range that does not read as one.
    case invalidIntegerRange(String)
    /// `--validate` with no command.
    case validateWithoutCommand
    /// `--error-message` empty or over more than a line.
    case errorMessageNotOneLine(field: String)
    /// `--error-message` for a field without a rule to replace the message of.
    case errorMessageWithoutRule(field: String)

    // MARK: Lists and checkboxes

    /// A list's modifier (`--detail`, `--selected`, `--multiple`, `--min-choices`,
    /// `--max-choices`) before any `--choice`: written as `usage`, with the label of the
    /// `--choice` that comes next (or a made-up one) for the example; `wholeList` for one that
    /// applies to the list rather than an item.
    case modifierWithoutChoice(usage: String, choice: String, wholeList: Bool)
    /// `--min-choices` or `--max-choices` that is not a whole number (at least `least`).
    case notAChoiceCount(option: String, value: String, least: Int)
    /// `--min-choices` or `--max-choices` given twice.
    case choiceCountRepeated(option: String)
    /// A second `--detail` for the same item.
    case detailRepeated(choice: String)
    /// A second `--value` for the same item.
    case choiceValueRepeated(choice: String)
    /// An item's `--value` empty or over more than a line.
    case choiceValueNotOneLine(choice: String)
    /// Two items, `first` then `second`, that give the same answer.
    case sameAnswer(first: String, second: String, answer: String)
    /// A second `--choices-from`.
    case choicesFromRepeated
    /// `--choices-from` and `--choice` in one alert, which has one list.
    case choicesFromAndChoice
    /// `--choices-from ''`.
    case choicesFromWithoutFile
    /// `-0` or `--delimiter` (`option`) without `--choices-from`.
    case needsChoicesFrom(option: String)
    /// `--match` without a list to filter.
    case matchWithoutList
    /// `--delimiter=` with other than one character of ASCII.
    case invalidDelimiter(String)
    /// `--selected` or `--detail` (`option`) after `--choices-from`, whose items come later.
    case itemOptionWithChoicesFrom(option: String)
    /// More than one `--value` after `--choices-from` without `--multiple`.
    case choicesFromValuesWithoutMultiple
    /// `--choices-from -` with another reader of standard input.
    case choicesFromAndOtherReadStandardInput
    /// `--min`, `--max` or `--format` before any `--date` or `--time`.
    case modifierWithoutDate(option: String)
    /// A second `option` for the same date or time.
    case repeatedForDate(date: String, option: String)
    /// `--required` after a date or time, which always has a value.
    case requiredDate(date: String)
    /// A date's or time's `option` (`--value`, `--min`, `--max`, `--format`) that is wrong.
    case dateOption(date: String, option: String, DateTimeProblem)
    /// `--checked` before any `--checkbox`.
    case checkedWithoutCheckbox
    /// A second `--file` or `--directory`.
    case pickerRepeated
    /// `--file=` or `--directory=` with an empty label, or one over more than a line.
    case pickerLabelNotOneLine
    /// `--path` or `--extension` without the picker it applies to (`--extension`: a `--file`).
    case needsPicker(option: String)
    /// `--path ''`.
    case emptyPickerPath
    /// `--extension` empty or holding a `/`.
    case invalidExtension(String)

    // MARK: Progress

    /// `--show-output=` with a word other than `always`, `failure` or `never`.
    case invalidShowOutput(String)
    /// Both `--progress` and `--run`.
    case progressAndRun
    /// An option about a command run (`--progress-lines`, ...) without `--run`.
    case needsRun(option: String)
    /// `--run` with no command after `--`.
    case runWithoutCommand
    /// A progress alert with a field, a list or a checkbox.
    case progressAsks
    /// A progress alert with an answer given in advance.
    case progressAnswered
    /// `--progress` and `--message -`, both reading standard input.
    case progressAndMessageReadStandardInput
    /// A second `--pager` or `--follow`.
    case pagerRepeated
    /// `--pager ''` or `--follow ''`.
    case pagerWithoutFile(follows: Bool)
    /// `--follow -`.
    case followStandardInput
    /// `--pager -` with another reader of standard input (`--message -`, `--answers -`, `--progress`).
    case pagerAndOtherReadStandardInput

    // MARK: Behaviour

    /// Both `--json` and `--shell`.
    case jsonAndShell
    /// Both `--answer` and `--answers`.
    case answerAndAnswers
    /// `--answers -` and `--message -`, both reading standard input.
    case answersAndMessageReadStandardInput
    /// `--timeout-reset` without `--timeout`.
    case timeoutResetWithoutTimeout
    /// `--timeout-answer` without `--timeout`.
    case timeoutAnswerWithoutTimeout
    /// `--timeout-answer` in a progress alert.
    case timeoutAnswerWithProgress
    /// `--timeout-answer` naming no button; the buttons' labels.
    case timeoutAnswerMatchesNoButton(String, buttons: [String])
    /// Seconds (`--timeout`, `--kill-after`) that are not a plain positive number.
    case invalidSeconds(option: String, value: String)
    /// Seconds beyond ``AlertConfiguration/longestTimeout``.
    case tooManySeconds(option: String, value: String)

    // MARK: Appearance

    /// `--width` that is not a whole number of columns, or too narrow.
    case invalidWidth(String)
    /// `--accent` that names no colour.
    case invalidAccent(String)

    // MARK: Found by others

    /// A broken rule of the configuration, worded as every caller's is.
    case configuration(AlertConfiguration.Problem)
    /// A refused `--pattern`, and the pattern.
    case pattern(FieldPattern.Problem, String)
    /// A problem already worded by the answers' own checks (an `--id`, `--shell`'s names).
    case worded(UsageError)
}

extension UsageError {
    /// The command line's words for a problem in its arguments: the option and the fix.
    package init(_ problem: CommandLineProblem) {
        switch problem {
        case .unexpectedArgument(let argument):
            self.init(
                "unexpected argument \(Self.quoted(argument)); text goes after an option, e.g. --message \(Self.quoted(argument))"
            )
        case .commandWithoutDashes(let words):
            self.init(
                "unexpected argument \(Self.quoted(words[0])); --run takes its command after --: "
                    + "--run -- \(Self.shown(words.joined(separator: " ")))")
        case .valueNotAttached(let option, let noun, let argument, let example):
            self.init(
                "unexpected argument \(Self.quoted(argument)); \(option) takes its \(noun) after '=': "
                    + "\(option)=\(Self.shown(example))")
        case .unknownOption(let shown, nil): self.init("unknown option \(Self.quoted(shown))")
        case .unknownOption(let shown, let suggestion?):
            self.init("unknown option \(Self.quoted(shown)) (did you mean '--\(suggestion)'?)")
        case .longNameAfterOneDash(let argument):
            self.init("unknown option \(Self.quoted(argument)) (did you mean '-\(argument)'?)")
        case .shortFlagWithValue(let letter):
            self.init("option '-\(letter)' takes no value; give short options one per argument")
        case .flagWithValue(let option, let value):
            self.init("option \(Self.quoted(option)) takes no value (remove \(Self.quoted("=" + value)))")
        case .missingValue(let option, let valueName):
            self.init("option \(Self.quoted(option)) needs a value, e.g. \(option) \(valueName)")
        case .valueNamesAnOption(let option, let argument):
            self.init(
                "option \(Self.quoted(option)) needs a value but got the option \(Self.quoted(argument)); "
                    + "write \(option)=\(Self.quoted(argument)) if that is the text you meant")
        case .valueNotUTF8(let option, let position):
            self.init(
                "the value of \(option) (argument \(position)) is not valid UTF-8; "
                    + "labels are matched and printed byte for byte, so give them in UTF-8")
        case .unknownWord(let noun, let value, let option, let words):
            self.init(
                "unknown \(noun) \(Self.quoted(value)) for \(option); use one of: \(words.joined(separator: ", "))")
        case .compatNotFirst:
            self.init(
                "--compat must come first, before the tool's own arguments (alertty --compat whiptail --yesno ...)")
        case .checkAnswersNotAlone:
            self.init(
                "--check-answers takes the answers file, then -- and the ids to check; "
                    + "give it alone, as alertty --check-answers FILE -- ID...")
        case .styleWithoutButton:
            self.init("--style must follow the --button it styles, e.g. --button Delete --style destructive")
        case .styleRepeated(let button, let style):
            self.init(
                "button \(Self.quoted(button)) already has --style \(style.rawValue); give one --style per button")
        case .modifierWithoutField(let option, let usage, let label):
            self.init(
                "\(option) must follow the --input or --secure field it applies to, e.g. --input \(label) \(usage)")
        case .secretPreset(let field):
            self.init(
                "--value cannot preset the --secure field \(Self.quoted(field)): "
                    + "a password in the arguments shows in the process list")
        case .fieldValueRepeated(let field):
            self.init("field \(Self.quoted(field)) already has a --value; give one --value per field")
        case .repeatedForField(let field, let option):
            self.init("field \(Self.quoted(field)) already has a \(option); give one per field")
        case .notALength(let option, let value, let example):
            self.init(
                "invalid \(option) \(Self.quoted(value)); give a positive whole number of characters, e.g. \(option) \(example)"
            )
        case .invalidIntegerRange(let text):
            self.init(
                "invalid --integer range \(Self.quoted(text)); give MIN..MAX, MIN.. or ..MAX in whole numbers, e.g. --integer 1..65535"
            )
        case .validateWithoutCommand:
            self.init(
                "--validate needs a command that reads the value on its standard input, e.g. --validate 'grep -qx \"$(cat)\" /etc/shells'"
            )
        case .errorMessageNotOneLine(let field):
            self.init("--error-message for \(Self.quoted(field)) is empty or has a line break; give one line of text")
        case .errorMessageWithoutRule(let field):
            self.init(
                "--error-message for \(Self.quoted(field)) replaces a rule's message, so give the field "
                    + "--min-length, --integer, --pattern or --validate too")
        case .modifierWithoutChoice(let usage, let choice, let wholeList):
            let option = usage.prefix { $0 != " " }
            self.init(
                wholeList
                    ? "\(option) applies to the whole list, so it goes after a --choice, e.g. --choice \(choice) \(usage)"
                    : "\(option) must follow the --choice it applies to, e.g. --choice \(choice) \(usage)")
        case .notAChoiceCount(let option, let value, let least):
            self.init(
                "invalid \(option) \(Self.quoted(value)); give a whole number of items from \(least), "
                    + "e.g. \(option) \(max(least, 2))")
        case .choiceCountRepeated(let option):
            self.init("\(option) is given twice; give it once")
        case .detailRepeated(let choice):
            self.init("choice \(Self.quoted(choice)) already has a --detail; give one per choice")
        case .choiceValueRepeated(let choice):
            self.init("choice \(Self.quoted(choice)) already has a --value; give one --value per choice")
        case .choiceValueNotOneLine(let choice):
            self.init(
                "--value for choice \(Self.quoted(choice)) is empty or has a line break; an answer is one line of text")
        case .sameAnswer(let first, let second, let answer):
            self.init(
                "choices \(Self.quoted(first)) and \(Self.quoted(second)) would both answer "
                    + "\(Self.quoted(answer)); give each a --value of its own")
        case .choicesFromRepeated:
            self.init("--choices-from is given twice; an alert has one list: put its items in one file")
        case .choicesFromAndChoice:
            self.init(
                "--choices-from and --choice cannot make one list; put every item in the file, or give only --choice")
        case .choicesFromWithoutFile:
            self.init("--choices-from needs a file of items, one a line; name one, or - for standard input")
        case .needsChoicesFrom(let option):
            self.init("\(option) says how --choices-from's items are read, so it needs --choices-from FILE too")
        case .matchWithoutList:
            self.init("--match says how a list is filtered, so it needs --choice or --choices-from too")
        case .invalidDelimiter(let value):
            self.init(
                "invalid --delimiter=\(Self.shown(value)); give one character, e.g. --delimiter=, "
                    + "(--delimiter alone splits at a TAB)")
        case .itemOptionWithChoicesFrom(let option):
            self.init(
                option == "--selected"
                    ? "--selected cannot follow --choices-from, whose items come later; name the item chosen when the "
                        + "alert opens by its answer: --value ANSWER"
                    : "--detail cannot follow --choices-from; give each item's detail in its third column "
                        + "(label, value, detail with --delimiter)")
        case .choicesFromValuesWithoutMultiple:
            self.init("a radio list opens with one item chosen; give one --value, or --multiple for a checklist")
        case .choicesFromAndOtherReadStandardInput:
            self.init(
                "--choices-from - and --message -, --answers -, --pager - or --progress cannot all read standard "
                    + "input; give the other as text or a file")
        case .modifierWithoutDate(let option):
            // The example shows the option itself: --format after a --min example misled.
            let value = option == "--format" ? "%d.%m.%Y" : option == "--max" ? "2026-12-31" : "2026-11-27"
            self.init(
                "\(option) must follow the --date or --time it applies to, e.g. --date Start \(option) \(value)")
        case .repeatedForDate(let date, let option):
            self.init("\(Self.quoted(date)) already has a \(option); give one per date or time")
        case .requiredDate(let date):
            self.init("\(Self.quoted(date)) always has a value, so --required does not apply; leave it out")
        case .dateOption(let date, let option, let problem):
            self.init("\(option) for \(Self.quoted(date)): \(problem.message)")
        case .checkedWithoutCheckbox:
            self.init("--checked must follow the --checkbox it turns on, e.g. --checkbox Remember --checked")
        case .pickerRepeated:
            self.init("an alert has one file picker; give one --file or --directory")
        case .pickerLabelNotOneLine:
            self.init("a --file or --directory label must be one line of text, e.g. --file=Config")
        case .needsPicker(let option):
            let picker = option == "--extension" ? "--file" : "--file or --directory"
            self.init(
                "\(option) must follow the \(picker) it applies to, e.g. \(picker.prefix(6)) \(option) "
                    + (option == "--path" ? "~/.config" : "toml"))
        case .emptyPickerPath:
            self.init("--path is empty; give the folder the picker starts in, e.g. --path .")
        case .invalidExtension(let value):
            self.init(
                "invalid --extension \(Self.quoted(value)); give a file name's ending without the dot, e.g. --extension toml"
            )
        case .invalidShowOutput(let value):
            self.init(
                "invalid --show-output=\(Self.shown(value)); give --show-output, --show-output=failure for a failed run only, "
                    + "or --show-output=never")
        case .progressAndRun:
            self.init(
                "give --progress (lines on standard input) or --run -- COMMAND, not both; --progress-lines reads a command's progress"
            )
        case .needsRun(let option):
            self.init("\(option) is about a command alertty runs, so it needs --run -- COMMAND too")
        case .runWithoutCommand:
            self.init("--run needs the command after --, e.g. alertty --title Building --run -- make -j8")
        case .progressAsks:
            self.init(
                "a progress alert asks nothing, so it takes no --input, --secure, --text-area, --choice, --choices-from, --checkbox, --file, --directory, --date, --time or --pager; ask in an alert of its own"
            )
        case .pagerRepeated:
            self.init("an alert shows one --pager or --follow; show the other file in an alert of its own")
        case .pagerWithoutFile(let follows):
            self.init(
                "\(follows ? "--follow" : "--pager") needs a file to show; name one (--pager - reads standard input)")
        case .followStandardInput:
            self.init(
                "--follow needs a file, not standard input; use --pager -, which shows a pipe's lines as they come")
        case .pagerAndOtherReadStandardInput:
            self.init(
                "--pager - and --message -, --answers - or --progress cannot all read standard input; give the other as text or a file"
            )
        case .progressAnswered:
            self.init(
                "a progress alert has no answer to give in advance; leave out --answer and --answers (it runs without a terminal as it is)"
            )
        case .progressAndMessageReadStandardInput:
            self.init(
                "--progress and --message - cannot both read standard input; give the message as text, or send it as a '# text' line"
            )
        case .jsonAndShell: self.init("give --json or --shell, not both: each is the whole answer")
        case .answerAndAnswers:
            self.init("give --answer LABEL or --answers FILE, not both: --answers holds the button too")
        case .answersAndMessageReadStandardInput:
            self.init("--answers - and --message - cannot both read standard input; put the answer in a file")
        case .timeoutResetWithoutTimeout:
            self.init("--timeout-reset restarts a countdown, so it needs --timeout SECONDS too")
        case .timeoutAnswerWithoutTimeout:
            self.init("--timeout-answer answers when the time runs out, so it needs --timeout SECONDS too")
        case .timeoutAnswerWithProgress:
            self.init("a progress alert stops its work at --timeout; leave out --timeout-answer")
        case .timeoutAnswerMatchesNoButton(let label, let buttons):
            self.init(
                "--timeout-answer \(Self.quoted(label)) matches no button; use one of: "
                    + buttons.map { Self.quoted($0) }.joined(separator: ", "))
        case .invalidSeconds(let option, let value):
            self.init(
                "invalid \(option) \(Self.quoted(value)); give a positive number of seconds, e.g. \(option) 30 or \(option) 2.5"
            )
        case .tooManySeconds(let option, let value):
            self.init("\(option) \(Self.quoted(value)) is too long; the most is 31536000 seconds (a year)")
        case .invalidWidth(let value):
            self.init(
                "invalid --width \(Self.quoted(value)); give a whole number of columns from "
                    + "\(Appearance.narrowestMaximumWidth) up, e.g. --width 50")
        case .invalidAccent(let value):
            self.init("invalid --accent \(Self.quoted(value)); give a colour name (red, bright-blue), 0-255 or #rrggbb")
        case .configuration(let problem): self.init(problem)
        case .pattern(let problem, let pattern): self.init(problem, pattern: pattern)
        case .worded(let error): self = error
        }
    }
}
