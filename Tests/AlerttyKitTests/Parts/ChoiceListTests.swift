import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct ChoiceListPartTests {
    static let fruit = ChoiceList(
        ["Apple", "Banana", "Blueberry", "Cherry", "Date"].map { ChoiceList.Item($0) } + [],
        allowsMultiple: false)

    /// The part drawn alone into a frame of `width` × `rows`, as text.
    func picture(_ part: ChoiceListPart, width: Int = 24, rows: Int, focused: Bool = true, unicode: Bool = true)
        -> [String]
    {
        var frame = Frame(size: TerminalSize(columns: width, rows: rows))
        part.draw(
            in: Rect(x: 0, y: 0, width: width, height: rows), focused: focused,
            look: Look(appearance: Appearance(), unicode: unicode), into: &frame)
        return frame.text
    }

    @Test func sizeIsEveryItemWithACaptionWhenRequiredAndAFewWhenCrowded() {
        var list = Self.fruit
        #expect(ChoiceListPart(list).wantedRows == 5 && ChoiceListPart(list).fewestRows == 3)
        list.isRequired = true
        #expect(ChoiceListPart(list).wantedRows == 6 && ChoiceListPart(list).fewestRows == 4)
        let details = ChoiceList([ChoiceList.Item("de", detail: "German"), ChoiceList.Item("fr")])
        // Pointer and mark (ASCII: 2 + 4), the widest label, two spaces, the widest detail, one for arrows.
        #expect(ChoiceListPart(details).wantedWidth(unicode: false) == 6 + 2 + 2 + 6 + 1)
    }

    @Test func drawsMarksPointerDetailsAndScrollArrows() {
        var list = ChoiceList(
            [
                ChoiceList.Item("us", detail: "English (US)"),
                ChoiceList.Item("uk", detail: "English (UK)", isSelected: true),
            ]
                + ["de", "fr", "it"].map { ChoiceList.Item($0) })
        #expect(
            picture(ChoiceListPart(list), rows: 3) == [
                "  ○ us  English (US)", "› ● uk  English (UK)", "  ○ de                 ↓",
            ])
        list.allowsMultiple = true
        let ascii = picture(ChoiceListPart(list), width: 26, rows: 2, focused: false, unicode: false)
        #expect(ascii == ["  [ ] us  English (US)", "  [x] uk  English (UK)   v"])
    }

    @Test func theMarkNotColourSaysWhatIsChosen() {
        let part = ChoiceListPart(Self.fruit)
        #expect(part.mark(true, unicode: true) != part.mark(false, unicode: true))
        #expect(part.mark(true, unicode: false) == "(*)" && part.mark(false, unicode: false) == "( )")
        var checklist = Self.fruit
        checklist.allowsMultiple = true
        #expect(ChoiceListPart(checklist).mark(true, unicode: true) == "☑")
    }

    @Test func arrowsPagesAndEndsMoveTheCursorAndPassAtTheEdges() {
        var part = ChoiceListPart(Self.fruit)
        #expect(part.perform(.previousItem, key: .up, rows: 3, at: 0) == .passed)
        #expect(part.perform(.nextItem, key: .down, rows: 3, at: 0) == .handled && part.cursor == 1)
        _ = part.perform(.lastItem, key: .end, rows: 3, at: 0)
        #expect(part.cursor == 4 && part.top == 2, "the cursor stays in view")
        #expect(part.perform(.nextItem, key: .down, rows: 3, at: 0) == .passed)
        _ = part.perform(.itemPageUp, key: .pageUp, rows: 3, at: 0)
        #expect(part.cursor == 2)
        _ = part.perform(.firstItem, key: .home, rows: 3, at: 0)
        #expect(part.cursor == 0 && part.top == 0)
    }

    @Test func spaceChoosesOneInARadioListAndTogglesInAChecklist() {
        var radio = ChoiceListPart(Self.fruit)
        _ = radio.perform(.toggleItem, key: .character(" "), rows: 5, at: 0)
        _ = radio.perform(.nextItem, key: .down, rows: 5, at: 0)
        _ = radio.perform(.toggleItem, key: .character(" "), rows: 5, at: 0)
        #expect(radio.chosenIndices == [1])
        var checklist = Self.fruit
        checklist.allowsMultiple = true
        var many = ChoiceListPart(checklist)
        _ = many.perform(.toggleItem, key: .character(" "), rows: 5, at: 0)
        _ = many.perform(.nextItem, key: .down, rows: 5, at: 0)
        _ = many.perform(.toggleItem, key: .character(" "), rows: 5, at: 0)
        #expect(many.chosenIndices == [0, 1])
        _ = many.perform(.toggleItem, key: .character(" "), rows: 5, at: 0)
        #expect(many.chosenIndices == [0])
        #expect(many.perform(.chooseItem, key: .enter, rows: 5, at: 0) == .confirm)
        #expect(many.chosenIndices == [0], "Enter in a checklist keeps the choices as they are")
    }

    @Test func typeAheadFindsByPrefixWithinASecondAndALetterAgainStepsOn() {
        var part = ChoiceListPart(Self.fruit)
        func type(_ letter: Unicode.Scalar, at time: Double) {
            _ = part.perform(.findItemByLetter, key: .character(letter), rows: 5, at: time)
        }
        type("b", at: 0)
        #expect(part.cursor == 1)
        type("l", at: 0.5)
        #expect(part.cursor == 2, "'bl' is Blueberry")
        type("c", at: 2)
        #expect(part.cursor == 3, "after a pause, a new search")
        type("b", at: 4)
        type("b", at: 4.2)
        #expect(part.cursor == 2, "b again steps from Banana to Blueberry")
        type("B", at: 6)
        #expect(part.cursor == 1, "case does not matter, and the search wraps")
        type("x", at: 6.1)
        type("a", at: 6.2)
        #expect(part.cursor == 1, "after a prefix nothing starts with, more letters find nothing either")
        type("d", at: 8)
        #expect(part.cursor == 4, "until a pause")
    }
}

@Suite struct CheckboxPartTests {
    @Test func aBoxIsItsMarkAndLabelAndSpaceTurnsItOver() {
        var part = CheckboxPart([AlertCheckbox("Don't ask again"), AlertCheckbox("Notify", isChecked: true)])
        #expect(CheckboxPart.wantedWidth(of: part.boxes[0], unicode: true) == 17)
        func row(_ index: Int, unicode: Bool = true) -> String {
            var frame = Frame(size: TerminalSize(columns: 20, rows: 1))
            part.draw(
                index, in: Rect(x: 0, y: 0, width: 20, height: 1), focused: false,
                look: Look(appearance: Appearance(), unicode: unicode), into: &frame)
            return frame.text[0]
        }
        #expect(row(0) == "☐ Don't ask again" && row(1) == "☑ Notify")
        #expect(row(1, unicode: false) == "[x] Notify")
        part.toggle(0)
        #expect(row(0) == "☑ Don't ask again" && part.checked == [true, true])
    }
}

@Suite struct ChoiceListStateTests {
    static func alert(
        multiple: Bool = false, required: Bool = false, buttons: [(label: String, style: ButtonStyle)] = [],
        count: Int = 5
    ) -> AlertConfiguration {
        AlertConfiguration(
            title: "Pick", buttons: buttons,
            choices: ChoiceList(
                (1...count).map { ChoiceList.Item("item \($0)") }, allowsMultiple: multiple, isRequired: required))
    }

    @Test func withoutButtonsARadioListIsAnActionSheetWithOKAndCancel() {
        let configuration = Self.alert()
        #expect(configuration.buttons.map(\.label) == ["OK", "Cancel"])
        #expect(configuration.choices?.isActionSheet == true)
        var state = AlertState(configuration: configuration)
        #expect(state.focus == .list)
        _ = state.handle(.key(.down))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(state.chosenItems == ["item 2"])
        #expect(Answer.text(for: .chosen(0), state: state) == "item 2\n")
        var escaped = AlertState(configuration: configuration)
        #expect(escaped.handle(.key(.escape)) == .finish(.chosen(1)))
        #expect(Answer.text(for: .chosen(1), state: escaped) == nil)
    }

    @Test func aChecklistIsNoActionSheet() {
        #expect(Self.alert(multiple: true).choices?.isActionSheet == false)
        #expect(Self.alert(buttons: [("Go", .default)]).choices?.isActionSheet == false)
    }

    @Test func aRequiredListKeepsTheAlertOpenAndTakesTheFocus() {
        var state = AlertState(
            configuration: Self.alert(
                multiple: true, required: true, buttons: [("Install", .default), ("Cancel", .cancel)]))
        _ = state.handle(.key(.tab))
        #expect(state.focus == .button(0))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.focus == .list && state.list?.isFlagged == true)
        let text = AlertView.frame(for: state, size: TerminalSize(columns: 60, rows: 16)).text.joined(separator: "\n")
        #expect(text.contains("! Required: choose at least one"))
        _ = state.handle(.key(.character(" ")))
        #expect(state.list?.isFlagged == false)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        var cancelled = AlertState(
            configuration: Self.alert(required: true, buttons: [("Go", .default), ("Cancel", .cancel)]))
        #expect(cancelled.handle(.key(.escape)) == .finish(.chosen(1)), "cancel needs no choice")
    }

    @Test func tabVisitsTheListFieldsCheckboxesAndButtonsInOrder() {
        var configuration = Self.alert(buttons: [("OK", .default)])
        configuration.fields = [AlertField(label: "Name")]
        configuration.checkboxes = [AlertCheckbox("Remember")]
        var state = AlertState(configuration: configuration)
        var seen = [state.focus]
        for _ in 0..<4 {
            _ = state.handle(.key(.tab))
            seen.append(state.focus)
        }
        #expect(seen == [.list, .field(0), .checkbox(0), .button(0), .list])
        _ = state.handle(.key(.up))
        #expect(state.focus == .button(0), "Up on the first item leaves the list")
    }

    @Test func tabFromAListGoesToTheDefaultButtonOrPastIt() {
        let configuration = Self.alert(buttons: [("Cancel", .cancel), ("OK", .default), ("Help", .regular)])
        var alertty = AlertState(configuration: configuration)
        _ = alertty.handle(.key(.tab))
        #expect(alertty.focus == .button(1))
        var dialogOrder = configuration
        dialogOrder.tabFromListPassesDefaultButton = true
        var dialog = AlertState(configuration: dialogOrder)
        _ = dialog.handle(.key(.tab))
        #expect(dialog.focus == .button(2), "past OK, wrapping if it is the last")
        _ = dialog.handle(.key(.backTab))
        _ = dialog.handle(.key(.backTab))
        _ = dialog.handle(.key(.backTab))
        #expect(dialog.focus == .list)
        _ = dialog.handle(.key(.down))
        #expect(dialog.focus == .list, "Down moves in the list, as before")
    }

    @Test func aCheckboxTogglesWithSpaceAndIsInTheAnswer() {
        let configuration = AlertConfiguration(
            title: "Sign in", buttons: [("Cancel", .cancel), ("Sign In", .default)],
            fields: [AlertField(label: "User")], checkboxes: [AlertCheckbox("Don't ask again")])
        var state = AlertState(configuration: configuration)
        for scalar in "ada".unicodeScalars { _ = state.handle(.key(.character(scalar))) }
        _ = state.handle(.key(.tab))
        #expect(state.focus == .checkbox(0))
        _ = state.handle(.key(.character(" ")))
        #expect(state.checkboxes.checked == [true])
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)), "Enter on a checkbox is the default button")
        #expect(Answer.text(for: .chosen(1), state: state) == "ada\non\n")
        var json = configuration
        json.answerFormat = .json
        var jsonState = AlertState(configuration: json)
        _ = jsonState.handle(.key(.tab))
        _ = jsonState.handle(.key(.character(" ")))
        #expect(
            Answer.text(for: .chosen(1), state: jsonState)
                == "{\"button\":\"Sign In\",\"index\":1,\"status\":0,\"fields\":[{\"label\":\"User\",\"value\":\"\"}],"
                + "\"checkboxes\":[{\"label\":\"Don't ask again\",\"checked\":true}]}\n")
    }

    @Test func aThousandItemsScrollInsideTheBoxAndTheCursorStaysInView() {
        var state = AlertState(configuration: Self.alert(count: 1000), size: TerminalSize(columns: 80, rows: 24))
        let rows = state.layout.listFrame?.height ?? 0
        #expect(rows > 3 && rows < 24)
        _ = state.handle(.key(.end))
        #expect(state.list?.cursor == 999 && state.list?.top == 1000 - rows)
        let text = AlertView.frame(for: state).text.joined(separator: "\n")
        #expect(text.contains("item 1000") && text.contains("↑") && !text.contains("item 1\n"))
        _ = state.handle(.key(.pageUp))
        #expect(state.list?.cursor == 999 - (rows - 1))
    }

    @Test func aClickPicksAnItemTheWheelScrollsAndAnActionSheetAnswersAtOnce() {
        var state = AlertState(configuration: Self.alert(count: 50))
        _ = state.pointer(.wheelDown, on: .listRow(1))
        #expect(state.list?.cursor == 3)
        #expect(state.pointer(.press, on: .listRow(2)) == .none)
        let item = state.list?.cursor ?? -1
        #expect(state.pointer(.release, on: .listRow(2)) == .finish(.chosen(0)))
        #expect(state.chosenItems == ["item \(item + 1)"])
        var checklist = AlertState(configuration: Self.alert(multiple: true))
        _ = checklist.pointer(.press, on: .listRow(0))
        #expect(checklist.pointer(.release, on: .listRow(0)) == .none, "a checklist click toggles, not answers")
        #expect(checklist.chosenItems == ["item 1"])
    }

    @Test func theLinesAnswerIsFieldsThenCheckboxesThenItems() {
        let configuration = AlertConfiguration(
            buttons: [("OK", .default)], fields: [AlertField(label: "User", initialValue: "ada")],
            choices: ChoiceList(
                ["eu", "us", "ap"].map { ChoiceList.Item($0, isSelected: $0 != "us") }, allowsMultiple: true),
            checkboxes: [AlertCheckbox("Remember", isChecked: true), AlertCheckbox("Notify")])
        let state = AlertState(configuration: configuration)
        #expect(Answer.text(for: .chosen(0), state: state) == "ada\non\noff\neu\nap\n")
    }
}
