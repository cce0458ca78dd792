import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Asks the alert as plain lines on the terminal (``PlainConversation``): no escape sequences,
/// the terminal left in its own line-editing mode, echo off only while a password is typed.
final class PlainSession {
    private let terminal: TerminalDevice
    private let signals: SignalWatcher
    private var conversation: PlainConversation
    private var pending: [UInt8] = []
    /// The pager's text, said before the question; `nil` without a pager.
    private let pager: PagerWork?

    /// The answers given so far; after ``run(until:)``, what the answer is built from.
    var state: AlertState { conversation.state }

    init(configuration: AlertConfiguration, terminal: TerminalDevice, signals: SignalWatcher, pager: PagerWork? = nil) {
        self.pager = pager
        self.terminal = terminal
        self.signals = signals
        self.conversation = PlainConversation(configuration: configuration)
    }

    /// Asks over `state`, which holds what was read before the question (a list's items).
    init(state: AlertState, terminal: TerminalDevice, signals: SignalWatcher) {
        pager = nil
        self.terminal = terminal
        self.signals = signals
        conversation = PlainConversation(state: state)
    }

    /// Asks until the person answers, backs out, `deadline` ends or a signal ends it.
    func run(until deadline: Deadline) throws(SystemError) -> Outcome {
        try waitUntilForeground(terminal, signals: signals)
        // Keys typed before the question (an Enter pressed during a `sleep`) must not answer it,
        // and what is typed after the answer must not reach the shell: as in the overlay.
        try terminal.discardInput()
        defer {
            try? terminal.discardInput()
            terminal.restoreMode()
        }
        try write(conversation.introduction)
        if let pager, let source = conversation.configuration.pager {
            let words = conversation.configuration.words
            try write(pager.plainText(named: source.name(in: words), words: words))
        }
        var step = conversation.nextStep()
        while case .ask(let prompt, let echo) = step {
            // Echo goes off before the prompt shows: a secret typed or pasted the moment it
            // appears must not be echoed in clear.
            if !echo { try terminal.setEcho(false) }
            try write(prompt)
            let line = try readLine(deadline: deadline.end, prompt: prompt, echo: echo)
            if !echo {
                try terminal.setEcho(true)
                try write("\n")
            }
            switch line {
            case .ended(.timedOut): return FieldChecks.confirmed(conversation.expire(), in: conversation.state)
            case .ended(let outcome): return outcome
            case .text(let text):
                step = conversation.answer(text)
                if case .finish(let outcome) = step, FieldChecks.takesValues(outcome, in: conversation.configuration),
                    let refusal = FieldChecks.firstRefusal(
                        in: conversation.configuration, values: conversation.state.values,
                        texts: conversation.state.textAreas.values, words: conversation.configuration.words)
                {
                    // A --validate command refused a value: that field is asked again, saying why.
                    conversation.reject(refusal.input, because: refusal.problem)
                    step = conversation.nextStep()
                } else if let problem = PathCheck.firstProblem(in: conversation.state, answering: step.outcome) {
                    // A path typed for a file picker is missing, or not what it asks for: asked
                    // again at once, not after the questions that follow it.
                    conversation.rejectPaths(because: problem)
                    step = conversation.nextStep()
                }
            }
        }
        guard case .finish(let outcome) = step else { return .dismissed }
        return outcome
    }

    /// Writes to the terminal unless a signal arrives first (the loop then hears it).
    private func write(_ text: String) throws(SystemError) {
        _ = try terminal.write(Array(text.utf8), unlessSignalled: signals)
    }

    private enum LineResult {
        /// A line (without its newline), or `nil` at end of input.
        case text(String?)
        case ended(Outcome)
    }

    /// Reads one line in the terminal's own line mode, watching signals and the deadline.
    ///
    /// After a Ctrl-Z and `fg` the prompt is asked again (the half-typed line went with the
    /// stop) and, for a password, echo is turned off again: the terminal was handed back to the
    /// shell as it was found.
    private func readLine(deadline: Double?, prompt: String, echo: Bool) throws(SystemError) -> LineResult {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return .text(line)
            }
            let now = monotonicSeconds()
            if let deadline, now >= deadline { return .ended(.timedOut) }
            let ready = try waitForInput([terminal.fd, signals.fd], timeout: deadline.map { $0 - now })
            if ready.contains(signals.fd) {
                let pending = signals.drain()
                if let ending = SignalTable.ending(in: pending) { return .ended(.interrupted(signal: ending)) }
                for number in pending where SignalTable.action(for: number) == .suspend {
                    if terminal.isForeground { terminal.restoreMode() }
                    signals.suspendProcess(by: number)
                    try waitUntilForeground(terminal, signals: signals)
                    if !echo { try terminal.setEcho(false) }
                    try write("\n" + prompt)
                }
            }
            if ready.contains(terminal.fd) {
                let read: [UInt8]?
                do {
                    read = try terminal.read()
                } catch  where error.code == EAGAIN {
                    // The bytes are gone (a Ctrl-C flushed them): its signal is heard in the wait.
                    continue
                }
                guard let bytes = read, !bytes.isEmpty || !terminal.isHungUp() else {
                    return .ended(.interrupted(signal: SIGHUP))
                }
                if bytes.isEmpty {
                    // Ctrl-D: end of input, taking any half-typed line as the last.
                    let rest = pending
                    pending = []
                    return .text(rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self))
                }
                pending += bytes
            }
        }
    }
}
