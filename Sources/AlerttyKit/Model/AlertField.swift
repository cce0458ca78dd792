/// A text field in an alert, like the plain and secure text fields of an iOS alert.
public struct AlertField: Equatable, Sendable {
    /// What the field shows as it is typed into.
    public enum Kind: Equatable, Sendable {
        /// The text as typed.
        case text
        /// One mask character per character typed; the text itself is never drawn.
        case secure
    }

    /// The name shown above the field, and the key in `--json` output.
    public var label: String
    /// Plain or secure.
    public var kind: Kind
    /// The text the field starts with.
    public var initialValue: String
    /// Whether a non-cancel button can be chosen while the field is empty.
    public var isRequired: Bool
    /// The most characters (grapheme clusters) the field accepts; `nil` for no limit.
    public var maximumLength: Int?
    /// What the value must be for a button other than cancel to take it.
    public var rules = FieldRules()
    /// Whether the field only shows its value (a form's read-only row): it takes no focus and no
    /// typing, and answers its value unchanged.
    package var isReadOnly = false

    /// Creates a field.
    public init(
        label: String, kind: Kind = .text, initialValue: String = "", isRequired: Bool = false,
        maximumLength: Int? = nil
    ) {
        self.label = label
        self.kind = kind
        self.initialValue = initialValue
        self.isRequired = isRequired
        self.maximumLength = maximumLength
    }
}
