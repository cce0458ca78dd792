#if canImport(AlerttyKit)
    import AlerttyCommandLine
    import AlerttyKit
#endif

/// One fuzz case: arbitrary bytes become arguments, a terminal size and keys, and run through
/// parsing, key decoding, the dialog logic and layout, checking what must always hold.
///
/// Shared by the libFuzzer target (`.ci/fuzz`, where the core is compiled into the same module)
/// and a seeded random test in `swift test`.
public enum AlertFuzzing {
    /// Runs one case and returns what went wrong (empty when everything held). A trap or hang
    /// is found by the caller: libFuzzer's crash and `-timeout` handling, or the test crashing.
    public static func exercise(_ data: [UInt8]) -> [String] {
        guard data.count >= 3 else { return [] }
        let size = TerminalSize(columns: dimension(data[0], usual: 120), rows: dimension(data[1], usual: 50))
        let argumentCount = Int(data[2] % 12)
        let segments = data.dropFirst(3).split(separator: 0, maxSplits: argumentCount, omittingEmptySubsequences: false)
        let arguments = segments.prefix(argumentCount).map { String(decoding: $0, as: UTF8.self) }
        let keyBytes = Array(segments.dropFirst(argumentCount).joined(separator: [0]))

        if data[2] & 0x80 != 0 {
            // The same bytes as whiptail's or dialog's arguments.
            let compat: CompatCommand
            do {
                compat = try CompatParser.parse(arguments, dialect: data[2] & 0x40 != 0 ? .dialog : .whiptail)
            } catch {
                return error.message.isEmpty ? ["empty compat usage message"] : []
            }
            guard case .show(let request) = compat else { return [] }
            // A gauge takes the same bytes as its standard input, percentages and XXX blocks.
            let reader: (any ProgressReader)? =
                request.box == .gauge ? CompatGaugeReader(dialect: request.dialect, flags: request.textFlags) : nil
            return exercise(request.configuration, size: size, keyBytes: keyBytes, progressReader: reader) {
                _ = CompatAnswer.text(for: $0, state: $1, request: request)
                _ = CompatAnswer.status(for: $0, request: request)
            }
        }
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            if error.message.isEmpty || error.message.contains("\n") { return ["bad usage message: \(error.message)"] }
            return []
        }
        guard case .showAlert(let request) = command else { return [] }
        return exercise(request.configuration, size: size, keyBytes: keyBytes) {
            _ = Answer.text(for: $0, state: $1, format: request.answerFormat)
        }
    }

    /// Sizes a terminal or the environment can report, from the usual to the absurd.
    private static let extremeSizes = [0, 1, 2, 9_999, 10_000, 10_001, 65_535, Int.max, Int.min, -1]

    /// A column or row count from one byte: mostly from 1 to `usual`, sometimes at the limits.
    private static func dimension(_ byte: UInt8, usual: Int) -> Int {
        byte < 240 ? Int(byte) % usual + 1 : extremeSizes[Int(byte - 240) % extremeSizes.count]
    }

    /// - Parameters:
    ///   - progressReader: what reads the bytes as a progress alert's input; by default alertty's own lines.
    ///   - answer: works out the answer and status for how the alert ended, as the caller's language does.
    private static func exercise(
        _ configuration: AlertConfiguration, size: TerminalSize, keyBytes: [UInt8],
        progressReader: (any ProgressReader)? = nil, answer: (Outcome, AlertState) -> Void
    ) -> [String] {
        var failures: [String] = []
        var state = AlertState(configuration: configuration, size: size)
        var reader = KeyReader()
        var time = 0.0
        var display = Display(presentation: configuration.presentation, colorMode: .trueColor)
        // The display redraws only what the state says changed, or answers with a move drawn
        // ahead; the whole frame, diffed, must give the very same bytes.
        let encoder = ANSIEncoder(
            placement: configuration.presentation == .inline ? .belowSavedCursor : .screen, colorMode: .trueColor)
        var shown: Frame?
        var look = Look(appearance: configuration.appearance)
        // A progress alert takes the same bytes as its work's lines too: percentages, text,
        // JSON and output that move the bar and change the message between keys.
        var progressInput =
            progressReader
            ?? ProgressInput(mode: configuration.progress.outputRows > 0 ? .output(progressLines: true) : .progress)
        // Bytes written for a read before its key was handled (``Display/answerAhead(to:)``).
        var answeredAhead: [UInt8] = []
        func check() {
            let frame = AlertView.frame(for: state, look: look)
            let bytes = answeredAhead + display.update(to: state, look: look)
            answeredAhead = []
            if bytes != encoder.encode(frame, over: shown) {
                failures.append("the display's update differs from the whole frame's diff")
            }
            shown = frame
            // As the session does after each draw: the next focus moves are drawn ahead.
            display.prepareFocusMoves(for: state, look: look)
            let canvasFits = frame.size.columns == size.columns && frame.size.rows <= size.rows
            if !canvasFits { failures.append("frame \(frame.size) does not fit \(size)") }
            if let cursor = frame.cursor,
                cursor.x < 0 || cursor.y < 0 || cursor.x >= frame.size.columns || cursor.y >= frame.size.rows
            {
                failures.append("cursor \(cursor) outside \(frame.size)")
            }
        }
        check()
        // Feed the bytes in uneven chunks, with pauses, as a terminal delivers them.
        var offset = 0
        while offset < keyBytes.count, failures.isEmpty {
            // Half the reads are one whole key, as typed (and answered ahead when its move was
            // drawn); the rest split and join sequences anywhere.
            var length = min(keyBytes.count - offset, Int(keyBytes[offset] % 7) + 1)
            if (keyBytes[offset] ^ UInt8(truncatingIfNeeded: offset)) & 1 == 0,
                case .key(_, let consumed) = KeyDecoder.decode(keyBytes[offset...])
            {
                length = consumed
            }
            time += Double(keyBytes[offset] % 4) * 0.02
            let read = Array(keyBytes[offset..<(offset + length)])
            // As the session does: a read that is one key whose move was drawn ahead is answered first.
            answeredAhead = display.answerAhead(to: read, reader: reader, state: state, elapsed: time) ?? []
            let keys = reader.receive(read, at: time) + reader.expire(at: time)
            if keys.isEmpty, !answeredAhead.isEmpty { failures.append("answered ahead a read that is no key") }
            offset += length
            for key in keys {
                // As the session does: a background report recolours the alert.
                if case .report(.background(let color)) = key {
                    look = look.seen(on: color)
                    check()
                    continue
                }
                if case .finish(let outcome) = state.handle(.key(key)) {
                    answer(outcome, state)
                    return failures
                }
                check()
            }
            if configuration.progress.isShown {
                let news = progressInput.receive(read[...])
                if !news.isEmpty {
                    _ = state.handle(.progress(news))
                    check()
                }
            }
            if case .finish = state.handle(.tick(elapsed: time)) { return failures }
        }
        return failures
    }
}
