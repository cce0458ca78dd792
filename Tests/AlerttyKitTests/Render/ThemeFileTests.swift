import Testing

@testable import AlerttyKit

/// The theme file's format: what each line sets, and every line that is no theme's.
@Suite struct ThemeFileTests {
    func parse(_ text: String) throws(ThemeFileProblem) -> Theme { try ThemeFile.parse(Array(text.utf8)) }

    @Test func aThemeFileChangesItsBaseAndItsCommentsAreIgnored() throws {
        let theme = try parse(
            """
            # my theme
              base = dark          # start from a built-in theme

            accent = #0a84ff     # colours as --accent takes them
            destructive=red
            border = none
            code = 208
            dim-backdrop = no\r
            bold-message = yes
            icon-colors = no
            """)
        var expected = Theme.named(.dark)
        expected.accent = .rgb(0x0A, 0x84, 0xFF)
        expected.destructive = .ansi(1)
        expected.border = nil
        expected.code = .indexed(208)
        expected.dimsBackdrop = false
        expected.boldMessage = true
        expected.coloursIcons = false
        #expect(theme == expected)
    }

    @Test func theBaseIsTakenFirstWhereverItIsWritten() throws {
        let theme = try parse("accent = green\nbase = mono\n")
        var expected = Theme.named(.mono)
        expected.accent = .ansi(2)
        #expect(theme == expected)
    }

    @Test func anEmptyFileIsTheDefaultTheme() throws {
        #expect(try parse("") == Theme.named(.standard))
        #expect(try parse("\n# nothing\n\n") == Theme.named(.standard))
    }

    static let problems: [(String, String)] = [
        (
            "base = dark\n\nacent = red",
            "line 3: 'acent' is not a part; the parts are base, accent, destructive, border, code, dim-backdrop, "
                + "bold-message, icon-colors"
        ),
        ("accent red", "line 1: 'accent red' is not 'part = value'; the parts are base, accent"),
        ("accent =", "line 1: accent has no value after '='"),
        (
            "accent = =red",
            "line 1: accent '=red' is not a colour; give a name (red, bright-blue), 0-255, #rrggbb or none"
        ),
        ("border = 244 246", "line 1: border has more than one value; give one, and start a comment with #"),
        ("accent = red\naccent = blue", "line 2: accent is set on line 1 too; keep one"),
        (
            "base = neon",
            "line 1: base 'neon' is not a built-in theme; use one of: default, light, dark, high-contrast, mono"
        ),
        ("accent = 256", "line 1: accent '256' is not a colour"),
        ("dim-backdrop = maybe", "line 1: dim-backdrop 'maybe' is neither yes nor no"),
        ("accent = \u{1B}[31m", "line 1 holds a control character (U+1B); a theme file is plain text"),
        ("\u{9B}31m", "line 1 holds a control character (U+9B)"),
        ("# fine\n\u{7F}", "line 2 holds a control character (U+7F)"),
    ]

    @Test(arguments: problems)
    func aBadLineIsNamedWithItsFix(_ text: String, _ message: String) {
        #expect(throws: ThemeFileProblem.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    @Test func bytesThatAreNotUTF8AreNamedByTheirLine() {
        #expect(throws: ThemeFileProblem(line: 2, .notUTF8)) {
            try ThemeFile.parse(Array("base = dark\n".utf8) + [0x61, 0xFF, 0x0A])
        }
        #expect(ThemeFileProblem(line: 2, .notUTF8).description == "line 2 is not UTF-8; save the file as UTF-8 text")
    }

    @Test func aHugeLineIsRepeatedShortInOneLine() {
        let name = String(repeating: "x", count: 100_000)
        do {
            _ = try parse(name + " = red")
            Issue.record("a part that is no part was taken")
        } catch {
            #expect(error.kind == .notAPart(name))
            #expect(error.description.count < 200)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aThemeFilesColoursAreMadeReadableAsTheBuiltInThemesAre() throws {
        var appearance = Appearance()
        appearance.fileTheme = try parse("accent = black\ndestructive = black\nborder = black\ncode = black")
        appearance.readsMarkup = true
        let look = Look(appearance: appearance, background: .black)
        #expect(look.theme.accent != .ansi(0))
        #expect(look.theme.destructive != .ansi(0))
        #expect(look.theme.border != .ansi(0))
        #expect(look.theme.code != nil && look.theme.code != .ansi(0))
        let onWhite = Look(appearance: appearance, background: .white)
        #expect(onWhite.theme.accent == .ansi(0), "black reads on white and is kept")
    }

    @Test func aThemeFileWinsOverTheNamedThemesAndAccentOverIt() throws {
        var appearance = Appearance()
        appearance.theme = .mono
        appearance.fileTheme = try parse("destructive = red")
        #expect(Look(appearance: appearance, environmentTheme: .dark, background: .white).theme.destructive == .ansi(1))
        appearance.accent = .ansi(4)
        let look = Look(appearance: appearance, background: .black).seen(on: .white)
        #expect(look.theme.accent == .ansi(4))
        #expect(look.theme.destructive == .ansi(1), "a look seen again keeps the file's theme")
    }
}
