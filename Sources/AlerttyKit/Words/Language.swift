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
    ///
    /// Names are matched by one switch, not `init(rawValue:)`: for a `String` raw value that
    /// builds a table of the cases at run time, 114,000 instructions before the first frame
    /// (start-up rule 2). A test holds every case's raw value to its case here.
    package init(candidates: [String]) {
        for name in candidates {
            switch name {
            case "en": self = .english
            case "de": self = .german
            case "fr": self = .french
            case "es": self = .spanish
            case "it": self = .italian
            case "pt": self = .portuguese
            case "pt_BR": self = .brazilianPortuguese
            case "nl": self = .dutch
            case "pl": self = .polish
            case "ru": self = .russian
            case "uk": self = .ukrainian
            case "cs": self = .czech
            case "sv": self = .swedish
            case "tr": self = .turkish
            case "ja": self = .japanese
            case "ko": self = .korean
            case "zh_CN", "zh", "zh_SG": self = .simplifiedChinese
            case "zh_TW", "zh_HK", "zh_MO": self = .traditionalChinese
            case "en_XA": self = .pseudo
            default: continue
            }
            return
        }
        self = .english
    }
}
