/// Draws text that may hold ``StyleMark``s: each mark changes the attributes of what follows,
/// and they run on from one call to the next, so the lines of one text draw as one run.
///
/// Where the alert draws no marks (``Appearance/drawsStyleMarks`` off) it draws as
/// ``Frame/draw(_:x:y:style:limit:)`` does.
struct TextPen {
    private let drawsMarks: Bool
    private let background: RGB
    private let colorMode: ColorMode
    /// The theme's code colour, already made readable.
    private let codeColor: TerminalColor?
    /// What the marks drawn so far have set.
    private(set) var attributes: MarkedAttributes

    /// A pen for `look`, starting with `attributes` (a text's own style by default).
    init(_ look: Look, attributes: MarkedAttributes = MarkedAttributes()) {
        drawsMarks = look.appearance.drawsStyleMarks
        // As the theme's colours are checked: against the background, else taken as black.
        background = look.background ?? .black
        colorMode = look.terminal.colorMode
        codeColor = look.theme.code
        self.attributes = attributes
    }

    /// Draws `text` from (`x`, `y`) in `style` with the marks' attributes laid over it, clipped
    /// to `limit`; returns the column after the last cell drawn.
    @discardableResult
    mutating func draw(
        _ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil, into frame: inout Frame
    ) -> Int {
        guard drawsMarks else { return frame.draw(text, x: x, y: y, style: style, limit: limit) }
        var column = x
        var run = String.UnicodeScalarView()
        func drawRun() {
            guard !run.isEmpty else { return }
            column = frame.draw(String(run), x: column, y: y, style: markedStyle(over: style), limit: limit)
            run = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if let mark = StyleMark(scalar) {
                drawRun()
                attributes.apply(mark)
            } else {
                run.append(scalar)
            }
        }
        drawRun()
        return column
    }

    /// `base` with the attributes laid over it, a mark's colour made readable on the
    /// background (its bright twin, or the text's own colour where none reads), since the box
    /// keeps the terminal's background, which may be any colour.
    private func markedStyle(over base: CellStyle) -> CellStyle {
        let shown = attributes.color.flatMap {
            Contrast.readable(.ansi($0), on: background, minimum: Contrast.text, mode: colorMode)
        }
        return attributes.style(over: base, color: shown, codeColor: codeColor)
    }
}
