/// Word wrapping and truncation measured in display columns.
package enum TextLayout {
    /// The ellipsis that marks text cut short.
    package static let ellipsis: Character = "…"

    /// Wraps text to `width` columns: newlines start new lines, lines break at
    /// spaces, and a word wider than a line is broken between characters.
    ///
    /// Spaces inside a line are kept (indentation survives); spaces at a break are dropped.
    package static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapParagraph($0, width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = 0
        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            pendingSpaces = 0
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
            if lineWidth + pendingSpaces + wordWidth > width, lineWidth > 0 {
                finishLine()
            }
            if lineWidth > 0 || lines.isEmpty {
                // Leading spaces of a paragraph are indentation; after a break they are dropped.
                let kept = min(pendingSpaces, max(0, width - lineWidth - 1))
                line += String(repeating: " ", count: kept)
                lineWidth += kept
            }
            pendingSpaces = 0
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 { finishLine() }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
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
