import Testing

@testable import AlerttyKit

@Suite struct TextTests {
    static let widths: [(String, Int)] = [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("한", 2), ("中", 2), ("ｱ", 1), ("Ａ", 2),
        ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
        ("\u{200B}", 0), ("\u{301}", 0), ("…", 1), ("─", 1),
    ]

    @Test(arguments: widths)
    func displayWidthPerGraphemeCluster(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func wrapsAtSpacesAndKeepsIndentation() {
        #expect(TextLayout.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextLayout.wrap("  indented text", width: 20) == ["  indented text"])
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextLayout.wrap("", width: 5) == [""])
    }

    @Test func linesAreWhatIsBetweenNewlines() {
        func lines(_ text: String) -> [String] {
            var found: [String] = []
            TextLayout.forEachLine(of: text) { found.append(String($0)) }
            return found
        }
        #expect(lines("") == [""])
        #expect(lines("a") == ["a"])
        #expect(lines("a\n") == ["a", ""])
        #expect(lines("\n\nb\nc d") == ["", "", "b", "c d"])
        #expect(TextLayout.wrap("a\n", width: 5) == ["a", ""])
        // CR LF is one character, and not a newline: lines break at a newline character only.
        #expect(lines("a\r\nb\nc") == ["a\r\nb", "c"])
        #expect(lines("\r\n\n\r") == ["\r\n", "\r"])
        #expect(lines("é\nü\r\n") == ["é", "ü\r\n"])
    }

    /// Printable ASCII is wrapped byte by byte, anything else character by character: the same
    /// text with its letters swapped for accented ones (one column each, no break after them)
    /// takes the other way and must wrap at the same places.
    @Test func asciiWrapsByteByByteAsItWouldCharacterByCharacter() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab  /-._?&\n")
        for _ in 0..<300 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let accented = String(text.map { $0 == "a" ? "á" : $0 == "b" ? "ó" : $0 })
            for width in 1...12 {
                let byCharacters = TextLayout.wrap(accented, width: width).map {
                    String($0.map { $0 == "á" ? "a" : $0 == "ó" ? "b" : $0 })
                }
                #expect(TextLayout.wrap(text, width: width) == byCharacters, "width \(width): \(text.debugDescription)")
            }
        }
    }

    @Test func breaksWordsLongerThanALine() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("中文字符", width: 5) == ["中文", "字符"])
        // After each of / ? & - _ . (as bytes, and as characters beside a non-ASCII one).
        for mark in "/?&-_." {
            #expect(TextLayout.wrap("ab\(mark)cd", width: 4) == ["ab\(mark)", "cd"])
            #expect(TextLayout.wrap("áb\(mark)cd", width: 4) == ["áb\(mark)", "cd"])
        }
        #expect(TextLayout.wrap("ab!cd", width: 4) == ["ab!c", "d"])
    }

    @Test func continuationLinesKeepTheParagraphsIndentation() {
        #expect(
            TextLayout.wrap("    at Foo.bar (File.swift:12)", width: 20) == ["    at Foo.bar", "    (File.swift:12)"])
        #expect(TextLayout.wrap("- first item of a list", width: 12) == ["- first item", "of a list"])
        // At most half the width, so a deeply indented line still has room.
        #expect(TextLayout.wrap("          deep words here", width: 12) == ["      deep", "      words", "      here"])
        // A wide character that does not fit after the indentation goes without it.
        #expect(TextLayout.wrap("  中文", width: 2) == ["中", "文"])
    }

    @Test func aLongWordBreaksAfterPunctuationAndStaysBesideTheWordBeforeIt() {
        #expect(
            TextLayout.wrap("GET /api/v2/users/12345/settings?lang=en&theme=dark", width: 24) == [
                "GET /api/v2/users/12345/", "settings?lang=en&", "theme=dark",
            ])
        #expect(
            TextLayout.wrap("/usr/local/share/alertty/completions", width: 16) == [
                "/usr/local/", "share/alertty/", "completions",
            ])
        // Nowhere to break: between characters, as before.
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        // A word that fits a line of its own still moves there whole.
        #expect(TextLayout.wrap("see file_name.txt", width: 14) == ["see", "file_name.txt"])
    }

    @Test func wrappedLinesNeverExceedTheWidth() {
        let texts = [
            "Le cœur a ses raisons 🇫🇷 que la raison ne connaît point; 한국어 텍스트도 잘 감싸야 합니다 👍🏽👍🏽👍🏽",
            "   indented 中文 https://example.com/a/very-long_path.with?query=1&more=2 words",
        ]
        for text in texts {
            for width in 1...30 {
                for line in TextLayout.wrap(text, width: width) {
                    #expect(DisplayWidth.of(line) <= max(width, 2), "width \(width): \(line)")
                }
            }
        }
    }

    @Test func truncatesWithAnEllipsisAndNeverHalvesAWideCharacter() {
        #expect(TextLayout.truncate("Delete everything", to: 8) == "Delete …")
        #expect(TextLayout.truncate("short", to: 8) == "short")
        #expect(TextLayout.truncate("中文字符", to: 4) == "中…")
        #expect(TextLayout.truncate("abc", to: 0) == "")
    }

    @Test func controlsAreShownVisiblyNotSent() {
        // Colour codes are dropped whole; any other escape is shown, never passed through.
        #expect(Sanitizer.displayable("a\u{1B}[31mb", keepNewlines: true) == "ab")
        #expect(Sanitizer.displayable("\u{1B}[1;31merror:\u{1B}[0m x\u{1B}[m", keepNewlines: true) == "error: x")
        #expect(Sanitizer.displayable("\u{1B}[38:2::255:0:0mred", keepNewlines: false) == "red")
        #expect(Sanitizer.displayable("a\u{1B}[2Jb\u{1B}[31", keepNewlines: true) == "a^[[2Jb^[[31")
        #expect(Sanitizer.displayable("\u{1B}]0;title\u{07}\u{1B}[", keepNewlines: true) == "^[]0;title^G^[[")
        #expect(Sanitizer.displayable("bell\u{07}", keepNewlines: true) == "bell^G")
        #expect(Sanitizer.displayable("del\u{7F}", keepNewlines: true) == "del^?")
        #expect(Sanitizer.displayable("c1\u{9B}2J", keepNewlines: true) == "c1\u{FFFD}2J")
        #expect(Sanitizer.displayable("line\r\nnext", keepNewlines: true) == "line\nnext")
        #expect(Sanitizer.displayable("line\nnext", keepNewlines: false) == "line^Jnext")
        #expect(Sanitizer.displayable("a\tb", keepNewlines: true) == "a       b")
        #expect(Sanitizer.displayable("\u{202E}evil", keepNewlines: true) == "evil")
        #expect(Sanitizer.displayable("plain text", keepNewlines: false) == "plain text")
    }
}
