import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

extension AlerttyCLI {
    /// The terminal alertty draws on, `/dev/tty`, or why it cannot be opened: the one place
    /// it is opened.
    static func openTerminal() -> Result<TerminalDevice, SystemError> {
        Result { () throws(SystemError) in try TerminalDevice() }
    }
}

extension Route {
    /// The terminal to show the alert on; without one, the run ends as the route says.
    func openTerminal(environment: Environment) throws(Ended) -> TerminalDevice {
        switch AlerttyCLI.openTerminal() {
        case .success(let terminal): return terminal
        case .failure(let error): throw Ended(withoutTerminal(because: error.reason, environment: environment))
        }
    }

    /// How the run ends with no terminal to show the alert on (`reason`: why `/dev/tty` could
    /// not be opened). In a dialect, as both tools: an error (255, or `DIALOG_ERROR`), and 1
    /// when TERM is not set at all.
    func withoutTerminal(because reason: String, environment: Environment) -> Termination {
        switch self {
        case .compat(let request):
            if let paused = request.pausedWithoutTerminal() { return paused }
            AlerttyCLI.say("\(request.dialect.rawValue): no terminal to show the box on (/dev/tty: \(reason))")
            return .exit(request.statusWithoutTerminal(term: environment.term))
        case .native:
            return .exit(
                AlerttyCLI.fail(
                    "no terminal to show the alert on (/dev/tty: \(reason)); "
                        + "to answer without one, pass --answer LABEL or set ALERTTY_ANSWER=LABEL",
                    status: ExitStatus.noTerminal))
        }
    }
}

extension AlerttyCLI {
    /// With no terminal, nobody can step in before the time runs out: the `--timeout-answer`
    /// button is taken at once, with the values the alert opens with, as the time running out
    /// would take it; `nil` for an alert without one (or a dialect's). The values it needs and
    /// lacks end the run as no terminal does (69), saying which.
    static func takeTimeoutAnswer(
        _ question: Question, settled: Settled, noTerminal reason: String
    ) throws(Ended) -> Termination? {
        guard case .native = question.route, let index = question.request.configuration.timeoutAnswer else {
            return nil
        }
        var configuration = question.request.configuration.withCalendar
        if question.request.readsMessageFromStandardInput {
            try readMessage(into: &configuration, for: question, log: settled.log, terminal: nil)
        }
        var state = AlertState(configuration: configuration)
        let outcome = state.expire()
        if let refusal = refusal(of: outcome, in: state, configuration: configuration) {
            throw .exit(
                fail(
                    "no terminal to show the alert on (/dev/tty: \(reason)), and the timeout answer "
                        + "\(UsageError.quoted(configuration.buttons[index].label)) cannot be taken: \(refusal); "
                        + "give the answers with --answers FILE",
                    status: ExitStatus.noTerminal))
        }
        var report = Report(
            outcome, state: state, route: question.route, log: settled.log, means: .timeout, terminal: nil,
            recording: settled.recording)
        report.withoutTerminal = true
        return self.report(report)
    }

    /// Why the values the alert opens with keep the timeout answer from being taken: the alert's
    /// own rules (time ran out instead, with the focus on the input that lacks its value), or a
    /// `--validate` command's; `nil` when the answer may be taken.
    private static func refusal(
        of outcome: Outcome, in state: AlertState, configuration: AlertConfiguration
    ) -> String? {
        if outcome == .timedOut { return refusedValue(at: state.shownFocus, in: configuration) }
        guard FieldChecks.takesValues(outcome, in: configuration),
            let refused = FieldChecks.firstRefusal(
                in: configuration, values: state.values, texts: state.textAreas.values)
        else { return nil }
        return "\(UsageError.quoted(configuration.label(of: refused.input))): \(refused.problem)"
    }

    /// Why the input the focus went to keeps the timeout answer from being taken.
    private static func refusedValue(at focus: Focus?, in configuration: AlertConfiguration) -> String {
        switch focus {
        case .input(.fields, let index)?:
            let field = configuration.fields[index]
            let name = UsageError.quoted(field.label)
            if field.isRequired, field.initialValue.isEmpty { return "the required field \(name) is empty" }
            return "\(name): \(field.rules.problem(with: field.initialValue) ?? "its value is refused")"
        case .input(.choices, _)?: return "the required list has nothing chosen"
        default: return "an input has no value it takes"
        }
    }
}
