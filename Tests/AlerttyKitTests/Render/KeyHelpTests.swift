import Testing

@testable import AlerttyKit

/// The line of keys at the foot of the box (`--key-help`): its words from the key table, for
/// the part with the focus, and where it is shown.
@Suite struct KeyHelpTests {
    static let delete = AlertConfiguration(
        title: "Delete 3 files?", buttons: [("Cancel", .cancel), ("Delete", .destructive)])
    static let zones = AlertConfiguration(
        title: "Time zone", buttons: [("Cancel", .cancel), ("OK", .regular)],
        fields: [AlertField(label: "Name")], choices: ChoiceList(labels: ["Europe/Paris", "Asia/Tokyo"]))

    func line(_ state: AlertState, unicode: Bool = true) -> String {
        let layout = state.layout
        let frame = AlertView.frame(
            for: state, look: Look(appearance: state.configuration.appearance, unicode: unicode))
        return frame.text[layout.keyHelpRow.y]
    }

    @Test func itNamesTheFocusedPartsKeysAndChangesWithTheFocus() {
        let wide = Self.zones.with {
            $0.appearance.maximumWidth = 90
            $0.appearance.fillsMaximumWidth = true
        }
        var state = AlertState(configuration: wide, size: TerminalSize(columns: 100, rows: 24))
        #expect(line(state).contains("↑↓ move · Space mark · Enter choose · type to filter · Tab next · Esc cancel"))
        _ = state.handle(.key(.tab))
        #expect(line(state).contains("Enter done · Tab next · Esc cancel"))
        _ = state.handle(.key(.tab))
        #expect(line(state).contains("←→ move · Enter choose · Tab next · Esc cancel"))
        #expect(line(state, unicode: false).contains("Left/Right move | Enter choose | Tab next | Esc cancel"))
        let row = state.layout.keyHelpRow.y
        let frame = AlertView.frame(for: state)
        let column = Array(frame.text[row]).firstIndex(of: "E") ?? 0
        #expect(frame[column, row].style.dim, "dim: help, not meaning")
    }

    @Test func whatDoesNotFitGoesTabFirstThenEscapeThenThePartsOwnFromTheLast() {
        let hints = KeyBindings.hints(for: .onList, unicode: true)
        #expect(KeyHelpPart.fitted(hints, width: 65, unicode: true).hasSuffix("type to filter · Esc cancel"))
        #expect(KeyHelpPart.fitted(hints, width: 20, unicode: true) == "↑↓ move · Space mark")
        #expect(KeyHelpPart.fitted(hints, width: 5, unicode: true).count <= 5)
    }

    @Test func autoShowsItWhereThereIsAnInputAndNeverInPlainModeOrADialect() {
        #expect(!Self.delete.showsKeyHelp, "a yes/no's keys are plain")
        #expect(Self.delete.with { $0.appearance.keyHelp = .always }.showsKeyHelp)
        #expect(Self.zones.showsKeyHelp)
        #expect(!Self.zones.with { $0.appearance.keyHelp = .never }.showsKeyHelp)
        for frame in [ToolFrame.dialog, .whiptail] {
            #expect(
                !Self.zones.with {
                    $0.appearance.toolFrame = frame
                    $0.appearance.keyHelp = .always
                }.showsKeyHelp)
        }
        #expect(!Self.zones.with { $0.presentation = .plain }.showsKeyHelp)
        #expect(AlertState(configuration: Self.delete).layout.keyHelpRow.isEmpty)
    }
}
