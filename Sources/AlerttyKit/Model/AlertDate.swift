/// A date or a time of day an alert asks for (`--date`, `--time`): its label, how it is
/// written (``DateTimeFormat``), and the value it opens on and the range it may take, each a
/// date's day number (``CivilDate/dayNumber``) or a time's seconds since midnight.
public struct AlertDate: Equatable, Sendable {
    /// Shown above it, and naming it in the answer.
    public let label: String
    /// How it is written, typed and answered; its kind says date or time.
    public let format: DateTimeFormat
    /// The value it opens on; `nil`: today, or the time now (``AlertCalendar``), kept within
    /// the range.
    public let initialValue: Int?
    /// The earliest it may be, if any.
    public let minimum: Int?
    /// The latest it may be, if any.
    public let maximum: Int?
    /// How the answer writes it, when not as it is typed (dialog's `--date-format`, which may
    /// name the month or the weekday); `nil`: ``format``.
    package var answerFormat: DateTimeFormat?
    /// As dialog's calendar and time boxes: the buttons have the focus first, and Tab goes on
    /// from them to each unit in turn (a date's month, year and day; a time's hour, minute and
    /// second), which the arrow keys change as dialog's do; digits type nothing.
    package var stopsAtEachUnit = false
    /// The parts it opens on without an ``initialValue``, as dialog's boxes take them: a date's
    /// day, month and year, or a time's hour, minute and second, each `nil` for today's or the
    /// time now's. A month past 12 runs on into the years after, and a day its month does not
    /// have is today's. Empty: today, or the time now.
    package var startParts: [Int?] = []
    /// The day the grid's weeks start on (0 Sunday to 6 Saturday) instead of the locale's.
    package var firstWeekday: Int?

    /// A date or time input; the range must hold the initial value, and `minimum` must not be
    /// after `maximum`.
    public init(
        label: String, format: DateTimeFormat = .isoDate, initialValue: Int? = nil, minimum: Int? = nil,
        maximum: Int? = nil
    ) throws(DateTimeProblem) {
        self.label = label
        self.format = format
        self.minimum = minimum.map { Self.clampedToKind($0, format.kind) }
        self.maximum = maximum.map { Self.clampedToKind($0, format.kind) }
        self.initialValue = initialValue.map { Self.clampedToKind($0, format.kind) }
        if let low = self.minimum, let high = self.maximum, low > high {
            throw .minimumAfterMaximum(format.text(of: low), format.text(of: high))
        }
        if let value = self.initialValue, let problem = problem(with: value) { throw problem }
    }

    /// The value within what its kind can be: a day of the supported years, a second of a day.
    private static func clampedToKind(_ value: Int, _ kind: DateTimeFormat.Kind) -> Int {
        kind == .date
            ? min(max(value, CivilDate.firstDayNumber), CivilDate.lastDayNumber) : min(max(value, 0), 86_399)
    }

    /// Date or time.
    public var kind: DateTimeFormat.Kind { format.kind }

    /// Why `value` is not allowed: before the earliest or after the latest; `nil` when it is.
    public func problem(with value: Int) -> DateTimeProblem? {
        if let minimum, value < minimum { return .beforeMinimum(format.text(of: value), format.text(of: minimum)) }
        if let maximum, value > maximum { return .afterMaximum(format.text(of: value), format.text(of: maximum)) }
        return nil
    }

    /// The value `text` writes, when it is one and allowed; else why not.
    public func value(of text: String) -> Result<Int, DateTimeProblem> {
        switch format.value(of: text) {
        case .failure(let problem): .failure(problem)
        case .success(let value): problem(with: value).map { .failure($0) } ?? .success(value)
        }
    }

    /// `value` within the range and what its kind can be: the nearer end when outside.
    func clamped(_ value: Int) -> Int {
        Self.clampedToKind(min(max(value, minimum ?? .min), maximum ?? .max), kind)
    }

    /// The value it opens on in `calendar`: its own, else today or the time now (to the minute
    /// unless written with seconds), within the range; without a clock, 2000-01-01 or midnight.
    public func startValue(in calendar: AlertCalendar) -> Int {
        if let initialValue { return initialValue }
        if startParts.count == 3 { return clamped(startValue(from: startParts, in: calendar)) }
        switch kind {
        case .date:
            return clamped(calendar.today?.dayNumber ?? CivilDate(year: 2000, month: 1, day: 1)?.dayNumber ?? 0)
        case .time:
            let now = calendar.secondsSinceMidnight ?? 0
            return clamped(format.hasSeconds ? now : now - now % 60)
        }
    }
}

extension AlertDate {
    /// The value ``startParts`` give, today's (or the time now's) in place of a part not given.
    private func startValue(from parts: [Int?], in calendar: AlertCalendar) -> Int {
        guard kind == .date else {
            let now = calendar.secondsSinceMidnight ?? 0
            func part(_ index: Int, _ current: Int, below limit: Int) -> Int {
                min(max(parts[index] ?? current, 0), limit - 1)
            }
            return part(0, now / 3600, below: 24) * 3600 + part(1, now / 60 % 60, below: 60) * 60
                + part(2, now % 60, below: 60)
        }
        let today = calendar.today ?? CivilDate(dayNumber: 10_957)  // 2000-01-01
        // Counted in months from year 0, held within the years a date can be.
        let months = min(max(parts[1] ?? today.month, 1) - 1, 9999 * 12)
        let index = min(min(max(parts[2] ?? today.year, 1), 9999) * 12 + months, 9999 * 12 + 11)
        let (year, month) = (index / 12, index % 12 + 1)
        let days = CivilDate.daysIn(month: month, year: year)
        let day = parts[0].flatMap { $0 >= 1 && $0 <= days ? $0 : nil } ?? min(today.day, days)
        return CivilDate(year: year, month: month, day: day)?.dayNumber ?? today.dayNumber
    }
}

/// What a date part needs of the world, given as values by whoever presents the alert (the
/// core reads no clock and no environment): today, the time now, and the day weeks start on.
public struct AlertCalendar: Equatable, Sendable {
    /// Today, in local time; `nil` when not known.
    public var today: CivilDate?
    /// The time now, in seconds since local midnight; `nil` when not known.
    public var secondsSinceMidnight: Int?
    /// The day the grid's weeks start on: 0 for Sunday to 6 for Saturday
    /// (``CivilDate/firstWeekday(locale:)``); Monday unless said.
    public var firstWeekday = 1

    public init(today: CivilDate? = nil, secondsSinceMidnight: Int? = nil, firstWeekday: Int = 1) {
        self.today = today
        self.secondsSinceMidnight = secondsSinceMidnight
        self.firstWeekday = min(max(firstWeekday, 0), 6)
    }
}
