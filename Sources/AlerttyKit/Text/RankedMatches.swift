/// The items a fuzzy filter matched, in fzf's order: the higher score first, then the shorter
/// text, then the earlier item.
///
/// Each match is one `UInt64` whose order is the rank (the score inverted in the top 16 bits,
/// the length in the next 16, the item in the low 32), so ranking is comparing integers. The
/// first ``firstPage`` ranks are kept in order as matches are added, each new match compared
/// with the page's worst; the whole order is sorted only when a rank beyond them is asked for,
/// and is kept until matches are added again.
package struct RankedMatches: Sendable {
    /// How many ranks are kept in order as matches are added: a screen's rows and then some.
    package static let firstPage = 64

    /// Every match's key, in the order added, or in rank order once ``isSorted``.
    private var keys: [UInt64] = []
    /// The best keys, at most ``firstPage`` of them, in rank order.
    private var page: [UInt64] = []
    /// Whether `keys` is in rank order.
    private var isSorted = true

    /// No matches.
    package init() {}

    /// The matches of `needle` among `items`, whose folded text `text(item)` gives.
    package init(
        _ needle: UnsafeBufferPointer<UInt8>, among items: some Sequence<Int>,
        text: (Int) -> UnsafeBufferPointer<UInt8>
    ) {
        add(needle, among: items, text: text)
    }

    /// How many items matched.
    package var count: Int { keys.count }

    /// How many ranks are in order: ``orderedItem(at:)`` answers below it.
    package var orderedCount: Int { isSorted ? keys.count : page.count }

    /// The matched items, in no particular order: the candidates a longer needle narrows.
    package var items: some Sequence<Int> { keys.lazy.map { Int($0 & 0xFFFF_FFFF) } }

    /// The matches of `needle`, a longer needle than this value's (every fuzzy match of a longer
    /// needle is one of a needle it extends), among this value's items only.
    package func narrowed(to needle: UnsafeBufferPointer<UInt8>, text: (Int) -> UnsafeBufferPointer<UInt8>) -> Self {
        Self(needle, among: items, text: text)
    }

    /// Scores `items` (new ones: a list still arriving) and adds those that match `needle`.
    package mutating func add(
        _ needle: UnsafeBufferPointer<UInt8>, among items: some Sequence<Int>,
        text: (Int) -> UnsafeBufferPointer<UInt8>
    ) {
        for item in items {
            let itemText = text(item)
            if let score = FuzzyMatch.score(needle, in: itemText) {
                insert(item: item, score: score, length: Self.length(of: itemText))
            }
        }
    }

    /// A text's length as fzf ranks it: its characters, white space at either end left out.
    private static func length(of text: UnsafeBufferPointer<UInt8>) -> Int {
        let isWhite = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte &- 0x09 < 5 }
        var start = 0
        var end = text.count
        while start < end, isWhite(text[start]) { start += 1 }
        while end > start, isWhite(text[end - 1]) { end -= 1 }
        var continuations = 0
        for index in start..<end where text[index] & 0xC0 == 0x80 { continuations += 1 }
        return end - start - continuations
    }

    /// Adds a match of `item`, whose text is `length` characters long, with its score.
    package mutating func insert(item: Int, score: Int32, length: Int) {
        let key = Self.key(item: item, score: score, length: length)
        if isSorted, let last = keys.last, last > key { isSorted = false }
        keys.append(key)
        guard page.count < Self.firstPage || key < page[page.count - 1] else { return }
        if page.count == Self.firstPage { page.removeLast() }
        var slot = page.count
        while slot > 0, page[slot - 1] > key { slot -= 1 }
        page.insert(key, at: slot)
    }

    /// The item at `rank` (0 the best); the whole order is sorted the first time a rank beyond
    /// the first page is asked for.
    package mutating func item(at rank: Int) -> Int {
        order(through: rank)
        return orderedItem(at: rank)
    }

    /// Puts every rank up to `rank` in order: for a caller that then draws without mutating.
    package mutating func order(through rank: Int) {
        precondition(rank < keys.count, "rank \(rank) of \(keys.count) matches")
        guard rank >= orderedCount else { return }
        keys.sort()
        isSorted = true
    }

    /// The item at `rank`, which must be below ``orderedCount``.
    package func orderedItem(at rank: Int) -> Int {
        precondition(rank < orderedCount, "rank \(rank) is not ordered yet (\(orderedCount) are)")
        return Int((rank < page.count ? page[rank] : keys[rank]) & 0xFFFF_FFFF)
    }

    /// A match's sort key: the lower, the better.
    private static func key(item: Int, score: Int32, length: Int) -> UInt64 {
        precondition(item >= 0 && item <= Int(UInt32.max), "item \(item) out of range")
        let score = UInt64(0xFFFF - min(max(score, 0), 0xFFFF))
        return score << 48 | UInt64(min(length, 0xFFFF)) << 32 | UInt64(item)
    }
}

extension RankedMatches: Equatable {
    /// The same matches rank the same, however much of their order each has sorted.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.keys.count == rhs.keys.count else { return false }
        return lhs.keys == rhs.keys || lhs.keys.sorted() == rhs.keys.sorted()
    }
}
