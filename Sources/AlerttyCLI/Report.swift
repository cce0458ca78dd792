import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How an alert ended, and where that is reported: the audit log, the recording, and the
/// answer on the route's output.
struct Report {
    var outcome: Outcome
    var state: AlertState
    var route: Route
    var log: AuditLog?
    /// What the audit record says of how the ending came about.
    var means: AuditRecord.Means
    /// The terminal's device, where there was one.
    var terminal: String?
    /// Where the answered alert's entry is added (`ALERTTY_RECORD`), if anywhere.
    var recording: Recording?
    /// Whether the timeout answer was taken at once for want of a terminal, not after the time.
    var withoutTerminal = false

    /// The terminal's device name is looked up (a scan of /dev) only when there is a log.
    init(
        _ outcome: Outcome, state: AlertState, route: Route, log: AuditLog?, means: AuditRecord.Means,
        terminal: TerminalDevice?, recording: Recording? = nil
    ) {
        self.outcome = outcome
        self.state = state
        self.route = route
        self.log = log
        self.means = means
        self.terminal = log == nil ? nil : terminal?.deviceName
        self.recording = recording
    }
}

extension AlerttyCLI {
    /// Writes the line in the audit log, the recording's entry and the answer (if any), and
    /// says how to end for the outcome.
    static func report(_ report: Report) -> Termination {
        let (outcome, state) = (report.outcome, report.state)
        if let log = report.log,
            let problem = log.record(outcome, state: state, means: report.means, terminal: report.terminal)
        {
            // The record is the condition of the answer: without it, no answer goes out.
            say(
                "the log was not written (\(problem)), so no answer is given; free space in the log's file system or name another log"
            )
            if case .interrupted(let signal) = outcome { return .signal(signal) }
            return .exit(ExitStatus.outputError)
        }
        if let recording = report.recording, let problem = recording.add(outcome, state: state) {
            say("the answer was not recorded in ALERTTY_RECORD (\(problem)); the run goes on without it")
        }
        return report.route.answer(outcome, state: state, withoutTerminal: report.withoutTerminal)
    }
}

extension Route {
    /// Gives the answer for `outcome` as the route does, and says how to end; `withoutTerminal`:
    /// the timeout answer was taken at once, there being no terminal.
    func answer(_ outcome: Outcome, state: AlertState, withoutTerminal: Bool = false) -> Termination {
        switch self {
        case .native(let output):
            return Self.answer(outcome, state: state, to: output, withoutTerminal: withoutTerminal)
        case .compat(let request): return Self.answer(outcome, state: state, as: request)
        }
    }

    /// alertty's own ending: the answer on standard output, notices of a timeout on stderr, and
    /// the outcome's status.
    private static func answer(
        _ outcome: Outcome, state: AlertState, to output: StandardOutput, withoutTerminal: Bool
    ) -> Termination {
        if var bytes = Answer.printed(for: outcome, state: state, to: output.destination).map({ Array($0.utf8) }) {
            // A stdout that cannot take the answer must not change the answer the exit status
            // carries; it is said on stderr.
            if let problem = output.write(bytes) {
                AlerttyCLI.say("the answer was not written: \(problem)")
            }
            // A password has been handed over: overwrite alertty's own copies of it.
            for index in bytes.indices { bytes[index] = 0 }
        }
        if Answer.withholdsSecret(for: outcome, state: state, to: output.destination) {
            sayPasswordWithheld(from: "standard output", capture: "pw=$(alertty ...)")
        }
        if state.answeredByTimeout, case .chosen(let index) = outcome, let timeout = state.configuration.timeout {
            let label = UsageError.quoted(state.configuration.buttons[index].label)
            output.notice(
                withoutTerminal
                    ? "no terminal to show the alert on, so \(label) was chosen at once (--timeout-answer)"
                    : "no answer within \(seconds(timeout)), so \(label) was chosen (--timeout-answer)")
        }
        if outcome == .timedOut, let timeout = state.configuration.timeout {
            output.notice(
                state.configuration.progress.isShown
                    ? "the work was stopped after \(seconds(timeout)) (--timeout)"
                    : "no answer within \(seconds(timeout)) (--timeout)")
        }
        if case .interrupted(let signal) = outcome { return .signal(signal) }
        return .exit(outcome.exitStatus(in: state.configuration))
    }

    /// A dialect's ending: the answer on its descriptor, without a newline, and its status. A
    /// password is never written to a terminal, as in alertty's own alerts: where the descriptor
    /// is one, nothing is written, and a line on stderr says how to capture it.
    private static func answer(_ outcome: Outcome, state: AlertState, as request: CompatRequest) -> Termination {
        if var bytes = CompatAnswer.text(for: outcome, state: state, request: request).map({ Array($0.utf8) }) {
            if state.configuration.holdsSecret, isTerminal(request.outputDescriptor) {
                let (destination, command) = CompatAnswer.capture(for: request)
                sayPasswordWithheld(from: destination, capture: command)
            } else {
                do {
                    try writeAll(request.outputDescriptor, bytes)
                } catch {
                    AlerttyCLI.say(
                        "the answer was not written to descriptor \(request.outputDescriptor): \(error.reason)")
                }
            }
            for index in bytes.indices { bytes[index] = 0 }
        }
        if case .interrupted(let signal) = outcome { return .signal(signal) }
        return .exit(CompatAnswer.status(for: outcome, request: request))
    }

    /// `30 s`, `2.5 s`: seconds as the person wrote them, without a needless `.0`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Says that a password was not printed because `destination`, where the answer goes, is a
    /// terminal (the scrollback, a screen recording or a CI log would keep it), and how to capture it.
    private static func sayPasswordWithheld(from destination: String, capture: String) {
        AlerttyCLI.say("the password was not printed: \(destination) is a terminal; capture it with \(capture)")
    }
}

/// Standard output, and whether it was closed when alertty started (it is `/dev/null` then,
/// which would take anything without complaint).
struct StandardOutput {
    let closedAtStart: Bool
    /// Where an alert's answer goes (a terminal or not) and whether --quiet asked for nothing.
    var destination = Answer.Destination(isTerminal: false, quiet: false)

    /// An informational line on stderr (not an error), which --quiet leaves out.
    func notice(_ text: String) {
        if !destination.quiet { AlerttyCLI.say(text) }
    }

    /// Writes `bytes`; what went wrong, or `nil` when all went out.
    func write(_ bytes: [UInt8]) -> String? {
        if closedAtStart { return "standard output is closed" }
        do {
            try writeAll(STDOUT_FILENO, bytes)
            return nil
        } catch {
            return "standard output: \(error.reason)"
        }
    }

    /// Prints `text` (`what` it is) and returns 0, or says why it could not and returns
    /// ``ExitStatus/outputError``, as GNU tools do for `--help > /dev/full`.
    func print(_ text: String, what: String) -> Int32 {
        guard let problem = write(Array(text.utf8)) else { return 0 }
        return AlerttyCLI.fail("cannot write \(what): \(problem)", status: ExitStatus.outputError)
    }
}
