/// The title: bold, wrapped, an icon in its first two columns when the alert has one.
struct TitlePart: AlertPart {
    private let text: String
    private var lines: [String] = []
    var rows = 0
    var group: PartGroup { .heading }
    var keepRank: Int { 4 }

    init(_ configuration: AlertConfiguration) {
        // An icon takes the first two columns of the title; the view draws its glyph there.
        let iconSpace = configuration.appearance.icon == nil ? "" : "  "
        let title =
            configuration.title.map {
                Sanitizer.displayable(
                    $0, keepNewlines: true, keepingStyleMarks: configuration.appearance.drawsStyleMarks)
            } ?? ""
        text = iconSpace.isEmpty ? title : iconSpace + title
    }

    func wantedWidth(_ context: LayoutContext) -> Int {
        var longest = 0
        TextLayout.forEachLine(of: text) { longest = max(longest, DisplayWidth.of($0)) }
        return longest
    }

    mutating func measure(_ context: LayoutContext) {
        lines = text.isEmpty ? [] : TextLayout.wrap(text, width: context.contentWidth)
        if context.configuration.appearance.alignment == .center {
            // The wrap keeps the icon's two columns as indentation, for a left-aligned title;
            // centred, each line centres on its words.
            lines = lines.enumerated().map { $0 == 0 ? $1 : String($1.drop { $0 == " " }) }
        }
        rows = lines.count
    }

    /// A title that does not fit says so with an ellipsis on its last shown line.
    mutating func cut(to rows: Int, _ context: LayoutContext) {
        lines = Array(lines.prefix(rows))
        if let last = lines.indices.last {
            lines[last] = TextLayout.prefix(of: lines[last], fitting: context.contentWidth - 2) + " …"
        }
        self.rows = lines.count
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.titleLines = lines.map { TextLayout.truncate($0, to: content.width) }
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let content = layout.content
        let left = look.appearance.alignment == .left
        var pen = TextPen(look)
        for (row, line) in layout.titleLines.enumerated() {
            let x = AlertView.column(for: line, in: content, left: left)
            pen.draw(
                line, x: x, y: content.y + row, style: CellStyle(bold: true), limit: content.x + content.width,
                into: &frame)
            if row == 0, let icon = look.appearance.icon {
                // The layout left two columns for it at the start of the first title line.
                frame.draw(
                    look.glyph(for: icon), x: x, y: content.y,
                    style: CellStyle(bold: true, reverse: icon.isBadge, foreground: look.iconColor))
            }
        }
    }
}

/// The message: wrapped only where it is shown; a window of it, with a line saying where, when
/// it does not fit.
struct MessagePart: AlertPart {
    /// The message, prepared once (the state keeps it between layouts): held while laying out.
    var text: MessageText
    private var lineCount = 0
    var rows = 0
    var group: PartGroup { .heading }
    var keepRank: Int { 5 }
    /// A message that does not fit scrolls, so it gives way first, down to a few lines.
    var fewestRows: Int { min(lineCount, 3) }

    init(text: MessageText) { self.text = text }

    func wantedWidth(_ context: LayoutContext) -> Int { text.longestLineWidth ?? context.maximumContent }

    mutating func measure(_ context: LayoutContext) {
        // Counted no further than one line past the screen: enough to know whether it will scroll.
        lineCount = text.lineCount(upTo: context.size.rows + 1, width: context.contentWidth)
        rows = lineCount
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        // A message that does not fit scrolls, and its last row says where the window is.
        let overflows = rows < lineCount
        let textRows = overflows && rows >= 2 ? rows - 1 : rows
        let window = text.window(rows: textRows, width: context.contentWidth, scroll: context.scroll)
        layout.messageTop = top - content.y
        layout.messageLines = window.lines
        layout.messageAttributes = window.attributes
        layout.centresMessage =
            context.configuration.appearance.alignment == .center && lineCount <= 2
            && !window.lines.contains { $0.first == " " }
        layout.messageScroll = window.scroll
        layout.messagePage = overflows ? max(1, textRows - 1) : 0
        layout.messageIndicator =
            overflows && rows >= 2
            ? AlertLayout.MessageIndicator(
                row: Rect(x: content.x, y: top + textRows, width: content.width, height: 1), percent: window.percent)
            : nil
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let content = layout.content
        let style = CellStyle(bold: look.theme.boldMessage)
        var pen = TextPen(look, attributes: layout.messageAttributes)
        for (row, line) in layout.messageLines.enumerated() {
            let x = AlertView.column(for: line, in: content, left: !layout.centresMessage)
            pen.draw(
                line, x: x, y: content.y + layout.messageTop + row, style: style, limit: content.x + content.width,
                into: &frame)
        }
        if let indicator = layout.messageIndicator {
            // The arrows say which ways there is more to read.
            let up = indicator.percent > 0 ? (look.unicode ? "↑" : "^") : ""
            let down = indicator.percent < 100 ? (look.unicode ? "↓" : "v") : ""
            AlertView.draw(
                "\(up)\(down) \(indicator.percent)%", in: indicator.row, y: indicator.row.y,
                style: CellStyle(bold: true), left: false, frame: &frame)
        }
    }
}

/// The choice list, as the layout sees it: what it needs (``ChoiceListPart`` keeps its state
/// and draws it).
struct ListPart: AlertPart {
    private let needs: AlertLayout.ListNeeds?
    var rows = 0
    var group: PartGroup { .middle }
    var keepRank: Int { 1 }
    /// A long list scrolls, so it gives way to the message's few lines, then down to its fewest.
    var fewestRows: Int { needs?.fewestRows ?? 0 }

    init(_ needs: AlertLayout.ListNeeds?) { self.needs = needs }

    func wantedWidth(_ context: LayoutContext) -> Int { needs?.width ?? 0 }

    mutating func measure(_ context: LayoutContext) { rows = needs?.rows ?? 0 }

    /// In a dialect, takes the rows that `textRows` lines of text leave of those the list
    /// shares with it (``ChoiceList/rowsBesideText``), so a page is the real tool's page.
    mutating func share(rowsWithText textRows: Int, screenRows: Int) {
        guard let needs, let shared = needs.rowsBesideText else { return }
        rows = min(needs.rows, shared.listRows(textRows: textRows, screenRows: screenRows))
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.listFrame = needs == nil ? nil : Rect(x: content.x, y: top, width: content.width, height: rows)
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        guard let list = state.list, let rect = layout.listFrame else { return }
        list.draw(in: rect, focused: state.shownFocus == .list, look: look, into: &frame)
    }

    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.choices == nil ? 0 : 1 }

    /// The items numbered one per line (with their details), then what to type; Enter keeps
    /// the items already chosen (or, in a radio list, takes the first). After letters were typed,
    /// only the items containing them, with their numbers in the whole list.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
        guard let list = state.configuration.choices, let part = state.list else { return ("", true) }
        func line(_ index: Int) -> String {
            let item = list.items[index]
            return "\(index + 1)) " + Sanitizer.displayable(item.label, keepNewlines: false)
                + (item.detail.map { " - " + Sanitizer.displayable($0, keepNewlines: false) } ?? "")
        }
        var lines: [String] = []
        let found = part.filter.isEmpty ? 0 : part.shownCount
        if !part.filter.isEmpty {
            let filter = "'" + Sanitizer.displayable(part.filter, keepNewlines: false) + "'"
            lines.append(
                found == 0
                    ? "No item contains \(filter)."
                    : "Items containing \(filter), \(found) of \(list.items.count); other letters find others:")
        }
        if found > 0 {
            lines += (0..<found).map { line(part.shownItem(at: $0)) }
        } else {
            lines += list.items.indices.map(line)
        }
        let range = list.items.count == 1 ? "1" : "1-\(list.items.count)"
        let chosen = part.chosenIndices.map { String($0 + 1) }
        let preset = list.allowsMultiple ? chosen.joined(separator: " ") : chosen.first ?? "1"
        let what =
            list.allowsMultiple
            ? "Choose \(range), several separated by spaces, or type letters to find"
            : "Choose \(range), or type letters to find"
        return (lines.joined(separator: "\n") + "\n\(what) [\(preset.isEmpty ? "none" : preset)]: ", true)
    }

    /// Takes the numbers (or one label) typed for the list.
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
        guard let list = state.configuration.choices else { return .next }
        let typed = line.trimmingSpaces
        var items: [Int] = []
        if typed.isEmpty {
            items = state.list?.chosenIndices ?? []
            if items.isEmpty, !list.allowsMultiple { items = [0] }
        } else if let item = list.items.firstIndex(where: { $0.label.isSameLabelIgnoringCase(as: typed) }) {
            items = [item]
        } else {
            for word in typed.split(whereSeparator: { $0 == " " || $0 == "," }) {
                guard let number = Int(word) else {
                    // Letters find the items containing them, as typing on the list does.
                    state.filterList(to: typed)
                    return .again("")
                }
                guard (1...list.items.count).contains(number) else {
                    return .again("Type a number from 1 to \(list.items.count), or letters to find an item.\n")
                }
                if !items.contains(number - 1) { items.append(number - 1) }
            }
            if !list.allowsMultiple, items.count > 1 { return .again("Choose one item.\n") }
        }
        if list.isRequired, items.isEmpty { return .again("Choosing an item is required.\n") }
        state.choose(items: items)
        // An action sheet is answered by its item, unless checkboxes are still to be asked.
        if list.isActionSheet, state.configuration.checkboxes.isEmpty {
            return .finish(.chosen(state.configuration.defaultButtonIndex))
        }
        return .next
    }
}

/// The fields: each a label and an input line (and, when any field has rules, a row under it
/// for what is wrong with its value); when not all fit, the window of them that holds the focus.
struct FieldsPart: AlertPart {
    private let labels: [String]
    /// The widest message the fields' rules can give, with its mark.
    private let widestProblem: Int
    var rows = 0
    var group: PartGroup { .middle }
    var keepRank: Int { 3 }
    /// Rows per field: the message row is kept for every field once any has rules, so a
    /// message coming and going never moves the box.
    let rowUnit: Int

    init(_ configuration: AlertConfiguration) {
        labels = configuration.fields.map { Sanitizer.displayable($0.label, keepNewlines: false) }
        rowUnit = configuration.fields.contains { !$0.rules.isEmpty } ? 3 : 2
        widestProblem =
            rowUnit > 2
            ? (configuration.fields.flatMap(\.rules.messages).map { DisplayWidth.of($0) + 2 }.max() ?? 0) : 0
    }

    /// The widest label and the prompt, and room to type.
    func wantedWidth(_ context: LayoutContext) -> Int {
        guard let widest = labels.map({ DisplayWidth.of($0) + 2 }).max() else { return 0 }
        return max(widest, widestProblem, AlertLayout.preferredMinimumFieldWidth)
    }

    mutating func measure(_ context: LayoutContext) { rows = rowUnit * labels.count }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        let count = rows / rowUnit
        let focusedField: Int
        if case .field(let index) = context.focus { focusedField = index } else { focusedField = 0 }
        let first = min(max(0, focusedField - count + 1), labels.count - count)
        layout.fieldFrames = labels.indices.map { index in
            let row = index - first
            guard row >= 0, row < count else { return nil }
            let y = top + rowUnit * row
            return AlertLayout.FieldFrame(
                label: Rect(x: content.x, y: y, width: content.width, height: 1),
                input: Rect(x: content.x, y: y + 1, width: content.width, height: 1),
                problem: rowUnit > 2 ? Rect(x: content.x, y: y + 2, width: content.width, height: 1) : .zero)
        }
        layout.fieldLabels = labels.map { TextLayout.truncate($0, to: content.width) }
        if count < labels.count { layout.followsFocus = true }
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        for (index, field) in state.configuration.fields.enumerated() {
            guard let rows = layout.fieldFrames[index] else { continue }
            let focused = state.shownFocus == .field(index)
            var label = layout.fieldLabels[index]
            var labelStyle = CellStyle(bold: focused)
            if state.flaggedFields.contains(index) {
                // Said in words, so it does not depend on colour.
                label = TextLayout.truncate(label + " - required", to: rows.label.width)
                labelStyle = CellStyle(bold: true, foreground: look.theme.destructive)
            }
            frame.draw(
                label, x: rows.label.x, y: rows.label.y, style: labelStyle, limit: rows.label.x + rows.label.width)
            // On a field too narrow to spare them, the prompt's two columns go to the text.
            var typingArea = rows.input
            if rows.input.width >= 4 {
                frame.draw(
                    AlertView.fieldPrompt(unicode: look.unicode), x: rows.input.x, y: rows.input.y,
                    style: CellStyle(bold: focused))
                typingArea = Rect(x: rows.input.x + 2, y: rows.input.y, width: rows.input.width - 2, height: 1)
            }
            let cursorX = AlertView.drawInput(
                state.editors[index], secure: field.kind == .secure, unicode: look.unicode, in: typingArea,
                frame: &frame)
            if focused { frame.cursor = Frame.Position(x: cursorX, y: rows.input.y) }
            let problem = state.fieldProblems[index]
            if !problem.isEmpty, !rows.problem.isEmpty {
                // Marked by a sign and bold as well as colour, for whoever does not see red.
                frame.draw(
                    (look.unicode ? "✗ " : "! ") + Sanitizer.displayable(problem, keepNewlines: false),
                    x: rows.problem.x,
                    y: rows.problem.y, style: CellStyle(bold: true, foreground: look.theme.destructive),
                    limit: rows.problem.x + rows.problem.width)
            }
        }
    }

    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.fields.count }

    /// The label, and a text field's value in brackets (Enter keeps it); a password is not echoed.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
        let field = state.configuration.fields[index]
        var prompt = Sanitizer.displayable(field.label, keepNewlines: false)
        let preset = state.values[index]
        if field.kind == .text, !preset.isEmpty {
            prompt += " [" + Sanitizer.displayable(preset, keepNewlines: false) + "]"
        }
        return (prompt + ": ", field.kind == .text)
    }

    /// The line as the field's value (an empty one keeps it); a required field is asked until
    /// filled, and a value that breaks the field's rules until one keeps them.
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
        let field = state.configuration.fields[index]
        if !line.isEmpty { state.replaceField(index, with: line) }
        let name = Sanitizer.displayable(field.label, keepNewlines: false)
        if let problem = field.rules.problem(with: state.values[index]) {
            // The built-in words go after the field's name; a script's own message stands alone.
            let said = Sanitizer.displayable(problem, keepNewlines: false)
            return .again((field.rules.errorMessage == nil ? name + " " + said + "." : said) + "\n")
        }
        guard field.isRequired, state.values[index].isEmpty else { return .next }
        return .again(name + " is required.\n")
    }
}

/// The checkboxes, one row each, as many as fit.
struct CheckboxesPart: AlertPart {
    private let count: Int
    private let widest: Int
    var rows = 0
    var group: PartGroup { .middle }
    var keepRank: Int { 2 }

    init(_ configuration: AlertConfiguration) {
        count = configuration.checkboxes.count
        widest = configuration.checkboxes.map { CheckboxPart.wantedWidth(of: $0, unicode: false) }.max() ?? 0
    }

    func wantedWidth(_ context: LayoutContext) -> Int { widest }

    mutating func measure(_ context: LayoutContext) { rows = count }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        let shown = rows
        layout.checkboxFrames = (0..<count).map { index in
            index < shown ? Rect(x: content.x, y: top + index, width: content.width, height: 1) : .zero
        }
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        for (index, rect) in layout.checkboxFrames.enumerated() where !rect.isEmpty {
            state.checkboxes.draw(
                index, in: rect, focused: state.shownFocus == .checkbox(index), look: look, into: &frame)
        }
    }

    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.checkboxes.count }

    /// The label and y or n, the one Enter keeps in capitals.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
        let on = state.checkboxes.checked[index]
        let label = Sanitizer.displayable(state.configuration.checkboxes[index].label, keepNewlines: false)
        return (label + (on ? " [Y/n]: " : " [y/N]: "), true)
    }

    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
        switch line.trimmingSpaces.lowercased() {
        case "": break
        case "y", "yes": state.setCheckbox(index, to: true)
        case "n", "no": state.setCheckbox(index, to: false)
        default: return .again("Type y or n.\n")
        }
        return .next
    }
}

/// The buttons: side by side when every one fits on a row (the iOS rule), else stacked, and
/// when not every stacked one fits, the window of them that holds the focus. Never cut: the
/// rest of the alert gives way to them.
struct ButtonsPart: AlertPart {
    private let labels: [String]
    private let marks: [Int]
    private let widths: [Int]
    private let rowWidth: Int
    private let sideBySide: Bool
    /// A progress alert given no buttons shows none.
    private let hidden: Bool
    var rows = 0
    var group: PartGroup { .footing }
    var keepRank: Int { 0 }

    init(_ configuration: AlertConfiguration, maximumContent: Int) {
        hidden = !configuration.progress.hasButtons
        labels = configuration.buttons.map { Sanitizer.displayable($0.label, keepNewlines: false) }
        marks = configuration.buttons.map { $0.style == .destructive ? AlertLayout.destructiveMarkWidth : 0 }
        widths = zip(labels, marks).map { DisplayWidth.of($0) + $1 + AlertLayout.buttonPadding }
        rowWidth = widths.reduce(0, +) + AlertLayout.buttonGap * (widths.count - 1)
        sideBySide = rowWidth <= maximumContent
    }

    func wantedWidth(_ context: LayoutContext) -> Int { hidden ? 0 : sideBySide ? rowWidth : (widths.max() ?? 0) }

    mutating func measure(_ context: LayoutContext) { rows = hidden ? 0 : sideBySide ? 1 : labels.count }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        let focusedButton: Int
        if case .button(let index) = context.focus {
            focusedButton = index
        } else {
            focusedButton = context.configuration.defaultButtonIndex
        }
        let visibleRows = max(0, min(rows, content.y + content.height - top))
        var frames: [Rect] = []
        var shownLabels: [String] = []
        if sideBySide {
            var x = content.x + (content.width - rowWidth) / 2
            for (label, width) in zip(labels, widths) {
                frames.append(visibleRows > 0 ? Rect(x: x, y: top, width: width, height: 1) : .zero)
                shownLabels.append(label)
                x += width + AlertLayout.buttonGap
            }
        } else {
            // When not every stacked button fits, show the window of them that holds the focus.
            let first = min(max(0, focusedButton - visibleRows + 1), max(0, labels.count - visibleRows))
            for (index, label) in labels.enumerated() {
                let row = index - first
                let shown = row >= 0 && row < visibleRows
                frames.append(shown ? Rect(x: content.x, y: top + row, width: content.width, height: 1) : .zero)
                shownLabels.append(
                    TextLayout.truncate(label, to: max(1, content.width - AlertLayout.buttonPadding - marks[index])))
            }
            if visibleRows < labels.count { layout.followsFocus = true }
        }
        layout.arrangement = sideBySide ? .sideBySide : .stacked
        layout.buttonLabels = shownLabels
        layout.buttonFrames = frames
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        AlertView.drawButtons(
            of: state, focused: state.textHasFocus ? nil : state.focusedButton, look: look, blanking: false,
            into: &frame)
    }

    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { 1 }

    /// The buttons numbered, then the choice; Enter takes the one the full alert would focus first.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
        let configuration = state.configuration
        let buttons = configuration.buttons.enumerated().map { index, button in
            "\(index + 1)) " + Sanitizer.displayable(button.label, keepNewlines: false)
                + (button.style == .destructive ? " (destructive)" : "")
        }
        let range = configuration.buttons.count == 1 ? "1" : "1-\(configuration.buttons.count)"
        return (buttons.joined(separator: "  ") + "\nChoose \(range) [\(configuration.initialFocus + 1)]: ", true)
    }

    /// A number, a label, or nothing for the button the full alert would focus first. Required
    /// fields were asked until filled, so every button can be chosen now.
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
        let typed = line.trimmingSpaces
        let buttons = state.configuration.buttons
        let chosen: Int?
        if typed.isEmpty {
            chosen = state.configuration.initialFocus
        } else if let number = Int(typed), (1...buttons.count).contains(number) {
            chosen = number - 1
        } else {
            chosen = buttons.firstIndex { $0.label.isSameLabelIgnoringCase(as: typed) }
        }
        guard let chosen else { return .again("Type a number from 1 to \(buttons.count), or a button's name.\n") }
        return .finish(.chosen(chosen))
    }
}

/// The `--timeout` countdown, under the buttons; it goes first when the terminal is short.
struct CountdownPart: AlertPart {
    private let shown: Bool
    var rows = 0
    var group: PartGroup { .footing }
    var keepRank: Int { 0 }
    var isOptional: Bool { true }

    init(_ configuration: AlertConfiguration) { shown = configuration.timeout != nil }

    func wantedWidth(_ context: LayoutContext) -> Int { 0 }

    mutating func measure(_ context: LayoutContext) { rows = shown ? 1 : 0 }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        layout.countdownRow =
            rows > 0 && top < content.y + content.height
            ? Rect(x: content.x, y: top, width: content.width, height: 1) : nil
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        guard let row = layout.countdownRow, let seconds = state.secondsLeft else { return }
        let configuration = state.configuration
        // With --timeout-answer the countdown says what will happen: "Continue in 9 s".
        let words =
            configuration.timeoutAnswer.map {
                Sanitizer.displayable(configuration.buttons[$0].label, keepNewlines: false) + " in \(seconds) s"
            } ?? "closes in \(seconds) s"
        AlertView.draw(words, in: row, y: row.y, style: .plain, left: false, frame: &frame)
    }
}
