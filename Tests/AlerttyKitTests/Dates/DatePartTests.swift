import Testing

@testable import AlerttyKit

@Suite struct DatePartTests {
    static let today = CivilDate(year: 2026, month: 11, day: 27)!
    static let calendar = AlertCalendar(today: today, secondsSinceMidnight: 14 * 3600 + 5 * 60 + 30)

    /// An alert asking for `dates`, with Cancel and OK, on today's calendar (weeks from `firstWeekday`).
    static func alert(_ dates: [AlertDate], firstWeekday: Int = 1) -> AlertState {
        var configuration = AlertConfiguration(title: "Deploy", buttons: [("Cancel", .cancel), ("OK", .default)])
        configuration.dates = dates
        configuration.inputOrder.note(.dates)
        configuration.calendar = calendar
        configuration.calendar.firstWeekday = firstWeekday
        return AlertState(configuration: configuration)
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day)!.dayNumber
    }

    func press(_ keys: Key..., on state: inout AlertState) -> Effect {
        var effect = Effect.none
        for key in keys { effect = state.handle(.key(key)) }
        return effect
    }

    func text(_ state: AlertState, _ index: Int = 0) -> String {
        state.dates.inputs[index].format.text(of: state.dates.values[index])
    }

    @Test func aDateOpensOnTodayWithTheFocus() throws {
        let state = Self.alert([try AlertDate(label: "Day")])
        #expect(state.focus == .input(.dates, 0))
        #expect(text(state) == "2026-11-27")
        #expect(state.dates.typed == ["2026-11-27"])
    }

    @Test func arrowsMoveByDayAndWeekPageKeysByMonthHomeAndEndToTheMonthsEnds() throws {
        var state = Self.alert([try AlertDate(label: "Day")])
        _ = press(.right, on: &state)
        #expect(text(state) == "2026-11-28")
        _ = press(.down, .down, on: &state)
        #expect(text(state) == "2026-12-12")
        _ = press(.left, .up, on: &state)
        #expect(text(state) == "2026-12-04")
        _ = press(.pageUp, .pageUp, .pageUp, on: &state)
        #expect(text(state) == "2026-09-04")
        _ = press(.end, on: &state)
        #expect(text(state) == "2026-09-30")
        _ = press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, on: &state)
        #expect(text(state) == "2027-02-28", "a month later keeps the day, or takes the month's last")
        _ = press(.home, on: &state)
        #expect(text(state) == "2027-02-01")
        #expect(state.dates.typed == ["2027-02-01"])
    }

    @Test func theArrowsStopAtTheRange() throws {
        let first = Self.day(2026, 11, 27)
        var state = Self.alert([try AlertDate(label: "Day", minimum: first, maximum: first + 10)])
        _ = press(.left, .up, .pageUp, .home, on: &state)
        #expect(text(state) == "2026-11-27")
        _ = press(.down, .down, on: &state)
        #expect(text(state) == "2026-12-07")
        _ = press(.pageDown, .end, .right, on: &state)
        #expect(text(state) == "2026-12-07")
    }

    @Test func theArrowsStopAtTheSupportedYears() throws {
        var last = Self.alert([try AlertDate(label: "Day", initialValue: CivilDate.lastDayNumber)])
        _ = press(.right, .down, .pageDown, .end, on: &last)
        #expect(last.dates.values == [CivilDate.lastDayNumber])
        #expect(text(last) == "9999-12-31")
        var first = Self.alert([try AlertDate(label: "Day", initialValue: CivilDate.firstDayNumber)])
        _ = press(.left, .up, .pageUp, .home, on: &first)
        #expect(first.dates.values == [CivilDate.firstDayNumber])
        #expect(text(first) == "0001-01-01")
    }

    @Test func digitsTypeOverTheDateAndBackspaceStepsBack() throws {
        var state = Self.alert([try AlertDate(label: "Day")])
        for digit in "20270315".unicodeScalars { _ = press(.character(digit), on: &state) }
        #expect(state.dates.typed == ["2027-03-15"])
        #expect(text(state) == "2027-03-15")
        _ = press(.backspace, .character("4"), on: &state)
        #expect(text(state) == "2027-03-14")
        _ = press(.character("x"), .character("-"), on: &state)
        #expect(state.dates.typed == ["2027-03-14"], "what is not a digit types nothing")
        // An arrow starts the date afresh: the next digit is the year's first.
        _ = press(.right, .character("1"), on: &state)
        #expect(state.dates.typed == ["1027-03-15"])
    }

    @Test func eachDigitTypedAsksForTheFrameToBeDrawnAgain() throws {
        for format in [DateTimeFormat.isoDate, .isoTime] {
            var state = Self.alert([try AlertDate(label: "Day", format: format)])
            _ = press(.right, on: &state)
            let drawn = state.revision
            _ = press(.character("1"), on: &state)
            #expect(state.revision.change(since: drawn) == .everything, "a digit typed was never drawn")
        }
    }

    @Test func aPasteOfAWholeDateSetsItAndAnyOtherTypesItsDigits() throws {
        var state = Self.alert([try AlertDate(label: "Day")])
        _ = press(.right, .paste("2030-01-02"), on: &state)
        #expect(text(state) == "2030-01-02")
        _ = press(.right, .paste("12/31"), on: &state)
        #expect(state.dates.typed == ["1231-01-03"])
    }

    @Test func notADateKeepsTheAlertOpenSayingWhyUntilTheNextKey() throws {
        var state = Self.alert([try AlertDate(label: "Day")])
        for digit in "20260230".unicodeScalars { _ = press(.character(digit), on: &state) }
        #expect(state.dates.typed == ["2026-02-30"])
        #expect(text(state) == "2026-02-27", "the value stays the last date typed or shown (02-27 on the way)")
        #expect(press(.enter, on: &state) == .none)
        #expect(state.focus == .input(.dates, 0))
        #expect(state.dates.problems == ["only 28 days"])
        let frame = AlertView.frame(for: state)
        #expect(frame.text.contains { $0.contains("✗ only 28 days") })
        _ = press(.backspace, .backspace, .character("2"), .character("8"), on: &state)
        #expect(state.dates.problems == [""])
        #expect(press(.enter, on: &state) == .finish(.chosen(1)))
        #expect(
            state.answers == [InputAnswer(input: .date(0), label: "Day", value: .text("2026-02-28", isSecret: false))])
    }

    @Test func aTypedDateOutsideTheRangeIsRefused() throws {
        var state = Self.alert([try AlertDate(label: "Day", maximum: Self.day(2026, 12, 31))])
        for digit in "20270101".unicodeScalars { _ = press(.character(digit), on: &state) }
        #expect(press(.tab, .tab, .enter, on: &state) == .none)
        #expect(state.dates.problems == ["after 2026-12-31"])
        _ = press(.escape, on: &state)
    }

    @Test func aTimeMovesBetweenItsUnitsAndUpAndDownChangeTheOneAtTheCursor() throws {
        var state = Self.alert([try AlertDate(label: "At", format: .isoTimeWithSeconds)])
        #expect(text(state) == "14:05:30")
        _ = press(.up, on: &state)
        #expect(text(state) == "15:05:30")
        _ = press(.right, .down, .down, .down, .down, .down, .down, on: &state)
        #expect(text(state) == "15:59:30", "minutes wrap without carrying into the hour")
        _ = press(.end, .up, .up, .up, on: &state)
        #expect(text(state) == "15:59:33")
        _ = press(.right, .up, on: &state)
        #expect(text(state) == "15:59:34", "Right on the last unit stays there")
        _ = press(.home, .down, .down, on: &state)
        #expect(text(state) == "13:59:34")
        _ = press(.character("0"), .character("8"), .character("3"), .character("0"), on: &state)
        #expect(text(state) == "08:30:34")
        _ = press(.left, .left, .left, .character("2"), .character("5"), on: &state)
        #expect(state.dates.typed == ["25:30:34"])
        #expect(press(.enter, on: &state) == .none)
        #expect(state.dates.problems == ["not a time"])
    }

    @Test func aTimesRangeStopsUpAndDown() throws {
        var state = Self.alert([
            try AlertDate(label: "At", format: .isoTime, initialValue: 9 * 3600, minimum: 9 * 3600, maximum: 17 * 3600)
        ])
        _ = press(.down, on: &state)
        #expect(text(state) == "09:00")
        for _ in 0..<12 { _ = press(.up, on: &state) }
        #expect(text(state) == "17:00")
    }

    @Test func enterGoesOnToTheNextInputAndFromTheLastChoosesTheDefault() throws {
        var state = Self.alert([try AlertDate(label: "Day"), try AlertDate(label: "At", format: .isoTime)])
        #expect(press(.enter, on: &state) == .none)
        #expect(state.focus == .input(.dates, 1))
        #expect(press(.enter, on: &state) == .finish(.chosen(1)))
        #expect(state.answers.map(\.value) == [.text("2026-11-27", isSecret: false), .text("14:05", isSecret: false)])
    }

    @Test func theGridShowsTheMonthWithWeeksFromTheLocalesFirstDay() throws {
        let monday = Self.alert([try AlertDate(label: "Deploy on")])
        // Inside the border, without the spaces at the ends of the rows.
        let body = AlertView.frame(for: monday).text.map { line in
            guard let left = line.firstIndex(of: "│"), let right = line.lastIndex(of: "│"), left < right else {
                return ""
            }
            var inside = String(line[line.index(after: left)..<right].dropFirst(2))
            while inside.last == " " { inside.removeLast() }
            return inside
        }
        #expect(
            body.joined(separator: "\n").contains(
                """
                Deploy on
                › 2026-11-27
                     November 2026
                  Mo Tu We Th Fr Sa Su
                                     1
                   2  3  4  5  6  7  8
                   9 10 11 12 13 14 15
                  16 17 18 19 20 21 22
                  23 24 25 26 27 28 29
                  30
                """), "\(body.joined(separator: "\n"))")
        let sunday = Self.alert([try AlertDate(label: "Deploy on")], firstWeekday: 0)
        let sundayText = AlertView.frame(for: sunday).text.joined(separator: "\n")
        #expect(sundayText.contains("Su Mo Tu We Th Fr Sa"))
        #expect(sundayText.contains("1  2  3  4  5  6  7"))
    }

    @Test func theDateIsReversedTodayUnderlinedAndDaysOutsideTheRangeDimmed() throws {
        var state = Self.alert([try AlertDate(label: "Day", minimum: Self.day(2026, 11, 20))])
        _ = press(.right, on: &state)
        let frame = AlertView.frame(for: state)
        func style(of day: String, row word: String) throws -> CellStyle {
            let y = try #require(frame.text.firstIndex { $0.contains(word) })
            let x = try #require(frame.text[y].range(of: " " + day + " ")).lowerBound
            return frame[frame.text[y].distance(from: frame.text[y].startIndex, to: x) + 1, y].style
        }
        #expect(try style(of: "28", row: "23 24").reverse)
        #expect(try style(of: "27", row: "23 24").underline)
        #expect(try !style(of: "27", row: "23 24").reverse)
        #expect(try style(of: "19", row: "16 17").dim)
        #expect(try !style(of: "20", row: "16 17").dim)
        let cursor = try #require(frame.cursor)
        #expect(frame.text[cursor.y].contains("› 2026-11-28"))
    }

    @Test func aShortTerminalDropsTheGridsBeforeTheInputs() throws {
        let state = Self.alert([try AlertDate(label: "Day"), try AlertDate(label: "At", format: .isoTime)])
        let frame = AlertView.frame(for: state, size: TerminalSize(columns: 40, rows: 12))
        let text = frame.text.joined(separator: "\n")
        #expect(text.contains("› 2026-11-27") && text.contains("› 14:05") && text.contains("[ OK ]"))
        #expect(!text.contains("November"))
        let tall = AlertView.frame(for: state, size: TerminalSize(columns: 40, rows: 24)).text.joined(separator: "\n")
        #expect(tall.contains("November 2026"))
    }

    @Test func theCursorStaysOnTheTerminalHoweverSmall() throws {
        var state = Self.alert([try AlertDate(label: "Day"), try AlertDate(label: "At", format: .isoTime)])
        for digit in "2026113".unicodeScalars { _ = press(.character(digit), on: &state) }
        for typed in [false, true] {
            if typed { _ = press(.character("1"), on: &state) }
            for columns in 1...14 {
                for rows in [1, 3, 8, 30] {
                    let frame = AlertView.frame(for: state, size: TerminalSize(columns: columns, rows: rows))
                    guard let cursor = frame.cursor else { continue }
                    #expect(cursor.x < columns && cursor.y < rows, "\(columns)×\(rows): \(cursor)")
                }
            }
        }
    }

    @Test func plainModeTakesTheTypedFormAndAsksAgainWhenItIsNoDate() throws {
        var configuration = AlertConfiguration(title: "Deploy", buttons: [("OK", .default)])
        configuration.dates = [try AlertDate(label: "Day", minimum: Self.day(2026, 11, 27))]
        configuration.inputOrder.note(.dates)
        configuration.calendar = Self.calendar
        var talk = PlainConversation(configuration: configuration)
        #expect(talk.nextStep() == .ask("Day (YYYY-MM-DD) [2026-11-27]: ", echo: true))
        #expect(
            talk.answer("2026-02-30")
                == .ask(
                    "'2026-02-30' is not a date: February 2026 has 28 days.\nDay (YYYY-MM-DD) [2026-11-27]: ",
                    echo: true))
        #expect(
            talk.answer("2026-11-01")
                == .ask(
                    "'2026-11-01' is before the earliest allowed, 2026-11-27.\nDay (YYYY-MM-DD) [2026-11-27]: ",
                    echo: true))
        _ = talk.answer("2026-12-24")
        #expect(talk.state.answers.map(\.value) == [.text("2026-12-24", isSecret: false)])
        var keeping = PlainConversation(configuration: configuration)
        _ = keeping.answer("")
        #expect(keeping.state.answers.map(\.value) == [.text("2026-11-27", isSecret: false)])
    }

    @Test func withoutUTF8TheGridIsTheSameAndTheProblemMarkIsASCII() throws {
        var state = Self.alert([try AlertDate(label: "Day")])
        for digit in "20261131".unicodeScalars { _ = press(.character(digit), on: &state) }
        _ = press(.enter, on: &state)
        let frame = AlertView.frame(
            for: state, size: TerminalSize(columns: 60, rows: 24),
            look: Look(appearance: state.configuration.appearance, unicode: false))
        let text = frame.text.joined(separator: "\n")
        #expect(text.contains("> 2026-11-31") && text.contains("! only 30 days"))
        #expect(text.contains("Mo Tu We Th Fr Sa Su"))
        #expect(!text.contains("›") && !text.contains("✗"))
    }
}

@Suite struct DatePartMouseTests {
    @Test func aClickOnADayChoosesItAndAClickOnTheDateFocusesIt() throws {
        var state = DatePartTests.alert([
            try AlertDate(label: "At", format: .isoTime),
            try AlertDate(label: "Day", minimum: DatePartTests.day(2026, 11, 20)),
        ])
        #expect(state.focus == .input(.dates, 0))
        let frame = AlertView.frame(for: state)
        func click(_ text: String, in row: String) throws {
            let y = try #require(frame.text.firstIndex { $0.contains(row) })
            let line = frame.text[y]
            let x = line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
            _ = state.handle(.key(.mouse(.press, column: x, row: y)))
            _ = state.handle(.key(.mouse(.release, column: x, row: y)))
        }
        try click("2026-11-27", in: "› 2026-11-27")
        #expect(state.focus == .input(.dates, 1))
        try click("24", in: "23 24 25")
        #expect(state.dates.values[1] == DatePartTests.day(2026, 11, 24))
        try click("19", in: "16 17 18 19")
        #expect(state.dates.values[1] == DatePartTests.day(2026, 11, 24), "a day outside the range is not chosen")
        try click("Mo", in: "Mo Tu")
        #expect(state.dates.values[1] == DatePartTests.day(2026, 11, 24))
    }
}
