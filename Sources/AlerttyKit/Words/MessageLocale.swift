/// The locale names messages are looked up under, in gettext's order: what the real dialog and
/// whiptail (and so alertty) take from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`.
///
/// Pure: the caller reads the variables. No locale need be installed; the real tools show
/// English where `setlocale` fails, which alertty does not ask.
package enum MessageLocale {
    /// The candidate names, most wanted first: `["fr_FR", "fr"]` for `LANG=fr_FR.UTF-8`,
    /// `["sr_RS@latin", "sr@latin", "sr_RS", "sr"]` for `sr_RS.UTF-8@latin`.
    ///
    /// The locale is the first non-empty of `lcAll`, `lcMessages` and `lang`; where it is
    /// unset, `C` or `POSIX` (any codeset), nothing is translated and `LANGUAGE` is not read.
    /// Otherwise `language`, a colon-separated list, comes before it, as in GNU gettext.
    package static func candidates(language: String?, lcAll: String?, lcMessages: String?, lang: String?) -> [String] {
        guard let locale = [lcAll, lcMessages, lang].lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }),
            !isUntranslated(locale)
        else { return [] }
        var names: [String] = []
        let listed = (language ?? "").split(separator: ":").map(String.init)
        for name in listed + [locale] {
            for candidate in expanded(name) where !names.contains(candidate) { names.append(candidate) }
        }
        return names
    }

    /// Whether `locale` is the C or POSIX locale, which shows the program's own words.
    private static func isUntranslated(_ locale: String) -> Bool {
        let base = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
        return base == "C" || base == "POSIX"
    }

    /// `ll_CC.codeset@modifier` as the names a catalog may be filed under, most specific first.
    private static func expanded(_ name: String) -> [String] {
        var rest = Substring(name)
        var modifier = ""
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[at...])
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        guard !rest.isEmpty else { return [] }
        let territory = String(rest)
        let language = rest.split(separator: "_", maxSplits: 1).first.map(String.init) ?? territory
        var names: [String] = []
        for base in territory == language ? [language] : [territory, language] {
            if !modifier.isEmpty { names.append(base + modifier) }
        }
        names.append(territory)
        if territory != language { names.append(language) }
        return names
    }
}
