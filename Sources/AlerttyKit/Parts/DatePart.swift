/// Dates and times as they show (`--date`, `--time`): each one's value, its written form as
/// typed, where the next digit goes, and what is wrong with it. A date is a month grid under its
/// written form; a time is its written form alone. Both are typed in place: a digit overwrites
/// the digit at the cursor and moves it on, so a date is typed whole without walking the grid.
package struct DatePart: Equatable, Sendable {
    /// The dates and times.
    package let inputs: [AlertDate]
    /// Today, the time now and the first weekday.
    package let calendar: AlertCalendar
    /// The words of the month's heading, the weekdays and the problems.
    let words: Words
    /// Each one's value, the last allowed one shown or typed: a date's day number, a time's
    /// seconds since midnight.
    package private(set) var values: [Int]
    /// Each one's written form as it stands, which may be half typed and no value yet.
    package private(set) var typed: [String]
    /// Each one's cursor: which of its digits the next one typed overwrites; past the last once
    /// the whole value is typed, when the next digit starts it afresh.
    package private(set) var cursors: [Int]
    /// What is wrong with each one's typed form in a few words (``DateTimeProblem/shortMessage(in:)``),
    /// found when a button was chosen; cleared by the next key.
    package private(set) var problems: [String]

    /// The dates and times as the alert opens.
    init(_ inputs: [AlertDate], calendar: AlertCalendar, words: Words = .english) {
        self.inputs = inputs
        self.calendar = calendar
        self.words = words
        // Nothing is mapped for an alert without one: start-up rule 2.
        guard !inputs.isEmpty else {
            (values, typed, cursors, problems) = ([], [], [], [])
            return
        }
        values = inputs.map { $0.startValue(in: calendar) }
        typed = zip(inputs, values).map { $0.format.text(of: $1) }
        cursors = inputs.map { _ in 0 }
        problems = inputs.map { _ in "" }
    }

    /// What they answer: each one's value, written in its format.
    var answers: [InputAnswer] {
        inputs.indices.map { index in
            InputAnswer(
                input: .date(index), label: inputs[index].label,
                value: .text(
                    (inputs[index].answerFormat ?? inputs[index].format).text(of: values[index]), isSecret: false))
        }
    }

    /// Sets input `index` to `value` (within its range) and writes it out; a date's cursor goes
    /// back to its first digit, so typing starts the date afresh, while a time's stays on its unit.
    package mutating func set(_ index: Int, to value: Int) {
        values[index] = inputs[index].clamped(value)
        typed[index] = inputs[index].format.text(of: values[index])
        if inputs[index].kind == .date { cursors[index] = 0 }
        problems[index] = ""
    }

    /// Types `key` into input `index`: a digit overwrites the one at the cursor; a paste that
    /// writes a whole value sets it, and any other paste types its digits.
    mutating func type(_ key: Key, into index: Int) {
        problems[index] = ""
        switch key {
        case .character(let scalar): type(digit: scalar, into: index)
        case .paste(let text):
            if case .success(let value) = inputs[index].value(of: text) { return set(index, to: value) }
            for scalar in text.unicodeScalars { type(digit: scalar, into: index) }
        default: break
        }
    }

    /// Overwrites the digit at the cursor with `digit` (anything else types nothing), moves the
    /// cursor on, and takes the written form's value when it is one and allowed.
    private mutating func type(digit: Unicode.Scalar, into index: Int) {
        guard ("0"..."9").contains(digit) else { return }
        let slots = inputs[index].format.digitSlots()
        if cursors[index] >= slots.count { cursors[index] = 0 }
        var characters = Array(typed[index])
        characters[slots[cursors[index]].position] = Character(digit)
        typed[index] = String(characters)
        cursors[index] += 1
        if case .success(let value) = inputs[index].value(of: typed[index]) { values[index] = value }
    }

    /// Carries out a key of the table on input `index`; `false` for one that is not its own.
    mutating func perform(_ command: AlertCommand, at index: Int) -> Bool {
        problems[index] = ""
        let input = inputs[index]
        let value = values[index]
        if input.kind == .date {
            let date = CivilDate(dayNumber: value)
            switch command {
            case .cursorLeft: set(index, to: value - 1)
            case .cursorRight: set(index, to: value + 1)
            case .previousItem: set(index, to: value - 7)
            case .nextItem: set(index, to: value + 7)
            case .itemPageUp: set(index, to: date.addingMonths(-1).dayNumber)
            case .itemPageDown: set(index, to: date.addingMonths(1).dayNumber)
            case .firstItem: set(index, to: value - date.day + 1)
            case .lastItem: set(index, to: value - date.day + CivilDate.daysIn(month: date.month, year: date.year))
            case .deleteBackward: cursors[index] = max(cursors[index] - 1, 0)
            default: return false
            }
            return true
        }
        let slots = input.format.digitSlots()
        let unit = slots[min(cursors[index], slots.count - 1)].field
        switch command {
        case .cursorLeft, .cursorRight:
            // The first digit of the unit before or after the cursor's.
            let forward = command == .cursorRight
            var slot = min(cursors[index], slots.count - 1)
            while slot >= 0, slot < slots.count, slots[slot].field == unit { slot += forward ? 1 : -1 }
            guard slot >= 0, slot < slots.count else { return true }
            while slot > 0, slots[slot - 1].field == slots[slot].field { slot -= 1 }
            cursors[index] = slot
        case .firstItem: cursors[index] = 0
        case .lastItem:
            cursors[index] = slots.lastIndex { $0.field != slots[slots.count - 1].field }.map { $0 + 1 } ?? 0
        case .previousItem, .nextItem:
            // Up raises the unit, as on a clock's spinner, and wraps within it; the range stops it.
            let size = unit == .hour ? 3600 : unit == .minute ? 60 : 1
            let span = unit == .hour ? 24 : 60
            let current = value / size % span
            let next = (current + (command == .previousItem ? 1 : span - 1)) % span
            let moved = value + (next - current) * size
            guard input.problem(with: moved) == nil else { return true }
            set(index, to: moved)
        case .deleteBackward: cursors[index] = max(cursors[index] - 1, 0)
        default: return false
        }
        return true
    }

    /// The first day of input `index`'s month, and the places before it in the grid's first week.
    private func month(of index: Int) -> (first: Int, lead: Int) {
        let first = values[index] - CivilDate(dayNumber: values[index]).day + 1
        return (first, (CivilDate(dayNumber: first).weekday - firstWeekday(of: index) + 7) % 7)
    }

    /// The day input `index`'s grid starts its weeks on: its own, else the locale's.
    private func firstWeekday(of index: Int) -> Int {
        min(max(inputs[index].firstWeekday ?? calendar.firstWeekday, 0), 6)
    }

    /// A click on place `cell` of input `index`'s grid (−1: not a day): the day there, when the
    /// month has it and the range allows it.
    mutating func pick(_ index: Int, cell: Int) {
        guard cell >= 0, inputs[index].kind == .date else { return }
        let date = CivilDate(dayNumber: values[index])
        let (first, lead) = month(of: index)
        let day = cell - lead + 1
        guard day >= 1, day <= CivilDate.daysIn(month: date.month, year: date.year),
            inputs[index].problem(with: first + day - 1) == nil
        else { return }
        set(index, to: first + day - 1)
    }

    /// Whether a button other than cancel may take the values; if not, the input that must take
    /// the focus: the first whose written form is not an allowed value (its problem is shown).
    mutating func refusal() -> Int? {
        for index in inputs.indices {
            if case .failure(let problem) = inputs[index].value(of: typed[index]) {
                problems[index] = problem.shortMessage(in: words)
                return firstStop(of: index)
            }
        }
        return nil
    }

    /// Draws input `index`: its label in `label`, its written form after the prompt in `value`
    /// (the cursor on the next digit; a time's unit there reversed, or the unit focused when
    /// each is a stop), a date's month in `grid` when that is not empty, and what is wrong with
    /// the value over the month's heading or beside the value. `focusedUnit`: which of its
    /// units has the focus, when each is a stop.
    func draw(
        _ index: Int, label: Rect, value: Rect, grid: Rect, focused: Bool, focusedUnit: Int?, look: Look,
        into frame: inout Frame
    ) {
        let input = inputs[index]
        frame.draw(
            Sanitizer.displayable(input.label, keepNewlines: false), x: label.x, y: label.y,
            style: CellStyle(bold: focused), limit: label.x + label.width)
        let right = value.x + value.width
        var column = value.x
        if value.width >= 4 {
            frame.draw(
                AlertView.fieldPrompt(unicode: look.unicode), x: column, y: value.y, style: CellStyle(bold: focused))
            column += 2
        }
        // Within the written form's row, however narrow: a cut one keeps the cursor at its edge.
        func placeCursor(at column: Int) {
            guard value.width > 0 else { return }
            frame.cursor = Frame.Position(x: min(column, right - 1), y: value.y)
        }
        let slots = input.format.digitSlots()
        // Past the last digit, the cursor stands after the value and a time's last unit is marked.
        let cursor = cursors[index] < slots.count ? slots[cursors[index]].position : typed[index].count
        let marked =
            input.stopsAtEachUnit
            ? focusedUnit.map { Self.unitFields(of: input.kind)[$0] }
            : input.kind == .time && focused ? slots[min(cursors[index], slots.count - 1)].field : nil
        for (position, character) in typed[index].enumerated() {
            let inUnit = marked.map { unit in slots.contains { $0.position == position && $0.field == unit } } ?? false
            if focused, position == cursor { placeCursor(at: column) }
            column = frame.draw(
                Sanitizer.displayable(String(character), keepNewlines: false), x: column, y: value.y,
                style: CellStyle(
                    bold: focused, reverse: inUnit, underline: true, foreground: inUnit ? look.theme.accent : nil),
                limit: right)
        }
        if focused, cursor == typed[index].count { placeCursor(at: column) }
        if !grid.isEmpty { drawMonth(index, in: grid, focused: focused, look: look, into: &frame) }
        if !problems[index].isEmpty {
            // Marked by a sign and bold as well as colour, for whoever does not see red; over the
            // month's heading under a date's written form, else beside it.
            // Over the heading it may run past the grid, to the value's edge: a translation is
            // longer than the heading's English.
            let at = grid.isEmpty ? Frame.Position(x: column + 2, y: value.y) : Frame.Position(x: grid.x, y: grid.y)
            let limit = grid.isEmpty ? right : max(grid.x + grid.width, right)
            frame.draw(String(repeating: " ", count: max(0, limit - at.x)), x: at.x, y: at.y, style: CellStyle())
            frame.draw(
                (look.unicode ? "✗ " : "! ") + Sanitizer.displayable(problems[index], keepNewlines: false),
                x: at.x, y: at.y, style: CellStyle(bold: true, foreground: look.theme.destructive), limit: limit)
        }
    }

    /// The month of input `index`'s date: its name and year, the weekdays from the locale's
    /// first, and the days, the date reversed, today underlined and bold, and the days outside
    /// the range dimmed.
    private func drawMonth(_ index: Int, in grid: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        let limit = grid.x + grid.width
        let date = CivilDate(dayNumber: values[index])
        let heading = CivilDate.heading(month: date.month, year: date.year, in: words)
        frame.draw(
            heading, x: grid.x + max(0, (Self.gridWidth - DisplayWidth.of(heading)) / 2), y: grid.y,
            style: CellStyle(bold: true), limit: limit)
        for column in 0..<7 {
            frame.draw(
                words(CivilDate.weekdayAbbreviation((firstWeekday(of: index) + column) % 7)), x: grid.x + 3 * column,
                y: grid.y + 1, style: CellStyle(dim: true), limit: limit)
        }
        let (first, lead) = month(of: index)
        let today = calendar.today?.dayNumber
        for day in 1...CivilDate.daysIn(month: date.month, year: date.year) {
            let cell = lead + day - 1
            let number = first + day - 1
            let chosen = number == values[index]
            let style = CellStyle(
                bold: chosen && focused || number == today, reverse: chosen, underline: number == today,
                dim: inputs[index].problem(with: number) != nil, foreground: chosen && focused ? look.theme.accent : nil
            )
            frame.draw(
                day < 10 ? " " + String(day) : String(day), x: grid.x + 3 * (cell % 7), y: grid.y + 2 + cell / 7,
                style: style, limit: limit)
        }
    }
}

extension DatePart: InputPart {
    /// A stop each, or one a unit (``AlertDate/stopsAtEachUnit``).
    var focusStops: Int { inputs.reduce(0) { $0 + Self.stopCount(of: $1) } }
    static var kind: InputOrder.Kind { .dates }
    /// Not when its units are stops: the buttons have the focus first, as in dialog.
    var takesFocusAtStart: Bool { !inputs.contains { $0.stopsAtEachUnit } }
    var keyContext: KeyBindings.Context { .onDate }

    /// The arrows, Page keys, Home and End move the date (or the time's unit), digits type,
    /// and Enter goes on to the next input, from the last one choosing the default button.
    /// Where each unit is a stop, the keys change that unit as dialog's do and Enter chooses
    /// the default button.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        let (index, unit) = place(ofStop: stop)
        if inputs[index].stopsAtEachUnit {
            guard let command else { return .handled }
            if command == .nextFieldOrDefaultButton { return .chooseDefaultButton }
            return perform(command, at: index, unit: unit)
        }
        guard let command else {
            type(key, into: index)
            return .handled
        }
        if perform(command, at: index) { return .handled }
        guard command == .nextFieldOrDefaultButton else { return .ignored }
        return .onward(from: stop, of: focusStops)
    }
}

extension DatePart {
    /// The units of a kind, in the order their stops come (``AlertDate/stopsAtEachUnit``):
    /// a date's month, year and day, as dialog's calendar; a time's hour, minute and second.
    static func unitFields(of kind: DateTimeFormat.Kind) -> [DateTimeFormat.Field] {
        kind == .date ? [.month, .year, .day] : [.hour, .minute, .second]
    }

    /// The focus stops of `input`: one for each of its units, or one.
    private static func stopCount(of input: AlertDate) -> Int {
        input.stopsAtEachUnit ? unitFields(of: input.kind).count : 1
    }

    /// The input that focus stop `stop` is in, and which of its units it is (0 for an input
    /// that is one stop).
    func place(ofStop stop: Int) -> (index: Int, unit: Int) {
        var first = 0
        for index in inputs.indices {
            let count = Self.stopCount(of: inputs[index])
            if stop < first + count { return (index, stop - first) }
            first += count
        }
        return (max(0, inputs.count - 1), 0)
    }

    /// Input `index`'s first focus stop.
    func firstStop(of index: Int) -> Int {
        inputs.prefix(index).reduce(0) { $0 + Self.stopCount(of: $1) }
    }

    /// The stop a click on input `index` focuses: a date's day, where each unit is a stop.
    package func stop(clicking index: Int) -> Int {
        firstStop(of: index) + (inputs[index].stopsAtEachUnit && inputs[index].kind == .date ? 2 : 0)
    }

    /// Carries out `command` on unit `unit` of input `index`, as dialog's boxes do (measured on
    /// dialog 1.3): a month moves by a month, the day kept and running on into the next month
    /// where it has fewer days; a year by a year, the day of the year kept; the day by a day
    /// (Left, Right) or a week (Up, Down, Page Up, Page Down). A time's unit goes down by one
    /// with Up and Page Up, up with Down and Page Down, each wrapping within it; Home and End
    /// take it to its first and last; Left and Right go to the unit before or after.
    private mutating func perform(_ command: AlertCommand, at index: Int, unit: Int) -> InputReply {
        let value = values[index]
        let back = command == .previousItem || command == .itemPageUp || command == .cursorLeft
        let forth = command == .nextItem || command == .itemPageDown || command == .cursorRight
        if inputs[index].kind == .date {
            let date = CivilDate(dayNumber: value)
            let step = back ? -1 : forth ? 1 : 0
            guard step != 0 else { return .ignored }
            switch unit {
            case 0:
                let moved = date.addingMonths(step)
                let first = moved.dayNumber - moved.day + 1
                set(index, to: first + date.day - 1)
            case 1:
                let startOfYear = CivilDate(year: date.year, month: 1, day: 1)?.dayNumber ?? value
                let next = CivilDate(year: min(max(date.year + step, 1), 9999), month: 1, day: 1)?.dayNumber ?? value
                set(index, to: next + value - startOfYear)
            default:
                set(index, to: value + step * (command == .cursorLeft || command == .cursorRight ? 1 : 7))
            }
            return .handled
        }
        if command == .cursorLeft || command == .cursorRight { return .moveFocus(by: command == .cursorLeft ? -1 : 1) }
        let size = unit == 0 ? 3600 : unit == 1 ? 60 : 1
        let span = unit == 0 ? 24 : 60
        let current = value / size % span
        let next: Int
        switch command {
        case .firstItem: next = 0
        case .lastItem: next = span - 1
        case _ where back: next = (current + span - 1) % span
        case _ where forth: next = (current + 1) % span
        default: return .ignored
        }
        set(index, to: value + (next - current) * size)
        return .handled
    }
}

extension AlertLayout {
    /// The rects a date or time takes in ``AlertLayout/dateFrames``, three each: its label, its
    /// written form, and a date's grid (``Rect/zero`` for a time, or a date drawn without it).
    static let rectsPerDate = 3

    /// The date or time at a cell, for the mouse: on a day of a grid, that day's place in it.
    func dateTarget(column: Int, row: Int) -> Target? {
        func contains(_ rect: Rect) -> Bool {
            column >= rect.x && column < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
        }
        var base = 0
        while base + 2 < dateFrames.count {
            defer { base += Self.rectsPerDate }
            let index = base / Self.rectsPerDate
            if contains(dateFrames[base]) || contains(dateFrames[base + 1]) { return .date(index, cell: -1) }
            let grid = dateFrames[base + 2]
            guard contains(grid) else { continue }
            // The days start on the grid's third row, three columns a day (two digits and a space).
            let week = row - grid.y - 2
            let offset = column - grid.x
            return .date(index, cell: week >= 0 && offset % 3 < 2 ? week * 7 + offset / 3 : -1)
        }
        return nil
    }
}

extension DatePart {
    /// The grid's columns: seven days of two digits and a space.
    static let gridWidth = 20
    /// The grid's rows: the month's name, the weekdays, and six weeks, as many as a month
    /// can touch, so the box does not move from month to month.
    static let gridRows = 8

    /// The dates and times: each a label and its written form (after the prompt, with what is
    /// wrong beside it), and under a date its month grid. When rows run short the grids go
    /// first, then the inputs that do not fit.
    struct Layout: AlertPart {
        private let labels: [String]
        private let isDate: [Bool]
        /// The widest written form and problem message beside it.
        private let widestValue: Int
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 3 }
        /// The rows without the grids: two an input.
        var fewestRows: Int { 2 * labels.count }

        init(_ configuration: AlertConfiguration) {
            // Nothing is mapped for an alert without dates: start-up rule 2.
            guard !configuration.dates.isEmpty else {
                (labels, isDate, widestValue) = ([], [], 0)
                return
            }
            labels = configuration.dates.map { Sanitizer.displayable($0.label, keepNewlines: false) }
            isDate = configuration.dates.map { $0.kind == .date }
            // The written form and the widest short problem it can have: beside a time, and in
            // place of a date's month heading (or beside it, cut, when the grid has gone).
            widestValue =
                configuration.dates.map {
                    let width = DisplayWidth.of($0.format.placeholder)
                    let problem = 2 + DateTimeProblem.shortMessageWidth(valueWidth: width, words: configuration.words)
                    return $0.kind == .date ? max(width, problem) : width + 2 + problem
                }.max() ?? 0
        }

        func wantedWidth(_ context: LayoutContext) -> Int {
            guard !labels.isEmpty else { return 0 }
            let widestLabel = labels.map { DisplayWidth.of($0) }.max() ?? 0
            return max(widestLabel, 2 + max(widestValue, isDate.contains(true) ? DatePart.gridWidth : 0))
        }

        mutating func measure(_ context: LayoutContext) {
            rows = isDate.reduce(0) { $0 + 2 + ($1 ? DatePart.gridRows : 0) }
        }

        /// With every grid when the rows given hold them all, else none; then as many inputs
        /// as fit, from the first.
        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            let full = isDate.reduce(0) { $0 + 2 + ($1 ? DatePart.gridRows : 0) }
            let withGrids = rows >= full
            let bottom = top + rows
            var y = top
            var frames: [Rect] = []
            for date in isDate {
                guard y + 2 <= bottom else {
                    frames += [.zero, .zero, .zero]
                    continue
                }
                frames.append(Rect(x: content.x, y: y, width: content.width, height: 1))
                frames.append(Rect(x: content.x, y: y + 1, width: content.width, height: 1))
                let grid = date && withGrids
                frames.append(
                    grid
                        ? Rect(
                            x: content.x + 2, y: y + 2, width: min(DatePart.gridWidth, content.width - 2),
                            height: DatePart.gridRows)
                        : .zero)
                y += 2 + (grid ? DatePart.gridRows : 0)
            }
            layout.dateFrames = frames
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            let focused: (index: Int, unit: Int)? =
                if case .input(.dates, let stop) = state.shownFocus { state.dates.place(ofStop: stop) } else { nil }
            for index in state.dates.inputs.indices {
                let base = index * AlertLayout.rectsPerDate
                guard base + 2 < layout.dateFrames.count, !layout.dateFrames[base].isEmpty else { continue }
                let isFocused = focused?.index == index
                state.dates.draw(
                    index, label: layout.dateFrames[base], value: layout.dateFrames[base + 1],
                    grid: layout.dateFrames[base + 2], focused: isFocused,
                    focusedUnit: isFocused && state.dates.inputs[index].stopsAtEachUnit ? focused?.unit : nil,
                    look: look, into: &frame)
            }
        }

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.dates.count }

        /// The label, the form to type in parentheses and the value in brackets (Enter keeps it).
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            let input = state.configuration.dates[index]
            let label = Sanitizer.displayable(input.label, keepNewlines: false)
            let form = Sanitizer.displayable(input.format.placeholder, keepNewlines: false)
            let value = Sanitizer.displayable(input.format.text(of: state.dates.values[index]), keepNewlines: false)
            return (label + " (" + form + ") [" + value + "]: ", true)
        }

        /// The line as the value (an empty one keeps it); one that is not a date or time in the
        /// form, or outside the range, is asked again, saying why.
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            guard !line.trimmingSpaces.isEmpty else { return .next }
            switch state.configuration.dates[index].value(of: line) {
            case .success(let value):
                state.setDate(index, to: value)
                return .next
            case .failure(let problem):
                let words = state.configuration.words
                return .again(
                    words(.sentence, Sanitizer.displayable(problem.message(in: words), keepNewlines: false)) + "\n")
            }
        }
    }
}
