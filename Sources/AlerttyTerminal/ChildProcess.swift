#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The status `waitpid(2)` reports for a process continued (WIFCONTINUED, which Swift does not import).
#if canImport(Darwin)
    private let continuedStatus: Int32 = 0x137F
#else
    private let continuedStatus: Int32 = 0xFFFF
#endif

/// A command run in its own process group, its standard output and error on one pipe that
/// the caller reads: `--run`. Knows nothing of alerts.
public final class ChildProcess {
    /// The command's process ID, which is also its process group's.
    public let pid: pid_t
    /// The read end of the pipe its output and errors go to; -1 once closed.
    public private(set) var output: Int32
    /// How it ended, once reaped.
    public private(set) var ending: Ending?
    /// Whether it is stopped (it sent itself SIGTSTP or SIGSTOP, or someone else did), as the
    /// last ``reap()`` found; a SIGCONT from anywhere clears it.
    public private(set) var isStopped = false

    /// How a command ended.
    public enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal killed it.
        case killed(Int32)
        /// It stopped to read or write the terminal it is not in the foreground of, and was
        /// killed: a command run under an alert has no terminal (`sudo` asking for a password).
        case wantedTerminal
    }

    /// Starts `arguments` (the command, found on `PATH`, then its arguments) in a new process
    /// group. Its standard input is alertty's, or `/dev/null` when that is a terminal (which it
    /// could not read from the background); its output and errors go to ``output``. Signals
    /// start at their defaults and unblocked, whatever alertty did with them.
    public init(_ arguments: [String]) throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        try retryingOnInterrupt("pipe") { pipe(&ends) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        defer { close(ends[1]) }
        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        do {
            // alertty ignores SIGPIPE to see EPIPE; a command must die of it as it normally would,
            // and stop at the terminal as it normally would (so alertty sees it stopped).
            pid = try spawn(arguments, defaultSignals: [SIGPIPE, SIGTTIN, SIGTTOU, SIGTSTP], flags: spawnNewGroup) {
                if stdinIsTerminal { posix_spawn_file_actions_addopen(&$0, STDIN_FILENO, "/dev/null", O_RDONLY, 0) }
                posix_spawn_file_actions_adddup2(&$0, ends[1], STDOUT_FILENO)
                posix_spawn_file_actions_adddup2(&$0, ends[1], STDERR_FILENO)
                posix_spawn_file_actions_addclose(&$0, ends[1])
            }
        } catch {
            close(ends[0])
            throw error
        }
        output = ends[0]
        // A crash of alertty ends the group too, until it has been reaped (``reap()``).
        CrashRestore.endOnFault(group: pid)
    }

    deinit {
        if output >= 0 { close(output) }
    }

    /// Reads what the command wrote, up to `maximum` bytes: empty at the end of its output
    /// (then ``output`` is closed), `nil` when nothing is there yet.
    public func read(maximum: Int = 65_536) -> [UInt8]? {
        guard output >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = buffer.withUnsafeMutableBytes { systemRead(output, $0.baseAddress!, maximum) }
        if count < 0 { return errno == EAGAIN || errno == EINTR ? nil : closeOutput() }
        if count == 0 { return closeOutput() }
        buffer.removeLast(maximum - count)
        return buffer
    }

    private func closeOutput() -> [UInt8] {
        close(output)
        output = -1
        return []
    }

    /// Sends `signal` to the command's whole process group (what it started too), then SIGCONT,
    /// since a stopped process acts on no signal but SIGKILL until it is continued (a stop of
    /// one it started is not seen here, so the group is always continued); a group already gone
    /// is no error.
    public func signalGroup(_ signal: Int32) {
        guard ending == nil else { return }
        kill(-pid, signal)
        if signal != SIGKILL { kill(-pid, SIGCONT) }
    }

    /// Collects the command's ending if it has ended, without waiting; ``ending`` says how, and
    /// ``isStopped`` whether it is stopped meanwhile. A command stopped for the terminal is
    /// killed and reported as ``Ending/wantedTerminal``.
    @discardableResult
    public func reap() -> Ending? {
        if let ending { return ending }
        guard let ending = collect() else { return nil }
        // Reaped: the group is no longer alertty's to end, and its number may soon be another's.
        CrashRestore.forgetGroup(pid)
        return ending
    }

    /// ``reap()``'s work: sets ``ending`` once the command has ended.
    private func collect() -> Ending? {
        var status: Int32 = 0
        // Each stop and each continuation is reported once: the last one says how it is now.
        while waitpid(pid, &status, WNOHANG | WUNTRACED | WCONTINUED) == pid {
            if status == continuedStatus {
                isStopped = false
                continue
            }
            let low = status & 0x7F
            guard low == 0x7F else {
                ending = low == 0 ? .exited((status >> 8) & 0xFF) : .killed(low)
                return ending
            }
            let stopSignal = (status >> 8) & 0xFF
            if stopSignal == SIGTTIN || stopSignal == SIGTTOU {
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                ending = .wantedTerminal
                return ending
            }
            // Stopped by anything else (it stopped itself, or SIGSTOP from outside): it may be continued.
            isStopped = true
        }
        return nil
    }
}
