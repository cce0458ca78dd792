/// What alertty assumes about the terminal from its environment, without terminfo: how much
/// colour it shows, which border glyphs its font has, its background, and whether it answers
/// a query for the background colour.
package struct TerminalProfile: Equatable, Sendable {
    /// Kinds of terminal that differ in what alertty may draw, told apart by `TERM`.
    package enum Family: String, CaseIterable, Sendable {
        /// The Linux virtual console: 16 colours, a black background, a console font without
        /// rounded corners, and no answer to colour queries (it prints them).
        case linuxConsole = "linux"
        /// DEC VT100/VT220 and their emulations: no colour, no box drawing in UTF-8.
        case vt100
        /// GNU screen: colours per TERM, and queries go unanswered.
        case screen
        /// tmux: colours per TERM; answers the background query itself.
        case tmux
        /// xterm and terminals that call themselves after it or answer as it does (VTE,
        /// Konsole, kitty, Alacritty, foot, WezTerm, rxvt, iTerm2, Apple Terminal).
        case xterm
        /// No cursor movement at all: plain mode.
        case dumb
        /// Any other name, or none: 16 colours, no queries.
        case unknown

        /// Whether it has the DEC special graphics set for lines (`ESC ( 0`): every family that
        /// moves the cursor and is known.
        package var hasLineDrawing: Bool { self != .dumb && self != .unknown }

        /// The family a `TERM` value names: by its first dash-separated word, so `xterm-256color`,
        /// `screen.xterm-256color` and `tmux-direct` land where they belong.
        package static func of(term: String?) -> Family {
            guard let term, !term.isEmpty else { return .unknown }
            let name = String(term.lowercased().prefix { $0 != "-" && $0 != "." })
            switch name {
            case "linux", "con80x25", "con132x43": return .linuxConsole
            case "vt52", "vt100", "vt102", "vt220", "vt320", "vt420", "vt510": return .vt100
            case "screen": return .screen
            case "tmux": return .tmux
            case "xterm", "rxvt", "urxvt", "alacritty", "kitty", "foot", "wezterm", "konsole", "gnome", "vte", "iterm",
                "iterm2", "st", "contour", "ghostty", "mintty", "putty", "terminator", "termite", "nsterm":
                return .xterm
            case "dumb": return .dumb
            default: return .unknown
            }
        }

        /// The most colour this family shows before COLORTERM says otherwise.
        var colorCeiling: ColorMode {
            switch self {
            case .vt100, .dumb: .none
            case .linuxConsole: .ansi16
            case .screen, .tmux, .xterm, .unknown: .trueColor
            }
        }

        /// Whether it answers OSC 11 (the background colour) and DA1 without printing either.
        var answersQueries: Bool { self == .xterm || self == .tmux }
    }

    /// The family `TERM` names.
    package var family: Family
    /// How much colour to send.
    package var colorMode: ColorMode
    /// The background, when the environment tells it (COLORFGBG, or a console that is always black).
    package var background: RGB?

    /// A profile from the environment's variables, as typed (`nil` when unset).
    ///
    /// Colour: `NO_COLOR` turns it off unless `FORCE_COLOR` or `CLICOLOR_FORCE` (set, not `0`)
    /// asks for it; `COLORTERM=truecolor|24bit` or a TERM ending in `-direct` means true colour,
    /// a TERM naming 256 colours 256, otherwise 16; a family that shows less (vt100: none,
    /// the Linux console: 16) caps it unless colour is forced.
    package init(
        term: String?, colorTerm: String? = nil, noColor: String? = nil, forceColor: String? = nil,
        clicolorForce: String? = nil, colorFgBg: String? = nil
    ) {
        family = Family.of(term: term)
        // Compared one by one, not through array literals: start-up rule 2.
        func forces(_ value: String?) -> Bool { value != nil && value != "" && value != "0" }
        let forced = forces(forceColor) || forces(clicolorForce)
        let lowered = term?.lowercased() ?? ""
        var mode: ColorMode
        if let colorTerm = colorTerm?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            mode = .trueColor
        } else if lowered.hasSuffix("-direct") || lowered.hasSuffix("-truecolor") {
            mode = .trueColor
        } else if lowered.containsBytes(of: "256") {
            mode = .indexed256
        } else {
            mode = .ansi16
        }
        if !forced { mode = min(mode, family.colorCeiling) }
        if let noColor, !noColor.isEmpty, !forced { mode = .none }
        if forced, mode == .none { mode = .ansi16 }
        colorMode = mode
        background = Self.background(colorFgBg: colorFgBg) ?? (family == .linuxConsole ? .black : nil)
    }

    /// A profile from its parts (tests, the library's callers).
    package init(family: Family, colorMode: ColorMode, background: RGB? = nil) {
        self.family = family
        self.colorMode = colorMode
        self.background = background
    }

    /// An xterm with 256 colours and an unknown background: what tests and previews assume.
    package static let standard = TerminalProfile(family: .xterm, colorMode: .indexed256)

    /// The border to draw when none is asked for: rounded where the font has the corners,
    /// square on the Linux console, and square lines from the terminal's line-drawing set on a
    /// VT100 or without UTF-8 (ASCII where there is none).
    package func defaultBorder(unicode: Bool) -> Appearance.Border {
        // Square lines, which the terminal's own line-drawing set has, where it has one and UTF-8
        // is not to be had (LC_ALL=C, a VT100).
        guard unicode, family != .vt100 else { return family.hasLineDrawing ? .single : .ascii }
        switch family {
        case .linuxConsole: return .single
        case .dumb: return .ascii
        default: return .rounded
        }
    }

    /// Whether box-drawing lines go out through the terminal's DEC special graphics set
    /// (`ESC ( 0`) instead of as UTF-8: where the terminal has the set and UTF-8 is not to be
    /// had.
    package func drawsLinesThroughACS(unicode: Bool) -> Bool {
        family.hasLineDrawing && (!unicode || family == .vt100)
    }

    /// Whether to ask the terminal for its background (OSC 11): the background is not known
    /// yet, colour is on, and the family answers rather than printing the question.
    package var asksForBackground: Bool { background == nil && colorMode != .none && family.answersQueries }

    /// The question, followed by DA1 (`ESC [ c`), which every terminal answers after it: when
    /// that answer arrives, no answer to the question is still on its way.
    package static let backgroundQuery = "\u{1B}]11;?\u{07}\u{1B}[c"

    /// The background `COLORFGBG` (rxvt, Konsole: `15;0`, `0;default;15`) names by its last
    /// field, an ANSI colour number; `nil` when it is unset or says `default`.
    static func background(colorFgBg: String?) -> RGB? {
        guard var fields = colorFgBg?[...] else { return nil }
        while fields.last == ";" { fields = fields.dropLast() }
        let last = fields.lastIndex(of: ";").map { fields[fields.index(after: $0)...] } ?? fields
        guard let index = UInt8(last), index < 16 else { return nil }
        return TerminalColor.ansi(index).components
    }
}

extension ColorMode: Comparable {
    private var rank: Int {
        switch self {
        case .none: 0
        case .ansi16: 1
        case .indexed256: 2
        case .trueColor: 3
        }
    }

    package static func < (left: ColorMode, right: ColorMode) -> Bool { left.rank < right.rank }
}
