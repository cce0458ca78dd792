/// Every environment variable alertty honours: the presenter and the CLI read these and nothing
/// else, and the man page's ENVIRONMENT section lists them (with their effect, which the command
/// line's docs give).
package enum EnvironmentVariable: String, CaseIterable, Sendable {
    case answer = "ALERTTY_ANSWER"
    case answers = "ALERTTY_ANSWERS"
    case answersStrict = "ALERTTY_ANSWERS_STRICT"
    case log = "ALERTTY_LOG"
    case id = "ALERTTY_ID"
    case record = "ALERTTY_RECORD"
    case plain = "ALERTTY_PLAIN"
    case terminalType = "TERM"
    case theme = "ALERTTY_THEME"
    case reduceMotion = "ALERTTY_REDUCE_MOTION"
    case noColor = "NO_COLOR"
    case forceColor = "FORCE_COLOR"
    case clicolorForce = "CLICOLOR_FORCE"
    case colorTerm = "COLORTERM"
    case colorFgBg = "COLORFGBG"
    case columns = "COLUMNS"
    case lines = "LINES"
    case allLocale = "LC_ALL"
    case characterLocale = "LC_CTYPE"
    case language = "LANG"
    case timeLocale = "LC_TIME"
    case messagesLocale = "LC_MESSAGES"
    case languageList = "LANGUAGE"
}

/// Decides from the locale whether the terminal shows UTF-8.
package enum LocaleEncoding {
    /// The first locale value that is set and not empty (LC_ALL, LC_CTYPE, LANG) decides;
    /// with none set, UTF-8 is assumed, as on every current terminal.
    package static func isUTF8(lcAll: String?, lcCType: String?, lang: String?) -> Bool {
        func set(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        guard let locale = set(lcAll) ?? set(lcCType) ?? set(lang) else { return true }
        let lowered = locale.lowercased()
        return lowered.containsBytes(of: "utf-8") || lowered.containsBytes(of: "utf8")
    }
}
