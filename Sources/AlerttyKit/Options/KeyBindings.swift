/// The keys a person can press, as documentation: `--help` and the man page list this table.
///
/// ``AlertState`` implements them; KeyBindingTests folds each row's example
/// key through it so the table cannot promise what the alert does not do.
public enum KeyBindings {
    /// One row: the keys, what they do, and a key that exercises it.
    public struct Binding: Sendable {
        /// The keys, as a person names them: "Left, Up, Shift-Tab".
        public let keys: String
        /// What they do.
        public let action: String
        /// A key to test the row with; `nil` when the terminal turns it into a signal instead.
        public let example: Key?
    }

    /// Every binding, in the order help shows them.
    public static let all: [Binding] = [
        Binding(keys: "Left, Up, Shift-Tab", action: "focus the previous button", example: .left),
        Binding(keys: "Right, Down, Tab", action: "focus the next button", example: .tab),
        Binding(keys: "Enter, Space", action: "choose the focused button", example: .enter),
        Binding(keys: "Escape", action: "choose the cancel button (exit 1), or dismiss (exit 255)", example: .escape),
        Binding(keys: "a letter", action: "focus the next button whose label starts with it", example: .character("d")),
        Binding(keys: "Ctrl-C", action: "interrupt (exit 130)", example: .control("c")),
        Binding(keys: "Ctrl-Z", action: "suspend; the alert comes back on fg", example: nil),
    ]
}
