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
        if let from = configuration.countdownBar {
            drawBar(seconds: max(0, seconds - 1), from: from, in: row, into: &frame)
            return
        }
        // With --timeout-answer the countdown says what will happen: "Continue in 9 s".
        let words = configuration.words
        let said =
            configuration.timeoutAnswer.map {
                words(
                    .countdownAnswer,
                    Sanitizer.displayable(configuration.buttons[$0].title(in: words), keepNewlines: false),
                    String(seconds))
            } ?? words(.countdownCloses, String(seconds))
        AlertView.draw(said, in: row, y: row.y, style: .plain, left: false, frame: &frame)
    }

    /// `seconds` in the middle of a bar as long as `row`, its part for the seconds left of
    /// `from` in reverse video.
    private static func drawBar(seconds: Int, from: Int, in row: Rect, into frame: inout Frame) {
        let label = String(seconds)
        let before = max(0, (row.width - label.count) / 2)
        let after = max(0, row.width - before - label.count)
        let text = Array(String(repeating: " ", count: before) + label + String(repeating: " ", count: after))
        let filled = min(text.count, min(seconds, from) * row.width / max(1, from))
        let limit = row.x + row.width
        let x = frame.draw(String(text[..<filled]), x: row.x, y: row.y, style: CellStyle(reverse: true), limit: limit)
        frame.draw(String(text[filled...]), x: x, y: row.y, style: .plain, limit: limit)
    }
}
