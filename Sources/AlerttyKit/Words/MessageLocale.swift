/// The locale names messages are looked up under, in gettext's order: what the real dialog and
/// whiptail (and so alertty) take from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`.
///
/// Pure: the caller reads the variables. No locale need be installed; the real tools show
/// English where `setlocale` fails, which alertty does not ask.
package enum MessageLocale {
    /// The candidate names, most wanted first: `["fr_FR", "fr"]` for `LANG=fr_FR.UTF-8`,
    /// `["sr_RS@latin", "sr@latin", "sr_RS", "sr"]` for `sr_RS.UTF-8@latin`.
    ///
    /// The locale is the first non-empty of `lcAll`, `lcMessages` and `lang`. Where it is unset,
    /// `C` or `POSIX`, nothing is translated and `LANGUAGE` is not read. Otherwise a non-empty
    /// `language`, a colon-separated list, is read instead of the locale, up to a `C` or `POSIX`
    /// in it (English from there on), as glibc's gettext does: so `C.UTF-8`, a locale of its own
    /// there, names no language itself but lets `LANGUAGE` name one.
    package static func candidates(language: String?, lcAll: String?, lcMessages: String?, lang: String?) -> [String] {
        // One by one, not the first of an array of the three: an array of `String?` builds
        // `Optional`'s metadata at run time, 35,600 instructions before the first frame
        // (start-up rule 2).
        var locale = lcAll ?? ""
        if locale.isEmpty { locale = lcMessages ?? "" }
        if locale.isEmpty { locale = lang ?? "" }
        guard !locale.isEmpty, locale != "C", base(of: locale) != "POSIX" else { return [] }
        let listed: [Substring]
        if let language, !language.isEmpty {
            listed = language.split(separator: ":")
        } else if base(of: locale) == "C" {
            return []
        } else {
            listed = [Substring(locale)]
        }
        var names: [String] = []
        for name in listed {
            if name == "C" || name == "POSIX" { break }
            names += expanded(name)
        }
        return distinct(names)
    }

    /// `names` without repeats, the first of each kept: compared in place when few, as for one
    /// locale (a `Set` built its metadata at run time, 100,000 instructions before the first
    /// frame: start-up rule 2), through a set when many (a `LANGUAGE` of 128 KiB must not cost
    /// a quadratic search).
    private static func distinct(_ names: [String]) -> [String] {
        var kept: [String] = []
        if names.count <= 16 {
            for name in names where !kept.contains(name) { kept.append(name) }
            return kept
        }
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted { kept.append(name) }
        return kept
    }

    /// `locale` without its codeset and modifier: `C` for `C.UTF-8`.
    private static func base(of locale: String) -> Substring {
        locale.prefix { $0 != "." && $0 != "@" }
    }

    /// `ll_CC.codeset@modifier` as the names a catalog may be filed under, most specific first.
    private static func expanded(_ name: Substring) -> [String] {
        var rest = name
        var modifier = ""
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[at...])
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        let language = rest.prefix { $0 != "_" }
        // `_FR` or `@latin` alone names no language.
        guard !language.isEmpty else { return [] }
        let bases = language == rest ? [String(rest)] : [String(rest), String(language)]
        return modifier.isEmpty ? bases : bases.map { $0 + modifier } + bases
    }
}
