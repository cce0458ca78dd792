/// Text of several lines with a cursor, as a text area holds it: a ``LineEditor`` a line, so a
/// key edits one line and never copies, joins or wraps the whole text. The wrapping into display
/// rows is done for the rows on screen and the rows the cursor crosses, never for the whole text.
package struct TextAreaText: Equatable, Sendable {
    /// A display row: a line, which of its segments, and which of the rows that wraps into.
    package struct Row: Comparable, Sendable {
        package var line: Int
        package var segment: Int
        package var row: Int

        package init(line: Int, segment: Int = 0, row: Int) {
            self.line = line
            self.segment = segment
            self.row = row
        }

        package static func < (left: Row, right: Row) -> Bool {
            (left.line, left.segment, left.row) < (right.line, right.segment, right.row)
        }
    }

    /// A line is wrapped in segments of this many characters, each on its own (a row ends at
    /// each segment's end): a key on a line of a megabyte wraps a segment or two, not the line.
    package static let segmentLength = 2048

    /// The lines, without their line breaks; never empty.
    package private(set) var lines: [LineEditor] = [LineEditor()]
    /// The line the cursor is on (its column is that line's own cursor).
    package private(set) var line = 0
    /// The characters held, each line break counting as one (what `--max-length` counts).
    package private(set) var count = 0
    /// The most characters it holds; `nil` for no limit.
    package let maximumLength: Int?
    /// The first display row in view, as the cursor last left it (``scroll(width:height:)``).
    package private(set) var top = Row(line: 0, row: 0)
    /// The column Up and Down aim for: the cursor's when they began, kept across short lines.
    private var goalColumn: Int?

    /// A line break typed or pasted: `\r\n`, `\r` or `\n` (one character to Swift).
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }

    /// Empty text holding at most `maximumLength` characters, with `text` typed into it.
    package init(_ text: String = "", maximumLength: Int? = nil) {
        self.maximumLength = maximumLength
        insert(text)
    }

    /// The text, its lines joined by `\n`.
    package var text: String {
        var result = ""
        for (index, editor) in lines.enumerated() {
            if index > 0 { result += "\n" }
            result += editor.text
        }
        return result
    }

    /// Whether it holds nothing.
    package var isEmpty: Bool { count == 0 }

    /// The cursor's place in its line.
    package var column: Int { lines[line].cursor }

    /// Inserts `text` at the cursor, cut short at ``maximumLength``: line breaks start new
    /// lines, a tab becomes four spaces, other control characters are dropped.
    package mutating func insert(_ text: String) {
        var room = maximumLength.map { max(0, $0 - count) } ?? Int.max
        var pieces: [String] = []
        var piece = ""
        for character in text where room > 0 {
            if Self.isLineBreak(character) {
                pieces.append(piece)
                piece = ""
                room -= 1
            } else if character == "\t" {
                let spaces = min(4, room)
                piece += String(repeating: " ", count: spaces)
                room -= spaces
            } else if !character.unicodeScalars.contains(where: AlertState.isControl) {
                piece.append(character)
                room -= 1
            }
        }
        pieces.append(piece)
        goalColumn = nil
        let tail = pieces.count > 1 ? Array(lines[line].characters[column...]) : []
        if pieces.count > 1 { lines[line].deleteToEnd() }
        changeLine { $0.insert(pieces[0]) }
        guard pieces.count > 1 else { return }
        var added = pieces.dropFirst().map { LineEditor(text: $0) }
        let last = added.count - 1
        let end = added[last].cursor
        added[last].insert(String(tail))
        added[last].move(to: end)
        count += added.reduce(added.count) { $0 + $1.characters.count }
        lines.insert(contentsOf: added, at: line + 1)
        line += added.count
    }

    /// Puts the cursor at the start of the first line, in view.
    package mutating func moveToTop() {
        line = 0
        lines[0].moveToStart()
        top = Row(line: 0, row: 0)
        goalColumn = nil
    }

    /// Edits the cursor's line, keeping ``count``.
    private mutating func changeLine(_ edit: (inout LineEditor) -> Void) {
        let before = lines[line].characters.count
        edit(&lines[line])
        count += lines[line].characters.count - before
    }

    /// Joins line `index` with the one after it, the cursor at the join.
    private mutating func joinLine(after index: Int) {
        let next = lines.remove(at: index + 1)
        line = index
        // The line break goes; the next line's characters were counted already.
        count -= 1 + next.characters.count
        lines[line].moveToEnd()
        let at = lines[line].cursor
        changeLine { $0.insert(next.text) }
        lines[line].move(to: at)
    }

    /// Carries out an editing command; `false` for one that is not the text's.
    package mutating func edit(_ command: AlertCommand, page: Int, width: Int) -> Bool {
        let keepsGoal =
            command == .cursorUp || command == .cursorDown || command == .cursorPageUp
            || command == .cursorPageDown
        if !keepsGoal { goalColumn = nil }
        switch command {
        case .cursorLeft:
            if column > 0 {
                lines[line].moveLeft()
            } else if line > 0 {
                line -= 1
                lines[line].moveToEnd()
            }
        case .cursorRight:
            if column < lines[line].characters.count {
                lines[line].moveRight()
            } else if line + 1 < lines.count {
                line += 1
                lines[line].moveToStart()
            }
        case .cursorToStart: lines[line].moveToStart()
        case .cursorToEnd: lines[line].moveToEnd()
        case .cursorUp: moveRows(by: -1, width: width)
        case .cursorDown: moveRows(by: 1, width: width)
        case .cursorPageUp: moveRows(by: -max(1, page - 1), width: width)
        case .cursorPageDown: moveRows(by: max(1, page - 1), width: width)
        case .insertLineBreak: insert("\n")
        case .deleteBackward, .deleteWordBackward:
            if column > 0 {
                changeLine { command == .deleteBackward ? $0.deleteBackward() : $0.deleteWordBackward() }
            } else if line > 0 {
                joinLine(after: line - 1)
            }
        case .deleteForward, .deleteToEnd:
            if column < lines[line].characters.count {
                changeLine { command == .deleteForward ? $0.deleteForward() : $0.deleteToEnd() }
            } else if line + 1 < lines.count {
                joinLine(after: line)
            }
        case .deleteToStart: changeLine { $0.deleteToStart() }
        default: return false
        }
        return true
    }

    /// Replaces the whole text (plain mode, answers given in advance).
    package mutating func replace(with text: String) {
        self = TextAreaText(text, maximumLength: maximumLength)
    }

    /// Overwrites the text, so it does not linger in memory.
    package mutating func wipe() {
        for index in lines.indices { lines[index].wipe() }
    }

    // MARK: Display rows

    /// How many segments line `index` is wrapped in: one at least.
    package func segmentCount(of index: Int) -> Int {
        max(1, (lines[index].characters.count + Self.segmentLength - 1) / Self.segmentLength)
    }

    /// Where segment `segment` of line `index` ends.
    package func segmentEnd(of index: Int, segment: Int) -> Int {
        min(lines[index].characters.count, (segment + 1) * Self.segmentLength)
    }

    /// Where each display row of segment `segment` of line `index` starts, wrapped at `width`
    /// columns after a space, else between graphemes (never inside one): a full last row of the
    /// line is followed by an empty one, where the cursor at the line's end stands.
    package func rowStarts(of index: Int, segment: Int = 0, width: Int) -> [Int] {
        let lower = segment * Self.segmentLength
        let upper = segmentEnd(of: index, segment: segment)
        var starts = [lower]
        var used = 0
        // Just after the current row's last space: where a word that does not fit moves down from.
        var afterSpace: Int?
        let characters = lines[index].characters
        for position in lower..<max(lower, upper) {
            let character = characters[position]
            let columns = DisplayWidth.of(character)
            if used + columns > width, used > 0 {
                let start = afterSpace ?? position
                starts.append(start)
                used = characters[start..<position].reduce(0) { $0 + DisplayWidth.of($1) }
                afterSpace = nil
            }
            // The word moved down and this character still do not fit (a wide one).
            if used + columns > width, used > 0, let last = starts.last, last < position {
                starts.append(position)
                used = 0
            }
            used += columns
            if character == " " { afterSpace = position + 1 }
        }
        if upper == characters.count, used >= width, upper > lower { starts.append(upper) }
        return starts
    }

    /// The display row the cursor is on, and its column there.
    package func cursorRow(width: Int) -> (row: Row, column: Int) {
        let segment = min(column / Self.segmentLength, segmentCount(of: line) - 1)
        let starts = rowStarts(of: line, segment: segment, width: width)
        let row = starts.lastIndex { $0 <= column } ?? 0
        let columns = lines[line].characters[starts[row]..<column].reduce(0) { $0 + DisplayWidth.of($1) }
        return (Row(line: line, segment: segment, row: row), columns)
    }

    /// The row `steps` display rows after `row` (before it, for a negative count), stopping at
    /// the text's first and last rows; wraps only the segments it crosses.
    package func row(_ row: Row, movedBy steps: Int, width: Int) -> Row {
        var row = row
        var left = steps
        while left < 0 {
            if row.row > 0 {
                let step = min(row.row, -left)
                row.row -= step
                left += step
                continue
            }
            if row.segment > 0 {
                row.segment -= 1
            } else if row.line > 0 {
                row.line -= 1
                row.segment = segmentCount(of: row.line) - 1
            } else {
                break
            }
            row.row = rowStarts(of: row.line, segment: row.segment, width: width).count - 1
            left += 1
        }
        while left > 0 {
            let rows = rowStarts(of: row.line, segment: row.segment, width: width).count
            if row.row + 1 < rows {
                let step = min(rows - 1 - row.row, left)
                row.row += step
                left -= step
            } else if row.segment + 1 < segmentCount(of: row.line) {
                row = Row(line: row.line, segment: row.segment + 1, row: 0)
                left -= 1
            } else if row.line + 1 < lines.count {
                row = Row(line: row.line + 1, row: 0)
                left -= 1
            } else {
                break
            }
        }
        return row
    }

    /// Moves the cursor `steps` display rows down (up, for a negative count), to the column it
    /// aims for; past the first row it goes to the start, past the last to the end.
    private mutating func moveRows(by steps: Int, width: Int) {
        let (from, column) = cursorRow(width: width)
        let goal = goalColumn ?? column
        let target = row(from, movedBy: steps, width: width)
        if target == from {
            line = steps < 0 ? 0 : lines.count - 1
            if steps < 0 { lines[line].moveToStart() } else { lines[line].moveToEnd() }
            goalColumn = nil
            return
        }
        line = target.line
        let starts = rowStarts(of: line, segment: target.segment, width: width)
        let characters = lines[line].characters
        // A row's last place is before the next row's first character, but on the line's last
        // row, after its last.
        let isLastRow = target.row + 1 == starts.count
        let end = isLastRow ? segmentEnd(of: line, segment: target.segment) : starts[target.row + 1]
        let limit = isLastRow && end == characters.count ? end : end - 1
        var position = starts[target.row]
        var used = 0
        while position < limit, used + DisplayWidth.of(characters[position]) <= goal {
            used += DisplayWidth.of(characters[position])
            position += 1
        }
        lines[line].move(to: position)
        goalColumn = goal
    }

    /// The first row in view once the cursor is kept in view of `height` rows of `width`
    /// columns: ``top`` as it was, moved only as far as the cursor needs.
    package func scrolled(width: Int, height: Int) -> Row {
        let cursor = cursorRow(width: width).row
        var top = top
        top.line = min(top.line, lines.count - 1)
        top.segment = min(top.segment, segmentCount(of: top.line) - 1)
        top.row = min(top.row, rowStarts(of: top.line, segment: top.segment, width: width).count - 1)
        if cursor < top { return cursor }
        // Counted from the top, never further than the rows in view.
        if row(top, movedBy: height - 1, width: width) >= cursor { return top }
        return row(cursor, movedBy: -(height - 1), width: width)
    }

    /// Keeps the cursor in view of `height` rows of `width` columns.
    package mutating func scroll(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        top = scrolled(width: width, height: height)
    }
}

/// The multi-line text fields (`--text-area`): each one's text, cursor and scroll, whether it
/// is flagged as required, and what is wrong with its value. A text area is configured as an
/// ``AlertField`` (label, value, required, length and rules), so its rules are the fields'.
package struct TextAreaPart: Equatable, Sendable {
    /// The rows a text area shows when the terminal has room, unless it asks for others
    /// (``AlertField/rows``).
    package static let visibleRows = 5
    /// The text areas.
    package let areas: [AlertField]
    /// The words their broken rules are said in.
    let words: Words
    /// The text of each.
    package private(set) var texts: [TextAreaText]
    /// Required areas found empty when a button was chosen; shown as required until filled.
    package private(set) var flagged: [Bool]
    /// What is wrong with each one's value, found when a button was chosen; empty where nothing
    /// is, and cleared by its next edit.
    package private(set) var problems: [String]
    /// Plain mode: the lines typed so far for the area being asked, `nil` before the first.
    package private(set) var plainDraft: String?

    /// The text areas as the alert opens, holding their initial values.
    init(_ areas: [AlertField], words: Words = .english) {
        self.areas = areas
        self.words = words
        // Nothing mapped for an alert without text areas: start-up rule 2.
        guard !areas.isEmpty else {
            (texts, flagged, problems) = ([], [], [])
            return
        }
        texts = areas.map { area in
            var text = TextAreaText(area.initialValue, maximumLength: area.maximumLength)
            if area.cursorAtTop { text.moveToTop() }
            return text
        }
        flagged = areas.map { _ in false }
        problems = areas.map { _ in "" }
    }

    /// The texts, in order.
    package var values: [String] { texts.map(\.text) }

    /// What the text areas answer: each one's text, line breaks included.
    var answers: [InputAnswer] {
        areas.indices.map { index in
            InputAnswer(
                input: .textArea(index), label: areas[index].label, value: .text(texts[index].text, isSecret: false))
        }
    }

    /// Changes area `index`'s text: a problem with it goes, and a required one holding
    /// something is no longer flagged.
    private mutating func change(_ index: Int, _ edit: (inout TextAreaText) -> Void) {
        edit(&texts[index])
        noteChange(index)
    }

    /// Area `index`'s text changed.
    private mutating func noteChange(_ index: Int) {
        problems[index] = ""
        if !texts[index].isEmpty { flagged[index] = false }
    }

    /// Whether `command` changes the text, not only where the cursor is.
    private static func changesText(_ command: AlertCommand) -> Bool {
        switch command {
        case .insertLineBreak, .deleteBackward, .deleteForward, .deleteToStart, .deleteToEnd, .deleteWordBackward: true
        default: false
        }
    }

    /// Shows `problem` under area `index`.
    mutating func reject(_ index: Int, because problem: String) { problems[index] = problem }

    /// Replaces area `index`'s text (plain mode, answers given in advance).
    mutating func replace(_ index: Int, with text: String) { change(index) { $0.replace(with: text) } }

    /// Overwrites every area's text.
    mutating func wipe() {
        for index in texts.indices { texts[index].wipe() }
    }

    /// Plain mode: notes a line typed for the area being asked, or starts again (`nil`).
    mutating func notePlainLine(_ line: String?) {
        guard let line else {
            plainDraft = nil
            return
        }
        plainDraft = plainDraft.map { $0 + "\n" + line } ?? line
    }
}

extension TextAreaPart: InputPart {
    /// A stop each.
    var focusStops: Int { areas.count }
    static var kind: InputOrder.Kind { .textAreas }
    var takesFocusAtStart: Bool { true }
    var keyContext: KeyBindings.Context { .inTextArea }

    /// The first required area left empty (every empty one is flagged), else the first whose
    /// text breaks its rules.
    mutating func refusal() -> Int? {
        let empty = areas.indices.filter { areas[$0].isRequired && texts[$0].isEmpty }
        if let first = empty.first {
            for index in empty { flagged[index] = true }
            return first
        }
        for index in areas.indices {
            if let problem = areas[index].rules.problem(with: texts[index].text, words: words) {
                problems[index] = problem
                return index
            }
        }
        return nil
    }

    /// Typed text and pastes go in whole (a paste's line breaks too); the editing keys move
    /// and delete by characters, lines and display rows; the cursor is kept in view.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        let area = context.layout.textAreaFrames.indices.contains(stop) ? context.layout.textAreaFrames[stop] : nil
        let width = max(1, (area?.input.width ?? 2) - 2)
        let height = max(1, area?.input.height ?? 1)
        switch (key, command) {
        case (.character(let scalar), nil) where !AlertState.isControl(scalar):
            change(stop) { $0.insert(String(scalar)) }
        case (.paste(let text), _):
            change(stop) { $0.insert(text) }
        case (_, .some(let command)):
            if command == .chooseDefaultButton { return .chooseDefaultButton }
            guard texts[stop].edit(command, page: height, width: width) else { return .ignored }
            if Self.changesText(command) { noteChange(stop) }
        default:
            return .handled
        }
        texts[stop].scroll(width: width, height: height)
        return .handled
    }
}

extension TextAreaPart {
    /// The text areas: each a label (with the keys that submit and break lines), the rows of
    /// text behind a bar, and, when it has rules, a row for what is wrong with its value.
    struct Layout: AlertPart {
        private let labels: [String]
        private let widestProblem: Int
        /// The columns ``keysHint(in:)`` takes in the alert's words.
        private let hintWidth: Int
        /// The rows of text each shows when the terminal has room.
        private let textRows: Int
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 3 }
        /// Rows besides the text: the label, and the problem's row when any area has rules
        /// (unless the terminal is short: ``dropSpareRows()``).
        private var extraRows: Int

        init(_ configuration: AlertConfiguration) {
            // Nothing mapped for an alert without text areas: start-up rule 2.
            guard !configuration.textAreas.isEmpty else {
                (labels, extraRows, widestProblem, textRows, hintWidth) = ([], 1, 0, TextAreaPart.visibleRows, 0)
                return
            }
            hintWidth = DisplayWidth.of(Self.keysHint(in: configuration.words))
            textRows = configuration.textAreas.reduce(1) { max($0, $1.rows ?? TextAreaPart.visibleRows) }
            labels = configuration.textAreas.map { Sanitizer.displayable($0.label, keepNewlines: false) }
            extraRows = configuration.textAreas.contains { !$0.rules.isEmpty } ? 2 : 1
            widestProblem =
                extraRows > 1
                ? (configuration.textAreas.flatMap { $0.rules.messages(in: configuration.words) }.map {
                    DisplayWidth.of($0) + 2
                }.max() ?? 0) : 0
        }

        /// What the label row says on its right where the line of keys is not shown: how to
        /// submit, and that Enter breaks lines.
        static func keysHint(in words: Words = .english) -> String {
            words(.textAreaKeys, Key.control("d").hintName(in: words), Key.enter.hintName(in: words))
        }

        /// As wide as the box may be: text is written in it.
        func wantedWidth(_ context: LayoutContext) -> Int {
            guard let widest = labels.map({ DisplayWidth.of($0) + 2 + hintWidth }).max() else {
                return 0
            }
            return max(widest, widestProblem, context.maximumContent)
        }

        mutating func measure(_ context: LayoutContext) {
            rows = labels.count * (extraRows + textRows)
        }

        /// One row of text each, at the least.
        var fewestRows: Int { labels.isEmpty ? 0 : extraRows + 1 }

        /// The blank problem rows go as spacing does; a problem is then said on the label's row.
        mutating func dropSpareRows() {
            guard extraRows > 1 else { return }
            rows -= rows / (extraRows + textRows) * (extraRows - 1)
            extraRows = 1
        }

        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            guard !labels.isEmpty else { return }
            // As many areas as have a row of text each; the window of them holds the focus.
            let shown = max(1, min(labels.count, rows / (extraRows + 1)))
            let height = max(1, min(textRows, rows / shown - extraRows))
            let focused: Int
            if case .input(.textAreas, let index) = context.focus { focused = index } else { focused = 0 }
            let first = min(max(0, focused - shown + 1), labels.count - shown)
            let unit = extraRows + height
            layout.textAreaFrames = labels.indices.map { index in
                let place = index - first
                guard place >= 0, place < shown else { return nil }
                let y = top + unit * place
                return AlertLayout.FieldFrame(
                    label: Rect(x: content.x, y: y, width: content.width, height: 1),
                    input: Rect(x: content.x, y: y + 1, width: content.width, height: height),
                    problem: extraRows > 1
                        ? Rect(x: content.x, y: y + 1 + height, width: content.width, height: 1) : .zero)
            }
            layout.textAreaLabels = labels.map { TextLayout.truncate($0, to: content.width) }
            if shown < labels.count { layout.followsFocus = true }
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            let part = state.textAreas
            for (index, place) in layout.textAreaFrames.enumerated() {
                guard let place else { continue }
                let focused = state.shownFocus == .input(.textAreas, index)
                var label = layout.textAreaLabels[index]
                var labelStyle = CellStyle(bold: focused)
                let problem = part.problems[index]
                if part.flagged[index] {
                    label = TextLayout.truncate(state.configuration.words(.fieldRequired, label), to: place.label.width)
                    labelStyle = CellStyle(bold: true, foreground: look.theme.destructive)
                } else if !problem.isEmpty, place.problem.isEmpty {
                    // A short terminal took the problem's row: the label's row says it.
                    label = FieldsPart.Layout.problemText(problem, unicode: look.unicode)
                    labelStyle = CellStyle(bold: true, foreground: look.theme.destructive)
                }
                let labelEnd = frame.draw(
                    label, x: place.label.x, y: place.label.y, style: labelStyle,
                    limit: place.label.x + place.label.width)
                // The line of keys says them where it is shown; the label's row, where it is not.
                let keysHint = keysHint(in: state.configuration.words)
                let hintWidth = DisplayWidth.of(keysHint)
                if layout.keyHelpRow.isEmpty, labelEnd + 2 + hintWidth <= place.label.x + place.label.width {
                    frame.draw(
                        keysHint, x: place.label.x + place.label.width - hintWidth, y: place.label.y,
                        style: CellStyle(dim: true))
                }
                drawText(part.texts[index], in: place.input, focused: focused, look: look, into: &frame)
                if part.texts[index].isEmpty {
                    FieldsPart.Layout.drawPlaceholder(
                        state.configuration.textAreas[index].placeholder,
                        in: Rect(
                            x: place.input.x + 2, y: place.input.y, width: max(0, place.input.width - 2), height: 1),
                        underlined: false, into: &frame)
                }
                if !problem.isEmpty, !place.problem.isEmpty {
                    frame.draw(
                        FieldsPart.Layout.problemText(problem, unicode: look.unicode),
                        x: place.problem.x, y: place.problem.y,
                        style: CellStyle(bold: true, foreground: look.theme.destructive),
                        limit: place.problem.x + place.problem.width)
                }
            }
        }

        /// The rows of `text` in view behind a bar (bold when focused), an arrow on the bar
        /// where more text is above or below; only the lines in view are wrapped.
        private static func drawText(
            _ text: TextAreaText, in rect: Rect, focused: Bool, look: Look, into frame: inout Frame
        ) {
            let width = max(1, rect.width - 2)
            let top = text.scrolled(width: width, height: rect.height)
            let cursor = text.cursorRow(width: width)
            var row = top
            var starts = text.rowStarts(of: row.line, segment: row.segment, width: width)
            var endOfText = false
            for y in rect.y..<(rect.y + rect.height) {
                let barStyle = CellStyle(bold: focused, dim: !focused)
                var bar = look.unicode ? "│" : "|"
                if y == rect.y, top > TextAreaText.Row(line: 0, row: 0) { bar = look.unicode ? "↑" : "^" }
                if !endOfText {
                    let characters = text.lines[row.line].characters
                    let end =
                        row.row + 1 < starts.count
                        ? starts[row.row + 1] : text.segmentEnd(of: row.line, segment: row.segment)
                    frame.draw(String(characters[starts[row.row]..<end]), x: rect.x + 2, y: y, style: CellStyle())
                    if focused, row == cursor.row { frame.cursor = Frame.Position(x: rect.x + 2 + cursor.column, y: y) }
                    if row.row + 1 < starts.count {
                        row.row += 1
                    } else if row.segment + 1 < text.segmentCount(of: row.line) {
                        row = TextAreaText.Row(line: row.line, segment: row.segment + 1, row: 0)
                        starts = text.rowStarts(of: row.line, segment: row.segment, width: width)
                    } else if row.line + 1 < text.lines.count {
                        row = TextAreaText.Row(line: row.line + 1, row: 0)
                        starts = text.rowStarts(of: row.line, width: width)
                    } else {
                        endOfText = true
                    }
                }
                if y == rect.y + rect.height - 1, !endOfText { bar = look.unicode ? "↓" : "v" }
                frame.draw(bar, x: rect.x, y: y, style: barStyle)
            }
        }

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.textAreas.count }

        /// The label and how to end the text; nothing before the lines after the first.
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            guard state.textAreas.plainDraft == nil else { return ("", true) }
            var prompt = Sanitizer.displayable(state.configuration.textAreas[index].label, keepNewlines: false)
            let value = state.textAreas.values[index]
            if !value.isEmpty {
                prompt += " [" + Sanitizer.displayable(value, keepNewlines: false) + "]"
            } else {
                prompt += FieldsPart.Layout.plainPlaceholder(
                    state.configuration.textAreas[index], words: state.configuration.words)
            }
            return (prompt + " " + state.configuration.words(.plainTextAreaHow) + "\n", true)
        }

        /// A line of the text, until a lone `.` ends it (at once, keeping the value); the text is
        /// then checked as a field's is.
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            guard line == "." else {
                state.notePlainLine(line)
                return .again("")
            }
            return finishPlainText(index, state: &state)
        }

        /// End of input ends the text as a lone `.` does; a text that breaks a rule then backs
        /// out, as end of input does elsewhere (asking again would read the end again).
        static func takePlainEnd(question index: Int, state: inout AlertState) -> PlainReply? {
            guard case .again = finishPlainText(index, state: &state) else { return .next }
            return .finish(state.configuration.cancelIndex.map(Outcome.chosen) ?? .dismissed)
        }

        /// Takes the lines typed as area `index`'s text; what is wrong with it, or `.next`.
        private static func finishPlainText(_ index: Int, state: inout AlertState) -> PlainReply {
            let area = state.configuration.textAreas[index]
            let name = Sanitizer.displayable(area.label, keepNewlines: false)
            let words = state.configuration.words
            let draft = state.textAreas.plainDraft
            state.notePlainLine(nil)
            if let draft, let limit = area.maximumLength, draft.count > limit {
                return .again(words(.plainTextAreaTooLong, name, String(limit)) + "\n")
            }
            let value = draft ?? state.textAreas.values[index]
            if let problem = area.rules.problem(with: value, words: words) {
                // Refused text is not kept, as a field's is not: the prompt offers the last accepted.
                if draft == nil { state.replaceTextArea(index, with: "") }
                return .again(
                    FieldsPart.Layout.plainRefusal(
                        problem, name: name, custom: area.rules.errorMessage != nil, words: words))
            }
            state.replaceTextArea(index, with: value)
            guard area.isRequired, value.isEmpty else { return .next }
            return .again(words(.plainRequired, name) + "\n")
        }
    }
}
