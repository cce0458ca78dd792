import Testing

@testable import AlerttyKit

@Suite struct FrameTests {
    @Test(arguments: ["a", " ", "é", "e\u{301}", "─", "한", "👍", "👍🏽", "🇫🇷", "❤️", "👩🏽‍💻"] as [Character])
    func aCellGivesBackTheCharacterItWasMadeWith(character: Character) {
        let cell = Cell(character: character, style: .plain)
        #expect(cell.character == character)
        #expect(Int(cell.width) == DisplayWidth.of(character))
    }

    @Test(arguments: ["a", "é", "─", "한", "👍"] as [Unicode.Scalar])
    func aGlyphMadeFromOneScalarIsTheOneItsCharacterMakes(scalar: Unicode.Scalar) {
        #expect(Glyph(scalar) == Glyph(Character(scalar)))
    }

    /// A style keeps what it was given, each attribute and colour apart from the others, and two
    /// styles are equal exactly when all of those are.
    @Test func aStyleGivesBackItsAttributesAndColours() {
        let colors: [TerminalColor?] = [
            nil, .ansi(0), .ansi(15), .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3),
        ]
        var styles: [CellStyle] = []
        for flags in 0..<16 {
            for foreground in colors {
                for background in colors {
                    let style = CellStyle(
                        bold: flags & 1 != 0, reverse: flags & 2 != 0, underline: flags & 4 != 0, dim: flags & 8 != 0,
                        foreground: foreground, background: background)
                    #expect(style.bold == (flags & 1 != 0) && style.reverse == (flags & 2 != 0))
                    #expect(style.underline == (flags & 4 != 0) && style.dim == (flags & 8 != 0))
                    #expect(style.foreground == foreground && style.background == background)
                    styles.append(style)
                }
            }
        }
        #expect(Set(styles).count == styles.count, "every combination is a different style")
        var changed = CellStyle(bold: true, foreground: .rgb(9, 8, 7), background: .indexed(200))
        changed.foreground = nil
        changed.bold = false
        #expect(changed == CellStyle(background: .indexed(200)))
    }

    @Test func aClusterLongerThanSixteenBytesKeepsTheWholeScalarsThatFit() {
        let family: Character = "👨‍👩‍👧‍👦"  // 25 bytes of UTF-8
        #expect(Cell(character: family, style: .plain).character == "👨‍👩‍")
        #expect(Cell(character: nil, style: .plain).character == nil)
    }

    @Test func aWideCharacterDrawnOverOthersLeavesNoHalfCharacter() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
        frame.draw("한한", x: 0, y: 0, style: .plain)
        frame.draw("글", x: 0, y: 0, style: .plain)
        #expect(frame.text == ["글한"])
        // Straddling both: each one it half covers becomes a space.
        frame.draw("국", x: 1, y: 0, style: .plain)
        #expect(frame.text == [" 국"])
        #expect(frame[3, 0].character == " " && frame[2, 0].character == nil)
    }

    @Test func anErasedFrameIsAsNew() {
        let size = TerminalSize(columns: 8, rows: 3)
        let backdrop = CellStyle(background: .indexed(236))
        var frame = Frame(size: size, background: backdrop)
        frame.draw("ab한", x: 2, y: 1, style: CellStyle(bold: true))
        frame.cursor = Frame.Position(x: 1, y: 1)
        frame.erase()
        #expect(frame == Frame(size: size, background: backdrop))
        #expect(frame.written == nil && frame.cursor == nil)
    }

    @Test func aFrameDrawnOverASpareIsTheFrameDrawnAfresh() {
        let alert = AlertConfiguration(
            title: "Delete 3 files?", message: "This cannot be undone.",
            buttons: [("Cancel", .cancel), ("Delete", .destructive)])
        var state = AlertState(configuration: alert, size: TerminalSize(columns: 40, rows: 12))
        let look = Look(appearance: alert.appearance)
        let first = AlertView.frame(for: state, look: look)
        _ = state.handle(.key(.right))
        let fresh = AlertView.frame(for: state, look: look)
        #expect(AlertView.frame(for: state, look: look, reusing: first) == fresh)
        // A spare of another size is not used.
        let other = Frame(size: TerminalSize(columns: 10, rows: 2))
        #expect(AlertView.frame(for: state, look: look, reusing: other) == fresh)
    }

    @Test func fillIsClippedToTheFrame() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 2))
        frame.draw("abcd", x: 0, y: 0, style: .plain)
        frame.fill(Rect(x: -2, y: -1, width: 4, height: 2), style: CellStyle(reverse: true))
        #expect(frame.text == ["  cd", ""])
        #expect(frame[1, 0].style.reverse && !frame[2, 0].style.reverse && !frame[0, 1].style.reverse)
    }

    /// A frame with wide characters (some cut at the region's edge) on every row, for the run tests.
    private static func scatteredFrame(using generator: inout some RandomNumberGenerator) -> Frame {
        let texts = ["中文字符中文", "a中b文c", "ab👍cd👍", "abcdefgh"]
        var frame = Frame(size: TerminalSize(columns: 10, rows: 3), region: Rect(x: 1, y: 0, width: 8, height: 3))
        for y in 0..<3 {
            frame.draw(
                texts.randomElement(using: &generator)!, x: Int.random(in: 0...2, using: &generator), y: y,
                style: .plain)
        }
        return frame
    }

    /// What writing one-column `cells` from (`x`, `y`) does cell by cell, up to column `end`
    /// (exclusive): each cell blanks the other half of a wide character it lands on, as a
    /// terminal does (``Frame/mask(x:y:with:)`` is that, for one cell).
    private static func putOneByOne(_ cells: [Cell], x: Int, y: Int, end: Int, on frame: inout Frame) {
        for (offset, cell) in cells.enumerated() where x + offset < end { frame.mask(x: x + offset, y: y, with: cell) }
    }

    /// fill, ASCII text and a repeated border cell write whole runs at once; each must leave the
    /// frame as its cells put one by one would, a wide character cut at either end of the run,
    /// the region's edges and the area written included.
    @Test func runsOfOneColumnCellsAreTheCellsPutOneByOne() {
        var generator = SystemRandomNumberGenerator()
        let style = CellStyle(reverse: true)
        for _ in 0..<400 {
            let frame = Self.scatteredFrame(using: &generator)
            let x = Int.random(in: -1...9, using: &generator)
            let y = Int.random(in: -1...3, using: &generator)
            let count = Int.random(in: 0...6, using: &generator)
            let regionEnd = frame.region.x + frame.region.width

            let rect = Rect(x: x, y: y, width: count, height: Int.random(in: 0...3, using: &generator))
            var filled = frame
            filled.fill(rect, style: style)
            var blanks = frame
            let painted = rect.intersection(frame.region)
            for row in painted.y..<(painted.y + max(0, painted.height)) where painted.width > 0 {
                Self.putOneByOne(
                    Array(repeating: .space(style), count: painted.width), x: painted.x, y: row, end: regionEnd,
                    on: &blanks)
            }
            #expect(filled == blanks && filled.written == blanks.written, "fill \(rect)")

            let text = String((0..<count).map { _ in "abcdefgh".randomElement(using: &generator)! })
            let limit = Bool.random(using: &generator) ? Int.random(in: 0...10, using: &generator) : nil
            var drawn = frame
            let after = drawn.draw(text, x: x, y: y, style: style, limit: limit)
            var letters = frame
            let end = min(limit ?? Int.max, regionEnd)
            let cells = text.utf8.map { Cell(glyph: Glyph(ascii: $0), width: 1, style: style) }
            if frame.region.y..<(frame.region.y + frame.region.height) ~= y {
                Self.putOneByOne(cells, x: x, y: y, end: end, on: &letters)
                #expect(after == (x >= end ? x : min(x + count, end)), "draw \(text) at \(x)")
            } else {
                #expect(after == x)
            }
            #expect(
                drawn == letters && drawn.written == letters.written,
                "draw \(text) at \(x), \(y) up to \(String(describing: limit))")

            var border = frame
            let line = Cell(character: "─", style: style)
            border.draw(repeating: line, count: count, x: x, y: y)
            var lines = frame
            Self.putOneByOne(Array(repeating: line, count: count), x: x, y: y, end: regionEnd, on: &lines)
            #expect(border == lines && border.written == lines.written, "\(count) × ─ at \(x), \(y)")
        }
    }

    @Test(arguments: [(Int.max, 65535), (65535, Int.min), (10_001, 0)] as [(Int, Int)])
    func sizesPastTheLargestAreTakenAsTheLargest(columns: Int, rows: Int) {
        let size = TerminalSize(columns: columns, rows: rows)
        #expect(size.columns == min(max(1, columns), TerminalSize.largest))
        #expect(size.rows == min(max(1, rows), TerminalSize.largest))
    }

    /// Memory follows the box, not the screen: the largest screen holds one small box, and the
    /// first frame clears the rest with one sequence.
    @Test func aFrameOnTheLargestScreenKeepsOnlyTheBox() {
        let state = AlertState(
            configuration: AlertLayoutTests.deleteAlert, size: TerminalSize(columns: 65535, rows: 65535))
        let layout = state.layout
        let frame = AlertView.frame(for: state)
        #expect(frame.size == TerminalSize(columns: TerminalSize.largest, rows: TerminalSize.largest))
        #expect(frame.region == layout.box)
        #expect(layout.box.width * layout.box.height < 1000)
        let bytes = ANSIEncoder(placement: .screen, colorMode: .none).encode(frame, over: nil)
        #expect(bytes.count < 1000)
        #expect(frame[0, 0] == frame[TerminalSize.largest - 1, TerminalSize.largest - 1], "outside the box is backdrop")
    }

    @Test func framesKeepingDifferentRegionsAreEqualWhenTheyShowTheSame() {
        let size = TerminalSize(columns: 10, rows: 3)
        var small = Frame(size: size, region: Rect(x: 2, y: 1, width: 3, height: 1))
        var whole = Frame(size: size)
        small.draw("abc", x: 2, y: 1, style: .plain)
        whole.draw("abc", x: 2, y: 1, style: .plain)
        #expect(small == whole)
        small.draw("zzzz", x: 0, y: 0, style: .plain)
        #expect(small == whole, "drawing outside the kept region is clipped")
        whole.draw("x", x: 0, y: 0, style: .plain)
        #expect(small != whole)
    }
}
