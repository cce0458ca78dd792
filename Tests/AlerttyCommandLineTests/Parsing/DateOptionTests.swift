import Foundation
import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

@Suite struct DateOptionTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day)!.dayNumber
    }

    @Test func aDateOrTimeTakesAnOptionalLabelAndItsOptionsInAnyOrder() throws {
        let configuration = try parseAlert([
            "--date", "--time=Start", "--value", "09:30:00", "--format", "%H:%M:%S", "--max", "17:00:00", "--date",
            "Due", "--min", "27.11.2026", "--format", "%d.%m.%Y", "-b", "OK",
        ]).configuration
        #expect(configuration.dates.map(\.label) == ["Date", "Start", "Due"])
        #expect(configuration.dates.map(\.kind) == [.date, .time, .date])
        #expect(configuration.dates[0].format == .isoDate)
        #expect(configuration.dates[1].initialValue == 9 * 3600 + 30 * 60)
        #expect(configuration.dates[1].maximum == 17 * 3600)
        #expect(configuration.dates[2].minimum == Self.day(2026, 11, 27))
        #expect(configuration.inputs == [.date(0), .date(1), .date(2)])
        #expect(try parseAlert(["--time", "-b", "OK"]).configuration.dates.map(\.label) == ["Time"])
    }

    @Test func datesTakeTheirPlaceAmongTheInputsAsGiven() throws {
        let configuration = try parseAlert(["--checkbox", "Notify", "--date", "--input", "Name", "--time"])
            .configuration
        #expect(configuration.inputs == [.checkbox(0), .date(0), .date(1), .field(0)])
    }

    static let errors: [([String], String)] = [
        (
            ["--date", "--value", "2026-02-30"],
            "--value for 'Date': '2026-02-30' is not a date: February 2026 has 28 days"
        ),
        (["--date", "--value", "2026-13-01"], "--value for 'Date': '2026-13-01' is not a date: there is no month 13"),
        (
            ["--date", "--value", "0000-01-01"],
            "--value for 'Date': '0000-01-01' is not a date: years run from 0001 to 9999"
        ),
        (
            ["--date", "--value", "99999999999-01-01"],
            "--value for 'Date': '99999999999-01-01' is not written as YYYY-MM-DD"
        ),
        (
            ["--date", "--value", "-9223372036854775808-01-01"],
            "--value for 'Date': '-9223372036854775808-01-01' is not written as YYYY-MM-DD"
        ),
        (
            ["--time", "--value", "25:00"],
            "--value for 'Time': '25:00' is not a time: hours run to 23, minutes and seconds to 59"
        ),
        (
            ["--date", "--value", "2026-11-27", "--min", "2026-12-01"],
            "--value for 'Date': '2026-11-27' is before the earliest allowed, 2026-12-01"
        ),
        (
            ["--time", "--value", "18:00", "--max", "17:00"],
            "--value for 'Time': '18:00' is after the latest allowed, 17:00"
        ),
        (
            ["--date", "--min", "2026-12-01", "--max", "2026-11-01"],
            "--min for 'Date': the earliest allowed, 2026-12-01, is after the latest, 2026-11-01; swap --min and --max"
        ),
        (
            ["--date", "--format", "%Y-%m-%e"],
            "--format for 'Date': the format '%Y-%m-%e' has an unknown field %e; use %Y %m %d for a date, %H %M %S for a time, %% for %"
        ),
        (
            ["--time", "--format", "%H:%M %d"],
            "--format for 'Time': the format '%H:%M %d' has %d, which is not a field of a time; a time uses %H %M and optionally %S"
        ),
        (
            ["--date", "--format", "%Y"],
            "--format for 'Date': the format '%Y' has no %m; a date needs %Y, %m and %d"
        ),
        (
            ["--date", "--format", "%d.%m.%Y", "--max", "2026-12-31"],
            "--max for 'Date': '2026-12-31' is not written as DD.MM.YYYY"
        ),
        (
            ["--min", "2026-11-27"],
            "--min must follow the --date or --time it applies to, e.g. --date Start --min 2026-11-27"
        ),
        (
            ["--format", "%H:%M", "--time"],
            "--format must follow the --date or --time it applies to, e.g. --date Start --format %d.%m.%Y"
        ),
        (
            ["--max", "2026-12-31"],
            "--max must follow the --date or --time it applies to, e.g. --date Start --max 2026-12-31"
        ),
        (
            ["--date", "--min", "2026-11-27", "--min", "2026-11-28"],
            "'Date' already has a --min; give one per date or time"
        ),
        (["--date", "--required"], "'Date' always has a value, so --required does not apply; leave it out"),
        (
            ["--date", "--date"],
            "two dates or times are labelled 'Date'; give each its own label, since --json names them by label"
        ),
        (["--date="], "--date needs a non-empty label, e.g. --date Start"),
        (
            ["--date", "--progress"],
            "a progress alert asks nothing, so it takes no --input, --secure, --text-area, --choice, --choices-from, --checkbox, --file, --directory, --date, --time or --pager; ask in an alert of its own"
        ),
    ]

    @Test(arguments: errors)
    func dateMistakesAreUsageErrorsThatNameTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    /// The alert answered: a date and a time set, OK chosen.
    static func answered() throws -> AlertState {
        var configuration = try parseAlert([
            "--title", "Deploy", "--date", "Day", "--time", "At", "--format", "%H:%M:%S", "-b", "Cancel", "-s",
            "cancel", "-b", "OK",
        ]).configuration
        configuration.calendar = AlertCalendar(today: CivilDate(year: 2026, month: 11, day: 27))
        var state = AlertState(configuration: configuration)
        state.setDate(0, to: Self.day(2026, 12, 24))
        state.setDate(1, to: 14 * 3600 + 5 * 60 + 30)
        return state
    }

    @Test func theAnswerIsTheValueInItsFormatInLinesJSONAndShell() throws {
        let state = try Self.answered()
        #expect(Answer.text(for: .chosen(1), state: state) == "2026-12-24\n14:05:30\n")
        #expect(
            Answer.text(for: .chosen(1), state: state, format: .json)
                == #"{"button":"OK","index":1,"status":0,"fields":[],"dates":[{"label":"Day","value":"2026-12-24"},{"label":"At","value":"14:05:30"}]}"#
                + "\n")
        #expect(
            Answer.text(for: .chosen(1), state: state, format: .shell)
                == "answer_button='OK'\nanswer_status=0\nanswer_day='2026-12-24'\nanswer_at='14:05:30'\n")
        #expect(Answer.text(for: .chosen(0), state: state) == nil)
    }

    @Test func aJSONAnswerReadBackGivesTheSameAnswer() throws {
        let state = try Self.answered()
        let json = try #require(Answer.text(for: .chosen(1), state: state, format: .json))
        let preset = try PresetAnswer.fromAnswers(json, source: .answersOption, in: state.configuration)
        #expect(preset.dates == [Self.day(2026, 12, 24), 14 * 3600 + 5 * 60 + 30])
        #expect(preset.brokenRule(in: state.configuration) == nil)
        let replayed = preset.state(for: state.configuration)
        #expect(Answer.text(for: .chosen(1), state: replayed, format: .json) == json)
        #expect(
            preset.notice(in: state.configuration)
                == "'Deploy' answered 'OK' from --answers with 'Day' '2026-12-24', 'At' '14:05:30' without showing the alert"
        )
    }

    @Test func anAnswerGivenInAdvanceIsCheckedAsATypedOne() throws {
        var configuration = try parseAlert(["--date", "Day", "--min", "2026-11-27", "-b", "OK"]).configuration
        configuration.calendar = AlertCalendar(today: CivilDate(year: 2026, month: 11, day: 27))
        func answer(_ text: String) throws(UsageError) -> PresetAnswer {
            try PresetAnswer.fromAnswers(text, source: .answersOption, in: configuration)
        }
        #expect(try answer(#"{"button":"OK"}"#).dates == [Self.day(2026, 11, 27)], "left out: its own value")
        #expect(throws: UsageError.self) {
            try answer(#"{"button":"OK","dates":[{"label":"Day","value":"2026-02-30"}]}"#)
        }
        #expect(throws: UsageError.self) {
            try answer(#"{"button":"OK","dates":[{"label":"Night","value":"2026-12-01"}]}"#)
        }
        #expect(throws: UsageError.self) { try answer(#"{"button":"OK","dates":[{"label":"Day","value":20261201}]}"#) }
        #expect(throws: UsageError.self) { try answer(#"{"button":"OK","dates":{"Day":"2026-12-01"}}"#) }
        let early = try answer(#"{"button":"OK","dates":[{"label":"Day","value":"2026-11-01"}]}"#)
        #expect(
            early.brokenRule(in: configuration)
                == "'Day' from --answers: '2026-11-01' is before the earliest allowed, 2026-11-27")
        let byLabel = try #require(try PresetAnswer.resolve(option: "OK", environment: nil, in: configuration))
        #expect(byLabel.dates == [Self.day(2026, 11, 27)])
    }

    @Test func describeSaysEachDateWithItsFormatAndRange() throws {
        let configuration = try parseAlert([
            "--date", "Day", "--min", "2026-11-27", "--time", "--value", "10:00", "-b", "OK",
        ]).configuration
        let json = AlertDescription.json(of: configuration, id: "deploy")
        #expect(
            json.contains(
                #""dates":[{"type":"date","label":"Day","format":"%Y-%m-%d","default":null,"min":"2026-11-27","max":null},"#
                    + #"{"type":"time","label":"Time","format":"%H:%M","default":"10:00","min":null,"max":null}]"#))
        #expect(!AlertDescription.json(of: try parseAlert(["-b", "OK"]).configuration, id: "x").contains("dates"))
    }

    /// The core's calendar against date(1)'s, day by day across eight centuries: every 13th day
    /// from 1600 to 2400 and the leap days either side of the centuries, written back by date(1)
    /// as the same date with the same weekday and the same number of days since 1970.
    @Test func theCalendarAgreesWithDateOverCenturies() throws {
        let first = Self.day(1600, 1, 1)
        let last = Self.day(2400, 12, 31)
        var days = Array(stride(from: first, through: last, by: 13))
        for year in [1600, 1700, 1800, 1900, 2000, 2100, 2400] {
            days += [Self.day(year, 2, 28), Self.day(year, 3, 1)]
            if CivilDate.isLeapYear(year) { days.append(Self.day(year, 2, 29)) }
        }
        let input = days.map { DateTimeFormat.isoDate.text(of: $0) }.joined(separator: "\n") + "\n"
        // From a file, not a pipe written while date(1) writes: its output would fill and stop both.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("alertty-dates-\(getpid()).txt")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/date")
        process.arguments = ["-u", "-f", file.path, "+%Y-%m-%d %w %s"]
        process.environment = ["TZ": "UTC", "LC_ALL": "C"]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n")
        try #require(lines.count == days.count, "date(1) answered \(lines.count) of \(days.count) dates")
        var mismatches: [String] = []
        for (day, line) in zip(days, lines) {
            let date = CivilDate(dayNumber: day)
            let expected = "\(DateTimeFormat.isoDate.text(of: day)) \(date.weekday) \(day * 86_400)"
            if line != expected { mismatches.append("\(line) != \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(days.count > 22_000)
    }
}
