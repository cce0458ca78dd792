/// What the pager shows (`--pager FILE|-`, `--follow FILE`): a file, or standard input.
public struct PagerSource: Equatable, Sendable {
    /// Where the text comes from.
    public enum Origin: Equatable, Sendable {
        /// The file at this path.
        case file(String)
        /// Standard input, read as it comes.
        case standardInput
    }

    /// Where the text comes from.
    public var origin: Origin
    /// Whether lines written to the file after it opened are shown as they come (`--follow`).
    public var follows: Bool
    /// Whether it opens at the end, its last lines in view (dialog's `--tailbox`), not the top.
    package var opensAtEnd = false
    /// The rows it takes, its status row too, where a script sized its box; `nil` takes the
    /// rows the rest of the alert leaves.
    package var rows: Int?

    /// The text of `origin`, followed as it grows when `follows`.
    public init(_ origin: Origin, follows: Bool = false) {
        self.origin = origin
        self.follows = follows
    }

    /// The name `--describe` gives it.
    public var name: String { name(in: .english) }

    /// The name the status row and plain mode give it, in `words`.
    package func name(in words: Words) -> String {
        switch origin {
        case .file(let path): path
        case .standardInput: words(.standardInput)
        }
    }
}

/// The stretch of the text in view, as the presenter read it: the bytes from the top line on,
/// and what is known of the whole. The pager's state holds this and offsets, never the file.
public struct PagerView: Equatable, Sendable {
    /// The byte offset where the top line starts.
    package var top = 0
    /// The bytes from ``top`` on, at most ``PagerPart/windowSize``.
    package var bytes: [UInt8] = []
    /// The bytes known so far.
    package var size = 0
    /// Whether every byte is in: `false` while a stream is still being read.
    package var isComplete = true
    /// Whether the last line is in view: a followed file's new lines then come into view.
    package var showsEnd = false
    /// The top line's number from 0, once the lines before it are counted.
    package var topLine: Int? = 0
    /// The lines counted so far, and whether that is all of them.
    package var lines = 0
    package var linesCounted = false
    /// The text rows it was read for.
    package var rows = 0
    /// What happened that needs saying: a search that found nothing, a file cut short.
    package var notice: String?

    package init() {}
}

/// A move the pager asks the presenter for: the presenter reads what the new view needs
/// (``PagerPart/view(for:after:scan:)``) and hands it back as ``AlertEvent/pager(_:)``.
package enum PagerMove: Equatable, Sendable {
    /// This many lines on (back, when negative).
    case lines(Int)
    /// The first line, or the last screen.
    case start, end
    /// The next match of the text, forwards or backwards.
    case find(String, forwards: Bool)
    /// The same top, read again (the file grew, the screen changed).
    case reread
}

/// A move and the text rows it is for.
package struct PagerRequest: Equatable, Sendable {
    package var move: PagerMove
    package var rows: Int
}

/// A pager as it shows: the view the presenter read, wrapping, the sideways scroll and the
/// search. It takes the focus and keys but answers nothing: the alert's buttons answer.
package struct PagerPart: Equatable, Sendable {
    /// What it shows.
    package let source: PagerSource
    /// The words of its status row and notices.
    package let words: Words
    /// The stretch in view.
    package private(set) var view = PagerView()
    /// Whether long lines wrap at the edge (`w`); otherwise Left and Right scroll sideways.
    package private(set) var wraps = true
    /// Columns scrolled sideways while lines do not wrap.
    package private(set) var column = 0
    /// The search line, while it is open (`/` forwards, `?` backwards).
    package private(set) var search: LineEditor?
    /// Whether the open search, and `n` after it, goes backwards.
    package private(set) var searchesBackwards = false
    /// The last text searched for.
    package private(set) var pattern = ""
    /// The move waiting for the presenter.
    package private(set) var request: PagerRequest?

    /// The most bytes from the top line a view holds: a line longer than that is shown cut.
    package static let windowSize = 64 << 10
    /// Columns Left and Right scroll by.
    static let sidewaysStep = 8
    /// The most bytes of one line turned into text for a frame.
    static let shownLineBytes = 16 << 10

    /// A pager on `source`, empty until the presenter hands it a view.
    init(_ source: PagerSource, words: Words = .english) {
        self.source = source
        self.words = words
        // The first read asks for the end while the end is in view (``reread(rows:growing:)``).
        view.showsEnd = source.opensAtEnd
    }

    /// Asks the presenter for `move`; moves that add up (two Downs in one read) do.
    private mutating func ask(_ move: PagerMove, rows: Int) {
        if case .lines(let earlier) = request?.move, case .lines(let more) = move {
            request = PagerRequest(move: .lines(earlier + more), rows: rows)
        } else {
            request = PagerRequest(move: move, rows: rows)
        }
    }

    /// Takes the view the presenter read; the request it answers is done.
    mutating func show(_ view: PagerView) {
        self.view = view
        request = nil
    }

    /// Asks for the view to be read again for `rows` text rows, unless a move is waiting or it
    /// was read for those rows already; whether it asked. The presenter calls it after a
    /// resize, and as a followed file grows.
    package mutating func reread(rows: Int, growing: Bool = false) -> Bool {
        guard request == nil, growing || view.rows != rows else { return false }
        // The end stays in view: a resize keeps it, and a followed file's new lines come into it.
        let staysAtEnd = view.showsEnd && (!growing || source.follows)
        request = PagerRequest(move: staysAtEnd ? .end : .reread, rows: rows)
        return true
    }

    /// A search line key: typed text and edits go into it, Enter searches (an empty Enter
    /// searches again for the last text); `false` for a key that is the alert's (Escape, Tab).
    private mutating func takeSearchKey(_ key: Key, command: AlertCommand?, rows: Int) -> Bool {
        guard var line = search else { return false }
        switch (key, command) {
        case (.character(let scalar), nil) where !AlertState.isControl(scalar): line.insert(String(scalar))
        case (.paste(let text), _): line.insert(FieldsPart.pastable(text))
        case (_, .nextFieldOrDefaultButton?):
            search = nil
            if !line.text.isEmpty { pattern = line.text }
            if !pattern.isEmpty { ask(.find(pattern, forwards: !searchesBackwards), rows: rows) }
            return true
        case (_, let command?): guard line.edit(command) else { return false }
        default: break
        }
        search = line
        return true
    }

    /// The text rows in `frame` (the pager's rows less its status row).
    static func textRows(in frame: Rect) -> Int { max(1, frame.height - 1) }
}

extension LineEditor {
    /// Carries out a line-editing command; `false` for a command that is not one.
    mutating func edit(_ command: AlertCommand) -> Bool {
        switch command {
        case .cursorLeft: moveLeft()
        case .cursorRight: moveRight()
        case .cursorToStart: moveToStart()
        case .cursorToEnd: moveToEnd()
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteToEnd: deleteToEnd()
        case .deleteWordBackward: deleteWordBackward()
        default: return false
        }
        return true
    }
}

extension PagerPart: InputPart {
    /// One stop: the text.
    var focusStops: Int { 1 }
    static var kind: InputOrder.Kind { .pager }
    var takesFocusAtStart: Bool { true }
    /// Nothing to refuse: the pager is read, not answered.
    func refusal() -> Int? { nil }
    /// No answer of its own: the button chosen is the answer.
    var answers: [InputAnswer] { [] }
    var keyContext: KeyBindings.Context { search == nil ? .inPager : .inField }

    /// The arrows and page keys scroll, `/` and `?` open the search line, `n` and `N` search
    /// again, `w` wraps or unwraps, Enter chooses the default button.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        let rows = Self.textRows(in: context.layout.pagerFrame)
        if search != nil {
            return takeSearchKey(key, command: command, rows: rows) ? .handled : .ignored
        }
        switch command {
        case .scrollLineUp?: ask(.lines(-1), rows: rows)
        case .scrollLineDown?: ask(.lines(1), rows: rows)
        case .scrollPageUp?: ask(.lines(-rows), rows: rows)
        case .scrollPageDown?: ask(.lines(rows), rows: rows)
        case .scrollToTop?: ask(.start, rows: rows)
        case .scrollToBottom?: ask(.end, rows: rows)
        case .cursorLeft?: if !wraps { column = max(0, column - Self.sidewaysStep) }
        case .cursorRight?: if !wraps { column += Self.sidewaysStep }
        case .toggleWrap?:
            wraps.toggle()
            column = 0
        case .openSearch?, .openSearchBackwards?:
            search = LineEditor()
            searchesBackwards = command == .openSearchBackwards
        case .findNext?, .findPrevious?:
            guard !pattern.isEmpty else { return .handled }
            ask(.find(pattern, forwards: searchesBackwards == (command == .findPrevious)), rows: rows)
        case .chooseDefaultButton?: return .chooseDefaultButton
        default: return .ignored
        }
        return .handled
    }

    /// Escape closes the search line before it cancels the alert.
    mutating func takeBack(_ context: InputContext) -> Bool {
        guard search != nil else { return false }
        search = nil
        return true
    }
}

// MARK: - Reading a view

extension PagerPart {
    /// The view `request` leads to from `current`, read through `scan`: the presenter's half of
    /// a move. A search that finds nothing keeps the view and says so, in `words`.
    package static func view(
        for request: PagerRequest, after current: PagerView, scan: LineScan, words: Words = .english
    ) -> PagerView {
        var view = current
        view.notice = nil
        view.rows = request.rows
        let last = scan.lastTop(rows: request.rows)
        var top = min(current.top, scan.size)
        var line = current.topLine
        switch request.move {
        case .lines(let count):
            top = scan.move(from: top, by: count, rows: request.rows).top
            // Counted again by the presenter: a line longer than ``LineScan/longestLine`` is
            // moved through in pieces that are not lines.
            line = nil
        case .start:
            top = 0
            line = 0
        case .end:
            top = last
            line = nil
        case .find(let text, let forwards):
            let from = forwards ? (scan.lineStart(after: top).map { $0 - 1 } ?? scan.size) : top
            if let match = scan.find(Array(text.utf8), from: from, forwards: forwards) {
                top = scan.lineStart(holding: match)
                line = nil
            } else {
                view.notice = words(.notFound, text)
            }
        case .reread:
            if top > last {
                top = last
                line = nil
            }
        }
        view.top = top
        view.topLine = top == 0 ? 0 : line
        view.bytes = scan.read(top, min(windowSize, scan.size - top))
        view.size = scan.size
        view.showsEnd = top >= last
        return view
    }
}

// MARK: - Drawing

extension PagerPart {
    /// The lines of the view as text rows for `width` columns and `rows` rows: wrapped, or
    /// scrolled sideways; at the end, the last rows. Also which lines they show, counted from
    /// the top line: the first, and one past the last; and the byte offset after the last.
    func screen(width: Int, rows: Int) -> (rows: [String], firstLine: Int, endLine: Int, endOffset: Int) {
        var shown: [(line: Int, text: String)] = []
        var ends: [Int] = []
        var start = 0
        var line = 0
        let bytes = view.bytes
        let complete = view.top + bytes.count >= view.size
        // At the end every line of the view is laid out, to show the last rows; elsewhere only
        // as many as fill the screen.
        while start < bytes.count, view.showsEnd || shown.count < rows {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? bytes.count
            if newline == nil, !complete, line > 0 { break }
            var text = Self.inert(bytes[start..<end])
            if !wraps { text = Self.dropColumns(column, of: text) }
            for piece in wraps ? Self.wrap(text, width: width) : [TextLayout.prefix(of: text, fitting: width)] {
                shown.append((line, piece))
            }
            ends.append(view.top + min(bytes.count, end + 1))
            start = end + 1
            line += 1
        }
        if view.showsEnd, shown.count > rows { shown.removeFirst(shown.count - rows) }
        if shown.count > rows { shown.removeLast(shown.count - rows) }
        guard let first = shown.first, let last = shown.last else { return ([], 0, 0, view.top) }
        return (shown.map(\.text), first.line, last.line + 1, ends[last.line])
    }

    /// A line's bytes as text that is safe to draw: invalid UTF-8 as `�`, controls and escape
    /// sequences shown (`^[`), tabs expanded; a carriage return before the newline dropped.
    package static func inert(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes.prefix(shownLineBytes)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return Sanitizer.displayable(String(decoding: line, as: UTF8.self), keepNewlines: false)
    }

    /// `text` without its first `columns` columns (a wide character cut in two goes whole).
    static func dropColumns(_ columns: Int, of text: String) -> String {
        guard columns > 0 else { return text }
        var used = 0
        var index = text.startIndex
        while index < text.endIndex, used < columns {
            used += DisplayWidth.of(text[index])
            index = text.index(after: index)
        }
        return String(text[index...])
    }

    /// `text` cut into rows of at most `width` columns, at the edge, as a terminal wraps.
    static func wrap(_ text: String, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width, !row.isEmpty {
                rows.append(row)
                row = ""
                used = 0
            }
            row.append(character)
            used += columns
        }
        rows.append(row)
        return rows
    }

    /// What the status row says of the position: `lines 120–140 of 5,000 · 42%`; a count not
    /// yet finished is marked (`5,000+`), and a stream still coming says so.
    func position(firstLine: Int, endLine: Int, endOffset: Int) -> String {
        guard view.size > 0 else { return words(view.isComplete ? .pagerEmpty : .pagerWaiting) }
        let percent = Int(Double(endOffset) / Double(view.size) * 100)
        var said = ""
        if let top = view.topLine {
            let total =
                view.linesCounted ? Self.grouped(view.lines) : Self.grouped(max(view.lines, top + endLine)) + "+"
            said = words(.pagerLines, Self.grouped(top + firstLine + 1), Self.grouped(top + endLine), total) + " · "
        } else if !view.linesCounted {
            said = words(.pagerCounting) + " · "
        }
        said += "\(percent)%"
        if !view.isComplete { said += " · " + words(.pagerStillReading) }
        return said
    }

    /// Characters as a search compares them: letters in either case when there are no capitals
    /// (``LineScan/find(_:from:forwards:)``'s rule).
    static func comparable(_ characters: [Character], folding: Bool) -> [Character] {
        guard folding else { return characters }
        return characters.map { $0.isASCII && $0.isUppercase ? Character($0.lowercased()) : $0 }
    }

    /// Whether a search for `pattern` matches letters in either case: it has no ASCII capitals.
    static func folds(_ pattern: String) -> Bool { !pattern.contains { $0.isASCII && $0.isUppercase } }

    /// Draws the matches of `sought` in the row `text` (at `x`, `y`) in reverse video, as the
    /// search found them; a match split by wrapping is not marked.
    private func markMatches(
        of sought: [Character], in text: String, x: Int, y: Int, limit: Int, on canvas: inout Frame
    ) {
        let shown = Array(text)
        let compared = Self.comparable(shown, folding: Self.folds(pattern))
        guard compared.count >= sought.count else { return }
        var column = x
        var index = 0
        while index <= compared.count - sought.count {
            if compared[index..<(index + sought.count)].elementsEqual(sought) {
                let match = String(shown[index..<(index + sought.count)])
                column = canvas.draw(match, x: column, y: y, style: CellStyle(reverse: true), limit: limit)
                index += sought.count
            } else {
                column += DisplayWidth.of(shown[index])
                index += 1
            }
        }
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// Draws the text in `frame`'s rows and the status row under it: the search line while it
    /// is open, else a notice or the name, with the position on the right.
    func draw(in frame: Rect, focused: Bool, look: Look, into canvas: inout Frame) {
        guard frame.height > 0, frame.width > 0 else { return }
        let rows = Self.textRows(in: frame)
        let right = frame.x + frame.width
        let screen = screen(width: frame.width, rows: frame.height > 1 ? rows : 0)
        let sought = Self.comparable(Array(pattern), folding: Self.folds(pattern))
        for (index, text) in screen.rows.enumerated() {
            canvas.draw(text, x: frame.x, y: frame.y + index, style: CellStyle(), limit: right)
            if !sought.isEmpty {
                markMatches(of: sought, in: text, x: frame.x, y: frame.y + index, limit: right, on: &canvas)
            }
        }
        guard frame.height > 1 else { return }
        let statusY = frame.y + frame.height - 1
        canvas.fill(Rect(x: frame.x, y: statusY, width: frame.width, height: 1), style: CellStyle(reverse: true))
        let position = position(firstLine: screen.firstLine, endLine: screen.endLine, endOffset: screen.endOffset)
        if let search {
            let prompt = searchesBackwards ? "?" : "/"
            canvas.draw(prompt, x: frame.x, y: statusY, style: CellStyle(reverse: true))
            let line = Rect(x: frame.x + 1, y: statusY, width: frame.width - 1, height: 1)
            let cursor = AlertView.drawInput(search, secure: false, unicode: look.unicode, in: line, frame: &canvas)
            canvas.cursor = Frame.Position(x: cursor, y: statusY)
            return
        }
        var left = Sanitizer.displayable(source.name(in: words), keepNewlines: false)
        var leftStyle = CellStyle(bold: focused, reverse: true)
        var positionX = max(frame.x, right - DisplayWidth.of(position) - 1)
        if let notice = view.notice {
            // What happened matters more than where: the position gives way to it.
            left = Sanitizer.displayable(notice, keepNewlines: false)
            leftStyle = CellStyle(bold: true, reverse: true, foreground: look.theme.destructive)
            if frame.x + 1 + DisplayWidth.of(left) + 2 > positionX { positionX = right }
        }
        canvas.draw(
            TextLayout.truncate(left, to: max(0, positionX - frame.x - 2)), x: frame.x + 1, y: statusY,
            style: leftStyle)
        if positionX < right {
            canvas.draw(position, x: positionX, y: statusY, style: CellStyle(reverse: true), limit: right)
        }
    }
}

extension PagerPart {
    /// The pager as the layout sees it: the rows the rest of the alert leaves (at least a few
    /// text rows and the status row), as wide as the box may be.
    struct Layout: AlertPart {
        private let isShown: Bool
        private let askedRows: Int?
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 1 }
        var fewestRows: Int { min(rows, 4) }

        init(_ configuration: AlertConfiguration) {
            isShown = !configuration.pagers.isEmpty
            // Read from the array, not through an optional pager: start-up rule 5.
            askedRows = configuration.pagers.isEmpty ? nil : configuration.pagers[0].rows
        }

        func wantedWidth(_ context: LayoutContext) -> Int { isShown ? context.maximumContent : 0 }

        /// The whole screen's height: the layout shrinks it to what the other parts leave.
        mutating func measure(_ context: LayoutContext) {
            rows = isShown ? min(max(2, askedRows ?? .max), context.size.rows) : 0
        }

        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            guard isShown else { return }
            layout.pagerFrame = Rect(x: content.x, y: top, width: content.width, height: rows)
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            state.pager?.draw(
                in: layout.pagerFrame, focused: state.shownFocus == .input(.pager, 0), look: look, into: &frame)
        }
    }
}
