/// How the alert looks, as the options ask; ``Look`` resolves it with the environment.
public struct Appearance: Equatable, Sendable {
    /// A glyph before the title, in its own colour.
    public enum Icon: String, CaseIterable, Sendable {
        case info, warning, error, question, success
    }

    /// The box's border.
    public enum Border: String, CaseIterable, Sendable {
        case rounded, single, double, heavy, ascii, none
    }

    /// How the title and message sit in the box.
    public enum Alignment: String, CaseIterable, Sendable {
        case center, left
    }

    /// How the alert appears and goes.
    public enum Animation: String, CaseIterable, Sendable {
        /// Grows from its centre to full size, like the iOS scale-in.
        case pop
        /// The border first, then the text, dim, then at full strength.
        case fade
        /// At once: the default, since a script may show many alerts and a slow link pays for every frame.
        case none

        /// How long the appearance (and the disappearance) takes.
        public static let duration = 0.12
        /// The time between animation frames.
        public static let frameInterval = 0.03
    }

    /// What the screen behind an overlay shows.
    public enum Backdrop: String, CaseIterable, Sendable {
        /// Dimmed, so the alert stands out as modal (the terminal's version of iOS's dimming view).
        case dim
        /// Left as it is.
        case none
    }

    /// The icon before the title, if any.
    public var icon: Icon?
    /// The border asked for; `nil` means rounded, or ascii where the terminal is not UTF-8.
    public var border: Border?
    /// The widest the box may be, in columns.
    public var maximumWidth = 60
    /// Title and message alignment.
    public var alignment = Alignment.center
    /// The theme asked for; `nil` means `ALERTTY_THEME`, else `default`.
    public var theme: Theme.Name?
    /// A colour that replaces the theme's accent (the focused button).
    public var accent: TerminalColor?
    /// Dim or clear backdrop behind an overlay.
    public var backdrop = Backdrop.dim
    /// Motion on appearing and going.
    public var animation = Animation.none

    /// The default look.
    public init() {}
}

/// Colours for the parts of an alert.
public struct Theme: Equatable, Sendable {
    /// The themes `--theme` and `ALERTTY_THEME` name.
    public enum Name: String, CaseIterable, Sendable {
        case standard = "default"
        case light, dark
        case highContrast = "high-contrast"
        case mono

        /// The theme `ALERTTY_THEME` names; `nil` when unset or empty, a usage error when it names none.
        public static func environment(_ value: String?) throws(UsageError) -> Name? {
            guard let value, !value.isEmpty else { return nil }
            guard let name = Name(rawValue: value) else {
                let names = allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("ALERTTY_THEME \(UsageError.quoted(value)) is not a theme; use one of: \(names)")
            }
            return name
        }
    }

    /// The focused button's background (reverse video of this colour); `nil` keeps plain reverse video.
    public var accent: TerminalColor?
    /// A destructive button's text.
    public var destructive: TerminalColor?
    /// The border's colour.
    public var border: TerminalColor?
    /// The screen behind an overlay; `nil` leaves it clear.
    public var backdrop: TerminalColor?
    /// Whether the message is bold too (high contrast).
    public var boldMessage = false
    /// Whether icons are drawn in their colours (not in mono).
    public var coloursIcons = true

    /// The colour of each icon.
    public func color(of icon: Appearance.Icon) -> TerminalColor? {
        guard coloursIcons else { return nil }
        switch icon {
        case .info: return .ansi(4)
        case .warning: return .ansi(3)
        case .error: return .ansi(1)
        case .question: return .ansi(6)
        case .success: return .ansi(2)
        }
    }

    /// A theme by name. `default` uses only colours that read on dark and light backgrounds alike:
    /// plain reverse video for the focus, red for destruction, a grey backdrop.
    public static func named(_ name: Name) -> Theme {
        switch name {
        case .standard: Theme(destructive: .ansi(1), backdrop: .indexed(236))
        case .light: Theme(accent: .ansi(4), destructive: .ansi(1), border: .indexed(244), backdrop: .indexed(250))
        case .dark: Theme(accent: .ansi(12), destructive: .ansi(9), border: .indexed(240), backdrop: .indexed(234))
        case .highContrast: Theme(destructive: .ansi(9), border: .ansi(15), boldMessage: true)
        case .mono: Theme(coloursIcons: false)
        }
    }
}

/// Everything the view needs besides the state: the appearance resolved with the environment.
public struct Look: Equatable, Sendable {
    /// The colours.
    public var theme: Theme
    /// The border, with the default decided.
    public var border: Appearance.Border
    /// Whether the terminal shows UTF-8; ASCII stands in for symbols where not.
    public var unicode: Bool
    /// The rest of the appearance.
    public var appearance: Appearance

    /// Resolves `appearance`: the theme from the option, else `environmentTheme`, else `default`,
    /// with `--accent` on top; the border rounded, or ascii where the terminal is not UTF-8.
    public init(appearance: Appearance, environmentTheme: Theme.Name? = nil, unicode: Bool = true) {
        var theme = Theme.named(appearance.theme ?? environmentTheme ?? .standard)
        if let accent = appearance.accent { theme.accent = accent }
        if appearance.backdrop == .none { theme.backdrop = nil }
        self.theme = theme
        self.border = appearance.border ?? (unicode ? .rounded : .ascii)
        self.unicode = unicode
        self.appearance = appearance
    }

    /// The glyph for an icon: a symbol, or a letter where the terminal is not UTF-8.
    public func glyph(for icon: Appearance.Icon) -> String {
        switch icon {
        case .info: unicode ? "ℹ" : "i"
        case .warning: unicode ? "▲" : "!"
        case .error: unicode ? "✖" : "x"
        case .question: "?"
        case .success: unicode ? "✔" : "+"
        }
    }
}
