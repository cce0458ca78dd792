/// The choice list's options for dialog's rarer list boxes, kept apart from the list's core:
/// two columns split by choice (`--buildlist`), an item renamed in place (`--inputmenu`), a
/// tree's depth (`--treeview`), and the current item's help (`--item-help`).
extension ChoiceListPart {
    // MARK: Two columns split by choice

    /// The chosen items in list order, and the cursor on the first item of the column not
    /// chosen, or of the chosen one when every item is chosen (as dialog starts).
    mutating func startSplit() {
        chosenOrder = chosen.indices.filter { chosen[$0] }
        cursorOnChosen = !chosenOrder.isEmpty && chosenOrder.count == list.items.count
        cursor = column(chosen: cursorOnChosen).first ?? 0
    }

    /// The items of one column, top to bottom.
    func column(chosen chosenSide: Bool) -> [Int] {
        chosenSide ? chosenOrder : chosen.indices.filter { !chosen[$0] }
    }

    /// A list command in a split list: the cursor moves within its column, Space moves its item
    /// across (the cursor staying on the row, or going to the other column when this one
    /// empties), `^` and `$` go to the left and right column, Enter answers.
    mutating func performSplit(_ command: AlertCommand, key: Key, rows: Int) -> Response {
        let items = column(chosen: cursorOnChosen)
        let here = items.firstIndex(of: cursor) ?? 0
        let page = max(1, rows)
        switch command {
        case .previousItem: moveInColumn(to: here - 1, of: items)
        case .nextItem: moveInColumn(to: here + 1, of: items)
        case .itemPageUp: moveInColumn(to: here - page, of: items)
        case .itemPageDown: moveInColumn(to: here + page, of: items)
        case .firstItem: moveInColumn(to: 0, of: items)
        case .lastItem: moveInColumn(to: items.count - 1, of: items)
        case .toggleItem: moveAcross(at: here, of: items)
        case .chooseItem: return .confirm
        case .findItemByLetter:
            guard case .character(let scalar) = key else { return .handled }
            switch scalar {
            case "^": switchColumn(toChosen: false)
            case "$": switchColumn(toChosen: true)
            default: jump(to: Character(scalar), in: items, from: here)
            }
        default: return .passed
        }
        revealSplit(rows: page)
        return .handled
    }

    /// Puts the cursor on the column's item at `position`, held to the column's ends.
    private mutating func moveInColumn(to position: Int, of items: [Int]) {
        guard !items.isEmpty else { return }
        cursor = items[max(0, min(position, items.count - 1))]
    }

    /// Moves the cursor's item to the other column.
    private mutating func moveAcross(at position: Int, of items: [Int]) {
        guard items.indices.contains(position) else { return }
        let item = items[position]
        chosen[item].toggle()
        if !chosen[item] {
            chosenOrder.removeAll { $0 == item }
        } else if list.keepsOrderChosen {
            chosenOrder.append(item)
        } else {
            chosenOrder.insert(item, at: chosenOrder.firstIndex { $0 > item } ?? chosenOrder.count)
        }
        let left = column(chosen: cursorOnChosen)
        if left.isEmpty {
            switchColumn(toChosen: !cursorOnChosen)
        } else {
            cursor = left[min(position, left.count - 1)]
        }
    }

    /// Puts the cursor in the chosen column (`chosenSide`) or the other, on its first item in
    /// view; a column with no items keeps the cursor out.
    private mutating func switchColumn(toChosen chosenSide: Bool) {
        let items = column(chosen: chosenSide)
        guard !items.isEmpty else { return }
        cursorOnChosen = chosenSide
        cursor = items[min(chosenSide ? chosenTop : top, items.count - 1)]
    }

    /// Tab with ``ChoiceList/tabVisitsColumns``: from the left column to the right, from the
    /// right on to the buttons; Shift-Tab back. The list is entered again at its left column,
    /// as Tab from the last button enters it.
    mutating func visitColumn(forward: Bool) -> InputReply {
        if forward != cursorOnChosen, !column(chosen: forward).isEmpty {
            switchColumn(toChosen: forward)
            return .handled
        }
        if !column(chosen: false).isEmpty { switchColumn(toChosen: false) }
        return .moveFocus(by: forward ? 1 : -1)
    }

    /// Shift-Tab into the list from the buttons: its right column, when that has items.
    mutating func enterBackwards() {
        if !column(chosen: true).isEmpty { switchColumn(toChosen: true) }
    }

    /// A letter: the next item in the column whose label starts with it (any case), wrapping.
    private mutating func jump(to letter: Character, in items: [Int], from here: Int) {
        let wanted = letter.lowercased()
        for step in 1...max(1, items.count) {
            let item = items[(here + step) % items.count]
            if labels[item].first?.lowercased() == wanted {
                cursor = item
                return
            }
        }
    }

    /// Scrolls the cursor's column so the cursor is in view.
    mutating func revealSplit(rows: Int) {
        let items = column(chosen: cursorOnChosen)
        let here = items.firstIndex(of: cursor) ?? 0
        var first = cursorOnChosen ? chosenTop : top
        if here < first { first = here }
        if here >= first + rows { first = here - rows + 1 }
        first = max(0, min(first, items.count - rows))
        if cursorOnChosen { chosenTop = first } else { top = first }
    }

    /// Draws the two columns side by side: those not chosen, a rule, those chosen; the cursor's
    /// item on a bar as a menu's, in the accent colour while the list has the focus.
    func drawSplit(x: Int, y: Int, width: Int, rows: Int, focused: Bool, look: Look, into frame: inout Frame) {
        let columnWidth = max(0, (width - 1) / 2)
        for chosenSide in [false, true] {
            let items = column(chosen: chosenSide)
            let left = chosenSide ? x + columnWidth + 1 : x
            let right = left + columnWidth
            let first = chosenSide ? chosenTop : top
            for row in 0..<rows where first + row < items.count {
                let item = items[first + row]
                let here = item == cursor && chosenSide == cursorOnChosen
                let style = CellStyle(reverse: here, foreground: here && focused ? look.theme.accent : nil)
                if here { frame.fill(Rect(x: left, y: y + row, width: columnWidth, height: 1), style: style) }
                var pen = TextPen(look)
                pen.draw(labels[item], x: left + 1, y: y + row, style: style, limit: right - 1, into: &frame)
            }
            let arrowStyle = CellStyle(bold: true)
            if first > 0 { frame.draw(look.unicode ? "↑" : "^", x: right - 1, y: y, style: arrowStyle) }
            if rows > 0, first + rows < items.count {
                frame.draw(look.unicode ? "↓" : "v", x: right - 1, y: y + rows - 1, style: arrowStyle)
            }
        }
        for row in 0..<rows {
            frame.draw(look.unicode ? "│" : "|", x: x + columnWidth, y: y + row, style: CellStyle(dim: true))
        }
    }

    /// The columns a split list would like: two of the widest label, a space either side, and
    /// the rule between them.
    var splitWidth: Int { 2 * (labelColumns + 2) + 1 }

    // MARK: Renaming in place

    /// Opens the cursor's item text for editing, the cursor at its start (as dialog's Rename).
    mutating func beginRenaming() {
        var editor = LineEditor(text: list.items.indices.contains(cursor) ? list.items[cursor].detail ?? "" : "")
        editor.moveToStart()
        renaming = editor
    }

    /// A key while an item is renamed: typing (Tab too) and the editing keys change its text;
    /// Enter, Escape and control keys are the alert's (answer, take back, interrupt); the rest
    /// do nothing. Whether taken.
    mutating func edit(_ key: Key) -> Bool {
        guard var editor = renaming else { return false }
        switch key {
        case .character(let scalar): editor.insert(String(scalar))
        // dialog's field takes Tab as text (measured: RENAMED a X<TAB>Apple).
        case .tab: editor.insert("\t")
        case .paste(let text):
            editor.insert(String(String.UnicodeScalarView(text.unicodeScalars.filter { !AlertState.isControl($0) })))
        case .left: editor.moveLeft()
        case .right: editor.moveRight()
        case .home: editor.moveToStart()
        case .end: editor.moveToEnd()
        case .backspace: editor.deleteBackward()
        case .delete: editor.deleteForward()
        case .enter, .escape, .control, .alt, .mouse, .report: return false
        default: break
        }
        renaming = editor
        return true
    }

    /// The text being renamed, underlined, with the cursor's cell reversed.
    func drawRenaming(x: Int, y: Int, limit: Int, into frame: inout Frame) {
        guard let editor = renaming else { return }
        let style = CellStyle(underline: true)
        let shown = { (characters: ArraySlice<Character>) in
            Sanitizer.displayable(String(characters), keepNewlines: false)
        }
        var end = frame.draw(shown(editor.characters[..<editor.cursor]), x: x, y: y, style: style, limit: limit)
        let under = editor.cursor < editor.characters.count ? shown(editor.characters[editor.cursor...].prefix(1)) : " "
        end = frame.draw(under, x: end, y: y, style: CellStyle(reverse: true), limit: limit)
        if editor.cursor + 1 < editor.characters.count {
            frame.draw(shown(editor.characters[(editor.cursor + 1)...]), x: end, y: y, style: style, limit: limit)
        }
    }

    // MARK: Trees and help

    /// Draws a tree item's guides, a line a level, and returns where its label starts.
    func drawTreeGuides(
        for item: ChoiceList.Item, x: Int, y: Int, limit: Int, unicode: Bool, into frame: inout Frame
    ) -> Int {
        guard item.depth > 0 else { return x }
        // Only the guides that fit are drawn: a depth of thousands costs a row's width, no more.
        for level in 0..<min(item.depth, max(0, limit - x) / 3 + 1) {
            frame.draw(unicode ? "│" : "|", x: x + level * 3, y: y, style: CellStyle(dim: true), limit: limit)
        }
        return x + Self.indent(item)
    }

    /// The cursor's item's help, dimmed, on the list's last row.
    func drawHelp(x: Int, y: Int, limit: Int, look: Look, into frame: inout Frame) {
        guard list.items.indices.contains(cursor), let help = list.items[cursor].help else { return }
        frame.draw(
            Sanitizer.displayable(help, keepNewlines: false), x: x, y: y, style: CellStyle(dim: true), limit: limit)
    }
}
