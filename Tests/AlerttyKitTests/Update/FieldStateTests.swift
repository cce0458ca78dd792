import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct FieldStateTests {

    @Test func theFirstFieldHasTheFocusAndLettersAreText() {
        var state = AlertState(configuration: signInAlert)
        #expect(state.focus == .field(0))
        type("ada", into: &state)
        #expect(state.values == ["ada", ""])
        #expect(state.focus == .field(0))
    }

    @Test func tabAndArrowsMoveThroughFieldsThenButtons() {
        var state = AlertState(configuration: signInAlert)
        var seen: [Focus] = []
        for key in [Key.tab, .tab, .tab, .backTab, .backTab, .backTab, .up, .down, .down] {
            _ = state.handle(.key(key))
            seen.append(state.focus)
        }
        // Forward into the buttons lands on the default one; backward reaches every button.
        #expect(
            seen == [
                .field(1), .button(1), .field(0), .button(1), .button(0), .field(1), .field(0), .field(1), .button(1),
            ])
    }

    @Test func nameTabPasswordTabEnterSignsIn() {
        var state = AlertState(configuration: signInAlert)
        type("ada", into: &state)
        _ = state.handle(.key(.tab))
        type("pw", into: &state)
        _ = state.handle(.key(.tab))
        #expect(state.focus == .button(1))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
    }

    @Test func tabFromTheLastFieldFindsTheFirstNonCancelButtonWithoutADefault() {
        var state = AlertState(
            configuration: AlertConfiguration(
                buttons: [("Cancel", .cancel), ("Delete", .destructive), ("Keep", .regular)],
                fields: [AlertField(label: "Name")]))
        _ = state.handle(.key(.tab))
        #expect(state.focus == .button(1))
    }

    @Test func enterInTheLastFieldChoosesTheFirstNonCancelButtonWithoutADefault() {
        var state = AlertState(
            configuration: AlertConfiguration(
                buttons: [("Cancel", .cancel), ("Create", .regular), ("Later", .regular)],
                fields: [AlertField(label: "Name")]))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
    }

    @Test func requiredFieldHoldsTheAlertOpenAndSaysSo() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.focus == .field(0))
        #expect(state.fields.flagged == [0])
        type("a", into: &state)
        #expect(state.fields.flagged.isEmpty)
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
    }

    @Test func editingKeysInAField() {
        var state = AlertState(
            configuration: AlertConfiguration(fields: [AlertField(label: "Cmd", initialValue: "git push origin")]))
        for key in [Key.control("w"), .home, .delete, .end, .left, .backspace, .control("a"), .control("k")] {
            _ = state.handle(.key(key))
        }
        #expect(state.values == [""])
        type("hello world", into: &state)
        _ = state.handle(.key(.alt(.backspace)))
        _ = state.handle(.key(.left))
        _ = state.handle(.key(.control("u")))
        _ = state.handle(.key(.control("e")))
        #expect(state.values == [" "])
        #expect(state.fields.editors[0].cursor == 1)
    }

    @Test func pasteInsertsOneLineAndNeverPressesAButton() {
        var state = AlertState(configuration: signInAlert)
        _ = state.handle(.key(.paste("ada\r\nlovelace\t\u{1B}[A!")))
        #expect(state.values[0] == "ada lovelace [A!")
        _ = state.handle(.key(.tab))
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.paste("\r"))) == .none)
        #expect(state.focus == .button(1))
    }

    @Test func controlKeysAreNeverTypedIntoAField() {
        var state = AlertState(configuration: signInAlert)
        for key in [Key.character("\u{7}"), .control("x"), .unknown, .alt(.character("b"))] {
            _ = state.handle(.key(key))
        }
        #expect(state.values == ["", ""])
    }

    @Test func maxLengthStopsTypingAtTheLimit() {
        var state = AlertState(configuration: AlertConfiguration(fields: [AlertField(label: "PIN", maximumLength: 4)]))
        type("123456", into: &state)
        _ = state.handle(.key(.paste("789")))
        #expect(state.values == ["1234"])
    }

    @Test func wipeFieldsLeavesNoText() {
        var state = AlertState(configuration: signInAlert)
        type("secret", into: &state)
        state.wipeFields()
        #expect(state.values == ["", ""])
    }
}
