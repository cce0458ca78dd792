import Testing

@testable import AlerttyKit

/// Style marks (dialog's `--colors` codes) from the text to the frame: zero columns wide, drawn
/// as attributes where the alert asks for it, dropped everywhere else.
@Suite struct StyleMarkTests {
    func marks(_ marks: StyleMark...) -> String { String(String.UnicodeScalarView(marks.map(\.scalar))) }
    /// U+FDEF: a noncharacter beside the marks that is none (a literal may not hold it).
    let otherNoncharacter = String(Character(Unicode.Scalar(0xFDEF)!))

    /// A configuration whose text carries marks, drawn as dialog --colors asks.
    func marked(title: String? = nil, message: String) -> AlertConfiguration {
        var configuration = AlertConfiguration(message: message)
        configuration.title = title
        configuration.appearance.drawsStyleMarks = true
        configuration.appearance.alignment = .left
        return configuration
    }

    /// The cell where `word` first starts on the frame.
    func cell(_ frame: Frame, _ word: String) -> Cell? { frame.cell(startingWith: word) }

    @Test func aMarkIsNoColumnAndIsDroppedUnlessKept() {
        let text = "a" + marks(.bold) + "b"
        #expect(DisplayWidth.of(text) == 2)
        #expect(TextLayout.wrap(text, width: 2) == [text], "it wraps as the two letters it shows")
        #expect(Sanitizer.displayable(text, keepNewlines: false) == "ab")
        #expect(Sanitizer.displayable(text, keepNewlines: false, keepingStyleMarks: true) == text)
        #expect(StyleMark.removed(from: text + otherNoncharacter) == "ab", "and the noncharacters beside them")
    }

    /// Only the nineteen marks are marks: not the scalars beside them, nor one whose low byte
    /// matches a mark's (U+FED3, an Arabic letter, is U+FDD3 plus 256).
    @Test func onlyTheMarksScalarsAreMarks() {
        #expect(StyleMark.allCases.allSatisfy { StyleMark($0.scalar) == $0 })
        for value: UInt32 in [0xFDCF, 0xFDE3, 0xFDEF, 0xFED3, 0x1FDD0, 0x41, 0x10FFFF] {
            #expect(StyleMark(Unicode.Scalar(value)!) == nil, "U+\(String(value, radix: 16))")
        }
        var attributes = MarkedAttributes()
        attributes.apply(marksIn: "\u{FED3}\u{FEE0}")
        #expect(attributes == MarkedAttributes())
    }

    @Test func eachMarkChangesOnlyItsAttributeAndNormalClearsThem() {
        var attributes = MarkedAttributes()
        attributes.apply(marksIn: marks(.bold, .underline, .reverse, .color3))
        #expect(attributes.bold && attributes.underline && attributes.reverse && attributes.color == 3)
        attributes.apply(marksIn: marks(.notUnderline, .notReverse))
        #expect(attributes.bold && !attributes.underline && !attributes.reverse && attributes.color == 3)
        attributes.apply(marksIn: marks(.notBold, .color6))
        #expect(!attributes.bold && attributes.color == 6)
        attributes.apply(.normal)
        #expect(attributes == MarkedAttributes())
    }

    /// Read from raw bytes (the message's paragraphs above the window) as from the text:
    /// other characters that start with the same byte (a BOM, U+FDEF) change nothing.
    @Test func marksReadFromBytesAreTheMarksReadFromText() {
        let text = "x\u{FEFF}" + marks(.bold, .color2) + otherNoncharacter + "é" + marks(.notBold) + "\u{EFFF}"
        var fromText = MarkedAttributes()
        fromText.apply(marksIn: text)
        var fromBytes = MarkedAttributes()
        fromBytes.apply(marksAmong: Array(text.utf8)[...])
        #expect(fromText == fromBytes && fromText.color == 2 && !fromText.bold)
        var cut = MarkedAttributes()
        cut.apply(marksAmong: Array(text.utf8).dropLast(3)[...].dropLast())
        #expect(cut.color == 2, "a mark cut short at the end is no mark")
    }

    /// The marks' attributes run on across wrapped lines until a mark ends them, and the text
    /// wraps as it would without them.
    @Test func attributesRunOnAcrossWrappedLinesUntilChanged() {
        let message =
            "plain " + marks(.bold) + "loud" + marks(.notBold) + " and " + marks(.color2)
            + "green words running on to the next line" + marks(.normal) + " quiet"
        let frame = AlertView.frame(
            for: AlertState(configuration: marked(message: message)), size: TerminalSize(columns: 40, rows: 12))
        #expect(cell(frame, "loud")?.style.bold == true)
        #expect(cell(frame, "plain")?.style == CellStyle())
        #expect(cell(frame, "and")?.style.bold == false)
        #expect(cell(frame, "green")?.style.foreground == .ansi(2))
        #expect(cell(frame, "line")?.style.foreground == .ansi(2), "on the next line too:\n\(frame.text)")
        #expect(cell(frame, "quiet")?.style == CellStyle())
        var unmarked = marked(message: StyleMark.removed(from: message))
        unmarked.appearance.drawsStyleMarks = false
        let plainFrame = AlertView.frame(
            for: AlertState(configuration: unmarked), size: TerminalSize(columns: 40, rows: 12))
        #expect(frame.text == plainFrame.text, "the same words in the same places")
    }

    /// A message scrolled to its end draws its first line in view with what the marks above it set.
    @Test func aScrolledMessageKeepsWhatTheMarksAboveItSet() {
        let lines = (1...30).map { "line \($0)" }
        let message = marks(.underline) + lines.joined(separator: "\n")
        var state = AlertState(configuration: marked(message: message))
        _ = state.handle(.resize(TerminalSize(columns: 40, rows: 10)))
        _ = state.handle(.key(.end))
        let frame = AlertView.frame(for: state)
        #expect(cell(frame, "line 30")?.style.underline == true, "\(frame.text)")
        #expect(cell(frame, "line 1 ") == nil)
    }

    /// A colour that would not read on the background is made readable: on black, red becomes
    /// its bright twin; green reads as it is.
    @Test func aMarkedColorIsMadeReadableOnTheBackground() {
        let message = marks(.color1) + "red" + marks(.color2) + " green"
        let look = Look(
            appearance: marked(message: message).appearance,
            terminal: TerminalProfile(family: .xterm, colorMode: .ansi16), background: .black)
        let frame = AlertView.frame(
            for: AlertState(configuration: marked(message: message)), size: TerminalSize(columns: 40, rows: 12),
            look: look)
        #expect(cell(frame, "red")?.style.foreground == .ansi(9))
        #expect(cell(frame, "green")?.style.foreground == .ansi(2))
    }

    /// Each item's marks start afresh, in a dialect's menu as in dialog; the title's are its own.
    @Test func itemsAndTheTitleStartAfresh() {
        var configuration = marked(title: marks(.color1) + "Heading", message: "Pick")
        var list = ChoiceList(
            [
                ChoiceList.Item("a", detail: marks(.bold) + "first"), ChoiceList.Item("b", detail: "second"),
            ], allowsMultiple: false)
        list.keys = .typeAhead(marks: false, takesEnd: true)
        configuration.choices = list
        let frame = AlertView.frame(
            for: AlertState(configuration: configuration), size: TerminalSize(columns: 40, rows: 14))
        #expect(
            cell(frame, "Heading")?.style.foreground == .ansi(1) || cell(frame, "Heading")?.style.foreground == .ansi(9)
        )
        #expect(cell(frame, "Pick")?.style.foreground == nil, "the title's colour stays in the title")
        #expect(cell(frame, "first")?.style.bold == true)
        #expect(cell(frame, "second")?.style.bold == false, "\(frame.text)")
    }

    /// Where the alert does not draw marks (every alert but dialog's --colors), a mark in its
    /// text changes nothing: it is dropped, and so is it from plain mode's lines.
    @Test func marksAreDroppedWhereNotDrawn() {
        var configuration = marked(title: marks(.bold) + "Title", message: "a" + marks(.reverse) + "b")
        configuration.appearance.drawsStyleMarks = false
        let frame = AlertView.frame(
            for: AlertState(configuration: configuration), size: TerminalSize(columns: 40, rows: 12))
        #expect(cell(frame, "ab")?.style.reverse == false)
        #expect(!frame.text.joined().unicodeScalars.contains { StyleMark.reserved.contains($0.value) })
        configuration.appearance.drawsStyleMarks = true
        let introduction = PlainConversation(configuration: configuration).introduction
        #expect(introduction == "Title\n\nab\n\n", "plain lines never carry a mark")
    }
}
