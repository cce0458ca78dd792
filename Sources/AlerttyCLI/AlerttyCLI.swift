import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How alertty ends.
public enum Termination: Equatable, Sendable {
    /// Exit with this status.
    case exit(Int32)
    /// Die by this signal, once the terminal is restored: the caller sees what a signal did,
    /// and a script stops on Ctrl-C as it would for `sleep`.
    case signal(Int32)
}

/// The command line program: arguments in, an alert on the terminal, the answer and exit status out.
public enum AlerttyCLI {
    /// The program name (`argv[0]`), the arguments after it, as given, and the positions of those
    /// that are not valid UTF-8 (`CommandLine.arguments` repairs them silently; a label must not be),
    /// from `count` C strings at `values` (argc and argv).
    public static func commandLineArguments(
        count: Int, values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    ) -> (programName: String, arguments: [String], notUTF8: [Int]) {
        let programName = count > 0 ? values[0].map { text(ofCString: $0) } ?? "" : ""
        var arguments: [String] = []
        var notUTF8: [Int] = []
        // argc is 0 when a program execs alertty with an empty argv (older kernels allow it).
        for position in 1..<max(1, count) {
            guard let raw = values[position] else { continue }
            if let valid = String(validatingCString: raw) {
                arguments.append(valid)
            } else {
                notUTF8.append(arguments.count)
                arguments.append(text(ofCString: raw))
            }
        }
        return (programName, arguments, notUTF8)
    }

    /// Ends the process as `termination` says: an exit status, or death by a signal.
    public static func end(_ termination: Termination) -> Never {
        switch termination {
        case .exit(let status): exit(status)
        case .signal(let number): endProcess(bySignal: number)
        }
    }

    /// Runs alertty with the arguments after the program name and says how to end: the
    /// invocation read, answers given in advance resolved, the terminal opened, the alert
    /// presented and its ending reported, each step in its own file.
    ///
    /// - Parameters:
    ///   - notUTF8: positions in `arguments` that were not valid UTF-8 as given.
    ///   - programName: `argv[0]`: invoked as `whiptail` or `dialog` (a symlink), alertty speaks
    ///     that tool's language, as it does after `--compat whiptail|dialog`.
    public static func run(arguments: [String], notUTF8: [Int] = [], programName: String = "alertty") -> Termination {
        let start = monotonicSeconds()
        // Before anything is opened: no later descriptor may take the number of a closed one.
        let closed = openStandardDescriptors()
        ignoreBrokenPipes()
        surviveFileSizeLimit()
        let invocation = Invocation(
            arguments: arguments, notUTF8: notUTF8, programName: programName, start: start, closed: closed,
            environment: Environment.current())
        do throws(Ended) {
            switch try invocation.read() {
            case .done(let termination): return termination
            case .alert(let question):
                let termination = try ask(question)
                if case .compat(let request) = question.route { pause(after: request, termination) }
                return termination
            case .progress(let question, let work): return try follow(work, question: question)
            case .stillBox(let request):
                let termination = try showStill(request, invocation: invocation)
                pause(after: request, termination)
                return termination
            }
        } catch {
            return error.termination
        }
    }

    /// Asks `question`: answered in advance without a terminal, or shown on one; then reported.
    static func ask(_ question: Question) throws(Ended) -> Termination {
        let settled = try settle(question)
        guard case .person = settled.answering else { return try answerInAdvance(question, settled: settled) }
        let terminal: TerminalDevice
        switch openTerminal() {
        case .success(let opened): terminal = opened
        case .failure(let error):
            if let taken = try takeTimeoutAnswer(question, settled: settled, noTerminal: error.reason) { return taken }
            throw Ended(question.route.withoutTerminal(because: error.reason, environment: question.environment))
        }
        var shown = try present(question, settled: settled, on: terminal)
        // A password has been handed over once the answer is out: overwrite it.
        defer { shown.state.wipeFields() }
        return report(shown)
    }

    /// dialog's `--sleep N`: N seconds' wait after the box (an info box read before the script
    /// goes on); none after a signal ended it.
    private static func pause(after request: CompatRequest, _ termination: Termination) {
        guard request.sleepAfter > 0, case .exit = termination else { return }
        wait(seconds: request.sleepAfter)
    }

    /// Waits `seconds`: a signal that does not end alertty (a resize) cuts the wait short, and
    /// the rest is waited.
    static func wait(seconds: Int) {
        var (asked, left) = (timespec(tv_sec: seconds, tv_nsec: 0), timespec())
        while nanosleep(&asked, &left) != 0, errno == EINTR { asked = left }
    }

    /// A usage error: its line, the pointer to --help, and status 64.
    static func usage(_ error: UsageError) -> Int32 {
        guard error.status == ExitStatus.usage, error.pointsToHelp else {
            return fail(error.message, status: error.status)
        }
        return fail("\(error.message)\nTry 'alertty --help'.", status: ExitStatus.usage)
    }

    /// Says `message` on stderr and returns `status`.
    static func fail(_ message: String, status: Int32) -> Int32 {
        say(message)
        return status
    }

    /// One line on stderr, after the program's name; a stderr that cannot take it changes nothing.
    static func say(_ message: String) {
        try? writeAll(STDERR_FILENO, Array("alertty: \(message)\n".utf8))
    }
}

/// The run ends before its last step, as `termination` says: a usage error, no terminal, a
/// message on standard input that did not come within the timeout.
struct Ended: Error {
    let termination: Termination

    init(_ termination: Termination) { self.termination = termination }

    /// Ends with exit `status`.
    static func exit(_ status: Int32) -> Ended { Ended(.exit(status)) }
}
