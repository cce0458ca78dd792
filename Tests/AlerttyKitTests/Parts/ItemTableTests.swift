import Testing

@testable import AlerttyKit

@Suite struct ItemTableTests {
    /// What a table reading `input` in `chunks` (cut at those offsets) holds at its end: each
    /// item as `label|answer|detail`, an inert one's answer as `!` and its reason.
    static func items(
        _ input: [UInt8], format: ChoiceList.ItemFormat = ChoiceList.ItemFormat(), cuts: [Int] = []
    ) -> [String] {
        var table = ItemTable(format: format)
        var start = 0
        for cut in cuts + [input.count] {
            input[start..<cut].withUnsafeBytes { table.take($0) }
            start = cut
        }
        table.end()
        return (0..<table.count).map { index in
            let answer = table.answer(index) ?? "!" + "\(table.inertness(index).map { "\($0)" } ?? "")"
            return table.label(index) + "|" + answer + "|" + (table.detail(index) ?? "")
        }
    }

    static func items(_ input: String, format: ChoiceList.ItemFormat = ChoiceList.ItemFormat()) -> [String] {
        items(Array(input.utf8), format: format)
    }

    /// Every way of cutting `input` in two gives what reading it whole gives.
    static func expectSameAtEveryCut(_ input: [UInt8], format: ChoiceList.ItemFormat = ChoiceList.ItemFormat()) {
        let whole = items(input, format: format)
        for cut in 0...input.count {
            #expect(items(input, format: format, cuts: [cut]) == whole, "cut at \(cut)")
        }
        // And byte by byte.
        #expect(items(input, format: format, cuts: Array(0...input.count)) == whole)
    }

    @Test func oneItemALineTheLastWithoutANewlineToo() {
        #expect(Self.items("apple\nbanana\ncherry") == ["apple|apple|", "banana|banana|", "cherry|cherry|"])
        #expect(Self.items("apple\n") == ["apple|apple|"])
        #expect(Self.items("") == [])
    }

    @Test func emptyLinesAreSkippedAndCarriageReturnsDropped() {
        #expect(Self.items("\n\na\r\n\r\n\nb\n\n") == ["a|a|", "b|b|"])
        // A carriage return inside a line is the line's, shown visibly.
        #expect(Self.items("a\rb\n") == ["a^Mb|a\rb|"])
    }

    @Test func duplicateLabelsAreKeptEachItsOwnItem() {
        #expect(Self.items("a\na\n") == ["a|a|", "a|a|"])
    }

    @Test func nullSeparatedItemsMayHoldNewlines() {
        let format = ChoiceList.ItemFormat(separator: 0)
        #expect(
            Self.items(Array("one\ntwo\0three\0\0".utf8), format: format) == ["one^Jtwo|one\ntwo|", "three|three|"])
        // A carriage return before NUL is the item's.
        #expect(Self.items(Array("a\r\0".utf8), format: format) == ["a^M|a\r|"])
    }

    @Test func aDelimiterSplitsLabelValueAndDetail() {
        let tab = ChoiceList.ItemFormat(delimiter: 9)
        #expect(
            Self.items("web1\t10.0.0.1\tfront end\tspare\ndb\t\tstore\nplain\n\tnolabel\n", format: tab) == [
                "web1|10.0.0.1|front end       spare", "db|db|store", "plain|plain|",
            ])
        let comma = ChoiceList.ItemFormat(delimiter: UInt8(ascii: ","))
        #expect(Self.items("a,1\nb,,\n", format: comma) == ["a|1|", "b|b|"])
    }

    @Test func invalidUTF8IsShownReplacedAndInert() {
        let input: [UInt8] =
            Array("ok\n".utf8) + [0x66, 0xFF, 0x6F, 0x0A] + Array("é\n".utf8) + [0xF0, 0x9F, 0x98, 0x0A]
        #expect(
            Self.items(input) == [
                "ok|ok|", "f\u{FFFD}o|!invalidUTF8|", "é|é|", "\u{FFFD}|!invalidUTF8|",
            ])
    }

    @Test func anOverlongLineKeepsItsStartAndIsInert() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: ItemTable.longestLine + 10)
        var table = ItemTable(format: ChoiceList.ItemFormat())
        for part in [Array("a\n".utf8), long, long, Array("\nb".utf8)] { part.withUnsafeBytes { table.take($0) } }
        table.end()
        #expect(table.count == 3 && table.isComplete)
        #expect(table.inertness(1) == .tooLong && table.answer(1) == nil && table.isInert(1))
        #expect(table.withBytes(of: 1, range: nil) { $0.count } == ItemTable.longestLine)
        #expect(table.answer(0) == "a" && table.answer(2) == "b" && !table.isInert(2))
        #expect(table.labelColumns == ItemTable.longestLine)
    }

    @Test func everyRuleHoldsWhereverTheChunksAreCut() {
        let lines: [UInt8] = Array("a\r\n\nbé\r\ncc\r".utf8) + [0xE2, 0x82, 0x0A, 0xE2] + Array("\u{82AC}\nlast".utf8)
        Self.expectSameAtEveryCut(lines)
        Self.expectSameAtEveryCut(Array("x\ty\tz\n\n\t\nq\t\td\r\n".utf8), format: ChoiceList.ItemFormat(delimiter: 9))
        Self.expectSameAtEveryCut(Array("n\0\0m\r\0".utf8), format: ChoiceList.ItemFormat(separator: 0))
    }

    @Test func itemsAreFoundByAnswer() {
        var table = ItemTable(format: ChoiceList.ItemFormat(delimiter: 9))
        Array("a\t1\nb\t2\nc\nb\t2\n".utf8).withUnsafeBytes { table.take($0) }
        #expect(table.firstIndex(answering: "2") == 1)
        #expect(table.firstIndex(answering: "2", from: 2) == 3)
        #expect(table.firstIndex(answering: "c") == 2 && table.firstIndex(answering: "b") == nil)
        #expect(!table.isComplete)
    }

    @Test func theFilterFindsLabelsAndDetailsIgnoringASCIICase() {
        var table = ItemTable(format: ChoiceList.ItemFormat(delimiter: 9))
        Array("Apple\tx\tFruit\nbanana\tfru\nCherry\nAPPLE pie\n".utf8).withUnsafeBytes { table.take($0) }
        #expect(table.items(containing: Array("app".utf8), among: nil) == [0, 3])
        #expect(table.items(containing: Array("fru".utf8), among: nil) == [0])
        #expect(table.items(containing: Array("e".utf8), among: [1, 2, 3]) == [2, 3])
        #expect(table.items(containing: Array("e".utf8), from: 2) == [2, 3])
        #expect(table.items(containing: [], from: 1) == [1, 2, 3])
    }

    @Test func widthsGrowWithTheWidestItemSeen() {
        var table = ItemTable(format: ChoiceList.ItemFormat(delimiter: 9))
        Array("ab\t\tdetail\n".utf8).withUnsafeBytes { table.take($0) }
        #expect(table.labelColumns == 2 && table.detailColumns == 6)
        Array("漢字\na\u{1}b\n".utf8).withUnsafeBytes { table.take($0) }
        #expect(table.labelColumns == 4)
    }

    @Test func theWholeLineScanFindsMatchesInsideItemsOnly() {
        var table = ItemTable(format: ChoiceList.ItemFormat())
        let lines = [
            "xxxxxxxxxxxxab", "cdyyyyyyyyyyyyyyyy", "ABCD", "zzzzzzzzzzzzzzzzzzzzzzzzabcd", "a", "bcd", "@bcd[bcd",
        ]
        Array(lines.joined(separator: "\n").utf8).withUnsafeBytes { table.take($0) }
        table.end()
        // "abcd" would span items 0 and 1, and 4 and 5, in the buffer: neither counts.
        #expect(table.items(containing: Array("abcd".utf8), from: 0) == [2, 3])
        #expect(table.items(containing: Array("abcd".utf8), from: 3) == [3])
        #expect(table.items(containing: Array("bcd".utf8), from: 0) == [2, 3, 5, 6])
        #expect(table.items(containing: Array("[bcd".utf8), from: 0) == [6])
        #expect(table.items(containing: Array("y".utf8), from: 0) == [1])
        #expect(table.items(containing: Array("q".utf8), from: 0) == [])
        let every = (0..<table.count).filter { index in
            table.withBytes(of: index, range: nil) { String(decoding: $0, as: UTF8.self).lowercased().contains("bcd") }
        }
        #expect(table.items(containing: Array("bcd".utf8), among: Array(0..<table.count)) == every)
    }

    @Test func itemsNeverSpanTwoChunks() {
        // Five items of 0.9 MiB: the fifth starts in the first chunk and moves to the second.
        let big = ItemTable.longestLine * 9 / 10
        var table = ItemTable(format: ChoiceList.ItemFormat(delimiter: 9))
        var input: [UInt8] = []
        for number in 0..<5 {
            input += Array("\(number)big\t\(number)\t".utf8) + [UInt8](repeating: UInt8(ascii: "d"), count: big) + [10]
        }
        input += Array("small\tlast\n".utf8)
        for start in stride(from: 0, to: input.count, by: 65536) {
            input[start..<min(start + 65536, input.count)].withUnsafeBytes { table.take($0) }
        }
        table.end()
        #expect(table.count == 6)
        #expect((0..<5).map { table.answer($0) } == ["0", "1", "2", "3", "4"])
        #expect(table.label(4) == "4big" && table.detail(4)?.count == big && table.answer(5) == "last")
        #expect(table.items(containing: Array("big".utf8), among: nil) == [0, 1, 2, 3, 4])
        #expect(table.items(containing: Array("4".utf8), among: [1, 4, 5]) == [4])
        #expect(
            table.withLabels { label in (0..<6).map { String(decoding: label($0), as: UTF8.self) } }.last == "small")
    }

    @Test func shortItemsFillAChunksItemsBeforeItsBytes() {
        let count = ItemTable.chunkItems + 10
        var table = ItemTable(format: ChoiceList.ItemFormat())
        var input = [UInt8](repeating: UInt8(ascii: "a"), count: 2 * count)
        for index in stride(from: 1, to: input.count, by: 2) { input[index] = 10 }
        input[2 * count - 2] = UInt8(ascii: "b")
        input.withUnsafeBytes { table.take($0) }
        #expect(table.count == count)
        #expect(table.items(containing: Array("b".utf8), from: 0) == [count - 1])
        #expect(table.items(containing: Array("a".utf8), from: ItemTable.chunkItems - 1).count == 10)
        #expect(table.label(ItemTable.chunkItems) == "a" && table.label(count - 1) == "b")
    }

    @Test func aCopyKeepsItsItemsWhileTheOriginalGrows() {
        var table = ItemTable(format: ChoiceList.ItemFormat())
        Array("one\ntw".utf8).withUnsafeBytes { table.take($0) }
        var copy = table
        Array("o\n".utf8).withUnsafeBytes { table.take($0) }
        Array("ig\n".utf8).withUnsafeBytes { copy.take($0) }
        #expect((0..<table.count).map { table.label($0) } == ["one", "two"])
        #expect((0..<copy.count).map { copy.label($0) } == ["one", "twig"])
        #expect(table != copy)
    }
}
