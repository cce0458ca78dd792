/// What goes on stdout when an alert ends: the answer a script captures.
package enum Answer {
    /// The bytes for stdout, or `nil` for nothing at all.
    ///
    /// Only a chosen button that is not the cancel button prints: its label, or — when the
    /// alert asks for more than a button — each field's value, then `on` or `off` for each
    /// checkbox, then the chosen items, each on its own line (fields and checkboxes are fixed
    /// in number, so the items, which are not, come last); or (with `--json`) one JSON object. Cancel,
    /// Escape, timeout and interrupts print nothing, so an empty answer always means
    /// the person backed out; the exit status says the rest.
    package static func text(for outcome: Outcome, state: AlertState) -> String? {
        let configuration = state.configuration
        guard case .chosen(let index) = outcome, configuration.buttons[index].style != .cancel else { return nil }
        let button = configuration.buttons[index]
        switch configuration.answerFormat {
        case .lines:
            if configuration.asksOnlyForAButton { return button.label + "\n" }
            let checkboxes = state.checkboxes.checked.map { $0 ? "on" : "off" }
            return (state.values + checkboxes + state.chosenItems).map { $0 + "\n" }.joined()
        case .json:
            let fields = zip(configuration.fields, state.values).map { field, value in
                "{\"label\":\(JSON.string(field.label)),\"value\":\(JSON.string(value))}"
            }
            return "{\"button\":\(JSON.string(button.label)),\"index\":\(index),"
                + "\"status\":\(button.exitStatus),\"fields\":[\(fields.joined(separator: ","))]"
                + choicesAndCheckboxes(in: state) + "}\n"
        }
    }
}

extension Answer {
    /// `,"choices":[…]` when the alert has a list and `,"checkboxes":[{"label":…,"checked":…}]`
    /// when it has checkboxes: the members `--json` and the audit log add for them.
    static func choicesAndCheckboxes(in state: AlertState) -> String {
        let configuration = state.configuration
        var members = ""
        if configuration.choices != nil {
            members += ",\"choices\":[\(state.chosenItems.map(JSON.string).joined(separator: ","))]"
        }
        if !configuration.checkboxes.isEmpty {
            let boxes = zip(configuration.checkboxes, state.checkboxes.checked).map { box, checked in
                "{\"label\":\(JSON.string(box.label)),\"checked\":\(checked)}"
            }
            members += ",\"checkboxes\":[\(boxes.joined(separator: ","))]"
        }
        return members
    }

    /// Where the answer goes, and what was asked of it.
    package struct Destination: Equatable, Sendable {
        /// Standard output is a terminal: the person at it has just seen the choice.
        package var isTerminal: Bool
        /// `--quiet`: nothing at all.
        package var quiet: Bool

        package init(isTerminal: Bool, quiet: Bool) {
            self.isTerminal = isTerminal
            self.quiet = quiet
        }
    }

    /// The text for stdout in `destination`: ``text(for:state:)``, except nothing with
    /// `--quiet`, and nothing for an alert without fields printing its label to a terminal
    /// (`if alertty ...; then` at a prompt would echo the choice the person just made, where
    /// dialog and gum print nothing). Field values and `--json` print to a terminal as anywhere.
    package static func printed(for outcome: Outcome, state: AlertState, to destination: Destination) -> String? {
        if destination.quiet { return nil }
        let configuration = state.configuration
        if destination.isTerminal, configuration.asksOnlyForAButton, configuration.answerFormat == .lines { return nil }
        return text(for: outcome, state: state)
    }
}

/// Just enough JSON for the answer: string literals, escaped per RFC 8259.
enum JSON {
    /// `text` as a JSON string literal; UTF-8 passes through, controls are escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
