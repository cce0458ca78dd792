import Testing

@testable import AlerttyKit

@Suite struct MouseTests {
    static let reports: [(String, Key)] = [
        ("\u{1B}[<0;10;5M", .mouse(.press, column: 9, row: 4)),
        ("\u{1B}[<0;10;5m", .mouse(.release, column: 9, row: 4)),
        ("\u{1B}[<64;1;1M", .mouse(.wheelUp, column: 0, row: 0)),
        ("\u{1B}[<65;80;24M", .mouse(.wheelDown, column: 79, row: 23)),
        ("\u{1B}[<2;3;3M", .mouse(.other, column: 2, row: 2)),
        ("\u{1B}[<0;0;5M", .unknown),
        ("\u{1B}[<0;5M", .unknown),
    ]

    @Test(arguments: reports)
    func decodesSGRMouseReports(_ text: String, _ key: Key) {
        let bytes = Array(text.utf8)
        #expect(KeyDecoder.decode(bytes[...]) == .key(key, consumed: bytes.count))
    }

    func layout(_ state: AlertState) -> AlertLayout {
        AlertLayout(configuration: state.configuration, size: TerminalSize(columns: 80, rows: 24), focus: state.focus)
    }

    @Test func aClickChoosesOnlyWhenPressedAndReleasedOnTheSameButton() {
        var state = AlertState(configuration: AlertLayoutTests.deleteAlert)
        #expect(state.handle(.pointer(.press, on: .button(1))) == .none)
        #expect(state.focus == .button(1))
        #expect(state.handle(.pointer(.release, on: .button(1))) == .finish(.chosen(1)))

        var slipped = AlertState(configuration: AlertLayoutTests.deleteAlert)
        _ = slipped.handle(.pointer(.press, on: .button(1)))
        #expect(slipped.handle(.pointer(.release, on: .button(0))) == .none)
        #expect(slipped.handle(.pointer(.release, on: .button(1))) == .none, "a release without its press")
    }

    @Test func anOutsideClickDismissesOnlyWhenAskedTo() {
        var ignoring = AlertState(configuration: AlertLayoutTests.deleteAlert)
        _ = ignoring.handle(.pointer(.press, on: .outside))
        #expect(ignoring.handle(.pointer(.release, on: .outside)) == .none)

        var configuration = AlertLayoutTests.deleteAlert
        configuration.dismissesOnOutsideClick = true
        var dismissing = AlertState(configuration: configuration)
        _ = dismissing.handle(.pointer(.press, on: .outside))
        #expect(dismissing.handle(.pointer(.release, on: .outside)) == .finish(.chosen(0)))
        _ = dismissing.handle(.pointer(.press, on: .box))
        #expect(dismissing.handle(.pointer(.release, on: .box)) == .none)
    }

    @Test func aClickInAFieldFocusesItAndTheWheelScrollsALongMessage() {
        var login = AlertState(configuration: FieldStateTests.login)
        _ = login.handle(.pointer(.press, on: .field(1)))
        #expect(login.focus == .field(1))

        var long = AlertState(configuration: MessageScrollKeyTests.long)
        _ = long.handle(.messageViewport(scroll: .top, page: 5))
        _ = long.handle(.pointer(.wheelDown, on: .box))
        #expect(long.messageScroll == .fromTop(3))
        _ = long.handle(.pointer(.wheelUp, on: .outside))
        #expect(long.messageScroll == .top)
    }

    @Test func theLayoutSaysWhatIsUnderEachCell() {
        let state = AlertState(configuration: FieldStateTests.login)
        let layout = layout(state)
        let cancel = layout.buttonFrames[0]!
        #expect(layout.target(column: cancel.x, row: cancel.y) == .button(0))
        #expect(layout.target(column: cancel.x + cancel.width, row: cancel.y) != .button(0))
        let password = layout.fieldFrames[1]!
        #expect(layout.target(column: password.input.x + 3, row: password.input.y) == .field(1))
        #expect(layout.target(column: layout.box.x, row: layout.box.y) == .box)
        #expect(layout.target(column: 0, row: 0) == .outside)
    }
}
