/// What a key asks the alert to do.
package enum AlertCommand: Equatable, Sendable {
    /// Tab, Shift-Tab: through the inputs in the order shown, then the buttons, wrapping.
    case focusForward, focusBackward
    /// Left, Right on a button.
    case previousButton, nextButton
    /// Up, Down: the previous or next field or button.
    case focusUp, focusDown
    /// Enter, Space on a button.
    case chooseFocusedButton
    /// A letter on a button: the next button whose label starts with it.
    case focusButtonByLetter
    case scrollPageUp, scrollPageDown
    case scrollLineUp, scrollLineDown, scrollToTop, scrollToBottom
    /// Enter in a field: the next field, or in the last the default button.
    case nextFieldOrDefaultButton
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteToStart, deleteToEnd, deleteWordBackward
    /// Up, Down, PgUp, PgDn in a text area: by display rows.
    case cursorUp, cursorDown, cursorPageUp, cursorPageDown
    /// Enter in a text area.
    case insertLineBreak
    /// Up, Down in a list: the previous or next item (past either end, the focus moves on).
    case previousItem, nextItem
    case itemPageUp, itemPageDown, firstItem, lastItem
    /// Space in a list: choose the item (a checklist: turn it on or off).
    case toggleItem
    /// Enter in a list: choose the item, then the default button.
    case chooseItem
    /// A letter in a list: narrow it to the items containing the letters typed (with
    /// ``ChoiceList/Keys/typeAhead(marks:takesEnd:)``, jump to the next item starting with them).
    case findItemByLetter
    /// Backspace in a list: the filter's last letter goes, and the list widens again.
    case widenFilter
    /// Space on a checkbox.
    case toggleCheckbox
    /// Enter on a checkbox: the default button.
    case chooseDefaultButton
    /// Escape: the cancel button, or dismissed.
    case cancel
    /// Ctrl-C arriving as a key rather than a signal.
    case interrupt
    /// Right in a file picker: open the folder under the cursor.
    case openFolder
    /// Left in a file picker (and Backspace with no filter): the folder above.
    case parentFolder
    /// Ctrl-T in a file picker: show or hide the entries whose names start with a dot.
    case toggleHiddenEntries
    /// `w` in a pager: wrap long lines, or scroll them sideways.
    case toggleWrap
    /// `/`, `?` in a pager: open the search line, forwards or backwards.
    case openSearch, openSearchBackwards
    /// `n`, `N` in a pager: the next match, or the one before.
    case findNext, findPrevious
}

/// The keys a person can press: one table that drives ``AlertState``'s handling of them and
/// that `--help` and the man page list, so the two cannot disagree.
package enum KeyBindings {
    /// Where a binding applies, tried in the order ``command(for:focus:messageScrolls:)`` says.
    package enum Context: Int, CaseIterable, Sendable {
        case anywhere, onButton, inField, onList, onCheckbox, onDate
        /// In a text area; where it binds nothing, a key does what it does in a field.
        case inTextArea
        /// While the message is longer than the space it has, whatever has the focus.
        case longMessage
        /// While the message is longer than its space and a button has the focus.
        case longMessageOnButton
        /// In a file picker: its own keys, then a list's.
        case onPicker
        /// In a pager (its search line edits as a field does).
        case inPager
    }

    /// What sets a binding off.
    package enum Trigger: Equatable, Sendable {
        /// This key.
        case key(Key)
        /// Any printable character (a letter, as help says), or text that came as one paste.
        case anyCharacter
        /// Not a key at all: the terminal turns it into a signal (Ctrl-Z).
        case signal(String)

        /// As a person names it.
        var name: String {
            switch self {
            case .key(let key): key.name
            case .anyCharacter: "a letter"
            case .signal(let name): name
            }
        }
    }

    /// A trigger and the command it gives (none for a signal); a struct, not a tuple (start-up
    /// rule 3).
    package struct Shortcut: Sendable {
        package let trigger: Trigger
        package let command: AlertCommand?
    }

    /// One row: the keys, each with its command, what they do, and where.
    package struct Binding: Sendable {
        /// Each trigger and the command it gives.
        package let triggers: [Shortcut]
        /// What they do.
        package let action: String
        /// Where the keys do it.
        package let context: Context
        /// Said after the keys in help, where the context is not plain from the action.
        let qualifier: String?
        /// What the line of keys at the foot of the box says for the row, if anything.
        let hint: Hint?

        init(_ triggers: [Shortcut], action: String, context: Context, qualifier: String? = nil, hint: Hint? = nil) {
            self.triggers = triggers
            self.action = action
            self.context = context
            self.qualifier = qualifier
            self.hint = hint
        }

        /// The keys, as help and the man page show them: "Left, Right".
        package var keys: String {
            triggers.map(\.trigger.name).joined(separator: ", ") + (qualifier.map { " " + $0 } ?? "")
        }

        /// A key that sets the row off, for tests; `nil` when the terminal turns it into a signal.
        package var example: Key? {
            for entry in triggers {
                switch entry.trigger {
                case .key(let key): return key
                case .anyCharacter: return .character("d")
                case .signal: continue
                }
            }
            return nil
        }
    }

    /// A row's words on the line of keys (`--key-help`): its first ``keys`` triggers, then ``words``.
    struct Hint: Sendable {
        let keys: Int
        let words: Phrase
    }

    /// What the line of keys says for one context: the focused part's hints and those that act
    /// anywhere, each in table order.
    package struct Hints: Equatable, Sendable {
        package var own: [String]
        package var anywhere: [String]
    }

    /// The line of keys for `context`: its rows' hints (a file picker's, then a list's), then
    /// those that act anywhere, in `words`; arrows as ↑↓←→, or `Up/Down` without UTF-8.
    package static func hints(for context: Context, unicode: Bool, words: Words = .english) -> Hints {
        Hints(
            own: hints(in: context == .onPicker ? [.onPicker, .onList] : [context], unicode: unicode, words: words),
            anywhere: hints(in: [.anywhere], unicode: unicode, words: words))
    }

    private static func hints(in contexts: [Context], unicode: Bool, words: Words) -> [String] {
        contexts.flatMap { context in all.filter { $0.context == context } }.compactMap { binding in
            binding.hint.map { hint in
                let keys = binding.triggers.prefix(hint.keys).compactMap { entry -> Key? in
                    if case .key(let key) = entry.trigger { return key }
                    return nil
                }
                let arrows = unicode && keys.allSatisfy { $0.arrow != nil }
                let names = keys.map { unicode ? $0.arrow ?? $0.hintName(in: words) : $0.hintName(in: words) }
                let keysShown = names.joined(separator: arrows ? "" : "/")
                return keysShown.isEmpty ? words(hint.words) : keysShown + " " + words(hint.words)
            }
        }
    }

    /// Every binding, in the order help shows them; within a context, the first row that a key
    /// sets off wins (Space chooses a button before it counts as a letter).
    package static let all: [Binding] = [
        Binding(
            [on(.key(.tab), .focusForward), on(.key(.backTab), .focusBackward)],
            action: "move through the inputs in the order shown, then the buttons (forward, at the default one)",
            context: .anywhere, hint: Hint(keys: 1, words: .hintNext)),
        Binding(
            [on(.key(.left), .previousButton), on(.key(.right), .nextButton)],
            action: "focus the previous or next button", context: .onButton, hint: Hint(keys: 2, words: .hintMove)),
        Binding(
            [on(.key(.up), .focusUp), on(.key(.down), .focusDown)],
            action: "focus the previous or next field or button", context: .anywhere),
        Binding(
            [on(.key(.enter), .chooseFocusedButton), on(.key(.character(" ")), .chooseFocusedButton)],
            action: "choose the focused button", context: .onButton, hint: Hint(keys: 1, words: .hintChoose)),
        Binding(
            [on(.anyCharacter, .focusButtonByLetter)],
            action: "focus the next button whose label starts with it (underlined)",
            context: .onButton),
        Binding(
            [on(.key(.pageUp), .scrollPageUp), on(.key(.pageDown), .scrollPageDown)],
            action: "scroll a long message by a page", context: .longMessage),
        Binding(
            [
                on(.key(.up), .scrollLineUp), on(.key(.down), .scrollLineDown), on(.key(.home), .scrollToTop),
                on(.key(.end), .scrollToBottom),
            ],
            action: "on a button, scroll a long message instead of moving the focus", context: .longMessageOnButton),
        Binding(
            [on(.key(.enter), .nextFieldOrDefaultButton)],
            action: "go to the next field; in the last, choose the default button", context: .inField,
            qualifier: "in a field", hint: Hint(keys: 1, words: .hintDone)),
        Binding(
            [
                on(.key(.left), .cursorLeft), on(.key(.right), .cursorRight), on(.key(.home), .cursorToStart),
                on(.key(.end), .cursorToEnd), on(.key(.control("a")), .cursorToStart),
                on(.key(.control("e")), .cursorToEnd),
            ],
            action: "move the cursor in a field", context: .inField),
        Binding(
            [on(.key(.up), .previousItem), on(.key(.down), .nextItem)],
            action: "move through a list's items; past either end, to the previous or next part", context: .onList,
            hint: Hint(keys: 2, words: .hintMove)),
        Binding(
            [
                on(.key(.pageUp), .itemPageUp), on(.key(.pageDown), .itemPageDown), on(.key(.home), .firstItem),
                on(.key(.end), .lastItem),
            ],
            action: "move through a list by a page, or to its first or last item", context: .onList),
        Binding(
            [on(.key(.character(" ")), .toggleItem)],
            action: "choose the item; in a checklist, turn it on or off", context: .onList, qualifier: "in a list",
            hint: Hint(keys: 1, words: .hintMark)),
        Binding(
            [on(.key(.enter), .chooseItem)],
            action: "choose the item (a checklist keeps its choices) and the default button", context: .onList,
            qualifier: "in a list", hint: Hint(keys: 1, words: .hintChoose)),
        Binding(
            [on(.anyCharacter, .findItemByLetter)],
            action:
                "filter the list to the items containing the letters typed (--compat: jump to an item starting with them)",
            context: .onList, qualifier: "in a list", hint: Hint(keys: 0, words: .hintTypeToFilter)),
        Binding(
            [on(.key(.backspace), .widenFilter)], action: "take the filter's last letter back", context: .onList,
            qualifier: "in a list"),
        Binding(
            [on(.key(.right), .openFolder), on(.key(.left), .parentFolder)],
            action: "open the folder under the cursor, or go to the folder above (Backspace too, with no filter)",
            context: .onPicker, qualifier: "in a file picker", hint: Hint(keys: 2, words: .hintFolders)),
        Binding(
            [on(.key(.control("t")), .toggleHiddenEntries)],
            action: "show or hide the entries whose names start with a dot", context: .onPicker,
            qualifier: "in a file picker"),
        Binding(
            [on(.key(.character(" ")), .toggleCheckbox)], action: "turn the checkbox on or off", context: .onCheckbox,
            qualifier: "on a checkbox", hint: Hint(keys: 1, words: .hintToggle)),
        Binding(
            [on(.key(.enter), .chooseDefaultButton)], action: "choose the default button", context: .onCheckbox,
            qualifier: "on a checkbox", hint: Hint(keys: 1, words: .hintDone)),
        Binding(
            [on(.key(.enter), .insertLineBreak)], action: "start a new line", context: .inTextArea,
            qualifier: "in a text area", hint: Hint(keys: 1, words: .hintNewLine)),
        Binding(
            [on(.key(.control("d")), .chooseDefaultButton), on(.key(.alt(.enter)), .chooseDefaultButton)],
            action: "done: choose the default button (Tab goes on to the next part)", context: .inTextArea,
            qualifier: "in a text area", hint: Hint(keys: 1, words: .hintDone)),
        Binding(
            [
                on(.key(.up), .cursorUp), on(.key(.down), .cursorDown), on(.key(.pageUp), .cursorPageUp),
                on(.key(.pageDown), .cursorPageDown),
            ],
            action: "move by rows as shown, or by a page; the other keys of a field edit the line",
            context: .inTextArea,
            qualifier: "in a text area"),
        Binding(
            [on(.key(.left), .cursorLeft), on(.key(.right), .cursorRight)],
            action: "a day earlier or later; in a time, the unit before or after", context: .onDate,
            qualifier: "in a date or time", hint: Hint(keys: 2, words: .hintDay)),
        Binding(
            [on(.key(.up), .previousItem), on(.key(.down), .nextItem)],
            action: "a week earlier or later; in a time, the unit up or down (wrapping)", context: .onDate,
            qualifier: "in a date or time", hint: Hint(keys: 2, words: .hintWeek)),
        Binding(
            [on(.key(.pageUp), .itemPageUp), on(.key(.pageDown), .itemPageDown)],
            action: "a month earlier or later (its last day when shorter)", context: .onDate, qualifier: "in a date"),
        Binding(
            [on(.key(.home), .firstItem), on(.key(.end), .lastItem)],
            action: "the first or last day of the month; in a time, the first or last unit", context: .onDate,
            qualifier: "in a date or time"),
        Binding(
            [on(.key(.backspace), .deleteBackward)],
            action: "move back a digit (digits overwrite the date or time at the cursor)", context: .onDate,
            qualifier: "in a date or time"),
        Binding(
            [on(.key(.enter), .nextFieldOrDefaultButton)],
            action: "go to the next input; in the last, choose the default button", context: .onDate,
            qualifier: "in a date or time", hint: Hint(keys: 1, words: .hintDone)),
        Binding(
            [
                on(.key(.up), .scrollLineUp), on(.key(.down), .scrollLineDown),
                on(.key(.character("k")), .scrollLineUp),
                on(.key(.character("j")), .scrollLineDown),
            ],
            action: "scroll the pager by a line", context: .inPager, hint: Hint(keys: 2, words: .hintScroll)),
        Binding(
            [
                on(.key(.pageUp), .scrollPageUp), on(.key(.pageDown), .scrollPageDown),
                on(.key(.character("b")), .scrollPageUp), on(.key(.character(" ")), .scrollPageDown),
                on(.key(.home), .scrollToTop), on(.key(.end), .scrollToBottom), on(.key(.character("g")), .scrollToTop),
                on(.key(.character("G")), .scrollToBottom),
            ],
            action: "scroll the pager by a page, or to its start or end (at the end, a followed file's new lines show)",
            context: .inPager),
        Binding(
            [on(.key(.left), .cursorLeft), on(.key(.right), .cursorRight)],
            action: "scroll the pager sideways while lines do not wrap", context: .inPager),
        Binding(
            [on(.key(.character("w")), .toggleWrap)], action: "wrap long lines, or not", context: .inPager,
            qualifier: "in a pager"),
        Binding(
            [on(.key(.character("/")), .openSearch), on(.key(.character("?")), .openSearchBackwards)],
            action: "search forwards or backwards: type the text, Enter (no capitals: either case matches)",
            context: .inPager, qualifier: "in a pager", hint: Hint(keys: 1, words: .hintSearch)),
        Binding(
            [on(.key(.character("n")), .findNext), on(.key(.character("N")), .findPrevious)],
            action: "the next match, or the one before", context: .inPager, qualifier: "in a pager"),
        Binding(
            [on(.key(.enter), .chooseDefaultButton)], action: "choose the default button", context: .inPager,
            qualifier: "in a pager", hint: Hint(keys: 1, words: .hintDone)),
        Binding(
            [on(.key(.backspace), .deleteBackward), on(.key(.delete), .deleteForward)],
            action: "delete a character", context: .inField),
        Binding(
            [on(.key(.control("u")), .deleteToStart), on(.key(.control("k")), .deleteToEnd)],
            action: "delete to the start or the end of the field", context: .inField),
        Binding(
            [on(.key(.control("w")), .deleteWordBackward), on(.key(.alt(.backspace)), .deleteWordBackward)],
            action: "delete the word before the cursor", context: .inField),
        Binding(
            [on(.key(.escape), .cancel)],
            action: "clear a list's filter; else choose the cancel button (exit 1), or dismiss (exit 255)",
            context: .anywhere, hint: Hint(keys: 1, words: .hintCancel)),
        Binding(
            [on(.key(.control("c")), .interrupt)],
            action: "interrupt: restore the terminal, then end by SIGINT ($? 130)", context: .anywhere),
        Binding([on(.signal("Ctrl-Z"), nil)], action: "suspend; the alert comes back on fg", context: .anywhere),
    ]

    private static func on(_ trigger: Trigger, _ command: AlertCommand?) -> Shortcut {
        Shortcut(trigger: trigger, command: command)
    }

    /// The command `key` gives where the focus is (`focused`: ``Context/onButton``,
    /// ``Context/inField``, ``Context/onList``, ``Context/onCheckbox`` or
    /// ``Context/inTextArea``): the focused part first (a text area, then a field's keys),
    /// then a long message, then `anywhere`, rows in table order.
    package static func command(for key: Key, focused: Context, messageScrolls: Bool) -> AlertCommand? {
        // The contexts in the order they are asked, without gathering them into an array:
        // that was an allocation on every key.
        func command(in context: Context) -> AlertCommand? {
            for entry in shortcuts[context.rawValue] {
                switch entry.trigger {
                case .key(let trigger) where trigger == key: return entry.command
                case .anyCharacter:
                    if case .character = key { return entry.command }
                    if case .paste = key { return entry.command }
                default: continue
                }
            }
            return nil
        }
        if let found = command(in: focused) { return found }
        if focused == .inTextArea, let found = command(in: .inField) { return found }
        // A file picker is a list with a few keys of its own.
        if focused == .onPicker, let found = command(in: .onList) { return found }
        if messageScrolls {
            if let found = command(in: .longMessage) { return found }
            if focused == .onButton, let found = command(in: .longMessageOnButton) { return found }
        }
        return command(in: .anywhere)
    }

    /// The table's shortcuts by context, in table order: a key is looked up among its
    /// context's few, not the whole table (typing 30,000 keys spent a tenth of its time here).
    /// Indexed by the context's raw value, not hashed: start-up rule 4.
    private static let shortcuts: [[Shortcut]] = Context.allCases.map { context in
        all.filter { $0.context == context }.flatMap(\.triggers)
    }
}

extension Key {
    /// An arrow key's arrow, for the line of keys.
    var arrow: String? {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        default: nil
        }
    }

    /// The key as the line of keys names it in `words`: as ``name`` does, Escape shortened to
    /// Esc; a key without a word of its own (a letter) as itself.
    func hintName(in words: Words) -> String {
        switch self {
        case .enter: words(.keyEnter)
        case .character(" "): words(.keySpace)
        case .tab: words(.keyTab)
        case .escape: words(.keyEscape)
        case .up: words(.keyUp)
        case .down: words(.keyDown)
        case .left: words(.keyLeft)
        case .right: words(.keyRight)
        case .control(let letter): words(.keyControl, letter.uppercased())
        default: name
        }
    }

    /// The key as a person names it: "Left", "Shift-Tab", "Ctrl-A", "Alt-Backspace".
    var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Insert"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Escape"
        case .backspace: "Backspace"
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .character(" "): "Space"
        case .character(let scalar): String(scalar)
        case .alt(let key): "Alt-" + key.name
        case .paste: "a paste"
        case .mouse: "the mouse"
        case .report: "a terminal's answer"
        case .unknown: "an unknown key"
        }
    }
}
