/// How a cell is drawn: attributes and an optional colour.
///
/// Stored as one word, so that two styles (and two cells) compare as plain integers: a diff
/// compares every cell of the box on every key, and comparing four flags and two optional
/// colour enums field by field was a quarter of a focus change's instructions (a layout of
/// four flags and two 32-bit colours still cost a third more than one word).
package struct CellStyle: Hashable, Sendable {
    /// The flags in bits 59–63, the foreground's ``code(_:)`` in bits 0–25 and the
    /// background's in bits 32–57.
    private var bits: UInt64 = 0

    private static let boldBit: UInt64 = 1 << 60
    private static let reverseBit: UInt64 = 1 << 61
    private static let underlineBit: UInt64 = 1 << 62
    private static let dimBit: UInt64 = 1 << 63
    private static let italicBit: UInt64 = 1 << 59
    private static let backgroundShift: UInt64 = 32
    private static let colorMask: UInt64 = (1 << 26) - 1

    // A bit field's accessors: alike by nature, one per attribute.
    /// Bold (SGR 1).
    package var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { setFlag(Self.boldBit, newValue) }
    }
    /// Reverse video (SGR 7): how the focused button stands out without colour.
    package var reverse: Bool {
        get { bits & Self.reverseBit != 0 }
        set { setFlag(Self.reverseBit, newValue) }
    }
    /// Underline (SGR 4): marks the extent of a text field.
    package var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { setFlag(Self.underlineBit, newValue) }
    }
    /// Faint (SGR 2): text on its way in or out during a fade.
    package var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { setFlag(Self.dimBit, newValue) }
    }
    /// Italic (SGR 3): `_emphasis_` under `--markup`.
    package var italic: Bool {
        get { bits & Self.italicBit != 0 }
        set { setFlag(Self.italicBit, newValue) }
    }
    /// The text colour, or the terminal's own.
    package var foreground: TerminalColor? {
        get { Self.color(coded: bits & Self.colorMask) }
        set { setColor(newValue, at: 0) }
    }
    /// The background colour, or the terminal's own.
    package var background: TerminalColor? {
        get { Self.color(coded: bits >> Self.backgroundShift & Self.colorMask) }
        set { setColor(newValue, at: Self.backgroundShift) }
    }

    /// Creates a style; the default is plain text.
    package init(
        bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false,
        foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
        self.dim = dim
        self.foreground = foreground
        self.background = background
    }

    private mutating func setFlag(_ bit: UInt64, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }

    private mutating func setColor(_ color: TerminalColor?, at shift: UInt64) {
        bits = bits & ~(Self.colorMask << shift) | Self.code(color) << shift
    }

    /// A colour in 26 bits: the kind in the top two (0 none, 1 ANSI, 2 indexed, 3 RGB), the
    /// index or the red, green and blue bytes below.
    private static func code(_ color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: 0
        case .ansi(let index): 1 << 24 | UInt64(index)
        case .indexed(let index): 2 << 24 | UInt64(index)
        case .rgb(let red, let green, let blue): 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }

    private static func color(coded code: UInt64) -> TerminalColor? {
        let low = UInt8(truncatingIfNeeded: code)
        switch code >> 24 {
        case 1: return .ansi(low)
        case 2: return .indexed(low)
        case 3: return .rgb(UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8), low)
        default: return nil
        }
    }

    /// Plain text.
    package static let plain = CellStyle()
}

/// A grapheme cluster's UTF-8 bytes packed into two words, so that cells copy and compare as
/// plain data: a `Character` in every cell cost a retain, a release and a string comparison per
/// cell per frame, half the time of a keystroke's redraw.
///
/// A cluster longer than 16 bytes keeps the whole scalars that fit, much as ncurses keeps five
/// code points per cell; only long emoji ZWJ sequences and stacks of combining marks are that
/// long, and terminals do not agree on how to draw those anyway. NUL cannot be stored (it marks
/// the end); the sanitizer shows it as `^@` before anything is drawn.
struct Glyph: Equatable, Sendable {
    private var low: UInt64
    private var high: UInt64

    /// No character: the right half of a wide character.
    static let none = Glyph(low: 0, high: 0)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// One ASCII byte.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 0)
    }

    /// One scalar (at most four bytes).
    init(_ scalar: Unicode.Scalar) {
        var low: UInt64 = 0
        for (index, byte) in scalar.utf8.enumerated() { low |= UInt64(byte) << (8 * index) }
        self.init(low: low, high: 0)
    }

    /// A grapheme cluster, cut to the whole scalars that fit in 16 bytes.
    init(_ character: Character) {
        self = .none
        var count = 0
        for scalar in character.unicodeScalars {
            let bytes = scalar.utf8
            guard count + bytes.count <= 16 else { break }
            for byte in bytes {
                if count < 8 {
                    low |= UInt64(byte) << (8 * count)
                } else {
                    high |= UInt64(byte) << (8 * (count - 8))
                }
                count += 1
            }
        }
    }

    /// Whether this is a single ASCII character.
    var isASCII: Bool { high == 0 && low != 0 && low < 0x80 }

    /// The DEC special graphics letter that draws this box-drawing character (`q` for ─, `l`
    /// for ┌ and ╭ …; heavy and double lines as single ones), or `nil` for any other glyph.
    var lineDrawingLetter: UInt8? {
        // U+2500–U+257F: E2 94 80–BF and E2 95 80–BF, alone.
        guard high == 0, low < 1 << 24, low & 0xFF == 0xE2 else { return nil }
        let lead = (low >> 8) & 0xFF
        guard lead == 0x94 || lead == 0x95 else { return nil }
        let scalar = 0x2500 + ((lead - 0x94) << 6) + ((low >> 16) & 0xFF) - 0x80
        switch scalar {
        case 0x2500, 0x2501, 0x2550: return UInt8(ascii: "q")
        case 0x2502, 0x2503, 0x2551: return UInt8(ascii: "x")
        case 0x250C, 0x250F, 0x2554, 0x256D: return UInt8(ascii: "l")
        case 0x2510, 0x2513, 0x2557, 0x256E: return UInt8(ascii: "k")
        case 0x2514, 0x2517, 0x255A, 0x2570: return UInt8(ascii: "m")
        case 0x2518, 0x251B, 0x255D, 0x256F: return UInt8(ascii: "j")
        case 0x251C, 0x2523, 0x2560: return UInt8(ascii: "t")
        case 0x2524, 0x252B, 0x2563: return UInt8(ascii: "u")
        case 0x252C, 0x2533, 0x2566: return UInt8(ascii: "w")
        case 0x2534, 0x253B, 0x2569: return UInt8(ascii: "v")
        case 0x253C, 0x254B, 0x256C: return UInt8(ascii: "n")
        default: return nil
        }
    }

    /// Appends the UTF-8 bytes.
    func append(to bytes: inout [UInt8]) {
        Self.append(low, to: &bytes)
        Self.append(high, to: &bytes)
    }

    /// Appends a word's bytes, lowest first, up to the first zero byte.
    private static func append(_ word: UInt64, to bytes: inout [UInt8]) {
        var rest = word
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// The character, or `nil` for the right half of a wide character.
    var character: Character? {
        guard self != .none else { return nil }
        var bytes: [UInt8] = []
        append(to: &bytes)
        return Character(String(decoding: bytes, as: UTF8.self))
    }
}

/// One character cell of a frame.
package struct Cell: Equatable, Sendable {
    /// What is drawn, as plain data.
    var glyph: Glyph
    /// Columns the glyph takes: 1 or 2, 0 for the right half of a wide character.
    var width: UInt8
    /// Whether terminals disagree on the glyph's width (``DisplayWidth/isDisputed(_:)``).
    var isDisputed = false
    /// How it is drawn.
    package var style: CellStyle

    /// The grapheme drawn here; `nil` for the right half of a wide character.
    package var character: Character? { glyph.character }

    /// A cell showing `character` (`nil`: the right half of a wide character).
    package init(character: Character?, style: CellStyle) {
        self.init(
            glyph: character.map(Glyph.init) ?? .none, width: UInt8(character.map(DisplayWidth.of) ?? 0),
            style: style, isDisputed: character.map(DisplayWidth.isDisputed) ?? false)
    }

    init(glyph: Glyph, width: UInt8, style: CellStyle, isDisputed: Bool = false) {
        self.glyph = glyph
        self.width = width
        self.style = style
        self.isDisputed = isDisputed
    }

    /// A space in `style`: blank screen.
    static func space(_ style: CellStyle) -> Cell { Cell(glyph: Glyph(ascii: 0x20), width: 1, style: style) }

    /// The right half of a two-column character, which the terminal fills itself.
    static func continuation(_ style: CellStyle) -> Cell { Cell(glyph: .none, width: 0, style: style) }
}

/// A grid of cells: what the terminal should show, as a value.
///
/// Only the cells of ``region`` (the box an alert draws) are kept; every other cell is a blank in
/// ``background``, which the encoder clears the screen with in one sequence. So a frame costs
/// memory for what is drawn, not for the screen: a 2000×2000 terminal holds one small box.
public struct Frame: Equatable, Sendable {
    /// A cell's position: column `x`, row `y`.
    package struct Position: Equatable, Sendable {
        package var x: Int
        package var y: Int
    }

    /// Width and height.
    public let size: TerminalSize
    /// The part of the frame whose cells are kept and can be drawn on, within ``size``.
    package let region: Rect
    /// The cells of ``region``, row by row.
    private var cells: [Cell]
    /// Where the terminal's cursor is shown (a field's insertion point); `nil` keeps it hidden.
    package var cursor: Position?
    /// The style of the blank cells the frame starts with (a dimmed backdrop), which the
    /// encoder clears the screen with in one sequence instead of painting each cell.
    package let background: CellStyle
    /// The smallest area holding every cell written since the frame was made, or `nil` when
    /// none was. Outside it every cell is still blank, so a diff compares only there: a focus
    /// change looks at the box, not the screen.
    private(set) var written: Area?

    /// Columns and rows of a frame (upper bounds exclusive).
    struct Area: Equatable, Sendable {
        var columns: Range<Int>
        var rows: Range<Int>

        /// The area of the one cell at (`x`, `y`).
        init(x: Int, y: Int) {
            columns = x..<(x + 1)
            rows = y..<(y + 1)
        }

        /// The smallest area holding both.
        func union(_ other: Area) -> Area {
            var joined = self
            joined.columns = Self.span(columns, other.columns)
            joined.rows = Self.span(rows, other.rows)
            return joined
        }

        private static func span(_ one: Range<Int>, _ other: Range<Int>) -> Range<Int> {
            min(one.lowerBound, other.lowerBound)..<max(one.upperBound, other.upperBound)
        }
    }

    /// A blank frame, its cells in `background`, keeping cells for `region` (clipped to the
    /// frame; the whole frame when `nil`).
    package init(size: TerminalSize, region: Rect? = nil, background: CellStyle = .plain) {
        self.size = size
        self.background = background
        let whole = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        let kept = region.map { $0.intersection(whole) } ?? whole
        self.region = kept
        self.cells = Array(repeating: .space(background), count: kept.width * kept.height)
    }

    /// No frame: what a display holds before its first and after forgetting what it showed; a
    /// frame drawn over it is drawn whole. A value, not an optional frame, whose copies built
    /// `Optional<Frame>`'s metadata on the way to every first frame (start-up rule 5).
    package static var nothing: Frame { Frame(size: TerminalSize(columns: 0, rows: 0)) }

    /// Whether this is ``nothing``.
    package var isNothing: Bool { size.columns == 0 && size.rows == 0 }

    /// The cells of `rows` (clipped to the region) alone, as a frame of the same size and
    /// cursor whose other cells are blank: the diff of two such frames is the diff of those rows.
    func rows(_ rows: Range<Int>) -> Frame {
        let kept = rows.clamped(to: region.y..<(region.y + region.height))
        let first = storageIndex(x: region.x, y: kept.lowerBound)
        var part = Frame(
            size: size, region: Rect(x: region.x, y: kept.lowerBound, width: region.width, height: kept.count),
            background: background, cells: Array(cells[first..<(first + kept.count * region.width)]))
        part.cursor = cursor
        if !kept.isEmpty, region.width > 0 {
            part.written = Area(x: region.x, y: kept.lowerBound).union(
                Area(x: region.x + region.width - 1, y: kept.upperBound - 1))
        }
        return part
    }

    /// Copies the cells of `part` (a frame of this size whose region lies within this one's,
    /// such as one made by ``rows(_:)``) into this frame.
    mutating func paste(_ part: Frame) {
        guard part.region.width > 0, part.region.height > 0 else { return }
        precondition(size == part.size && region.union(part.region) == region, "pasted outside the region")
        let width = part.region.width
        let first = storageIndex(x: part.region.x, y: part.region.y)
        let stride = region.width
        cells.withUnsafeMutableBufferPointer { storage in
            part.cells.withUnsafeBufferPointer { pasted in
                for row in 0..<part.region.height {
                    let target = first + row * stride
                    let source = pasted[(row * width)..<((row + 1) * width)]
                    _ = storage[target..<(target + width)].update(fromContentsOf: source)
                }
            }
        }
        if let area = part.written { written = written?.union(area) ?? area }
    }

    /// A frame holding `cells` for `region`, which must be within `size`.
    private init(size: TerminalSize, region: Rect, background: CellStyle, cells: [Cell]) {
        self.size = size
        self.region = region
        self.background = background
        self.cells = cells
    }

    /// Blanks what was drawn and hides the cursor: the frame is as new, for the cost of the
    /// cells written rather than of a whole screen, and without allocating.
    package mutating func erase() {
        if let area = written {
            let blank = Cell.space(background)
            let start = storageIndex(x: area.columns.lowerBound, y: area.rows.lowerBound)
            cells.withUnsafeMutableBufferPointer { storage in
                for row in 0..<area.rows.count {
                    let first = start + row * region.width
                    storage[first..<(first + area.columns.count)].update(repeating: blank)
                }
            }
        }
        written = nil
        cursor = nil
    }

    /// Frames are equal when they show the same; which cells were kept or written to get there does not count.
    public static func == (left: Frame, right: Frame) -> Bool {
        guard left.size == right.size, left.cursor == right.cursor, left.background == right.background else {
            return false
        }
        if left.region == right.region { return left.cells == right.cells }
        let both = left.region.union(right.region)
        for y in both.y..<(both.y + both.height) {
            for x in both.x..<(both.x + both.width) where left[x, y] != right[x, y] { return false }
        }
        return true
    }

    /// Whether row `y`'s cells in `columns` are the same here as in `other`: then a diff has
    /// nothing to write there.
    ///
    /// Both frames must keep the same region, holding `columns` of row `y`. Looked at through
    /// the storage rather than ``subscript(x:y:)`` cell by cell: a focus change leaves all rows
    /// of the box but one as they were, and comparing those was most of its work.
    func hasSameCells(as other: Frame, row y: Int, columns: Range<Int>) -> Bool {
        precondition(region == other.region, "rows compared across different regions")
        let start = storageIndex(x: columns.lowerBound, y: y)
        // Through the buffers: comparing the two slices with == took twice the instructions.
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                !(start..<(start + columns.count)).contains { mine[$0] != theirs[$0] }
            }
        }
    }

    /// Whether (`x`, `y`) is in the kept region.
    private func isKept(x: Int, y: Int) -> Bool {
        x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height
    }

    /// Where the cell at (`x`, `y`), which must be in the region, is stored.
    private func storageIndex(x: Int, y: Int) -> Int {
        (y - region.y) * region.width + (x - region.x)
    }

    /// Widens ``written`` to cover column `x` of row `y`.
    private mutating func noteWritten(x: Int, y: Int) {
        let cell = Area(x: x, y: y)
        written = written?.union(cell) ?? cell
    }

    /// The cell at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> Cell {
        isKept(x: x, y: y) ? cells[storageIndex(x: x, y: y)] : .space(background)
    }

    /// Draws text from (`x`, `y`), clipped to the region and to `limit` (exclusive column);
    /// a wide character that would straddle the edge is left out.
    /// - Returns: the column after the last cell drawn.
    @discardableResult
    package mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) -> Int {
        guard y >= region.y, y < region.y + region.height else { return x }
        let end = min(limit ?? Int.max, region.x + region.width)
        let ascii = text.utf8.withContiguousStorageIfAvailable {
            drawPrintableASCII($0, x: x, y: y, end: end, style: style)
        }
        if let stop = ascii ?? nil { return stop }
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column + width > end { break }
            if column >= region.x {
                put(
                    Cell(
                        glyph: Glyph(character), width: UInt8(width), style: style,
                        isDisputed: DisplayWidth.isDisputed(character)),
                    x: column, y: y)
            }
            column += width
        }
        return column
    }

    /// Draws `bytes` from (`x`, `y`) up to column `end` when all are printable ASCII (one byte,
    /// one column: the run is known before a cell is written); `nil`, drawing nothing, otherwise.
    /// Row `y` must be in the region. Through the bytes in memory: a string's UTF-8 view read
    /// byte by byte cost more than writing the cells.
    private mutating func drawPrintableASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, end: Int, style: CellStyle
    ) -> Int? {
        guard bytes.allSatisfy(DisplayWidth.isPrintableASCII) else { return nil }
        let stop = x >= end ? x : min(x + bytes.count, end)
        let first = max(x, region.x)
        guard first < stop else { return stop }
        prepareRun(from: first, through: stop - 1, y: y)
        let start = storageIndex(x: first, y: y)
        cells.withUnsafeMutableBufferPointer { storage in
            // Bytes before the region are skipped: byte i is column x + i.
            for column in first..<stop {
                storage[start + column - first] = Cell(glyph: Glyph(ascii: bytes[column - x]), width: 1, style: style)
            }
        }
        return stop
    }

    /// Draws `cell` `count` times from (`x`, `y`), clipped to the region (a cell of width 0 draws
    /// nothing): what draws the same character often (a border) measures it once.
    mutating func draw(repeating cell: Cell, count: Int, x: Int, y: Int) {
        let width = Int(cell.width)
        guard y >= region.y, y < region.y + region.height, width > 0 else { return }
        let end = min(x + count * width, region.x + region.width)
        if width == 1 {
            let first = max(x, region.x)
            guard first < end else { return }
            prepareRun(from: first, through: end - 1, y: y)
            let start = storageIndex(x: first, y: y)
            cells.withUnsafeMutableBufferPointer { $0[start..<(start + end - first)].update(repeating: cell) }
            return
        }
        for column in stride(from: x, to: end, by: width) where column >= region.x {
            if column + width > region.x + region.width { break }
            put(cell, x: column, y: y)
        }
    }

    /// Writes one cell (and the right half of a wide one, which the caller has room for),
    /// blanking the other half of any wide character it lands on.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        clearWideCharacter(at: x, y: y)
        let index = storageIndex(x: x, y: y)
        cells[index] = cell
        noteWritten(x: x, y: y)
        guard cell.width == 2 else { return }
        // The right half may cover the left half of another wide character.
        clearRightHalf(after: x + 1, y: y)
        cells[index + 1] = .continuation(cell.style)
        noteWritten(x: x + 1, y: y)
    }

    /// Replaces one cell as it is; for effects over a finished frame (the animations).
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard isKept(x: x, y: y) else { return }
        cells[storageIndex(x: x, y: y)] = cell
        noteWritten(x: x, y: y)
    }

    /// Hides the cell at (`x`, `y`) behind `blank`; the other half of a wide character there
    /// becomes a space, as when text is drawn over it, so no half character is left.
    mutating func mask(x: Int, y: Int, with blank: Cell) {
        guard isKept(x: x, y: y) else { return }
        clearWideCharacter(at: x, y: y)
        set(blank, x: x, y: y)
    }

    /// Paints `rect` with spaces in `style`, clipped to the region.
    package mutating func fill(_ rect: Rect, style: CellStyle) {
        let painted = rect.intersection(region)
        guard painted.width > 0, painted.height > 0 else { return }
        for y in painted.y..<(painted.y + painted.height) {
            draw(repeating: .space(style), count: painted.width, x: painted.x, y: y)
        }
    }

    /// Readies columns `first` through `last` of row `y` (in the region) for one-column cells:
    /// cell by cell that is ``put(_:x:y:)`` across the run, but only a wide character straddling
    /// either end has a half outside the run to blank, and the written area grows once.
    private mutating func prepareRun(from first: Int, through last: Int, y: Int) {
        clearWideCharacter(at: first, y: y)
        clearRightHalf(after: last, y: y)
        noteWritten(x: first, y: y)
        noteWritten(x: last, y: y)
    }

    /// Overwriting half of a wide character must blank its other half, as a terminal does.
    private mutating func clearWideCharacter(at x: Int, y: Int) {
        let index = storageIndex(x: x, y: y)
        if cells[index].width == 0, x > region.x {
            cells[index - 1] = .space(cells[index - 1].style)
            noteWritten(x: x - 1, y: y)
        } else {
            clearRightHalf(after: x, y: y)
        }
    }

    /// Blanks the cell after (`x`, `y`) when it is the right half of a wide character there.
    private mutating func clearRightHalf(after x: Int, y: Int) {
        guard x + 1 < region.x + region.width else { return }
        let index = storageIndex(x: x + 1, y: y)
        guard cells[index].width == 0 else { return }
        cells[index] = .space(cells[index].style)
        noteWritten(x: x + 1, y: y)
    }

    /// Every cell of the frame, row by row, the blanks outside the region included: for tests.
    package var allCells: [Cell] {
        (0..<size.rows).flatMap { y in (0..<size.columns).map { x in self[x, y] } }
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
