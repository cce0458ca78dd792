import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Shows one alert on a terminal and returns how it ended: the event loop.
///
/// read bytes -> decode keys -> update -> view -> diff-encode -> one write.
/// Every way out goes through ``run(since:)``'s cleanup, so the terminal is always restored.
final class AlertSession {
    private let terminal: TerminalDevice
    private let signals: SignalWatcher
    private let environment: Environment
    /// The alert's state; after ``run(since:)``, what the person left in the fields.
    private(set) var state: AlertState
    /// Whether the answer was a click (for the audit log), not a key.
    private(set) var answeredByMouse = false
    private let encoder: ANSIEncoder
    private var size: TerminalSize
    private var shownFrame: Frame?
    /// The frame shown before ``shownFrame``, drawn over for the next one: no new 80×24 frame
    /// to allocate and blank on every key.
    private var spareFrame: Frame?
    private var keyReader = KeyReader()
    /// Theme, border and symbols, resolved once from the options and the environment.
    private let look: Look
    /// The message, prepared once: a long one is wrapped only where it is shown.
    private let message: MessageText
    /// When the alert started to appear, while an animation runs; `nil` once it is fully shown.
    private var appearStart: Double?
    /// Held from before the first frame until the session ends, after the terminal is restored.
    private var lock: TerminalLock?
    /// The two latest layouts (``layout(for:)``); the configuration and message never change.
    private var latestLayout: RememberedLayout?
    private var previousLayout: RememberedLayout?

    /// What a layout depends on besides the configuration and the message.
    private struct LayoutInputs: Equatable {
        var size: TerminalSize
        var focus: Focus
        var scroll: MessageScroll
    }

    /// A layout and what it was computed from.
    private struct RememberedLayout {
        var inputs: LayoutInputs
        var layout: AlertLayout
    }

    init(
        configuration: AlertConfiguration, terminal: TerminalDevice, environment: Environment, theme: Theme.Name?
    ) throws(SystemError) {
        self.terminal = terminal
        self.environment = environment
        self.signals = try SignalWatcher()
        self.state = AlertState(configuration: configuration)
        self.message = MessageText(configuration.message ?? "")
        var appearance = configuration.appearance
        if environment.reduceMotion { appearance.animation = .none }
        self.look = Look(appearance: appearance, environmentTheme: theme, unicode: environment.unicode)
        self.encoder = ANSIEncoder(
            placement: configuration.presentation == .inline ? .belowSavedCursor : .screen,
            colorMode: environment.colorMode)
        self.size = TerminalSize(columns: 80, rows: 24)
    }

    private var presentation: AlertConfiguration.Presentation { state.configuration.presentation }

    /// Shows the alert until it is answered, dismissed, timed out or interrupted.
    ///
    /// - Parameter start: when alertty started, on the monotonic clock: the timeout counts from
    ///   there, so time spent waiting for another alert on the terminal counts too.
    func run(since start: Double) throws(SystemError) -> Outcome {
        lock = TerminalLock(for: terminal)
        let deadline = state.configuration.timeout.map { start + $0 }
        if let lock, let outcome = try waitForTurn(lock, on: terminal, signals: signals, deadline: deadline) {
            return outcome
        }
        takeTerminal()
        try terminal.enterRawMode()
        defer { leave() }
        if case .finish(let outcome) = state.handle(.tick(elapsed: monotonicSeconds() - start)) { return outcome }
        if look.appearance.animation != .none { appearStart = monotonicSeconds() }
        try show(again: false)
        rehearseKeystroke()
        let outcome = try loop(since: start)
        // A signal or a vanished terminal leaves at once; an answer or a timeout animates out.
        if case .interrupted = outcome { return outcome }
        try disappear()
        return outcome
    }

    /// How far the appearance has got: 1 when it is over (or there is none).
    private func progress(at time: Double) -> Double {
        guard let appearStart else { return 1 }
        return min(1, (time - appearStart) / Appearance.Animation.duration)
    }

    /// Plays the appearance backwards from where it got to; a signal cuts it short.
    private func disappear() throws(SystemError) {
        guard look.appearance.animation != .none else { return }
        let from = progress(at: monotonicSeconds())
        let begin = monotonicSeconds()
        var remaining = from
        while remaining > 0 {
            try draw(progress: remaining)
            if try !waitForInput([signals.fd], timeout: Appearance.Animation.frameInterval).isEmpty { return }
            remaining = from - (monotonicSeconds() - begin) / Appearance.Animation.duration
        }
    }

    /// The event loop proper: keys, signals, ticks and redraws until something ends the alert.
    private func loop(since start: Double) throws(SystemError) -> Outcome {
        while true {
            let countdown = state.nextCountdownChange.map { start + $0 }
            let animating = appearStart.map { $0 + Appearance.Animation.duration > monotonicSeconds() } ?? false
            let nextFrame = animating ? monotonicSeconds() + Appearance.Animation.frameInterval : nil
            let wake = [keyReader.deadline, countdown, nextFrame].compactMap { $0 }.min()
            let ready = try waitForInput(
                [terminal.fd, signals.fd], timeout: wake.map { max(0, $0 - monotonicSeconds()) })
            if ready.contains(signals.fd), let outcome = try handleSignals() { return outcome }
            let now = monotonicSeconds()
            var keys: [Key] = []
            if ready.contains(terminal.fd) {
                // In raw mode there is no end-of-input key: nothing to read means the terminal is gone.
                guard let bytes = try terminal.read(), !bytes.isEmpty else { return .interrupted(signal: SIGHUP) }
                keys = keyReader.receive(bytes, at: now)
            }
            keys += keyReader.expire(at: now)
            for key in keys {
                let event = event(for: key)
                if case .finish(let outcome) = state.handle(event) {
                    if case .pointer = event { answeredByMouse = true }
                    return outcome
                }
            }
            if case .finish(let outcome) = state.handle(.tick(elapsed: now - start)) {
                return outcome
            }
            try draw()
        }
    }

    /// A key as the state takes it: a mouse report becomes a pointer event on what is under it.
    private func event(for key: Key) -> AlertEvent {
        guard case .mouse(let action, let column, let row) = key else { return .key(key) }
        return .pointer(action, on: currentLayout().target(column: column, row: row))
    }

    /// Handles the signals noted since the last wake-up, redrawing once however many arrived.
    private func handleSignals() throws(SystemError) -> Outcome? {
        var pending = signals.drain()
        // A hang-up comes with a SIGCONT, and a signal that ends the alert must not wait behind
        // one that would take the terminal back first.
        if let ending = SignalTable.ending(in: pending) { return .interrupted(signal: ending) }
        var redraw = false
        while !pending.isEmpty {
            let number = pending.removeFirst()
            switch SignalTable.action(for: number) {
            case .resize:
                redraw = true
            case .suspend:
                // In the background the terminal is the shell's: not ours to restore.
                if terminal.isForeground { leave() }
                signals.suspendProcess(by: number)
                // Resuming delivers SIGCONT (and any resize made while stopped) before we get here.
                pending += signals.drain()
                if let ending = SignalTable.ending(in: pending) { return .interrupted(signal: ending) }
                takeTerminal()
                try terminal.enterRawMode()
                redraw = true
            case .resume:
                // Stopped by something other than a suspend signal: settings may have changed meanwhile.
                takeTerminal()
                try terminal.enterRawMode()
                redraw = true
            case .end:
                return .interrupted(signal: number)
            }
        }
        if redraw { try show(again: true) }
        return nil
    }

    /// Waits, stopped, while alertty's job is in the background (started with `&`, or `bg` after
    /// Ctrl-Z), as the shell's job control expects: the terminal belongs to the foreground job.
    private func takeTerminal() {
        waitUntilForeground(terminal, signals: signals)
    }

    /// Sets the terminal up and draws a whole frame: at the start, after a resize and after a resume.
    private func show(again: Bool) throws(SystemError) {
        // After a resize or a resume the alert is simply there: no second entrance.
        if again { appearStart = nil }
        size = environment.terminalSize(reported: terminal.windowSize())
        shownFrame = nil
        var setup = TerminalModes.enter(presentation, mouse: state.configuration.takesMouse)
        if presentation == .inline {
            setup += TerminalModes.reserveInlineRows(currentLayout().canvas.rows, again: again)
        }
        try write(Array(setup.utf8))
        try draw()
    }

    /// Writes to the terminal unless a signal arrives first; after a write cut short, the next
    /// frame is drawn whole, since what the screen shows is no longer known.
    private func write(_ bytes: [UInt8]) throws(SystemError) {
        if try !terminal.write(bytes, unlessReadable: signals.fd) { shownFrame = nil }
    }

    /// Does a keystroke's work on copies and throws it away, once the first frame is out and
    /// before anyone can type.
    ///
    /// The Swift runtime builds the metadata of a generic type (an array of keys, say) when it is
    /// first used, tens of microseconds each; without this the first key pays for all of them
    /// between the press and the redraw.
    private func rehearseKeystroke() {
        var reader = KeyReader()
        var rehearsal = state
        for key in reader.receive(Array("\u{1B}[C".utf8), at: 0) { _ = rehearsal.handle(.key(key)) }
        let frame = AlertView.frame(for: rehearsal, layout: layout(for: rehearsal), look: look, progress: 1)
        _ = encoder.encode(frame, over: shownFrame)
    }

    /// Lays the alert out, and tells the state what became of the message's scroll.
    private func currentLayout() -> AlertLayout {
        let layout = layout(for: state)
        _ = state.handle(.messageViewport(scroll: layout.messageScroll, page: layout.messagePage))
        return layout
    }

    /// The layout for `state`, from the two latest when it is one of them: moving between two
    /// buttons and back, the commonest keys, then costs no layout at all.
    private func layout(for state: AlertState) -> AlertLayout {
        let inputs = LayoutInputs(size: size, focus: state.focus, scroll: state.messageScroll)
        if let latest = latestLayout, latest.inputs == inputs { return latest.layout }
        if let previous = previousLayout, previous.inputs == inputs { return previous.layout }
        let layout = AlertLayout(
            configuration: state.configuration, size: size, focus: state.focus, message: message,
            scroll: state.messageScroll)
        previousLayout = latestLayout
        latestLayout = RememberedLayout(inputs: inputs, layout: layout)
        return layout
    }

    /// Writes only what changed since the last frame, in one write; mid-animation, the frame for `progress`.
    private func draw(progress explicitProgress: Double? = nil) throws(SystemError) {
        let progress = explicitProgress ?? self.progress(at: monotonicSeconds())
        if progress >= 1 { appearStart = nil }
        let spare = spareFrame
        spareFrame = nil
        let frame = AlertView.frame(
            for: state, layout: currentLayout(), look: look, progress: progress, reusing: consume spare)
        let bytes = encoder.encode(frame, over: shownFrame)
        guard !bytes.isEmpty else {
            spareFrame = frame
            return
        }
        spareFrame = shownFrame
        shownFrame = frame
        try write(bytes)
    }

    /// Overwrites the fields' text once the answer is out.
    func wipeFields() {
        state.wipeFields()
    }

    /// Restores the screen, the cursor and the terminal settings. A terminal that takes no
    /// output (a paused pane) gets half a second for the sequences; the settings go back whatever.
    private func leave() {
        _ = try? terminal.write(
            Array(TerminalModes.leave(presentation).utf8), deadline: monotonicSeconds() + leaveWriteTime)
        terminal.restoreMode()
    }
}
