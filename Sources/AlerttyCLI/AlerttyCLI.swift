import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The command line program: arguments in, an alert on the terminal, the answer and exit status out.
public enum AlerttyCLI {
    /// Runs alertty with the arguments after the program name and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        let start = monotonicSeconds()
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            return usage(error)
        }
        switch command {
        case .showHelp:
            return answer(HelpText.render(width: standardOutputWidth() ?? 80))
        case .showVersion:
            return answer("alertty \(AlerttyVersion.current)\n")
        case .generateManPage:
            return answer(ManPage.render())
        case .generateCompletion(let shell):
            return answer(CompletionScript.render(for: shell))
        case .showAlert(let request):
            return show(request, since: start)
        }
    }

    private static func show(_ request: AlertRequest, since start: Double) -> Int32 {
        let environment = Environment.current()
        let preset: PresetAnswer?
        let theme: Theme.Name?
        do {
            theme = try Theme.Name.environment(environment.theme)
            preset = try PresetAnswer.resolve(
                option: request.answer, environment: environment.answer, in: request.configuration)
        } catch {
            return usage(error)
        }
        if let preset {
            // Nothing is shown and nothing read: the answer was decided before alertty ran.
            let state = AlertState(configuration: request.configuration)
            try? writeAll(STDERR_FILENO, Array("alertty: \(preset.notice(in: request.configuration))\n".utf8))
            return finish(.chosen(preset.buttonIndex), state: state)
        }
        let terminal: TerminalDevice
        do {
            terminal = try TerminalDevice()
        } catch {
            return fail(
                "no terminal to show the alert on (/dev/tty: \(error.reason)); "
                    + "to answer without one, pass --answer LABEL or set ALERTTY_ANSWER=LABEL",
                status: ExitStatus.noTerminal)
        }
        var configuration = request.configuration
        if request.readsMessageFromStandardInput {
            do {
                var text = String(decoding: try readToEnd(STDIN_FILENO), as: UTF8.self)
                while text.hasSuffix("\n") { text.removeLast() }
                configuration.message = text
            } catch {
                return fail("cannot read the message from standard input (\(error))", status: ExitStatus.internalError)
            }
        }
        if environment.plain { configuration.presentation = .plain }
        do {
            // The terminal is restored when run returns; only then does the answer go out.
            if configuration.presentation == .plain {
                let session = try PlainSession(configuration: configuration, terminal: terminal)
                let outcome = try session.run(since: start)
                defer { session.wipeFields() }
                return finish(outcome, state: session.state)
            }
            let session = try AlertSession(
                configuration: configuration, terminal: terminal, environment: environment, theme: theme)
            let outcome = try session.run(since: start)
            defer { session.wipeFields() }
            return finish(outcome, state: session.state)
        } catch  where error.code == EIO {
            // The terminal went away: after a hang-up every call on it (write, tcgetattr,
            // tcsetattr) fails with EIO, whichever the session was making. As a hang-up.
            return ExitStatus.signal(SIGHUP)
        } catch {
            return fail("internal error: \(error)", status: ExitStatus.internalError)
        }
    }

    /// Writes the answer (if any) to stdout and returns the exit status for `outcome`.
    private static func finish(_ outcome: Outcome, state: AlertState) -> Int32 {
        if var bytes = Answer.text(for: outcome, state: state).map({ Array($0.utf8) }) {
            // A closed stdout must not change the answer the exit status carries.
            try? writeAll(STDOUT_FILENO, bytes)
            // A password has been handed over: overwrite alertty's own copies of it.
            for index in bytes.indices { bytes[index] = 0 }
        }
        if outcome == .timedOut, let timeout = state.configuration.timeout {
            try? writeAll(STDERR_FILENO, Array("alertty: no answer within \(seconds(timeout)) (--timeout)\n".utf8))
        }
        return outcome.exitStatus(in: state.configuration)
    }

    /// `30 s`, `2.5 s`: seconds as the person wrote them, without a needless `.0`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func answer(_ text: String) -> Int32 {
        try? writeAll(STDOUT_FILENO, Array(text.utf8))
        return 0
    }

    /// A usage error: its line, the pointer to --help, and status 64.
    private static func usage(_ error: UsageError) -> Int32 {
        fail("\(error.message)\nTry 'alertty --help'.", status: ExitStatus.usage)
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        try? writeAll(STDERR_FILENO, Array("alertty: \(message)\n".utf8))
        return status
    }
}
