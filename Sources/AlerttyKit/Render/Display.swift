/// What the terminal displays, and the bytes that change it into the next frame.
///
/// Keeps the frame last shown (the diff is taken against it) and the one before it, which
/// the next frame is drawn over: no new 80×24 frame to allocate and blank on every key.
public struct Display: Sendable {
    private let encoder: ANSIEncoder
    private var shown: Frame?
    private var spare: Frame?

    /// A display for alerts drawn where `presentation` puts them, in `colorMode`.
    public init(presentation: AlertConfiguration.Presentation, colorMode: ColorMode) {
        encoder = ANSIEncoder(placement: presentation == .inline ? .belowSavedCursor : .screen, colorMode: colorMode)
    }

    /// What the screen shows is no longer known (a resize, a resume, a write cut short): the
    /// next update draws the whole frame.
    public mutating func forget() {
        shown = nil
    }

    /// The bytes that turn the screen into `state`'s frame at `progress` (empty when nothing
    /// changed), taking that frame as shown.
    public mutating func update(to state: AlertState, look: Look, progress: Double = 1) -> [UInt8] {
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
        return bytes
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
        for key in reader.receive(Array("\u{1B}[C".utf8), at: 0) { _ = rehearsal.handle(.key(key)) }
        _ = encoder.encode(AlertView.frame(for: rehearsal, look: look), over: shown)
    }
}
