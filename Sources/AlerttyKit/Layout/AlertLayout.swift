/// Where every part of an alert goes for one terminal size.
///
/// Computed from the configuration, the size and the focus (the focus matters
/// only when the stacked buttons do not all fit and a window of them is shown).
public struct AlertLayout: Equatable, Sendable {
    /// How the buttons are arranged.
    public enum Arrangement: Equatable, Sendable {
        /// On one row, centred: only when every button fits (the iOS rule).
        case sideBySide
        /// One per row, each as wide as the box's inside.
        case stacked
    }

    /// The terminal size it was laid out for.
    public var size: TerminalSize
    /// The focus it was laid out for.
    public var focus: Focus
    /// Whether another focus could lay the alert out differently: only when a window of the
    /// stacked buttons or of the fields is shown, which must hold the focused one. Otherwise a
    /// focus change keeps this layout, its ``focus`` set to the new one, instead of wrapping the
    /// text again (``AlertState``).
    public var followsFocus: Bool
    /// The area the frame covers: the whole screen for an overlay, the box's rows inline.
    public var canvas: TerminalSize
    /// The box, including its border.
    public var box: Rect
    /// Whether a border is drawn (dropped when the terminal is too small for it).
    public var hasBorder: Bool
    /// The inside of the box, where text and buttons go.
    public var content: Rect
    /// Title lines, already wrapped and cut to the content width.
    public var titleLines: [String]
    /// The message lines in view (a window of the message when it scrolls).
    public var messageLines: [String]
    /// Whether the message is centred: a short one (two lines at most, none indented) under
    /// `--align center`, as iOS centres it; a longer one reads from a straight left edge.
    public var centresMessage: Bool
    /// Where the scroll position indicator goes when the message does not fit, and what it says.
    public var messageIndicator: MessageIndicator?
    /// The scroll the window shows, clamped to the message's ends.
    public var messageScroll: MessageScroll
    /// How many message lines a page scroll moves; 0 when the whole message is in view.
    public var messagePage: Int
    /// Row (relative to the content) of the first message line.
    public var messageTop: Int
    /// Side by side or stacked.
    public var arrangement: Arrangement
    /// The text shown on each button, truncated to fit.
    public var buttonLabels: [String]
    /// The text shown above each field, truncated to fit.
    public var fieldLabels: [String]
    /// Where each button is drawn (screen coordinates); empty (``Rect/zero``) when it is
    /// scrolled out of a tiny screen.
    ///
    /// Empty rather than `nil`: an array of optional rectangles is a type the runtime builds
    /// metadata for at its first use, the first `Optional` of a run (40,000 instructions before
    /// the first frame).
    public var buttonFrames: [Rect]
    /// The line under a scrolling message that says where in it the window is.
    public struct MessageIndicator: Equatable, Sendable {
        /// The indicator's row.
        public var row: Rect
        /// 0 at the top of the message, 100 at the bottom.
        public var percent: Int
    }

    /// Where a field goes: its label, and the input line below it.
    public struct FieldFrame: Equatable, Sendable {
        /// The label's row.
        public var label: Rect
        /// The row the text is typed into.
        public var input: Rect
    }

    /// Each field's rows, or `nil` when it does not fit.
    public var fieldFrames: [FieldFrame?]
    /// The choice list's rows (its caption, then the items in view), or `nil` without a list.
    public var listFrame: Rect?
    /// Each checkbox's row; empty (``Rect/zero``) when it does not fit.
    public var checkboxFrames: [Rect]
    /// The row under the buttons where a `--timeout` countdown goes, if it fits.
    public var countdownRow: Rect?

    /// Columns between the border and the text on each side.
    public static let padding = 2
    /// Columns between side-by-side buttons.
    public static let buttonGap = 2
    /// Columns a button adds around its label: `[ ` and ` ]`.
    public static let buttonPadding = 4
    /// Columns the mark before a destructive button's label takes (`⚠ `), which says
    /// "destructive" where red is not seen: no colour, or a person who does not see red.
    public static let destructiveMarkWidth = 2
    /// The narrowest content area when the terminal allows it, so a short alert is not cramped.
    public static let preferredMinimumContentWidth = 20
    /// The narrowest content area with fields, so there is room to type.
    public static let preferredMinimumFieldWidth = 30

    /// Lays the alert out for a terminal of `size` (the state does this for a showing alert:
    /// ``AlertState/layout``).
    ///
    /// - Parameter scroll: how far the message is scrolled when it does not fit.
    public init(configuration: AlertConfiguration, size: TerminalSize, focus: Focus, scroll: MessageScroll = .top) {
        var message = MessageText(configuration.message ?? "")
        self.init(
            configuration: configuration, size: size, focus: focus, message: &message, scroll: scroll,
            list: configuration.choices.map { ChoiceListPart($0).layoutNeeds })
    }

    /// What a choice list asks of the layout, as plain numbers.
    struct ListNeeds {
        /// Columns for its widest row (ASCII marks).
        var width: Int
        /// Rows for every item (and its caption), and the fewest it can do with.
        var rows: Int
        var fewestRows: Int
    }

    /// Lays the alert out, wrapping only the part of `message` (the configuration's, prepared
    /// once) that is shown; `list` is what the choice list needs, `nil` without one.
    ///
    /// The list's needs rather than the list: passing the list copied it, and a copy of an
    /// optional `ChoiceListPart` goes through type metadata the runtime builds at the first
    /// copy (5,500 instructions before the first frame, for an alert with no list at all).
    init(
        configuration: AlertConfiguration, size: TerminalSize, focus: Focus, message: inout MessageText,
        scroll: MessageScroll, list: ListNeeds?
    ) {
        let presentation = configuration.presentation
        // An icon takes the first two columns of the title; the view draws its glyph there.
        let iconSpace = configuration.appearance.icon == nil ? "" : "  "
        var title = configuration.title.map { Sanitizer.displayable($0, keepNewlines: true) } ?? ""
        if !iconSpace.isEmpty { title = iconSpace + title }
        let labels = configuration.buttons.map { Sanitizer.displayable($0.label, keepNewlines: false) }
        let fieldLabels = configuration.fields.map { Sanitizer.displayable($0.label, keepNewlines: false) }

        // Width: the box fits its content, at most 60 columns and the terminal minus margins.
        let margin = size.columns >= 24 ? 2 : 0
        let widest = min(configuration.appearance.maximumWidth, size.columns - 2 * margin)
        let border = widest >= 6 && size.rows >= 3
        let chrome = border ? 2 + 2 * Self.padding : 0
        let maximumContent = max(1, widest - chrome)
        let marks = configuration.buttons.map { $0.style == .destructive ? Self.destructiveMarkWidth : 0 }
        let buttonWidths = zip(labels, marks).map { DisplayWidth.of($0) + $1 + Self.buttonPadding }
        let rowWidth = buttonWidths.reduce(0, +) + Self.buttonGap * (buttonWidths.count - 1)
        let sideBySide = rowWidth <= maximumContent
        let longestLine = { (text: String) in
            var longest = 0
            TextLayout.forEachLine(of: text) { longest = max(longest, DisplayWidth.of($0)) }
            return longest
        }
        let wanted = max(
            longestLine(title), message.longestLineWidth ?? maximumContent,
            sideBySide ? rowWidth : (buttonWidths.max() ?? 0),
            fieldLabels.map { DisplayWidth.of($0) + 2 }.max() ?? 0,
            list?.width ?? 0,
            configuration.checkboxes.map { CheckboxPart.wantedWidth(of: $0, unicode: false) }.max() ?? 0,
            fieldLabels.isEmpty ? Self.preferredMinimumContentWidth : Self.preferredMinimumFieldWidth)
        // The backtitle names the whole program, not this box: it may widen the box past its
        // widest, up to the screen.
        let backtitleWidth = configuration.backtitle.map { DisplayWidth.of($0) } ?? 0
        let contentWidth = max(min(maximumContent, wanted), min(backtitleWidth, size.columns - 2 * margin - chrome))

        // Height: drop spacing, then message, then title, then fields, then the border until the buttons fit.
        var titleLines = title.isEmpty ? [] : TextLayout.wrap(title, width: contentWidth)
        if configuration.appearance.alignment == .center {
            // The wrap keeps the icon's two columns as indentation, for a left-aligned title;
            // centred, each line centres on its words.
            titleLines = titleLines.enumerated().map { $0 == 0 ? $1 : String($1.drop { $0 == " " }) }
        }
        // Counted no further than one line past the screen: enough to know whether it will scroll.
        let messageLineCount = message.lineCount(upTo: size.rows + 1, width: contentWidth)
        var messageRows = messageLineCount
        let buttonRows = sideBySide ? 1 : labels.count
        var fieldCount = fieldLabels.count
        var listRows = list?.rows ?? 0
        let fewestListRows = list?.fewestRows ?? 0
        var checkboxRows = configuration.checkboxes.count
        let hasMiddle = fieldCount > 0 || listRows > 0 || checkboxRows > 0
        var gapAfterTitle = !titleLines.isEmpty && (messageRows > 0 || hasMiddle) ? 1 : 0
        var gapAfterMessage = messageRows > 0 && hasMiddle ? 1 : 0
        var gapBeforeButtons = !titleLines.isEmpty || messageRows > 0 || hasMiddle ? 1 : 0
        var countdownRows = configuration.timeout == nil ? 0 : 1
        var hasBorder = border
        var available = size.rows - (hasBorder ? 2 : 0)
        func needed() -> Int {
            titleLines.count + gapAfterTitle + messageRows + gapAfterMessage + listRows + 2 * fieldCount
                + checkboxRows + gapBeforeButtons + buttonRows + countdownRows
        }
        // A message that does not fit scrolls, so it gives way first; spacing goes only when
        // even a few lines of it would not fit.
        let fewMessageLines = min(messageRows, 3)
        func crowded() -> Bool { needed() - messageRows + fewMessageLines - listRows + fewestListRows > available }
        if crowded() { gapAfterTitle = 0 }
        if crowded() { gapAfterMessage = 0 }
        if crowded() { gapBeforeButtons = 0 }
        if crowded() { countdownRows = 0 }
        // A long list scrolls too: the message gives way to a few lines first, then the list.
        if needed() > available {
            messageRows = max(min(messageRows, fewMessageLines), messageRows - (needed() - available))
        }
        if needed() > available { listRows = max(fewestListRows, listRows - (needed() - available)) }
        if needed() > available {
            // Buttons first, then the list, the checkboxes and the fields, then the title, then
            // as much of the message as fits.
            listRows = min(listRows, max(0, available - buttonRows - countdownRows))
            checkboxRows = min(checkboxRows, max(0, available - buttonRows - countdownRows - listRows))
            fieldCount = min(fieldCount, max(0, available - buttonRows - countdownRows - listRows - checkboxRows) / 2)
            let room = max(0, available - (needed() - titleLines.count - messageRows))
            if titleLines.count > room {
                // A title that does not fit says so with an ellipsis on its last shown line.
                titleLines = Array(titleLines.prefix(room))
                if let last = titleLines.indices.last {
                    titleLines[last] = TextLayout.prefix(of: titleLines[last], fitting: contentWidth - 2) + " …"
                }
            }
            messageRows = min(messageRows, room - titleLines.count)
        }
        if needed() > available, hasBorder {
            hasBorder = false
            available += 2
        }

        let contentHeight = min(needed(), available)
        let chromeNow = hasBorder ? 2 + 2 * Self.padding : 0
        let boxWidth = min(size.columns, contentWidth + chromeNow)
        let boxHeight = contentHeight + (hasBorder ? 2 : 0)
        let canvas: TerminalSize
        let box: Rect
        switch presentation {
        case .overlay:
            canvas = size
            box = Rect(
                x: (size.columns - boxWidth) / 2, y: (size.rows - boxHeight) / 2,
                width: boxWidth, height: boxHeight)
        case .inline, .plain:
            canvas = TerminalSize(columns: size.columns, rows: boxHeight)
            box = Rect(x: 0, y: 0, width: boxWidth, height: boxHeight)
        }
        let inset = hasBorder ? 1 + Self.padding : 0
        let content = Rect(
            x: box.x + inset, y: box.y + (hasBorder ? 1 : 0),
            width: min(contentWidth, boxWidth - chromeNow), height: contentHeight)

        // A message that does not fit scrolls, and its last row says where the window is.
        let overflows = messageRows < messageLineCount
        let textRows = overflows && messageRows >= 2 ? messageRows - 1 : messageRows
        let window = message.window(rows: textRows, width: contentWidth, scroll: scroll)
        let messageTop = titleLines.count + gapAfterTitle
        let messageY = content.y + messageTop
        self.messageLines = window.lines
        self.centresMessage =
            configuration.appearance.alignment == .center && messageLineCount <= 2
            && !window.lines.contains { $0.first == " " }
        self.messageScroll = window.scroll
        self.messagePage = overflows ? max(1, textRows - 1) : 0
        self.messageIndicator =
            overflows && messageRows >= 2
            ? MessageIndicator(
                row: Rect(x: content.x, y: messageY + textRows, width: content.width, height: 1),
                percent: window.percent)
            : nil

        // The list follows the text, then the fields; when not all fields fit, the window of
        // them holding the focus is shown.
        let listTop = messageY + messageRows + gapAfterMessage
        self.listFrame = list == nil ? nil : Rect(x: content.x, y: listTop, width: content.width, height: listRows)
        let fieldsTop = listTop + listRows
        let focusedField: Int
        if case .field(let index) = focus { focusedField = index } else { focusedField = 0 }
        let firstField = min(max(0, focusedField - fieldCount + 1), fieldLabels.count - fieldCount)
        self.fieldFrames = fieldLabels.indices.map { index in
            let row = index - firstField
            guard row >= 0, row < fieldCount else { return nil }
            let top = fieldsTop + 2 * row
            return FieldFrame(
                label: Rect(x: content.x, y: top, width: content.width, height: 1),
                input: Rect(x: content.x, y: top + 1, width: content.width, height: 1))
        }

        // Checkboxes under the fields, as many as fit.
        let checkboxesTop = fieldsTop + 2 * fieldCount
        self.checkboxFrames = configuration.checkboxes.indices.map { index in
            index < checkboxRows ? Rect(x: content.x, y: checkboxesTop + index, width: content.width, height: 1) : .zero
        }

        // Buttons fill the rows left under the text, the list, the fields and the checkboxes.
        let buttonsTop = checkboxesTop + checkboxRows + gapBeforeButtons
        let focusedButton: Int
        if case .button(let index) = focus {
            focusedButton = index
        } else {
            focusedButton = configuration.defaultButtonIndex
        }
        let visibleRows = max(0, min(buttonRows, content.y + content.height - buttonsTop))
        var frames: [Rect] = []
        var shownLabels: [String] = []
        if sideBySide {
            var x = content.x + (content.width - rowWidth) / 2
            for (label, width) in zip(labels, buttonWidths) {
                frames.append(visibleRows > 0 ? Rect(x: x, y: buttonsTop, width: width, height: 1) : .zero)
                shownLabels.append(label)
                x += width + Self.buttonGap
            }
        } else {
            // When not every stacked button fits, show the window of them that holds the focus.
            let first = min(max(0, focusedButton - visibleRows + 1), max(0, labels.count - visibleRows))
            for (index, label) in labels.enumerated() {
                let row = index - first
                let shown = row >= 0 && row < visibleRows
                frames.append(shown ? Rect(x: content.x, y: buttonsTop + row, width: content.width, height: 1) : .zero)
                shownLabels.append(
                    TextLayout.truncate(label, to: max(1, content.width - Self.buttonPadding - marks[index])))
            }
        }

        let countdownTop = buttonsTop + buttonRows
        self.countdownRow =
            countdownRows > 0 && countdownTop < content.y + content.height
            ? Rect(x: content.x, y: countdownTop, width: content.width, height: 1) : nil
        self.size = size
        self.focus = focus
        self.followsFocus = (!sideBySide && visibleRows < labels.count) || fieldCount < fieldLabels.count
        self.canvas = canvas
        self.box = box
        self.hasBorder = hasBorder
        self.content = content
        self.titleLines = titleLines.map { TextLayout.truncate($0, to: content.width) }
        self.messageTop = messageTop
        self.fieldLabels = fieldLabels.map { TextLayout.truncate($0, to: content.width) }
        self.arrangement = sideBySide ? .sideBySide : .stacked
        self.buttonLabels = shownLabels
        self.buttonFrames = frames
    }

    /// What is at a cell, for the mouse.
    public enum Target: Equatable, Sendable {
        case button(Int)
        case field(Int)
        /// A row of the choice list: its caption when it has one (row 0), then the items in view.
        case listRow(Int)
        case checkbox(Int)
        /// Inside the box, on nothing that reacts.
        case box
        /// The backdrop around the box.
        case outside
    }

    /// What the cell at `column`, `row` shows.
    public func target(column: Int, row: Int) -> Target {
        func contains(_ rect: Rect) -> Bool {
            column >= rect.x && column < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
        }
        if let index = buttonFrames.firstIndex(where: contains) { return .button(index) }
        if let index = fieldFrames.firstIndex(where: { $0.map { contains($0.label) || contains($0.input) } ?? false }) {
            return .field(index)
        }
        if let list = listFrame, contains(list) { return .listRow(row - list.y) }
        if let index = checkboxFrames.firstIndex(where: contains) { return .checkbox(index) }
        return contains(box) ? .box : .outside
    }
}
