/// Scores a typed needle against an item's text as fzf ranks: the needle's characters in order,
/// consecutive ones and ones at a word's start worth more, gaps worth less (`--match fuzzy`).
///
/// The needle is folded (lowercase) UTF-8. The text is too, except that it may keep its ASCII
/// capitals: they match their lowercase letters, and one after a lowercase letter starts a word,
/// as in camelCase (so a caller need not keep a folded copy of ASCII text). A character of the
/// needle matches only a whole character of the text, byte for byte, so an accented letter never
/// matches half of another. The scores are fzf 0.38's (its `algo.go`, version 2): 16 a character,
/// a word start's bonus (10 after white space or at the start, 9 after `/ , : ; |`, 8 after other
/// punctuation, 7 for a capital after a lowercase letter or a digit after a letter), the first
/// character's bonus doubled, a gap costing 3 and then 1 a character, and a run of consecutive
/// characters keeping its first one's bonus. Unlike fzf, accents are not folded: `o` does not
/// match `ő`.
///
/// The best alignment is found by dynamic programming over the span between the needle's first
/// character and its last one's last occurrence (a needle of one character takes its best
/// occurrence up to the first at a word's start, as fzf does); a quick scan rejects a text
/// without the characters in order first, and nothing is allocated for a score.
package enum FuzzyMatch {
    /// The needle's score in `text`, or `nil` unless the needle's characters occur in it in order.
    /// An empty needle scores 0 in any text.
    package static func score(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int32? {
        var trace = NoTrace()
        return align(needle, in: text, trace: &trace)?.score
    }

    /// The byte offsets in `text` where the needle's characters matched in its best alignment (one
    /// offset a character, where that character's first byte is), in order: the letters a row
    /// draws marked. Empty when the needle does not match. Allocates: call it for drawn rows only.
    package static func positions(
        of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>
    ) -> [Int] {
        var trace = PathTrace()
        guard let alignment = align(needle, in: text, trace: &trace), alignment.column >= 0 else { return [] }
        return trace.path(endingAt: alignment.column)
    }

    // MARK: - Scores

    /// What matching one character is worth, before its bonus.
    private static let matchScore: Int32 = 16
    /// What the first character of a gap costs.
    private static let gapStart: Int32 = -3
    /// What each further character of a gap costs.
    private static let gapExtension: Int32 = -1
    /// A word start after punctuation; the floor of a bonus that may break a run (fzf's rule).
    private static let boundaryBonus: Int32 = 8
    /// The least bonus a character inside a run of consecutive matches gets.
    private static let consecutiveBonus: Int32 = 4
    /// Needle characters times text bytes beyond which the best alignment is not looked for and
    /// the first one found is scored instead: a pasted needle on a megabyte line stays linear.
    private static let cellLimit = 100_000

    /// What a text character is, for the bonus of a match on it; in fzf's order, which its rules
    /// compare.
    private enum CharacterClass: UInt8 {
        case white, punctuation, delimiter, lower, upper, letter, digit
    }

    /// The class of the character whose first byte is `byte`; any non-ASCII character is a letter.
    @inline(__always) private static func characterClass(_ byte: UInt8) -> CharacterClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
        case 0x80...: .letter
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: " "), 0x09...0x0D: .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): .delimiter
        default: .punctuation
        }
    }

    /// `byte` with an ASCII capital made lowercase: a text byte as the needle's are compared.
    @inline(__always) private static func folded(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// What to OR into a text byte before comparing it with the needle's `byte`: for a lowercase
    /// letter, the bit that folds its capital; for any other byte, nothing, as it must be exact.
    @inline(__always) private static func foldBit(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "a") < 26 ? 0x20 : 0
    }

    /// The bonus of a match on a character of class `now` after one of class `before`, as fzf
    /// 0.38 gives it (its order of checks, quirks included: a delimiter after a space is a word's
    /// start, a delimiter elsewhere earns nothing).
    @inline(__always) private static func bonus(after before: CharacterClass, on now: CharacterClass) -> Int32 {
        if now.rawValue > CharacterClass.punctuation.rawValue {
            switch before {
            case .white: return 10
            case .delimiter: return 9
            case .punctuation: return boundaryBonus
            case .lower, .upper, .letter, .digit: break
            }
        }
        switch now {
        case .upper where before == .lower, .digit where before != .digit: return 7
        case .punctuation: return boundaryBonus
        case .white: return 10
        default: return 0
        }
    }

    /// The bonus a match earns as the next of a run of `run` consecutive matches (0: it starts
    /// one), whose first match's bonus was `runBonus`; updates both. A strong word start breaks a
    /// weaker run and starts its own; otherwise the run lends its first bonus to every member.
    @inline(__always) private static func runBonus(_ bonus: Int32, run: inout Int32, runBonus: inout Int32) -> Int32 {
        run += 1
        guard run > 1 else {
            runBonus = bonus
            return bonus
        }
        if bonus >= boundaryBonus && bonus > runBonus {
            run = 1
            runBonus = bonus
            return bonus
        }
        return max(bonus, consecutiveBonus, runBonus)
    }

    // MARK: - Characters

    /// The length of the character at `offset` (1 to 4): a malformed sequence counts as one byte.
    @inline(__always) private static func characterLength(_ bytes: UnsafePointer<UInt8>, at offset: Int, end: Int)
        -> Int
    {
        let lead = bytes[offset]
        guard lead >= 0xC0 else { return 1 }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + length <= end else { return 1 }
        for next in (offset + 1)..<(offset + length) where bytes[next] & 0xC0 != 0x80 { return 1 }
        return length
    }

    /// The needle's characters, as the scoring pass compares them with the text's.
    private protocol Needle {
        /// How many characters the needle has.
        var count: Int { get }
        /// Whether character `row` is the text's character at `offset`, which is `length` bytes
        /// and whose first byte is `first` once folded.
        func matches(_ row: Int, first: UInt8, _ text: UnsafePointer<UInt8>, at offset: Int, length: Int) -> Bool
        /// How many bytes character `row` has.
        func length(_ row: Int) -> Int
        /// The needle's first byte.
        var firstByte: UInt8 { get }
    }

    /// A needle of ASCII characters, one a byte: what is nearly always typed.
    private struct ASCIINeedle: Needle {
        let bytes: UnsafePointer<UInt8>
        let count: Int

        @inline(__always) func matches(
            _ row: Int, first: UInt8, _ text: UnsafePointer<UInt8>, at offset: Int, length: Int
        ) -> Bool {
            first == bytes[row]
        }

        @inline(__always) func length(_ row: Int) -> Int { 1 }

        var firstByte: UInt8 { bytes[0] }
    }

    /// A needle with characters of several bytes, where each character starts in it.
    private struct UTF8Needle: Needle {
        let bytes: UnsafePointer<UInt8>
        /// Where each character starts, and the needle's length after the last.
        let starts: UnsafeMutableBufferPointer<Int32>

        var count: Int { starts.count - 1 }

        @inline(__always) func length(_ row: Int) -> Int { Int(starts[row + 1] - starts[row]) }

        var firstByte: UInt8 { bytes[0] }

        @inline(__always) func matches(
            _ row: Int, first: UInt8, _ text: UnsafePointer<UInt8>, at offset: Int, length: Int
        ) -> Bool {
            let start = Int(starts[row])
            guard first == bytes[start], length == self.length(row) else { return false }
            // The rest of a character of several bytes has no ASCII to fold.
            for next in 1..<max(length, 1) where text[offset + next] != bytes[start + next] { return false }
            return true
        }
    }

    /// Whether every byte of the needle occurs in the text (folded) after the one before (fzf's
    /// quick scan, which rejects most texts before anything is scored): where the first was found
    /// and where the scan ended, or nil.
    @inline(__always) private static func inOrder(
        _ needle: UnsafeBufferPointer<UInt8>, _ text: UnsafePointer<UInt8>, count: Int
    ) -> (first: Int, end: Int)? {
        var first = 0
        var from = 0
        for index in needle.indices {
            guard let found = firstIndex(of: needle[index], in: text, from: from, end: count) else {
                return nil
            }
            if index == 0 { first = found }
            from = found + 1
        }
        return (first, from)
    }

    /// Where `byte` (a needle's) first occurs in `text[from..<end]`, folded.
    @inline(__always) private static func firstIndex(
        of byte: UInt8, in text: UnsafePointer<UInt8>, from: Int, end: Int
    ) -> Int? {
        ByteSearch(byte).first(in: text, from: from, end: end)
    }

    /// A needle's byte looked for in a text, folded, a word at a time: each byte of the word,
    /// ORed with the fold bit and XORed with the byte, tested for zero without a carry between
    /// bytes. A range's end (or start, looking backwards) that is not a whole word is read as one
    /// word overlapping the one before, its bytes outside the range masked; a text shorter than a
    /// word is read a byte at a time.
    private struct ByteSearch {
        let byte: UInt8
        let fold: UInt8
        let pattern: UInt64
        let foldWord: UInt64

        @inline(__always) init(_ byte: UInt8) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            self.byte = byte
            fold = foldBit(byte)
            pattern = UInt64(byte) &* ones
            foldWord = UInt64(fold) &* ones
        }

        /// The top bit of each byte of the word at `start` that is the byte once folded.
        @inline(__always) func found(in text: UnsafePointer<UInt8>, at start: Int) -> UInt64 {
            let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let loaded = UnsafeRawPointer(text).loadUnaligned(fromByteOffset: start, as: UInt64.self)
            let word = (UInt64(littleEndian: loaded) | foldWord) ^ pattern
            return ~(((word & lows) &+ lows) | word | lows)
        }

        /// The first offset in `from..<end` where the byte is.
        @inline(__always) func first(in text: UnsafePointer<UInt8>, from: Int, end: Int) -> Int? {
            var offset = from
            while end - offset >= 8 {
                let bits = found(in: text, at: offset)
                if bits != 0 { return offset + bits.trailingZeroBitCount >> 3 }
                offset += 8
            }
            guard offset < end else { return nil }
            if end >= 8 {
                let start = end - 8
                let bits =
                    found(in: text, at: start) & (UInt64.max &<< UInt64(truncatingIfNeeded: (offset - start) * 8))
                return bits == 0 ? nil : start + bits.trailingZeroBitCount >> 3
            }
            while offset < end {
                if text[offset] | fold == byte { return offset }
                offset += 1
            }
            return nil
        }

        /// The last offset in `from..<end` where the byte is.
        @inline(__always) func last(in text: UnsafePointer<UInt8>, from: Int, end: Int) -> Int? {
            var end = end
            while end - from >= 8 {
                let bits = found(in: text, at: end - 8)
                if bits != 0 { return end - 8 + (63 - bits.leadingZeroBitCount) >> 3 }
                end -= 8
            }
            guard from < end else { return nil }
            if end >= 8 {
                let start = end - 8
                let bits = found(in: text, at: start) & (UInt64.max &<< UInt64(truncatingIfNeeded: (from - start) * 8))
                return bits == 0 ? nil : start + (63 - bits.leadingZeroBitCount) >> 3
            }
            while end > from {
                end -= 1
                if text[end] | fold == byte { return end }
            }
            return nil
        }
    }

    // MARK: - Alignment

    /// An alignment's score and the index of the column (as the trace was told it) where its last
    /// character matched; -1 for the empty needle's.
    private struct Alignment {
        var score: Int32
        var column: Int
    }

    /// The alignment of the needle in `text`, or nil: the quick scan, then the scoring pass, which
    /// tells `trace` every column and every match so that `positions` can walk the path back.
    @inline(__always) private static func align<T: Trace>(
        _ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, trace: inout T
    ) -> Alignment? {
        guard let needleBytes = needle.baseAddress, !needle.isEmpty else { return Alignment(score: 0, column: -1) }
        guard let textBytes = text.baseAddress, text.count >= needle.count,
            let (spanStart, scanEnd) = inOrder(needle, textBytes, count: text.count)
        else { return nil }
        // Every alignment lies between the first character's first occurrence and the end of the
        // last one's last occurrence (whose last byte is the needle's), which is found when needed.
        let span = Span(start: spanStart, scanEnd: scanEnd, end: text.count, last: needle[needle.count - 1])
        if !needle.contains(where: { $0 >= 0x80 }) {
            return align(ASCIINeedle(bytes: needleBytes, count: needle.count), textBytes, span: span, trace: &trace)
        }
        return alignCharacters(needle, textBytes, span: span, trace: &trace)
    }

    /// Where the alignments lie: from the first character's first occurrence to the text's end,
    /// the last character's first occurrence ending at `scanEnd`; `last` is the needle's last byte.
    private struct Span {
        var start: Int
        var scanEnd: Int
        var end: Int
        var last: UInt8

        /// From the start to the end of the last character's last occurrence.
        @inline(__always) func tightened(in text: UnsafePointer<UInt8>) -> Range<Int> {
            start..<((ByteSearch(last).last(in: text, from: scanEnd, end: end) ?? scanEnd - 1) + 1)
        }
    }

    /// The alignment within `span` of a needle with characters of several bytes: where each starts
    /// is found first.
    @inline(never) private static func alignCharacters<T: Trace>(
        _ needle: UnsafeBufferPointer<UInt8>, _ textBytes: UnsafePointer<UInt8>, span: Span, trace: inout T
    ) -> Alignment? {
        let needleBytes = needle.baseAddress!
        var characters = 0
        var offset = 0
        while offset < needle.count {
            offset += characterLength(needleBytes, at: offset, end: needle.count)
            characters += 1
        }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: characters + 1) { starts in
            var offset = 0
            for index in 0..<characters {
                starts[index] = Int32(truncatingIfNeeded: offset)
                offset += characterLength(needleBytes, at: offset, end: needle.count)
            }
            starts[characters] = Int32(truncatingIfNeeded: offset)
            return align(UTF8Needle(bytes: needleBytes, starts: starts), textBytes, span: span, trace: &trace)
        }
    }

    /// The best alignment of `needle`'s characters within `span`, or, when that is too large to
    /// search, the first one found.
    @inline(__always) private static func align<N: Needle, T: Trace>(
        _ needle: N, _ text: UnsafePointer<UInt8>, span: Span, trace: inout T
    ) -> Alignment? {
        if needle.count == 1 { return alignCharacter(needle, text, span: span.start..<span.end, trace: &trace) }
        let span = span.tightened(in: text)
        guard needle.count * span.count <= cellLimit else {
            return firstAlignment(needle, text, span: span, trace: &trace)
        }
        // Only the scores start known (at -1); a run and its bonus are written before they are read.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * needle.count) { state in
            bestAlignment(needle, text, span: span, state: state.baseAddress!, trace: &trace)
        }
    }

    /// The best match of a needle of one character: its occurrences one after another, the first
    /// best kept, with no matrix, and none looked for after one at a word's start (fzf's rule for
    /// a needle of one character, which its ranking shows).
    @inline(__always) private static func alignCharacter<N: Needle, T: Trace>(
        _ needle: N, _ text: UnsafePointer<UInt8>, span: Range<Int>, trace: inout T
    ) -> Alignment? {
        var best = Alignment(score: -1, column: 0)
        var bestOffset = span.lowerBound
        var next: Int? = span.lowerBound
        while let offset = next {
            let length = characterLength(text, at: offset, end: span.upperBound)
            if needle.matches(0, first: folded(text[offset]), text, at: offset, length: length) {
                let bonus = bonus(after: classBefore(offset, in: text), on: characterClass(text[offset]))
                if matchScore + 2 * bonus > best.score {
                    best.score = matchScore + 2 * bonus
                    bestOffset = offset
                }
                if bonus >= boundaryBonus { break }
            }
            next = firstIndex(of: needle.firstByte, in: text, from: offset + 1, end: span.upperBound)
        }
        guard best.score >= 0 else { return nil }
        trace.begin(column: 0, at: bestOffset)
        trace.matched(row: 0, column: 0)
        return best
    }

    /// The class of the character before `offset` (white space at the text's start, as fzf has it).
    @inline(__always) private static func classBefore(_ offset: Int, in text: UnsafePointer<UInt8>) -> CharacterClass {
        offset == 0 ? .white : characterClass(text[offset - 1])
    }

    /// The best alignment within `span`, column by column (a column is a text character), each
    /// needle character's best score so far kept in its row of `state`: fzf's matrix, one column
    /// at a time. `state` holds each row's score (-1 while it cannot be matched yet), the length
    /// of the run of consecutive matches ending at the column (0: the score was carried over a
    /// gap) and that run's first bonus.
    @inline(__always) private static func bestAlignment<N: Needle, T: Trace>(
        _ needle: N, _ text: UnsafePointer<UInt8>, span: Range<Int>, state: UnsafeMutablePointer<Int32>,
        trace: inout T
    ) -> Alignment? {
        let rows = needle.count
        let scores = state
        let runs = state + rows
        let runBonuses = state + 2 * rows
        for row in 0..<rows { scores[row] = -1 }
        var before = classBefore(span.lowerBound, in: text)
        var best = Alignment(score: -1, column: 0)
        var column = 0
        var offset = span.lowerBound
        while offset < span.upperBound {
            let length = characterLength(text, at: offset, end: span.upperBound)
            let first = folded(text[offset])
            let now = characterClass(text[offset])
            let bonus = bonus(after: before, on: now)
            before = now
            trace.begin(column: column, at: offset)
            // fzf starts afresh at every occurrence of the first character. The other rows go
            // from the last up, so that the row above still holds the previous column's state.
            var row = rows - 1
            while row > 0 {
                var score = scores[row] < 0 ? -1 : max(scores[row] + (runs[row] > 0 ? gapStart : gapExtension), 0)
                var run: Int32 = 0
                if scores[row - 1] >= 0, needle.matches(row, first: first, text, at: offset, length: length) {
                    var matchRun = runs[row - 1]
                    var runBonus = runBonuses[row - 1]
                    let matched =
                        scores[row - 1] + matchScore + Self.runBonus(bonus, run: &matchRun, runBonus: &runBonus)
                    if matched >= score {
                        score = matched
                        run = matchRun
                        runBonuses[row] = runBonus
                        trace.matched(row: row, column: column)
                    }
                }
                scores[row] = score
                runs[row] = run
                row -= 1
            }
            if needle.matches(0, first: first, text, at: offset, length: length) {
                scores[0] = matchScore + 2 * bonus
                runs[0] = 1
                runBonuses[0] = bonus
                trace.matched(row: 0, column: column)
            } else if scores[0] >= 0 {
                scores[0] = max(scores[0] + (runs[0] > 0 ? gapStart : gapExtension), 0)
                runs[0] = 0
            }
            if scores[rows - 1] > best.score {
                best.score = scores[rows - 1]
                best.column = column
            }
            column += 1
            offset += length
        }
        return best.score < 0 ? nil : best
    }

    /// The first alignment found, tightened from its end backwards, and its score (fzf's
    /// version 1): for a span too large to search for the best. Its matches are the columns it
    /// tells `trace`.
    private static func firstAlignment<N: Needle, T: Trace>(
        _ needle: N, _ text: UnsafePointer<UInt8>, span: Range<Int>, trace: inout T
    ) -> Alignment? {
        // Forwards, each character's first occurrence after the one before; then backwards from
        // the last one's end, each character's last occurrence before the one after.
        var offset = span.lowerBound
        for row in 0..<needle.count {
            guard let found = occurrence(of: row, needle, text, in: offset..<span.upperBound, last: false) else {
                return nil
            }
            offset = found + needle.length(row)
        }
        for row in (0..<needle.count).reversed() {
            offset = occurrence(of: row, needle, text, in: span.lowerBound..<offset, last: true) ?? offset
        }
        var matched = 0
        var score: Int32 = 0
        var run: Int32 = 0
        var runBonus: Int32 = 0
        var before = classBefore(offset, in: text)
        while matched < needle.count, offset < span.upperBound {
            let length = characterLength(text, at: offset, end: span.upperBound)
            let now = characterClass(text[offset])
            if needle.matches(matched, first: folded(text[offset]), text, at: offset, length: length) {
                let bonus = Self.runBonus(bonus(after: before, on: now), run: &run, runBonus: &runBonus)
                score += matchScore + (matched == 0 ? 2 * bonus : bonus)
                trace.begin(column: matched, at: offset)
                trace.matched(row: matched, column: matched)
                matched += 1
            } else {
                score = max(score + (run > 0 ? gapStart : gapExtension), 0)
                run = 0
            }
            before = now
            offset += length
        }
        // Short only where malformed UTF-8 made the scan and this walk see different characters.
        return matched == needle.count ? Alignment(score: score, column: matched - 1) : nil
    }

    /// Where the needle's character `row` first (or last) occurs as a whole character in `range`.
    private static func occurrence<N: Needle>(
        of row: Int, _ needle: N, _ text: UnsafePointer<UInt8>, in range: Range<Int>, last: Bool
    ) -> Int? {
        let length = needle.length(row)
        guard range.count >= length else { return nil }
        let starts = range.lowerBound...(range.upperBound - length)
        let isHere = { (offset: Int) in
            let length = characterLength(text, at: offset, end: range.upperBound)
            return needle.matches(row, first: folded(text[offset]), text, at: offset, length: length)
        }
        return last ? starts.reversed().first(where: isHere) : starts.first(where: isHere)
    }

    // MARK: - Traces

    /// What the scoring pass tells about each column and match; `score` tells nothing.
    private protocol Trace {
        /// The pass reached its column `column` (counted from 0), the character at `offset`.
        mutating func begin(column: Int, at offset: Int)
        /// Needle character `row` is matched at column `column` on the best path to there.
        mutating func matched(row: Int, column: Int)
    }

    /// The trace of a score: nothing kept.
    private struct NoTrace: Trace {
        @inline(__always) func begin(column: Int, at offset: Int) {}
        @inline(__always) func matched(row: Int, column: Int) {}
    }

    /// Every column's offset and every match, so the best path can be walked back.
    private struct PathTrace: Trace {
        /// Each column's offset in the text.
        var offsets: [Int] = []
        /// Each (row, column) that matched, as the column shifted past the row.
        var matches: Set<Int> = []
        /// How many needle characters matched somewhere: the path's last row is the one below.
        var rows = 0

        mutating func begin(column: Int, at offset: Int) { offsets.append(offset) }

        mutating func matched(row: Int, column: Int) {
            rows = max(rows, row + 1)
            matches.insert(column &<< 32 | row)
        }

        /// The offsets of the path ending with the last needle character's match at `column`:
        /// back along the diagonal to the row above, then left over its carried columns to its
        /// match.
        func path(endingAt column: Int) -> [Int] {
            var found: [Int] = []
            var column = column
            var row = rows - 1
            while true {
                found.append(offsets[column])
                guard row > 0 else { break }
                row -= 1
                column -= 1
                while !matches.contains(column &<< 32 | row) { column -= 1 }
            }
            return found.reversed()
        }
    }
}
