import Testing

@testable import AlerttyKit

@Suite struct CivilDateTests {
    @Test func leapYearsFollowTheGregorianRule() {
        #expect(!CivilDate.isLeapYear(1900))
        #expect(CivilDate.isLeapYear(2000))
        #expect(CivilDate.isLeapYear(2024))
        #expect(!CivilDate.isLeapYear(2026))
        #expect(!CivilDate.isLeapYear(2100))
        #expect(CivilDate.isLeapYear(2400))
        #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilDate.daysIn(month: 2, year: 2000) == 29)
        #expect(CivilDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2400, month: 2, day: 29) != nil)
    }

    @Test func dayNumbersCountFromTheEpochBothWays() throws {
        #expect(try #require(CivilDate(year: 1970, month: 1, day: 1)).dayNumber == 0)
        #expect(try #require(CivilDate(year: 1969, month: 12, day: 31)).dayNumber == -1)
        #expect(try #require(CivilDate(year: 2000, month: 3, day: 1)).dayNumber == 11_017)
        #expect(try #require(CivilDate(year: 1, month: 1, day: 1)).dayNumber == -719_162)
        #expect(CivilDate.lastDayNumber == 2_932_896)
        // Every day from year 1 to 9999, there and back, one after the other.
        var previous = CivilDate(dayNumber: CivilDate.firstDayNumber)
        for number in (CivilDate.firstDayNumber + 1)...CivilDate.lastDayNumber {
            let date = CivilDate(dayNumber: number)
            guard date.dayNumber == number, previous < date,
                CivilDate(year: date.year, month: date.month, day: date.day) == date
            else {
                Issue.record("day \(number) is \(date)")
                return
            }
            previous = date
        }
    }

    @Test func weekdaysAreKnownOnes() throws {
        // 1970-01-01 was a Thursday, 2000-01-01 a Saturday, 2026-11-27 a Friday, 0001-01-01 a Monday.
        #expect(CivilDate(dayNumber: 0).weekday == 4)
        #expect(try #require(CivilDate(year: 2000, month: 1, day: 1)).weekday == 6)
        #expect(try #require(CivilDate(year: 2026, month: 11, day: 27)).weekday == 5)
        #expect(try #require(CivilDate(year: 1, month: 1, day: 1)).weekday == 1)
    }

    @Test func outOfRangeDayNumbersAreKeptInTheSupportedYears() {
        #expect(CivilDate(dayNumber: .min) == CivilDate(year: 1, month: 1, day: 1))
        #expect(CivilDate(dayNumber: .max) == CivilDate(year: 9999, month: 12, day: 31))
        #expect(CivilDate(year: 0, month: 1, day: 1) == nil)
        #expect(CivilDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CivilDate(year: .max, month: .max, day: .max) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
    }

    @Test func aMonthLaterKeepsTheDayOrTakesTheMonthsLast() throws {
        let january31 = try #require(CivilDate(year: 2024, month: 1, day: 31))
        #expect(january31.addingMonths(1) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(january31.addingMonths(-2) == CivilDate(year: 2023, month: 11, day: 30))
        #expect(january31.addingMonths(13) == CivilDate(year: 2025, month: 2, day: 28))
        #expect(try #require(CivilDate(year: 9999, month: 12, day: 5)).addingMonths(1).year == 9999)
        #expect(
            try #require(CivilDate(year: 1, month: 1, day: 5)).addingMonths(-1) == CivilDate(year: 1, month: 1, day: 5))
    }

    @Test(arguments: [
        ("de_DE.UTF-8", 1), ("fr_FR", 1), ("en_GB.UTF-8", 1), ("en_US.UTF-8", 0), ("ja_JP.UTF-8", 0),
        ("ko_KR.UTF-8", 0), ("zh_TW.UTF-8", 0), ("zh_CN.UTF-8", 1), ("pt_BR.UTF-8", 0), ("ar_EG.UTF-8", 6),
        ("dv_MV", 5), ("en_US.UTF-8@euro", 0), ("C", 1), ("POSIX", 1), ("C.UTF-8", 1), ("", 1), ("en", 1),
    ])
    func theFirstWeekdayComesFromTheLocalesRegion(_ locale: String, _ weekday: Int) {
        #expect(CivilDate.firstWeekday(locale: locale) == weekday)
    }
}

@Suite struct DateTimeFormatTests {
    @Test func isoFormatsWriteAndReadValues() throws {
        let day = try #require(CivilDate(year: 2026, month: 11, day: 27)).dayNumber
        #expect(DateTimeFormat.isoDate.text(of: day) == "2026-11-27")
        #expect(DateTimeFormat.isoDate.value(of: " 2026-11-27 ") == .success(day))
        #expect(DateTimeFormat.isoTime.text(of: 14 * 3600 + 5 * 60 + 30) == "14:05")
        #expect(DateTimeFormat.isoTimeWithSeconds.text(of: 14 * 3600 + 5 * 60 + 30) == "14:05:30")
        #expect(DateTimeFormat.isoTime.value(of: "00:00") == .success(0))
        #expect(DateTimeFormat.isoTimeWithSeconds.value(of: "23:59:59") == .success(86_399))
        #expect(DateTimeFormat.isoDate.placeholder == "YYYY-MM-DD")
        #expect(DateTimeFormat.isoTimeWithSeconds.placeholder == "hh:mm:ss")
        #expect(DateTimeFormat.isoDate.text(of: CivilDate.firstDayNumber) == "0001-01-01")
    }

    @Test func aFormatOfItsOwnIsWrittenAndRead() throws {
        let format = try DateTimeFormat("%d.%m.%Y (%%)", kind: .date)
        let day = try #require(CivilDate(year: 2026, month: 2, day: 3)).dayNumber
        #expect(format.text(of: day) == "03.02.2026 (%)")
        #expect(format.value(of: "03.02.2026 (%)") == .success(day))
        #expect(format.placeholder == "DD.MM.YYYY (%)")
        #expect(try DateTimeFormat("%Hh%M", kind: .time).text(of: 3600 * 9 + 60 * 7) == "09h07")
    }

    @Test func badFormatsAreRefusedSayingWhy() {
        func problem(_ text: String, _ kind: DateTimeFormat.Kind) -> DateTimeProblem? {
            do {
                _ = try DateTimeFormat(text, kind: kind)
                return nil
            } catch { return error }
        }
        #expect(problem("%Y-%m-%q", .date) == .unknownField("%Y-%m-%q", "%q"))
        #expect(problem("%Y-%m-%d %H", .date) == .fieldOfOtherKind("%Y-%m-%d %H", "%H", .date))
        #expect(problem("%Y-%m-%d-%d", .date) == .repeatedField("%Y-%m-%d-%d", "%d"))
        #expect(problem("%Y-%m", .date) == .missingField("%Y-%m", "%d", .date))
        #expect(problem("%H", .time) == .missingField("%H", "%M", .time))
        #expect(problem("%H:%M%", .time) == .unknownField("%H:%M%", "%"))
        #expect(problem("%H:%M\u{1B}[2J", .time) == .controlInFormat("%H:%M\u{1B}[2J"))
        #expect(problem("", .date) == .missingField("", "%Y", .date))
        #expect(
            DateTimeProblem.unknownField("%q", "%q").message
                == "the format '%q' has an unknown field %q; use %Y %m %d for a date, %H %M %S for a time, %% for %")
    }

    @Test(arguments: [
        ("2026-02-30", "'2026-02-30' is not a date: February 2026 has 28 days"),
        ("2026-13-01", "'2026-13-01' is not a date: there is no month 13"),
        ("2026-00-01", "'2026-00-01' is not a date: there is no month 0"),
        ("0000-01-01", "'0000-01-01' is not a date: years run from 0001 to 9999"),
        ("1900-02-29", "'1900-02-29' is not a date: February 1900 has 28 days"),
        ("99999999999-01-01", "'99999999999-01-01' is not written as YYYY-MM-DD"),
        ("2026-1-01", "'2026-1-01' is not written as YYYY-MM-DD"),
        ("2026-١١-01", "'2026-١١-01' is not written as YYYY-MM-DD"),
        ("", "'' is not written as YYYY-MM-DD"),
    ])
    func textThatIsNoDateSaysWhy(_ text: String, _ message: String) {
        guard case .failure(let problem) = DateTimeFormat.isoDate.value(of: text) else {
            Issue.record("\(text) was taken")
            return
        }
        #expect(problem.message == message)
    }

    @Test func textThatIsNoTimeSaysWhy() {
        for text in ["25:00", "24:00", "12:60", "1:00", "12:00:00"] {
            if case .success = DateTimeFormat.isoTime.value(of: text) { Issue.record("\(text) was taken") }
        }
        #expect(
            DateTimeFormat.isoTime.value(of: "25:00")
                == .failure(.notATime("25:00")))
        #expect(
            DateTimeFormat.isoTimeWithSeconds.value(of: "12:00:60")
                == .failure(.notATime("12:00:60")))
    }

    @Test func aRangeIsCheckedAndMustBeInOrder() throws {
        let format = DateTimeFormat.isoDate
        let first = try #require(CivilDate(year: 2026, month: 11, day: 27)).dayNumber
        let date = try AlertDate(label: "Due", minimum: first, maximum: first + 30)
        #expect(date.value(of: "2026-11-26") == .failure(.beforeMinimum("2026-11-26", "2026-11-27")))
        #expect(date.value(of: "2026-12-28") == .failure(.afterMaximum("2026-12-28", "2026-12-27")))
        #expect(date.value(of: "2026-12-01") == .success(first + 4))
        #expect(throws: DateTimeProblem.minimumAfterMaximum("2026-12-27", "2026-11-27")) {
            try AlertDate(label: "Due", format: format, minimum: first + 30, maximum: first)
        }
        #expect(throws: DateTimeProblem.beforeMinimum("2026-11-26", "2026-11-27")) {
            try AlertDate(label: "Due", initialValue: first - 1, minimum: first)
        }
    }

    @Test func itOpensOnTodayOrTheTimeNowWithinItsRange() throws {
        let today = try #require(CivilDate(year: 2026, month: 11, day: 27))
        let calendar = AlertCalendar(today: today, secondsSinceMidnight: 14 * 3600 + 5 * 60 + 30)
        #expect(try AlertDate(label: "Day").startValue(in: calendar) == today.dayNumber)
        #expect(
            try AlertDate(label: "Day", minimum: today.dayNumber + 3).startValue(in: calendar) == today.dayNumber + 3)
        #expect(try AlertDate(label: "At", format: .isoTime).startValue(in: calendar) == 14 * 3600 + 5 * 60)
        #expect(
            try AlertDate(label: "At", format: .isoTimeWithSeconds).startValue(in: calendar) == 14 * 3600 + 5 * 60 + 30)
        #expect(
            try AlertDate(label: "Day").startValue(in: AlertCalendar())
                == CivilDate(year: 2000, month: 1, day: 1)?.dayNumber)
    }
}
