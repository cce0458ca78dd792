/// A list's items as read from a file or a pipe (`--choices-from`): their bytes, kept as read,
/// in chunks of a few MiB, with where each item ends, so a million items cost their bytes and
/// four bytes each, not a `String` apiece, and memory grows with the items, never doubling.
/// Strings are made only for the rows drawn and the answer.
///
/// The bytes arrive in chunks cut anywhere (``take(_:)``); ``end()`` says the input ended. The
/// item rules, the same whatever the chunks:
/// - items are separated by ``ChoiceList/ItemFormat/separator`` (a newline, or NUL with `-0`);
///   a last item without one is an item too;
/// - a `\r` before a newline is dropped (CRLF files);
/// - an empty item, or one whose label column is empty, is skipped;
/// - with a ``ChoiceList/ItemFormat/delimiter`` an item's columns are label, value and detail
///   (the detail keeps any further delimiters); the answer is the value, else the label;
/// - duplicate labels are kept, each its own item;
/// - an item that is not valid UTF-8 is shown with U+FFFD for its bad bytes and is inert: it
///   cannot be chosen, as its answer could not be printed as it was read;
/// - an item longer than ``longestLine`` keeps its first ``longestLine`` bytes, is inert, and
///   the rest of it is skipped without being stored.
package struct ItemTable: Equatable, Sendable {
    /// Why an item cannot be chosen.
    package enum Inertness: Equatable, Sendable {
        /// Its bytes are not UTF-8: the answer could not be printed as read.
        case invalidUTF8
        /// It was longer than ``ItemTable/longestLine``: only its start is kept.
        case tooLong

        /// What a refusal to choose it says.
        package var reason: Phrase {
            switch self {
            case .invalidUTF8: .itemNotUTF8
            case .tooLong: .itemTooLong
            }
        }
    }

    /// The longest item kept, in bytes: a longer line keeps this much and is inert.
    package static let longestLine = 1 << 20

    /// The most bytes a chunk holds: a few ``longestLine``s, so moving the item being read to
    /// a new chunk, and the last chunk's unused room, cost little.
    package static let chunkSize = 4 << 20
    /// The most items a chunk holds: short items fill it before its bytes do.
    static let chunkItems = chunkSize / 4

    /// How the bytes split into items and columns.
    package let format: ChoiceList.ItemFormat
    /// The items' bytes, chunk after chunk; the item being read at the end of the last. Only
    /// the last chunk changes, so the table grows without ever copying what it holds.
    private var chunks: [ItemChunk] = []
    /// The inert items, ascending, and why each is: few, so they cost nothing for the rest.
    private var inertItems: [Int] = []
    private var inertReasons: [Inertness] = []
    /// Bytes of the item being read that were not kept (past ``longestLine``).
    private var skipped = 0
    /// Whether the item being read has a byte above ASCII (it needs a UTF-8 check).
    private var pendingHasHighBytes = false
    /// How many items were read.
    package private(set) var count = 0
    /// The widest label and detail so far, in columns.
    package private(set) var labelColumns = 0
    package private(set) var detailColumns = 0
    /// Whether the input has ended (``end()``).
    package private(set) var isComplete = false

    /// An empty table reading items in `format`.
    package init(format: ChoiceList.ItemFormat) {
        self.format = format
    }

    /// Takes a chunk of the input, cut anywhere: the items it completes join the table.
    package mutating func take(_ chunk: UnsafeRawBufferPointer) {
        guard !isComplete else { return }
        ownLastChunk()
        let chunk = chunk.bindMemory(to: UInt8.self)
        let separator = format.separator
        var position = 0
        while position < chunk.count {
            var end = position
            while end < chunk.count, chunk[end] != separator { end += 1 }
            append(UnsafeBufferPointer(rebasing: chunk[position..<end]))
            guard end < chunk.count else { return }
            finishItem()
            position = end + 1
        }
    }

    /// The input ended: the item being read, if any, is the last.
    package mutating func end() {
        guard !isComplete else { return }
        ownLastChunk()
        finishItem()
        isComplete = true
    }

    /// Copies the last chunk if another table shares it, before this one changes it (once a
    /// chunk of input, not once an item).
    private mutating func ownLastChunk() {
        guard !chunks.isEmpty, !isKnownUniquelyReferenced(&chunks[chunks.count - 1]) else { return }
        chunks[chunks.count - 1] = chunks[chunks.count - 1].copy()
    }

    /// The last chunk, to change (``ownLastChunk()`` was called); the first, if there is none.
    private mutating func lastChunk() -> ItemChunk {
        if chunks.isEmpty { chunks.append(ItemChunk(first: 0, hasColumns: format.delimiter != nil)) }
        return chunks[chunks.count - 1]
    }

    /// Adds bytes of the item being read, keeping at most ``longestLine`` of it; when the last
    /// chunk has no room, the item moves to a new one (it never spans two).
    private mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
        guard !part.isEmpty else { return }
        var chunk = lastChunk()
        let room = max(0, Self.longestLine - (chunk.count - chunk.itemsEnd))
        let kept = UnsafeBufferPointer(rebasing: part.prefix(room))
        skipped += part.count - kept.count
        guard let source = kept.baseAddress, !kept.isEmpty else { return }
        if !pendingHasHighBytes, kept.contains(where: { $0 >= 0x80 }) { pendingHasHighBytes = true }
        if chunk.count + kept.count > Self.chunkSize || chunk.itemCount == Self.chunkItems {
            let next = ItemChunk(first: count, hasColumns: format.delimiter != nil)
            next.base.update(from: chunk.base + chunk.itemsEnd, count: chunk.count - chunk.itemsEnd)
            next.count = chunk.count - chunk.itemsEnd
            chunk.count = chunk.itemsEnd
            chunks.append(next)
            chunk = next
        }
        (chunk.base + chunk.count).update(from: source, count: kept.count)
        chunk.count += kept.count
    }

    /// Ends the item being read: kept unless empty, its columns found, checked for UTF-8.
    private mutating func finishItem() {
        defer {
            skipped = 0
            pendingHasHighBytes = false
        }
        guard !chunks.isEmpty else { return }
        let chunk = lastChunk()
        let start = chunk.itemsEnd
        if skipped == 0, format.separator == UInt8(ascii: "\n"), chunk.count > start,
            chunk.base[chunk.count - 1] == UInt8(ascii: "\r")
        {
            chunk.count -= 1
        }
        let length = chunk.count - start
        var labelEnd = length
        var valueEnd = length
        if let delimiter = format.delimiter {
            let item = UnsafeBufferPointer(start: chunk.base + start, count: length)
            labelEnd = item.firstIndex(of: delimiter) ?? length
            if labelEnd < length {
                valueEnd = item[(labelEnd + 1)...].firstIndex(of: delimiter) ?? length
            }
        }
        guard labelEnd > 0 else {
            chunk.count = start
            return
        }
        let index = count
        chunk.ends[chunk.itemCount] = UInt32(chunk.count)
        if let columns = chunk.columns {
            columns[2 * chunk.itemCount] = UInt32(labelEnd)
            columns[2 * chunk.itemCount + 1] = UInt32(valueEnd)
        }
        chunk.itemCount += 1
        count += 1
        if skipped > 0 || pendingHasHighBytes && !isValidUTF8(index) {
            inertItems.append(index)
            inertReasons.append(skipped > 0 ? .tooLong : .invalidUTF8)
        }
        noteWidths(of: index, in: chunk.items, hasHighBytes: pendingHasHighBytes)
    }

    /// Whether item `index`'s bytes are valid UTF-8.
    private func isValidUTF8(_ index: Int) -> Bool {
        withBytes(of: index, range: nil) { String(validating: $0, as: UTF8.self) != nil }
    }

    /// Widens the widest label and detail for item `index`: ASCII without controls is as wide
    /// as its bytes; anything else is measured as drawn.
    private mutating func noteWidths(of index: Int, in items: ChunkItems, hasHighBytes: Bool) {
        let (label, detail) = (items.labelRange(index), items.detailRange(index))
        func width(_ range: Range<Int>) -> Int {
            guard hasHighBytes || items.bytes(index, range).contains(where: { $0 < 0x20 || $0 == 0x7F })
            else { return range.count }
            return DisplayWidth.of(shown(index, range))
        }
        if label.count > labelColumns || hasHighBytes { labelColumns = max(labelColumns, width(label)) }
        if let detail, detail.count > detailColumns || hasHighBytes {
            detailColumns = max(detailColumns, width(detail))
        }
    }

    // MARK: Reading items

    /// The items of the chunk holding item `index`.
    private func items(holding index: Int) -> ChunkItems {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if chunks[middle].first <= index { low = middle } else { high = middle - 1 }
        }
        return chunks[low].items
    }

    /// The bytes of item `index`'s label, relative to its start.
    private func labelRange(_ index: Int) -> Range<Int> { items(holding: index).labelRange(index) }

    /// The bytes of item `index`'s value column, if it has a non-empty one.
    private func valueRange(_ index: Int) -> Range<Int>? { items(holding: index).valueRange(index) }

    /// The bytes of item `index`'s detail column, if it has a non-empty one.
    private func detailRange(_ index: Int) -> Range<Int>? { items(holding: index).detailRange(index) }

    /// Calls `body` with item `index`'s bytes in `range` (relative to its start; the whole item
    /// when nil).
    package func withBytes<Result>(
        of index: Int, range: Range<Int>?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try withExtendedLifetime(chunks) { try body(items(holding: index).bytes(index, range)) }
    }

    /// Item `index`'s bytes in `range` as text, bad UTF-8 as U+FFFD.
    private func text(_ index: Int, _ range: Range<Int>) -> String {
        withBytes(of: index, range: range) { String(decoding: $0, as: UTF8.self) }
    }

    /// Item `index`'s bytes in `range` as drawn: controls made visible.
    private func shown(_ index: Int, _ range: Range<Int>) -> String {
        Sanitizer.displayable(text(index, range), keepNewlines: false)
    }

    /// Item `index`'s label as drawn.
    package func label(_ index: Int) -> String { shown(index, labelRange(index)) }

    /// Item `index`'s label as read (bad UTF-8 as U+FFFD).
    package func labelAsRead(_ index: Int) -> String { text(index, labelRange(index)) }

    /// Item `index`'s detail as drawn, if it has one.
    package func detail(_ index: Int) -> String? { detailRange(index).map { shown(index, $0) } }

    /// What choosing item `index` answers, as read: its value column, else its label; nil for
    /// an inert item.
    package func answer(_ index: Int) -> String? {
        guard !isInert(index) else { return nil }
        return text(index, valueRange(index) ?? labelRange(index))
    }

    /// Why item `index` cannot be chosen, if it cannot.
    package func inertness(_ index: Int) -> Inertness? {
        var low = 0
        var high = inertItems.count
        while low < high {
            let middle = (low + high) / 2
            if inertItems[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < inertItems.count && inertItems[low] == index ? inertReasons[low] : nil
    }

    /// How many items are inert.
    package var inertCount: Int { inertItems.count }

    /// Whether item `index` cannot be chosen.
    package func isInert(_ index: Int) -> Bool { !inertItems.isEmpty && inertness(index) != nil }

    /// The first item whose answer is `answer`, if one is.
    package func firstIndex(answering answer: String) -> Int? {
        firstIndex(answering: answer, from: 0)
    }

    /// The first item at `from` or after whose answer is `answer`, if one is.
    package func firstIndex(answering answer: String, from: Int) -> Int? {
        var answer = answer
        return answer.withUTF8 { wanted in
            for index in from..<count where !isInert(index) {
                let matches = withBytes(of: index, range: valueRange(index) ?? labelRange(index)) {
                    $0.elementsEqual(wanted)
                }
                if matches { return index }
            }
            return nil
        }
    }

    // MARK: Finding items

    /// The items among `candidates` (all, when nil), in order, whose label or detail contains
    /// `needle` (folded to lowercase, as ``ItemFinder/folded(_:)`` folds it), ignoring the case
    /// of ASCII letters.
    package func items(containing needle: [UInt8], among candidates: [Int]?) -> [Int] {
        guard let candidates else { return items(containing: needle, from: 0) }
        guard !needle.isEmpty else { return candidates }
        guard format.delimiter == nil else { return candidates.filter { contains(needle, item: $0) } }
        return withLabels { label in
            needle.withUnsafeBufferPointer { needle in candidates.filter { Self.contains(needle, in: label($0)) } }
        }
    }

    /// The items from `first` on, in order, whose label or detail contains `needle` (folded).
    package func items(containing needle: [UInt8], from first: Int) -> [Int] {
        guard first < count else { return [] }
        guard !needle.isEmpty else { return Array(first..<count) }
        guard format.delimiter == nil else { return (first..<count).filter { contains(needle, item: $0) } }
        // Whole-line items: one pass over each chunk's bytes (no item spans two).
        var found: [Int] = []
        let finder = FirstByteFinder(needle[0])
        needle.withUnsafeBufferPointer { needle in
            for chunk in chunks where chunk.first + chunk.itemCount > first {
                let items = chunk.items
                items.find(needle, finder, from: max(0, first - items.first)) { found.append(items.first + $0) }
            }
        }
        return found
    }

    /// Whether item `index`'s label or detail contains `needle`, ASCII letters of either case.
    private func contains(_ needle: [UInt8], item index: Int) -> Bool {
        let items = items(holding: index)
        return withExtendedLifetime(chunks) {
            needle.withUnsafeBufferPointer { needle in
                Self.contains(needle, in: items.bytes(index, items.labelRange(index)))
                    || items.detailRange(index).map { Self.contains(needle, in: items.bytes(index, $0)) } == true
            }
        }
    }

    /// Whether `text` contains `needle` (lowercase), ASCII letters of `text` folded as compared.
    private static func contains(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= text.count else { return false }
        let first = needle[0]
        var position = 0
        while position <= text.count - needle.count {
            if lowered(text[position]) == first {
                var offset = 1
                while offset < needle.count, lowered(text[position + offset]) == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            position += 1
        }
        return false
    }

    /// Calls `body` with a way to read each item's label bytes, as the fuzzy scorer reads them
    /// (ASCII capitals are its to fold); fastest when asked in ascending order.
    package func withLabels<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var current: ChunkItems?
        return withExtendedLifetime(chunks) {
            body { index in
                if current?.holds(index) != true { current = items(holding: index) }
                return current.unsafelyUnwrapped.label(index)
            }
        }
    }

    /// `byte` with an ASCII capital made lowercase.
    @inline(__always)
    fileprivate static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}

/// A run of whole items' bytes, at most ``ItemTable/chunkSize`` of them, with where each item
/// ends: the table grows a chunk at a time, so what it holds is never copied to make room.
///
/// Unchecked `Sendable`: a chunk is changed only by an ``ItemTable`` holding the only reference
/// to it (the table copies a shared chunk before changing it).
private final class ItemChunk: Equatable, @unchecked Sendable {
    /// The table's index of the chunk's first item.
    let first: Int
    /// Room for ``ItemTable/chunkSize`` bytes, of which ``count`` are used: pages not yet
    /// written cost no memory.
    let base: UnsafeMutablePointer<UInt8>
    var count: Int {
        get { counts[0] }
        set { counts[0] = newValue }
    }
    /// Room for where each of ``ItemTable/chunkItems`` items ends (from ``base``), of which
    /// ``itemCount`` are used.
    let ends: UnsafeMutablePointer<UInt32>
    var itemCount: Int {
        get { counts[1] }
        set { counts[1] = newValue }
    }
    /// ``count`` and ``itemCount``, kept through a pointer: as stored properties of a class each
    /// read and write of them, a few per item read, would be checked for exclusive access.
    private let counts: UnsafeMutablePointer<Int>
    /// With a delimiter, room for two per item: where its label ends and where its value ends,
    /// counted from the item's start.
    let columns: UnsafeMutablePointer<UInt32>?

    /// An empty chunk whose first item will be the table's item `first`.
    init(first: Int, hasColumns: Bool) {
        self.first = first
        counts = .allocate(capacity: 2)
        counts.initialize(repeating: 0, count: 2)
        base = .allocate(capacity: ItemTable.chunkSize)
        ends = .allocate(capacity: ItemTable.chunkItems)
        columns = hasColumns ? .allocate(capacity: 2 * ItemTable.chunkItems) : nil
    }

    deinit {
        counts.deallocate()
        base.deallocate()
        ends.deallocate()
        columns?.deallocate()
    }

    /// Where the item being read starts: after the chunk's last whole item.
    var itemsEnd: Int { itemCount == 0 ? 0 : Int(ends[itemCount - 1]) }

    /// The chunk's whole items, to read.
    var items: ChunkItems {
        ChunkItems(first: first, count: itemCount, base: base, ends: ends, columns: columns)
    }

    /// A chunk of its own with the same bytes and items.
    func copy() -> ItemChunk {
        let copy = ItemChunk(first: first, hasColumns: columns != nil)
        copy.base.update(from: base, count: count)
        copy.count = count
        copy.ends.update(from: ends, count: itemCount)
        if let columns { copy.columns?.update(from: columns, count: 2 * itemCount) }
        copy.itemCount = itemCount
        return copy
    }

    static func == (left: ItemChunk, right: ItemChunk) -> Bool {
        func same<T: Equatable>(_ left: UnsafeMutablePointer<T>?, _ right: UnsafeMutablePointer<T>?, _ count: Int)
            -> Bool
        {
            UnsafeBufferPointer(start: left, count: left == nil ? 0 : count).elementsEqual(
                UnsafeBufferPointer(start: right, count: right == nil ? 0 : count))
        }
        return left.first == right.first && left.count == right.count && left.itemCount == right.itemCount
            && same(left.base, right.base, left.count) && same(left.ends, right.ends, left.itemCount)
            && same(left.columns, right.columns, 2 * left.itemCount)
    }
}

/// A chunk's whole items as plain pointers, to read in the loops that go over many items (valid
/// while the table holding the chunk is neither changed nor gone).
private struct ChunkItems {
    /// The table's index of the first item, and how many there are.
    let first: Int
    let count: Int
    let base: UnsafeMutablePointer<UInt8>
    let ends: UnsafeMutablePointer<UInt32>
    let columns: UnsafeMutablePointer<UInt32>?

    /// Whether the table's item `index` is among these.
    func holds(_ index: Int) -> Bool { UInt(bitPattern: index &- first) < UInt(count) }

    /// Where the table's item `index` lies, from ``base``.
    func span(_ index: Int) -> Range<Int> {
        let local = index - first
        return (local == 0 ? 0 : Int(ends[local - 1]))..<Int(ends[local])
    }

    /// Item `index`'s label bytes: the fuzzy scorer's text, read for every item.
    func label(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let local = index &- first
        let start = local == 0 ? 0 : Int(ends[local &- 1])
        let end = columns.map { start + Int($0[2 * local]) } ?? Int(ends[local])
        return UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// The bytes of item `index`'s label, relative to its start.
    func labelRange(_ index: Int) -> Range<Int> {
        0..<(columns.map { Int($0[2 * (index - first)]) } ?? span(index).count)
    }

    /// The bytes of item `index`'s value column, if it has a non-empty one.
    func valueRange(_ index: Int) -> Range<Int>? {
        guard let columns else { return nil }
        let local = index - first
        return Self.column(after: Int(columns[2 * local]), to: Int(columns[2 * local + 1]))
    }

    /// The bytes of item `index`'s detail column, if it has a non-empty one.
    func detailRange(_ index: Int) -> Range<Int>? {
        guard let columns else { return nil }
        return Self.column(after: Int(columns[2 * (index - first) + 1]), to: span(index).count)
    }

    /// The bytes after a delimiter at `delimiter` up to `end`; nil when empty or when there
    /// was no delimiter (`delimiter` is then `end`).
    private static func column(after delimiter: Int, to end: Int) -> Range<Int>? {
        delimiter + 1 < end ? (delimiter + 1)..<end : nil
    }

    /// Item `index`'s bytes in `range` (relative to its start; the whole item when nil).
    func bytes(_ index: Int, _ range: Range<Int>?) -> UnsafeBufferPointer<UInt8> {
        let span = span(index)
        guard let range else { return UnsafeBufferPointer(start: base + span.lowerBound, count: span.count) }
        return UnsafeBufferPointer(start: base + span.lowerBound + range.lowerBound, count: range.count)
    }

    /// Calls `found` with each item from the `start`th on (counted from ``first``) that
    /// contains `needle` (folded), in one pass over the bytes, eight at a time between
    /// candidates; a match spanning two items does not count.
    func find(_ needle: UnsafeBufferPointer<UInt8>, _ finder: FirstByteFinder, from start: Int, _ found: (Int) -> Void)
    {
        let text = UnsafeBufferPointer(start: UnsafePointer(base), count: Int(ends[count - 1]))
        var item = start
        var position = start == 0 ? 0 : Int(ends[start - 1])
        let end = text.count
        while true {
            position = finder.next(in: text, from: position, before: end - needle.count + 1)
            guard position < end else { return }
            while Int(ends[item]) <= position { item += 1 }
            var offset = 1
            if position + needle.count <= Int(ends[item]) {
                while offset < needle.count, ItemTable.lowered(text[position + offset]) == needle[offset] {
                    offset += 1
                }
            }
            if offset == needle.count {
                found(item)
                position = Int(ends[item])
                item += 1
                if item == count { return }
            } else {
                position += 1
            }
        }
    }
}

/// Finds the next byte equal to a needle's first (an ASCII letter in either case) a word of
/// eight bytes at a time: a word without it is skipped with a few arithmetic steps.
private struct FirstByteFinder {
    /// The byte, eight times; the case bit set in each byte when it is a letter.
    private let pattern: UInt64
    private let mask: UInt64
    private let byte: UInt8
    private let byteMask: UInt8

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    init(_ byte: UInt8) {
        self.byte = byte
        byteMask = byte &- UInt8(ascii: "a") < 26 ? 0x20 : 0
        pattern = UInt64(byte) &* Self.ones
        mask = UInt64(byteMask) &* Self.ones
    }

    /// The first position at `from` or after, before `limit`, holding the byte; `Int.max`
    /// when none does.
    func next(in text: UnsafeBufferPointer<UInt8>, from: Int, before limit: Int) -> Int {
        var position = from
        if let base = text.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= limit {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) | mask
                let difference = word ^ pattern
                // A zero byte in `difference` is a byte equal to the one sought.
                if (difference &- Self.ones) & ~difference & Self.highs != 0 { break }
                position += 8
            }
        }
        while position < limit {
            if text[position] | byteMask == byte { return position }
            position += 1
        }
        return Int.max
    }
}
