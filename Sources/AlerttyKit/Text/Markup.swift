/// `--markup`'s small subset of Markdown, `**bold**`, `_emphasis_` and `` `code` ``, turned into
/// ``StyleMark``s, which wrap, measure and cut as the text shows and are dropped wherever text
/// leaves the frame.
///
/// As CommonMark reads them: a backslash before `*`, `_`, `` ` `` or `\` makes it literal; a
/// mark not closed, or closing nothing (`****`), stays as typed; `_` inside a word
/// (`snake_case_words`) is no emphasis; nothing is marked inside `` `code` ``. A run of `*` or
/// `_` other than `**` and `_` stays as typed. Linear in the text's length, with no recursion:
/// a message of a million `**` is no deeper than one.
///
/// Kept in its own file: only `--markup` runs it, and a file's code is mapped whole when any
/// of it runs.
package enum Markup {
    /// `text` with its marks made ``StyleMark``s and its escapes resolved; the text's own
    /// noncharacters are dropped first, so that no text can forge a mark.
    package static func marked(_ text: String) -> String {
        let characters = Array(StyleMark.removed(from: text))
        var pieces = tokens(of: characters)
        pair(&pieces)
        var result = ""
        for piece in pieces { result += piece.text }
        return result
    }

    /// `text` as it reads with the marks taken away: what answers, plain mode and the log show.
    package static func clean(_ text: String) -> String { StyleMark.removed(from: marked(text)) }

    /// What a piece of the text is.
    private enum Kind: Equatable {
        /// Text to show as it is.
        case literal
        /// `**`, `_`: a delimiter that may open or close a span of its kind.
        case bold, emphasis
    }

    /// A stretch of the text: words, or a delimiter that becomes marks once paired.
    private struct Piece {
        var kind: Kind
        var text: String
        var opens = false
        var closes = false
    }

    /// The pieces of `characters`: runs of literal text (code spans and escapes resolved), and
    /// each `**` and `_` that could open or close a span.
    private static func tokens(of characters: [Character]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { pieces.append(Piece(kind: .literal, text: literal)) }
            literal = ""
        }
        func isSpace(_ index: Int) -> Bool {
            !characters.indices.contains(index) || characters[index].isWhitespace
        }
        func isWordCharacter(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, "*_`\\".contains(characters[index + 1]) {
                literal.append(characters[index + 1])
                index += 2
            } else if character == "`" {
                // The span ends at the next backtick; an empty or unclosed one stays as typed.
                let end = characters[(index + 1)...].firstIndex(of: "`")
                if let end, end > index + 1 {
                    literal.unicodeScalars.append(StyleMark.code.scalar)
                    literal += String(characters[(index + 1)..<end])
                    literal.unicodeScalars.append(StyleMark.notCode.scalar)
                    index = end + 1
                } else {
                    literal.append(character)
                    index += 1
                }
            } else if character == "*" || character == "_" {
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                let run = String(characters[index..<end])
                let before = index - 1
                if character == "*", end - index == 2 {
                    flush()
                    pieces.append(Piece(kind: .bold, text: run, opens: !isSpace(end), closes: !isSpace(before)))
                } else if character == "_", end - index == 1 {
                    flush()
                    pieces.append(
                        Piece(
                            kind: .emphasis, text: run, opens: !isSpace(end) && !isWordCharacter(before),
                            closes: !isSpace(before) && !isWordCharacter(end)))
                } else {
                    literal += run
                }
                index = end
            } else {
                literal.append(character)
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// Pairs each closing delimiter with the nearest opener of its kind before it, as
    /// CommonMark's delimiter stack does: openers of the other kind between them are left as
    /// typed, and a pair with nothing between them (`****`) is no span. A stack per kind, so
    /// that each delimiter is pushed and popped once.
    private static func pair(_ pieces: inout [Piece]) {
        var bold: [Int] = []
        var emphasis: [Int] = []
        for index in pieces.indices {
            let piece = pieces[index]
            guard piece.kind != .literal else { continue }
            // The last opener read, not the stack copied: a copy kept would be copied again on
            // the next change, once per delimiter.
            let last = piece.kind == .bold ? bold.last : emphasis.last
            if piece.closes, let opener = last, opener + 1 < index {
                if piece.kind == .bold {
                    bold.removeLast()
                    while let last = emphasis.last, last > opener { emphasis.removeLast() }
                } else {
                    emphasis.removeLast()
                    while let last = bold.last, last > opener { bold.removeLast() }
                }
                let (on, off): (StyleMark, StyleMark) = piece.kind == .bold ? (.bold, .notBold) : (.italic, .notItalic)
                pieces[opener].text = String(on.scalar)
                pieces[index].text = String(off.scalar)
            } else if piece.opens {
                if piece.kind == .bold { bold.append(index) } else { emphasis.append(index) }
            }
        }
    }
}

extension AlertConfiguration {
    /// The alert with `--markup`'s marks read in its title, message, items and labels: the title,
    /// message and items keep them as ``StyleMark``s (their writers drop them, as dialog's
    /// `--colors` codes are dropped); the labels become clean, as answers print them and keys
    /// match them, and ``markedLabels`` keeps them as drawn. An item answers its clean label.
    package mutating func markUp() {
        title = title.map(Markup.marked)
        message = message.map(Markup.marked)
        if var list = choiceLists.first {
            for index in list.items.indices {
                let marked = Markup.marked(list.items[index].label)
                if list.items[index].value == nil { list.items[index].value = StyleMark.removed(from: marked) }
                list.items[index].label = marked
            }
            choices = list
        }
        markedLabels.buttons = buttons.map { Markup.marked($0.label) }
        for index in buttons.indices { buttons[index].label = StyleMark.removed(from: markedLabels.buttons[index]) }
        markedLabels.fields = fields.map { Markup.marked($0.label) }
        for index in fields.indices { fields[index].label = StyleMark.removed(from: markedLabels.fields[index]) }
        markedLabels.checkboxes = checkboxes.map { Markup.marked($0.label) }
        for index in checkboxes.indices {
            checkboxes[index].label = StyleMark.removed(from: markedLabels.checkboxes[index])
        }
        appearance.drawsStyleMarks = true
        appearance.readsMarkup = true
    }
}
