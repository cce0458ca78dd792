import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How often a waiting alert checks whether the terminal is free.
package let lockRetryInterval = 0.05

/// How long an alert waits for a stopped one before it says so on the terminal.
package let waitNoticeDelay = 1.0

/// How long the sequences that restore the screen may wait for a terminal that takes no output.
package let leaveWriteTime = 0.5

/// The least time between two frames of a progress alert: one per refresh of a 60 Hz display,
/// however fast the work's news comes.
let frameInterval = 1.0 / 60

/// The least time leaving waits for a terminal's answers to the background query still due
/// (and at most until ``KeyReader/replyWait`` after it went out, if that is later): a terminal on the
/// same machine answers within a millisecond, one across the world within this.
package let reportWaitTime = 0.3

/// Waits, showing nothing, until no other alertty holds the terminal. When the holder has been
/// stopped (Ctrl-Z) for a second of the wait, it says so on the terminal, so that does not look
/// like a hang; a holder that is showing its alert is left undisturbed (a notice would be drawn
/// over it). A holder that is not on this terminal is not waited for: standard error says turns
/// are off (``TerminalLock/holderElsewhere``). The wait counts against `--timeout` (`deadline`),
/// and signals end it as they would end the alert.
/// - Returns: `nil` once the lock is held (or not waited for), or how the wait ended.
func waitForTurn(
    _ lock: TerminalLock, on terminal: TerminalDevice, signals: SignalWatcher, deadline: Double?
) throws(SystemError) -> Outcome? {
    let noticeTime = monotonicSeconds() + waitNoticeDelay
    var noticed = false
    while !lock.tryLock() {
        if let holder = lock.holderElsewhere {
            warn(
                "alerts on this terminal do not take turns: process \(holder), not on this terminal, holds its lock")
            return nil
        }
        let now = monotonicSeconds()
        if let deadline, now >= deadline { return .timedOut }
        if !noticed, now >= noticeTime, let holder = lock.holder, processIsStopped(holder) {
            noticed = true
            let notice = "\ralertty: waiting for process \(holder)'s alert, which is stopped; fg resumes it\r\n"
            _ = try terminal.write(Array(notice.utf8), unlessSignalled: signals, deadline: now + leaveWriteTime)
        }
        if let ending = try pauseBeforeRetry(signals: signals) { return ending }
    }
    return nil
}

/// Waits, showing nothing, until no other alertty asks the same question on this terminal
/// (``QuestionLock``, held by the one asking it), so that its answer can be taken. The wait
/// counts against `--timeout` (`deadline`): when it runs out, the alert ends as its own time
/// running out would (the `--timeout-answer` button, or a timeout); a signal ends it as it would
/// end the alert.
/// - Returns: `nil` once the lock is held, or how the wait ended.
package func waitForQuestion(
    _ lock: QuestionLock, of configuration: AlertConfiguration, deadline: Double?
) throws(Alert.Failure) -> Alert.Result? {
    do {
        let signals = try SignalWatcher()
        while !lock.tryLock() {
            if let deadline, monotonicSeconds() >= deadline {
                var state = AlertState(configuration: configuration)
                let outcome = FieldChecks.confirmed(state.expire(), in: state)
                return Alert.Result(outcome: outcome, state: state, byMouse: false)
            }
            if let ending = try pauseBeforeRetry(signals: signals) {
                return Alert.Result(outcome: ending, state: AlertState(configuration: configuration), byMouse: false)
            }
        }
        return nil
    } catch {
        throw .terminal("\(error)")
    }
}

/// Waits one ``lockRetryInterval`` for a signal: how it ends the wait, if one does; one that
/// suspends stops the process here.
private func pauseBeforeRetry(signals: SignalWatcher) throws(SystemError) -> Outcome? {
    let ready = try waitForInput([signals.fd], timeout: lockRetryInterval)
    let pending = ready.isEmpty ? [] : signals.drain()
    if let ending = SignalTable.ending(in: pending) { return .interrupted(signal: ending) }
    for number in pending where SignalTable.action(for: number) == .suspend {
        signals.suspendProcess(by: number)
    }
    return nil
}

/// Stops the process (as SIGTTOU would) until its job is in the foreground of `terminal`:
/// touching the terminal from the background would stop it anyway, or, with the signal
/// caught, make the kernel send it again and again. Each turn of the wait is a stop, so any
/// number of SIGCONTs sent to a background alert cost no CPU but theirs.
///
/// - Throws: `EIO` (as the terminal would give it), after saying why on stderr, when the job
///   is orphaned: its shell has gone, the kernel will not stop it, and nothing can bring it to
///   the foreground; it ends as a hang-up does.
func waitUntilForeground(_ terminal: any TerminalPort, signals: SignalWatcher) throws(SystemError) {
    while !terminal.isForeground {
        guard signals.suspendProcess(by: SIGTTOU) else {
            warn(
                "the alert's job is in the background of a terminal whose shell has gone, "
                    + "so nothing can bring it to the foreground; ending as a hang-up (run alertty in the foreground)")
            throw SystemError("tcsetpgrp", code: EIO)
        }
    }
}

/// One line on stderr, after the program's name: what the caller should know and cannot see
/// on the terminal. A stderr that cannot take it changes nothing.
func warn(_ message: String) {
    try? writeAll(STDERR_FILENO, Array("alertty: \(message)\n".utf8))
}
