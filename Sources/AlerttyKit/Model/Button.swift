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
    /// The word of alertty's own that this button is (the OK or Cancel an alert gets when it
    /// names no buttons), shown in the alert's language; `nil` for a caller's button, shown as
    /// labelled. Either way ``label`` is the answer: scripts compare it.
    package var phrase: Phrase?
    /// What a dialect shows in place of ``label``: the real tool's own word in the person's
    /// language (whiptail's `Oui` for `Yes`), the label staying the tool's English for the
    /// answers given in advance and the log; `nil` to show the label or phrase.
    package var toolTitle: String?

    /// Creates a button; its exit status is assigned by ``AlertConfiguration``.
    public init(label: String, style: ButtonStyle = .regular, exitStatus: Int32 = 0) {
        self.label = label
        self.style = style
        self.exitStatus = exitStatus
    }

    /// One of alertty's own buttons: `phrase` on the screen, its English the answer.
    package init(_ phrase: Phrase, style: ButtonStyle = .regular) {
        self.init(label: phrase.english, style: style)
        self.phrase = phrase
    }

    /// The text on the button as `words` show it: the caller's label, or alertty's own word in
    /// the alert's language.
    package func title(in words: Words) -> String { toolTitle ?? phrase.map { words($0) } ?? label }
}
