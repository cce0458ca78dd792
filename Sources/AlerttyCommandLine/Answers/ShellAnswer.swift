import AlerttyKit

/// The answer as shell assignments (`--shell`), for `eval` in any POSIX shell, bash and zsh.
///
/// Each name is a prefix (the alert's id, else `answer`), `_`, and a suffix: `button`,
/// `status`, each field's and checkbox's label as ``AlertID/shellWord(_:)`` makes it, and
/// `choices`. Every value is in single quotes, where no shell expands anything; a quote inside
/// closes, escapes and reopens them (`'\''`). Names are lowercase: no uppercase variable of the
/// environment (PATH, IFS), and, prefixed, none of zsh's lowercase specials (`status`, `path`).
package enum ShellAnswer {
    /// The suffixes of the names, in the order printed: button, status, then each input's in the
    /// order the alert asks them (``AnswerRecord/inputs(of:)``): a field's or a checkbox's label
    /// as a word, `choices` for the list; a label that makes no name, or two parts that make the
    /// same one, is a usage error.
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
        for input in AnswerRecord.inputs(of: configuration) {
            switch input {
            case .field(let index): try add(configuration.fields[index].label, "field")
            case .checkbox(let index): try add(configuration.checkboxes[index].label, "checkbox")
            case .textArea(let index): try add(configuration.textAreas[index].label, "text area")
            case .date(let index): try add(configuration.dates[index].label, "date")
            case .choices: suffixes.append("choices")
            case .pathPicker: try add(configuration.pathPicker?.label ?? "", "file picker")
            }
        }
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

    /// The assignments for `record`, the answer to `configuration` whose button is `chosen`, one
    /// per line; a secret's value is empty when `withholdingSecrets`.
    static func text(
        for record: AnswerRecord, chosen: AnswerRecord.ChosenButton, in configuration: AlertConfiguration,
        prefix: String, withholdingSecrets: Bool
    ) -> String {
        // The labels were checked when the command line was read.
        var suffixes = ((try? suffixes(for: configuration)) ?? []).makeIterator()
        var text = ""
        func assign(_ value: String) {
            guard let suffix = suffixes.next() else { return }
            text += "\(prefix)_\(suffix)=\(value)\n"
        }
        assign(quoted(chosen.button.label))
        assign("\(chosen.button.exitStatus)")
        for entry in record.entries {
            switch entry.value {
            case .text(let value, let isSecret): assign(quoted(withholdingSecrets && isSecret ? "" : value))
            case .checked(let isChecked): assign(quoted(isChecked ? "on" : "off"))
            case .chosen(let answers): assign(quoted(answers.map(quoted).joined(separator: " ")))
            }
        }
        return text
    }
}
