/// Where every part of an alert goes for one terminal size.
///
/// Computed from the configuration, the size and the focus (the focus matters
/// only when the stacked buttons do not all fit and a window of them is shown).
package struct AlertLayout: Equatable, Sendable {
    /// How the buttons are arranged.
    package enum Arrangement: Equatable, Sendable {
        /// On one row, centred: only when every button fits (the iOS rule).
        case sideBySide
        /// One per row, each as wide as the box's inside.
        case stacked
    }

    /// The terminal size it was laid out for.
    package var size: TerminalSize
    /// The focus it was laid out for.
    package var focus: Focus
    /// Whether another focus could lay the alert out differently: only when a window of the
    /// stacked buttons or of the fields is shown, which must hold the focused one. Otherwise a
    /// focus change keeps this layout, its ``focus`` set to the new one, instead of wrapping the
    /// text again (``AlertState``).
    package var followsFocus: Bool
    /// The area the frame covers: the whole screen for an overlay, the box's rows inline.
    package var canvas: TerminalSize
    /// The box, including its border.
    package var box: Rect
    /// The cells a frame keeps: the box, and the screen's top rows where a tool's frame draws
    /// the backtitle (``ToolFrame``).
    package var drawn: Rect
    /// Where the box's shadow falls, when a tool's palette casts one (``ToolPalette/castsShadow``);
    /// empty otherwise.
    package var shadow: [Rect]
    /// Whether a border is drawn (dropped when the terminal is too small for it).
    package var hasBorder: Bool
    /// The inside of the box, where text and buttons go.
    package var content: Rect
    /// Title lines, already wrapped and cut to the content width.
    package var titleLines: [String]
    /// The message lines in view (a window of the message when it scrolls).
    package var messageLines: [String]
    /// What the message's style marks above its first line in view have set.
    package var messageAttributes: MarkedAttributes
    /// Whether the message is centred: a short one (two lines at most, none indented) under
    /// `--align center`, as iOS centres it; a longer one reads from a straight left edge.
    package var centresMessage: Bool
    /// Where the scroll position indicator goes when the message does not fit, and what it says.
    package var messageIndicator: MessageIndicator?
    /// The scroll the window shows, clamped to the message's ends.
    package var messageScroll: MessageScroll
    /// How many message lines a page scroll moves; 0 when the whole message is in view.
    package var messagePage: Int
    /// Row (relative to the content) of the first message line.
    package var messageTop: Int
    /// Side by side or stacked.
    package var arrangement: Arrangement
    /// The text shown on each button, truncated to fit.
    package var buttonLabels: [String]
    /// The text shown above each field, truncated to fit.
    package var fieldLabels: [String]
    /// Where each button is drawn (screen coordinates); empty (``Rect/zero``) when it is
    /// scrolled out of a tiny screen.
    ///
    /// Empty rather than `nil`: start-up rule 5.
    package var buttonFrames: [Rect]
    /// The line under a scrolling message that says where in it the window is.
    package struct MessageIndicator: Equatable, Sendable {
        /// The indicator's row.
        package var row: Rect
        /// 0 at the top of the message, 100 at the bottom.
        package var percent: Int
    }

    /// Where a field goes: its label, the input line below it, and the row under that for
    /// what is wrong with its value (``Rect/zero`` when no field has rules).
    package struct FieldFrame: Equatable, Sendable {
        /// The label's row.
        package var label: Rect
        /// The row the text is typed into.
        package var input: Rect
        /// The row a problem with the value is said in.
        package var problem: Rect = .zero
    }

    /// Each field's rows, or `nil` when it does not fit.
    package var fieldFrames: [FieldFrame?]
    /// The choice list's rows (its caption, then the items in view), or `nil` without a list.
    package var listFrame: Rect?
    /// Each checkbox's row; empty (``Rect/zero``) when it does not fit.
    package var checkboxFrames: [Rect]
    /// Each text area's rows (its label, its text, its problem), or `nil` when it does not fit.
    package var textAreaFrames: [FieldFrame?]
    /// The text shown above each text area, truncated to fit.
    package var textAreaLabels: [String]
    /// The file picker's rows (its heading, then the entries in view), or `nil` without one.
    package var pickerFrame: Rect?
    /// Each date's or time's rects, ``rectsPerDate`` of them (``DatePart``'s layout); empty
    /// (``Rect/zero``) where it does not fit.
    package var dateFrames: [Rect]
    /// The row under the buttons where a `--timeout` countdown goes, if it fits.
    package var countdownRow: Rect?
    /// The row at the foot of the box that names the keys (``KeyHelpPart``); ``Rect/zero``
    /// without one.
    package var keyHelpRow: Rect
    /// A progress alert's bar, with its percentage; ``Rect/zero`` without one.
    package var progressBar: Rect
    /// The row under the bar that says the time taken and left (and spins, with `--run`).
    package var progressStatus: Rect
    /// The rows of the work's latest output, under the status row.
    package var outputPane: Rect
    /// The pager's text rows and its status row under them; ``Rect/zero`` without one.
    package var pagerFrame: Rect

    /// Columns between the border and the text on each side, in alertty's own frame
    /// (``ToolFrame/padding``).
    package static let padding = ToolFrame.alertty.padding
    /// Columns between side-by-side buttons.
    package static let buttonGap = 2
    /// Columns a button adds around its label: `[ ` and ` ]`.
    package static let buttonPadding = 4
    /// Columns the mark before a destructive button's label takes (`⚠ `), which says
    /// "destructive" where red is not seen: no colour, or a person who does not see red.
    package static let destructiveMarkWidth = 2
    /// The narrowest content area when the terminal allows it, so a short alert is not cramped.
    package static let preferredMinimumContentWidth = 20
    /// The narrowest content area with fields, so there is room to type.
    package static let preferredMinimumFieldWidth = 30

    /// Lays the alert out for a terminal of `size` (the state does this for a showing alert:
    /// ``AlertState/layout``).
    ///
    /// - Parameter scroll: how far the message is scrolled when it does not fit.
    package init(configuration: AlertConfiguration, size: TerminalSize, focus: Focus, scroll: MessageScroll = .top) {
        var message = MessageText(
            configuration.message ?? "", keepingStyleMarks: configuration.appearance.drawsStyleMarks)
        self.init(
            configuration: configuration, size: size, focus: focus, message: &message, scroll: scroll,
            list: configuration.choiceLists.isEmpty
                ? nil
                : ChoiceListPart(
                    configuration.choiceLists[0], keepingStyleMarks: configuration.appearance.drawsStyleMarks,
                    words: configuration.words
                ).layoutNeeds)
    }

    /// What a choice list asks of the layout, as plain numbers.
    struct ListNeeds {
        /// Columns for its widest row (ASCII marks).
        var width: Int
        /// Rows for every item (and its caption), and the fewest it can do with.
        var rows: Int
        var fewestRows: Int
        /// ``ChoiceList/rowsBesideText``: the rows it shares with the text, in dialog.
        var rowsBesideText: ChoiceList.RowsBesideText?
    }

    /// Lays the alert out, wrapping only the part of `message` (the configuration's, prepared
    /// once) that is shown; `list` is what the choice list needs, `nil` without one.
    ///
    /// The list's needs, not the list, which passing would copy as an optional: start-up rule 5.
    init(
        configuration: AlertConfiguration, size: TerminalSize, focus: Focus, message: inout MessageText,
        scroll: MessageScroll, list: ListNeeds?
    ) {
        // Width: the box fits its content, at most 60 columns and the terminal minus margins
        // (none for a dialect's width given, which the real tools make the box's, edge to edge).
        let margin = size.columns >= 24 && !configuration.appearance.fillsMaximumWidth ? 2 : 0
        let widest = min(configuration.appearance.maximumWidth, size.columns - 2 * margin)
        let border = widest >= 6 && size.rows >= 3
        let toolFrame = configuration.appearance.toolFrame
        let padding = toolFrame.padding
        let chrome = border ? 2 + 2 * padding : 0
        var context = LayoutContext(
            configuration: configuration, size: size, focus: focus, scroll: scroll,
            maximumContent: max(1, widest - chrome))
        // The body holds the message while it lays out (swapped in and back, never copied: a
        // copy would wrap a long message again).
        var body = AlertBody(
            title: TitlePart(configuration), message: MessagePart(text: MessageText("")),
            inputs: InputLayouts(configuration, list: list), progress: ProgressPart(configuration),
            buttons: ButtonsPart(configuration, maximumContent: context.maximumContent),
            countdown: CountdownPart(configuration), keyHelp: KeyHelpPart(configuration))
        swap(&message, &body.message.text)
        defer { swap(&message, &body.message.text) }
        var wanted = WidestPart(context: context, width: Self.preferredMinimumContentWidth)
        body.visit(&wanted)
        // The backtitle names the whole program, not this box: it may widen the box past its
        // widest, up to the screen; not past a width a dialect's script gives (the real tools
        // draw the backtitle above the box, where it does not widen it).
        let backtitleWidth =
            configuration.appearance.fillsMaximumWidth || toolFrame != .alertty
            ? 0 : configuration.backtitle.map { DisplayWidth.of($0) } ?? 0
        context.contentWidth = max(
            min(context.maximumContent, configuration.appearance.fillsMaximumWidth ? .max : wanted.width),
            min(backtitleWidth, size.columns - 2 * margin - chrome))
        var measure = MeasureParts(context: context)
        body.visit(&measure)
        body.inputs.list.share(rowsWithText: body.message.rows, screenRows: size.rows)

        // Height: drop the line of keys, then spacing (the blank rows between parts, then those
        // parts keep for what may come), then the countdown, then shrink what scrolls, then cut
        // the parts in the order they keep their rows, then the border, until the buttons fit.
        var gaps = Gaps()
        body.visit(&gaps)
        var hasBorder = border
        var available = size.rows - (hasBorder ? 2 : 0)
        // dialog's box is as tall as asked, never taller: what does not fit scrolls.
        if toolFrame.isDialog, let requested = configuration.appearance.requestedHeight,
            configuration.presentation == .overlay
        {
            available = min(available, max(1, requested - (hasBorder ? 2 : 0)))
        }
        func total() -> TotalRows {
            var total = TotalRows()
            body.visit(&total)
            return total
        }
        func needed() -> Int { total().rows + gaps.count }
        // Spacing goes only when even the parts at their fewest would not fit.
        func crowded() -> Bool { total().fewest + gaps.count > available }
        // The line of keys is the least of the rows: it goes before any other.
        if crowded() { body.keyHelp.rows = 0 }
        while crowded(), gaps.dropOne() {}
        if crowded() {
            var spare = DropSpareRows()
            body.visit(&spare)
        }
        if crowded() {
            var drop = DropOptional()
            body.visit(&drop)
        }
        if needed() > available {
            var shrink = ShrinkScrolling(excess: needed() - available)
            body.visit(&shrink)
        }
        if needed() > available {
            var highest = HighestRank()
            body.visit(&highest)
            for rank in 1...max(1, highest.rank) {
                var before = RowsKeptBefore(rank: rank)
                body.visit(&before)
                var cut = CutToFit(rank: rank, allowed: max(0, available - gaps.count - before.rows), context: context)
                body.visit(&cut)
            }
        }
        if needed() > available, hasBorder {
            hasBorder = false
            available += 2
        }

        // A dialect's box is as tall as its script asked, where that is more than it needs.
        if let requested = configuration.appearance.requestedHeight, configuration.presentation == .overlay {
            gaps.spareAboveFooting = max(0, min(requested, size.rows) - (hasBorder ? 2 : 0) - needed())
        }
        let contentHeight = min(needed(), available)
        let chromeNow = hasBorder ? 2 + 2 * padding : 0
        let boxWidth = min(size.columns, context.contentWidth + chromeNow)
        let boxHeight = contentHeight + (hasBorder ? 2 : 0)
        switch configuration.presentation {
        case .overlay:
            canvas = size
            // dialog centres the box on the screen less the shadow it casts to the lower right.
            let shadow = toolFrame == .dialog ? 1 : 0
            box = Rect(
                x: max(0, (size.columns - 2 * shadow - boxWidth) / 2),
                y: max(0, (size.rows - shadow - boxHeight) / 2), width: boxWidth, height: boxHeight)
        case .inline, .plain:
            canvas = TerminalSize(columns: size.columns, rows: boxHeight)
            box = Rect(x: 0, y: 0, width: boxWidth, height: boxHeight)
        }
        let inset = hasBorder ? 1 + padding : 0
        content = Rect(
            x: box.x + inset, y: box.y + (hasBorder ? 1 : 0),
            width: min(context.contentWidth, boxWidth - chromeNow), height: contentHeight)
        self.size = size
        self.focus = focus
        self.hasBorder = hasBorder
        // A tool's backtitle is on the screen's top line (dialog's over a rule on the next).
        drawn =
            toolFrame == .alertty || configuration.backtitle == nil || configuration.presentation != .overlay
            ? box : box.union(Rect(x: 0, y: 0, width: size.columns, height: toolFrame == .whiptail ? 1 : 2))
        shadow =
            configuration.appearance.toolPalette.castsShadow && configuration.presentation == .overlay
            ? toolFrame.shadow(of: box) : []
        for area in shadow { drawn = drawn.union(area) }
        // Each part writes where it goes, walking down the content from its top.
        followsFocus = false
        titleLines = []
        messageLines = []
        messageAttributes = MarkedAttributes()
        centresMessage = false
        messageIndicator = nil
        messageScroll = .top
        messagePage = 0
        messageTop = 0
        arrangement = .sideBySide
        buttonLabels = []
        fieldLabels = []
        buttonFrames = []
        fieldFrames = []
        listFrame = nil
        checkboxFrames = []
        textAreaFrames = []
        textAreaLabels = []
        pickerFrame = nil
        dateFrames = []
        countdownRow = nil
        keyHelpRow = .zero
        progressBar = .zero
        progressStatus = .zero
        outputPane = .zero
        pagerFrame = .zero
        var place = PlaceParts(context: context, content: content, gaps: gaps, layout: self)
        body.visit(&place)
        self = place.layout
    }

    /// What is at a cell, for the mouse.
    package enum Target: Equatable, Sendable {
        case button(Int)
        case field(Int)
        /// A row of the choice list: its caption when it has one (row 0), then the items in view.
        case listRow(Int)
        case checkbox(Int)
        case textArea(Int)
        /// A date or time: its label or written form (`cell` −1), or a day's place in its grid
        /// (`cell` counted from the first week's first day, seven a week).
        case date(Int, cell: Int)
        /// Inside the box, on nothing that reacts.
        case box
        /// The backdrop around the box.
        case outside
    }

    /// What the cell at `column`, `row` shows.
    package func target(column: Int, row: Int) -> Target {
        func contains(_ rect: Rect) -> Bool {
            column >= rect.x && column < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
        }
        if let index = buttonFrames.firstIndex(where: contains) { return .button(index) }
        if let index = fieldFrames.firstIndex(where: { $0.map { contains($0.label) || contains($0.input) } ?? false }) {
            return .field(index)
        }
        if let list = listFrame, contains(list) { return .listRow(row - list.y) }
        if let index = checkboxFrames.firstIndex(where: contains) { return .checkbox(index) }
        if let index = textAreaFrames.firstIndex(where: { $0.map { contains($0.label) || contains($0.input) } ?? false }
        ) {
            return .textArea(index)
        }
        if let date = dateTarget(column: column, row: row) { return date }
        return contains(box) ? .box : .outside
    }
}
