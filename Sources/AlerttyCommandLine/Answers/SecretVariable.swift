import AlerttyKit

/// The environment variable a recording (`ALERTTY_RECORD`) names for a secret field, whose value
/// it never holds: `{"label": "Token", "value_from_env": "ALERTTY_SECRET_SIGN_IN_TOKEN"}`, so the
/// recording replays once the variable is set, with no editing.
///
/// The name is `ALERTTY_SECRET_`, the alert's id and the field's label, each as
/// ``word(_:)`` makes it, joined by `_`: the same for the same script on every run, and a POSIX
/// shell variable's name (letters, digits and `_`, a letter first). A label with no ASCII letter
/// or digit (a dialect's password box has none), or whose word an earlier field of the alert
/// already has, is named by its number among the alert's fields instead (1 for the first).
package enum SecretVariable {
    /// The longest word made of a label, in bytes: a long label makes a name one can still type.
    package static let longestLabelWord = 40

    /// Each field's variable, in ``AlertConfiguration/fields`` order; `nil` for a field that is
    /// not secret.
    package static func names(for configuration: AlertConfiguration, id: String) -> [String?] {
        let prefix = ["ALERTTY_SECRET", word(id)].filter { !$0.isEmpty }.joined(separator: "_")
        var taken: [String] = []
        return configuration.fields.enumerated().map { index, field in
            var label = String(word(field.label).prefix(longestLabelWord))
            while label.hasSuffix("_") { label.removeLast() }
            if label.isEmpty || taken.contains(label) { label = String(index + 1) }
            taken.append(label)
            return field.kind == .secure ? prefix + "_" + label : nil
        }
    }

    /// Whether `name` is a POSIX shell variable's name: ASCII letters, digits and `_`, not a
    /// digit first; `value_from_env` names no other.
    package static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }
    }

    /// `text` as part of a variable's name: its ASCII letters and digits, upper-cased, every
    /// other run of characters one `_`, none at either end (`sign-in` is `SIGN_IN`).
    package static func word(_ text: String) -> String {
        AlertID.shellWord(text).uppercased()
    }
}
