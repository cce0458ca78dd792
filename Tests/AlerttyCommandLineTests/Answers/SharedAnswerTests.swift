import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// What is the same question, and the answer shared between its askers (``SharedAnswer``).
@Suite struct SharedAnswerTests {
    static let words = ["-t", "Delete 3 files?", "-b", "Delete", "-b", "Cancel"]

    static func key(
        _ words: [String] = words, message: String? = nil, device: UInt32 = 0x8801, holdsSecret: Bool = false
    ) -> UInt64? {
        SharedAnswer.key(
            programName: "alertty", arguments: words, message: message, device: device, holdsSecret: holdsSecret)
    }

    @Test func theSameWordsOnTheSameTerminalAreTheSameQuestion() {
        #expect(Self.key() != nil)
        #expect(Self.key() == Self.key())
    }

    @Test func anyDifferenceIsAnotherQuestion() {
        let others = [
            Self.key(device: 0x8802),
            Self.key(["-t", "Delete 3 files?", "-b", "Cancel", "-b", "Delete"]),
            // The words' bounds count: "ab" "c" is not "a" "bc".
            Self.key(["-t", "Delete 3 files?", "-b", "Delete", "-bCancel"]),
            Self.key(["-t", "Delete 3 files?", "-b", "Delete", "-b", "Cancel", "--json"]),
            Self.key(message: "from standard input"),
            Self.key(message: ""),
        ]
        for other in others { #expect(other != Self.key()) }
        #expect(Self.key(message: "a") != Self.key(message: "b"))
        #expect(
            SharedAnswer.key(
                programName: "whiptail", arguments: Self.words, message: nil, device: 0x8801, holdsSecret: false)
                != Self.key())
    }

    @Test func aSecretIsNeverShared() {
        #expect(Self.key(holdsSecret: true) == nil)
    }

    @Test func theFileIsNamedByTheKeyInHex() {
        #expect(SharedAnswer.fileName(key: 0x0123_4567_89ab_cdef) == Array("asked-0123456789abcdef".utf8))
        #expect(SharedAnswer.fileName(key: 0) == Array("asked-0000000000000000".utf8))
    }

    static let login = AlertConfiguration(
        title: "Login", buttons: [("Go", .default), ("Cancel", .cancel)],
        fields: [AlertField(label: "User")],
        choices: ChoiceList([ChoiceList.Item("eu"), ChoiceList.Item("us")], allowsMultiple: true),
        checkboxes: [AlertCheckbox("Remember")])

    @Test func aChosenAnswerComesBackWithItsValues() throws {
        var state = AlertState(configuration: Self.login)
        state.replaceField(0, with: "ada")
        state.setCheckbox(0, to: true)
        state.choose(items: [1])
        let bytes = try #require(SharedAnswer.record(.chosen(0), state: state))
        let taken = try #require(SharedAnswer.answer(in: bytes, for: Self.login))
        #expect(taken.outcome == .chosen(0))
        #expect(
            Answer.text(for: taken.outcome, state: taken.state, format: .json)
                == Answer.text(for: .chosen(0), state: state, format: .json))
    }

    @Test func anEscapeAndATimeoutAreAnswersButASignalIsNot() throws {
        let state = AlertState(configuration: Self.login)
        for outcome in [Outcome.dismissed, .timedOut, .chosen(1)] {
            let bytes = try #require(SharedAnswer.record(outcome, state: state))
            #expect(SharedAnswer.answer(in: bytes, for: Self.login)?.outcome == outcome)
        }
        #expect(SharedAnswer.record(.interrupted(signal: 2), state: state) == nil)
        #expect(SharedAnswer.record(.finished(status: 0), state: state) == nil)
    }

    @Test func anAnswerCutShortOrForAnotherAlertIsNone() throws {
        let bytes = try #require(SharedAnswer.record(.chosen(0), state: AlertState(configuration: Self.login)))
        #expect(SharedAnswer.answer(in: [], for: Self.login) == nil)
        #expect(SharedAnswer.answer(in: Array(bytes.dropLast(2)), for: Self.login) == nil)
        let other = AlertConfiguration(title: "Other", buttons: [("Yes", .default)])
        #expect(SharedAnswer.answer(in: bytes, for: other) == nil)
    }

    @Test func theNoticeSaysWhatWasTaken() {
        #expect(
            SharedAnswer.notice(for: .chosen(0), in: Self.login)
                == "'Login' was already being asked on this terminal; took its answer 'Go' (--ask-again asks anew)")
        let untitled = AlertConfiguration(message: "Proceed?\nReally.", buttons: [("OK", .default)])
        #expect(SharedAnswer.notice(for: .timedOut, in: untitled).hasPrefix("'Proceed?' was already"))
        #expect(SharedAnswer.notice(for: .dismissed, in: untitled).contains("took its ending: dismissed (Escape)"))
    }
}
