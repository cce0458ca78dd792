extension AlertConfiguration {
    /// The longest `--timeout`: a year is longer than any script waits, and the bound keeps
    /// deadline arithmetic far from overflow.
    public static let longestTimeout = 31_536_000.0

    /// `seconds` rounded up to whole seconds, as a countdown shows them. A timeout that never
    /// met the rules (a library caller's configuration, unvalidated) shows as at most the
    /// longest, instead of trapping in the conversion to an integer.
    static func wholeSeconds(_ seconds: Double) -> Int {
        Int(min(max(0, seconds), longestTimeout).rounded(.up))
    }

    /// A configuration the command line would accept — or the rule it breaks, as a typed
    /// ``Problem`` (the command line says the same in its words): the same rules hold for a
    /// Swift program as for a script.
    ///
    /// Buttons are numbered as by ``init(title:message:buttons:fields:choices:checkboxes:timeout:presentation:)``;
    /// the title has no default, so that the two initializers are never confused:
    /// `try AlertConfiguration(validating: "Delete?", buttons: [("Cancel", .cancel)])`.
    public init(
        validating title: String?,
        message: String? = nil,
        buttons: [(label: String, style: ButtonStyle)] = [],
        fields: [AlertField] = [],
        choices: ChoiceList? = nil,
        checkboxes: [AlertCheckbox] = [],
        timeout: Double? = nil,
        presentation: Presentation = .overlay
    ) throws(Problem) {
        self.init(
            title: title, message: message, buttons: buttons, fields: fields, choices: choices, checkboxes: checkboxes,
            timeout: timeout, presentation: presentation)
        try validate()
    }

    /// Checks every rule the command line enforces on buttons, fields and the timeout.
    ///
    /// Buttons are numbered 0, 1, 2, … by the initializer and cannot be renumbered, so at most
    /// ``maximumButtonCount`` of them keeps every status below 64, where alertty's own begin
    /// (usage 64, no terminal 69, internal error 70, 74, timeout 124, signals 128+N,
    /// dismissed 255): a button can never be mistaken for any of them.
    public func validate() throws(Problem) {
        guard buttons.count <= Self.maximumButtonCount else { throw .tooManyButtons(count: buttons.count) }
        for button in buttons { try Self.checkLabel(button.label, of: .button) }
        for style in [ButtonStyle.cancel, .default] {
            let labels = buttons.filter { $0.style == style }.map(\.label)
            if labels.count > 1 { throw .twoButtonsStyled(style, labels[0], labels[1]) }
        }
        if let repeated = Self.firstRepeated(buttons.map(\.label)) { throw .repeatedLabel(.button, repeated.label) }
        try validateFields()
        try validateTextAreas()
        try validateChoicesAndCheckboxes()
        try validateDates()
        if let timeout, !(timeout > 0 && timeout <= Self.longestTimeout) { throw .timeoutOutOfRange(timeout) }
    }

    private func validateFields() throws(Problem) {
        let repeated = Self.firstRepeated(fields.map(\.label))
        for (index, field) in fields.enumerated() {
            try Self.checkLabel(field.label, of: field.kind == .secure ? .secureField : .inputField)
            guard repeated?.index != index else { throw .repeatedLabel(.inputField, field.label) }
            if let limit = field.maximumLength, limit < 1 { throw .maximumLengthNotPositive(field: field.label, limit) }
            guard !field.initialValue.contains(where: \.isNewline) else {
                throw .valueWithLineBreak(field: field.label)
            }
            // Typed text never holds one (they were dropped silently, so the field was not what was given).
            if let control = field.initialValue.unicodeScalars.first(where: AlertState.isControl) {
                throw .valueWithControlCharacter(field: field.label, control)
            }
            let length = field.initialValue.count
            if let limit = field.maximumLength, length > limit {
                throw .valueTooLong(field: field.label, length: length, limit: limit)
            }
            try Self.checkPlaceholder(of: field)
        }
    }

    /// A placeholder is one line of text, drawn as it is: no line break, no control character.
    private static func checkPlaceholder(of field: AlertField) throws(Problem) {
        if field.placeholder.contains(where: \.isNewline)
            || field.placeholder.unicodeScalars.contains(where: AlertState.isControl)
        {
            throw .placeholderNotOneLine(field: field.label)
        }
    }

    /// A text area's rules are a field's, but its value may hold line breaks (and tabs, typed
    /// as spaces).
    private func validateTextAreas() throws(Problem) {
        let repeated = Self.firstRepeated(textAreas.map(\.label))
        for (index, area) in textAreas.enumerated() {
            try Self.checkLabel(area.label, of: .textArea)
            guard repeated?.index != index else { throw .repeatedLabel(.textArea, area.label) }
            if let limit = area.maximumLength, limit < 1 { throw .maximumLengthNotPositive(field: area.label, limit) }
            if let control = area.initialValue.unicodeScalars.first(where: {
                AlertState.isControl($0) && $0 != "\n" && $0 != "\r" && $0 != "\t"
            }) {
                throw .valueWithControlCharacter(field: area.label, control)
            }
            let length = area.initialValue.count
            if let limit = area.maximumLength, length > limit {
                throw .valueTooLong(field: area.label, length: length, limit: limit)
            }
            try Self.checkPlaceholder(of: area)
        }
    }

    private func validateChoicesAndCheckboxes() throws(Problem) {
        if let choices {
            // A list read from a file or pipe has no items until the alert shows.
            guard !choices.items.isEmpty || choices.itemFormat != nil else { throw .emptyList }
            let repeated = Self.firstRepeated(choices.items.map(\.label))
            for (index, item) in choices.items.enumerated() {
                try Self.checkLabel(item.label, of: .choice)
                guard repeated?.index != index else { throw .repeatedLabel(.choice, item.label) }
                if let detail = item.detail { try Self.checkLabel(detail, of: .detail) }
            }
            let selected = choices.items.filter(\.isSelected)
            if !choices.allowsMultiple, selected.count > 1 { throw .twoSelected(selected[0].label, selected[1].label) }
            try Self.checkCounts(of: choices, selected: selected.count)
        }
        let repeated = Self.firstRepeated(checkboxes.map(\.label))
        for (index, box) in checkboxes.enumerated() {
            try Self.checkLabel(box.label, of: .checkbox)
            guard repeated?.index != index else { throw .repeatedLabel(.checkbox, box.label) }
        }
    }

    /// A checklist's minimum and maximum number of items chosen: within the list, in order, and
    /// kept by the items selected.
    private static func checkCounts(of list: ChoiceList, selected: Int) throws(Problem) {
        guard list.minimumChoices != nil || list.maximumChoices != nil else { return }
        guard list.allowsMultiple else { throw .choiceCountsWithoutMultiple }
        let least = list.minimumChoices ?? 0
        if least < 0 { throw .choiceCountOutOfRange(least) }
        if list.itemFormat == nil, least > list.items.count {
            throw .minimumChoicesAboveItems(minimum: least, items: list.items.count)
        }
        guard let most = list.maximumChoices else { return }
        if most < 1 { throw .choiceCountOutOfRange(most) }
        if most < least { throw .choiceCountsCrossed(minimum: least, maximum: most) }
        if selected > most { throw .selectedAboveMaximumChoices(selected: selected, maximum: most) }
    }

    /// Each date's or time's label, different from the others' (its value and range were
    /// checked when it was made, ``AlertDate``).
    private func validateDates() throws(Problem) {
        // Only an alert with dates maps them: start-up rule 2.
        guard !dates.isEmpty else { return }
        let repeated = Self.firstRepeated(dates.map(\.label))
        for (index, date) in dates.enumerated() {
            try Self.checkLabel(date.label, of: .date)
            guard repeated?.index != index else { throw .repeatedLabel(.date, date.label) }
        }
    }

    /// The first label that repeats an earlier one, and its position: the smallest index whose
    /// label is also at a smaller one. Equal byte for byte (``Swift/String/isSameLabel(as:)``).
    ///
    /// By sorting positions rather than hashing into a Set (start-up rule 4); sorting keeps a
    /// 1,000-item list quick too.
    static func firstRepeated(_ labels: [String]) -> (label: String, index: Int)? {
        guard labels.count > 1 else { return nil }
        // Equal labels end up side by side, each run in the order given.
        let order = labels.indices.sorted {
            labels[$0].utf8.lexicographicallyPrecedes(labels[$1].utf8)
                || (labels[$0].isSameLabel(as: labels[$1]) && $0 < $1)
        }
        var first: Int?
        for position in 1..<order.count where labels[order[position]].isSameLabel(as: labels[order[position - 1]]) {
            first = min(first ?? order[position], order[position])
        }
        return first.map { (labels[$0], $0) }
    }

    /// A label: not empty, and one line, since it is printed as one line of the answer.
    package static func checkLabel(_ label: String, of part: Labelled) throws(Problem) {
        guard !label.isEmpty else { throw .emptyLabel(part) }
        guard label.contains(where: \.isNewline) else { return }
        throw .labelWithLineBreak(part, label)
    }
}

extension String {
    /// Whether `other` is the same label: the same bytes, as labels are printed and as
    /// `--answer`, answers files and duplicates match them. Not `==`, under which `café` and
    /// `cafe` with a combining accent are one string, though a script that reads the answer
    /// sees two.
    package func isSameLabel(as other: String) -> Bool { utf8.elementsEqual(other.utf8) }

    /// Whether `other` is the same label but for case (`yes` for `Yes`), otherwise byte for byte.
    package func isSameLabelIgnoringCase(as other: String) -> Bool { lowercased().isSameLabel(as: other.lowercased()) }
}
