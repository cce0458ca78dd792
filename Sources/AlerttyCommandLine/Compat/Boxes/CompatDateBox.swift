import AlerttyKit

/// dialog's `--calendar text height width [day month year]` and `--timebox text height width
/// [hour minute second]`: a date or a time of day, on the date part with dialog's stops and
/// keys (``AlertDate/stopsAtEachUnit``), answered as `dd/mm/yyyy` and `hh:mm:ss` unless
/// `--date-format` or `--time-format` says otherwise.
enum CompatDateBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        let isDate = call.box == .calendar
        let parts = isDate ? "a day, month and year" : "an hour, minute and second"
        if call.rest.count > 3 {
            throw call.usage("\(call.name) takes text, height, width and at most \(parts); unexpected \(call.rest[3])")
        }
        var numbers: [Int] = []
        for text in call.rest {
            guard let number = Int(text) else {
                throw call.usage("\(call.name): \(parts) must be numbers, not \(text)")
            }
            numbers.append(number)
        }
        let kind: DateTimeFormat.Kind = isDate ? .date : .time
        var date: AlertDate
        do {
            date = try AlertDate(
                label: "", format: DateTimeFormat(isDate ? "%d/%m/%Y" : "%H:%M:%S", kind: kind))
            if let answer = call.values[isDate ? "date-format" : "time-format"], !answer.isEmpty {
                date.answerFormat = try DateTimeFormat(strftime: answer, kind: kind)
            }
        } catch {
            throw call.usage("\(isDate ? "--date-format" : "--time-format"): \(error.message)")
        }
        date.stopsAtEachUnit = true
        date.startParts = try isDate ? dateParts(numbers, call) : timeParts(numbers, call)
        // Measured: dialog takes a day it does not know (`monday`, `7`, `locale`) as the
        // locale's first weekday, and so does alertty, rather than ending a script.
        if isDate { date.firstWeekday = call.values["week-start"].flatMap(weekday(named:)) }
        var configuration = AlertConfiguration(message: call.text, styledButtons: call.buttons)
        configuration.dates = [date]
        return CompatBuiltBox(configuration: configuration)
    }

    /// A calendar's day, month and year as dialog takes them (measured): one left out, 0 or
    /// less is today's, and so is a year before 1900; a month past 12 runs on into the years
    /// after. alertty's dates end with the year 9999.
    static func dateParts(_ numbers: [Int], _ call: CompatBoxCall) throws(CompatError) -> [Int?] {
        func given(_ index: Int) -> Int? {
            numbers.indices.contains(index) && numbers[index] > 0 ? numbers[index] : nil
        }
        let year = given(2).flatMap { $0 >= 1900 ? $0 : nil }
        if let year, year + ((given(1) ?? 1) - 1) / 12 > CivilDate.supportedYears.upperBound {
            throw call.usage("--calendar: alertty's calendar ends with the year 9999; give an earlier date")
        }
        return [given(0), given(1), year]
    }

    /// A time box's hour, minute and second as dialog takes them (measured): one left out or
    /// negative is the time now's; one out of range is an error.
    static func timeParts(_ numbers: [Int], _ call: CompatBoxCall) throws(CompatError) -> [Int?] {
        let limits = [24, 60, 60]
        return try (0..<3).map { index throws(CompatError) -> Int? in
            guard numbers.indices.contains(index), numbers[index] >= 0 else { return nil }
            guard numbers[index] < limits[index] else {
                throw call.usage(
                    "--timebox: the \(["hour", "minute", "second"][index]) must be below \(limits[index]), "
                        + "not \(numbers[index])")
            }
            return numbers[index]
        }
    }

    /// The weekday dialog's `--week-start` names (0 Sunday to 6 Saturday): a number, or the
    /// start of a day's English name, two letters or more (`Mo`, `Mon`, `monday`), in any case.
    static func weekday(named text: String) -> Int? {
        if let number = Int(text) { return (0...6).contains(number) ? number : nil }
        let lowered = text.lowercased()
        guard lowered.count >= 2 else { return nil }
        return (0...6).first { CivilDate.weekdayName($0).lowercased().hasPrefix(lowered) }
    }
}
