import AlerttyKit

/// `--menu`, `--radiolist` and `--checklist`, and dialog's `--inputmenu`, `--buildlist` and
/// `--treeview`: a list of tagged items, answered by tag.
enum CompatListBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        guard let listHeight = call.rest.first, Int(listHeight) != nil else {
            throw call.usage("\(call.name) needs a list height after the width")
        }
        let noItem = call.has("noitem", "no-items")
        let isMenu = call.box == .menu || call.box == .inputmenu
        // Measured: whiptail's --noitem hides a menu's items but still reads them; its lists,
        // and dialog's boxes, have none to read.
        let readsItems = !noItem || (call.dialect == .whiptail && call.box == .menu)
        // dialog's --item-help: each item has one more argument, its help line.
        let itemHelp = call.dialect == .dialog && call.has("item-help")
        let columns =
            ["tag"] + (readsItems ? ["item"] : []) + (isMenu ? [] : ["status"])
            + (call.box == .treeview ? ["depth"] : []) + (itemHelp ? ["help"] : [])
        let width = columns.count
        let tokens = Array(call.rest.dropFirst())
        guard !tokens.isEmpty, tokens.count % width == 0 else {
            throw call.usage("\(call.name) needs its items in groups of \(width) (\(columns.joined(separator: " ")))")
        }
        // --notags shows the items' text alone; the tag is still the answer. dialog's build
        // lists and trees never show their tags (measured).
        let noTags = !noItem && (call.has("notags", "no-tags") || call.box == .buildlist || call.box == .treeview)
        let groups = stride(from: 0, to: tokens.count, by: width).map { tokens[$0..<($0 + width)] }
        let tags = groups.map { $0.first! }
        var items: [ChoiceList.Item] = []
        for group in groups {
            func column(_ name: String) -> String? { columns.firstIndex(of: name).map { group[group.startIndex + $0] } }
            let status = column("status")
            let text = noItem ? nil : column("item")  // hidden, if read
            let label = call.shown(noTags ? text ?? "" : group.first!)
            var item = ChoiceList.Item(
                label, detail: noTags ? nil : text.map(call.shown),
                isSelected: status.map { isOn($0, dialect: call.dialect) }
                    ?? (call.values["default-item"].map { group.first?.isSameLabel(as: $0) == true } ?? false),
                // Answers files and recordings name the item by its words, not its colours.
                value: call.colors ? StyleMark.removed(from: label) : nil)
            if let depth = column("depth") {
                guard let levels = Int(depth) else {
                    throw call.usage("\(call.name): an item's depth must be a number, not \(depth)")
                }
                // dialog draws a negative depth as none; one deeper than a screen is wide shows no more.
                item.depth = max(0, min(levels, TerminalSize.largest))
            }
            item.help = column("help")
            items.append(item)
        }
        var list = ChoiceList(items, allowsMultiple: call.box == .checklist || call.box == .buildlist)
        list.splitsByChoice = call.box == .buildlist
        list.keepsOrderChosen = call.has("reorder")
        list.tabVisitsColumns = call.has("visit-items")
        // The inputmenu's Extra button is its Rename.
        if call.box == .inputmenu { list.renamingButton = call.roles.firstIndex(of: .extra) }
        let asked = CompatParser.size(listHeight)
        // dialog grows a box whose list height is 0 by a row an item, up to the screen
        // (dlg_calc_listh), which the layout stops at.
        var rowsGrown = 0
        (list.visibleRows, list.rowsBesideText) = listRows(
            asked: asked, boxHeight: call.boxHeight, boxWidth: call.boxWidth, dialect: call.dialect)
        if call.dialect == .dialog, asked <= 0 { rowsGrown = items.count }
        if call.box == .inputmenu {
            // dialog draws each item in a box three rows tall: a page holds a third as many.
            list.visibleRows = list.visibleRows.map { max(1, $0 / 3) }
            list.rowsBesideText?.rowsPerItem = 3
        }
        // dialog's item help is on the screen's last line, not in the list's rows.
        if itemHelp { list.rowsBesideText?.rowsBelowItems = 1 }
        // Both tools jump by the letters typed; whiptail's radio lists and checklists ignore End.
        list.keys = .typeAhead(marks: !isMenu, takesEnd: call.dialect == .dialog || isMenu)
        if call.box == .radiolist || call.box == .treeview, let first = list.items.firstIndex(where: \.isSelected) {
            // Only one can be on: the first that says so, as both tools show it.
            for other in list.items.indices where other != first { list.items[other].isSelected = false }
        }
        return CompatBuiltBox(
            configuration: AlertConfiguration(message: call.text, styledButtons: call.buttons, choices: list),
            tags: tags, rowsGrown: rowsGrown)
    }

    /// How many items a list shows at once, as each tool works it out (read in their sources,
    /// measured on a 30-row screen), so that Page Down, which moves by the items shown, picks
    /// the same item as in the tool:
    /// - whiptail shows the list height asked for; where the height, width or list height is
    ///   0, newt guesses all three, the list as many items as the screen holds beside the text
    ///   (the screen's rows less eight and the text's lines).
    /// - dialog's list takes the rows its box leaves below the text (menubox.c): the box's
    ///   height less six and the text's lines, so `20 60 5` shows 13 items and `10 40 5`
    ///   three. A box sized automatically is the list height and eight rows more, plus the
    ///   text's lines where the width is 0 too (two items more than asked); a list height of 0
    ///   grows the box to the screen.
    /// - Returns: ``ChoiceList/visibleRows`` and ``ChoiceList/rowsBesideText``.
    static func listRows(
        asked: Int, boxHeight: Int, boxWidth: Int, dialect: CompatDialect
    ) -> (Int?, ChoiceList.RowsBesideText?) {
        switch dialect {
        case .whiptail where asked > 0 && boxHeight > 0 && boxWidth > 0: (asked, nil)
        case .whiptail: (nil, ChoiceList.RowsBesideText(-8, addsScreenRows: true))
        case .dialog where asked <= 0: (nil, ChoiceList.RowsBesideText(-7, addsScreenRows: true))
        case .dialog where boxHeight > 0: (nil, ChoiceList.RowsBesideText(boxHeight - 6))
        case .dialog where boxWidth > 0: (nil, ChoiceList.RowsBesideText(asked + 2))
        case .dialog: (asked + 2, nil)
        }
    }

    /// Whether a list item's status turns it on: whiptail takes `1`, `on` and `yes`, dialog `on`,
    /// in any case.
    private static func isOn(_ status: String, dialect: CompatDialect) -> Bool {
        let lowered = status.lowercased()
        return dialect == .whiptail ? ["1", "on", "yes"].contains(lowered) : lowered == "on"
    }
}

extension CompatListBox {
    /// What dialog's build list, tree and input menu write (measured): a build list's chosen
    /// tags in the right column's order, quoted as a checklist's, or one a line with
    /// `--separate-output` but no newline after the last; a tree's chosen tag, bare; an input
    /// menu's highlighted tag, or for Rename `RENAMED <tag> <new text>`.
    static func answer(role: CompatRequest.ButtonRole, state: AlertState, request: CompatRequest) -> String {
        let tags = CompatAnswer.chosenTags(state, request)
        switch request.box {
        case .buildlist:
            if request.separateOutput { return tags.map { written($0, request) }.joined(separator: "\n") }
            let quoted = tags.map { CompatAnswer.dialogQuoted($0, single: request.singleQuoted) }
            return request.listSeparator.map { separator in quoted.map { separator + $0 }.joined() }
                ?? quoted.joined(separator: " ")
        case .treeview:
            return written(tags.first ?? "", request)
        default:
            guard let list = state.list, request.tags.indices.contains(list.cursor) else { return "" }
            let tag = written(request.tags[list.cursor], request)
            guard role == .extra else { return tag }
            return "RENAMED \(tag) "
                + written(list.renaming?.text ?? list.list.items[list.cursor].detail ?? "", request)
        }
    }

    /// A tag or text as dialog writes it alone: bare, or with `--quoted` quoted where the
    /// shell needs it (as a checklist's tags are), in single quotes with `--single-quoted`.
    static func written(_ text: String, _ request: CompatRequest) -> String {
        request.textFlags.contains("quoted") ? CompatAnswer.dialogQuoted(text, single: request.singleQuoted) : text
    }

    /// What dialog's Help button writes on a list (measured): `HELP` and the current item's
    /// tag, or its help line with `--item-help` (the tag again with `--help-tags`). With
    /// `--help-status`, a checklist, radio list, build list or tree adds its choice: quoted as a
    /// checklist's answer, the help quoted too; one a line with `--separate-output`, each in
    /// its box's own way.
    static func helpAnswer(_ list: ChoiceListPart, _ request: CompatRequest) -> String {
        let flags = request.textFlags
        let tag = request.tags.indices.contains(list.cursor) ? request.tags[list.cursor] : ""
        let help = list.list.items.indices.contains(list.cursor) ? list.list.items[list.cursor].help : nil
        let reportsChoice = [.checklist, .radiolist, .buildlist, .treeview].contains(request.box)
        // A tree's help is bare, as its answer; the others' is quoted as a checklist's answer.
        let quotesAll =
            flags.contains("help-status") && reportsChoice && request.box != .treeview && !request.separateOutput
        // What is quoted anyway is not quoted twice.
        let shown = { (text: String) in quotesAll ? text : written(text, request) }
        let named = shown(flags.contains("help-tags") ? tag : help ?? tag)
        guard flags.contains("help-status"), reportsChoice else { return "HELP " + named }
        let tags = list.chosenIndices.compactMap { request.tags.indices.contains($0) ? shown(request.tags[$0]) : nil }
        switch (request.box, request.separateOutput) {
        case (.treeview, true): return "HELP " + named + "\n" + tags.map { "\n" + $0 }.joined()
        case (.treeview, false): return "HELP " + named + tags.map { " " + $0 }.joined()
        case (.buildlist, true): return "HELP " + ([named] + tags).joined(separator: "\n")
        case (_, true): return "HELP " + ([named] + tags).map { $0 + "\n" }.joined()
        case (_, false):
            return "HELP "
                + ([named] + tags).map { CompatAnswer.dialogQuoted($0, single: request.singleQuoted) }.joined(
                    separator: " ")
        }
    }
}
