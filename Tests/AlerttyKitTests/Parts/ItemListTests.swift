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
        AlertView.frame(for: state, size: TerminalSize(columns: 60, rows: rows)).text
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
}

extension AlertState {
    /// Hands the list `text`'s bytes, as a read would.
    mutating func take(_ text: String) {
        Array(text.utf8).withUnsafeBytes { takeItems($0) }
    }
}
