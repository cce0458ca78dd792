/// How a cell is drawn: attributes and an optional colour.
public struct CellStyle: Hashable, Sendable {
    /// Bold (SGR 1).
    public var bold = false
    /// Reverse video (SGR 7): how the focused button stands out without colour.
    public var reverse = false
    /// Underline (SGR 4): marks the extent of a text field.
    public var underline = false
    /// Faint (SGR 2): text on its way in or out during a fade.
    public var dim = false
    /// The text colour, or the terminal's own.
    public var foreground: TerminalColor?
    /// The background colour, or the terminal's own.
    public var background: TerminalColor?

    /// Creates a style; the default is plain text.
    public init(
        bold: Bool = false, reverse: Bool = false, underline: Bool = false, foreground: TerminalColor? = nil,
        background: TerminalColor? = nil
    ) {
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    /// Plain text.
    public static let plain = CellStyle()
}

/// One character cell of a frame.
public struct Cell: Equatable, Sendable {
    /// The grapheme drawn here; empty for the right half of a wide character.
    public var character: Character?
    /// How it is drawn.
    public var style: CellStyle

    /// The right half of a two-column character, which the terminal fills itself.
    static func continuation(_ style: CellStyle) -> Cell { Cell(character: nil, style: style) }
}

/// A grid of cells: what the terminal should show, as a value.
public struct Frame: Equatable, Sendable {
    /// A cell's position: column `x`, row `y`.
    public struct Position: Equatable, Sendable {
        public var x: Int
        public var y: Int
    }

    /// Width and height.
    public let size: TerminalSize
    /// Cells row by row.
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor is shown (a field's insertion point); `nil` keeps it hidden.
    public var cursor: Position?
    /// The style of the blank cells the frame starts with (a dimmed backdrop), which the
    /// encoder clears the screen with in one sequence instead of painting each cell.
    public let background: CellStyle

    /// A blank frame, its cells in `background`.
    public init(size: TerminalSize, background: CellStyle = .plain) {
        self.size = size
        self.background = background
        self.cells = Array(repeating: Cell(character: " ", style: background), count: size.columns * size.rows)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.columns + x]
    }

    /// Draws text from (`x`, `y`), clipped to the frame and to `limit` (exclusive column);
    /// a wide character that would straddle the edge is left out.
    /// - Returns: the column after the last cell drawn.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) -> Int {
        guard y >= 0, y < size.rows else { return x }
        let end = min(limit ?? size.columns, size.columns)
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column + width > end { break }
            if column >= 0 {
                clearWideCharacter(at: column, y: y)
                cells[y * size.columns + column] = Cell(character: character, style: style)
                if width == 2 {
                    clearWideCharacter(at: column + 1, y: y)
                    cells[y * size.columns + column + 1] = .continuation(style)
                }
            }
            column += width
        }
        return column
    }

    /// Replaces one cell as it is; for effects over a finished frame (the animations).
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        cells[y * size.columns + x] = cell
    }

    /// Hides the cell at (`x`, `y`) behind `blank`; the other half of a wide character there
    /// becomes a space, as when text is drawn over it, so no half character is left.
    mutating func mask(x: Int, y: Int, with blank: Cell) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        clearWideCharacter(at: x, y: y)
        set(blank, x: x, y: y)
    }

    /// Paints `rect` with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle) {
        let blank = String(repeating: " ", count: max(0, rect.width))
        for y in rect.y..<(rect.y + rect.height) {
            draw(blank, x: rect.x, y: y, style: style)
        }
    }

    /// Overwriting half of a wide character must blank its other half, as a terminal does.
    private mutating func clearWideCharacter(at x: Int, y: Int) {
        let index = y * size.columns + x
        if cells[index].character == nil, x > 0 {
            cells[index - 1] = Cell(character: " ", style: cells[index - 1].style)
        } else if x + 1 < size.columns, cells[index + 1].character == nil {
            cells[index + 1] = Cell(character: " ", style: cells[index + 1].style)
        }
    }

    /// The frame as plain text, one string per row with trailing spaces removed: for snapshots.
    public var text: [String] {
        (0..<size.rows).map { y in
            var line = ""
            for x in 0..<size.columns {
                if let character = self[x, y].character { line.append(character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
