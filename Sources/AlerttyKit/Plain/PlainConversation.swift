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

        /// How the conversation ended; `nil` while it asks.
        package var outcome: Outcome? {
            if case .finish(let outcome) = self { return outcome }
            return nil
        }
    }

    /// What is being asked.
    package let configuration: AlertConfiguration
    /// The field answers so far (the state the answer is built from).
    package private(set) var state: AlertState
    /// The question being asked, counted over every part's (``AlertPart/plainQuestionCount(_:)``).
    private var position = 0
    private var pendingNotice = ""

    /// Starts the conversation.
    package init(configuration: AlertConfiguration) {
        self.init(state: AlertState(configuration: configuration))
    }

    /// Starts the conversation over `state`: a list read from a file or pipe has its items
    /// taken into it first (``AlertState/takeItems(_:)``).
    package init(state: AlertState) {
        self.configuration = state.configuration
        self.state = state
    }

    /// The opening lines: title and message, each on lines of their own, then a blank line.
    package var introduction: String {
        var lines: [String] = []
        if let title = configuration.title { lines.append(Sanitizer.displayable(title, keepNewlines: true)) }
        // Rows a box leaves empty above its text (whiptail's) are not read out.
        if let message = configuration.message {
            lines.append(Sanitizer.displayable(String(message.drop { $0 == "\n" }), keepNewlines: true))
        }
        // The icon is said as a word, since a screen reader has no colour or glyph to go by.
        let words = configuration.words
        if let icon = configuration.appearance.icon {
            let word = words(Self.word(for: icon)) + ":"
            if lines.isEmpty { lines = [word] } else { lines[0] = word + " " + lines[0] }
        }
        if let backtitle = configuration.backtitle {
            lines.insert(Sanitizer.displayable(backtitle, keepNewlines: false), at: 0)
        }
        if let timeout = configuration.timeout {
            let seconds = AlertConfiguration.wholeSeconds(timeout)
            let time = seconds == 1 ? words(.secondOne) : words(.seconds, String(seconds))
            lines.append(
                configuration.timeoutAnswer.map {
                    let button = configuration.buttons[$0].title(in: words)
                    return words(.plainTimeoutAnswer, Sanitizer.displayable(button, keepNewlines: false), time)
                } ?? words(.plainTimeoutCloses, time))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n\n") + "\n\n"
    }

    /// The icon as a word: what a sighted person reads from its glyph and colour.
    static func word(for icon: Appearance.Icon) -> Phrase {
        switch icon {
        case .info: .iconInfo
        case .warning: .iconWarning
        case .error: .iconError
        case .question: .iconQuestion
        case .success: .iconSuccess
        }
    }

    /// The first question, or the next one after `answer(_:)`: the parts' questions in the
    /// column's order (the inputs in the order given, then the buttons, which always ask).
    package func nextStep() -> Step {
        var finder = PlainQuestionFinder(configuration: configuration, position: position)
        AlertBody.visitTypes(&finder, inputOrder: configuration.shownInputOrder)
        guard let ask = finder.ask else { return .finish(.dismissed) }
        let question = ask(state)
        return .ask(pendingNotice + question.prompt, echo: question.echo)
    }

    /// Asks field `field` again, saying `problem` first (what a `--validate` command said),
    /// offering its `--value` again rather than the refused text (none if that was it).
    package mutating func reject(field: Int, because problem: String) {
        let given = configuration.fields[field].initialValue
        state.replaceField(field, with: state.values[field] == given ? "" : given)
        state.reject(field: field, because: problem)
        // The fields' questions follow those of the parts before them (the column's order).
        var before = QuestionsBefore<FieldsPart.Layout>(configuration: configuration)
        AlertBody.visitTypes(&before, inputOrder: configuration.shownInputOrder)
        position = before.count + field
        let name = Sanitizer.displayable(configuration.fields[field].label, keepNewlines: false)
        pendingNotice = name + ": " + problem + "\n"
    }

    /// Asks `input` (a field or a text area) again, saying `problem` first.
    package mutating func reject(_ input: AlertInput, because problem: String) {
        guard case .textArea(let index) = input else {
            if case .field(let index) = input { reject(field: index, because: problem) }
            return
        }
        let given = configuration.textAreas[index].initialValue
        state.replaceTextArea(index, with: state.textAreas.values[index] == given ? "" : given)
        state.reject(textArea: index, because: problem)
        var before = QuestionsBefore<TextAreaPart.Layout>(configuration: configuration)
        AlertBody.visitTypes(&before, inputOrder: configuration.shownInputOrder)
        position = before.count + index
        let name = Sanitizer.displayable(configuration.textAreas[index].label, keepNewlines: false)
        pendingNotice = name + ": " + problem + "\n"
    }

    /// Asks for the file picker's path again, saying `problem` first (the presenter found it is
    /// not what is asked for: missing, or a folder where a file is asked).
    package mutating func rejectPaths(because problem: String) {
        state.rejectPaths(because: problem)
        var before = QuestionsBefore<PathPickerPart.Layout>(configuration: configuration)
        AlertBody.visitTypes(&before, inputOrder: configuration.shownInputOrder)
        position = before.count
        pendingNotice = problem + "\n"
    }

    /// The time ran out: the `--timeout-answer` button with the answers so far, or a timeout.
    package mutating func expire() -> Outcome { state.expire() }

    /// Takes the line typed (`nil` at end of input, as Ctrl-D) and says what comes next.
    package mutating func answer(_ line: String?) -> Step {
        pendingNotice = ""
        var finder = PlainQuestionFinder(configuration: configuration, position: position)
        AlertBody.visitTypes(&finder, inputOrder: configuration.shownInputOrder)
        // End of input backs out, as Escape does, unless the question takes it (a text area's
        // ends its text).
        let reply: PlainReply?
        if let line { reply = finder.take?(line, &state) } else { reply = finder.end?(&state) }
        guard let reply else {
            return .finish(line == nil ? configuration.cancelIndex.map(Outcome.chosen) ?? .dismissed : .dismissed)
        }
        switch reply {
        case .next: position += 1
        case .again(let notice): pendingNotice = notice
        case .finish(let outcome): return .finish(outcome)
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
