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

    @Test(arguments: translated)
    func everyPhraseIsWordsWithTheEnglishPlaceholders(_ language: Language) {
        let words = Words(language)
        for phrase in Phrase.allCases {
            let text = words(phrase)
            #expect(!text.isEmpty, "\(language) \(phrase)")
            #expect(text.first?.isWhitespace != true && text.last?.isWhitespace != true, "\(language) \(phrase)")
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

    /// Where a language writes the English word itself (keycaps, `OK`), said so here; any other
    /// phrase of more than 3 letters that reads as its English is a catalog copied, not
    /// translated. The list is exact: an exception no longer needed fails too.
    static let sameAsEnglish: [Language: Set<Phrase>] = [:]

    @Test(arguments: translated)
    func aCatalogIsNotEnglishCopied(_ language: Language) {
        let worded = Phrase.allCases.filter { $0.english.filter(\.isLetter).count > 3 }
        let same = Set(worded.filter { Words(language)($0) == $0.english })
        #expect(same == Self.sameAsEnglish[language, default: []], "\(language)")
        #expect(same.count * 5 <= worded.count, "\(language): \(same.count) of \(worded.count) as in English")
    }

    /// Each language's own word reaches it: dialog's catalogs' Cancel (newt's for Korean, which
    /// dialog has none in), so no two catalogs are crossed.
    @Test(arguments: [
        (Language.german, "Abbrechen"), (.french, "Annuler"), (.spanish, "Cancelar"), (.italian, "Annulla"),
        (.portuguese, "Cancelar"), (.brazilianPortuguese, "Cancelar"), (.dutch, "Annuleren"), (.polish, "Anuluj"),
        (.russian, "Отмена"), (.ukrainian, "Скасувати"), (.czech, "Storno"), (.swedish, "Avbryt"),
        (.turkish, "İptal"), (.japanese, "取消"), (.korean, "취소"), (.simplifiedChinese, "取消"),
        (.traditionalChinese, "取消"), (.english, "Cancel"),
    ])
    func cancelIsDialogsOwnWord(_ language: Language, _ cancel: String) {
        #expect(Words(language)(.cancel) == cancel)
    }

    @Test(arguments: [
        (Language.german, "OK", "Ja", "Nein"), (.french, "Accepter", "Oui", "Non"), (.spanish, "Aceptar", "Sí", "No"),
        (.brazilianPortuguese, "Aceitar", "Sim", "Não"), (.russian, "OK", "Да", "Нет"),
        (.ukrainian, "Гаразд", "Так", "Ні"), (.czech, "Budiž", "Ano", "Ne"), (.turkish, "Tamam", "Evet", "Hayır"),
        (.japanese, "了解", "はい", "いいえ"), (.korean, "확인", "예", "아니요"),
        (.simplifiedChinese, "确认", "是", "否"), (.traditionalChinese, "確定", "是", "否"),
    ])
    func theButtonsAreDialogsOwnWords(_ language: Language, _ ok: String, _ yes: String, _ no: String) {
        let words = Words(language)
        #expect([words(.ok), words(.yes), words(.no)] == [ok, yes, no])
    }
}
