/// One line of editable text with a cursor, edited the way a shell line is.
///
/// The text is kept as grapheme clusters, so the cursor moves, deletes and counts
/// by characters as a person sees them: `é`, `👍🏽`, `🇫🇷` and `한` are one step each.
package struct LineEditor: Equatable, Sendable {
    /// The characters of the line.
    package private(set) var characters: [Character]
    /// The insertion point, from 0 (before the first character) to `characters.count`.
    package private(set) var cursor: Int
    /// The most characters the line may hold; `nil` for no limit.
    package let maximumLength: Int?

    /// A line holding `text`, with the cursor at its end.
    package init(text: String = "", maximumLength: Int? = nil) {
        characters = Array(text)
        cursor = characters.count
        self.maximumLength = maximumLength
    }

    /// The line as a string.
    package var text: String { String(characters) }

    /// Inserts text at the cursor, cut short at ``maximumLength``; returns whether anything was inserted.
    ///
    /// The text is re-clustered with the characters on either side of the cursor, so a
    /// combining mark typed after a letter joins it (and then adds no character towards the
    /// limit). Only those neighbours can join new text — with the flag halves (regional
    /// indicators) before them, which pair up counting from the run's start, and what follows
    /// while the boundary after them moves — so an insertion costs the length of the text
    /// inserted, not of the line: typing into a long line stays fast.
    @discardableResult
    package mutating func insert(_ text: String) -> Bool {
        let limit = maximumLength ?? Int.max
        let spare = limit > characters.count ? limit - characters.count : 0
        // One past the room left, so a combining mark can still join a full line.
        let room = spare == Int.max ? spare : spare + 1
        let incoming = Array(text).prefix(room)
        var lower = max(0, cursor - 1)
        while lower > 0, Self.isRegionalIndicators(characters[lower]), Self.isRegionalIndicators(characters[lower - 1])
        {
            lower -= 1
        }
        var upper = min(characters.count, cursor + 1)
        var taken = incoming.count
        while taken > 0 {
            let upToCursor = String(characters[lower..<cursor]) + String(incoming.prefix(taken))
            var joined = Array(upToCursor + String(characters[cursor..<upper]))
            // New text can move the boundary after the window (an emoji after a joiner joins it,
            // flag halves pair up anew): take the next character in until the boundary holds.
            while upper < characters.count, let last = joined.last,
                Array(String(last) + String(characters[upper])) != [last, characters[upper]]
            {
                upper += 1
                joined = Array(upToCursor + String(characters[cursor..<upper]))
            }
            if characters.count - (upper - lower) + joined.count <= limit {
                characters.replaceSubrange(lower..<upper, with: joined)
                cursor = lower + min(upToCursor.count, joined.count)
                return true
            }
            taken -= 1
        }
        return false
    }

    /// Whether a character is made of regional indicators only (a flag, or half of one).
    private static func isRegionalIndicators(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    }

    /// Moves the cursor one character left.
    package mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one character right.
    package mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// Moves the cursor to the start (Home, Ctrl-A).
    package mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor to the end (End, Ctrl-E).
    package mutating func moveToEnd() { cursor = characters.count }
    /// Moves the cursor before character `position` (kept within the line).
    package mutating func move(to position: Int) { cursor = min(max(0, position), characters.count) }

    /// Deletes the character before the cursor (Backspace).
    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character under the cursor (Delete).
    package mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U).
    package mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Deletes from the cursor to the end of the line (Ctrl-K).
    package mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W, Alt-Backspace).
    package mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Overwrites every character, for a secret that has been handed over and must not linger.
    ///
    /// Characters of up to 15 UTF-8 bytes are stored inside the array's own buffer, so
    /// this overwrites the bytes themselves, not just a reference to them.
    package mutating func wipe() {
        for index in characters.indices { characters[index] = "\0" }
        characters.removeAll()
        cursor = 0
    }
}
