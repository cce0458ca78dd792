/// What reads a progress alert's input into news: alertty's own lines (``ProgressInput``), or a
/// dialect's gauge with its `XXX` blocks.
package protocol ProgressReader: Sendable {
    /// Takes bytes as they are read; what the lines they complete changed, taken together.
    mutating func receive(_ bytes: ArraySlice<UInt8>) -> ProgressUpdate
    /// At the end of the input: what a last line without its newline changed.
    mutating func finish() -> ProgressUpdate
}

/// Reads the lines a progress alert follows, as bytes arrive: from standard input
/// (`--progress`) or from a command's output (`--run`).
///
/// A progress line is one of:
/// - `42`, `37.5` or `42%`: the percentage;
/// - `42 Copying files…`: the percentage, then the message's new text;
/// - `# Copying files…`: the text alone;
/// - `{"percent": 42, "text": "Copying files…"}`: either or both, as JSON.
///
/// Any other line is text (``Mode/progress``) or output (``Mode/output(progressLines:)``).
/// A line's `\r` parts are taken as a terminal shows them: only the last, so a download's
/// self-redrawing meter reads as its latest state.
package struct ProgressInput: ProgressReader, Sendable {
    /// What the lines are.
    package enum Mode: Equatable, Sendable {
        /// Progress lines; any other line is the message's new text.
        case progress
        /// A command's output; with `progressLines`, lines that read as progress lines move
        /// the bar instead of showing as output.
        case output(progressLines: Bool)
    }

    /// The longest line kept: the rest of a longer one is dropped, so an endless line costs
    /// neither time nor memory.
    package static let lineLimit = LineCollector.limit

    private let mode: Mode
    private var lines = LineCollector()

    /// A reader of lines of `mode`.
    package init(mode: Mode) {
        self.mode = mode
    }

    /// Takes bytes as they are read; what the lines they complete changed, taken together.
    package mutating func receive(_ bytes: ArraySlice<UInt8>) -> ProgressUpdate {
        var update = ProgressUpdate()
        // Taken out while it works, so its lines can be read by this reader's own methods.
        var collector = LineCollector()
        swap(&collector, &lines)
        collector.receive(bytes) { take(line: $0, into: &update) }
        swap(&collector, &lines)
        return update
    }

    /// The line the input ended inside, without a newline after it: taken as a line.
    package mutating func finish() -> ProgressUpdate {
        var update = ProgressUpdate()
        if let last = lines.finish() { take(line: last, into: &update) }
        return update
    }

    private func take(line whole: ArraySlice<UInt8>, into update: inout ProgressUpdate) {
        var line = whole
        // A carriage return at the end belongs to CRLF; before that, each starts the line over.
        if line.last == 0x0D { line = line.dropLast() }
        if let carriageReturn = line.lastIndex(of: 0x0D) { line = line[(carriageReturn + 1)...] }
        let readsProgress: Bool
        switch mode {
        case .progress: readsProgress = true
        case .output(let progressLines): readsProgress = progressLines
        }
        if readsProgress, let progress = Self.progress(in: line) {
            if let percent = progress.percent { update.percent = percent }
            if let text = progress.text { update.text = text }
            return
        }
        let text = String(decoding: line, as: UTF8.self)
        if mode == .progress {
            if !text.trimmingSpaces.isEmpty { update.text = text }
        } else {
            update.output.append(text)
        }
    }

    /// The percentage and text a progress line gives; `nil` for a line that is not one.
    static func progress(in line: ArraySlice<UInt8>) -> (percent: Double?, text: String?)? {
        var start = line.startIndex
        while start < line.endIndex, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        guard start < line.endIndex else { return nil }
        let first = line[start]
        if first == UInt8(ascii: "#") {
            var textStart = start + 1
            if textStart < line.endIndex, line[textStart] == 0x20 { textStart += 1 }
            return (nil, String(decoding: line[textStart...], as: UTF8.self))
        }
        if first == UInt8(ascii: "{") {
            guard let object = try? JSONValue.parse(utf8: Array(line[start...])) else { return nil }
            var percent: Double?
            var text: String?
            if case .number(let number) = object["percent"] { percent = clamped(number) }
            if case .string(let string) = object["text"] { text = string }
            guard percent != nil || text != nil else { return nil }
            return (percent, text)
        }
        return number(in: line[start...])
    }

    /// `42`, `37.5`, `42%`, each optionally followed by a space and text; read from the bytes,
    /// since a million of them may arrive in a second.
    private static func number(in line: ArraySlice<UInt8>) -> (percent: Double?, text: String?)? {
        var index = line.startIndex
        var whole = 0.0
        var digits = 0
        while index < line.endIndex, let digit = digitValue(line[index]) {
            // Beyond 100 it is clamped anyway: the sum stops growing before it can overflow.
            if whole < 1e6 { whole = whole * 10 + Double(digit) }
            digits += 1
            index += 1
        }
        if index < line.endIndex, line[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            while index < line.endIndex, let digit = digitValue(line[index]) {
                whole += Double(digit) * scale
                scale /= 10
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < line.endIndex, line[index] == UInt8(ascii: "%") { index += 1 }
        var end = line.endIndex
        while end > index, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        guard index < end else { return (clamped(whole), nil) }
        guard line[index] == 0x20 || line[index] == 0x09 else { return nil }
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        return (clamped(whole), String(decoding: line[index..<end], as: UTF8.self))
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// A percentage within 0…100; not a number is 0.
    package static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(100, max(0, value))
    }
}
