import Testing

@testable import AlerttyKit

/// The buttons alertty supplies (OK, and Cancel beside a list) are shown in the alert's
/// language and answered in English: scripts compare the answer.
@Suite struct BuiltInButtonTests {
    static let french = Words(.french)

    static func list(in language: Language) -> AlertConfiguration {
        AlertConfiguration(title: "Zorg", choices: ChoiceList(labels: ["kiwi", "plum"], allowsMultiple: true)).with {
            $0.language = language
        }
    }

    @Test func theDefaultButtonsKnowTheyAreAlerttysOwnAndKeepTheirEnglishLabels() {
        let buttons = Self.list(in: .french).buttons
        #expect(buttons.map(\.label) == ["OK", "Cancel"])
        #expect(buttons.map(\.phrase) == [.ok, .cancel])
        #expect(buttons.map { $0.title(in: Self.french) } == [Self.french(.ok), Self.french(.cancel)])
        #expect(buttons.map(\.exitStatus) == [0, 1])
        let given = AlertConfiguration(buttons: [("OK", .default), ("Cancel", .cancel)]).buttons
        #expect(given.map(\.phrase) == [nil, nil], "a caller's OK is the caller's word")
        #expect(given.map { $0.title(in: Self.french) } == ["OK", "Cancel"])
    }

    @Test func theScreenShowsThemTranslatedAndACallersLabelAsGiven() {
        let own = AlertView.frame(for: AlertState(configuration: Self.list(in: .pseudo))).text.joined(separator: "\n")
        #expect(own.contains(Words(.pseudo)(.cancel)) && !own.contains("Cancel"))
        let given = AlertConfiguration(title: "Zorg", buttons: [("Cancel", .cancel)]).with { $0.language = .pseudo }
        #expect(AlertView.frame(for: AlertState(configuration: given)).text.joined().contains("Cancel"))
    }

    @Test func choosingOneAnswersItsEnglishLabel() {
        var state = AlertState(configuration: Self.list(in: .pseudo))
        _ = state.handle(.key(.escape))
        let cancel = state.configuration.cancelIndex
        #expect(cancel.map { state.configuration.buttons[$0].label } == "Cancel")
    }

    @Test func aLetterFocusesTheButtonByItsShownWord() {
        var state = AlertState(configuration: AlertConfiguration(title: "Zorg").with { $0.language = .pseudo })
        let shown = Words(.pseudo)(.ok)
        _ = state.handle(.key(.character(shown.unicodeScalars.first!)))
        #expect(state.focusedButton == 0)
    }

    @Test func plainModeTakesTheShownWordOrTheEnglishName() {
        let configuration = Self.list(in: .pseudo)
        let shown = Words(.pseudo)(.cancel)
        for typed in [shown, "Cancel", "cancel"] {
            var talk = PlainConversation(configuration: configuration)
            _ = talk.answer("1")
            #expect(talk.answer(typed) == .finish(.chosen(1)), "\(typed)")
        }
        var talk = PlainConversation(configuration: configuration)
        _ = talk.answer("1")
        guard case .ask(let prompt, _) = talk.nextStep() else {
            Issue.record("no question for the buttons")
            return
        }
        #expect(prompt.contains("2) " + shown) && !prompt.contains("Cancel"))
    }

    @Test func theSummaryLineSaysTheShownWord() {
        let state = AlertState(configuration: AlertConfiguration(title: "Zorg").with { $0.language = .pseudo })
        let line = SummaryLine.text(for: .chosen(0), state: state, unicode: true, width: 80)
        #expect(line == "✔ Zorg · " + Words(.pseudo)(.ok))
        let escaped = SummaryLine.text(for: .dismissed, state: state, unicode: true, width: 80)
        #expect(escaped == "✗ Zorg · " + Words(.pseudo)(.summaryEscaped))
    }

    @Test func englishIsTheWordsAsTheyWere() {
        for phrase in Phrase.allCases { #expect(Words.english(phrase) == phrase.english) }
        #expect(Words.english(.tooFewChosen, "2", "1") == "Choose at least 2 (1 chosen)")
        #expect(Words.english(.countdownAnswer, "Continue", "9") == "Continue in 9 s")
    }
}
