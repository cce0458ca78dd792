/// Finds the list items whose label or detail contains a text, ignoring case: a list's filter.
///
/// Every item's text is folded to lowercase UTF-8 once, into one buffer, so each typed letter
/// is a scan of bytes, not a lowercasing of strings: a 100,000-item list answers a key in well
/// under the 5 ms a person could notice (`alertty-bench --filter`).
struct ItemFinder: Equatable, Sendable {
    /// Every item's folded label, a zero byte, its folded detail, one item after another.
    private let text: [UInt8]
    /// Where each item's text ends in ``text``; item `i` starts where item `i - 1` ends.
    private let ends: [Int]

    /// Folds the items' labels and details (as they are drawn).
    init(labels: [String], details: [String?]) {
        var text: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(labels.count)
        for index in labels.indices {
            Self.fold(labels[index], into: &text)
            if let detail = details[index] {
                // A zero byte, which no typed filter holds, keeps a match from spanning the two.
                text.append(0)
                Self.fold(detail, into: &text)
            }
            ends.append(text.count)
        }
        self.text = text
        self.ends = ends
    }

    /// The text as the filter compares it: lowercase, as UTF-8.
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        fold(text, into: &bytes)
        return bytes
    }

    /// Appends `text` lowercased. ASCII, nearly every label, is copied whole and folded in
    /// place; other text goes through the standard library's full case mapping.
    private static func fold(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        let start = bytes.count
        text.withUTF8 { bytes.append(contentsOf: $0) }
        let isASCII = bytes.withUnsafeMutableBufferPointer { buffer in
            var isASCII = true
            for index in start..<buffer.count {
                let byte = buffer[index]
                if byte >= 0x80 { isASCII = false }
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { buffer[index] = byte | 0x20 }
            }
            return isASCII
        }
        guard !isASCII else { return }
        bytes.removeSubrange(start...)
        // A label's style marks (dialog's --colors) are not letters anyone types.
        bytes.append(contentsOf: StyleMark.removed(from: text.lowercased()).utf8)
    }

    /// The items among `candidates` (all, when nil), in order, whose text contains `needle`
    /// (folded). A longer filter matches a subset of a shorter one's items, so a caller passes
    /// the previous matches as candidates and each letter narrows them.
    func items(containing needle: [UInt8], among candidates: [Int]?) -> [Int] {
        guard !needle.isEmpty else { return candidates ?? Array(ends.indices) }
        var found: [Int] = []
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                if let candidates {
                    for item in candidates where Self.contains(needle, in: text, item: item, ends: ends) {
                        found.append(item)
                    }
                } else {
                    for item in ends.indices where Self.contains(needle, in: text, item: item, ends: ends) {
                        found.append(item)
                    }
                }
            }
        }
        return found
    }

    /// The items among `candidates` (all, when nil), in order, whose label starts with `prefix`
    /// (folded): the dialects' type-ahead. The zero byte after a label keeps a prefix from
    /// running on into the detail.
    func items(startingWith prefix: [UInt8], among candidates: [Int]?) -> [Int] {
        (candidates ?? Array(ends.indices)).filter { item in
            let start = item == 0 ? 0 : ends[item - 1]
            return ends[item] - start >= prefix.count && text[start..<(start + prefix.count)].elementsEqual(prefix)
        }
    }

    /// Calls `body` with a way to read each item's folded label, as the fuzzy scorer reads it.
    func withLabels<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { text in
            body { item in
                let start = item == 0 ? 0 : ends[item - 1]
                var end = start
                // The label ends at the zero byte before its detail, if it has one.
                while end < ends[item], text[end] != 0 { end += 1 }
                return UnsafeBufferPointer(rebasing: text[start..<end])
            }
        }
    }

    /// Whether item `item`'s text contains `needle`: its first byte is looked for, then the rest
    /// compared, the whole on raw buffers.
    private static func contains(
        _ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, item: Int, ends: [Int]
    ) -> Bool {
        let start = item == 0 ? 0 : ends[item - 1]
        let last = ends[item] - needle.count
        guard start <= last else { return false }
        let first = needle[0]
        var position = start
        while position <= last {
            if text[position] == first {
                var offset = 1
                while offset < needle.count, text[position + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            position += 1
        }
        return false
    }
}
