import AlerttyKit

/// An answer given in advance, for running without a person (CI confirmation gates).
///
/// `--answer LABEL` chooses a button and leaves every field its `--value`; `--answers FILE`
/// replays the whole object `--json` prints, fields and secrets included, from a file or a
/// pipe (never argv, which every user can read). Options win over `ALERTTY_ANSWERS` and
/// `ALERTTY_ANSWER`, and `ALERTTY_ANSWERS` over `ALERTTY_ANSWER`. Every rule a person meets
/// holds: a label must name a button byte for byte, a required field must not be empty, a value
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
    /// The chosen items' indices: the `--selected` ones, or what was given.
    package private(set) var items: [Int]
    /// For a list read from a file (`--choices-from`), whose items are not known when the
    /// answer is read: the items it names, by answer or label (else the `--value`s), found
    /// once they are read (``findNamedItems(in:)``).
    package private(set) var itemNames: [String] = []
    /// The labels of the items found by name, for the notice on stderr.
    private var foundLabels: [String] = []
    /// Each checkbox: its `--checked`, or what `--answers` gave.
    package let checked: [Bool]
    /// Each text area's text: its `--value`, or what `--answers` gave (`text_areas`).
    package let texts: [String]
    /// The file picker's paths, absolute (relative ones joined to its `--path`): what `paths`
    /// gave. Checked against the files there by the presenter (status 65), as a person's are.
    package private(set) var paths: [String] = []
    /// Each date's or time's value: its `--value` (else today or the time now), or what
    /// `--answers` gave, checked against its format and range.
    package let dates: [Int]
    /// The answers book the answer came from, when it came from one (an answers file keyed by id).
    package private(set) var book: AnswerBook?

    package init(
        buttonIndex: Int, source: Source, values: [String], items: [Int] = [], checked: [Bool] = [],
        texts: [String] = [], dates: [Int] = []
    ) {
        self.buttonIndex = buttonIndex
        self.source = source
        self.values = values
        self.items = items
        self.checked = checked
        self.texts = texts
        self.dates = dates
    }

    /// The dates' and times' values when the alert opens.
    private static func startDates(in configuration: AlertConfiguration) -> [Int] {
        configuration.dates.isEmpty ? [] : configuration.dates.map { $0.startValue(in: configuration.calendar) }
    }

    /// The items button `index` answers with when `items` are chosen: a radio list with none
    /// chosen answers its first item, as Enter does on the list as it opens (its cursor starts
    /// there); a cancel button answers what is chosen, as for a person.
    private static func itemsAnswered(
        _ items: [Int], choosing index: Int, in configuration: AlertConfiguration
    ) -> [Int] {
        guard let list = configuration.choices, configuration.buttons[index].style != .cancel else { return items }
        return list.itemsAnswered(chosen: items, cursor: 0) ?? items
    }

    /// The items chosen when the alert opens.
    private static func selectedItems(in configuration: AlertConfiguration) -> [Int] {
        configuration.choices.map { list in list.items.indices.filter { list.items[$0].isSelected } } ?? []
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
        let values = configuration.fields.map(\.initialValue)
        let checked = configuration.checkboxes.map(\.isChecked)
        var items = selectedItems(in: configuration)
        let index: Int
        let buttonLabels = configuration.buttons.map(\.label)
        if let list = configuration.choices, list.itemFormat != nil {
            // Buttons first; anything else names an item, looked for once the items are read.
            let button =
                buttonLabels.firstIndex(where: label.isSameLabel) ?? onlyMatchIgnoringCase(label, in: buttonLabels)
            var preset = PresetAnswer(
                buttonIndex: button ?? configuration.defaultButtonIndex, source: source,
                values: configuration.fields.map(\.initialValue), checked: checked,
                texts: configuration.textAreas.map(\.initialValue), dates: startDates(in: configuration))
            preset.itemNames = button == nil ? [label] : list.initialAnswers
            try check(
                preset.values, texts: preset.texts, items: [0], choosing: preset.buttonIndex, from: source,
                in: configuration)
            return preset
        }
        let itemLabels = configuration.choices?.items.map(\.label) ?? []
        let itemAnswers = configuration.choices?.items.map(\.answer) ?? []
        // Exact labels first, buttons before items (an item's --value before its label); then
        // a label that differs only in case from exactly one (`--answer yes` for Yes), as plain
        // mode takes it.
        if let button = buttonLabels.firstIndex(where: label.isSameLabel) {
            index = button
        } else if let item = itemAnswers.firstIndex(where: label.isSameLabel)
            ?? itemLabels.firstIndex(where: label.isSameLabel)
        {
            // An item's label answers with that item alone and the default button.
            items = [item]
            index = configuration.defaultButtonIndex
        } else if let button = onlyMatchIgnoringCase(label, in: buttonLabels) {
            index = button
        } else if let item = onlyMatchIgnoringCase(label, in: itemLabels) {
            items = [item]
            index = configuration.defaultButtonIndex
        } else {
            index = try buttonIndex(labelled: label, from: source, in: configuration)
        }
        let texts = configuration.textAreas.map(\.initialValue)
        items = itemsAnswered(items, choosing: index, in: configuration)
        try check(values, texts: texts, items: items, choosing: index, from: source, in: configuration)
        let preset = PresetAnswer(
            buttonIndex: index, source: source, values: values, items: items, checked: checked, texts: texts,
            dates: startDates(in: configuration))
        try preset.checkPaths(in: configuration)
        return preset
    }

    /// The answer in `text`, the object `--json` prints: `button` (required), `index` and
    /// `status` (checked when present, so a recording made for another alert is refused), and
    /// `fields`, each `{"label": …, "value": …}`; a field left out keeps its `--value`.
    package static func fromAnswers(
        _ text: String, source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) -> PresetAnswer {
        try fromAnswers(utf8: Array(text.utf8), source: source, in: configuration)
    }

    /// The answer in `bytes`, UTF-8 text as ``fromAnswers(_:source:in:)`` takes it (read as
    /// they are, without a String copy of the whole file), or, when they hold an ``AnswerBook``,
    /// the entry for the alert `id`: an alert it lacks fails closed (status 69).
    ///
    /// - Parameter environment: looks up a variable a field's `value_from_env` names.
    package static func fromAnswers(
        utf8 bytes: [UInt8], source: Source, in configuration: AlertConfiguration, id: String = "",
        environment: (String) -> String? = { _ in nil }
    ) throws(UsageError) -> PresetAnswer {
        let values: [JSONValue]
        do {
            values = try JSONValue.parseSequence(utf8: bytes)
        } catch .duplicateKey(let key) {
            throw UsageError(
                "\(source.rawValue) names \(UsageError.quoted(key)) twice in one object; "
                    + "other tools take the last and alertty would take the first, so give it once")
        } catch {
            values = []
        }
        if let book = try AnswerBook.from(values, source: source.rawValue) {
            guard let entry = book.answer(for: id) else {
                throw UsageError.unanswered(
                    "\(source.rawValue) has no answer for the alert \(UsageError.quoted(id)) (it answers \(book.someIDs)); "
                        + "add an entry \"\(id)\": {\"button\": …} or record a run with ALERTTY_RECORD")
            }
            var preset = try fromObject(entry, source: source, in: configuration, id: id, environment: environment)
            preset.book = book
            return preset
        }
        guard values.count == 1 else { throw UsageError("\(source.rawValue) is not an answer; \(shape)") }
        return try fromObject(values[0], source: source, in: configuration, id: nil, environment: environment)
    }

    /// How an answer looks, for a message about one that does not.
    private static let shape =
        "give the object --json prints, e.g. {\"button\":\"OK\",\"fields\":[{\"label\":\"Name\",\"value\":\"Ada\"}]}"

    /// The answer `object` gives: one alert's (`id` nil: its `button` is required) or an
    /// answers book's entry for the alert `id` (without a `button`, the default one).
    private static func fromObject(
        _ object: JSONValue, source: Source, in configuration: AlertConfiguration, id: String?,
        environment: (String) -> String?
    ) throws(UsageError) -> PresetAnswer {
        guard case .object = object else { throw UsageError("\(source.rawValue) is not an answer; \(shape)") }
        let index: Int
        let label: String
        switch object["button"] {
        case .string(let given)?:
            index = try buttonIndex(labelled: given, from: source, in: configuration)
            label = given
        case nil where id != nil:
            index = configuration.defaultButtonIndex
            label = configuration.buttons[index].label
        default:
            throw UsageError("\(source.rawValue) is not an answer; \(shape)")
        }
        let button = configuration.buttons[index]
        for (key, expected) in [("index", index), ("status", Int(button.exitStatus))] {
            guard let given = object[key] else { continue }
            guard given == .number(Double(expected)) else {
                throw UsageError(
                    "\(source.rawValue) gives \(key) \(given.shortText) for \(UsageError.quoted(label)), which is \(key) \(expected) "
                        + "in this alert; record the answer again with --json")
            }
        }
        let values = try answeredTexts(
            object["fields"], member: "fields", of: configuration.fields, from: source, alert: id,
            variables: id.map { SecretVariable.names(for: configuration, id: $0) } ?? [], environment: environment)
        let texts = try answeredTexts(
            object["text_areas"], member: "text_areas", of: configuration.textAreas, from: source, alert: id,
            variables: [], environment: environment)
        let readsItems = configuration.choices?.itemFormat != nil
        let names =
            readsItems ? try answeredNames(object["choices"], from: source, in: configuration, shape: shape) : []
        // A list read from a file is checked once its items are read: any item stands in for now.
        let items =
            readsItems
            ? [0]
            : itemsAnswered(
                try answeredItems(object["choices"], from: source, in: configuration, shape: shape), choosing: index,
                in: configuration)
        let checked = try answeredCheckboxes(object["checkboxes"], from: source, in: configuration, shape: shape)
        let dates = try answeredDates(object["dates"], from: source, in: configuration, shape: shape)
        try check(values, texts: texts, items: items, choosing: index, from: source, in: configuration)
        var preset = PresetAnswer(
            buttonIndex: index, source: source, values: values, items: readsItems ? [] : items, checked: checked,
            texts: texts, dates: dates)
        preset.itemNames = names
        preset.paths = try answeredPaths(object["paths"], from: source, in: configuration)
        try preset.checkPaths(in: configuration)
        return preset
    }

    /// The values `member` gives `fields` (the fields, or the text areas), each
    /// `{"label": …, "value": …}`; one left out keeps its `--value`. A text area's may hold line
    /// breaks and tabs; a field's is one line. `alert` is the id of the alert in an answers book
    /// (`nil` for one alert's answer), `variables` the variable a recording names for each of
    /// `fields` (``SecretVariable``), for messages.
    private static func answeredTexts(
        _ entries: JSONValue?, member: String, of fields: [AlertField], from source: Source, alert: String?,
        variables: [String?], environment: (String) -> String?
    ) throws(UsageError) -> [String] {
        var values = fields.map(\.initialValue)
        guard let entries else { return values }
        let isField = member == "fields"
        let noun = isField ? "field" : "text area"
        guard case .array(let entries) = entries else {
            throw UsageError("\(source.rawValue): \(member) is not a list; \(shape)")
        }
        var answered: [Int] = []
        for entry in entries {
            guard case .string(let fieldLabel)? = entry["label"] else {
                throw UsageError("\(source.rawValue): a \(noun) without a label or a value; \(shape)")
            }
            let found = fields.firstIndex(where: { $0.label.isSameLabel(as: fieldLabel) })
            let value = try fieldValue(
                entry, label: fieldLabel, source: source, alert: alert, environment: environment,
                suggesting: found.flatMap { $0 < variables.count ? variables[$0] : nil })
            guard let field = found else {
                let labels = fields.map { UsageError.quoted($0.label) }.joined(separator: ", ")
                throw UsageError(
                    "\(source.rawValue) answers a \(noun) \(UsageError.quoted(fieldLabel)) this alert does not have"
                        + (labels.isEmpty ? "" : "; its \(isField ? "fields" : "text areas") are: \(labels)"))
            }
            guard !answered.contains(field) else {
                throw UsageError("\(source.rawValue) answers the \(noun) \(UsageError.quoted(fieldLabel)) twice")
            }
            answered.append(field)
            guard value.utf8.count <= KeyReader.pasteLimit else {
                throw UsageError(
                    "\(source.rawValue) gives the \(noun) \(UsageError.quoted(fieldLabel)) more than "
                        + "\(KeyReader.pasteLimit >> 20) MiB; a \(noun) holds at most what one paste may")
            }
            // What a person can type: no control characters, but for a text area's line breaks and tabs.
            let typed = { (scalar: Unicode.Scalar) in
                !AlertState.isControl(scalar) || (!isField && (scalar == "\n" || scalar == "\r" || scalar == "\t"))
            }
            if !value.unicodeScalars.allSatisfy(typed) {
                throw UsageError(
                    isField
                        ? "\(source.rawValue) gives the field \(UsageError.quoted(fieldLabel)) a line break or control "
                            + "character; a field holds one line"
                        : "\(source.rawValue) gives the text area \(UsageError.quoted(fieldLabel)) a control character; "
                            + "a text area holds text, tabs and line breaks")
            }
            values[field] = value
        }
        return values
    }

    /// The paths `paths` gives the file picker (a list of strings, as `--json` prints them).
    private static func answeredPaths(
        _ paths: JSONValue?, from source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) -> [String] {
        guard let paths else { return [] }
        guard let picker = configuration.pathPicker else {
            throw UsageError("\(source.rawValue) gives paths, but this alert has no --file or --directory")
        }
        guard case .array(let entries) = paths else {
            throw UsageError(
                "\(source.rawValue): paths is not a list; give e.g. {\"button\":\"OK\",\"paths\":[\"/etc/hosts\"]}")
        }
        var given: [String] = []
        for entry in entries {
            guard case .string(let path) = entry, !path.isEmpty else {
                throw UsageError(
                    "\(source.rawValue): paths holds \(entry.shortText), not a path; give each as a string")
            }
            given.append(PathPicker.join(path, to: picker.startFolder ?? ""))
        }
        if !picker.allowsMultiple, given.count > 1 {
            throw UsageError("\(source.rawValue) gives \(given.count) paths to a picker that takes one")
        }
        return given
    }

    /// A button other than cancel needs a path for the file picker, as a person's does.
    private func checkPaths(in configuration: AlertConfiguration) throws(UsageError) {
        guard let picker = configuration.pathPicker, paths.isEmpty,
            configuration.buttons[buttonIndex].style != .cancel
        else { return }
        throw UsageError(
            "\(source.rawValue) \(UsageError.quoted(configuration.buttons[buttonIndex].label)) leaves the picker "
                + "\(UsageError.quoted(picker.label)) without a path; give \"paths\" in --answers")
    }

    /// Each date's or time's value as `dates` gives it (`[{"label": …, "value": "2026-11-27"}]`),
    /// a date or time in its format (its range is a rule, ``brokenRule(in:)``); one left out
    /// keeps its own.
    private static func answeredDates(
        _ given: JSONValue?, from source: Source, in configuration: AlertConfiguration, shape: String
    ) throws(UsageError) -> [Int] {
        var dates = startDates(in: configuration)
        guard let given else { return dates }
        guard case .array(let entries) = given else {
            throw UsageError("\(source.rawValue): dates is not a list; \(shape)")
        }
        var answered: [Int] = []
        for entry in entries {
            guard case .string(let label)? = entry["label"], case .string(let text)? = entry["value"] else {
                throw UsageError(
                    "\(source.rawValue): a date without a label or a value; give {\"label\": \"Date\", \"value\": \"2026-11-27\"}"
                )
            }
            guard let index = configuration.dates.firstIndex(where: { $0.label.isSameLabel(as: label) }) else {
                throw UsageError(
                    "\(source.rawValue) answers a date \(UsageError.quoted(label)) this alert does not have")
            }
            guard !answered.contains(index) else {
                throw UsageError("\(source.rawValue) answers the date \(UsageError.quoted(label)) twice")
            }
            answered.append(index)
            switch configuration.dates[index].format.value(of: text) {
            case .success(let value): dates[index] = value
            case .failure(let problem):
                throw UsageError(
                    "\(source.rawValue) gives \(UsageError.quoted(label)) a value it cannot take: \(problem.message)")
            }
        }
        return dates
    }

    /// A field entry's value: its `value`, or the environment variable its `value_from_env`
    /// names (how a secret reaches a replayed run: a recording names a variable for it). An
    /// entry whose value is `null` (a recording made before they named one) is told to name
    /// `suggesting`, the variable a recording names now; a message names the alert `alert`.
    private static func fieldValue(
        _ entry: JSONValue, label: String, source: Source, alert: String?, environment: (String) -> String?,
        suggesting: String?
    ) throws(UsageError) -> String {
        // "the field ''" says nothing: a dialect's password box has no label.
        let field = label.isEmpty ? "unlabelled field" : "field \(UsageError.quoted(label))"
        switch (entry["value"], entry["value_from_env"]) {
        case (.string(let value)?, nil): return value
        case (nil, .string(let variable)?):
            guard SecretVariable.isName(variable) else {
                throw UsageError(
                    "\(source.rawValue): the \(field) takes its value from \(UsageError.quoted(variable)), which "
                        + "is not a variable's name; give ASCII letters, digits and _, not a digit first")
            }
            let value = environment(variable)
            guard let value, !value.isEmpty else {
                let whose = alert.map { "the alert \(UsageError.quoted($0)) needs its" } ?? "needs the"
                throw UsageError.unanswered(
                    "\(source.rawValue): \(whose) \(field) from $\(variable), which is "
                        + "\(value == nil ? "not set" : "empty"); set it, or answer the alert at a terminal without "
                        + source.rawValue)
            }
            return value
        case (.null?, nil):
            throw UsageError.unanswered(
                "\(source.rawValue) has no value for the \(field) (a recording never holds a secret); "
                    + "give it as {\"label\": \(JSON.string(label)), \"value_from_env\": \"\(suggesting ?? "VARIABLE")\"}"
            )
        default:
            throw UsageError(
                "\(source.rawValue): the \(field) needs one \"value\" (a string) or \"value_from_env\" (a variable's name)"
            )
        }
    }

    /// The names `choices` gives a list read from a file (labels or answers), or its `--value`s
    /// when it is absent; each is looked for once the items are read.
    private static func answeredNames(
        _ choices: JSONValue?, from source: Source, in configuration: AlertConfiguration, shape: String
    ) throws(UsageError) -> [String] {
        guard let choices else { return configuration.choices?.initialAnswers ?? [] }
        guard case .array(let entries) = choices else {
            throw UsageError("\(source.rawValue): choices is not a list; \(shape)")
        }
        var names: [String] = []
        for entry in entries {
            guard case .string(let name) = entry else {
                throw UsageError("\(source.rawValue): a choice is not a label; \(shape)")
            }
            names.append(name)
        }
        return names
    }

    /// Finds the items ``itemNames`` names among `table`, the list's items read to their end:
    /// by answer, else by label. A radio list named nothing answers its first item, as Enter
    /// on it does; the rules a person meets hold (one item in a radio list, a required list
    /// not left empty, none that cannot be answered).
    package mutating func findNamedItems(in table: ItemTable, of configuration: AlertConfiguration) throws(UsageError) {
        guard let list = configuration.choices else { return }
        var found: [Int] = []
        for name in itemNames {
            guard
                let item = table.firstIndex(answering: name)
                    ?? (0..<table.count).first(where: { table.label($0).isSameLabel(as: name) })
            else {
                throw UsageError(
                    "\(source.rawValue) chooses \(UsageError.quoted(name)), which is not among the \(table.count) "
                        + "items read; name an item by its answer or its label")
            }
            if table.isInert(item) {
                throw UsageError(
                    "\(source.rawValue) chooses \(UsageError.quoted(name)), an item that cannot be answered (not "
                        + "valid UTF-8, or longer than \(ItemTable.longestLine >> 20) MiB)")
            }
            if !found.contains(item) { found.append(item) }
        }
        if !list.allowsMultiple, found.count > 1 {
            throw UsageError("\(source.rawValue) chooses \(found.count) items in a list that takes one")
        }
        let answers = configuration.buttons[buttonIndex].style != .cancel
        if found.isEmpty, answers, !list.allowsMultiple, table.count > 0, !table.isInert(0) { found = [0] }
        if list.isRequired, found.isEmpty, answers {
            throw UsageError(
                "\(source.rawValue) \(UsageError.quoted(configuration.buttons[buttonIndex].label)) leaves the "
                    + "required list with nothing chosen; choose an item")
        }
        items = found
        foundLabels = found.map { table.label($0) }
    }

    /// The items `choices` names (a list of labels), or the `--selected` ones when it is absent.
    private static func answeredItems(
        _ choices: JSONValue?, from source: Source, in configuration: AlertConfiguration, shape: String
    ) throws(UsageError) -> [Int] {
        guard let choices else { return selectedItems(in: configuration) }
        guard let list = configuration.choices else {
            throw UsageError("\(source.rawValue) gives choices, but this alert has no list (--choice)")
        }
        guard case .array(let entries) = choices else {
            throw UsageError("\(source.rawValue): choices is not a list; \(shape)")
        }
        var items: [Int] = []
        for entry in entries {
            // An item is named as the answer says it (its --value), or by its label.
            guard case .string(let label) = entry,
                let item = list.items.firstIndex(where: { $0.answer.isSameLabel(as: label) })
                    ?? list.items.firstIndex(where: { $0.label.isSameLabel(as: label) })
            else {
                let labels = list.items.prefix(5).map { UsageError.quoted($0.label) }.joined(separator: ", ")
                throw UsageError(
                    "\(source.rawValue) chooses \(entry.shortText), which is not an item of the list; its items include: \(labels)"
                )
            }
            guard !items.contains(item) else {
                throw UsageError("\(source.rawValue) chooses \(UsageError.quoted(label)) twice")
            }
            items.append(item)
        }
        if !list.allowsMultiple, items.count > 1 {
            throw UsageError("\(source.rawValue) chooses \(items.count) items in a list that takes one")
        }
        return items
    }

    /// Each checkbox as `checkboxes` sets it (`[{"label": …, "checked": true}]`); one left out keeps `--checked`.
    private static func answeredCheckboxes(
        _ boxes: JSONValue?, from source: Source, in configuration: AlertConfiguration, shape: String
    ) throws(UsageError) -> [Bool] {
        var checked = configuration.checkboxes.map(\.isChecked)
        guard let boxes else { return checked }
        guard case .array(let entries) = boxes else {
            throw UsageError("\(source.rawValue): checkboxes is not a list; \(shape)")
        }
        for entry in entries {
            guard case .string(let label)? = entry["label"], case .bool(let value)? = entry["checked"] else {
                throw UsageError("\(source.rawValue): a checkbox without a label or checked true/false; \(shape)")
            }
            guard let box = configuration.checkboxes.firstIndex(where: { $0.label.isSameLabel(as: label) }) else {
                throw UsageError(
                    "\(source.rawValue) sets a checkbox \(UsageError.quoted(label)) this alert does not have")
            }
            checked[box] = value
        }
        return checked
    }

    /// The alert's state with this answer's values in its fields, items and checkboxes, for
    /// the answer on stdout.
    package func state(for configuration: AlertConfiguration) -> AlertState {
        applied(to: AlertState(configuration: configuration))
    }

    /// `state` (an alert's, its list's items read) with this answer's values in its fields,
    /// items and checkboxes.
    package func applied(to state: AlertState) -> AlertState {
        var state = state
        let configuration = state.configuration
        for (index, value) in values.enumerated() { state.replaceField(index, with: value) }
        if configuration.choices != nil { state.choose(items: items) }
        for (index, value) in checked.enumerated() { state.setCheckbox(index, to: value) }
        for (index, text) in texts.enumerated() { state.replaceTextArea(index, with: text) }
        if configuration.pathPicker != nil { state.givePaths(paths) }
        for (index, value) in dates.enumerated() { state.setDate(index, to: value) }
        return state
    }

    /// The line for stderr that says an answer was given without asking anyone: the question,
    /// the answer and where it came from, with each field's value (a secret's as •••).
    package func notice(in configuration: AlertConfiguration) -> String {
        let question = configuration.title ?? configuration.message?.split(separator: "\n").first.map(String.init)
        let fields =
            zip(configuration.fields, values).map { field, value in
                "\(UsageError.quoted(field.label)) "
                    + (field.kind == .secure ? "'•••'" : UsageError.quoted(field.rules.answerValue(value)))
            }
            + zip(configuration.dates, dates).map { date, value in
                "\(UsageError.quoted(date.label)) \(UsageError.quoted(date.format.text(of: value)))"
            }
        return "\(question.map(UsageError.quoted) ?? "the alert") answered "
            + "\(UsageError.quoted(configuration.buttons[buttonIndex].label)) from \(source.rawValue)"
            + (fields.isEmpty ? "" : " with " + fields.joined(separator: ", "))
            + (configuration.choices.map { list in
                let labels = list.itemFormat != nil ? foundLabels : items.map { list.items[$0].label }
                return " choosing "
                    + (labels.isEmpty ? "nothing" : labels.map(UsageError.quoted).joined(separator: ", "))
            } ?? "")
            + (paths.isEmpty ? "" : " giving " + paths.map(UsageError.quoted).joined(separator: ", "))
            + " without showing the alert"
    }

    /// The position of the one label in `labels` equal to `label` but for case; `nil` when none
    /// is, or more than one (`Yes` and `YES` make `yes` ambiguous).
    private static func onlyMatchIgnoringCase(_ label: String, in labels: [String]) -> Int? {
        let matches = labels.indices.filter { labels[$0].isSameLabelIgnoringCase(as: label) }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func buttonIndex(
        labelled label: String, from source: Source, in configuration: AlertConfiguration
    ) throws(UsageError) -> Int {
        let buttons = configuration.buttons
        guard let index = buttons.firstIndex(where: { $0.label.isSameLabel(as: label) }) else {
            let labels = buttons.map { "\(UsageError.quoted($0.label))" }.joined(separator: ", ")
            throw UsageError("\(source.rawValue) \(UsageError.quoted(label)) matches no button; use one of: \(labels)")
        }
        return index
    }

    /// The first field rule (`--min-length`, `--integer`, `--pattern`) or date range (`--min`,
    /// `--max`) the answer's values break, in words for stderr: `'Port' from --answers must be a whole number from 1 to 65535`;
    /// `nil` when they keep them. Only for a button other than cancel, as for a person.
    package func brokenRule(in configuration: AlertConfiguration) -> String? {
        guard configuration.buttons[buttonIndex].style != .cancel else { return nil }
        for (field, value) in zip(configuration.fields + configuration.textAreas, values + texts) {
            guard let problem = field.rules.problem(with: value, for: .script) else { continue }
            let name = UsageError.quoted(field.label)
            return field.rules.errorMessage != nil
                ? "\(name) from \(source.rawValue): \(problem)" : "\(name) from \(source.rawValue) \(problem)"
        }
        for (date, value) in zip(configuration.dates, dates) {
            guard let problem = date.problem(with: value) else { continue }
            return "\(UsageError.quoted(date.label)) from \(source.rawValue): \(problem.message)"
        }
        // A required list left empty is a usage error (``check``); a count rule is a rule.
        if let list = configuration.choices, list.hasCountRule, let broken = list.problem(choosing: items.count) {
            let (rule, fix) =
                switch broken {
                case .tooFew(let least): ("--min-choices is \(least)", "choose at least \(least)")
                case .tooMany(let most): ("--max-choices is \(most)", "choose at most \(most)")
                }
            // A label chooses at most one item: more come from the "choices" of --answers.
            let how = source == .option || source == .environment ? " through --answers" : ""
            return "\(source.rawValue) chooses \(items.count) item\(items.count == 1 ? "" : "s") but the list's "
                + "\(rule); \(fix)\(how)"
        }
        return nil
    }

    /// The rules a person typing meets: within --max-length, and a required field filled
    /// unless the answer is the cancel button.
    private static func check(
        _ values: [String], texts: [String], items: [Int], choosing index: Int, from source: Source,
        in configuration: AlertConfiguration
    ) throws(UsageError) {
        let label = UsageError.quoted(configuration.buttons[index].label)
        if configuration.choices?.isRequired == true, items.isEmpty, configuration.buttons[index].style != .cancel {
            throw UsageError("\(source.rawValue) \(label) leaves the required list with nothing chosen; choose an item")
        }
        for (field, value) in zip(configuration.fields + configuration.textAreas, values + texts) {
            let name = UsageError.quoted(field.label)
            if let limit = field.maximumLength, value.count > limit {
                throw UsageError(
                    "\(source.rawValue) gives the field \(name) \(value.count) characters but its --max-length is \(limit)"
                )
            }
            if field.isRequired, value.isEmpty, configuration.buttons[index].style != .cancel {
                // A password takes no --value (it would show in the process list): only an answers file gives one.
                let byLabel = source == .option || source == .environment
                let fix =
                    !byLabel
                    ? "give it a value" : field.kind == .secure ? "give it through --answers" : "give it a --value"
                throw UsageError("\(source.rawValue) \(label) leaves the required field \(name) empty; \(fix)")
            }
        }
    }
}

extension JSONValue {
    /// The value as an error message repeats it.
    fileprivate var shortText: String {
        switch self {
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): UsageError.quoted(text)
        default: "a non-number"
        }
    }
}
