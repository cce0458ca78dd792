import AlerttyKit

/// The words a dialect shows of its own (its default buttons, dialog's step states) as the
/// real tool shows them under the person's locale: from newt's message catalog for whiptail
/// and dialog's for dialog, carried into the binary (`CompatWords+Newt.swift`,
/// `CompatWords+Dialog.swift`) for every language each tool ships.
///
/// Looked up as gettext looks them up, word by word: the first of ``MessageLocale``'s
/// candidates whose catalog translates the word gives it, else the tool's English. Unlike the
/// real tools, which show English where the locale is not generated (`setlocale` fails),
/// alertty does not ask whether it is. The caller's own labels are never translated, and
/// answers stay the tool's English whatever the screen shows.
package struct CompatWords: Equatable, Sendable {
    /// A word of the tool's own, in the order its catalog's table holds it.
    package enum Word: Int, CaseIterable, Sendable {
        case yes, no, ok, cancel
        /// dialog's text and tail boxes' OK.
        case exit
        case extra, help
        /// dialog's `--inputmenu` Extra button.
        case rename
        /// dialog's `--mixedgauge` states 0 to 9, but for 8 (a blank).
        case succeeded, failed, passed, completed, checked, done, skipped, inProgress, notApplicable
        /// The caption over dialog's `--mixedgauge` bar.
        case overallProgress

        /// The word as the tool writes it in English (its msgid): whiptail's OK is newt's `Ok`.
        package func english(in dialect: CompatDialect) -> String {
            switch self {
            case .yes: "Yes"
            case .no: "No"
            case .ok: dialect == .whiptail ? "Ok" : "OK"
            case .cancel: "Cancel"
            case .exit: "EXIT"
            case .extra: "Extra"
            case .help: "Help"
            case .rename: "Rename"
            case .succeeded: "Succeeded"
            case .failed: "Failed"
            case .passed: "Passed"
            case .completed: "Completed"
            case .checked: "Checked"
            case .done: "Done"
            case .skipped: "Skipped"
            case .inProgress: "In Progress"
            case .notApplicable: "N/A"
            case .overallProgress: "Overall Progress"
            }
        }
    }

    /// The dialect whose words these are.
    package let dialect: CompatDialect
    /// The language of alertty's own words in the dialect's boxes, the locale's as the tool's
    /// words are: dialog's calendar names its months and weekdays in it (the C library's names,
    /// not its catalog's: measured `mars`, `dim lun`; `März`, `So Mo`; `3月`, `日 月`), and so
    /// does alertty's. whiptail's screens show none of alertty's words; those a person meets
    /// beside them (plain mode's prompts, the summary line) are then in the buttons' language.
    package let language: Language
    /// The catalogs' rows for the candidates that have one, most wanted first; each row the
    /// translations in ``Word``'s order, empty where that catalog has none.
    private let rows: [[Substring]]

    /// The tool's English.
    package init(_ dialect: CompatDialect) {
        self.dialect = dialect
        rows = []
        language = .english
    }

    /// The words of `dialect` for gettext's `candidates` (``MessageLocale``): `["fr_FR", "fr"]`.
    package init(_ dialect: CompatDialect, candidates: [String]) {
        self.dialect = dialect
        language = Language(candidates: candidates)
        rows = candidates.compactMap { name in
            (dialect == .whiptail ? Self.newtCatalog(name) : Self.dialogCatalog(name)).map {
                $0.split(separator: "|", omittingEmptySubsequences: false)
            }
        }
    }

    /// The words of `dialect` under the locale `environment` names (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`); English where the terminal's locale is not UTF-8, as alertty's
    /// own words are.
    package init(_ dialect: CompatDialect, environment: (String) -> String?) {
        let lcAll = environment("LC_ALL")
        let lang = environment("LANG")
        guard LocaleEncoding.isUTF8(lcAll: lcAll, lcCType: environment("LC_CTYPE"), lang: lang) else {
            self.init(dialect)
            return
        }
        self.init(
            dialect,
            candidates: MessageLocale.candidates(
                language: environment("LANGUAGE"), lcAll: lcAll, lcMessages: environment("LC_MESSAGES"), lang: lang))
    }

    /// The tool's own button that `word` is: labelled in the tool's English, which answers given
    /// in advance name and the log records, and shown as the tool shows it.
    package func button(_ word: Word, style: ButtonStyle) -> AlertButton {
        var button = AlertButton(label: word.english(in: dialect), style: style)
        let shown = self[word]
        if shown != button.label { button.toolTitle = shown }
        return button
    }

    /// `word` as the tool shows it.
    package subscript(_ word: Word) -> String {
        for row in rows where row.indices.contains(word.rawValue) && !row[word.rawValue].isEmpty {
            return String(row[word.rawValue])
        }
        return word.english(in: dialect)
    }
}
