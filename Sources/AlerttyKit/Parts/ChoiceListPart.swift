/// A choice list as it shows: the item under the cursor, the items chosen, the first item in
/// view. It knows its size, draws itself and takes the keys given to it while it has the focus.
public struct ChoiceListPart: Equatable, Sendable {
    /// What the list offers.
    public let list: ChoiceList
    /// The item the cursor is on.
    public private(set) var cursor = 0
    /// Whether each item is chosen.
    public private(set) var chosen: [Bool]
    /// The first item in view when the list scrolls.
    public private(set) var top = 0
    /// A button needing a choice was pressed with nothing chosen: shown until something is.
    public private(set) var isFlagged = false
    /// Letters typed in a row for type-ahead, lowercased, and when the last came.
    private var typed = ""
    private var typedAt = -Double.infinity
    /// The items whose label starts with ``typed``, in order. A longer prefix matches a subset,
    /// so each letter narrows this instead of searching every label, and a letter typed again
    /// steps through it: a flood of letters stays linear.
    private var matching: [Int] = []
    /// The labels lowercased for type-ahead, made at the first letter typed (not at start-up).
    private var foldedLabels: [String]?
    /// Labels and details as they are drawn (control characters made visible), and the widest label.
    private let labels: [String]
    private let details: [String?]
    private let labelColumns: Int
    private let detailColumns: Int

    /// Type-ahead: letters typed within this many seconds of each other make one search.
    public static let typeAheadPause = 1.0
    /// The fewest item rows a list keeps when the alert is crowded.
    static let fewestRows = 3

    /// The list as the alert opens: the cursor on the first chosen item, else the first.
    public init(_ list: ChoiceList) {
        self.list = list
        chosen = list.items.map(\.isSelected)
        cursor = chosen.firstIndex(of: true) ?? 0
        labels = list.items.map { Sanitizer.displayable($0.label, keepNewlines: false) }
        details = list.items.map { $0.detail.map { Sanitizer.displayable($0, keepNewlines: false) } }
        labelColumns = labels.map { DisplayWidth.of($0) }.max() ?? 0
        detailColumns = details.map { $0.map { DisplayWidth.of($0) } ?? 0 }.max() ?? 0
    }

    /// The chosen items' indices, in list order.
    public var chosenIndices: [Int] { chosen.indices.filter { chosen[$0] } }

    /// Whether the focus stops at the list: it has items to move through.
    var takesFocus: Bool { !list.items.isEmpty }

    /// Whether a button that needs a choice may be pressed.
    var isSatisfied: Bool { !list.isRequired || chosen.contains(true) }

    // MARK: Size

    /// Rows above the items: a required list says so.
    var captionRows: Int { list.isRequired ? 1 : 0 }

    /// Columns before a label: the cursor's pointer and the mark.
    static func prefixColumns(unicode: Bool) -> Int { 2 + (unicode ? 2 : 4) }

    /// The columns the list would like: pointer, mark, the widest label, the widest detail, and
    /// one for the scroll arrows.
    func wantedWidth(unicode: Bool) -> Int {
        let caption = list.isRequired ? DisplayWidth.of(caption(flagged: true)) : 0
        return max(
            caption,
            Self.prefixColumns(unicode: unicode) + labelColumns + (detailColumns > 0 ? 2 + detailColumns : 0) + 1)
    }

    /// What it asks of the layout: its width with ASCII marks, and its rows.
    var layoutNeeds: AlertLayout.ListNeeds {
        AlertLayout.ListNeeds(width: wantedWidth(unicode: false), rows: wantedRows, fewestRows: fewestRows)
    }

    /// The rows it would like (every item) and the fewest it can do with.
    var wantedRows: Int { captionRows + shownItems }
    var fewestRows: Int { captionRows + min(shownItems, Self.fewestRows) }

    /// Every item, or as many as the list's height hint allows (at least one).
    private var shownItems: Int { min(list.items.count, max(1, list.visibleRows ?? list.items.count)) }

    private func caption(flagged: Bool) -> String {
        (flagged ? "! " : "") + (list.allowsMultiple ? "Required: choose at least one" : "Required: choose one")
    }

    // MARK: Keys

    /// What the alert must do after the list took a command.
    enum Response: Equatable {
        /// Done inside the list.
        case handled
        /// Not for the list (Up on the first item): the alert moves the focus instead.
        case passed
        /// Enter: choose the default button, the list's choice made.
        case confirm
    }

    /// Carries out a list command; `rows` is how many items are in view.
    mutating func perform(_ command: AlertCommand, key: Key, rows: Int, at time: Double) -> Response {
        let count = list.items.count
        guard count > 0 else { return .passed }
        let page = max(1, rows - 1)
        switch command {
        case .previousItem:
            guard cursor > 0 else { return .passed }
            cursor -= 1
        case .nextItem:
            guard cursor + 1 < count else { return .passed }
            cursor += 1
        case .itemPageUp: cursor = max(0, cursor - page)
        case .itemPageDown: cursor = min(count - 1, cursor + page)
        case .firstItem: cursor = 0
        case .lastItem: cursor = count - 1
        case .toggleItem: toggle(cursor)
        case .chooseItem:
            if !list.allowsMultiple { choose(cursor) }
            return .confirm
        case .findItemByLetter:
            guard case .character(let scalar) = key else { return .passed }
            typeAhead(Character(scalar), at: time)
        default:
            return .passed
        }
        reveal(rows: rows)
        return .handled
    }

    /// Space: a checklist toggles the item, a radio list chooses it.
    mutating func toggle(_ index: Int) {
        if list.allowsMultiple {
            chosen[index].toggle()
            if chosen[index] { isFlagged = false }
        } else {
            choose(index)
        }
    }

    /// Makes `index` the one chosen item (radio list).
    mutating func choose(_ index: Int) {
        for other in chosen.indices { chosen[other] = other == index }
        isFlagged = false
    }

    /// Moves the cursor to `index` (a click), keeping it in view.
    mutating func point(at index: Int, rows: Int) {
        cursor = index
        reveal(rows: rows)
    }

    /// Makes exactly the items at `indices` chosen (plain mode, answers given in advance).
    mutating func setChosen(_ indices: [Int]) {
        for index in chosen.indices { chosen[index] = indices.contains(index) }
        if let first = indices.first { cursor = first }
        if chosen.contains(true) { isFlagged = false }
    }

    /// Marks the list as missing a required choice.
    mutating func flag() {
        isFlagged = true
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
            let folded = foldedLabels ?? labels.map { $0.lowercased() }
            foldedLabels = folded
            let candidates = typed.isEmpty ? Array(folded.indices) : matching
            typed += letter
            matching = candidates.filter { folded[$0].hasPrefix(typed) }
        }
        guard let wrapped = matching.first else { return }
        // A new search may stay on the current item; a single letter (again) moves on.
        let from = typed == letter ? cursor + 1 : cursor
        var low = 0
        var high = matching.count
        while low < high {
            let middle = (low + high) / 2
            if matching[middle] < from { low = middle + 1 } else { high = middle }
        }
        cursor = low < matching.count ? matching[low] : wrapped
    }

    /// Scrolls so the cursor is among the `rows` items in view, and no space is left empty below.
    mutating func reveal(rows: Int) {
        let rows = max(1, rows)
        if cursor < top { top = cursor }
        if cursor >= top + rows { top = cursor - rows + 1 }
        top = max(0, min(top, list.items.count - rows))
    }

    /// The item shown on `row` of the part (counting the caption), if any.
    func item(onRow row: Int) -> Int? {
        let index = top + row - captionRows
        return row >= captionRows && index < list.items.count ? index : nil
    }

    // MARK: Drawing

    /// Draws the caption and the items in view into `rect`.
    func draw(in rect: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        let right = rect.x + rect.width
        if captionRows > 0, rect.height > 0 {
            let style = isFlagged ? CellStyle(bold: true, foreground: look.theme.destructive) : CellStyle(dim: true)
            frame.draw(caption(flagged: isFlagged), x: rect.x, y: rect.y, style: style, limit: right)
        }
        let rows = max(0, rect.height - captionRows)
        let scrolls = rows < list.items.count
        let textRight = scrolls ? right - 1 : right
        let prefix = Self.prefixColumns(unicode: look.unicode)
        let detailX = rect.x + prefix + labelColumns + 2
        for row in 0..<rows {
            let index = top + row
            guard index < list.items.count else { break }
            let y = rect.y + captionRows + row
            let here = focused && index == cursor
            if here {
                frame.draw(look.unicode ? "›" : ">", x: rect.x, y: y, style: CellStyle(bold: true), limit: textRight)
            }
            frame.draw(
                mark(chosen[index], unicode: look.unicode), x: rect.x + 2, y: y, style: CellStyle(bold: chosen[index]),
                limit: textRight)
            let labelStyle = CellStyle(bold: chosen[index], reverse: here, foreground: here ? look.theme.accent : nil)
            let labelEnd = frame.draw(labels[index], x: rect.x + prefix, y: y, style: labelStyle, limit: textRight)
            if let detail = details[index], labelEnd + 2 < textRight {
                frame.draw(detail, x: max(detailX, labelEnd + 2), y: y, style: CellStyle(dim: true), limit: textRight)
            }
        }
        guard scrolls, rows > 0 else { return }
        // Arrows in the last column say which ways there is more.
        let arrowStyle = CellStyle(bold: true)
        if top > 0 { frame.draw(look.unicode ? "↑" : "^", x: right - 1, y: rect.y + captionRows, style: arrowStyle) }
        if top + rows < list.items.count {
            frame.draw(look.unicode ? "↓" : "v", x: right - 1, y: rect.y + captionRows + rows - 1, style: arrowStyle)
        }
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

/// Checkboxes as they show: each one's state. One row each: a mark and the label.
public struct CheckboxPart: Equatable, Sendable {
    /// What the boxes say.
    public let boxes: [AlertCheckbox]
    /// Whether each is on.
    public private(set) var checked: [Bool]

    /// The checkboxes as the alert opens.
    public init(_ boxes: [AlertCheckbox]) {
        self.boxes = boxes
        checked = boxes.map(\.isChecked)
    }

    /// Space: turns a box on or off.
    mutating func toggle(_ index: Int) {
        checked[index].toggle()
    }

    /// Sets a box (plain mode, answers given in advance).
    mutating func set(_ index: Int, to value: Bool) {
        checked[index] = value
    }

    /// The columns a box would like: its mark, a space, its label.
    static func wantedWidth(of box: AlertCheckbox, unicode: Bool) -> Int {
        (unicode ? 2 : 4) + DisplayWidth.of(Sanitizer.displayable(box.label, keepNewlines: false))
    }

    /// Draws box `index` on `rect`'s row.
    func draw(_ index: Int, in rect: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        let mark = look.unicode ? (checked[index] ? "☑" : "☐") : (checked[index] ? "[x]" : "[ ]")
        let right = rect.x + rect.width
        let labelX = frame.draw(mark, x: rect.x, y: rect.y, style: CellStyle(bold: focused), limit: right) + 1
        let label = Sanitizer.displayable(boxes[index].label, keepNewlines: false)
        let style = CellStyle(bold: focused, reverse: focused, foreground: focused ? look.theme.accent : nil)
        frame.draw(label, x: labelX, y: rect.y, style: style, limit: right)
    }
}
