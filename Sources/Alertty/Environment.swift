import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The environment variables alertty honours, read once.
package struct Environment: Sendable {
    /// `ALERTTY_ANSWER`: a button label to choose without showing the alert.
    package var answer: String?
    /// `ALERTTY_ANSWERS`, if set and not empty: a file holding the whole answer as JSON.
    package var answersFile: String?
    /// `ALERTTY_LOG`, if set and not empty: the audit log.
    package var logFile: String?
    /// `ALERTTY_ANSWERS_STRICT` is set and not empty: an entry a run passed over fails it.
    package var answersStrict: Bool
    /// `ALERTTY_ID`, if set and not empty: the alert's name when `--id` is not given.
    package var id: String?
    /// `ALERTTY_RECORD`, if set and not empty: the file answered alerts are recorded in.
    package var recordFile: String?
    /// `ALERTTY_ANSWER` is set but not valid UTF-8 (``answer`` holds it repaired).
    package var answerIsNotUTF8: Bool
    /// `TERM`, as set.
    package var term: String?
    /// `ALERTTY_PLAIN` is set, or `TERM=dumb`: ask in plain lines.
    package var plain: Bool
    /// `ALERTTY_PLAIN` is set and not empty: plain lines asked for, not only implied by `TERM`.
    package var plainAsked: Bool
    /// The terminal's family, colour depth and background as the environment tells them
    /// (TERM, NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, COLORTERM, COLORFGBG).
    package var terminal: TerminalProfile
    /// `ALERTTY_THEME`, as typed.
    package var theme: String?
    /// `ALERTTY_REDUCE_MOTION` is set and not empty: no animation whatever a script asks for.
    package var reduceMotion: Bool
    /// `COLUMNS` and `LINES`, used when the terminal does not report its size.
    package var columns: Int?
    package var lines: Int?
    /// Whether the locale (LC_ALL, LC_CTYPE, LANG) is UTF-8; ASCII stands in for symbols where not.
    package var unicode: Bool
    /// The language of alertty's own words, as gettext would pick it (LANGUAGE, LC_ALL,
    /// LC_MESSAGES, LANG); English where the terminal is not UTF-8, whose bytes could not show
    /// most translations.
    package var language: Language

    package static func current() -> Environment {
        func value(_ variable: EnvironmentVariable) -> String? { environmentValue(variable.rawValue) }
        let term = value(.terminalType)
        let plainAsked = !(value(.plain) ?? "").isEmpty
        let unicode = LocaleEncoding.isUTF8(
            lcAll: value(.allLocale), lcCType: value(.characterLocale), lang: value(.language))
        return Environment(
            answer: value(.answer),
            answersFile: value(.answers).flatMap { $0.isEmpty ? nil : $0 },
            logFile: value(.log).flatMap { $0.isEmpty ? nil : $0 },
            answersStrict: !(value(.answersStrict) ?? "").isEmpty,
            id: value(.id).flatMap { $0.isEmpty ? nil : $0 },
            recordFile: value(.record).flatMap { $0.isEmpty ? nil : $0 },
            answerIsNotUTF8: getenv(EnvironmentVariable.answer.rawValue).map { String(validatingCString: $0) == nil }
                ?? false,
            term: term,
            plain: plainAsked || term == "dumb",
            plainAsked: plainAsked,
            terminal: TerminalProfile(
                term: term, colorTerm: value(.colorTerm), noColor: value(.noColor),
                forceColor: value(.forceColor), clicolorForce: value(.clicolorForce), colorFgBg: value(.colorFgBg)),
            theme: value(.theme),
            reduceMotion: !(value(.reduceMotion) ?? "").isEmpty,
            columns: value(.columns).flatMap { Int($0) },
            lines: value(.lines).flatMap { Int($0) },
            unicode: unicode, language: unicode ? messageLanguage(value) : .english)
    }

    /// The language of alertty's own words from `value`'s locale variables
    /// (``MessageLocale/candidates(language:lcAll:lcMessages:lang:)``).
    private static func messageLanguage(_ value: (EnvironmentVariable) -> String?) -> Language {
        Language(
            candidates: MessageLocale.candidates(
                language: value(.languageList), lcAll: value(.allLocale), lcMessages: value(.messagesLocale),
                lang: value(.language)))
    }

    /// The size to lay out for when the terminal reports none: COLUMNS/LINES, else 80×24.
    package var fallbackSize: TerminalSize {
        TerminalSize(columns: columns ?? AlertState.assumedSize.columns, rows: lines ?? AlertState.assumedSize.rows)
    }
}

extension TerminalPort {
    /// The size the terminal reports, else `fallback` (``Environment/fallbackSize``).
    package func size(orElse fallback: TerminalSize) -> TerminalSize {
        windowSize().map { TerminalSize(columns: $0.columns, rows: $0.rows) } ?? fallback
    }
}

extension AlertCalendar {
    /// Today and the time now from the system's clock in local time, and the first weekday of
    /// the locale that LC_ALL, LC_TIME or LANG names (the first set and not empty).
    package static func current() -> AlertCalendar {
        func value(_ variable: EnvironmentVariable) -> String? {
            environmentValue(variable.rawValue).flatMap { $0.isEmpty ? nil : $0 }
        }
        let locale = value(.allLocale) ?? value(.timeLocale) ?? value(.language) ?? ""
        let clock = LocalClockReading.now()
        return AlertCalendar(
            today: clock.flatMap { CivilDate(year: $0.year, month: $0.month, day: $0.day) },
            secondsSinceMidnight: clock?.secondsSinceMidnight, firstWeekday: CivilDate.firstWeekday(locale: locale))
    }
}

extension AlertConfiguration {
    /// The configuration with its dates' ``calendar`` read from the system when it has dates
    /// and no calendar was given: alerts without dates read no clock.
    package var withCalendar: AlertConfiguration {
        guard !dates.isEmpty, calendar == AlertCalendar() else { return self }
        var configuration = self
        configuration.calendar = .current()
        return configuration
    }
}
