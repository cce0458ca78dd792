import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

extension AlerttyCLI {
    /// A dialect's box that waits for no key, shown over the screen as it is: an info box or a
    /// mixed gauge drawn once, or a gauge or program box that follows its input.
    static func showStill(_ request: CompatRequest, invocation: Invocation) throws(Ended) -> Termination {
        if request.box == .infobox || request.box == .mixedgauge {
            showInfoBox(request, environment: invocation.environment)
            return .exit(0)
        }
        return try followStill(request, invocation: invocation)
    }

    /// An info box (or dialog's mixed gauge, its steps and bar): drawn once on the screen as it is,
    /// left there, and nothing waited for,
    /// since the script goes on at once (`whiptail --infobox "Working…" 8 40; work`). Without a
    /// terminal it is not drawn, and still exits 0, as both tools do.
    private static func showInfoBox(_ request: CompatRequest, environment: Environment) {
        guard let terminal = try? openTerminal().get() else { return }
        var still = StillBox(request, on: terminal, environment: environment)
        if request.box == .mixedgauge { still.show(percent: request.initialPercent) }
        still.draw()
    }

    /// A gauge, a progress box, a program box or a prgbox: redrawn over the screen as it is as
    /// news arrives (a gauge's percentages and `XXX` blocks, a program's output), at most once
    /// per display refresh; exit 0 at the end of the input, or after OK in a program box. The
    /// terminal's settings are not changed while it follows; Ctrl-C ends it (a prgbox's command
    /// gets it first, and alertty ends as the command did). Without a terminal, dialog's read
    /// their input or run their command to the end unseen (``followUnseen(_:request:)``);
    /// whiptail's gauge ends at once with the error status, as whiptail does.
    private static func followStill(_ request: CompatRequest, invocation: Invocation) throws(Ended) -> Termination {
        let terminal: TerminalDevice? =
            request.dialect == .dialog
            ? try? openTerminal().get() : try Route.compat(request).openTerminal(environment: invocation.environment)
        let work: ProgressWork
        do {
            if let command = request.command {
                work = try ProgressWork(.command(["/bin/sh", "-c", command]))
            } else {
                work = try ProgressWork(
                    .lines(descriptor: invocation.stdinClosed ? -1 : STDIN_FILENO),
                    reader: request.box == .gauge
                        ? CompatGaugeReader(dialect: request.dialect, flags: request.textFlags)
                        : ProgressInput(mode: .output(progressLines: false)))
            }
        } catch {
            say("\(request.dialect.rawValue): cannot run the command: \(error.reason)")
            return .exit(request.statuses.error)
        }
        guard let terminal else { return followUnseen(work, request: request) }
        var still = StillBox(request, on: terminal, environment: invocation.environment)
        let outcome: Outcome
        do {
            outcome = try still.follow(work, percent: request.box == .gauge ? request.initialPercent : nil)
        } catch {
            work.finish(signal: SIGTERM)
            return .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        if let problem = work.problem { say(problem) }
        switch outcome {
        case .interrupted(let signal): return .signal(signal)
        case _ where request.box == .programbox || request.box == .prgbox:
            var closing = request
            closing.configuration = CompatStill.closing(request.configuration, output: still.state.progress.output)
            // The closing box is an alert of its own: its timeout counts from when it is shown.
            return try ask(
                Question(
                    AlertRequest(configuration: closing.configuration, readsMessageFromStandardInput: false),
                    name: AlertName(madeFor: request.box.rawValue, title: request.configuration.title, text: nil),
                    route: .compat(closing), environment: invocation.environment, start: monotonicSeconds(),
                    stdinClosed: true))
        default: return .exit(request.statuses.ok)
        }
    }
}

extension AlerttyCLI {
    /// dialog's gauge, progress box or prgbox with no terminal to draw on (a CI run, a replayed
    /// installer): the input read, or the command run, to its end, and then OK's status, as
    /// dialog ends (measured); a program box, whose OK nobody can press, the error's. Nothing is
    /// written: standard error is the answer's descriptor in the dialects.
    fileprivate static func followUnseen(_ work: ProgressWork, request: CompatRequest) -> Termination {
        let outcome: Outcome
        do {
            outcome = try Alert(request.configuration).follow(
                work, withoutTerminalUntil: Deadline(start: monotonicSeconds(), timeout: nil), silently: true
            ).outcome
        } catch {
            work.finish(signal: SIGTERM)
            return .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        if case .interrupted(let signal) = outcome { return .signal(signal) }
        return .exit(request.box == .programbox ? request.statuses.error : request.statuses.ok)
    }
}

/// A box that waits for no key, drawn on the terminal over what is there; each draw writes
/// only what changed since the last.
private struct StillBox {
    let terminal: TerminalDevice
    let look: Look
    let encoder: ANSIEncoder
    let fallback: TerminalSize
    var shown: Frame?
    private(set) var state: AlertState

    init(_ request: CompatRequest, on terminal: TerminalDevice, environment: Environment) {
        self.terminal = terminal
        look = Look(
            appearance: request.configuration.appearance, unicode: environment.unicode,
            terminal: environment.terminal)
        encoder = ANSIEncoder(
            placement: .screen, colorMode: environment.terminal.colorMode,
            linesThroughACS: environment.terminal.drawsLinesThroughACS(unicode: environment.unicode))
        fallback = environment.fallbackSize
        state = AlertState(configuration: request.configuration, size: terminal.size(orElse: fallback))
    }

    mutating func draw() {
        let size = terminal.size(orElse: fallback)
        if size != state.size { _ = state.handle(.resize(size)) }
        let frame = CompatStill.frame(for: state, look: look)
        let bytes = encoder.encode(frame, over: shown)
        shown = frame
        // The cursor waits on the last row, out of the box's way.
        _ = try? terminal.write(
            bytes + Array("\u{1B}[m\u{1B}[\(size.rows);1H".utf8), unlessSignalled: nil,
            deadline: monotonicSeconds() + 0.5)
    }

    /// Sets the bar to `percent` (drawn by the next ``draw()``).
    mutating func show(percent: Int) {
        _ = state.handle(.progress(ProgressUpdate(percent: Double(percent))))
    }

    /// Draws the box at `percent` and follows `work` until it ends or a signal ends it,
    /// drawing at most once per display refresh however fast the news comes.
    mutating func follow(_ work: ProgressWork, percent: Int?) throws(SystemError) -> Outcome {
        if let percent { show(percent: percent) }
        draw()
        let signals = try SignalWatcher()
        let frameInterval = 1.0 / 60
        var drawnAt = monotonicSeconds()
        var drawDue: Double?
        while true {
            var now = monotonicSeconds()
            if let ended = work.ending(at: now) {
                if drawDue != nil { draw() }
                return ended
            }
            if let due = drawDue, now >= due {
                draw()
                drawnAt = now
                drawDue = nil
            }
            let wakeup = try work.waitForNews(
                signals: signals, until: [work.nextCheck(at: now), drawDue].compactMap { $0 }.min())
            now = monotonicSeconds()
            if let signal = wakeup.interrupted { return .interrupted(signal: signal) }
            if wakeup.signals.contains(SIGWINCH) {
                shown = nil
                drawDue = now
            }
            if wakeup.hasNews {
                let news = work.takeNews()
                guard !news.isEmpty else { continue }
                _ = state.handle(.progress(news))
                if now - drawnAt >= frameInterval {
                    draw()
                    drawnAt = now
                    drawDue = nil
                } else if drawDue == nil {
                    drawDue = drawnAt + frameInterval
                }
            }
        }
    }
}
