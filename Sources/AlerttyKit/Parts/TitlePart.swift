/// The title: bold, wrapped, an icon in its first two columns when the alert has one.
struct TitlePart: AlertPart {
    private let text: String
    private var lines: [String] = []
    var rows = 0
    var group: PartGroup { .heading }
    var keepRank: Int { 4 }

    init(_ configuration: AlertConfiguration) {
        // An icon takes the first two columns of the title; the view draws its glyph there.
        let iconSpace = configuration.appearance.icon == nil ? "" : "  "
        let title =
            configuration.title.map {
                Sanitizer.displayable(
                    $0, keepNewlines: true, keepingStyleMarks: configuration.appearance.drawsStyleMarks)
            } ?? ""
        text = iconSpace.isEmpty ? title : iconSpace + title
    }

    func wantedWidth(_ context: LayoutContext) -> Int {
        var longest = 0
        TextLayout.forEachLine(of: text) { longest = max(longest, DisplayWidth.of($0)) }
        return longest
    }

    mutating func measure(_ context: LayoutContext) {
        // A tool's frame draws the title in the top border (AlertView), taking no row.
        guard context.configuration.appearance.toolFrame == .alertty else { return }
        lines = text.isEmpty ? [] : TextLayout.wrap(text, width: context.contentWidth)
        if context.configuration.appearance.alignment == .center {
            // The wrap keeps the icon's two columns as indentation, for a left-aligned title;
            // centred, each line centres on its words.
            lines = lines.enumerated().map { $0 == 0 ? $1 : String($1.drop { $0 == " " }) }
        }
        rows = lines.count
    }

    /// A title that does not fit says so with an ellipsis on its last shown line.
    mutating func cut(to rows: Int, _ context: LayoutContext) {
        lines = Array(lines.prefix(rows))
        if let last = lines.indices.last {
            lines[last] = TextLayout.prefix(of: lines[last], fitting: context.contentWidth - 2) + " …"
        }
        self.rows = lines.count
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.titleLines = lines.map { TextLayout.truncate($0, to: content.width) }
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let content = layout.content
        let left = look.appearance.alignment == .left
        var pen = TextPen(look)
        for (row, line) in layout.titleLines.enumerated() {
            let x = AlertView.column(for: line, in: content, left: left)
            pen.draw(
                line, x: x, y: content.y + row, style: CellStyle(bold: true), limit: content.x + content.width,
                into: &frame)
            if row == 0, let icon = look.appearance.icon {
                // The layout left two columns for it at the start of the first title line.
                frame.draw(
                    look.glyph(for: icon), x: x, y: content.y,
                    style: CellStyle(bold: true, reverse: icon.isBadge, foreground: look.iconColor))
            }
        }
    }
}
