/// Word wrapping and truncation measured in display columns.
package enum TextLayout {
    /// The ellipsis that marks text cut short.
    package static let ellipsis: Character = "…"

    /// Wraps text to `width` columns: newlines start new lines, lines break at spaces, and a
    /// word wider than a line is broken after `/ ? & - _ .` where it can be (a URL, a path),
    /// between characters where it cannot.
    ///
    /// Spaces inside a line are kept; spaces at a break are dropped. A paragraph's leading
    /// spaces are its indentation, and its continuation lines keep it (up to half the width),
    /// so a wrapped log line or list item stays under its first word.
    package static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        forEachLine(of: text) { paragraph in
            // Printable ASCII is one column and one character per byte: the same wrapping, byte by
            // byte, without finding grapheme boundaries (a tenth of the instructions; every
            // alert wraps its title and message before the first frame).
            lines +=
                DisplayWidth.isPrintableASCII(paragraph)
                ? wrapParagraph(paragraph.utf8, width: width) : wrapParagraph(paragraph, width: width)
        }
        return lines
    }

    /// Calls `body` with each line of `text` (between newlines; an empty text is one empty line).
    ///
    /// By hand rather than with `split`: start-up rule 2. The newline is found among the
    /// bytes, not the characters (no grapheme breaking); as among characters, the LF of a CR LF
    /// pair (one character) breaks no line.
    package static func forEachLine(of text: String, _ body: (Substring) -> Void) {
        let newline = UInt8(ascii: "\n")
        var rest = text[...]
        var searchFrom = rest.startIndex
        while let found = rest.utf8[searchFrom...].firstIndex(of: newline) {
            searchFrom = rest.utf8.index(after: found)
            if found > rest.startIndex, rest.utf8[rest.utf8.index(before: found)] == UInt8(ascii: "\r") { continue }
            body(rest[..<found])
            rest = rest[searchFrom...]
        }
        body(rest)
    }

    private static func wrapParagraph<Text: WrappableText>(_ paragraph: Text, width: Int) -> [String] {
        let indentation = min(paragraph.prefix(while: Text.isSpace).count, width / 2)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = 0
        // The run of spaces before the word at hand: the spaces a line keeps are taken from it,
        // appended as a slice (a new String of spaces, once the line is longer than 15 bytes,
        // is appended by standard-library code nothing else in a run needs).
        var spaceRun = paragraph[paragraph.startIndex..<paragraph.startIndex]
        var lineHasText = false
        func finishLine() {
            lines.append(line)
            line = String(repeating: " ", count: indentation)
            lineWidth = indentation
            pendingSpaces = 0
            lineHasText = false
        }
        var rest = paragraph[...]
        while !rest.isEmpty {
            let spaces = rest.prefix(while: Text.isSpace)
            if !spaces.isEmpty {
                pendingSpaces += spaces.count
                spaceRun = spaces
                rest = rest.dropFirst(spaces.count)
                continue
            }
            let word = rest.prefix { !Text.isSpace($0) }
            rest = rest.dropFirst(word.count)
            let wordWidth = word.columns
            // A word that fits on a line of its own goes there; a longer one starts here,
            // unless too little of this line is left to be worth it.
            let fitsALine = wordWidth <= width - indentation
            if lineHasText, lineWidth + pendingSpaces + wordWidth > width,
                fitsALine || width - lineWidth - pendingSpaces < min(8, width / 3)
            {
                finishLine()
            }
            if lineHasText || lines.isEmpty {
                // Leading spaces of a paragraph are indentation; after a break they are dropped.
                let kept = lineHasText ? min(pendingSpaces, max(0, width - lineWidth - 1)) : indentation
                spaceRun.prefix(kept).append(to: &line)
                lineWidth += kept
            }
            pendingSpaces = 0
            var characters = word[...]
            while !characters.isEmpty {
                // As much as fits, cut after the last break character in it when there is one.
                var fit = characters.startIndex
                var used = 0
                var lastBreak: Text.Index?
                while fit < characters.endIndex {
                    let characterWidth = Text.columns(of: characters[fit])
                    if lineWidth + used + characterWidth > width { break }
                    used += characterWidth
                    if Text.isBreakAfter(characters[fit]) { lastBreak = characters.index(after: fit) }
                    fit = characters.index(after: fit)
                }
                if fit == characters.endIndex {
                    characters.append(to: &line)
                    lineWidth += used
                    lineHasText = true
                    break
                }
                var cut = lastBreak ?? fit
                if cut == characters.startIndex {
                    if lineHasText {
                        finishLine()
                        continue
                    }
                    if lineWidth > 0 {
                        // Not even one character fits after the indentation: give it up for this line.
                        line = ""
                        lineWidth = 0
                        continue
                    }
                    // Not even one character fits an empty line: it goes alone.
                    cut = characters.index(after: cut)
                }
                characters[..<cut].append(to: &line)
                finishLine()
                characters = characters[cut...]
            }
        }
        if lineHasText || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` with each `…` written `...`, for a terminal that is not UTF-8.
    package static func asciiEllipses(_ text: String) -> String {
        guard text.unicodeScalars.contains("…") else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "…" { result += "..." } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The text cut to at most `width` columns, ending in `…` when it was cut.
    ///
    /// Never splits a grapheme cluster, so a wide character is never cut in half.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        return prefix(of: text, fitting: width - 1) + String(ellipsis)
    }

    /// The longest start of `text` that fits in `width` columns, without splitting a character.
    package static func prefix(of text: String, fitting width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }
}

/// Text `TextLayout.wrap` can wrap: a paragraph as characters, or as bytes when it is printable
/// ASCII (a byte is then a character one column wide). One wrapping algorithm serves both.
private protocol WrappableText: BidirectionalCollection where SubSequence == Self {
    /// The columns one element takes.
    static func columns(of element: Element) -> Int
    /// Whether the element is a space, where lines break.
    static func isSpace(_ element: Element) -> Bool
    /// Whether a long word may break after the element: after `/ ? & - _ .`.
    static func isBreakAfter(_ element: Element) -> Bool
    /// The columns the whole text takes.
    var columns: Int { get }
    /// Appends the text to `line`.
    func append(to line: inout String)
}

extension Substring: WrappableText {
    fileprivate static func columns(of element: Character) -> Int { DisplayWidth.of(element) }
    fileprivate static func isSpace(_ element: Character) -> Bool { element == " " }
    fileprivate static func isBreakAfter(_ element: Character) -> Bool {
        element.isASCII && Substring.UTF8View.isBreakAfter(element.utf8.first ?? 0)
    }
    fileprivate var columns: Int { DisplayWidth.of(self) }
    // append(contentsOf:), not += of a Substring: start-up rule 2.
    fileprivate func append(to line: inout String) { line.append(contentsOf: self) }
}

extension Substring.UTF8View: WrappableText {
    fileprivate static func columns(of element: UInt8) -> Int { 1 }
    fileprivate static func isSpace(_ element: UInt8) -> Bool { element == UInt8(ascii: " ") }
    fileprivate static func isBreakAfter(_ element: UInt8) -> Bool {
        switch element {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "."):
            true
        default: false
        }
    }
    fileprivate var columns: Int { count }
    fileprivate func append(to line: inout String) { line.append(contentsOf: Substring(self)) }
}
