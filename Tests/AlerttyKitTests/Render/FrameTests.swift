import Testing

@testable import AlerttyKit

@Suite struct FrameTests {
    @Test(arguments: ["a", " ", "é", "e\u{301}", "─", "한", "👍", "👍🏽", "🇫🇷", "❤️", "👩🏽‍💻"] as [Character])
    func aCellGivesBackTheCharacterItWasMadeWith(character: Character) {
        let cell = Cell(character: character, style: .plain)
        #expect(cell.character == character)
        #expect(Int(cell.width) == DisplayWidth.of(character))
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

    @Test func fillIsClippedToTheFrame() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 2))
        frame.draw("abcd", x: 0, y: 0, style: .plain)
        frame.fill(Rect(x: -2, y: -1, width: 4, height: 2), style: CellStyle(reverse: true))
        #expect(frame.text == ["  cd", ""])
        #expect(frame[1, 0].style.reverse && !frame[2, 0].style.reverse && !frame[0, 1].style.reverse)
    }
}
