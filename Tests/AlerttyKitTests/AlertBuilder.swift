import AlerttyKit

// The core's tests build their alerts as a Swift program does: the public initializer, then
// what it leaves to set. The command line's parser has tests of its own
// (AlerttyCommandLineTests), so a mistake in it fails those and not these.

extension AlertConfiguration {
    /// This alert with `change` made to it: what the initializer leaves out, in one expression.
    func with(_ change: (inout AlertConfiguration) -> Void) -> AlertConfiguration {
        var changed = self
        change(&changed)
        return changed
    }

    /// A progress alert: a bar that news moves (`--progress`), or a command's spinner over its
    /// latest output (`--run`), with a bar too when `showsBar` (`--run --progress-lines`).
    static func progress(
        title: String, message: String? = nil, buttons: [(label: String, style: ButtonStyle)] = [],
        runsCommand: Bool = false, showsBar: Bool? = nil
    ) -> AlertConfiguration {
        AlertConfiguration(title: title, message: message, buttons: buttons).with {
            $0.progress = ProgressOptions(
                showsBar: showsBar ?? !runsCommand, hasButtons: !buttons.isEmpty, outputRows: runsCommand ? 8 : 0)
        }
    }
}

extension ChoiceList {
    /// A list of items with these labels and nothing else.
    init(labels: [String], allowsMultiple: Bool = false) {
        self.init(labels.map { Item($0) }, allowsMultiple: allowsMultiple)
    }
}

extension AlertField {
    /// This field with `change` made to it.
    func with(_ change: (inout AlertField) -> Void) -> AlertField {
        var changed = self
        change(&changed)
        return changed
    }

    /// A field whose value must be a whole number, from `minimum` to `maximum` where given.
    static func integer(_ label: String, from minimum: Int? = nil, to maximum: Int? = nil) -> AlertField {
        var field = AlertField(label: label)
        field.rules.isInteger = true
        field.rules.minimum = minimum
        field.rules.maximum = maximum
        return field
    }

    /// A field whose whole value must match `pattern`.
    static func patterned(_ label: String, _ pattern: String) -> AlertField {
        var field = AlertField(label: label)
        field.rules.pattern = pattern
        return field
    }
}
