import TestSupport
import Testing

@testable import AlerttyKit

/// Fields that check their values: the rules, how the alert says a value breaks one, plain
/// mode, and values given in advance.
@Suite struct FieldRulesTests {
    static let port = AlertConfiguration(
        title: "Open a port", buttons: [("Cancel", .cancel), ("Open", .regular)],
        fields: [.integer("Port", from: 1, to: 65535)])

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
        #expect(rules.problem(with: "Web-1") == "is not in the form this field takes", "no regex for a person")
        #expect(rules.problem(with: "Web-1", for: .script) == "must match [a-z][a-z0-9-]*")
        #expect(rules.problem(with: "web-1 x") != nil, "the whole value, not a part of it")
        rules.errorMessage = "use lowercase letters, digits and -"
        #expect(rules.problem(with: "Web") == "use lowercase letters, digits and -")
        #expect(rules.messages() == ["use lowercase letters, digits and -"])
    }

    /// A pattern that is one bracket repeated is said as the characters it takes; any other as
    /// a sentence, never as the regular expression a person cannot read.
    @Test(arguments: [
        ("[a-z0-9-]+", "may hold only lowercase letters, digits and -"),
        ("^[[:alnum:]_.]*$", "may hold only letters, digits, _ and ."),
        ("[A-Z]+", "may hold only capital letters"),
        ("[0-9]*", "may hold only digits"),
        ("[a-f0-9]+", "is not in the form this field takes"),
        ("[^a-z]+", "is not in the form this field takes"),
        ("[a-z ]+", "is not in the form this field takes"),
        ("[!--]+", "is not in the form this field takes"),
        ("[a-z]{3}", "is not in the form this field takes"),
        ("[a-z]+[0-9]", "is not in the form this field takes"),
    ])
    func aPatternIsSaidInWordsAPersonReads(_ pattern: String, _ words: String) {
        var rules = FieldRules()
        rules.pattern = pattern
        #expect(rules.problem(with: "É a") == words)
        #expect(rules.problem(with: "É a", for: .script) == "must match \(pattern)")
        #expect(rules.messages().contains(words), "the box is sized for them")
    }

    @Test func aBrokenPatternIsSaidInWordsInTheAlertAndInPlainMode() throws {
        let host = AlertConfiguration(
            buttons: [("OK", .default)], fields: [.patterned("Host", "[a-z0-9-]+")])
        var state = AlertState(configuration: host)
        _ = state.handle(.key(.paste("Web 1")))
        _ = state.handle(.key(.enter))
        let frame = AlertView.frame(for: state).text
        #expect(frame.contains { $0.contains("✗ may hold only lowercase letters, digits and -") }, "\(frame)")
        #expect(!frame.joined().contains("[a-z0-9-]"))
        // The refused value is not offered back as the default (issue 47).
        var plain = PlainConversation(configuration: host)
        #expect(
            plain.answer("Web 1") == .ask("Host may hold only lowercase letters, digits and -.\nHost: ", echo: true))
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
        #expect(rules.messages().contains("at most 100 characters"))
    }

    /// The box is sized for every message its fields can give: the one for a value too long to
    /// check fits the narrowest field, so a pattern does not widen the box (it made a
    /// 36-column alert 54 wide).
    @Test func theMessageForAValueTooLongToCheckFitsTheNarrowestField() {
        var rules = FieldRules()
        rules.pattern = "[a-z]+"
        let widest = rules.messages().filter { $0.hasPrefix("at most") }.map { DisplayWidth.of($0) + 2 }.max()
        #expect((widest ?? 0) <= AlertLayout.preferredMinimumFieldWidth)
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
        var state = AlertState(configuration: Self.port)
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
        var state = AlertState(configuration: Self.port)
        _ = state.handle(.key(.paste("80x")))
        _ = state.handle(.key(.enter))
        let picture = ProgressViewTests.picture(of: state)
        try ProgressViewTests.expectSnapshot(picture, named: "validated")
        #expect(committedFile("README.md").contains("```\n" + picture + "```\n"))
    }

    @Test func cancelIsNeverStoppedByARule() throws {
        var state = AlertState(configuration: Self.port)
        _ = state.handle(.key(.paste("x")))
        #expect(state.handle(.key(.escape)) == .finish(.chosen(0)))
    }

    @Test func plainModeSaysTheProblemAndAsksAgain() throws {
        var plain = PlainConversation(configuration: Self.port)
        // Asked again offering the last value accepted (none here), never the refused one, which
        // Enter would send again (issue 47).
        #expect(plain.answer("0") == .ask("Port must be a whole number from 1 to 65535.\nPort: ", echo: true))
        guard case .ask = plain.answer("8080") else { throw UnexpectedStep() }
        plain.reject(field: 0, because: "port 8080 is in use")
        #expect(plain.nextStep() == .ask("Port: port 8080 is in use\nPort: ", echo: true))
    }

    @Test func theBoxIsWideEnoughForItsMessagesAndKeepsItsSizeWhenOneShows() throws {
        var state = AlertState(configuration: Self.port)
        let box = state.layout.box
        #expect(state.layout.content.width >= "✗ must be a whole number from 1 to 65535".count)
        state.reject(field: 0, because: "taken")
        #expect(state.layout.box == box)
    }
}

/// Plain mode took another step than the one a test drives it through.
private struct UnexpectedStep: Error {}
