import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Follows work without drawing anything: progress said in lines. In plain mode on the
/// terminal (every tenth and every new text, for a screen reader), and with no terminal at
/// all on stderr (at most a line a second, and the command's output as it comes), so a CI
/// job's log stays readable and its status is the work's.
struct ProgressLines {
    let configuration: AlertConfiguration
    let work: ProgressWork
    let signals: SignalWatcher
    /// Where the lines go.
    let write: ([UInt8]) -> Void
    /// What goes before each line said (`alertty: Title: ` on stderr).
    let prefix: String
    /// The least time between two lines.
    let interval: Double
    /// Whether the command's output is written as it comes.
    let passesOutput: Bool

    /// Follows the work until it ends, `deadline` ends (the work is stopped: 124) or a
    /// signal ends it (passed on to a command, which is then waited for).
    func run(until deadline: Deadline) throws(SystemError) -> Outcome {
        var announcer = ProgressAnnouncer(interval: interval, text: configuration.message)
        var stopDue = deadline.end
        var saidStopped = false
        while true {
            var now = monotonicSeconds()
            if let ended = work.ending(at: now) {
                if let line = announcer.finish(at: now), !line.isEmpty { say(line) }
                return ended
            }
            // Said once a stop: nothing else is said until the command is continued or ended.
            if work.commandIsStopped != saidStopped {
                saidStopped.toggle()
                if saidStopped { say("Command stopped") }
            }
            if let due = stopDue, now >= due {
                work.stop(signal: SIGTERM, outcome: .timedOut, at: now)
                // Once: asked again, the work would get SIGKILL at once, not its --kill-after.
                stopDue = nil
                continue
            }
            let wakeup = try work.waitForNews(
                signals: signals, until: [stopDue, work.nextCheck(at: now)].compactMap { $0 }.min())
            now = monotonicSeconds()
            if let signal = wakeup.interrupted { return .interrupted(signal: signal) }
            for number in wakeup.signals where SignalTable.action(for: number) == .suspend {
                signals.suspendProcess(by: number)
            }
            if wakeup.hasNews {
                let news = work.takeNews()
                if passesOutput, !news.output.isEmpty {
                    write(Array((news.output.joined(separator: "\n") + "\n").utf8))
                }
                if let line = announcer.take(news, at: now), !line.isEmpty { say(line) }
            }
        }
    }

    private func say(_ line: String) {
        write(Array((prefix + line + "\n").utf8))
    }
}
