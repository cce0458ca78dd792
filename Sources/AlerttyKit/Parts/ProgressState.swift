/// Where the work a progress alert follows has got to: the percentage, when it was reached,
/// and the latest lines of output. Part of ``AlertState``; the same for every alert that shows
/// no progress, where it stays empty.
package struct ProgressState: Equatable, Sendable {
    /// How far the work is (0–100); `nil` until a percentage arrives: the bar is indeterminate.
    package var percent: Double? { latest >= 0 ? latest : nil }
    /// The latest lines of output, oldest first, sanitized, at most ``keptLines``.
    package private(set) var output: [String] = []
    /// Whether the work is being stopped (a cancel, a timeout): the status row says so.
    package internal(set) var stopping = false
    /// Whether the command the alert runs is stopped (SIGTSTP, SIGSTOP): the status row says so
    /// and the spinner stands still.
    package internal(set) var commandStopped = false

    /// The most lines of output kept: more than a pane can show.
    static let keptLines = 100

    /// The latest percentage, or -1 for none: not an optional (start-up rule 5).
    private var latest = -1.0
    /// The first percentage and when it arrived (seconds since the alert appeared), and when
    /// the latest arrived: the rate the estimate of the time left is drawn from.
    private var first = -1.0
    private var firstTime = 0.0
    private var latestTime = 0.0

    /// Takes `update`, which arrived `elapsed` seconds after the alert appeared; whether
    /// anything shown changed.
    mutating func take(_ update: ProgressUpdate, at elapsed: Double) -> Bool {
        var changed = false
        if let percent = update.percent {
            let clamped = ProgressInput.clamped(percent)
            if first < 0 || clamped < latest {
                // A percentage that goes back starts the estimate over: the work began again.
                first = clamped
                firstTime = elapsed
            }
            changed = changed || clamped != latest
            latest = clamped
            latestTime = elapsed
        }
        if !update.output.isEmpty {
            output.append(
                contentsOf: update.output.suffix(Self.keptLines).map {
                    Sanitizer.displayable($0, keepNewlines: false)
                })
            if output.count > Self.keptLines { output.removeFirst(output.count - Self.keptLines) }
            changed = true
        }
        return changed
    }

    /// Seconds left, estimated from the rate since the first percentage, at `elapsed`; `nil`
    /// until the estimate means something (3 s and 1% of progress), and at 100%.
    package func secondsLeft(at elapsed: Double) -> Double? {
        let gained = latest - first
        let took = latestTime - firstTime
        guard latest >= 0, latest < 100, gained >= 1, took >= 3 else { return nil }
        return max(0, (100 - latest) * took / gained - (elapsed - latestTime))
    }
}

/// How progress looks: the bar, the indeterminate stripe, the spinner and the times, as text;
/// pure, so every frame of it is a unit test.
package enum ProgressLook {
    /// The partial cells of a bar, one to seven eighths filled.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The spinner's frames, ten a second.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinnerFrames: [Character] = ["|", "/", "-", "\\"]
    /// Animation frames a second: the stripe's and the spinner's steps.
    package static let framesPerSecond = 10.0

    /// The bar at `percent` over `width` cells: the filled part (whole cells and one partial
    /// cell, in eighths) and the track after it; `#` and `-` where the terminal is not UTF-8.
    package static func bar(percent: Double, width: Int, unicode: Bool) -> (filled: String, track: String) {
        let width = max(0, width)
        let fraction = ProgressInput.clamped(percent) / 100
        guard unicode else {
            let cells = Int((fraction * Double(width)).rounded(.down))
            return (String(repeating: "#", count: cells), String(repeating: "-", count: width - cells))
        }
        let eighthCount = Int((fraction * Double(width * 8)).rounded(.down))
        var filled = String(repeating: "█", count: eighthCount / 8)
        if eighthCount % 8 > 0 { filled.append(eighths[eighthCount % 8 - 1]) }
        let used = eighthCount / 8 + (eighthCount % 8 > 0 ? 1 : 0)
        return (filled, String(repeating: "░", count: width - used))
    }

    /// The percentage as the bar's label: whole percents, rounded down, so 100% means done.
    package static func label(percent: Double) -> String {
        "\(Int(ProgressInput.clamped(percent).rounded(.down)))%"
    }

    /// An indeterminate bar: a stripe a fifth as wide as the track, going back and forth, at
    /// `frame`; where motion is reduced, it stands still at the start. The cells before the
    /// stripe, the stripe, the cells after.
    package static func stripe(width: Int, frame: Int, unicode: Bool) -> (before: Int, stripe: Int, after: Int) {
        let width = max(0, width)
        let stripe = min(width, max(3, width / 5))
        let travel = width - stripe
        guard travel > 0 else { return (0, stripe, 0) }
        let step = frame % (2 * travel)
        let before = step <= travel ? step : 2 * travel - step
        return (before, stripe, travel - before)
    }

    /// The spinner's glyph at `frame`.
    package static func spinner(frame: Int, unicode: Bool) -> Character {
        let frames = unicode ? spinnerFrames : asciiSpinnerFrames
        return frames[frame % frames.count]
    }

    /// `0:07`, `12:30`, `1:02:03`: whole seconds as a clock reads them.
    package static func clock(_ seconds: Double) -> String {
        let total = Int(max(0, min(seconds, 359_999)).rounded(.down))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let padded = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(padded(minutes)):\(padded(rest))" : "\(minutes):\(padded(rest))"
    }

    /// The status row's words: the time taken, and the time left once it can be estimated and
    /// the row (`width` columns) has room for it.
    package static func status(
        _ progress: ProgressState, elapsed: Double, words: Words = .english, width: Int = .max
    ) -> String {
        if progress.stopping { return words(.progressStopping) }
        if progress.commandStopped { return words(.progressCommandStopped, clock(elapsed)) }
        let taken = words(.progressElapsed, clock(elapsed))
        guard let left = progress.secondsLeft(at: elapsed) else { return taken }
        let both = words(.progressElapsedAndLeft, clock(elapsed), clock(left.rounded(.up)))
        return DisplayWidth.of(both) <= width ? both : taken
    }
}

/// Says progress in words, for plain mode and for a run without a terminal: a line when the
/// work passes another tenth, or its text changes, and no more often than ``interval`` allows.
package struct ProgressAnnouncer: Sendable {
    /// The least time between two lines, in seconds (0: every tenth and every text).
    package let interval: Double
    private var saidTenth = -1
    private var saidText: String?
    private var saidAt = -Double.infinity
    private var percent: Double?
    private var text: String?

    /// An announcer that says at most one line every `interval` seconds.
    package init(interval: Double, text: String? = nil) {
        self.interval = interval
        self.text = text
        saidText = text
    }

    /// Takes `update` at `time` (seconds, any clock); the line to say, if one is due.
    package mutating func take(_ update: ProgressUpdate, at time: Double) -> String? {
        if let value = update.percent { percent = ProgressInput.clamped(value) }
        if let value = update.text { text = value }
        let tenth = percent.map { Int($0 / 10) } ?? -1
        guard tenth > saidTenth || text != saidText, time - saidAt >= interval else { return nil }
        return say(at: time, tenth: tenth)
    }

    /// The last line, when the work ends: what was not yet said.
    package mutating func finish(at time: Double) -> String? {
        let tenth = percent.map { Int($0 / 10) } ?? -1
        guard tenth != saidTenth || text != saidText else { return nil }
        return say(at: time, tenth: tenth)
    }

    private mutating func say(at time: Double, tenth: Int) -> String {
        saidTenth = tenth
        saidText = text
        saidAt = time
        let shown = text.map { Sanitizer.displayable($0, keepNewlines: false) }
        switch (percent, shown) {
        case (let percent?, let shown?) where !shown.isEmpty: return "\(ProgressLook.label(percent: percent)) \(shown)"
        case (let percent?, _): return ProgressLook.label(percent: percent)
        case (nil, let shown?): return shown
        case (nil, nil): return ""
        }
    }
}
