/// Lines of a text too large to hold, found by reading it a piece at a time: where a line
/// starts, forwards and backwards from an offset, and where a pattern occurs. The pager's
/// presenter reads the file; this decides, without a system call.
///
/// A line longer than ``longestLine`` is taken in pieces of that size, so no move reads more
/// than a bounded amount however the file is made.
package struct LineScan {
    /// The bytes known so far.
    package let size: Int
    /// Reads `count` bytes from `offset` (fewer at the end).
    package let read: (_ offset: Int, _ count: Int) -> [UInt8]

    /// Bytes read at a time while looking for a line's start or end.
    static let piece = 64 << 10
    /// The longest run of bytes taken as one line.
    package static let longestLine = 1 << 20
    /// Bytes read at a time while searching or counting.
    package static let searchPiece = 1 << 20

    private static let newline = UInt8(ascii: "\n")

    /// Whether a search should give up now (asked after each ``searchPiece``): a search of a
    /// large file must not keep a signal, such as Ctrl-C's, waiting until it is done.
    package let givesUp: () -> Bool

    package init(
        size: Int, read: @escaping (_ offset: Int, _ count: Int) -> [UInt8], givesUp: @escaping () -> Bool = { false }
    ) {
        self.size = size
        self.read = read
        self.givesUp = givesUp
    }

    /// Where the line after the one starting at `start` starts; `nil` when that line is the last.
    package func lineStart(after start: Int) -> Int? {
        var position = start
        let limit = min(size, start + Self.longestLine)
        while position < limit {
            let bytes = read(position, min(Self.piece, limit - position))
            guard !bytes.isEmpty else { return nil }
            if let index = bytes.firstIndex(of: Self.newline) {
                let next = position + index + 1
                return next < size ? next : nil
            }
            position += bytes.count
        }
        return limit < size ? limit : nil
    }

    /// Where the line holding the byte at `offset` starts.
    package func lineStart(holding offset: Int) -> Int {
        var end = min(offset, size)
        let limit = max(0, offset - Self.longestLine)
        while end > limit {
            let start = max(limit, end - Self.piece)
            let bytes = read(start, end - start)
            if let index = bytes.lastIndex(of: Self.newline) { return start + index + 1 }
            end = start
        }
        return limit
    }

    /// Where the line before the one starting at `start` starts; `nil` at the first line.
    package func lineStart(before start: Int) -> Int? {
        start > 0 ? lineStart(holding: start - 1) : nil
    }

    /// The top of the last screen of `rows` lines: the start of the `rows`-th line from the end.
    package func lastTop(rows: Int) -> Int {
        guard size > 0 else { return 0 }
        var top = lineStart(holding: size - 1)
        for _ in 1..<max(1, rows) {
            guard let earlier = lineStart(before: top) else { break }
            top = earlier
        }
        return top
    }

    /// The top `lines` lines on from `top` (back, for a negative count), kept between the first
    /// line and ``lastTop(rows:)``; and how many lines it moved.
    package func move(from top: Int, by lines: Int, rows: Int) -> (top: Int, moved: Int) {
        var position = top
        var moved = 0
        if lines < 0 {
            while moved > lines, let earlier = lineStart(before: position) {
                position = earlier
                moved -= 1
            }
            return (position, moved)
        }
        let last = lastTop(rows: rows)
        while moved < lines, position < last, let next = lineStart(after: position) {
            position = next
            moved += 1
        }
        return (position, moved)
    }

    /// Where `pattern` next occurs: the first match starting after `offset` going forwards, or
    /// the last starting before it going backwards. Letters match either case when the pattern
    /// has no capitals (as a search box in an editor does).
    /// `nil` when there is none, or when ``givesUp`` said so before one was found.
    package func find(_ pattern: [UInt8], from offset: Int, forwards: Bool) -> Int? {
        guard !pattern.isEmpty, pattern.count <= Self.searchPiece else { return nil }
        let folds = !pattern.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        let overlap = pattern.count - 1
        if forwards {
            var start = offset + 1
            while start + pattern.count <= size {
                let bytes = read(start, min(Self.searchPiece + overlap, size - start))
                if let index = Self.firstMatch(of: pattern, in: bytes, folding: folds) { return start + index }
                guard bytes.count > overlap, !givesUp() else { return nil }
                start += bytes.count - overlap
            }
            return nil
        }
        var end = min(size, offset + overlap)
        while end >= pattern.count {
            let start = max(0, end - Self.searchPiece - overlap)
            let bytes = read(start, end - start)
            if let index = Self.lastMatch(of: pattern, in: bytes, folding: folds) { return start + index }
            guard start > 0, !givesUp() else { return nil }
            end = start + overlap
        }
        return nil
    }

    /// The newlines in `bytes`: the pager counts a file's lines with it, a piece at a time.
    package static func countLines(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for byte in buffer where byte == newline { count += 1 }
            return count
        }
    }

    /// An ASCII capital made small; every other byte as it is.
    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Where `pattern` first occurs in `bytes`.
    static func firstMatch(of pattern: [UInt8], in bytes: [UInt8], folding: Bool) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return matches(
            pattern, in: bytes, folding: folding, at: stride(from: 0, through: bytes.count - pattern.count, by: 1))
    }

    /// Where `pattern` last occurs in `bytes`.
    static func lastMatch(of pattern: [UInt8], in bytes: [UInt8], folding: Bool) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return matches(
            pattern, in: bytes, folding: folding, at: stride(from: bytes.count - pattern.count, through: 0, by: -1))
    }

    /// The first of `positions` where `pattern` occurs in `bytes`: its first byte is looked for,
    /// and the rest compared only there.
    private static func matches(
        _ pattern: [UInt8], in bytes: [UInt8], folding: Bool, at positions: StrideThrough<Int>
    ) -> Int? {
        bytes.withUnsafeBufferPointer { haystack in
            pattern.withUnsafeBufferPointer { needle in
                let first = needle[0]
                let otherCase = folding && first &- UInt8(ascii: "a") < 26 ? first & ~0x20 : first
                for position in positions {
                    let byte = haystack[position]
                    guard byte == first || byte == otherCase else { continue }
                    var index = 1
                    while index < needle.count {
                        let candidate = haystack[position + index]
                        guard candidate == needle[index] || (folding && folded(candidate) == needle[index]) else {
                            break
                        }
                        index += 1
                    }
                    if index == needle.count { return position }
                }
                return nil
            }
        }
    }
}
