import Testing

@testable import AlerttyKit

/// The list, the fields and the checkboxes are shown, focused and asked in the order given.
@Suite struct InputOrderTests {
    /// An alert with a field, a checkbox and a list, given in `kinds`' order.
    static func configuration(_ kinds: [InputOrder.Kind]) -> AlertConfiguration {
        var configuration = AlertConfiguration(
            title: "Sign in", buttons: [("Cancel", .cancel), ("OK", .default)], fields: [AlertField(label: "User")],
            choices: ChoiceList([.init("eu"), .init("us")]), checkboxes: [AlertCheckbox("Remember")])
        for kind in kinds { configuration.inputOrder.note(kind) }
        return configuration
    }

    static let orders: [[InputOrder.Kind]] = [
        [.choices, .fields, .checkboxes], [.fields, .checkboxes, .choices], [.checkboxes, .fields, .choices],
        [.checkboxes, .choices, .fields],
    ]

    // The tests read the first three places: the list, the fields and the checkboxes come
    // before the kinds declared after them until those are noted.
    @Test func theCountIsOneMoreThanTheLastKindsRawValue() {
        #expect(InputOrder.Kind(rawValue: UInt8(InputOrder.count - 1)) != nil)
        #expect(InputOrder.Kind(rawValue: UInt8(InputOrder.count)) == nil)
        #expect(InputOrder.count <= 8, "a place is four bits of a UInt32")
    }

    /// The walks meet only the newer kinds an alert has, so an alert without them never runs
    /// (or maps) their code; the list, the fields and the checkboxes are always walked.
    @Test func theShownOrderLeavesOutTheNewerKindsAnAlertLacks() {
        var configuration = Self.configuration([.checkboxes, .fields])
        var shown = configuration.shownInputOrder
        #expect(shown.places == 3)
        #expect((0..<shown.places).map { shown[$0] } == [.checkboxes, .fields, .choices])
        configuration.textAreas = [AlertField(label: "Notes")]
        configuration.inputOrder.note(.textAreas)
        configuration.pathPicker = PathPicker(label: "File", choosing: .files)
        shown = configuration.shownInputOrder
        #expect((0..<shown.places).map { shown[$0] } == [.checkboxes, .fields, .textAreas, .choices, .pathPicker])
        #expect(AlertState(configuration: configuration).inputs.order == shown)
    }

    @Test func theFirstOfEachKindNotedTakesTheNextPlaceAndTheRestKeepTheirOrder() {
        var order = InputOrder()
        #expect(InputOrder.positions.prefix(3).map { order[$0] } == [.choices, .fields, .checkboxes])
        order.note(.checkboxes)
        #expect(InputOrder.positions.prefix(3).map { order[$0] } == [.checkboxes, .choices, .fields])
        order.note(.fields)
        order.note(.checkboxes)
        #expect(InputOrder.positions.prefix(3).map { order[$0] } == [.checkboxes, .fields, .choices])
    }

    @Test(arguments: orders)
    func thePartsAreShownTopToBottomInTheOrderGiven(_ kinds: [InputOrder.Kind]) throws {
        let layout = AlertState(configuration: Self.configuration(kinds)).layout
        let list = try #require(layout.listFrame).y
        let field = try #require(layout.fieldFrames.first ?? nil).label.y
        let checkbox = try #require(layout.checkboxFrames.first).y
        let rows: [InputOrder.Kind: Int] = [.choices: list, .fields: field, .checkboxes: checkbox]
        #expect(kinds.map { rows[$0]! } == kinds.map { rows[$0]! }.sorted())
    }

    @Test(arguments: orders)
    func tabVisitsThePartsInTheOrderGivenStartingAtTheFirstThatTakesTheFocus(_ kinds: [InputOrder.Kind]) {
        var state = AlertState(configuration: Self.configuration(kinds))
        var visited = [state.focus]
        for _ in 0..<3 {
            _ = state.handle(.key(.tab))
            visited.append(state.focus)
        }
        let stops: [InputOrder.Kind: Focus] = [.choices: .list, .fields: .field(0), .checkboxes: .checkbox(0)]
        // A checkbox does not take the focus when the alert opens; the list or a field does.
        let expected = kinds.map { stops[$0]! } + [.button(1)]
        let start = kinds.first == .checkboxes ? 1 : 0
        #expect(Array(visited.prefix(4 - start)) == Array(expected[start...]))
    }

    @Test(arguments: orders)
    func plainModeAsksInTheOrderGiven(_ kinds: [InputOrder.Kind]) {
        var conversation = PlainConversation(configuration: Self.configuration(kinds))
        var prompts: [String] = []
        for _ in 0..<3 {
            guard case .ask(let prompt, _) = conversation.nextStep() else { break }
            prompts.append(prompt)
            _ = conversation.answer("")
        }
        let words: [InputOrder.Kind: String] = [.choices: "1) eu", .fields: "User", .checkboxes: "Remember"]
        #expect(zip(kinds, prompts).allSatisfy { $1.contains(words[$0]!) }, "\(prompts)")
    }

    @Test func aFieldRejectedInPlainModeIsAskedAgainAfterTheInputsBeforeIt() {
        var conversation = PlainConversation(configuration: Self.configuration([.checkboxes, .choices, .fields]))
        for _ in 0..<3 { _ = conversation.answer("") }
        conversation.reject(field: 0, because: "taken")
        guard case .ask(let prompt, _) = conversation.nextStep() else {
            Issue.record("the field was not asked again")
            return
        }
        #expect(prompt.hasPrefix("User: taken\nUser"))
    }
}
