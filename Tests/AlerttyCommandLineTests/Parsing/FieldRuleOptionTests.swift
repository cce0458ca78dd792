import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// Field rules as the command line gives them: their options and mistakes, and the values
/// given in advance and printed.
@Suite struct FieldRuleOptionTests {
    static let port = [
        "-t", "Open a port", "-i", "Port", "--integer", "1..65535", "-b", "Cancel", "-s", "cancel", "-b", "Open",
    ]

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

    @Test func anAnswerGivenInAdvanceThatBreaksARuleIsFound() throws {
        let configuration = try parseAlert(Self.port).configuration
        let bad = try PresetAnswer.fromAnswers(
            #"{"button":"Open","fields":[{"label":"Port","value":"0"}]}"#, source: .answersOption, in: configuration)
        #expect(bad.brokenRule(in: configuration) == "'Port' from --answers must be a whole number from 1 to 65535")
        let cancel = try PresetAnswer.fromAnswers(
            #"{"button":"Cancel","fields":[{"label":"Port","value":"0"}]}"#, source: .answersOption, in: configuration)
        #expect(cancel.brokenRule(in: configuration) == nil)
    }

    /// A script's author reads the pattern itself on standard error; the person at the alert is
    /// told in words (``FieldRules/problem(with:for:)``).
    @Test func anAnswerGivenInAdvanceThatBreaksAPatternNamesIt() throws {
        let configuration = try parseAlert(["-i", "Host", "--pattern", "[a-z][a-z0-9-]*"]).configuration
        let bad = try PresetAnswer.fromAnswers(
            #"{"button":"OK","fields":[{"label":"Host","value":"Web 1"}]}"#, source: .answersOption, in: configuration)
        #expect(bad.brokenRule(in: configuration) == "'Host' from --answers must match [a-z][a-z0-9-]*")
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
}
