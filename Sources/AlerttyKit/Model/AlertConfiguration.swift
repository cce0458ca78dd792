/// Everything that describes one alert: its text, its buttons and how it behaves.
///
/// A Swift program can build one directly and render it with ``AlertView``;
/// the command line builds one with ``CommandLineParser``.
public struct AlertConfiguration: Equatable, Sendable {
    /// Where the alert is drawn.
    public enum Presentation: Equatable, Sendable {
        /// Centred on the alternate screen, hiding what is behind it.
        case overlay
        /// In place below the cursor; erased again on exit.
        case inline
        /// Plain lines with no escape sequences, for screen readers and dumb terminals (``PlainConversation``).
        case plain
    }

    /// The largest number of buttons: their exit statuses must stay below 64 (usage error).
    public static let maximumButtonCount = 62

    /// Shown bold and centred at the top; `nil` for none.
    public var title: String?
    /// Shown below the title; newlines start new lines; `nil` for none.
    public var message: String?
    /// The program's name or the step it is at, shown in the box's top border; `nil` for none.
    package var backtitle: String?
    /// The buttons in the order given, each with its exit status (numbered here, so set only in
    /// the module: `--markup` cleans their labels).
    public internal(set) var buttons: [AlertButton]
    /// Text fields, in order, between the message (and list) and the buttons.
    public var fields: [AlertField]
    /// A list of items to choose from, under the message; `nil` for none.
    public var choices: ChoiceList? {
        get { choiceLists.first }
        set {
            choiceLists.removeAll()
            if let newValue { choiceLists.append(newValue) }
        }
    }
    /// The list, kept as none or one, as ``pathPickers`` is: grown by dialog's list boxes, an
    /// optional `ChoiceList` stored and copied with every configuration built its type at run
    /// time on the way to every first frame (start-up rule 5: 33,000 instructions).
    package private(set) var choiceLists: [ChoiceList] = []
    /// Checkboxes, in order, under the fields.
    public var checkboxes: [AlertCheckbox] = []
    /// Text areas of several lines, in order: each configured as a field (label, value,
    /// required, length and rules); ``AlertField/kind`` is always ``AlertField/Kind/text``.
    public var textAreas: [AlertField] = []
    /// A file or folder to choose (``PathPicker``); `nil` for none.
    public var pathPicker: PathPicker? {
        get { pathPickers.first }
        set {
            pathPickers.removeAll()
            if let newValue { pathPickers.append(newValue) }
        }
    }
    /// The picker, kept as none or one: whether there is one is read on the way to every first
    /// frame, and reading an optional `PathPicker` there copied it through value witnesses that
    /// built its type at run time (start-up rule 5: 40,000 instructions for a yes/no alert).
    package private(set) var pathPickers: [PathPicker] = []
    /// Dates and times (`--date`, `--time`), in order.
    public var dates: [AlertDate] = []
    /// Today, the time now and the first weekday, for the dates and times; the presenter gives
    /// them when they are not set.
    public var calendar = AlertCalendar()
    /// A file or standard input to page through (`--pager`, `--follow`); `nil` for none.
    public var pager: PagerSource? {
        get { pagers.first }
        set {
            pagers.removeAll()
            if let newValue { pagers.append(newValue) }
        }
    }
    /// The pager, kept as none or one, as ``pathPickers`` is and for the same reason.
    package private(set) var pagers: [PagerSource] = []
    /// The order the list, the fields and the checkboxes are shown, focused and answered in:
    /// the command line's argument order (``InputOrder``).
    public var inputOrder = InputOrder()
    /// Seconds until the alert gives up with ``ExitStatus/timedOut``; `nil` waits forever.
    public var timeout: Double?
    /// Whether a key press restarts the timeout's countdown.
    public var timeoutResetsOnKey = false
    /// The button chosen when the timeout runs out (`--timeout-answer`), instead of
    /// ``Outcome/timedOut``; `nil` times out.
    public var timeoutAnswer: Int?
    /// The countdown drawn as a bar that empties from this many seconds to 0, the seconds in
    /// its middle, with the timeout a second longer so that 0 shows for its last second
    /// (dialog's `--pause`); `nil` says the countdown in words.
    package var countdownBar: Int?
    /// The labels as `--markup` draws them; none without it.
    package var markedLabels = MarkedLabels()
    /// Overlay or inline.
    public var presentation: Presentation
    /// Icon, border, width, alignment, theme and backdrop.
    public var appearance = Appearance()
    /// The language of alertty's own words on the screen (its default buttons, hints, counts
    /// and prompts); the caller's labels are shown as given, and answers stay English.
    public var language = Language.english
    /// alertty's own words in ``language``, for the parts to draw.
    package var words: Words { Words(language) }
    /// Whether the alert takes mouse clicks and the wheel (`--no-mouse` leaves the mouse to the terminal).
    public var usesMouse = true
    /// Whether the mouse is turned on: an overlay that did not say `--no-mouse`. An inline
    /// alert does not know its screen row, so it takes no mouse.
    package var takesMouse: Bool { usesMouse && presentation == .overlay }
    /// Whether a click outside the box acts as Escape, as a tap outside an iOS alert can.
    public var dismissesOnOutsideClick = false
    /// Whether Escape dismisses the alert (``Outcome/dismissed``) even when it has a cancel
    /// button, so that a script can tell Escape (255) from the cancel button (1).
    package var escapeDismisses = false
    /// The list and the default button are focused together (the arrows move in the list,
    /// Enter presses the button), so Tab from the list goes on to the button after the default
    /// one. `false` (alertty's own order): Tab goes to the default.
    package var tabFromListPassesDefaultButton = false
    /// The text has the focus when the box opens (Enter and Space do nothing, the arrows
    /// scroll it) until Tab moves on.
    package var textTakesFocusFirst = false
    /// The screen is left blank at exit instead of as it was (dialog's `--clear`).
    package var clearsScreenOnExit = false
    /// A line saying the question and its answer is left where the alert was (``SummaryLine``).
    package var keepsSummary = false
    /// What the arrows and letters do on a focused button: alertty's way, or a tool's.
    package var buttonKeys = ButtonKeys.alertty
    /// How the fields sit and how the keys move through them: alertty's stack, or a form.
    package var fieldsArrangement = FieldsArrangement()
    /// A progress bar, spinner and output (`--progress`, `--run`); none for an ordinary alert.
    public var progress = ProgressOptions()
    /// The button focused when the alert opens, instead of ``initialFocus``'s rule
    /// (`--defaultno` focuses No); `nil` keeps the rule.
    public var focusedButtonAtStart: Int?
    /// The button Enter in a field or on a list chooses, instead of the `default` one (dialog's
    /// `--default-button`: Enter on a menu then presses that button); `nil` keeps the rule.
    package var enterChooses: Int?

    /// Creates a configuration and numbers the buttons' exit statuses.
    ///
    /// Non-cancel buttons get 0, 2, 3, … in order and the cancel button 1, so the
    /// cancel button never exits 0 whatever order the buttons come in. An empty
    /// `buttons` means a single OK button, or with a list OK and Cancel (and a radio list
    /// becomes an action sheet).
    public init(
        title: String? = nil,
        message: String? = nil,
        buttons: [(label: String, style: ButtonStyle)] = [],
        fields: [AlertField] = [],
        choices: ChoiceList? = nil,
        checkboxes: [AlertCheckbox] = [],
        timeout: Double? = nil,
        presentation: Presentation = .overlay
    ) {
        self.init(
            title: title, message: message,
            styledButtons: buttons.map { AlertButton(label: $0.label, style: $0.style) }, fields: fields,
            choices: choices, checkboxes: checkboxes, timeout: timeout, presentation: presentation)
    }

    /// The same, for callers that build the buttons as ``AlertButton``s (their exit statuses
    /// are numbered here). The parsers do, not arrays of label-and-style tuples: start-up rule 3.
    package init(
        title: String? = nil, message: String? = nil, styledButtons buttons: [AlertButton], fields: [AlertField] = [],
        choices: ChoiceList? = nil, checkboxes: [AlertCheckbox] = [], timeout: Double? = nil,
        presentation: Presentation = .overlay
    ) {
        self.title = title
        self.message = message
        self.fields = fields
        self.checkboxes = checkboxes
        self.timeout = timeout
        self.presentation = presentation
        // A list without buttons of its own gets OK and Cancel; a radio list then answers with
        // the item picked (an action sheet).
        if var list = choices {
            if buttons.isEmpty, !list.allowsMultiple { list.isActionSheet = true }
            choiceLists = [list]
        }
        var given = buttons
        if given.isEmpty {
            given =
                choiceLists.isEmpty
                ? [AlertButton(.ok)]
                : [AlertButton(.ok, style: .default), AlertButton(.cancel, style: .cancel)]
        }
        var nextStatus: Int32 = ExitStatus.firstButton
        self.buttons = given.map { button in
            var numbered = button
            if button.style == .cancel {
                numbered.exitStatus = ExitStatus.cancel
            } else {
                numbered.exitStatus = nextStatus
                nextStatus = nextStatus == ExitStatus.firstButton ? 2 : nextStatus + 1
            }
            return numbered
        }
    }

    /// The list, the fields and the checkboxes, each once, in the order shown, focused and
    /// answered (``inputOrder``).
    package var inputs: [AlertInput] {
        var inputs: [AlertInput] = []
        let order = shownInputOrder
        for position in 0..<order.places {
            switch order[position] {
            case .choices: if !choiceLists.isEmpty { inputs.append(.choices) }
            case .fields: inputs += fields.indices.map(AlertInput.field)
            case .checkboxes: inputs += checkboxes.indices.map(AlertInput.checkbox)
            case .textAreas: inputs += textAreas.indices.map(AlertInput.textArea)
            case .pathPicker: if !pathPickers.isEmpty { inputs.append(.pathPicker) }
            case .dates: inputs += dates.indices.map(AlertInput.date)
            // Read, not answered: the pager is no input an answer names.
            case .pager: break
            }
        }
        return inputs
    }

    /// The label of `input`; empty for the list, which has none.
    package func label(of input: AlertInput) -> String {
        switch input {
        case .field(let index): fields[index].label
        case .textArea(let index): textAreas[index].label
        case .checkbox(let index): checkboxes[index].label
        case .pathPicker: pathPicker?.label ?? ""
        case .date(let index): dates[index].label
        case .choices: ""
        }
    }

    /// Whether the answer is only which button: no fields, list or checkboxes. Then the
    /// button's label is the answer printed.
    package var asksOnlyForAButton: Bool {
        fields.isEmpty && choiceLists.isEmpty && checkboxes.isEmpty && textAreas.isEmpty && pathPickers.isEmpty
            && dates.isEmpty
    }

    /// Whether the foot of the box names the keys for the focused part (``Appearance/keyHelp``):
    /// never in a dialect's box, which draws the real tool's screen, nor in plain mode.
    package var showsKeyHelp: Bool {
        guard appearance.toolFrame == .alertty, presentation != .plain else { return false }
        switch appearance.keyHelp {
        case .always: return true
        case .never: return false
        case .auto: return !asksOnlyForAButton || pager != nil
        }
    }

    /// Whether the alert asks for a secret (a `--secure` field): its memory is then kept out of
    /// core dumps, and its value off a terminal's screen.
    package var holdsSecret: Bool { fields.contains { $0.kind == .secure } }

    /// The index of the cancel button, if there is one.
    package var cancelIndex: Int? { buttons.firstIndex { $0.style == .cancel } }

    /// The button Enter in the last field chooses: ``enterChooses``, else the `default` one, else
    /// the first that is not cancel.
    package var defaultButtonIndex: Int {
        enterChooses.flatMap { buttons.indices.contains($0) ? $0 : nil } ?? buttons.firstIndex { $0.style == .default }
            ?? buttons.firstIndex { $0.style != .cancel } ?? 0
    }

    /// The button focused when the alert opens (unless a field takes the focus first).
    ///
    /// The `default` button; else the first `regular` one; else the cancel button;
    /// else the first button. A destructive button is focused only when every
    /// button is destructive.
    package var initialFocus: Int {
        focusedButtonAtStart.flatMap { buttons.indices.contains($0) ? $0 : nil }
            ?? buttons.firstIndex { $0.style == .default }
            ?? buttons.firstIndex { $0.style == .regular }
            ?? cancelIndex
            ?? 0
    }
}

/// What one input of an alert answers, as every writer of an answer reads it (the lines,
/// `--json`, `--shell`, a recording, the audit log). Each part says its own
/// (``AlertState/answers``); a writer knows the three shapes an answer takes, not the parts.
package struct InputAnswer: Equatable, Sendable {
    /// What the input answered.
    package enum Value: Equatable, Sendable {
        /// Text, such as a field's; `isSecret` for text never to be shown (a `--secure` field).
        case text(String, isSecret: Bool)
        /// On or off, such as a checkbox.
        case checked(Bool)
        /// Items chosen from a list, as the answer names them (each one's value, else its label).
        case chosen([String])
    }

    /// The input.
    package var input: AlertInput
    /// Its label; empty for the list, which has none.
    package var label: String
    /// What it answered.
    package var value: Value
}

/// The labels of buttons, fields and checkboxes as `--markup` draws them, with their
/// ``StyleMark``s; empty without it. The labels themselves stay clean, as answers print them
/// and keys and `--answer` match them: a button drawn **Delete** answers `Delete`.
package struct MarkedLabels: Equatable, Sendable {
    /// Each button's, in order, or none.
    package var buttons: [String] = []
    /// Each field's, in order, or none.
    package var fields: [String] = []
    /// Each checkbox's, in order, or none.
    package var checkboxes: [String] = []

    /// None: every label is drawn as it is.
    package init() {}

    /// The label at `index` of `marked` to draw, else `label`, as the part sanitises it (the
    /// marks kept only where `--markup` made them).
    static func shown(_ marked: [String], _ index: Int, else label: String) -> String {
        guard marked.indices.contains(index) else { return Sanitizer.displayable(label, keepNewlines: false) }
        return Sanitizer.displayable(marked[index], keepNewlines: false, keepingStyleMarks: true)
    }
}

/// What the arrows and letters do while a button has the focus, as each tool does it (measured).
package enum ButtonKeys: Equatable, Sendable {
    /// The arrows move round the buttons and the parts; a letter focuses the next button
    /// starting with it.
    case alertty
    /// dialog's: a letter chooses the button starting with it, or jumps in the list if there is one;
    /// Up and Down do nothing on a box of buttons alone (a yes/no box).
    case dialog
    /// whiptail's: the arrows stop at the first and last button; letters do nothing.
    case whiptail
}
