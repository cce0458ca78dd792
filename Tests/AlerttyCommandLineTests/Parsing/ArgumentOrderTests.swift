import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// The parser records the kinds of input in the order of their arguments (`inputOrder`): each
/// kind where its first field, checkbox or `--choice` is.
@Suite struct ArgumentOrderTests {
    /// The first three kinds in `configuration`'s order: the kinds these tests give.
    func kinds(_ configuration: AlertConfiguration) -> [InputOrder.Kind] {
        InputOrder.positions.prefix(3).map { configuration.inputOrder[$0] }
    }

    @Test func inputsAreInTheOrderOfTheirArguments() throws {
        let configuration = try parseAlert(["--checkbox", "A", "--input", "B", "--choice", "C"]).configuration
        #expect(kinds(configuration) == [.checkboxes, .fields, .choices])
    }

    @Test func theListTakesThePlaceOfItsFirstItemAndModifiersAddNothing() throws {
        let configuration = try parseAlert([
            "-c", "eu", "--detail", "Europe", "-i", "User", "--value", "ada", "--required", "-c", "us",
            "--checkbox", "Remember", "--checked", "--secure", "Password", "--checkbox", "Again", "--multiple",
        ]).configuration
        #expect(kinds(configuration) == [.choices, .fields, .checkboxes])
    }

    @Test func fieldsAndCheckboxesAreCountedEachInTheirOwnKind() throws {
        let configuration = try parseAlert([
            "--secure", "Token", "--checkbox", "Save", "-i", "Host", "-i", "Port", "--integer", "1..65535",
        ]).configuration
        #expect(kinds(configuration) == [.fields, .checkboxes, .choices])
        #expect(configuration.inputs == [.field(0), .field(1), .field(2), .checkbox(0)])
        #expect(configuration.fields.map(\.label) == ["Token", "Host", "Port"])
    }

    @Test func anAlertWithoutInputsHasTheDefaultOrder() throws {
        #expect(
            try parseAlert(["-t", "Deploy?", "-b", "Deploy", "-b", "Stop", "-s", "cancel"]).configuration.inputOrder
                == InputOrder())
    }

    @Test func theDialectsLeaveTheOrderToTheDefault() throws {
        guard
            case .show(let request) = try CompatParser.parse(
                ["--checklist", "Pick", "10", "40", "2", "a", "A", "on", "b", "B", "off"], dialect: .whiptail)
        else {
            Issue.record("not a box")
            return
        }
        #expect(request.configuration.inputOrder == InputOrder())
    }
}
