import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// Fields that check their values: the rules, how the alert says a value breaks one, plain
/// mode, and values given in advance.
@Suite struct FieldRulesTests {
    static let port = [
        "-t", "Open a port", "-i", "Port", "--integer", "1..65535", "-b", "Cancel", "-s", "cancel", "-b", "Open",
    ]

    @Test func eachRuleSaysWhatIsWrong() {
        var rules = FieldRules()
        rules.minimumLength = 3
        #expect(rules.problem(with: "ab") == "must be at least 3 characters")
        #expect(rules.problem(with: "🇫🇷👍🏽é") == nil, "characters as a person counts them")
        #expect(rules.problem(with: "") == nil, "an empty value is the required rule's business")
        rules = FieldRules()
        rules.isInteger = true
        #expect(rules.problem(with: "-12") == nil)
        for value in ["1.5", "+3", "12a", " 7", "99999999999999999999"] {
            #expect(rules.problem(with: value) == "must be a whole number", "\(value)")
        }
        rules.minimum = 1
        rules.maximum = 65535
        #expect(rules.problem(with: "0") == "must be a whole number from 1 to 65535")
        #expect(rules.problem(with: "65535") == nil)
        rules = FieldRules()
        rules.pattern = "[a-z][a-z0-9-]*"
        #expect(rules.problem(with: "web-1") == nil)
        #expect(rules.problem(with: "Web-1") == "must match [a-z][a-z0-9-]*")
        #expect(rules.problem(with: "web-1 x") != nil, "the whole value, not a part of it")
        rules.errorMessage = "use lowercase letters, digits and -"
        #expect(rules.problem(with: "Web") == "use lowercase letters, digits and -")
        #expect(rules.messages == ["use lowercase letters, digits and -"])
    }

    /// A value too long for the pattern to be checked in a moment breaks the rule, and says so,
    /// before the C library sees it: `.{0,1000}` on 1000 é took it minutes, and takes 10 at most.
    @Test func aValueTooLongToCheckAgainstThePatternBreaksTheRule() {
        var rules = FieldRules()
        rules.pattern = ".{0,1000}"
        #expect(
            rules.problem(with: String(repeating: "é", count: 11))
                == "at most 10 characters")
        #expect(rules.problem(with: String(repeating: "é", count: 10)) == nil)
        #expect(rules.messages.contains("at most 100 characters"))
    }

    /// The box is sized for every message its fields can give: the one for a value too long to
    /// check fits the narrowest field, so a pattern does not widen the box (it made a
    /// 36-column alert 54 wide).
    @Test func theMessageForAValueTooLongToCheckFitsTheNarrowestField() {
        var rules = FieldRules()
        rules.pattern = "[a-z]+"
        let widest = rules.messages.filter { !$0.hasPrefix("must match") }.map { DisplayWidth.of($0) + 2 }.max()
        #expect((widest ?? 0) <= AlertLayout.preferredMinimumFieldWidth)
    }

    @Test(
        arguments: [
            (["-i", "P", "--integer=0.."], 0, nil), (["-i", "P", "--integer", "..100"], nil, 100),
            (["-i", "P", "--integer", "-5..5"], -5, 5), (["-i", "P", "--integer"], nil, nil),
        ] as [([String], Int?, Int?)])
    func theIntegerRangeIsOptional(_ arguments: [String], _ low: Int?, _ high: Int?) throws {
        let rules = try #require(try parseAlert(arguments).configuration.fields.first).rules
        #expect(rules.isInteger && rules.minimum == low && rules.maximum == high)
    }

    @Test(arguments: [
        (
            ["--min-length", "3"],
            "--min-length must follow the --input or --secure field it applies to, e.g. --input Port --min-length N"
        ),
        (
            ["-i", "P", "--min-length", "0"],
            "invalid --min-length '0'; give a positive whole number of characters, e.g. --min-length 8"
        ),
        (
            ["-i", "P", "--integer=5..1"],
            "invalid --integer range '5..1'; give MIN..MAX, MIN.. or ..MAX in whole numbers, e.g. --integer 1..65535"
        ),
        (["-i", "P", "--integer", "--integer"], "field 'P' already has a --integer; give one per field"),
        (
            ["-i", "P", "--error-message", "bad"],
            "--error-message for 'P' replaces a rule's message, so give the field --min-length, --integer, --pattern or --validate too"
        ),
        (
            ["-i", "P", "--validate", " "],
            "--validate needs a command that reads the value on its standard input, e.g. --validate 'grep -qx \"$(cat)\" /etc/shells'"
        ),
    ])
    func mistakesAreUsageErrors(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    /// The C library words what is wrong with the expression; the rest is alertty's.
    @Test func aPatternThatIsNoRegularExpressionIsAUsageError() throws {
        let message = try #require(usageError(["-i", "P", "--pattern", "("]))
        #expect(message.hasPrefix("invalid --pattern '(' ("))
        #expect(message.hasSuffix("); give a POSIX extended regular expression, e.g. --pattern '[a-z][a-z0-9-]*'"))
    }

    /// The C library writes each `{m,n}` out `n` times and its work grows as the square of that:
    /// `a{1,32767}` took 32 s and 8 GB. A pattern too large is refused before it is compiled.
    @Test func aPatternTooLargeToCompileQuicklyIsAUsageErrorNamingTheLimit() {
        #expect(usageError(["-i", "P", "--pattern", "[a-z]{1,1000}"]) == nil)
        #expect(
            usageError(["-i", "P", "--pattern", "[a-z]{1,1001}"])
                == "--pattern '[a-z]{1,1001}' is too large: its {m,n} written out n times make 1001 characters and "
                + "brackets, and alertty takes at most 1000; use + or * for a long run and --max-length for its "
                + "length, e.g. --pattern '[a-z]+' --max-length 500")
        #expect(usageError(["-i", "P", "--pattern", "(a)\\2"])?.hasPrefix("--pattern '(a)\\2' refers back") == true)
    }

    /// Characters, not bytes, whatever the process's locale (the C locale here), as every other
    /// field rule counts them; a character is a code point (an emoji flag is two).
    @Test(arguments: [
        (".", "é"), ("[é]", "é"), ("[[:upper:]]", "Ä"), ("[^a]", "ß"), (".{3}", "日本語"), ("[[:alpha:]]{5}", "Ωμέγα"),
    ])
    func aPatternMatchesCharacters(_ pattern: String, _ value: String) {
        var rules = FieldRules()
        rules.pattern = pattern
        #expect(rules.problem(with: value) == nil)
        #expect(rules.problem(with: value + value) != nil)
    }

    @Test func aBrokenRuleKeepsTheAlertOpenWithTheFieldFocusedAndSaysWhyUnderIt() throws {
        var state = AlertState(configuration: try parseAlert(Self.port).configuration)
        _ = state.handle(.key(.paste("80x")))
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.focus == .field(0))
        #expect(state.values == ["80x"], "the value stays")
        let frame = AlertView.frame(for: state).text
        let input = try #require(frame.firstIndex { $0.contains("› 80x") })
        #expect(frame[input + 1].contains("✗ must be a whole number from 1 to 65535"))
        _ = state.handle(.key(.backspace))
        #expect(state.fields.problems == [""], "the next edit clears it")
        #expect(state.handle(.key(.enter)) == .finish(.chosen(1)))
    }

    /// The README's picture of a value that breaks a rule.
    @Test func theReadmeShowsABrokenRuleAsItIsDrawn() throws {
        var state = AlertState(configuration: try parseAlert(Self.port).configuration)
        _ = state.handle(.key(.paste("80x")))
        _ = state.handle(.key(.enter))
        let picture = ProgressViewTests.picture(of: state)
        try ProgressViewTests.expectSnapshot(picture, named: "validated")
        #expect(committedFile("README.md").contains("```\n" + picture + "```\n"))
    }

    @Test func cancelIsNeverStoppedByARule() throws {
        var state = AlertState(configuration: try parseAlert(Self.port).configuration)
        _ = state.handle(.key(.paste("x")))
        #expect(state.handle(.key(.escape)) == .finish(.chosen(0)))
    }

    @Test func plainModeSaysTheProblemAndAsksAgain() throws {
        var plain = PlainConversation(configuration: try parseAlert(Self.port).configuration)
        // Asked again with the value kept, as a field keeps it.
        #expect(plain.answer("0") == .ask("Port must be a whole number from 1 to 65535.\nPort [0]: ", echo: true))
        guard case .ask = plain.answer("8080") else { throw ParseMismatch() }
        plain.reject(field: 0, because: "port 8080 is in use")
        #expect(plain.nextStep() == .ask("Port: port 8080 is in use\nPort [8080]: ", echo: true))
    }

    @Test func anAnswerGivenInAdvanceThatBreaksARuleIsFound() throws {
        let configuration = try parseAlert(Self.port).configuration
        let bad = try PresetAnswer.fromAnswers(
            #"{"button":"Open","fields":[{"label":"Port","value":"0"}]}"#, source: .answersOption, in: configuration)
        #expect(bad.brokenRule(in: configuration) == "'Port' from --answers must be a whole number from 1 to 65535")
        let cancel = try PresetAnswer.fromAnswers(
            #"{"button":"Cancel","fields":[{"label":"Port","value":"0"}]}"#, source: .answersOption, in: configuration)
        #expect(cancel.brokenRule(in: configuration) == nil)
    }

    /// A shell's `$((x))` reads `010` as octal and refuses `08`: an `--integer` field answers
    /// the number in canonical decimal by every route, while a field without the rule keeps
    /// what was typed.
    @Test func anIntegerIsAnsweredInCanonicalDecimalByEveryWriter() throws {
        let count = ["-i", "Count", "--integer", "-i", "Note", "-b", "OK"]
        var state = AlertState(configuration: try parseAlert(count).configuration)
        _ = state.handle(.key(.paste("00080")))
        state.replaceField(1, with: "007")
        #expect(state.values == ["80", "007"])
        #expect(Answer.text(for: .chosen(0), state: state) == "80\n007\n")
        var negativeZero = AlertState(configuration: try parseAlert(count + ["--json"]).configuration)
        negativeZero.replaceField(0, with: "-0")
        let negativeZeroJSON = Answer.text(for: .chosen(0), state: negativeZero, format: .json)
        #expect(negativeZeroJSON?.contains(#"{"label":"Count","value":"0"}"#) == true)
        #expect(
            Answer.recordedLine(id: "n", outcome: .chosen(0), state: negativeZero)?.contains(#""value":"0""#) == true)
        let record = AuditRecord(time: "t", user: "u", terminal: nil, outcome: .chosen(0), means: .key)
        #expect(record.line(for: negativeZero).contains(#""value":"0""#))
        var shell = AlertState(configuration: try parseAlert(count + ["--shell"]).configuration)
        shell.replaceField(0, with: "-012")
        #expect(Answer.text(for: .chosen(0), state: shell, format: .shell)?.contains("answer_count='-12'\n") == true)

        let preset = try parseAlert(["-i", "Count", "--integer", "--value", "0010", "-b", "OK"]).configuration
        let answer = try #require(try PresetAnswer.resolve(option: "OK", environment: nil, in: preset))
        #expect(Answer.text(for: .chosen(answer.buttonIndex), state: answer.state(for: preset)) == "10\n")
        var plain = PlainConversation(configuration: preset)
        #expect(plain.answer("-00") == .ask("1) OK\nChoose 1 [1]: ", echo: true))
        #expect(plain.state.values == ["0"])
    }

    @Test func theBoxIsWideEnoughForItsMessagesAndKeepsItsSizeWhenOneShows() throws {
        var state = AlertState(configuration: try parseAlert(Self.port).configuration)
        let box = state.layout.box
        #expect(state.layout.content.width >= "✗ must be a whole number from 1 to 65535".count)
        state.reject(field: 0, because: "taken")
        #expect(state.layout.box == box)
    }
}
