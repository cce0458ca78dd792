import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What is settled before the terminal is opened: the audit log and the environment's theme,
/// the recording, and who answers.
struct Settled {
    let log: AuditLog?
    let theme: SettledTheme
    let recording: Recording?
    let answering: Answering
    /// The descriptor `--choices-from` reads; −1 without it.
    let itemDescriptor: Int32
}

/// The theme settled before the terminal is opened, when no option names a built-in one.
struct SettledTheme {
    /// The built-in theme `ALERTTY_THEME` names.
    var environmentName: Theme.Name?
    /// The theme read from the theme file `--theme` or `ALERTTY_THEME` names.
    var file: Theme?

    /// `configuration` with the theme file's theme, if there is one.
    func applied(to configuration: AlertConfiguration) -> AlertConfiguration {
        guard let file else { return configuration }
        var configuration = configuration
        configuration.appearance.fileTheme = file
        return configuration
    }
}

/// Who answers a question: a person, or what was given in advance (`--answer`, `--answers`,
/// `ALERTTY_ANSWER`, `ALERTTY_ANSWERS`).
///
/// Not an optional: assigning an optional of this enum made its metadata at run time, before
/// the first frame.
enum Answering {
    /// A person, on the terminal.
    case person
    /// The answer given in advance, and the answers file it was read from, if any.
    case preset(PresetAnswer, file: String?)
    /// The answers given in advance did not come before the deadline.
    case timedOut
}

extension AlerttyCLI {
    /// Settles what `question` needs before anything is shown; a log, a recording or answers
    /// that cannot be had end the run here, before a person answers.
    static func settle(_ question: Question) throws(Ended) -> Settled {
        let request = question.request
        // A secret may arrive from an answers file too, before any alert: no core may hold it.
        if request.configuration.holdsSecret {
            do {
                try forbidMemoryDumps()
            } catch {
                throw .exit(
                    fail("cannot keep the password out of core dumps (\(error))", status: ExitStatus.internalError))
            }
        }
        do throws(UsageError) {
            let (log, theme) = try logAndTheme(for: request, in: question.environment)
            let recording = try question.environment.recordFile.map { path throws(UsageError) in
                Recording(
                    file: try AppendOnlyFile(path: path, named: "the recording ALERTTY_RECORD"), id: question.name.value
                )
            }
            let answering = try answering(question)
            if request.readsMessageFromStandardInput {
                try requireReadableStandardInput(for: "--message -", closed: question.stdinClosed)
            }
            if let pager = request.configuration.pager { try checkPager(pager, closed: question.stdinClosed) }
            let items = try openItems(request.choicesFrom, closed: question.stdinClosed)
            return Settled(
                log: log, theme: theme, recording: recording, answering: answering, itemDescriptor: items)
        } catch {
            throw .exit(usage(error))
        }
    }

    /// The audit log `request` or the environment names, opened before anything is shown (a log
    /// that cannot be written stops alertty before a person answers, not after), and the theme
    /// the environment names when no option does (one an option overrides is not looked at).
    static func logAndTheme(
        for request: AlertRequest, in environment: Environment
    ) throws(UsageError) -> (AuditLog?, SettledTheme) {
        var log: AuditLog?
        if let path = request.logFile {
            log = try AuditLog(path: path, source: "--log")
        } else if let path = environment.logFile {
            log = try AuditLog(path: path, source: "ALERTTY_LOG")
        }
        var theme = SettledTheme()
        if let path = request.themeFile {
            theme.file = try readTheme(at: path, source: "--theme")
        } else if request.configuration.appearance.theme == nil {
            switch Theme.Name.environment(environment.theme) {
            case .none: break
            case .name(let name): theme.environmentName = name
            case .file(let path): theme.file = try readTheme(at: path, source: "ALERTTY_THEME")
            }
        }
        return (log, theme)
    }

    /// Who answers `question`: the answer given in advance, options first, then
    /// ALERTTY_ANSWERS, then ALERTTY_ANSWER; else a person. Reading answers (a pipe that never
    /// ends) is held to the deadline.
    private static func answering(_ question: Question) throws(UsageError) -> Answering {
        let request = question.request
        let environment = question.environment
        let answers =
            request.answersFile.map { ($0, PresetAnswer.Source.answersOption) }
            ?? (request.answer == nil ? environment.answersFile.map { ($0, .answersEnvironment) } : nil)
        if let (path, source) = answers {
            guard
                let bytes = try readAnswers(
                    from: path, source: source, stdinClosed: question.stdinClosed, deadline: question.deadline.end)
            else { return .timedOut }
            let preset = try PresetAnswer.fromAnswers(
                utf8: bytes, source: source, in: request.configuration, id: question.name.value,
                environment: { environmentValue($0) })
            return .preset(preset, file: path)
        }
        if request.answer == nil, environment.answerIsNotUTF8 {
            throw UsageError(
                "ALERTTY_ANSWER is not valid UTF-8; labels are matched byte for byte, so give it in UTF-8")
        }
        guard
            let preset = try PresetAnswer.resolve(
                option: request.answer, environment: environment.answer, in: request.configuration)
        else { return .person }
        return .preset(preset, file: nil)
    }

    /// Ends `question` with the answer given in advance, reported as a person's would be.
    static func answerInAdvance(_ question: Question, settled: Settled) throws(Ended) -> Termination {
        var configuration = question.request.configuration
        guard case .preset(var preset, let file) = settled.answering else {
            return report(
                Report(
                    .timedOut, state: AlertState(configuration: configuration), route: question.route,
                    log: settled.log, means: .timeout, terminal: nil))
        }
        // Nothing is shown: the answer was decided before alertty ran. A message on standard
        // input is still read, as an interactive run reads it: the producer does not die of
        // SIGPIPE, and the log records what was asked.
        if question.request.readsMessageFromStandardInput {
            try readMessage(into: &configuration, for: question, log: settled.log, terminal: nil)
        }
        if let book = preset.book, let file { try passedOver(book, readFrom: file, by: preset, in: question) }
        let start = try readItems(for: question, settled: settled, into: configuration, answeredBy: &preset)
        if let broken = preset.brokenRule(in: configuration) {
            throw .exit(fail(broken, status: ExitStatus.dataError))
        }
        if let problem = PathCheck.firstProblem(
            in: preset.applied(to: start), answering: .chosen(preset.buttonIndex))
        {
            throw .exit(fail("\(preset.source.rawValue): \(problem)", status: ExitStatus.dataError))
        }
        if FieldChecks.takesValues(.chosen(preset.buttonIndex), in: configuration),
            let refusal = FieldChecks.firstRefusal(in: configuration, values: preset.values, texts: preset.texts)
        {
            let name = UsageError.quoted(configuration.label(of: refusal.input))
            throw .exit(
                fail("\(name) from \(preset.source.rawValue): \(refusal.problem)", status: ExitStatus.dataError))
        }
        question.route.notice(preset.notice(in: configuration))
        return report(
            Report(
                .chosen(preset.buttonIndex), state: preset.applied(to: start), route: question.route,
                log: settled.log, means: AuditRecord.Means(preset.source), terminal: nil,
                recording: settled.recording))
    }

    /// The alert's state before the answer given in advance goes in: for a list read from a
    /// file, its items read to their end (within the timeout, which otherwise ends the run as
    /// a person's would) and the items `preset` names found among them.
    private static func readItems(
        for question: Question, settled: Settled, into configuration: AlertConfiguration,
        answeredBy preset: inout PresetAnswer
    ) throws(Ended) -> AlertState {
        var state = AlertState(configuration: configuration)
        guard settled.itemDescriptor >= 0 else { return state }
        let reading = ItemReading(descriptor: settled.itemDescriptor)
        if reading.readToEnd(into: &state, deadline: question.deadline.end) == .timedOut {
            throw Ended(
                report(
                    Report(
                        .timedOut, state: state, route: question.route, log: settled.log, means: .timeout,
                        terminal: nil)))
        }
        if !reading.problem.isEmpty { say(reading.problem) }
        guard let table = state.itemTable else { return state }
        do throws(UsageError) {
            try preset.findNamedItems(in: table, of: configuration)
        } catch {
            throw .exit(usage(error))
        }
        return state
    }

    /// Notes that the alert took its entry from `book`, read from `file`, and says which entries
    /// the run passed over before it; with ALERTTY_ANSWERS_STRICT, they end the run.
    private static func passedOver(
        _ book: AnswerBook, readFrom file: String, by preset: PresetAnswer, in question: Question
    ) throws(Ended) {
        let name = question.name.value
        let skipped = AnswerLedger.take(name, from: book, readFrom: file)
        guard !skipped.isEmpty else { return }
        let line =
            "\(preset.source.rawValue) answers alerts this run did not ask before \(UsageError.quoted(name)): "
            + AnswerBook.fewOf(skipped)
        if question.environment.answersStrict {
            throw .exit(fail(line + " (ALERTTY_ANSWERS_STRICT)", status: ExitStatus.noTerminal))
        }
        question.route.notice(line)
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
    static func checkAnswers(_ path: String, ids: [String]) -> Int32 {
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
}
