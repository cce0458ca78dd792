/// Checkboxes as they show: each one's state. One row each: a mark and the label.
public struct CheckboxesPart: Equatable, Sendable {
    /// What the boxes say.
    package let boxes: [AlertCheckbox]
    /// Their labels as `--markup` draws them; none without it.
    private let markedLabels: [String]
    /// Whether each is on.
    public private(set) var checked: [Bool]

    /// What the checkboxes answer: each one on or off.
    var answers: [InputAnswer] {
        zip(boxes, checked).enumerated().map { index, box in
            InputAnswer(input: .checkbox(index), label: box.0.label, value: .checked(box.1))
        }
    }

    /// The checkboxes as the alert opens, their labels drawn as `markedLabels` has them.
    package init(_ boxes: [AlertCheckbox], markedLabels: [String] = []) {
        self.boxes = boxes
        self.markedLabels = markedLabels
        checked = boxes.map(\.isChecked)
    }

    /// Space: turns a box on or off.
    mutating func toggle(_ index: Int) {
        checked[index].toggle()
    }

    /// Sets a box (plain mode, answers given in advance).
    mutating func set(_ index: Int, to value: Bool) {
        checked[index] = value
    }

    /// The columns a box would like: its mark, a space, its label.
    static func wantedWidth(of box: AlertCheckbox, unicode: Bool) -> Int {
        (unicode ? 2 : 4) + DisplayWidth.of(Sanitizer.displayable(box.label, keepNewlines: false))
    }

    /// Draws box `index` on `rect`'s row.
    func draw(_ index: Int, in rect: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        let mark = look.unicode ? (checked[index] ? "☑" : "☐") : (checked[index] ? "[x]" : "[ ]")
        let right = rect.x + rect.width
        let labelX = frame.draw(mark, x: rect.x, y: rect.y, style: CellStyle(bold: focused), limit: right) + 1
        let label = MarkedLabels.shown(markedLabels, index, else: boxes[index].label)
        let style = CellStyle(bold: focused, reverse: focused, foreground: focused ? look.theme.accent : nil)
        var pen = TextPen(look)
        pen.draw(label, x: labelX, y: rect.y, style: style, limit: right, into: &frame)
    }
}

extension CheckboxesPart: InputPart {
    /// A stop each.
    var focusStops: Int { boxes.count }
    static var kind: InputOrder.Kind { .checkboxes }
    /// A checkbox does not take the focus when the alert opens: a field or the list does, else a
    /// button.
    var takesFocusAtStart: Bool { false }
    /// A checkbox is either way an answer.
    func refusal() -> Int? { nil }
    var keyContext: KeyBindings.Context { .onCheckbox }

    /// Space turns it on or off.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        guard command == .toggleCheckbox else { return .ignored }
        toggle(stop)
        return .handled
    }
}

extension CheckboxesPart {
    /// The checkboxes as the layout sees them: one row each, as many as fit.
    struct Layout: AlertPart {
        private let count: Int
        private let widest: Int
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 2 }

        init(_ configuration: AlertConfiguration) {
            count = configuration.checkboxes.count
            widest = configuration.checkboxes.map { CheckboxesPart.wantedWidth(of: $0, unicode: false) }.max() ?? 0
        }

        func wantedWidth(_ context: LayoutContext) -> Int { widest }

        mutating func measure(_ context: LayoutContext) { rows = count }

        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            let shown = rows
            layout.checkboxFrames = (0..<count).map { index in
                index < shown ? Rect(x: content.x, y: top + index, width: content.width, height: 1) : .zero
            }
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            for (index, rect) in layout.checkboxFrames.enumerated() where !rect.isEmpty {
                state.checkboxes.draw(
                    index, in: rect, focused: state.shownFocus == .checkbox(index), look: look, into: &frame)
            }
        }

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.checkboxes.count }

        /// The label and y or n, the one Enter keeps in capitals.
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            let on = state.checkboxes.checked[index]
            let label = Sanitizer.displayable(state.configuration.checkboxes[index].label, keepNewlines: false)
            return (label + (on ? " [Y/n]: " : " [y/N]: "), true)
        }

        /// y or n, yes or no, or the alert's own words for them; an empty line keeps the box as it is.
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            let words = state.configuration.words
            let typed = line.trimmingSpaces.lowercased()
            switch typed {
            case "": break
            case "y", "yes", words(.yes).lowercased(): state.setCheckbox(index, to: true)
            case "n", "no", words(.no).lowercased(): state.setCheckbox(index, to: false)
            default: return .again(words(.plainYesOrNo) + "\n")
            }
            return .next
        }
    }
}
