extension ChoiceListPart {
    /// The list as the alert opens: the cursor on the first chosen item, else the first.
    /// - Parameters:
    ///   - keepingStyleMarks: whether the items' ``StyleMark``s are kept to be drawn.
    ///   - words: the words of the list's own lines (its rule, count, filter and refusals).
    package init(_ list: ChoiceList, keepingStyleMarks: Bool = false, words: Words = .english) {
        self.list = list
        self.words = words
        chosen = ChosenItems(list.items.map(\.isSelected))
        // The real tools start a radio list's or checklist's cursor on its first item.
        cursor = list.keys.hasMarks ? 0 : chosen.chosenIndices.first ?? 0
        func shown(_ text: String) -> String {
            Sanitizer.displayable(text, keepNewlines: false, keepingStyleMarks: keepingStyleMarks)
        }
        let labels = list.items.map { shown($0.label) }
        self.labels = labels
        details = list.items.map { $0.detail.map(shown) }
        itemLabelColumns =
            list.items.indices.map { DisplayWidth.of(labels[$0]) + Self.indent(list.items[$0]) }.max() ?? 0
        finder = ItemFinder(labels: labels, details: details)
        itemDetailColumns = details.map { $0.map { DisplayWidth.of($0) } ?? 0 }.max() ?? 0
        tableStorage = list.itemFormat.map { TableStorage(ItemTable(format: $0)) }
        helpRows = list.items.contains { $0.help != nil } ? 1 : 0
        ruleRows = list.hasCountRule ? 1 : 0
        renaming = nil
        if list.splitsByChoice { startSplit() }
    }

    /// How many items the list has (so far, for one still being read).
    package var itemCount: Int { table?.count ?? list.items.count }

    /// Item `index`'s label as drawn.
    func label(_ index: Int) -> String { table?.label(index) ?? labels[index] }

    /// Item `index`'s detail as drawn, if it has one.
    func detail(_ index: Int) -> String? { table.map { $0.detail(index) } ?? details[index] }

    /// What choosing item `index` answers: its value, else its label; nil for an inert item
    /// (``ItemTable/isInert(_:)``).
    func answer(_ index: Int) -> String? { table.map { $0.answer(index) } ?? list.items[index].answer }

    /// The widest label and detail, in columns.
    var labelColumns: Int { table?.labelColumns ?? itemLabelColumns }
    private var detailColumns: Int { table?.detailColumns ?? itemDetailColumns }

    /// Takes a chunk of a list's input (``ChoiceList/itemFormat``): the items it completes join
    /// the list, those answering ``ChoiceList/initialAnswers`` chosen, those matching the filter shown.
    mutating func takeItems(_ bytes: UnsafeRawBufferPointer) {
        let before = itemCount
        changeTable { $0.take(bytes) }
        noteItems(from: before)
    }

    /// The list's input ended: an item it was reading is the last.
    mutating func endItems() {
        let before = itemCount
        changeTable { $0.end() }
        noteItems(from: before)
    }

    /// Whether the list's items are still being read.
    var isAwaitingItems: Bool { table.map { !$0.isComplete } ?? false }

    /// Items from `first` on have just arrived: marks them unchosen, or chosen when they answer
    /// one of ``ChoiceList/initialAnswers``, and adds those matching the filter to the matches.
    private mutating func noteItems(from first: Int) {
        guard let table, first < table.count else { return }
        chosen.appendUnchosen(table.count - first)
        for answer in list.initialAnswers {
            if !list.allowsMultiple, chosen.chosenCount > 0 { break }
            var from = first
            while let index = table.firstIndex(answering: answer, from: from) {
                chosen[index] = true
                if chosen.chosenCount == 1 { cursor = index }
                if !list.allowsMultiple { break }
                from = index + 1
            }
        }
        if var found = matches {
            matches = nil
            extend(&found, from: first)
            matches = found
        }
    }

    /// The columns a tree item is indented by: three a level.
    static func indent(_ item: ChoiceList.Item) -> Int { max(0, item.depth) * 3 }

    /// The chosen items' indices, in list order (a split list's: as its chosen column shows them).
    package var chosenIndices: [Int] { list.splitsByChoice ? chosenOrder : chosen.chosenIndices }

    /// What the list answers: the items chosen, in list order, each by its `--value`, else its label.
    var answer: InputAnswer {
        InputAnswer(input: .choices, label: "", value: .chosen(chosenIndices.compactMap(answer)))
    }

    /// Whether the focus stops at the list: it has items to move through.
    var takesFocus: Bool { itemCount > 0 || isAwaitingItems }

    /// The item under the cursor, if it shows (a filter may hide every item).
    private var shownCursor: Int? { position(of: cursor) == nil ? nil : cursor }

    /// Rows under the items: the count rule's, then the current item's help, then a list read
    /// from a file or pipe says how many items it has.
    private var rowsBelowItems: Int { ruleRows + helpRows + countRows }

    /// The row saying how many items a list read from a file or pipe has.
    private var countRows: Int { table == nil ? 0 : 1 }

    // MARK: Size

    /// Rows above the items: a required list says so.
    var captionRows: Int { list.isRequired ? 1 : 0 }

    /// Columns before a label: the cursor's pointer and the mark; a dialect's menu, a list of
    /// actions drawn as the real tools draw it, has neither, only a space before the bar.
    func prefixColumns(unicode: Bool) -> Int { isMenu ? 1 : list.showsMarks ? 2 + (unicode ? 2 : 4) : 2 }

    /// A dialect's plain menu (not a radio list or checklist): no marks, a highlight bar.
    private var isMenu: Bool { list.keys != .filtering && !list.keys.hasMarks }

    /// The columns the list would like: pointer, mark, the widest label, the widest detail, and
    /// one for the scroll arrows.
    func wantedWidth(unicode: Bool) -> Int {
        if list.splitsByChoice { return splitWidth }
        let caption = list.isRequired ? DisplayWidth.of(caption(flagged: true)) : 0
        // The rule's line, and the longest refusal it can say, so that one never moves the box.
        // (At least, with the larger number and every item chosen, is as long as any refusal.)
        let rule =
            list.countRule(in: words).map { rule in
                let longest = said(
                    for: .tooFew(atLeast: max(list.leastChoices, list.maximumChoices ?? 0)), chosen: itemCount)
                return max(DisplayWidth.of(words(.chooseCount, rule)), 2 + DisplayWidth.of(longest))
            } ?? 0
        // A list read from a file or pipe: its count, and the refusal of an inert item it holds.
        let count =
            table.map { table in
                max(
                    DisplayWidth.of(countLine(unicode: true)),
                    table.inertCount == 0
                        ? 0 : 2 + max(DisplayWidth.of(words(.itemTooLong)), DisplayWidth.of(words(.itemNotUTF8))))
            } ?? 0
        return max(
            caption, rule, count,
            prefixColumns(unicode: unicode) + labelColumns + (detailColumns > 0 ? 2 + detailColumns : 0) + 1)
    }

    /// What it asks of the layout: its width with ASCII marks, and its rows.
    var layoutNeeds: AlertLayout.ListNeeds {
        AlertLayout.ListNeeds(
            width: wantedWidth(unicode: false), rows: wantedRows, fewestRows: fewestRows,
            rowsBesideText: list.rowsBesideText)
    }

    /// The rows it would like (every item) and the fewest it can do with.
    var wantedRows: Int { captionRows + shownItems + rowsBelowItems }
    var fewestRows: Int { captionRows + min(shownItems, Self.fewestRows) + rowsBelowItems }

    /// Every item, or as many as the list's height hint allows (at least one).
    /// A list still being read wants as many rows as it may get, so the box does not grow
    /// with each chunk.
    private var shownItems: Int {
        let wanted = isAwaitingItems ? Self.rowsWhileReading : itemCount
        return min(wanted, max(1, list.visibleRows ?? wanted))
    }

    /// The item rows a list still being read asks for: more than a screen holds.
    static let rowsWhileReading = 1000

    private func caption(flagged: Bool) -> String {
        (flagged ? "! " : "") + words(list.allowsMultiple ? .listRequiredSome : .listRequiredOne)
    }

    // MARK: Keys

    /// What the alert must do after the list took a command.
    enum Response: Equatable {
        /// Done inside the list.
        case handled
        /// Not for the list (Up on the first item of alertty's own): the alert moves the focus instead.
        case passed
        /// Enter: choose the default button, the list's choice made.
        case confirm
    }

    /// Up on the first item or Down on the last: alertty's own lists pass the focus on; the
    /// dialects' stay where they are, as both tools' do, so the next Enter answers the item.
    private var edgeResponse: Response { list.keys == .filtering ? .passed : .handled }

    /// Carries out a list command; `rows` is how many rows the items have (the filter's line
    /// takes the first of them while there is a filter).
    mutating func perform(_ command: AlertCommand, key: Key, rows: Int, at time: Double) -> Response {
        guard itemCount > 0 else { return .passed }
        if list.splitsByChoice { return performSplit(command, key: key, rows: itemRows(rows)) }
        switch command {
        case .findItemByLetter:
            let letters: String
            switch key {
            case .character(let scalar): letters = String(scalar)
            // Text that came in one read (a paste) finds as if typed, its controls left out.
            case .paste(let text):
                letters = String(String.UnicodeScalarView(text.unicodeScalars.filter { !AlertState.isControl($0) }))
            default: return .passed
            }
            for letter in letters {
                if list.keys == .filtering {
                    if filter.count < Self.longestFilter { narrow(with: letter) }
                } else {
                    typeAhead(letter, at: time)
                }
            }
            reveal(rows: rows)
            return .handled
        case .widenFilter:
            guard !filter.isEmpty else { return .handled }
            widen()
            reveal(rows: rows)
            return .handled
        default: break
        }
        let count = shownCount
        // The filter matches nothing: no item is under the cursor to move from or choose.
        guard count > 0, let here = position(of: cursor) else {
            return command == .previousItem || command == .nextItem ? .passed : .handled
        }
        // alertty keeps the last item of a page in view on the next; whiptail and dialog move a whole view.
        let page = max(1, list.keys == .filtering ? itemRows(rows) - 1 : itemRows(rows))
        // A fuzzy filter's ranks are ordered as far as the cursor may go.
        orderMatches(through: command == .lastItem ? count - 1 : here + page + 1)
        switch command {
        case .previousItem:
            guard here > 0 else { return edgeResponse }
            cursor = shownItem(at: here - 1)
        case .nextItem:
            guard here + 1 < count else { return edgeResponse }
            cursor = shownItem(at: here + 1)
        case .itemPageUp: cursor = shownItem(at: max(0, here - page))
        case .itemPageDown: cursor = shownItem(at: min(count - 1, here + page))
        case .firstItem: cursor = shownItem(at: 0)
        case .lastItem:
            // whiptail's radio lists and checklists do not take End.
            if list.keys == .typeAhead(marks: true, takesEnd: false) { return .handled }
            cursor = shownItem(at: count - 1)
        case .toggleItem: toggle(cursor)
        case .chooseItem:
            // In the dialects' radio lists Enter answers with the item that is on, not the cursor's.
            if !list.allowsMultiple, !list.keys.hasMarks { choose(cursor) }
            return .confirm
        default:
            return .passed
        }
        reveal(rows: rows)
        return .handled
    }

    /// Space: a checklist toggles the item, a radio list chooses it. A checklist holding its
    /// ``ChoiceList/maximumChoices`` refuses one more, saying so, as gum does: the person sees
    /// the rule at the item, not later at a button.
    mutating func toggle(_ index: Int) {
        if refusesInert(index) { return }
        if list.allowsMultiple {
            if !chosen[index], let most = list.maximumChoices, chosen.chosenCount >= most {
                problem = said(for: .tooMany(atMost: most), chosen: most)
                return
            }
            chosen[index].toggle()
            if chosen[index] { isFlagged = false }
            problem = nil
        } else {
            choose(index)
        }
    }

    /// Refuses an inert item (``ItemTable/isInert(_:)``), saying why; whether it refused.
    private mutating func refusesInert(_ index: Int) -> Bool {
        guard let why = table?.inertness(index) else { return false }
        problem = words(why.reason)
        return true
    }

    /// Makes `index` the one chosen item (radio list).
    mutating func choose(_ index: Int) {
        if refusesInert(index) { return }
        chosen.clear()
        chosen[index] = true
        isFlagged = false
        problem = nil
    }

    /// A count rule broken with `chosen` items, in the words shown under the list and in plain mode.
    func said(for problem: ChoiceList.CountProblem, chosen: Int) -> String {
        switch problem {
        case .tooFew(let least): words(.tooFewChosen, String(least), String(chosen))
        case .tooMany(let most): words(.tooManyChosen, String(most), String(chosen))
        }
    }

    /// Moves the cursor to `index` (a click), keeping it in view.
    mutating func point(at index: Int, rows: Int) {
        cursor = index
        reveal(rows: rows)
    }

    /// Makes exactly the items at `indices` chosen (plain mode, answers given in advance).
    mutating func setChosen(_ indices: [Int]) {
        chosen.clear()
        for index in indices { chosen[index] = true }
        if list.splitsByChoice { chosenOrder = list.keepsOrderChosen ? indices : chosenIndices.sorted() }
        if let first = indices.first { cursor = first }
        if chosen.chosenCount > 0 { isFlagged = false }
        problem = nil
    }

    /// Marks the list as missing a required choice.
    mutating func flag() {
        isFlagged = true
    }

    // MARK: Filter

    /// How many items show: those the filter matches, or every one.
    package var shownCount: Int { matches?.count ?? itemCount }

    /// The item shown at `position` (below ``shownCount``, and ordered: ``orderMatches(through:)``).
    func shownItem(at position: Int) -> Int { matches.map { $0.item(at: position) } ?? position }

    /// Where `item` comes among the items shown, if it shows (among those ranked so far, for a
    /// fuzzy filter).
    private func position(of item: Int) -> Int? {
        guard let matches else { return item < itemCount ? item : nil }
        return matches.position(of: item)
    }

    /// Ranks a fuzzy filter's matches up to `position`, so they can be shown.
    private mutating func orderMatches(through position: Int) {
        guard var found = matches, position >= 0 else { return }
        matches = nil
        found.order(through: min(position, found.count - 1))
        matches = found
    }

    /// The first position in `sorted` (ascending item indices) whose item is `item` or after it;
    /// `sorted.count` when none is.
    private static func firstPosition(atLeast item: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The rows the items have of the part's `rows`: the filter's line takes one.
    private func itemRows(_ rows: Int) -> Int { max(0, rows - rowsBelowItems - (filter.isEmpty ? 0 : 1)) }

    /// The rows above the first item: the caption, and the filter's line while there is one.
    private var rowsAboveItems: Int { captionRows + (filter.isEmpty ? 0 : 1) }

    /// A letter typed narrows the list to the items still matching, from the ones that
    /// matched before (kept for a Backspace); the cursor goes to the first of them, as in other
    /// finders.
    private mutating func narrow(with letter: Character) {
        if let current = matches {
            earlier.append(EarlierMatches(length: filter.count, matches: current, scanned: itemCount))
            matches = nil
        }
        filter.append(letter)
        let candidates = earlier.last?.length == filter.count - 1 ? earlier.last?.matches : nil
        matches = find(among: candidates)
        refilter(keepingCursor: false)
    }

    /// Backspace: the filter one character shorter, its matches those it had before.
    private mutating func widen() {
        filter.removeLast()
        matches = nil
        while let last = earlier.last, last.length > filter.count { earlier.removeLast() }
        if filter.isEmpty {
            earlier = []
        } else if var last = earlier.popLast() {
            extend(&last.matches, from: last.scanned)
            matches = last.matches
        } else {
            matches = find(among: nil)
        }
        refilter(keepingCursor: true)
    }

    /// Sets the filter to `text` at once (plain mode, where a line typed is the whole filter).
    mutating func setFilter(_ text: String) {
        guard text != filter else { return }
        filter = text
        // Not a narrowing of the last filter: every item is a candidate.
        earlier = []
        matches = filter.isEmpty ? nil : find(among: nil)
        refilter(keepingCursor: false)
    }

    /// Escape clears the filter: every item shows again, the cursor on the item it was on.
    mutating func clearFilter(rows: Int) {
        filter = ""
        earlier = []
        matches = nil
        refilter(keepingCursor: true)
        reveal(rows: rows)
    }

    /// The matches of ``filter`` among `candidates` (those of a shorter filter it extends), or
    /// among every item.
    private func find(among candidates: ListMatches?) -> ListMatches {
        let needle = ItemFinder.folded(filter)
        if list.matching == .fuzzy {
            return withLabels { text in
                needle.withUnsafeBufferPointer { needle in
                    if case .ranked(let shorter)? = candidates {
                        return .ranked(shorter.narrowed(to: needle, text: text))
                    }
                    return .ranked(RankedMatches(needle, among: 0..<itemCount, text: text))
                }
            }
        }
        var among: [Int]?
        if case .inOrder(let items)? = candidates { among = items }
        return .inOrder(
            table.map { $0.items(containing: needle, among: among) } ?? finder.items(containing: needle, among: among))
    }

    /// Adds to `found`, the matches of ``filter`` among the first `scanned` items, those among
    /// the items after them.
    private func extend(_ found: inout ListMatches, from scanned: Int) {
        guard scanned < itemCount, let table else { return }
        let needle = ItemFinder.folded(filter)
        switch found {
        case .inOrder(var items):
            found = .inOrder([])
            items += table.items(containing: needle, from: scanned)
            found = .inOrder(items)
        case .ranked(var ranked):
            found = .inOrder([])
            table.withLabels { text in
                needle.withUnsafeBufferPointer { ranked.add($0, among: scanned..<table.count, text: text) }
            }
            found = .ranked(ranked)
        }
    }

    /// Calls `body` with a way to read each item's label as the fuzzy scorer reads it.
    private func withLabels<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let table { return table.withLabels(body) }
        return finder.withLabels(body)
    }

    /// After the filter changed: back to the top, no refusal shown, and the cursor on the first
    /// match unless `keepingCursor` and its item still shows.
    private mutating func refilter(keepingCursor: Bool) {
        top = 0
        problem = nil
        guard let matches else { return }
        if keepingCursor, position(of: cursor) != nil { return }
        if matches.count > 0 { cursor = matches.item(at: 0) }
    }

    /// Jumps to the next item whose label starts with the letters typed within
    /// ``typeAheadPause`` of each other (case-insensitive); one letter typed again steps
    /// through the items starting with it.
    private mutating func typeAhead(_ letter: Character, at time: Double) {
        if time - typedAt > Self.typeAheadPause {
            typed = ""
            matching = []
        }
        typedAt = time
        // Nothing starts with the letters so far: more letters cannot change that.
        if !typed.isEmpty, matching.isEmpty { return }
        let letter = letter.lowercased()
        let repeated = typed == letter
        if !repeated {
            let candidates = typed.isEmpty ? nil : matching
            typed += letter
            matching = finder.items(startingWith: ItemFinder.folded(typed), among: candidates)
        }
        guard let wrapped = matching.first else { return }
        // A new search may stay on the current item; a single letter (again) moves on.
        let low = Self.firstPosition(atLeast: typed == letter ? cursor + 1 : cursor, in: matching)
        cursor = low < matching.count ? matching[low] : wrapped
    }

    /// Scrolls so the cursor is among the items in view, and no space is left empty below;
    /// `rows` is the part's rows below the caption.
    mutating func reveal(rows: Int) {
        if list.splitsByChoice { return revealSplit(rows: max(1, itemRows(rows))) }
        let rows = max(1, itemRows(rows))
        let count = shownCount
        if let here = position(of: cursor) {
            if here < top { top = here }
            if here >= top + rows { top = here - rows + 1 }
        }
        top = max(0, min(top, count - rows))
        orderMatches(through: top + rows)
    }

    /// The item shown on `row` of the part (counting the caption and the filter's line), if any.
    func item(onRow row: Int) -> Int? {
        // A split list's rows hold two items each: it takes keys only.
        if list.splitsByChoice { return nil }
        let position = top + row - rowsAboveItems
        return row >= rowsAboveItems && position < shownCount ? shownItem(at: position) : nil
    }

    // MARK: Drawing

    /// Draws the caption, the filter's line and the items in view into `rect`.
    func draw(in rect: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        let right = rect.x + rect.width
        if captionRows > 0, rect.height > 0 {
            let style = isFlagged ? CellStyle(bold: true, foreground: look.theme.destructive) : CellStyle(dim: true)
            frame.draw(caption(flagged: isFlagged), x: rect.x, y: rect.y, style: style, limit: right)
        }
        let partRows = max(0, rect.height - captionRows)
        if !filter.isEmpty, partRows > 0 {
            drawFilterLine(x: rect.x, y: rect.y + captionRows, limit: right, unicode: look.unicode, into: &frame)
        }
        let rows = itemRows(partRows)
        let bottom = rect.y + rect.height - 1
        if countRows > 0, partRows > rows {
            drawCount(y: bottom, in: rect, look: look, into: &frame)
        }
        if helpRows > 0, partRows - countRows > rows {
            drawHelp(x: rect.x, y: bottom - countRows, limit: right, look: look, into: &frame)
        }
        if ruleRows > 0, partRows - helpRows - countRows > rows {
            drawRule(y: bottom - helpRows - countRows, in: rect, look: look, into: &frame)
        } else if let problem, countRows == 0, shownCount == 0 {
            // No item shows (the filter hides them all): their empty rows say why none is answered.
            let style = CellStyle(bold: true, foreground: look.theme.destructive)
            let lines = TextLayout.wrap((look.unicode ? "✗ " : "! ") + problem, width: max(1, rect.width))
            for (row, line) in lines.prefix(rows).enumerated() {
                frame.draw(line, x: rect.x, y: rect.y + rowsAboveItems + row, style: style, limit: right)
            }
        }
        if list.splitsByChoice {
            return drawSplit(
                x: rect.x, y: rect.y + rowsAboveItems, width: rect.width, rows: rows, focused: focused, look: look,
                into: &frame)
        }
        let count = shownCount
        let scrolls = rows < count
        let textRight = scrolls ? right - 1 : right
        let prefix = prefixColumns(unicode: look.unicode)
        let detailX = rect.x + prefix + labelColumns + 2
        let firstY = rect.y + rowsAboveItems
        // A radio list with none marked answers the cursor's item: its pointer stays while the
        // buttons have the focus, so Tab then OK shows what it answers.
        let pointed = focused || list.answersCursor && chosen.chosenCount == 0
        for row in 0..<rows {
            guard top + row < count else { break }
            let index = shownItem(at: top + row)
            let y = firstY + row
            if isMenu {
                drawMenuRow(index, x: rect.x, y: y, right: textRight, focused: focused, look: look, into: &frame)
                continue
            }
            let here = focused && index == cursor
            let inert = table?.isInert(index) == true
            if pointed, index == cursor {
                frame.draw(look.unicode ? "›" : ">", x: rect.x, y: y, style: CellStyle(bold: true), limit: textRight)
            }
            if list.showsMarks {
                frame.draw(
                    inert ? inertMark(unicode: look.unicode) : mark(chosen[index], unicode: look.unicode),
                    x: rect.x + 2,
                    y: y, style: look.style(here ? .selectedCheck : .check, else: CellStyle(bold: chosen[index])),
                    limit: textRight)
            }
            let labelStyle = look.style(
                here ? .selectedTag : .tag,
                else: CellStyle(
                    bold: chosen[index], reverse: here, dim: inert, foreground: here ? look.theme.accent : nil))
            let labelX =
                table == nil
                ? drawTreeGuides(
                    for: list.items[index], x: rect.x + prefix, y: y, limit: textRight, unicode: look.unicode,
                    into: &frame)
                : rect.x + prefix
            let labelEnd = drawMarkingMatch(
                label(index), x: labelX, y: y, style: labelStyle, limit: textRight, look: look, into: &frame)
            if let detail = detail(index), labelEnd + 2 < textRight {
                drawMarkingMatch(
                    detail, x: max(detailX, labelEnd + 2), y: y,
                    style: look.style(here ? .selectedItem : .item, else: CellStyle(dim: true)), limit: textRight,
                    look: look, into: &frame)
            }
        }
        guard scrolls, rows > 0 else { return }
        // Arrows in the last column say which ways there is more.
        let arrowStyle = CellStyle(bold: true)
        if top > 0 { frame.draw(look.unicode ? "↑" : "^", x: right - 1, y: firstY, style: arrowStyle) }
        if top + rows < count {
            frame.draw(look.unicode ? "↓" : "v", x: right - 1, y: firstY + rows - 1, style: arrowStyle)
        }
    }

    /// How many items a list read from a file or pipe has, dim, "Reading…" before while its
    /// input has not ended; or, for a list without a count rule's row, what a refusal said.
    private func drawCount(y: Int, in rect: Rect, look: Look, into frame: inout Frame) {
        if ruleRows == 0, let problem {
            frame.draw(
                (look.unicode ? "✗ " : "! ") + problem, x: rect.x, y: y,
                style: CellStyle(bold: true, foreground: look.theme.destructive), limit: rect.x + rect.width)
        } else {
            frame.draw(
                countLine(unicode: look.unicode), x: rect.x, y: y, style: CellStyle(dim: true),
                limit: rect.x + rect.width)
        }
    }

    /// `Reading… 12,345 items` while the input has not ended, then `12,345 items`.
    func countLine(unicode: Bool) -> String {
        let count = itemCount == 1 ? words(.itemCountOne) : words(.itemCount, Self.grouped(itemCount))
        guard isAwaitingItems else { return count }
        let line = words(.readingItems, count)
        return unicode ? line : TextLayout.asciiEllipses(line)
    }

    /// `number` with its digits grouped in threes by commas: 1,000,000.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// An inert item's mark, in place of whether it is chosen: it cannot be.
    func inertMark(unicode: Bool) -> String { unicode ? "⊘" : list.allowsMultiple ? "[-]" : "(-)" }

    /// The count rule, dim, or what a refusal broke, bold in the destructive colour and marked
    /// by a sign as a field's broken rule is, for whoever does not see red.
    private func drawRule(y: Int, in rect: Rect, look: Look, into frame: inout Frame) {
        let limit = rect.x + rect.width
        if let problem {
            frame.draw(
                (look.unicode ? "✗ " : "! ") + problem, x: rect.x, y: y,
                style: CellStyle(bold: true, foreground: look.theme.destructive), limit: limit)
        } else if let rule = list.countRule(in: words) {
            frame.draw(words(.chooseCount, rule), x: rect.x, y: y, style: CellStyle(dim: true), limit: limit)
        }
    }

    /// A menu's row as whiptail and dialog draw it: tag and item in two columns, the current
    /// item on a bar of reverse video across the row (kept while the buttons have the focus,
    /// since Tab then OK answers it), in the accent colour while the menu has the focus.
    private func drawMenuRow(
        _ index: Int, x: Int, y: Int, right: Int, focused: Bool, look: Look, into frame: inout Frame
    ) {
        let here = index == cursor
        let style = look.style(
            here ? .selectedItem : .item,
            else: CellStyle(reverse: here, foreground: here && focused ? look.theme.accent : nil))
        if here { frame.fill(Rect(x: x, y: y, width: max(0, right - x), height: 1), style: style) }
        // dialog's --colors codes start afresh in each tag and each item.
        var pen = TextPen(look)
        let labelEnd = pen.draw(
            labels[index], x: x + 1, y: y, style: look.style(here ? .selectedTag : .tag, else: style), limit: right,
            into: &frame)
        if renaming != nil, here {
            drawRenaming(x: max(x + 1 + labelColumns + 2, labelEnd + 2), y: y, limit: right, into: &frame)
        } else if let detail = details[index], labelEnd + 2 < right {
            pen = TextPen(look)
            pen.draw(
                detail, x: max(x + 1 + labelColumns + 2, labelEnd + 2), y: y,
                style: here ? style : look.style(.item, else: CellStyle()), limit: right, into: &frame)
        }
    }

    /// The filter's line: what was typed, and how many of the items it matches. The box keeps
    /// the width its items gave it, so a narrow list drops the "Filter:" label, then shortens
    /// the count, before it cuts anything.
    private func drawFilterLine(x: Int, y: Int, limit: Int, unicode: Bool, into frame: inout Frame) {
        let typed = Sanitizer.displayable(filter, keepNewlines: false)
        let shown = table == nil ? "\(shownCount)" : Self.grouped(shownCount)
        let total =
            table == nil ? "\(itemCount)" : Self.grouped(itemCount) + (isAwaitingItems ? (unicode ? "…" : "...") : "")
        let counted = (unicode ? " — " : " - ") + words(.filterCount, shown, total)
        let forms = [(words(.filterLabel) + " ", counted), ("", counted), ("", " " + shown + "/" + total)]
        let room = limit - x
        let typedWidth = DisplayWidth.of(typed)
        let (label, count) =
            forms.first { DisplayWidth.of($0.0) + typedWidth + DisplayWidth.of($0.1) <= room } ?? forms[2]
        var end = frame.draw(label, x: x, y: y, style: CellStyle(dim: true), limit: limit)
        end = frame.draw(typed, x: end, y: y, style: CellStyle(bold: true, underline: true), limit: limit)
        frame.draw(count, x: end, y: y, style: CellStyle(dim: true), limit: limit)
    }

    /// Draws `text` with the first letters the filter matched underlined and bold, so they
    /// show without colour; returns the column after it.
    @discardableResult
    private func drawMarkingMatch(
        _ text: String, x: Int, y: Int, style: CellStyle, limit: Int, look: Look, into frame: inout Frame
    ) -> Int {
        if list.matching == .fuzzy, !filter.isEmpty {
            return drawMarkingLetters(text, x: x, y: y, style: style, limit: limit, into: &frame)
        }
        // Only what can show is searched: a match further on would not be seen.
        guard !filter.isEmpty, let match = Self.match(of: filter, in: text, within: limit - x) else {
            var pen = TextPen(look)
            return pen.draw(text, x: x, y: y, style: style, limit: limit, into: &frame)
        }
        var marked = style
        marked.underline = true
        marked.bold = true
        var end = frame.draw(String(text[..<match.lowerBound]), x: x, y: y, style: style, limit: limit)
        end = frame.draw(String(text[match]), x: end, y: y, style: marked, limit: limit)
        return frame.draw(String(text[match.upperBound...]), x: end, y: y, style: style, limit: limit)
    }

    /// Draws `text` with the letters a fuzzy filter matched (as the scorer chose them)
    /// underlined and bold; returns the column after it.
    private func drawMarkingLetters(
        _ text: String, x: Int, y: Int, style: CellStyle, limit: Int, into frame: inout Frame
    ) -> Int {
        var text = text
        let needle = ItemFinder.folded(filter)
        let positions = text.withUTF8 { text in
            needle.withUnsafeBufferPointer { FuzzyMatch.positions(of: $0, in: text) }
        }
        var marked = style
        marked.underline = true
        marked.bold = true
        var end = x
        var offset = 0
        var next = 0
        for character in text {
            let length = character.utf8.count
            while next < positions.count, positions[next] < offset { next += 1 }
            let isMatched = next < positions.count && positions[next] < offset + length
            end = frame.draw(String(character), x: end, y: y, style: isMatched ? marked : style, limit: limit)
            offset += length
            if end >= limit { break }
        }
        return end
    }

    /// Where `filter` first occurs in `text`, character by character and ignoring case, among
    /// the first `columns` characters (each takes at least one column) and the filter's length.
    static func match(of filter: String, in text: String, within columns: Int = .max) -> Range<String.Index>? {
        let needle = filter.map { $0.lowercased() }
        guard !needle.isEmpty else { return nil }
        var indices: [String.Index] = []
        var folded: [String] = []
        let window = columns > Int.max - needle.count ? Int.max : columns + needle.count
        var index = text.startIndex
        while index < text.endIndex, folded.count < window {
            indices.append(index)
            folded.append(text[index].lowercased())
            index = text.index(after: index)
        }
        indices.append(index)
        guard folded.count >= needle.count else { return nil }
        for start in 0...(folded.count - needle.count)
        where folded[start..<(start + needle.count)].elementsEqual(needle) {
            return indices[start]..<indices[start + needle.count]
        }
        return nil
    }

    /// An item's mark: ●/○ in a radio list, ☑/☐ in a checklist; in ASCII (*)/( ) and [x]/[ ].
    /// The mark, not colour, says what is chosen, so it survives NO_COLOR.
    func mark(_ isChosen: Bool, unicode: Bool) -> String {
        switch (list.allowsMultiple, unicode) {
        case (false, true): isChosen ? "●" : "○"
        case (true, true): isChosen ? "☑" : "☐"
        case (false, false): isChosen ? "(*)" : "( )"
        case (true, false): isChosen ? "[x]" : "[ ]"
        }
    }
}

extension ChoiceListPart: InputPart {
    /// One stop, while it has items to move through.
    var focusStops: Int { takesFocus ? 1 : 0 }
    static var kind: InputOrder.Kind { .choices }
    var takesFocusAtStart: Bool { true }

    /// A radio list with nothing marked answers the item under the cursor, which it marks, and
    /// refuses when a filter hides every item; a required list with nothing chosen is flagged;
    /// a checklist's count rules are checked, their problem said under it.
    mutating func refusal() -> Int? {
        guard let answered = list.itemsAnswered(chosen: chosenIndices, cursor: shownCursor) else {
            problem = words(.noItemToAnswer)
            return 0
        }
        if let inert = answered.first(where: { table?.isInert($0) == true }) {
            _ = refusesInert(inert)
            return 0
        }
        if answered != chosenIndices, let item = answered.first { choose(item) }
        guard let broken = list.problem(choosing: answered.count) else { return nil }
        if list.hasCountRule {
            problem = said(for: broken, chosen: answered.count)
        } else {
            flag()
        }
        return 0
    }

    var answers: [InputAnswer] { [answer] }
    var keyContext: KeyBindings.Context { .onList }

    /// The list's keys move, choose and find; Enter chooses the default button; Up on the first
    /// item and Down on the last move the focus on.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        guard let command else { return .ignored }
        if list.tabVisitsColumns, command == .focusForward || command == .focusBackward {
            return visitColumn(forward: command == .focusForward)
        }
        switch command {
        case .previousItem, .nextItem, .itemPageUp, .itemPageDown, .firstItem, .lastItem, .toggleItem, .chooseItem,
            .findItemByLetter, .widenFilter:
            switch perform(command, key: key, rows: itemRows(in: context.layout), at: context.elapsed) {
            case .confirm: return .chooseDefaultButton
            case .passed where command == .previousItem || command == .nextItem:
                return .moveFocus(by: command == .nextItem ? 1 : -1)
            case .handled, .passed: return .handled
            }
        default:
            return .ignored
        }
    }

    /// The first Escape takes back a filter; the next one cancels.
    mutating func takeBack(_ context: InputContext) -> Bool {
        if renaming != nil {
            renaming = nil
            return true
        }
        guard !filter.isEmpty else { return false }
        clearFilter(rows: itemRows(in: context.layout))
        return true
    }

    /// Item rows in view in `layout` (without the caption).
    func itemRows(in layout: AlertLayout) -> Int {
        guard let frame = layout.listFrame else { return 0 }
        return max(0, frame.height - captionRows)
    }
}

extension ChoiceListPart {
    /// The choice list as the layout sees it: what it needs (the list's state draws it).
    struct Layout: AlertPart {
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

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int {
            configuration.choiceLists.isEmpty ? 0 : 1
        }

        /// The items numbered one per line (with their details), then what to type; Enter keeps
        /// the items already chosen (or, in a radio list, takes the first). After letters were typed,
        /// only the items containing them, with their numbers in the whole list.
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            guard let list = state.configuration.choices, let part = state.list else { return ("", true) }
            let count = part.itemCount
            let words = part.words
            func line(_ index: Int) -> String {
                if let table = part.table {
                    return "\(index + 1)) " + table.label(index) + (table.detail(index).map { " - " + $0 } ?? "")
                        + (table.isInert(index) ? " " + words(.plainCannotBeChosen) : "")
                }
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
                        ? words(.plainNoItemContains, filter)
                        : words(.plainItemsContaining, filter, String(found), String(count)))
            }
            // A list read from a file or pipe may hold millions: the first few stand for them.
            let listed = found > 0 ? found : count
            let shown = part.table == nil ? listed : min(listed, Self.plainItemsListed)
            lines += (0..<shown).map { line(found > 0 ? part.shownItem(at: $0) : $0) }
            if shown < listed {
                lines.append(words(.plainMoreItems, ChoiceListPart.grouped(listed - shown)))
            }
            if count == 0 { lines.append(words(.plainNoItems)) }
            let range = count == 1 ? "1" : "1-\(count)"
            let chosen = part.chosenIndices.map { String($0 + 1) }
            let preset = list.allowsMultiple ? chosen.joined(separator: " ") : chosen.first ?? "1"
            let what =
                !list.allowsMultiple
                ? words(.plainChooseItem, range)
                : list.countRule(in: words).map { words(.plainChooseItemsCounted, range, $0) }
                    ?? words(.plainChooseItems, range)
            return (lines.joined(separator: "\n") + "\n\(what) [\(preset.isEmpty ? words(.none) : preset)]: ", true)
        }

        /// The most items a list read from a file or pipe lists in plain mode.
        static let plainItemsListed = 20

        /// Takes the numbers (or one label) typed for the list.
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            guard let list = state.configuration.choices else { return .next }
            let count = state.list?.itemCount ?? 0
            let words = state.list?.words ?? state.configuration.words
            let typed = line.trimmingSpaces
            var items: [Int] = []
            if typed.isEmpty {
                items = state.list?.chosenIndices ?? []
                if items.isEmpty, !list.allowsMultiple, count > 0 { items = [0] }
            } else if let item = Self.item(labelled: typed, in: list, table: state.itemTable) {
                items = [item]
            } else {
                for word in typed.split(whereSeparator: { $0 == " " || $0 == "," }) {
                    guard let number = Int(word) else {
                        // Letters find the items containing them, as typing on the list does.
                        state.filterList(to: typed)
                        return .again("")
                    }
                    guard count > 0, (1...count).contains(number) else {
                        return .again(words(.plainItemAgain, String(count)) + "\n")
                    }
                    if !items.contains(number - 1) { items.append(number - 1) }
                }
                if !list.allowsMultiple, items.count > 1 { return .again(words(.plainOneItem) + "\n") }
            }
            if let table = state.itemTable, let why = items.lazy.compactMap(table.inertness).first {
                return .again(words(.sentence, words(why.reason)) + "\n")
            }
            switch list.problem(choosing: items.count) {
            case nil: break
            case .tooFew where !list.hasCountRule: return .again(words(.plainItemRequired) + "\n")
            case let broken?:
                let said = state.list?.said(for: broken, chosen: items.count) ?? ""
                return .again(words(.sentence, said) + "\n")
            }
            state.choose(items: items)
            // An action sheet is answered by its item, unless checkboxes are still to be asked.
            if list.isActionSheet, state.configuration.checkboxes.isEmpty {
                return .finish(.chosen(state.configuration.defaultButtonIndex))
            }
            return .next
        }

        /// The item whose label is `typed`, in any case: a list of arguments' by its label, a
        /// table's by its label as read.
        private static func item(labelled typed: String, in list: ChoiceList, table: ItemTable?) -> Int? {
            guard let table else { return list.items.firstIndex { $0.label.isSameLabelIgnoringCase(as: typed) } }
            return (0..<table.count).first { table.labelAsRead($0).isSameLabelIgnoringCase(as: typed) }
        }
    }
}

extension ChoiceListPart {
    /// A list's ``ItemTable``, shared by copies of the list until one changes it
    /// (``ChoiceListPart/changeTable(_:)`` copies it first when it is shared), so it is sendable.
    final class TableStorage: Equatable, @unchecked Sendable {
        /// The items.
        var table: ItemTable

        /// Holds `table`.
        init(_ table: ItemTable) { self.table = table }

        static func == (lhs: TableStorage, rhs: TableStorage) -> Bool { lhs === rhs || lhs.table == rhs.table }
    }

    /// The items read from a file or a pipe (``ChoiceList/itemFormat``); nil for a list of
    /// ``ChoiceList/items``.
    package var table: ItemTable? { tableStorage?.table }

    /// Changes the table in place, after copying it if another copy of the list shares it.
    mutating func changeTable(_ change: (inout ItemTable) -> Void) {
        guard tableStorage != nil else { return }
        // A binding of the storage would hold a second reference: asked in place.
        if !isKnownUniquelyReferenced(&tableStorage) { tableStorage = TableStorage(tableStorage!.table) }
        change(&tableStorage!.table)
    }
}
