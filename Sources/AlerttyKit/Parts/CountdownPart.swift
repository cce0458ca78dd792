/// The `--timeout` countdown, under the buttons; it goes first when the terminal is short.
struct CountdownPart: AlertPart {
    private let shown: Bool
    var rows = 0
    var group: PartGroup { .footing }
    var keepRank: Int { 0 }
    var isOptional: Bool { true }

    init(_ configuration: AlertConfiguration) { shown = configuration.timeout != nil }

    func wantedWidth(_ context: LayoutContext) -> Int { 0 }

    mutating func measure(_ context: LayoutContext) { rows = shown ? 1 : 0 }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.countdownRow =
            rows > 0 && top < content.y + content.height
            ? Rect(x: content.x, y: top, width: content.width, height: 1) : nil
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        guard let row = layout.countdownRow, let seconds = state.secondsLeft else { return }
        let configuration = state.configuration
        // With --timeout-answer the countdown says what will happen: "Continue in 9 s".
        let words =
            configuration.timeoutAnswer.map {
                Sanitizer.displayable(configuration.buttons[$0].label, keepNewlines: false) + " in \(seconds) s"
            } ?? "closes in \(seconds) s"
        AlertView.draw(words, in: row, y: row.y, style: .plain, left: false, frame: &frame)
    }
}
