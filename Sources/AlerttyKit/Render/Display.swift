/// What the terminal displays, and the bytes that change it into the next frame.
///
/// Keeps the frame last shown (the diff is taken against it) and the one before it, which
/// the next frame is drawn over: no new 80×24 frame to allocate and blank on every key.
/// When the state says only the button focus changed (``AlertState/changeSinceDrawn``), only
/// the buttons are drawn again, over the frame shown, and only their rows compared: a focus
/// move then touches one row's cells instead of every cell of the alert twice. The moves to the
/// buttons either side are drawn ahead, while waiting for the key (``prepareFocusMoves(for:look:)``).
public struct Display: Sendable {
    private let encoder: ANSIEncoder
    private var shown: Frame?
    private var spare: Frame?
    /// The look and progress ``shown`` was drawn with: another look or an animation needs the whole frame.
    private var shownLook: Look?
    private var shownProgress = 0.0
    /// Focus moves drawn ahead over ``shown``; emptied whenever ``shown`` changes.
    private var preparedMoves: [PreparedMove] = []

    /// A move of the focus to another button, drawn ahead of its key or when it comes.
    private struct PreparedMove: Sendable {
        /// The button that gets the focus.
        let focus: Int
        /// The button rows as the move leaves them (``Frame/rows(_:)``).
        let rows: Frame
        /// The bytes that turn the rows shown into those.
        let bytes: [UInt8]
    }

    /// The buttons a move of the focus to which is drawn ahead: for tests.
    var preparedFocuses: [Int] { preparedMoves.map(\.focus) }

    /// A display for alerts drawn where `presentation` puts them, in `colorMode`.
    public init(presentation: AlertConfiguration.Presentation, colorMode: ColorMode) {
        encoder = ANSIEncoder(placement: presentation == .inline ? .belowSavedCursor : .screen, colorMode: colorMode)
    }

    /// What the screen shows is no longer known (a resize, a resume, a write cut short): the
    /// next update draws the whole frame.
    public mutating func forget() {
        shown = nil
        preparedMoves = []
    }

    /// The bytes that turn the screen into `state`'s frame at `progress` (empty when nothing
    /// changed), taking that frame as shown.
    ///
    /// `state` must be the state last drawn here, changed by events since: its
    /// ``AlertState/changeSinceDrawn`` is taken as what changed since then, so the caller
    /// calls ``AlertState/noteDrawn()`` after each update.
    public mutating func update(to state: AlertState, look: Look, progress: Double = 1) -> [UInt8] {
        if progress == 1, let bytes = updateInPlace(to: state, look: look) { return bytes }
        preparedMoves = []
        let reused = spare
        spare = nil
        let frame = AlertView.frame(for: state, look: look, progress: progress, reusing: consume reused)
        let bytes = encoder.encode(frame, over: shown)
        if bytes.isEmpty {
            spare = frame
        } else {
            spare = shown
            shown = frame
        }
        shownLook = look
        shownProgress = progress
        return bytes
    }

    /// The bytes for a change the state says is at most the button focus, drawn over the frame
    /// shown; `nil` when the whole frame must be drawn (another change, look, size or an animation).
    mutating func updateInPlace(to state: AlertState, look: Look) -> [UInt8]? {
        guard state.changeSinceDrawn < .everything, shownProgress == 1, var frame = shown.take() else { return nil }
        guard frame.size == state.layout.canvas, frame.region == state.layout.box, look == shownLook else {
            shown = consume frame
            return nil
        }
        var bytes: [UInt8] = []
        if state.changeSinceDrawn == .buttonFocus, let focused = state.focusedButton {
            // The move drawn ahead, or drawn now the same way.
            let move =
                preparedMoves.first { $0.focus == focused }
                ?? AlertView.buttonRows(in: state.layout).map {
                    self.move(to: focused, of: state, over: frame, rows: $0, look: look)
                }
            if let move {
                frame.paste(move.rows)
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
        return PreparedMove(focus: focus, rows: after, bytes: encoder.encode(after, over: before))
    }

    /// Draws ahead the moves of the focus to the buttons either side of the focused one (what
    /// arrows and Tab do), so that the key making one is answered with bytes made before it
    /// came: after a pause, drawing and diffing a row cost tens of microseconds of cache misses.
    ///
    /// Call with the state just drawn (``AlertState/noteDrawn()``), while nothing waits to be
    /// read; does nothing for a state with other changes, another look, no focused button, or
    /// a layout that follows the focus (a window of stacked buttons scrolls: every move there
    /// lays the alert out again), and nothing again until the frame shown changes.
    public mutating func prepareFocusMoves(for state: AlertState, look: Look) {
        // Moves drawn over the frame shown still hold: they go when it changes.
        guard preparedMoves.isEmpty, state.changeSinceDrawn == .nothing, shownProgress == 1, look == shownLook,
            !state.layout.followsFocus, let focused = state.focusedButton, let shown, shown.size == state.layout.canvas,
            shown.region == state.layout.box, let rows = AlertView.buttonRows(in: state.layout)
        else { return }
        let count = state.configuration.buttons.count
        for focus in [(focused + 1) % count, (focused + count - 1) % count]
        where focus != focused && !preparedMoves.contains(where: { $0.focus == focus }) {
            preparedMoves.append(move(to: focus, of: state, over: shown, rows: rows, look: look))
        }
    }

    /// Does a keystroke's work on copies and throws it away, once the first frame is out and
    /// before anyone can type.
    ///
    /// The Swift runtime builds the metadata of a generic type (an array of keys, say) when it
    /// is first used, tens of microseconds each; without this the first key pays for all of
    /// them between the press and the redraw.
    public func rehearseKeystroke(on state: AlertState, look: Look) {
        var reader = KeyReader()
        var rehearsal = state
        rehearsal.noteDrawn()
        for key in reader.receive(Array("\u{1B}[C".utf8), at: 0) { _ = rehearsal.handle(.key(key)) }
        var display = self
        _ = display.update(to: rehearsal, look: look)
    }
}
