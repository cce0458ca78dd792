extension AlertConfiguration {
    /// A rule of ``validate()`` that a configuration breaks, with the labels and numbers involved.
    ///
    /// Typed, so a Swift program can tell one from another; the command line renders each as
    /// its one-line usage error (naming the option and the fix), and exits 64.
    public enum Problem: Error, Equatable, Sendable {
        /// More than ``maximumButtonCount`` buttons.
        case tooManyButtons(count: Int)
        /// A label (or a choice's detail) that is empty.
        case emptyLabel(Labelled)
        /// A label (or a choice's detail) with a line break in it.
        case labelWithLineBreak(Labelled, String)
        /// Two buttons with the same label, two fields, two list items or two checkboxes
        /// (a secure field reports as ``Labelled/inputField``).
        case repeatedLabel(Labelled, String)
        /// Two buttons of a style an alert has at most one of: the style and their labels.
        case twoButtonsStyled(ButtonStyle, String, String)
        /// A field whose maximum length is below 1.
        case maximumLengthNotPositive(field: String, Int)
        /// A field's initial value holds a line break.
        case valueWithLineBreak(field: String)
        /// A field's initial value holds a control character, which cannot be typed.
        case valueWithControlCharacter(field: String, Unicode.Scalar)
        /// A field's placeholder holds a line break or a control character.
        case placeholderNotOneLine(field: String)
        /// A field's initial value is longer than its maximum length.
        case valueTooLong(field: String, length: Int, limit: Int)
        /// A list without items.
        case emptyList
        /// Two items selected in a list that takes one choice.
        case twoSelected(String, String)
        /// A timeout not above 0 or above ``longestTimeout``.
        case timeoutOutOfRange(Double)
    }

    /// What a label belongs to, in a ``Problem``.
    public enum Labelled: Equatable, Sendable {
        case button, inputField, secureField, choice, detail, checkbox, textArea, date
    }
}
