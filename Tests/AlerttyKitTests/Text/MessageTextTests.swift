import Testing

@testable import AlerttyKit

@Suite struct MessageTextTests {
    static var numbered: MessageText { MessageText((1...10).map { "line \($0)" }.joined(separator: "\r\n")) }

    @Test func windowsClampAtBothEndsAndSayHowFarThrough() {
        var numbered = Self.numbered
        let top = numbered.window(rows: 3, width: 20, scroll: .top)
        #expect(top == MessageText.Window(lines: ["line 1", "line 2", "line 3"], scroll: .top, percent: 0))
        let middle = numbered.window(rows: 3, width: 20, scroll: .fromTop(3))
        #expect(middle.lines == ["line 4", "line 5", "line 6"])
        #expect(middle.percent > 0 && middle.percent < 100)
        let past = numbered.window(rows: 3, width: 20, scroll: .fromTop(50))
        #expect(
            past == MessageText.Window(lines: ["line 8", "line 9", "line 10"], scroll: .fromBottom(0), percent: 100))
        let fromBottom = numbered.window(rows: 3, width: 20, scroll: .fromBottom(2))
        #expect(fromBottom.lines == ["line 6", "line 7", "line 8"])
        let beyondTop = numbered.window(rows: 3, width: 20, scroll: .fromBottom(40))
        #expect(beyondTop.scroll == .top && beyondTop.lines.first == "line 1")
    }

    @Test func wrappedLinesCountAsLines() {
        var text = MessageText("one two three four\nfive")
        #expect(text.lineCount(upTo: 10, width: 9) == 4)
        #expect(text.lineCount(upTo: 2, width: 9) == 2)
        #expect(text.lineCount(upTo: 5, width: 9) <= 4 && text.lineCount(upTo: 4, width: 9) > 3)
        #expect(text.window(rows: 2, width: 9, scroll: .fromTop(1)).lines == ["three", "four"])
    }

    @Test func hugeParagraphsAreCutIntoPiecesWithoutSplittingCharacters() {
        let long = String(repeating: "é", count: MessageText.chunkBytes)
        let paragraphs = MessageText.paragraphs(of: Array(long.utf8))
        #expect(paragraphs.count == 2)
        #expect(paragraphs.allSatisfy { $0.count <= MessageText.chunkBytes && $0.count % 2 == 0 })
    }

    @Test func controlsInTheMessageAreShownNotSent() {
        var message = MessageText("a\u{1B}[2Jb\tc")
        let window = message.window(rows: 1, width: 30, scroll: .top)
        #expect(window.lines == ["a^[[2Jb c"])
    }

    @Test func anEmptyMessageHasNoLines() {
        var empty = MessageText("")
        #expect(empty.isEmpty && empty.lineCount(upTo: 5, width: 10) == 0)
    }

    /// The wrapped paragraphs are kept as a run of neighbours; whatever order the windows are
    /// asked for in (down, a jump to the end, back up past the run's limit, a new width), each
    /// shows the lines of the whole message wrapped at once.
    @Test func windowsAreTheSameWhateverWasShownBefore() {
        let text = (1...9000).map { "paragraph \($0) " + String(repeating: "word ", count: $0 % 7) }.joined(
            separator: "\n")
        var message = MessageText(text)
        let asks: [(width: Int, scroll: MessageScroll)] =
            [
                (30, .top), (30, .fromTop(40)), (30, .fromBottom(0)), (30, .fromBottom(9000)), (30, .fromBottom(5000)),
                (30, .fromTop(12000)), (30, .fromBottom(2)), (22, .fromBottom(1)), (22, .fromTop(3)),
            ]
        let rows = 8
        for ask in asks {
            let all = TextLayout.wrap(text, width: ask.width)
            let start =
                switch ask.scroll {
                case .fromTop(let above): min(above, all.count - rows)
                case .fromBottom(let below): max(0, all.count - rows - below)
                }
            let shown = message.window(rows: rows, width: ask.width, scroll: ask.scroll).lines
            #expect(shown == Array(all[start..<start + rows]), "\(ask)")
        }
    }

    @Test func scrollMovesFromWhicheverEndItCountsFrom() {
        #expect(MessageScroll.fromTop(2).moved(by: -5) == .top)
        #expect(MessageScroll.fromBottom(0).moved(by: -3) == .fromBottom(3))
        #expect(MessageScroll.fromBottom(2).moved(by: 5) == .fromBottom(0))
    }
}

@Suite struct MessageScrollKeyTests {
    static let long = AlertConfiguration(
        message: (1...100).map { "Line \($0)" }.joined(separator: "\n"),
        buttons: [("Agree", .default), ("Decline", .cancel)])

    /// Presses keys, laying out after each as the run loop does, and returns the first visible line.
    func firstLine(after keys: [Key], rows: Int = 12) -> (line: String?, focus: Focus) {
        var state = AlertState(configuration: Self.long, size: TerminalSize(columns: 40, rows: rows))
        for key in keys { _ = state.handle(.key(key)) }
        return (state.layout.messageLines.first, state.focus)
    }

    @Test func upDownHomeEndAndPagesScrollALongMessage() {
        #expect(firstLine(after: [.down, .down]).line == "Line 3")
        #expect(firstLine(after: [.down, .down, .up]).line == "Line 2")
        // 12 rows: 7 lines of message, the indicator, a gap and the buttons inside the border.
        #expect(firstLine(after: [.end]).line == "Line 94")
        #expect(firstLine(after: [.end, .up]).line == "Line 93")
        #expect(firstLine(after: [.end, .home]).line == "Line 1")
        #expect(firstLine(after: [.pageDown]).line == "Line 7")
        #expect(firstLine(after: [.end, .down, .down, .up]).line == "Line 93")
    }

    @Test func scrollingLeavesTheFocusAndLeftRightStillMoveIt() {
        #expect(firstLine(after: [.down]).focus == .button(0))
        #expect(firstLine(after: [.right, .down]).focus == .button(1))
    }

    @Test func aMessageThatFitsLeavesUpAndDownToTheButtons() {
        #expect(firstLine(after: [.down], rows: 200).focus == .button(1))
    }
}
