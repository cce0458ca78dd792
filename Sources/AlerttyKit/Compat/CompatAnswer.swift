/// What a dialect writes for an answer, and the status it exits with.
package enum CompatAnswer {
    /// The bytes for the output descriptor: nothing for yes/no and message boxes, or on Cancel
    /// and Escape; the field's text, or the chosen tag, without a newline; a checklist's tags
    /// quoted as the dialect quotes them (whiptail: every tag in double quotes, dialog: only
    /// where the shell needs it), or one per line with `--separate-output`.
    package static func text(for outcome: Outcome, state: AlertState, request: CompatRequest) -> String? {
        guard case .chosen(let index) = outcome, state.configuration.buttons[index].style != .cancel else { return nil }
        switch request.box {
        case .yesno, .msgbox, .infobox:
            return nil
        case .inputbox, .passwordbox:
            return state.values.first ?? ""
        case .menu, .radiolist:
            return state.chosenItems.first ?? ""
        case .checklist:
            let tags = state.chosenItems
            if request.separateOutput { return tags.map { $0 + "\n" }.joined() }
            return tags.map { request.dialect == .whiptail ? "\"\($0)\"" : dialogQuoted($0) }.joined(separator: " ")
        }
    }

    /// The exit status: OK/Yes, Cancel/No, Escape (and a timeout) as the dialect's statuses say;
    /// a signal's own status.
    package static func status(for outcome: Outcome, in configuration: AlertConfiguration, statuses: CompatStatuses)
        -> Int32
    {
        switch outcome {
        case .chosen(let index): configuration.buttons[index].style == .cancel ? statuses.cancel : statuses.ok
        case .dismissed, .timedOut: statuses.escape
        case .interrupted(let signal): ExitStatus.signal(signal)
        }
    }

    /// A tag as dialog writes it in a checklist's answer: bare, or in double quotes with `\`
    /// before `"` and `\` when it is empty or holds whitespace or a character the shell treats
    /// specially.
    static func dialogQuoted(_ tag: String) -> String {
        let special = " \t\n\"\\[]{}?*;`~#$^&()|<>'"
        guard tag.isEmpty || tag.contains(where: { special.contains($0) }) else { return tag }
        var quoted = "\""
        for character in tag {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
