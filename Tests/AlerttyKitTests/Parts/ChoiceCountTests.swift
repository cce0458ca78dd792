import Testing

@testable import AlerttyKit

/// A radio list answers the item under the cursor when none is marked; a checklist's
/// `--min-choices` and `--max-choices` (issue 47).
@Suite struct ChoiceCountTests {
    static let buttons: [(label: String, style: ButtonStyle)] = [("Cancel", .cancel), ("OK", .default)]

    static func radioList(_ labels: [String] = ["Alpha", "Beta", "Gamma"]) -> AlertConfiguration {
        AlertConfiguration(title: "Pick", buttons: buttons, choices: ChoiceList(labels: labels))
    }

    static func checklist(minimum: Int? = nil, maximum: Int? = nil) -> AlertConfiguration {
        AlertConfiguration(
            title: "Pick", buttons: buttons, choices: ChoiceList(labels: ["A", "B", "C", "D"], allowsMultiple: true)
        )
        .with {
            $0.choices?.minimumChoices = minimum
            $0.choices?.maximumChoices = maximum
        }
    }

    static func text(_ state: AlertState) -> String {
        AlertView.frame(for: state, size: TerminalSize(columns: 60, rows: 20)).text.joined(separator: "\n")
    }

    @Test func aRadioListWithNoneMarkedAnswersTheItemUnderTheCursor() {
        var state = AlertState(configuration: Self.radioList())
        _ = state.handle(.key(.tab))
        #expect(state.focus == .button(1))
        #expect(Self.text(state).contains("› ○ Alpha"), "the pointer says what OK answers")
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["Alpha"])
        var moved = AlertState(configuration: Self.radioList())
        _ = moved.handle(.key(.down))
        _ = moved.handle(.key(.tab))
        #expect(moved.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(moved.chosenAnswers == ["Beta"])
        var cancelled = AlertState(configuration: Self.radioList())
        #expect(cancelled.handle(.key(.escape)) == .finish(.chosen(0)))
        #expect(cancelled.chosenAnswers == [], "cancel answers what is marked")
    }

    @Test func aMarkedItemStillWinsOverTheCursor() {
        var state = AlertState(configuration: Self.radioList().with { $0.choices?.items[2].isSelected = true })
        _ = state.handle(.key(.up))
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["Gamma"])
    }

    @Test func aRadioListWhoseFilterHidesEveryItemRefusesAButtonAndSaysWhy() {
        var state = AlertState(configuration: Self.radioList())
        _ = state.handle(.key(.character("z")))
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.focus == .list && state.list?.problem != nil)
        #expect(Self.text(state).contains("✗ No item shows to"), "wrapped over the empty rows")
        _ = state.handle(.key(.escape))
        #expect(state.list?.problem == nil, "the filter changed")
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["Alpha"])
    }

    @Test func aDialectsRadioListStillAnswersOnlyWhatIsOn() {
        var list = ChoiceList(labels: ["a", "b"])
        list.keys = .typeAhead(marks: true, takesEnd: true)
        var state = AlertState(configuration: AlertConfiguration(buttons: Self.buttons, choices: list))
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == [], "whiptail and dialog answer nothing here")
    }

    @Test func aChecklistBelowItsMinimumRefusesAButtonAndSaysWhyUnderTheList() {
        var state = AlertState(configuration: Self.checklist(minimum: 2, maximum: 3))
        let rows = Self.text(state).split(separator: "\n").map(String.init)
        let rule = rows.firstIndex { $0.contains("Choose 2 to 3") } ?? -1
        #expect(rule > (rows.firstIndex { $0.contains("☐ D") } ?? .max), "the rule is under the items")
        _ = state.handle(.key(.character(" ")))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.list?.problem == "Choose at least 2 (1 chosen)")
        #expect(Self.text(state).contains("✗ Choose at least 2 (1 chosen)"))
        _ = state.handle(.key(.down))
        _ = state.handle(.key(.character(" ")))
        #expect(state.list?.problem == nil)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
        #expect(state.chosenAnswers == ["A", "B"])
        var cancelled = AlertState(configuration: Self.checklist(minimum: 2))
        #expect(cancelled.handle(.key(.escape)) == .finish(.chosen(0)), "cancel needs no choice")
    }

    @Test func spaceBeyondTheMaximumIsRefusedAtOnce() {
        var state = AlertState(configuration: Self.checklist(maximum: 2))
        for _ in 0..<3 {
            _ = state.handle(.key(.character(" ")))
            _ = state.handle(.key(.down))
        }
        #expect(state.chosenAnswers == ["A", "B"])
        #expect(state.list?.problem == "Choose at most 2 (2 chosen)")
        #expect(Self.text(state).contains("✗ Choose at most 2 (2 chosen)"))
        _ = state.handle(.key(.up))
        _ = state.handle(.key(.up))
        _ = state.handle(.key(.character(" ")))
        #expect(state.list?.problem == nil && state.chosenAnswers == ["A"], "unmarking is always taken")
    }

    @Test func aRefusalMovesNothing() {
        var state = AlertState(configuration: Self.checklist(minimum: 1))
        let before = state.layout.listFrame
        _ = state.handle(.key(.enter))
        #expect(state.layout.listFrame == before, "the rule's row is kept whether or not it says a problem")
    }

    @Test func theCountRuleInWords() {
        func rule(_ minimum: Int?, _ maximum: Int?, required: Bool = false) -> String? {
            var list = ChoiceList(labels: ["a", "b", "c"], allowsMultiple: true)
            list.isRequired = required
            list.minimumChoices = minimum
            list.maximumChoices = maximum
            return list.countRule()
        }
        #expect(rule(nil, nil) == nil && rule(nil, nil, required: true) == nil)
        #expect(rule(2, nil) == "at least 2" && rule(nil, 2) == "at most 2" && rule(nil, 2, required: true) == "1 to 2")
        #expect(rule(1, 3) == "1 to 3" && rule(2, 2) == "exactly 2" && rule(0, nil) == "at least 0")
    }

    @Test func plainModeAsksAgainUntilTheCountKeepsTheRules() {
        var talk = PlainConversation(configuration: Self.checklist(minimum: 2, maximum: 3))
        guard case .ask(let prompt, _) = talk.nextStep() else { return #expect(Bool(false)) }
        #expect(prompt.hasSuffix("Choose 1-4, several separated by spaces (2 to 3), or type letters to find [none]: "))
        guard case .ask(let again, _) = talk.answer("1") else { return #expect(Bool(false)) }
        #expect(again.hasPrefix("Choose at least 2 (1 chosen).\n"))
        guard case .ask(let tooMany, _) = talk.answer("1 2 3 4") else { return #expect(Bool(false)) }
        #expect(tooMany.hasPrefix("Choose at most 3 (4 chosen).\n"))
        _ = talk.answer("2 4")
        #expect(talk.state.chosenAnswers == ["B", "D"])
    }

    @Test func plainModesEnterOnARadioListTakesTheMarkedItemElseTheFirst() {
        var talk = PlainConversation(configuration: Self.radioList())
        _ = talk.answer("")
        #expect(talk.state.chosenAnswers == ["Alpha"])
    }

    @Test func theRulesOfTheCounts() {
        func problem(_ change: (inout ChoiceList) -> Void) -> AlertConfiguration.Problem? {
            var list = ChoiceList(labels: ["a", "b", "c"], allowsMultiple: true)
            change(&list)
            do {
                try AlertConfiguration(title: "T", buttons: Self.buttons, choices: list).validate()
                return nil
            } catch { return error }
        }
        #expect(problem { $0.minimumChoices = 3 } == nil)
        #expect(
            problem {
                $0.allowsMultiple = false
                $0.maximumChoices = 2
            } == .choiceCountsWithoutMultiple)
        #expect(problem { $0.minimumChoices = -1 } == .choiceCountOutOfRange(-1))
        #expect(problem { $0.maximumChoices = 0 } == .choiceCountOutOfRange(0))
        #expect(problem { $0.minimumChoices = 4 } == .minimumChoicesAboveItems(minimum: 4, items: 3))
        #expect(
            problem {
                $0.minimumChoices = 2
                $0.maximumChoices = 1
            } == .choiceCountsCrossed(minimum: 2, maximum: 1))
        #expect(
            problem {
                $0.maximumChoices = 1
                $0.items[0].isSelected = true
                $0.items[1].isSelected = true
            } == .selectedAboveMaximumChoices(selected: 2, maximum: 1))
        #expect(
            problem {
                $0.maximumChoices = Int.max
                $0.minimumChoices = 0
            } == nil, "no overflow at the limits")
    }
}
