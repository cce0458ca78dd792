#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What a fault must put back on the terminal before alertty dies of it: the settings found and
/// the sequence that leaves the alert's screen modes.
///
/// A fault (a Swift runtime trap, a bad access) cannot wait for the event loop: its handler runs
/// at once, on whatever thread faulted, in the middle of anything. So it may touch only plain
/// memory set up beforehand, reached through a pointer: no allocation, no lock, no reference
/// counting, no exclusivity check. The terminal's setup fills this in; the handler only reads it.
private struct CrashRestoration {
    /// The most bytes the screen's sequence may have (the longest is under 50).
    static let capacity = 128

    /// The terminal's descriptor while its settings are alertty's; -1 when there is nothing to put back.
    var descriptor: Int32 = -1
    /// The settings the terminal had before alertty changed them.
    var settings = termios()
    /// How many bytes of ``sequence`` to write.
    var sequenceLength = 0
    /// The bytes that leave the alert's screen modes.
    let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
}

/// Made on first use, which ``CrashRestore/install(for:)`` ensures comes before any handler can run.
nonisolated(unsafe) private let crashRestoration: UnsafeMutablePointer<CrashRestoration> = {
    let restoration = UnsafeMutablePointer<CrashRestoration>.allocate(capacity: 1)
    restoration.initialize(to: CrashRestoration())
    return restoration
}()

/// Async-signal-safe: writes the screen's sequence and puts the settings back (`write(2)` and
/// `tcsetattr(3)` only), then dies by `number` with its default action. SA_RESETHAND has made that
/// action the default and SA_NODEFER lets it through at once, for a fault and for a sent signal alike.
private func restoreTerminalAndDie(_ number: Int32) {
    let restoration = crashRestoration
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
    /// Points fault `number` at the handler that restores the terminal; returns what it did before.
    static func install(for number: Int32) -> sigaction {
        // Made now, not in the handler, where making it would allocate.
        _ = crashRestoration
        // Glibc declares one as unsigned, the other signed: both bit patterns as sa_flags takes them.
        let flags = Int32(truncatingIfNeeded: SA_RESETHAND) | Int32(truncatingIfNeeded: SA_NODEFER)
        return installHandler(restoreTerminalAndDie, for: number, flags: flags)
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
}
