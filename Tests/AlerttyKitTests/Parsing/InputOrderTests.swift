import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// The parser records the inputs in the order of their arguments (`inputOrder`): a field or
/// a checkbox where it is given, the list where its first `--choice` is.
@Suite struct InputOrderTests {
    @Test func inputsAreInTheOrderOfTheirArguments() throws {
        let configuration = try parseAlert(["--checkbox", "A", "--input", "B", "--choice", "C"]).configuration
        #expect(configuration.inputOrder == [.checkbox(0), .field(0), .choices])
    }

    @Test func theListTakesThePlaceOfItsFirstItemAndModifiersAddNothing() throws {
        let configuration = try parseAlert([
            "-c", "eu", "--detail", "Europe", "-i", "User", "--value", "ada", "--required", "-c", "us",
            "--checkbox", "Remember", "--checked", "--secure", "Password", "--checkbox", "Again", "--multiple",
        ]).configuration
        #expect(
            configuration.inputOrder == [.choices, .field(0), .checkbox(0), .field(1), .checkbox(1)])
    }

    @Test func fieldsAndCheckboxesAreCountedEachInTheirOwnKind() throws {
        let configuration = try parseAlert([
            "--secure", "Token", "--checkbox", "Save", "-i", "Host", "-i", "Port", "--integer", "1..65535",
        ]).configuration
        #expect(configuration.inputOrder == [.field(0), .checkbox(0), .field(1), .field(2)])
        #expect(configuration.fields.map(\.label) == ["Token", "Host", "Port"])
    }

    @Test func anAlertWithoutInputsHasNoOrder() throws {
        #expect(
            try parseAlert(["-t", "Deploy?", "-b", "Deploy", "-b", "Stop", "-s", "cancel"]).configuration.inputOrder
                == nil)
    }

    @Test func theDialectsLeaveTheOrderToTheDefault() throws {
        guard
            case .show(let request) = try CompatParser.parse(
                ["--checklist", "Pick", "10", "40", "2", "a", "A", "on", "b", "B", "off"], dialect: .whiptail)
        else {
            Issue.record("not a box")
            return
        }
        #expect(request.configuration.inputOrder == nil)
    }
}
