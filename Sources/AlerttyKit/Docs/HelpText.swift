/// Generates `alertty --help` from the option, exit status and key binding tables.
public enum HelpText {
    /// The full help text, ending in a newline, with descriptions wrapped to `width` columns.
    public static func render(width: Int = 80) -> String {
        var out = """
            alertty \(AlerttyVersion.current) - show a modal alert in the terminal and report the choice

            Usage: alertty [--title TEXT] [--message TEXT]
                           [--button LABEL [--style STYLE]]... [options]

            The alert is drawn on /dev/tty. stdout gets only the chosen button's label;
            the exit status says which button it was.

            """
        for group in OptionGroup.allCases {
            let options = OptionTable.all.filter { $0.group == group }
            guard !options.isEmpty else { continue }
            out += "\n\(group.rawValue):\n"
            for option in options { out += row(synopsis(option), option.abstract, width: width) }
        }
        out += "\nKeys:\n"
        for binding in KeyBindings.all { out += row(binding.keys, binding.action, width: width) }
        out += "\nExit status:\n"
        for entry in ExitStatus.table { out += row(entry.status, entry.meaning, width: width) }
        out += """

            Examples:
              alertty -t "Delete 3 files?" -m "This cannot be undone." \\
                      -b Cancel -s cancel -b Delete -s destructive && rm -- "$@"
              choice=$(alertty -t "Save changes?" -b Save -s default \\
                               -b "Don't Save" -b Cancel -s cancel)
              git log -1 | alertty -t "Push this commit?" -m - --timeout 30 \\
                                   -b Push -b Cancel -s cancel

            """
        return out
    }

    /// `-t, --title TEXT`
    public static func synopsis(_ option: OptionSpec) -> String {
        var text = option.shortFlag.map { "\($0), " } ?? "    "
        text += option.longFlag
        if let value = option.valueName { text += " \(value)" }
        return text
    }

    /// A two-column row: `left` in a 24-column gutter, `right` wrapped beside it.
    private static func row(_ left: String, _ right: String, width: Int) -> String {
        let gutter = 24
        let lines = TextLayout.wrap(right, width: max(20, width - gutter))
        let indent = String(repeating: " ", count: gutter)
        var text = "  " + left
        if left.count <= gutter - 3 {
            text += String(repeating: " ", count: gutter - 2 - left.count)
        } else {
            text += "\n" + indent
        }
        return text + lines.joined(separator: "\n" + indent) + "\n"
    }
}
