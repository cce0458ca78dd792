import Testing

@testable import AlerttyKit

/// The fields' form arrangement (dialog's `--form`) and read-only fields, built as a Swift
/// program builds an alert.
@Suite struct FormFieldsTests {
    /// A form of three rows, the middle one read-only, with OK and Cancel.
    var form: AlertConfiguration {
        var readOnly = AlertField(label: "Host:", initialValue: "example.org")
        readOnly.isReadOnly = true
        var configuration = AlertConfiguration(
            message: "Account",
            styledButtons: [AlertButton(label: "OK", style: .default), AlertButton(label: "Cancel", style: .cancel)],
            fields: [AlertField(label: "User:", initialValue: "ada"), readOnly, AlertField(label: "Shell:")])
        configuration.fieldsArrangement.isForm = true
        return configuration
    }

    func press(_ keys: [Key], on state: inout AlertState) {
        for key in keys { _ = state.handle(.key(key)) }
    }

    /// A row a field, its label beside it; the read-only value shown but not underlined as a
    /// place to type; the cursor at the start of the first field.
    @Test func aFormIsARowAFieldWithItsLabelBesideIt() throws {
        let state = AlertState(configuration: form)
        let drawn = AlertView.frame(for: state, size: TerminalSize(columns: 60, rows: 16))
        // The fields start a column after the widest label, "Shell:".
        let user = try #require(locate("User:  ada", in: drawn))
        let host = try #require(locate("Host:  example.org", in: drawn))
        #expect(host.y == user.y + 1 && host.x == user.x)
        #expect(locate("Shell:", in: drawn)?.y == user.y + 2)
        #expect(!drawn[host.x + 7, host.y].style.underline && drawn[user.x + 7, user.y].style.underline)
        #expect(drawn.cursor == Frame.Position(x: user.x + 7, y: user.y), "at the start of ada")
    }

    /// Down passes the read-only row by and goes round; typing goes in at a field's start.
    @Test func upAndDownGoRoundTheFieldsThatCanBeEdited() {
        var state = AlertState(configuration: form)
        press([.down], on: &state)
        #expect(state.focus == .field(2))
        press([.down, .character("x"), .up, .character("y")], on: &state)
        #expect(state.values == ["xada", "example.org", "y"])
        #expect(state.fields.currentField == 2)
    }

    /// Tab leaves the fields for OK and comes back, round the buttons, to the field it left;
    /// on a button the arrows stay among the buttons; Enter in a field is the default button.
    @Test func tabLeavesForTheButtonsAndComesBack() {
        var state = AlertState(configuration: form)
        press([.down, .tab], on: &state)
        #expect(state.focusedButton == 0)
        press([.down], on: &state)
        #expect(state.focusedButton == 1)
        press([.up, .up], on: &state)
        #expect(state.focusedButton == 1, "round the buttons, not into the fields")
        press([.tab], on: &state)
        #expect(state.focus == .field(2))
        press([.backTab], on: &state)
        #expect(state.focusedButton == 1)
        #expect(state.handle(.key(.backTab)) == .none && state.handle(.key(.backTab)) == .none)
        #expect(state.focus == .field(2), "Shift-Tab from OK: back to the field")
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
    }

    /// A read-only field takes no typing, and a form of read-only rows opens on its buttons.
    @Test func aReadOnlyFieldTakesNoFocusAndNoTyping() {
        var readOnly = AlertField(label: "Host:", initialValue: "example.org")
        readOnly.isReadOnly = true
        var configuration = AlertConfiguration(
            message: "Shown", styledButtons: [AlertButton(label: "OK", style: .default)], fields: [readOnly])
        configuration.fieldsArrangement.isForm = true
        var state = AlertState(configuration: configuration)
        #expect(state.focusedButton == 0)
        press([.character("x"), .backspace, .down, .tab], on: &state)
        #expect(state.values == ["example.org"] && state.focusedButton == 0)
        // alertty's own stack keeps its keys: Enter goes on to the next field.
        var stacked = AlertState(configuration: form.with { $0.fieldsArrangement = FieldsArrangement() })
        press([.enter], on: &stacked)
        #expect(stacked.focus == .field(1))
    }

    /// A click in a field focuses it as Up and Down would: the cursor at its start, and Tab
    /// comes back to it from the buttons; a click on a read-only row does nothing.
    @Test func aClickFocusesAFieldAsTheArrowsWould() throws {
        var state = AlertState(configuration: form, size: TerminalSize(columns: 60, rows: 16))
        let drawn = AlertView.frame(for: state)
        let shell = try #require(locate("Shell:", in: drawn))
        let host = try #require(locate("Host:", in: drawn))
        press([.tab, .mouse(.press, column: host.x, row: host.y)], on: &state)
        #expect(state.focusedButton == 0)
        press([.mouse(.press, column: shell.x + 8, row: shell.y), .character("z")], on: &state)
        #expect(state.focus == .field(2) && state.values[2] == "z")
        press([.tab, .tab, .tab, .character("y")], on: &state)
        #expect(state.values[2] == "zy", "back in the field clicked, its cursor where it was")
    }
}
