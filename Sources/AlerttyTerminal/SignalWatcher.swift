#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The write end of the self-pipe; the only thing the signal handler touches.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Async-signal-safe: writes the signal number to the self-pipe and keeps `errno` intact.
private func noteSignal(_ number: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Turns signals into bytes on a pipe that the event loop polls (the self-pipe trick).
///
/// The handlers only note the signal; everything else (restoring the terminal,
/// exiting) happens in the loop, where it is safe.
public final class SignalWatcher {
    /// The read end, to `poll` alongside the terminal.
    public let fd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]

    /// Creates the pipe with `pipe(2)` and installs handlers with `sigaction(2)` for `signals`
    /// (by default every one in ``SignalTable/watched``); SIGPIPE is ignored so a closed
    /// stdout shows up as `EPIPE` instead of killing the process.
    public init(signals: [Int32] = SignalTable.watched) throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        try retryingOnInterrupt("pipe") { pipe(&ends) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        signalPipeWriteEnd = writeEnd
        signal(SIGPIPE, SIG_IGN)
        for number in signals { Self.install(number) }
        // A blocked mask survives exec, and some parents spawn with signals blocked;
        // unblock ours or Ctrl-C, SIGTERM and resizes would never arrive.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals { sigaddset(&mask, number) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    deinit {
        for number in signals { signal(number, SIG_DFL) }
        close(fd)
        close(writeEnd)
    }

    private static func install(_ number: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = noteSignal
        #else
            action.__sigaction_handler.sa_handler = noteSignal
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(number, &action, nil)
    }

    /// The signals noted since the last call, oldest first.
    public func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = systemRead(fd, &buffer, buffer.count)
            if count <= 0 { return result }
            result += buffer[0..<count].map { Int32($0) }
        }
    }

    /// Stops the process as `number` (SIGTSTP, SIGTTIN or SIGTTOU) would with its default
    /// action, returning after `fg` or `bg`.
    public func suspendProcess(by number: Int32 = SIGTSTP) {
        signal(number, SIG_DFL)
        raise(number)
        Self.install(number)
    }
}
