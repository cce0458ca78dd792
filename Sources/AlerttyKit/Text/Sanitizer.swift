/// Makes untrusted text safe to draw: no control reaches the terminal as a control.
///
/// Titles, messages and labels often come from file names or network data. A
/// stray ESC could recolour or move the screen, a bidirectional override could
/// make "Delete" read as something else, so they are shown visibly or removed.
package enum Sanitizer {
    /// The text with SGR colour codes (`ESC [ 1;31 m`) removed, other controls made visible
    /// (`^[`), bidi controls removed, tabs expanded to the next multiple of 8 columns, and
    /// `\r\n` taken as a newline.
    ///
    /// - Parameters:
    ///   - keepNewlines: `true` for text that may span lines (title, message); `false` shows a
    ///     newline as `^J`, for one-line text such as labels.
    ///   - keepingStyleMarks: `true` keeps ``StyleMark``s for the frame to draw; otherwise they,
    ///     and the other noncharacters they are taken from, are dropped.
    package static func displayable(_ text: String, keepNewlines: Bool, keepingStyleMarks: Bool = false) -> String {
        if isPlain(text) { return text }
        var result = String.UnicodeScalarView()
        var column = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D where pending == "\n":
                continue
            case 0x1B where pending == "[":
                // Colour codes in piped text (`grep --color=always`, a compiler's errors) are
                // dropped whole; every other sequence is shown, so none reaches the terminal.
                var lookahead = scalars
                var parameter = lookahead.next()
                while let next = parameter, ("0"..."9").contains(next) || next == ";" || next == ":" {
                    parameter = lookahead.next()
                }
                if parameter == "m" {
                    scalars = lookahead
                    pending = scalars.next()
                    continue
                }
                result.append(contentsOf: "^[".unicodeScalars)
                column += 2
            case 0x0A, 0x2028, 0x2029:
                if keepNewlines {
                    result.append("\n")
                    column = 0
                } else {
                    result.append(contentsOf: "^J".unicodeScalars)
                    column += 2
                }
            case 0x09:
                let spaces = 8 - column % 8
                result.append(contentsOf: repeatElement(" ", count: spaces))
                column += spaces
            case 0x00..<0x20, 0x7F:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value ^ 0x40)))
                column += 2
            case 0x80..<0xA0:
                result.append("\u{FFFD}")
                column += 1
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            case StyleMark.reserved:
                if keepingStyleMarks { result.append(scalar) }
            default:
                result.append(scalar)
                column += 1
            }
        }
        return String(result)
    }

    /// A fast check that lets the common case skip rebuilding the string.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
