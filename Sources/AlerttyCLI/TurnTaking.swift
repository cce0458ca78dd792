import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How often a waiting alert checks whether the terminal is free.
let lockRetryInterval = 0.05

/// Waits, showing nothing, until no other alertty holds the terminal. The wait counts against
/// `--timeout` (`deadline`), and signals end it as they would end the alert.
/// - Returns: `nil` once the lock is held, or how the wait ended.
func waitForTurn(_ lock: TerminalLock, signals: SignalWatcher, deadline: Double?) throws(SystemError) -> Outcome? {
    while !lock.tryLock() {
        if let deadline, monotonicSeconds() >= deadline { return .timedOut }
        let ready = try waitForInput([signals.fd], timeout: lockRetryInterval)
        for number in ready.isEmpty ? [] : signals.drain() where ![SIGWINCH, SIGCONT].contains(number) {
            if number == SIGTSTP {
                signals.suspendProcess()
            } else {
                return .interrupted(signal: number)
            }
        }
    }
    return nil
}
