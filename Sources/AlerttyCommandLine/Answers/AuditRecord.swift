import AlerttyKit

/// One line of the audit log (`--log FILE`, `ALERTTY_LOG`): what was asked, what was answered
/// and how, as one JSON object on one line. A secret field's value is never in it.
package struct AuditRecord: Equatable, Sendable {
    /// How the answer was given.
    package enum Means: String, Equatable, Sendable {
        case key, mouse, timeout, signal
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
        func text(_ value: String?) -> String { value.map(JSON.string) ?? "null" }
        let chosen: String?
        if case .chosen(let index) = outcome { chosen = configuration.buttons[index].label } else { chosen = nil }
        let fields = zip(configuration.fields, state.values).map { field, value in
            field.kind == .secure
                ? "{\"label\":\(JSON.string(field.label)),\"secret\":true}"
                : "{\"label\":\(JSON.string(field.label)),\"value\":\(JSON.string(value))}"
        }
        let signal: String
        if case .interrupted(let number) = outcome { signal = ",\"signal\":\(number)" } else { signal = "" }
        return "{\"time\":\(JSON.string(time)),\"user\":\(JSON.string(user)),\"terminal\":\(text(terminal)),"
            + "\"title\":\(text(configuration.title)),\"message\":\(text(configuration.message)),"
            + "\"buttons\":[\(configuration.buttons.map { JSON.string($0.label) }.joined(separator: ","))],"
            + "\"answer\":\(text(chosen)),\"status\":\(outcome.exitStatus(in: configuration)),"
            + "\"by\":\(JSON.string(means.rawValue))\(signal),\"fields\":[\(fields.joined(separator: ","))]"
            + Answer.choicesAndCheckboxes(in: state) + "}\n"
    }
}
