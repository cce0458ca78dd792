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
    private func withoutTerminal(because reason: String, environment: Environment) -> Termination {
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
