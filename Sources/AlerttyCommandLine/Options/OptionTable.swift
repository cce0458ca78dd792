import AlerttyKit

/// The section of `--help` and the man page an option is listed in.
package enum OptionGroup: String, CaseIterable, Sendable {
    case content = "Content"
    case buttons = "Buttons"
    case fields = "Fields"
    case lists = "Lists and checkboxes"
    case progress = "Progress"
    case behaviour = "Behaviour"
    case scripts = "Whole scripts"
    case appearance = "Appearance"
    case general = "General"
}

/// What a shell can offer when completing an option's value.
package enum ValueCompletion: Equatable, Sendable {
    /// Free text: nothing to offer.
    case none
    /// One of these words.
    case oneOf([String])
    /// A file name (or `-`).
    case file
}

/// One option, declared once: its names, its value, its documentation and what it does.
///
/// The single source for parsing, help, the man page and completions: the parser reads an
/// option's value as the row says and hands it to ``apply``; nothing else names the option.
package struct OptionSpec: Sendable {
    /// A value a flag may take after `=` (`--integer=1..9`, `--show-output=failure`), or as
    /// the next argument when that reads as one.
    struct OptionalValue: Sendable {
        /// The value when none is given.
        let absent: String
        /// What the value is called where a stray word after the flag gets a hint to write it
        /// after `=` (`range`); empty where the next argument is read as the value.
        let noun: String
        /// Whether the next argument is the flag's value.
        let readsNext: @Sendable (String) -> Bool
        /// For a stray word after the flag, the value to show after `=` in the hint.
        let example: @Sendable (String) -> String

        /// `--integer`'s range: `1..65535`, `0..` or `..100`, after `=` or as the next argument.
        static let range = OptionalValue(
            absent: "", noun: "range",
            readsNext: { next in
                next.containsBytes(of: "..") && next.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }
            }, example: { _ in "1..65535" })

        /// A label for a part that has a name of its own (`--date`, `--file`): after `=`, or the
        /// next argument unless that begins with `-` (an option, or a label to give after `=`).
        static func label(absent: String) -> OptionalValue {
            OptionalValue(
                absent: absent, noun: "", readsNext: { next in !next.startsWithBytes(of: "-") }, example: { $0 })
        }

        /// One character after `=` only (`--delimiter=,`); a TAB without one.
        static let character = OptionalValue(
            absent: "\t", noun: "character", readsNext: { _ in false },
            example: { $0.utf8.count == 1 ? $0 : "," })

        /// One of `words` after `=` only; `absent` without one. A stray word is shown after `=`
        /// when it is one of them, else the first is.
        static func word(absent: String, words: [String]) -> OptionalValue {
            OptionalValue(
                absent: absent, noun: "word", readsNext: { _ in false },
                example: { words.contains($0) ? $0 : words[0] })
        }
    }

    /// The long name without dashes, e.g. `title`.
    package let long: String
    /// The one-letter short name, if any.
    package let short: Character?
    /// The placeholder for the value in help, e.g. `TEXT`; `nil` for a flag.
    package let valueName: String?
    /// One line: what the option does.
    package var abstract: String { abstractText() }
    /// The man page's text in place of the abstract, standing alone (it says what the abstract says,
    /// in full); empty when the abstract says it all.
    package var discussion: String { discussionText() }
    /// Where it is listed.
    package let group: OptionGroup
    /// What it changes when not the alert itself: the preceding `--button`, or field.
    package let modifies: ModifiedTarget?
    /// Values a shell can complete.
    package var completion: ValueCompletion { completionValues() }
    /// Left out of help, the man page and completions: the project's own tooling.
    package let isHidden: Bool
    /// Whether `--help` gives it the end of the line before it, where both fit: `--help` is
    /// held to 100 lines.
    package let sharesHelpLine: Bool
    /// Whether it may be given more than once: what adds a button, field, item or checkbox, and
    /// what modifies one.
    package let isRepeatable: Bool
    /// Whether its value must be valid UTF-8: labels and answers, matched and printed byte for byte.
    let valueMustBeUTF8: Bool
    /// For a flag that may take a value, how.
    let optionalValue: OptionalValue?
    /// What the option does to the command being built, given its value (for a flag, empty or
    /// ``OptionalValue``'s).
    let apply: @Sendable (inout CommandDraft, String) throws(CommandLineProblem) -> Void

    // The documentation is written out only when help, the man page or a completion script
    // asks for it, not for every alert that parses with this table: start-up rule 10.
    private let abstractText: @Sendable () -> String
    private let discussionText: @Sendable () -> String
    private let completionValues: @Sendable () -> ValueCompletion

    init(
        long: String, short: Character? = nil, valueName: String? = nil,
        abstract: @autoclosure @escaping @Sendable () -> String,
        discussion: @autoclosure @escaping @Sendable () -> String = "", group: OptionGroup,
        modifies: ModifiedTarget? = nil, completion: @autoclosure @escaping @Sendable () -> ValueCompletion = .none,
        isHidden: Bool = false, sharesHelpLine: Bool = false, repeatable: Bool = false, valueMustBeUTF8: Bool = false,
        optionalValue: OptionalValue? = nil,
        apply: @escaping @Sendable (inout CommandDraft, String) throws(CommandLineProblem) -> Void
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.abstractText = abstract
        self.discussionText = discussion
        self.group = group
        self.modifies = modifies
        self.completionValues = completion
        self.isHidden = isHidden
        self.sharesHelpLine = sharesHelpLine
        self.isRepeatable = repeatable || modifies != nil
        self.valueMustBeUTF8 = valueMustBeUTF8
        self.optionalValue = optionalValue
        self.apply = apply
    }

    /// `--long`.
    package var longFlag: String { "--" + long }
    /// `-s`, if the option has a short name.
    package var shortFlag: String? { short.map { "-\($0)" } }
    /// Whether the option takes a value.
    package var takesValue: Bool { valueName != nil }
}

/// What a modifier option applies to: the most recent of these given before it.
package enum ModifiedTarget: String, Sendable {
    case button = "--button"
    case field = "--input or --secure field"
    /// The list, through its most recent `--choice`.
    case choice = "--choice"
    case checkbox = "--checkbox"
    case date = "--date or --time"
    /// Whichever of a field and the list came last.
    case fieldOrList = "--input or --secure field, or --choice list"
}

/// The shells alertty writes completion scripts for.
package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// The table of all options, in the order `--help` lists them.
package enum OptionTable {
    /// Every option.
    package static let all: [OptionSpec] = [
        OptionSpec(
            long: "title", short: "t", valueName: "TEXT",
            abstract: "the title, bold at the top of the alert",
            discussion: "The title, bold at the top of the alert. Newlines start new lines; a long title wraps.",
            group: .content, apply: { $0.title = $1 }),
        OptionSpec(
            long: "message", short: "m", valueName: "TEXT",
            abstract: "the message; '-' reads it from standard input",
            discussion:
                "The message below the title; '-' reads it from standard input. Newlines start new lines and long lines wrap at spaces. "
                + "With '-' the message is read to end of file and trailing newlines are dropped.",
            group: .content, apply: { $0.setMessage($1) }),
        OptionSpec(
            long: "button", short: "b", valueName: "LABEL",
            abstract: "add a button (repeatable; default: one OK button)",
            discussion:
                "Add a button (repeatable, shown in order; default: one OK button). The chosen button's label is printed on standard output. "
                + "Labels must be different from each other; at most 62 buttons.",
            group: .buttons, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addButton(value) }),
        OptionSpec(
            long: "style", short: "s", valueName: "STYLE",
            abstract: "--button's style: " + ButtonStyle.allCases.map(\.rawValue).joined(separator: ", "),
            discussion: "The preceding --button's style. regular is a plain button. "
                + "default is bold and has the focus when the alert opens. "
                + "cancel is the button Escape chooses; it exits 1 and prints nothing. "
                + "destructive is red and never has the focus when the alert opens unless every button is destructive. "
                + "At most one button is default and one is cancel.",
            group: .buttons, modifies: .button,
            completion: .oneOf(ButtonStyle.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in try draft.styleLastButton(value) }),
        OptionSpec(
            long: "input", short: "i", valueName: "LABEL",
            abstract: "add a text field (repeatable)",
            discussion:
                "Add a text field (repeatable, shown in order above the buttons). When a button other than cancel is chosen, each field's value is printed on its own line "
                + "instead of the button's label; the exit status still says which button. "
                + "The list, the fields and the checkboxes are shown, visited by Tab and answered in the order "
                + "given, each kind together where its first was given; the list or the first field, whichever "
                + "comes first, has the focus when the alert opens.",
            group: .fields, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addField(value, kind: .text) }),
        OptionSpec(
            long: "secure", valueName: "LABEL",
            abstract: "add a password field, shown as dots",
            discussion:
                "Add a password field: each character typed shows as a dot. The password is never drawn, never put in an error message, and cannot be preset with "
                + "--value, which would show it in the process list.",
            group: .fields, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addField(value, kind: .secure) }),
        OptionSpec(
            long: "text-area", valueName: "LABEL",
            abstract: "add a text field of several lines (repeatable)",
            discussion:
                "Add a multi-line text field (repeatable): \(TextAreaPart.visibleRows) rows that wrap long lines (at "
                + "spaces, and every \(TextAreaText.segmentLength) characters of a longer line) and scroll. "
                + "Enter starts a new line; Ctrl-D (or Alt-Enter) is done and chooses the default button; Tab goes on "
                + "to the next part; a paste goes in whole, line breaks included (a tab becomes four spaces). "
                + "--value (line breaks included, "
                + "e.g. $'first\\nsecond'), --required, --max-length (a line break counts as one character), "
                + "--min-length, --pattern and --validate apply to the preceding --text-area as to a field. "
                + "The text is printed as it is, its line breaks included, in the answer's place: give the text area last "
                + "when a script reads other answers after it, or read it exactly with --shell or --json "
                + "(text_areas, each {\"label\":…,\"value\":…}). Plain mode reads lines until a line holding only . "
                + "or the end of input.",
            group: .fields, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addTextArea(value) }),
        OptionSpec(
            long: "value", valueName: "TEXT",
            abstract: "the preceding --input's text, or --choice's answer",
            discussion:
                "After --input: the field's text when the alert opens. After --choice: what the answer says when that item is "
                + "chosen (on standard output, in --json and in the audit log), while its label is shown; --answer and "
                + "--answers name the item by it. Each item's value is its own within the list. After --date or --time: "
                + "the value it opens on, in its --format (else today, or the time now).",
            group: .fields, modifies: .fieldOrList, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.giveValue(value) }),
        OptionSpec(
            long: "required",
            abstract: "the preceding field or list must not be left empty",
            discussion: "The preceding field must not be empty (or, after --choice, the list must have a choice) "
                + "when a button other than cancel is chosen. The alert stays open and says the field or the list is required. "
                + "A radio list needs it seldom: it answers the item under the cursor when none is marked. On a "
                + "checklist it is --min-choices 1.",
            group: .fields, modifies: .fieldOrList,
            apply: { draft, _ throws(CommandLineProblem) in try draft.require() }),
        OptionSpec(
            long: "placeholder", valueName: "TEXT",
            abstract: "dim text in the preceding empty field",
            discussion: "Shown dim in the preceding --input, --secure (it is no secret: it is in the arguments) "
                + "or --text-area while it is empty, and gone at the first character typed; never the value, "
                + "never printed, never in --json, never submitted by Enter. Plain mode says it in the question, "
                + "Name (e.g. ada):, and an empty line is still an empty value. --describe names it. One line "
                + "with no control character, once a field.",
            group: .fields, modifies: .field, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.givePlaceholder(value) }),
        OptionSpec(
            long: "max-length", valueName: "N",
            abstract: "the preceding field holds at most N characters",
            discussion:
                "The preceding field holds at most N characters, counted as a person counts them: an accented letter "
                + "or an emoji is one.",
            group: .fields, modifies: .field,
            apply: { draft, value throws(CommandLineProblem) in try draft.limitLength(value) }),
        OptionSpec(
            long: "min-length", valueName: "N",
            abstract: "the preceding field needs at least N characters",
            discussion:
                "The preceding field needs at least N characters. "
                + "Rules (--min-length, --integer, --pattern, --validate) apply to the preceding --input or --secure "
                + "field and may be combined. They are checked when a button other than cancel is chosen: a value that "
                + "breaks one stays in the field, the field takes the focus and the message shows under it, marked by a "
                + "cross as well as colour, until the next edit. Plain mode says the message and asks again. A value given in "
                + "advance (--answer, --answers, ALERTTY_ANSWER, ALERTTY_ANSWERS) that breaks one fails closed: exit 65 "
                + "and the message on standard error. An empty field that is not --required is not checked.",
            group: .fields, modifies: .field,
            apply: { draft, value throws(CommandLineProblem) in try draft.setMinimumLength(value) }),
        OptionSpec(
            long: "integer",
            abstract: "the preceding field is a whole number (=MIN..MAX)",
            discussion:
                "The preceding field is a whole number, optionally within a range given after = or as the next "
                + "argument: --integer 1..65535, "
                + "--integer=0.., --integer ..100. The answer gives it in canonical decimal (0080 as 80, -0 as 0), "
                + "so the shell's $((x)) never reads it as octal.",
            group: .fields, modifies: .field, optionalValue: .range,
            apply: { draft, value throws(CommandLineProblem) in try draft.requireInteger(value) }),
        OptionSpec(
            long: "pattern", valueName: "REGEX",
            abstract: "the preceding field matches REGEX, whole",
            discussion: "The preceding field matches REGEX, a POSIX extended regular expression (regcomp), matched "
                + "against the whole value: "
                + "--pattern '[a-z][a-z0-9-]*'. It matches characters, not bytes, in a UTF-8 locale whatever "
                + "the caller's: . takes é (a code point: an emoji flag is two). With each {m,n} written out n times it holds at most "
                + "\(FieldPattern.largestSize) characters and brackets; back-references and a ) that closes no group are "
                + "refused. A value longer than \(FieldPattern.largestCheck) characters (\(FieldPattern.largestCheckBeyondASCII) "
                + "with one beyond ASCII) divided by that size breaks the rule unchecked (see SAFEGUARDS). "
                + "A person is not shown the expression: a pattern that is one bracket of ranges and characters "
                + "repeated ([a-z0-9-]+) says \"may hold only lowercase letters, digits and -\", any other \"is not "
                + "in the form this field takes\" (--error-message says better); an answer given in advance that "
                + "breaks it names the pattern on standard error (65).",
            group: .fields, modifies: .field,
            apply: { draft, value throws(CommandLineProblem) in try draft.setPattern(value) }),
        OptionSpec(
            long: "validate", valueName: "CMD",
            abstract: "the preceding field is checked by CMD (value on stdin)",
            discussion:
                "The preceding field is checked by CMD, for checks only the script can make (a free port, an "
                + "existing user): sh -c CMD runs with the value "
                + "on its standard input, in a session of its own with no terminal, its output discarded. Exit 0 accepts; "
                + "otherwise the first line of its standard error is the message (at most 1 KiB of it; the rest is read "
                + "and dropped). A command that takes more than 5 seconds "
                + "is stopped and the value is refused, saying so.",
            group: .fields, modifies: .field,
            apply: { draft, value throws(CommandLineProblem) in try draft.setValidateCommand(value) }),
        OptionSpec(
            long: "error-message", valueName: "TEXT",
            abstract: "what the preceding field's broken rule says",
            discussion: "Replaces the built-in message of the preceding field's --min-length, --integer and --pattern "
                + "(a --validate command's own message still shows when it gives one).",
            group: .fields, modifies: .field,
            apply: { draft, value throws(CommandLineProblem) in try draft.setErrorMessage(value) }),
        OptionSpec(
            long: "choice", short: "c", valueName: "LABEL",
            abstract: "add an item to the alert's list (repeatable)",
            discussion:
                "Add an item to the alert's list (repeatable, shown in order; the list comes before or after the fields and "
                + "checkboxes as given). One item is chosen by default (a radio list); with --multiple, several (a checklist). "
                + "A radio list with no item --selected or marked answers the item under the cursor (Enter on it, or "
                + "Tab then OK), never nothing; while a filter hides every item a button other than cancel is refused "
                + "with a line saying so. Plain mode's Enter, and an answer given in advance that chooses no item, "
                + "take the --selected item, else the first, as Enter on the list as it opens does. "
                + "The chosen items are printed one per line after any field values and checkbox states, wherever the list "
                + "is shown. Without any --button the list "
                + "gets OK and Cancel, and Enter or a click on an item answers it at once: an action sheet. "
                + "Labels must be different from each other.",
            group: .lists, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addChoice(value) }),
        OptionSpec(
            long: "detail", valueName: "TEXT",
            abstract: "a dimmed description beside the preceding --choice",
            group: .lists, modifies: .choice,
            apply: { draft, value throws(CommandLineProblem) in try draft.describeLastChoice(value) }),
        OptionSpec(
            long: "selected",
            abstract: "the preceding --choice is chosen when the alert opens",
            discussion: "The preceding --choice is chosen when the alert opens; in a radio list at most one item is.",
            group: .lists, modifies: .choice,
            apply: { draft, _ throws(CommandLineProblem) in try draft.selectLastChoice() }),
        OptionSpec(
            long: "multiple",
            abstract: "after a --choice: the list takes several (a checklist)",
            discussion: "The whole list takes several choices: Space turns each on or off, Enter confirms. It goes "
                + "after any --choice of the list (--choice A --multiple --choice B). After --file, "
                + "the file picker takes several files.",
            group: .lists, modifies: .choice,
            apply: { draft, _ throws(CommandLineProblem) in try draft.allowMultipleChoices() }),
        OptionSpec(
            long: "min-choices", valueName: "N",
            abstract: "with --multiple: a button needs at least N chosen",
            discussion: "A button other than cancel needs at least N items chosen (0: none needed; more than the "
                + "list's items is a usage error). Under the list a dim line says the rule (Choose at least 2); "
                + "a button pressed with too few keeps the alert open and says so there in red "
                + "(Choose at least 2 (1 chosen)). Plain mode asks again; an answer given in advance with too "
                + "few exits 65. Once, after a --choice, with --multiple.",
            group: .lists, modifies: .choice,
            apply: { draft, value throws(CommandLineProblem) in
                try draft.limitChoices("--min-choices", value, least: 0, \.minimumChoices)
            }),
        OptionSpec(
            long: "max-choices", valueName: "N",
            abstract: "with --multiple: at most N may be chosen",
            discussion: "At most N items (1 or more, not below --min-choices) may be chosen. Space on one more "
                + "is refused at once and the line under the list says so (Choose at most 3 (3 chosen)), "
                + "as gum does, rather than later at a button; more items --selected than N is a usage error. "
                + "Plain mode asks again; an answer given in advance with more exits 65. Once, after a --choice, "
                + "with --multiple.",
            group: .lists, modifies: .choice,
            apply: { draft, value throws(CommandLineProblem) in
                try draft.limitChoices("--max-choices", value, least: 1, \.maximumChoices)
            }),
        OptionSpec(
            long: "choices-from", valueName: "FILE",
            abstract: "the list's items, one a line, from FILE ('-': stdin)",
            discussion:
                "The list's items, one a line, read from FILE, or from standard input with '-' (a pipe: ls | alertty "
                + "--choices-from -). The alert opens at once and the list grows while the items arrive; the line under "
                + "it counts them (Reading… 12,345 items, then 12,345 items), and the filter and the answer work before "
                + "the end. Enter answers at once, without waiting for the rest. --multiple, --required, "
                + "--min-choices, --max-choices, --match and --value (the answer of an item chosen when the alert "
                + "opens, repeatable with --multiple) apply to it; --choice and --selected do not. Without a "
                + "terminal, in plain mode and with an answer given in advance, the items are read to their end "
                + "first (within --timeout). See LISTS FROM A FILE for how lines become items.",
            group: .lists, completion: .file,
            apply: { draft, value throws(CommandLineProblem) in try draft.takeChoices(from: value) }),
        OptionSpec(
            long: "null", short: "0",
            abstract: "--choices-from's items end in NUL, not a newline",
            discussion: "The items of --choices-from end in a NUL byte instead of a newline, as find -print0 and "
                + "xargs -0 write them: a file name holding a line break is then one item.",
            group: .lists,
            apply: { draft, _ in draft.itemSeparator = 0 }),
        OptionSpec(
            long: "delimiter",
            abstract: "--choices-from's columns: label, value, detail (=CHAR)",
            discussion: "Each item of --choices-from is split at a TAB (or at CHAR, any one character, after =: "
                + "--delimiter=,) into columns: the label shown, the value answered (an empty or missing one answers "
                + "the label) and a dim detail; more columns are ignored. Without it a line is one whole label, tabs "
                + "and all.",
            group: .lists, optionalValue: .character,
            apply: { draft, value throws(CommandLineProblem) in try draft.setDelimiter(value) }),
        OptionSpec(
            long: "match", valueName: "HOW",
            abstract: "how the list's filter matches: substring or fuzzy",
            discussion: "How typing filters the list. substring (the default) keeps the items holding what is "
                + "typed, ignoring case. fuzzy keeps those holding its letters in order, with gaps allowed, ranked "
                + "as fzf ranks them: letters together and at the start of words first, then shorter items; the "
                + "matched letters are drawn bold and underlined.",
            group: .lists, completion: .oneOf(["substring", "fuzzy"]),
            apply: { draft, value throws(CommandLineProblem) in try draft.setMatching(value) }),
        OptionSpec(
            long: "checkbox", valueName: "LABEL",
            abstract: "add a checkbox, e.g. \"Don't ask again\" (repeatable)",
            discussion:
                "Add a checkbox, such as \"Don't ask again\" (repeatable, shown in order; the checkboxes come before or after the "
                + "fields and the list as given). Space turns it on or off. Its state is printed as 'on' or 'off', one line per checkbox, "
                + "among the field values in the order shown and before the chosen items.",
            group: .lists, repeatable: true, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addCheckbox(value) }),
        OptionSpec(
            long: "checked",
            abstract: "the preceding --checkbox is on when the alert opens",
            group: .lists, modifies: .checkbox,
            apply: { draft, _ throws(CommandLineProblem) in try draft.checkLastCheckbox() }),
        OptionSpec(
            long: "file",
            abstract: "a file picker; answers an absolute path (=LABEL)",
            discussion:
                "A file picker labelled LABEL (default File), starting in --path: folders first, then files, each sorted ignoring case. Typing "
                + "filters; Enter opens a folder or answers with a file; Left (or Backspace with no filter) goes up; "
                + "Ctrl-T shows the entries whose names start with a dot. A link shows where it leads (name -> target) "
                + "and a link to a folder opens as one. The answer is an absolute path; with --multiple after it, "
                + "Space chooses several, printed one per line after the other answers. --json gives \"paths\" as a list; "
                + "read a path that may hold a line break with --json or --shell. A name that is not valid UTF-8 is "
                + "shown but cannot be answered. Plain mode asks for a path and asks "
                + "again until it names a file; an answer given in advance (\"paths\" in --answers) is checked the same "
                + "way (status 65).",
            group: .lists, optionalValue: .label(absent: "File"),
            apply: { draft, label throws(CommandLineProblem) in try draft.addPathPicker(label, choosing: .files) }),
        OptionSpec(
            long: "directory",
            abstract: "a folder picker, as --file (=LABEL)",
            discussion:
                "A folder picker labelled LABEL (default Folder), as --file but showing folders only: Enter opens a folder, Space answers with the "
                + "folder under the cursor, and the first entry, ./, answers with the folder shown.",
            group: .lists, optionalValue: .label(absent: "Folder"),
            apply: { draft, label throws(CommandLineProblem) in try draft.addPathPicker(label, choosing: .folders) }),
        OptionSpec(
            long: "path", valueName: "DIR",
            abstract: "where --file or --directory starts (default: .)",
            group: .lists, completion: .file, valueMustBeUTF8: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.setPickerStart(value) }),
        OptionSpec(
            long: "extension", valueName: "EXT",
            abstract: "--file offers only files ending in .EXT (repeatable)",
            group: .lists, repeatable: true,
            apply: { draft, value throws(CommandLineProblem) in try draft.addPickerExtension(value) }),
        OptionSpec(
            long: "date",
            abstract: "add a date on a month grid (=LABEL; repeatable)",
            discussion:
                "Add a date (repeatable; its label after = or as the next argument, Date if none): its written form above "
                + "a month grid whose weeks start on the locale's first weekday (LC_ALL, LC_TIME or LANG: Sunday for a "
                + "region such as US, CA, JP, KR, TW, IN, Saturday in much of the Middle East, Monday elsewhere and for C "
                + "or POSIX), today underlined. Left and Right move a day, Up and Down a week, Page Up and Page Down a "
                + "month, Home and End to the month's first or last day; digits type over the written form at its cursor "
                + "(Backspace steps back), so a date is typed without the grid. The answer is the date in its --format, "
                + "among the field values in the order shown. Years run from 0001 to 9999; the calendar is the "
                + "Gregorian, carried back before 1582 (as date(1) counts).",
            group: .fields, repeatable: true, valueMustBeUTF8: true, optionalValue: .label(absent: "Date"),
            apply: { draft, value throws(CommandLineProblem) in try draft.addDate(value, kind: .date) }),
        OptionSpec(
            long: "time",
            abstract: "add a time of day (=LABEL; repeatable)",
            discussion:
                "Add a time of day (repeatable; its label after = or as the next argument, Time if none): hours and "
                + "minutes, and seconds when the --format has %S. Left and Right move between the units, Up and Down "
                + "change the one at the cursor (wrapping), digits type over it. It opens on the time now unless --value "
                + "says otherwise.",
            group: .fields, repeatable: true, valueMustBeUTF8: true, optionalValue: .label(absent: "Time"),
            apply: { draft, value throws(CommandLineProblem) in try draft.addDate(value, kind: .time) }),
        OptionSpec(
            long: "min", valueName: "VALUE",
            abstract: "the preceding --date or --time is no earlier than VALUE",
            discussion:
                "The preceding --date or --time is no earlier than VALUE (--max: no later), written in the part's "
                + "--format. The grid dims the days outside --min and --max, the arrows stop at "
                + "them, and a value typed outside them is refused, saying the limit; a --value outside them is a usage "
                + "error.",
            group: .fields, modifies: .date,
            apply: { draft, value throws(CommandLineProblem) in try draft.setForLastDate("--min", \.minimum, to: value)
            }),
        OptionSpec(
            long: "max", valueName: "VALUE",
            abstract: "the preceding --date or --time is no later than VALUE",
            group: .fields, modifies: .date,
            apply: { draft, value throws(CommandLineProblem) in try draft.setForLastDate("--max", \.maximum, to: value)
            }),
        OptionSpec(
            long: "format", valueName: "FORMAT",
            abstract: "the preceding --date or --time's form: %d.%m.%Y, %H:%M",
            discussion:
                "The preceding --date or --time's form, in fields of fixed width: %Y (four digits), %m and %d for a "
                + "date, each once; %H, %M and optionally %S "
                + "for a time; %% for %; any other text is written as it is: --format %d.%m.%Y, --format %H:%M:%S. "
                + "The part shows, takes typed and answers its value in it, and reads --value, --min, --max and answers "
                + "given in advance in it. ISO 8601 by default: 2026-11-27, 14:05. Any other % field is a usage error.",
            group: .fields, modifies: .date,
            apply: { draft, value throws(CommandLineProblem) in
                try draft.setForLastDate("--format", \.format, to: value)
            }),
        OptionSpec(
            long: "pager", valueName: "FILE",
            abstract: "show a text file to scroll and search ('-': stdin)",
            discussion:
                "Show FILE in a pager inside the alert, taking the rows the rest leaves: the arrows, PgUp, PgDn, Space, b, "
                + "Home, End, g and G scroll; / and ? search forwards and backwards (no capitals: either case matches), n and N "
                + "search again; w wraps long lines or not (unwrapped, Left and Right scroll sideways). The status row shows the "
                + "position (lines 120-140 of 5,000, and a percentage); the lines are counted in the background, so a large file opens at "
                + "once. '-' reads standard input as it comes. The file is shown inert: escape sequences and other controls "
                + "as ^[, invalid UTF-8 as the replacement character. A directory, a device, a FIFO (pipe it in with '-') or a file with NUL bytes "
                + "in its first 64 KiB is refused (exit 64). The pager answers nothing itself: the button chosen does.",
            group: .content, completion: .file,
            apply: { draft, value throws(CommandLineProblem) in try draft.setPager(value, follows: false) }),
        OptionSpec(
            long: "follow", valueName: "FILE",
            abstract: "as --pager, showing lines as they are written (tail -f)",
            discussion:
                "As --pager, and lines written to FILE after it opened are shown as they come, at most one frame per display "
                + "refresh; while the end is in view it stays in view. A file cut short is read again from the top, a file "
                + "replaced at its path (a rotated log) is opened again, and a file removed keeps what was read: each is said "
                + "on the status row.",
            group: .content, completion: .file,
            apply: { draft, value throws(CommandLineProblem) in try draft.setPager(value, follows: true) }),
        OptionSpec(
            long: "progress",
            abstract: "show a progress bar that follows lines on standard input",
            discussion:
                "Show a progress bar that follows lines on standard input until it ends (exit 0). A line is a percentage "
                + "(42, 37.5 or 42%), optionally followed by text that replaces the message (42 Copying files); "
                + "'# text' changes the text alone, and {\"percent\": 42, \"text\": \"...\"} gives either as JSON. Any other "
                + "line is text. Until a percentage arrives the bar is indeterminate, a moving stripe (still under "
                + "ALERTTY_REDUCE_MOTION). The bar is drawn in eighths of a cell, with the percentage, the time taken and, "
                + "once it means something, the time left. At most one frame per display refresh is drawn, however fast "
                + "lines arrive. Without --button there are no buttons and only Ctrl-C ends it early; with --button Cancel "
                + "--style cancel, a cancel exits 1 and stops reading, so the program writing gets SIGPIPE. "
                + "With no terminal, the work still goes on and a line on standard error says how far it is, at most once "
                + "a second and at each tenth; in plain mode each tenth and each new text is said.",
            group: .progress, apply: { draft, _ in draft.followsProgress = true }),
        OptionSpec(
            long: "run",
            abstract: "run the command after -- with a spinner and its output",
            discussion:
                "Run the command given after -- (alertty --run -- make -j8) in its own process group, and show a spinner, "
                + "the time taken and the last lines of its output (standard output and error together) under the "
                + "message. The exit status is the command's; killed by a signal such as SIGINT, alertty ends by the same "
                + "signal, else 128+N. Ctrl-C is passed to the command, and alertty ends as the command does. A cancel "
                + "button, or --timeout, stops the command: SIGTERM to its process group, then SIGKILL after --kill-after "
                + "seconds, and exits 1 (cancel) or 124. Each signal sent to it is followed by SIGCONT, so a command that "
                + "stopped itself (SIGTSTP, SIGSTOP; the alert says so) ends as a running one. The command's standard "
                + "input is alertty's, or /dev/null when that is a terminal; a command that stops to read the terminal "
                + "(sudo asking for a password) is killed and "
                + "alertty exits 126. A command that cannot be started exits 127. When the command fails by itself (a "
                + "status other than 0, or a signal), its last 20 output lines are printed on standard error once the "
                + "alert has closed, even with --quiet, so its reason is seen; a line first says how many came before "
                + "them. A cancel or --timeout prints none, nor does --show-output=never. With no terminal, the command's output goes to standard error as it comes, and nothing is printed "
                + "after.",
            group: .progress, apply: { draft, _ in draft.runs = true }),
        OptionSpec(
            long: "progress-lines",
            abstract: "with --run: the command's progress lines move a bar",
            discussion:
                "With --run, lines of the command's output that read as --progress lines move a bar instead of "
                + "showing as output.",
            group: .progress, apply: { draft, _ in draft.progressLines = true }),
        OptionSpec(
            long: "show-output",
            abstract: "with --run: print all its output; =failure: if it fails",
            discussion:
                "Print all the command's captured output on standard output once it has ended, instead of a failed "
                + "command's last lines on standard error (see --run); --show-output=failure prints it only when the "
                + "status is not 0. The last 64 MiB are kept. With no terminal, the output then goes to "
                + "standard output alone, not also to standard error. --show-output=never prints nothing after the "
                + "command, not even a failed one's last lines.",
            group: .progress, optionalValue: .word(absent: "always", words: ["failure", "never", "always"]),
            apply: { draft, value throws(CommandLineProblem) in try draft.setShowOutput(value) }),
        OptionSpec(
            long: "kill-after", valueName: "N",
            abstract: "with --run: SIGKILL N seconds after SIGTERM (default 5)",
            discussion:
                "With --run, how long a command asked to end (a cancel, --timeout, or a signal passed on) has after "
                + "SIGTERM before SIGKILL (default 5 seconds).",
            group: .progress,
            apply: { draft, value throws(CommandLineProblem) in
                draft.killAfter = try CommandDraft.seconds(value, option: "--kill-after")
            }),
        OptionSpec(
            long: "json",
            abstract: "print the answer as one JSON object",
            discussion:
                "Print the answer as one JSON object: button, index, status, then fields, choices and checkboxes in the "
                + "order the alert shows them. The object is printed when a button other than cancel is chosen, as the "
                + "plain answer is.",
            group: .behaviour, apply: { draft, _ throws(CommandLineProblem) in try draft.answer(as: .json) }),
        OptionSpec(
            long: "quiet", short: "q",
            abstract: "print nothing: the exit status is the whole answer",
            discussion: "Print nothing: the exit status is the whole answer. "
                + "Neither the answer nor the notices of --answer and --timeout are printed; errors still are. "
                + "Without it, an alert with no fields prints nothing either when standard output is a terminal "
                + "(as in 'if alertty ...; then' typed at a prompt): the person has just seen the choice, and "
                + "the label would only clutter the screen. Field values and --json print there as anywhere.",
            group: .behaviour, apply: { draft, _ in draft.quiet = true }),
        OptionSpec(
            long: "ask-again",
            abstract: "ask even while the same alert is asked on this terminal",
            discussion:
                "Without it, an alert asked while the same one is waiting for its turn or shown on this terminal "
                + "(parallel jobs: make -j, xargs -P) is not asked twice: it waits for that answer and takes it, "
                + "with its exit status and standard output, and one line on standard error says so (not in a "
                + "dialect, whose standard error may be the answer's). The same "
                + "alert is the same program name and arguments, in the same order, and the same message read; "
                + "an alert with a --secure field is never shared. An alert asked after the first was answered "
                + "is asked anew. A cancel, Escape or --timeout is an answer, and is taken; an asker ended by a "
                + "signal is not, and the waiters take turns as alerts do, one of them asking. Ctrl-C and "
                + "--timeout work while it waits, the wait counting against the time. A waiter writes its own "
                + "--log line (by: shared) and ALERTTY_RECORD entry. With --ask-again, it waits for its turn "
                + "and asks.",
            group: .behaviour, apply: { draft, _ in draft.asksAgain = true }),
        OptionSpec(
            long: "answer", valueName: "LABEL",
            abstract: "choose button LABEL without asking (ALERTTY_ANSWER)",
            discussion:
                "Choose the button LABEL without showing anything (also ALERTTY_ANSWER). For CI and other runs without a person. Fields take their --value. "
                + "The option wins over the ALERTTY_ANSWER variable. "
                + "A label that matches no button is a usage error, never a silent default. "
                + "One line on standard error says which answer was given and where it came from.",
            group: .behaviour, valueMustBeUTF8: true, apply: { $0.answer = $1 }),
        OptionSpec(
            long: "answers", valueName: "FILE",
            abstract: "answer all from --json's object (ALERTTY_ANSWERS)",
            discussion: "Answers every field and a button without showing anything, from the JSON --json prints "
                + "('-' reads standard input). A recorded answer replays: {\"button\":\"Deploy\",\"fields\":[{\"label\":\"Token\",\"value\":\"...\"}]}. "
                + "This is how a secret reaches a run without a person: through a file or a pipe, never the arguments, "
                + "which every user can read. A field left out keeps its --value; index and status, when given, must "
                + "match the button. --required, --max-length and every other rule apply, and a broken one is a usage "
                + "error. The notice on standard error shows a secret as •••. FILE answers for the user, so it must be "
                + "theirs or root's and not writable by group or others; another is a usage error. "
                + "Give --answers or --answer, not both.",
            group: .behaviour, completion: .file, valueMustBeUTF8: true, apply: { $0.answersFile = $1 }),
        OptionSpec(
            long: "log", valueName: "FILE",
            abstract: "append a JSON line per alert to FILE (ALERTTY_LOG)",
            discussion:
                "Append a JSON line per alert to FILE (also ALERTTY_LOG): an audit trail for confirmation gates. "
                + "Each line holds the time (UTC), the user, the terminal, "
                + "the title, message and buttons, the answer and its exit status, how it was given (key, mouse, "
                + "timeout, signal, shared (--ask-again), --answer, ALERTTY_ANSWER, --answers, ALERTTY_ANSWERS) and the fields, a secret "
                + "one without its value. Each line is written whole under a lock, so alerts running at once never mix "
                + "their lines, and a line cut short (a full disk, ulimit -f) is cut back. The log must be the user's "
                + "own (or root's) regular file, not a link and not writable by group or others (a new one is made mode "
                + "0600); a log that cannot be opened is an error before anything is shown, and one that cannot take a "
                + "line withholds the answer (exit 74).",
            group: .behaviour, completion: .file, valueMustBeUTF8: true, apply: { $0.logFile = $1 }),
        OptionSpec(
            long: "timeout", valueName: "SECS",
            abstract: "give up after SECONDS (decimals allowed) and exit 124",
            discussion: "Give up after SECONDS and exit 124; SECONDS is a positive decimal number such as 30 or 2.5, "
                + "at most a year. "
                + "The alert counts down the whole seconds left, and the time spent waiting for another "
                + "alert on the same terminal counts too.",
            group: .behaviour,
            apply: { draft, value throws(CommandLineProblem) in
                draft.timeout = try CommandDraft.seconds(value, option: "--timeout")
            }),
        OptionSpec(
            long: "timeout-answer", valueName: "LABEL",
            abstract: "at --timeout, choose button LABEL instead of 124",
            discussion:
                "When --timeout runs out, the alert is answered with button LABEL (and the list's current choice), with that "
                + "button's status and answer, instead of exiting 124: continue unless someone steps in. The countdown says "
                + "so (Continue in 9 s). A required field or list left empty keeps it from being chosen: then the status is "
                + "124 after all. A timeout while reading --answers or --message - still exits 124. With no terminal "
                + "(cron, CI), nobody can step in: LABEL is chosen at once, with the values the alert opens with, and "
                + "standard error says so (not with --quiet); an answer given in advance (--answer, --answers, "
                + "ALERTTY_ANSWER) still wins. The log and ALERTTY_RECORD record it as a timeout answer is. Values it lacks (a required field left empty, a --validate "
                + "that refuses) end the run with 69, as with no terminal, naming the field.",
            group: .behaviour, apply: { $0.timeoutAnswer = $1 }),
        OptionSpec(
            long: "timeout-reset",
            abstract: "restart the --timeout countdown at every key",
            discussion:
                "Restart the --timeout countdown whenever a key is pressed. Without it, keys do not extend the time: a CI gate closes when it said it would.",
            group: .behaviour, apply: { draft, _ in draft.timeoutResetsOnKey = true }),
        OptionSpec(
            long: "no-mouse",
            abstract: "leave the mouse to the terminal (to select text)",
            discussion:
                "Leave the mouse to the terminal (for selecting text) instead of taking clicks. Otherwise a click on a button chooses it when released on the same button, a click in a "
                + "field focuses it, and the wheel scrolls a long message. Inline alerts never take the mouse.",
            group: .behaviour, apply: { draft, _ in draft.usesMouse = false }),
        OptionSpec(
            long: "dismiss-on-outside-click",
            abstract: "a click outside the box acts as Escape",
            group: .behaviour, apply: { draft, _ in draft.dismissesOnOutsideClick = true }),
        OptionSpec(
            long: "inline",
            abstract: "draw below the cursor, not as a full-screen overlay",
            discussion:
                "Draw below the cursor instead of as a full-screen overlay. The alert is erased on exit and the cursor returns to where it was.",
            group: .appearance, apply: { draft, _ in if draft.presentation != .plain { draft.presentation = .inline } }),
        OptionSpec(
            long: "keep-summary",
            abstract: "leave a line saying the question and its answer",
            discussion:
                "When the alert goes, leave one line where it was (--inline: at the cursor it started from; an "
                + "overlay: on the screen behind it), saying the question (the title, else the message's first "
                + "line) and how it ended, as clack and Noora do: a check mark, the question and the button "
                + "chosen, then each field's value, checkbox (on, off) and the items chosen, a secret as four dots "
                + "whatever its length; a cross, the question and Cancel, Escape or 'no answer in time' for the "
                + "others. Cut to the terminal's width; ASCII (v, x, -) where the terminal is not UTF-8. Written to the "
                + "terminal, never to standard output; nothing after a signal. Off by default: without it, the "
                + "terminal is left exactly as it was found. --plain's lines stay anyway, and the dialects never "
                + "leave one.",
            group: .appearance, apply: { draft, _ in draft.keepsSummary = true }),
        OptionSpec(
            long: "plain",
            abstract:
                "ask in plain lines, no escape sequences (ALERTTY_PLAIN)",
            discussion:
                "Ask in plain lines, with no escape sequences (for screen readers; also ALERTTY_PLAIN, TERM=dumb). The title and message are written as lines, each field is asked in turn "
                + "(a password without echo), then the buttons are listed by number; type a number, a label, "
                + "or Enter for the button the full alert would focus first. Ctrl-D backs out as Escape does. "
                + "Exit statuses and standard output are the same.",
            group: .appearance, apply: { draft, _ in draft.presentation = .plain }),
        OptionSpec(
            long: "icon", valueName: "ICON",
            abstract: "an icon: " + Appearance.Icon.allCases.map(\.rawValue).joined(separator: ", "),
            discussion:
                "A symbol before the title (" + Appearance.Icon.allCases.map(\.rawValue).joined(separator: ", ")
                + "), drawn in the icon's colour, or as a letter where the terminal is not UTF-8.",
            group: .appearance, completion: .oneOf(Appearance.Icon.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.icon = try CommandDraft.word(value, "icon", for: "--icon")
            }),
        OptionSpec(
            long: "border", valueName: "STYLE",
            abstract: "border: " + Appearance.Border.allCases.map(\.rawValue).joined(separator: ", "),
            discussion:
                "The box's border: " + Appearance.Border.allCases.map(\.rawValue).joined(separator: ", ")
                + "; rounded by default, ascii where the locale is not UTF-8.",
            group: .appearance, completion: .oneOf(Appearance.Border.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.border = try CommandDraft.word(value, "border", for: "--border")
            }),
        OptionSpec(
            long: "width", valueName: "COLUMNS",
            abstract: "the widest the box may be (default 60)",
            discussion: "The widest the box may be (default 60; never wider than the terminal).",
            group: .appearance, apply: { draft, value throws(CommandLineProblem) in try draft.setWidth(value) }),
        OptionSpec(
            long: "align", valueName: "SIDE",
            abstract: "center or left",
            discussion: "Title and message alignment: center or left.",
            group: .appearance, completion: .oneOf(Appearance.Alignment.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.alignment = try CommandDraft.word(value, "alignment", for: "--align")
            }),
        OptionSpec(
            long: "markup",
            abstract: "**bold**, _italic_, `code`",
            discussion:
                "Draw **bold**, _emphasis_ (italic) and `code` in the title, the message, the --choice items and the "
                + "labels of buttons, fields and checkboxes. A backslash makes a mark literal (\\*, \\_, \\`); a "
                + "mark not closed stays as typed, as does an _ inside a word (snake_case_words) and anything inside "
                + "`code`. code is underlined and in the theme's code colour, so that it differs by more than colour. "
                + "The marks never leave the screen: a button drawn **Delete** answers Delete, and --json, --shell, "
                + "--describe, the log, the summary line and plain mode show the text without them; NO_COLOR keeps "
                + "bold, italic and underline. Without --markup the characters are literal.",
            group: .appearance, sharesHelpLine: true, apply: { draft, _ in draft.readsMarkup = true }),
        OptionSpec(
            long: "theme", valueName: "THEME",
            abstract: "colours: " + Theme.Name.allCases.map(\.rawValue).joined(separator: ", ") + ", FILE",
            discussion:
                "The colours (also ALERTTY_THEME): " + Theme.Name.allCases.map(\.rawValue).joined(separator: ", ")
                + ", or any other value as the path of a theme file (see THEME FILES). "
                + "default keeps the terminal's colours but for red destruction and a reverse-video focus; mono uses "
                + "no colour, only bold and reverse video. Every theme's colours are checked against the terminal's "
                + "background (asked of xterm and tmux, or COLORFGBG) for 4.5:1 contrast (3:1 for borders and icons).",
            group: .appearance, completion: .oneOf(Theme.Name.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in try draft.setTheme(value) }),
        OptionSpec(
            long: "accent", valueName: "COLOR",
            abstract: "the focused button's colour: name, 0-255 or #rrggbb",
            discussion:
                "The focused button's colour: a name (red, bright-blue), 0-255 or #rrggbb. Shown in true colour where COLORTERM says so, else the nearest of 256 or of 16 colours.",
            group: .appearance, apply: { draft, value throws(CommandLineProblem) in try draft.setAccent(value) }),
        OptionSpec(
            long: "animation", valueName: "KIND",
            abstract: "how it appears and goes: pop, fade or none (default)",
            discussion:
                "How the alert appears and goes: pop, fade or none (default). pop grows the box from its centre, fade brings the border and then the text in; both take "
                + "about 120 ms and play backwards on the way out, and keys pressed meanwhile are kept. none is the "
                + "default: a script may show many alerts, and a slow connection pays for every frame. "
                + "ALERTTY_REDUCE_MOTION turns motion off whatever a script asks for.",
            group: .appearance, completion: .oneOf(Appearance.Animation.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.animation = try CommandDraft.word(value, "animation", for: "--animation")
            }),
        OptionSpec(
            long: "backdrop", valueName: "KIND",
            abstract: "the screen behind the alert: dim (default) or none",
            discussion: "The screen behind the alert: dim (the default) darkens the terminal's own background where it "
                + "is known and there are 256 colours or "
                + "more; on black, or with 16 colours, the screen stays as it is.",
            group: .appearance, completion: .oneOf(Appearance.Backdrop.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.backdrop = try CommandDraft.word(value, "backdrop", for: "--backdrop")
            }),
        OptionSpec(
            long: "key-help", valueName: "WHEN",
            abstract: "a line of keys under the buttons: auto, always or never",
            discussion: "One dim line under the buttons names the keys that matter for the part with the focus "
                + "(on a list: arrows move, Space mark, Enter choose, type to filter, Tab next, Esc cancel), "
                + "in the words of KEYS, and changes as the focus moves; arrows are spelled Up/Down without UTF-8. auto "
                + "shows it where the alert has an input (a list, field, checkbox, text area, file picker, date or "
                + "pager; the default) and not on an alert of buttons alone, whose keys are plain. It never widens the box: "
                + "what does not fit is left off (Tab's, then Escape's, then the part's own from the last), and it "
                + "is the first row a short terminal gives up. A text area's label row says Ctrl-D and Enter only "
                + "where the line is not shown. Never in the dialects' boxes, which draw the real tools' screens, "
                + "nor in plain mode.",
            group: .appearance, completion: .oneOf(Appearance.KeyHelp.allCases.map(\.rawValue)),
            apply: { draft, value throws(CommandLineProblem) in
                draft.appearance.keyHelp = try CommandDraft.word(value, "key-help", for: "--key-help")
            }),
        OptionSpec(
            long: "id", valueName: "NAME",
            abstract: "name the alert in answers files (ALERTTY_ID)",
            discussion: "A stable name for the alert: 1 to \(AlertID.longest) letters, digits, '-', '_' and '.'. It is "
                + "the key of the alert's entry in an answers file that answers a whole script, and in a recording "
                + "(ALERTTY_RECORD), and the prefix of --shell's names. Without it, ALERTTY_ID names the alert; "
                + "without that, a name is made from the title (else the message's first line): 'alert.' and its "
                + "ASCII letters and digits in lowercase, each other run of characters one '-' (--title 'Host name?' "
                + "is alert.host-name). In the dialects, the box's name stands for 'alert' (menu.choose-a-server). "
                + "See ANSWERING A WHOLE SCRIPT.",
            group: .scripts, apply: { draft, value throws(CommandLineProblem) in try draft.setID(value) }),
        OptionSpec(
            long: "shell",
            abstract: "print the answer as NAME='value' lines for eval",
            discussion: "Print the answer as shell assignments, safe for eval in sh, bash, dash and zsh: each value in "
                + "single quotes (a quote inside as '\\''), so nothing in it runs. Each name is the alert's --id (else "
                + "'answer') in lowercase ASCII letters, digits and '_', then '_' and: button, status, then in the "
                + "order shown each field's label, each checkbox's label (its value on or off) and choices (each "
                + "chosen item quoted, separated "
                + "by spaces, for eval \"set -- $NAME_choices\"). a=$(alertty --id db --shell -i Host ...) && eval \"$a\" "
                + "sets db_button, db_status and db_host (eval of a cancel's empty answer would succeed: test alertty's "
                + "status, not eval's). Labels that make no name, or the same name twice, are a usage "
                + "error. Printed when a button other than cancel is chosen, as the plain answer is.",
            group: .scripts, apply: { draft, _ throws(CommandLineProblem) in try draft.answer(as: .shell) }),
        OptionSpec(
            long: "describe",
            abstract: "print the questions as JSON; ask nothing",
            discussion: "Print what the alert asks as one JSON object, without a terminal and without asking: id, "
                + "title, message, in the order shown the fields (type, label, required, default, rules), the list "
                + "(multiple, required, min_choices and max_choices (null when not given), each item's label, value, "
                + "detail and selected) and the checkboxes, then the "
                + "buttons (label, style, "
                + "status). A script's questions can be listed this way, and an answers file written for them.",
            group: .scripts, apply: { draft, _ in draft.describes = true }),
        OptionSpec(
            long: "check-answers", valueName: "FILE",
            abstract: "whether FILE answers the ids after --",
            discussion:
                "alertty --check-answers FILE -- ID... reads an answers file as ALERTTY_ANSWERS would and says, "
                + "on standard error, which of the IDs it has no entry for and which of its entries no ID names. "
                + "Exit 0 when each ID has an entry and each entry an ID, else 65 (64 for a file that is not an "
                + "answers file). CI can check an answers file against a script's alerts before running it.",
            group: .scripts, completion: .file,
            apply: { draft, value throws(CommandLineProblem) in try draft.checkAnswers(file: value) }),
        OptionSpec(
            long: "compat", valueName: "TOOL",
            abstract: "speak whiptail's or dialog's language (comes first)",
            discussion:
                "Speak whiptail's or dialog's language (first, then that tool's arguments). alertty --compat whiptail --yesno Proceed? 8 40 runs the call as whiptail would, answer, exit "
                + "statuses and all; a symlink named whiptail or dialog does the same. See REPLACING DIALOG AND WHIPTAIL.",
            group: .general, completion: .oneOf(CompatDialect.allCases.map(\.rawValue)),
            apply: { _, _ throws(CommandLineProblem) in throw .compatNotFirst }),
        OptionSpec(
            long: "help", short: "h", abstract: "show this help and exit", group: .general,
            apply: { draft, _ in draft.finished = .showHelp }),
        OptionSpec(
            long: "version", abstract: "print the version and exit", group: .general,
            apply: { draft, _ in draft.finished = .showVersion }),
        OptionSpec(
            long: "generate-man-page",
            abstract: "print the mdoc man page (for man/alertty.1)", group: .general, isHidden: true,
            apply: { draft, _ in draft.finished = .generateManPage }),
        OptionSpec(
            long: "generate-completion", valueName: "SHELL",
            abstract: "print the completion script for SHELL (for completions/)", group: .general,
            completion: .oneOf(Shell.allCases.map(\.rawValue)), isHidden: true,
            apply: { draft, value throws(CommandLineProblem) in
                draft.finished = .generateCompletion(
                    try CommandDraft.word(value, "shell", for: "--generate-completion"))
            }),
    ]

    /// The options a user sees: everything but the project's own generators.
    package static var visible: [OptionSpec] { all.filter { !$0.isHidden } }

    /// The option whose long name (without dashes) is `name`, if there is one.
    package static func spec(long name: some StringProtocol) -> OptionSpec? {
        all.first { $0.long == name }
    }
}
