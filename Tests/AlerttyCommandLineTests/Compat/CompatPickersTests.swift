import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// dialog's `--calendar`, `--timebox`, `--fselect` and `--dselect`, and their options.
@Suite struct CompatPickersTests {
    /// 2026-11-27, 14:05:30: "today" for the dates and times that take it.
    static let calendar = AlertCalendar(
        today: CivilDate(year: 2026, month: 11, day: 27), secondsSinceMidnight: 14 * 3600 + 5 * 60 + 30)

    func request(_ arguments: [String]) throws -> CompatRequest { try compatRequest(arguments, .dialog) }

    func error(_ arguments: [String], _ dialect: CompatDialect = .dialog) -> CompatError? {
        compatError(arguments, dialect)
    }

    /// The date a calendar opens on, on 2026-11-27.
    func opening(_ arguments: [String]) throws -> String {
        let date = try #require(try request(arguments).configuration.dates.first)
        return date.format.text(of: date.startValue(in: Self.calendar))
    }

    @Test func aCalendarIsADateWithDialogsStopsAndOKAndCancel() throws {
        let calendar = try request(["--calendar", "Pick", "0", "0", "15", "3", "2024"])
        let date = try #require(calendar.configuration.dates.first)
        #expect(date.stopsAtEachUnit && date.kind == .date && date.answerFormat == nil)
        #expect(date.format.text(of: date.startValue(in: Self.calendar)) == "15/03/2024")
        #expect(calendar.roles == [.ok, .cancel] && calendar.configuration.message == "Pick")
        #expect(calendar.configuration.buttons.map(\.label) == ["OK", "Cancel"])
    }

    /// Measured: a part left out, 0 or negative is today's, and a year before 1900 too; a
    /// month past 12 runs on; a day the month lacks is today's.
    @Test func aCalendarsPartsAsDialogTakesThem() throws {
        #expect(try opening(["--calendar", "P", "0", "0"]) == "27/11/2026")
        #expect(try opening(["--calendar", "P", "0", "0", "15"]) == "15/11/2026")
        #expect(try opening(["--calendar", "P", "0", "0", "0", "-1", "0"]) == "27/11/2026")
        #expect(try opening(["--calendar", "P", "0", "0", "15", "3", "1899"]) == "15/03/2026")
        #expect(try opening(["--calendar", "P", "0", "0", "15", "3", "1900"]) == "15/03/1900")
        #expect(try opening(["--calendar", "P", "0", "0", "15", "13", "2024"]) == "15/01/2025")
        #expect(try opening(["--calendar", "P", "0", "0", "32", "1", "2024"]) == "27/01/2024")
        #expect(try opening(["--calendar", "P", "0", "0", "+5", "03", "2024"]) == "05/03/2024")
    }

    @Test func aTimeboxIsATimeWithSeconds() throws {
        let date = try #require(try request(["--timebox", "When", "0", "0", "13", "5", "9"]).configuration.dates.first)
        #expect(date.stopsAtEachUnit && date.kind == .time)
        #expect(date.format.text(of: date.startValue(in: Self.calendar)) == "13:05:09")
        let now = try #require(try request(["--timebox", "When", "0", "0", "-1", "0"]).configuration.dates.first)
        #expect(now.format.text(of: now.startValue(in: Self.calendar)) == "14:00:30", "0 is 0, -1 is now's")
    }

    @Test func theAnswersFormats() throws {
        let date = try request(["--date-format", "%A %d %B %Y", "--calendar", "P", "0", "0", "5", "3", "2024"])
        #expect(
            date.configuration.dates.first?.answerFormat?.text(of: CivilDate(year: 2024, month: 3, day: 5)!.dayNumber)
                == "Tuesday 05 March 2024")
        let time = try request(["--time-format", "%H.%M", "--timebox", "P", "0", "0", "13", "5", "9"])
        #expect(time.configuration.dates.first?.answerFormat?.text(of: 13 * 3600 + 5 * 60) == "13.05")
        let empty = try request(["--date-format", "", "--calendar", "P", "0", "0", "5", "3", "2024"])
        #expect(empty.configuration.dates.first?.answerFormat == nil, "measured: an empty format is the default")
        let other = try request(["--time-format", "%T", "--calendar", "P", "0", "0"])
        #expect(other.configuration.dates.first?.answerFormat == nil, "--time-format is the time box's")
    }

    @Test func theWeekStart() throws {
        func start(_ day: String) throws -> Int? {
            try request(["--week-start", day, "--calendar", "P", "0", "0"]).configuration.dates.first?.firstWeekday
        }
        #expect(try start("0") == 0 && start("6") == 6 && start("Mo") == 1 && start("sunday") == 0)
        #expect(try start("locale") == nil)
        #expect(try start("7") == nil && start("xyz") == nil, "measured: dialog takes them as the locale's")
        #expect(try request(["--iso-week", "--calendar", "P", "0", "0"]).box == .calendar)
    }

    @Test func pathBoxesAreTheirPathToEdit() throws {
        for box in ["--fselect", "--dselect"] {
            let path = try request([box, "/tmp/x/", "10", "50"])
            #expect(path.configuration.fields.map(\.initialValue) == ["/tmp/x/"])
            #expect(path.roles == [.ok, .cancel] && path.configuration.message == nil)
        }
        #expect(try request(["--fselect", "", "0", "0", "x"]).configuration.fields.first?.initialValue == "")
        let spaced = try request(["--fselect", "/tmp/a  b\\nc", "0", "0"])
        #expect(
            spaced.configuration.fields.first?.initialValue == "/tmp/a  b\nc", "measured: spaces kept, \\n a newline")
    }

    @Test func theAnswerIsTheDateTimeOrPathAsWritten() throws {
        let calendar = try request(["--date-format", "%F", "--calendar", "P", "0", "0", "5", "3", "2024"])
        var configuration = calendar.configuration
        configuration.calendar = Self.calendar
        let state = AlertState(configuration: configuration)
        #expect(CompatAnswer.text(for: .chosen(0), state: state, request: calendar) == "2024-03-05")
        #expect(CompatAnswer.text(for: .chosen(1), state: state, request: calendar) == nil, "Cancel: nothing")
        let help = try request(["--help-button", "--timebox", "P", "0", "0", "1", "2", "3"])
        let helpState = AlertState(configuration: help.configuration)
        #expect(CompatAnswer.text(for: .chosen(2), state: helpState, request: help) == "01:02:03")
        #expect(CompatAnswer.status(for: .chosen(2), request: help) == 2)
        let path = try request(["--fselect", "/nonexistent/x", "0", "0"])
        #expect(
            CompatAnswer.text(for: .chosen(0), state: AlertState(configuration: path.configuration), request: path)
                == "/nonexistent/x")
    }

    @Test func badArgumentsAreUsageErrors() {
        for arguments in [
            ["--calendar", "P", "0", "0", "x", "3", "2024"], ["--calendar", "P", "0", "0", "1", "2", "2024", "9"],
            ["--calendar", "P", "0", "0", "1", "2", "10000"], ["--calendar", "P", "0", "0", "1", "120000", "2024"],
            ["--timebox", "P", "0", "0", "24", "0", "0"], ["--timebox", "P", "0", "0", "0", "60", "0"],
            ["--date-format", "%Q", "--calendar", "P", "0", "0"], ["--time-format", "%s", "--timebox", "P", "0", "0"],
            ["--calendar", "P", "0"], ["--fselect", "/tmp"],
        ] {
            let problem = error(arguments)
            #expect(problem?.status == 255, "\(arguments)")
            #expect(problem?.message.contains("\n") == false, "one line: \(arguments)")
        }
        #expect(error(["--fselect", "/tmp/\u{FFFD}", "0", "0"])?.message.contains("UTF-8") == true)
        #expect(error(["--date-format", "%Q", "--calendar", "P", "0", "0"])?.message.contains("%Q") == true)
        #expect(error(["--timebox", "P", "0", "0", "24"])?.message.contains("hour") == true)
        for box in ["--calendar", "--timebox", "--fselect", "--dselect"] {
            #expect(error([box, "x", "0", "0"], .whiptail)?.status == 1, "whiptail: \(box) is an unknown option")
        }
    }
}
