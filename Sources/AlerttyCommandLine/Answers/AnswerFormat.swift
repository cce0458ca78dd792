/// How the answer is written to stdout.
package enum AnswerFormat: Equatable, Sendable {
    /// The label, or each field's value on its own line.
    case lines
    /// One JSON object (`--json`).
    case json
    /// Shell assignments, `NAME='value'` lines for `eval` (`--shell`).
    case shell
}
