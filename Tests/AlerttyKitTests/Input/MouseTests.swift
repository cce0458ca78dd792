import TestSupport
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

    /// X10/normal reports: the button, column and row as bytes plus 32 (plus 33 for the 1-based cells).
    static let legacyReports: [(String, Key)] = [
        ("\u{1B}[M *%", .mouse(.press, column: 9, row: 4)),
        ("\u{1B}[M#*%", .mouse(.release, column: 9, row: 4)),
        ("\u{1B}[M`!!", .mouse(.wheelUp, column: 0, row: 0)),
        ("\u{1B}[Ma!!", .mouse(.wheelDown, column: 0, row: 0)),
        ("\u{1B}[M0!!", .mouse(.press, column: 0, row: 0)),
        ("\u{1B}[M@!!", .mouse(.other, column: 0, row: 0)),
    ]

    @Test(arguments: legacyReports)
    func decodesLegacyMouseReportsAsTheMouseNeverAsASpace(_ text: String, _ key: Key) {
        let bytes = Array(text.utf8)
        #expect(KeyDecoder.decode(bytes[...]) == .key(key, consumed: bytes.count))
        #expect(KeyDecoder.decode(bytes.prefix(5)) == .needMore, "the rest of a split report is waited for")
    }

    /// Reports and replies alertty never asked for, each consumed whole.
    static let unaskedReports = [
        "\u{1B}[I", "\u{1B}[O", "\u{1B}[12;40R", "\u{1B}[97;5u", "\u{1B}[?1u", "\u{1B}]10;rgb:0000/0000/0000\u{07}",
        "\u{1B}]11;rgb:ffff/ffff\u{1B}\\", "\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;rgb:xx/00/00\u{07}",
        "\u{1B}P1$r0m\u{1B}\\",
        "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}^private\u{1B}\\", "\u{1B}Xstring\u{07}",
    ]

    @Test(arguments: unaskedReports)
    func aReplyAlerttyDidNotAskForIsConsumedWholeNeverAsKeys(_ text: String) {
        var reader = KeyReader()
        #expect(reader.receive(Array((text + "\r").utf8), at: 0) == [.unknown, .enter])
    }

    /// The answers to the question alertty asks (the background, then DA1), in any spelling
    /// terminals use: 1–4 hex digits per component, BEL or ST at the end.
    static let askedReports: [(String, TerminalReport)] = [
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", .background(.black)),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .background(.white)),
        ("\u{1B}]11;rgb:00/2b/36\u{1B}\\", .background(RGB(0, 43, 54))),
        ("\u{1B}]11;rgb:f/8/0\u{07}", .background(RGB(255, 136, 0))),
        ("\u{1B}[?64;1;2c", .deviceAttributes), ("\u{1B}[?62;22c", .deviceAttributes),
    ]

    @Test(arguments: askedReports)
    func theAnswersToAlerttysQuestionAreReportsNotKeys(_ text: String, _ report: TerminalReport) {
        var reader = KeyReader()
        #expect(reader.receive(Array((text + "\r").utf8), at: 0) == [.report(report), .enter])
    }

    @Test func anUnfinishedReplyIsWaitedForThenDroppedWhole() {
        var reader = KeyReader()
        #expect(reader.receive(Array("\u{1B}]11;rgb:00".utf8), at: 0) == [])
        #expect(reader.expire(at: 1) == [.unknown])
    }

    @Test func strayMouseReportsDoNothingUnderNoMouseOrInline() {
        var noMouse = AlertLayoutTests.deleteAlert
        noMouse.usesMouse = false
        var inline = AlertLayoutTests.deleteAlert
        inline.presentation = .inline
        for configuration in [noMouse, inline] {
            var state = AlertState(configuration: configuration)
            let before = state
            #expect(state.pointer(.press, on: .button(1)) == .none)
            #expect(state.pointer(.release, on: .button(1)) == .none)
            #expect(state.focus == before.focus)
        }
    }

    @Test func aClickChoosesOnlyWhenPressedAndReleasedOnTheSameButton() {
        var state = AlertState(configuration: AlertLayoutTests.deleteAlert)
        #expect(state.pointer(.press, on: .button(1)) == .none)
        #expect(state.focus == .button(1))
        #expect(state.pointer(.release, on: .button(1)) == .finish(.chosen(1)))

        var slipped = AlertState(configuration: AlertLayoutTests.deleteAlert)
        _ = slipped.pointer(.press, on: .button(1))
        #expect(slipped.pointer(.release, on: .button(0)) == .none)
        #expect(slipped.pointer(.release, on: .button(1)) == .none, "a release without its press")
    }

    @Test func anOutsideClickDismissesOnlyWhenAskedTo() {
        var ignoring = AlertState(configuration: AlertLayoutTests.deleteAlert)
        _ = ignoring.pointer(.press, on: .outside)
        #expect(ignoring.pointer(.release, on: .outside) == .none)

        var configuration = AlertLayoutTests.deleteAlert
        configuration.dismissesOnOutsideClick = true
        var dismissing = AlertState(configuration: configuration)
        _ = dismissing.pointer(.press, on: .outside)
        #expect(dismissing.pointer(.release, on: .outside) == .finish(.chosen(0)))
        _ = dismissing.pointer(.press, on: .box)
        #expect(dismissing.pointer(.release, on: .box) == .none)
    }

    @Test func aClickInAFieldFocusesItAndTheWheelScrollsALongMessage() {
        var login = AlertState(configuration: signInAlert)
        _ = login.pointer(.press, on: .field(1))
        #expect(login.focus == .field(1))

        var long = AlertState(configuration: MessageScrollKeyTests.long)
        _ = long.pointer(.wheelDown, on: .box)
        #expect(long.messageScroll == .fromTop(3))
        _ = long.pointer(.wheelUp, on: .outside)
        #expect(long.messageScroll == .top)
    }

    @Test func theLayoutSaysWhatIsUnderEachCell() {
        let state = AlertState(configuration: signInAlert)
        let layout = state.layout
        let cancel = layout.buttonFrames[0]
        #expect(layout.target(column: cancel.x, row: cancel.y) == .button(0))
        #expect(layout.target(column: cancel.x + cancel.width, row: cancel.y) != .button(0))
        let password = layout.fieldFrames[1]!
        #expect(layout.target(column: password.input.x + 3, row: password.input.y) == .field(1))
        #expect(layout.target(column: layout.box.x, row: layout.box.y) == .box)
        #expect(layout.target(column: 0, row: 0) == .outside)
    }
}
