/// Every environment variable alertty honours: the CLI reads these and nothing else,
/// and the man page's ENVIRONMENT section lists them from here.
package enum EnvironmentVariable: String, CaseIterable, Sendable {
    case answer = "ALERTTY_ANSWER"
    case answers = "ALERTTY_ANSWERS"
    case log = "ALERTTY_LOG"
    case plain = "ALERTTY_PLAIN"
    case terminalType = "TERM"
    case theme = "ALERTTY_THEME"
    case reduceMotion = "ALERTTY_REDUCE_MOTION"
    case noColor = "NO_COLOR"
    case forceColor = "FORCE_COLOR"
    case clicolorForce = "CLICOLOR_FORCE"
    case colorTerm = "COLORTERM"
    case colorFgBg = "COLORFGBG"
    case columns = "COLUMNS"
    case lines = "LINES"
    case allLocale = "LC_ALL"
    case characterLocale = "LC_CTYPE"
    case language = "LANG"
    case handedOff = "ALERTTY_HANDED_OFF"

    /// What setting it does, for the man page and README.
    package var effect: String {
        switch self {
        case .answer: "when set and not empty, the label of the button to choose without showing the alert, as --answer"
        case .answers:
            "when set and not empty, a file holding the whole answer as --json prints it, as --answers; it wins over ALERTTY_ANSWER"
        case .log: "when set and not empty, the file to append one JSON line per alert to, as --log"
        case .plain: "when set and not empty, every alert is asked in plain lines, as --plain"
        case .terminalType:
            "the terminal's family: dumb asks in plain lines, as --plain; linux (the console) gets 16 colours and square "
                + "corners; vt100/vt220 no colour and ASCII lines; xterm and tmux are asked for their background colour; "
                + "a name with 256 in it means 256 colours, one ending in -direct true colour"
        case .reduceMotion: "when set and not empty, no animation, whatever --animation asks for"
        case .theme: "the theme when --theme is not given: default, light, dark, high-contrast or mono"
        case .noColor: "when set and not empty, no colours are used; bold and reverse video stay"
        case .forceColor, .clicolorForce:
            "when set and not 0, colours are used even with NO_COLOR"
        case .colorTerm:
            "truecolor or 24bit: colours are written in 24 bits; otherwise 256 colours where TERM names 256, else 16"
        case .colorFgBg:
            "the terminal's colours as rxvt and Konsole set them (15;0): the last number, the background, decides "
                + "whether the terminal is dark or light without asking it"
        case .columns: "the width to lay out for when the terminal does not report its size"
        case .lines: "the height to lay out for when the terminal does not report its size"
        case .allLocale, .characterLocale, .language:
            "the first of LC_ALL, LC_CTYPE and LANG that is set decides whether the terminal is UTF-8; "
                + "where it is not, a password shows * instead of a dot"
        case .handedOff:
            "set by alertty speaking as dialog or whiptail when it hands a call it cannot take (--form, --item-help, …) "
                + "to the real program on PATH: that program's position in PATH, so that an alertty it starts again "
                + "looks only further along"
        }
    }
}

/// Decides from the locale whether the terminal shows UTF-8.
package enum LocaleEncoding {
    /// The first locale value that is set and not empty (LC_ALL, LC_CTYPE, LANG) decides;
    /// with none set, UTF-8 is assumed, as on every current terminal.
    package static func isUTF8(lcAll: String?, lcCType: String?, lang: String?) -> Bool {
        func set(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        guard let locale = set(lcAll) ?? set(lcCType) ?? set(lang) else { return true }
        let lowered = locale.lowercased()
        return lowered.containsBytes(of: "utf-8") || lowered.containsBytes(of: "utf8")
    }
}
