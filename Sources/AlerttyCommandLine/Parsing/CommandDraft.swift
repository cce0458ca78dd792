import AlerttyKit

/// The command the arguments describe so far: each option's row in ``OptionTable`` changes it
/// (``OptionSpec/apply``), and ``request()`` checks the options against each other and
/// builds the alert.
struct CommandDraft {
    /// What `--required` and `--value` apply to: whichever of a field, a text area and the
    /// list came last.
    enum Requirable {
        case field, list, textArea, date
    }

    /// A `--date` or `--time`, its options as given: read once the format is known, which may
    /// come after them.
    struct PendingDate {
        var label: String
        var kind: DateTimeFormat.Kind
        var format: String?
        var value: String?
        var minimum: String?
        var maximum: String?
    }

    /// A `--choice`, and whether it has its `--detail` yet.
    struct PendingChoice {
        var item: ChoiceList.Item
        var detailGiven = false
    }

    /// An `--input` or `--secure` field, and which of its one-per-field options it has.
    struct PendingField {
        var field: AlertField
        var valueGiven = false
        var maximumLengthGiven = false
        var placeholderGiven = false
    }

    /// The arguments, being read.
    var arguments: ArgumentReader
    /// A command that ends the reading (`--help`, `--check-answers`, ...), once one is given.
    var finished: Command?

    var title: String?
    var message: String?
    var readsStandardInput = false
    // The configuration's own form, so that no other array type is built before the first
    // frame; whether the last button has a --style yet is all the parser must remember.
    var buttons: [AlertButton] = []
    var lastButtonStyled = false
    var fields: [PendingField] = []
    var choices: [PendingChoice] = []
    var allowsMultiple = false
    var listRequired = false
    var minimumChoices: Int?
    var maximumChoices: Int?
    /// `--choices-from`'s file (`-`: standard input); `nil` without it.
    var choicesFrom: String?
    /// What ends an item read from it: a newline, or NUL with `-0`.
    var itemSeparator = UInt8(ascii: "\n")
    /// `--delimiter`'s byte, splitting an item into columns; `nil` without it.
    var delimiter: UInt8?
    /// `--match fuzzy`.
    var matchesFuzzily = false
    /// Whether `--match` was given, which needs a list.
    var matchGiven = false
    /// `--value`s after `--choices-from`: the answers of the items chosen when the alert opens.
    var initialAnswers: [String] = []
    var checkboxes: [AlertCheckbox] = []
    /// The `--text-area`s: configured as fields, which the fields' options modify.
    var textAreas: [PendingField] = []
    /// The file picker, and whether it came after the last `--choice` (so `--multiple` is its).
    var pathPicker: PathPicker?
    var pickerFollowsChoices = false
    var dates: [PendingDate] = []
    var pager: PagerSource?
    var widthGiven = false
    /// The kinds of input in the order their first argument came.
    var inputOrder = InputOrder()
    var lastRequirable: Requirable?
    var timeout: Double?
    var presentation = AlertConfiguration.Presentation.overlay
    var answerFormat = AnswerFormat.lines
    var answer: String?
    var answersFile: String?
    var logFile: String?
    /// `--theme FILE`, a theme file to read (the last `--theme` wins, a name or a file).
    var themeFile: String?
    /// `--markup`: the text's `**bold**`, `_emphasis_` and `` `code` `` are drawn.
    var readsMarkup = false
    var quiet = false
    var asksAgain = false
    var keepsSummary = false
    var timeoutResetsOnKey = false
    var appearance = Appearance()
    var usesMouse = true
    var dismissesOnOutsideClick = false
    var followsProgress = false
    var runs = false
    /// The command `--run` runs: the arguments after its `--`.
    var command: [String] = []
    var progressLines = false
    /// `--show-output`'s word; `nil` without the option.
    var showOutput: WorkRequest.ShowOutput?
    var killAfter: Double?
    var timeoutAnswer: String?
    var id: String?
    var describes = false

    init(arguments: ArgumentReader) {
        self.arguments = arguments
    }
}

// MARK: - What the options do, in the table's order

extension CommandDraft {
    /// `--message TEXT`; `-` reads it from standard input.
    mutating func setMessage(_ text: String) {
        readsStandardInput = text == "-"
        message = readsStandardInput ? nil : text
    }

    mutating func addButton(_ label: String) throws(CommandLineProblem) {
        try Self.checkLabel(label, of: .button)
        buttons.append(AlertButton(label: label))
        lastButtonStyled = false
    }

    /// `--style`: the last button's, once.
    mutating func styleLastButton(_ name: String) throws(CommandLineProblem) {
        let style: ButtonStyle = try Self.word(name, "style", for: "--style")
        guard let last = buttons.indices.last else { throw .styleWithoutButton }
        if lastButtonStyled { throw .styleRepeated(button: buttons[last].label, style: buttons[last].style) }
        buttons[last].style = style
        lastButtonStyled = true
    }

    mutating func addField(_ label: String, kind: AlertField.Kind) throws(CommandLineProblem) {
        try Self.checkLabel(label, of: kind == .secure ? .secureField : .inputField)
        inputOrder.note(.fields)
        fields.append(PendingField(field: AlertField(label: label, kind: kind)))
        lastRequirable = .field
    }

    /// `--value`: the last field's text, or the last item's answer when the list came last.
    mutating func giveValue(_ value: String) throws(CommandLineProblem) {
        guard lastRequirable != .list else { return try giveLastChoice(value: value) }
        guard lastRequirable != .date else { return try setForLastDate("--value", \.value, to: value) }
        let isTextArea = lastRequirable == .textArea
        try changeLastField(for: "--value TEXT", example: "Name") { pending throws(CommandLineProblem) in
            let label = pending.field.label
            guard pending.field.kind == .text else { throw .secretPreset(field: label) }
            guard !pending.valueGiven else { throw .fieldValueRepeated(field: label) }
            // A text area's value may hold line breaks: $'first\nsecond' in bash.
            guard isTextArea || !value.contains(where: \.isNewline) else {
                throw .configuration(.valueWithLineBreak(field: label))
            }
            pending.field.initialValue = value
            pending.valueGiven = true
        }
    }

    /// `--required`: the last field's, or the list's when it came last.
    mutating func require() throws(CommandLineProblem) {
        if lastRequirable == .date, let last = dates.last { throw .requiredDate(date: last.label) }
        guard lastRequirable != .list else {
            listRequired = true
            return
        }
        try changeLastField(for: "--required", example: "Name") { $0.field.isRequired = true }
    }

    /// `--placeholder`: the last field's or text area's, once.
    mutating func givePlaceholder(_ text: String) throws(CommandLineProblem) {
        try changeLastField(for: "--placeholder TEXT", example: "Name") { pending throws(CommandLineProblem) in
            guard !pending.placeholderGiven else {
                throw .repeatedForField(field: pending.field.label, option: "--placeholder")
            }
            pending.field.placeholder = text
            pending.placeholderGiven = true
        }
    }

    mutating func limitLength(_ value: String) throws(CommandLineProblem) {
        try changeLastField(for: "--max-length N", example: "Name") { pending throws(CommandLineProblem) in
            guard !pending.maximumLengthGiven else {
                throw .repeatedForField(field: pending.field.label, option: "--max-length")
            }
            guard let limit = Self.wholeNumber(value), limit > 0 else {
                throw .notALength(option: "--max-length", value: value, example: 20)
            }
            pending.field.maximumLength = limit
            pending.maximumLengthGiven = true
        }
    }

    mutating func setMinimumLength(_ value: String) throws(CommandLineProblem) {
        try addRule("--min-length", usage: "N") { rules, _ throws(CommandLineProblem) in
            let given = rules.minimumLength != nil
            guard let length = Self.wholeNumber(value), length > 0 else {
                throw .notALength(option: "--min-length", value: value, example: 8)
            }
            rules.minimumLength = length
            return given
        }
    }

    /// `--integer`, with its range when one is given (`1..65535`, `0..`, `..100`).
    mutating func requireInteger(_ range: String) throws(CommandLineProblem) {
        try addRule("--integer", usage: "1..65535") { rules, _ throws(CommandLineProblem) in
            let given = rules.isInteger
            rules.isInteger = true
            if !range.isEmpty { (rules.minimum, rules.maximum) = try Self.integerRange(range) }
            return given
        }
    }

    mutating func setPattern(_ pattern: String) throws(CommandLineProblem) {
        try addRule("--pattern", usage: "REGEX") { rules, _ throws(CommandLineProblem) in
            let given = rules.pattern != nil
            if let problem = FieldPattern.problem(with: pattern) { throw .pattern(problem, pattern) }
            rules.pattern = pattern
            return given
        }
    }

    mutating func setValidateCommand(_ command: String) throws(CommandLineProblem) {
        try addRule("--validate", usage: "CMD") { rules, _ throws(CommandLineProblem) in
            let given = rules.validateCommand != nil
            guard command.contains(where: { $0 != " " }) else { throw .validateWithoutCommand }
            rules.validateCommand = command
            return given
        }
    }

    mutating func setErrorMessage(_ text: String) throws(CommandLineProblem) {
        try addRule("--error-message", usage: "TEXT") { rules, label throws(CommandLineProblem) in
            let given = rules.errorMessage != nil
            guard !text.isEmpty, !text.contains(where: \.isNewline) else { throw .errorMessageNotOneLine(field: label) }
            rules.errorMessage = text
            return given
        }
    }

    /// `--text-area LABEL`: a field of several lines, which the fields' options then modify.
    mutating func addTextArea(_ label: String) throws(CommandLineProblem) {
        try Self.checkLabel(label, of: .textArea)
        inputOrder.note(.textAreas)
        textAreas.append(PendingField(field: AlertField(label: label)))
        lastRequirable = .textArea
    }

    mutating func addChoice(_ label: String) throws(CommandLineProblem) {
        if choicesFrom != nil { throw .choicesFromAndChoice }
        try Self.checkLabel(label, of: .choice)
        pickerFollowsChoices = false
        inputOrder.note(.choices)
        choices.append(PendingChoice(item: ChoiceList.Item(label)))
        lastRequirable = .list
    }

    /// `--choices-from FILE|-`: the list's items read from a file or standard input, once, and
    /// never beside `--choice`s (one list).
    mutating func takeChoices(from file: String) throws(CommandLineProblem) {
        guard choicesFrom == nil else { throw .choicesFromRepeated }
        guard choices.isEmpty else { throw .choicesFromAndChoice }
        guard !file.isEmpty else { throw .choicesFromWithoutFile }
        choicesFrom = file
        pickerFollowsChoices = false
        inputOrder.note(.choices)
        lastRequirable = .list
    }

    /// `--delimiter[=CHAR]`: one byte of ASCII (a TAB when none is given), neither a newline nor NUL.
    mutating func setDelimiter(_ value: String) throws(CommandLineProblem) {
        guard value.utf8.count == 1, let byte = value.utf8.first, byte < 0x80, byte != 0, byte != UInt8(ascii: "\n")
        else { throw .invalidDelimiter(value) }
        delimiter = byte
    }

    /// `--match substring|fuzzy`.
    mutating func setMatching(_ word: String) throws(CommandLineProblem) {
        guard word == "substring" || word == "fuzzy" else {
            throw .unknownWord(noun: "matching", value: word, option: "--match", words: ["substring", "fuzzy"])
        }
        matchesFuzzily = word == "fuzzy"
        matchGiven = true
    }

    /// `--detail`: the last item's, once.
    mutating func describeLastChoice(_ detail: String) throws(CommandLineProblem) {
        if choicesFrom != nil { throw .itemOptionWithChoicesFrom(option: "--detail") }
        let last = try lastChoice(for: "--detail TEXT")
        guard !choices[last].detailGiven else { throw .detailRepeated(choice: choices[last].item.label) }
        try Self.checkLabel(detail, of: .detail)
        choices[last].item.detail = detail
        choices[last].detailGiven = true
    }

    mutating func selectLastChoice() throws(CommandLineProblem) {
        if choicesFrom != nil { throw .itemOptionWithChoicesFrom(option: "--selected") }
        choices[try lastChoice(for: "--selected")].item.isSelected = true
    }

    mutating func allowMultipleChoices() throws(CommandLineProblem) {
        if pickerFollowsChoices, pathPicker?.choosing == .files {
            pathPicker?.allowsMultiple = true
            return
        }
        _ = try lastChoice(for: "--multiple", wholeList: true)
        allowsMultiple = true
    }

    /// `--min-choices` (`least` 0) or `--max-choices` (`least` 1): once, after a `--choice`;
    /// checked against the list and each other once the list is whole (``AlertConfiguration/validate()``).
    mutating func limitChoices(
        _ option: String, _ value: String, least: Int, _ limit: WritableKeyPath<CommandDraft, Int?>
    ) throws(CommandLineProblem) {
        _ = try lastChoice(for: option + " " + (Self.wholeNumber(value).map(String.init) ?? "2"), wholeList: true)
        guard self[keyPath: limit] == nil else { throw .choiceCountRepeated(option: option) }
        guard let count = Self.wholeNumber(value), count >= least else {
            throw .notAChoiceCount(option: option, value: value, least: least)
        }
        self[keyPath: limit] = count
    }

    /// `--file` or `--directory`: the alert's one file picker.
    mutating func addPathPicker(_ label: String, choosing: PathPicker.Choosing) throws(CommandLineProblem) {
        guard pathPicker == nil else { throw .pickerRepeated }
        guard !label.isEmpty, !label.contains(where: \.isNewline) else { throw .pickerLabelNotOneLine }
        inputOrder.note(.pathPicker)
        pathPicker = PathPicker(label: label, choosing: choosing)
        pickerFollowsChoices = true
    }

    /// `--path`: where the picker starts (checked to be a folder that can be read when alertty runs).
    mutating func setPickerStart(_ folder: String) throws(CommandLineProblem) {
        guard pathPicker != nil else { throw .needsPicker(option: "--path") }
        guard !folder.isEmpty else { throw .emptyPickerPath }
        pathPicker?.startFolder = folder
    }

    /// `--extension`: files of this extension only (a leading dot is dropped).
    mutating func addPickerExtension(_ value: String) throws(CommandLineProblem) {
        guard pathPicker?.choosing == .files else { throw .needsPicker(option: "--extension") }
        let ext = value.utf8.first == UInt8(ascii: ".") ? String(value.dropFirst()) : value
        guard !ext.isEmpty, !ext.contains("/"), !ext.contains(where: \.isNewline) else {
            throw .invalidExtension(value)
        }
        pathPicker?.extensions.append(ext)
    }

    mutating func addCheckbox(_ label: String) throws(CommandLineProblem) {
        try Self.checkLabel(label, of: .checkbox)
        inputOrder.note(.checkboxes)
        checkboxes.append(AlertCheckbox(label))
    }

    /// `--pager FILE` or `--follow FILE`: one pager an alert; standard input cannot be followed.
    mutating func setPager(_ value: String, follows: Bool) throws(CommandLineProblem) {
        guard pager == nil else { throw .pagerRepeated }
        guard !value.isEmpty else { throw .pagerWithoutFile(follows: follows) }
        if follows, value == "-" { throw .followStandardInput }
        inputOrder.note(.pager)
        pager = PagerSource(value == "-" ? .standardInput : .file(value), follows: follows)
    }

    mutating func checkLastCheckbox() throws(CommandLineProblem) {
        guard let last = checkboxes.indices.last else { throw .checkedWithoutCheckbox }
        checkboxes[last].isChecked = true
    }

    /// `--date [LABEL]` or `--time [LABEL]`.
    mutating func addDate(_ label: String, kind: DateTimeFormat.Kind) throws(CommandLineProblem) {
        try Self.checkLabel(label, of: .date)
        inputOrder.note(.dates)
        dates.append(PendingDate(label: label, kind: kind))
        lastRequirable = .date
    }

    /// `--min`, `--max` or `--format` (and `--value`): the last date's or time's, once each.
    mutating func setForLastDate(
        _ option: String, _ property: WritableKeyPath<PendingDate, String?>, to value: String
    ) throws(CommandLineProblem) {
        guard let last = dates.indices.last else { throw .modifierWithoutDate(option: option) }
        guard dates[last][keyPath: property] == nil else {
            throw .repeatedForDate(date: dates[last].label, option: option)
        }
        dates[last][keyPath: property] = value
    }

    /// `--show-output`, `--show-output=failure` or `--show-output=never` (``OptionSpec/OptionalValue``
    /// gives `always` when no word is).
    mutating func setShowOutput(_ word: String) throws(CommandLineProblem) {
        switch word {
        case "always": showOutput = .always
        case "failure": showOutput = .onFailure
        case "never": showOutput = .never
        default: throw .invalidShowOutput(word)
        }
    }

    /// `--json` or `--shell`: one of them, however often.
    mutating func answer(as format: AnswerFormat) throws(CommandLineProblem) {
        if answerFormat != .lines, answerFormat != format { throw .jsonAndShell }
        answerFormat = format
    }

    mutating func setID(_ name: String) throws(CommandLineProblem) {
        if let problem = AlertID.problem(with: name, from: "--id") { throw .worded(problem) }
        id = name
    }

    /// `--check-answers FILE -- ID...`: alone on the command line, the IDs after `--`.
    mutating func checkAnswers(file: String) throws(CommandLineProblem) {
        let rest = arguments.rest
        guard arguments.consumed == 2, rest.first == "--", rest.count > 1 else { throw .checkAnswersNotAlone }
        let ids = Array(rest.dropFirst())
        for id in ids {
            if let problem = AlertID.problem(with: id, from: "--check-answers id") { throw .worded(problem) }
        }
        finished = .checkAnswers(file: file, ids: ids)
    }

    mutating func setWidth(_ value: String) throws(CommandLineProblem) {
        guard let columns = Self.wholeNumber(value), columns >= Appearance.narrowestMaximumWidth else {
            throw .invalidWidth(value)
        }
        appearance.maximumWidth = columns
        widthGiven = true
    }

    /// `--theme NAME|FILE`: a built-in theme's name wins; any other value is a theme file's path,
    /// read only once the command line is parsed (``ThemeFile``).
    mutating func setTheme(_ value: String) throws(CommandLineProblem) {
        if let name = Theme.Name(rawValue: value) {
            appearance.theme = name
            themeFile = nil
        } else if value.isEmpty {
            throw .unknownWord(
                noun: "theme", value: value, option: "--theme", words: Theme.Name.allCases.map(\.rawValue))
        } else {
            appearance.theme = nil
            themeFile = value
        }
    }

    mutating func setAccent(_ value: String) throws(CommandLineProblem) {
        guard let color = TerminalColor.parse(value) else { throw .invalidAccent(value) }
        appearance.accent = color
    }
}

// MARK: - The options' shared checks

extension CommandDraft {
    /// One of a fixed set of words, or the problem that lists them.
    static func word<Word: RawRepresentable & CaseIterable>(
        _ value: String, _ noun: String, for option: String
    ) throws(CommandLineProblem) -> Word where Word.RawValue == String {
        guard let word = Word(rawValue: value) else {
            throw .unknownWord(noun: noun, value: value, option: option, words: Word.allCases.map(\.rawValue))
        }
        return word
    }

    /// Accepts plain decimal seconds only (`30`, `2.5`, `.5`): no signs, exponents, `inf` or `nan`.
    static func seconds(_ value: String, option: String) throws(CommandLineProblem) -> Double {
        let parts = value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digitsOnly = parts.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) } }
        guard digitsOnly, parts.contains(where: { !$0.isEmpty }), let seconds = Double(value), seconds > 0 else {
            throw .invalidSeconds(option: option, value: value)
        }
        guard seconds <= AlertConfiguration.longestTimeout else { throw .tooManySeconds(option: option, value: value) }
        return seconds
    }

    /// Plain decimal digits as a number: no sign, no spaces, nothing too large for an Int.
    private static func wholeNumber(_ value: String) -> Int? {
        guard value.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(value)
    }

    /// A label as the configuration's rules check it.
    private static func checkLabel(_ label: String, of part: AlertConfiguration.Labelled) throws(CommandLineProblem) {
        do { try AlertConfiguration.checkLabel(label, of: part) } catch { throw .configuration(error) }
    }

    /// `1..65535`, `0..`, `..100`: the bounds of `--integer`.
    private static func integerRange(_ text: String) throws(CommandLineProblem) -> (Int?, Int?) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].isEmpty else { throw .invalidIntegerRange(text) }
        let low = parts[0].isEmpty ? nil : Int(parts[0])
        let high = parts[2].isEmpty ? nil : Int(parts[2])
        guard parts[0].isEmpty || low != nil, parts[2].isEmpty || high != nil, low != nil || high != nil,
            (low ?? .min) <= (high ?? .max)
        else { throw .invalidIntegerRange(text) }
        return (low, high)
    }

    /// The index of the most recent field, which `option` (written as in `usage`) applies to.
    private func lastField(for usage: String, example label: String) throws(CommandLineProblem) -> Int {
        guard let last = fields.indices.last else {
            let option = String(usage.prefix { $0 != " " })
            throw .modifierWithoutField(option: option, usage: usage, label: label)
        }
        return last
    }

    /// A rule for the last field, or its message: `add` checks the value, changes the rules
    /// and says whether the field (its label given) had this rule already: one of each per field.
    private mutating func addRule(
        _ option: String, usage value: String,
        _ add: (inout FieldRules, _ label: String) throws(CommandLineProblem) -> Bool
    ) throws(CommandLineProblem) {
        try changeLastField(for: option + " " + value, example: "Port") { pending throws(CommandLineProblem) in
            var rules = pending.field.rules
            if try add(&rules, pending.field.label) {
                throw .repeatedForField(field: pending.field.label, option: option)
            }
            pending.field.rules = rules
        }
    }

    /// Changes the most recent field, or the most recent text area when one came after it:
    /// what `option` (written as in `usage`) applies to.
    private mutating func changeLastField(
        for usage: String, example label: String, _ change: (inout PendingField) throws(CommandLineProblem) -> Void
    ) throws(CommandLineProblem) {
        if lastRequirable == .textArea, let last = textAreas.indices.last { return try change(&textAreas[last]) }
        try change(&fields[try lastField(for: usage, example: label)])
    }

    /// The list the `--choice`s and the list's options make.
    private var choiceList: ChoiceList {
        var list = ChoiceList(choices.map(\.item), allowsMultiple: allowsMultiple, isRequired: listRequired)
        list.minimumChoices = minimumChoices
        list.maximumChoices = maximumChoices
        if matchesFuzzily { list.matching = .fuzzy }
        if choicesFrom != nil {
            list.itemFormat = ChoiceList.ItemFormat(separator: itemSeparator, delimiter: delimiter)
            list.initialAnswers = initialAnswers
        }
        return list
    }

    /// The index of the most recent item, which `usage` (the option as written in an
    /// example) applies to; `wholeList` for an option of the whole list.
    private func lastChoice(for usage: String, wholeList: Bool = false) throws(CommandLineProblem) -> Int {
        // A list read from a file has no item here yet; its options apply to the whole of it.
        if wholeList, choicesFrom != nil { return -1 }
        guard let last = choices.indices.last else {
            throw .modifierWithoutChoice(usage: usage, choice: nextChoiceLabel ?? "en", wholeList: wholeList)
        }
        return last
    }

    /// The label of the next `--choice` among the arguments not read yet, for an example of
    /// the fix; only one that reads plainly in a shell (a word of letters, digits, `.`, `_`, `-`).
    private var nextChoiceLabel: String? {
        let rest = arguments.rest
        guard let at = rest.firstIndex(where: { $0 == "--choice" || $0 == "-c" }), at + 1 < rest.count else {
            return nil
        }
        let label = rest[at + 1]
        let plain = label.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        return plain && !label.isEmpty && label.count <= 40 && !label.hasPrefix("-") ? label : nil
    }

    /// `--value` after a `--choice`: what the answer says when that item is chosen; one per
    /// item, one line, and no two items of the list with the same.
    private mutating func giveLastChoice(value: String) throws(CommandLineProblem) {
        guard choicesFrom == nil else {
            initialAnswers.append(value)
            return
        }
        let last = choices.count - 1
        let label = choices[last].item.label
        guard choices[last].item.value == nil else { throw .choiceValueRepeated(choice: label) }
        guard !value.contains(where: \.isNewline), !value.isEmpty else { throw .choiceValueNotOneLine(choice: label) }
        choices[last].item.value = value
    }
}

// MARK: - The options against each other

extension CommandDraft {
    /// The alert the arguments ask for, once the options agree with each other.
    consuming func request() throws(CommandLineProblem) -> AlertRequest {
        try checkAnswerSources()
        try checkAnswersDiffer()
        try checkErrorMessagesReplaceRules()
        if choicesFrom != nil || itemSeparator != UInt8(ascii: "\n") || delimiter != nil || matchGiven {
            try checkChoicesFrom()
        }
        if timeoutResetsOnKey, timeout == nil { throw .timeoutResetWithoutTimeout }
        let work = try workRequest()
        if work != nil { try checkProgressAlert() }
        var configuration = AlertConfiguration(
            title: title, message: message,
            styledButtons: buttons,
            fields: fields.map(\.field),
            choices: choices.isEmpty && choicesFrom == nil
                ? nil : choiceList,
            checkboxes: checkboxes,
            timeout: timeout, presentation: presentation)
        if !textAreas.isEmpty { configuration.textAreas = textAreas.map(\.field) }
        configuration.inputOrder = inputOrder
        if let pathPicker { configuration.pathPicker = pathPicker }
        if !dates.isEmpty { configuration.dates = try alertDates() }
        configuration.timeoutResetsOnKey = timeoutResetsOnKey
        if let timeoutAnswer {
            configuration.timeoutAnswer = try Self.timeoutButton(
                timeoutAnswer, in: configuration, runsWork: work != nil)
        }
        if let pager { configuration.pager = pager }
        // A pager reads best as wide as the screen, unless --width says otherwise.
        if pager != nil, !widthGiven { appearance.maximumWidth = .max }
        configuration.appearance = appearance
        configuration.usesMouse = usesMouse
        configuration.keepsSummary = keepsSummary
        configuration.dismissesOnOutsideClick = dismissesOnOutsideClick
        // Before the rules: labels are checked (and answered) without their marks.
        if readsMarkup { configuration.markUp() }
        if work != nil {
            configuration.progress = ProgressOptions(
                showsBar: followsProgress || progressLines, hasButtons: !buttons.isEmpty, outputRows: runs ? 8 : 0)
        }
        // Before the styles are known to be unique the buttons cannot be numbered well, so the
        // configuration's own rules come after building it: one set of rules for every caller.
        do { try configuration.validate() } catch { throw .configuration(error) }
        if answerFormat == .shell {
            do { _ = try ShellAnswer.suffixes(for: configuration) } catch { throw .worded(error) }
        }
        var request = AlertRequest(
            configuration: configuration, readsMessageFromStandardInput: readsStandardInput, answer: answer,
            quiet: quiet, answersFile: answersFile, logFile: logFile, work: work)
        request.id = id
        request.answerFormat = answerFormat
        request.describes = describes
        request.themeFile = themeFile
        if let choicesFrom { request.choicesFrom = choicesFrom }
        request.asksAgain = asksAgain
        return request
    }

    /// The dates and times, their options read in their formats: `--format` first, then the
    /// values and the range, which the format writes.
    private func alertDates() throws(CommandLineProblem) -> [AlertDate] {
        var result: [AlertDate] = []
        for date in dates {
            func problem(_ option: String, _ problem: DateTimeProblem) -> CommandLineProblem {
                .dateOption(date: date.label, option: option, problem)
            }
            let format: DateTimeFormat
            if let text = date.format {
                do { format = try DateTimeFormat(text, kind: date.kind) } catch { throw problem("--format", error) }
            } else {
                format = date.kind == .date ? .isoDate : .isoTime
            }
            func read(_ option: String, _ text: String?) throws(CommandLineProblem) -> Int? {
                guard let text else { return nil }
                switch format.value(of: text) {
                case .success(let value): return value
                case .failure(let error): throw problem(option, error)
                }
            }
            let minimum = try read("--min", date.minimum)
            let maximum = try read("--max", date.maximum)
            let value = try read("--value", date.value)
            do {
                result.append(
                    try AlertDate(
                        label: date.label, format: format, initialValue: value, minimum: minimum, maximum: maximum))
            } catch {
                if case .minimumAfterMaximum = error { throw problem("--min", error) }
                throw problem("--value", error)
            }
        }
        return result
    }

    /// One answer given in advance, and one reader of standard input.
    private func checkAnswerSources() throws(CommandLineProblem) {
        if answer != nil, answersFile != nil { throw .answerAndAnswers }
        if answersFile == "-", readsStandardInput { throw .answersAndMessageReadStandardInput }
        if pager?.origin == .standardInput, readsStandardInput || answersFile == "-" || followsProgress {
            throw .pagerAndOtherReadStandardInput
        }
    }

    /// No two items may answer the same, whether by a `--value` or by a label.
    private func checkAnswersDiffer() throws(CommandLineProblem) {
        // Only lists with values: labels already differ, and a set of them would be built at
        // start-up (start-up rule 4).
        guard choices.contains(where: { $0.item.value != nil }) else { return }
        for (index, choice) in choices.enumerated() {
            guard let other = choices[..<index].first(where: { $0.item.answer.isSameLabel(as: choice.item.answer) })
            else { continue }
            throw .sameAnswer(first: other.item.label, second: choice.item.label, answer: choice.item.answer)
        }
    }

    /// The options of a list read from a file need one; standard input has one reader; a radio
    /// list opens with one item chosen.
    private func checkChoicesFrom() throws(CommandLineProblem) {
        if matchGiven, choices.isEmpty, choicesFrom == nil { throw .matchWithoutList }
        guard choicesFrom != nil else {
            if itemSeparator != UInt8(ascii: "\n") { throw .needsChoicesFrom(option: "-0") }
            if delimiter != nil { throw .needsChoicesFrom(option: "--delimiter") }
            return
        }
        if choicesFrom == "-",
            readsStandardInput || answersFile == "-" || followsProgress || pager?.origin == .standardInput
        {
            throw .choicesFromAndOtherReadStandardInput
        }
        if initialAnswers.count > 1, !allowsMultiple { throw .choicesFromValuesWithoutMultiple }
    }

    /// `--error-message` replaces a rule's message, so its field has a rule.
    private func checkErrorMessagesReplaceRules() throws(CommandLineProblem) {
        if let field = fields.first(where: { $0.field.rules.errorMessage != nil && $0.field.rules.isEmpty }) {
            throw .errorMessageWithoutRule(field: field.field.label)
        }
        if let area = textAreas.first(where: { $0.field.rules.errorMessage != nil && $0.field.rules.isEmpty }) {
            throw .errorMessageWithoutRule(field: area.field.label)
        }
    }

    /// The work `--progress` or `--run` asks for, checked; `nil` for neither.
    private func workRequest() throws(CommandLineProblem) -> WorkRequest? {
        if followsProgress, runs { throw .progressAndRun }
        if !runs {
            // Plain conditions, not an array of optional names: every alert parses through here,
            // and such an array's type is built at run time (start-up rule 2).
            let runOnly =
                progressLines
                ? "--progress-lines" : showOutput != nil ? "--show-output" : killAfter != nil ? "--kill-after" : ""
            if !runOnly.isEmpty { throw .needsRun(option: runOnly) }
            return followsProgress ? WorkRequest(source: .standardInput) : nil
        }
        guard let name = command.first, !name.isEmpty else { throw .runWithoutCommand }
        return WorkRequest(
            source: .command(command), progressLines: progressLines, showOutput: showOutput ?? .tailOnFailure,
            killAfter: killAfter ?? 5)
    }

    /// A progress alert asks nothing, has no answer to give in advance, and leaves standard
    /// input to `--progress`.
    private func checkProgressAlert() throws(CommandLineProblem) {
        if !fields.isEmpty || !choices.isEmpty || choicesFrom != nil || !checkboxes.isEmpty || !textAreas.isEmpty
            || pathPicker != nil
            || !dates.isEmpty || pager != nil
        {
            throw .progressAsks
        }
        if answer != nil || answersFile != nil { throw .progressAnswered }
        if followsProgress, readsStandardInput { throw .progressAndMessageReadStandardInput }
    }

    /// The button `--timeout-answer` names: one of the alert's, exactly, and only with a timeout.
    private static func timeoutButton(
        _ label: String, in configuration: AlertConfiguration, runsWork: Bool
    ) throws(CommandLineProblem) -> Int {
        if runsWork { throw .timeoutAnswerWithProgress }
        guard configuration.timeout != nil else { throw .timeoutAnswerWithoutTimeout }
        guard let index = configuration.buttons.firstIndex(where: { $0.label.isSameLabel(as: label) }) else {
            throw .timeoutAnswerMatchesNoButton(label, buttons: configuration.buttons.map(\.label))
        }
        return index
    }
}
