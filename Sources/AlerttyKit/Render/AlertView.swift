/// Turns an alert's state into a frame: the whole of "what it looks like".
public enum AlertView {
    /// The characters a border is drawn with: each one scalar, one column wide (box drawing or
    /// ASCII), so a piece becomes a cell without grapheme breaking or a width lookup, which
    /// every frame, every keystroke's included, used to pay for six times.
    ///
    /// Named fields, not an array of `Character`s or of tuples: start-up rules 2 and 3.
    struct BorderPieces {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Unicode.Scalar

        init(_ pieces: String) {
            var scalars = pieces.unicodeScalars.makeIterator()
            func next() -> Unicode.Scalar { scalars.next() ?? " " }
            (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) =
                (next(), next(), next(), next(), next(), next())
        }

        /// All six, corners first.
        var all: [Unicode.Scalar] { [topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical] }
    }

    /// Border pieces: corners top-left, top-right, bottom-left, bottom-right, then horizontal and vertical.
    static func borderPieces(_ border: Appearance.Border) -> BorderPieces {
        switch border {
        case .rounded: BorderPieces("╭╮╰╯─│")
        case .single: BorderPieces("┌┐└┘─│")
        case .double: BorderPieces("╔╗╚╝═║")
        case .heavy: BorderPieces("┏┓┗┛━┃")
        case .ascii: BorderPieces("++++-|")
        case .none: BorderPieces("      ")
        }
    }

    /// What a password field shows for each character: a dot, or `*` where the terminal is not UTF-8.
    static func secretMask(unicode: Bool) -> Character { unicode ? "•" : "*" }

    /// The mark before a field's input line, so a field is visible without underline or colour.
    static func fieldPrompt(unicode: Bool) -> String { unicode ? "›" : ">" }

    /// Renders the alert as its state stands, for the terminal size the state was last told
    /// (``AlertEvent/resize(_:)``): the one way to turn an alert into a frame.
    ///
    /// - Parameters:
    ///   - look: theme, border and symbols; by default the configuration's own.
    ///   - progress: how far the appearance has got, from 0 (not yet there) to 1 (fully shown);
    ///     the disappearance plays it backwards.
    ///   - spare: a frame no longer needed, drawn over instead of making a new one.
    public static func frame(
        for state: AlertState, look: Look? = nil, progress: Double = 1, reusing spare: consuming Frame? = nil
    ) -> Frame {
        frame(
            for: state, look: look ?? Look(appearance: state.configuration.appearance), progress: progress,
            over: spare ?? .nothing)
    }

    /// The frame as ``frame(for:look:progress:reusing:)`` draws it, drawn over `spare` where it
    /// fits (``Frame/nothing`` for none): the display's way, with no optional frame.
    package static func frame(for state: AlertState, look: Look, progress: Double, over spare: consuming Frame) -> Frame
    {
        let layout = state.layout
        var frame = still(state, layout: layout, look: look, reusing: spare)
        guard progress < 1 else { return frame }
        let box = layout.box
        let backdrop = Cell(character: " ", style: frame.background)
        switch look.appearance.animation {
        case .none:
            return frame
        case .pop:
            // The box grows from its centre: cells outside the revealed part show the backdrop,
            // and the revealed part gets a border of its own.
            let scale = 0.3 + 0.7 * max(0, progress)
            let width = max(2, Int((Double(box.width) * scale).rounded()))
            let height = max(2, Int((Double(box.height) * scale).rounded()))
            let shown = Rect(
                x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width: width, height: height)
            for y in box.y..<(box.y + box.height) {
                for x in box.x..<(box.x + box.width)
                where !(shown.x..<(shown.x + shown.width)).contains(x)
                    || !(shown.y..<(shown.y + shown.height)).contains(y)
                {
                    frame.mask(x: x, y: y, with: backdrop)
                }
            }
            drawBorder(shown, pieces: borderPieces(look.border), style: borderStyles(look), in: &frame)
        case .fade:
            // First only the border, then the text faint, then everything.
            for y in box.y..<(box.y + box.height) {
                for x in box.x..<(box.x + box.width) {
                    let onBorder = y == box.y || y == box.y + box.height - 1 || x == box.x || x == box.x + box.width - 1
                    if progress < 1.0 / 3, !onBorder {
                        frame.mask(x: x, y: y, with: Cell(character: " ", style: .plain))
                    } else {
                        var cell = frame[x, y]
                        cell.style.dim = true
                        frame.set(cell, x: x, y: y)
                    }
                }
            }
        }
        frame.cursor = nil
        return frame
    }

    /// The alert fully shown.
    private static func still(
        _ state: AlertState, layout: AlertLayout, look: Look, reusing spare: consuming Frame
    ) -> Frame {
        let overlay = state.configuration.presentation == .overlay
        // A tool's palette colours the whole screen, as the tool clears it in its screen colour.
        let background =
            overlay ? look.style(.screen, else: CellStyle(background: look.backdrop)) : CellStyle.plain
        var frame: Frame
        // Taken out of `spare`, not copied: a second reference would make erase() copy every cell.
        if spare.size == layout.canvas, spare.region == layout.drawn, spare.background == background {
            frame = consume spare
            frame.erase()
        } else {
            // Cells are kept for the box alone: the backdrop around it is the frame's background.
            frame = Frame(size: layout.canvas, region: layout.drawn, background: background)
        }
        let box = layout.box
        let toolFrame = look.appearance.toolFrame
        // A tool's backtitle is under the box, which a tall box covers.
        if toolFrame != .alertty { drawToolBacktitle(state.configuration, layout: layout, look: look, into: &frame) }
        // The box keeps the terminal's own colours over the dimmed backdrop, unless a tool's
        // palette colours it.
        frame.fill(box, style: look.style(.box, else: .plain))
        if toolFrame != .alertty {
            drawToolBorder(state.configuration, layout: layout, look: look, into: &frame)
        } else if layout.hasBorder {
            drawBorder(box, pieces: borderPieces(look.border), style: borderStyles(look), in: &frame)
            if let backtitle = state.configuration.backtitle, box.width > 8 {
                // In the top border, in the text's own colour: context, not a second title.
                let shown = Sanitizer.displayable(
                    backtitle, keepNewlines: false, keepingStyleMarks: look.appearance.drawsStyleMarks)
                var pen = TextPen(look)
                pen.draw(
                    " \(TextLayout.truncate(shown, to: box.width - 6)) ", x: box.x + 2, y: box.y, style: .plain,
                    limit: box.x + box.width - 2, into: &frame)
            }
        }
        AlertBody.draw(state, layout: layout, look: look, into: &frame)
        if !look.appearance.toolPalette.isNone, toolFrame != .alertty {
            paint(&frame, layout: layout, with: look.appearance.toolPalette, overlay: overlay)
        }
        return frame
    }

    /// The border's styles: the top and left edges', and the bottom and right edges' (which
    /// differ in dialog's palette alone); both the theme's border colour without a palette.
    private static func borderStyles(_ look: Look) -> (CellStyle, lowerRight: CellStyle) {
        let own = CellStyle(foreground: look.theme.border)
        return (look.style(.border, else: own), look.style(.lowerRightBorder, else: own))
    }

    /// A title or backtitle as a tool frame shows it: on one line, inert.
    private static func shownOnOneLine(_ text: String, look: Look) -> String {
        Sanitizer.displayable(text, keepNewlines: false, keepingStyleMarks: look.appearance.drawsStyleMarks)
    }

    /// The border and title as a real tool draws them (``ToolFrame``): the title in the top
    /// border, whiptail's centred between tees, dialog's a column left of the middle.
    private static func drawToolBorder(
        _ configuration: AlertConfiguration, layout: AlertLayout, look: Look, into frame: inout Frame
    ) {
        let box = layout.box
        let pieces = borderPieces(look.border)
        let whiptail = look.appearance.toolFrame == .whiptail
        var pen = TextPen(look)
        if layout.hasBorder {
            let styles = borderStyles(look)
            let borderStyle = styles.0
            drawBorder(box, pieces: pieces, style: styles, in: &frame)
            if let title = configuration.title.map({ shownOnOneLine($0, look: look) }), !title.isEmpty, box.width > 4 {
                let text = TextLayout.truncate(title, to: box.width - (whiptail ? 6 : 2))
                let width = DisplayWidth.of(text) + (whiptail ? 4 : 0)
                // Where each tool puts it (measured): whiptail centres `┤ title ├`, dialog
                // the title one column left of the middle.
                var x = box.x + max(1, (box.width - width) / 2 - (whiptail ? 0 : 1))
                if whiptail {
                    let tees: (Unicode.Scalar, Unicode.Scalar) =
                        pieces.horizontal == " " ? (" ", " ") : pieces.horizontal == "-" ? ("|", "|") : ("┤", "├")
                    frame.draw(
                        repeating: Cell(glyph: Glyph(tees.0), width: 1, style: borderStyle), count: 1, x: x, y: box.y)
                    frame.draw(
                        repeating: Cell(glyph: Glyph(tees.1), width: 1, style: borderStyle), count: 1, x: x + width - 1,
                        y: box.y)
                    x += 1
                    // The spaces about whiptail's title are the border's (measured).
                    frame.draw(" ", x: x, y: box.y, style: borderStyle)
                    frame.draw(" ", x: x + width - 3, y: box.y, style: borderStyle, limit: box.x + box.width - 1)
                    x += 1
                }
                pen.draw(
                    text, x: x, y: box.y, style: look.style(.title, else: CellStyle(bold: true)),
                    limit: box.x + box.width - (whiptail ? 2 : 1), into: &frame)
            }
        }
    }

    /// The backtitle as a real tool draws it: on the screen's top line, dialog's from the
    /// second column over a rule.
    private static func drawToolBacktitle(
        _ configuration: AlertConfiguration, layout: AlertLayout, look: Look, into frame: inout Frame
    ) {
        guard let backtitle = configuration.backtitle.map({ shownOnOneLine($0, look: look) }),
            layout.drawn != layout.box
        else { return }
        let whiptail = look.appearance.toolFrame == .whiptail
        var pen = TextPen(look)
        let columns = frame.size.columns
        let style = look.style(.backtitle, else: frame.background)
        pen.draw(
            TextLayout.truncate(backtitle, to: max(0, columns - 2)), x: whiptail ? 0 : 1, y: 0, style: style,
            limit: columns, into: &frame)
        if !whiptail {
            var rule = style
            // dialog draws the rule in its screen colour; without a palette, the border's.
            if look.appearance.toolPalette.isNone { rule.foreground = look.theme.border }
            frame.draw(
                repeating: Cell(glyph: Glyph(borderPieces(look.border).horizontal), width: 1, style: rule),
                count: max(0, columns - 2),
                x: 1, y: 1)
        }
    }

    /// The rows the buttons are on, or `nil` when none is shown.
    static func buttonRows(in layout: AlertLayout) -> Range<Int>? {
        var rows: Range<Int>?
        for rect in layout.buttonFrames where !rect.isEmpty {
            let own = rect.y..<(rect.y + rect.height)
            rows = rows.map { min($0.lowerBound, own.lowerBound)..<max($0.upperBound, own.upperBound) } ?? own
        }
        return rows
    }

    /// Draws the buttons again over `frame` (the frame of `state`, or its button rows) with
    /// the focus on button `focused`: the frame of `state` with that focus, for the work of a row.
    static func redrawButtons(of state: AlertState, focused: Int?, look: Look, over frame: inout Frame) {
        drawButtons(of: state, focused: focused, look: look, blanking: true, into: &frame)
    }

    /// Draws each shown button in its place, the focus on `focused`, first painting the place
    /// blank when `blanking` (as the whole frame starts blank).
    static func drawButtons(
        of state: AlertState, focused: Int?, look: Look, blanking: Bool, into frame: inout Frame
    ) {
        let layout = state.layout
        let buttons = state.configuration.buttons
        for index in buttons.indices {
            let rect = layout.buttonFrames[index]
            if rect.isEmpty { continue }
            if blanking { frame.fill(rect, style: .plain) }
            drawButton(
                buttons[index], label: layout.buttonLabels[index], in: rect, focused: index == focused,
                look: look, frame: &frame)
        }
    }

    /// What marks a destructive button besides its colour.
    static func destructiveMark(unicode: Bool) -> String { unicode ? "⚠ " : "! " }

    /// A button: `[ label ]`, centred in its place. The brackets show that it is a button
    /// whether focused or not; the focus is reverse video (of the accent) on the words alone,
    /// so moving it rewrites two labels and nothing else (not even the destructive mark). The
    /// first letter, which focuses it from the keyboard, is underlined; a destructive button is
    /// red and marked `⚠`.
    private static func drawButton(
        _ button: AlertButton, label: String, in rect: Rect, focused: Bool, look: Look, frame: inout Frame
    ) {
        if !look.appearance.toolPalette.isNone {
            drawButton(label: label, in: rect, focused: focused, palette: look.appearance.toolPalette, frame: &frame)
            return
        }
        let mark = button.style == .destructive ? destructiveMark(unicode: look.unicode) : ""
        let style = CellStyle(
            bold: button.style == .default, reverse: focused,
            foreground: button.style == .destructive ? look.theme.destructive : focused ? look.theme.accent : nil)
        let width = DisplayWidth.of(mark) + DisplayWidth.of(label) + AlertLayout.buttonPadding
        let end = rect.x + rect.width
        var x = frame.draw("[ ", x: rect.x + max(0, (rect.width - width) / 2), y: rect.y, style: .plain, limit: end)
        // The mark keeps its look when the focus comes: only the words change, fewer bytes.
        x = frame.draw(mark, x: x, y: rect.y, style: CellStyle(foreground: look.theme.destructive), limit: end)
        if look.appearance.drawsStyleMarks {
            x = drawMarkedLabel(
                label, x: x, y: rect.y, style: style, underlinesFirst: !focused, look: look, limit: end, into: &frame)
        } else if !focused, let first = label.first, first.isLetter {
            var underlined = style
            underlined.underline = true
            x = frame.draw(String(first), x: x, y: rect.y, style: underlined, limit: end)
            x = frame.draw(String(label.dropFirst()), x: x, y: rect.y, style: style, limit: end)
        } else {
            x = frame.draw(label, x: x, y: rect.y, style: style, limit: end)
        }
        frame.draw(" ]", x: x, y: rect.y, style: .plain, limit: end)
    }

    /// A button's label with style marks (`--markup`, `--colors`), drawn by a pen; its first
    /// letter underlined when `underlinesFirst`, with the marks before it. Apart from the plain
    /// label's drawing, which every alert runs.
    private static func drawMarkedLabel(
        _ label: String, x: Int, y: Int, style: CellStyle, underlinesFirst: Bool, look: Look, limit: Int,
        into frame: inout Frame
    ) -> Int {
        var pen = TextPen(look)
        let scalars = Array(label.unicodeScalars)
        let lead = scalars.prefix { StyleMark($0) != nil }.count
        guard underlinesFirst, lead < scalars.count, Character(scalars[lead]).isLetter else {
            return pen.draw(label, x: x, y: y, style: style, limit: limit, into: &frame)
        }
        let words = String(label.unicodeScalars.dropFirst(lead))
        guard let first = words.first else { return x }
        var underlined = style
        underlined.underline = true
        var marks = String.UnicodeScalarView()
        marks.append(contentsOf: scalars[..<lead])
        let column = pen.draw(String(marks) + String(first), x: x, y: y, style: underlined, limit: limit, into: &frame)
        return pen.draw(String(words.dropFirst()), x: column, y: y, style: style, limit: limit, into: &frame)
    }

    /// What marks the edge where a field's text is cut: `…`, or `~` where the terminal is not UTF-8.
    static func cutMark(unicode: Bool) -> String { unicode ? "…" : "~" }

    /// Draws a field's text, scrolled so the cursor stays in view; returns the cursor's column.
    ///
    /// The window is the longest stretch ending at the cursor that leaves a cell for it,
    /// and a wide character that would not fit whole is not drawn at all. Text longer than
    /// the field gives up a column at each end for ``cutMark(unicode:)``, shown where text
    /// is out of view.
    static func drawInput(
        _ editor: LineEditor, secure: Bool, unicode: Bool, in rect: Rect,
        style underlined: CellStyle = CellStyle(underline: true), frame: inout Frame
    ) -> Int {
        frame.fill(rect, style: underlined)
        // Only the characters that can be in view are measured: a long line costs no more per
        // frame than a short one.
        let characters = editor.characters
        func unit(_ index: Int) -> String {
            secure
                ? String(secretMask(unicode: unicode))
                : Sanitizer.displayable(String(characters[index]), keepNewlines: false)
        }
        var measured = 0
        let overflows = characters.indices.contains { index in
            measured += DisplayWidth.of(unit(index))
            return measured + 1 > rect.width
        }
        let area =
            overflows && rect.width >= 4 ? Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1) : rect
        var start = editor.cursor
        var used = 0
        while start > 0 {
            let width = DisplayWidth.of(unit(start - 1))
            guard used + width + 1 <= area.width else { break }
            start -= 1
            used += width
        }
        var x = area.x
        var index = start
        while index < characters.count {
            let shown = unit(index)
            let width = DisplayWidth.of(shown)
            if x + width > area.x + area.width { break }
            frame.draw(shown, x: x, y: rect.y, style: underlined)
            x += width
            index += 1
        }
        if area != rect {
            if start > 0 { frame.draw(cutMark(unicode: unicode), x: rect.x, y: rect.y, style: underlined) }
            if index < characters.count {
                frame.draw(cutMark(unicode: unicode), x: rect.x + rect.width - 1, y: rect.y, style: underlined)
            }
        }
        return min(area.x + used, area.x + area.width - 1)
    }

    /// Draws a line at the left of `rect` or centred in it; returns the column it starts at.
    @discardableResult
    static func draw(
        _ text: String, in rect: Rect, y: Int, style: CellStyle, left: Bool, frame: inout Frame
    ) -> Int {
        let x = column(for: text, in: rect, left: left)
        frame.draw(text, x: x, y: y, style: style, limit: rect.x + rect.width)
        return x
    }

    /// The column a line starts at: the left of `rect`, or where it is centred in it.
    static func column(for text: String, in rect: Rect, left: Bool) -> Int {
        left ? rect.x : rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
    }

    /// Draws `box`'s border: the top and left edges and the lower left corner in `style.0`,
    /// the rest in `style.lowerRight`, as dialog draws its boxes (`dlg_draw_box2`).
    private static func drawBorder(
        _ box: Rect, pieces piece: BorderPieces, style: (CellStyle, lowerRight: CellStyle), in frame: inout Frame
    ) {
        func cell(_ piece: Unicode.Scalar, lowerRight: Bool = false) -> Cell {
            Cell(glyph: Glyph(piece), width: 1, style: lowerRight ? style.lowerRight : style.0)
        }
        let bottom = box.y + box.height - 1
        let right = box.x + box.width - 1
        func edge(y: Int, left: Unicode.Scalar, end: Unicode.Scalar, lowerRight: Bool) {
            frame.draw(repeating: cell(left), count: 1, x: box.x, y: y)
            frame.draw(
                repeating: cell(piece.horizontal, lowerRight: lowerRight), count: max(0, box.width - 2), x: box.x + 1,
                y: y)
            frame.draw(repeating: cell(end, lowerRight: true), count: 1, x: right, y: y)
        }
        edge(y: box.y, left: piece.topLeft, end: piece.topRight, lowerRight: false)
        edge(y: bottom, left: piece.bottomLeft, end: piece.bottomRight, lowerRight: true)
        for y in (box.y + 1)..<max(box.y + 1, bottom) {
            frame.draw(repeating: cell(piece.vertical), count: 1, x: box.x, y: y)
            frame.draw(repeating: cell(piece.vertical, lowerRight: true), count: 1, x: right, y: y)
        }
    }
}
