import AlerttyKit

/// The answer as shell assignments (`--shell`), for `eval` in any POSIX shell, bash and zsh.
///
/// Each name is a prefix (the alert's id, else `answer`), `_`, and a suffix: `button`,
/// `status`, each field's and checkbox's label as ``AlertID/shellWord(_:)`` makes it, and
/// `choices`. Every value is in single quotes, where no shell expands anything; a quote inside
/// closes, escapes and reopens them (`'\''`). Names are lowercase: no uppercase variable of the
/// environment (PATH, IFS), and, prefixed, none of zsh's lowercase specials (`status`, `path`).
package enum ShellAnswer {
    /// The suffixes of the names, in the order printed: button, status, each field, each
    /// checkbox, then choices when there is a list; a label that makes no name, or two parts
    /// that make the same one, is a usage error.
    package static func suffixes(for configuration: AlertConfiguration) throws(UsageError) -> [String] {
        var suffixes = ["button", "status"]
        func add(_ label: String, _ what: String) throws(UsageError) {
            let word = AlertID.shellWord(label)
            guard !word.isEmpty else {
                throw UsageError(
                    "--shell names each \(what) by its label, and \(UsageError.quoted(label)) has no ASCII letter or "
                        + "digit to make a name of; give it one, or use --json")
            }
            guard !suffixes.contains(word), word != "choices" else {
                throw UsageError(
                    "--shell would name the \(what) \(UsageError.quoted(label)) '\(word)', as another part of the "
                        + "alert; give labels that differ in their letters or digits, or use --json")
            }
            suffixes.append(word)
        }
        for field in configuration.fields { try add(field.label, "field") }
        for box in configuration.checkboxes { try add(box.label, "checkbox") }
        if configuration.choices != nil { suffixes.append("choices") }
        return suffixes
    }

    /// The names' prefix for the alert `id` (nil: `answer`): its shell word, after an `_` when it
    /// starts with a digit.
    package static func prefix(for id: String?) -> String {
        let word = AlertID.shellWord(id ?? "")
        guard let first = word.utf8.first else { return "answer" }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) ? "_" + word : word
    }

    /// `value` in single quotes, safe from every expansion.
    package static func quoted(_ value: String) -> String {
        var result = "'"
        for character in value.unicodeScalars {
            if character == "'" { result += "'\\''" } else { result.unicodeScalars.append(character) }
        }
        return result + "'"
    }

    /// The assignments for button `index` chosen in `state`, one per line; a secret's value is
    /// empty when `withholdingSecrets`.
    static func text(
        choosing index: Int, in state: AlertState, prefix: String, withholdingSecrets: Bool
    ) -> String {
        let configuration = state.configuration
        let button = configuration.buttons[index]
        // The labels were checked when the command line was read.
        let suffixes = (try? suffixes(for: configuration)) ?? []
        var values = [quoted(button.label), "\(button.exitStatus)"]
        for (field, value) in zip(configuration.fields, state.values) {
            values.append(quoted(withholdingSecrets && field.kind == .secure ? "" : value))
        }
        values += state.checkboxes.checked.map { quoted($0 ? "on" : "off") }
        if configuration.choices != nil {
            values.append(quoted(state.chosenAnswers.map(quoted).joined(separator: " ")))
        }
        return zip(suffixes, values).map { "\(prefix)_\($0)=\($1)\n" }.joined()
    }
}
