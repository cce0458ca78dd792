/// The buttons: side by side when every one fits on a row (the iOS rule), else stacked, and
/// when not every stacked one fits, the window of them that holds the focus. Never cut: the
/// rest of the alert gives way to them.
struct ButtonsPart: AlertPart {
    private let labels: [String]
    private let marks: [Int]
    private let widths: [Int]
    private let rowWidth: Int
    private let sideBySide: Bool
    /// A progress alert given no buttons shows none.
    private let hidden: Bool
    var rows = 0
    var group: PartGroup { .footing }
    var keepRank: Int { 0 }

    init(_ configuration: AlertConfiguration, maximumContent: Int) {
        hidden = !configuration.progress.hasButtons
        let words = configuration.words
        labels = configuration.buttons.indices.map {
            MarkedLabels.shown(
                configuration.markedLabels.buttons, $0, else: configuration.buttons[$0].title(in: words))
        }
        marks = configuration.buttons.map { $0.style == .destructive ? AlertLayout.destructiveMarkWidth : 0 }
        widths = zip(labels, marks).map { DisplayWidth.of($0) + $1 + AlertLayout.buttonPadding }
        rowWidth = widths.reduce(0, +) + AlertLayout.buttonGap * (widths.count - 1)
        sideBySide = rowWidth <= maximumContent
    }

    func wantedWidth(_ context: LayoutContext) -> Int { hidden ? 0 : sideBySide ? rowWidth : (widths.max() ?? 0) }

    mutating func measure(_ context: LayoutContext) { rows = hidden ? 0 : sideBySide ? 1 : labels.count }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        let focusedButton: Int
        if case .button(let index) = context.focus {
            focusedButton = index
        } else {
            focusedButton = context.configuration.defaultButtonIndex
        }
        let visibleRows = max(0, min(rows, content.y + content.height - top))
        var frames: [Rect] = []
        var shownLabels: [String] = []
        if sideBySide {
            var x = content.x + (content.width - rowWidth) / 2
            for (label, width) in zip(labels, widths) {
                frames.append(visibleRows > 0 ? Rect(x: x, y: top, width: width, height: 1) : .zero)
                shownLabels.append(label)
                x += width + AlertLayout.buttonGap
            }
        } else {
            // When not every stacked button fits, show the window of them that holds the focus.
            let first = min(max(0, focusedButton - visibleRows + 1), max(0, labels.count - visibleRows))
            for (index, label) in labels.enumerated() {
                let row = index - first
                let shown = row >= 0 && row < visibleRows
                frames.append(shown ? Rect(x: content.x, y: top + row, width: content.width, height: 1) : .zero)
                shownLabels.append(
                    TextLayout.truncate(label, to: max(1, content.width - AlertLayout.buttonPadding - marks[index])))
            }
            if visibleRows < labels.count { layout.followsFocus = true }
        }
        layout.arrangement = sideBySide ? .sideBySide : .stacked
        layout.buttonLabels = shownLabels
        layout.buttonFrames = frames
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        AlertView.drawButtons(
            of: state, focused: state.textHasFocus ? nil : state.focusedButton, look: look, blanking: false,
            into: &frame)
    }

    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { 1 }

    /// The buttons numbered, then the choice; Enter takes the one the full alert would focus first.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
        let configuration = state.configuration
        let words = configuration.words
        let buttons = configuration.buttons.enumerated().map { index, button in
            "\(index + 1)) " + Sanitizer.displayable(button.title(in: words), keepNewlines: false)
                + (button.style == .destructive ? " " + words(.destructive) : "")
        }
        let range = configuration.buttons.count == 1 ? "1" : "1-\(configuration.buttons.count)"
        return (
            buttons.joined(separator: "  ") + "\n" + words(.plainChooseButton, range)
                + " [\(configuration.initialFocus + 1)]: ", true
        )
    }

    /// A number, a label (alertty's own buttons: in the alert's language or in English), or
    /// nothing for the button the full alert would focus first. Required fields were asked
    /// until filled, so every button can be chosen now.
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
        let typed = line.trimmingSpaces
        let buttons = state.configuration.buttons
        let chosen: Int?
        if typed.isEmpty {
            chosen = state.configuration.initialFocus
        } else if let number = Int(typed), (1...buttons.count).contains(number) {
            chosen = number - 1
        } else {
            let words = state.configuration.words
            chosen = buttons.firstIndex {
                $0.label.isSameLabelIgnoringCase(as: typed) || $0.title(in: words).isSameLabelIgnoringCase(as: typed)
            }
        }
        guard let chosen else {
            return .again(state.configuration.words(.plainButtonAgain, String(buttons.count)) + "\n")
        }
        return .finish(.chosen(chosen))
    }
}
