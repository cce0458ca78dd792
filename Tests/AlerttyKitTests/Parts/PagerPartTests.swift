import Testing

@testable import AlerttyKit

/// The pager's lines found a piece at a time, its keys, and what it draws, with the
/// presenter's half played by a text in memory.
@Suite struct PagerPartTests {
    /// `count` numbered lines: `line 1` to `line N`, each ending in a newline.
    static func numbered(_ count: Int) -> [UInt8] {
        Array((1...count).map { "line \($0)\n" }.joined().utf8)
    }

    static func scan(_ text: [UInt8]) -> LineScan {
        LineScan(size: text.count) { offset, count in Array(text[offset..<min(text.count, offset + count)]) }
    }

    /// An alert with a pager over `text`, on a terminal of `columns` by `rows`, its first view read.
    static func alert(_ text: [UInt8], columns: Int = 40, rows: Int = 12, follows: Bool = false) -> AlertState {
        let configuration = AlertConfiguration(title: "Log", buttons: [("Close", .default)]).with {
            $0.pager = PagerSource(.file("install.log"), follows: follows)
            $0.inputOrder.note(.pager)
            $0.appearance.maximumWidth = .max
            // The pager's rows as the screen leaves them, without the line of keys.
            $0.appearance.keyHelp = .never
        }
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: columns, rows: rows))
        serve(&state, text)
        return state
    }

    /// What the presenter does after each event: reads the move asked for (or the view again
    /// after a resize), with every line counted.
    static func serve(_ state: inout AlertState, _ text: [UInt8], growing: Bool = false) {
        _ = state.rereadPager(growing: growing)
        guard let pager = state.pager, let request = pager.request else { return }
        var view = PagerPart.view(for: request, after: pager.view, scan: scan(text))
        view.lines = LineScan.countLines(in: text)
        view.linesCounted = true
        if view.topLine == nil { view.topLine = LineScan.countLines(in: Array(text[..<view.top])) }
        _ = state.handle(.pager(view))
    }

    static func press(_ keys: [Key], _ state: inout AlertState, _ text: [UInt8]) {
        for key in keys {
            _ = state.handle(.key(key))
            serve(&state, text)
        }
    }

    static func screen(_ state: AlertState) -> [String] {
        AlertView.frame(for: state, size: state.size).text
    }

    static func status(_ state: AlertState) -> String {
        let frame = state.layout.pagerFrame
        return screen(state)[frame.y + frame.height - 1]
    }

    // MARK: Lines found a piece at a time

    /// A search of a large file asks after each piece whether to give up (a signal waits), so
    /// Ctrl-C is not kept waiting for the end of a gigabyte; it stops reading at once.
    @Test(arguments: [true, false])
    func aSearchGivesUpBetweenPiecesWhenAskedTo(forwards: Bool) {
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: 8 * LineScan.searchPiece) + Array("needle".utf8)
        var reads = 0
        let scan = LineScan(
            size: text.count,
            read: { offset, count in
                reads += 1
                return Array(text[offset..<min(text.count, offset + count)])
            },
            givesUp: { reads >= 2 })
        let from = forwards ? -1 : text.count
        #expect(scan.find(Array("needle".utf8), from: from, forwards: forwards) == (forwards ? nil : text.count - 6))
        #expect(reads <= 2)
        #expect(Self.scan(text).find(Array("needle".utf8), from: -1, forwards: true) == text.count - 6)
    }

    @Test func lineStartsAreFoundForwardsAndBackwards() {
        let scan = Self.scan(Array("ab\ncd\n\nef".utf8))
        #expect(scan.lineStart(after: 0) == 3)
        #expect(scan.lineStart(after: 3) == 6)
        #expect(scan.lineStart(after: 6) == 7)
        #expect(scan.lineStart(after: 7) == nil)
        #expect(scan.lineStart(before: 7) == 6)
        #expect(scan.lineStart(before: 3) == 0)
        #expect(scan.lineStart(before: 0) == nil)
        #expect(scan.lineStart(holding: 4) == 3)
    }

    @Test func theLastScreenEndsWithTheLastLineWhetherOrNotANewlineEndsIt() {
        #expect(Self.scan(Self.numbered(10)).lastTop(rows: 3) == Self.numbered(10).count - 22)
        let unfinished = Array("a\nb\nc".utf8)
        #expect(Self.scan(unfinished).lastTop(rows: 2) == 2)
        #expect(Self.scan(unfinished).lastTop(rows: 10) == 0)
        #expect(Self.scan([]).lastTop(rows: 5) == 0)
    }

    @Test func aMoveStopsAtTheFirstLineAndTheLastScreen() {
        let scan = Self.scan(Self.numbered(10))
        #expect(scan.move(from: 0, by: -3, rows: 4) == (0, 0))
        let down = scan.move(from: 0, by: 100, rows: 4)
        #expect(down.moved == 6 && down.top == scan.lastTop(rows: 4))
    }

    @Test func aLineWithoutANewlineIsTakenInBoundedPieces() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: LineScan.longestLine * 2 + 10)
        let scan = Self.scan(long)
        #expect(scan.lineStart(after: 0) == LineScan.longestLine)
        #expect(scan.lineStart(holding: long.count - 1) == long.count - 1 - LineScan.longestLine)
    }

    @Test func searchFindsForwardsBackwardsAndAcrossPieces() {
        var text = [UInt8](repeating: UInt8(ascii: "."), count: LineScan.searchPiece + 5)
        text.replaceSubrange((LineScan.searchPiece - 2)..<(LineScan.searchPiece + 3), with: Array("Hello".utf8))
        let scan = Self.scan(text)
        #expect(scan.find(Array("hello".utf8), from: 0, forwards: true) == LineScan.searchPiece - 2)
        #expect(scan.find(Array("Hello".utf8), from: text.count, forwards: false) == LineScan.searchPiece - 2)
        // A capital asks for that case exactly.
        #expect(scan.find(Array("HELLO".utf8), from: 0, forwards: true) == nil)
        #expect(scan.find(Array("hello".utf8), from: LineScan.searchPiece - 2, forwards: true) == nil)
        #expect(scan.find(Array("hello".utf8), from: LineScan.searchPiece - 2, forwards: false) == nil)
    }

    @Test func linesAreCountedByTheirNewlines() {
        #expect(LineScan.countLines(in: Self.numbered(1234)) == 1234)
        #expect(LineScan.countLines(in: []) == 0)
    }

    // MARK: Keys

    @Test func thePagerTakesTheFocusAndTheRowsTheScreenLeaves() {
        let state = Self.alert(Self.numbered(100))
        #expect(state.focus == .input(.pager, 0))
        // Title, gap, pager, gap, button, and the border's two rows.
        #expect(state.layout.pagerFrame.height == 12 - 2 - 4)
        #expect(Self.screen(state)[3].contains("line 1 "))
        #expect(Self.status(state).contains("lines 1–5 of 100 · 4%"))
    }

    @Test func arrowsPagesHomeAndEndScroll() {
        let text = Self.numbered(100)
        var state = Self.alert(text)
        Self.press([.down, .down], &state, text)
        #expect(Self.status(state).contains("lines 3–7 of 100"))
        Self.press([.pageDown], &state, text)
        #expect(Self.status(state).contains("lines 8–12 of 100"))
        Self.press([.up], &state, text)
        #expect(Self.status(state).contains("lines 7–11 of 100"))
        Self.press([.end], &state, text)
        #expect(Self.status(state).contains("lines 96–100 of 100 · 100%"))
        #expect(state.pager?.view.showsEnd == true)
        Self.press([.down], &state, text)
        #expect(Self.status(state).contains("lines 96–100 of 100"))
        Self.press([.home], &state, text)
        #expect(Self.status(state).contains("lines 1–5 of 100"))
    }

    @Test func searchOpensALineFindsAndSaysWhenNothingMatches() {
        let text = Self.numbered(100)
        var state = Self.alert(text)
        Self.press([.character("/")], &state, text)
        #expect(Self.status(state).contains("/"))
        Self.press("line 42".unicodeScalars.map { .character($0) } + [.enter], &state, text)
        #expect(Self.screen(state)[3].contains("line 42"))
        #expect(Self.status(state).contains("lines 42–46"))
        // No later line holds it: the view stays, saying so (the notice before the position).
        Self.press([.character("n")], &state, text)
        #expect(Self.status(state).contains("Not found: line 42"))
        #expect(Self.screen(state)[3].contains("line 42"))
        Self.press([.character("/"), .character("z"), .enter], &state, text)
        #expect(Self.status(state).contains("Not found: z"))
        // Enter on its own searches again for the last text, backwards after `?`.
        Self.press([.character("?"), .paste("line 7"), .enter], &state, text)
        #expect(Self.screen(state)[3].contains("line 7"))
        Self.press([.character("N")], &state, text)
        #expect(Self.status(state).contains("lines 70–74"))
    }

    @Test func matchesInViewAreMarkedInReverseVideo() {
        let text = Array("alpha Beta\nbeta gamma beta\n".utf8)
        var state = Self.alert(text)
        Self.press([.character("/")] + "beta".unicodeScalars.map { .character($0) } + [.enter], &state, text)
        let frame = AlertView.frame(for: state, size: state.size)
        let row = state.layout.pagerFrame.y + 0
        let x = state.layout.pagerFrame.x
        // The search went on to the next line holding it; both of that line's matches are marked.
        #expect(Self.screen(state)[row].contains("beta gamma beta"))
        #expect(frame[x, row].style.reverse && frame[x + 3, row].style.reverse)
        #expect(!frame[x + 4, row].style.reverse)
        #expect(frame[x + 11, row].style.reverse)
    }

    @Test func escapeClosesTheSearchLineBeforeItCancels() {
        let text = Self.numbered(10)
        let configuration = AlertConfiguration(title: "Log", buttons: [("Close", .default), ("Cancel", .cancel)])
            .with {
                $0.pager = PagerSource(.standardInput)
                $0.inputOrder.note(.pager)
            }
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 40, rows: 12))
        Self.serve(&state, text)
        Self.press([.character("/"), .character("q")], &state, text)
        #expect(state.handle(.key(.escape)) == .none)
        #expect(state.pager?.search == nil)
        #expect(state.handle(.key(.escape)) == .finish(.chosen(1)))
    }

    @Test func enterInThePagerChoosesTheDefaultButtonAndTabLeavesIt() {
        var state = Self.alert(Self.numbered(10))
        #expect(state.handle(.key(.tab)) == .none)
        #expect(state.focus == .button(0))
        state = Self.alert(Self.numbered(10))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
    }

    @Test func wrappingTurnsOffAndLeftAndRightThenScrollSideways() {
        let text = Array((String(repeating: "abcdefghij", count: 6) + "\nshort\n").utf8)
        var state = Self.alert(text, columns: 30)
        #expect(Self.screen(state)[4].contains("abcdefghij"))
        #expect(Self.status(state).contains("lines 1–2 of 2"))
        Self.press([.character("w")], &state, text)
        #expect(Self.screen(state)[4].contains("short"))
        Self.press([.right], &state, text)
        #expect(Self.screen(state)[3].contains("│  ijabcdefghijab"))
        Self.press([.left, .left], &state, text)
        #expect(Self.screen(state)[3].contains("│  abcdefghijabcd"))
    }

    @Test func textFromTheFileIsShownInert() {
        let text: [UInt8] = Array("a\u{1B}]0;title\u{07}b\tc\r\n".utf8) + [0xFF, 0xFE] + Array(" \u{1B}[2J\n".utf8)
        let state = Self.alert(text)
        let rows = Self.screen(state)
        #expect(rows[3].contains("a^[]0;title^Gb  c "))
        #expect(rows[4].contains("�� ^[[2J"))
        #expect(!rows.joined().unicodeScalars.contains { $0.value < 0x20 })
    }

    // MARK: Following

    @Test func aFollowedFileStaysAtItsEndWhileTheEndIsInView() {
        var text = Self.numbered(3)
        var state = Self.alert(text, follows: true)
        text += Array("line 4\nline 5\nline 6\nline 7\n".utf8)
        Self.serve(&state, text, growing: true)
        #expect(Self.status(state).contains("lines 3–7 of 7"))
        Self.press([.home], &state, text)
        text += Array("line 8\n".utf8)
        Self.serve(&state, text, growing: true)
        #expect(Self.status(state).contains("lines 1–5 of 8"))
    }

    @Test func aResizeReadsTheViewForItsRows() {
        let text = Self.numbered(100)
        var state = Self.alert(text)
        Self.press([.end], &state, text)
        _ = state.handle(.resize(TerminalSize(columns: 40, rows: 20)))
        Self.serve(&state, text)
        #expect(Self.status(state).contains("lines 88–100 of 100"))
    }

    @Test func positionsAreGroupedAndAnUnfinishedCountSaysSo() {
        #expect(PagerPart.grouped(1_234_567) == "1,234,567")
        #expect(PagerPart.grouped(999) == "999")
        var view = PagerView()
        view.size = 100
        view.lines = 40
        view.linesCounted = false
        view.isComplete = false
        view.topLine = 0
        var part = PagerPart(PagerSource(.standardInput))
        part.show(view)
        #expect(part.position(firstLine: 0, endLine: 5, endOffset: 50) == "lines 1–5 of 40+ · 50% · still reading")
        view.topLine = nil
        part.show(view)
        #expect(part.position(firstLine: 0, endLine: 5, endOffset: 50) == "counting lines · 50% · still reading")
    }
}
