import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct TextAreaTests {
    /// An alert with one text area labelled Notes (configured by `change`), and Cancel and Save.
    static func notes(_ change: (inout AlertField) -> Void = { _ in }) -> AlertConfiguration {
        var area = AlertField(label: "Notes")
        change(&area)
        return AlertConfiguration(
            title: "Release notes", buttons: [("Cancel", .cancel), ("Save", .default)]
        ).with {
            $0.textAreas = [area]
            $0.inputOrder.note(.textAreas)
        }
    }

    static let size = TerminalSize(columns: 60, rows: 24)

    func opened(_ configuration: AlertConfiguration = notes()) -> AlertState {
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(Self.size))
        return state
    }

    func press(_ keys: Key..., into state: inout AlertState) -> Effect {
        var effect = Effect.none
        for key in keys { effect = state.handle(.key(key)) }
        return effect
    }

    func picture(_ state: AlertState, unicode: Bool = true) -> String {
        let frame = AlertView.frame(
            for: state, look: Look(appearance: state.configuration.appearance, unicode: unicode))
        var lines = frame.text.drop { $0.isEmpty }.map { $0 }
        while lines.last == "" { lines.removeLast() }
        let margin = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n") + "\n"
    }

    @Test func theAreaTakesTheFocusAndEnterStartsANewLine() {
        var state = opened()
        #expect(state.focus == .input(.textAreas, 0))
        type("first", into: &state)
        #expect(press(.enter, into: &state) == .none)
        type("second", into: &state)
        #expect(state.texts == ["first\nsecond"])
        #expect(state.answers.map(\.value) == [.text("first\nsecond", isSecret: false)])
    }

    @Test func ctrlDAndAltEnterChooseTheDefaultButtonAndEscapeCancels() {
        for key in [Key.control("d"), .alt(.enter)] {
            var state = opened()
            type("done", into: &state)
            #expect(press(key, into: &state) == .finish(.chosen(1)))
        }
        var state = opened()
        type("x", into: &state)
        #expect(press(.escape, into: &state) == .finish(.chosen(0)))
    }

    @Test func tabLeavesTheAreaForTheDefaultButton() {
        var state = opened()
        _ = press(.tab, into: &state)
        #expect(state.focus == .button(1))
    }

    @Test func aPasteGoesInWholeWithItsLineBreaksAndNeverPressesAButton() {
        var state = opened()
        let effect = press(.paste("one\r\ntwo\rthree\n\u{1B}[31mred\tend\r"), into: &state)
        #expect(effect == .none)
        #expect(state.texts == ["one\ntwo\nthree\n[31mred    end\n"])
        #expect(state.textAreas.texts[0].count == state.texts[0].count)
    }

    @Test func typingShowsAtOnce() {
        var state = opened()
        let before = state.revision
        type("a", into: &state)
        #expect(state.revision.change(since: before) == .everything)
        #expect(picture(state).contains("│ a"))
    }

    @Test func backspaceAtALineStartJoinsTheLinesAndDeleteAtItsEndToo() {
        var state = opened(Self.notes { $0.initialValue = "ab\ncd" })
        _ = press(.up, into: &state)  // from the end of cd to the end of ab
        _ = press(.delete, into: &state)
        #expect(state.texts == ["abcd"])
        _ = press(.enter, .down, .home, .backspace, into: &state)
        #expect(state.texts == ["abcd"])
        #expect(state.textAreas.texts[0].column == 2)
    }

    @Test func leftAndRightCrossLineBreaks() {
        var state = opened(Self.notes { $0.initialValue = "ab\ncd" })
        _ = press(.home, .left, into: &state)
        type("!", into: &state)
        #expect(state.texts == ["ab!\ncd"])
        _ = press(.right, .right, into: &state)
        type("?", into: &state)
        #expect(state.texts == ["ab!\nc?d"])
    }

    @Test func linesWrapByGraphemeAtTheWidth() {
        let text = TextAreaText("abcdef한국👍🏽é")
        // Width 4: abcd | ef한 | 국👍🏽 | é  (wide characters never split).
        #expect(text.rowStarts(of: 0, width: 4) == [0, 4, 7, 9])
        // A full last row leaves a row for the cursor after it.
        #expect(TextAreaText("abcd").rowStarts(of: 0, width: 4) == [0, 4])
        #expect(TextAreaText("abc").rowStarts(of: 0, width: 4) == [0])
        #expect(TextAreaText("").rowStarts(of: 0, width: 4) == [0])
        // At a space when the row has one: "one " | "two " | "three" ; a long word by grapheme.
        #expect(TextAreaText("one two three").rowStarts(of: 0, width: 6) == [0, 4, 8])
        #expect(TextAreaText("a abcdefgh").rowStarts(of: 0, width: 4) == [0, 2, 6, 10])
        // A wide character after a word moved down still fits its row.
        #expect(TextAreaText("a bcd한").rowStarts(of: 0, width: 4) == [0, 2, 5])
    }

    @Test func upAndDownMoveByDisplayRowsKeepingTheColumn() {
        var text = TextAreaText("abcdefghij\nxy\n0123456789")
        // Width 4: abcd efgh ij | xy | 0123 4567 89; the cursor at the end, after 89.
        #expect(text.cursorRow(width: 4).row == .init(line: 2, row: 2))
        _ = text.edit(.cursorToStart, page: 3, width: 4)
        _ = text.edit(.cursorRight, page: 3, width: 4)
        _ = text.edit(.cursorUp, page: 3, width: 4)
        #expect(text.line == 1 && text.column == 1)
        _ = text.edit(.cursorUp, page: 3, width: 4)
        #expect(text.line == 0 && text.column == 9)  // row "ij", column 1
        _ = text.edit(.cursorUp, page: 3, width: 4)
        #expect(text.line == 0 && text.column == 5)  // row "efgh", column 1
        _ = text.edit(.cursorPageDown, page: 3, width: 4)
        #expect(text.line == 1 && text.column == 1)
        _ = text.edit(.cursorDown, page: 3, width: 4)
        _ = text.edit(.cursorDown, page: 3, width: 4)
        _ = text.edit(.cursorDown, page: 3, width: 4)
        #expect(text.line == 2 && text.column == 9)
        // Past the last row, to the end; past the first, to the start.
        _ = text.edit(.cursorDown, page: 3, width: 4)
        #expect(text.line == 2 && text.column == 10)
        for _ in 0..<8 { _ = text.edit(.cursorUp, page: 3, width: 4) }
        #expect(text.line == 0 && text.column == 0)
    }

    @Test func aLongLineWrapsInSegmentsThatTheCursorCrosses() {
        let length = TextAreaText.segmentLength
        var text = TextAreaText(String(repeating: "x", count: length * 2 + 10))
        #expect(text.segmentCount(of: 0) == 3)
        // A segment is wrapped on its own: only its own rows, never the line's.
        #expect(text.rowStarts(of: 0, segment: 0, width: 100).last == 2000)
        #expect(text.rowStarts(of: 0, segment: 1, width: 100) == Array(stride(from: length, to: 2 * length, by: 100)))
        #expect(text.cursorRow(width: 100).row == .init(line: 0, segment: 2, row: 0))
        _ = text.edit(.cursorUp, page: 5, width: 100)
        #expect(text.column == length + 2000 + 10)
        _ = text.edit(.cursorDown, page: 5, width: 100)
        #expect(text.column == 2 * length + 10)
        text.scroll(width: 100, height: 5)
        #expect(text.top == .init(line: 0, segment: 1, row: 17))
        let exact = TextAreaText(String(repeating: "y", count: length * 2))
        #expect(exact.cursorRow(width: 100).row == .init(line: 0, segment: 1, row: 20))
    }

    @Test func theCursorStaysInViewAsTheTextGrowsAndShrinks() throws {
        var state = opened()
        for line in 1...12 {
            type("line \(line)", into: &state)
            if line < 12 { _ = press(.enter, into: &state) }
        }
        let text = picture(state)
        #expect(text.contains("line 12") && text.contains("line 8") && !text.contains("line 7"))
        #expect(text.contains("↑ line 8"))
        let frame = AlertView.frame(for: state)
        let cursor = try #require(frame.cursor)
        let row = frame.text[cursor.y]
        #expect(row.contains("line 12"))
        _ = press(.pageUp, .pageUp, .pageUp, into: &state)
        #expect(picture(state).contains("line 1\n") || picture(state).contains("line 1 "))
        #expect(picture(state).contains("↓"))
        // Deleting lines above the view brings the top back within the text.
        _ = press(.control("d"), into: &state)
    }

    @Test func theTopStaysValidWhenLinesGo() {
        var text = TextAreaText(String(repeating: "x\n", count: 30))
        text.scroll(width: 10, height: 5)
        #expect(text.top == .init(line: 26, row: 0))
        text.replace(with: "short")
        text.scroll(width: 10, height: 5)
        #expect(text.top == .init(line: 0, row: 0))
    }

    @Test func maxLengthCountsLineBreaksAndCutsAPaste() {
        var state = opened(Self.notes { $0.maximumLength = 5 })
        _ = press(.paste("ab\ncdef"), into: &state)
        #expect(state.texts == ["ab\ncd"])
        type("z", into: &state)
        _ = press(.enter, into: &state)
        #expect(state.texts == ["ab\ncd"])
    }

    @Test func aRequiredEmptyAreaRefusesTheButtonAndSaysSo() {
        var state = opened(Self.notes { $0.isRequired = true })
        #expect(press(.control("d"), into: &state) == .none)
        #expect(state.textAreas.flagged == [true])
        #expect(picture(state).contains("Notes - required"))
        type("x", into: &state)
        #expect(state.textAreas.flagged == [false])
        #expect(press(.control("d"), into: &state) == .finish(.chosen(1)))
    }

    @Test func aRuleBrokenShowsUnderTheAreaUntilTheNextEdit() {
        var state = opened(Self.notes { $0.rules.minimumLength = 10 })
        type("short", into: &state)
        #expect(press(.control("d"), into: &state) == .none)
        #expect(picture(state).contains("✗ must be at least 10 characters"))
        _ = press(.left, into: &state)
        #expect(!state.textAreas.problems[0].isEmpty)
        _ = press(.enter, into: &state)
        #expect(state.textAreas.problems[0].isEmpty)
    }

    @Test func theHelpLineSaysHowToSubmitAndTheBarHasNoUTF8Form() {
        let state = opened(Self.notes { $0.initialValue = "hello" })
        let unicode = picture(state)
        #expect(unicode.contains("Enter new line · Ctrl-D done"))
        #expect(!unicode.contains(TextAreaPart.Layout.keysHint()), "said once, on the line of keys")
        #expect(unicode.contains("│ hello"))
        let ascii = picture(state, unicode: false)
        #expect(ascii.contains("| hello"))
        #expect(ascii.contains("Enter new line | Ctrl-D done"))
        // The border is the terminal's line drawing, which needs no UTF-8; the area's own marks are ASCII.
        let nonASCII = ascii.unicodeScalars.filter { !$0.isASCII && !"┌─┐│└┘".unicodeScalars.contains($0) }
        #expect(nonASCII.isEmpty, "\(ascii)")
    }

    /// Without the line of keys, the label's row says how to submit.
    @Test func withoutTheLineOfKeysTheLabelRowSaysHowToSubmit() {
        let state = opened(Self.notes().with { $0.appearance.keyHelp = .never })
        #expect(picture(state).contains(TextAreaPart.Layout.keysHint()))
    }

    @Test func aClickOnTheAreaFocusesIt() {
        var state = opened(Self.notes().with { $0.fields = [AlertField(label: "Title")] })
        _ = press(.tab, into: &state)
        #expect(state.focus != .input(.textAreas, 0))
        _ = state.pointer(.press, on: .textArea(0))
        #expect(state.focus == .input(.textAreas, 0))
    }

    @Test func theKeyTableNamesTheAreasKeys() {
        let keys = KeyBindings.all.filter { $0.context == .inTextArea }.map(\.keys).joined(separator: " ")
        for name in ["Enter", "Ctrl-D", "Alt-Enter", "Up", "PgDn"] { #expect(keys.contains(name)) }
        #expect(KeyBindings.command(for: .left, focused: .inTextArea, messageScrolls: false) == .cursorLeft)
        #expect(KeyBindings.command(for: .tab, focused: .inTextArea, messageScrolls: false) == .focusForward)
    }

    @Test func plainModeReadsLinesUntilALoneDot() {
        var talk = PlainConversation(configuration: Self.notes())
        guard case .ask(let prompt, _) = talk.nextStep() else {
            Issue.record("no question")
            return
        }
        #expect(prompt.contains("Notes") && prompt.contains("only ."))
        #expect(talk.answer("first") == .ask("", echo: true))
        #expect(talk.answer("") == .ask("", echo: true))
        guard case .ask(let buttons, _) = talk.answer(".") else {
            Issue.record("no buttons")
            return
        }
        #expect(buttons.contains("Save"))
        #expect(talk.state.texts == ["first\n"])
    }

    @Test func plainModeTakesTheEndOfInputAsTheEndOfTheText() {
        var talk = PlainConversation(configuration: Self.notes())
        _ = talk.answer("only line")
        guard case .ask(let buttons, _) = talk.answer(nil) else {
            Issue.record("no buttons")
            return
        }
        #expect(buttons.contains("Save"))
        #expect(talk.state.texts == ["only line"])
        // A rule broken at the end of input backs out rather than reading the end again.
        var strict = PlainConversation(configuration: Self.notes { $0.isRequired = true })
        #expect(strict.answer(nil) == .finish(.chosen(0)))
        var long = PlainConversation(configuration: Self.notes { $0.maximumLength = 3 })
        _ = long.answer("abcd")
        guard case .ask(let again, _) = long.answer(".") else {
            Issue.record("not asked again")
            return
        }
        #expect(again.contains("at most 3"))
    }

    @Test func aLargeTextIsEditedInPlaceOfItsLine() {
        // 1 MB in lines of 64: a key changes one line, and the count follows without a recount.
        var text = TextAreaText(String(repeating: String(repeating: "x", count: 63) + "\n", count: 16_384))
        #expect(text.lines.count == 16_385)
        _ = text.edit(.cursorPageUp, page: 5, width: 40)
        text.insert("y")
        _ = text.edit(.deleteBackward, page: 5, width: 40)
        _ = text.edit(.deleteBackward, page: 5, width: 40)
        #expect(text.count == 16_384 * 64 - 1)
        #expect(text.count == text.text.count)
    }
}
