import Testing

@testable import AlerttyKit

/// The 17 catalogs: every phrase in every language, shaped as its English is.
@Suite struct CatalogTests {
    /// The languages with a catalog of their own (English is the phrases' own, the pseudo
    /// language is made from it).
    static let translated = Language.allCases.filter { $0 != .english && $0 != .pseudo }

    /// The placeholders `{n}` in `text`, as a multiset.
    private static func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "}") else { break }
            let inside = rest[..<close]
            if !inside.isEmpty, inside.allSatisfy(\.isASCII), inside.allSatisfy(\.isNumber) {
                found.append(String(inside))
                rest = rest[rest.index(after: close)...]
            }
        }
        return found.sorted()
    }

    /// The spaces that begin and end `text`: a phrase joined to others keeps its English's.
    private static func edges(_ text: String) -> [Substring] {
        [text.prefix(while: \.isWhitespace), Substring(text.reversed().prefix(while: \.isWhitespace).reversed())]
    }

    @Test(arguments: translated)
    func everyPhraseIsWordsWithTheEnglishPlaceholders(_ language: Language) {
        let words = Words(language)
        for phrase in Phrase.allCases {
            let text = words(phrase)
            #expect(!text.isEmpty, "\(language) \(phrase)")
            #expect(Self.edges(text) == Self.edges(phrase.english), "\(language) \(phrase): spaces at the ends")
            // A control character, or a bidirectional or invisible format one, would move the
            // cursor or the text around on the screen.
            #expect(
                !text.unicodeScalars.contains {
                    $0.properties.generalCategory == .control
                        || ($0.properties.generalCategory == .format && $0 != "\u{200D}")
                },
                "\(language) \(phrase): \(text.debugDescription)")
            #expect(Self.placeholders(text) == Self.placeholders(phrase.english), "\(language) \(phrase): \(text)")
        }
    }

    /// Screens are narrow: no translation is much wider than its English (CJK counted double).
    @Test(arguments: translated)
    func noPhraseIsMuchWiderThanItsEnglish(_ language: Language) {
        for phrase in Phrase.allCases {
            let english = DisplayWidth.of(phrase.english)
            let width = DisplayWidth.of(Words(language)(phrase))
            #expect(width <= max(english * 2, english + 12), "\(language) \(phrase): \(Words(language)(phrase))")
        }
    }

    /// Where a language writes the English word itself, said so here; any other phrase of more
    /// than 3 letters that reads as its English is a catalog copied, not translated. The list is
    /// exact: an exception no longer needed fails too. The keycaps (`Enter`, `Ctrl-`) are the
    /// keyboard's own but in German, French, Spanish and Italian; the rest are the language's own
    /// words (German's April, French's Question, Dutch's week).
    static let sameAsEnglish: [Language: Set<Phrase>] = [
        .german: [.filterLabel, .april, .august, .september, .november],
        .french: [.keyControl, .iconQuestion],
        .spanish: [.keyControl, .iconError],
        .italian: [.keyControl],
        .portuguese: [.keyEnter, .keyControl, .itemCountOne],
        .brazilianPortuguese: [.keyEnter, .keyControl, .itemCountOne],
        .dutch: [.keyEnter, .keyControl, .hintWeek, .itemCountOne, .itemCount, .filterLabel, .letters],
        .polish: [.keyEnter, .keyControl], .russian: [.keyEnter, .keyControl], .ukrainian: [.keyEnter, .keyControl],
        .czech: [.keyEnter, .keyControl], .swedish: [.keyEnter, .keyControl, .filterLabel],
        .turkish: [.keyEnter, .keyControl], .japanese: [.keyEnter, .keyControl], .korean: [.keyEnter, .keyControl],
        .simplifiedChinese: [.keyEnter, .keyControl], .traditionalChinese: [.keyEnter, .keyControl],
    ]

    @Test(arguments: translated)
    func aCatalogIsNotEnglishCopied(_ language: Language) {
        let worded = Phrase.allCases.filter { $0.english.filter(\.isLetter).count > 3 }
        let same = Set(worded.filter { Words(language)($0) == $0.english })
        #expect(same == Self.sameAsEnglish[language, default: []], "\(language)")
        #expect(same.count * 5 <= worded.count, "\(language): \(same.count) of \(worded.count) as in English")
    }

    /// Each language's own word reaches it, as its desktops say it (dialog's catalogs agree but
    /// for Czech and Japanese), so no two catalogs are crossed.
    @Test(arguments: [
        (Language.german, "Abbrechen"), (.french, "Annuler"), (.spanish, "Cancelar"), (.italian, "Annulla"),
        (.portuguese, "Cancelar"), (.brazilianPortuguese, "Cancelar"), (.dutch, "Annuleren"), (.polish, "Anuluj"),
        (.russian, "Отмена"), (.ukrainian, "Скасувати"), (.czech, "Zrušit"), (.swedish, "Avbryt"),
        (.turkish, "İptal"), (.japanese, "キャンセル"), (.korean, "취소"), (.simplifiedChinese, "取消"),
        (.traditionalChinese, "取消"), (.english, "Cancel"),
    ])
    func cancelIsTheLanguagesOwnWord(_ language: Language, _ cancel: String) {
        #expect(Words(language)(.cancel) == cancel)
    }

    @Test(arguments: [
        (Language.german, "OK", "Ja", "Nein"), (.french, "OK", "Oui", "Non"), (.spanish, "Aceptar", "Sí", "No"),
        (.brazilianPortuguese, "OK", "Sim", "Não"), (.russian, "OK", "Да", "Нет"),
        (.ukrainian, "Гаразд", "Так", "Ні"), (.czech, "OK", "Ano", "Ne"), (.turkish, "Tamam", "Evet", "Hayır"),
        (.japanese, "OK", "はい", "いいえ"), (.korean, "확인", "예", "아니요"),
        (.simplifiedChinese, "确定", "是", "否"), (.traditionalChinese, "確定", "是", "否"),
    ])
    func theButtonsAreTheLanguagesOwnWords(_ language: Language, _ ok: String, _ yes: String, _ no: String) {
        let words = Words(language)
        #expect([words(.ok), words(.yes), words(.no)] == [ok, yes, no])
    }
}
