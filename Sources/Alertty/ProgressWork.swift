import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The work a progress alert follows: lines of progress on a descriptor (`--progress` reads
/// standard input), or a command it runs (`--run`). Reads the news, says when the work ended
/// and how, and stops it when asked: a command gets a signal, then SIGKILL after
/// ``killAfter`` seconds if it is still there.
public final class ProgressWork {
    /// Where the news comes from.
    public enum Source: Sendable {
        /// Progress lines on this descriptor, to its end (``ProgressInput``).
        case lines(descriptor: Int32)
        /// This command (and its arguments), run in its own process group; its output is shown.
        case command([String])
    }

    /// Seconds a command is given to end after it was asked to stop, before SIGKILL.
    package let killAfter: Double
    /// Why the work ended as it did when that needs saying (a command that could not run, or
    /// stopped to read the terminal); `nil` otherwise.
    package private(set) var problem: String?
    /// Everything the command wrote, when kept (``keepsOutput``): `--show-output`.
    package private(set) var captured: [UInt8] = []
    /// Whether the captured output lost its start to ``captureLimit``.
    package private(set) var capturedIsCut = false
    /// The command's last output lines, when kept (``keepsTail``): what a failed `--run` prints.
    package private(set) var tail = OutputTail()

    /// The most output kept for `--show-output`: the end of a longer log is kept.
    package static let captureLimit = 64 << 20

    private var input: any ProgressReader
    private let descriptor: Int32
    private let child: ChildProcess?
    private let keepsOutput: Bool
    private let keepsTail: Bool
    private var atEnd = false
    /// The outcome a stop asked for (a cancel, a timeout); `nil` reports the command's ending.
    private var stopOutcome: Outcome?
    private var stopRequested = false
    private var killAt: Double?
    private var ended: Outcome?
    /// Whether the descriptor of lines is this work's own, closed with it (``reported()``).
    fileprivate var ownsDescriptor = false

    /// Starts following `source`. `progressLines`: a command's output lines that read as progress
    /// lines move the bar (`--progress-lines`); `keepsOutput`: the command's output is kept for
    /// ``captured``.
    public convenience init(
        _ source: Source, progressLines: Bool = false, keepsOutput: Bool = false, killAfter: Double = 5
    ) throws(SystemError) {
        try self.init(source, progressLines: progressLines, keepsOutput: keepsOutput, killAfter: killAfter, reader: nil)
    }

    /// The same, with `reader` reading the input instead of ``ProgressInput`` (`nil`: that one),
    /// for input in another format; `keepsTail`: the last output lines are kept for ``tail``.
    package init(
        _ source: Source, progressLines: Bool = false, keepsOutput: Bool = false, keepsTail: Bool = false,
        killAfter: Double = 5, reader: (any ProgressReader)?
    ) throws(SystemError) {
        self.killAfter = killAfter
        self.keepsOutput = keepsOutput
        self.keepsTail = keepsTail
        switch source {
        case .lines(let descriptor):
            self.descriptor = descriptor
            child = nil
            input = reader ?? ProgressInput(mode: .progress)
            // A closed standard input (-1) is an input already at its end.
            atEnd = descriptor < 0
        case .command(let arguments):
            let process = try ChildProcess(arguments)
            child = process
            descriptor = process.output
            input = reader ?? ProgressInput(mode: .output(progressLines: progressLines))
        }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The descriptor to wait on for news; `nil` once its end has been read.
    package var waitDescriptor: Int32? { atEnd ? nil : descriptor }

    /// Whether it runs a command, which must be waited for when stopped.
    package var runsCommand: Bool { child != nil }

    /// Whether the command is stopped (it sent itself SIGTSTP or SIGSTOP), as ``ending(at:)``
    /// last found: the alert says so, since nothing moves until it is continued or ended.
    package var commandIsStopped: Bool { child?.isStopped ?? false }

    /// Reads what has arrived (once the wait said it is there), at most 64 KiB: the news in it.
    package func takeNews() -> ProgressUpdate {
        guard !atEnd else { return ProgressUpdate() }
        var bytes: [UInt8]
        if let child {
            guard let read = child.read() else { return ProgressUpdate() }
            bytes = read
        } else {
            bytes = [UInt8](repeating: 0, count: 65_536)
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { return ProgressUpdate() }
            bytes.removeLast(bytes.count - max(0, count))
        }
        guard !bytes.isEmpty else {
            atEnd = true
            return kept(input.finish())
        }
        if keepsOutput { keep(bytes) }
        return kept(input.receive(bytes[...]))
    }

    /// `news`, its output lines noted in ``tail`` first when it is kept.
    private func kept(_ news: ProgressUpdate) -> ProgressUpdate {
        if keepsTail { tail.take(news.output) }
        return news
    }

    private func keep(_ bytes: [UInt8]) {
        captured += bytes
        if captured.count > Self.captureLimit + Self.captureLimit / 4 {
            captured.removeFirst(captured.count - Self.captureLimit)
            capturedIsCut = true
        }
    }

    /// How the work ended, once it has: lines at their end (status 0), a command once reaped.
    /// A stopped command ends as the stop asked; one that ended by itself with its status, or
    /// by the signal that killed it.
    package func ending(at now: Double) -> Outcome? {
        if let ended { return ended }
        guard let child else {
            if atEnd || stopRequested { ended = stopOutcome ?? .finished(status: 0) }
            return ended
        }
        if let killAt, now >= killAt {
            child.signalGroup(SIGKILL)
            self.killAt = nil
        }
        guard let how = child.reap() else { return nil }
        // Its output is read to the end first, so none of it is lost; output still held open
        // by what it left running is not waited for.
        if !atEnd, !stopRequested, (try? waitForInput([descriptor], timeout: 0))?.isEmpty == false { return nil }
        switch how {
        case .exited(let status): ended = stopOutcome ?? .finished(status: status)
        case .killed(let signal):
            // Killed by a signal that ends a program (Ctrl-C passed on): alertty ends by it too,
            // so the script stops; a fault (SIGSEGV) is reported as a status, not repeated.
            ended =
                stopOutcome
                ?? (SignalTable.action(for: signal) == .end && signal != SIGKILL
                    ? .interrupted(signal: signal) : .finished(status: 128 + signal))
        case .wantedTerminal:
            problem =
                "the command stopped to use the terminal, which a command under --run cannot; run it before or after the alert"
            ended = stopOutcome ?? .finished(status: 126)
        }
        return ended
    }

    /// When the work must be looked at though nothing arrived: a command not yet reaped after
    /// its output ended (it may linger), or due for SIGKILL.
    package func nextCheck(at now: Double) -> Double? {
        guard child != nil, ended == nil else { return nil }
        // A command whose output has ended, or that was asked to stop, is normally gone at once:
        // looked at again soon (its output may end a moment before it can be reaped), and at
        // the time for SIGKILL at the latest.
        if atEnd || stopRequested { return min(now + 0.02, killAt ?? .infinity) }
        // Otherwise its end shows as the end of its output; a command that closed its output
        // and lives on, or whose children hold the pipe, is looked for once a second.
        return now + 1
    }

    /// Stops the work: a command gets `signal` now and SIGKILL after ``killAfter`` seconds;
    /// lines are read no more. `outcome` is how the alert ends once the work has; `nil`
    /// reports the work's own ending (a signal passed on).
    package func stop(signal: Int32, outcome: Outcome?, at now: Double) {
        if !stopRequested || outcome != nil { stopOutcome = stopOutcome ?? outcome }
        guard let child else {
            stopRequested = true
            return
        }
        if stopRequested {
            // Asked again (a second Ctrl-C): no more waiting.
            child.signalGroup(SIGKILL)
            return
        }
        stopRequested = true
        child.signalGroup(signal)
        killAt = now + killAfter
    }

    /// What a wait for news brought.
    package struct Wakeup {
        /// The signals noted meanwhile, oldest first.
        package var signals: [Int32] = []
        /// Whether the work has news to take (``takeNews()``).
        package var hasNews = false
        /// A signal that ends the alert now: one that ends programs, when there is no command
        /// to pass it to (a command gets it, and is waited for).
        package var interrupted: Int32?
    }

    /// Waits for news, a signal, or `wake` (on the monotonic clock; `nil` for no limit), for a
    /// loop that draws nothing interactive: the dialects' still boxes, plain lines, no terminal.
    package func waitForNews(signals: SignalWatcher, until wake: Double?) throws(SystemError) -> Wakeup {
        var waitOn = [signals.fd]
        if let descriptor = waitDescriptor { waitOn.append(descriptor) }
        let ready = try waitForInput(waitOn, timeout: wake.map { max(0, $0 - monotonicSeconds()) })
        var wakeup = Wakeup(hasNews: waitDescriptor.map(ready.contains) ?? false)
        guard ready.contains(signals.fd) else { return wakeup }
        wakeup.signals = signals.drain()
        if let ending = SignalTable.ending(in: wakeup.signals) {
            if runsCommand {
                stop(signal: ending, outcome: nil, at: monotonicSeconds())
            } else {
                wakeup.interrupted = ending
            }
        }
        return wakeup
    }

    /// Stops the work if it has not ended (`signal`, then SIGKILL after ``killAfter``) and waits
    /// until it has: what the alert does on its way out, whatever ended it, so no command is
    /// left running behind a restored terminal.
    package func finish(signal: Int32) {
        var now = monotonicSeconds()
        guard ending(at: now) == nil else { return }
        if !stopRequested { stop(signal: signal, outcome: nil, at: now) }
        while ending(at: now) == nil {
            let wait = nextCheck(at: now).map { max(0, $0 - now) } ?? 0.02
            if let descriptor = waitDescriptor, (try? waitForInput([descriptor], timeout: wait))?.isEmpty == false {
                _ = takeNews()
            } else if waitDescriptor == nil {
                _ = try? waitForInput([], timeout: wait)
            }
            now = monotonicSeconds()
        }
    }

    /// Work a Swift program reports itself: the alert follows what ``ProgressSender`` sends,
    /// from another thread, until the sender finishes (or is released).
    ///
    /// ```swift
    /// let (work, sender) = try ProgressWork.reported()
    /// Thread { for step in 1...10 { doStep(step); sender.send(percent: Double(step * 10)) }; sender.finish() }.start()
    /// let result = try Alert(configuration).present(following: work)
    /// ```
    public static func reported() throws(SystemError) -> (ProgressWork, ProgressSender) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError("pipe") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let work = try ProgressWork(.lines(descriptor: ends[0]))
        work.ownsDescriptor = true
        return (work, ProgressSender(descriptor: ends[1]))
    }
}

/// Sends a program's progress to the alert following ``ProgressWork/reported()``: safe to use
/// from any one thread while the alert shows on another.
public final class ProgressSender: @unchecked Sendable {
    private var descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { finish() }

    /// Moves the bar to `percent` (0–100) and, when given, changes the message to `text`.
    public func send(percent: Double? = nil, text: String? = nil) {
        var line = ""
        if let percent { line += "\(ProgressInput.clamped(percent))\n" }
        if let text {
            // One line: a line break would end the text early.
            line += "# " + String(text.map { $0.isNewline ? " " : $0 }) + "\n"
        }
        guard descriptor >= 0, !line.isEmpty else { return }
        try? writeAll(descriptor, Array(line.utf8))
    }

    /// The work is done: the alert ends with ``Outcome/finished(status:)`` 0.
    public func finish() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
