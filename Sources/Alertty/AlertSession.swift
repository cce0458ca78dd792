import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Shows one alert on a terminal and returns how it ended: the event loop, and nothing else.
///
/// read bytes -> decode keys -> handle -> frame -> encode -> write. Every decision is the pure
/// core's (``AlertState``, ``AnimationClock``, ``Display``); this only moves bytes and time
/// between it and the terminal. Every way out goes through ``run()``'s cleanup, so the
/// terminal is always restored.
///
/// A struct, not a class: a class's stored state passed to the core (`display.update(to: state)`,
/// `state.nextCountdownChange`) is copied first, every field retained and released, twice per key.
struct AlertSession {
    private let terminal: any TerminalPort
    private let signals: SignalWatcher
    /// The alert's state; after ``run()``, what the person left in it.
    private(set) var state: AlertState
    /// Whether the answer was a click (for the audit log), not a key.
    private(set) var answeredByMouse = false
    private var look: Look
    /// The background query went out and the terminal has not yet sent what follows its answer.
    private var awaitingReports = false
    private var display: Display
    private var clock: AnimationClock
    private var keyReader = KeyReader()
    /// The terminal's size when it reports none.
    private let fallbackSize: TerminalSize
    /// When alertty started, on the monotonic clock: the timeout counts from there.
    private let start: Double
    /// The work a progress alert follows; `nil` for every other alert.
    private let work: ProgressWork?
    /// What feeds the pager; `nil` without one.
    private let pager: PagerWork?
    /// What feeds a list read from a file or a pipe; `nil` for every other alert.
    private let items: ItemReading?
    /// When the last frame was written: a progress alert draws at most ``frameInterval`` apart.
    private var drawnAt = -Double.infinity
    /// When a frame held back by ``frameInterval`` is due.
    private var drawDue: Double?
    /// How the alert ended, once it has gone (not a signal): what ``SummaryLine`` says.
    /// Not `Outcome?`, whose implicit `nil` the init would destroy: start-up rule 5.
    private var answered: Optional<Outcome>

    /// A session for `configuration` on `terminal`.
    ///
    /// - Parameters:
    ///   - look: theme, border and symbols, resolved from the options and the environment;
    ///     its appearance must be the configuration's. Its terminal profile decides the colour
    ///     depth and whether the terminal is asked for its background.
    ///   - start: when alertty started: time spent waiting for another alert counts toward the timeout.
    init(
        configuration: AlertConfiguration, look: Look, fallbackSize: TerminalSize,
        terminal: any TerminalPort, signals: SignalWatcher, since start: Double, work: ProgressWork? = nil,
        pager: PagerWork? = nil, items: ItemReading? = nil
    ) {
        self.work = work
        self.pager = pager
        self.items = items
        self.terminal = terminal
        self.signals = signals
        // Asked during a search (after the first frame, once the watcher is armed).
        pager?.signalWaits = { (try? waitForInput([signals.fd], timeout: 0))?.isEmpty == false }
        self.look = look
        self.fallbackSize = fallbackSize
        self.start = start
        self.state = AlertState(configuration: configuration, size: terminal.size(orElse: fallbackSize))
        self.display = Display(
            presentation: configuration.presentation, colorMode: look.terminal.colorMode,
            linesThroughACS: look.terminal.drawsLinesThroughACS(unicode: look.unicode))
        self.clock = AnimationClock(animation: .none, at: start)
        self.answered = nil
    }

    private var presentation: AlertConfiguration.Presentation { state.configuration.presentation }

    /// Shows the alert until it is answered, dismissed, timed out or interrupted.
    mutating func run() throws(SystemError) -> Outcome {
        try takeTerminal()
        try terminal.enterRawMode(discardingTypeahead: true)
        defer { leave() }
        if case .finish(let outcome) = state.handle(.tick(elapsed: monotonicSeconds() - start)) { return outcome }
        clock = AnimationClock(animation: look.appearance.animation, at: monotonicSeconds())
        pager?.serve(&state, readable: false, at: monotonicSeconds())
        try show(again: false)
        let outcome = try loop()
        // A signal or a vanished terminal leaves at once; an answer or a timeout animates out.
        if case .interrupted = outcome { return outcome }
        try disappear()
        answered = outcome
        return outcome
    }

    /// Plays the appearance backwards from where it got to; a signal cuts it short.
    private mutating func disappear() throws(SystemError) {
        clock.reverse(at: monotonicSeconds())
        while let next = clock.nextFrame(at: monotonicSeconds()) {
            try draw()
            if try !waitForInput([signals.fd], timeout: max(0, next - monotonicSeconds())).isEmpty { return }
        }
    }

    /// The event loop proper: keys, signals, ticks and redraws until something ends the alert.
    private mutating func loop() throws(SystemError) -> Outcome {
        // Made once: an array per wait was an allocation and a free around every key.
        let (terminalFD, signalFD) = (terminal.fd, signals.fd)
        let descriptors = [terminalFD, signalFD]
        while true {
            let now = monotonicSeconds()
            let countdown = state.nextCountdownChange.map { start + $0 }
            var wake = earlier(earlier(keyReader.deadline, countdown), clock.nextFrame(at: now))
            var waitOn = descriptors
            if let work {
                wake = earlier(earlier(wake, state.nextProgressChange.map { start + $0 }), work.nextCheck(at: now))
                wake = earlier(wake, drawDue)
                if let descriptor = work.waitDescriptor { waitOn.append(descriptor) }
            }
            if let pager {
                wake = earlier(earlier(wake, pager.nextWake(at: now)), drawDue)
                if let descriptor = pager.waitDescriptor { waitOn.append(descriptor) }
            }
            if let items {
                wake = earlier(wake, drawDue)
                if let descriptor = items.waitDescriptor { waitOn.append(descriptor) }
            }
            let ready = try waitForInput(waitOn, timeout: wake.map { max(0, $0 - now) })
            if ready.contains(signalFD), let outcome = try handleSignals() { return outcome }
            if let pager {
                let readable = pager.waitDescriptor.map { ready.contains($0) } ?? false
                pager.serve(&state, readable: readable, at: monotonicSeconds())
            }
            if let items, let descriptor = items.waitDescriptor, ready.contains(descriptor) {
                items.serve(&state, yieldingTo: descriptors)
            }
            if let work {
                if let descriptor = work.waitDescriptor, ready.contains(descriptor) {
                    let news = work.takeNews()
                    if !news.isEmpty { _ = state.handle(.progress(news)) }
                }
                if let outcome = work.ending(at: monotonicSeconds()) {
                    try draw()
                    return outcome
                }
                state.noteCommandStopped(work.commandIsStopped)
            }
            var input: [UInt8] = []
            if ready.contains(terminalFD) {
                let read: [UInt8]?
                do {
                    read = try terminal.read(maximum: 4096)
                } catch  where error.code == EAGAIN {
                    // The bytes are gone (a Ctrl-C flushed them): its signal is heard in the wait.
                    continue
                }
                // In raw mode there is no end-of-input key: nothing to read means the terminal is gone.
                guard let bytes = read, !bytes.isEmpty else { return .interrupted(signal: SIGHUP) }
                // An arrow or Tab whose move is drawn ahead is answered first, decided after.
                if let answer = display.answerAhead(
                    to: bytes, reader: keyReader, state: state, elapsed: monotonicSeconds() - start)
                {
                    try write(answer)
                }
                input = bytes
            }
            if let outcome = try handle(input) { return outcome }
        }
    }

    /// What a wake-up does after any answer ahead: the keys in `input` (and any held back
    /// that time has completed) handled, the time passed, the redraw. Not inlined into
    /// ``loop()``: its copies of the state would make the loop's stack frame, which the
    /// answer ahead runs on, span pages more.
    @inline(never)
    private mutating func handle(_ input: [UInt8]) throws(SystemError) -> Outcome? {
        let later = monotonicSeconds()
        var keys = input.isEmpty ? [] : keyReader.receive(input, at: later)
        keys += keyReader.expire(at: later)
        for key in keys {
            if case .report(let report) = key {
                take(report)
                continue
            }
            if case .finish(let outcome) = state.handle(.key(key)) {
                if FieldChecks.takesValues(outcome, in: state.configuration),
                    let refusal = FieldChecks.firstRefusal(
                        in: state.configuration, values: state.values, texts: state.textAreas.values,
                        words: state.configuration.words)
                {
                    // A --validate command refused a value: the alert stays, saying why.
                    state.reject(refusal.input, because: refusal.problem)
                    continue
                }
                if case .mouse = key { answeredByMouse = true }
                if let outcome = stopWork(for: outcome) { return outcome }
            }
            // The pager's move is read before the next key, which moves on from it.
            pager?.serve(&state, readable: false, at: later)
        }
        // Once the work is being stopped, the time that ran out (again on every tick) is not a
        // second request to stop it: it is given its --kill-after.
        if case .finish(let outcome) = state.handle(.tick(elapsed: later - start)), !state.progress.stopping,
            let outcome = stopWork(for: FieldChecks.confirmed(outcome, in: state))
        {
            return outcome
        }
        guard work != nil || pager != nil || items != nil else {
            try draw()
            return nil
        }
        // However fast the work's news (or a followed file's lines, or a list's items) comes, at
        // most one frame per display refresh; a key on a list is drawn at once.
        if later - drawnAt >= frameInterval || (items != nil && !keys.isEmpty) {
            drawnAt = later
            drawDue = nil
            try draw()
        } else if drawDue == nil {
            drawDue = drawnAt + frameInterval
        }
        return nil
    }

    /// How the alert ends for `outcome`, once the work is stopped; `nil` while a command winds
    /// down (it is waited for, the alert saying so). Without work, at once.
    private mutating func stopWork(for outcome: Outcome) -> Outcome? {
        guard let work else { return outcome }
        let now = monotonicSeconds()
        switch outcome {
        case .interrupted(let signal):
            // Ctrl-C goes to the command, and the alert ends as the command does.
            guard work.runsCommand else { return outcome }
            work.stop(signal: signal, outcome: nil, at: now)
        case .finished: return outcome
        case .chosen, .dismissed, .timedOut:
            work.stop(signal: SIGTERM, outcome: outcome, at: now)
        }
        if let ended = work.ending(at: now) { return ended }
        state.noteStopping()
        return nil
    }

    /// The earlier of two times, either of which may be missing; without an array (and its
    /// allocation) for every wait.
    private func earlier(_ one: Double?, _ other: Double?) -> Double? {
        guard let one else { return other }
        guard let other else { return one }
        return min(one, other)
    }

    /// A terminal's answer: its background recolours the alert (the next draw repaints what
    /// changed); device attributes say no answer is still on its way.
    private mutating func take(_ report: TerminalReport) {
        switch report {
        case .background(let color) where color != look.background: look = look.seen(on: color)
        case .background: break
        case .deviceAttributes:
            awaitingReports = false
            keyReader.replyDue = nil
        }
    }

    /// Before the terminal goes back to the shell, reads until the answers to the background
    /// query are in (for ``reportWaitTime``, or until ``KeyReader/replyWait`` after the query if that
    /// is later), so none lands in the shell's input or echoes on the screen. Keys typed
    /// meanwhile are dropped, as restoring the settings drops them.
    private mutating func collectReports() {
        let deadline = max(monotonicSeconds() + reportWaitTime, keyReader.replyDue ?? 0)
        while awaitingReports {
            let now = monotonicSeconds()
            guard now < deadline, (try? waitForInput([terminal.fd], timeout: deadline - now))?.isEmpty == false,
                let bytes = try? terminal.read(maximum: 4096), !bytes.isEmpty
            else { return }
            for key in keyReader.receive(bytes, at: now) where key == .report(.deviceAttributes) {
                awaitingReports = false
            }
        }
    }

    /// Handles the signals noted since the last wake-up, redrawing once however many arrived.
    private mutating func handleSignals() throws(SystemError) -> Outcome? {
        var pending = signals.drain()
        // A hang-up comes with a SIGCONT, and a signal that ends the alert must not wait behind
        // one that would take the terminal back first.
        if let ending = SignalTable.ending(in: pending) {
            // A hang-up may leave the screen unwritable: the command is stopped all the same.
            guard let outcome = stopWork(for: .interrupted(signal: ending)) else {
                try? draw()
                return nil
            }
            return outcome
        }
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
                try takeTerminal()
                try terminal.enterRawMode(discardingTypeahead: true)
                redraw = true
            case .resume:
                // Stopped by something other than a suspend signal, or a SIGCONT noted while the
                // alert waited for the foreground: settings may have changed meanwhile, but the
                // alert never left the screen, so what was typed since it appeared is for it.
                try takeTerminal()
                try terminal.enterRawMode(discardingTypeahead: false)
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
    private func takeTerminal() throws(SystemError) {
        try waitUntilForeground(terminal, signals: signals)
    }

    /// Sets the terminal up and draws a whole frame: at the start, after a resize and after a resume.
    private mutating func show(again: Bool) throws(SystemError) {
        if again {
            clock.settle()
            // The first time, the display has shown nothing yet, so there is nothing to forget;
            // and forgetting destroys optionals (start-up rule 5).
            display.forget()
        }
        _ = state.handle(.resize(terminal.size(orElse: fallbackSize)))
        // Bytes, not a String grown past 15 bytes: start-up rule 7.
        // Before the modes change: a fault from here on leaves them, even mid-frame.
        CrashRestore.writeOnFault(Array(TerminalModes.leaveOnFault(presentation).utf8))
        var setup = Array(TerminalModes.setup(for: state, again: again).utf8)
        if !again, look.terminal.asksForBackground {
            // Asked with the first frame, which does not wait for the answer: a terminal that
            // answers at once recolours the alert before anyone reads it.
            setup += TerminalProfile.backgroundQuery.utf8
            awaitingReports = true
            keyReader.replyDue = monotonicSeconds() + KeyReader.replyWait
        }
        // One write for the modes and the frame: one system call and one wake-up of the
        // terminal, and no moment where it has switched screens but shows nothing.
        try write(setup + changedBytes())
        display.prepareFocusMoves(for: state, look: look)
    }

    /// Writes what changed since the last frame, in one write; then, while nothing waits, draws
    /// the next focus moves ahead.
    private mutating func draw() throws(SystemError) {
        let bytes = changedBytes()
        if !bytes.isEmpty { try write(bytes) }
        display.prepareFocusMoves(for: state, look: look)
    }

    /// The bytes that take the screen from the last frame to the current one.
    private mutating func changedBytes() -> [UInt8] {
        // A file picker's folder is read here, before the first frame and after the key that opened it.
        if let folder = state.wantedFolder { state.take(listing: FolderListing.read(folder)) }
        return display.update(to: state, look: look, progress: clock.progress(at: monotonicSeconds()))
    }

    /// Writes to the terminal unless a signal arrives first; after a write cut short, the next
    /// frame is drawn whole, since what the screen shows is no longer known.
    private mutating func write(_ bytes: [UInt8]) throws(SystemError) {
        if try !terminal.write(bytes, unlessSignalled: signals, deadline: nil) { display.forget() }
    }

    /// Restores the screen, the cursor and the terminal settings. A terminal that takes no
    /// output (a paused pane) gets half a second for the sequences; the settings go back whatever.
    private mutating func leave() {
        collectReports()
        var bytes = Array(TerminalModes.leave(presentation).utf8)
        if state.configuration.clearsScreenOnExit, presentation == .overlay {
            bytes += TerminalModes.clearScreen.utf8
        }
        // Where the alert began (the cursor it saved, or the screen behind the overlay); one
        // column short of the width, so the terminal's own wrapping never moves it.
        if state.configuration.keepsSummary, let answered,
            let line = SummaryLine.text(
                for: answered, state: state, unicode: look.unicode, width: state.size.columns - 1)
        {
            bytes += Array((line + "\r\n").utf8)
        }
        _ = try? terminal.write(bytes, unlessSignalled: nil, deadline: monotonicSeconds() + leaveWriteTime)
        terminal.restoreMode()
    }
}
