import AlerttyKit

/// What goes on stdout when an alert ends: the answer a script captures.
package enum Answer {
    /// The bytes for stdout, or `nil` for nothing at all.
    ///
    /// Only a chosen button that is not the cancel button prints: its label, or — when the
    /// alert asks for more than a button — each input's answer, in the order the alert asks
    /// them (``AnswerRecord/inputs(of:)``), each on its own line: a field's value, `on` or `off`
    /// for a checkbox; then each chosen item of the list, last wherever the list is, because
    /// their number varies and a script reads the lines before them by position. Or (with
    /// `--json` or `--shell`) the inputs by name in the order asked. Cancel,
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
        let record = AnswerRecord(state, outcome: outcome)
        guard let chosen = record.chosen, chosen.button.style != .cancel else { return nil }
        switch format {
        case .lines:
            if configuration.asksOnlyForAButton { return chosen.button.label + "\n" }
            var text = ""
            var items = ""
            for entry in record.entries {
                switch entry.value {
                case .text(let value, let isSecret): text += (withholdingSecrets && isSecret ? "" : value) + "\n"
                case .checked(let isChecked): text += (isChecked ? "on" : "off") + "\n"
                case .chosen(let answers): for answer in answers { items += answer + "\n" }
                }
            }
            return text + items
        case .json:
            var json = JSONWriter()
            writeJSON(record, chosen: chosen, to: &json, secrets: withholdingSecrets ? .null : .value)
            json.newline()
            return json.text
        case .shell:
            return ShellAnswer.text(
                for: record, chosen: chosen, in: configuration, prefix: ShellAnswer.prefix(for: id),
                withholdingSecrets: withholdingSecrets)
        }
    }
}

extension Answer {
    /// The object `--json` prints for `record`, whose button is `chosen`, each secret as `secrets`
    /// says; a recording's entry is the same object.
    private static func writeJSON(
        _ record: AnswerRecord, chosen: AnswerRecord.ChosenButton, to json: inout JSONWriter,
        secrets: AnswerRecord.SecretShown
    ) {
        json.beginObject()
        json.member("button", chosen.button.label)
        json.member("index", chosen.index)
        json.member("status", Int(chosen.button.exitStatus))
        record.writeInputs(to: &json, secrets: secrets)
        json.endObject()
    }

    /// The line a recording (`ALERTTY_RECORD`) adds for the alert `id` answered with `outcome`:
    /// `{"hostname":{…}}`, the entry `--json`'s object with every secret's value left to the
    /// variable ``SecretVariable`` names (`"value_from_env": "ALERTTY_SECRET_HOSTNAME_TOKEN"`);
    /// `nil` when no button was chosen (a timeout, a signal, Escape without a cancel button).
    package static func recordedLine(id: String, outcome: Outcome, state: AlertState) -> String? {
        let record = AnswerRecord(state, outcome: outcome)
        guard let chosen = record.chosen else { return nil }
        var json = JSONWriter()
        json.beginObject()
        json.key(escaping: id)
        writeJSON(
            record, chosen: chosen, to: &json,
            secrets: .fromEnvironment(SecretVariable.names(for: state.configuration, id: id)))
        json.endObject()
        json.newline()
        return json.text
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

extension AnswerRecord {
    /// How a JSON answer shows a secure field.
    enum SecretShown {
        /// `"value": "…"`, as typed.
        case value
        /// `"value": null`.
        case null
        /// `"secret": true`, without a value: the audit log's.
        case marked
        /// `"value_from_env": NAME`, each field's name as ``SecretVariable/names(for:id:)`` gives
        /// them: a recording's.
        case fromEnvironment([String?])
    }

    /// The inputs' members of a JSON answer, in ``kinds`` order: `"fields":[{"label":…,"value":…}]`
    /// always, `"choices":[…]` when the alert has a list and `"checkboxes":[{"label":…,"checked":…}]`
    /// when it has checkboxes; what `--json`, a recording and the audit log add for them.
    func writeInputs(to json: inout JSONWriter, secrets: SecretShown) {
        for kind in kinds where kind == .field || entries.contains(where: { $0.kind == kind }) {
            switch kind {
            case .field: json.key("fields")
            case .choices: json.key("choices")
            case .checkbox: json.key("checkboxes")
            case .textArea: json.key("text_areas")
            case .path: json.key("paths")
            case .date: json.key("dates")
            }
            json.beginArray()
            for entry in entries where entry.kind == kind {
                switch entry.value {
                case .text(let value, _) where kind == .path:
                    json.string(value)
                case .text(let value, let isSecret):
                    json.beginObject()
                    json.member("label", entry.label)
                    switch (isSecret, secrets) {
                    case (true, .marked):
                        json.member("secret", true)
                    case (true, .null):
                        json.key("value")
                        json.null()
                    case (true, .fromEnvironment(let names)):
                        if case .field(let index) = entry.input, let name = names[index] {
                            json.member("value_from_env", name)
                        } else {
                            json.key("value")
                            json.null()
                        }
                    default:
                        json.member("value", value)
                    }
                    json.endObject()
                case .checked(let isChecked):
                    json.beginObject()
                    json.member("label", entry.label)
                    json.member("checked", isChecked)
                    json.endObject()
                case .chosen(let answers):
                    for answer in answers { json.string(answer) }
                }
            }
            json.endArray()
        }
    }
}
