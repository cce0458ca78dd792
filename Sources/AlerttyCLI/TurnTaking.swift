import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How often a waiting alert checks whether the terminal is free.
let lockRetryInterval = 0.05

/// How long an alert waits for another before it says so on the terminal.
let waitNoticeDelay = 1.0

/// How long the sequences that restore the screen may wait for a terminal that takes no output.
let leaveWriteTime = 0.5

/// Waits, showing nothing, until no other alertty holds the terminal. After a second it says
/// on the terminal that it waits (a holder stopped with Ctrl-Z must not look like a hang). The
/// wait counts against `--timeout` (`deadline`), and signals end it as they would end the alert.
/// - Returns: `nil` once the lock is held, or how the wait ended.
func waitForTurn(
    _ lock: TerminalLock, on terminal: TerminalDevice, signals: SignalWatcher, deadline: Double?
) throws(SystemError) -> Outcome? {
    let noticeTime = monotonicSeconds() + waitNoticeDelay
    var noticed = false
    while !lock.tryLock() {
        let now = monotonicSeconds()
        if let deadline, now >= deadline { return .timedOut }
        if !noticed, now >= noticeTime {
            noticed = true
            let notice = "\ralertty: waiting for another alert on this terminal…\r\n"
            _ = try terminal.write(Array(notice.utf8), unlessReadable: signals.fd, deadline: now + leaveWriteTime)
        }
        let ready = try waitForInput([signals.fd], timeout: lockRetryInterval)
        let pending = ready.isEmpty ? [] : signals.drain()
        if let ending = SignalTable.ending(in: pending) { return .interrupted(signal: ending) }
        for number in pending where SignalTable.action(for: number) == .suspend {
            signals.suspendProcess(by: number)
        }
    }
    return nil
}

/// Stops the process (as SIGTTOU would) until its job is in the foreground of `terminal`:
/// touching the terminal from the background would stop it anyway, or, with the signal
/// caught, make the kernel send it again and again.
func waitUntilForeground(_ terminal: TerminalDevice, signals: SignalWatcher) {
    // An orphaned job is never stopped by the kernel; it gets EIO from the terminal instead.
    var tries = 0
    while !terminal.isForeground, tries < 100 {
        signals.suspendProcess(by: SIGTTOU)
        tries += 1
    }
}
