/// How an alert's fields sit and how the keys move through them: alertty's stack of labels
/// above their fields, or a form of rows (dialog's `--form`).
package struct FieldsArrangement: Equatable, Sendable {
    /// A form, as dialog's: each label beside its field on one row; Up and Down go round the
    /// fields that can be edited; Tab leaves them for the buttons and comes back to the field
    /// it left; Enter chooses the default button; the cursor starts at a field's start; and
    /// the arrows on a button move among the buttons.
    package var isForm = false
    /// The most rows a form shows at once, following the focus; 0 shows all that fit.
    package var formRows = 0
    /// The field a form's focus starts in (dialog's `--default-item`); a read-only one gives
    /// way to the first that can be edited.
    package var startField = 0
    /// Whether a form opens with a button focused (dialog's `--default-button`), not a field.
    package var startsOnButton = false

    package init() {}
}

/// The text fields as they show: each one's text and cursor, whether it is flagged as required,
/// and what is wrong with its value. Its layout (``Layout``) places and draws them; its plain
/// mode asks one question a field.
package struct FieldsPart: Equatable, Sendable {
    /// The fields.
    package let fields: [AlertField]
    /// How they sit and how the keys move through them.
    let arrangement: FieldsArrangement
    /// The words their broken rules are said in.
    let words: Words
    /// Whether any field can be edited: a form of read-only rows takes no focus.
    private let hasEditableField: Bool
    /// A form's field that had the focus last: Tab comes back to it from the buttons.
    package private(set) var currentField = 0
    /// The text of each field, with its cursor.
    package private(set) var editors: [LineEditor]
    /// Required fields found empty when a button was chosen; shown as required until filled.
    package private(set) var flagged: Set<Int> = []
    /// What is wrong with each field's value, found when a button was chosen (its rules, or a
    /// `--validate` command through ``reject(_:because:)``); empty where nothing is, and cleared
    /// by the field's next edit.
    package private(set) var problems: [String]

    /// The fields as the alert opens, holding their initial values.
    init(_ fields: [AlertField], arrangement: FieldsArrangement = FieldsArrangement(), words: Words = .english) {
        self.fields = fields
        self.arrangement = arrangement
        self.words = words
        hasEditableField = fields.contains { !$0.isReadOnly }
        editors = fields.map { LineEditor(text: $0.initialValue, maximumLength: $0.maximumLength) }
        problems = fields.map { _ in "" }
        guard arrangement.isForm else { return }
        for index in editors.indices { editors[index].moveToStart() }
        let start = arrangement.startField
        currentField =
            fields.indices.contains(start) && !fields[start].isReadOnly
            ? start : fields.firstIndex { !$0.isReadOnly } ?? 0
    }

    /// The values, in order, as the answer gives them (an `--integer` field's in canonical decimal).
    var values: [String] { zip(fields, editors).map { $0.rules.answerValue($1.text) } }

    /// What the fields answer: each one's value.
    var answers: [InputAnswer] {
        zip(fields, values).enumerated().map { index, field in
            InputAnswer(
                input: .field(index), label: field.0.label, value: .text(field.1, isSecret: field.0.kind == .secure))
        }
    }

    /// Types `key` into field `index`: a printable character, or a paste as one line; other
    /// keys type nothing.
    mutating func type(_ key: Key, into index: Int) {
        switch key {
        case .character(let scalar) where !AlertState.isControl(scalar): change(index) { $0.insert(String(scalar)) }
        case .paste(let text): change(index) { $0.insert(Self.pastable(text)) }
        default: break
        }
    }

    /// Carries out an editing command on field `index`'s line; `false` for a command that is not
    /// one (it is the alert's, not the field's).
    mutating func edit(_ command: AlertCommand, at index: Int) -> Bool {
        switch command {
        case .cursorLeft: change(index) { $0.moveLeft() }
        case .cursorRight: change(index) { $0.moveRight() }
        case .cursorToStart: change(index) { $0.moveToStart() }
        case .cursorToEnd: change(index) { $0.moveToEnd() }
        case .deleteBackward: change(index) { $0.deleteBackward() }
        case .deleteForward: change(index) { $0.deleteForward() }
        case .deleteToStart: change(index) { $0.deleteToStart() }
        case .deleteToEnd: change(index) { $0.deleteToEnd() }
        case .deleteWordBackward: change(index) { $0.deleteWordBackward() }
        default: return false
        }
        return true
    }

    /// Whether `command` deletes from a line (which a stepped number ignores).
    private static func isDeletion(_ command: AlertCommand) -> Bool {
        switch command {
        case .deleteBackward, .deleteForward, .deleteToStart, .deleteToEnd, .deleteWordBackward: true
        default: false
        }
    }

    /// Changes field `index`'s line: a required field is no longer flagged once it holds
    /// something, and a problem with the value goes at its next edit.
    private mutating func change(_ index: Int, _ edit: (inout LineEditor) -> Void) {
        guard !fields[index].isReadOnly else { return }
        // Only a field that shows a problem needs its text compared after the edit.
        let before = problems[index].isEmpty ? nil : editors[index].text
        edit(&editors[index])
        if !editors[index].characters.isEmpty { flagged.remove(index) }
        if let before, editors[index].text != before { problems[index] = "" }
    }

    /// Whether a button other than cancel may take the values; if not, the field that must take
    /// the focus: the first required field left empty (every empty one is flagged), else the
    /// first whose value breaks its rules (its problem is shown).
    mutating func refusal() -> Int? {
        let empty = fields.indices.filter { fields[$0].isRequired && editors[$0].characters.isEmpty }
        if let first = empty.first {
            flagged.formUnion(empty)
            return first
        }
        for (index, editor) in editors.enumerated() {
            if let problem = fields[index].rules.problem(with: editor.text, words: words) {
                problems[index] = problem
                return index
            }
        }
        return nil
    }

    /// Notes that a click focused field `index`: a form comes back to it from the buttons, its
    /// cursor at its start, as dialog's does.
    mutating func notePointed(at index: Int) {
        guard arrangement.isForm else { return }
        currentField = index
        editors[index].moveToStart()
    }

    /// Shows `problem` under field `index`.
    mutating func reject(_ index: Int, because problem: String) { problems[index] = problem }

    /// Replaces field `index`'s text (plain mode, answers given in advance).
    mutating func replace(_ index: Int, with text: String) {
        editors[index] = LineEditor(text: "", maximumLength: fields[index].maximumLength)
        editors[index].insert(Self.pastable(text))
    }

    /// Overwrites every field's text, so secrets do not linger.
    mutating func wipe() {
        for index in editors.indices { editors[index].wipe() }
    }

    /// Pasted text as one line: line breaks and tabs become spaces, other controls are dropped.
    static func pastable(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn: continue
            case "\r", "\n", "\t": result.append(" ")
            case _ where AlertState.isControl(scalar): continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}

extension FieldsPart: InputPart {
    /// A stop each; none when no field can be edited.
    var focusStops: Int { hasEditableField ? fields.count : 0 }
    static var kind: InputOrder.Kind { .fields }
    var takesFocusAtStart: Bool { !arrangement.startsOnButton }
    var keyContext: KeyBindings.Context { .inField }

    /// A form comes back to the field it left.
    func entryStop(for stop: Int) -> Int { arrangement.isForm ? currentField : stop }

    /// Typed text and a line's edits go into the field; Enter goes on to the next field, and
    /// from the last one chooses the default button. A form moves as ``FieldsArrangement`` says.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        if arrangement.isForm {
            currentField = stop
            if let reply = takeInForm(command, at: stop, context.layout) { return reply }
        }
        // A stepped field is focused with the default button, which Space presses as on a button.
        if fields[stop].stepper != nil, key == .character(" ") { return .chooseDefaultButton }
        if let stepper = fields[stop].stepper {
            if let value = stepper.stepped(editors[stop].text, by: key) {
                let stepped = LineEditor(text: String(value), maximumLength: fields[stop].maximumLength)
                change(stop) { $0 = stepped }
                return .handled
            }
            // The cursor moves; a digit overwrites the one under it; nothing else edits the number.
            switch command {
            case .cursorLeft?, .cursorRight?, .cursorToStart?, .cursorToEnd?:
                break
            case nil:
                if let overwritten = stepper.overwriting(editors[stop], with: key) { change(stop) { $0 = overwritten } }
                return .handled
            default:
                if command.map(FieldsPart.isDeletion) == true { return .handled }
            }
        }
        guard let command else {
            type(key, into: stop)
            return .handled
        }
        if edit(command, at: stop) { return .handled }
        guard command == .nextFieldOrDefaultButton else { return .ignored }
        return .onward(from: stop, of: fields.count)
    }

    /// The keys that move through a form: Up and Down to the field before or after, Tab and
    /// Shift-Tab out to the first or last button, Enter to the default button; `nil` for the
    /// keys a form's field takes as any field does.
    private mutating func takeInForm(_ command: AlertCommand?, at stop: Int, _ layout: AlertLayout) -> InputReply? {
        switch command {
        case .focusDown, .focusUp:
            let next = fieldInForm(from: stop, by: command == .focusDown ? 1 : -1, layout)
            guard next != stop else { return .handled }
            currentField = next
            editors[next].moveToStart()
            return .moveFocus(by: next - stop)
        case .focusForward: return .moveFocus(by: fields.count - stop)
        case .focusBackward: return .moveFocus(by: -1 - stop)
        case .nextFieldOrDefaultButton: return .chooseDefaultButton
        default: return nil
        }
    }

    /// The field Up or Down goes to in a form from field `stop`: the next that can be edited,
    /// round from the last to the first, but never round to one out of view (dialog gives up
    /// there rather than scroll).
    private func fieldInForm(from stop: Int, by step: Int, _ layout: AlertLayout) -> Int {
        var index = stop
        var wrapped = false
        repeat {
            index += step
            if !fields.indices.contains(index) {
                index = step > 0 ? 0 : fields.count - 1
                wrapped = true
            }
        } while index != stop && fields[index].isReadOnly
        let inView = layout.fieldFrames.indices.contains(index) && layout.fieldFrames[index] != nil
        return wrapped && !inView ? stop : index
    }
}

extension FieldsPart {
    /// The fields: each a label and an input line (and, when any field has rules, a row under it
    /// for what is wrong with its value), or in a form a row each, its label beside its field;
    /// when not all fit, the window of them that holds the focus.
    struct Layout: AlertPart {
        private let labels: [String]
        /// A form's: the rows it shows at most (0: all), and the columns its labels take.
        private let formRows: Int
        private let labelColumns: Int
        /// The widest message the fields' rules can give, with its mark.
        private let widestProblem: Int
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 3 }
        /// Rows per field: the message row is kept for every field once any has rules, so a
        /// message coming and going never moves the box (unless the terminal is short:
        /// ``dropSpareRows()``).
        private(set) var rowUnit: Int

        init(_ configuration: AlertConfiguration) {
            labels = configuration.fields.indices.map {
                MarkedLabels.shown(configuration.markedLabels.fields, $0, else: configuration.fields[$0].label)
            }
            let form = configuration.fieldsArrangement
            formRows = form.isForm ? max(0, form.formRows) : 0
            // A space after the widest label, as a form's fields usually start.
            labelColumns = form.isForm ? (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 1 : 0
            rowUnit = form.isForm ? 1 : configuration.fields.contains { !$0.rules.isEmpty } ? 3 : 2
            widestProblem =
                rowUnit > 2
                ? (configuration.fields.flatMap { $0.rules.messages(in: configuration.words) }.map {
                    DisplayWidth.of($0) + 2
                }.max() ?? 0) : 0
        }

        /// The widest label and the prompt, and room to type.
        func wantedWidth(_ context: LayoutContext) -> Int {
            guard let widest = labels.map({ DisplayWidth.of($0) + 2 }).max() else { return 0 }
            if labelColumns > 0 { return labelColumns + AlertLayout.preferredMinimumFieldWidth }
            return max(widest, widestProblem, AlertLayout.preferredMinimumFieldWidth)
        }

        mutating func measure(_ context: LayoutContext) {
            rows = rowUnit * (formRows > 0 ? min(formRows, labels.count) : labels.count)
        }

        /// The blank message rows go as spacing does; a problem is then said on the label's row.
        mutating func dropSpareRows() {
            guard rowUnit > 2 else { return }
            rows = rows / rowUnit * 2
            rowUnit = 2
        }

        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            let count = rows / rowUnit
            let focusedField: Int
            if case .input(.fields, let index) = context.focus { focusedField = index } else { focusedField = 0 }
            let first = min(max(0, focusedField - count + 1), labels.count - count)
            layout.fieldFrames = labels.indices.map { index in
                let row = index - first
                guard row >= 0, row < count else { return nil }
                let y = top + rowUnit * row
                if labelColumns > 0 {
                    // At most half the width for the labels, so the fields keep room to type.
                    let column = min(labelColumns, content.width / 2)
                    return AlertLayout.FieldFrame(
                        label: Rect(x: content.x, y: y, width: column, height: 1),
                        input: Rect(x: content.x + column, y: y, width: content.width - column, height: 1),
                        problem: .zero)
                }
                return AlertLayout.FieldFrame(
                    label: Rect(x: content.x, y: y, width: content.width, height: 1),
                    input: Rect(x: content.x, y: y + 1, width: content.width, height: 1),
                    problem: rowUnit > 2 ? Rect(x: content.x, y: y + 2, width: content.width, height: 1) : .zero)
            }
            layout.fieldLabels = labels.map {
                TextLayout.truncate($0, to: labelColumns > 0 ? min(labelColumns, content.width / 2) : content.width)
            }
            if count < labels.count { layout.followsFocus = true }
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            for (index, field) in state.configuration.fields.enumerated() {
                guard let rows = layout.fieldFrames[index] else { continue }
                let focused = state.shownFocus == .field(index)
                var label = layout.fieldLabels[index]
                var labelStyle = CellStyle(bold: focused)
                let problem = state.fields.problems[index]
                if state.fields.flagged.contains(index) {
                    // Said in words, so it does not depend on colour.
                    label = TextLayout.truncate(state.configuration.words(.fieldRequired, label), to: rows.label.width)
                    labelStyle = CellStyle(bold: true, foreground: look.theme.destructive)
                } else if !problem.isEmpty, rows.problem.isEmpty, !state.configuration.fieldsArrangement.isForm {
                    // A short terminal took the problem's row: the label's row says it.
                    label = problemText(problem, unicode: look.unicode)
                    labelStyle = CellStyle(bold: true, foreground: look.theme.destructive)
                }
                // A pen, for `--markup`'s marks in the label.
                var pen = TextPen(look)
                pen.draw(
                    label, x: rows.label.x, y: rows.label.y, style: labelStyle, limit: rows.label.x + rows.label.width,
                    into: &frame)
                if field.isReadOnly {
                    // Shown, not underlined as a place to type.
                    let text = state.fields.editors[index].characters
                    let shown =
                        field.kind == .secure
                        ? String(repeating: AlertView.secretMask(unicode: look.unicode), count: text.count)
                        : Sanitizer.displayable(String(text), keepNewlines: false)
                    frame.draw(
                        shown, x: rows.input.x, y: rows.input.y, style: CellStyle(),
                        limit: rows.input.x + rows.input.width)
                    continue
                }
                // On a field too narrow to spare them, the prompt's two columns go to the text; a
                // form's fields stand in a column beside their labels, without it.
                var typingArea = rows.input
                if rows.input.width >= 4, !state.configuration.fieldsArrangement.isForm {
                    frame.draw(
                        AlertView.fieldPrompt(unicode: look.unicode), x: rows.input.x, y: rows.input.y,
                        style: CellStyle(bold: focused))
                    typingArea = Rect(x: rows.input.x + 2, y: rows.input.y, width: rows.input.width - 2, height: 1)
                }
                let cursorX = AlertView.drawInput(
                    state.fields.editors[index], secure: field.kind == .secure, unicode: look.unicode, in: typingArea,
                    style: look.style(.inputField, else: CellStyle(underline: true)), frame: &frame)
                if focused { frame.cursor = Frame.Position(x: cursorX, y: rows.input.y) }
                if state.fields.editors[index].characters.isEmpty {
                    drawPlaceholder(field.placeholder, in: typingArea, underlined: true, into: &frame)
                }
                if !problem.isEmpty, !rows.problem.isEmpty {
                    frame.draw(
                        problemText(problem, unicode: look.unicode), x: rows.problem.x,
                        y: rows.problem.y, style: CellStyle(bold: true, foreground: look.theme.destructive),
                        limit: rows.problem.x + rows.problem.width)
                }
            }
        }

        /// A field's placeholder, dim, over its empty typing area (the cursor stays before it).
        static func drawPlaceholder(_ placeholder: String, in area: Rect, underlined: Bool, into frame: inout Frame) {
            guard !placeholder.isEmpty else { return }
            frame.draw(
                Sanitizer.displayable(placeholder, keepNewlines: false), x: area.x, y: area.y,
                style: CellStyle(underline: underlined, dim: true), limit: area.x + area.width)
        }

        /// A problem with a value as shown: marked by a sign and bold as well as colour, for
        /// whoever does not see red.
        static func problemText(_ problem: String, unicode: Bool) -> String {
            (unicode ? "✗ " : "! ") + Sanitizer.displayable(problem, keepNewlines: false)
        }

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { configuration.fields.count }

        /// The label, and a text field's value in brackets (Enter keeps it); a password is not echoed.
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            let field = state.configuration.fields[index]
            var prompt = Sanitizer.displayable(field.label, keepNewlines: false)
            let preset = state.values[index]
            if field.kind == .text, !preset.isEmpty {
                prompt += " [" + Sanitizer.displayable(preset, keepNewlines: false) + "]"
            } else if preset.isEmpty {
                prompt += plainPlaceholder(field, words: state.configuration.words)
            }
            return (prompt + ": ", field.kind == .text)
        }

        /// A placeholder as plain mode says it, after the label: a hint in words, which an
        /// empty line does not take as the value.
        static func plainPlaceholder(_ field: AlertField, words: Words) -> String {
            field.placeholder.isEmpty
                ? "" : " " + words(.plainExample, Sanitizer.displayable(field.placeholder, keepNewlines: false))
        }

        /// Plain mode's refusal of `problem` with a value of the input called `name`: the
        /// built-in words go after its name; a script's own message (`custom`) stands alone.
        static func plainRefusal(_ problem: String, name: String, custom: Bool, words: Words) -> String {
            let said = Sanitizer.displayable(problem, keepNewlines: false)
            return (custom ? said : words(.plainBrokenRule, name, said)) + "\n"
        }

        /// The line as the field's value (an empty one keeps it); a required field is asked until
        /// filled, and a value that breaks the field's rules until one keeps them. A refused line
        /// is not kept: the prompt offers the last value accepted, since Enter takes what it offers.
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            let field = state.configuration.fields[index]
            let kept = state.values[index]
            let typed = line.isEmpty || field.isReadOnly ? kept : line
            let name = Sanitizer.displayable(field.label, keepNewlines: false)
            let words = state.configuration.words
            if let problem = field.rules.problem(with: typed, words: words) {
                // A value kept that breaks a rule is offered no more either.
                if typed == kept { state.replaceField(index, with: "") }
                return .again(
                    plainRefusal(problem, name: name, custom: field.rules.errorMessage != nil, words: words))
            }
            state.replaceField(index, with: typed)
            guard field.isRequired, state.values[index].isEmpty else { return .next }
            return .again(words(.plainRequired, name) + "\n")
        }
    }
}
