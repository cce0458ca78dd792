import Alertty
import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// One call of alertty as it came: its arguments, its environment (read once, here), the
/// standard descriptors it found closed, and when it started.
struct Invocation {
    let arguments: [String]
    /// Positions in ``arguments`` that were not valid UTF-8 as given.
    let notUTF8: [Int]
    /// `argv[0]`: `whiptail` or `dialog` (a symlink) asks for that tool's language.
    let programName: String
    /// When alertty started, on the monotonic clock.
    let start: Double
    let environment: Environment
    let stdinClosed: Bool
    let stdoutClosed: Bool

    init(
        arguments: [String], notUTF8: [Int], programName: String, start: Double, closed: Set<Int32>,
        environment: Environment
    ) {
        self.arguments = arguments
        self.notUTF8 = notUTF8
        self.programName = programName
        self.start = start
        self.environment = environment
        stdinClosed = closed.contains(STDIN_FILENO)
        stdoutClosed = closed.contains(STDOUT_FILENO)
    }

    /// What the call asks for, once its arguments are read.
    enum Plan {
        /// Nothing more to do: a command (`--help`, a dialect's `--version`) was carried out.
        case done(Termination)
        /// An alert to ask, in alertty's own language or a dialect's.
        case alert(Question)
        /// A progress alert (`--progress`, `--run`) that follows its work.
        case progress(Question, WorkRequest)
        /// A dialect's box drawn over the screen as it is, waiting for no key: an info box, a
        /// mixed gauge, a gauge, a progress or program box.
        case stillBox(CompatRequest)
    }

    /// Reads the call: in alertty's own language, or in the dialect its name or `--compat` asks for.
    func read() throws(Ended) -> Plan {
        if let dialect = CompatDialect.invokedAs(programName) {
            return try read(arguments, as: dialect)
        }
        if arguments.first == "--compat" {
            guard arguments.count > 1, let dialect = CompatDialect(rawValue: arguments[1]) else {
                throw .exit(AlerttyCLI.usage(UsageError("--compat needs a tool to speak as: whiptail or dialog")))
            }
            return try read(Array(arguments.dropFirst(2)), as: dialect)
        }
        return try readNative()
    }

    /// alertty's own options: a command carried out here, or the alert they describe.
    private func readNative() throws(Ended) -> Plan {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments, notUTF8: notUTF8)
        } catch {
            throw .exit(AlerttyCLI.usage(error))
        }
        var output = StandardOutput(closedAtStart: stdoutClosed)
        switch command {
        case .showHelp:
            return .done(.exit(output.print(HelpText.render(width: standardOutputWidth() ?? 80), what: "the help")))
        case .showVersion:
            return .done(.exit(output.print("alertty \(AlerttyVersion.current)\n", what: "the version")))
        case .generateManPage:
            return .done(.exit(output.print(ManPage.render(), what: "the man page")))
        case .generateCompletion(let shell):
            return .done(.exit(output.print(CompletionScript.render(for: shell), what: "the completion script")))
        case .checkAnswers(let file, let ids):
            return .done(.exit(AlerttyCLI.checkAnswers(file, ids: ids)))
        case .showAlert(var request):
            if let picker = request.configuration.pathPicker {
                // Made absolute before anything reads it, so every answer is an absolute path.
                let start = PathCheck.startFolder(picker.startFolder)
                if let problem = start.problem { throw .exit(AlerttyCLI.usage(UsageError(problem))) }
                request.configuration.pathPicker?.startFolder = start.folder
            }
            // alertty's own words follow the locale; the dialects' parser sets its own.
            request.configuration.language = environment.language
            let configuration = request.configuration
            let name: AlertName
            do {
                name = try AlertName(
                    given: request.id, environment: environment.id, kind: "alert", title: configuration.title,
                    text: configuration.message)
            } catch {
                throw .exit(AlerttyCLI.usage(error))
            }
            if request.describes {
                return .done(
                    .exit(
                        output.print(
                            AlertDescription.json(
                                of: configuration, id: name.value, choicesFrom: request.choicesFrom),
                            what: "the description")
                    ))
            }
            output.destination = Answer.Destination(
                isTerminal: !output.closedAtStart && isTerminal(STDOUT_FILENO), quiet: request.quiet, id: name.given,
                format: request.answerFormat)
            let question = Question(request, name: name, route: .native(output), invocation: self)
            if let work = request.work { return .progress(question, work) }
            return .alert(question)
        }
    }

    /// `dialect`'s arguments: the same alert, the tool's answer and statuses.
    private func read(_ arguments: [String], as dialect: CompatDialect) throws(Ended) -> Plan {
        var command: CompatCommand
        do {
            command = try CompatParser.parse(arguments, dialect: dialect) { environmentValue($0) }
        } catch {
            try? writeAll(STDERR_FILENO, Array((error.message + "\n").utf8))
            throw .exit(error.status)
        }
        // The palette is read before the terminal is looked at, as dialog reads its rc file.
        if case .show(var request) = command {
            let palette = try toolPalette(for: request)
            request.configuration.appearance.toolPalette = palette
            // dialog's use_shadow = OFF places the box as --no-shadow does.
            if !palette.isNone, !palette.castsShadow, request.configuration.appearance.toolFrame == .dialog {
                request.configuration.appearance.toolFrame = .dialogWithoutShadow
            }
            command = .show(request)
        }
        // As the real tool, a box that cannot be drawn on this TERM ends at once, unless plain
        // lines are asked for (ALERTTY_PLAIN); an answer given in advance needs no terminal.
        if case .show(let request) = command, let (status, reason) = request.cannotDraw(term: environment.term),
            !environment.plainAsked, environment.answersFile == nil, (environment.answer ?? "").isEmpty
        {
            AlerttyCLI.say("\(dialect.rawValue): \(reason); set TERM, or ALERTTY_PLAIN=1 to ask in plain lines")
            throw .exit(status)
        }
        switch command {
        case .createRC(let path):
            return .done(try createRC(at: path))
        case .version:
            try? writeAll(STDOUT_FILENO, Array("\(dialect.rawValue) (alertty \(AlerttyVersion.current))\n".utf8))
            return .done(.exit(0))
        case .printVersion(let descriptor):
            try? writeAll(descriptor, Array("Version: \(CompatParser.reportedDialogVersion)\n".utf8))
            return .done(.exit(0))
        case .printMaxsize(let descriptor):
            let fallback = environment.fallbackSize
            let size = (try? AlerttyCLI.openTerminal().get())?.size(orElse: fallback) ?? fallback
            try? writeAll(descriptor, Array("MaxSize: \(size.rows), \(size.columns)\n".utf8))
            return .done(.exit(0))
        case .noBox(let clearsScreen, let describesUsage):
            if describesUsage {
                let usage =
                    "\(dialect.rawValue) (alertty \(AlerttyVersion.current)): \(dialect.rawValue) "
                    + "[common options] BOX TEXT HEIGHT WIDTH [arguments]\nBoxes: \(CompatRequest.Box.flags)\n"
                try? writeAll(STDOUT_FILENO, Array(usage.utf8))
            }
            if clearsScreen, let terminal = try? AlerttyCLI.openTerminal().get() {
                _ = try? terminal.write(
                    Array(TerminalModes.clearScreen.utf8), unlessSignalled: nil, deadline: monotonicSeconds() + 0.5)
            }
            return .done(.exit(0))
        case .show(let request) where request.box.isStill:
            return .stillBox(request)
        case .show(let request) where request.box == .tailboxbg:
            return .done(try endBackgroundTailBox(request))
        case .show(let request):
            return .alert(try question(for: request))
        }
    }

    /// The question a dialect's box asks: a text box's file read into its message, and its name.
    private func question(for box: CompatRequest) throws(Ended) -> Question {
        var request = box
        if let path = request.textFile, try !takeFile(path, into: &request) {
            switch AlerttyCLI.readFile(path) {
            case .success(let text):
                request.configuration.message = request.dialect == .whiptail ? CompatText.whiptailTabs(text) : text
            case .failure(let reason):
                AlerttyCLI.say(
                    "\(request.dialect.rawValue): cannot show \(Sanitizer.displayable(path, keepNewlines: false)): "
                        + "\(reason); name a readable file")
                throw .exit(request.statuses.error)
            }
        }
        let name: AlertName
        do {
            name = try AlertName(
                given: nil, environment: environment.id, kind: request.box.rawValue,
                title: request.configuration.title, text: request.configuration.message)
        } catch {
            AlerttyCLI.say("\(request.dialect.rawValue): \(error.message)")
            throw .exit(request.statuses.error)
        }
        return Question(
            AlertRequest(configuration: request.configuration, readsMessageFromStandardInput: false), name: name,
            route: .compat(request), invocation: self)
    }
}

/// An alert to ask, with what every step after the invocation needs to ask it.
struct Question {
    let request: AlertRequest
    let name: AlertName
    let route: Route
    /// The environment as ``route`` reads it.
    let environment: Environment
    let deadline: Deadline
    let stdinClosed: Bool
    /// The program's name and its arguments, as given: the question's words (``SharedAnswer``).
    let programName: String
    let arguments: [String]

    /// `request`, asked as alertty started (`start`), its deadline counted from there.
    init(
        _ request: AlertRequest, name: AlertName, route: Route, environment: Environment, start: Double,
        stdinClosed: Bool, programName: String = "", arguments: [String] = []
    ) {
        var request = request
        // Today and the locale's first weekday, read once for every step that sets a date.
        request.configuration = request.configuration.withCalendar
        self.request = request
        self.name = name
        self.route = route
        self.environment = route.reading(environment)
        deadline = Deadline(start: start, timeout: request.configuration.timeout)
        self.stdinClosed = stdinClosed
        self.programName = programName
        self.arguments = arguments
    }

    /// `request`, asked by `invocation`.
    init(_ request: AlertRequest, name: AlertName, route: Route, invocation: Invocation) {
        self.init(
            request, name: name, route: route, environment: invocation.environment, start: invocation.start,
            stdinClosed: invocation.stdinClosed, programName: invocation.programName,
            arguments: invocation.arguments)
    }
}

extension CompatRequest.Box {
    /// A box drawn over the screen as it is, waiting for no key: an info box or a mixed gauge
    /// drawn once, a gauge or a box that follows a program's output.
    fileprivate var isStill: Bool { self == .infobox || self == .mixedgauge || self == .gauge || showsOutput }
}
