import Testing

@testable import AlerttyKit

/// The locale names and the language chosen from them, against what glibc's gettext did with
/// dialog's own catalogs (`gettext -d dialog Cancel` under each environment, locales generated).
@Suite struct MessageLocaleTests {
    private static func candidates(
        language: String? = nil, lcAll: String? = nil, lcMessages: String? = nil, lang: String? = nil
    ) -> [String] {
        MessageLocale.candidates(language: language, lcAll: lcAll, lcMessages: lcMessages, lang: lang)
    }

    @Test func theLocaleWithoutItsCodesetThenItsLanguage() {
        #expect(Self.candidates(lang: "fr_FR.UTF-8") == ["fr_FR", "fr"])
        #expect(Self.candidates(lang: "de") == ["de"])
        #expect(Self.candidates(lang: "pt_BR.utf8") == ["pt_BR", "pt"])
        #expect(Self.candidates(lang: "sr_RS.UTF-8@latin") == ["sr_RS@latin", "sr@latin", "sr_RS", "sr"])
        #expect(Self.candidates(lang: "de_DE@euro") == ["de_DE@euro", "de@euro", "de_DE", "de"])
    }

    @Test func lcAllThenLcMessagesThenLangAndEmptyValuesSkipped() {
        #expect(Self.candidates(lcMessages: "fr_FR.UTF-8", lang: "ja_JP.UTF-8") == ["fr_FR", "fr"])
        #expect(
            Self.candidates(lcAll: "de_DE.UTF-8", lcMessages: "fr_FR.UTF-8", lang: "ja_JP.UTF-8") == ["de_DE", "de"])
        #expect(Self.candidates(lcAll: "", lcMessages: "", lang: "ja_JP.UTF-8") == ["ja_JP", "ja"])
        #expect(Self.candidates(lcAll: "", lcMessages: nil, lang: "") == [])
        #expect(Self.candidates() == [])
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "C.utf8", "POSIX.UTF-8"])
    func theCLocaleNamesNoLanguage(_ locale: String) {
        #expect(Self.candidates(lang: locale) == [])
        // Over a translated LANG too: LC_ALL=C.UTF-8 LANG=fr_FR.UTF-8 showed dialog's English.
        #expect(Self.candidates(lcAll: locale, lang: "fr_FR.UTF-8") == [])
    }

    @Test func languageIsReadInsteadOfTheLocale() {
        #expect(Self.candidates(language: "de:fr", lang: "ja_JP.UTF-8") == ["de", "fr"])
        #expect(Self.candidates(language: "de_AT:fr", lang: "ja_JP.UTF-8") == ["de_AT", "de", "fr"])
        // LANGUAGE=xx LANG=fr_FR.UTF-8 showed English, not French: the locale is not appended.
        #expect(Self.candidates(language: "xx", lang: "fr_FR.UTF-8") == ["xx"])
        #expect(Self.candidates(language: "::de", lang: "fr_FR.UTF-8") == ["de"])
        #expect(Self.candidates(language: ":", lang: "fr_FR.UTF-8") == [])
        #expect(Self.candidates(language: "", lang: "fr_FR.UTF-8") == ["fr_FR", "fr"])
        #expect(Self.candidates(language: "fr_FR:fr:fr_FR.UTF-8", lang: "fr_FR.UTF-8") == ["fr_FR", "fr"])
    }

    @Test func languageIsNotReadUnderC() {
        #expect(Self.candidates(language: "de:fr", lang: "C") == [])
        #expect(Self.candidates(language: "de:fr", lang: "POSIX") == [])
        #expect(Self.candidates(language: "de:fr") == [])
        #expect(Self.candidates(language: "de", lcMessages: "C", lang: "fr_FR.UTF-8") == [])
        // glibc's C.UTF-8 is a locale of its own: LANGUAGE=fr LANG=C.UTF-8 showed French.
        #expect(Self.candidates(language: "fr", lang: "C.UTF-8") == ["fr"])
    }

    @Test func aCInTheLanguageListEndsIt() {
        // LANGUAGE=C:de LANG=fr_FR.UTF-8 showed English.
        #expect(Self.candidates(language: "C:de", lang: "fr_FR.UTF-8") == [])
        #expect(Self.candidates(language: "ja:POSIX:de", lang: "fr_FR.UTF-8") == ["ja"])
    }

    @Test func namesWithoutALanguageAreLeftOut() {
        #expect(Self.candidates(language: "_FR:@latin:.UTF-8:de", lang: "fr_FR.UTF-8") == ["de"])
        #expect(Self.candidates(lang: "_FR.UTF-8") == [])
    }

    @Test func aHugeLanguageListIsReadInAMoment() {
        let names = (0..<20_000).map { "x\($0)_YY" }
        let found = Self.candidates(language: (names + names).joined(separator: ":") + ":fr", lang: "de_DE.UTF-8")
        #expect(found.count == 40_001)
        #expect(found.last == "fr")
    }

    @Test(arguments: [
        (["fr_FR", "fr"], Language.french), (["pt_BR", "pt"], .brazilianPortuguese), (["pt_PT", "pt"], .portuguese),
        (["pt"], .portuguese), (["zh_CN", "zh"], .simplifiedChinese), (["zh_TW", "zh"], .traditionalChinese),
        (["zh_SG", "zh"], .simplifiedChinese), (["zh_HK", "zh"], .traditionalChinese),
        (["zh_MO", "zh"], .traditionalChinese), (["zh"], .simplifiedChinese), (["en_XA", "en"], .pseudo),
        (["en_GB", "en"], .english), (["en", "de"], .english), (["xx", "de_AT", "de"], .german),
        (["sr_RS@latin", "sr@latin", "sr_RS", "sr"], .english), ([], .english), (["ja_JP", "ja"], .japanese),
        (["ko_KR", "ko"], .korean), (["uk_UA", "uk"], .ukrainian), (["nb_NO", "nb"], .english),
    ])
    func theFirstLanguageAlerttyHasWordsFor(_ names: [String], _ language: Language) {
        #expect(Language(candidates: names) == language)
    }

    @Test func everyLanguageIsFoundByItsOwnName() {
        for language in Language.allCases {
            #expect(
                Language(
                    candidates: MessageLocale.candidates(
                        language: nil, lcAll: nil, lcMessages: nil,
                        lang: language.rawValue + ".UTF-8")) == language)
        }
    }
}
