/// A list's items as read from a file or a pipe (`--choices-from`): their bytes, kept as read,
/// in one buffer, with where each item ends, so a million items cost their bytes and a few
/// words each, not a `String` apiece. Strings are made only for the rows drawn and the answer.
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
        package var reason: String {
            switch self {
            case .invalidUTF8: "This item is not valid UTF-8: it cannot be answered"
            case .tooLong: "This item is longer than 1 MiB: it cannot be answered"
            }
        }
    }

    /// The longest item kept, in bytes: a longer line keeps this much and is inert.
    package static let longestLine = 1 << 20

    /// How the bytes split into items and columns.
    package let format: ChoiceList.ItemFormat
    /// The items' bytes, one after another, without separators; the item being read last.
    private var bytes: [UInt8] = []
    /// Where each item's bytes end in ``bytes``; item `i` starts where item `i - 1` ends.
    private var ends: [Int] = []
    /// With a delimiter, two per item: where its label ends and where its value ends, counted
    /// from the item's start (an item is at most ``longestLine`` bytes).
    private var columns: [UInt32] = []
    /// The inert items, ascending, and why each is: few, so they cost nothing for the rest.
    private var inertItems: [Int] = []
    private var inertReasons: [Inertness] = []
    /// Bytes of the item being read that were not kept (past ``longestLine``).
    private var skipped = 0
    /// Whether the item being read has a byte above ASCII (it needs a UTF-8 check).
    private var pendingHasHighBytes = false
    /// The widest label and detail so far, in columns.
    package private(set) var labelColumns = 0
    package private(set) var detailColumns = 0
    /// Whether the input has ended (``end()``).
    package private(set) var isComplete = false

    /// An empty table reading items in `format`.
    package init(format: ChoiceList.ItemFormat) {
        self.format = format
    }

    /// How many items were read.
    package var count: Int { ends.count }

    /// Where the item being read starts in ``bytes``.
    private var pendingStart: Int { ends.last ?? 0 }

    /// Takes a chunk of the input, cut anywhere: the items it completes join the table.
    package mutating func take(_ chunk: UnsafeRawBufferPointer) {
        guard !isComplete else { return }
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
        finishItem()
        isComplete = true
    }

    /// Adds bytes of the item being read, keeping at most ``longestLine`` of it.
    private mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
        let room = max(0, Self.longestLine - (bytes.count - pendingStart))
        let kept = UnsafeBufferPointer(rebasing: part.prefix(room))
        skipped += part.count - kept.count
        if !pendingHasHighBytes, kept.contains(where: { $0 >= 0x80 }) { pendingHasHighBytes = true }
        bytes.append(contentsOf: kept)
    }

    /// Ends the item being read: kept unless empty, its columns found, checked for UTF-8.
    private mutating func finishItem() {
        defer {
            skipped = 0
            pendingHasHighBytes = false
        }
        let start = pendingStart
        if skipped == 0, format.separator == UInt8(ascii: "\n"), bytes.last == UInt8(ascii: "\r"),
            bytes.count > start
        {
            bytes.removeLast()
        }
        let length = bytes.count - start
        var labelEnd = length
        var valueEnd = length
        if let delimiter = format.delimiter {
            bytes.withUnsafeBufferPointer { all in
                let item = UnsafeBufferPointer(rebasing: all[start...])
                labelEnd = item.firstIndex(of: delimiter) ?? length
                if labelEnd < length {
                    valueEnd = item[(labelEnd + 1)...].firstIndex(of: delimiter) ?? length
                }
            }
        }
        guard labelEnd > 0 else {
            bytes.removeSubrange(start...)
            return
        }
        let index = ends.count
        ends.append(bytes.count)
        if format.delimiter != nil {
            columns.append(UInt32(labelEnd))
            columns.append(UInt32(valueEnd))
        }
        if skipped > 0 || pendingHasHighBytes && !isValidUTF8(index) {
            inertItems.append(index)
            inertReasons.append(skipped > 0 ? .tooLong : .invalidUTF8)
        }
        noteWidths(of: index, hasHighBytes: pendingHasHighBytes)
    }

    /// Whether item `index`'s bytes are valid UTF-8.
    private func isValidUTF8(_ index: Int) -> Bool {
        withBytes(of: index, range: nil) { String(validating: $0, as: UTF8.self) != nil }
    }

    /// Widens the widest label and detail for item `index`: ASCII without controls is as wide
    /// as its bytes; anything else is measured as drawn.
    private mutating func noteWidths(of index: Int, hasHighBytes: Bool) {
        let (label, detail) = (labelRange(index), detailRange(index))
        func width(_ range: Range<Int>) -> Int {
            guard hasHighBytes || withBytes(of: index, range: range, { $0.contains { $0 < 0x20 || $0 == 0x7F } })
            else { return range.count }
            return DisplayWidth.of(shown(index, range))
        }
        if label.count > labelColumns || hasHighBytes { labelColumns = max(labelColumns, width(label)) }
        if let detail, detail.count > detailColumns || hasHighBytes {
            detailColumns = max(detailColumns, width(detail))
        }
    }

    // MARK: Reading items

    /// Where item `index` starts in ``bytes``.
    private func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

    /// The bytes of item `index`'s label, relative to its start.
    private func labelRange(_ index: Int) -> Range<Int> {
        0..<(format.delimiter == nil ? ends[index] - start(of: index) : Int(columns[2 * index]))
    }

    /// The bytes of item `index`'s value column, if it has a non-empty one.
    private func valueRange(_ index: Int) -> Range<Int>? {
        guard format.delimiter != nil else { return nil }
        return Self.column(after: Int(columns[2 * index]), to: Int(columns[2 * index + 1]))
    }

    /// The bytes of item `index`'s detail column, if it has a non-empty one.
    private func detailRange(_ index: Int) -> Range<Int>? {
        guard format.delimiter != nil else { return nil }
        return Self.column(after: Int(columns[2 * index + 1]), to: ends[index] - start(of: index))
    }

    /// The bytes after a delimiter at `delimiter` up to `end`; nil when empty or when there
    /// was no delimiter (`delimiter` is then `end`).
    private static func column(after delimiter: Int, to end: Int) -> Range<Int>? {
        delimiter + 1 < end ? (delimiter + 1)..<end : nil
    }

    /// Calls `body` with item `index`'s bytes in `range` (relative to its start; the whole item
    /// when nil).
    package func withBytes<Result>(
        of index: Int, range: Range<Int>?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let start = start(of: index)
        let range = range.map { (start + $0.lowerBound)..<(start + $0.upperBound) } ?? start..<ends[index]
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
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
        return candidates.filter { contains(needle, item: $0) }
    }

    /// The items from `first` on, in order, whose label or detail contains `needle` (folded).
    package func items(containing needle: [UInt8], from first: Int) -> [Int] {
        guard first < count else { return [] }
        guard !needle.isEmpty else { return Array(first..<count) }
        guard format.delimiter == nil else { return (first..<count).filter { contains(needle, item: $0) } }
        // Whole-line items: one pass over the bytes, eight at a time between candidates.
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                needle.withUnsafeBufferPointer { needle in
                    let finder = FirstByteFinder(needle[0])
                    var item = first
                    var position = first == 0 ? 0 : ends[first - 1]
                    let end = ends[ends.count - 1]
                    while true {
                        position = finder.next(in: text, from: position, before: end - needle.count + 1)
                        guard position < end else { return }
                        while ends[item] <= position { item += 1 }
                        var offset = 1
                        if position + needle.count <= ends[item] {
                            while offset < needle.count, Self.lowered(text[position + offset]) == needle[offset] {
                                offset += 1
                            }
                        }
                        if offset == needle.count {
                            found.append(item)
                            position = ends[item]
                            item += 1
                            if item == ends.count { return }
                        } else {
                            position += 1
                        }
                    }
                }
            }
        }
        return found
    }

    /// Whether item `index`'s label or detail contains `needle`, ASCII letters of either case.
    private func contains(_ needle: [UInt8], item index: Int) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            withBytes(of: index, range: labelRange(index)) { Self.contains(needle, in: $0) }
                || detailRange(index).map { range in
                    withBytes(of: index, range: range) { Self.contains(needle, in: $0) }
                } == true
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
    /// (ASCII capitals are its to fold).
    package func withLabels<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            body { index in
                let start = start(of: index)
                let range = labelRange(index)
                return UnsafeBufferPointer(rebasing: all[(start + range.lowerBound)..<(start + range.upperBound)])
            }
        }
    }

    /// `byte` with an ASCII capital made lowercase.
    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
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
