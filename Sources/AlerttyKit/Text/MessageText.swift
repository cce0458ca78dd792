/// How far a long message is scrolled: counted from the top, or from the bottom.
///
/// Counting from whichever end the person came from means End on a 10 MB message
/// never has to wrap everything above the last page.
package enum MessageScroll: Equatable, Sendable {
    /// This many wrapped lines are above the first one shown.
    case fromTop(Int)
    /// This many wrapped lines are below the last one shown.
    case fromBottom(Int)

    /// The start of the message.
    package static let top = MessageScroll.fromTop(0)

    /// Scrolled `lines` further down (negative: up).
    package func moved(by lines: Int) -> MessageScroll {
        switch self {
        case .fromTop(let above): .fromTop(max(0, above + lines))
        case .fromBottom(let below): .fromBottom(max(0, below - lines))
        }
    }
}

/// A message laid out lazily: split into paragraphs once, and each paragraph sanitised and
/// wrapped only when it is shown, then cached for that width.
///
/// Wrapping all of a 10 MB message took seconds; a frame needs only a screenful of it.
/// A value: the wrapped lines it keeps are a cache, so two texts are equal when their bytes are.
package struct MessageText: Equatable, Sendable {
    /// A wrapped line: which paragraph, and which of its lines.
    struct Position: Comparable {
        var paragraph: Int
        var line: Int
        static func < (a: Position, b: Position) -> Bool { (a.paragraph, a.line) < (b.paragraph, b.line) }
    }

    /// Longer paragraphs are cut into pieces this long, so no single wrap is slow.
    static let chunkBytes = 16_384
    /// Messages longer than this are taken to need the widest box rather than measured.
    static let measuredBytes = 65_536

    private let bytes: [UInt8]
    private let paragraphs: ParagraphRanges
    /// Whether the text's ``StyleMark``s are kept to be drawn.
    private let keepsStyleMarks: Bool
    private var cachedWidth = 0
    /// The wrapped lines at `cachedWidth`, kept as two runs of neighbouring paragraphs: a layout
    /// reads from the top (how many lines, a window from the top) and from the bottom (the last
    /// window), and scrolling reads onwards from either. A paragraph outside both starts a new
    /// run in place of the one used less recently. Arrays, not a dictionary by paragraph:
    /// start-up rule 4.
    private var runs = (WrappedRun(), WrappedRun())
    /// Whether `runs.0` was extended or read after `runs.1`.
    private var firstRunIsRecent = true
    /// Splits `text` into paragraphs at newlines (and long ones into pieces); its style marks
    /// are kept to be drawn when `keepingStyleMarks`, else dropped.
    package init(_ text: String, keepingStyleMarks: Bool = false) {
        bytes = Array(text.utf8)
        paragraphs = Self.paragraphs(of: bytes)
        keepsStyleMarks = keepingStyleMarks
    }

    /// Byte ranges of the lines of `bytes` (without `\n` or `\r\n`), long ones cut at character boundaries.
    static func paragraphs(of bytes: [UInt8]) -> ParagraphRanges {
        guard !bytes.isEmpty else { return ParagraphRanges() }
        // Through a buffer pointer: this loop sees every byte of a message that may be 10 MB,
        // and checked subscripts made it half the time of the first frame.
        return bytes.withUnsafeBufferPointer { bytes in
            var ranges = ParagraphRanges()
            var start = 0
            func add(upTo end: Int) {
                var pieceStart = start
                while end - pieceStart > chunkBytes {
                    var cut = pieceStart + chunkBytes
                    while cut > pieceStart, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
                    ranges.append(pieceStart..<cut)
                    pieceStart = cut
                }
                ranges.append(pieceStart..<end)
            }
            for index in bytes.indices where bytes[index] == 0x0A {
                add(upTo: index > start && bytes[index - 1] == 0x0D ? index - 1 : index)
                start = index + 1
            }
            add(upTo: bytes.count)
            return ranges
        }
    }

    /// Whether there is no message at all.
    package var isEmpty: Bool { paragraphs.isEmpty }

    /// The widest line before wrapping, in columns, or `nil` for a message too long to measure cheaply.
    package var longestLineWidth: Int? {
        guard bytes.count <= Self.measuredBytes else { return nil }
        return paragraphs.indices.map { DisplayWidth.of(paragraphText($0)) }.max() ?? 0
    }

    private func paragraphText(_ index: Int) -> String {
        Sanitizer.displayable(
            String(decoding: bytes[paragraphs[index]], as: UTF8.self), keepNewlines: true,
            keepingStyleMarks: keepsStyleMarks)
    }

    /// The wrapped lines of one paragraph (at least one, for an empty line).
    private mutating func lines(of paragraph: Int, width: Int) -> [String] {
        if width != cachedWidth {
            runs = (WrappedRun(), WrappedRun())
            cachedWidth = width
        }
        if let lines = runs.0[paragraph] {
            firstRunIsRecent = true
            return lines
        }
        if let lines = runs.1[paragraph] {
            firstRunIsRecent = false
            return lines
        }
        let lines = TextLayout.wrap(paragraphText(paragraph), width: width)
        if runs.0.extend(at: paragraph, with: lines) {
            firstRunIsRecent = true
        } else if runs.1.extend(at: paragraph, with: lines) {
            firstRunIsRecent = false
        } else if firstRunIsRecent {
            runs.1 = WrappedRun(start: paragraph, lines: [lines])
            firstRunIsRecent = false
        } else {
            runs.0 = WrappedRun(start: paragraph, lines: [lines])
            firstRunIsRecent = true
        }
        return lines
    }

    /// The position `count` lines after `position` (before, if negative), or `nil` past either end.
    private mutating func position(_ position: Position, movedBy count: Int, width: Int) -> Position? {
        var current = position
        var remaining = count
        while remaining > 0 {
            if current.line + 1 < lines(of: current.paragraph, width: width).count {
                current.line += 1
            } else if current.paragraph + 1 < paragraphs.count {
                current = Position(paragraph: current.paragraph + 1, line: 0)
            } else {
                return nil
            }
            remaining -= 1
        }
        while remaining < 0 {
            if current.line > 0 {
                current.line -= 1
            } else if current.paragraph > 0 {
                current.paragraph -= 1
                current.line = lines(of: current.paragraph, width: width).count - 1
            } else {
                return nil
            }
            remaining += 1
        }
        return current
    }

    private var firstLine: Position { Position(paragraph: 0, line: 0) }

    private mutating func lastLine(width: Int) -> Position {
        let last = paragraphs.count - 1
        return Position(paragraph: last, line: lines(of: last, width: width).count - 1)
    }

    /// How many lines the message wraps to at `width`, counting no further than `limit`.
    package mutating func lineCount(upTo limit: Int, width: Int) -> Int {
        guard !isEmpty else { return 0 }
        var count = 1
        var line = firstLine
        while count < limit, let next = position(line, movedBy: 1, width: width) {
            line = next
            count += 1
        }
        return count
    }

    /// What a window of `rows` lines shows for `scroll`.
    package struct Window: Equatable, Sendable {
        /// The lines to draw, top to bottom.
        package var lines: [String]
        /// The scroll clamped to the message: at an end it reads `.fromTop(0)` or `.fromBottom(0)`.
        package var scroll: MessageScroll
        /// How far through the message the window is, 0 at the top to 100 at the bottom.
        package var percent: Int
        /// What the style marks above the window have set: its first line is drawn with it.
        package var attributes = MarkedAttributes()
    }

    /// The `rows` lines at `scroll`, clamped so the window never runs past either end.
    package mutating func window(rows: Int, width: Int, scroll: MessageScroll) -> Window {
        guard !isEmpty, rows > 0 else { return Window(lines: [], scroll: .top, percent: 0) }
        let bottomStart = position(lastLine(width: width), movedBy: -(rows - 1), width: width) ?? firstLine
        var start: Position
        var resolved = scroll
        switch scroll {
        case .fromTop(let above):
            if let requested = position(firstLine, movedBy: above, width: width), requested <= bottomStart {
                start = requested
            } else {
                start = bottomStart
                resolved = .fromBottom(0)
            }
        case .fromBottom(let below):
            let end = position(lastLine(width: width), movedBy: -below, width: width) ?? firstLine
            start = position(end, movedBy: -(rows - 1), width: width) ?? firstLine
            if start == firstLine { resolved = .top }
        }
        var shown: [String] = []
        var cursor: Position? = start
        while let line = cursor, shown.count < rows {
            shown.append(lines(of: line.paragraph, width: width)[line.line])
            cursor = position(line, movedBy: 1, width: width)
        }
        let percent =
            bottomStart == firstLine
            ? 100 : min(100, 100 * offset(of: start, width: width) / max(1, offset(of: bottomStart, width: width)))
        var window = Window(lines: shown, scroll: resolved, percent: percent)
        if keepsStyleMarks { window.attributes = attributes(before: start, width: width) }
        return window
    }

    /// What the style marks before the line at `position` set: those of the paragraphs above,
    /// read from their bytes (never wrapped for it), then those of its own lines above it.
    private mutating func attributes(before position: Position, width: Int) -> MarkedAttributes {
        var attributes = MarkedAttributes()
        attributes.apply(marksAmong: bytes[..<paragraphs[position.paragraph].lowerBound])
        for line in lines(of: position.paragraph, width: width)[..<position.line] {
            attributes.apply(marksIn: line)
        }
        return attributes
    }

    /// The byte offset where a line starts, estimated within its paragraph from the wrapped lengths.
    private mutating func offset(of position: Position, width: Int) -> Int {
        let range = paragraphs[position.paragraph]
        let wrapped = lines(of: position.paragraph, width: width)
        let before = wrapped[..<position.line].reduce(0) { $0 + $1.utf8.count }
        return range.lowerBound + min(before, range.count)
    }

    package static func == (left: MessageText, right: MessageText) -> Bool { left.bytes == right.bytes }
}

/// The wrapped lines of consecutive paragraphs from `start` on.
private struct WrappedRun {
    var start = 0
    var lines: [[String]] = []

    /// Scrolling up grows a run at its front, which moves it: past this many paragraphs that
    /// starts a new run instead.
    static let longestGrownUpwards = 4096

    subscript(paragraph: Int) -> [String]? {
        lines.indices.contains(paragraph - start) ? lines[paragraph - start] : nil
    }

    /// Adds the paragraph just after or just before the run; false for any other.
    mutating func extend(at paragraph: Int, with wrapped: [String]) -> Bool {
        if paragraph == start + lines.count {
            lines.append(wrapped)
        } else if paragraph == start - 1, !lines.isEmpty, lines.count < Self.longestGrownUpwards {
            lines.insert(wrapped, at: 0)
            start = paragraph
        } else {
            return false
        }
        return true
    }
}

/// The byte ranges of a message's paragraphs, kept as two arrays of offsets, not an array of
/// ranges: start-up rule 2.
struct ParagraphRanges: RandomAccessCollection {
    private var starts: [Int] = []
    private var ends: [Int] = []

    var startIndex: Int { 0 }
    var endIndex: Int { starts.count }
    subscript(index: Int) -> Range<Int> { starts[index]..<ends[index] }

    mutating func append(_ range: Range<Int>) {
        starts.append(range.lowerBound)
        ends.append(range.upperBound)
    }
}
