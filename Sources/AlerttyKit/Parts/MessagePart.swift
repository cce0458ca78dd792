/// The message: wrapped only where it is shown; a window of it, with a line saying where, when
/// it does not fit.
struct MessagePart: AlertPart {
    /// The message, prepared once (the state keeps it between layouts): held while laying out.
    var text: MessageText
    private var lineCount = 0
    var rows = 0
    var group: PartGroup { .heading }
    var keepRank: Int { 5 }
    /// A message that does not fit scrolls, so it gives way first, down to a few lines.
    var fewestRows: Int { min(lineCount, 3) }

    init(text: MessageText) { self.text = text }

    func wantedWidth(_ context: LayoutContext) -> Int { text.longestLineWidth ?? context.maximumContent }

    mutating func measure(_ context: LayoutContext) {
        // Counted no further than one line past the screen: enough to know whether it will scroll.
        lineCount = text.lineCount(upTo: context.size.rows + 1, width: context.contentWidth)
        rows = lineCount
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        // A message that does not fit scrolls, and its last row says where the window is.
        let overflows = rows < lineCount
        let textRows = overflows && rows >= 2 ? rows - 1 : rows
        let window = text.window(rows: textRows, width: context.contentWidth, scroll: context.scroll)
        layout.messageTop = top - content.y
        layout.messageLines = window.lines
        layout.messageAttributes = window.attributes
        layout.centresMessage =
            context.configuration.appearance.alignment == .center && lineCount <= 2
            && !window.lines.contains { $0.first == " " }
        layout.messageScroll = window.scroll
        layout.messagePage = overflows ? max(1, textRows - 1) : 0
        layout.messageIndicator =
            overflows && rows >= 2
            ? AlertLayout.MessageIndicator(
                row: Rect(x: content.x, y: top + textRows, width: content.width, height: 1), percent: window.percent)
            : nil
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let content = layout.content
        let style = look.style(.text, else: CellStyle(bold: look.theme.boldMessage))
        var pen = TextPen(look, attributes: layout.messageAttributes)
        for (row, line) in layout.messageLines.enumerated() {
            let x = AlertView.column(for: line, in: content, left: !layout.centresMessage)
            pen.draw(
                line, x: x, y: content.y + layout.messageTop + row, style: style, limit: content.x + content.width,
                into: &frame)
        }
        if let indicator = layout.messageIndicator {
            // The arrows say which ways there is more to read.
            let up = indicator.percent > 0 ? (look.unicode ? "↑" : "^") : ""
            let down = indicator.percent < 100 ? (look.unicode ? "↓" : "v") : ""
            AlertView.draw(
                "\(up)\(down) \(indicator.percent)%", in: indicator.row, y: indicator.row.y,
                style: CellStyle(bold: true), left: false, frame: &frame)
        }
    }
}
