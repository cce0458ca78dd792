/// What the terminal displays, and the bytes that change it into the next frame.
///
/// Keeps the frame last shown (the diff is taken against it) and the one before it, which
/// the next frame is drawn over: no new 80×24 frame to allocate and blank on every key.
/// When the state's revision says only the button focus changed since the one drawn
/// (``AlertState/revision``, kept here: no call order to remember), only
/// the buttons are drawn again, over the frame shown, and only their rows compared: a focus
/// move then touches one row's cells instead of every cell of the alert twice. The moves the
/// arrows and Tab would make (between buttons, and a list's cursor) are drawn ahead, while
/// waiting for the key (``prepareFocusMoves(for:look:)``), and the bytes of a key that makes
/// one are answered before anything else is done with them (``answerAhead(to:)``).
package struct Display: Sendable {
    private let encoder: ANSIEncoder
    private var shown = Frame.nothing
    private var spare = Frame.nothing
    /// The look and progress ``shown`` was drawn with: another look or an animation needs the whole frame.
    /// The look sits behind one reference: an `Optional<Look>` replaced here was destroyed through
    /// value witnesses that built its metadata, 8,800 instructions (start-up rule 5).
    private var shownLook: ShownLook?
    /// The revision of the state ``shown`` was drawn from: what changed since says what to draw.
    private var shownRevision: Revision?
    private var shownProgress = 0.0
    /// Moves drawn ahead over ``shown``; emptied whenever ``shown`` changes.
    private var preparedMoves: [PreparedMove] = []
    /// A move answered ahead (``answerAhead(to:)``): on the screen, not yet in ``shown``.
    private var answered: AnsweredMove?

    /// The look of the frame shown, boxed (``shownLook``).
    private final class ShownLook: Sendable {
        let look: Look

        init(_ look: Look) { self.look = look }
    }

    /// Whether ``shown`` was drawn with `look`.
    private func wasShown(with look: Look) -> Bool {
        guard let shownLook else { return false }
        return shownLook.look == look
    }

    /// The moves drawn ahead when one of them was answered, and which: put into ``shown``
    /// and freed by the next update, after the answer's write (freeing can trim the heap, a
    /// system call, and pasting touches a row of cells).
    private struct AnsweredMove: Sendable {
        let moves: [PreparedMove]
        let index: Int
    }

    /// A move drawn ahead of its key (or, between buttons, when it comes).
    private struct PreparedMove: Sendable {
        /// What the move changes of the frame shown.
        let drawing: Drawing
        /// The reads (whole, from a reader holding nothing back, ``packed(_:)``) whose key makes this move.
        var inputs: [Int] = []
        /// The bytes that draw it over the frame shown.
        let bytes: [UInt8]

        /// The button that gets the focus, for a move between buttons.
        var focus: Int? {
            if case .buttonRows(_, let focus) = drawing { return focus }
            return nil
        }
    }

    /// What a move changes of the frame shown.
    private enum Drawing: Sendable {
        /// The focus to button `focus`: the button rows as it leaves them (``Frame/rows(_:)``),
        /// pasted over the frame shown.
        case buttonRows(Frame, focus: Int)
        /// Anything else (a list's cursor, which may scroll the list): the whole frame after it.
        case frame(Frame)
    }

    /// The buttons a move of the focus to which is drawn ahead: for tests.
    var preparedFocuses: [Int] { preparedMoves.compactMap(\.focus) }

    /// A display for alerts drawn where `presentation` puts them, in `colorMode`, lines through
    /// the terminal's line-drawing set when `linesThroughACS`.
    package init(presentation: AlertConfiguration.Presentation, colorMode: ColorMode, linesThroughACS: Bool = false) {
        encoder = ANSIEncoder(
            placement: presentation == .inline ? .belowSavedCursor : .screen, colorMode: colorMode,
            linesThroughACS: linesThroughACS)
    }

    /// What the screen shows is no longer known (a resize, a resume, a write cut short): the
    /// next update draws the whole frame.
    package mutating func forget() {
        shown = .nothing
        shownRevision = nil
        preparedMoves = []
        answered = nil
    }

    /// Puts the move answered ahead into the frame shown; returns the button it focused, for
    /// a move between buttons.
    private mutating func settleAnswer() -> Int? {
        guard let answered = answered.take() else { return nil }
        switch answered.moves[answered.index].drawing {
        case .buttonRows(let rows, let focus):
            if !shown.isNothing { shown.paste(rows) }
            return focus
        case .frame(let frame):
            shown = frame
            return nil
        }
    }

    /// The bytes that turn the screen into `state`'s frame at `progress` (empty when nothing
    /// changed), taking that frame as shown.
    ///
    /// `state` is the state last drawn here, changed by events since (or any other, which is
    /// drawn whole): its revision, against the one drawn, says what changed.
    package mutating func update(to state: AlertState, look: Look, progress: Double = 1) -> [UInt8] {
        let answeredFocus = settleAnswer()
        defer { shownRevision = state.revision }
        if progress == 1, let bytes = updateInPlace(to: state, look: look, showing: answeredFocus) { return bytes }
        preparedMoves = []
        var reused = Frame.nothing
        swap(&reused, &spare)
        let frame = AlertView.frame(for: state, look: look, progress: progress, over: consume reused)
        let bytes = encoder.encode(frame, over: shown)
        if bytes.isEmpty {
            spare = frame
        } else {
            spare = shown
            shown = frame
        }
        shownLook = ShownLook(look)
        shownProgress = progress
        return bytes
    }

    /// The bytes for a change the state says is at most the button focus, drawn over the frame
    /// shown (which already has the focus on button `showing`, if given); `nil` when the whole
    /// frame must be drawn (another change, look, size or an animation).
    mutating func updateInPlace(to state: AlertState, look: Look, showing: Int? = nil) -> [UInt8]? {
        let change = state.revision.change(since: shownRevision)
        guard change < .everything, shownProgress == 1, !shown.isNothing else { return nil }
        // Taken out, not copied: a second reference would make the paste copy every cell.
        var frame = Frame.nothing
        swap(&frame, &shown)
        guard frame.size == state.layout.canvas, frame.region == state.layout.drawn, wasShown(with: look) else {
            shown = consume frame
            return nil
        }
        var bytes: [UInt8] = []
        if change == .buttonFocus, let focused = state.focusedButton, focused != showing {
            // The move drawn ahead, or drawn now the same way.
            let move =
                preparedMoves.first { $0.focus == focused }
                ?? AlertView.buttonRows(in: state.layout).map {
                    self.move(to: focused, of: state, over: frame, rows: $0, look: look)
                }
            if let move, case .buttonRows(let rows, _) = move.drawing {
                frame.paste(rows)
                bytes = move.bytes
            }
            preparedMoves = []
        }
        shown = consume frame
        return bytes
    }

    /// The focus moved to button `focus` over `frame` (the frame of `state` shown): its button
    /// `rows` drawn again with that focus, and the bytes that draw them.
    private func move(to focus: Int, of state: AlertState, over frame: Frame, rows: Range<Int>, look: Look)
        -> PreparedMove
    {
        let before = frame.rows(rows)
        var after = before
        AlertView.redrawButtons(of: state, focused: focus, look: look, over: &after)
        return PreparedMove(drawing: .buttonRows(after, focus: focus), bytes: encoder.encode(after, over: before))
    }

    /// The keys that move the focus between buttons and a list's cursor; ``inputs(for:)`` says
    /// what terminals send for them.
    static let focusKeys: [Key] = [.right, .left, .tab, .backTab, .down, .up]

    /// The reads that are `key` alone, packed (``packed(_:)``): arrows in either cursor-key
    /// mode, Tab and Shift-Tab.
    static func inputs(for key: Key) -> [Int] {
        // Without an array of strings: start-up rule 2.
        func read(_ sequence: StaticString) -> Int { sequence.withUTF8Buffer { packed($0) ?? 0 } }
        switch key {
        case .right: return [read("\u{1B}[C"), read("\u{1B}OC")]
        case .left: return [read("\u{1B}[D"), read("\u{1B}OD")]
        case .up: return [read("\u{1B}[A"), read("\u{1B}OA")]
        case .down: return [read("\u{1B}[B"), read("\u{1B}OB")]
        case .tab: return [read("\t")]
        case .backTab: return [read("\u{1B}[Z")]
        default: return []
        }
    }

    /// A read of up to seven bytes as one number (a leading 1 keeps the length), compared in
    /// one instruction; `nil` for a longer read.
    static func packed(_ bytes: some Collection<UInt8>) -> Int? {
        guard bytes.count < 8 else { return nil }
        return bytes.reduce(1) { $0 << 8 | Int($1) }
    }

    /// Draws ahead the moves that the arrows and Tab would make from `state`, so that the key
    /// making one is answered with bytes made before it came (``answerAhead(to:)``): after a
    /// pause, deciding, drawing and diffing cost tens of microseconds of cache misses.
    ///
    /// Each key is tried on a copy of the state, followed by a tick that shows nothing new, as
    /// the run loop handles it. A key that moves the focus between buttons and changes nothing
    /// else gets the button rows drawn again; on a list, ↓ and ↑ get the whole frame after them
    /// (the cursor moves, the list may scroll); other keys, nothing. Call with the state just
    /// drawn, while nothing waits to be read; does nothing for a
    /// state with other changes, another look or an animation, and nothing again until the
    /// frame shown changes. Moves between buttons are not drawn ahead where the layout follows
    /// the focus (a window of stacked buttons scrolls: every move there lays the alert out again).
    package mutating func prepareFocusMoves(for state: AlertState, look: Look) {
        // An answer not yet followed by an update goes into the frame shown first.
        _ = settleAnswer()
        // Moves drawn over the frame shown still hold: they go when it changes.
        guard preparedMoves.isEmpty, state.revision.change(since: shownRevision) == .nothing, shownProgress == 1,
            wasShown(with: look),
            !shown.isNothing, shown.size == state.layout.canvas, shown.region == state.layout.drawn
        else { return }
        let buttonRows = state.layout.followsFocus ? nil : AlertView.buttonRows(in: state.layout)
        let onList = state.focus == .list
        guard onList || (state.focusedButton != nil && buttonRows != nil) else { return }
        // On a list only ↓ and ↑ can make a move drawn ahead: the others are not tried there.
        for key in Self.focusKeys where !onList || key == .down || key == .up {
            var after = state
            guard after.handle(.key(key)) == .none, after.handle(.tick(elapsed: state.elapsed)) == .none else {
                continue
            }
            var move: PreparedMove
            let change = after.revision.change(since: state.revision)
            if change == .buttonFocus, let focus = after.focusedButton, let rows = buttonRows {
                if let index = preparedMoves.firstIndex(where: { $0.focus == focus }) {
                    preparedMoves[index].inputs += Self.inputs(for: key)
                    continue
                }
                move = self.move(to: focus, of: state, over: shown, rows: rows, look: look)
            } else if onList, change == .everything {
                let frame = AlertView.frame(for: after, look: look)
                move = PreparedMove(drawing: .frame(frame), bytes: encoder.encode(frame, over: shown))
            } else {
                continue
            }
            move.inputs = Self.inputs(for: key)
            preparedMoves.append(move)
        }
    }

    /// The bytes that answer `input` when it is the key of a move drawn ahead; that move is then
    /// taken as shown. `nil` for anything else, and whenever something else is due that would
    /// make the read another key or another frame: bytes `reader` holds back (the read may end
    /// their sequence), or `state`'s countdown changing at `elapsed` or before.
    ///
    /// Lets the run loop write the answer before it decodes and handles the key; the update
    /// that follows, for the state the key leaves, finds the screen already showing it and
    /// sends nothing more. The one place that decides when a read may be answered ahead: the
    /// run loop and the fuzz check both ask here.
    package mutating func answerAhead(
        to input: [UInt8], reader: borrowing KeyReader, state: borrowing AlertState, elapsed: Double
    ) -> [UInt8]? {
        guard reader.isIdle, state.nextCountdownChange.map({ elapsed < $0 }) ?? true else { return nil }
        guard let input = Self.packed(input), let index = preparedMoves.firstIndex(where: { $0.inputs.contains(input) })
        else { return nil }
        answered = AnsweredMove(moves: preparedMoves, index: index)
        preparedMoves = []
        return answered?.moves[index].bytes
    }
}
