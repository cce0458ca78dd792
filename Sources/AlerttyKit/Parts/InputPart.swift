/// What a kind of input (the choice list, the fields, the checkboxes) says about itself to the
/// alert that holds it: where the focus can stop in it, whether it takes the focus when the
/// alert opens, whether it lets a button take the answer, and what it answers. ``AlertState``
/// walks its inputs in the order given (``InputOrder``) through this, so Tab, the first
/// focus, a refused answer and the answer itself follow the parts, not a list of kinds.
protocol InputPart {
    /// How many places the focus can stop in it: none when it takes no focus.
    var focusStops: Int { get }
    /// Whether it takes the focus when the alert opens, if it is the first input that can.
    var takesFocusAtStart: Bool { get }
    /// The focus at its stop `index`, which is below ``focusStops``.
    func focus(at index: Int) -> Focus
    /// Its stop that `focus` is; `nil` when `focus` is elsewhere.
    func stop(of focus: Focus) -> Int?
    /// Whether a button other than cancel may take the answer; if not, the stop that must take
    /// the focus, with what is missing or wrong shown there.
    mutating func refusal() -> Int?
    /// What it answers, in its own order.
    var answers: [InputAnswer] { get }
}

/// An alert without a list: no stops, nothing to refuse, no answer.
extension Optional: InputPart where Wrapped: InputPart {
    var focusStops: Int { self?.focusStops ?? 0 }
    var takesFocusAtStart: Bool { self?.takesFocusAtStart ?? false }
    func focus(at index: Int) -> Focus { self!.focus(at: index) }
    func stop(of focus: Focus) -> Int? { self?.stop(of: focus) }
    mutating func refusal() -> Int? { self?.refusal() }
    var answers: [InputAnswer] { self?.answers ?? [] }
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
        if focus == nil, part.takesFocusAtStart, part.focusStops > 0 { focus = part.focus(at: 0) }
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
