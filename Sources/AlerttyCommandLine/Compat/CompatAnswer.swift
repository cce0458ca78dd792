import AlerttyKit

/// What a dialect writes for an answer, and the status it exits with.
package enum CompatAnswer {
    /// The bytes for the output descriptor: nothing for yes/no and message boxes, or on Cancel
    /// and Escape; the field's text, or the chosen tag, without a newline; a checklist's tags
    /// quoted as the dialect quotes them (whiptail: every tag in double quotes, dialog: only
    /// where the shell needs it), or one per line with `--separate-output`. dialog's Extra
    /// button answers as OK does; its Help button with `HELP` and the current item's tag.
    package static func text(for outcome: Outcome, state: AlertState, request: CompatRequest) -> String? {
        guard case .chosen(let index) = outcome, request.roles.indices.contains(index) else { return nil }
        let role = request.roles[index]
        if role == .cancel { return nil }
        let highlighted = state.list.flatMap {
            request.tags.indices.contains($0.cursor) ? request.tags[$0.cursor] : nil
        }
        if role == .help, let list = state.list { return CompatListBox.helpAnswer(list, request) }
        switch request.box {
        case .yesno, .msgbox, .infobox, .gauge, .textbox, .progressbox, .programbox, .prgbox, .mixedgauge:
            return nil
        case .tailbox, .tailboxbg, .pause:
            return nil
        case .editbox:
            return CompatEditBox.answer(state, role: role, request: request)
        case .rangebox:
            return state.values.first ?? ""
        case .inputbox, .passwordbox:
            return state.values.first ?? ""
        case .form, .mixedform, .passwordform:
            return CompatFormBox.answer(for: role, state: state, request: request)
        case .fselect, .dselect:
            return state.values.first ?? ""
        case .calendar, .timebox:
            return state.answers.first.flatMap { if case .text(let text, _) = $0.value { text } else { nil } } ?? ""
        case .menu:
            // A menu answers with the highlighted item, however OK was pressed.
            return CompatListBox.written(highlighted ?? "", request)
        case .radiolist:
            return CompatListBox.written(chosenTags(state, request).first ?? "", request)
        case .buildlist, .treeview, .inputmenu:
            return CompatListBox.answer(role: role, state: state, request: request)
        case .checklist:
            let tags = chosenTags(state, request)
            if request.separateOutput { return tags.map { CompatListBox.written($0, request) + "\n" }.joined() }
            if let separator = request.listSeparator {
                return tags.map { separator + dialogQuoted($0, single: request.singleQuoted) }.joined()
            }
            return tags.map {
                request.dialect == .whiptail ? "\"\($0)\"" : dialogQuoted($0, single: request.singleQuoted)
            }
            .joined(separator: " ")
        }
    }

    /// Where the answer goes, in words, and how a script captures it from there: for the line
    /// that says a password was not written to a terminal.
    package static func capture(for request: CompatRequest) -> (destination: String, command: String) {
        let tool = request.dialect.rawValue
        return switch request.outputDescriptor {
        case 1: ("standard output", "pw=$(\(tool) ...)")
        case 2: ("standard error", "pw=$(\(tool) ... 3>&1 1>&2 2>&3)")
        case let descriptor: ("descriptor \(descriptor)", "pw=$(\(tool) ... \(descriptor)>&1)")
        }
    }

    /// The tags of the items chosen, in list order.
    static func chosenTags(_ state: AlertState, _ request: CompatRequest) -> [String] {
        (state.list?.chosenIndices ?? []).compactMap { request.tags.indices.contains($0) ? request.tags[$0] : nil }
    }

    /// The exit status for each role, for Escape and a timeout, as the dialect's statuses say;
    /// a signal's own status.
    package static func status(for outcome: Outcome, request: CompatRequest) -> Int32 {
        let statuses = request.statuses
        switch outcome {
        case .chosen(let index):
            switch request.roles.indices.contains(index) ? request.roles[index] : .cancel {
            case .ok: return statuses.ok
            case .extra: return statuses.extra
            case .cancel: return statuses.cancel
            case .help: return statuses.help
            }
        case .dismissed: return request.escapeStatus
        case .timedOut: return statuses.timeout
        case .interrupted(let signal): return ExitStatus.signal(signal)
        case .finished(let status): return status
        }
    }

    /// A tag as dialog writes it in a checklist's answer: bare, or in double quotes with `\`
    /// before `"` and `\` when it is empty or holds whitespace or a character the shell treats
    /// specially. With `--single-quoted` (measured): in single quotes with `\` before `'` and
    /// `\`, and a `"` needs no quoting.
    static func dialogQuoted(_ tag: String, single: Bool = false) -> String {
        let quote: Character = single ? "'" : "\""
        let special = " \t\n\\[]{}?*;`~#$^&()|<>'" + (single ? "" : "\"")
        guard tag.isEmpty || tag.contains(where: { special.contains($0) }) else { return tag }
        var quoted = String(quote)
        for character in tag {
            if character == quote || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + String(quote)
    }
}
