import Testing

@testable import AlerttyKit

@Suite struct AlertLayoutTests {
    static let deleteAlert = AlertConfiguration(
        title: "Delete 3 files?", message: "This cannot be undone.",
        buttons: [("Cancel", .cancel), ("Delete", .destructive)])

    func layout(_ configuration: AlertConfiguration, _ columns: Int, _ rows: Int, focus: Int = 0) -> AlertLayout {
        AlertLayout(
            configuration: configuration, size: TerminalSize(columns: columns, rows: rows), focus: .button(focus))
    }

    /// A dialect's requested size: the box is that tall and wide where the screen allows, and
    /// as tall as its content needs where that is more.
    @Test func aRequestedSizeIsTheBoxsSizeWhereItFits() {
        var configuration = Self.deleteAlert
        configuration.appearance.requestedHeight = 14
        configuration.appearance.maximumWidth = 50
        configuration.appearance.fillsMaximumWidth = true
        let roomy = AlertLayout(
            configuration: configuration, size: TerminalSize(columns: 80, rows: 24), focus: .button(0))
        #expect(roomy.box.height == 14 && roomy.box.width == 50)
        let small = AlertLayout(
            configuration: configuration, size: TerminalSize(columns: 40, rows: 10), focus: .button(0))
        #expect(small.box.height <= 10 && small.box.width <= 40, "never past the screen")
        configuration.appearance.requestedHeight = 3
        let tight = AlertLayout(
            configuration: configuration, size: TerminalSize(columns: 80, rows: 24), focus: .button(0))
        #expect(tight.box.height > 3, "the content wins over a height too small for it")
    }

    @Test func boxIsCentredAndFitsItsContent() {
        let result = layout(Self.deleteAlert, 80, 24)
        #expect(result.arrangement == .sideBySide)
        // Two columns of padding inside the border; the destructive button's mark widens its row.
        #expect(result.box == Rect(x: 25, y: 8, width: 30, height: 7))
        #expect(result.hasBorder)
    }

    @Test func boxIsAtMostSixtyColumnsAndWrapsTheMessage() {
        let long = AlertConfiguration(message: String(repeating: "word ", count: 40))
        let result = layout(long, 200, 50)
        #expect(result.box.width == 60)
        #expect(result.messageLines.count > 1)
        #expect(result.messageLines.allSatisfy { DisplayWidth.of($0) <= result.content.width })
    }

    @Test func buttonsStackWhenTheyDoNotAllFitSideBySide() {
        let wide = AlertConfiguration(buttons: [
            ("Save", .default), ("Discard changes", .destructive), ("Cancel", .cancel),
        ])
        let sideBySide = layout(wide, 80, 24)
        #expect(sideBySide.arrangement == .sideBySide)
        #expect(Set(sideBySide.buttonFrames.map(\.y)).count == 1)

        let narrow = layout(wide, 40, 24)
        #expect(narrow.arrangement == .stacked)
        let frames = narrow.buttonFrames.filter { !$0.isEmpty }
        #expect(frames.map(\.y) == [frames[0].y, frames[0].y + 1, frames[0].y + 2])
        #expect(frames.allSatisfy { $0.width == narrow.content.width })
    }

    @Test func inlineCanvasIsJustTheBoxRows() {
        var configuration = Self.deleteAlert
        configuration.presentation = .inline
        let result = layout(configuration, 80, 24)
        #expect(result.canvas == TerminalSize(columns: 80, rows: 7))
        #expect(result.box.x == 0 && result.box.y == 0)
    }

    @Test func aMessageTooLongForTheTerminalScrollsAndKeepsTheButtons() {
        let long = AlertConfiguration(
            title: "Licence", message: (1...40).map { "Line \($0)" }.joined(separator: "\n"),
            buttons: [("Decline", .cancel), ("Accept", .default)])
        let result = layout(long, 80, 10)
        #expect(result.box.height == 10)
        #expect(result.titleLines == ["Licence"])
        #expect(result.messageLines == ["Line 1", "Line 2", "Line 3"])
        #expect(result.messageIndicator?.percent == 0)
        #expect(result.messagePage == 2)
        #expect(result.buttonFrames.allSatisfy { !$0.isEmpty })
    }

    @Test func stackedButtonsThatDoNotFitShowTheWindowHoldingTheFocus() {
        let many = AlertConfiguration(buttons: (1...10).map { ("Option number \($0)", .regular) })
        let result = layout(many, 30, 5, focus: 7)
        #expect(!result.buttonFrames[7].isEmpty)
        #expect(result.buttonFrames.filter { !$0.isEmpty }.count == 5)
    }

    @Test func aButtonOutOfTheWindowHasNoCellsAndTakesNoClick() {
        let many = AlertConfiguration(buttons: (1...10).map { ("Option number \($0)", .regular) })
        let result = layout(many, 30, 5, focus: 7)
        let hidden = result.buttonFrames.indices.filter { result.buttonFrames[$0].isEmpty }
        #expect(hidden.count == 5)
        #expect(hidden.allSatisfy { result.buttonFrames[$0] == .zero })
        // Rect.zero sits at the top left corner, where a click must find what is drawn there.
        #expect(result.target(column: 0, row: 0) == .outside || result.target(column: 0, row: 0) == .box)
        for index in result.buttonFrames.indices where !hidden.contains(index) {
            let rect = result.buttonFrames[index]
            #expect(result.target(column: rect.x, row: rect.y) == .button(index))
        }
    }

    /// Each alert with the sizes it is laid out for, and whether its layout follows the focus.
    static let focusCases: [(configuration: AlertConfiguration, columns: Int, rows: Int, followsFocus: Bool)] = [
        (deleteAlert, 80, 24, false),
        (AlertConfiguration(buttons: (1...3).map { ("Option number \($0)", .regular) }), 30, 24, false),
        (AlertConfiguration(buttons: (1...10).map { ("Option number \($0)", .regular) }), 30, 5, true),
        (
            AlertConfiguration(title: "Sign in", fields: [AlertField(label: "User"), AlertField(label: "Password")]),
            80, 24, false
        ),
        (AlertConfiguration(fields: (1...6).map { AlertField(label: "Field \($0)") }), 80, 8, true),
    ]

    @Test(arguments: focusCases.indices)
    func aLayoutThatDoesNotFollowTheFocusIsWhatEveryFocusGets(_ index: Int) {
        let (configuration, columns, rows, followsFocus) = Self.focusCases[index]
        let size = TerminalSize(columns: columns, rows: rows)
        let foci =
            configuration.buttons.indices.map { Focus.button($0) }
            + configuration.fields.indices.map { Focus.field($0) }
        let layouts = foci.map { AlertLayout(configuration: configuration, size: size, focus: $0) }
        #expect(layouts.allSatisfy { $0.followsFocus == followsFocus })
        // What the state does on a focus change when the layout does not follow: set the focus.
        for (from, layout) in layouts.enumerated() where !layout.followsFocus {
            for (to, fresh) in layouts.enumerated() {
                var refocused = layout
                refocused.focus = foci[to]
                #expect(refocused == fresh, "\(from) -> \(to)")
            }
        }
        // Where it does follow, some focus really does get another window.
        if followsFocus { #expect(Set(layouts.map { "\($0.buttonFrames) \($0.fieldFrames)" }).count > 1) }
    }

    @Test(arguments: [(1, 1), (2, 1), (1, 2), (5, 3), (10, 2), (3, 10), (24, 4)])
    func tinyTerminalsStillShowTheFocusedButton(_ columns: Int, _ rows: Int) {
        let result = layout(Self.deleteAlert, columns, rows, focus: 1)
        #expect(result.box.x >= 0 && result.box.y >= 0)
        #expect(result.box.x + result.box.width <= columns)
        #expect(result.box.y + result.box.height <= rows)
        #expect(!result.buttonFrames[1].isEmpty)
    }

    /// As the terminal gets shorter, the parts give way in the order they keep their rows: the
    /// message and the list scroll first; then the message goes, then the title, the fields,
    /// the checkboxes and the list (a row a part cannot use goes to the next); the buttons stay
    /// to the last row.
    @Test func partsGiveWayInTheOrderTheyKeepTheirRows() {
        let configuration = AlertConfiguration(
            title: "Install", message: String(repeating: "Read this first. ", count: 30), buttons: [("OK", .default)],
            fields: [AlertField(label: "Name"), AlertField(label: "Host")],
            choices: ChoiceList((1...8).map { ChoiceList.Item("item \($0)") }),
            checkboxes: [AlertCheckbox("One"), AlertCheckbox("Two")])
        for rows in (1...40).reversed() {
            let result = layout(configuration, 60, rows)
            let title = result.titleLines.count
            let message = result.messageLines.count
            let fields = result.fieldFrames.compactMap { $0 }.count
            let checkboxes = result.checkboxFrames.filter { !$0.isEmpty }.count
            let list = result.listFrame?.height ?? 0
            let buttons = result.buttonFrames.filter { !$0.isEmpty }.count
            let at =
                "at \(rows) rows: title \(title), message \(message), list \(list), fields \(fields), "
                + "checkboxes \(checkboxes), buttons \(buttons)"
            #expect(buttons == 1, "the button is never cut, \(at)")
            if title < 1 { #expect(message == 0, "the message goes before the title, \(at)") }
            // A field takes two rows: when the fields are cut, a row left over goes to the title.
            if fields < 2 { #expect(title + message <= 1, "the title goes before the fields, \(at)") }
            if checkboxes < 2 { #expect(fields == 0, "the fields go before the checkboxes, \(at)") }
            if list < 3 { #expect(checkboxes == 0, "the checkboxes go before the list's last rows, \(at)") }
        }
    }

    /// A 40×12 terminal: the blank rows go first — between the parts, then the rows the fields
    /// keep for a problem with their values — and the title and message stay.
    @Test func aShortTerminalLosesItsBlankRowsBeforeTheTitle() {
        let configuration = AlertConfiguration(
            title: "Title", message: "some message", buttons: [("Cancel", .cancel), ("OK", .regular)],
            fields: [.integer("Name"), .integer("Host")], choices: ChoiceList(labels: ["A", "B", "C"]))
        let result = layout(configuration, 40, 12)
        #expect(result.titleLines == ["Title"])
        #expect(result.messageLines == ["some message"])
        #expect(result.fieldFrames.allSatisfy { $0?.problem == .zero })
        #expect(result.listFrame?.height == 3)
    }

    /// With the problem's row gone, a problem is said on the field's label row.
    @Test func aProblemWithoutItsRowIsSaidOnTheLabelRow() {
        let configuration = AlertConfiguration(
            title: "Title", message: "some message", buttons: [("Cancel", .cancel), ("OK", .regular)],
            fields: [.integer("Name"), .integer("Host")])
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 40, rows: 9))
        _ = state.handle(.key(.paste("x")))
        _ = state.handle(.key(.enter))
        _ = state.handle(.key(.paste("1")))
        _ = state.handle(.key(.enter))
        #expect(state.layout.fieldFrames.allSatisfy { $0?.problem == .zero })
        let frame = AlertView.frame(for: state).text
        #expect(frame.contains { $0.contains("✗ must be a whole number") }, "\(frame.joined(separator: "\n"))")
        #expect(frame.contains { $0.contains("Title") })
    }

    /// The line of keys is the least of the rows: a terminal one row short of everything takes
    /// it before a blank row.
    @Test func theLineOfKeysGoesBeforeTheBlankRows() {
        let configuration = AlertConfiguration(
            title: "Title", message: "some message", buttons: [("Cancel", .cancel), ("OK", .regular)],
            fields: [AlertField(label: "Name")])
        let roomy = layout(configuration, 40, 12)
        #expect(!roomy.keyHelpRow.isEmpty)
        let rows = roomy.box.height
        let short = layout(configuration, 40, rows - 1)
        #expect(short.keyHelpRow.isEmpty)
        #expect(short.box.height == rows - 1, "one row went, the line of keys, and no blank row")
    }
}
