import AlerttyKit

/// An alert's answer, input by input in the order the alert asks them, made once from its final
/// state: what every writer of an answer reads (the lines, `--shell`, `--json`, a recording,
/// the audit log), so none of them walks the fields, the checkboxes and the list itself.
package struct AnswerRecord: Equatable, Sendable {
    /// The kinds of input, which a JSON answer keeps in a member each.
    package enum Kind: Equatable, Sendable {
        case field, choices, checkbox, textArea, path, date
    }

    /// One input and its answer, as its part says it.
    package typealias Entry = InputAnswer

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
        entries = state.answers
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
        // The newer kinds' members only where the alert has them: other answers stay as they were.
        var all: [Kind] = [.field, .choices, .checkbox]
        if !configuration.textAreas.isEmpty { all.append(.textArea) }
        if configuration.pathPicker != nil { all.append(.path) }
        if !configuration.dates.isEmpty { all.append(.date) }
        return all.map { kind in
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
        case .textArea: .textArea
        case .pathPicker: .path
        case .date: .date
        }
    }
}

extension InputAnswer {
    /// The JSON member this input's answer goes in.
    package var kind: AnswerRecord.Kind { AnswerRecord.kind(of: input) }
}
