import Testing

@testable import AlerttyKit

@Suite struct LineEditorTests {
    /// The line with a `|` where the cursor is.
    func show(_ editor: LineEditor) -> String {
        var characters = editor.characters.map(String.init)
        characters.insert("|", at: editor.cursor)
        return characters.joined()
    }

    @Test func typesAndMovesByCharactersAsAPersonSeesThem() {
        var editor = LineEditor(text: "é👍🏽🇫🇷한")
        #expect(editor.characters.count == 4)
        editor.moveLeft()
        editor.moveLeft()
        #expect(show(editor) == "é👍🏽|🇫🇷한")
        editor.deleteBackward()
        #expect(show(editor) == "é|🇫🇷한")
        editor.deleteForward()
        #expect(show(editor) == "é|한")
        editor.insert("x")
        #expect(show(editor) == "éx|한")
    }

    @Test func combiningMarkTypedAfterALetterJoinsIt() {
        var editor = LineEditor()
        editor.insert("e")
        editor.insert("\u{301}")
        #expect(editor.text == "e\u{301}")
        #expect(editor.characters.count == 1)
        #expect(editor.cursor == 1)
    }

    @Test func homeEndAndTheKillShortcuts() {
        var editor = LineEditor(text: "hello brave world")
        editor.moveToStart()
        #expect(editor.cursor == 0)
        for _ in 0..<6 { editor.moveRight() }
        editor.deleteToEnd()
        #expect(show(editor) == "hello |")
        editor.moveToEnd()
        editor.insert("there")
        editor.moveLeft()
        editor.moveLeft()
        editor.deleteToStart()
        #expect(show(editor) == "|re")
    }

    @Test func deleteWordBackwardTakesTheWordAndTheSpacesAfterIt() {
        var editor = LineEditor(text: "git push  ")
        editor.deleteWordBackward()
        #expect(show(editor) == "git |")
        editor.deleteWordBackward()
        #expect(show(editor) == "|")
        editor.deleteWordBackward()
        #expect(show(editor) == "|")
    }

    @Test func maximumLengthCountsCharactersAndCutsPastesShort() {
        var editor = LineEditor(text: "ab", maximumLength: 4)
        let pasted = editor.insert("👍🏽🇫🇷xyz")
        #expect(pasted)
        #expect(editor.text == "ab👍🏽🇫🇷")
        let overflow = editor.insert("z")
        #expect(!overflow)
        editor.moveLeft()
        editor.deleteBackward()
        let replaced = editor.insert("é")
        #expect(replaced)
        #expect(editor.text == "abé🇫🇷")
    }

    @Test func movesStopAtTheEnds() {
        var editor = LineEditor(text: "a")
        editor.moveRight()
        editor.moveRight()
        #expect(editor.cursor == 1)
        editor.moveToStart()
        editor.moveLeft()
        editor.deleteBackward()
        #expect(show(editor) == "|a")
    }

    @Test func wipeLeavesNothing() {
        var editor = LineEditor(text: "hunter2")
        editor.wipe()
        #expect(editor.text == "")
        #expect(editor.cursor == 0)
    }

    @Test func theLargestLimitAnOptionAcceptsIsSafeToTypeInto() {
        var editor = LineEditor(maximumLength: Int.max)
        let typed = editor.insert("a")
        let joined = editor.insert("\u{301}")
        #expect(typed && joined)
        #expect(editor.text == "á")
        var full = LineEditor(text: "ab", maximumLength: 2)
        let refused = full.insert("c")
        let mark = full.insert("\u{301}")
        #expect(!refused)
        #expect(mark, "a combining mark still joins a full line")
    }

    /// Text typed piece by piece, anywhere in the line, clusters as the whole line would:
    /// only the neighbours of the cursor are re-clustered, and that is enough.
    @Test func insertingAnywhereClustersAsTheWholeLineWould() {
        let pieces = [
            "e", "\u{301}", "🇫", "🇷", "🇩", "\u{1100}", "\u{1161}", "\u{11A8}", "👩", "\u{200D}", "💻", "\r", "\n", " ",
            "x", "🇪", "🇬",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var editor = LineEditor()
            var steps: [String] = []
            for _ in 0..<12 {
                if Bool.random(using: &generator) { editor.moveLeft() }
                if Int.random(in: 0..<4, using: &generator) == 0 { editor.moveToStart() }
                let piece = pieces.randomElement(using: &generator)!
                steps.append("\(editor.cursor):\(piece.unicodeScalars.map(\.value))")
                editor.insert(piece)
                #expect(editor.characters == Array(editor.text), "after \(steps)")
            }
        }
    }
}
