import Testing

@testable import AlerttyKit

/// A list whose items come as bytes from a file or a pipe (`--choices-from`, issue 48): it
/// starts empty, grows as chunks arrive, and answers its items as read.
@Suite struct ItemListTests {
    static let buttons: [(label: String, style: ButtonStyle)] = [("Cancel", .cancel), ("OK", .default)]

    /// An alert whose list reads items in `format`.
    static func alert(
        format: ChoiceList.ItemFormat = ChoiceList.ItemFormat(), multiple: Bool = false,
        change: (inout ChoiceList) -> Void = { _ in }
    ) -> AlertState {
        var list = ChoiceList([], allowsMultiple: multiple)
        list.itemFormat = format
        change(&list)
        return AlertState(configuration: AlertConfiguration(title: "Pick", buttons: buttons, choices: list))
    }

    static func text(_ state: AlertState, rows: Int = 20) -> [String] {
        AlertView.frame(for: state, size: TerminalSize(columns: 80, rows: rows)).text
    }

    @Test func aListFromBytesStartsEmptyAndGrowsAsChunksArrive() {
        var state = Self.alert()
        #expect(state.isAwaitingItems && state.list?.itemCount == 0)
        state.take("apple\nban")
        #expect(state.list?.itemCount == 1)
        state.take("ana\ncherry")
        #expect(state.list?.itemCount == 2 && state.isAwaitingItems)
        state.endItems()
        #expect(state.list?.itemCount == 3 && !state.isAwaitingItems)
        _ = state.handle(.key(.down))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["banana"])
    }

    /// The table sits behind one reference shared by copies of the state (so copying a state
    /// copies no arrays): a copy that takes items changes only itself.
    @Test func aCopyOfTheStateTakingItemsLeavesTheOriginalAsItWas() {
        var state = Self.alert()
        state.take("apple\n")
        var copy = state
        copy.take("banana\ncherry\n")
        copy.endItems()
        #expect(state.list?.itemCount == 1 && state.isAwaitingItems)
        #expect(copy.list?.itemCount == 3 && !copy.isAwaitingItems)
        #expect(state != copy)
        state.take("banana\ncherry\n")
        state.endItems()
        #expect(state == copy)
    }

    /// The frame's rows without the blank ones around the box.
    static func snapshot(_ state: AlertState, columns: Int = 44, rows: Int = 12) -> String {
        var lines = AlertView.frame(for: state, size: TerminalSize(columns: columns, rows: rows)).text
        while lines.first?.allSatisfy({ $0 == " " }) ?? false { lines.removeFirst() }
        while lines.last?.allSatisfy({ $0 == " " }) ?? false { lines.removeLast() }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    @Test func theCountSaysReadingUntilTheInputEnds() throws {
        var state = Self.alert()
        state.take("a\nb\n")
        let part = try #require(state.list)
        #expect(part.countLine(unicode: true) == "Reading… 2 items")
        #expect(part.countLine(unicode: false) == "Reading... 2 items")
        state.endItems()
        #expect(state.list?.countLine(unicode: true) == "2 items")
        #expect(ChoiceListPart.grouped(1_000_000) == "1,000,000" && ChoiceListPart.grouped(12_345) == "12,345")
        #expect(ChoiceListPart.grouped(999) == "999" && ChoiceListPart.grouped(0) == "0")
        var one = Self.alert()
        one.take("only")
        one.endItems()
        #expect(one.list?.countLine(unicode: true) == "1 item")
    }

    @Test func aListStillReadingSnapshot() {
        var state = Self.alert()
        state.take("alpha\nbeta\ngam")
        #expect(
            Self.snapshot(state) == """
                         ╭────────────────────────╮
                         │          Pick          │
                         │                        │
                         │  › ○ alpha             │
                         │    ○ beta              │
                         │                        │
                         │                        │
                         │  Reading… 2 items      │
                         │                        │
                         │   [ Cancel ]  [ OK ]   │
                         │  ↑↓ move · Space mark  │
                         ╰────────────────────────╯
                """)
    }

    @Test func aTableWithColumnsSnapshot() {
        var state = Self.alert(format: ChoiceList.ItemFormat(delimiter: 9))
        state.take("web1\t10.0.0.1\tfront end\nweb2\t10.0.0.2\tfront end\ndb\t10.0.0.9\tstore\n")
        state.endItems()
        _ = state.handle(.key(.down))
        #expect(
            Self.snapshot(state) == """
                        ╭──────────────────────────╮
                        │           Pick           │
                        │                          │
                        │    ○ web1  front end     │
                        │  › ○ web2  front end     │
                        │    ○ db    store         │
                        │  3 items                 │
                        │                          │
                        │    [ Cancel ]  [ OK ]    │
                        │   ↑↓ move · Space mark   │
                        ╰──────────────────────────╯
                """)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["10.0.0.2"] && state.chosenItems == ["web2"])
    }

    @Test func newItemsMatchingTheFilterJoinItsMatches() {
        var state = Self.alert()
        state.take("apple\nbanana\n")
        for letter in "an" { _ = state.handle(.key(.character(letter.unicodeScalars.first!))) }
        #expect(state.list?.shownCount == 1)
        state.take("mango\ncherry\ncan")
        #expect(state.list?.shownCount == 2)
        #expect(Self.text(state).contains { $0.contains("Filter: an — 2 of 4…") })
        state.endItems()
        #expect(state.list?.shownCount == 3)
        #expect(Self.text(state).contains { $0.contains("Filter: an — 3 of 5") && !$0.contains("…") })
        _ = state.handle(.key(.backspace))
        #expect(state.list?.shownCount == 4, "a: apple, banana, mango, can")
    }

    @Test func anInertItemIsMarkedAndRefusedSayingWhy() {
        var state = Self.alert(multiple: true)
        state.take("good\n")
        [UInt8]([0x62, 0xFF, 0x0A]).withUnsafeBytes { state.takeItems($0) }
        state.endItems()
        _ = state.handle(.key(.down))
        _ = state.handle(.key(.character(" ")))
        #expect(state.list?.chosenIndices == [])
        let text = Self.text(state)
        #expect(text.contains { $0.contains("⊘ b\u{FFFD}") })
        #expect(text.contains { $0.contains("This item is not valid UTF-8: it cannot be answered") })
        var radio = Self.alert()
        radio.take("good\n")
        [UInt8]([0x62, 0xFF, 0x0A]).withUnsafeBytes { radio.takeItems($0) }
        _ = radio.handle(.key(.down))
        #expect(radio.handle(.key(.enter)) == .none, "Enter on an inert item is refused")
        #expect(radio.chosenAnswers == [])
    }

    @Test func initialAnswersChooseItemsAsTheyArrive() {
        var radio = Self.alert { $0.initialAnswers = ["b"] }
        radio.take("a\nb\nb\nc\n")
        #expect(radio.list?.chosenIndices == [1] && radio.list?.cursor == 1)
        var checklist = Self.alert(multiple: true) { $0.initialAnswers = ["b", "c"] }
        checklist.take("a\nb\n")
        checklist.take("c\nb\n")
        #expect(checklist.list?.chosenIndices == [1, 2, 3])
    }

    @Test func plainModeListsTheFirstItemsOfALongList() {
        var state = Self.alert()
        state.take((1...1000).map { "item \($0)" }.joined(separator: "\n"))
        state.endItems()
        let question = ChoiceListPart.Layout.plainQuestion(0, state: state).prompt
        let lines = question.split(separator: "\n")
        #expect(lines.count == 22)
        #expect(lines[0] == "1) item 1" && lines[19] == "20) item 20")
        #expect(lines[20] == "… and 980 more: type letters to find one")
        #expect(lines[21].hasPrefix("Choose 1-1000"))
        var asked = state
        #expect(ChoiceListPart.Layout.takePlainAnswer("999", question: 0, state: &asked) == .next)
        #expect(asked.chosenAnswers == ["item 999"])
        #expect(ChoiceListPart.Layout.takePlainAnswer("ITEM 7", question: 0, state: &state) == .next)
        #expect(state.chosenAnswers == ["item 7"])
    }

    /// Types `text` into the list.
    static func type(_ text: String, into state: inout AlertState) {
        for scalar in text.unicodeScalars { _ = state.handle(.key(.character(scalar))) }
    }

    @Test func aFuzzyFilterShowsItemsInFzfsOrderWithTheirLettersMarked() throws {
        var state = Self.alert { $0.matching = .fuzzy }
        state.take("f.o.k.a\nfo-ka\nfoka 12\nzzz\n")
        state.endItems()
        Self.type("foka", into: &state)
        let part = try #require(state.list)
        #expect(part.shownCount == 3)
        #expect((0..<3).map { part.shownItem(at: $0) } == [2, 1, 0])
        #expect(part.cursor == 2)
        let frame = AlertView.frame(for: state)
        let row = try #require(frame.text.firstIndex { $0.contains("foka 12") })
        let column = try #require(frame.text[row].firstRange(of: "foka 12")).lowerBound
        let x = frame.text[row].distance(from: frame.text[row].startIndex, to: column)
        #expect(frame[x, row].style.underline && frame[x, row].style.bold)
        #expect(!frame[x + 5, row].style.underline, "the digits are not matched")
        _ = state.handle(.key(.enter))
        #expect(state.chosenAnswers == ["foka 12"])
    }

    @Test func aFuzzyListGrowingWhileFilteredRanksTheNewItemsToo() throws {
        var state = Self.alert { $0.matching = .fuzzy }
        state.take("f-o-k-a\n")
        Self.type("foka", into: &state)
        state.take("foka\n")
        let part = try #require(state.list)
        #expect(part.shownCount == 2 && part.shownItem(at: 0) == 1)
    }

    @Test func backspaceTakesBackEarlierMatchesWithTheItemsThatArrivedSince() {
        var state = Self.alert()
        state.take("abc\nabd\nxyz\n")
        Self.type("ab", into: &state)
        #expect(state.list?.shownCount == 2)
        Self.type("c", into: &state)
        #expect(state.list?.shownCount == 1)
        state.take("abz\nazz\n")
        _ = state.handle(.key(.backspace))
        #expect(state.list?.shownCount == 3, "abc, abd and abz")
        _ = state.handle(.key(.backspace))
        #expect(state.list?.shownCount == 4, "and azz")
        _ = state.handle(.key(.backspace))
        #expect(state.list?.shownCount == 5)
        Self.type("q", into: &state)
        #expect(state.list?.shownCount == 0)
        Self.type("qq", into: &state)
        _ = state.handle(.key(.backspace))
        _ = state.handle(.key(.backspace))
        #expect(state.list?.shownCount == 0 && state.list?.filter == "q")
    }
}

extension AlertState {
    /// Hands the list `text`'s bytes, as a read would.
    mutating func take(_ text: String) {
        Array(text.utf8).withUnsafeBytes { takeItems($0) }
    }
}
