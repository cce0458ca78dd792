/// A day of the proleptic Gregorian calendar (the Gregorian rules carried back before 1582, as
/// ISO 8601 and `date(1)` count), from year 1 to 9999: the years four digits write, which is
/// what a date part types and shows. The arithmetic is alertty's own, on whole numbers: days
/// are counted from 1970-01-01 (``dayNumber``), in 400-year eras of 146,097 days each.
public struct CivilDate: Equatable, Comparable, Hashable, Sendable {
    /// The year, within ``supportedYears``.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The years a date may fall in: four digits, so no value near an integer's limits ever
    /// reaches the arithmetic.
    public static let supportedYears = 1...9999
    /// The first and last days of those years, as day numbers.
    public static let firstDayNumber = CivilDate(checkedYear: 1, month: 1, day: 1).dayNumber
    public static let lastDayNumber = CivilDate(checkedYear: 9999, month: 12, day: 31).dayNumber

    /// The date, if it is one: a supported year, a month from 1 to 12 and a day the month has.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.supportedYears.contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysIn(month: month, year: year)
        else { return nil }
        self.init(checkedYear: year, month: month, day: day)
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `dayNumber` days after 1970-01-01 (before it when negative), kept within the
    /// supported years.
    public init(dayNumber: Int) {
        let number = min(max(dayNumber, Self.firstDayNumber), Self.lastDayNumber)
        // Counted from 0000-03-01, so that a leap day ends its year: a year is then March to
        // February, and its months' lengths follow 153 days to five months.
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(
            checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
            day: dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week: 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 }

    /// Whether `year` has a 29 February: every fourth year, but not a century unless it is a
    /// fourth one (1900 no, 2000 yes, 2400 yes).
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` (1 to 12) of `year` has.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The same day `months` months later (earlier when negative), or the month's last day when
    /// it is shorter; kept within the supported years.
    public func addingMonths(_ months: Int) -> CivilDate {
        let index = min(max(year * 12 + month - 1 + months, 12), 9999 * 12 + 11)
        let year = index / 12
        let month = index % 12 + 1
        return CivilDate(checkedYear: year, month: month, day: min(day, Self.daysIn(month: month, year: year)))
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The month's English name, for an answer's `%B` and the parser's words (the grid's
    /// heading is in the alert's words: ``heading(month:year:in:)``).
    static func monthName(_ month: Int) -> String {
        switch month {
        case 1: "January"
        case 2: "February"
        case 3: "March"
        case 4: "April"
        case 5: "May"
        case 6: "June"
        case 7: "July"
        case 8: "August"
        case 9: "September"
        case 10: "October"
        case 11: "November"
        default: "December"
        }
    }

    /// A weekday's English name (0 Sunday to 6 Saturday), for an answer's `%A`.
    package static func weekdayName(_ weekday: Int) -> String {
        switch weekday {
        case 0: "Sunday"
        case 1: "Monday"
        case 2: "Tuesday"
        case 3: "Wednesday"
        case 4: "Thursday"
        case 5: "Friday"
        default: "Saturday"
        }
    }

    /// A weekday's two letters (0 Sunday to 6 Saturday), for the grid's columns.
    static func weekdayAbbreviation(_ weekday: Int) -> Phrase {
        switch weekday {
        case 0: .sundayShort
        case 1: .mondayShort
        case 2: .tuesdayShort
        case 3: .wednesdayShort
        case 4: .thursdayShort
        case 5: .fridayShort
        default: .saturdayShort
        }
    }

    /// The month's name (1 January to 12 December), for the grid's heading.
    static func monthPhrase(_ month: Int) -> Phrase {
        let months: [Phrase] = [
            .january, .february, .march, .april, .may, .june, .july, .august, .september, .october, .november,
            .december,
        ]
        return months[min(max(month, 1), 12) - 1]
    }

    /// The grid's heading in `words`: `December 2026`.
    static func heading(month: Int, year: Int, in words: Words) -> String {
        words(.monthAndYear, words(monthPhrase(month)), String(year))
    }

    /// A month and year as the parser names them (`February 2026`, English: ``monthName(_:)``)
    /// in `words`; as given when it is not one.
    static func monthAndYear(_ named: String, in words: Words) -> String {
        guard words.language != .english else { return named }
        for month in 1...12 where named.hasPrefix(monthName(month) + " ") {
            return words(.monthAndYear, words(monthPhrase(month)), String(named.dropFirst(monthName(month).count + 1)))
        }
        return named
    }

    /// The day a week starts on (0 Sunday to 6 Saturday) in the locale `name` (the value of
    /// LC_ALL, LC_TIME or LANG, as `de_DE.UTF-8`), by its region, as the Unicode CLDR's week
    /// data says: Sunday in the Americas' and East and South Asia's regions that keep it (US,
    /// CA, JP, KR, TW, IN, …), Saturday in much of the Middle East, Friday in the Maldives, and
    /// Monday everywhere else: Europe, China, most of the world, and a locale without a region
    /// (`C`, `POSIX`, `en`), which follows ISO 8601 as the default format does.
    public static func firstWeekday(locale name: String) -> Int {
        // The region: the letters after `_`, up to `.` or `@`.
        let afterLanguage = name.utf8.split(separator: UInt8(ascii: "_"), maxSplits: 1)
        guard afterLanguage.count == 2 else { return 1 }
        let region = String(
            decoding: afterLanguage[1].prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "@") }, as: UTF8.self)
        switch region {
        case "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN",
            "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA",
            "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE",
            "ZA", "ZW":
            return 0
        case "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY":
            return 6
        case "MV":
            return 5
        default:
            return 1
        }
    }
}
