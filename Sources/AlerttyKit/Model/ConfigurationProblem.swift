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
        /// A minimum or maximum number of items chosen on a list that takes one choice.
        case choiceCountsWithoutMultiple
        /// A minimum number of items chosen below 0, or a maximum below 1.
        case choiceCountOutOfRange(Int)
        /// A maximum number of items chosen below the minimum.
        case choiceCountsCrossed(minimum: Int, maximum: Int)
        /// A minimum number of items chosen above the items the list has.
        case minimumChoicesAboveItems(minimum: Int, items: Int)
        /// More items selected than the maximum number chosen.
        case selectedAboveMaximumChoices(selected: Int, maximum: Int)
        /// A timeout not above 0 or above ``longestTimeout``.
        case timeoutOutOfRange(Double)
    }

    /// What a label belongs to, in a ``Problem``.
    public enum Labelled: Equatable, Sendable {
        case button, inputField, secureField, choice, detail, checkbox, textArea, date
    }
}
