import Testing

@testable import AlerttyKit

/// Dates and times whose units are stops of their own (dialog's calendar and time boxes), the
/// parts they open on, and the answer's `strftime` formats.
@Suite struct DateUnitStopsTests {
    /// An alert with OK and Cancel (dialog's order) asking for `date`, its units each a stop.
    static func alert(_ date: AlertDate) -> AlertState {
        var date = date
        date.stopsAtEachUnit = true
        var configuration = AlertConfiguration(buttons: [("OK", .default), ("Cancel", .cancel)])
        configuration.dates = [date]
        configuration.inputOrder.note(.dates)
        configuration.calendar = DatePartTests.calendar
        return AlertState(configuration: configuration)
    }

    static func date(_ day: Int, _ month: Int, _ year: Int) throws -> AlertDate {
        try AlertDate(
            label: "", format: DateTimeFormat("%d/%m/%Y", kind: .date),
            initialValue: DatePartTests.day(year, month, day))
    }

    static func time(_ text: String) throws -> AlertDate {
        let format = try DateTimeFormat("%H:%M:%S", kind: .time)
        return try AlertDate(label: "", format: format, initialValue: format.value(of: text).get())
    }

    func after(_ keys: [Key], _ date: AlertDate) -> String {
        var state = Self.alert(date)
        for key in keys { _ = state.handle(.key(key)) }
        return state.dates.inputs[0].format.text(of: state.dates.values[0])
    }

    @Test func theButtonsHaveTheFocusFirstThenTabGoesToEachUnit() throws {
        var state = Self.alert(try Self.date(15, 3, 2024))
        #expect(state.focus == .button(0))
        let stops = (0..<5).map { _ in
            _ = state.handle(.key(.tab))
            return state.focus
        }
        #expect(
            stops == [.button(1), .input(.dates, 0), .input(.dates, 1), .input(.dates, 2), .button(0)],
            "OK, Cancel, month, year, day, OK, as dialog's calendar")
    }

    /// Measured on dialog 1.3-20230209's calendar.
    @Test func aCalendarsUnitsMoveAsDialogs() throws {
        let month: [Key] = [.tab, .tab]
        let year: [Key] = [.backTab, .backTab]
        let day: [Key] = [.backTab]
        #expect(after(month + [.down], try Self.date(31, 1, 2024)) == "02/03/2024", "31 February runs on")
        #expect(after(month + [.up], try Self.date(31, 12, 2024)) == "01/12/2024", "31 November runs on")
        #expect(after(month + [.right], try Self.date(29, 2, 2024)) == "29/03/2024")
        #expect(after(year + [.down], try Self.date(15, 3, 2024)) == "16/03/2025", "the day of the year is kept")
        #expect(after(year + [.down], try Self.date(31, 12, 2024)) == "01/01/2026")
        #expect(after(year + [.up], try Self.date(29, 2, 2024)) == "01/03/2023")
        #expect(after(day + [.left], try Self.date(31, 1, 2024)) == "30/01/2024")
        #expect(after(day + [.right], try Self.date(31, 1, 2024)) == "01/02/2024")
        #expect(after(day + [.up], try Self.date(31, 1, 2024)) == "24/01/2024")
        #expect(after(day + [.pageDown], try Self.date(31, 1, 2024)) == "07/02/2024", "a week, not a month")
        #expect(after(day + [.home, .end, .character("5")], try Self.date(31, 1, 2024)) == "31/01/2024")
    }

    @Test func aTimesUnitsGoDownWithUpAndWrap() throws {
        let second: [Key] = [.backTab]
        #expect(after(second + [.up], try Self.time("23:59:00")) == "23:59:59")
        #expect(after(second + [.down], try Self.time("23:59:00")) == "23:59:01")
        #expect(after([.tab, .tab, .down], try Self.time("23:59:00")) == "00:59:00", "the hour wraps alone")
        #expect(after(second + [.end], try Self.time("13:15:30")) == "13:15:59")
        #expect(after(second + [.home], try Self.time("13:15:30")) == "13:15:00")
        #expect(after(second + [.left, .up], try Self.time("13:15:30")) == "13:14:30", "Left goes to the minute")
    }

    /// A date that is one stop, after one whose units are stops, takes its own keys.
    @Test func aDateAfterOneWithUnitStopsTakesItsKeys() throws {
        var dialogs = try Self.date(15, 3, 2024)
        dialogs.stopsAtEachUnit = true
        var configuration = AlertConfiguration(buttons: [("OK", .default), ("Cancel", .cancel)])
        configuration.dates = [dialogs, try Self.date(1, 1, 2000)]
        configuration.inputOrder.note(.dates)
        var state = AlertState(configuration: configuration)
        _ = state.handle(.key(.backTab))
        #expect(state.focus == .input(.dates, 3), "the second date's one stop, after the first's three")
        for key: Key in [.right, .character("2")] { _ = state.handle(.key(key)) }
        #expect(state.dates.typed == ["15/03/2024", "22/01/2000"], "a day on, then a digit typed over it")
        #expect(state.dates.values[0] == DatePartTests.day(2024, 3, 15))
    }

    @Test func enterOnAUnitChoosesOK() throws {
        var state = Self.alert(try Self.date(5, 3, 2024))
        _ = state.handle(.key(.backTab))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
    }

    @Test func thePartsNotGivenAreTodays() throws {
        let calendar = DatePartTests.calendar  // 2026-11-27, 14:05:30
        func start(_ parts: [Int?], _ kind: DateTimeFormat.Kind = .date) throws -> String {
            var date = try AlertDate(label: "", format: kind == .date ? .isoDate : .isoTimeWithSeconds)
            date.startParts = parts
            return date.format.text(of: date.startValue(in: calendar))
        }
        #expect(try start([nil, nil, nil]) == "2026-11-27")
        #expect(try start([nil, 3, 2024]) == "2024-03-27")
        #expect(try start([15, 13, 2024]) == "2025-01-15", "month 13 is the next year's January")
        #expect(try start([15, 24, 2024]) == "2025-12-15")
        #expect(try start([31, 2, 2024]) == "2024-02-27", "a day the month lacks is today's")
        #expect(try start([5, Int.max, 9999]) == "9999-12-05", "held within the years alertty writes")
        #expect(try start([nil, 0, 7], .time) == "14:00:07")
        #expect(try start([Int.max, nil, nil], .time) == "23:05:30")
    }

    @Test func anAnswersFormatWritesNamesAndShortForms() throws {
        let day = DatePartTests.day(2024, 3, 5)
        func written(_ format: String) throws -> String {
            try DateTimeFormat(strftime: format, kind: .date).text(of: day)
        }
        #expect(try written("%A %d %B %Y") == "Tuesday 05 March 2024")
        #expect(try written("%a %b %e %y %j") == "Tue Mar  5 24 065")
        #expect(try written("%D|%F|%h") == "03/05/24|2024-03-05|Mar")
        #expect(try written("x%%y%n%t") == "x%y\n\t")
        #expect(try DateTimeFormat(strftime: "%j", kind: .date).text(of: DatePartTests.day(2024, 12, 31)) == "366")
        let time = try DateTimeFormat(strftime: "%H.%M|%T|%R", kind: .time)
        #expect(time.text(of: 13 * 3600 + 5 * 60 + 9) == "13.05|13:05:09|13:05")
    }

    @Test func anAnswersFormatRefusesWhatItCannotWriteNamingIt() {
        func problem(_ format: String, _ kind: DateTimeFormat.Kind) -> DateTimeProblem? {
            do {
                _ = try DateTimeFormat(strftime: format, kind: kind)
                return nil
            } catch { return error }
        }
        #expect(problem("%Q", .date) == .unsupportedConversion("%Q", "%Q", .date))
        #expect(problem("%H:%M", .date) == .unsupportedConversion("%H:%M", "%H", .date), "a date has no time")
        #expect(problem("%d", .time) == .unsupportedConversion("%d", "%d", .time))
        #expect(problem("%s", .time)?.message.contains("%s") == true)
        #expect(problem("50%", .date) == .unsupportedConversion("50%", "%", .date))
    }

    @Test func anAnswersFormatIsWhatTheAnswerSays() throws {
        var date = try Self.date(5, 3, 2024)
        date.answerFormat = try DateTimeFormat(strftime: "%Y-%m-%d", kind: .date)
        let state = Self.alert(date)
        #expect(state.answers.first?.value == .text("2024-03-05", isSecret: false))
        #expect(state.dates.typed == ["05/03/2024"], "shown as typed")
    }
}
