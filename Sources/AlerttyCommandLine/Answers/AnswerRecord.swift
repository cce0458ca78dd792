import AlerttyKit

/// An alert's answer, input by input in the order the alert asks them, made once from its final
/// state: what every writer of an answer reads (the lines, `--shell`, `--json`, a recording,
/// the audit log), so none of them walks the fields, the checkboxes and the list itself.
package struct AnswerRecord: Equatable, Sendable {
    /// The kinds of input, which a JSON answer keeps in a member each.
    package enum Kind: Equatable, Sendable {
        case field, choices, checkbox
    }

    /// What one input answered.
    package enum Value: Equatable, Sendable {
        /// A field's text; `isSecret` for a `--secure` field.
        case text(String, isSecret: Bool)
        /// A checkbox, on or off.
        case checked(Bool)
        /// The list's chosen items, as the answer names them (each one's value, else its label).
        case chosen([String])
    }

    /// One input and its answer.
    package struct Entry: Equatable, Sendable {
        package var input: AlertInput
        /// The field's or the checkbox's label; empty for the list, which has none.
        package var label: String
        package var value: Value

        package var kind: Kind { AnswerRecord.kind(of: input) }
    }

    /// The button chosen and its place among the alert's buttons.
    package struct ChosenButton: Equatable, Sendable {
        package var index: Int
        package var button: AlertButton
    }

    /// The button chosen; `nil` when none was (a timeout, a signal, Escape without a cancel button).
    package let chosen: ChosenButton?
    /// Each input's answer, in ``inputs(of:)``'s order.
    package let entries: [Entry]
    /// The kinds in the order a JSON answer lists their members (``kinds(of:)``).
    package let kinds: [Kind]

    /// The answer `state`'s alert gives with `outcome`.
    package init(_ state: AlertState, outcome: Outcome) {
        let configuration = state.configuration
        if case .chosen(let index) = outcome {
            chosen = ChosenButton(index: index, button: configuration.buttons[index])
        } else {
            chosen = nil
        }
        let values = state.values
        let checked = state.checkboxes.checked
        entries = Self.inputs(of: configuration).map { input in
            switch input {
            case .field(let index):
                let field = configuration.fields[index]
                return Entry(
                    input: input, label: field.label, value: .text(values[index], isSecret: field.kind == .secure))
            case .checkbox(let index):
                return Entry(
                    input: input, label: configuration.checkboxes[index].label, value: .checked(checked[index]))
            case .choices:
                return Entry(input: input, label: "", value: .chosen(state.chosenAnswers))
            }
        }
        kinds = Self.kinds(of: configuration)
    }

    /// The inputs in the order an answer lists them: the alert's (``AlertConfiguration/inputs``,
    /// which follow the arguments).
    package static func inputs(of configuration: AlertConfiguration) -> [AlertInput] { configuration.inputs }

    /// The kinds in the order a JSON answer (and `--describe`) lists their members: as their
    /// first inputs come in ``inputs(of:)``, while a kind the alert lacks (its member empty or
    /// null) keeps its place among the fields, the list and the checkboxes.
    package static func kinds(of configuration: AlertConfiguration) -> [Kind] {
        var present: [Kind] = []
        for input in inputs(of: configuration) where !present.contains(kind(of: input)) {
            present.append(kind(of: input))
        }
        var next = 0
        return [Kind.field, .choices, .checkbox].map { kind in
            guard present.contains(kind) else { return kind }
            defer { next += 1 }
            return present[next]
        }
    }

    /// The kind of `input`.
    package static func kind(of input: AlertInput) -> Kind {
        switch input {
        case .field: .field
        case .choices: .choices
        case .checkbox: .checkbox
        }
    }
}
