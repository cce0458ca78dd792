/// An answer given in advance, for running without a person (CI confirmation gates).
///
/// `--answer LABEL` chooses a button and leaves every field its `--value`; `--answers FILE`
/// replays the whole object `--json` prints, fields and secrets included, from a file or a
/// pipe (never argv, which every user can read). Options win over `ALERTTY_ANSWERS` and
/// `ALERTTY_ANSWER`, and `ALERTTY_ANSWERS` over `ALERTTY_ANSWER`. Every rule a person meets
/// holds: a label must name a button exactly, a required field must not be empty, a value
/// must fit its `--max-length` — a broken rule is a usage error, never a silent pass.
package struct PresetAnswer: Equatable, Sendable {
    /// Where the answer came from, for the notice on stderr and the log.
    package enum Source: String, Equatable, Sendable {
        case option = "--answer"
        case environment = "ALERTTY_ANSWER"
        case answersOption = "--answers"
        case answersEnvironment = "ALERTTY_ANSWERS"
    }

    /// The button chosen.
    package let buttonIndex: Int
    /// The option or the environment variable.
    package let source: Source
    /// Each field's value: its `--value`, or what `--answers` gave.
    package let values: [String]

    package init(buttonIndex: Int, source: Source, values: [String]) {
        self.buttonIndex = buttonIndex
        self.source = source
        self.values = values
    }

    /// The preset answer from a label, if one was given; fields take their `--value`.
    ///
    /// - Parameters:
    ///   - option: the `--answer` label, if given.
    ///   - environment: `ALERTTY_ANSWER`, if set and not empty.
    package static func resolve(
        option: String?, environment: String?, in configuration: AlertConfiguration
    ) throws(UsageError) -> PresetAnswer? {
        let given = option.map { ($0, Source.option) } ?? environment.flatMap { $0.isEmpty ? nil : ($0, .environment) }
        guard let (label, source) = given else { return nil }
        let index = try buttonIndex(labelled: label, from: source, in: configuration)
        let values = configuration.fields.map(\.initialValue)
        try check(values, choosing: index, from: source, in: configuration)
        return PresetAnswer(buttonIndex: index, source: source, values: values)
    }

    /// The answer in `text`, the object `--json` prints: `button` (required), `index` and
    /// `status` (checked when present, so a recording made for another alert is refused), and
    /// `fields`, each `{"label": …, "value": …}`; a field left out keeps its `--value`.
    package static func fromAnswers(
        _ text: String, source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) -> PresetAnswer {
        let shape = "give the object --json prints, e.g. {\"button\":\"OK\",\"fields\":[{\"label\":\"Name\",\"value\":\"Ada\"}]}"
        guard let object = JSONValue.parse(text), case .object = object, case .string(let label)? = object["button"]
        else { throw UsageError("\(source.rawValue) is not an answer; \(shape)") }
        let index = try buttonIndex(labelled: label, from: source, in: configuration)
        let button = configuration.buttons[index]
        for (key, expected) in [("index", index), ("status", Int(button.exitStatus))] {
            guard let given = object[key] else { continue }
            guard given == .number(Double(expected)) else {
                throw UsageError(
                    "\(source.rawValue) gives \(key) \(given.shortText) for \(UsageError.quoted(label)), which is \(key) \(expected) "
                        + "in this alert; record the answer again with --json")
            }
        }
        var values = configuration.fields.map(\.initialValue)
        var given = Set<String>()
        if let fields = object["fields"] {
            guard case .array(let entries) = fields else { throw UsageError("\(source.rawValue): fields is not a list; \(shape)") }
            for entry in entries {
                guard case .string(let fieldLabel)? = entry["label"], case .string(let value)? = entry["value"] else {
                    throw UsageError("\(source.rawValue): a field without a label or a value; \(shape)")
                }
                guard let field = configuration.fields.firstIndex(where: { $0.label == fieldLabel }) else {
                    let labels = configuration.fields.map { UsageError.quoted($0.label) }.joined(separator: ", ")
                    throw UsageError(
                        "\(source.rawValue) answers a field \(UsageError.quoted(fieldLabel)) this alert does not have"
                            + (labels.isEmpty ? "" : "; its fields are: \(labels)"))
                }
                guard given.insert(fieldLabel).inserted else {
                    throw UsageError("\(source.rawValue) answers the field \(UsageError.quoted(fieldLabel)) twice")
                }
                // What a person can type: one line, no control characters.
                if value.unicodeScalars.contains(where: AlertState.isControl) {
                    throw UsageError(
                        "\(source.rawValue) gives the field \(UsageError.quoted(fieldLabel)) a line break or control character; "
                            + "a field holds one line")
                }
                values[field] = value
            }
        }
        try check(values, choosing: index, from: source, in: configuration)
        return PresetAnswer(buttonIndex: index, source: source, values: values)
    }

    /// The alert's state with this answer's values in its fields, for the answer on stdout.
    package func state(for configuration: AlertConfiguration) -> AlertState {
        var state = AlertState(configuration: configuration)
        for (index, value) in values.enumerated() { state.replaceField(index, with: value) }
        return state
    }

    /// The line for stderr that says an answer was given without asking anyone: the question,
    /// the answer and where it came from, with each field's value (a secret's as •••).
    package func notice(in configuration: AlertConfiguration) -> String {
        let question = configuration.title ?? configuration.message?.split(separator: "\n").first.map(String.init)
        let fields = zip(configuration.fields, values).map { field, value in
            "\(UsageError.quoted(field.label)) \(field.kind == .secure ? "'•••'" : UsageError.quoted(value))"
        }
        return "\(question.map(UsageError.quoted) ?? "the alert") answered "
            + "\(UsageError.quoted(configuration.buttons[buttonIndex].label)) from \(source.rawValue)"
            + (fields.isEmpty ? "" : " with " + fields.joined(separator: ", "))
            + " without showing the alert"
    }

    private static func buttonIndex(
        labelled label: String, from source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) -> Int {
        let buttons = configuration.buttons
        guard let index = buttons.firstIndex(where: { $0.label == label }) else {
            let labels = buttons.map { "\(UsageError.quoted($0.label))" }.joined(separator: ", ")
            throw UsageError("\(source.rawValue) \(UsageError.quoted(label)) matches no button; use one of: \(labels)")
        }
        return index
    }

    /// The rules a person typing meets: within --max-length, and a required field filled
    /// unless the answer is the cancel button.
    private static func check(
        _ values: [String], choosing index: Int, from source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) {
        let label = UsageError.quoted(configuration.buttons[index].label)
        for (field, value) in zip(configuration.fields, values) {
            let name = UsageError.quoted(field.label)
            if let limit = field.maximumLength, value.count > limit {
                throw UsageError(
                    "\(source.rawValue) gives the field \(name) \(value.count) characters but its --max-length is \(limit)")
            }
            if field.isRequired, value.isEmpty, configuration.buttons[index].style != .cancel {
                let fix = source == .option || source == .environment ? "give it a --value" : "give it a value"
                throw UsageError("\(source.rawValue) \(label) leaves the required field \(name) empty; \(fix)")
            }
        }
    }
}

extension JSONValue {
    /// The value as an error message repeats it.
    fileprivate var shortText: String {
        switch self {
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): UsageError.quoted(text)
        default: "a non-number"
        }
    }
}
