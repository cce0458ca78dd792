import Alertty
import AlerttyCommandLine

/// Where an alert's answer goes and how its status is told: alertty's own way, or a dialect's.
/// The steps are the same for both; where the dialects differ, a step asks the route.
enum Route {
    case native(StandardOutput)
    case compat(CompatRequest)

    /// Informational lines on stderr: never in a dialect, where a program reading stderr
    /// (debconf) takes anything there for an error.
    func notice(_ text: String) {
        if case .native(let output) = self { output.notice(text) }
    }

    /// Standard output, where alertty's own route prints; `nil` in a dialect.
    var standardOutput: StandardOutput? {
        if case .native(let output) = self { return output }
        return nil
    }

    /// `environment` as this route reads it: dialog draws on TERM=dumb (measured); there, only
    /// ALERTTY_PLAIN asks for plain lines.
    func reading(_ environment: Environment) -> Environment {
        var environment = environment
        if case .compat(let compat) = self, compat.dialect == .dialog, !environment.plainAsked {
            environment.plain = false
        }
        return environment
    }
}
