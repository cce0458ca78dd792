/// An answer given in advance, for running without a person (CI confirmation gates).
///
/// `--answer LABEL` wins over `ALERTTY_ANSWER=LABEL`. The label must name a button
/// exactly: a typo fails with a usage error rather than silently picking a default.
package struct PresetAnswer: Equatable, Sendable {
    /// Where the answer came from, for the notice on stderr.
    package enum Source: String, Equatable, Sendable {
        case option = "--answer"
        case environment = "ALERTTY_ANSWER"
    }

    /// The button chosen.
    package let buttonIndex: Int
    /// The option or the environment variable.
    package let source: Source

    /// The preset answer, if one was given; fields take their `--value`.
    ///
    /// - Parameters:
    ///   - option: the `--answer` label, if given.
    ///   - environment: `ALERTTY_ANSWER`, if set and not empty.
    package static func resolve(
        option: String?, environment: String?, in configuration: AlertConfiguration
    ) throws(UsageError) -> PresetAnswer? {
        let given = option.map { ($0, Source.option) } ?? environment.flatMap { $0.isEmpty ? nil : ($0, .environment) }
        guard let (label, source) = given else { return nil }
        let buttons = configuration.buttons
        guard let index = buttons.firstIndex(where: { $0.label == label }) else {
            let labels = buttons.map { "\(UsageError.quoted($0.label))" }.joined(separator: ", ")
            throw UsageError("\(source.rawValue) \(UsageError.quoted(label)) matches no button; use one of: \(labels)")
        }
        if buttons[index].style != .cancel,
            let empty = configuration.fields.first(where: { $0.isRequired && $0.initialValue.isEmpty })
        {
            throw UsageError(
                "\(source.rawValue) \(UsageError.quoted(label)) leaves the required field \(UsageError.quoted(empty.label)) empty; "
                    + "give it a --value")
        }
        return PresetAnswer(buttonIndex: index, source: source)
    }

    /// The line for stderr that says an answer was given without asking anyone.
    package func notice(in configuration: AlertConfiguration) -> String {
        "answered \(UsageError.quoted(configuration.buttons[buttonIndex].label)) from \(source.rawValue) without showing the alert"
    }
}
