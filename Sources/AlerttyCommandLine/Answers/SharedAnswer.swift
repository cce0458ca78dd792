import AlerttyKit

/// One question asked by parallel jobs on one terminal (`make -j`, `xargs -P`) is asked once:
/// the later askers wait for the first one's answer and take it (unless `--ask-again`).
///
/// What is "the same question" is decided here, and what the answer shared is. Two alerts are
/// the same question when they come from the same words: the program's name, every argument
/// in its order, and the message as read (from standard input or a dialect's text file), on
/// the same terminal. The arguments say the title, message, inputs and their values and
/// buttons, and also how the answer is printed (`--json`, `--id`, `--quiet`), so a waiter's
/// standard output is the asker's byte for byte; an option written in another order is another
/// question, which errs on the side of asking. An alert with a secret field is never shared:
/// a password is not left in a file, nor handed to another process.
package enum SharedAnswer {
    /// The key of the question asked as `programName` with `arguments`, `message` as read, on
    /// the terminal `device`: FNV-1a over their bytes, each word ended by a NUL (which no
    /// argument holds); `nil` when the alert holds a secret. Plain loops over bytes, run before
    /// every first frame: start-up rules 2 and 7.
    package static func key(
        programName: String, arguments: [String], message: String?, device: UInt32, holdsSecret: Bool
    ) -> UInt64? {
        guard !holdsSecret else { return nil }
        var hash = Hash()
        var shift: UInt32 = 0
        while shift < 32 {
            hash.add(UInt8(truncatingIfNeeded: device >> shift))
            shift += 8
        }
        hash.add(word: programName)
        for argument in arguments { hash.add(word: argument) }
        // A message read is told apart from none: `-m -` reading nothing is not `-m ''`'s question.
        if let message {
            hash.add(1)
            for byte in message.utf8 { hash.add(byte) }
        }
        return hash.value
    }

    /// FNV-1a, 64 bits: cheap, and spread enough for a file name (the answer itself is checked
    /// against the alert it is taken for).
    private struct Hash {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

        mutating func add(word: String) {
            for byte in word.utf8 { add(byte) }
            add(0)
        }
    }

    /// The name of the question's file in the private directory, in bytes: `asked-` and the
    /// key in hex.
    package static func fileName(key: UInt64) -> [UInt8] {
        var name: [UInt8] = []
        for byte in "asked-".utf8 { name.append(byte) }
        var shift: UInt64 = 64
        while shift > 0 {
            shift -= 4
            let digit = UInt8((key >> shift) & 0xf)
            name.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
        return name
    }

    /// The first line of an answer shared, and the last: an answer cut short (an asker killed
    /// as it wrote) lacks the end and is no answer.
    private static let header = "alertty shared answer 1\n"
    private static let end = "end\n"
    /// The id the chosen answer's entry is written under (a recording's line).
    private static let entryID = "shared"

    /// The bytes that share `outcome` and the values of `state`: a chosen button as a recording's
    /// entry (``Answer/recordedLine(id:outcome:state:)``), an Escape or a timeout by name;
    /// `nil` for an outcome that is no answer (a signal, the end of a work), which is not shared.
    package static func record(_ outcome: Outcome, state: AlertState) -> [UInt8]? {
        let body: String
        switch outcome {
        case .chosen:
            guard let line = Answer.recordedLine(id: entryID, outcome: outcome, state: state) else { return nil }
            body = "chosen\n" + line
        case .dismissed: body = "dismissed\n"
        case .timedOut: body = "timedout\n"
        case .interrupted, .finished: return nil
        }
        return Array((header + body + end).utf8)
    }

    /// The answer `bytes` share for `configuration`: its outcome and the state it leaves; `nil`
    /// when they hold none (empty, cut short, or not this alert's).
    package static func answer(in bytes: [UInt8], for configuration: AlertConfiguration) -> (
        outcome: Outcome, state: AlertState
    )? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(header), text.hasSuffix(end) else { return nil }
        let body = text.dropFirst(header.utf8.count).dropLast(end.utf8.count)
        switch body {
        case "dismissed\n": return (.dismissed, AlertState(configuration: configuration))
        case "timedout\n": return (.timedOut, AlertState(configuration: configuration))
        default:
            guard body.hasPrefix("chosen\n"),
                let preset = try? PresetAnswer.fromAnswers(
                    utf8: Array(body.dropFirst("chosen\n".utf8.count).utf8), source: .answersOption,
                    in: configuration, id: entryID)
            else { return nil }
            return (.chosen(preset.buttonIndex), preset.state(for: configuration))
        }
    }

    /// The line for standard error that says the answer was taken, not asked: `"Delete 3 files?"
    /// was already being asked on this terminal; took its answer 'Delete'`.
    package static func notice(for outcome: Outcome, in configuration: AlertConfiguration) -> String {
        let question = configuration.title ?? configuration.message?.split(separator: "\n").first.map(String.init)
        let answer =
            switch outcome {
            case .chosen(let index): "its answer \(UsageError.quoted(configuration.buttons[index].label))"
            case .timedOut: "its ending: no answer within the time (--timeout)"
            default: "its ending: dismissed (Escape)"
            }
        return "\(question.map(UsageError.quoted) ?? "the same alert") was already being asked on this terminal; "
            + "took \(answer) (--ask-again asks anew)"
    }
}
