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
        forEachLine(of: text) { lines += wrapParagraph($0, width: width) }
        return lines
    }

    /// Calls `body` with each line of `text` (between newlines; an empty text is one empty line).
    ///
    /// By hand rather than with `split`: every alert measures and wraps its text before the
    /// first frame, and `split`'s first use in a process (an array of substrings, its type
    /// metadata) took about 20 µs, more than the measuring.
    package static func forEachLine(of text: String, _ body: (Substring) -> Void) {
        var rest = text[...]
        while let newline = rest.firstIndex(of: "\n") {
            body(rest[..<newline])
            rest = rest[rest.index(after: newline)...]
        }
        body(rest)
    }

    /// Where a long word may break: after one of these.
    private static func isBreakAfter(_ character: Character) -> Bool {
        switch character {
        case "/", "?", "&", "-", "_", ".": true
        default: false
        }
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        let indentation = min(paragraph.prefix { $0 == " " }.count, width / 2)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = 0
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
            let spaces = rest.prefix { $0 == " " }
            if !spaces.isEmpty {
                pendingSpaces += spaces.count
                rest = rest.dropFirst(spaces.count)
                continue
            }
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            let wordWidth = DisplayWidth.of(word)
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
                line += String(repeating: " ", count: kept)
                lineWidth += kept
            }
            pendingSpaces = 0
            var characters = word[...]
            while !characters.isEmpty {
                // As much as fits, cut after the last break character in it when there is one.
                var fit = characters.startIndex
                var used = 0
                var lastBreak: Substring.Index?
                while fit < characters.endIndex {
                    let characterWidth = DisplayWidth.of(characters[fit])
                    if lineWidth + used + characterWidth > width { break }
                    used += characterWidth
                    if isBreakAfter(characters[fit]) { lastBreak = characters.index(after: fit) }
                    fit = characters.index(after: fit)
                }
                if fit == characters.endIndex {
                    // append(contentsOf:), not +=: the operator takes any sequence of characters
                    // and looked up Substring's conformances at run time on every alert's first wrap.
                    line.append(contentsOf: characters)
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
                line.append(contentsOf: characters[..<cut])
                finishLine()
                characters = characters[cut...]
            }
        }
        if lineHasText || lines.isEmpty { lines.append(line) }
        return lines
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
