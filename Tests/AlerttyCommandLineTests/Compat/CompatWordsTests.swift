import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// The dialects' own words, as newt's and dialog's catalogs give them under the locale.
@Suite struct CompatWordsTests {
    func words(_ dialect: CompatDialect, _ environment: [String: String]) -> CompatWords {
        CompatWords(dialect, environment: { environment[$0] })
    }

    /// The buttons' words as the screen shows them.
    func shown(_ request: CompatRequest) -> [String] {
        request.configuration.buttons.map { $0.title(in: request.configuration.words) }
    }

    func buttons(_ words: CompatWords, _ list: [CompatWords.Word]) -> [String] { list.map { words[$0] } }

    /// Under `LANG=fr_FR.UTF-8` gettext looks in `fr_FR`, then `fr`: whiptail's newt says
    /// Oui, Non, Ok, Annuler; dialog says Accepter for OK, QUITTER for EXIT (measured on both).
    @Test func frenchIsTheToolsFrench() {
        let french = ["LANG": "fr_FR.UTF-8"]
        #expect(buttons(words(.whiptail, french), [.yes, .no, .ok, .cancel]) == ["Oui", "Non", "Ok", "Annuler"])
        #expect(
            buttons(words(.dialog, french), [.yes, .no, .ok, .cancel, .exit, .extra, .help, .rename]) == [
                "Oui", "Non", "Accepter", "Annuler", "QUITTER", "Extra", "Aide", "Renommer",
            ])
        #expect(words(.dialog, french)[.inProgress] == "En cours")
        #expect(words(.dialog, french).language == .french && words(.whiptail, french).language == .french)
    }

    /// `LANGUAGE`, a list, comes first where the locale is not C; a word a catalog lacks is the
    /// next catalog's, word by word (measured: `LANGUAGE=bg:fr` dialog says Да, Не and Accepter,
    /// bg's catalog having no OK; nor EXIT, which is fr's QUITTER).
    @Test func languageListsComeFirstAndFallBackWordByWord() {
        let listed = ["LANGUAGE": "de:fr", "LANG": "fr_FR.UTF-8"]
        #expect(buttons(words(.whiptail, listed), [.yes, .no]) == ["Ja", "Nein"])
        #expect(buttons(words(.dialog, listed), [.yes, .cancel]) == ["Ja", "Abbrechen"])
        let bulgarianFirst = CompatWords(.dialog, candidates: ["bg", "fr"])
        #expect(buttons(bulgarianFirst, [.yes, .no, .ok, .exit]) == ["Да", "Не", "Accepter", "QUITTER"])
        #expect(buttons(CompatWords(.dialog, candidates: ["bg"]), [.ok]) == ["OK"])
    }

    /// C, POSIX, no locale at all, C.UTF-8, and languages the tool ships no catalog for show
    /// the tool's English: whiptail's `Ok`, dialog's `OK`.
    @Test func englishWhereNoCatalogSpeaks() {
        let english: [[String: String]] = [
            [:], ["LANG": "C"], ["LANG": "POSIX"], ["LANG": "C.UTF-8"], ["LC_ALL": "C", "LANG": "fr_FR.UTF-8"],
            ["LANG": "xx_YY.UTF-8"], ["LANG": "en_US.UTF-8"], ["LANG": "zh_HK.UTF-8"],
        ]
        for environment in english {
            #expect(
                buttons(words(.whiptail, environment), [.yes, .no, .ok, .cancel]) == ["Yes", "No", "Ok", "Cancel"])
            #expect(
                buttons(words(.dialog, environment), [.yes, .no, .ok, .cancel, .exit, .extra, .help, .rename]) == [
                    "Yes", "No", "OK", "Cancel", "EXIT", "Extra", "Help", "Rename",
                ], "\(environment)")
        }
        // newt has Korean, dialog has none: whiptail says 예, dialog Yes.
        let korean = ["LANG": "ko_KR.UTF-8"]
        #expect(words(.whiptail, korean)[.yes] == "예" && words(.dialog, korean)[.yes] == "Yes")
    }

    /// As alertty's own words: a terminal whose locale is not UTF-8 shows English.
    @Test func aLocaleThatIsNotUTF8ShowsEnglish() {
        for environment in [
            ["LANG": "fr_FR.ISO-8859-1"], ["LC_ALL": "fr_FR"], ["LC_CTYPE": "C", "LANG": "fr_FR.UTF-8"],
        ] {
            #expect(words(.dialog, environment)[.yes] == "Yes", "\(environment)")
            #expect(words(.dialog, environment).language == .english)
        }
        #expect(words(.dialog, ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"])[.yes] == "Oui")
    }

    /// Brazilian Portuguese has a catalog of its own; Portugal's and any other territory's
    /// Portuguese is `pt`'s (dialog's EXIT: `Sair` and `SAIR`).
    @Test func brazilianPortugueseIsNotPortugals() {
        #expect(words(.dialog, ["LANG": "pt_BR.UTF-8"])[.exit] == "Sair")
        #expect(words(.dialog, ["LANG": "pt_PT.UTF-8"])[.exit] == "SAIR")
        #expect(words(.dialog, ["LANG": "pt_BR.UTF-8"]).language == .brazilianPortuguese)
        #expect(
            words(.dialog, ["LANG": "zh_TW.UTF-8"])[.ok] == "確定" && words(.dialog, ["LANG": "zh_CN.UTF-8"])[.ok] == "确认"
        )
    }

    /// Every language alertty speaks has its catalog row in each tool that ships one, each word
    /// one line of printable text, no row with more words than there are.
    @Test func everyLanguageAlerttySpeaksHasTheToolsWords() {
        let languages = Language.allCases.filter { $0 != .english && $0 != .pseudo }.map(\.rawValue)
        for name in languages {
            for (dialect, row) in [
                (CompatDialect.whiptail, CompatWords.newtCatalog(name)), (.dialog, CompatWords.dialogCatalog(name)),
            ] {
                guard let row else {
                    #expect(dialect == .dialog && name == "ko", "\(dialect) ships \(name)")
                    continue
                }
                let words = row.split(separator: "|", omittingEmptySubsequences: false)
                #expect(words.count <= CompatWords.Word.allCases.count && !words.isEmpty)
                #expect(words.first?.isEmpty == false, "\(dialect) \(name): Yes")
                #expect(!row.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(name)")
            }
        }
    }

    /// The parser's boxes under the locale: the default buttons and dialog's states translated,
    /// the caller's labels as given, and the answers (statuses, tags) the tool's as ever.
    @Test func theBoxesShowTheToolsWordsAndAnswerAsEver() throws {
        let french = ["LANG": "fr_FR.UTF-8"]
        let yesNo = try compatRequest(["--yesno", "Sûr ?", "8", "40"], .whiptail, environment: french)
        #expect(shown(yesNo) == ["Oui", "Non"])
        // The labels, which answers given in advance name and the log records, stay English.
        #expect(yesNo.configuration.buttons.map(\.label) == ["Yes", "No"])
        #expect(compatAnswer(yesNo, keys: [.enter]) == (nil, 0))
        let relabelled = try compatRequest(
            ["--yes-button", "Install", "--yesno", "x", "8", "40"], .dialog, environment: french)
        #expect(shown(relabelled) == ["Install", "Non"])
        let menu = try compatRequest(
            ["--menu", "Pick", "12", "40", "2", "a", "A", "b", "B"], .dialog, environment: french)
        #expect(shown(menu) == ["Accepter", "Annuler"] && menu.configuration.buttons.map(\.label) == ["OK", "Cancel"])
        #expect(compatAnswer(menu, keys: [.down, .enter]) == ("b", 0))
        let german = ["LANG": "de_DE.UTF-8"]
        let text = try compatRequest(["--textbox", "/etc/hostname", "8", "40"], .dialog, environment: german)
        #expect(shown(text) == ["VERLASSEN"])
        let renaming = try compatRequest(
            ["--help-button", "--inputmenu", "x", "12", "40", "2", "a", "A"], .dialog, environment: german)
        #expect(shown(renaming) == ["OK", "Umbenennen", "Abbrechen", "Hilfe"])
        let steps = try compatRequest(
            ["--mixedgauge", "x", "0", "0", "40", "a", "0", "b", "7", "c", "8"], .dialog,
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(steps.configuration.message?.hasPrefix("a  [    成功     ]\nb  [   処理中    ]\nc  [") == true)
        #expect(steps.configuration.language == .japanese)
        #expect(yesNo.configuration.language == .french)
        #expect(try compatRequest(["--msgbox", "x", "8", "40"], .whiptail).configuration.language == .english)
    }
}
