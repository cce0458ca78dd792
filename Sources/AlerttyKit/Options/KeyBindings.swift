/// The keys a person can press, as documentation: `--help` and the man page list this table.
///
/// ``AlertState`` implements them; KeyBindingTests folds each row's example
/// key through it so the table cannot promise what the alert does not do.
package enum KeyBindings {
    /// Where a binding applies.
    package enum Context: Sendable {
        case anywhere, onButton, inField
        /// While the message is longer than the space it has.
        case longMessage
    }

    /// One row: the keys, what they do, and a key that exercises it.
    package struct Binding: Sendable {
        /// The keys, as a person names them: "Left, Up, Shift-Tab".
        package let keys: String
        /// What they do.
        package let action: String
        /// Where the keys do it.
        package let context: Context
        /// A key to test the row with; `nil` when the terminal turns it into a signal instead.
        package let example: Key?
    }

    /// Every binding, in the order help shows them.
    package static let all: [Binding] = [
        Binding(
            keys: "Tab, Shift-Tab", action: "move through the fields and buttons", context: .anywhere, example: .tab),
        Binding(keys: "Left, Right", action: "focus the previous or next button", context: .onButton, example: .right),
        Binding(
            keys: "Up, Down", action: "focus the previous or next field or button", context: .anywhere, example: .up),
        Binding(keys: "Enter, Space", action: "choose the focused button", context: .onButton, example: .enter),
        Binding(
            keys: "a letter", action: "focus the next button whose label starts with it", context: .onButton,
            example: .character("d")),
        Binding(
            keys: "PgUp, PgDn", action: "scroll a long message by a page", context: .longMessage,
            example: .pageDown),
        Binding(
            keys: "Up, Down, Home, End", action: "on a button, scroll a long message instead of moving the focus",
            context: .longMessage, example: .end),
        Binding(
            keys: "Enter in a field", action: "go to the next field; in the last, choose the default button",
            context: .inField, example: .enter),
        Binding(
            keys: "Left, Right, Home, End, Ctrl-A, Ctrl-E", action: "move the cursor in a field", context: .inField,
            example: .left),
        Binding(keys: "Backspace, Delete", action: "delete a character", context: .inField, example: .backspace),
        Binding(
            keys: "Ctrl-U, Ctrl-K", action: "delete to the start or the end of the field", context: .inField,
            example: .control("u")),
        Binding(
            keys: "Ctrl-W, Alt-Backspace", action: "delete the word before the cursor", context: .inField,
            example: .control("w")),
        Binding(
            keys: "Escape", action: "choose the cancel button (exit 1), or dismiss (exit 255)", context: .anywhere,
            example: .escape),
        Binding(keys: "Ctrl-C", action: "interrupt: restore the terminal, then end by SIGINT ($? 130)", context: .anywhere, example: .control("c")),
        Binding(keys: "Ctrl-Z", action: "suspend; the alert comes back on fg", context: .anywhere, example: nil),
    ]
}
