/// What a progress alert shows besides the usual parts (``AlertConfiguration/progress``):
/// long work seen to move, with a bar, a spinner, the time and the work's latest output.
public struct ProgressOptions: Equatable, Sendable {
    /// Whether the alert shows progress at all; `false` for every other alert.
    public var isShown = false
    /// Whether a bar is shown: it stands still-striped (indeterminate) until a percentage
    /// arrives. Without one, a spinner shows that the work is alive (`--run`).
    public var showsBar = true
    /// Whether buttons were given. Without them the alert has none to show, and no key but
    /// Ctrl-C ends it early: work is not cancelled by a stray Enter.
    public var hasButtons = true
    /// Rows of the work's latest output shown under the bar (`--run`); 0 for none.
    public var outputRows = 0
    /// Whether the row under the bar says the time taken and left.
    public var showsStatus = true

    /// No progress: an ordinary alert.
    public init() {}

    /// A progress alert: a bar (or a spinner), `outputRows` rows of output, buttons or none.
    public init(showsBar: Bool, hasButtons: Bool, outputRows: Int = 0, showsStatus: Bool = true) {
        isShown = true
        self.showsBar = showsBar
        self.hasButtons = hasButtons
        self.outputRows = outputRows
        self.showsStatus = showsStatus
    }
}

/// News from the work a progress alert follows: a percentage, a new message, lines of output.
public struct ProgressUpdate: Equatable, Sendable {
    /// How far the work is, from 0 to 100; `nil` leaves it as it was.
    public var percent: Double?
    /// The message's new text; `nil` leaves it as it was.
    public var text: String?
    /// Lines the work wrote, each whole, oldest first.
    public var output: [String]

    /// An update of any of the three.
    public init(percent: Double? = nil, text: String? = nil, output: [String] = []) {
        self.percent = percent
        self.text = text
        self.output = output
    }

    /// Whether it changes nothing.
    package var isEmpty: Bool { percent == nil && text == nil && output.isEmpty }
}
