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

    /// A configuration the command line would accept — or the error it would report, word
    /// for word: the same rules hold for a Swift program as for a script.
    ///
    /// Buttons are numbered as by ``init(title:message:buttons:fields:timeout:presentation:answerFormat:)``;
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
        presentation: Presentation = .overlay,
        answerFormat: AnswerFormat = .lines
    ) throws(UsageError) {
        self.init(
            title: title, message: message, buttons: buttons, fields: fields, choices: choices, checkboxes: checkboxes,
            timeout: timeout,
            presentation: presentation, answerFormat: answerFormat)
        try validate()
    }

    /// Checks every rule the command line enforces on buttons, fields and the timeout.
    ///
    /// Buttons are numbered 0, 1, 2, … by the initializer and cannot be renumbered, so at most
    /// ``maximumButtonCount`` of them keeps every status below 64, where alertty's own begin
    /// (usage 64, no terminal 69, internal error 70, 74, timeout 124, signals 128+N,
    /// dismissed 255): a button can never be mistaken for any of them.
    public func validate() throws(UsageError) {
        guard buttons.count <= Self.maximumButtonCount else {
            throw UsageError("too many buttons (\(buttons.count)); an alert has at most \(Self.maximumButtonCount)")
        }
        for button in buttons {
            try Self.checkLabel(button.label, of: "--button", example: "--button OK")
        }
        for style in [ButtonStyle.cancel, .default] {
            let labels = buttons.filter { $0.style == style }.map(\.label)
            if labels.count > 1 {
                throw UsageError(
                    "two buttons have --style \(style.rawValue) (\(UsageError.quoted(labels[0])) and \(UsageError.quoted(labels[1]))); "
                        + "an alert has at most one \(style.rawValue) button")
            }
        }
        if let repeated = Self.firstRepeated(buttons.map(\.label)) {
            throw UsageError(
                "two buttons are labelled \(UsageError.quoted(repeated.label)); give each button its own label, "
                    + "since the label is the answer printed")
        }
        try validateFields()
        try validateChoicesAndCheckboxes()
        if let timeout, !(timeout > 0 && timeout <= Self.longestTimeout) {
            throw UsageError(
                "a timeout of \(timeout) seconds is out of range; give more than 0 and at most \(Int(Self.longestTimeout)) (a year)"
            )
        }
    }

    private func validateFields() throws(UsageError) {
        let repeated = Self.firstRepeated(fields.map(\.label))
        for (index, field) in fields.enumerated() {
            let flag = field.kind == .secure ? "--secure" : "--input"
            try Self.checkLabel(field.label, of: flag, example: "\(flag) Name")
            guard repeated?.index != index else {
                throw UsageError(
                    "two fields are labelled \(UsageError.quoted(field.label)); give each field its own label, "
                        + "since --json names values by label")
            }
            if let limit = field.maximumLength, limit < 1 {
                throw UsageError(
                    "field \(UsageError.quoted(field.label)) has a --max-length of \(limit); give a positive number of characters"
                )
            }
            guard !field.initialValue.contains(where: \.isNewline) else {
                throw UsageError(
                    "--value for \(UsageError.quoted(field.label)) contains a line break; a field holds one line")
            }
            // Typed text never holds one (they were dropped silently, so the field was not what was given).
            if let control = field.initialValue.unicodeScalars.first(where: AlertState.isControl) {
                let hex = String(control.value, radix: 16, uppercase: true)
                throw UsageError(
                    "--value for \(UsageError.quoted(field.label)) contains the control character U+"
                        + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                        + "; a field holds only text that can be typed, so leave it out")
            }
            let length = field.initialValue.count
            if let limit = field.maximumLength, length > limit {
                throw UsageError(
                    "--value for \(UsageError.quoted(field.label)) is \(length) characters but its --max-length is \(limit); "
                        + "shorten the value or raise the limit")
            }
        }
    }

    private func validateChoicesAndCheckboxes() throws(UsageError) {
        if let choices {
            guard !choices.items.isEmpty else { throw UsageError("a list needs at least one item; add --choice LABEL") }
            let repeated = Self.firstRepeated(choices.items.map(\.label))
            for (index, item) in choices.items.enumerated() {
                try Self.checkLabel(item.label, of: "--choice", example: "--choice English")
                guard repeated?.index != index else {
                    throw UsageError(
                        "two items are labelled \(UsageError.quoted(item.label)); give each --choice its own label, "
                            + "since the label is the answer printed")
                }
                if let detail = item.detail { try Self.checkLabel(detail, of: "--detail", example: "--detail English") }
            }
            let selected = choices.items.filter(\.isSelected)
            if !choices.allowsMultiple, selected.count > 1 {
                throw UsageError(
                    "two items are --selected (\(UsageError.quoted(selected[0].label)) and \(UsageError.quoted(selected[1].label))) "
                        + "in a list that takes one choice; select one, or add --multiple")
            }
        }
        let repeated = Self.firstRepeated(checkboxes.map(\.label))
        for (index, box) in checkboxes.enumerated() {
            try Self.checkLabel(box.label, of: "--checkbox", example: "--checkbox \"Don't ask again\"")
            guard repeated?.index != index else {
                throw UsageError(
                    "two checkboxes are labelled \(UsageError.quoted(box.label)); give each its own label, "
                        + "since --json names them by label")
            }
        }
    }

    /// The first label that repeats an earlier one, and its position: the smallest index whose
    /// label is also at a smaller one. Equal as Swift strings are, canonically equivalent.
    ///
    /// By sorting positions rather than hashing into a Set: every alert checks its labels
    /// before the first frame, and a Set's first use (hashing, its conformance lookups) cost
    /// more than the whole check for a few labels; sorting keeps a 1,000-item list quick too.
    static func firstRepeated(_ labels: [String]) -> (label: String, index: Int)? {
        guard labels.count > 1 else { return nil }
        // Equal labels end up side by side, each run in the order given.
        let order = labels.indices.sorted { labels[$0] < labels[$1] || (labels[$0] == labels[$1] && $0 < $1) }
        var first: Int?
        for position in 1..<order.count where labels[order[position]] == labels[order[position - 1]] {
            first = min(first ?? order[position], order[position])
        }
        return first.map { (labels[$0], $0) }
    }

    /// A button or field label: not empty, and one line, since it is printed as one line of the answer.
    static func checkLabel(
        _ label: String, of flag: @autoclosure () -> String, example: @autoclosure () -> String
    ) throws(UsageError) {
        guard !label.isEmpty else { throw UsageError("\(flag()) needs a non-empty label, e.g. \(example())") }
        guard label.contains(where: \.isNewline) else { return }
        throw UsageError(
            "\(flag()) label \(UsageError.quoted(label)) contains a line break; "
                + "a label is one line, since it is printed as one line of the answer")
    }
}
