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
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            return fail("\(error.message)\nTry 'alertty --help'.", status: ExitStatus.usage)
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
            return show(request)
        }
    }

    private static func show(_ request: AlertRequest) -> Int32 {
        let terminal: TerminalDevice
        do {
            terminal = try TerminalDevice()
        } catch {
            return fail(
                "no terminal to show the alert on (/dev/tty: \(error.reason)); run it from an interactive terminal",
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
        let outcome: Outcome
        let session: AlertSession
        do {
            session = try AlertSession(configuration: configuration, terminal: terminal, environment: .current())
            outcome = try session.run()
        } catch  where error.call == "write" && error.code == EIO {
            return ExitStatus.signal(SIGHUP)
        } catch {
            return fail("internal error: \(error)", status: ExitStatus.internalError)
        }
        // The terminal is restored by now; only then does the answer go out.
        if var bytes = Answer.text(for: outcome, state: session.state).map({ Array($0.utf8) }) {
            // A closed stdout must not change the answer the exit status carries.
            try? writeAll(STDOUT_FILENO, bytes)
            // A password has been handed over: overwrite alertty's own copies of it.
            for index in bytes.indices { bytes[index] = 0 }
        }
        session.wipeFields()
        return outcome.exitStatus(in: configuration)
    }

    private static func answer(_ text: String) -> Int32 {
        try? writeAll(STDOUT_FILENO, Array(text.utf8))
        return 0
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        try? writeAll(STDERR_FILENO, Array("alertty: \(message)\n".utf8))
        return status
    }
}
