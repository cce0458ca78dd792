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
        if let timeout = configuration.timeout {
            let seconds = Int(timeout.rounded(.up))
            lines.append("(This question closes in \(seconds) second\(seconds == 1 ? "" : "s").)")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n\n") + "\n\n"
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
        let buttons = configuration.buttons.enumerated().map { index, button in
            "\(index + 1)) " + Sanitizer.displayable(button.label, keepNewlines: false)
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
