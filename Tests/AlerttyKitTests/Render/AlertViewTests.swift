import Testing

@testable import AlerttyKit

@Suite struct AlertViewTests {
    func render(_ configuration: AlertConfiguration, _ columns: Int, _ rows: Int, keys: [Key] = []) -> Frame {
        var state = AlertState(configuration: configuration)
        for key in keys { _ = state.handle(.key(key)) }
        return AlertView.frame(for: state, size: TerminalSize(columns: columns, rows: rows))
    }

    /// The visible rows of a frame without leading and trailing blank rows.
    func snapshot(_ frame: Frame) -> String {
        var lines = frame.text
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Each border is written as one string of six characters: every one of them is there,
    /// none falls back to a space, and the corners are told apart where the style has them.
    @Test(arguments: Appearance.Border.allCases.filter { $0 != .none })
    func everyBorderHasItsSixPieces(border: Appearance.Border) {
        let pieces = AlertView.borderPieces(border).all
        #expect(pieces.count == 6 && !pieces.contains(" "), "\(border): \(pieces)")
        #expect(Set(pieces[0..<4]).count == (border == .ascii ? 1 : 4), "\(border): \(pieces)")
        #expect(pieces[4] != pieces[5], "\(border): \(pieces)")
    }

    /// The border's cells are made without measuring: every piece must be one undisputed column.
    @Test(arguments: Appearance.Border.allCases)
    func everyBorderPieceIsOneColumnWide(border: Appearance.Border) {
        for piece in AlertView.borderPieces(border).all {
            #expect(DisplayWidth.of(Character(piece)) == 1 && !DisplayWidth.isDisputed(Character(piece)), "\(piece)")
        }
    }

    @Test func deleteAlertSnapshot() {
        let frame = render(AlertLayoutTests.deleteAlert, 40, 9)
        #expect(
            snapshot(frame) == """
                     ╭────────────────────────────╮
                     │      Delete 3 files?       │
                     │                            │
                     │   This cannot be undone.   │
                     │                            │
                     │  [ Cancel ]  [ ⚠ Delete ]  │
                     ╰────────────────────────────╯
                """)
    }

    @Test func everyButtonHasBracketsAndTheFocusIsReverseVideoOnItsWords() throws {
        let frame = render(AlertLayoutTests.deleteAlert, 40, 9, keys: [.right])
        #expect(frame.text[6].contains("│  [ Cancel ]  [ ⚠ Delete ]  │"))
        let delete = try #require(locate("Delete ]", in: frame))
        // Bright red: red itself is 3.6:1 on the black background assumed when none is known.
        #expect(frame[delete.x, delete.y].style == CellStyle(reverse: true, foreground: .ansi(9)))
        // The brackets and the mark keep their look, so a focus change rewrites only words.
        #expect(frame[delete.x - 4, delete.y].style == .plain)
        #expect(frame[delete.x - 2, delete.y].style == CellStyle(foreground: .ansi(9)))
        // The unfocused button's hotkey letter is underlined, the rest plain.
        let cancel = try #require(locate("Cancel", in: frame))
        #expect(frame[cancel.x, cancel.y].style == CellStyle(underline: true))
        #expect(frame[cancel.x + 1, cancel.y].style == .plain)
    }

    @Test func shortMessagesAreCentredAndLongOrIndentedOnesReadFromTheLeft() throws {
        func layout(_ message: String) -> AlertLayout {
            AlertState(configuration: AlertConfiguration(message: message), size: TerminalSize(columns: 80, rows: 24))
                .layout
        }
        #expect(layout("This cannot be undone.").centresMessage)
        #expect(layout("Two short\nlines").centresMessage)
        #expect(!layout("build 41 ok\nbuild 42 failed\nbuild 43 ok").centresMessage)
        #expect(!layout("  indented").centresMessage)
        #expect(!layout(String(repeating: "a long sentence ", count: 12)).centresMessage)
        let log = AlertConfiguration(message: "12 passed\n3 failed\n  at test_x (x.py:4)", buttons: [("OK", .default)])
        let frame = render(log, 60, 12)
        let rows = frame.text.filter { $0.contains("passed") || $0.contains("failed") || $0.contains("at test_x") }
        let starts = rows.map {
            $0.split(separator: "│", omittingEmptySubsequences: false)[1].prefix { $0 == " " }.count
        }
        #expect(starts == [2, 2, 4], "\(rows)")
    }

    @Test func theRowIsCentredWithEqualGaps() throws {
        let configuration = AlertConfiguration(
            buttons: [
                ("One", .regular), ("Two", .regular), ("Three", .regular), ("Four", .regular), ("Clean up", .default),
            ])
        let row = try #require(render(configuration, 80, 8).text.first { $0.contains("[ One ]") })
        let inside = row.split(separator: "│", omittingEmptySubsequences: false)[1]
        let leading = inside.prefix { $0 == " " }.count
        let trailing = inside.reversed().prefix { $0 == " " }.count
        #expect(abs(leading - trailing) <= 1, "\(inside)")
        #expect(inside.contains("[ One ]  [ Two ]  [ Three ]  [ Four ]  [ Clean up ]"))
    }

    @Test func defaultButtonIsBoldAndDestructiveIsRedWithoutFocus() throws {
        let configuration = AlertConfiguration(buttons: [("Erase", .destructive), ("Keep", .default)])
        let frame = render(configuration, 40, 5)
        let erase = try #require(locate("Erase", in: frame))
        let keep = try #require(locate("Keep", in: frame))
        #expect(frame[erase.x, erase.y].style == CellStyle(underline: true, foreground: .ansi(9)))
        #expect(frame[erase.x + 1, erase.y].style == CellStyle(foreground: .ansi(9)))
        #expect(frame[keep.x, keep.y].style == CellStyle(bold: true, reverse: true))
    }

    @Test func stackedButtonsSnapshot() {
        let configuration = AlertConfiguration(
            title: "Unsaved changes",
            buttons: [("Save the document", .default), ("Discard all changes", .destructive), ("Cancel", .cancel)])
        #expect(
            snapshot(render(configuration, 34, 12)) == """
                  ╭────────────────────────────╮
                  │      Unsaved changes       │
                  │                            │
                  │   [ Save the document ]    │
                  │  [ ⚠ Discard all chang… ]  │
                  │         [ Cancel ]         │
                  ╰────────────────────────────╯
                """)
    }

    @Test func stackedLabelsTooLongForTheBoxAreCutWithAnEllipsis() {
        let configuration = AlertConfiguration(buttons: [("Discard all changes", .destructive), ("Cancel", .cancel)])
        #expect(snapshot(render(configuration, 22, 6)).contains("│  [ ⚠ Discard a… ]  │"))
    }

    @Test func wideCharactersKeepTheBorderAligned() {
        let configuration = AlertConfiguration(
            title: "削除しますか？", message: "👍🏽 🇫🇷 한국어 e\u{301}", buttons: [("はい", .default)])
        let frame = render(configuration, 40, 9)
        let rows = frame.text.filter { $0.contains("│") }
        let widths = Set(rows.map { DisplayWidth.of($0) })
        #expect(widths.count == 1, "\(rows)")
    }

    @Test func hostileTextIsShownNotObeyed() {
        let configuration = AlertConfiguration(title: "evil\u{1B}[2Jname", buttons: [("OK\u{7}", .regular)])
        let text = render(configuration, 40, 7).text.joined(separator: "\n")
        #expect(text.contains("evil^[[2Jname"))
        #expect(text.contains("OK^G"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}

/// The cell where `needle` starts in the frame, counting columns as cells (wide characters take two).
func locate(_ needle: String, in frame: Frame) -> (x: Int, y: Int)? {
    let wanted = Array(needle)
    for y in 0..<frame.size.rows {
        let row = (0..<frame.size.columns).compactMap { x in frame[x, y].character.map { (x, $0) } }
        for start in row.indices where start + wanted.count <= row.count {
            if row[start..<(start + wanted.count)].map(\.1) == wanted { return (row[start].0, y) }
        }
    }
    return nil
}
