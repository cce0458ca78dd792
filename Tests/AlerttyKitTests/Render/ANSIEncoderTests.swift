import Foundation
import ScreenModel
import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct ANSIEncoderTests {
    let size = TerminalSize(columns: 80, rows: 24)

    func frame(_ configuration: AlertConfiguration, keys: [Key] = [], size: TerminalSize) -> Frame {
        var state = AlertState(configuration: configuration)
        for key in keys { _ = state.handle(.key(key)) }
        return AlertView.frame(for: state, size: size)
    }

    @Test func wholeFrameRoundTripsThroughAScreen() {
        let first = frame(AlertLayoutTests.deleteAlert, size: size)
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(ANSIEncoder(placement: .screen, colorMode: .ansi16).encode(first, over: nil))
        #expect(screen.lines == first.text)
        #expect(screen.unknownSequences.isEmpty)
    }

    /// Without UTF-8 (LC_ALL=C) lines go through the terminal's DEC special graphics set, as
    /// whiptail and dialog draw them: `ESC ( 0`, the letters, `ESC ( B` before any text.
    @Test func linesGoThroughTheLineDrawingSetWhereUTF8IsNotToBeHad() throws {
        let look = Look(
            appearance: Appearance(), unicode: false, terminal: TerminalProfile(family: .xterm, colorMode: .none))
        #expect(look.border == .single && look.terminal.drawsLinesThroughACS(unicode: false))
        let state = AlertState(configuration: AlertLayoutTests.deleteAlert)
        let drawn = AlertView.frame(for: state, size: size, look: look)
        let bytes = ANSIEncoder(placement: .screen, colorMode: .none, linesThroughACS: true).encode(drawn, over: nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}(0lqq") && text.contains("\u{1B}(B"), "corner and lines as DEC graphics letters")
        #expect(bytes.allSatisfy { $0 < 0x80 }, "nothing but ASCII bytes goes out")
        let switches = text.components(separatedBy: "\u{1B}(").dropFirst().map { $0.prefix(1) }
        #expect(switches.last == "B", "the frame ends in ASCII")
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(bytes)
        #expect(screen.lines == drawn.text, "read back as the lines they draw")
        #expect(screen.unknownSequences.isEmpty)
        #expect(TerminalProfile(family: .vt100, colorMode: .none).drawsLinesThroughACS(unicode: true))
        #expect(!TerminalProfile(family: .xterm, colorMode: .none).drawsLinesThroughACS(unicode: true))
        #expect(!TerminalProfile(family: .dumb, colorMode: .none).drawsLinesThroughACS(unicode: false))
    }

    /// The columns of the rightmost `│` on each row that has one.
    func rightBorderColumns(_ screen: Screen) -> Set<Int> {
        Set(
            (0..<screen.rows).compactMap { row in
                (0..<screen.columns).last { screen.cell(row: row, column: $0).text == "│" }
            })
    }

    @Test(arguments: ["Ça marche 👍🏽 ok", "flag 🇫🇷 ok", "family 👨‍👩‍👧 ok", "keycap 1️⃣ ok", "heart ❤️ ok"])
    func aClusterTerminalsMeasureDifferentlyClipsTextButKeepsTheBoxStraight(_ message: String) {
        let configuration = AlertConfiguration(title: "Width", message: message, buttons: [("OK", .default)])
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let first = frame(configuration, size: size)
        // xterm: no grapheme clusters, every scalar its own width.
        let xterm = Screen(columns: 80, rows: 24)
        xterm.joinsClusters = false
        xterm.feed(encoder.encode(first, over: nil))
        #expect(rightBorderColumns(xterm).count == 1, "\(xterm.lines.filter { $0.contains("│") })")
        #expect(xterm.lines.contains { $0.contains(" ok") })
        // A redraw that changes only the text after the cluster still leaves the border where it was.
        var changed = configuration
        changed.message = message.replacingLastWord(with: "OK")
        xterm.feed(encoder.encode(frame(changed, size: size), over: first))
        #expect(rightBorderColumns(xterm).count == 1)
        #expect(xterm.lines.contains { $0.contains(" OK") })
    }

    @Test func onlyRowsWithADisputedClusterPayForIt() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let plain = encoder.encode(
            frame(AlertConfiguration(message: "thumbs up ok", buttons: [("OK", .default)]), size: size), over: nil)
        let thumbs = encoder.encode(
            frame(AlertConfiguration(message: "thumbs 👍🏽 ok", buttons: [("OK", .default)]), size: size), over: nil)
        #expect(!String(decoding: plain, as: UTF8.self).contains("G"))
        #expect(String(decoding: thumbs, as: UTF8.self).contains("👍🏽\u{1B}["))
    }

    @Test func diffRoundTripsAndWritesOnlyTheChange() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let before = frame(AlertLayoutTests.deleteAlert, size: size)
        let after = frame(AlertLayoutTests.deleteAlert, keys: [.right], size: size)
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(encoder.encode(before, over: nil))
        let diff = encoder.encode(after, over: before)
        screen.feed(diff)
        #expect(screen.lines == after.text)
        #expect(
            diff.count <= 40,
            "a focus change wrote \(diff.count) bytes: \(String(decoding: diff, as: UTF8.self).debugDescription)")
        #expect(encoder.encode(after, over: after).isEmpty, "an unchanged frame writes nothing")
    }

    @Test func aFocusChangeWritesTheButtonsRowAloneEvenUnderADisputedCluster() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let configuration = AlertConfiguration(
            title: "Thumbs 👍🏽", message: "Flag 🇫🇷 and 👨‍👩‍👧 here", buttons: [("Cancel", .cancel), ("OK", .default)])
        let before = frame(configuration, size: size)
        let after = frame(configuration, keys: [.right], size: size)
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(encoder.encode(before, over: nil))
        let diff = encoder.encode(after, over: before)
        screen.feed(diff)
        #expect(screen.lines == after.text)
        // The title's and the message's rows are unchanged: nothing of them is written again.
        let text = String(decoding: diff, as: UTF8.self)
        #expect(!text.contains("👍🏽") && !text.contains("Flag") && !text.contains("│"), "\(text.debugDescription)")
        #expect(diff.count <= 40, "\(diff.count) bytes: \(text.debugDescription)")
    }

    @Test func onlyAnUpdateTooLongForOneReadIsWrappedInSynchronizedOutput() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let before = frame(AlertLayoutTests.deleteAlert, size: size)
        let first = encoder.encode(before, over: nil)
        #expect(first.starts(with: Array("\u{1B}[?2026h".utf8)) && first.suffix(8).elementsEqual("\u{1B}[?2026l".utf8))
        let diff = encoder.encode(frame(AlertLayoutTests.deleteAlert, keys: [.right], size: size), over: before)
        #expect(
            diff.count <= ANSIEncoder.unsynchronizedLimit && !String(decoding: diff, as: UTF8.self).contains("2026"))
    }

    @Test func aStyleThatOnlyAddsToTheCurrentOneIsWrittenAsTheAdditions() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        var before = Frame(size: TerminalSize(columns: 10, rows: 1))
        before.draw("ab", x: 0, y: 0, style: CellStyle(bold: true))
        var after = Frame(size: TerminalSize(columns: 10, rows: 1))
        after.draw("a", x: 0, y: 0, style: .plain)
        after.draw("b", x: 1, y: 0, style: CellStyle(reverse: true, foreground: .ansi(1)))
        after.draw("c", x: 2, y: 0, style: CellStyle(bold: true))
        let bytes = encoder.encode(after, over: before)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1H\u{1B}[ma\u{1B}[7;31mb\u{1B}[0;1mc")
    }

    @Test func aDiffComparesWhereEitherFrameDrewAndRestoresWhatOnlyTheOldOneDrew() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        let size = TerminalSize(columns: 8, rows: 3)
        var before = Frame(size: size)
        before.draw("ab한", x: 0, y: 0, style: .plain)
        var after = Frame(size: size)
        after.draw("c", x: 5, y: 2, style: .plain)
        #expect(Frame(size: size).written == nil)
        #expect(before.written?.columns == 0..<4 && before.written?.rows == 0..<1)
        let screen = Screen(columns: 8, rows: 3)
        screen.feed(encoder.encode(before, over: nil))
        screen.feed(encoder.encode(after, over: before))
        #expect(screen.lines == after.text)
        #expect(screen.lines == ["", "", "     c"])
    }

    @Test func firstFrameClearsWithOneSequenceInsteadOfPaintingBlanks() {
        let bytes = ANSIEncoder(placement: .screen, colorMode: .ansi16).encode(
            frame(AlertLayoutTests.deleteAlert, size: size), over: nil)
        #expect(bytes.count < 600, "first frame is \(bytes.count) bytes")
    }

    @Test func coloursAreLeftOutWhenOffButAttributesStay() {
        let alert = AlertConfiguration(buttons: [("Delete", .destructive)])
        let plain = String(
            decoding: ANSIEncoder(placement: .screen, colorMode: .none).encode(frame(alert, size: size), over: nil),
            as: UTF8.self)
        #expect(!plain.contains("31m") && !plain.contains(";31"))
        #expect(plain.contains("\u{1B}[7m") || plain.contains("\u{1B}[0;7m"))
    }

    @Test func inlineFramesAreDrawnBelowTheSavedCursor() {
        var configuration = AlertLayoutTests.deleteAlert
        configuration.presentation = .inline
        let encoder = ANSIEncoder(placement: .belowSavedCursor, colorMode: .ansi16)
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(Array("$ prompt".utf8))
        screen.feed(Array(TerminalModes.reserveInlineRows(7, again: false).utf8))
        let first = frame(configuration, size: size)
        let second = frame(configuration, keys: [.right], size: size)
        screen.feed(encoder.encode(first, over: nil))
        screen.feed(encoder.encode(second, over: first))
        #expect(screen.lines[0] == "$ prompt")
        #expect(Array(screen.lines[1...7]) == second.text)
        screen.feed(Array(TerminalModes.leave(.inline).utf8))
        #expect(screen.lines[0] == "$ prompt")
        #expect(screen.lines[1...].allSatisfy { $0.isEmpty })
        #expect(screen.cursorRow == 0 && screen.cursorColumn == 8)
        #expect(screen.unknownSequences.isEmpty)
    }

    @Test func inlineReservationScrollsAtTheBottomAndKeepsTheColumn() {
        let screen = Screen(columns: 20, rows: 5)
        screen.feed(Array("1\r\n2\r\n3\r\n4\r\n$ go".utf8))
        screen.feed(Array(TerminalModes.reserveInlineRows(3, again: false).utf8))
        #expect(screen.lines == ["4", "$ go", "", "", ""])
        #expect(screen.cursorColumn == 4)
        #expect(screen.cursorRow == 1)
    }

    /// Random alerts at random sizes: every frame fits, and every diff reproduces the next frame exactly.
    @Test func randomAlertsAlwaysRoundTripAtEverySize() {
        var random = SplitMix64(seed: 0xA1E77)
        let words = ["OK", "Cancel", "Delete", "削除", "👍🏽", "e\u{301}", "Save the document", "\u{1B}[31m", "x"]
        for _ in 0..<300 {
            func pick() -> String { words[Int(random.next() % UInt64(words.count))] }
            // At most one cancel and one default button, as the parser guarantees.
            let buttons = (0..<Int(random.next() % 5) + 1).map { index -> (String, ButtonStyle) in
                let style = ButtonStyle.allCases[Int(random.next() % 4)]
                let unique = (style == .cancel && index != 0) || (style == .default && index != 1)
                return (pick() + "\(index)", unique ? .regular : style)
            }
            let message = (0..<Int(random.next() % 30)).map { _ in pick() }.joined(separator: " ")
            let fields = (0..<Int(random.next() % 3)).map { index in
                AlertField(label: pick() + "\(index)", kind: random.next() % 2 == 0 ? .text : .secure)
            }
            let configuration = AlertConfiguration(title: "Title", message: message, buttons: buttons, fields: fields)
            let size = TerminalSize(columns: Int(random.next() % 90) + 1, rows: Int(random.next() % 30) + 1)
            let keys: [Key] = [.paste(pick() + pick()), .right, .character("x"), .tab, .left, .down]
            let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
            let screen = Screen(columns: size.columns, rows: size.rows)
            var previous: Frame?
            for step in 0..<keys.count {
                let next = frame(configuration, keys: Array(keys.prefix(step)), size: size)
                #expect(next.size == size)
                screen.feed(encoder.encode(next, over: previous))
                #expect(screen.lines == next.text, "\(size) \(configuration)")
                if let cursor = next.cursor {
                    #expect(cursor.x >= 0 && cursor.x < size.columns && cursor.y >= 0 && cursor.y < size.rows)
                    #expect(screen.cursorVisible && screen.cursorRow == cursor.y && screen.cursorColumn == cursor.x)
                }
                previous = next
            }
            #expect(screen.unknownSequences.isEmpty)
        }
    }
}

@Suite struct EncoderCursorTests {
    @Test func theCursorIsShownAtTheInsertionPointAndHiddenWhenAButtonTakesTheFocus() {
        let encoder = ANSIEncoder(placement: .screen, colorMode: .ansi16)
        var state = AlertState(configuration: signInAlert)
        type("ad", into: &state)
        let size = TerminalSize(columns: 50, rows: 16)
        let typing = AlertView.frame(for: state, size: size)
        let screen = Screen(columns: 50, rows: 16)
        screen.feed(Array("\u{1B}[?25l".utf8))
        screen.feed(encoder.encode(typing, over: nil))
        #expect(screen.cursorVisible)
        #expect(screen.cursorRow == typing.cursor?.y && screen.cursorColumn == typing.cursor?.x)

        type("a", into: &state)
        let more = AlertView.frame(for: state, size: size)
        screen.feed(encoder.encode(more, over: typing))
        #expect(screen.cursorColumn == more.cursor?.x)
        #expect(screen.lines == more.text)

        _ = state.handle(.key(.backTab))
        let onButton = AlertView.frame(for: state, size: size)
        screen.feed(encoder.encode(onButton, over: more))
        #expect(!screen.cursorVisible)
        #expect(screen.unknownSequences.isEmpty)
    }
}

extension String {
    /// The string with its last word replaced.
    fileprivate func replacingLastWord(with word: String) -> String {
        String(split(separator: " ").dropLast().joined(separator: " ")) + " " + word
    }
}
