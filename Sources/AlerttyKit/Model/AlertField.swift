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
    /// Dim text shown while the field is empty (`--placeholder`): a hint, never its value;
    /// empty for none. One line, no control characters.
    public var placeholder = ""
    /// Whether a non-cancel button can be chosen while the field is empty.
    public var isRequired: Bool
    /// The most characters (grapheme clusters) the field accepts; `nil` for no limit.
    public var maximumLength: Int?
    /// What the value must be for a button other than cancel to take it.
    public var rules = FieldRules()
    /// Whether the field only shows its value (a form's read-only row): it takes no focus and no
    /// typing, and answers its value unchanged.
    package var isReadOnly = false
    /// A whole number the arrows step through (dialog's `--rangebox`); `nil` for a field typed into only.
    package var stepper: Optional<FieldStepper>
    /// A text area's cursor starts at the top of its text, not after it (dialog's `--editbox`).
    package var cursorAtTop = false
    /// The rows of text a text area shows when the terminal has room; `nil` for
    /// ``TextAreaPart/visibleRows`` (a script's `--editbox` box sets its own).
    package var rows: Int?

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
        // Spelled `Optional`, set here: no implicit nil for the init to destroy (start-up rule 5).
        stepper = nil
    }
}

/// A field's whole number stepped by keys, within a range: Up and `-` take one off, Down and
/// `+` add one, Page Up and Page Down a page, Home and End go to the ends (dialog's `--rangebox`).
package struct FieldStepper: Equatable, Sendable {
    package var range: ClosedRange<Int>
    /// What Page Up and Page Down step by.
    package var page: Int

    /// Steps within `range`, held to 32-bit numbers as dialog's are, so no difference overflows.
    package init(range: ClosedRange<Int>, page: Int) {
        let (low, high) = (Int(Int32.min), Int(Int32.max))
        self.range = min(max(range.lowerBound, low), high)...max(min(range.upperBound, high), low)
        self.page = max(1, page)
    }

    /// `editor` with the digit `key` typed over the digit under its cursor, the cursor moved
    /// on, as dialog's range box takes digits (measured: its cursor starts past the last digit,
    /// where a digit does nothing); `nil` when the key is no digit, the cursor is past the
    /// last digit, or the number would leave the range.
    package func overwriting(_ editor: LineEditor, with key: Key) -> LineEditor? {
        guard case .character(let scalar) = key, ("0"..."9").contains(scalar), editor.cursor < editor.characters.count
        else { return nil }
        var characters = editor.characters
        characters[editor.cursor] = Character(scalar)
        guard let value = Int(String(characters)), range.contains(value) else { return nil }
        var overwritten = LineEditor(text: String(characters), maximumLength: nil)
        overwritten.move(to: editor.cursor + 1)
        return overwritten
    }

    /// The value `key` steps `text` to, held within the range (a value that is no number steps
    /// from the range's start); `nil` for a key that steps nothing.
    package func stepped(_ text: String, by key: Key) -> Int? {
        let value = Int(text).map { min(max($0, range.lowerBound), range.upperBound) } ?? range.lowerBound
        // Each step stays within the range, so no sum overflows.
        func moved(_ steps: Int) -> Int {
            steps < 0
                ? value - min(-steps, value - range.lowerBound) : value + min(steps, range.upperBound - value)
        }
        switch key {
        case .up, .character("-"): return moved(-1)
        case .down, .character("+"): return moved(1)
        case .pageUp: return moved(-page)
        case .pageDown: return moved(page)
        case .home: return range.lowerBound
        case .end: return range.upperBound
        default: return nil
        }
    }
}
