/// A language alertty's own words are shown in: the button titles it supplies, its hints,
/// counts and prompts. The caller's own words are never translated, and diagnostics on stderr
/// stay in English for the script author who reads them.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case italian = "it"
    case portuguese = "pt"
    case brazilianPortuguese = "pt_BR"
    case dutch = "nl"
    case polish = "pl"
    case russian = "ru"
    case ukrainian = "uk"
    case czech = "cs"
    case swedish = "sv"
    case turkish = "tr"
    case japanese = "ja"
    case korean = "ko"
    case simplifiedChinese = "zh_CN"
    case traditionalChinese = "zh_TW"
    /// Every word accented, lengthened and bracketed (`LANG=en_XA`, Android's name for it): for
    /// seeing that no word is left untranslated and that longer words still fit.
    case pseudo = "en_XA"

    /// The first of `candidates` (``MessageLocale/candidates(language:lcAll:lcMessages:lang:)``)
    /// that alertty has words for, else English. Chinese without a territory is Simplified;
    /// Hong Kong's and Macau's are Traditional, as gettext's catalogs file them.
    package init(candidates: [String]) {
        for name in candidates {
            if let known = Language(rawValue: name) {
                self = known
                return
            }
            switch name {
            case "zh", "zh_SG": self = .simplifiedChinese
            case "zh_HK", "zh_MO": self = .traditionalChinese
            default: continue
            }
            return
        }
        self = .english
    }
}
