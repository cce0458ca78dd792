/// How a button looks and behaves.
public enum ButtonStyle: String, CaseIterable, Sendable {
    /// A plain button: what a button is without `--style`.
    case regular
    /// Bold, and has the focus when the alert opens.
    case `default`
    /// The button Escape chooses; its exit status is always 1.
    case cancel
    /// Red; never focused when the alert opens unless nothing else can be.
    case destructive
}

/// One button of an alert, with the exit status choosing it returns.
public struct AlertButton: Equatable, Sendable {
    /// The text on the button, printed on stdout when it is chosen.
    public var label: String
    /// How the button looks and which keys reach it.
    public var style: ButtonStyle
    /// The process exit status when this button is chosen.
    public var exitStatus: Int32

    /// Creates a button; its exit status is assigned by ``AlertConfiguration``.
    public init(label: String, style: ButtonStyle = .regular, exitStatus: Int32 = 0) {
        self.label = label
        self.style = style
        self.exitStatus = exitStatus
    }
}
