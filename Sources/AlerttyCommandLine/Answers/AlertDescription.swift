import AlerttyKit

/// What an alert asks, as one JSON object (`--describe`): printed without a terminal and
/// without asking, so a script's questions can be listed and an answers file written for them.
package enum AlertDescription {
    /// The object, on one line with its newline.
    package static func json(of configuration: AlertConfiguration, id: String) -> String {
        // dialog's --colors codes, drawn as attributes, are not part of what the alert asks.
        func shown(_ value: String) -> String { JSON.string(StyleMark.removed(from: value)) }
        func text(_ value: String?) -> String { value.map(shown) ?? "null" }
        let fields = configuration.fields.map { field in
            "{\"type\":\(field.kind == .secure ? "\"secret\"" : "\"text\""),\"label\":\(JSON.string(field.label)),"
                + "\"required\":\(field.isRequired),"
                + "\"default\":\(field.kind == .secure ? "null" : JSON.string(field.initialValue)),"
                + "\"rules\":\(rules(of: field))}"
        }
        let list = configuration.choices.map { list in
            let items = list.items.map { item in
                "{\"label\":\(shown(item.label)),\"value\":\(JSON.string(item.answer)),"
                    + "\"detail\":\(text(item.detail)),\"selected\":\(item.isSelected)}"
            }
            return "{\"multiple\":\(list.allowsMultiple),\"required\":\(list.isRequired),"
                + "\"choices\":[\(items.joined(separator: ","))]}"
        }
        let checkboxes = configuration.checkboxes.map {
            "{\"label\":\(JSON.string($0.label)),\"checked\":\($0.isChecked)}"
        }
        let buttons = configuration.buttons.map {
            "{\"label\":\(JSON.string($0.label)),\"style\":\(JSON.string($0.style.rawValue)),\"status\":\($0.exitStatus)}"
        }
        let timeoutAnswer = configuration.timeoutAnswer.map { JSON.string(configuration.buttons[$0].label) }
        return "{\"id\":\(JSON.string(id)),\"title\":\(text(configuration.title)),"
            + "\"message\":\(text(configuration.message)),\"fields\":[\(fields.joined(separator: ","))],"
            + "\"list\":\(list ?? "null"),\"checkboxes\":[\(checkboxes.joined(separator: ","))],"
            + "\"buttons\":[\(buttons.joined(separator: ","))],"
            + "\"default_button\":\(JSON.string(configuration.buttons[configuration.defaultButtonIndex].label)),"
            + "\"timeout\":\(configuration.timeout.map { "\($0)" } ?? "null"),"
            + "\"timeout_answer\":\(timeoutAnswer ?? "null")}\n"
    }

    /// A field's rules as an object: only those it has.
    private static func rules(of field: AlertField) -> String {
        var members: [String] = []
        let rules = field.rules
        if let length = field.maximumLength { members.append("\"max_length\":\(length)") }
        if let length = rules.minimumLength { members.append("\"min_length\":\(length)") }
        if rules.isInteger {
            members.append(
                "\"integer\":{\"min\":\(rules.minimum.map { "\($0)" } ?? "null"),"
                    + "\"max\":\(rules.maximum.map { "\($0)" } ?? "null")}")
        }
        if let pattern = rules.pattern { members.append("\"pattern\":\(JSON.string(pattern))") }
        if let command = rules.validateCommand { members.append("\"validate\":\(JSON.string(command))") }
        if let message = rules.errorMessage { members.append("\"error_message\":\(JSON.string(message))") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
