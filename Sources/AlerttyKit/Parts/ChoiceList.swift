/// A list of items to choose from, inside the alert: one (a radio list, or an action sheet
/// when the alert has no buttons of its own) or several (a checklist).
public struct ChoiceList: Equatable, Sendable {
    /// One item.
    public struct Item: Equatable, Sendable {
        /// What the item says; the answer printed when it is chosen, unless it has a ``value``.
        public var label: String
        /// What the answer says when the item is chosen, instead of its label (`--value`).
        public var value: String?
        /// A dimmed description beside the label (a menu's "tag item" pair).
        public var detail: String?
        /// Chosen when the alert opens.
        public var isSelected: Bool
        /// How deep in a tree the item sits (dialog's `--treeview`): indented a step a level.
        package var depth = 0
        /// A line about the item, shown under the list while the cursor is on it (`--item-help`).
        package var help: String?

        /// Creates an item.
        public init(_ label: String, detail: String? = nil, isSelected: Bool = false, value: String? = nil) {
            self.label = label
            self.detail = detail
            self.isSelected = isSelected
            self.value = value
        }

        /// What the answer says when the item is chosen: its ``value``, else its label.
        public var answer: String { value ?? label }
    }

    /// The items, in the order shown.
    public var items: [Item]
    /// Several items may be chosen (Space toggles each); otherwise choosing one unchooses the rest.
    public var allowsMultiple: Bool
    /// A button other than cancel needs at least one item chosen.
    public var isRequired: Bool
    /// The fewest items a checklist's button other than cancel needs chosen (`--min-choices`);
    /// nil for no such rule.
    public var minimumChoices: Int?
    /// The most items a checklist may have chosen (`--max-choices`): Space refuses one more,
    /// and a button other than cancel refuses more. nil for no such rule.
    public var maximumChoices: Int?
    /// The alert's buttons were added for the list (no `--button` given): a click on an item
    /// answers at once, as on an iOS action sheet.
    public var isActionSheet: Bool
    /// The most items shown at once, as a script's list height asks (nil: as many as fit).
    /// The screen may allow fewer; the rest scroll.
    public var visibleRows: Int?
    /// Rows the list shares with the text above it, whatever ``visibleRows`` says, so that a
    /// page holds a box's worth of items; `nil` for a list that shows as many as fit.
    package var rowsBesideText: RowsBesideText?
    /// How the filter matches what is typed.
    public var matching = Matching.substring
    /// How items read from a file or a pipe split into items (`--choices-from`); nil for a
    /// list of ``items``. A list with a format starts empty and grows as
    /// `AlertState.takeItems(_:)` hands it bytes.
    public var itemFormat: ItemFormat?
    /// The answers of the items chosen when the alert opens, for a list read from bytes
    /// (`--value` after `--choices-from`): each item whose answer is one is chosen as it
    /// arrives (in a radio list, only the first found).
    public var initialAnswers: [String] = []
    /// How the list takes keys: letters filter it, or jump through it.
    package var keys = Keys.filtering
    /// Whether each item shows a mark saying whether it is chosen; a file picker choosing one
    /// path has none (the cursor is the choice).
    package var showsMarks = true
    /// Whether the items stand in two columns, those not chosen on the left and those chosen
    /// on the right (dialog's `--buildlist`): the cursor moves in one column, Space moves its
    /// item across, `^` and `$` go to the left and right column.
    package var splitsByChoice = false
    /// Whether the chosen column, and the answer, keep the order the items were chosen in
    /// (`--reorder`) rather than the list's.
    package var keepsOrderChosen = false
    /// Whether Tab visits a split list's right column before the buttons, and Shift-Tab its
    /// left column (dialog's `--visit-items`).
    package var tabVisitsColumns = false
    /// The button that renames the item under the cursor in place (dialog's `--inputmenu`
    /// Rename): its first press opens the item's text for editing, the next answers.
    package var renamingButton: Int?

    /// Rows a list shares with the text above it: the list shows them less the text's lines
    /// (at least one of each).
    package struct RowsBesideText: Equatable, Sendable {
        /// The rows, less the screen's when ``addsScreenRows``.
        package var rows: Int
        /// Whether the screen's rows are added: a box grown to the screen.
        package var addsScreenRows: Bool
        /// The rows each item takes in the real tool (dialog draws an input menu's items in
        /// boxes three rows tall): the list shows as many fewer items.
        package var rowsPerItem = 1
        /// Rows under the items that the real tool draws elsewhere (dialog's `--item-help` line
        /// on the screen's last row), given on top.
        package var rowsBelowItems = 0

        /// Rows shared: `rows`, plus the screen's when `addsScreenRows`.
        package init(_ rows: Int, addsScreenRows: Bool = false) {
            self.rows = rows
            self.addsScreenRows = addsScreenRows
        }

        /// The rows the list shows beside `textRows` lines of text on a screen of `screenRows`.
        func listRows(textRows: Int, screenRows: Int) -> Int {
            max(1, (rows + (addsScreenRows ? screenRows : 0) - max(1, textRows)) / max(1, rowsPerItem)) + rowsBelowItems
        }
    }

    /// How a list takes keys: the letters typed, the page keys, where the cursor starts.
    package enum Keys: Equatable, Sendable {
        /// Letters filter the list; a page keeps the last item of the one before in view; the
        /// cursor starts on the first chosen item.
        case filtering
        /// A letter jumps to the next item starting with the letters typed within a second; a
        /// page is the whole view. `marks`: the items show whether they are on (otherwise the
        /// list is a menu: two columns and a highlight bar); the cursor then starts on the
        /// first item whatever is on, and Enter in a single-choice list answers with the item
        /// that is on. `takesEnd`: End moves to the last item; otherwise it does nothing. Up on
        /// the first item and Down on the last keep the focus in the list.
        case typeAhead(marks: Bool, takesEnd: Bool)

        /// Type-ahead over items that show whether they are on.
        var hasMarks: Bool {
            if case .typeAhead(marks: true, _) = self { return true }
            return false
        }
    }

    /// Creates a list.
    public init(_ items: [Item], allowsMultiple: Bool = false, isRequired: Bool = false, isActionSheet: Bool = false) {
        self.items = items
        self.allowsMultiple = allowsMultiple
        self.isRequired = isRequired
        self.isActionSheet = isActionSheet
    }
}

extension ChoiceList {
    /// How a list read from a file or pipe splits its bytes into items (`--choices-from`).
    public struct ItemFormat: Equatable, Sendable {
        /// What ends an item: a newline, or NUL (`-0`).
        public var separator: UInt8
        /// What splits an item into its columns label, value and detail; nil: the whole item
        /// is its label (safe for paths holding tabs).
        public var delimiter: UInt8?

        /// Creates a format: newline-separated whole lines unless told otherwise.
        public init(separator: UInt8 = 10, delimiter: UInt8? = nil) {
            self.separator = separator
            self.delimiter = delimiter
        }
    }

    /// How the filter matches what is typed.
    public enum Matching: Equatable, Sendable {
        /// The item contains the letters typed, together, ignoring case.
        case substring
        /// The item holds the letters typed in order, ranked as fzf ranks them.
        case fuzzy
    }

    /// What the number of items chosen breaks: too few for ``ChoiceList/minimumChoices`` (or
    /// none in a required list), or too many for ``ChoiceList/maximumChoices``.
    package enum CountProblem: Equatable, Sendable {
        case tooFew(atLeast: Int)
        case tooMany(atMost: Int)
    }

    /// The fewest items a button other than cancel needs: the minimum, or one in a required list.
    var leastChoices: Int { max(minimumChoices ?? 0, isRequired ? 1 : 0) }

    /// Whether choosing `count` items keeps the list's count rules; the rule broken if not.
    package func problem(choosing count: Int) -> CountProblem? {
        if count < leastChoices { return .tooFew(atLeast: leastChoices) }
        if let most = maximumChoices, count > most { return .tooMany(atMost: most) }
        return nil
    }

    /// Whether the list has a minimum or a maximum of items to choose.
    package var hasCountRule: Bool { minimumChoices != nil || maximumChoices != nil }

    /// How many items the count rules take, in a few `words` ("2 to 4", "at least 2"); nil
    /// without a minimum or maximum.
    package func countRule(in words: Words = .english) -> String? {
        guard hasCountRule else { return nil }
        let least = leastChoices
        switch maximumChoices {
        case nil: return words(.countAtLeast, String(least))
        case let most? where least == most: return words(.countExactly, String(most))
        case let most? where least == 0: return words(.countAtMost, String(most))
        case let most?: return words(.countBetween, String(least), String(most))
        }
    }

    /// The items a button other than cancel answers with, `chosen` being those marked and
    /// `cursor` the item under the cursor (nil when a filter hides every item): a radio list
    /// of alertty's own with none marked answers the cursor's, as Enter on it does and as other
    /// tools do. nil when there is none to answer. A dialect's list answers only what is on,
    /// as the real tool's does; a checklist may answer none.
    package func itemsAnswered(chosen: [Int], cursor: Int?) -> [Int]? {
        guard answersCursor, chosen.isEmpty else { return chosen }
        return cursor.map { [$0] }
    }

    /// Whether, with none marked, the list answers the item under the cursor: a radio list of
    /// alertty's own.
    var answersCursor: Bool { !allowsMultiple && keys == .filtering }
}

/// A checkbox inside the alert, such as "Don't ask again".
public struct AlertCheckbox: Equatable, Sendable {
    /// What it says; also its name in the answer.
    public var label: String
    /// On when the alert opens.
    public var isChecked: Bool

    /// Creates a checkbox.
    public init(_ label: String, isChecked: Bool = false) {
        self.label = label
        self.isChecked = isChecked
    }
}
