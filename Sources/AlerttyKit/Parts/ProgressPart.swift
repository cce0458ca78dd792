/// A progress alert's bar (or spinner), the time taken and left, and the work's latest
/// output: under the message, above any buttons. It keeps its bar and status row as long as
/// the buttons keep theirs; the output pane gives way first.
struct ProgressPart: AlertPart {
    private let options: ProgressOptions
    var rows = 0
    var group: PartGroup { .middle }
    var keepRank: Int { 1 }
    /// The bar and the status row; the output pane scrolls down to none.
    var fewestRows: Int { min(rows, fixedRows) }

    /// Columns the percentage takes after the bar: ` 100%`.
    static let labelWidth = 5
    /// The width a progress alert asks for without output: a bar long enough to see move.
    static let barWidth = 50

    init(_ configuration: AlertConfiguration) { options = configuration.progress }

    private var fixedRows: Int {
        options.isShown ? (options.showsBar ? 1 : 0) + (options.showsStatus ? 1 : 0) : 0
    }

    func wantedWidth(_ context: LayoutContext) -> Int {
        guard options.isShown else { return 0 }
        return options.outputRows > 0 ? context.maximumContent : min(context.maximumContent, Self.barWidth)
    }

    mutating func measure(_ context: LayoutContext) {
        rows = options.isShown ? fixedRows + options.outputRows : 0
    }

    mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
        let bottom = content.y + content.height
        var y = top
        func row(_ count: Int) -> Rect {
            let height = max(0, min(count, bottom - y, top + rows - y))
            defer { y += height }
            return height > 0 ? Rect(x: content.x, y: y, width: content.width, height: height) : .zero
        }
        if options.isShown, options.showsBar { layout.progressBar = row(1) }
        if options.isShown, options.showsStatus { layout.progressStatus = row(1) }
        layout.outputPane = row(rows)
    }

    static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
        let progress = state.progress
        let moving = !look.appearance.reducesMotion
        let animationFrame = moving ? Int(state.elapsed * ProgressLook.framesPerSecond) : 0
        let bar = layout.progressBar
        if !bar.isEmpty {
            let track = max(0, bar.width - labelWidth)
            let filledStyle = look.style(.gaugeDone, else: CellStyle(foreground: look.theme.accent))
            let trackStyle = look.style(.gaugeLeft, else: CellStyle(dim: true))
            if let percent = progress.percent {
                var cells = ProgressLook.bar(percent: percent, width: track, unicode: look.unicode)
                if !look.appearance.toolPalette.isNone {
                    // A tool's gauge is its two colours alone, blank cells as both tools draw it.
                    let done = Int((ProgressInput.clamped(percent) / 100 * Double(track)).rounded(.down))
                    cells = (String(repeating: " ", count: done), String(repeating: " ", count: track - done))
                }
                let x = frame.draw(cells.filled, x: bar.x, y: bar.y, style: filledStyle)
                frame.draw(cells.track, x: x, y: bar.y, style: trackStyle)
                let label = ProgressLook.label(percent: percent)
                frame.draw(
                    label, x: bar.x + bar.width - label.count, y: bar.y,
                    style: look.style(.gaugeLeft, else: CellStyle(bold: true)))
            } else {
                let stripe = ProgressLook.stripe(width: track, frame: animationFrame, unicode: look.unicode)
                let (empty, full) = look.unicode ? ("░", "█") : ("-", "#")
                var x = frame.draw(
                    String(repeating: empty, count: stripe.before), x: bar.x, y: bar.y, style: trackStyle)
                x = frame.draw(String(repeating: full, count: stripe.stripe), x: x, y: bar.y, style: filledStyle)
                frame.draw(String(repeating: empty, count: stripe.after), x: x, y: bar.y, style: trackStyle)
            }
        }
        let status = layout.progressStatus
        if !status.isEmpty {
            let spins =
                !state.configuration.progress.showsBar && moving && !progress.stopping
                && !progress.commandStopped
            var words = ProgressLook.status(
                progress, elapsed: state.elapsed, words: state.configuration.words,
                width: status.width - (spins ? 2 : 0))
            if spins { words = "\(ProgressLook.spinner(frame: animationFrame, unicode: look.unicode)) " + words }
            frame.draw(words, x: status.x, y: status.y, style: .plain, limit: status.x + status.width)
        }
        let pane = layout.outputPane
        guard !pane.isEmpty else { return }
        let paneStyle = CellStyle(dim: true)
        for (row, line) in progress.output.suffix(pane.height).enumerated() {
            frame.draw(line, x: pane.x, y: pane.y + row, style: paneStyle, limit: pane.x + pane.width)
        }
    }
}
