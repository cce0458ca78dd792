#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The write end of the self-pipe; the only thing the signal handler touches.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// How many SIGCONTs have arrived: a suspend that returns without one never stopped.
nonisolated(unsafe) private var continuesReceived = 0

/// Async-signal-safe: writes the signal number to the self-pipe and keeps `errno` intact.
private func noteSignal(_ number: Int32) {
    let savedErrno = errno
    if number == SIGCONT { continuesReceived &+= 1 }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Turns signals into bytes on a pipe that the event loop polls (the self-pipe trick).
///
/// The handlers only note the signal; everything else (restoring the terminal,
/// exiting) happens in the loop, where it is safe.
///
/// Two steps, so the first frame does not wait for some fifty `sigaction` calls (start-up
/// rule 10): creating a watcher blocks its signals (one call; one that arrives stays pending,
/// so none is lost), and ``arm()`` installs the handlers and unblocks them (pending ones are
/// noted then). Asking for ``fd`` arms, since waiting on a pipe no handler writes to would
/// never wake: whatever waits for a signal has the handlers in place.
///
/// The ``SignalTable/faults`` are handled from the start and never blocked, nor noted: their
/// handler ends the command alertty runs, restores the terminal and dies at once
/// (``CrashRestore``). Linux ends a process at once, with the default action, for a fault while
/// it is blocked, so a fault before ``arm()`` (raw mode is entered before it) would leave the
/// terminal raw. Seven `sigaction` calls, and the alternate stack, are worth that.
public final class SignalWatcher {
    private let readEnd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    /// The calling thread's mask before the signals were blocked; put back when done.
    private var maskBefore = sigset_t()
    /// What each of ``signals`` did before its handler replaced it (in their order); put back when
    /// done, so a program that shows an alert keeps its own handlers. Empty until armed.
    private var actionsBefore: [sigaction] = []
    /// What each of the ``SignalTable/faults`` did before, in their order; put back when done.
    private var faultActionsBefore: [sigaction] = []
    private var armed = false

    /// Creates the pipe, handles the faults (``CrashRestore``, unblocked) and blocks `signals` (by
    /// default every one in ``SignalTable/watched``); SIGPIPE is ignored so a closed stdout shows
    /// up as `EPIPE` instead of killing the process.
    public init(signals: [Int32] = SignalTable.watched) throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        try retryingOnInterrupt("pipe") { pipe(&ends) }
        for end in ends {
            // A new pipe has no status flags to keep (pipe2, which sets both at once, is not in
            // Swift's Glibc).
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        CrashRestore.prepare()
        faultActionsBefore = SignalTable.faults.map(CrashRestore.install(for:))
        var mask = Self.mask(of: signals)
        pthread_sigmask(SIG_BLOCK, &mask, &maskBefore)
        // Unblocked even where the mask alertty was started with blocked them (a blocked mask
        // survives exec): a fault sent with kill would wait, and one of alertty's own kill at once.
        var faults = Self.mask(of: SignalTable.faults)
        pthread_sigmask(SIG_UNBLOCK, &faults, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        for (number, action) in Array(zip(signals, actionsBefore)) + zip(SignalTable.faults, faultActionsBefore) {
            var action = action
            sigaction(number, &action, nil)
        }
        // Any signal still pending meets the program's own disposition now, as if alertty had
        // never been there.
        pthread_sigmask(SIG_SETMASK, &maskBefore, nil)
        close(readEnd)
        close(writeEnd)
    }

    /// The read end, to `poll` alongside the terminal; asking for it arms the watcher.
    public var fd: Int32 {
        arm()
        return readEnd
    }

    /// Installs the handlers with `sigaction(2)` and unblocks the signals; signals that arrived
    /// since ``init(signals:)`` are noted on the pipe now. Does nothing the second time.
    public func arm() {
        guard !armed else { return }
        armed = true
        signalPipeWriteEnd = writeEnd
        actionsBefore.reserveCapacity(signals.count)
        for number in signals { actionsBefore.append(Self.install(number)) }
        // Unblocked even where the mask alertty was started with blocked them (some parents
        // spawn with signals blocked, and a blocked mask survives exec): otherwise Ctrl-C,
        // SIGTERM and resizes would never arrive.
        var mask = Self.mask(of: signals)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    private static func mask(of signals: [Int32]) -> sigset_t {
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals { sigaddset(&mask, number) }
        return mask
    }

    /// Points `number` at the handler; returns what it did before.
    @discardableResult
    private static func install(_ number: Int32) -> sigaction {
        installHandler(noteSignal, for: number, flags: SA_RESTART)
    }

    /// The signals noted since the last call, oldest first.
    public func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = systemRead(readEnd, &buffer, buffer.count)
            if count <= 0 { return result }
            result += buffer[0..<count].map { Int32($0) }
        }
    }

    /// Stops the process as `number` (SIGTSTP, SIGTTIN or SIGTTOU) would with its default
    /// action, returning after `fg` or `bg`.
    ///
    /// - Returns: whether the process stopped (a SIGCONT came). The kernel discards a stop
    ///   signal to an orphaned process group, whose shell has gone and which nothing can resume.
    @discardableResult
    public func suspendProcess(by number: Int32 = SIGTSTP) -> Bool {
        // Armed first: the signal must not be blocked, and the handler put back is alertty's.
        arm()
        let continuesBefore = continuesReceived
        signal(number, SIG_DFL)
        raise(number)
        Self.install(number)
        return continuesReceived != continuesBefore
    }
}

/// Points signal `number` at `handler` with `flags` (sigaction(2)), nothing else blocked while it
/// runs; returns what the signal did before.
func installHandler(_ handler: @convention(c) (Int32) -> Void, for number: Int32, flags: Int32) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
    #else
        action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var before = sigaction()
    sigaction(number, &action, &before)
    return before
}
