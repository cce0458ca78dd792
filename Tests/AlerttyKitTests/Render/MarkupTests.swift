import Testing

@testable import AlerttyKit

/// `--markup`: the marks read as CommonMark reads them, drawn as bold, italic and underlined
/// code, and never anywhere but on the screen.
@Suite struct MarkupTests {
    /// The marked text written with visible tags: `<b>` `</b>`, `<i>` `</i>`, `<c>` `</c>`.
    func tagged(_ text: String) -> String {
        var result = ""
        for scalar in Markup.marked(text).unicodeScalars {
            switch StyleMark(scalar) {
            case .bold: result += "<b>"
            case .notBold: result += "</b>"
            case .italic: result += "<i>"
            case .notItalic: result += "</i>"
            case .code: result += "<c>"
            case .notCode: result += "</c>"
            case .some(let other): result += "<\(other)>"
            case nil: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let cases: [(String, String)] = [
        ("**bold**", "<b>bold</b>"),
        ("_emphasis_", "<i>emphasis</i>"),
        ("`code`", "<c>code</c>"),
        ("a **b _c_ d** e", "a <b>b <i>c</i> d</b> e"),
        ("_a **b** c_", "<i>a <b>b</b> c</i>"),
        ("**unclosed", "**unclosed"),
        ("_unclosed", "_unclosed"),
        ("`unclosed", "`unclosed"),
        ("snake_case_words", "snake_case_words"),
        ("a snake_case_word _and_ more", "a snake_case_word <i>and</i> more"),
        ("****", "****"),
        ("** **", "** **"),
        ("__", "__"),
        ("``", "``"),
        ("a ** b ** c", "a ** b ** c"),
        ("\\*\\*not bold\\*\\*", "**not bold**"),
        ("\\_not\\_ \\`not\\`", "_not_ `not`"),
        ("\\\\", "\\"),
        ("a \\n b", "a \\n b"),
        ("`**not bold** _nor this_`", "<c>**not bold** _nor this_</c>"),
        ("**a _b** c_", "<b>a _b</b> c_"),
        ("***three***", "***three***"),
        ("**Delete**?", "<b>Delete</b>?"),
        ("(_aside_)", "(<i>aside</i>)"),
        ("**two\nlines**", "<b>two\nlines</b>"),
        ("日本**語**", "日本<b>語</b>"),
    ]

    @Test(arguments: cases)
    func marksReadAsCommonMarkReadsThem(_ text: String, _ expected: String) {
        #expect(tagged(text) == expected)
    }

    @Test func theTextsOwnNoncharactersCannotForgeAMark() {
        let forged = String(String.UnicodeScalarView([StyleMark.bold.scalar])) + "x"
        #expect(Markup.marked(forged) == "x")
        #expect(Markup.clean("**a** `b` _c_ \\*") == "a b c *")
    }

    /// Compared as `Bool`s: a failure must not print a megabyte.
    @Test func hugeAndHostileInputIsLinearAndNeverTraps() {
        let openers = String(repeating: "**a _b ", count: 50_000)
        #expect(Markup.marked(openers) == openers, "openers that never close stay as typed")
        let pairs = String(repeating: "**x** ", count: 50_000)
        #expect(Markup.clean(pairs) == String(repeating: "x ", count: 50_000))
        let ticks = String(repeating: "`a", count: 50_001)
        #expect(Markup.clean(ticks).count == 50_001 + 1, "every pair a span, the last tick as typed")
        #expect(Markup.marked(String(repeating: "\\", count: 50_000)).count == 25_000, "each pair one backslash")
        let underscores = String(repeating: "_", count: 100_000)
        #expect(Markup.marked(underscores) == underscores)
    }

    @Test func italicAndUnderlineReachTheTerminalAndNoColorKeepsThem() {
        var italic = CellStyle()
        italic.italic = true
        let code = CellStyle(underline: true, foreground: .ansi(6))
        for (mode, expected) in [(ColorMode.ansi16, "\u{1B}[0;4;36m"), (.none, "\u{1B}[0;4m")] {
            let encoder = ANSIEncoder(placement: .screen, colorMode: mode)
            var frame = Frame(size: TerminalSize(columns: 2, rows: 1))
            frame.draw("a", x: 0, y: 0, style: italic)
            frame.draw("b", x: 1, y: 0, style: code)
            let bytes = String(decoding: encoder.encode(frame, over: nil), as: UTF8.self)
            #expect(bytes.contains("\u{1B}[3ma"), "\(bytes.debugDescription)")
            #expect(bytes.contains(expected), "\(mode): \(bytes.debugDescription)")
        }
    }

    /// An alert with `--markup` read in, laid out left so that the words are easy to find.
    func markedUp(_ configuration: AlertConfiguration) -> AlertConfiguration {
        var configuration = configuration
        configuration.appearance.alignment = .left
        configuration.markUp()
        return configuration
    }

    /// The cell where `word` first starts on the frame.
    func cell(_ frame: Frame, _ word: String) -> Cell? { frame.cell(startingWith: word) }

    @Test func aMarkedUpAlertSnapshotAndItsStyles() throws {
        let configuration = markedUp(
            AlertConfiguration(
                title: "**Delete** 3 files?",
                message: "This _cannot_ be undone: `rm -rf build` runs, and snake_case_names stay. Marks wrap "
                    + "**across lines as one run**.",
                buttons: [("**Delete**", .destructive), ("Cancel", .cancel)]))
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(TerminalSize(columns: 40, rows: 14)))
        let frame = AlertView.frame(for: state, look: Look(appearance: configuration.appearance, background: .black))
        var lines = frame.text
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        #expect(
            lines.joined(separator: "\n") == """
                  ╭──────────────────────────────────╮
                  │  Delete 3 files?                 │
                  │                                  │
                  │  This cannot be undone: rm -rf   │
                  │  build runs, and                 │
                  │  snake_case_names stay. Marks    │
                  │  wrap across lines as one run.   │
                  │                                  │
                  │     [ ⚠ Delete ]  [ Cancel ]     │
                  ╰──────────────────────────────────╯
                """)
        let title = try #require(cell(frame, "Delete 3"))
        #expect(title.style.bold)
        #expect(try #require(cell(frame, "cannot")).style.italic)
        #expect(try #require(cell(frame, "be undone")).style == CellStyle.plain)
        let code = try #require(cell(frame, "rm -rf"))
        #expect(code.style.underline && code.style.foreground != nil)
        let wrapped = try #require(cell(frame, "build runs"))
        #expect(wrapped.style.underline, "code wrapped onto the next line is still code")
        #expect(try #require(cell(frame, "one run")).style.bold)
        #expect(try #require(cell(frame, "_case")).style == CellStyle.plain)
        let button = try #require(cell(frame, "Delete ]"))
        #expect(button.style.bold)
        #expect(configuration.buttons.map(\.label) == ["Delete", "Cancel"], "answers print the clean label")
    }

    @Test func underMonoAndNoColourCodeIsStillUnderlined() throws {
        var configuration = markedUp(AlertConfiguration(message: "run `make` now"))
        configuration.appearance.theme = .mono
        let look = Look(
            appearance: configuration.appearance, terminal: TerminalProfile(family: .xterm, colorMode: .none))
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(TerminalSize(columns: 40, rows: 10)))
        let code = try #require(cell(AlertView.frame(for: state, look: look), "make"))
        #expect(code.style.underline)
        #expect(code.style.foreground == nil)
    }

    @Test func labelsItemsAndCheckboxesDrawTheirMarksAndAnswerClean() throws {
        let list = ChoiceList([ChoiceList.Item("**en**"), ChoiceList.Item("`fr`", value: "french")])
        var configuration = AlertConfiguration(
            message: "Pick", buttons: [("_OK_", .default)], fields: [AlertField(label: "**Name**")],
            choices: list, checkboxes: [AlertCheckbox("_Remember_")])
        configuration = markedUp(configuration)
        #expect(configuration.fields[0].label == "Name")
        #expect(configuration.checkboxes[0].label == "Remember")
        #expect(configuration.choices?.items.map(\.answer) == ["en", "french"])
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(TerminalSize(columns: 50, rows: 24)))
        let frame = AlertView.frame(for: state, look: Look(appearance: configuration.appearance))
        #expect(!frame.text.joined().contains("*"), "\(frame.text)")
        #expect(!frame.text.joined().contains("`"))
        #expect(try #require(cell(frame, "Name")).style.bold)
        #expect(try #require(cell(frame, "Remember")).style.italic)
        #expect(try #require(cell(frame, "fr")).style.underline)
        #expect(try #require(cell(frame, "OK")).style.italic)
        let plain = PlainConversation(configuration: configuration).introduction
        #expect(!plain.contains("*") && !plain.unicodeScalars.contains { StyleMark.reserved.contains($0.value) })
    }

    @Test func withoutMarkupTheMarksAreLiteral() {
        let configuration = AlertConfiguration(message: "**not** _marked_", buttons: [("**OK**", .default)])
        var state = AlertState(configuration: configuration)
        _ = state.handle(.resize(TerminalSize(columns: 40, rows: 10)))
        let text = AlertView.frame(for: state).text.joined(separator: "\n")
        #expect(text.contains("**not** _marked_"))
        #expect(text.contains("[ **OK** ]"))
    }
}
