import AlerttyKit

/// What an alert asks, as one JSON object (`--describe`): printed without a terminal and
/// without asking, so a script's questions can be listed and an answers file written for them.
package enum AlertDescription {
    /// The object, on one line with its newline. Its fields, list and checkboxes come in the
    /// order the answer gives them (``AnswerRecord/kinds(of:)``). A list read from a file
    /// (`choicesFrom`, `-` for standard input) is described by where and how it is read: its
    /// items are not known before they are.
    package static func json(of configuration: AlertConfiguration, id: String, choicesFrom: String = "") -> String {
        // dialog's --colors codes, drawn as attributes, are not part of what the alert asks.
        func shown(_ value: String?) -> String? { value.map(StyleMark.removed(from:)) }
        var json = JSONWriter()
        json.beginObject()
        json.member("id", id)
        json.member("title", shown(configuration.title))
        json.member("message", shown(configuration.message))
        let inputs = AnswerRecord.inputs(of: configuration)
        for kind in AnswerRecord.kinds(of: configuration) {
            switch kind {
            case .field:
                json.key("fields")
                json.beginArray()
                for case .field(let index) in inputs { describe(configuration.fields[index], to: &json) }
                json.endArray()
            case .textArea:
                json.key("text_areas")
                json.beginArray()
                for case .textArea(let index) in inputs {
                    describe(configuration.textAreas[index], type: "text_area", to: &json)
                }
                json.endArray()
            case .choices:
                json.key("list")
                guard let list = configuration.choices else {
                    json.null()
                    continue
                }
                json.beginObject()
                json.member("multiple", list.allowsMultiple)
                json.member("required", list.isRequired)
                json.member("min_choices", list.minimumChoices)
                json.member("max_choices", list.maximumChoices)
                // Only where it is not the default: every other list's description stays as it was.
                if list.matching == .fuzzy || list.itemFormat != nil {
                    json.member("match", list.matching == .fuzzy ? "fuzzy" : "substring")
                }
                if let format = list.itemFormat {
                    describe(format, from: choicesFrom, values: list.initialAnswers, to: &json)
                    json.endObject()
                    continue
                }
                json.key("choices")
                json.beginArray()
                for item in list.items {
                    json.beginObject()
                    json.member("label", shown(item.label))
                    json.member("value", item.answer)
                    json.member("detail", shown(item.detail))
                    json.member("selected", item.isSelected)
                    json.endObject()
                }
                json.endArray()
                json.endObject()
            case .checkbox:
                json.key("checkboxes")
                json.beginArray()
                for case .checkbox(let index) in inputs {
                    json.beginObject()
                    json.member("label", configuration.checkboxes[index].label)
                    json.member("checked", configuration.checkboxes[index].isChecked)
                    json.endObject()
                }
                json.endArray()
            case .path:
                // Only an alert with a picker has the member: the others' descriptions stay as they were.
                guard let picker = configuration.pathPicker else { continue }
                json.key("picker")
                json.beginObject()
                json.member("label", picker.label)
                json.member("choosing", picker.choosing == .files ? "file" : "folder")
                json.member("path", picker.startFolder)
                json.key("extensions")
                json.beginArray()
                for ext in picker.extensions { json.string(ext) }
                json.endArray()
                json.member("multiple", picker.allowsMultiple)
                json.endObject()
            case .date:
                // Only an alert that has them: the description of every other alert stays as it was.
                guard !configuration.dates.isEmpty else { continue }
                json.key("dates")
                json.beginArray()
                for case .date(let index) in inputs {
                    let date = configuration.dates[index]
                    json.beginObject()
                    json.member("type", date.kind == .date ? "date" : "time")
                    json.member("label", date.label)
                    json.member("format", date.format.text)
                    json.member("default", date.initialValue.map(date.format.text(of:)))
                    json.member("min", date.minimum.map(date.format.text(of:)))
                    json.member("max", date.maximum.map(date.format.text(of:)))
                    json.endObject()
                }
                json.endArray()
            }
        }
        if let pager = configuration.pager {
            // Read, not answered: what it shows, for a script that lists its alerts.
            json.key("pager")
            json.beginObject()
            if case .file(let path) = pager.origin { json.member("file", path) } else { json.member("file", "-") }
            json.member("follow", pager.follows)
            json.endObject()
        }
        json.key("buttons")
        json.beginArray()
        for button in configuration.buttons {
            json.beginObject()
            json.member("label", button.label)
            json.member("style", button.style.rawValue)
            json.member("status", Int(button.exitStatus))
            json.endObject()
        }
        json.endArray()
        json.member("default_button", configuration.buttons[configuration.defaultButtonIndex].label)
        json.member("timeout", configuration.timeout)
        json.member("timeout_answer", configuration.timeoutAnswer.map { configuration.buttons[$0].label })
        json.endObject()
        json.newline()
        return json.text
    }

    /// Where a list's items are read from and how: the file (`-`: standard input), what ends
    /// an item, the delimiter of its columns and the answers chosen when it opens.
    private static func describe(
        _ format: ChoiceList.ItemFormat, from file: String, values: [String], to json: inout JSONWriter
    ) {
        json.key("choices_from")
        json.beginObject()
        json.member("file", file)
        json.member("separator", format.separator == 0 ? "nul" : "newline")
        json.member("delimiter", format.delimiter.map { String(decoding: [$0], as: UTF8.self) })
        json.key("values")
        json.beginArray()
        for value in values { json.string(value) }
        json.endArray()
        json.endObject()
    }

    /// A field: its kind, label, whether it is required, its default (never a secret's) and
    /// its rules, as an object of only those it has.
    private static func describe(_ field: AlertField, type: String? = nil, to json: inout JSONWriter) {
        let isSecret = field.kind == .secure
        json.beginObject()
        json.member("type", type ?? (isSecret ? "secret" : "text"))
        json.member("label", field.label)
        json.member("required", field.isRequired)
        json.member("default", isSecret ? nil : field.initialValue)
        if !field.placeholder.isEmpty { json.member("placeholder", field.placeholder) }
        json.key("rules")
        json.beginObject()
        let rules = field.rules
        if let length = field.maximumLength {
            json.member("max_length", length)
        }
        if let length = rules.minimumLength {
            json.member("min_length", length)
        }
        if rules.isInteger {
            json.key("integer")
            json.beginObject()
            json.member("min", rules.minimum)
            json.member("max", rules.maximum)
            json.endObject()
        }
        if let pattern = rules.pattern {
            json.member("pattern", pattern)
        }
        if let command = rules.validateCommand {
            json.member("validate", command)
        }
        if let message = rules.errorMessage {
            json.member("error_message", message)
        }
        json.endObject()
        json.endObject()
    }
}
