import TestSupport
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
        var dialect = Self.fruit
        dialect.keys = .typeAhead(marks: false, takesEnd: true)
        var part = ChoiceListPart(dialect)
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

/// Typing on one of alertty's own lists narrows it: the filter.
@Suite struct ListFilterTests {
    static let countries = ChoiceList(
        [
            ChoiceList.Item("de", detail: "Germany"), ChoiceList.Item("fr", detail: "France"),
            ChoiceList.Item("gb", detail: "United Kingdom"), ChoiceList.Item("ie", detail: "Ireland"),
            ChoiceList.Item("za", detail: "South Africa"), ChoiceList.Item("ÖS", detail: "Österreich"),
        ],
        allowsMultiple: true)

    func type(_ text: String, into part: inout ChoiceListPart, rows: Int = 4) {
        for scalar in text.unicodeScalars {
            #expect(part.perform(.findItemByLetter, key: .character(scalar), rows: rows, at: 0) == .handled)
        }
    }

    func picture(_ part: ChoiceListPart, rows: Int = 4, unicode: Bool = true) -> [String] {
        ChoiceListPartTests().picture(part, width: 30, rows: rows, unicode: unicode)
    }

    /// Letters that came in one read (a paste, or typed by a program) find as typed ones do;
    /// the paste's Space and line break toggle nothing.
    @Test func aPasteFiltersAsItsLettersTyped() {
        var part = ChoiceListPart(Self.countries)
        #expect(part.perform(.findItemByLetter, key: .paste("F\r\nR"), rows: 4, at: 0) == .handled)
        #expect(part.filter == "FR" && part.shownCount == 2)
        #expect(part.chosen.chosenCount == 0)
    }

    @Test func lettersNarrowToItemsContainingThemInLabelOrDetailIgnoringCase() {
        var part = ChoiceListPart(Self.countries)
        type("FR", into: &part)
        #expect(part.filter == "FR" && part.shownCount == 2, "fr, and France; South Africa")
        #expect(part.cursor == 1, "the cursor goes to the first match")
        #expect(picture(part) == ["Filter: FR — 2 of 6", "› ☐ fr  France", "  ☐ za  South Africa", ""])
        type("a", into: &part)
        #expect(part.shownCount == 1 && part.cursor == 1, "'fra' is France only")
        var other = ChoiceListPart(Self.countries)
        type("ös", into: &other)
        #expect(other.shownCount == 1 && other.cursor == 5, "case is folded beyond ASCII too")
    }

    @Test func theMatchedLettersAreUnderlinedAndBoldNotOnlyColoured() {
        var part = ChoiceListPart(Self.countries)
        type("ran", into: &part)
        var frame = Frame(size: TerminalSize(columns: 30, rows: 4))
        part.draw(
            in: Rect(x: 0, y: 0, width: 30, height: 4), focused: true,
            look: Look(appearance: Appearance(), unicode: true), into: &frame)
        #expect(frame.text[1] == "› ☐ fr  France")
        // France starts at column 8: pointer, mark, "fr" and two spaces.
        let marked = (0..<30).filter { frame[$0, 1].style.underline && frame[$0, 1].style.bold }
        #expect(marked == [9, 10, 11], "r, a and n of France")
        #expect(ChoiceListPart.match(of: "ÖS", in: "Österreich").map { "Österreich"[$0] } == "Ös")
        #expect(ChoiceListPart.match(of: "x", in: "Österreich") == nil)
    }

    @Test func backspaceWidensKeepingTheCursorAndEscapeClearsTheFilter() {
        var part = ChoiceListPart(Self.countries)
        type("fr", into: &part)
        _ = part.perform(.nextItem, key: .down, rows: 4, at: 0)
        #expect(part.cursor == 4, "South Africa")
        type("x", into: &part)
        #expect(part.shownCount == 0 && picture(part) == ["Filter: frx — 0 of 6", "", "", ""])
        #expect(part.perform(.toggleItem, key: .character(" "), rows: 4, at: 0) == .handled)
        #expect(part.perform(.chooseItem, key: .enter, rows: 4, at: 0) == .handled, "nothing to choose")
        #expect(part.chosenIndices.isEmpty)
        #expect(part.perform(.nextItem, key: .down, rows: 4, at: 0) == .passed, "the focus may move on")
        _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0)
        #expect(part.filter == "fr" && part.shownCount == 2 && part.cursor == 4, "back on South Africa")
        _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0)
        #expect(part.filter == "f" && part.shownCount == 2 && part.cursor == 4)
        part.clearFilter(rows: 4)
        #expect(part.filter.isEmpty && part.shownCount == 6 && part.cursor == 4)
        #expect(part.top == 1, "the cursor's item stays in view, on the last of four rows")
        #expect(part.perform(.widenFilter, key: .backspace, rows: 4, at: 0) == .handled, "nothing to take back")
    }

    @Test func arrowsPagesEndsSpaceAndClicksWorkOnTheItemsShown() {
        var part = ChoiceListPart(Self.countries)
        type("e", into: &part, rows: 3)
        // de Germany, fr France, gb United Kingdom, ie Ireland, ÖS Österreich: za has no e.
        #expect(part.shownCount == 5 && part.cursor == 0)
        _ = part.perform(.lastItem, key: .end, rows: 3, at: 0)
        #expect(part.cursor == 5 && part.top == 3, "two item rows under the filter's line")
        _ = part.perform(.previousItem, key: .up, rows: 3, at: 0)
        #expect(part.cursor == 3, "Up skips what the filter hides")
        _ = part.perform(.itemPageUp, key: .pageUp, rows: 3, at: 0)
        #expect(part.cursor == 2)
        _ = part.perform(.toggleItem, key: .character(" "), rows: 3, at: 0)
        _ = part.perform(.firstItem, key: .home, rows: 3, at: 0)
        #expect(part.cursor == 0 && part.top == 0)
        #expect(part.item(onRow: 0) == nil, "the filter's line is not an item")
        #expect(part.item(onRow: 1) == 0 && part.item(onRow: 2) == 1)
        _ = part.perform(.itemPageDown, key: .pageDown, rows: 3, at: 0)
        #expect(part.cursor == 1)
        part.clearFilter(rows: 3)
        #expect(part.chosenIndices == [2], "what was chosen under a filter stays chosen")
    }

    @Test func inTheAlertTheFirstEscapeClearsTheFilterAndTheNextCancels() throws {
        let alert = AlertConfiguration(
            buttons: [("Cancel", .cancel), ("OK", .regular)], choices: ChoiceList(labels: ["Red", "Green", "Blue"]))
        var state = AlertState(configuration: alert, size: TerminalSize(columns: 80, rows: 24))
        for scalar in "gr".unicodeScalars { #expect(state.handle(.key(.character(scalar))) == .none) }
        #expect(state.list?.filter == "gr" && state.list?.cursor == 1)
        #expect(state.handle(.key(.escape)) == .none, "the first Escape takes the filter back")
        #expect(state.list?.filter == "" && state.list?.shownCount == 3)
        #expect(state.handle(.key(.escape)) == .finish(.chosen(0)), "the next one cancels")
        var typed = AlertState(configuration: alert, size: TerminalSize(columns: 80, rows: 24))
        for scalar in "lu".unicodeScalars { _ = typed.handle(.key(.character(scalar))) }
        #expect(typed.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(typed.chosenAnswers == ["Blue"], "Enter takes the item the filter found")
    }

    @Test func aNarrowListDropsTheFiltersLabelThenShortensTheCountBeforeCuttingIt() {
        var part = ChoiceListPart(Self.countries)
        type("ger", into: &part)
        func line(width: Int) -> String {
            ChoiceListPartTests().picture(part, width: width, rows: 2)[0]
        }
        #expect(line(width: 22) == "Filter: ger — 1 of 6")
        #expect(line(width: 19) == "ger — 1 of 6")
        #expect(line(width: 11) == "ger 1/6")
        #expect(line(width: 5) == "ger 1", "cut at the edge when nothing fits")
    }

    /// The README's picture of a filtered list.
    @Test func theReadmeShowsAFilteredListAsItIsDrawn() throws {
        let zones = ["Africa/Cairo", "America/Chicago", "America/New_York", "Asia/Tokyo", "Europe/Amsterdam"]
        let alert = AlertConfiguration(
            title: "Time zone", buttons: [("Cancel", .cancel), ("OK", .regular)], choices: ChoiceList(labels: zones))
        var state = AlertState(configuration: alert)
        for scalar in "am".unicodeScalars { _ = state.handle(.key(.character(scalar))) }
        _ = state.handle(.key(.down))
        let picture = ProgressViewTests.picture(of: state)
        try ProgressViewTests.expectSnapshot(picture, named: "filtered")
        #expect(committedFile("README.md").contains("```\n" + picture + "```\n"))
    }

    @Test func floodsOfLettersAndBackspacesStayBounded() {
        var part = ChoiceListPart(Self.countries)
        type(String(repeating: "q", count: 500), into: &part)
        #expect(part.filter.count == ChoiceListPart.longestFilter, "letters past the longest filter are not taken")
        #expect(part.shownCount == 0)
        for _ in 0..<99 { _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0) }
        #expect(part.filter == "q" && part.shownCount == 0, "still nothing matches: taken back without a search")
        _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0)
        #expect(part.filter.isEmpty && part.shownCount == 6)
        type("gerx", into: &part)
        _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0)
        #expect(part.shownCount == 1 && part.cursor == 0, "below the length that matched nothing, it searches again")
        let long = String(repeating: "a", count: 100_000) + "b"
        #expect(ChoiceListPart.match(of: "ab", in: long, within: 40) == nil, "only what can show is searched")
        #expect(ChoiceListPart.match(of: "AB", in: "xxaB").map { "xxaB"[$0] } == "aB")
    }

    @Test func theDialectsJumpByFirstLetterInstead() {
        var list = Self.countries
        list.keys = .typeAhead(marks: false, takesEnd: true)
        var part = ChoiceListPart(list)
        type("i", into: &part)
        #expect(part.filter.isEmpty && part.shownCount == 6 && part.cursor == 3)
        #expect(part.perform(.widenFilter, key: .backspace, rows: 4, at: 0) == .handled && part.cursor == 3)
    }

    @Test func theDialectsPageByAWholeViewStartOnTheFirstItemAndWhiptailsMarksIgnoreEnd() {
        var menu = ChoiceList((1...20).map { ChoiceList.Item("i\($0)") })
        menu.keys = .typeAhead(marks: false, takesEnd: true)
        var part = ChoiceListPart(menu)
        _ = part.perform(.itemPageDown, key: .pageDown, rows: 5, at: 0)
        #expect(part.cursor == 5, "a whole view, as whiptail and dialog (alertty's own keep one: 4)")
        var radio = ChoiceList([ChoiceList.Item("a"), ChoiceList.Item("b", isSelected: true), ChoiceList.Item("c")])
        radio.keys = .typeAhead(marks: true, takesEnd: false)
        var marks = ChoiceListPart(radio)
        #expect(marks.cursor == 0, "the cursor starts on the first item though b is on")
        #expect(marks.perform(.lastItem, key: .end, rows: 3, at: 0) == .handled && marks.cursor == 0, "End ignored")
        _ = marks.perform(.nextItem, key: .down, rows: 3, at: 0)
        #expect(marks.perform(.chooseItem, key: .enter, rows: 3, at: 0) == .confirm)
        #expect(marks.chosenIndices == [1], "Enter answers with the item that is on")
        radio.keys = .typeAhead(marks: true, takesEnd: true)
        var dialog = ChoiceListPart(radio)
        _ = dialog.perform(.lastItem, key: .end, rows: 3, at: 0)
        #expect(dialog.cursor == 2, "dialog takes End")
    }

    @Test func aDialectsMenuIsTagsAndItemsWithABarNotMarks() {
        var menu = ChoiceList([
            ChoiceList.Item("1", detail: "Change password"), ChoiceList.Item("2", detail: "Network"),
        ])
        menu.keys = .typeAhead(marks: false, takesEnd: true)
        var part = ChoiceListPart(menu)
        _ = part.perform(.nextItem, key: .down, rows: 2, at: 0)
        var frame = Frame(size: TerminalSize(columns: 24, rows: 2))
        part.draw(
            in: Rect(x: 0, y: 0, width: 24, height: 2), focused: false,
            look: Look(appearance: Appearance(), unicode: true), into: &frame)
        #expect(frame.text == [" 1  Change password", " 2  Network"], "no pointer, no marks")
        #expect((0..<24).allSatisfy { frame[$0, 1].style.reverse }, "a bar across the row, kept without the focus")
        #expect(!frame[0, 0].style.reverse)
        #expect(part.wantedWidth(unicode: true) == 1 + 1 + 2 + 15 + 1)
    }

    @Test func aHundredThousandItemsNarrowAndWidenCorrectly() {
        let items = (0..<100_000).map { ChoiceList.Item("item \($0)", detail: $0 % 1000 == 7 ? "Seven" : nil) }
        var part = ChoiceListPart(ChoiceList(items))
        type("99", into: &part)
        let expected = (0..<100_000).filter { "\($0)".contains("99") }
        #expect(part.shownCount == expected.count)
        type("9", into: &part)
        #expect(part.shownCount == (0..<100_000).filter { "\($0)".contains("999") }.count)
        _ = part.perform(.widenFilter, key: .backspace, rows: 4, at: 0)
        #expect(part.shownCount == expected.count)
        var seven = ChoiceListPart(ChoiceList(items))
        type("SEVEN", into: &seven)
        #expect(seven.shownCount == 100 && seven.cursor == 7, "details are searched")
    }
}

@Suite struct CheckboxPartTests {
    @Test func aBoxIsItsMarkAndLabelAndSpaceTurnsItOver() {
        var part = CheckboxesPart([AlertCheckbox("Don't ask again"), AlertCheckbox("Notify", isChecked: true)])
        #expect(CheckboxesPart.wantedWidth(of: part.boxes[0], unicode: true) == 17)
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
}
