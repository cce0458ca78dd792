/// One part of an alert's body, which is a column of parts, top to bottom: title, message, the
/// inputs in the order given (``InputOrder``), progress, buttons, the countdown and the line of
/// keys (``AlertBody``).
///
/// Each part says how wide it would like to be and how many rows it takes at a width, gives up
/// rows when the terminal is short, takes its place in the rows it is given (writing where it
/// goes into the layout), and draws itself there. ``AlertLayout`` lays the alert out by walking
/// the parts, and ``AlertView`` draws it the same way, so a new part is a new conformance and
/// one line in ``AlertBody/visit(_:)``; no other part changes.
protocol AlertPart {
    /// Where the part stands in the column, which decides the blank rows around it.
    var group: PartGroup { get }
    /// When rows run short, parts keep theirs in this order, lowest first: the buttons (0) are
    /// never cut, then the list, the checkboxes, the fields, the title and the message.
    var keepRank: Int { get }
    /// The columns its widest line would take.
    func wantedWidth(_ context: LayoutContext) -> Int
    /// Measures the part at the content's width: its ``rows`` and ``fewestRows``.
    mutating func measure(_ context: LayoutContext)
    /// The rows it takes now: all it has once measured, fewer as it gives way.
    var rows: Int { get set }
    /// The fewest rows it shows everything it must with (a scrolling part scrolls below its
    /// full height): shrinking stops here until only cutting is left.
    var fewestRows: Int { get }
    /// Rows go in units of this many (a field is its label and its input line).
    var rowUnit: Int { get }
    /// Whether it goes, with the blank rows, as soon as the terminal is short (the countdown).
    var isOptional: Bool { get }
    /// Gives up the blank rows of its own it keeps for what may come (a field's row for a
    /// problem with its value, so a problem coming never moves the box): spacing, which goes
    /// before any part is cut.
    mutating func dropSpareRows()
    /// Cuts the part to `rows` when even its fewest do not fit (a title says so with `…`).
    mutating func cut(to rows: Int, _ context: LayoutContext)
    /// Takes its place: `rows` rows from `top`, inside `content`; writes where it goes into `layout`.
    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout)
    /// Draws the part of `state` where `layout` puts it.
    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame)

    /// Plain mode: how many questions the part asks (a field one each, the list one, a
    /// checkbox one each, the buttons one; the title and the message are said, not asked).
    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int
    /// Its question `index`, as `state` stands: what to write, and whether what is typed is echoed.
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool)
    /// Takes the line typed for its question `index`.
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply
    /// Takes the end of input during its question `index`; `nil` backs out, as Escape does.
    static func takePlainEnd(question index: Int, state: inout AlertState) -> PlainReply?
}

/// What an answer typed in plain mode leads to.
enum PlainReply: Equatable {
    /// On to the next question.
    case next
    /// The same question again, after this notice (what was wrong, on a line of its own).
    case again(String)
    /// The alert is answered.
    case finish(Outcome)
}

extension AlertPart {
    var rowUnit: Int { 1 }
    var fewestRows: Int { rows }
    var isOptional: Bool { false }
    mutating func dropSpareRows() {}
    mutating func cut(to rows: Int, _ context: LayoutContext) { self.rows = rows }
    // A part that asks nothing in plain mode: its question and answer are never asked for.
    static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int { 0 }
    static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) { ("", true) }
    static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply { .next }
    static func takePlainEnd(question index: Int, state: inout AlertState) -> PlainReply? { nil }
}

/// Where a part stands in the column: a blank row follows a heading part that has other
/// content after it, and one goes above the footing (the buttons) when anything is above them.
enum PartGroup {
    case heading, middle, footing
}

/// What every part of one layout knows about the alert and the room it has.
struct LayoutContext {
    let configuration: AlertConfiguration
    let size: TerminalSize
    let focus: Focus
    let scroll: MessageScroll
    /// The widest the content may be.
    let maximumContent: Int
    /// The content's width, once chosen.
    var contentWidth = 0
}

/// Something done to every part in turn, in the column's order.
protocol PartVisitor {
    mutating func visit<Part: AlertPart>(_ part: inout Part)
}

/// Something done with every kind of part in turn, in the column's order: what needs the
/// state rather than a layout's parts (drawing, plain mode).
protocol PartTypeVisitor {
    mutating func visit<Part: AlertPart>(_ part: Part.Type)
}

/// The parts of one alert, in the column's order: the title and the message, the inputs in
/// the order given (``InputOrder``), the progress, the buttons, the countdown and the line of
/// keys. The message
/// is held here while the layout works, and handed back.
struct AlertBody {
    var title: TitlePart
    var message: MessagePart
    var inputs: InputLayouts
    var progress: ProgressPart
    var buttons: ButtonsPart
    var countdown: CountdownPart
    var keyHelp: KeyHelpPart

    /// Visits each part, top to bottom.
    mutating func visit(_ visitor: inout some PartVisitor) {
        visitor.visit(&title)
        visitor.visit(&message)
        inputs.visit(&visitor)
        visitor.visit(&progress)
        visitor.visit(&buttons)
        visitor.visit(&countdown)
        visitor.visit(&keyHelp)
    }

    /// Visits each kind of part, top to bottom: the same order as ``visit(_:)``.
    static func visitTypes(_ visitor: inout some PartTypeVisitor, inputOrder: InputOrder) {
        visitor.visit(TitlePart.self)
        visitor.visit(MessagePart.self)
        InputLayouts.visitTypes(&visitor, order: inputOrder)
        visitor.visit(ProgressPart.self)
        visitor.visit(ButtonsPart.self)
        visitor.visit(CountdownPart.self)
        visitor.visit(KeyHelpPart.self)
    }

    /// Draws each part, top to bottom.
    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        var drawing = DrawParts(state: state, layout: layout, look: look, frame: consume frame)
        visitTypes(&drawing, inputOrder: state.inputs.order)
        frame = drawing.frame
    }
}

/// Has each part draw itself.
struct DrawParts: PartTypeVisitor {
    let state: AlertState
    let layout: AlertLayout
    let look: Look
    var frame: Frame
    mutating func visit<Part: AlertPart>(_ part: Part.Type) {
        Part.draw(state, layout: layout, look: look, into: &frame)
    }
}

/// How many plain-mode questions the parts before `Target` ask, in the column's order.
struct QuestionsBefore<Target: AlertPart>: PartTypeVisitor {
    let configuration: AlertConfiguration
    private(set) var count = 0
    private var reached = false

    init(configuration: AlertConfiguration) { self.configuration = configuration }

    mutating func visit<Part: AlertPart>(_ part: Part.Type) {
        reached = reached || Part.self == Target.self
        if !reached { count += Part.plainQuestionCount(configuration) }
    }
}

/// The part that asks plain mode's question number ``position`` (counted over all parts),
/// and which of its own questions that is.
struct PlainQuestionFinder: PartTypeVisitor {
    let configuration: AlertConfiguration
    var position: Int
    /// Asks the question found, with `state`; `nil` when there is none.
    private(set) var ask: ((AlertState) -> (prompt: String, echo: Bool))?
    /// Takes an answer to the question found.
    private(set) var take: ((String, inout AlertState) -> PlainReply)?
    /// Takes the end of input during the question found.
    private(set) var end: ((inout AlertState) -> PlainReply?)?

    init(configuration: AlertConfiguration, position: Int) {
        self.configuration = configuration
        self.position = position
    }

    mutating func visit<Part: AlertPart>(_ part: Part.Type) {
        guard ask == nil else { return }
        let count = Part.plainQuestionCount(configuration)
        guard position < count else {
            position -= count
            return
        }
        let index = position
        ask = { Part.plainQuestion(index, state: $0) }
        take = { Part.takePlainAnswer($0, question: index, state: &$1) }
        end = { Part.takePlainEnd(question: index, state: &$0) }
    }
}

// MARK: - The walks

/// The widest any part would like.
struct WidestPart: PartVisitor {
    let context: LayoutContext
    var width = 0
    mutating func visit<Part: AlertPart>(_ part: inout Part) { width = max(width, part.wantedWidth(context)) }
}

/// Measures each part at the content width.
struct MeasureParts: PartVisitor {
    let context: LayoutContext
    mutating func visit<Part: AlertPart>(_ part: inout Part) { part.measure(context) }
}

/// The blank rows between parts: after each heading part followed by other content above the
/// footing, and one above the footing when anything is above it. Found from the parts' full
/// heights; each can be dropped when the terminal is short, top to bottom.
struct Gaps: PartVisitor {
    /// The gap after each part, by its place in the column (a part before the footing).
    private(set) var after: [Bool] = []
    /// The gap above the footing.
    var aboveFooting = false
    /// Rows left empty above the footing besides that gap: a dialect's box made as tall as asked.
    var spareAboveFooting = 0
    private var index = 0
    private var lastHeadingWithRows: Int?
    private var anythingAbove = false

    mutating func visit<Part: AlertPart>(_ part: inout Part) {
        defer { index += 1 }
        after.append(false)
        switch part.group {
        case .heading, .middle:
            guard part.rows > 0 else { return }
            if let heading = lastHeadingWithRows { after[heading] = true }
            lastHeadingWithRows = part.group == .heading ? index : nil
            anythingAbove = true
        case .footing:
            // A progress alert's hidden buttons take no gap.
            guard part.rows > 0 else { return }
            if anythingAbove { aboveFooting = true }
            anythingAbove = false
            lastHeadingWithRows = nil
        }
    }

    var count: Int { after.filter { $0 }.count + (aboveFooting ? 1 : 0) + spareAboveFooting }

    /// Drops the first gap still there, top to bottom; whether there was one.
    mutating func dropOne() -> Bool {
        if let first = after.firstIndex(of: true) {
            after[first] = false
            return true
        }
        guard aboveFooting else { return false }
        aboveFooting = false
        return true
    }
}

/// The rows all parts take, and the fewest they can take before being cut.
struct TotalRows: PartVisitor {
    var rows = 0
    var fewest = 0
    mutating func visit<Part: AlertPart>(_ part: inout Part) {
        rows += part.rows
        fewest += part.fewestRows
    }
}

/// Shrinks each part that can scroll (rows above its fewest) by what is missing, top to bottom.
struct ShrinkScrolling: PartVisitor {
    var excess: Int
    mutating func visit<Part: AlertPart>(_ part: inout Part) {
        guard excess > 0, part.rows > part.fewestRows else { return }
        let shrunk = max(part.fewestRows, part.rows - excess)
        excess -= part.rows - shrunk
        part.rows = shrunk
    }
}

/// When the parts do not fit even at their fewest: the parts of ``rank`` keep at most
/// ``allowed`` rows (what the parts kept before them leave), cut to whole units.
struct CutToFit: PartVisitor {
    let rank: Int
    let allowed: Int
    let context: LayoutContext
    mutating func visit<Part: AlertPart>(_ part: inout Part) {
        guard part.keepRank == rank else { return }
        let kept = allowed / part.rowUnit * part.rowUnit
        if part.rows > kept { part.cut(to: kept, context) }
    }
}

/// The rows of the parts kept before those of `rank` (a lower rank).
struct RowsKeptBefore: PartVisitor {
    let rank: Int
    var rows = 0
    mutating func visit<Part: AlertPart>(_ part: inout Part) { if part.keepRank < rank { rows += part.rows } }
}

/// Has every part give up its blank rows.
struct DropSpareRows: PartVisitor {
    mutating func visit<Part: AlertPart>(_ part: inout Part) { part.dropSpareRows() }
}

/// Drops the parts that go with the blank rows when the terminal is short (the countdown).
struct DropOptional: PartVisitor {
    mutating func visit<Part: AlertPart>(_ part: inout Part) { if part.isOptional { part.rows = 0 } }
}

/// The highest rank.
struct HighestRank: PartVisitor {
    var rank = 0
    mutating func visit<Part: AlertPart>(_ part: inout Part) { rank = max(rank, part.keepRank) }
}

/// Places each part below the one before, with the gaps.
struct PlaceParts: PartVisitor {
    let context: LayoutContext
    let content: Rect
    let gaps: Gaps
    var layout: AlertLayout
    private var index = 0
    private var top: Int
    private var inFooting = false

    init(context: LayoutContext, content: Rect, gaps: Gaps, layout: AlertLayout) {
        self.context = context
        self.content = content
        self.gaps = gaps
        self.layout = layout
        top = content.y
    }

    mutating func visit<Part: AlertPart>(_ part: inout Part) {
        defer { index += 1 }
        if part.group == .footing, !inFooting {
            inFooting = true
            if gaps.aboveFooting { top += 1 }
            top += gaps.spareAboveFooting
        }
        part.place(top: top, in: content, context, into: &layout)
        top += part.rows
        if index < gaps.after.count, gaps.after[index] { top += 1 }
    }
}
