/// What a kind of input (the choice list, the fields, the checkboxes) says about itself to the
/// alert that holds it: where the focus can stop in it, whether it takes the focus when the
/// alert opens, whether it lets a button take the answer, and what it answers. ``AlertState``
/// walks its inputs in the order given (``InputOrder``) through this, so Tab, the first
/// focus, a refused answer and the answer itself follow the parts, not a list of kinds.
protocol InputPart {
    /// Which kind of input it is: its place in ``InputOrder`` and in ``Focus/input(_:_:)``.
    static var kind: InputOrder.Kind { get }
    /// How many places the focus can stop in it: none when it takes no focus.
    var focusStops: Int { get }
    /// Whether it takes the focus when the alert opens, if it is the first input that can.
    var takesFocusAtStart: Bool { get }
    /// The stop the focus takes when it comes into the part at `stop` from outside it (from a
    /// button, or as the alert opens).
    func entryStop(for stop: Int) -> Int
    /// Whether a button other than cancel may take the answer; if not, the stop that must take
    /// the focus, with what is missing or wrong shown there.
    mutating func refusal() -> Int?
    /// What it answers, in its own order.
    var answers: [InputAnswer] { get }
    /// Where the key table looks while one of its stops has the focus.
    var keyContext: KeyBindings.Context { get }
    /// Takes `key` while its stop `stop` has the focus: `command` is what the key table made of
    /// it, `nil` for a key the table does not name (typed text).
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply
    /// Escape: takes back what the person did in it for the moment (a list's filter) before
    /// Escape cancels the alert; whether there was anything.
    mutating func takeBack(_ context: InputContext) -> Bool
}

extension InputPart {
    func takeBack(_ context: InputContext) -> Bool { false }
    func entryStop(for stop: Int) -> Int { stop }

    /// The focus at its stop `index`, which is below ``focusStops``.
    func focus(at index: Int) -> Focus { .input(Self.kind, index) }

    /// Its stop that `focus` is; `nil` when `focus` is elsewhere.
    func stop(of focus: Focus) -> Int? {
        guard case .input(Self.kind, let index) = focus, index < focusStops else { return nil }
        return index
    }
}

/// What an input needs to know to take a key.
struct InputContext {
    /// Where everything is drawn now.
    let layout: AlertLayout
    /// Seconds since the alert appeared.
    let elapsed: Double
}

/// What an input made of a key.
enum InputReply: Equatable {
    /// Not its key: the alert's (a button, the message, Escape).
    case ignored
    /// Taken.
    case handled
    /// Taken, and the focus moves on by this many stops (a list's Down on its last item).
    case moveFocus(by: Int)
    /// Taken: the default button takes the answer (Enter in the last field, or on a list).
    case chooseDefaultButton

    /// Enter at `stop` of a part's `stops`, as fields and dates take it: on to the next stop,
    /// and from the last one the default button.
    static func onward(from stop: Int, of stops: Int) -> InputReply {
        stop + 1 < stops ? .moveFocus(by: 1) : .chooseDefaultButton
    }
}

/// An alert without a list: no stops, nothing to refuse, no answer.
extension Optional: InputPart where Wrapped: InputPart {
    static var kind: InputOrder.Kind { Wrapped.kind }
    var focusStops: Int { self?.focusStops ?? 0 }
    var takesFocusAtStart: Bool { self?.takesFocusAtStart ?? false }
    func entryStop(for stop: Int) -> Int { self?.entryStop(for: stop) ?? stop }
    mutating func refusal() -> Int? { self?.refusal() }
    var answers: [InputAnswer] { self?.answers ?? [] }
    var keyContext: KeyBindings.Context { self?.keyContext ?? .anywhere }
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        self?.take(key, command: command, at: stop, context) ?? .ignored
    }
    mutating func takeBack(_ context: InputContext) -> Bool { self?.takeBack(context) ?? false }
}

/// Something done to each input in turn, in the order shown.
protocol InputVisitor {
    mutating func visit<Part: InputPart>(_ part: inout Part)
}

/// Where the focus stops, counted over the inputs in the order shown: the position of a focus,
/// or the focus at a position. Counted, not listed: an array of the stops built for every Tab
/// was most of that key's work.
struct FocusStopFinder: InputVisitor {
    /// The focus looked for, whose position is found.
    var focus: Focus?
    /// The position looked for, whose focus is found.
    var position: Int?
    /// The stops of the inputs visited so far.
    private(set) var stops = 0
    /// What was found: the focus's position, or the position's focus.
    private(set) var foundPosition: Int?
    private(set) var foundFocus: Focus?

    mutating func visit<Part: InputPart>(_ part: inout Part) {
        if let focus, foundPosition == nil, let stop = part.stop(of: focus) { foundPosition = stops + stop }
        if let position, foundFocus == nil, position >= stops, position < stops + part.focusStops {
            foundFocus = part.focus(at: position - stops)
        }
        stops += part.focusStops
    }
}

/// The first input that takes the focus when the alert opens.
struct FirstFocus: InputVisitor {
    private(set) var focus: Focus?
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        if focus == nil, part.takesFocusAtStart, part.focusStops > 0 { focus = part.focus(at: part.entryStop(for: 0)) }
    }
}

/// The focus an input takes when the focus comes into it from a button (``InputPart/entryStop(for:)``).
struct EntryFocus: InputVisitor {
    /// The stop the focus comes to; then the one it takes.
    var focus: Focus
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        if let stop = part.stop(of: focus) { focus = part.focus(at: part.entryStop(for: stop)) }
    }
}

/// The first input that refuses to let a button take the answer, and where the focus goes.
struct FirstRefusal: InputVisitor {
    private(set) var focus: Focus?
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        guard focus == nil, let stop = part.refusal() else { return }
        focus = part.focus(at: stop)
    }
}

/// Every input's answer, in the order shown.
struct CollectAnswers: InputVisitor {
    private(set) var answers: [InputAnswer] = []
    mutating func visit<Part: InputPart>(_ part: inout Part) { answers += part.answers }
}

/// Finds the input that has the focus: where the key table looks for a key.
struct FocusedKeyContext: InputVisitor {
    let focus: Focus
    private(set) var context: KeyBindings.Context?
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        if context == nil, part.stop(of: focus) != nil { context = part.keyContext }
    }
}

/// Hands a key to the input that has the focus.
struct KeyToFocusedInput: InputVisitor {
    let focus: Focus
    let key: Key
    let command: AlertCommand?
    let context: InputContext
    private(set) var reply = InputReply.ignored
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        guard reply == .ignored, let stop = part.stop(of: focus) else { return }
        reply = part.take(key, command: command, at: stop, context)
    }
}

/// Escape: the first input with something to take back takes it back.
struct TakeBack: InputVisitor {
    let context: InputContext
    private(set) var tookBack = false
    mutating func visit<Part: InputPart>(_ part: inout Part) {
        if !tookBack { tookBack = part.takeBack(context) }
    }
}
