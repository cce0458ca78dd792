import AlerttyKit

/// The boxes that show and wait for no key: `--infobox` (drawn once) and `--gauge` (redrawn
/// as percentages arrive on standard input).
package enum CompatStill {
    /// The box for `configuration` with nothing to press: its button row is blank, or shows
    /// a progress bar at `percent`. No backdrop: it is drawn over the screen as it is.
    package static func frame(
        for configuration: AlertConfiguration, size: TerminalSize, look: Look, percent: Int? = nil
    ) -> Frame {
        let state = AlertState(configuration: configuration, size: size)
        var look = look
        look.backdrop = nil
        var frame = AlertView.frame(for: state, look: look)
        let rows = state.layout.buttonFrames.filter { !$0.isEmpty }
        for rect in rows { frame.fill(rect, style: .plain) }
        if let percent, let row = rows.first {
            let content = state.layout.content
            frame.draw(
                bar(percent: percent, width: content.width, unicode: look.unicode), x: content.x, y: row.y,
                style: .plain, limit: content.x + content.width)
        }
        return frame
    }

    /// `████████░░░░░░░░  45%`: the bar filling `width` columns with the percentage after it;
    /// `#` and `-` where the terminal is not UTF-8.
    package static func bar(percent: Int, width: Int, unicode: Bool) -> String {
        let clamped = min(100, max(0, percent))
        let label = (clamped < 10 ? "   " : clamped < 100 ? "  " : " ") + "\(clamped)%"
        let cells = max(0, width - label.count)
        let filled = cells * clamped / 100
        return String(repeating: unicode ? "█" : "#", count: filled)
            + String(repeating: unicode ? "░" : "-", count: cells - filled) + label
    }
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
    package static let lineLimit = 65_536

    private var inBlock = false
    private var blockPercent: Int?
    private var blockLines: [String]?
    /// The bytes of the line not yet ended by a newline.
    package private(set) var partialLine: [UInt8] = []

    package init() {}

    /// Takes bytes as they are read, each looked at once; what the lines they end changed,
    /// taken together (the last percentage, the last text), or `nil` when nothing did.
    package mutating func receive(_ bytes: ArraySlice<UInt8>) -> Update? {
        var merged: Update?
        for byte in bytes {
            guard byte == 0x0A else {
                if partialLine.count < Self.lineLimit { partialLine.append(byte) }
                continue
            }
            let line = String(decoding: partialLine, as: UTF8.self)
            partialLine.removeAll(keepingCapacity: true)
            guard let update = take(line) else { continue }
            merged = Update(percent: update.percent ?? merged?.percent, text: update.text ?? merged?.text)
        }
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
