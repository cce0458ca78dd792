import AlerttyCommandLine
import Testing

@testable import AlerttyKit

@Suite struct FieldOptionTests {
    @Test func fieldsAndTheirModifiersParseInOrder() throws {
        let request = try parseAlert([
            "-i", "Branch name", "--value", "feature/", "--max-length", "40", "--secure", "Password", "--required",
            "-b", "Create", "--json",
        ])
        let configuration = request.configuration
        #expect(
            configuration.fields == [
                AlertField(label: "Branch name", initialValue: "feature/", maximumLength: 40),
                AlertField(label: "Password", kind: .secure, isRequired: true),
            ])
        #expect(request.answerFormat == .json)
    }

    @Test func modifiersApplyToTheMostRecentFieldEvenAfterAButton() throws {
        let configuration = try parseAlert(["-i", "Name", "-b", "OK", "--value", "Ada"]).configuration
        #expect(configuration.fields.first?.initialValue == "Ada")
    }

    @Test func maxLengthCountsCharactersAsAPersonDoes() throws {
        let configuration = try parseAlert(["-i", "Flag", "--value", "🇫🇷👍🏽é", "--max-length", "3"]).configuration
        #expect(configuration.fields.first?.initialValue == "🇫🇷👍🏽é")
    }

    static let errors: [([String], String)] = [
        (
            ["--value", "x"],
            "--value must follow the --input or --secure field it applies to, e.g. --input Name --value TEXT"
        ),
        (
            ["-b", "OK", "--required"],
            "--required must follow the --input or --secure field it applies to, e.g. --input Name --required"
        ),
        (
            ["--max-length", "3"],
            "--max-length must follow the --input or --secure field it applies to, e.g. --input Name --max-length N"
        ),
        (
            ["-i", "Name", "--max-length", "0"],
            "invalid --max-length '0'; give a positive whole number of characters, e.g. --max-length 20"
        ),
        (
            ["-i", "Name", "--max-length", "-1"],
            "invalid --max-length '-1'; give a positive whole number of characters, e.g. --max-length 20"
        ),
        (
            ["-i", "Name", "--max-length", "1.5"],
            "invalid --max-length '1.5'; give a positive whole number of characters, e.g. --max-length 20"
        ),
        (
            ["-i", "Name", "--max-length", "many"],
            "invalid --max-length 'many'; give a positive whole number of characters, e.g. --max-length 20"
        ),
        (
            ["-i", "Name", "--max-length", "99999999999999999999999"],
            "invalid --max-length '99999999999999999999999'; give a positive whole number of characters, e.g. --max-length 20"
        ),
        (
            ["-i", "Code", "--value", "12345", "--max-length", "4"],
            "--value for 'Code' is 5 characters but its --max-length is 4; shorten the value or raise the limit"
        ),
        (
            ["--secure", "Password", "--value", "hunter2"],
            "--value cannot preset the --secure field 'Password': a password in the arguments shows in the process list"
        ),
        (["-i", "Name", "--value", "a\nb"], "--value for 'Name' contains a line break; a field holds one line"),
        (
            ["-i", "Name", "--value", "a", "--value", "b"],
            "field 'Name' already has a --value; give one --value per field"
        ),
        (
            ["-i", "Name", "--max-length", "3", "--max-length", "4"],
            "field 'Name' already has a --max-length; give one per field"
        ),
        (["-i", ""], "--input needs a non-empty label, e.g. --input Name"),
        (["--secure", ""], "--secure needs a non-empty label, e.g. --secure Name"),
        (
            ["-i", "Name", "-i", "Name"],
            "two fields are labelled 'Name'; give each field its own label, since --json names values by label"
        ),
    ]

    @Test(arguments: errors)
    func fieldMistakesAreUsageErrorsThatNameTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func aSecretNeverAppearsInAnErrorMessage() {
        let message = usageError(["--secure", "Password", "--value", "hunter2"]) ?? ""
        #expect(!message.contains("hunter2"))
    }
}
