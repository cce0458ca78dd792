/// Turns frames into the bytes that draw them, whole or as the change from the previous frame.
///
/// A whole frame, and an update longer than ``unsynchronizedLimit``, is wrapped in
/// synchronized-output mode (DEC 2026) so a terminal that supports it shows the frame at once,
/// and one that does not ignores it.
package struct ANSIEncoder: Sendable {
    /// Where the frame's top-left cell is on the screen.
    package enum Placement: Sendable {
        /// At the screen's top left; moves are absolute.
        case screen
        /// On the line below the cursor position saved with DECSC (``TerminalModes/reserveInlineRows(_:)``).
        case belowSavedCursor
    }

    /// Where frames are drawn.
    package var placement: Placement
    /// How much colour to write: none (NO_COLOR) keeps bold, reverse, underline and italic.
    package var colorMode: ColorMode
    /// Box-drawing lines go out through the DEC special graphics set (``TerminalProfile/drawsLinesThroughACS(unicode:)``).
    package var linesThroughACS = false

    /// Updates up to this many bytes go out without the synchronized-output brackets: one small
    /// write(2) reaches the terminal in one read, so there is no half frame to hide, and the
    /// brackets' 16 bytes would be a third of a focus change.
    package static let unsynchronizedLimit = 256

    /// Creates an encoder.
    package init(placement: Placement, colorMode: ColorMode, linesThroughACS: Bool = false) {
        self.placement = placement
        self.colorMode = colorMode
        self.linesThroughACS = linesThroughACS
    }

    /// The bytes that turn the screen showing `previous` into `frame`; none at all when
    /// nothing changed.
    ///
    /// With no previous frame (or one of another size) the area is cleared with one
    /// sequence and only the non-blank cells are written.
    package func encode(_ frame: Frame, over previous: Frame?) -> [UInt8] {
        encode(frame, over: previous ?? .nothing)
    }

    /// The bytes that turn the screen showing `previous` (``Frame/nothing`` when nothing is
    /// known of it) into `frame`, as ``encode(_:over:)-(_,Frame?)`` says.
    package func encode(_ frame: Frame, over previous: Frame) -> [UInt8] {
        var writer = Writer(placement: placement, colorMode: colorMode, linesThroughACS: linesThroughACS)
        let base: Frame
        let cleared: Bool
        if !previous.isNothing, previous.size == frame.size, previous.background == frame.background {
            base = previous
            cleared = false
        } else {
            cleared = true
            writer.clear(with: frame.background)
            // Blank everywhere, and holding no cells: the screen was just cleared to this.
            base = Frame(size: frame.size, region: Rect(x: 0, y: 0, width: 0, height: 0), background: frame.background)
        }
        let columns = frame.size.columns
        // Cells neither frame wrote are blank in both: compare only the rest.
        let area: Frame.Area? =
            switch (frame.written, base.written) {
            case (let one?, let other?): one.union(other)
            case (let one?, nil), (nil, let one?): one
            case (nil, nil): nil
            }
        let sameRegion = frame.region == base.region
        for y in area?.rows ?? 0..<0 {
            // A row as it was needs nothing, even one holding a disputed cluster: it is on the
            // screen exactly as drawn.
            if sameRegion, let columns = area?.columns, frame.hasSameCells(as: base, row: y, columns: columns) {
                continue
            }
            // After a cluster whose width terminals disagree on (drawn now or before), the rest
            // of the row is written again, each cell at its own column.
            var rewriteRest = false
            let rowColumns = area?.columns ?? 0..<0
            // Each cell is looked up once, as the next cell and then as this one.
            var cell = frame[rowColumns.lowerBound, y]
            var old = base[rowColumns.lowerBound, y]
            for x in rowColumns {
                // Past the last column both are blank, never a right half.
                let next = frame[x + 1, y]
                let nextOld = base[x + 1, y]
                defer { (cell, old) = (next, nextOld) }
                let rightHalfChanged = next.width == 0 && next != nextOld
                let changed = cell != old || rightHalfChanged || rewriteRest
                rewriteRest = rewriteRest || old.isDisputed || (changed && cell.isDisputed)
                guard changed, cell.width > 0 else { continue }
                writer.move(toColumn: x, row: y, frame: frame)
                writer.write(cell)
                if cell.isDisputed {
                    // The terminal may have moved any number of columns: say where the next cell goes.
                    writer.forgetColumn()
                } else {
                    writer.advance(by: Int(cell.width), columns: columns)
                }
            }
        }
        // Back to ASCII after lines: the shell, and the next frame, expect it.
        writer.leaveLineDrawing()
        if writer.bytes.isEmpty, frame.cursor == previous.cursor { return [] }
        // No reset at the end: every frame sets a complete style before it writes, and every way
        // out of alertty resets the attributes (TerminalModes.leave).
        // The cursor is shown only at a focused field's insertion point.
        if let cursor = frame.cursor {
            writer.move(toColumn: cursor.x, row: cursor.y, frame: frame)
            if previous.cursor == nil { writer.append("\u{1B}[?25h") }
        } else if previous.cursor != nil {
            writer.append("\u{1B}[?25l")
        }
        // A whole frame starts by clearing: never let a terminal show the blank in between.
        guard writer.bytes.count > Self.unsynchronizedLimit || cleared else { return writer.bytes }
        return Array("\u{1B}[?2026h".utf8) + writer.bytes + Array("\u{1B}[?2026l".utf8)
    }

    /// The byte buffer plus what the terminal's cursor and attributes are known to be.
    private struct Writer {
        let placement: Placement
        let colorMode: ColorMode
        var bytes: [UInt8] = []
        var cursor: (x: Int, y: Int)?
        /// The cursor is on ``cursor``'s row but its column is not known.
        var columnUnknown = false
        var style: CellStyle?
        let linesThroughACS: Bool
        /// The terminal's G0 set is DEC special graphics (after `ESC ( 0`).
        var inLineDrawing = false

        init(placement: Placement, colorMode: ColorMode, linesThroughACS: Bool) {
            self.placement = placement
            self.colorMode = colorMode
            self.linesThroughACS = linesThroughACS
            bytes.reserveCapacity(4096)
        }

        /// `ESC ( B`, when the lines' set is in use.
        mutating func leaveLineDrawing() {
            guard inLineDrawing else { return }
            append("\u{1B}(B")
            inLineDrawing = false
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

        /// The cursor stays on its row, at a column the terminal decided.
        mutating func forgetColumn() {
            columnUnknown = true
        }

        /// Moves the cursor to (`x`, `y`) unless it is known to be there already, as it is for
        /// most cells (the cell before was just written). That check is inlined into the
        /// callers: a call per cell to find nothing to do was a measurable part of every frame.
        @inline(__always)
        mutating func move(toColumn x: Int, row y: Int, frame: Frame) {
            if !columnUnknown, let cursor, cursor == (x, y) { return }
            moveFromElsewhere(toColumn: x, row: y, frame: frame)
        }

        private mutating func moveFromElsewhere(toColumn x: Int, row y: Int, frame: Frame) {
            if columnUnknown, let cursor, cursor.y == y {
                control(x + 1, "G")
                self.cursor = (x, y)
                columnUnknown = false
                return
            }
            columnUnknown = false
            if let cursor, cursor.y == y, x > cursor.x {
                if rewriteGap(from: cursor.x, to: x, row: y, frame: frame) { return }
                // Forward on the same row: CUF is shorter than an absolute move.
                control(x - cursor.x, "C")
                self.cursor = (x, y)
                return
            }
            switch (placement, cursor) {
            case (.screen, _):
                if x == 0 {
                    control(y + 1, "H")
                } else {
                    control(x + 1, "H", row: y + 1)
                }
            case (.belowSavedCursor, let known?) where known.y != y:
                if y > known.y {
                    control(y - known.y, "B")
                } else {
                    control(known.y - y, "A")
                }
                moveToColumn(x)
            case (.belowSavedCursor, nil):
                append("\u{1B}8")
                control(y + 1, "B")
                moveToColumn(x)
            case (.belowSavedCursor, _):
                moveToColumn(x)
            }
            cursor = (x, y)
        }

        private mutating func moveToColumn(_ x: Int) {
            if x == 0 {
                append("\r")
            } else {
                control(x + 1, "G")
            }
        }

        /// ESC [, `row` and ';' when given, `number`, then `final`: a cursor movement.
        ///
        /// The digits go straight into the bytes, not through a string per move: start-up rule 7.
        private mutating func control(_ number: Int, _ final: Unicode.Scalar, row: Int? = nil) {
            append("\u{1B}[")
            if let row {
                appendDecimal(row)
                bytes.append(UInt8(ascii: ";"))
            }
            appendDecimal(number)
            bytes.append(UInt8(ascii: final))
        }

        private mutating func appendDecimal(_ number: Int) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            let value = number.magnitude
            var place: UInt = 1
            while place <= value / 10 { place *= 10 }
            while place > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / place % 10))
                place /= 10
            }
        }

        /// Writing a few unchanged plain cells is shorter than a cursor move.
        private mutating func rewriteGap(from start: Int, to end: Int, row y: Int, frame: Frame) -> Bool {
            guard end - start <= 3 else { return false }
            // Looked at twice rather than gathered into an array: no allocation per gap.
            for x in start..<end where !(frame[x, y].glyph.isASCII && frame[x, y].style == style) { return false }
            for x in start..<end { frame[x, y].glyph.append(to: &bytes) }
            cursor = (end, y)
            return true
        }

        mutating func write(_ cell: Cell) {
            setStyle(cell.style)
            if linesThroughACS {
                if let letter = cell.glyph.lineDrawingLetter {
                    if !inLineDrawing { append("\u{1B}(0") }
                    inLineDrawing = true
                    bytes.append(letter)
                    return
                }
                leaveLineDrawing()
            }
            cell.glyph.append(to: &bytes)
        }

        /// After the last column the cursor's place depends on the terminal's wrap state, so forget it.
        mutating func advance(by width: Int, columns: Int) {
            guard let current = cursor else { return }
            let x = current.x + width
            cursor = x < columns ? (x, current.y) : nil
        }

        /// Makes `wanted` the terminal's style unless it already is, as it is for most cells;
        /// that check is inlined into the callers, like ``move(toColumn:row:frame:)``'s.
        @inline(__always)
        mutating func setStyle(_ wanted: CellStyle) {
            if wanted != style { changeStyle(to: wanted) }
        }

        private mutating func changeStyle(to wanted: CellStyle) {
            // From a known style that `wanted` only adds to, the additions are enough; otherwise
            // reset first (a bare ESC [ m when nothing follows).
            let additive = style.map { wanted.extends($0) } ?? false
            let previous = additive ? style ?? .plain : .plain
            // Written straight into the bytes, ';' between parameters: this runs for every
            // change of style in every frame, and joining an array of strings was the first
            // use of joined(separator:) (a run-time conformance lookup) in every alert.
            append("\u{1B}[")
            let start = bytes.count
            func add(_ parameter: String) {
                if bytes.count > start { bytes.append(UInt8(ascii: ";")) }
                bytes.append(contentsOf: parameter.utf8)
            }
            if !additive { add("0") }
            let reset = bytes.count
            if wanted.bold && !previous.bold { add("1") }
            if wanted.reverse && !previous.reverse { add("7") }
            if wanted.underline && !previous.underline { add("4") }
            if wanted.dim && !previous.dim { add("2") }
            if wanted.italic && !previous.italic { add("3") }
            if wanted.foreground != previous.foreground {
                for parameter in wanted.foreground?.parameters(foreground: true, mode: colorMode) ?? [] {
                    add(parameter)
                }
            }
            if wanted.background != previous.background {
                for parameter in wanted.background?.parameters(foreground: false, mode: colorMode) ?? [] {
                    add(parameter)
                }
            }
            // A reset alone is the bare ESC [ m.
            if !additive, bytes.count == reset { bytes.removeLast() }
            bytes.append(UInt8(ascii: "m"))
            style = wanted
        }
    }
}

extension CellStyle {
    /// Whether this style is `base` with attributes or colours added, none taken away.
    fileprivate func extends(_ base: CellStyle) -> Bool {
        (bold || !base.bold) && (reverse || !base.reverse) && (underline || !base.underline) && (dim || !base.dim)
            && (italic || !base.italic) && (foreground != nil || base.foreground == nil)
            && (background != nil || base.background == nil)
    }
}
