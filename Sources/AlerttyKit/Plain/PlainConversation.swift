/// The alert as a conversation of plain lines, for screen readers and dumb terminals.
///
/// No escape sequences at all: the title, the message, each field asked in turn
/// (a password without echo), then the numbered buttons and a prompt that takes a
/// number, a label, or Enter for the button that would have had the focus. Exit
/// statuses and stdout are the same as for the full alert.
package struct PlainConversation: Sendable {
    /// What the CLI must do next.
    package enum Step: Equatable, Sendable {
        /// Write this text and read one line; `echo` is off for a password.
        case ask(String, echo: Bool)
        /// The conversation is over.
        case finish(Outcome)
    }

    /// What is being asked.
    package let configuration: AlertConfiguration
    /// The field answers so far (the state the answer is built from).
    package private(set) var state: AlertState
    private var fieldIndex = 0
    /// Whether the list (if any) has been answered.
    private var listAnswered = false
    private var checkboxIndex = 0
    private var pendingNotice = ""

    /// Starts the conversation.
    package init(configuration: AlertConfiguration) {
        self.configuration = configuration
        self.state = AlertState(configuration: configuration)
    }

    /// The opening lines: title and message, each on lines of their own, then a blank line.
    package var introduction: String {
        var lines: [String] = []
        if let title = configuration.title { lines.append(Sanitizer.displayable(title, keepNewlines: true)) }
        if let message = configuration.message { lines.append(Sanitizer.displayable(message, keepNewlines: true)) }
        // The icon is said as a word, since a screen reader has no colour or glyph to go by.
        if let icon = configuration.appearance.icon {
            let word = Self.word(for: icon) + ":"
            if lines.isEmpty { lines = [word] } else { lines[0] = word + " " + lines[0] }
        }
        if let backtitle = configuration.backtitle {
            lines.insert(Sanitizer.displayable(backtitle, keepNewlines: false), at: 0)
        }
        if let timeout = configuration.timeout {
            let seconds = AlertConfiguration.wholeSeconds(timeout)
            lines.append("(This question closes in \(seconds) second\(seconds == 1 ? "" : "s").)")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n\n") + "\n\n"
    }

    /// The icon as a word: what a sighted person reads from its glyph and colour.
    static func word(for icon: Appearance.Icon) -> String {
        switch icon {
        case .info: "Info"
        case .warning: "Warning"
        case .error: "Error"
        case .question: "Question"
        case .success: "Success"
        }
    }

    /// The button Enter alone chooses: the one the full alert would focus first.
    private var defaultButton: Int { configuration.initialFocus }

    /// The first question, or the next one after `answer(_:)`.
    package func nextStep() -> Step {
        if fieldIndex < configuration.fields.count {
            let field = configuration.fields[fieldIndex]
            var prompt = pendingNotice + Sanitizer.displayable(field.label, keepNewlines: false)
            let preset = state.values[fieldIndex]
            if field.kind == .text, !preset.isEmpty {
                prompt += " [" + Sanitizer.displayable(preset, keepNewlines: false) + "]"
            }
            return .ask(prompt + ": ", echo: field.kind == .text)
        }
        if let list = configuration.choices, !listAnswered {
            return .ask(pendingNotice + listQuestion(list), echo: true)
        }
        if checkboxIndex < configuration.checkboxes.count {
            let on = state.checkboxes.checked[checkboxIndex]
            let label = Sanitizer.displayable(configuration.checkboxes[checkboxIndex].label, keepNewlines: false)
            return .ask(pendingNotice + label + (on ? " [Y/n]: " : " [y/N]: "), echo: true)
        }
        let buttons = configuration.buttons.enumerated().map { index, button in
            "\(index + 1)) " + Sanitizer.displayable(button.label, keepNewlines: false)
                + (button.style == .destructive ? " (destructive)" : "")
        }
        let range = configuration.buttons.count == 1 ? "1" : "1-\(configuration.buttons.count)"
        return .ask(
            pendingNotice + buttons.joined(separator: "  ") + "\nChoose \(range) [\(defaultButton + 1)]: ", echo: true)
    }

    /// Takes the line typed (`nil` at end of input, as Ctrl-D) and says what comes next.
    package mutating func answer(_ line: String?) -> Step {
        pendingNotice = ""
        guard let line else {
            // End of input backs out, as Escape does.
            return .finish(configuration.cancelIndex.map(Outcome.chosen) ?? .dismissed)
        }
        if fieldIndex < configuration.fields.count {
            let field = configuration.fields[fieldIndex]
            if !line.isEmpty { state.replaceField(fieldIndex, with: line) }
            if field.isRequired, state.values[fieldIndex].isEmpty {
                pendingNotice = Sanitizer.displayable(field.label, keepNewlines: false) + " is required.\n"
            } else {
                fieldIndex += 1
            }
            return nextStep()
        }
        if let list = configuration.choices, !listAnswered { return answerList(line.trimmingSpaces, list) }
        if checkboxIndex < configuration.checkboxes.count {
            switch line.trimmingSpaces.lowercased() {
            case "": break
            case "y", "yes": state.setCheckbox(checkboxIndex, to: true)
            case "n", "no": state.setCheckbox(checkboxIndex, to: false)
            default:
                pendingNotice = "Type y or n.\n"
                return nextStep()
            }
            checkboxIndex += 1
            return nextStep()
        }
        let typed = line.trimmingSpaces
        let buttons = configuration.buttons
        let chosen: Int?
        if typed.isEmpty {
            chosen = defaultButton
        } else if let number = Int(typed), (1...buttons.count).contains(number) {
            chosen = number - 1
        } else {
            chosen = buttons.firstIndex { $0.label.lowercased() == typed.lowercased() }
        }
        guard let chosen else {
            pendingNotice = "Type a number from 1 to \(buttons.count), or a button's name.\n"
            return nextStep()
        }
        // Required fields were asked until filled, so every button can be chosen now.
        return .finish(.chosen(chosen))
    }
}

extension PlainConversation {
    /// The items numbered one per line (with their details), then what to type; Enter keeps
    /// the items already chosen (or, in a radio list, takes the first).
    private func listQuestion(_ list: ChoiceList) -> String {
        let lines = list.items.enumerated().map { index, item in
            "\(index + 1)) " + Sanitizer.displayable(item.label, keepNewlines: false)
                + (item.detail.map { " - " + Sanitizer.displayable($0, keepNewlines: false) } ?? "")
        }
        let range = list.items.count == 1 ? "1" : "1-\(list.items.count)"
        let chosen = state.list?.chosenIndices.map { String($0 + 1) } ?? []
        let preset = list.allowsMultiple ? chosen.joined(separator: " ") : chosen.first ?? "1"
        let what = list.allowsMultiple ? "Choose \(range), or several separated by spaces" : "Choose \(range)"
        return lines.joined(separator: "\n") + "\n\(what) [\(preset.isEmpty ? "none" : preset)]: "
    }

    /// Takes the numbers (or one label) typed for the list.
    private mutating func answerList(_ typed: String, _ list: ChoiceList) -> Step {
        var items: [Int] = []
        if typed.isEmpty {
            items = state.list?.chosenIndices ?? []
            if items.isEmpty, !list.allowsMultiple { items = [0] }
        } else if let item = list.items.firstIndex(where: { $0.label.lowercased() == typed.lowercased() }) {
            items = [item]
        } else {
            for word in typed.split(whereSeparator: { $0 == " " || $0 == "," }) {
                guard let number = Int(word), (1...list.items.count).contains(number) else {
                    pendingNotice = "Type a number from 1 to \(list.items.count), or an item's name.\n"
                    return nextStep()
                }
                if !items.contains(number - 1) { items.append(number - 1) }
            }
            if !list.allowsMultiple, items.count > 1 {
                pendingNotice = "Choose one item.\n"
                return nextStep()
            }
        }
        if list.isRequired, items.isEmpty {
            pendingNotice = "Choosing an item is required.\n"
            return nextStep()
        }
        state.choose(items: items)
        listAnswered = true
        // An action sheet is answered by its item.
        if list.isActionSheet, checkboxIndex >= configuration.checkboxes.count {
            return .finish(.chosen(configuration.defaultButtonIndex))
        }
        return nextStep()
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(characters[first...last])
    }
}
