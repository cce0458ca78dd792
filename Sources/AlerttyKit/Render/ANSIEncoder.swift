/// Turns frames into the bytes that draw them, whole or as the change from the previous frame.
///
/// Every write is wrapped in synchronized-output mode (DEC 2026) so a terminal
/// that supports it shows the frame at once, and one that does not ignores it.
public struct ANSIEncoder: Sendable {
    /// Where the frame's top-left cell is on the screen.
    public enum Placement: Sendable {
        /// At the screen's top left; moves are absolute.
        case screen
        /// On the line below the cursor position saved with DECSC (``TerminalModes/reserveInlineRows(_:)``).
        case belowSavedCursor
    }

    /// Where frames are drawn.
    public var placement: Placement
    /// How much colour to write: none (NO_COLOR) keeps bold, reverse and underline.
    public var colorMode: ColorMode

    /// Creates an encoder.
    public init(placement: Placement, colorMode: ColorMode) {
        self.placement = placement
        self.colorMode = colorMode
    }

    /// The bytes that turn the screen showing `previous` into `frame`; none at all when
    /// nothing changed.
    ///
    /// With no previous frame (or one of another size) the area is cleared with one
    /// sequence and only the non-blank cells are written.
    public func encode(_ frame: Frame, over previous: Frame?) -> [UInt8] {
        var writer = Writer(placement: placement, colorMode: colorMode)
        writer.append("\u{1B}[?2026h")
        let opening = writer.bytes.count
        let base: Frame
        if let previous, previous.size == frame.size {
            base = previous
        } else {
            writer.clear(with: frame.background)
            base = Frame(size: frame.size, background: frame.background)
        }
        let columns = frame.size.columns
        frame.cells.withUnsafeBufferPointer { next in
            base.cells.withUnsafeBufferPointer { old in
                for y in 0..<frame.size.rows {
                    let rowStart = y * columns
                    for x in 0..<columns {
                        let index = rowStart + x
                        let cell = next[index]
                        let rightHalfChanged =
                            x + 1 < columns && next[index + 1].width == 0 && next[index + 1] != old[index + 1]
                        guard cell != old[index] || rightHalfChanged, cell.width > 0 else { continue }
                        writer.move(toColumn: x, row: y, frame: frame)
                        writer.write(cell)
                        writer.advance(by: Int(cell.width), columns: columns)
                    }
                }
            }
        }
        if writer.bytes.count == opening, frame.cursor == previous?.cursor { return [] }
        // No reset at the end: every frame sets a complete style before it writes, and every way
        // out of alertty resets the attributes (TerminalModes.leave).
        // The cursor is shown only at a focused field's insertion point.
        if let cursor = frame.cursor {
            writer.move(toColumn: cursor.x, row: cursor.y, frame: frame)
            if previous?.cursor == nil { writer.append("\u{1B}[?25h") }
        } else if previous?.cursor != nil {
            writer.append("\u{1B}[?25l")
        }
        writer.append("\u{1B}[?2026l")
        return writer.bytes
    }

    /// The byte buffer plus what the terminal's cursor and attributes are known to be.
    private struct Writer {
        let placement: Placement
        let colorMode: ColorMode
        var bytes: [UInt8] = []
        var cursor: (x: Int, y: Int)?
        var style: CellStyle?

        init(placement: Placement, colorMode: ColorMode) {
            self.placement = placement
            self.colorMode = colorMode
            bytes.reserveCapacity(4096)
        }

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        /// Erases the area in one sequence; the erased cells take `background`'s colour.
        mutating func clear(with background: CellStyle) {
            setStyle(background)
            switch placement {
            case .screen: append("\u{1B}[H\u{1B}[2J")
            case .belowSavedCursor: append("\u{1B}8\u{1B}[1B\r\u{1B}[J")
            }
            cursor = (0, 0)
        }

        mutating func move(toColumn x: Int, row y: Int, frame: Frame) {
            if let cursor, cursor.y == y {
                if cursor.x == x { return }
                if x > cursor.x {
                    if rewriteGap(from: cursor.x, to: x, row: y, frame: frame) { return }
                    // Forward on the same row: CUF is shorter than an absolute move.
                    append("\u{1B}[\(x - cursor.x)C")
                    self.cursor = (x, y)
                    return
                }
            }
            switch (placement, cursor) {
            case (.screen, _):
                append(x == 0 ? "\u{1B}[\(y + 1)H" : "\u{1B}[\(y + 1);\(x + 1)H")
            case (.belowSavedCursor, let known?) where known.y != y:
                append(y > known.y ? "\u{1B}[\(y - known.y)B" : "\u{1B}[\(known.y - y)A")
                moveToColumn(x)
            case (.belowSavedCursor, nil):
                append("\u{1B}8\u{1B}[\(y + 1)B")
                moveToColumn(x)
            case (.belowSavedCursor, _):
                moveToColumn(x)
            }
            cursor = (x, y)
        }

        private mutating func moveToColumn(_ x: Int) {
            append(x == 0 ? "\r" : "\u{1B}[\(x + 1)G")
        }

        /// Writing a few unchanged plain cells is shorter than a cursor move.
        private mutating func rewriteGap(from start: Int, to end: Int, row y: Int, frame: Frame) -> Bool {
            guard end - start <= 3 else { return false }
            let gap = (start..<end).map { frame[$0, y] }
            guard gap.allSatisfy({ $0.glyph.isASCII && $0.style == style }) else { return false }
            for cell in gap { cell.glyph.append(to: &bytes) }
            cursor = (end, y)
            return true
        }

        mutating func write(_ cell: Cell) {
            setStyle(cell.style)
            cell.glyph.append(to: &bytes)
        }

        /// After the last column the cursor's place depends on the terminal's wrap state, so forget it.
        mutating func advance(by width: Int, columns: Int) {
            guard let current = cursor else { return }
            let x = current.x + width
            cursor = x < columns ? (x, current.y) : nil
        }

        mutating func setStyle(_ wanted: CellStyle) {
            guard wanted != style else { return }
            var parameters = ["0"]
            if wanted.bold { parameters.append("1") }
            if wanted.reverse { parameters.append("7") }
            if wanted.underline { parameters.append("4") }
            if wanted.dim { parameters.append("2") }
            parameters += wanted.foreground?.parameters(foreground: true, mode: colorMode) ?? []
            parameters += wanted.background?.parameters(foreground: false, mode: colorMode) ?? []
            append("\u{1B}[" + parameters.joined(separator: ";") + "m")
            style = wanted
        }
    }
}
