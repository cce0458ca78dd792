import AlerttyKit

/// One line of the audit log (`--log FILE`, `ALERTTY_LOG`): what was asked, what was answered
/// and how, as one JSON object on one line. A secret field's value is never in it.
package struct AuditRecord: Equatable, Sendable {
    /// How the answer was given.
    package enum Means: String, Equatable, Sendable {
        case key, mouse, timeout, signal
        /// Taken from the same alert asked at once on the terminal (``SharedAnswer``).
        case shared
        /// The work a progress alert followed ended by itself.
        case work
        case answerOption = "--answer"
        case answerEnvironment = "ALERTTY_ANSWER"
        case answersOption = "--answers"
        case answersEnvironment = "ALERTTY_ANSWERS"

        /// How a person's alert ended: by the timeout, a signal, the work's end, else the mouse or a key.
        package init(_ outcome: Outcome, byMouse: Bool) {
            switch outcome {
            case .timedOut: self = .timeout
            case .interrupted: self = .signal
            case .finished: self = .work
            case .chosen, .dismissed: self = byMouse ? .mouse : .key
            }
        }

        /// The means of a preset answer.
        package init(_ source: PresetAnswer.Source) {
            switch source {
            case .option: self = .answerOption
            case .environment: self = .answerEnvironment
            case .answersOption: self = .answersOption
            case .answersEnvironment: self = .answersEnvironment
            }
        }
    }

    /// UTC, RFC 3339 (`2026-11-22T22:47:19Z`).
    package var time: String
    /// The user alertty ran as.
    package var user: String
    /// The terminal's device (`/dev/pts/3`), or `nil` when the answer needed none.
    package var terminal: String?
    package var outcome: Outcome
    package var means: Means

    package init(time: String, user: String, terminal: String?, outcome: Outcome, means: Means) {
        self.time = time
        self.user = user
        self.terminal = terminal
        self.outcome = outcome
        self.means = means
    }

    /// The line, newline included, for `state`'s alert: its title, message, buttons, the
    /// chosen button (or `null`), the exit status, how, each field — a secret one as
    /// `"secret": true` without its value — and the chosen items and checkboxes.
    package func line(for state: AlertState) -> String {
        let configuration = state.configuration
        let record = AnswerRecord(state, outcome: outcome)
        var json = JSONWriter()
        json.beginObject()
        json.member("time", time)
        json.member("user", user)
        json.member("terminal", terminal)
        // Without the style marks (`--markup`, `--colors`): the log says the words asked.
        json.member("title", configuration.title.map(StyleMark.removed(from:)))
        json.member("message", configuration.message.map(StyleMark.removed(from:)))
        json.key("buttons")
        json.beginArray()
        for button in configuration.buttons { json.string(button.label) }
        json.endArray()
        json.member("answer", record.chosen?.button.label)
        json.member("status", Int(outcome.exitStatus(in: configuration)))
        json.member("by", means.rawValue)
        if case .interrupted(let number) = outcome {
            json.member("signal", Int(number))
        }
        record.writeInputs(to: &json, secrets: .marked)
        json.endObject()
        json.newline()
        return json.text
    }
}
