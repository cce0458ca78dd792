/// The line at the foot of the box that names the keys for the part with the focus
/// (`--key-help`), in the key table's words, dim: help, not meaning. The least of the rows, it
/// goes first when the terminal is short (``AlertLayout``).
struct KeyHelpPart: AlertPart {
    private let shown: Bool
    var rows = 0
    var group: PartGroup { .footing }
    var keepRank: Int { 0 }

    init(_ configuration: AlertConfiguration) { shown = configuration.showsKeyHelp }

    /// It never widens the box: what does not fit is left off.
    func wantedWidth(_ context: LayoutContext) -> Int { 0 }

    mutating func measure(_ context: LayoutContext) { rows = shown ? 1 : 0 }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.keyHelpRow =
            rows > 0 && top < content.y + content.height
            ? Rect(x: content.x, y: top, width: content.width, height: 1) : .zero
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let row = layout.keyHelpRow
        guard !row.isEmpty else { return }
        let hints = KeyBindings.hints(for: state.keyContext, unicode: look.unicode, words: state.configuration.words)
        let line = fitted(hints, width: row.width, unicode: look.unicode)
        AlertView.draw(line, in: row, y: row.y, style: CellStyle(dim: true), left: false, frame: &frame)
    }

    /// `hints` joined, as many as fit in `width`: those that act anywhere go first (Tab's,
    /// then Escape's), then the focused part's from the last; the rest stay in table order.
    /// A hint is never cut: where not even one fits, the line is empty.
    static func fitted(_ hints: KeyBindings.Hints, width: Int, unicode: Bool) -> String {
        let separator = unicode ? " · " : " | "
        var kept = hints
        func line() -> String { (kept.own + kept.anywhere).joined(separator: separator) }
        while DisplayWidth.of(line()) > width, kept.own.count + kept.anywhere.count > 0 {
            if kept.anywhere.isEmpty { kept.own.removeLast() } else { kept.anywhere.removeFirst() }
        }
        return line()
    }
}
