import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// A Swift program meets the rules a script meets: the validating initializer throws a typed
/// problem for each, which the command line renders as its own one-line error.
@Suite struct ConfigurationRulesTests {
    static func error(_ build: () throws(UsageError) -> AlertConfiguration) -> String? {
        do {
            _ = try build()
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aValidAlertIsBuiltAndNumberedAsTheCommandLineNumbersIt() throws {
        let alert = try AlertConfiguration(
            validating: "Delete?", buttons: [("Cancel", .cancel), ("Delete", .destructive), ("Keep", .regular)])
        #expect(alert.buttons.map(\.exitStatus) == [1, 0, 2])
        let parsed = try CommandLineParser.parse([
            "-t", "Delete?", "-b", "Cancel", "-s", "cancel", "-b", "Delete", "-s", "destructive", "-b", "Keep",
        ])
        guard case .showAlert(let request) = parsed else { return }
        #expect(request.configuration == alert)
    }

    static let refused: [([(String, ButtonStyle)], [AlertField], String)] = [
        ([("OK", .regular), ("OK", .regular)], [], "two buttons are labelled 'OK'"),
        ([("No", .cancel), ("Abort", .cancel)], [], "two buttons have --style cancel ('No' and 'Abort')"),
        ([("Yes", .default), ("OK", .default)], [], "two buttons have --style default ('Yes' and 'OK')"),
        ([("", .regular)], [], "--button needs a non-empty label"),
        ([("Yes\nNo", .regular)], [], "--button label 'Yes^JNo' contains a line break"),
        ((0..<63).map { ("B\($0)", .regular) }, [], "too many buttons (63); an alert has at most 62"),
        ([], [AlertField(label: "Name"), AlertField(label: "Name")], "two fields are labelled 'Name'"),
        ([], [AlertField(label: "")], "--input needs a non-empty label"),
        ([], [AlertField(label: "Pass\rword", kind: .secure)], "--secure label 'Pass^Mword' contains a line break"),
        (
            [], [AlertField(label: "Code", initialValue: "12345", maximumLength: 4)],
            "--value for 'Code' is 5 characters"
        ),
        ([], [AlertField(label: "Code", maximumLength: 0)], "field 'Code' has a --max-length of 0"),
        ([], [AlertField(label: "Code", initialValue: "a\nb")], "--value for 'Code' contains a line break"),
    ]

    @Test(arguments: refused)
    func whatTheCommandLineRefusesAProgramCannotBuild(
        buttons: [(String, ButtonStyle)], fields: [AlertField], message: String
    ) {
        let said = Self.error { () throws(UsageError) in
            do throws(AlertConfiguration.Problem) {
                return try AlertConfiguration(
                    validating: "x", buttons: buttons.map { (label: $0.0, style: $0.1) }, fields: fields)
            } catch { throw UsageError(error) }
        }
        #expect(said?.hasPrefix(message) == true, "\(said ?? "accepted")")
    }

    /// Repeats are found by sorting, not hashing: the first position that repeats an earlier
    /// label is named, labels count as equal byte for byte (not canonically equivalent: a script
    /// reading the answer tells them apart), and a long list with its one repeat at the end is
    /// still caught.
    @Test func theFirstRepeatedLabelIsNamedWhereverItIs() {
        #expect(AlertConfiguration.firstRepeated(["b", "a", "c", "a", "b"])! == ("a", 3))
        #expect(AlertConfiguration.firstRepeated(["caf\u{E9}", "cafe\u{301}"]) == nil)
        #expect(AlertConfiguration.firstRepeated(["caf\u{E9}", "cafe\u{301}", "caf\u{E9}"])! == ("caf\u{E9}", 2))
        #expect(AlertConfiguration.firstRepeated(["x", "X", "y"]) == nil)
        #expect(AlertConfiguration.firstRepeated([]) == nil)
        let items = (0..<2000).map { "Item \($0)" } + ["Item 1234"]
        #expect(AlertConfiguration.firstRepeated(items)! == ("Item 1234", 2000))
        let said = Self.error { () throws(UsageError) in
            do throws(AlertConfiguration.Problem) {
                return try AlertConfiguration(validating: "x", choices: ChoiceList(items.map { ChoiceList.Item($0) }))
            } catch { throw UsageError(error) }
        }
        #expect(said?.hasPrefix("two items are labelled 'Item 1234'") == true, "\(said ?? "accepted")")
    }
}
