import Testing

@testable import AlerttyKit

/// The options dialog's boxes add to alertty's parts: a stepped field (`--rangebox`), a text
/// area opened at its top with rows of its own (`--editbox`), a pager that opens at its end
/// (`--tailbox`).
@Suite struct DialogPartOptionsTests {
    @Test func aStepperStepsWithinItsRangeAndIgnoresOtherKeys() {
        let stepper = FieldStepper(range: 0...10, page: 3)
        #expect(stepper.stepped("5", by: .up) == 4 && stepper.stepped("5", by: .down) == 6)
        #expect(stepper.stepped("5", by: .character("-")) == 4 && stepper.stepped("5", by: .character("+")) == 6)
        #expect(stepper.stepped("1", by: .pageUp) == 0 && stepper.stepped("9", by: .pageDown) == 10)
        #expect(stepper.stepped("5", by: .home) == 0 && stepper.stepped("5", by: .end) == 10)
        #expect(stepper.stepped("0", by: .up) == 0 && stepper.stepped("10", by: .down) == 10)
        #expect(stepper.stepped("x", by: .down) == 1, "a value that is no number steps from the start")
        #expect(stepper.stepped("99", by: .up) == 9, "a value beyond the range is held within it first")
        #expect(stepper.stepped("5", by: .left) == nil && stepper.stepped("5", by: .character("7")) == nil)
    }

    /// Held to 32-bit numbers, so a step at either end of the widest range never overflows.
    @Test func aStepperIsHeldToThirtyTwoBitNumbers() {
        let widest = FieldStepper(range: Int.min...Int.max, page: Int.max)
        #expect(widest.range == Int(Int32.min)...Int(Int32.max))
        #expect(widest.stepped(String(Int.max), by: .pageDown) == Int(Int32.max))
        #expect(widest.stepped(String(Int.min), by: .pageUp) == Int(Int32.min))
        #expect(FieldStepper(range: 0...1, page: 0).page == 1)
    }

    /// A stepped field is focused with the default button: Tab from it passes that button in
    /// dialog's order (as from a list), and Space presses it.
    @Test func tabFromASteppedFieldPassesTheDefaultButtonInDialogsOrder() {
        var field = AlertField(label: "", initialValue: "5")
        field.stepper = FieldStepper(range: 0...10, page: 1)
        var configuration = AlertConfiguration(
            styledButtons: [AlertButton(label: "OK", style: .default), AlertButton(label: "Cancel", style: .cancel)],
            fields: [field])
        configuration.tabFromListPassesDefaultButton = true
        var state = AlertState(configuration: configuration)
        _ = state.handle(.key(.tab))
        #expect(state.focusedButton == 1)
        var spaced = AlertState(configuration: configuration)
        _ = spaced.handle(.key(.down))
        #expect(spaced.handle(.key(.character(" "))) == .finish(.chosen(0)) && spaced.values == ["6"])
        configuration.tabFromListPassesDefaultButton = false
        var native = AlertState(configuration: configuration)
        _ = native.handle(.key(.tab))
        #expect(native.focusedButton == 0)
    }

    @Test func aTextAreaCanOpenAtItsTopWithRowsOfItsOwn() {
        var area = AlertField(label: "", initialValue: "one\ntwo")
        area.cursorAtTop = true
        area.rows = 8
        var configuration = AlertConfiguration(message: "Edit")
        configuration.textAreas = [area]
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 24))
        _ = state.handle(.key(.character("X")))
        #expect(state.textAreas.values == ["Xone\ntwo"])
        #expect(state.layout.textAreaFrames.first??.input.height == 8)
        configuration.textAreas[0].rows = nil
        let fewer = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 24))
        #expect(fewer.layout.textAreaFrames.first??.input.height == TextAreaPart.visibleRows)
    }

    /// A pager that opens at its end asks the presenter for the end first.
    @Test func aPagerThatOpensAtItsEndAsksForTheEnd() {
        var source = PagerSource(.file("/var/log/syslog"), follows: true)
        source.opensAtEnd = true
        var configuration = AlertConfiguration()
        configuration.pager = source
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 24))
        let asked = state.rereadPager(growing: false)
        #expect(asked)
        #expect(state.pager?.request?.move == .end)
        configuration.pager?.opensAtEnd = false
        var fromTop = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 24))
        _ = fromTop.rereadPager(growing: false)
        #expect(fromTop.pager?.request?.move == .reread)
    }
}
