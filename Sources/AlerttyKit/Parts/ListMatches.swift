/// The items a list's filter shows: in list order for a substring filter, in fzf's rank order
/// for a fuzzy one (``ChoiceList/Matching``).
enum ListMatches: Equatable, Sendable {
    /// Ascending item indices.
    case inOrder([Int])
    /// Ranked matches; only ranks below their `orderedCount` can be read without ordering.
    case ranked(RankedMatches)

    /// How many items match.
    var count: Int {
        switch self {
        case .inOrder(let items): items.count
        case .ranked(let ranked): ranked.count
        }
    }

    /// The item shown at `position`, which must be ordered (``order(through:)``).
    func item(at position: Int) -> Int {
        switch self {
        case .inOrder(let items): items[position]
        case .ranked(let ranked): ranked.orderedItem(at: position)
        }
    }

    /// Puts every position up to `position` in order, so ``item(at:)`` can read it.
    mutating func order(through position: Int) {
        guard case .ranked(var ranked) = self, position < ranked.count, position >= ranked.orderedCount else {
            return
        }
        self = .inOrder([])
        ranked.order(through: position)
        self = .ranked(ranked)
    }

    /// Where `item` is shown, if it is among the positions in order.
    func position(of item: Int) -> Int? {
        switch self {
        case .inOrder(let items):
            var low = 0
            var high = items.count
            while low < high {
                let middle = (low + high) / 2
                if items[middle] < item { low = middle + 1 } else { high = middle }
            }
            return low < items.count && items[low] == item ? low : nil
        case .ranked(let ranked):
            return (0..<ranked.orderedCount).first { ranked.orderedItem(at: $0) == item }
        }
    }
}

/// A list's filter's earlier results: the matches of a shorter filter, kept so a Backspace
/// back to it costs nothing but the items that arrived since.
struct EarlierMatches: Equatable, Sendable {
    /// How many characters the filter had.
    var length: Int
    /// What it matched among the first ``scanned`` items.
    var matches: ListMatches
    var scanned: Int
}
