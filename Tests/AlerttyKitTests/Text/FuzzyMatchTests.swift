import TestSupport
import Testing

@testable import AlerttyKit

/// The needle's score in `text`, both given as strings.
private func score(_ needle: String, _ text: String) -> Int32? {
    score(Array(needle.utf8), Array(text.utf8))
}

/// The needle's score in `text`, both given as bytes.
private func score(_ needle: [UInt8], _ text: [UInt8]) -> Int32? {
    needle.withUnsafeBufferPointer { needle in text.withUnsafeBufferPointer { FuzzyMatch.score(needle, in: $0) } }
}

/// The offsets of the needle's matched characters in `text`.
private func positions(_ needle: String, _ text: String) -> [Int] {
    Array(needle.utf8).withUnsafeBufferPointer { needle in
        Array(text.utf8).withUnsafeBufferPointer { FuzzyMatch.positions(of: needle, in: $0) }
    }
}

/// The lines that match `needle`, in rank order, as `fzf --filter` prints them.
private func ranked(_ needle: String, _ lines: [String]) -> [String] {
    let corpus = Corpus(lines)
    var matches = corpus.matches(needle)
    return (0..<matches.count).map { lines[matches.item(at: $0)] }
}

/// Lines as a list keeps its items: one buffer of bytes, and where each item's are.
struct Corpus {
    let bytes: [UInt8]
    let bounds: [Range<Int>]

    init(_ lines: [String]) {
        var bytes: [UInt8] = []
        var bounds: [Range<Int>] = []
        for line in lines {
            let start = bytes.count
            bytes.append(contentsOf: line.utf8)
            bounds.append(start..<bytes.count)
        }
        self.bytes = bytes
        self.bounds = bounds
    }

    /// The matches of `needle` among `items` (all when nil).
    func matches(_ needle: String, among items: [Int]? = nil) -> RankedMatches {
        bytes.withUnsafeBufferPointer { bytes in
            Array(needle.utf8).withUnsafeBufferPointer { needle in
                RankedMatches(needle, among: items ?? Array(bounds.indices)) {
                    UnsafeBufferPointer(rebasing: bytes[bounds[$0]])
                }
            }
        }
    }
}

extension SplitMix64 {
    /// Bytes drawn from `alphabet`, `least` to `most` of them.
    mutating func text(upTo most: Int, of alphabet: String, atLeast least: Int = 0) -> [UInt8] {
        let alphabet = Array(alphabet.utf8)
        let count = least + Int(next() % UInt64(most - least + 1))
        return (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
    }
}

@Suite struct FuzzyMatchTests {
    // The orders below are what `printf '%s\n' LINES | fzf --filter NEEDLE` prints (fzf 0.38).

    @Test func consecutiveLettersRankAboveWordStartsAboveScatteredOnes() {
        let lines = [
            "f.o.k.a", "fo-ka", "foka 12", "xfoka", "fokafo 45", "a fOKa", "f o k a", "FoKa", "fooka", "folka", "kafo",
        ]
        #expect(
            ranked("foka", lines) == [
                "FoKa", "a fOKa", "foka 12", "fokafo 45", "fo-ka", "f o k a", "f.o.k.a", "fooka", "folka", "xfoka",
            ])
        #expect(score("foka", "foka 12")! > score("foka", "fo-ka")!)
        #expect(score("foka", "fo-ka")! > score("foka", "f.o.k.a")!)
    }

    @Test func theFirstLetterAtAWordStartCountsDouble() {
        let lines = ["foo-bar", "foob-r", "fobr", "b/r", "abr", "bar", "xbxr"]
        #expect(ranked("br", lines) == ["b/r", "bar", "foo-bar", "foob-r", "abr", "fobr", "xbxr"])
    }

    @Test func eachKindOfWordStartEarnsFzfsBonus() {
        let lines = ["foobar", "FooBar", "foo_bar", "foo bar", "foo/bar", "foo:bar", "foo.bar", "foo-bar", "fooxbar"]
        #expect(
            ranked("fb", lines) == [
                "foo bar", "foo/bar", "foo:bar", "FooBar", "foo_bar", "foo.bar", "foo-bar", "foobar", "fooxbar",
            ])
        // 16 and twice 10 for the first letter at the start, 16 and 10 for one after a space, a
        // gap of three characters costing 3, 1 and 1.
        let afterSpace: Int32 = 16 + 2 * 10 + 16 + 10 - 3 - 1 - 1
        #expect(score("fb", "foo bar") == afterSpace)
        let inAWord: Int32 = 16 + 2 * 10 + 16 - 3 - 1
        #expect(score("fb", "foobar") == inAWord)
    }

    @Test func pathsRankByTheirLastWordStarts() {
        let lines = [
            "src/main.swift", "sources/alertty/main.swift", "Sources/AlerttyKit/Text/FuzzyMatch.swift", "main.c",
            "manual.txt", "domain.swift",
        ]
        #expect(
            ranked("ms", lines) == [
                "src/main.swift", "sources/alertty/main.swift", "Sources/AlerttyKit/Text/FuzzyMatch.swift",
                "domain.swift",
            ])
    }

    @Test func aSingleLetterScoresItsBestOccurrenceUpToTheFirstWordStart() {
        #expect(positions("b", "ab cb b") == [6])
        let afterSpace: Int32 = 16 + 2 * 10
        #expect(score("b", "ab cb b") == afterSpace)
        // fzf stops at the first word start, though a later one (after "/") would earn more.
        #expect(positions("l", "/usr/share/gdb/auto-load/lib") == [20])
        let afterHyphen: Int32 = 16 + 2 * 8
        #expect(score("l", "/usr/share/gdb/auto-load/lib") == afterHyphen)
        let camel: Int32 = 16 + 2 * 7
        #expect(score("b", "aB") == camel)
        #expect(positions("é", "eé") == [1])
    }

    @Test func lettersOutOfOrderOrMissingDoNotMatch() {
        #expect(score("akof", "foka") == nil)
        #expect(score("fokaz", "foka 12") == nil)
        #expect(score("q", "foka") == nil)
        #expect(score("a", "") == nil)
        #expect(positions("akof", "foka") == [])
    }

    @Test func aNeedleLongerThanTheTextDoesNotMatch() {
        #expect(score("fokafoka", "foka") == nil)
        #expect(score("foka", "fok") == nil)
        #expect(score("foka", "foka") != nil)
    }

    @Test func anEmptyNeedleMatchesEverythingWithNothingMarked() {
        #expect(score("", "foka") == 0)
        #expect(score("", "") == 0)
        #expect(positions("", "foka") == [])
    }

    @Test func capitalsInTheTextMatchTheirLowercaseLetters() {
        #expect(score("foka", "FOKA") == score("foka", "foka"))
        #expect(positions("ab", "xAyB") == [1, 3])
        // Only letters fold: "[" is not a capital "{", nor "@" a "`".
        #expect(score("{", "[") == nil)
        #expect(score("`", "@") == nil)
        #expect(score("a", "\u{01}") == nil)
    }

    @Test func aLetterOfSeveralBytesMatchesOnlyWholeAndContiguous() {
        #expect(positions("é", "café") == [3])
        #expect(positions("éa", "éa") == [0, 2])
        #expect(score("é", "cafe") == nil)
        #expect(score("e", "café") == nil)
        // è and é share their first byte.
        #expect(score("é", "è") == nil)
        #expect(score("é", "èé") != nil)
        #expect(positions("é", "èé") == [2])
        // é's second byte alone, then its first: the bytes are there in order, the letter is not.
        #expect(score([0xC3, 0xA9], [0xA9, 0xC3, 0x20, 0xA9]) == nil)
        #expect(positions("日本", "日x本") == [0, 4])
        // A gap counts characters, not bytes.
        #expect(score("ab", "a日b") == score("ab", "axb"))
    }

    @Test func malformedTextIsScoredWithoutTrapping() {
        let texts: [[UInt8]] = [
            [0xFF], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0x80, 0x61], [0xF0, 0x9F, 0x98], [0x61, 0xFF, 0x62],
        ]
        for text in texts {
            _ = score([0x61], text)
            _ = score([0xC3, 0xA9], text)
            _ = score([0xFF, 0x61], text)
        }
        #expect(score([0x61, 0x62], [0x61, 0xFF, 0x62]) != nil)
    }

    @Test func positionsMarkTheBestAlignmentNotTheFirst() {
        #expect(positions("foka", "f.o.k.a") == [0, 2, 4, 6])
        #expect(positions("foka", "xfoka foka") == [6, 7, 8, 9])
        // The second word's start and a letter after a hyphen beat the first letter's long gap.
        #expect(positions("fb", "fooxbar foo-bar") == [8, 12])
        #expect(positions("ab", "a b ab") == [4, 5])
        #expect(positions("ab", "a b xab") == [0, 2])
    }

    @Test func positionsAreTheNeedlesLettersInOrder() {
        var random = SplitMix64(seed: 48)
        for _ in 0..<2_000 {
            let text = random.text(upTo: 24, of: "abAB-_ /.x")
            let needle = random.text(upTo: 3, of: "ab", atLeast: 1)
            let found = needle.withUnsafeBufferPointer { needle in
                text.withUnsafeBufferPointer { FuzzyMatch.positions(of: needle, in: $0) }
            }
            guard score(needle, text) != nil else {
                #expect(found.isEmpty)
                continue
            }
            #expect(found.count == needle.count)
            #expect(found == found.sorted() && Set(found).count == found.count)
            #expect(zip(found, needle).allSatisfy { text[$0] | 0x20 == $1 })
        }
    }

    @Test func scoresAgreeWithAPlainMatrixOverTheWholeText() {
        // The scan, the span and the one-letter path change nothing: the same rules applied to
        // every cell of a full matrix, the simple way, give the same scores.
        var random = SplitMix64(seed: 2_026)
        for _ in 0..<20_000 {
            let text = random.text(upTo: 30, of: "abAB-_ /.x1")
            let needle = random.text(upTo: 4, of: "ab1.", atLeast: 1)
            #expect(score(needle, text) == plainScore(needle, text), "\(needle) in \(text)")
        }
    }

    /// fzf's score of an ASCII needle in an ASCII text, from the whole matrix.
    private func plainScore(_ needle: [UInt8], _ text: [UInt8]) -> Int32? {
        func kind(_ byte: UInt8) -> Int {
            switch byte {
            case 0x61...0x7A: 3
            case 0x41...0x5A: 4
            case 0x30...0x39: 6
            case 0x20: 0
            case UInt8(ascii: "/"): 2
            default: 1
            }
        }
        let bonuses: [Int32] = text.indices.map { index in
            let before = index == 0 ? 0 : kind(text[index - 1])
            let now = kind(text[index])
            if now > 1, before < 3 { return [10, 8, 9][before] }
            if now == 4 && before == 3 || now == 6 && before != 6 { return 7 }
            return now == 1 ? 8 : now == 0 ? 10 : 0
        }
        let matches = { (row: Int, column: Int) in (text[column] | (kind(text[column]) == 4 ? 0x20 : 0)) == needle[row]
        }
        if needle.count == 1 {
            var best: Int32?
            for column in text.indices where matches(0, column) {
                if 16 + 2 * bonuses[column] > best ?? -1 { best = 16 + 2 * bonuses[column] }
                if bonuses[column] >= 8 { break }
            }
            return best
        }
        // Each cell: its score (nil: not reached), its run of matches and the run's first bonus.
        typealias Cell = (score: Int32?, run: Int32, first: Int32)
        var cells = [[Cell]](repeating: [Cell](repeating: (nil, 0, 0), count: text.count), count: needle.count)
        for column in text.indices {
            for row in needle.indices {
                let left: Cell = column > 0 ? cells[row][column - 1] : (nil, 0, 0)
                var cell: Cell = (left.score.map { max($0 + (left.run > 0 ? -3 : -1), 0) }, 0, 0)
                guard matches(row, column) else {
                    cells[row][column] = cell
                    continue
                }
                let bonus = bonuses[column]
                if row == 0 {
                    cell = (16 + 2 * bonus, 1, bonus)
                } else if column > 0, let diagonal = cells[row - 1][column - 1].score {
                    let (run, first) = (cells[row - 1][column - 1].run, cells[row - 1][column - 1].first)
                    var earned = (bonus, Int32(1), bonus)
                    if run > 0, !(bonus >= 8 && bonus > first) { earned = (max(bonus, 4, first), run + 1, first) }
                    if diagonal + 16 + earned.0 >= cell.score ?? -1 {
                        cell = (diagonal + 16 + earned.0, earned.1, earned.2)
                    }
                }
                cells[row][column] = cell
            }
        }
        return cells[needle.count - 1].compactMap(\.score).max()
    }

    @Test func theQuickScanAgreesWithALetterByLetterSearch() {
        // Texts of every length around the eight-byte words the scan reads, letters anywhere.
        var random = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let text = random.text(upTo: 30, of: "abcABC .-")
            let needle = random.text(upTo: 4, of: "abc.", atLeast: 1)
            var rest = text[...]
            let inOrder = needle.allSatisfy { letter in
                guard let found = rest.firstIndex(where: { ($0 | ($0 >= 65 && $0 <= 90 ? 0x20 : 0)) == letter }) else {
                    return false
                }
                rest = rest[(found + 1)...]
                return true
            }
            #expect((score(needle, text) != nil) == inOrder, "\(needle) in \(text)")
        }
    }

    @Test func aHugeSpanIsScoredByTheFirstAlignmentInLinearTime() {
        // 300,000 cells would be the best alignment's work: the first one found is scored.
        let text = Array("a" + String(repeating: "x", count: 150_000) + "b" + String(repeating: "y", count: 10) + "ab")
            .map { $0.asciiValue! }
        let needle = Array("ab".utf8)
        #expect(score(needle, text) != nil)
        let found = needle.withUnsafeBufferPointer { needle in
            text.withUnsafeBufferPointer { FuzzyMatch.positions(of: needle, in: $0) }
        }
        // Tightened from its end: the "a" nearest the first "b".
        #expect(found == [0, 150_001])
        // The same for letters of several bytes: é is two, and the gap between counts characters.
        let accented = "é" + String(repeating: "日", count: 60_000) + "ü"
        #expect(positions("éü", accented) == [0, 2 + 3 * 60_000])
        #expect(score("éü", accented) == score("ab", "a" + String(repeating: "x", count: 60_000) + "b"))
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        #expect(score([UInt8](repeating: UInt8(ascii: "a"), count: 1_000), long) != nil)
    }
}
