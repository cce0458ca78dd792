import Testing

@testable import AlerttyKit

@Suite struct PlainConversationTests {
    static let login = AlertConfiguration(
        title: "Sign in", message: "To the registry.",
        buttons: [("Cancel", .cancel), ("Sign In", .default)],
        fields: [AlertField(label: "User", isRequired: true), AlertField(label: "Password", kind: .secure)])

    @Test func aNumberOrEnterChooses() {
        let buttons = AlertConfiguration(buttons: [("Keep", .regular), ("Delete", .destructive), ("Cancel", .cancel)])
        var byNumber = PlainConversation(configuration: buttons)
        #expect(byNumber.answer("2") == .finish(.chosen(1)))
        var byEnter = PlainConversation(configuration: buttons)
        #expect(byEnter.answer("") == .finish(.chosen(0)))
    }

    @Test func destructionAndTheIconAreSaidInWords() {
        var configuration = AlertConfiguration(
            title: "Delete 3 files?", buttons: [("Cancel", .cancel), ("Delete", .destructive)])
        configuration.appearance.icon = .warning
        let talk = PlainConversation(configuration: configuration)
        #expect(talk.introduction == "Warning: Delete 3 files?\n\n")
        #expect(talk.nextStep() == .ask("1) Cancel  2) Delete (destructive)\nChoose 1-2 [1]: ", echo: true))
        var untitled = AlertConfiguration(message: "Disk full.", buttons: [("OK", .default)])
        untitled.appearance.icon = .error
        #expect(PlainConversation(configuration: untitled).introduction == "Error: Disk full.\n\n")
    }

    @Test func endOfInputBacksOutAsEscapeDoes() {
        var withCancel = PlainConversation(configuration: Self.login)
        #expect(withCancel.answer(nil) == .finish(.chosen(0)))
        var withoutCancel = PlainConversation(configuration: AlertConfiguration(buttons: [("Yes", .regular)]))
        #expect(withoutCancel.answer(nil) == .finish(.dismissed))
    }

    @Test func aPresetValueIsOfferedAndKeptOnEnter() {
        let configuration = AlertConfiguration(fields: [AlertField(label: "Branch", initialValue: "feature/")])
        var talk = PlainConversation(configuration: configuration)
        #expect(talk.nextStep() == .ask("Branch [feature/]: ", echo: true))
        _ = talk.answer("")
        #expect(talk.state.values == ["feature/"])
    }

    @Test func hostileTextIsShownVisibly() {
        let talk = PlainConversation(
            configuration: AlertConfiguration(title: "a\u{1B}[2Jb", buttons: [("O\u{7}K", .regular)]))
        #expect(talk.introduction == "a^[[2Jb\n\n")
        #expect(talk.nextStep() == .ask("1) O^GK\nChoose 1 [1]: ", echo: true))
    }

    @Test func theAnswersAreInItsStateToWipe() {
        var talk = PlainConversation(configuration: Self.login)
        _ = talk.answer("ada")
        _ = talk.answer("hunter2")
        var state = talk.state
        #expect(state.values == ["ada", "hunter2"])
        state.wipeFields()
        #expect(state.values == ["", ""])
    }
}
