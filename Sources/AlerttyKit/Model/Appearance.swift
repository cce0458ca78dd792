/// How the alert looks, as the options ask; ``Look`` resolves it with the environment.
public struct Appearance: Equatable, Sendable {
    /// A glyph before the title, in its own colour.
    public enum Icon: String, CaseIterable, Sendable {
        case info, warning, error, question, success

        /// Whether the icon is drawn as a badge: its letter in reverse video of its colour.
        package var isBadge: Bool { self == .info || self == .question }
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
        package static let duration = 0.12
        /// The time between animation frames.
        package static let frameInterval = 0.03
    }

    /// Whether a dim line at the foot of the box names the keys for the part with the focus.
    public enum KeyHelp: String, CaseIterable, Sendable {
        /// Where the alert has an input (a list, field, checkbox, text area, picker, date or
        /// pager): a yes/no's keys are plain without it.
        case auto
        case always, never
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
    /// The box is ``maximumWidth`` wide whatever its content needs (where the screen allows),
    /// with no margin kept beside it, so that a series of screens given one size stay one size.
    package var fillsMaximumWidth = false
    /// The box's height, border included: the box is made that tall (empty rows above the
    /// buttons) where the screen allows and the content needs no more; `nil` fits the content.
    package var requestedHeight: Int?
    /// How the box is framed: alertty's own way, or as dialog or whiptail draws it.
    package var toolFrame = ToolFrame.alertty
    /// The real tool's colours for a dialect's box (`NEWT_COLORS`, `DIALOGRC`); ``ToolPalette/none``
    /// keeps the terminal's own colours, as when no palette is given. An empty value, not an
    /// optional: start-up rule 5.
    package var toolPalette = ToolPalette.none
    /// The least ``maximumWidth`` alertty lays out well: `--width` refuses less, and a
    /// narrower width given to the command line any other way is raised to it.
    package static let narrowestMaximumWidth = 20
    /// Title and message alignment.
    public var alignment = Alignment.center
    /// The theme asked for; `nil` means `ALERTTY_THEME`, else `default`.
    public var theme: Theme.Name?
    /// The theme read from a theme file (``ThemeFile``), which wins over ``theme``: the command
    /// line reads the file `--theme` or `ALERTTY_THEME` names.
    package var fileTheme: Theme?
    /// A colour that replaces the theme's accent (the focused button).
    public var accent: TerminalColor?
    /// Dim or clear backdrop behind an overlay.
    public var backdrop = Backdrop.dim
    /// The line of keys at the foot of the box; never in plain mode.
    public var keyHelp = KeyHelp.auto
    /// Motion on appearing and going.
    public var animation = Animation.none
    /// Whether nothing moves that need not: no spinner, an indeterminate bar that stands
    /// still (`ALERTTY_REDUCE_MOTION`).
    public var reducesMotion = false
    /// Whether the style marks (``StyleMark``: `\Zb`, `\Z1`, `\Zn` …) in the title, backtitle,
    /// message and items are drawn; otherwise they are dropped.
    package var drawsStyleMarks = false
    /// Whether the text reads `--markup`'s `**bold**`, `_emphasis_` and `` `code` `` (``Markup``):
    /// a message read later (from standard input) is marked up too.
    package var readsMarkup = false

    /// The default look.
    public init() {}
}

/// Colours for the parts of an alert, as a theme means them; ``Look`` adjusts them to the
/// terminal's background and colour depth so that they stay readable.
public struct Theme: Equatable, Sendable {
    /// The themes `--theme` and `ALERTTY_THEME` name.
    public enum Name: String, CaseIterable, Sendable {
        case standard = "default"
        case light, dark
        case highContrast = "high-contrast"
        case mono
    }

    /// The focused button's background (reverse video of this colour); `nil` keeps plain reverse video.
    package var accent: TerminalColor?
    /// A destructive button's text.
    package var destructive: TerminalColor?
    /// The border's colour; `nil` is the terminal's own text colour.
    package var border: TerminalColor?
    /// The colour of `code` under `--markup` (which is underlined too, so that colour is not all
    /// that tells it); `nil` is the text's own colour.
    package var code: TerminalColor? = .ansi(6)
    /// Whether the screen behind an overlay is darkened (where the background is known).
    package var dimsBackdrop = true
    /// Whether the message is bold too (high contrast).
    package var boldMessage = false
    /// Whether icons are drawn in their colours (not in mono).
    package var coloursIcons = true

    /// The colour of each icon, before contrast is checked.
    package func color(of icon: Appearance.Icon) -> TerminalColor? {
        guard coloursIcons else { return nil }
        switch icon {
        case .info: return .ansi(4)
        case .warning: return .ansi(3)
        case .error: return .ansi(1)
        case .question: return .ansi(6)
        case .success: return .ansi(2)
        }
    }

    /// A theme by name. `default` keeps the terminal's colours for everything but destruction
    /// (red) and the focus (reverse video); `high-contrast` draws the border in the text's own
    /// colour, which reads on any background, and dims nothing.
    package static func named(_ name: Name) -> Theme {
        switch name {
        case .standard: Theme(destructive: .ansi(1))
        case .light: Theme(accent: .ansi(4), destructive: .ansi(1), border: .indexed(244))
        case .dark: Theme(accent: .ansi(12), destructive: .ansi(9), border: .indexed(243))
        case .highContrast: Theme(destructive: .ansi(9), dimsBackdrop: false, boldMessage: true)
        case .mono: Theme(code: nil, dimsBackdrop: false, coloursIcons: false)
        }
    }

    /// The theme with every colour checked against `background` as `mode` sends it: text and
    /// the focus at least 4.5:1, the border 3:1 (``Contrast/readable(_:on:minimum:mode:)``).
    func readable(on background: RGB, mode: ColorMode) -> Theme {
        var theme = self
        func check(_ color: TerminalColor?, _ minimum: Double) -> TerminalColor? {
            color.flatMap { Contrast.readable($0, on: background, minimum: minimum, mode: mode) }
        }
        theme.accent = check(accent, Contrast.text)
        theme.destructive = check(destructive, Contrast.text)
        theme.border = check(border, Contrast.graphics)
        theme.code = check(code, Contrast.text)
        return theme
    }
}

/// Everything the view needs besides the state: the appearance resolved with the environment
/// and the terminal.
public struct Look: Equatable, Sendable {
    /// The colours, made readable on the terminal's background.
    package var theme: Theme
    /// The icon's colour, made readable (3:1); `nil` draws it in the text's colour.
    package var iconColor: TerminalColor?
    /// The screen behind an overlay: the background darkened, or `nil` to leave it clear.
    package var backdrop: TerminalColor?
    /// The border, with the default decided.
    package var border: Appearance.Border
    /// Whether the terminal shows UTF-8; ASCII stands in for symbols where not.
    package var unicode: Bool
    /// The rest of the appearance.
    package var appearance: Appearance
    /// The theme chosen, before its colours were made readable (`default` under a theme file's).
    package let themeName: Theme.Name
    /// What the terminal was taken to be.
    package let terminal: TerminalProfile
    /// The background the colours were checked against, when it was known.
    package let background: RGB?

    /// Resolves `appearance`: the theme file's, else the theme the option names, else
    /// `environmentTheme`, else `default`, with `--accent` on top, every colour checked for contrast against the background (the
    /// one given, else the profile's, else taken as black: most terminals are dark, and one
    /// that answers the background query is redrawn when it does); the border rounded where the
    /// terminal's font has the corners (``TerminalProfile/defaultBorder(unicode:)``).
    package init(
        appearance: Appearance, environmentTheme: Theme.Name? = nil, unicode: Bool = true,
        terminal: TerminalProfile = .standard, background: RGB? = nil
    ) {
        themeName = appearance.theme ?? environmentTheme ?? .standard
        self.terminal = terminal
        var theme = appearance.fileTheme ?? Theme.named(themeName)
        if let accent = appearance.accent { theme.accent = accent }
        // Code is drawn only under --markup: no alert without it pays for its contrast check.
        if !appearance.readsMarkup { theme.code = nil }
        let known = background ?? terminal.background
        self.background = known
        let behind = known ?? .black
        let mode = terminal.colorMode
        self.theme = theme.readable(on: behind, mode: mode)
        self.iconColor = appearance.icon.flatMap { theme.color(of: $0) }.flatMap {
            Contrast.readable($0, on: behind, minimum: Contrast.graphics, mode: mode)
        }
        self.backdrop =
            appearance.backdrop == .dim && theme.dimsBackdrop ? Contrast.backdrop(behind: known, mode: mode) : nil
        self.border = appearance.border ?? terminal.defaultBorder(unicode: unicode)
        self.unicode = unicode
        self.appearance = appearance
    }

    /// The same look on a terminal whose background turned out to be `background` (its answer
    /// to ``TerminalProfile/backgroundQuery``).
    package func seen(on background: RGB) -> Look {
        Look(
            appearance: appearance, environmentTheme: themeName, unicode: unicode, terminal: terminal,
            background: background)
    }

    /// The style of `role` in the tool's palette, where the alert has one
    /// (``Appearance/toolPalette``); otherwise `fallback`, alertty's own style for it. Here, not
    /// beside ``ToolPalette``, since every alert's drawing asks: that file stays off the path.
    package func style(_ role: ToolPalette.Role, else fallback: CellStyle) -> CellStyle {
        appearance.toolPalette.isNone ? fallback : appearance.toolPalette[role]
    }

    /// The glyph for an icon: a symbol, or a letter where the terminal is not UTF-8.
    /// Info and question are letters on a badge (``Appearance/Icon/isBadge``): monospace fonts lack ℹ
    /// (it falls back to a plain "i"), and a bare ? before "Continue?" reads as a typo.
    package func glyph(for icon: Appearance.Icon) -> String {
        switch icon {
        case .info: "i"
        case .warning: unicode ? "▲" : "!"
        case .error: unicode ? "✖" : "x"
        case .question: "?"
        case .success: unicode ? "✔" : "+"
        }
    }
}

/// How a box is framed and placed on the screen: alertty's own way, or as a real tool draws
/// it, so that a script's sizes give the box, the wrapping and the place the tool gives.
///
/// No associated values: an alert that is not a dialect's compares it for nothing, where a
/// payload case cost its generic metadata before the first frame (start-up rule 5).
package enum ToolFrame: Equatable, Sendable {
    /// The title a row inside the box, the backtitle in its top border, two columns between
    /// the border and the text, the box in the middle of the screen.
    case alertty
    /// dialog's: the title in the top border, the backtitle on the screen's top line over a
    /// rule, one column of padding, and a height given is the box's whatever its text (which
    /// scrolls); the box centred on the screen less its shadow's two columns and one row.
    case dialog
    /// dialog's with `--no-shadow`: centred on the whole screen.
    case dialogWithoutShadow
    /// whiptail's: the title in the top border between tees (`┤ Title ├`), the backtitle at the
    /// screen's top left, one column of padding, the box centred.
    case whiptail

    /// Columns between the border and the text on each side.
    var padding: Int { self == .alertty ? 2 : 1 }

    /// Whether it is dialog's, with its shadow or without.
    var isDialog: Bool { self == .dialog || self == .dialogWithoutShadow }
}
