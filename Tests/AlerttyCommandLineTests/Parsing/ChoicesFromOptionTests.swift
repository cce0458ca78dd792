import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

@Suite struct ChoicesFromOptionTests {
    @Test func choicesFromNamesItsFileAndMakesAListThatReadsBytes() throws {
        let request = try parseAlert(["--title", "Pick", "--choices-from", "hosts.txt"])
        #expect(request.choicesFrom == "hosts.txt")
        let list = try #require(request.configuration.choices)
        #expect(list.itemFormat == ChoiceList.ItemFormat())
        #expect(list.items.isEmpty)
        #expect(list.matching == .substring)
        #expect(request.configuration.inputOrder[0] == .choices)
        #expect(try parseAlert(["--choices-from", "-"]).choicesFrom == "-")
    }

    @Test func nullAndDelimiterSayHowItemsAreSplit() throws {
        let nul = try #require(try parseAlert(["--choices-from", "-", "-0"]).configuration.choices)
        #expect(nul.itemFormat == ChoiceList.ItemFormat(separator: 0))
        let long = try #require(try parseAlert(["--null", "--choices-from", "-"]).configuration.choices)
        #expect(long.itemFormat?.separator == 0)
        let tab = try #require(try parseAlert(["--choices-from", "f", "--delimiter"]).configuration.choices)
        #expect(tab.itemFormat == ChoiceList.ItemFormat(delimiter: UInt8(ascii: "\t")))
        let comma = try #require(try parseAlert(["--choices-from", "f", "--delimiter=,"]).configuration.choices)
        #expect(comma.itemFormat?.delimiter == UInt8(ascii: ","))
    }

    @Test func matchFuzzyAppliesToEitherKindOfList() throws {
        let fromFile = try #require(try parseAlert(["--choices-from", "f", "--match", "fuzzy"]).configuration.choices)
        #expect(fromFile.matching == .fuzzy)
        let arguments = try #require(
            try parseAlert(["-c", "a", "-c", "b", "--match", "fuzzy"]).configuration.choices)
        #expect(arguments.matching == .fuzzy)
        #expect(arguments.itemFormat == nil)
        let substring = try #require(try parseAlert(["-c", "a", "--match=substring"]).configuration.choices)
        #expect(substring.matching == .substring)
    }

    @Test func valueAfterChoicesFromNamesTheItemsChosenWhenItOpens() throws {
        let radio = try #require(try parseAlert(["--choices-from", "f", "--value", "b"]).configuration.choices)
        #expect(radio.initialAnswers == ["b"])
        let checklist = try #require(
            try parseAlert(["--choices-from", "f", "--multiple", "--value", "a", "--value", "c", "--required"])
                .configuration.choices)
        #expect(checklist.initialAnswers == ["a", "c"])
        #expect(checklist.allowsMultiple)
        #expect(checklist.isRequired)
    }

    @Test func describeSaysWhereTheItemsComeFromNotTheItems() throws {
        let request = try parseAlert([
            "--choices-from", "/tmp/hosts", "--delimiter", "--match", "fuzzy", "--value", "pi",
        ])
        let text = AlertDescription.json(of: request.configuration, id: "pick", choicesFrom: request.choicesFrom)
        #expect(
            text.contains(
                #""match":"fuzzy","choices_from":{"file":"/tmp/hosts","separator":"newline","delimiter":"\t","values":["pi"]}"#
            ))
        #expect(!text.contains(#""choices":"#))
        // A list of arguments is described as it always was.
        let plain = AlertDescription.json(of: try parseAlert(["-c", "a"]).configuration, id: "x")
        #expect(!plain.contains("match") && !plain.contains("choices_from"))
    }

    static let errors: [([String], String)] = [
        (
            ["--choices-from", "a", "--choices-from", "b"],
            "--choices-from is given twice; an alert has one list: put its items in one file"
        ),
        (
            ["--choice", "x", "--choices-from", "a"],
            "--choices-from and --choice cannot make one list; put every item in the file, or give only --choice"
        ),
        (
            ["--choices-from", "a", "--choice", "x"],
            "--choices-from and --choice cannot make one list; put every item in the file, or give only --choice"
        ),
        (
            ["--choices-from", ""],
            "--choices-from needs a file of items, one a line; name one, or - for standard input"
        ),
        (["-0"], "-0 says how --choices-from's items are read, so it needs --choices-from FILE too"),
        (
            ["--delimiter=,"],
            "--delimiter says how --choices-from's items are read, so it needs --choices-from FILE too"
        ),
        (
            ["--choices-from", "f", "--delimiter=ab"],
            "invalid --delimiter=ab; give one character, e.g. --delimiter=, (--delimiter alone splits at a TAB)"
        ),
        (
            ["--choices-from", "f", "--delimiter="],
            "invalid --delimiter=; give one character, e.g. --delimiter=, (--delimiter alone splits at a TAB)"
        ),
        (
            ["--choices-from", "f", "--delimiter", ";"],
            "unexpected argument ';'; --delimiter takes its character after '=': --delimiter=;"
        ),
        (
            ["--choices-from", "f", "--selected"],
            "--selected cannot follow --choices-from, whose items come later; name the item chosen when the alert opens by its answer: --value ANSWER"
        ),
        (
            ["--choices-from", "f", "--detail", "d"],
            "--detail cannot follow --choices-from; give each item's detail in its third column (label, value, detail with --delimiter)"
        ),
        (
            ["--choices-from", "f", "--value", "a", "--value", "b"],
            "a radio list opens with one item chosen; give one --value, or --multiple for a checklist"
        ),
        (["--match", "fuzzy"], "--match says how a list is filtered, so it needs --choice or --choices-from too"),
        (
            ["--choices-from", "f", "--match", "regex"],
            "unknown matching 'regex' for --match; use one of: substring, fuzzy"
        ),
        (
            ["--choices-from", "-", "--message", "-"],
            "--choices-from - and --message -, --answers -, --pager - or --progress cannot all read standard input; give the other as text or a file"
        ),
        (
            ["--choices-from", "-", "--answers", "-"],
            "--choices-from - and --message -, --answers -, --pager - or --progress cannot all read standard input; give the other as text or a file"
        ),
    ]

    @Test(arguments: errors)
    func choicesFromMistakesAreUsageErrorsThatNameTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }
}
