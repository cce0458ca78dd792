import Testing

@testable import AlerttyKit

/// The line `--keep-summary` leaves: the question, how it ended, and the values, within the width.
@Suite struct SummaryLineTests {
    static let delete = AlertConfiguration(
        title: "Delete 3 files?", buttons: [("Delete", .default), ("Cancel", .cancel)])

    static func line(
        _ outcome: Outcome, _ state: AlertState = AlertState(configuration: delete), unicode: Bool = true,
        width: Int = 80
    ) -> String? {
        SummaryLine.text(for: outcome, state: state, unicode: unicode, width: width)
    }

    @Test func aButtonChosenIsTicked() {
        #expect(Self.line(.chosen(0)) == "✔ Delete 3 files? · Delete")
    }

    @Test func aCancelAnEscapeAndATimeoutAreCrossed() {
        #expect(Self.line(.chosen(1)) == "✗ Delete 3 files? · Cancel")
        #expect(Self.line(.dismissed) == "✗ Delete 3 files? · Escape")
        #expect(Self.line(.timedOut) == "✗ Delete 3 files? · no answer in time")
    }

    @Test func aSignalOrAWorksEndSaysNothing() {
        #expect(Self.line(.interrupted(signal: 2)) == nil)
        #expect(Self.line(.finished(status: 0)) == nil)
    }

    static let login = AlertConfiguration(
        title: "Login", buttons: [("Go", .default), ("Cancel", .cancel)],
        fields: [AlertField(label: "User"), AlertField(label: "Token", kind: .secure)],
        choices: ChoiceList(labels: ["eu", "us", "ap"], allowsMultiple: true),
        checkboxes: [AlertCheckbox("Remember")])

    static func answeredLogin(secret: String) -> AlertState {
        var state = AlertState(configuration: login)
        state.replaceField(0, with: "ada")
        state.replaceField(1, with: secret)
        state.setCheckbox(0, to: true)
        state.choose(items: [0, 2])
        return state
    }

    @Test func theValuesAreSummedUpASecretAsFourDotsWhateverItsLength() {
        let short = Self.line(.chosen(0), Self.answeredLogin(secret: "x"))
        #expect(short == "✔ Login · Go · eu, ap · User: ada · Token: •••• · Remember: on")
        #expect(Self.line(.chosen(0), Self.answeredLogin(secret: String(repeating: "y", count: 40))) == short)
        // A cancel says nothing of the values.
        #expect(Self.line(.chosen(1), Self.answeredLogin(secret: "x")) == "✗ Login · Cancel")
    }

    @Test func theLineIsCutToTheWidth() {
        #expect(Self.line(.chosen(0), width: 12) == "✔ Delete 3 …")
        #expect(Self.line(.chosen(0), unicode: false, width: 12) == "v Delete ...")
        #expect(Self.line(.chosen(0), width: 1) == "✔")
        #expect(Self.line(.chosen(0), width: 0) == "")
    }

    @Test func withoutUnicodeTheMarksAreASCII() {
        #expect(Self.line(.chosen(1), unicode: false) == "x Delete 3 files? - Cancel")
        #expect(Self.line(.chosen(0), Self.answeredLogin(secret: "x"), unicode: false)?.contains("Token: ****") == true)
    }

    @Test func anUntitledAlertSaysItsMessagesFirstLineAndControlsAreShownNotObeyed() {
        let untitled = AlertConfiguration(message: "Proceed?\nReally.", buttons: [("OK", .default)])
        #expect(Self.line(.chosen(0), AlertState(configuration: untitled)) == "✔ Proceed? · OK")
        let hostile = AlertConfiguration(title: "A\u{1B}[2Jb", buttons: [("OK", .default)])
        #expect(Self.line(.chosen(0), AlertState(configuration: hostile))?.contains("\u{1B}") == false)
    }
}
