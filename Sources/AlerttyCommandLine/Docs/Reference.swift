import AlerttyKit

// The words the documentation gives the core's environment variables and exit statuses; the
// names and numbers themselves belong to the core, which reads and returns them.

extension EnvironmentVariable {
    /// What setting it does, for the man page and README.
    package var effect: String {
        switch self {
        case .answer: "when set and not empty, the label of the button to choose without showing the alert, as --answer"
        case .answers:
            "when set and not empty, a file holding the whole answer as --json prints it, as --answers; it wins over ALERTTY_ANSWER"
        case .answersStrict:
            "when set and not empty, an alert answered from an answers file keyed by id fails (69) when the run "
                + "passed over an entry before its own; without it, standard error says so"
        case .log: "when set and not empty, the file to append one JSON line per alert to, as --log"
        case .id: "when set and not empty, the alert's name when --id is not given (in the dialects too)"
        case .record:
            "when set and not empty, a file each answered alert's entry is added to, under its id, a secret as the "
                + "variable to give it in (value_from_env): a person's run becomes the answers file for the next"
        case .plain: "when set and not empty, every alert is asked in plain lines, as --plain"
        case .terminalType:
            "the terminal's family: dumb asks in plain lines, as --plain; linux (the console) gets 16 colours and square "
                + "corners; vt100/vt220 no colour and DEC line drawing; xterm and tmux are asked for their background colour; "
                + "a name with 256 in it means 256 colours, one ending in -direct true colour"
        case .reduceMotion: "when set and not empty, no animation, whatever --animation asks for"
        case .theme:
            "the theme when --theme is not given: default, light, dark, high-contrast or mono, or a theme file's path"
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
        case .allLocale, .language:
            "the first of LC_ALL, LC_CTYPE and LANG that is set decides whether the terminal is UTF-8 (where it is "
                + "not, a password shows * instead of a dot); the first of LC_ALL, LC_TIME and LANG, by its region, "
                + "the day a --date grid's weeks start on; the first of LC_ALL, LC_MESSAGES and LANG, the language of "
                + "alertty's own words on the screen (English on a terminal that is not UTF-8; answers and standard "
                + "error stay English)"
        case .messagesLocale:
            "the first of LC_ALL, LC_MESSAGES and LANG that is set gives the language of alertty's own words on the "
                + "screen (its default buttons, hints and prompts; never the caller's labels): C and POSIX are English"
        case .languageList:
            "a colon-separated list of languages (de:fr) read instead of the locale's, as gettext does, unless the "
                + "locale is C or POSIX"
        case .characterLocale:
            "the first of LC_ALL, LC_CTYPE and LANG that is set decides whether the terminal is UTF-8; where it is "
                + "not, a password shows * instead of a dot"
        case .timeLocale:
            "the first of LC_ALL, LC_TIME and LANG that is set, by its region, gives the day a --date grid's weeks "
                + "start on"
        }
    }
}

extension ExitStatus {
    /// The rows of the exit status table shown by `--help`, the README and the man page.
    package static let table: [(status: String, meaning: String)] = [
        ("0", "the first button that is not the cancel button (or the only button)"),
        ("1", "the cancel button (also when chosen with Escape)"),
        ("2, 3, ...", "the further non-cancel buttons, in the order given"),
        ("64", "usage error"),
        (
            "65",
            "an answer given in advance breaks a field's rule (--min-length, --integer, --pattern, --validate), "
                + "or gives --file or --directory a path that is missing or not a file or a folder as asked"
        ),
        ("66", "--choices-from's file cannot be read: missing, unreadable or a folder"),
        (
            "69",
            "no terminal to show the alert on (/dev/tty cannot be opened), or no answer for it in an answers file keyed by id"
        ),
        ("70", "internal error"),
        (
            "74",
            "--help or --version could not be written (standard output closed or full), or the audit log could not be written (no answer is given)"
        ),
        ("124", "--timeout expired (a --run command is stopped first)"),
        (
            "126, 127",
            "--run's command could not be run (126; also when it stopped to read the terminal) or was not found "
                + "(127); otherwise --run exits with the command's own status, and --progress with 0 at the end of its input"
        ),
        (
            "128+N",
            "ended by signal N (130 Ctrl-C, 129 hang-up, 143 SIGTERM): alertty restores the terminal, then dies by N"
        ),
        ("255", "dismissed with Escape when the alert has no cancel button"),
    ]
}

extension Theme.Name {
    /// What `ALERTTY_THEME` names: a built-in theme, else a theme file's path.
    package enum EnvironmentChoice: Equatable {
        /// Unset or empty.
        case none
        /// A built-in theme's name.
        case name(Theme.Name)
        /// Any other value: the path of a theme file (``ThemeFile``).
        case file(String)
    }

    /// The theme `ALERTTY_THEME` names, as `--theme` reads its value: a built-in name wins.
    package static func environment(_ value: String?) -> EnvironmentChoice {
        guard let value, !value.isEmpty else { return .none }
        return Theme.Name(rawValue: value).map(EnvironmentChoice.name) ?? .file(value)
    }
}

/// The theme file's format in words, for the man page's THEME FILES section.
package enum ThemeFileReference {
    /// What comes before the table of parts.
    package static let introduction =
        "--theme or ALERTTY_THEME given anything but a built-in theme's name reads that file: one part = value "
        + "a line, blank lines and # comments (a whole line, or after the value) ignored, in UTF-8 without "
        + "control characters, at most \(ThemeFile.largest >> 10) KiB. A colour is as --accent takes it (red, "
        + "bright-blue, 0-255, #rrggbb) or none for the terminal's own; each part at most once. A bad line "
        + "stops alertty with one line on standard error naming the file, the line and the fix (64). Its "
        + "colours are checked against the background as the built-in themes' are, and --accent still wins. "
        + "The parts:"

    /// Each part, and what it sets.
    package static let parts: [(part: String, meaning: String)] = ThemeFile.Part.allCases.map {
        ($0.rawValue, $0.meaning)
    }

    /// A theme file, one line of the man page's example each.
    package static let example = [
        "# my theme", "base = dark", "accent = #0a84ff   # the focused button", "border = 244", "dim-backdrop = no",
    ]
}

extension ThemeFile.Part {
    /// What the part is and the values it takes, for the man page's table.
    package var meaning: String {
        switch self {
        case .base: "the built-in theme the other lines change: " + ThemeFile.themeNames + " (default unless given)"
        case .accent: "the focused button's colour, shown in reverse video"
        case .destructive: "a destructive button's text"
        case .border: "the box's border"
        case .code: "`code` under --markup, which is underlined as well, so that it shows without colour"
        case .dimBackdrop: "yes or no: whether the screen behind an overlay is darkened"
        case .boldMessage: "yes or no: whether the message is bold"
        case .iconColors: "yes or no: whether the icon is drawn in its colour"
        }
    }
}

/// How `--choices-from`'s bytes become items, in words: the man page's table of the rules the
/// core's item table keeps.
package enum ItemRules {
    /// Each kind of input, and the item it makes.
    package static let table: [(input: String, item: String)] = [
        ("empty lines", "are skipped, as is a line whose label column is empty"),
        ("a line ending in CR LF", "drops the CR: a file written on Windows reads as any other"),
        ("the last line without a newline", "is an item, as is a line cut short by a writer that died"),
        (
            "labels that repeat",
            "are kept, each its own item answering its own value, as fzf and gum keep them"
        ),
        (
            "with --delimiter",
            "a line is split into the label, the value answered (else the label) and a dim detail; "
                + "further columns are ignored"
        ),
        (
            "a line that is not valid UTF-8",
            "is shown with a replacement mark for each bad byte, dim, and cannot be chosen (Space, Enter and the "
                + "buttons say why): its answer could not be printed as it was read"
        ),
        (
            "a line longer than \(ItemTable.longestLine >> 20) MiB",
            "keeps its first MiB, shown cut and dim, and cannot be chosen either; the rest of it is read past "
                + "without being kept, so a line of a gigabyte costs a mebibyte"
        ),
        ("control characters", "are shown visibly, as in any label, and answered as they were read"),
    ]
}
