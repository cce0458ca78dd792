import Testing

@testable import AlerttyKit

/// `--pattern`: what it costs the C library before it is compiled, and what it matches.
@Suite struct FieldPatternTests {
    /// Each `{m,n}` is written out `n` times, groups and brackets as one piece, as the C
    /// library writes them.
    @Test(
        arguments: [
            ("a{1,32767}", 32767, 0), ("(((a{1,100}){1,100}){1,100}){1,100}", 100_000_000, 0),
            ("(ab|c){2,3}", 9, 0), ("a{2}{3}", 6, 0), ("a+b*c?", 4, 0), ("a{3,}", 4, 0), ("a{,5}", 5, 0),
            ("[]a]{7}", 7, 0), ("[^]a]{7}", 7, 0), ("[[:alpha:]]{2}x", 3, 0), ("[[.].]]{4}", 4, 0),
            ("\\{{5}", 5, 0), ("é{3}", 3, 0), ("a{x}", 4, 0), ("a\\b{3}", 4, 3), ("(a|^b)$", 3, 1),
            ("^web$", 3, 0), ("^a|^b$|c", 3, 0),
        ] as [(String, Int, Int)])
    func theSizeIsThePatternWrittenOut(_ pattern: String, _ size: Int, _ anchors: Int) {
        let shape = FieldPattern.Shape(of: Array(pattern.utf8))
        #expect(shape.size == size && shape.anchors == anchors)
    }

    /// The anchors at the ends are left out of what is compiled; the value's own newline stands
    /// in for `^` (see ``FieldPattern/Shape/compiledText``).
    @Test func redundantAnchorsAreLeftOut() {
        let compiled = FieldPattern.Shape(of: Array("^a|b$|^c$|\\^d\\$|[$]".utf8)).compiledText
        #expect(String(decoding: compiled, as: UTF8.self) == "\n(a|b|c|\\^d\\$|[$])$")
    }

    @Test func aPatternTooLargeToCompileQuicklyIsRefusedBeforeItIsCompiled() {
        #expect(FieldPattern.problem(with: "a{1,1000}") == nil)
        #expect(FieldPattern.problem(with: "a{1,1001}") == .tooLarge(size: 1001, limit: 1000))
        #expect(FieldPattern.problem(with: "a{1,32767}") == .tooLarge(size: 32767, limit: 1000))
        #expect(FieldPattern.problem(with: "(((a{1,100}){1,100}){1,100}){1,100}") != nil)
        #expect(FieldPattern.problem(with: "x\\b(a*){1,49}") == nil)
        #expect(FieldPattern.problem(with: "(\\<|a*){1,50}") == .tooLarge(size: 5000, limit: 100))
        #expect(FieldPattern.problem(with: "(a)\\1") == .backReference)
    }

    /// The shapes that cost the C library most, at the limit, compile and match: within a
    /// test's patience (each took seconds to minutes behind a `^`).
    @Test(arguments: ["(a*){1,1000}", "(b|a*){1,500}", "^(a*){1,1000}$", "([[:alpha:]]|[^a]*){0,500}"])
    func theCostliestShapesAtTheLimitCompile(_ pattern: String) {
        #expect(FieldPattern.problem(with: pattern) == nil)
        #expect(FieldPattern.matches(String(repeating: "a", count: 500), pattern: pattern))
    }

    @Test func aPatternsOwnAnchorsStillHold() {
        #expect(FieldPattern.matches("web-1", pattern: "^web-[0-9]+$"))
        #expect(FieldPattern.matches("b", pattern: "^a|^b"))
        #expect(!FieldPattern.matches("ab", pattern: "a^b"))
        #expect(!FieldPattern.matches("xweb-1", pattern: "^web-[0-9]+$"))
        #expect(!FieldPattern.matches("web\nweb", pattern: "web|.*"), "a value is one line")
    }

    /// A `)` that closes no group would close the whole-value wrapper `\n(`…`)$` instead, and
    /// leave the rest of the pattern unanchored: `a)|(b` matched `zzzb`.
    @Test(arguments: ["a)|(b", "x)|((a|aa)*b", "a)|b", "a)", ")", "(a))", "(a)|b)"])
    func aParenthesisThatClosesNoGroupIsRefused(_ pattern: String) {
        #expect(FieldPattern.problem(with: pattern) == .unmatchedParenthesis)
    }

    @Test(arguments: ["(a)|(b)", "\\)", "[)]", "[]a)]", "((a)|b)c", "[[:alpha:])]"])
    func aParenthesisInABracketOrEscapedIsTheCharacter(_ pattern: String) {
        #expect(FieldPattern.problem(with: pattern) == nil)
    }

    /// The C library builds its matcher while it matches, and on a character beyond ASCII that
    /// costs it about the square of the pattern's size for each character of the value:
    /// `.{0,1000}` on 1000 é ran for minutes. The longest value checked shrinks as the pattern
    /// grows, and ten times more beyond ASCII.
    @Test func theLongestValueCheckedShrinksAsThePatternGrows() {
        #expect(FieldPattern.longestValue(for: ".{0,1000}", beyondASCII: true) == 10)
        #expect(FieldPattern.longestValue(for: ".{0,1000}", beyondASCII: false) == 100)
        #expect(FieldPattern.longestValue(for: "[a-z][a-z0-9-]*", beyondASCII: false) == 50_000)
        #expect(FieldPattern.longestValue(for: "", beyondASCII: true) == 10_000)
        #expect(FieldPattern.tooLongToCheck(String(repeating: "é", count: 1000), pattern: ".{0,1000}") == 10)
        #expect(FieldPattern.tooLongToCheck(String(repeating: "é", count: 10), pattern: ".{0,1000}") == nil)
        #expect(FieldPattern.tooLongToCheck(String(repeating: "a", count: 100), pattern: ".{0,1000}") == nil)
        #expect(FieldPattern.tooLongToCheck(String(repeating: "a", count: 101), pattern: ".{0,1000}") == 100)
        // Counted as the C library counts: code points, not what a person sees as one.
        #expect(FieldPattern.tooLongToCheck("e" + String(repeating: "\u{301}", count: 10), pattern: ".{0,1000}") == 10)
    }
}
