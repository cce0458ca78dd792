/// Something that happens to a showing alert.
public enum AlertEvent: Equatable, Sendable {
    /// A key was pressed (or text pasted).
    case key(Key)
    /// Time passed: seconds since the alert appeared. The only clock the core sees.
    case tick(elapsed: Double)
    /// The terminal is now this size (also after a resume: the size may have changed meanwhile).
    case resize(TerminalSize)
    /// The work a progress alert follows moved on.
    case progress(ProgressUpdate)
    /// The pager's presenter read what it asked for, or the file changed.
    case pager(PagerView)
}

/// What the run loop must do after an event.
public enum Effect: Equatable, Sendable {
    /// Keep showing (redrawing if the state changed).
    case none
    /// Close the alert with this outcome.
    case finish(Outcome)
}

/// How much of an alert's frame the events since it was last drawn have changed: all a
/// display that drew it then has to draw again.
package enum FrameChange: Comparable, Sendable {
    /// Nothing drawn changed (a key that does nothing here, time that shows nowhere).
    case nothing
    /// Only which button has the focus: the buttons alone are drawn again, not the frame.
    case buttonFocus
    /// Anything else: the whole frame.
    case everything
}

/// Counts of a state's changes to what is drawn, which only grow: whoever draws a state keeps
/// the revision it drew (``Display`` does) and asks later what changed since, so no call order
/// between drawing and the state has to be kept.
package struct Revision: Equatable, Sendable {
    /// Changes that need the whole frame drawn again.
    var frame = 0
    /// Moves of the focus between two buttons, which need only the buttons drawn again.
    var buttonFocus = 0

    /// What changed from `drawn` (a revision of the same state, drawn earlier) to this one;
    /// everything when nothing was drawn.
    package func change(since drawn: Revision?) -> FrameChange {
        guard let drawn, drawn.frame == frame else { return .everything }
        return drawn.buttonFocus == buttonFocus ? .nothing : .buttonFocus
    }
}

/// What has the keyboard focus.
package enum Focus: Equatable, Sendable {
    /// An input's stop: a kind of input, and which of its stops (a field, a checkbox; the
    /// list has one). The input takes the keys (``InputPart``).
    case input(InputOrder.Kind, Int)
    /// The button at this index: Enter or Space chooses it.
    case button(Int)

    /// The choice list: arrows move through its items.
    package static var list: Focus { .input(.choices, 0) }
    /// The field at `index`: keys edit its text.
    package static func field(_ index: Int) -> Focus { .input(.fields, index) }
    /// The checkbox at `index`: Space turns it on or off.
    package static func checkbox(_ index: Int) -> Focus { .input(.checkboxes, index) }
}

/// The changing part of a showing alert; `handle(_:)` is the whole dialog logic, free of I/O.
public struct AlertState: Equatable, Sendable {
    /// What the alert shows; a progress alert's message changes as the work says.
    public private(set) var configuration: AlertConfiguration
    /// What has the focus.
    package private(set) var focus: Focus
    /// The text has the focus (``AlertConfiguration/textTakesFocusFirst``), before ``focus``.
    package private(set) var textHasFocus = false
    /// The inputs: the list, the fields and the checkboxes (``InputParts``).
    package private(set) var inputs: InputParts
    /// The choice list, if the alert has one: cursor, chosen items, scroll.
    package var list: ChoiceListPart? { inputs.list }
    /// The fields: their text, and which are flagged or refused.
    package var fields: FieldsPart { inputs.fields }
    /// The checkboxes, on or off.
    public var checkboxes: CheckboxesPart { inputs.checkboxes }
    /// The text areas: their text, cursor and scroll.
    package var textAreas: TextAreaPart { inputs.textAreas }
    /// The dates and times: their values and what is typed.
    package var dates: DatePart { inputs.dates }
    /// The pager, if the alert has one.
    package var pager: PagerPart? { inputs.pager }
    /// How far the work a progress alert follows has got.
    package private(set) var progress = ProgressState()
    /// Whether the timeout answered the alert with ``AlertConfiguration/timeoutAnswer``.
    package private(set) var answeredByTimeout = false
    /// Seconds since the alert appeared, as of the latest tick.
    package private(set) var elapsed: Double = 0
    /// When the countdown (re)started, in ``elapsed`` seconds.
    private var countdownStart: Double = 0
    /// A key arrived since the last tick: with `--timeout-reset` the countdown restarts at the next tick.
    private var keyPressedSinceTick = false
    /// How far the message is scrolled, clamped to its ends by the layout.
    package private(set) var messageScroll = MessageScroll.top
    /// The terminal's size, as of the latest ``AlertEvent/resize(_:)``.
    package private(set) var size: TerminalSize
    /// Where everything goes for the current size, focus and scroll: what the view draws and
    /// what the mouse is over.
    package private(set) var layout: AlertLayout
    /// The message, prepared once: a long one is wrapped only where it is shown.
    private var message: MessageText
    /// The layout before ``layout``: moving between two buttons and back, the commonest keys,
    /// then costs no layout at all.
    private var earlierLayout: AlertLayout?
    /// Where the mouse button went down, so a click counts only when released on the same thing.
    private var pressedOn: AlertLayout.Target?
    /// What the events so far changed of the frame, counted (``Revision/change(since:)``).
    /// Found by the events themselves, not by comparing frames: moving the focus between
    /// buttons, the commonest key, then redraws one row instead of the whole alert.
    package private(set) var revision = Revision()

    /// The size an alert is laid out for until the terminal says otherwise.
    public static let assumedSize = TerminalSize(columns: 80, rows: 24)

    /// Lines the mouse wheel scrolls a long message by.
    static let wheelLines = 3

    /// SIGINT's number, which Ctrl-C stands for when it arrives as a key rather than a signal.
    static let interruptSignal: Int32 = 2

    /// The state of an alert that has just appeared on a terminal of `size`: the list or the
    /// first field has the focus, whichever was given first; else the initial button.
    public init(configuration: AlertConfiguration, size: TerminalSize = AlertState.assumedSize) {
        self.configuration = configuration
        self.inputs = InputParts(configuration)
        textHasFocus = configuration.textTakesFocusFirst
        self.size = size
        // The first input that takes the focus has it, in the order given; else a button.
        var first = FirstFocus()
        inputs.visit(&first)
        let focus = first.focus ?? .button(configuration.initialFocus)
        self.focus = focus
        var message = MessageText(
            configuration.message ?? "", keepingStyleMarks: configuration.appearance.drawsStyleMarks)
        self.layout = AlertLayout(
            configuration: configuration, size: size, focus: focus, message: &message, scroll: .top,
            list: inputs.list?.layoutNeeds)
        self.message = message
        revealListCursor()
    }

    /// Item rows of the list in view (without its caption).
    private var listRows: Int { list?.itemRows(in: layout) ?? 0 }

    /// Keeps the list's cursor among the items in view.
    private mutating func revealListCursor() {
        let rows = listRows
        inputs.list?.reveal(rows: rows)
    }

    /// Lays the alert out again if the size, the focus (where the layout follows it) or the
    /// scroll changed, and takes the scroll as the layout clamped it.
    /// - Returns: whether the layout changed (beyond the focus it records).
    @discardableResult
    private mutating func relayout() -> Bool {
        // A layout for another focus still holds when no focus could change it: a focus change
        // (the commonest key) then need not wrap the message again.
        func current(_ layout: AlertLayout) -> Bool {
            layout.size == size && layout.messageScroll == messageScroll
                && (layout.focus == focus || !layout.followsFocus)
        }
        if current(layout) {
            layout.focus = focus
            return false
        }
        if let earlier = earlierLayout, current(earlier) {
            earlierLayout = layout
            layout = earlier
            layout.focus = focus
            revealListCursor()
            return true
        }
        earlierLayout = layout
        layOut()
        return true
    }

    /// Lays the alert out afresh for the current size, focus, scroll and message, and takes the
    /// scroll as the layout clamped it.
    private mutating func layOut() {
        layout = AlertLayout(
            configuration: configuration, size: size, focus: focus, message: &message, scroll: messageScroll,
            list: list?.layoutNeeds)
        messageScroll = layout.messageScroll
        revealListCursor()
    }

    /// Lines a page scroll moves; 0 while the whole message is in view (then Up and Down move the focus).
    private var messagePage: Int { layout.messagePage }

    /// The focused button, if a button has the focus.
    package var focusedButton: Int? {
        if case .button(let index) = focus { return index }
        return nil
    }

    /// Seconds until `--timeout` runs out, as of the latest tick; `nil` without a timeout.
    private var remainingTime: Double? {
        configuration.timeout.map { $0 - (elapsed - countdownStart) }
    }

    /// The whole seconds left, as the countdown shows them (9.2 s left shows as 10).
    package var secondsLeft: Int? {
        remainingTime.map(AlertConfiguration.wholeSeconds)
    }

    /// The ``elapsed`` time at which ``secondsLeft`` next changes (or the timeout ends):
    /// when the run loop must wake to redraw the countdown.
    package var nextCountdownChange: Double? {
        guard let remaining = remainingTime else { return nil }
        let toNextWholeSecond = remaining - (remaining.rounded(.up) - 1)
        return elapsed + min(remaining, toNextWholeSecond)
    }

    /// How often a progress alert's drawing changes with time alone: the animation's frames
    /// where something moves (a stripe, a spinner), else the clock's seconds; `nil` for other alerts.
    private var progressTicksPerSecond: Double? {
        guard configuration.progress.isShown else { return nil }
        let animates =
            !configuration.appearance.reducesMotion && (progress.percent == nil || !configuration.progress.showsBar)
        return animates ? ProgressLook.framesPerSecond : 1
    }

    /// What a progress alert shows of the time, counted: a change means a redraw; 0 for other alerts.
    private var progressClock: Int {
        progressTicksPerSecond.map { Int(elapsed * $0) } ?? 0
    }

    /// The ``elapsed`` time at which a progress alert's clock or animation next changes: when
    /// the run loop must wake to redraw it; `nil` for other alerts.
    package var nextProgressChange: Double? {
        progressTicksPerSecond.map { Double(progressClock + 1) / $0 }
    }

    /// Takes news from the work: a new message is wrapped and laid out again.
    private mutating func take(_ update: ProgressUpdate) {
        if progress.take(update, at: elapsed) { revision.frame &+= 1 }
        guard let text = update.text, text != configuration.message else { return }
        configuration.message = text
        message = MessageText(text, keepingStyleMarks: configuration.appearance.drawsStyleMarks)
        // Neither layout holds for the new text.
        earlierLayout = nil
        layOut()
        revision.frame &+= 1
    }

    /// Marks the work as being stopped (a cancel or a timeout): the status row says so while
    /// the work winds down.
    package mutating func noteStopping() {
        progress.stopping = true
        revision.frame &+= 1
    }

    /// Notes whether the command the alert runs is stopped: the status row says so while it is.
    package mutating func noteCommandStopped(_ stopped: Bool) {
        guard progress.commandStopped != stopped else { return }
        progress.commandStopped = stopped
        revision.frame &+= 1
    }

    /// The fields' current values, in order, as the answer gives them (an `--integer` field's
    /// in canonical decimal): every writer and check reads them here.
    public var values: [String] { fields.values }

    /// The text areas' texts, in order, their lines joined by `\n`.
    public var texts: [String] { textAreas.values }

    /// Applies one event and says what the loop must do next.
    public mutating func handle(_ event: AlertEvent) -> Effect {
        switch event {
        case .tick(let elapsed):
            let shown = secondsLeft
            let shownProgress = progressClock
            defer { if secondsLeft != shown || progressClock != shownProgress { revision.frame &+= 1 } }
            return tick(elapsed)
        case .progress(let update):
            take(update)
        case .pager(let view):
            inputs.pager?.show(view)
            revision.frame &+= 1
        case .resize(let newSize):
            size = newSize
            revision.frame &+= 1
            relayout()
        case .key(let key):
            keyPressedSinceTick = true
            let before = focus
            let effect: Effect
            // Whether the key can have changed nothing but the focus.
            var movesFocusAtMost = false
            if case .mouse(let action, let column, let row) = key {
                // A report the alert did not ask for (a stray one, or under --no-mouse) does nothing.
                guard configuration.takesMouse else { return .none }
                effect = handlePointer(action, on: layout.target(column: column, row: row))
            } else if textHasFocus, let onText = handleOnText(key) {
                effect = onText
            } else if inputs.list?.renaming != nil, inputs.list?.edit(key) == true {
                // An item renamed in place takes the typing, the Rename button keeping the focus.
                effect = .none
            } else {
                let command = command(for: key)
                // A progress alert without buttons ends early only by Ctrl-C: work is not
                // stopped by a stray key.
                if !configuration.progress.hasButtons, command != .interrupt { return .none }
                // An unbound key does nothing outside a field, a text area, a date or the pager's
                // search line, which take typed text.
                movesFocusAtMost = command.map(Self.movesFocusOnly) ?? (!focusTakesTyping && pager?.search == nil)
                effect = handle(key, command: command)
            }
            guard effect == .none, !relayout(), movesFocusAtMost else {
                revision.frame &+= 1
                return effect
            }
            noteFocusChange(from: before)
        }
        return .none
    }

    /// Notes a focus change (from `before`) that changed nothing else: between two buttons only
    /// the buttons are drawn again.
    private mutating func noteFocusChange(from before: Focus) {
        switch (before, focus) {
        case _ where before == focus: break
        case (.button, .button): revision.buttonFocus &+= 1
        default: revision.frame &+= 1
        }
    }

    /// Commands that change the focus and nothing else.
    private static func movesFocusOnly(_ command: AlertCommand) -> Bool {
        switch command {
        case .focusForward, .focusDown, .focusBackward, .focusUp, .previousButton, .nextButton, .focusButtonByLetter:
            true
        default:
            false
        }
    }

    /// Whether the focus is on an input that takes typed text: a field, a text area, or a date or time.
    private var focusTakesTyping: Bool {
        switch focus {
        case .input(.fields, _), .input(.textAreas, _), .input(.dates, _): true
        default: false
        }
    }

    /// What `key` does where the focus is; `nil` for a key bound to nothing (typed text in a field).
    private mutating func command(for key: Key) -> AlertCommand? {
        KeyBindings.command(for: key, focused: keyContext, messageScrolls: messagePage > 0)
    }

    /// Where the keys go: the focused input's context, else ``KeyBindings/Context/onButton``.
    package var keyContext: KeyBindings.Context {
        guard focusedButton == nil else { return .onButton }
        var finder = FocusedKeyContext(focus: focus)
        // A copy to walk (its arrays shared, not copied): the walk takes its parts inout.
        var parts = inputs
        parts.visit(&finder)
        return finder.context ?? .onButton
    }

    /// Time passing: the countdown, and its restart after a key with `--timeout-reset`.
    private mutating func tick(_ elapsed: Double) -> Effect {
        self.elapsed = elapsed
        if keyPressedSinceTick, configuration.timeoutResetsOnKey { countdownStart = elapsed }
        keyPressedSinceTick = false
        if let remaining = remainingTime, remaining <= 0 { return .finish(expire()) }
        return .none
    }

    /// How the alert ends when its time runs out: with the `--timeout-answer` button (and what
    /// the list, fields and checkboxes hold), unless a rule keeps that button from being
    /// chosen; otherwise ``Outcome/timedOut``.
    package mutating func expire() -> Outcome {
        guard let index = configuration.timeoutAnswer, case .finish(let outcome) = choose(index) else {
            return .timedOut
        }
        answeredByTimeout = true
        return outcome
    }

    /// A key while the text has the focus, as whiptail takes it: Tab moves on to the part
    /// that has the focus after it, the arrows and page keys scroll the text, Enter, Space and
    /// the rest do nothing; `nil` for Escape and Ctrl-C, which act as anywhere.
    private mutating func handleOnText(_ key: Key) -> Effect? {
        switch key {
        case .escape, .control("c"): return nil
        case .tab, .backTab: textHasFocus = false
        case .up: messageScroll = messageScroll.moved(by: -1)
        case .down: messageScroll = messageScroll.moved(by: 1)
        case .pageUp: messageScroll = messageScroll.moved(by: -messagePage)
        case .pageDown: messageScroll = messageScroll.moved(by: messagePage)
        default: break
        }
        return Effect.none
    }

    /// The part drawn with the focus: none while the text has it.
    package var shownFocus: Focus? { textHasFocus ? nil : focus }

    /// A click chooses a button on release, and only if it was pressed on that same button;
    /// a press in a field focuses it; the wheel scrolls a long message; with
    /// `--dismiss-on-outside-click` a click on the backdrop acts as Escape.
    private mutating func handlePointer(_ action: MouseAction, on target: AlertLayout.Target) -> Effect {
        switch action {
        case .press:
            pressedOn = target
            switch target {
            case .button(let index): focus = .button(index)
            case .field(let index) where !configuration.fields[index].isReadOnly:
                focus = .field(index)
                inputs.fields.notePointed(at: index)
            case .checkbox(let index): focus = .checkbox(index)
            case .textArea(let index): focus = .input(.textAreas, index)
            case .date(let index, _): focus = .input(.dates, inputs.dates.stop(clicking: index))
            case .listRow(let row):
                if let item = list?.item(onRow: row) {
                    focus = .list
                    let rows = listRows
                    inputs.list?.point(at: item, rows: rows)
                }
            case .field, .box, .outside: break
            }
        case .release:
            defer { pressedOn = nil }
            guard pressedOn == target else { return .none }
            switch target {
            case .button(let index): return choose(index)
            case .checkbox(let index): inputs.checkboxes.toggle(index)
            case .date(let index, let cell): inputs.dates.pick(index, cell: cell)
            case .listRow(let row):
                guard let item = list?.item(onRow: row) else { break }
                inputs.list?.toggle(item)
                // An action sheet answers with the item clicked, as a tap on one does.
                if list?.list.isActionSheet == true { return choose(configuration.defaultButtonIndex) }
            case .outside:
                if configuration.dismissesOnOutsideClick { return handle(.key(.escape)) }
            case .field, .textArea, .box: break
            }
        case .wheelUp, .wheelDown:
            let up = action == .wheelUp
            if case .listRow = target, list != nil {
                // The wheel over a list moves through it, keeping the cursor in view.
                let rows = listRows
                for _ in 0..<Self.wheelLines {
                    _ = inputs.list?.perform(up ? .previousItem : .nextItem, key: .unknown, rows: rows, at: elapsed)
                }
            } else if messagePage > 0 {
                messageScroll = messageScroll.moved(by: up ? -Self.wheelLines : Self.wheelLines)
            }
        case .other:
            break
        }
        return .none
    }

    /// A key does what ``KeyBindings`` says where the focus is; in a field, a key the table
    /// does not name is typed (a printable character, or a paste).
    private mutating func handle(_ key: Key, command: AlertCommand?) -> Effect {
        if focusedButton == nil {
            var input = KeyToFocusedInput(focus: focus, key: key, command: command, context: inputContext)
            visitInputs(&input)
            switch input.reply {
            case .ignored: break
            case .handled: return .none
            case .moveFocus(let step):
                moveFocus(by: step)
                return .none
            case .chooseDefaultButton: return choose(configuration.defaultButtonIndex)
            }
        }
        guard let command else { return .none }
        return perform(command, key: key)
    }

    /// What the inputs need to take a key.
    private var inputContext: InputContext { InputContext(layout: layout, elapsed: elapsed) }

    /// Carries out one command from the key-binding table.
    private mutating func perform(_ command: AlertCommand, key: Key) -> Effect {
        let count = configuration.buttons.count
        if let index = focusedButton, configuration.buttonKeys != .alertty,
            let effect = performAsTool(command, key: key, onButton: index)
        {
            return effect
        }
        // A form's Up and Down on a button move among the buttons, as dialog's do.
        if focusedButton != nil, configuration.fieldsArrangement.isForm, command == .focusUp || command == .focusDown {
            return perform(command == .focusUp ? .previousButton : .nextButton, key: key)
        }
        switch command {
        case .focusForward: moveFocus(by: 1, tab: true)
        case .focusDown: moveFocus(by: 1)
        case .focusBackward, .focusUp: moveFocus(by: -1)
        case .previousButton: if let index = focusedButton { focus = .button((index + count - 1) % count) }
        case .nextButton: if let index = focusedButton { focus = .button((index + 1) % count) }
        case .chooseFocusedButton: if let index = focusedButton { return choose(index) }
        case .focusButtonByLetter:
            if case .character(let scalar) = key { focusNextButton(startingWith: Character(scalar)) }
        case .scrollPageUp: messageScroll = messageScroll.moved(by: -messagePage)
        case .scrollPageDown: messageScroll = messageScroll.moved(by: messagePage)
        case .scrollLineUp: messageScroll = messageScroll.moved(by: -1)
        case .scrollLineDown: messageScroll = messageScroll.moved(by: 1)
        case .scrollToTop: messageScroll = .top
        case .scrollToBottom: messageScroll = .fromBottom(0)
        case .chooseDefaultButton: return choose(configuration.defaultButtonIndex)
        case .cancel:
            // The first Escape takes back what an input holds for the moment; the next one cancels.
            var takeBack = TakeBack(context: inputContext)
            visitInputs(&takeBack)
            if takeBack.tookBack { return .none }
            if configuration.escapeDismisses { return .finish(.dismissed) }
            return .finish(configuration.cancelIndex.map(Outcome.chosen) ?? .dismissed)
        case .interrupt: return .finish(.interrupted(signal: Self.interruptSignal))
        case .nextFieldOrDefaultButton, .previousItem, .nextItem, .itemPageUp, .itemPageDown, .firstItem, .lastItem,
            .toggleItem, .chooseItem, .findItemByLetter, .widenFilter, .toggleCheckbox, .cursorLeft, .cursorRight,
            .cursorToStart, .cursorToEnd, .deleteBackward, .deleteForward, .deleteToStart, .deleteToEnd,
            .deleteWordBackward, .cursorUp, .cursorDown, .cursorPageUp, .cursorPageDown, .insertLineBreak,
            .openFolder, .parentFolder, .toggleHiddenEntries, .toggleWrap, .openSearch, .openSearchBackwards,
            .findNext, .findPrevious:
            // An input's own commands, which the input with the focus took before this.
            break
        }
        return .none
    }

    /// Chooses a button, unless it is not cancel and a required list has nothing chosen or a
    /// required field is empty: then that part takes the focus and is flagged, and the alert
    /// stays open.
    private mutating func choose(_ index: Int) -> Effect {
        // A list's Rename button opens the item for editing first; pressed again, it answers.
        if index == inputs.list?.list.renamingButton, inputs.list?.renaming == nil {
            inputs.list?.beginRenaming()
            return .none
        }
        if configuration.buttons[index].style != .cancel {
            var refusal = FirstRefusal()
            visitInputs(&refusal)
            if let refused = refusal.focus {
                focus = refused
                relayout()
                revision.frame &+= 1
                return .none
            }
        }
        return .finish(.chosen(index))
    }

    /// Keeps the alert open with `problem` shown under field `field`, which takes the focus: a
    /// rule the value breaks, or what a `--validate` command said of it.
    package mutating func reject(field: Int, because problem: String) {
        inputs.fields.reject(field, because: problem)
        focus = .field(field)
        relayout()
        revision.frame &+= 1
    }

    /// Visits each input in the order shown (``InputOrder``).
    private mutating func visitInputs(_ visitor: inout some InputVisitor) {
        inputs.visit(&visitor)
    }

    /// Moves through the parts, wrapping: Tab, Shift-Tab, and Up/Down outside a row of buttons.
    ///
    /// Forward from the last field (or list, or checkbox) into the buttons lands on the default
    /// button, as in dialog and whiptail: name, Tab, password, Tab, Enter signs in, where the
    /// first button would be Cancel.
    private mutating func moveFocus(by step: Int, tab: Bool = false) {
        // Where the focus is among the inputs' stops and then the buttons', and where it goes.
        var finder = FocusStopFinder(focus: focus)
        visitInputs(&finder)
        let count = finder.stops + configuration.buttons.count
        let current = finder.foundPosition ?? focusedButton.map { finder.stops + $0 } ?? 0
        let position = ((current + step) % count + count) % count
        finder = FocusStopFinder(position: position)
        visitInputs(&finder)
        let next = finder.foundFocus ?? .button(position - finder.stops)
        if step > 0, case .button = next, focusedButton == nil {
            let passes = tab && (focus == .list || focusesStepper) && configuration.tabFromListPassesDefaultButton
            let buttons = configuration.buttons.count
            focus = .button((configuration.defaultButtonIndex + (passes ? 1 : 0)) % buttons)
        } else if focusedButton != nil {
            var entry = EntryFocus(focus: next)
            visitInputs(&entry)
            focus = entry.focus
        } else {
            focus = next
        }
        // A list whose Tab visits its two columns is entered backwards at its right one.
        if step < 0, focus == .list, inputs.list?.list.tabVisitsColumns == true { inputs.list?.enterBackwards() }
    }

    /// `command` on button `index` as the tool whose keys the configuration takes does it
    /// (``ButtonKeys``); `nil` where the tool does as alertty does.
    private mutating func performAsTool(_ command: AlertCommand, key: Key, onButton index: Int) -> Effect? {
        let last = configuration.buttons.count - 1
        // Whether the box is buttons alone (a yes/no box): walked for Up and Down only.
        var buttonsAlone: Bool {
            var finder = FocusStopFinder(focus: focus)
            visitInputs(&finder)
            return finder.stops == 0
        }
        switch (configuration.buttonKeys, command) {
        case (.dialog, .focusButtonByLetter) where list != nil:
            // A list takes the letters wherever the focus is: more than the focus changes.
            let rows = listRows
            _ = inputs.list?.perform(.findItemByLetter, key: key, rows: rows, at: elapsed)
            revision.frame &+= 1
            return Effect.none
        case (.dialog, .focusButtonByLetter):
            guard case .character(let scalar) = key, let target = button(startingWith: Character(scalar), after: -1)
            else { return Effect.none }
            return choose(target)
        case (.dialog, .focusUp) where buttonsAlone, (.dialog, .focusDown) where buttonsAlone:
            return Effect.none
        case (.whiptail, .focusButtonByLetter):
            return Effect.none
        case (.whiptail, .previousButton),
            (.whiptail, .focusUp) where buttonsAlone || index > 0:
            focus = .button(max(0, index - 1))
            return Effect.none
        case (.whiptail, .nextButton),
            (.whiptail, .focusDown) where index < last || buttonsAlone:
            focus = .button(min(last, index + 1))
            return Effect.none
        default:
            return nil
        }
    }

    /// Whether a field the arrows step through has the focus: it is focused with the default
    /// button, as a list is.
    private var focusesStepper: Bool {
        guard case .input(.fields, let index) = focus else { return false }
        return configuration.fields[index].stepper != nil
    }

    /// Moves the focus to the next button (after the focused one, wrapping) whose label starts with `letter`.
    private mutating func focusNextButton(startingWith letter: Character) {
        if let index = button(startingWith: letter, after: focusedButton ?? -1) { focus = .button(index) }
    }

    /// The first button after `start` (wrapping; −1 for from the first) whose label as shown
    /// starts with `letter`, in any case.
    private func button(startingWith letter: Character, after start: Int) -> Int? {
        let wanted = letter.lowercased()
        let (buttons, words) = (configuration.buttons, configuration.words)
        for step in 1...buttons.count {
            let index = (start + step + buttons.count) % buttons.count
            if buttons[index].title(in: words).first?.lowercased() == wanted { return index }
        }
        return nil
    }

    /// The chosen items' labels, in list order.
    public var chosenItems: [String] {
        guard let list else { return [] }
        return list.chosenIndices.map { list.table?.labelAsRead($0) ?? list.list.items[$0].label }
    }

    /// The chosen items as the answer says them, in list order: each one's `--value`, else its label.
    public var chosenAnswers: [String] {
        guard case .chosen(let answers) = list?.answer.value else { return [] }
        return answers
    }

    /// What each input answers, in the order shown: each part says its own.
    package var answers: [InputAnswer] {
        var collect = CollectAnswers()
        var state = self
        state.visitInputs(&collect)
        return collect.answers
    }

    /// Narrows the list to the items containing `text` (plain mode, where letters typed for the
    /// list find items); an empty `text` shows every item again.
    mutating func filterList(to text: String) {
        inputs.list?.setFilter(text)
        revealListCursor()
        revision.frame &+= 1
    }

    /// Takes a chunk read from the list's input (``ChoiceList/itemFormat``): the items it
    /// completes join the list as it shows. The chunk may end anywhere, mid-item too.
    package mutating func takeItems(_ bytes: UnsafeRawBufferPointer) {
        inputs.list?.takeItems(bytes)
        noteItemsArrived()
    }

    /// The list's input ended: its last item, if it lacked a separator, joins the list.
    package mutating func endItems() {
        inputs.list?.endItems()
        noteItemsArrived()
    }

    /// The items of a list read from a file or pipe; nil for a list of arguments, or none.
    package var itemTable: ItemTable? { inputs.list?.table }

    /// Whether the alert has a list read from a file or pipe whose input has not ended.
    package var isAwaitingItems: Bool { inputs.list?.isAwaitingItems ?? false }

    /// Lays the alert out for the list's new items (it may be wider, or taller) and redraws.
    private mutating func noteItemsArrived() {
        layOut()
        revision.frame &+= 1
    }

    /// Sets the list's choice to exactly `items` (plain mode, answers given in advance).
    package mutating func choose(items: [Int]) {
        inputs.list?.setFilter("")
        inputs.list?.setChosen(items)
        revealListCursor()
        revision.frame &+= 1
    }

    /// Turns a checkbox on or off (plain mode, answers given in advance).
    package mutating func setCheckbox(_ index: Int, to value: Bool) {
        inputs.checkboxes.set(index, to: value)
        revision.frame &+= 1
    }

    /// Sets a date or time to `value` (plain mode, answers given in advance).
    package mutating func setDate(_ index: Int, to value: Int) {
        inputs.dates.set(index, to: value)
        revision.frame &+= 1
    }

    /// Replaces a field's text (plain mode, where a field is answered as a whole line).
    package mutating func replaceField(_ index: Int, with text: String) {
        inputs.fields.replace(index, with: text)
        revision.frame &+= 1
    }

    /// Replaces a text area's text (plain mode, answers given in advance).
    package mutating func replaceTextArea(_ index: Int, with text: String) {
        inputs.textAreas.replace(index, with: text)
        revision.frame &+= 1
    }

    /// Plain mode: notes a line typed for the text area being asked, or starts again (`nil`).
    mutating func notePlainLine(_ line: String?) {
        inputs.textAreas.notePlainLine(line)
    }

    /// Keeps the alert open with `problem` shown under `input` (a field or a text area), which
    /// takes the focus.
    package mutating func reject(_ input: AlertInput, because problem: String) {
        switch input {
        case .field(let index): reject(field: index, because: problem)
        case .textArea(let index): reject(textArea: index, because: problem)
        case .choices, .checkbox, .pathPicker, .date: break
        }
    }

    /// Keeps the alert open with `problem` shown under text area `index`, which takes the
    /// focus: what a `--validate` command said of its text.
    package mutating func reject(textArea index: Int, because problem: String) {
        inputs.textAreas.reject(index, because: problem)
        focus = .input(.textAreas, index)
        relayout()
        revision.frame &+= 1
    }

    /// The paths the file picker answers (``PathPicker``): the one under its cursor, or with
    /// ``PathPicker/allowsMultiple`` those chosen; empty without a picker, or when nothing it
    /// chooses is under the cursor.
    public var chosenPaths: [String] { inputs.picker?.paths ?? [] }

    /// The folder the file picker wants listed, if it wants one: the presenter reads it (before
    /// the first frame, and after each key) and hands the listing to ``take(listing:)``.
    package var wantedFolder: String? { inputs.picker?.wantedFolder }

    /// Takes the listing of ``wantedFolder`` into the file picker.
    package mutating func take(listing: FolderListing) {
        let rows = max(0, (layout.pickerFrame?.height ?? 1) - 1)
        inputs.picker?.take(listing, rows: rows)
        revision.frame &+= 1
    }

    /// Sets the file picker's answer to `paths` (plain mode, answers given in advance).
    package mutating func givePaths(_ paths: [String]) {
        inputs.picker?.give(paths)
        revision.frame &+= 1
    }

    /// Takes back the file picker's paths given, saying why (plain mode asks again).
    package mutating func rejectPaths(because problem: String) {
        inputs.picker?.reject(because: problem)
        revision.frame &+= 1
    }

    /// Asks the pager to read its view again for `rows` text rows (a resize), or as its file
    /// grew; whether it asked (``PagerPart/reread(rows:growing:)``).
    package mutating func rereadPager(growing: Bool) -> Bool {
        inputs.pager?.reread(rows: PagerPart.textRows(in: layout.pagerFrame), growing: growing) ?? false
    }

    /// Overwrites the fields' text once the answer has been handed over, so secrets do not linger.
    package mutating func wipeFields() {
        inputs.fields.wipe()
        inputs.textAreas.wipe()
        revision.frame &+= 1
    }

    /// A C0 or C1 control character, or DEL: never typed into a field.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
