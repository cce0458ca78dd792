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
    /// Shows `question` on `terminal`, its message first read from standard input if it asks;
    /// what came of it, to report once the terminal is restored.
    static func present(_ question: Question, settled: Settled, on terminal: TerminalDevice) throws(Ended) -> Report {
        var configuration = settled.theme.applied(to: question.request.configuration)
        if question.request.readsMessageFromStandardInput {
            try readMessage(into: &configuration, for: question, log: settled.log, terminal: terminal)
        }
        let asking = questionLock(of: configuration, for: question, on: terminal)
        let result: Alert.Result
        do {
            // Held by another alertty: wait for its answer. Free: this alert asks, afresh (an
            // answer left by an alert asked before is stale).
            if let asking, !asking.tryLock() {
                if let taken = try takeAnswer(held: asking, of: configuration, for: question, settled: settled) {
                    return Report(
                        taken.outcome, state: taken.state, route: question.route, log: settled.log,
                        means: taken.means, terminal: terminal, recording: taken.recording)
                }
            } else {
                asking?.clear()
            }
            // The terminal is restored when present returns; only then does the answer go out.
            let items = settled.itemDescriptor < 0 ? nil : ItemReading(descriptor: settled.itemDescriptor)
            result = try Alert(configuration).present(
                on: terminal, environment: question.environment, theme: settled.theme.environmentName,
                deadline: question.deadline,
                items: items)
            // A read that failed (not a writer that ended) is said once the terminal is back.
            if let problem = items?.problem, !problem.isEmpty { say(problem) }
        } catch {
            throw .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        // Left for those waiting to ask the same, before the lock goes with `asking`.
        if let asking, let shared = SharedAnswer.record(result.outcome, state: result.state) {
            asking.replace(with: shared)
        }
        return Report(
            result.outcome, state: result.state, route: question.route, log: settled.log,
            means: result.state.answeredByTimeout
                ? .timeout : AuditRecord.Means(result.outcome, byMouse: result.byMouse),
            terminal: terminal, recording: settled.recording)
    }

    /// The lock of `configuration`'s question on `terminal` (asked as `question` asks it), not yet
    /// taken; `nil` with `--ask-again`, for a secret, or where the terminal or a private
    /// directory cannot be told: the alert is asked as it always was.
    private static func questionLock(
        of configuration: AlertConfiguration, for question: Question, on terminal: TerminalDevice
    ) -> QuestionLock? {
        // A list read from a pipe may hold other items the next time: each run asks its own.
        guard !question.request.asksAgain, question.request.choicesFrom.isEmpty, let device = terminal.deviceNumber,
            let key = SharedAnswer.key(
                programName: question.programName, arguments: question.arguments, message: configuration.message,
                device: device, holdsSecret: configuration.holdsSecret)
        else { return nil }
        return QuestionLock(named: SharedAnswer.fileName(key: key))
    }

    /// Waits for the alertty that holds `lock` (asking the same question) and takes its answer,
    /// saying so; or how a signal or the timeout ended the wait. `nil` when it left no answer
    /// (a signal ended it): this alert, now holding the lock, asks in its place.
    private static func takeAnswer(
        held lock: QuestionLock, of configuration: AlertConfiguration, for question: Question, settled: Settled
    ) throws(Alert.Failure) -> TakenAnswer? {
        if let ended = try waitForQuestion(lock, of: configuration, deadline: question.deadline.end) {
            let means = ended.state.answeredByTimeout ? .timeout : AuditRecord.Means(ended.outcome, byMouse: false)
            return TakenAnswer(outcome: ended.outcome, state: ended.state, means: means, recording: nil)
        }
        guard let (outcome, state) = SharedAnswer.answer(in: lock.read(), for: configuration) else { return nil }
        question.route.notice(SharedAnswer.notice(for: outcome, in: configuration))
        return TakenAnswer(outcome: outcome, state: state, means: .shared, recording: settled.recording)
    }

    /// What a wait for the same question came to: its answer, or how the wait ended.
    private struct TakenAnswer {
        let outcome: Outcome
        let state: AlertState
        let means: AuditRecord.Means
        let recording: Recording?
    }

    /// Reads `--message -` from standard input into `configuration`, within the question's
    /// deadline; the run ends instead when the message times out, is too long or cannot be read.
    static func readMessage(
        into configuration: inout AlertConfiguration, for question: Question, log: AuditLog?,
        terminal: TerminalDevice?
    ) throws(Ended) {
        // The timeout counts from the start: a message that never ends cannot hold alertty past it.
        switch readWhole(STDIN_FILENO, deadline: question.deadline.end) {
        case .success(.complete(let bytes)):
            let text = messageText(bytes)
            configuration.message = configuration.appearance.readsMarkup ? Markup.marked(text) : text
        case .success(.timedOut):
            throw Ended(
                report(
                    Report(
                        .timedOut, state: AlertState(configuration: configuration), route: question.route, log: log,
                        means: .timeout, terminal: terminal)))
        case .success(.tooLarge):
            throw .exit(
                usage(
                    UsageError(
                        "the message on standard input is longer than \(Safeguards.standardInputLimit >> 20) MiB; "
                            + "shorten it, or show the start of it (head -c 100000 | alertty -m -)")))
        case .failure(let error):
            throw .exit(
                fail("cannot read the message from standard input (\(error))", status: ExitStatus.internalError))
        }
    }

    /// A progress alert (`--progress`, `--run`): the work started, followed on the terminal, in
    /// plain lines, or on stderr when there is no terminal; its status is the work's.
    static func follow(_ request: WorkRequest, question: Question) throws(Ended) -> Termination {
        let alert = question.request
        let theme: SettledTheme
        let log: AuditLog?
        do throws(UsageError) {
            (log, theme) = try logAndTheme(for: alert, in: question.environment)
            if request.source == .standardInput {
                try requireReadableStandardInput(for: "--progress", closed: question.stdinClosed)
            }
        } catch {
            throw .exit(usage(error))
        }
        let work = try start(request)
        let progressAlert = Alert(theme.applied(to: alert.configuration))
        let result: Alert.Result
        let terminal = try? openTerminal().get()
        do {
            if let terminal {
                result = try progressAlert.present(
                    on: terminal, environment: question.environment, theme: theme.environmentName,
                    deadline: question.deadline,
                    following: work)
            } else {
                result = try progressAlert.follow(
                    work, withoutTerminalUntil: question.deadline,
                    keepsOutputOffStderr: request.showOutput.printsWhole)
            }
        } catch {
            work.finish(signal: SIGTERM)
            throw .exit(fail("internal error: \(error)", status: ExitStatus.internalError))
        }
        // Without a terminal the output went to stderr as it came; a cancel or the timeout
        // stopped the command, and the status says so.
        let tail = terminal != nil && result.outcome.isFailedWork ? work.tail.printed : ""
        if !tail.isEmpty { try? writeAll(STDERR_FILENO, Array(tail.utf8)) }
        if let problem = work.problem { say(problem) }
        let status = result.outcome.exitStatus(in: alert.configuration)
        if request.showOutput == .always || (request.showOutput == .onFailure && status != 0),
            let output = question.route.standardOutput
        {
            if work.capturedIsCut { say("the command's output is longer than 64 MiB; only its end is printed") }
            if let problem = output.write(work.captured) { say("the command's output was not written: \(problem)") }
        }
        return report(
            Report(
                result.outcome, state: result.state, route: question.route, log: log,
                means: AuditRecord.Means(result.outcome, byMouse: result.byMouse), terminal: terminal))
    }

    /// The progress alert's work started: standard input's lines, or the command run.
    private static func start(_ request: WorkRequest) throws(Ended) -> ProgressWork {
        do {
            switch request.source {
            case .standardInput: return try ProgressWork(.lines(descriptor: STDIN_FILENO))
            case .command(let command):
                return try ProgressWork(
                    .command(command), progressLines: request.progressLines,
                    keepsOutput: request.showOutput.printsWhole, keepsTail: request.showOutput == .tailOnFailure,
                    killAfter: request.killAfter, reader: nil)
            }
        } catch {
            guard case .command(let command) = request.source else {
                throw .exit(fail("cannot read standard input: \(error.reason)", status: ExitStatus.internalError))
            }
            let missing = error.code == ENOENT
            throw .exit(
                fail(
                    "cannot run \(UsageError.quoted(command[0])): \(error.reason); "
                        + (missing ? "check its name and PATH" : "check that it is an executable file"),
                    status: missing ? 127 : 126))
        }
    }
}
