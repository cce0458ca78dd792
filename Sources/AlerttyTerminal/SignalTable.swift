#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What a signal does to a program that holds the terminal: one table, used by the overlay,
/// the plain session and the wait for another alert alike, so none keeps a list of its own.
public enum SignalAction: Equatable, Sendable {
    /// The window changed size (SIGWINCH): lay out again.
    case resize
    /// Stop, handing the terminal back first (SIGTSTP, SIGTTIN, SIGTTOU).
    case suspend
    /// Resumed after a stop someone else caused (SIGCONT): take the terminal again.
    case resume
    /// End: restore the terminal, then die by this same signal, so the caller sees it.
    case end
}

/// Which signals alertty watches and what each one does.
public enum SignalTable {
    /// Every catchable signal whose default action ends or stops the process, and the two
    /// that change what is shown. SIGKILL and SIGSTOP cannot be caught; the ``faults`` are
    /// handled apart.
    public static let watched: [Int32] = {
        var numbers: [Int32] = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
            SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT,
        ]
        #if os(Linux)
            numbers += [SIGIO, SIGPWR, SIGSTKFLT]
            numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #else
            numbers += [SIGIO]
        #endif
        return numbers
    }()

    /// The signals a fault of alertty's own raises (a Swift runtime trap is SIGILL or SIGTRAP, a
    /// bad access SIGSEGV or SIGBUS, abort() SIGABRT), sent by `kill` or not: they cannot wait for
    /// the event loop, so their handler puts the terminal back itself (``CrashRestore``) and dies.
    public static let faults: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// What `number` asks for.
    public static func action(for number: Int32) -> SignalAction {
        switch number {
        case SIGWINCH: .resize
        case SIGTSTP, SIGTTIN, SIGTTOU: .suspend
        case SIGCONT: .resume
        default: .end
        }
    }

    /// The first signal in `pending` that ends the program: it wins over the others, since a
    /// hang-up arrives together with a SIGCONT that would take the terminal back first.
    public static func ending(in pending: [Int32]) -> Int32? {
        pending.first { action(for: $0) == .end }
    }
}

/// Makes the file size limit (`ulimit -f`) a write that fails with `EFBIG` instead of death by
/// SIGXFSZ, so a record the limit cuts short is cut back and said, as on a full disk. Caught by
/// a handler that does nothing rather than ignored: a command alertty starts gets the default.
public func surviveFileSizeLimit() {
    signal(SIGXFSZ) { _ in }
}

/// Ends the process by `number` with its default action, after the terminal has been
/// restored and the answer written: a shell or script then sees death by that signal, as
/// with any well-behaved tool (bash stops a script whose child died of SIGINT), and `$?`
/// is 128 + `number`. Exits with 128 + `number` should the signal not end the process.
public func endProcess(bySignal number: Int32) -> Never {
    signal(number, SIG_DFL)
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, number)
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    raise(number)
    _exit(128 + number)
}

/// Whether process `pid` is stopped (Ctrl-Z, SIGSTOP), from `/proc/PID/stat`; `false` where that
/// cannot be read (not Linux, or the process is gone).
public func processIsStopped(_ pid: pid_t) -> Bool {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return false }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = fread(&buffer, 1, buffer.count, file)
    // "PID (NAME) STATE ...": the state follows the last ')', since NAME may hold anything.
    guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else { return false }
    return buffer[close + 2] == UInt8(ascii: "T") || buffer[close + 2] == UInt8(ascii: "t")
}
