/// A choice list as it shows: the item under the cursor, the items chosen, the first item in
/// view, the filter typed. It knows its size, draws itself and takes the keys given to it while
/// it has the focus.
///
/// Only its stored properties are here, its work in `ChoiceListPartWork.swift`: every alert
/// asks for this type's metadata before its first frame, which maps this file's code whole
/// (start-up rule 12).
package struct ChoiceListPart: Equatable, Sendable {
    /// What the list offers.
    package let list: ChoiceList
    /// The words of its own lines: its rule, count, filter and refusals.
    let words: Words
    /// The item the cursor is on (an index into the list's items, whatever the filter). While
    /// the filter matches nothing, no item shows and the cursor keeps the item it was on.
    package internal(set) var cursor = 0
    /// Whether each item is chosen.
    package internal(set) var chosen: ChosenItems
    /// The first item in view when the list scrolls, counted among the items shown.
    package internal(set) var top = 0
    /// A button needing a choice was pressed with nothing chosen: shown until something is.
    package internal(set) var isFlagged = false
    /// Why a button or Space was refused (a count rule broken, no item to answer), shown under
    /// the items until the choice or the filter changes.
    package internal(set) var problem: String?
    /// The letters typed to narrow the list, as typed; empty while every item shows.
    package internal(set) var filter = ""
    /// The items ``filter`` matches (their label or detail contains it, or, fuzzy, holds its
    /// letters in order), as shown; nil without a filter.
    var matches: ListMatches?
    /// The matches of each shorter filter typed on the way to this one, shortest first: a
    /// Backspace takes them back, searching only the items that arrived since, so a flood of
    /// letters then of Backspaces searches each item once per letter, never per Backspace.
    var earlier: [EarlierMatches] = []
    /// The items' text folded for the filter and the dialects' type-ahead. Made with the list:
    /// folding 100,000 labels at the first letter took 11 ms of that key, most of it in
    /// touching each label, which making the list does anyway.
    let finder: ItemFinder
    /// Letters typed in a row for type-ahead, lowercased, and when the last came.
    var typed = ""
    var typedAt = -Double.infinity
    /// The items whose label starts with ``typed``, in order. A longer prefix matches a subset,
    /// so each letter narrows this instead of searching every label, and a letter typed again
    /// steps through it: a flood of letters stays linear.
    var matching: [Int] = []
    /// Labels and details as they are drawn (control characters made visible), and the widest
    /// label, of a list of ``ChoiceList/items``.
    let labels: [String]
    let details: [String?]
    let itemLabelColumns: Int
    let itemDetailColumns: Int
    /// The items read from a file or a pipe (``ChoiceList/itemFormat``), behind one reference:
    /// every alert's state is copied and destroyed before its first frame, and a table held
    /// inline made each of those copies retain and release each of its arrays (start-up rule 5).
    /// Nil for a list of ``ChoiceList/items``.
    var tableStorage: Optional<TableStorage>
    /// A list split by choice (``ChoiceList/splitsByChoice``): the chosen items in the order
    /// their column shows them, whether the cursor is in that column, and the first of them in
    /// view (``top`` is the other column's).
    package internal(set) var chosenOrder: [Int] = []
    package internal(set) var cursorOnChosen = false
    var chosenTop = 0
    /// The text of the item under the cursor while it is renamed in place
    /// (``ChoiceList/renamingButton``).
    package internal(set) var renaming: Optional<LineEditor>
    /// The rows under the items for the current item's help (``ChoiceList/Item/help``).
    let helpRows: Int
    /// The row under the items for the list's count rule (``ChoiceList/countRule``), which
    /// says what a refusal broke: kept whether or not there is one, so a refusal moves nothing.
    let ruleRows: Int

    /// The longest filter, in characters: letters beyond it are not taken. More than anyone
    /// types to find an item, and it bounds the work of drawing the filter and its matches.
    package static let longestFilter = 100
    /// Type-ahead: letters typed within this many seconds of each other make one search.
    package static let typeAheadPause = 1.0
    /// The fewest item rows a list keeps when the alert is crowded.
    static let fewestRows = 3
}

/// Which of a list's items are chosen: a bit an item in words of `Int` (an element type the
/// path already uses, start-up rule 2), with how many are set, so a million items cost
/// 125 kB and "is any chosen?" costs nothing.
package struct ChosenItems: Equatable, Sendable {
    private var words: [Int]
    /// How many items there are.
    package private(set) var count: Int
    /// How many are chosen.
    package private(set) var chosenCount = 0

    private static let bits = Int.bitWidth

    /// `flags[i]` says whether item `i` is chosen.
    init(_ flags: [Bool]) {
        words = Array(repeating: 0, count: (flags.count + Self.bits - 1) / Self.bits)
        count = flags.count
        for index in flags.indices where flags[index] { self[index] = true }
    }

    /// The items' indices.
    package var indices: Range<Int> { 0..<count }

    package subscript(index: Int) -> Bool {
        get { words[index / Self.bits] & (1 << (index % Self.bits)) != 0 }
        set {
            let bit = 1 << (index % Self.bits)
            let word = words[index / Self.bits]
            guard (word & bit != 0) != newValue else { return }
            words[index / Self.bits] = word ^ bit
            chosenCount += newValue ? 1 : -1
        }
    }

    /// Adds `count` items, none chosen.
    mutating func appendUnchosen(_ count: Int) {
        self.count += count
        let needed = (self.count + Self.bits - 1) / Self.bits
        if needed > words.count { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
    }

    /// Makes no item chosen.
    mutating func clear() {
        guard chosenCount > 0 else { return }
        for index in words.indices { words[index] = 0 }
        chosenCount = 0
    }

    /// The chosen items, ascending: a word at a time, so an empty stretch costs one test.
    var chosenIndices: [Int] {
        guard chosenCount > 0 else { return [] }
        var found: [Int] = []
        found.reserveCapacity(chosenCount)
        for (position, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                found.append(position * Self.bits + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return found
    }
}
