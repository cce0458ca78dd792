import AlerttyKit

/// Generates `alertty --help` from the option, key binding, exit status and example tables.
package enum HelpText {
    /// The full help text, ending in a newline, wrapped to `width` columns (at least 40).
    package static func render(width: Int = 80) -> String {
        let width = max(40, width)
        var out = paragraph(
            "alertty \(AlerttyVersion.current) - show a modal alert in the terminal and report the choice",
            width: width)
        out += paragraph("Usage: alertty [options] [--button LABEL [--style STYLE]]...", width: width, hang: 15)
        // Under the usage line, as its gloss: --help keeps its rows for the options.
        out += paragraph(Self.summary, width: width)
        for group in OptionGroup.allCases {
            let options = OptionTable.visible.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            out += "\n\(group.rawValue):\n"
            for option in options {
                let shared = synopsis(option) + " " + option.abstract
                // On the line before, where it fits beside that row's text.
                if option.sharesHelpLine, let last = out.dropLast().split(separator: "\n").last,
                    DisplayWidth.of(last) + shared.count <= width
                {
                    out.removeLast()
                    out += shared + "\n"
                } else {
                    out += row(synopsis(option), option.abstract, width: width)
                }
            }
        }
        // The statuses' heading begins their paragraph: --help is held to 100 lines.
        out += "\n" + paragraph("Exit status: " + Self.statuses, width: width, hang: 2)
        return out
    }

    /// What alertty does, in one line (the man page says it in full: ``ManPage/summary``). The
    /// keys are the man page's (KEYS) and, for an alert with an input, the line of keys under
    /// its buttons (--key-help).
    package static let summary = "Drawn on /dev/tty; stdout gets only the answer, the exit status which button."

    /// The exit statuses in one sentence, each with its number, and where they are in full.
    package static let statuses =
        "0 first button; 1 cancel, Escape; 2.. others; 64 usage; 65 rule broken; 66 no input; "
        + "69 no tty/answer; 70 internal; 74 not written; 124 --timeout; 126 --run cannot; 128+N signal N; "
        + "255 Escape, no cancel."

    /// `-t, --title TEXT`
    package static func synopsis(_ option: OptionSpec) -> String {
        var text = option.shortFlag.map { "\($0), " } ?? "    "
        text += option.longFlag
        if let value = option.valueName { text += " \(value)" }
        return text
    }

    /// Text wrapped to `width`, its first line indented by `indent` and the rest by `hang`.
    private static func paragraph(_ text: String, width: Int, indent: Int = 0, hang: Int? = nil) -> String {
        let hang = hang ?? indent
        let lines = TextLayout.wrap(text, width: width - max(indent, hang))
        return lines.enumerated().map { index, line in
            String(repeating: " ", count: index == 0 ? indent : hang) + line + "\n"
        }.joined()
    }

    /// A two-column row: `left` in a gutter and `right` wrapped beside it, at least two
    /// spaces apart; a long `left` keeps a description that fits beside it on its line (a
    /// line of --help saved each: it is held to 100), and otherwise, or below 60 columns,
    /// puts the description under it.
    private static func row(_ left: String, _ right: String, width: Int) -> String {
        let gutter = width >= 60 ? 24 : 10
        var text = "  " + left
        if left.count <= gutter - 4 {
            text += String(repeating: " ", count: gutter - 2 - left.count)
            return text + paragraph(right, width: width, hang: gutter)
        }
        if width >= 60, text.count + 2 + DisplayWidth.of(right) <= width { return text + "  " + right + "\n" }
        return text + "\n" + paragraph(right, width: width, indent: gutter)
    }
}
