import AlerttyKit

/// `--menu`, `--radiolist` and `--checklist`: a list of tagged items, answered by tag.
enum CompatListBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        guard let listHeight = call.rest.first, Int(listHeight) != nil else {
            throw call.usage("\(call.name) needs a list height after the width")
        }
        let noItem = call.has("noitem", "no-items")
        // Measured: whiptail's --noitem hides a menu's items but still reads them; its lists,
        // and dialog's boxes, have none to read.
        let readsItems = !noItem || (call.dialect == .whiptail && call.box == .menu)
        let width = (call.box == .menu ? 2 : 3) - (readsItems ? 0 : 1)
        let tokens = Array(call.rest.dropFirst())
        guard !tokens.isEmpty, tokens.count % width == 0 else {
            throw call.usage(
                "\(call.name) needs its items in groups of \(width) (tag\(readsItems ? " item" : "")\(call.box == .menu ? "" : " status"))"
            )
        }
        // --notags shows the items' text alone; the tag is still the answer.
        let noTags = !noItem && call.has("notags", "no-tags")
        let groups = stride(from: 0, to: tokens.count, by: width).map { tokens[$0..<($0 + width)] }
        let tags = groups.map { $0.first! }
        let items = groups.map { group in
            let status = call.box == .menu ? nil : group.last
            let text = noItem ? nil : group[group.startIndex + 1]  // hidden, if read
            let label = call.shown(noTags ? text ?? "" : group.first!)
            return ChoiceList.Item(
                label, detail: noTags ? nil : text.map(call.shown),
                isSelected: status.map { isOn($0, dialect: call.dialect) }
                    ?? (call.values["default-item"].map { group.first?.isSameLabel(as: $0) == true } ?? false),
                // Answers files and recordings name the item by its words, not its colours.
                value: call.colors ? StyleMark.removed(from: label) : nil)
        }
        var list = ChoiceList(items, allowsMultiple: call.box == .checklist)
        let asked = CompatParser.size(listHeight)
        // dialog grows a box whose list height is 0 by a row an item, up to the screen
        // (dlg_calc_listh), which the layout stops at.
        var rowsGrown = 0
        (list.visibleRows, list.rowsBesideText) = listRows(
            asked: asked, boxHeight: call.boxHeight, boxWidth: call.boxWidth, dialect: call.dialect)
        if call.dialect == .dialog, asked <= 0 { rowsGrown = items.count }
        // Both tools jump by the letters typed; whiptail's radio lists and checklists ignore End.
        list.keys = .typeAhead(marks: call.box != .menu, takesEnd: call.dialect == .dialog || call.box == .menu)
        if call.box == .radiolist, let first = list.items.firstIndex(where: \.isSelected) {
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
