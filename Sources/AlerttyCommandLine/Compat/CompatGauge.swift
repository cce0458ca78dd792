import AlerttyKit

/// The boxes that show and wait for no key: `--infobox` (drawn once), `--gauge` (redrawn as
/// percentages arrive on standard input), `--progressbox`, `--programbox` and `--prgbox` (redrawn
/// as a program writes): drawn over the screen as it is, the terminal's settings untouched.
package enum CompatStill {
    /// The box for `state` with nothing to press: its button row blank, no backdrop.
    package static func frame(for state: AlertState, look: Look) -> Frame {
        var look = look
        look.backdrop = nil
        var frame = AlertView.frame(for: state, look: look)
        for rect in state.layout.buttonFrames where !rect.isEmpty { frame.fill(rect, style: .plain) }
        return frame
    }

    /// The alert that waits for OK after a `--programbox` or `--prgbox`: the box's text and the
    /// last lines of the program's output.
    package static func closing(_ configuration: AlertConfiguration, output: [String]) -> AlertConfiguration {
        var closing = configuration
        closing.message = ([configuration.message ?? ""].filter { !$0.isEmpty } + output).joined(separator: "\n")
        closing.progress = ProgressOptions()
        return closing
    }
}

/// A dialect's gauge input as news for a progress alert: ``GaugeInput``'s percentages and `XXX`
/// blocks, the text laid out by the dialect's rules and the call's flags (``CompatRequest/textFlags``).
package struct CompatGaugeReader: ProgressReader {
    private var input = GaugeInput()
    private let dialect: CompatDialect
    private let flags: [String]

    package init(dialect: CompatDialect, flags: [String] = []) {
        self.dialect = dialect
        self.flags = flags
    }

    package mutating func receive(_ bytes: ArraySlice<UInt8>) -> ProgressUpdate {
        guard let update = input.receive(bytes) else { return ProgressUpdate() }
        return ProgressUpdate(
            percent: update.percent.map(Double.init),
            text: update.text.map { CompatText.message($0, dialect: dialect, flags: flags) })
    }

    package func finish() -> ProgressUpdate { ProgressUpdate() }
}

/// Reads a gauge's standard input line by line, as dialog and whiptail do: a line holding a
/// number sets the percentage; `XXX` starts a block whose first line is the percentage and the
/// rest the new text, up to the next `XXX`.
package struct GaugeInput: Equatable, Sendable {
    /// What a line changed.
    package struct Update: Equatable, Sendable {
        package var percent: Int?
        package var text: String?
    }

    /// The longest line kept; the rest of a longer one is dropped, so an endless line on
    /// standard input costs neither time nor memory.
    package static let lineLimit = LineCollector.limit

    private var inBlock = false
    private var blockPercent: Int?
    private var blockLines: [String]?
    private var lines = LineCollector()
    /// The bytes of the line not yet ended by a newline.
    package var partialLine: [UInt8] { lines.partialLine }

    package init() {}

    /// Takes bytes as they are read, each looked at once; what the lines they end changed,
    /// taken together (the last percentage, the last text), or `nil` when nothing did.
    package mutating func receive(_ bytes: ArraySlice<UInt8>) -> Update? {
        var merged: Update?
        // Taken out while it works, so each line can change this reader's block state.
        var collector = LineCollector()
        swap(&collector, &lines)
        collector.receive(bytes) { line in
            guard let update = take(String(decoding: line, as: UTF8.self)) else { return }
            merged = Update(percent: update.percent ?? merged?.percent, text: update.text ?? merged?.text)
        }
        swap(&collector, &lines)
        return merged
    }

    /// Takes one line (without its newline); what it changed, if anything.
    package mutating func take(_ line: String) -> Update? {
        let trimmed = String(
            line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        if trimmed == "XXX" {
            defer {
                inBlock.toggle()
                blockPercent = nil
                blockLines = nil
            }
            guard inBlock else { return nil }
            return Update(percent: blockPercent, text: blockLines.map { $0.joined(separator: "\n") } ?? "")
        }
        if inBlock {
            if blockLines == nil, blockPercent == nil, let number = Int(trimmed) {
                blockPercent = number
            } else {
                // Appended in place: a new array per line made a 40,000-line block quadratic (7.5 s).
                if blockLines == nil { blockLines = [] }
                blockLines?.append(line)
            }
            return nil
        }
        return Int(trimmed).map { Update(percent: $0, text: nil) }
    }
}
