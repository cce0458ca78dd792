import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct RankedMatchesTests {
    /// The items of `matches` in rank order, every rank asked for.
    private func order(_ matches: RankedMatches) -> [Int] {
        var matches = matches
        return (0..<matches.count).map { matches.item(at: $0) }
    }

    @Test func equalScoresRankTheShorterTextFirstThenTheEarlierItem() {
        let corpus = Corpus(["xab", "ab", "abc", "ab", "ab  ", "  ab"])
        // As fzf ranks them: "ab  " and "  ab" are as long as "ab", white space at either end not
        // counted, and a word after white space starts as well as one at the start.
        #expect(order(corpus.matches("ab")) == [1, 3, 4, 5, 2, 0])
        // Length counts characters, not bytes: "é ab" is shorter than "xy ab".
        #expect(order(Corpus(["xy ab", "é ab"]).matches("ab")) == [1, 0])
    }

    @Test func onlyTheFirstPageIsInOrderUntilARankBeyondItIsAsked() {
        let lines = (0..<1_000).map { "item \($0 * 7919 % 1_000) a-b" + String(repeating: "x", count: $0 % 13) }
        var matches = Corpus(lines).matches("ab")
        #expect(matches.count == 1_000)
        #expect(matches.orderedCount == RankedMatches.firstPage)
        let page = (0..<RankedMatches.firstPage).map { matches.orderedItem(at: $0) }
        #expect(matches.item(at: 64) >= 0)
        #expect(matches.orderedCount == 1_000)
        #expect((0..<RankedMatches.firstPage).map { matches.orderedItem(at: $0) } == page)
    }

    @Test func everyRankAgreesWithAFullSortAsMatchesArriveAndRanksAreAsked() {
        var random = SplitMix64(seed: 48)
        var matches = RankedMatches()
        var reference: [(score: Int32, length: Int, item: Int)] = []
        for item in 0..<3_000 {
            // Few scores and lengths, so that ties are common.
            let score = Int32(random.next() % 6) * 10
            let length = Int(random.next() % 4)
            matches.insert(item: item, score: score, length: length)
            reference.append((score, length, item))
            guard random.next() % 100 == 0 else { continue }
            let sorted = reference.sorted { ($1.score, $0.length, $0.item) < ($0.score, $1.length, $1.item) }
            let rank = Int(random.next() % UInt64(reference.count))
            #expect(matches.item(at: rank) == sorted[rank].item)
            #expect(matches.item(at: 0) == sorted[0].item)
        }
        let sorted = reference.sorted { ($1.score, $0.length, $0.item) < ($0.score, $1.length, $1.item) }
        #expect(order(matches) == sorted.map(\.item))
    }

    @Test func aListStillArrivingRanksAsTheWholeListWould() {
        let lines = (0..<500).map { "\($0 % 17) f\(String(repeating: "-", count: $0 % 5))oka \($0)" }
        let corpus = Corpus(lines)
        var growing = corpus.matches("foka", among: Array(0..<200))
        _ = growing.item(at: growing.count - 1)
        corpus.bytes.withUnsafeBufferPointer { bytes in
            Array("foka".utf8).withUnsafeBufferPointer { needle in
                growing.add(needle, among: 200..<500) { UnsafeBufferPointer(rebasing: bytes[corpus.bounds[$0]]) }
            }
        }
        let whole = corpus.matches("foka")
        #expect(growing == whole)
        #expect(order(growing) == order(whole))
    }

    @Test func aLongerNeedleNarrowsTheMatchesOfAShorterOne() {
        let lines = ["foka", "fo", "f-o-k", "kafo", "fok a", "oak", "f.o.k.a"]
        let corpus = Corpus(lines)
        let shorter = corpus.matches("fo")
        let narrowed = corpus.bytes.withUnsafeBufferPointer { bytes in
            Array("fok".utf8).withUnsafeBufferPointer { needle in
                shorter.narrowed(to: needle) { UnsafeBufferPointer(rebasing: bytes[corpus.bounds[$0]]) }
            }
        }
        #expect(narrowed == corpus.matches("fok"))
        #expect(Set(narrowed.items) == [0, 2, 4, 6])
    }

    @Test func theSameMatchesAreEqualHoweverMuchOfTheirOrderIsSorted() {
        let corpus = Corpus((0..<100).map { "a\($0)b" })
        var sorted = corpus.matches("ab")
        _ = sorted.item(at: 99)
        #expect(sorted == corpus.matches("ab"))
        #expect(corpus.matches("ab") != corpus.matches("a1"))
        #expect(RankedMatches() == RankedMatches())
    }
}
