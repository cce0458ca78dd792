import AlerttyKit

/// `--gauge` (a bar its standard input moves) and dialog's `--mixedgauge` (a list of steps with
/// their states above an overall bar, drawn once).
enum CompatGaugeBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        var message = call.text
        if call.box == .mixedgauge {
            guard let percent = call.rest.first, Int(percent) != nil else {
                throw call.usage("--mixedgauge needs the overall percentage after the width")
            }
            let pairs = Array(call.rest.dropFirst())
            guard pairs.count % 2 == 0 else { throw call.usage("--mixedgauge needs its items in pairs (tag state)") }
            let steps = stride(from: 0, to: pairs.count, by: 2).map {
                (pairs[$0], stepState(pairs[$0 + 1], words: call.words))
            }
            // dialog captions its bar Overall Progress, in its frame's top border: here the line above it.
            message =
                stepLines(steps) + (call.text.isEmpty ? "" : "\n\n" + call.text) + "\n\n"
                + call.words[.overallProgress]
        } else if let percent = call.rest.first, Int(percent) == nil {
            throw call.usage("--gauge: the percentage must be a number, not \(percent)")
        }
        var configuration = AlertConfiguration(
            message: message, styledButtons: [call.words.button(.ok, style: .default)])
        configuration.progress = ProgressOptions(showsBar: true, hasButtons: false, showsStatus: false)
        return CompatBuiltBox(configuration: configuration)
    }

    /// A `--mixedgauge` step's state as dialog words it in `words`' language: 0 to 9 name one
    /// (8 a blank), a negative number is a percentage done, and anything else is shown as given.
    static func stepState(_ code: String, words: CompatWords) -> String {
        let names: [CompatWords.Word?] = [
            .succeeded, .failed, .passed, .completed, .checked, .done, .skipped, .inProgress, nil, .notApplicable,
        ]
        guard let number = Int(code) else { return code }
        // The magnitude, not the negation, which traps for Int.min.
        if number < 0 { return "\(min(100, number.magnitude))%" }
        guard number < names.count else { return code }
        return names[number].map { words[$0] } ?? ""
    }

    /// The steps as rows: each tag, then its state in brackets, the brackets lined up.
    static func stepLines(_ steps: [(tag: String, state: String)]) -> String {
        let widest = steps.map { DisplayWidth.of($0.tag) }.max() ?? 0
        let column = max(11, steps.map { DisplayWidth.of($0.state) }.max() ?? 0)
        return steps.map { step in
            let room = column - DisplayWidth.of(step.state)
            let state =
                String(repeating: " ", count: room / 2) + step.state + String(repeating: " ", count: room - room / 2)
            return step.tag + String(repeating: " ", count: widest - DisplayWidth.of(step.tag) + 2) + "[ " + state
                + " ]"
        }.joined(separator: "\n")
    }
}
