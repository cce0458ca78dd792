import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An alert any Swift command-line program can show on its controlling terminal, as the
/// `alertty` executable does (which is a user of this): the same drawing, restoration of the
/// terminal, signal handling and taking turns with other alerts on the same terminal.
///
/// ```swift
/// let result = try Alert(configuration).present()
/// if case .chosen(let index) = result.outcome { ... }
/// ```
public struct Alert: Sendable {
    /// What the alert shows and how it behaves.
    public var configuration: AlertConfiguration

    /// An alert for `configuration` (build it with ``AlertConfiguration/init(validating:message:buttons:fields:)``
    /// to have the command line's rules checked).
    public init(_ configuration: AlertConfiguration) {
        self.configuration = configuration
    }

    /// Why an alert could not be shown.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// There is no controlling terminal (a daemon, a CI job): the reason `/dev/tty` gave.
        case noTerminal(String)
        /// The terminal failed in a way the alert cannot recover from; the terminal was restored.
        case terminal(String)

        /// One line saying what failed.
        public var description: String {
            switch self {
            case .noTerminal(let reason): "no terminal to show the alert on (/dev/tty: \(reason))"
            case .terminal(let reason): reason
            }
        }
    }

    /// How the alert ended, and what the person left in it.
    public struct Result: Sendable {
        /// Which button, or how else it ended. `.interrupted(signal:)` means a signal (or a
        /// hang-up) ended it: the terminal is restored, and a program usually ends by the
        /// same signal, as the executable does.
        public var outcome: Outcome
        /// The fields' values, the chosen items and the checkboxes (``AlertState``).
        public var state: AlertState
        /// Whether the answer was a click rather than a key.
        public var byMouse: Bool

        /// Ends the process by the signal that interrupted the alert (Ctrl-C, a hang-up), as the
        /// `alertty` command does, so a script that started the program stops too; returns when
        /// the alert was not interrupted. The terminal is already restored.
        public func endProcessIfInterrupted() {
            if case .interrupted(let signal) = outcome { endProcess(bySignal: signal) }
        }
    }

    /// Shows the alert on the controlling terminal (`/dev/tty`, whatever stdin and stdout are)
    /// until it is answered, dismissed, timed out or interrupted, and restores the terminal.
    ///
    /// Honours the environment as the executable does: `NO_COLOR` and the other colour
    /// variables, `ALERTTY_THEME`, `ALERTTY_PLAIN` and `TERM=dumb`, `ALERTTY_REDUCE_MOTION`,
    /// the locale, `COLUMNS`/`LINES`. While it shows, it catches the signals that end or
    /// suspend a program (restoring the terminal first) and puts their handlers back after.
    /// An alert with a secure field makes the process not dumpable, with a core limit of 0, for
    /// the rest of its life (``forbidMemoryDumps()``): the password is then in its memory.
    public func present() throws(Failure) -> Result {
        try present(following: nil)
    }

    /// Shows a progress alert (``AlertConfiguration/progress``) that follows `work` until it
    /// ends: its lines move the bar and change the message, or its command's output shows.
    /// The outcome is ``Outcome/finished(status:)`` with the work's status when it ends by
    /// itself; a cancel or a timeout stops it first (a command gets SIGTERM, then SIGKILL
    /// after ``ProgressWork/killAfter``); Ctrl-C is passed on to a command, and the alert
    /// ends as the command does.
    ///
    /// ```swift
    /// let work = try ProgressWork(.lines(descriptor: pipeReadEnd))
    /// let result = try Alert(configuration).present(following: work)
    /// ```
    public func present(following work: ProgressWork?) throws(Failure) -> Result {
        // The timeout counts from the call, so time spent waiting for another alert counts too.
        let deadline = Deadline(start: monotonicSeconds(), timeout: configuration.timeout)
        let terminal: TerminalDevice
        do {
            terminal = try TerminalDevice()
        } catch {
            throw .noTerminal(error.reason)
        }
        let environment = Environment.current()
        let theme = environment.theme.flatMap(Theme.Name.init(rawValue:))
        return try present(on: terminal, environment: environment, theme: theme, deadline: deadline, following: work)
    }

    /// Follows `work` with no terminal to show an alert on: its progress in lines on stderr,
    /// at most one a second (and at each tenth), after `alertty: ` and the title; a command's
    /// output is passed to stderr as it comes unless `keepsOutputOffStderr`; `silently`, nothing
    /// is written at all (a dialect's box, whose stderr is the answer's). The outcome is as
    /// ``present(following:)``'s; the work is stopped at `deadline`'s end.
    package func follow(
        _ work: ProgressWork, withoutTerminalUntil deadline: Deadline, keepsOutputOffStderr: Bool = false,
        silently: Bool = false
    ) throws(Failure) -> Result {
        do {
            let signals = try SignalWatcher()
            let title = configuration.title.map { Sanitizer.displayable($0, keepNewlines: false) + ": " } ?? ""
            let lines = ProgressLines(
                configuration: configuration, work: work, signals: signals,
                write: { if !silently { try? writeAll(STDERR_FILENO, $0) } }, prefix: "alertty: " + title,
                interval: 1, passesOutput: !keepsOutputOffStderr && !silently)
            let outcome = try lines.run(until: deadline)
            return Result(outcome: outcome, state: AlertState(configuration: configuration), byMouse: false)
        } catch {
            throw .terminal("\(error)")
        }
    }

    /// Shows the alert on `terminal`, already open.
    ///
    /// - Parameters:
    ///   - theme: the theme the environment names, when the configuration names none.
    ///   - deadline: when the alert started and when its timeout ends, made from the
    ///     configuration's timeout: time spent waiting for another alert on the terminal counts too.
    package func present(
        on terminal: TerminalDevice, environment: Environment, theme: Theme.Name?, deadline: Deadline,
        following work: ProgressWork? = nil, items: ItemReading? = nil
    ) throws(Failure) -> Result {
        var configuration = configuration.withCalendar
        if environment.plain { configuration.presentation = .plain }
        // One appearance for the state and the look: reduce-motion is decided here, once.
        if environment.reduceMotion {
            configuration.appearance.animation = .none
            configuration.appearance.reducesMotion = true
        }
        // Whatever ends the alert (a hang-up that makes the terminal fail too), no command is
        // left running behind it.
        defer { work?.finish(signal: SIGHUP) }
        var pager: PagerWork?
        if let source = configuration.pager {
            do throws(PagedFile.Problem) {
                pager = try PagerWork(source)
            } catch {
                throw .terminal(source.name + " " + error.reason)
            }
        }
        do {
            // Before the first key: Ctrl-\ (SIGQUIT) at a password must not write it to a core file.
            if configuration.holdsSecret { try forbidMemoryDumps() }
            let signals = try SignalWatcher()
            // Held from before the first frame until the terminal is restored.
            let lock = TerminalLock(for: terminal)
            if let lock, let outcome = try waitForTurn(lock, on: terminal, signals: signals, deadline: deadline.end) {
                // The time ran out waiting for another alert: --timeout-answer answers all the same.
                var state = AlertState(configuration: configuration)
                let ended = outcome == .timedOut ? FieldChecks.confirmed(state.expire(), in: state) : outcome
                return Result(outcome: ended, state: state, byMouse: false)
            }
            defer { withExtendedLifetime(lock) {} }
            if configuration.presentation == .plain, let work {
                try waitUntilForeground(terminal, signals: signals)
                let introduction = PlainConversation(configuration: configuration).introduction
                _ = try terminal.write(Array(introduction.utf8), unlessSignalled: signals)
                let lines = ProgressLines(
                    configuration: configuration, work: work, signals: signals,
                    write: { _ = try? terminal.write($0, unlessSignalled: signals) }, prefix: "", interval: 0,
                    passesOutput: false)
                let outcome = try lines.run(until: deadline)
                return Result(outcome: outcome, state: AlertState(configuration: configuration), byMouse: false)
            }
            if configuration.presentation == .plain, let items {
                // Asked in lines, the list is whole before its question: read to its end first.
                var state = AlertState(configuration: configuration)
                var read = items.readToEnd(into: &state, deadline: deadline.end, signalDescriptor: signals.fd)
                while read == .signalled {
                    // A resize or a suspension waits; a signal that ends the alert ends the reading.
                    if let ending = SignalTable.ending(in: signals.drain()) {
                        return Result(outcome: .interrupted(signal: ending), state: state, byMouse: false)
                    }
                    read = items.readToEnd(into: &state, deadline: deadline.end, signalDescriptor: signals.fd)
                }
                if read == .timedOut {
                    return Result(
                        outcome: FieldChecks.confirmed(state.expire(), in: state), state: state, byMouse: false)
                }
                let session = PlainSession(state: state, terminal: terminal, signals: signals)
                let outcome = try session.run(until: deadline)
                return Result(outcome: outcome, state: session.state, byMouse: false)
            }
            if configuration.presentation == .plain {
                let session = PlainSession(
                    configuration: configuration, terminal: terminal, signals: signals, pager: pager)
                let outcome = try session.run(until: deadline)
                return Result(outcome: outcome, state: session.state, byMouse: false)
            }
            var session = AlertSession(
                configuration: configuration,
                look: Look(
                    appearance: configuration.appearance, environmentTheme: theme, unicode: environment.unicode,
                    terminal: environment.terminal),
                fallbackSize: environment.fallbackSize,
                terminal: terminal, signals: signals, since: deadline.start, work: work, pager: pager, items: items)
            let outcome = try session.run()
            return Result(outcome: outcome, state: session.state, byMouse: session.answeredByMouse)
        } catch  where error.code == EIO {
            // The terminal went away: after a hang-up every call on it (write, tcgetattr,
            // tcsetattr) fails with EIO, whichever the session was making. As a hang-up.
            return Result(
                outcome: .interrupted(signal: SIGHUP), state: AlertState(configuration: configuration), byMouse: false)
        } catch {
            throw .terminal("\(error)")
        }
    }
}
