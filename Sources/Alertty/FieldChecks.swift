import AlerttyKit
import AlerttyTerminal

/// The fields' `--validate` commands, run on the values a button would take: by the alert
/// before it ends, by plain mode before it answers, and on answers given in advance.
package enum FieldChecks {
    /// How long a check may take before the value is refused.
    package static let limit = 5.0

    /// The first field, then text area, whose `--validate` command refuses its value (empty
    /// values are not checked), and what to say: the first line of the command's standard
    /// error, else the field's `--error-message`, else that the check refused it, in `words`
    /// (English for standard error; the alert's own where the alert shows it).
    package static func firstRefusal(
        in configuration: AlertConfiguration, values: [String], texts: [String] = [], words: Words = .english
    ) -> (input: AlertInput, problem: String)? {
        for (index, field) in configuration.fields.enumerated() where index < values.count {
            if let problem = refusal(of: values[index], by: field, words: words) { return (.field(index), problem) }
        }
        for (index, area) in configuration.textAreas.enumerated() where index < texts.count {
            if let problem = refusal(of: texts[index], by: area, words: words) { return (.textArea(index), problem) }
        }
        return nil
    }

    /// What `field`'s `--validate` command says against `value`; `nil` when it takes it.
    private static func refusal(of value: String, by field: AlertField, words: Words) -> String? {
        guard let command = field.rules.validateCommand, !value.isEmpty else { return nil }
        switch runCheck(command, input: Array(value.utf8), limit: limit) {
        case .ended(status: 0, _): return nil
        case .ended(let status, let line):
            let said = Sanitizer.displayable(line, keepNewlines: false)
            return !said.isEmpty ? said : field.rules.errorMessage ?? words(.checkRefused, String(status))
        case .tooSlow:
            return words(.checkTooSlow, String(Int(limit)))
        case .notStarted(let why):
            return words(.checkNotRun, "\(why)")
        }
    }

    /// `outcome` as the time running out leaves it: a `--timeout-answer` button whose values a
    /// `--validate` command refuses is a timeout after all, as one a built-in rule refuses is.
    static func confirmed(_ outcome: Outcome, in state: AlertState) -> Outcome {
        guard state.answeredByTimeout, takesValues(outcome, in: state.configuration),
            firstRefusal(in: state.configuration, values: state.values, texts: state.textAreas.values) != nil
        else { return outcome }
        return .timedOut
    }

    /// Whether `outcome` is a button that takes the fields' values: one that is not cancel.
    package static func takesValues(_ outcome: Outcome, in configuration: AlertConfiguration) -> Bool {
        guard case .chosen(let index) = outcome else { return false }
        return configuration.buttons[index].style != .cancel
            && !(configuration.fields.isEmpty && configuration.textAreas.isEmpty)
    }
}
