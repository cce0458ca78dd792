import AlerttyKit

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
    ///
    /// - Parameter format: lines, `--json` or `--shell`.
    /// - Parameter withholdingSecrets: a secure field's value is left out: an empty line in its
    ///   place (the other lines keep their positions), `null` in JSON.
    /// - Parameter id: the alert's id, whose shell word prefixes `--shell`'s names.
    package static func text(
        for outcome: Outcome, state: AlertState, format: AnswerFormat = .lines, withholdingSecrets: Bool = false,
        id: String? = nil
    ) -> String? {
        let configuration = state.configuration
        guard case .chosen(let index) = outcome, configuration.buttons[index].style != .cancel else { return nil }
        let button = configuration.buttons[index]
        switch format {
        case .lines:
            if configuration.asksOnlyForAButton { return button.label + "\n" }
            let checkboxes = state.checkboxes.checked.map { $0 ? "on" : "off" }
            let values = zip(configuration.fields, state.values).map { field, value in
                withholdingSecrets && field.kind == .secure ? "" : value
            }
            return (values + checkboxes + state.chosenAnswers).map { $0 + "\n" }.joined()
        case .json:
            return json(choosing: index, in: state, withholdingSecrets: withholdingSecrets)
        case .shell:
            return ShellAnswer.text(
                choosing: index, in: state, prefix: ShellAnswer.prefix(for: id), withholdingSecrets: withholdingSecrets)
        }
    }
}

extension Answer {
    /// The object `--json` prints for button `index` chosen in `state` (a secret's value `null`
    /// when `withholdingSecrets`), with its newline; a recording's entry is the same object.
    static func json(choosing index: Int, in state: AlertState, withholdingSecrets: Bool) -> String {
        let configuration = state.configuration
        let button = configuration.buttons[index]
        let fields = zip(configuration.fields, state.values).map { field, value in
            let shown = withholdingSecrets && field.kind == .secure ? "null" : JSON.string(value)
            return "{\"label\":\(JSON.string(field.label)),\"value\":\(shown)}"
        }
        return "{\"button\":\(JSON.string(button.label)),\"index\":\(index),"
            + "\"status\":\(button.exitStatus),\"fields\":[\(fields.joined(separator: ","))]"
            + choicesAndCheckboxes(in: state) + "}\n"
    }

    /// The line a recording (`ALERTTY_RECORD`) adds for the alert `id` answered with `outcome`:
    /// `{"hostname":{…}}`, the entry `--json`'s object with every secret `null`; `nil` when no
    /// button was chosen (a timeout, a signal, Escape without a cancel button).
    package static func recordedLine(id: String, outcome: Outcome, state: AlertState) -> String? {
        guard case .chosen(let index) = outcome else { return nil }
        return "{\(JSON.string(id)):" + json(choosing: index, in: state, withholdingSecrets: true).dropLast() + "}\n"
    }

    /// `,"choices":[…]` when the alert has a list and `,"checkboxes":[{"label":…,"checked":…}]`
    /// when it has checkboxes: the members `--json` and the audit log add for them.
    static func choicesAndCheckboxes(in state: AlertState) -> String {
        let configuration = state.configuration
        var members = ""
        if configuration.choices != nil {
            members += ",\"choices\":[\(state.chosenAnswers.map(JSON.string).joined(separator: ","))]"
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
        /// The alert's `--id` or `ALERTTY_ID`, for `--shell`'s names.
        package var id: String?
        /// Lines, `--json` or `--shell`.
        package var format: AnswerFormat

        package init(isTerminal: Bool, quiet: Bool, id: String? = nil, format: AnswerFormat = .lines) {
            self.isTerminal = isTerminal
            self.quiet = quiet
            self.id = id
            self.format = format
        }
    }

    /// The text for stdout in `destination`: ``text(for:state:)``, except nothing with
    /// `--quiet`, and nothing for an alert without fields printing its label to a terminal
    /// (`if alertty ...; then` at a prompt would echo the choice the person just made, where
    /// dialog and gum print nothing). Field values and `--json` print to a terminal as anywhere,
    /// except a secret's (``withholdsSecret(for:state:to:)``): on a terminal it would stay in
    /// the scrollback, a screen recording or a CI log.
    package static func printed(for outcome: Outcome, state: AlertState, to destination: Destination) -> String? {
        if destination.quiet { return nil }
        let configuration = state.configuration
        if destination.isTerminal, configuration.asksOnlyForAButton, destination.format == .lines { return nil }
        return text(
            for: outcome, state: state, format: destination.format, withholdingSecrets: destination.isTerminal,
            id: destination.id)
    }

    /// Whether ``printed(for:state:to:)`` leaves a secret out: an answer with a secure field,
    /// printed to a terminal.
    package static func withholdsSecret(for outcome: Outcome, state: AlertState, to destination: Destination) -> Bool {
        destination.isTerminal && state.configuration.holdsSecret
            && printed(for: outcome, state: state, to: destination) != nil
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
            // C1 controls too: valid JSON as they stand, but a terminal obeys them (`cat log`).
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
