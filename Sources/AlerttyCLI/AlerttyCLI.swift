import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How long a FIFO named for input may wait for its writer before alertty says what it waits for.
private let fifoNoticeDelay = 1.0

/// How alertty ends.
public enum Termination: Equatable, Sendable {
    /// Exit with this status.
    case exit(Int32)
    /// Die by this signal, once the terminal is restored: the caller sees what a signal did,
    /// and a script stops on Ctrl-C as it would for `sleep`.
    case signal(Int32)
}

/// The command line program: arguments in, an alert on the terminal, the answer and exit status out.
public enum AlerttyCLI {
    /// The program name (`argv[0]`), the arguments after it, as given, and the positions of those
    /// that are not valid UTF-8 (`CommandLine.arguments` repairs them silently; a label must not be),
    /// from `count` C strings at `values` (argc and argv).
    public static func commandLineArguments(
        count: Int, values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    ) -> (programName: String, arguments: [String], notUTF8: [Int]) {
        let programName = count > 0 ? values[0].map { text(ofCString: $0) } ?? "" : ""
        var arguments: [String] = []
        var notUTF8: [Int] = []
        // argc is 0 when a program execs alertty with an empty argv (older kernels allow it).
        for position in 1..<max(1, count) {
            guard let raw = values[position] else { continue }
            if let valid = String(validatingCString: raw) {
                arguments.append(valid)
            } else {
                notUTF8.append(arguments.count)
                arguments.append(text(ofCString: raw))
            }
        }
        return (programName, arguments, notUTF8)
    }

    /// Ends the process as `termination` says: an exit status, or death by a signal.
    public static func end(_ termination: Termination) -> Never {
        switch termination {
        case .exit(let status): exit(status)
        case .signal(let number): endProcess(bySignal: number)
        }
    }

    /// Runs alertty with the arguments after the program name and says how to end.
    ///
    /// - Parameters:
    ///   - notUTF8: positions in `arguments` that were not valid UTF-8 as given.
    ///   - programName: `argv[0]`: invoked as `whiptail` or `dialog` (a symlink), alertty speaks
    ///     that tool's language, as it does after `--compat whiptail|dialog`.
    public static func run(arguments: [String], notUTF8: [Int] = [], programName: String = "alertty") -> Termination {
        let start = monotonicSeconds()
        // Before anything is opened: no later descriptor may take the number of a closed one.
        let closed = openStandardDescriptors()
        ignoreBrokenPipes()
        surviveFileSizeLimit()
        if let dialect = CompatDialect.invokedAs(programName) {
            return runCompat(dialect, arguments: arguments, since: start, closed: closed)
        }
        if arguments.first == "--compat" {
            guard arguments.count > 1, let dialect = CompatDialect(rawValue: arguments[1]) else {
                return .exit(usage(UsageError("--compat needs a tool to speak as: whiptail or dialog")))
            }
            return runCompat(dialect, arguments: Array(arguments.dropFirst(2)), since: start, closed: closed)
        }
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments, notUTF8: notUTF8)
        } catch {
            return .exit(usage(error))
        }
        var output = StandardOutput(closedAtStart: closed.contains(STDOUT_FILENO))
        switch command {
        case .showHelp:
            return .exit(output.print(HelpText.render(width: standardOutputWidth() ?? 80), what: "the help"))
        case .showVersion:
            return .exit(output.print("alertty \(AlerttyVersion.current)\n", what: "the version"))
        case .generateManPage:
            return .exit(output.print(ManPage.render(), what: "the man page"))
        case .generateCompletion(let shell):
            return .exit(output.print(CompletionScript.render(for: shell), what: "the completion script"))
        case .checkAnswers(let file, let ids):
            return .exit(checkAnswers(file, ids: ids))
        case .showAlert(let request):
            let configuration = request.configuration
            let name: AlertName
            do {
                name = try AlertName(
                    given: request.id, environment: environmentValue(EnvironmentVariable.id.rawValue), kind: "alert",
                    title: configuration.title, text: configuration.message)
            } catch {
                return .exit(usage(error))
            }
            if request.describes {
                return .exit(
                    output.print(AlertDescription.json(of: configuration, id: name.value), what: "the description"))
            }
            output.destination = Answer.Destination(
                isTerminal: !output.closedAtStart && isTerminal(STDOUT_FILENO), quiet: request.quiet, id: name.given,
                format: request.answerFormat)
            if let work = request.work {
                return follow(
                    work, request: request, since: start, output: output, stdinClosed: closed.contains(STDIN_FILENO))
            }
            return show(
                request, name: name, since: start, route: .native(output), stdinClosed: closed.contains(STDIN_FILENO))
        }
    }

    /// Where the answer goes and how the status is told: alertty's own way, or a dialect's.
    private enum Route {
        case native(StandardOutput)
        case compat(CompatRequest)

        /// Informational lines on stderr: never in a dialect, where a program reading stderr
        /// (debconf) takes anything there for an error.
        func notice(_ text: String) {
            if case .native(let output) = self { output.notice(text) }
        }
    }

    /// alertty speaking `dialect`: the same alert, the tool's arguments, answer and statuses.
    private static func runCompat(
        _ dialect: CompatDialect, arguments: [String], since start: Double, closed: Set<Int32>
    ) -> Termination {
        let command: CompatCommand
        do {
            command = try CompatParser.parse(arguments, dialect: dialect) { environmentValue($0) }
        } catch {
            if error.realToolMayKnow { HandOff.toRealTool(dialect.rawValue, arguments: arguments) }
            try? writeAll(STDERR_FILENO, Array((error.message + "\n").utf8))
            return .exit(error.status)
        }
        // As the real tool, a box that cannot be drawn on this TERM ends at once, unless plain
        // lines are asked for (ALERTTY_PLAIN); an answer given in advance needs no terminal.
        if case .show(let request) = command,
            let (status, reason) = request.cannotDraw(
                term: environmentValue(EnvironmentVariable.terminalType.rawValue)),
            (environmentValue(EnvironmentVariable.plain.rawValue) ?? "").isEmpty,
            (environmentValue(EnvironmentVariable.answers.rawValue) ?? "").isEmpty,
            (environmentValue(EnvironmentVariable.answer.rawValue) ?? "").isEmpty
        {
            say("\(dialect.rawValue): \(reason); set TERM, or ALERTTY_PLAIN=1 to ask in plain lines")
            return .exit(status)
        }
        switch command {
        case .version:
            try? writeAll(STDOUT_FILENO, Array("\(dialect.rawValue) (alertty \(AlerttyVersion.current))\n".utf8))
            return .exit(0)
        case .printVersion(let descriptor):
            try? writeAll(descriptor, Array("Version: \(CompatParser.reportedDialogVersion)\n".utf8))
            return .exit(0)
        case .printMaxsize(let descriptor):
            let fallback = Environment.current().fallbackSize
            let size = (try? TerminalDevice())?.size(orElse: fallback) ?? fallback
            try? writeAll(descriptor, Array("MaxSize: \(size.rows), \(size.columns)\n".utf8))
            return .exit(0)
        case .show(let request) where request.box == .gauge || request.box.showsOutput:
            return runStill(request, stdinClosed: closed.contains(STDIN_FILENO))
        case .show(let request) where request.box == .infobox || request.box == .mixedgauge:
            showInfoBox(request)
            return .exit(0)
        case .show(var request):
            if let path = request.textFile {
                switch readFile(path) {
                case .success(let text):
                    request.configuration.message = request.dialect == .whiptail ? CompatText.whiptailTabs(text) : text
                case .failure(let reason):
                    say(
                        "\(request.dialect.rawValue): cannot show \(Sanitizer.displayable(path, keepNewlines: false)): "
                            + "\(reason); name a readable file")
                    return .exit(request.statuses.error)
                }
            }
            let name: AlertName
            do {
                name = try AlertName(
                    given: nil, environment: environmentValue(EnvironmentVariable.id.rawValue),
                    kind: request.box.rawValue, title: request.configuration.title, text: request.configuration.message)
            } catch {
                say("\(dialect.rawValue): \(error.message)")
                return .exit(request.statuses.error)
            }
            return show(
                AlertRequest(configuration: request.configuration, readsMessageFromStandardInput: false), name: name,
                since: start, route: .compat(request), stdinClosed: closed.contains(STDIN_FILENO))
        }
    }

    /// A dialect's box with no terminal to show it on: as both tools, an error (255, or
    /// `DIALOG_ERROR`), and 1 when TERM is not set at all.
    private static func compatWithoutTerminal(_ request: CompatRequest, reason: String) -> Termination {
        say("\(request.dialect.rawValue): no terminal to show the box on (/dev/tty: \(reason))")
        return .exit(request.statusWithoutTerminal(term: environmentValue(EnvironmentVariable.terminalType.rawValue)))
    }

    /// An info box (or dialog's mixed gauge, its steps and bar): drawn once on the screen as it is,
    /// left there, and nothing waited for,
    /// since the script goes on at once (`whiptail --infobox "Working…" 8 40; work`). Without a
    /// terminal it is not drawn, and still exits 0, as both tools do.
    private static func showInfoBox(_ request: CompatRequest) {
        guard let terminal = try? TerminalDevice() else { return }
        var still = StillBox(request, on: terminal)
        if request.box == .mixedgauge { still.show(percent: request.initialPercent) }
        still.draw()
    }

    /// A gauge, a progress box, a program box or a prgbox: redrawn over the screen as it is as
    /// news arrives (a gauge's percentages and `XXX` blocks, a program's output), at most once
    /// per display refresh; exit 0 at the end of the input, or after OK in a program box. The
    /// terminal's settings are not changed while it follows; Ctrl-C ends it (a prgbox's command
    /// gets it first, and alertty ends as the command did).
    private static func runStill(_ request: CompatRequest, stdinClosed: Bool) -> Termination {
        let terminal: TerminalDevice
        do {
            terminal = try TerminalDevice()
        } catch {
            return compatWithoutTerminal(request, reason: error.reason)
        }
        let work: ProgressWork
        do {
            if let command = request.command {
                work = try ProgressWork(.command(["/bin/sh", "-c", command]))
            } else {
                work = try ProgressWork(
                    .lines(descriptor: stdinClosed ? -1 : STDIN_FILENO),
                    reader: request.box == .gauge
                        ? CompatGaugeReader(dialect: request.dialect, flags: request.textFlags)
                        : ProgressInput(mode: .output(progressLines: false)))
            }
        } catch {
            say("\(request.dialect.rawValue): cannot run the command: \(error.reason)")
            return .exit(request.statuses.error)
        }
        var still = StillBox(request, on: terminal)
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
            return show(
                AlertRequest(configuration: closing.configuration, readsMessageFromStandardInput: false),
                name: AlertName(madeFor: request.box.rawValue, title: request.configuration.title, text: nil),
                since: monotonicSeconds(), route: .compat(closing), stdinClosed: true)
        default: return .exit(request.statuses.ok)
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

        init(_ request: CompatRequest, on terminal: TerminalDevice) {
            let environment = Environment.current()
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

    /// A progress alert (`--progress`, `--run`): the work started, followed on the terminal, in
    /// plain lines, or on stderr when there is no terminal; its status is the work's.
    private static func follow(
        _ request: WorkRequest, request alert: AlertRequest, since start: Double, output: StandardOutput,
        stdinClosed: Bool
    ) -> Termination {
        let environment = Environment.current()
        let theme: Theme.Name?
        let log: AuditLog?
        do throws(UsageError) {
            (log, theme) = try logAndTheme(for: alert, in: environment)
            if request.source == .standardInput {
                try requireReadableStandardInput(for: "--progress", closed: stdinClosed)
            }
        } catch {
            return .exit(usage(error))
        }
        let work: ProgressWork
        do {
            switch request.source {
            case .standardInput: work = try ProgressWork(.lines(descriptor: STDIN_FILENO))
            case .command(let command):
                work = try ProgressWork(
                    .command(command), progressLines: request.progressLines,
                    keepsOutput: request.showOutput != .never, killAfter: request.killAfter)
            }
        } catch {
            guard case .command(let command) = request.source else {
                return .exit(fail("cannot read standard input: \(error.reason)", status: ExitStatus.internalError))
            }
            let missing = error.code == ENOENT
            return .exit(
                fail(
                    "cannot run \(UsageError.quoted(command[0])): \(error.reason); "
                        + (missing ? "check its name and PATH" : "check that it is an executable file"),
                    status: missing ? 127 : 126))
        }
        let progressAlert = Alert(alert.configuration)
        let result: Alert.Result
        let terminal = try? TerminalDevice()
        do {
            if let terminal {
                result = try progressAlert.present(
                    on: terminal, environment: environment, theme: theme, since: start, following: work)
            } else {
                result = try progressAlert.follow(
                    work, withoutTerminalSince: start, keepsOutputOffStderr: request.showOutput != .never)
            }
        } catch {
            work.finish(signal: SIGTERM)
            return .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        if let problem = work.problem { say(problem) }
        let status = result.outcome.exitStatus(in: alert.configuration)
        if request.showOutput == .always || (request.showOutput == .onFailure && status != 0) {
            if work.capturedIsCut { say("the command's output is longer than 64 MiB; only its end is printed") }
            if let problem = output.write(work.captured) { say("the command's output was not written: \(problem)") }
        }
        return finish(
            result.outcome, state: result.state, route: .native(output),
            report: Report(
                log: log, means: AuditRecord.Means(result.outcome, byMouse: result.byMouse), terminal: terminal))
    }

    /// Shows the alert `name` (or answers it in advance) and ends as its answer says.
    private static func show(
        _ request: AlertRequest, name: AlertName, since start: Double, route: Route, stdinClosed: Bool
    ) -> Termination {
        var environment = Environment.current()
        // dialog draws on TERM=dumb (measured); there, only ALERTTY_PLAIN asks for plain lines.
        if case .compat(let compat) = route, compat.dialect == .dialog, !environment.plainAsked {
            environment.plain = false
        }
        // A secret may arrive from an answers file too, before any alert: no core may hold it.
        if request.configuration.holdsSecret {
            do {
                try forbidMemoryDumps()
            } catch {
                return .exit(
                    fail("cannot keep the password out of core dumps (\(error))", status: ExitStatus.internalError))
            }
        }
        var preset: PresetAnswer?
        var answersPath: String?
        let theme: Theme.Name?
        let log: AuditLog?
        let recording: Recording?
        // Reading stdin (a message, or a pipe of answers that never ends) is held to --timeout.
        let deadline = request.configuration.timeout.map { start + $0 }
        var answersTimedOut = false
        do throws(UsageError) {
            (log, theme) = try logAndTheme(for: request, in: environment)
            recording = try environment.recordFile.map { path throws(UsageError) in
                Recording(file: try AppendOnlyFile(path: path, named: "the recording ALERTTY_RECORD"), id: name.value)
            }
            // Options first, then ALERTTY_ANSWERS, then ALERTTY_ANSWER.
            let answers =
                request.answersFile.map { ($0, PresetAnswer.Source.answersOption) }
                ?? (request.answer == nil ? environment.answersFile.map { ($0, .answersEnvironment) } : nil)
            if let (path, source) = answers {
                answersPath = path
                if let bytes = try readAnswers(from: path, source: source, stdinClosed: stdinClosed, deadline: deadline)
                {
                    preset = try PresetAnswer.fromAnswers(
                        utf8: bytes, source: source, in: request.configuration, id: name.value,
                        environment: { environmentValue($0) })
                } else {
                    answersTimedOut = true
                }
            } else {
                if request.answer == nil, environment.answerIsNotUTF8 {
                    throw UsageError(
                        "ALERTTY_ANSWER is not valid UTF-8; labels are matched byte for byte, so give it in UTF-8")
                }
                preset = try PresetAnswer.resolve(
                    option: request.answer, environment: environment.answer, in: request.configuration)
            }
            if request.readsMessageFromStandardInput {
                try requireReadableStandardInput(for: "--message -", closed: stdinClosed)
            }
        } catch {
            return .exit(usage(error))
        }
        if answersTimedOut {
            return finish(
                .timedOut, state: AlertState(configuration: request.configuration), route: route,
                report: Report(log: log, means: .timeout, terminal: nil))
        }
        if let preset {
            // Nothing is shown: the answer was decided before alertty ran. A message on standard
            // input is still read, as an interactive run reads it: the producer does not die of
            // SIGPIPE, and the log records what was asked.
            var configuration = request.configuration
            if request.readsMessageFromStandardInput,
                let ended = readMessage(into: &configuration, deadline: deadline, route: route, log: log, terminal: nil)
            {
                return ended
            }
            if let book = preset.book, let path = answersPath {
                let skipped = AnswerLedger.take(name.value, from: book, readFrom: path)
                if !skipped.isEmpty {
                    let line =
                        "\(preset.source.rawValue) answers alerts this run did not ask before \(UsageError.quoted(name.value)): "
                        + AnswerBook.fewOf(skipped)
                    if environment.answersStrict {
                        return .exit(fail(line + " (ALERTTY_ANSWERS_STRICT)", status: ExitStatus.noTerminal))
                    }
                    route.notice(line)
                }
            }
            if let broken = preset.brokenRule(in: configuration) {
                return .exit(fail(broken, status: ExitStatus.dataError))
            }
            if FieldChecks.takesValues(.chosen(preset.buttonIndex), in: configuration),
                let refusal = FieldChecks.firstRefusal(in: configuration, values: preset.values)
            {
                let name = UsageError.quoted(configuration.fields[refusal.field].label)
                return .exit(
                    fail("\(name) from \(preset.source.rawValue): \(refusal.problem)", status: ExitStatus.dataError))
            }
            route.notice(preset.notice(in: configuration))
            return finish(
                .chosen(preset.buttonIndex), state: preset.state(for: configuration), route: route,
                report: Report(
                    log: log, means: AuditRecord.Means(preset.source), terminal: nil, recording: recording))
        }
        let terminal: TerminalDevice
        do {
            terminal = try TerminalDevice()
        } catch {
            if case .compat(let compat) = route { return compatWithoutTerminal(compat, reason: error.reason) }
            return .exit(
                fail(
                    "no terminal to show the alert on (/dev/tty: \(error.reason)); "
                        + "to answer without one, pass --answer LABEL or set ALERTTY_ANSWER=LABEL",
                    status: ExitStatus.noTerminal))
        }
        var configuration = request.configuration
        if request.readsMessageFromStandardInput,
            let ended = readMessage(
                into: &configuration, deadline: deadline, route: route, log: log, terminal: terminal)
        {
            return ended
        }
        let result: Alert.Result
        do {
            // The terminal is restored when present returns; only then does the answer go out.
            result = try Alert(configuration).present(
                on: terminal, environment: environment, theme: theme, since: start)
        } catch {
            return .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        var state = result.state
        // A password has been handed over once the answer is out: overwrite it.
        defer { state.wipeFields() }
        return finish(
            result.outcome, state: state, route: route,
            report: Report(
                log: log,
                means: state.answeredByTimeout ? .timeout : AuditRecord.Means(result.outcome, byMouse: result.byMouse),
                terminal: terminal, recording: recording))
    }

    /// The audit log `request` or the environment names, opened before anything is shown (a log
    /// that cannot be written stops alertty before a person answers, not after), and the theme
    /// the environment names when no option does (one an option overrides is not looked at).
    private static func logAndTheme(
        for request: AlertRequest, in environment: Environment
    ) throws(UsageError) -> (AuditLog?, Theme.Name?) {
        var log: AuditLog?
        if let path = request.logFile {
            log = try AuditLog(path: path, source: "--log")
        } else if let path = environment.logFile {
            log = try AuditLog(path: path, source: "ALERTTY_LOG")
        }
        let theme = request.configuration.appearance.theme == nil ? try Theme.Name.environment(environment.theme) : nil
        return (log, theme)
    }

    /// Reads `--message -` from standard input into `configuration`, within `deadline`; how
    /// alertty ends instead when the message times out, is too long or cannot be read.
    private static func readMessage(
        into configuration: inout AlertConfiguration, deadline: Double?, route: Route, log: AuditLog?,
        terminal: TerminalDevice?
    ) -> Termination? {
        // The timeout counts from the start: a message that never ends cannot hold alertty past it.
        switch readWhole(STDIN_FILENO, deadline: deadline) {
        case .success(.complete(let bytes)):
            configuration.message = messageText(bytes)
            return nil
        case .success(.timedOut):
            return finish(
                .timedOut, state: AlertState(configuration: configuration), route: route,
                report: Report(log: log, means: .timeout, terminal: terminal))
        case .success(.tooLarge):
            return .exit(
                usage(
                    UsageError(
                        "the message on standard input is longer than \(Safeguards.standardInputLimit >> 20) MiB; "
                            + "shorten it, or show the start of it (head -c 100000 | alertty -m -)")))
        case .failure(let error):
            return .exit(
                fail("cannot read the message from standard input (\(error))", status: ExitStatus.internalError))
        }
    }

    /// Standard input must hold something to read: not closed, not the terminal a person types at.
    private static func requireReadableStandardInput(for what: String, closed: Bool) throws(UsageError) {
        guard closed || isTerminal(STDIN_FILENO) else { return }
        throw UsageError(
            "\(what) reads standard input, but standard input is " + (closed ? "closed" : "a terminal")
                + "; pipe it in (printf '%s' \"$text\" | alertty ...) or name a file")
    }

    /// The bytes of an `--answers` file, or of standard input for `-`, checked to be UTF-8;
    /// `nil` when `deadline` passed before its end.
    private static func readAnswers(
        from path: String, source: PresetAnswer.Source, stdinClosed: Bool, deadline: Double?
    ) throws(UsageError) -> [UInt8]? {
        let read: Result<ReadToEnd, SystemError>
        if path == "-" {
            try requireReadableStandardInput(for: "\(source.rawValue) -", closed: stdinClosed)
            read = readWhole(STDIN_FILENO, deadline: deadline)
        } else {
            let named = "\(source.rawValue) \(UsageError.quoted(path))"
            let descriptor = try openAnswers(path, named: named)
            defer { close(descriptor) }
            read = readWhole(opened: descriptor, deadline: deadline, named: named)
        }
        switch read {
        case .success(.complete(let bytes)):
            // Not repaired into U+FFFD: an answer is matched byte for byte, as labels are.
            guard isValidUTF8(bytes) else {
                throw UsageError(
                    "\(source.rawValue) \(UsageError.quoted(path)) is not valid UTF-8; give the answer in UTF-8")
            }
            return bytes
        case .success(.timedOut): return nil
        case .success(.tooLarge):
            throw UsageError("\(source.rawValue) \(UsageError.quoted(path)) is too large to be an answer")
        case .failure(let error):
            throw UsageError("cannot read \(source.rawValue) \(UsageError.quoted(path)): \(error.reason)")
        }
    }

    /// Opens the answers file `path` to read it (`named`: as the person gave it), refusing one
    /// that may not speak for the user (``TrustedFile``): whoever can write it chooses the
    /// buttons. A FIFO may be one; it is opened without blocking and waited on later.
    private static func openAnswers(_ path: String, named: String) throws(UsageError) -> Int32 {
        let descriptor = open(path, openWithoutBlocking)
        guard descriptor >= 0 else { throw UsageError("cannot read \(named): \(SystemError("open").reason)") }
        if let problem = TrustedFile.problem(with: descriptor, allowingFIFO: true) {
            close(descriptor)
            throw UsageError("\(named) \(problem.refusal)")
        }
        return descriptor
    }

    /// `--check-answers FILE -- ID...`: says on stderr which IDs the answers file has no entry
    /// for and which of its entries no ID names; 0 when neither, 65 when either, 64 for a file
    /// that is not answers keyed by id or that may not speak for the user.
    private static func checkAnswers(_ path: String, ids: [String]) -> Int32 {
        let name = "--check-answers \(UsageError.quoted(path))"
        let descriptor: Int32
        do throws(UsageError) {
            descriptor = try openAnswers(path, named: name)
        } catch {
            return usage(error)
        }
        defer { close(descriptor) }
        let bytes: [UInt8]
        switch readWhole(opened: descriptor, deadline: nil, named: name) {
        case .success(.complete(let read)) where isValidUTF8(read): bytes = read
        case .success(.complete): return usage(UsageError("\(name) is not valid UTF-8; write the answers in UTF-8"))
        case .success: return usage(UsageError("\(name) is too large to be an answers file"))
        case .failure(let error): return usage(UsageError("cannot read \(name): \(error.reason)"))
        }
        let book: AnswerBook
        do throws(UsageError) {
            guard let values = try? JSONValue.parseSequence(utf8: bytes),
                let keyed = try AnswerBook.from(values, source: "--check-answers")
            else {
                throw UsageError(
                    "\(name) is not answers keyed by alert id; give {\"ID\": {\"button\": …}, …} or a recording")
            }
            book = keyed
        } catch {
            return usage(error)
        }
        let missing = ids.filter { book.answer(for: $0) == nil }
        let unused = book.ids.filter { !ids.contains($0) }
        if !missing.isEmpty {
            say("\(name) has no answer for: \(AnswerBook.fewOf(missing))")
        }
        if !unused.isEmpty {
            say("\(name) answers alerts not named: \(AnswerBook.fewOf(unused))")
        }
        return missing.isEmpty && unused.isEmpty ? 0 : ExitStatus.dataError
    }

    /// Whether `bytes` are UTF-8 throughout, checked without copying them into a String.
    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Bytes read for a message, as its text: without the newlines that end the input.
    private static func messageText(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The text of a file, without its last newlines; or why not.
    private static func readFile(_ path: String) -> Result<String, FileProblem> {
        switch readWhole(path, named: UsageError.quoted(path)) {
        case .success(.complete(let bytes)): return .success(messageText(bytes))
        case .success(.tooLarge), .success(.timedOut):
            return .failure(FileProblem("longer than \(Safeguards.standardInputLimit >> 20) MiB"))
        case .failure(let error):
            return .failure(FileProblem(error.reason))
        }
    }

    /// How a file alertty reads is opened: without blocking, since open would wait for a FIFO's
    /// writer past any deadline.
    private static let openWithoutBlocking = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK

    /// A text box's file read whole, up to the input limit. The file is opened and closed here;
    /// failing to open it is a system error like failing to read it.
    private static func readWhole(_ path: String, named: String) -> Result<ReadToEnd, SystemError> {
        let descriptor = open(path, openWithoutBlocking)
        guard descriptor >= 0 else { return .failure(SystemError("open")) }
        defer { close(descriptor) }
        return readWhole(opened: descriptor, deadline: nil, named: named)
    }

    /// The file opened without blocking on `descriptor` read whole, up to the input limit or
    /// `deadline`: an answers file or a text box's file.
    ///
    /// A FIFO is waited on until a writer comes or `deadline` passes; with no deadline, after a
    /// second, one line on stderr says what alertty waits for (`named`: how the person gave the file).
    private static func readWhole(opened descriptor: Int32, deadline: Double?, named: String) -> Result<
        ReadToEnd, SystemError
    > {
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
            // Linux and macOS call a FIFO readable once a writer has opened it, not before.
            let noticeTime = monotonicSeconds() + fifoNoticeDelay
            var noticed = deadline != nil
            while true {
                let now = monotonicSeconds()
                if let deadline, now >= deadline { return .success(.timedOut) }
                if !noticed, now >= noticeTime {
                    say("waiting for a program to write to \(named), a FIFO; give --timeout to stop waiting")
                    noticed = true
                }
                let until = deadline ?? (noticed ? nil : noticeTime)
                do {
                    if try waitForInput([descriptor], timeout: until.map { max(0, $0 - now) }).contains(descriptor) {
                        break
                    }
                } catch {
                    return .failure(error)
                }
            }
        }
        // Blocking from here: a writer is there, and a read waits for its data.
        _ = fcntl(descriptor, F_SETFL, O_RDONLY)
        return readWhole(descriptor, deadline: deadline)
    }

    /// Everything on `descriptor`, up to the input limit (64 MiB) or `deadline`.
    private static func readWhole(_ descriptor: Int32, deadline: Double?) -> Result<ReadToEnd, SystemError> {
        Result { () throws(SystemError) in
            try readToEnd(descriptor, limit: Safeguards.standardInputLimit, deadline: deadline)
        }
    }

    /// Why a file could not be read, in words.
    private struct FileProblem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Where an ending is recorded, and what the record says of how it came about.
    private struct Report {
        var log: AuditLog?
        var means: AuditRecord.Means
        /// The terminal's device, where there was one.
        var terminal: String?

        /// Where the answered alert's entry is added (`ALERTTY_RECORD`), if anywhere.
        var recording: Recording?

        /// The terminal's device name is looked up (a scan of /dev) only when there is a log.
        init(log: AuditLog?, means: AuditRecord.Means, terminal: TerminalDevice?, recording: Recording? = nil) {
            self.log = log
            self.means = means
            self.terminal = log == nil ? nil : terminal?.deviceName
            self.recording = recording
        }
    }

    /// Writes the answer (if any) to stdout, the line in the audit log, and says how to end
    /// for `outcome`.
    private static func finish(
        _ outcome: Outcome, state: AlertState, route: Route, report: Report
    ) -> Termination {
        if let log = report.log,
            let problem = log.record(outcome, state: state, means: report.means, terminal: report.terminal)
        {
            // The record is the condition of the answer: without it, no answer goes out.
            say(
                "the log was not written (\(problem)), so no answer is given; free space in the log's file system or name another log"
            )
            if case .interrupted(let signal) = outcome { return .signal(signal) }
            return .exit(ExitStatus.outputError)
        }
        if let recording = report.recording, let problem = recording.add(outcome, state: state) {
            say("the answer was not recorded in ALERTTY_RECORD (\(problem)); the run goes on without it")
        }
        let output: StandardOutput
        switch route {
        case .compat(let request): return finishCompat(outcome, state: state, request: request)
        case .native(let native): output = native
        }
        if var bytes = Answer.printed(for: outcome, state: state, to: output.destination).map({ Array($0.utf8) }) {
            // A stdout that cannot take the answer must not change the answer the exit status
            // carries; it is said on stderr.
            if let problem = output.write(bytes) {
                say("the answer was not written: \(problem)")
            }
            // A password has been handed over: overwrite alertty's own copies of it.
            for index in bytes.indices { bytes[index] = 0 }
        }
        if Answer.withholdsSecret(for: outcome, state: state, to: output.destination) {
            sayPasswordWithheld(from: "standard output", capture: "pw=$(alertty ...)")
        }
        if state.answeredByTimeout, case .chosen(let index) = outcome, let timeout = state.configuration.timeout {
            output.notice(
                "no answer within \(seconds(timeout)), so \(UsageError.quoted(state.configuration.buttons[index].label)) "
                    + "was chosen (--timeout-answer)")
        }
        if outcome == .timedOut, let timeout = state.configuration.timeout {
            output.notice(
                state.configuration.progress.isShown
                    ? "the work was stopped after \(seconds(timeout)) (--timeout)"
                    : "no answer within \(seconds(timeout)) (--timeout)")
        }
        if case .interrupted(let signal) = outcome { return .signal(signal) }
        return .exit(outcome.exitStatus(in: state.configuration))
    }

    /// A dialect's ending: the answer on its descriptor, without a newline, and its status. A
    /// password is never written to a terminal, as in alertty's own alerts: where the descriptor
    /// is one, nothing is written, and a line on stderr says how to capture it.
    private static func finishCompat(_ outcome: Outcome, state: AlertState, request: CompatRequest) -> Termination {
        if var bytes = CompatAnswer.text(for: outcome, state: state, request: request).map({ Array($0.utf8) }) {
            if state.configuration.holdsSecret, isTerminal(request.outputDescriptor) {
                let (destination, command) = CompatAnswer.capture(for: request)
                sayPasswordWithheld(from: destination, capture: command)
            } else {
                do {
                    try writeAll(request.outputDescriptor, bytes)
                } catch {
                    say("the answer was not written to descriptor \(request.outputDescriptor): \(error.reason)")
                }
            }
            for index in bytes.indices { bytes[index] = 0 }
        }
        if case .interrupted(let signal) = outcome { return .signal(signal) }
        return .exit(CompatAnswer.status(for: outcome, request: request))
    }

    /// `30 s`, `2.5 s`: seconds as the person wrote them, without a needless `.0`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Says that a password was not printed because `destination`, where the answer goes, is a
    /// terminal (the scrollback, a screen recording or a CI log would keep it), and how to capture it.
    private static func sayPasswordWithheld(from destination: String, capture: String) {
        say("the password was not printed: \(destination) is a terminal; capture it with \(capture)")
    }

    /// A usage error: its line, the pointer to --help, and status 64.
    private static func usage(_ error: UsageError) -> Int32 {
        guard error.status == ExitStatus.usage else { return fail(error.message, status: error.status) }
        return fail("\(error.message)\nTry 'alertty --help'.", status: ExitStatus.usage)
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        say(message)
        return status
    }

    /// One line on stderr, after the program's name; a stderr that cannot take it changes nothing.
    private static func say(_ message: String) {
        try? writeAll(STDERR_FILENO, Array("alertty: \(message)\n".utf8))
    }

    /// Standard output, and whether it was closed when alertty started (it is `/dev/null` then,
    /// which would take anything without complaint).
    private struct StandardOutput {
        let closedAtStart: Bool
        /// Where an alert's answer goes (a terminal or not) and whether --quiet asked for nothing.
        var destination = Answer.Destination(isTerminal: false, quiet: false)

        /// An informational line on stderr (not an error), which --quiet leaves out.
        func notice(_ text: String) {
            if !destination.quiet { say(text) }
        }

        /// Writes `bytes`; what went wrong, or `nil` when all went out.
        func write(_ bytes: [UInt8]) -> String? {
            if closedAtStart { return "standard output is closed" }
            do {
                try writeAll(STDOUT_FILENO, bytes)
                return nil
            } catch {
                return "standard output: \(error.reason)"
            }
        }

        /// Prints `text` (`what` it is) and returns 0, or says why it could not and returns
        /// ``ExitStatus/outputError``, as GNU tools do for `--help > /dev/full`.
        func print(_ text: String, what: String) -> Int32 {
            guard let problem = write(Array(text.utf8)) else { return 0 }
            return fail("cannot write \(what): \(problem)", status: ExitStatus.outputError)
        }
    }
}
