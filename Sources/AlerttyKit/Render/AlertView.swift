/// Turns an alert's state into a frame: the whole of "what it looks like".
public enum AlertView {
    /// Border pieces: corners top-left, top-right, bottom-left, bottom-right, then horizontal and vertical.
    static let roundedBorder: [Character] = ["╭", "╮", "╰", "╯", "─", "│"]

    /// Renders the alert for a terminal of `size`.
    public static func frame(for state: AlertState, size: TerminalSize) -> Frame {
        frame(for: state, layout: AlertLayout(configuration: state.configuration, size: size, focus: state.focus))
    }

    /// Renders the alert with an already computed layout.
    public static func frame(for state: AlertState, layout: AlertLayout) -> Frame {
        var frame = Frame(size: layout.canvas)
        let box = layout.box
        if layout.hasBorder { drawBorder(box, in: &frame) }
        let content = layout.content
        let bold = CellStyle(bold: true)
        for (row, line) in layout.titleLines.enumerated() {
            drawCentred(line, in: content, y: content.y + row, style: bold, frame: &frame)
        }
        for (row, line) in layout.messageLines.enumerated() {
            drawCentred(line, in: content, y: content.y + layout.messageTop + row, style: .plain, frame: &frame)
        }
        let buttons = state.configuration.buttons
        for index in buttons.indices {
            guard let rect = layout.buttonFrames[index] else { continue }
            let focused = index == state.focus
            let style = CellStyle(
                bold: buttons[index].style == .default, reverse: focused,
                foreground: buttons[index].style == .destructive ? .red : nil)
            let label = layout.buttonLabels[index]
            // Brackets mark the focus without relying on reverse video or colour.
            let text = focused ? "[ \(label) ]" : "  \(label)  "
            frame.fill(rect, style: style)
            drawCentred(text, in: rect, y: rect.y, style: style, frame: &frame)
        }
        return frame
    }

    private static func drawCentred(_ text: String, in rect: Rect, y: Int, style: CellStyle, frame: inout Frame) {
        let width = DisplayWidth.of(text)
        let x = rect.x + max(0, (rect.width - width) / 2)
        frame.draw(text, x: x, y: y, style: style, limit: rect.x + rect.width)
    }

    private static func drawBorder(_ box: Rect, in frame: inout Frame) {
        let piece = roundedBorder.map(String.init)
        let horizontal = String(repeating: piece[4], count: max(0, box.width - 2))
        let bottom = box.y + box.height - 1
        let right = box.x + box.width - 1
        frame.draw(piece[0] + horizontal + piece[1], x: box.x, y: box.y, style: .plain)
        for y in (box.y + 1)..<max(box.y + 1, bottom) {
            frame.draw(piece[5], x: box.x, y: y, style: .plain)
            frame.draw(piece[5], x: right, y: y, style: .plain)
        }
        frame.draw(piece[2] + horizontal + piece[3], x: box.x, y: bottom, style: .plain)
    }
}
