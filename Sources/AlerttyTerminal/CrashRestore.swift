#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What a fault must undo before alertty dies of it: the command it runs (whose process group
/// would live on), the settings the terminal had and the sequence that leaves the screen modes.
///
/// A fault (a Swift runtime trap, a bad access) cannot wait for the event loop: its handler runs
/// at once, on whatever thread faulted, in the middle of anything. So it may touch only plain
/// memory set up beforehand, reached through a pointer: no allocation, no lock, no reference
/// counting, no exclusivity check. The terminal's setup fills this in; the handler only reads it.
private struct CrashRestoration {
    /// The most bytes the screen's sequence may have (the longest, an overlay's, is 53).
    static let capacity = 128

    /// The terminal's descriptor while its settings are alertty's; -1 when there is nothing to put back.
    var descriptor: Int32 = -1
    /// The settings the terminal had before alertty changed them.
    var settings = termios()
    /// How many bytes of ``sequence`` to write.
    var sequenceLength = 0
    /// The bytes that leave the alert's screen modes.
    let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    /// The process group of the command alertty runs (`--run`) until it has been reaped; 0 for none.
    var commandGroup: pid_t = 0
}

/// Made on first use, which ``CrashRestore/prepare()`` ensures comes before any handler can run.
nonisolated(unsafe) private let crashRestoration: UnsafeMutablePointer<CrashRestoration> = {
    let restoration = UnsafeMutablePointer<CrashRestoration>.allocate(capacity: 1)
    restoration.initialize(to: CrashRestoration())
    return restoration
}()

/// How many bytes the alternate signal stack has: the handler needs little (a few system calls).
private let alternateStackSize = 64 << 10

/// The stack the fault handler runs on (SA_ONSTACK), so that it runs after a stack overflow, when
/// the thread's own stack has no room left. Made once, by ``CrashRestore/prepare()``, before any
/// handler can run.
nonisolated(unsafe) private let alternateStack = UnsafeMutableRawPointer.allocate(
    byteCount: alternateStackSize, alignment: 16)

/// Async-signal-safe: ends the command's process group, writes the screen's sequence and puts the
/// settings back (`kill(2)`, `write(2)` and `tcsetattr(3)` only), then dies by `number` with its
/// default action. SA_RESETHAND has made that action the default and SA_NODEFER lets it through at
/// once, for a fault and for a sent signal alike. Before the terminal has been changed (descriptor
/// -1) and with no command running, it only dies.
private func restoreTerminalAndDie(_ number: Int32) {
    let restoration = crashRestoration
    let group = restoration.pointee.commandGroup
    if group > 0 {
        // SIGCONT too: a stopped process acts on no signal but SIGKILL until it is continued.
        kill(-group, SIGTERM)
        kill(-group, SIGCONT)
    }
    let descriptor = restoration.pointee.descriptor
    if descriptor >= 0 {
        // The descriptor is non-blocking: a terminal that takes no output is given up on at once.
        let (sequence, length) = (restoration.pointee.sequence, restoration.pointee.sequenceLength)
        var written = 0
        while written < length {
            let count = write(descriptor, sequence + written, length - written)
            if count <= 0 { break }
            written += count
        }
        _ = tcsetattr(descriptor, TCSANOW, &restoration.pointee.settings)
    }
    raise(number)
    // Only if the default action did not end the process: returning would resume a sent fault.
    _exit(128 + number)
}

/// Puts the terminal back when alertty dies of a fault (``SignalTable/faults``), as the event
/// loop does for a signal that asks it to end.
package enum CrashRestore {
    /// The most bytes ``writeOnFault(_:)`` keeps.
    package static var capacity: Int { CrashRestoration.capacity }

    /// Makes what the handler reads, and gives the calling thread the alternate stack: before
    /// ``install(for:)``, so both exist before any handler can run.
    ///
    /// `sigaltstack(2)` is per thread: only the calling thread (the one that creates the
    /// ``SignalWatcher`` and shows the alert) gets it. A stack overflow on another thread is not
    /// covered: its handler has no stack to run on, so alertty dies with the terminal left raw
    /// and a command it runs left running. A thread that has an alternate stack
    /// already (the program's own) keeps it; the handler needs little room. The stack stays after
    /// the handlers are put back: it costs nothing unless a handler asks for it.
    static func prepare() {
        // Made now, not in the handler, where making it would allocate.
        _ = crashRestoration
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var stack = stack_t()
        stack.ss_sp = alternateStack
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }

    /// Points fault `number` at the handler that restores the terminal, on the alternate stack
    /// (``prepare()`` first); returns what it did before.
    static func install(for number: Int32) -> sigaction {
        // Glibc declares some as unsigned, others signed: all bit patterns as sa_flags takes them.
        let flags =
            Int32(truncatingIfNeeded: SA_RESETHAND) | Int32(truncatingIfNeeded: SA_NODEFER)
            | Int32(truncatingIfNeeded: SA_ONSTACK)
        return installHandler(restoreTerminalAndDie, for: number, flags: flags)
    }

    /// From now on, a fault ends process group `group` (a command just started in a group of its
    /// own) before anything else.
    static func endOnFault(group: pid_t) {
        crashRestoration.pointee.commandGroup = group
    }

    /// The command whose group is `group` has been reaped: a fault leaves that group alone (its
    /// number may be another's soon).
    static func forgetGroup(_ group: pid_t) {
        guard crashRestoration.pointee.commandGroup == group else { return }
        crashRestoration.pointee.commandGroup = 0
    }

    /// From now on, a fault puts `settings` back on `descriptor` (the terminal has changed them).
    static func keep(settings: termios, of descriptor: Int32) {
        crashRestoration.pointee.descriptor = -1
        crashRestoration.pointee.settings = settings
        crashRestoration.pointee.descriptor = descriptor
    }

    /// The terminal on `descriptor` is as it was found: a fault has nothing to put back.
    static func forget(_ descriptor: Int32) {
        guard crashRestoration.pointee.descriptor == descriptor else { return }
        crashRestoration.pointee.descriptor = -1
        crashRestoration.pointee.sequenceLength = 0
    }

    /// From now on, a fault writes `sequence` (what leaves the screen modes an alert set) before
    /// putting the settings back; at most 128 bytes of it.
    package static func writeOnFault(_ sequence: [UInt8]) {
        let length = min(sequence.count, CrashRestoration.capacity)
        crashRestoration.pointee.sequenceLength = 0
        for index in 0..<length { crashRestoration.pointee.sequence[index] = sequence[index] }
        crashRestoration.pointee.sequenceLength = length
    }

    /// What a fault would write now (``writeOnFault(_:)``): for tests.
    package static var sequenceOnFault: [UInt8] {
        let restoration = crashRestoration.pointee
        return Array(UnsafeBufferPointer(start: restoration.sequence, count: restoration.sequenceLength))
    }
}
