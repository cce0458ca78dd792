import Testing

@testable import AlerttyKit

/// Filling a phrase's placeholders, and the pseudo-language.
@Suite struct WordsTests {
    @Test(arguments: [
        ("Choose at least {1} ({2} chosen)", ["2", "1"], "Choose at least 2 (1 chosen)"),
        ("{2} sur {1}", ["412", "3"], "3 sur 412"),
        ("{1} and {1}", ["a"], "a and a"),
        ("{1} of {2}", ["3"], "3 of "),
        ("{1} of {2}", [], " of "),
        ("no placeholder", ["x"], "no placeholder"),
        ("a { brace", ["x"], "a { brace"),
        ("{", ["x"], "{"),
        ("}{", ["x"], "}{"),
        ("{}", ["x"], "{}"),
        ("{0}", ["x"], "{0}"),
        ("{+1} { 1} {-1} {1a}", ["x"], "{+1} { 1} {-1} {1a}"),
        ("{99999999999999999999999}", ["x"], "{99999999999999999999999}"),
        ("{10}", (1...10).map(String.init), "10"),
        ("{a {1}}", ["x"], "{a x}"),
        ("{{1}}", ["x"], "{x}"),
        ("é{1}ü", ["中"], "é中ü"),
    ])
    func filling(_ template: String, _ arguments: [String], _ filled: String) {
        #expect(Words.filling(template, with: arguments) == filled)
    }

    /// An argument is put in as it is: its own braces are not read as placeholders.
    @Test func argumentsAreNotFilledThemselves() {
        #expect(Words.filling("{1} {2}", with: ["{2}", "b"]) == "{2} b")
        #expect(Words(.french)(.cancel, "ignored") == "Annuler")
    }

    @Test func pseudoWordsAreAccentedLongerAndBracketed() {
        #expect(Words(.pseudo)(.cancel) == "⟦Çáñçél··⟧")
        #expect(Words.pseudo("Choose at least {1}").contains("{1}"))
        #expect(Words.filling(Words.pseudo("{1} of {2}"), with: ["3", "412"]).contains("3 öf 412"))
    }
}
