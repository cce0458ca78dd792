import Testing

@testable import AlerttyKit

/// Plain mode asks again after a refusal offering the last value accepted, never the refused
/// text, which Enter would send again (issue 47).
@Suite struct PlainRefusalTests {
    static let port = AlertConfiguration(title: "T", fields: [AlertField.integer("Port", from: 1, to: 65535)])

    @Test func aRefusedValueIsNotOfferedBack() {
        var talk = PlainConversation(configuration: Self.port)
        guard case .ask(let again, _) = talk.answer("80x") else { return #expect(Bool(false)) }
        #expect(again.hasSuffix("\nPort: "), "no [80x] to resubmit with Enter: \(again)")
        var preset = PlainConversation(configuration: Self.port.with { $0.fields[0].initialValue = "8080" })
        guard case .ask(let offered, _) = preset.answer("80x") else { return #expect(Bool(false)) }
        #expect(offered.hasSuffix("\nPort [8080]: "))
        _ = preset.answer("")
        #expect(preset.state.values == ["8080"])
    }

    @Test func aValueRefusedByAValidateCommandIsNotOfferedBack() {
        var talk = PlainConversation(configuration: Self.port.with { $0.fields[0].initialValue = "8080" })
        _ = talk.answer("9090")
        talk.reject(field: 0, because: "port in use")
        #expect(talk.nextStep() == .ask("Port: port in use\nPort [8080]: ", echo: true))
        var given = PlainConversation(configuration: Self.port.with { $0.fields[0].initialValue = "8080" })
        _ = given.answer("")
        given.reject(field: 0, because: "port in use")
        #expect(given.nextStep() == .ask("Port: port in use\nPort: ", echo: true), "the --value itself was refused")
    }

    @Test func aTextAreasRefusedTextIsNotOfferedBack() {
        var area = AlertField(label: "Notes")
        area.rules.minimumLength = 5
        area.initialValue = "hello world"
        var talk = PlainConversation(
            configuration: AlertConfiguration(title: "T").with {
                $0.textAreas = [area]
                $0.inputOrder.note(.textAreas)
            })
        _ = talk.answer("abc")
        guard case .ask(let again, _) = talk.answer(".") else { return #expect(Bool(false)) }
        #expect(again.contains("Notes [hello world]"), "\(again)")
    }
}
