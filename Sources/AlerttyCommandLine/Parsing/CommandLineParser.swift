import AlerttyKit

/// What the command line asks alertty to do.
package enum Command: Equatable, Sendable {
    /// Print the help text and exit 0.
    case showHelp
    /// Print the version and exit 0.
    case showVersion
    /// Show an alert.
    case showAlert(AlertRequest)
    /// `--check-answers FILE -- ID...`: whether the answers file answers exactly these alerts.
    case checkAnswers(file: String, ids: [String])
    /// Print the man page source (hidden: keeps man/alertty.1 generated from the option table).
    case generateManPage
    /// Print a shell completion script (hidden: keeps completions/ generated from the option table).
    case generateCompletion(Shell)
}

/// An alert to show, plus what the CLI must still fetch before showing it.
package struct AlertRequest: Equatable, Sendable {
    /// The alert as far as the arguments describe it.
    package var configuration: AlertConfiguration
    /// `--message -`: the CLI reads the message from standard input.
    package var readsMessageFromStandardInput: Bool
    /// `--answer LABEL`: the button to choose without showing the alert (see ``PresetAnswer``).
    package var answer: String? = nil
    /// `--quiet`: nothing on standard output, and no notices on standard error.
    package var quiet = false
    /// `--answers FILE`: the file (`-`: standard input) holding the whole answer as JSON.
    package var answersFile: String? = nil
    /// `--log FILE`: the audit log to append a line to.
    package var logFile: String? = nil
    /// `--progress` or `--run`: the work a progress alert follows; `nil` for other alerts.
    package var work: WorkRequest? = nil
    /// `--id NAME`, if given (else `ALERTTY_ID`, else one made from the title: ``AlertID``).
    package var id: String? = nil
    /// `--describe`: print the questions as JSON instead of asking them.
    package var describes = false

    /// A request for `configuration`; by default no answer is given in advance, nothing is
    /// quiet and nothing logged but what the environment asks.
    package init(
        configuration: AlertConfiguration, readsMessageFromStandardInput: Bool, answer: String? = nil,
        quiet: Bool = false, answersFile: String? = nil, logFile: String? = nil, work: WorkRequest? = nil
    ) {
        self.work = work
        self.configuration = configuration
        self.readsMessageFromStandardInput = readsMessageFromStandardInput
        self.answer = answer
        self.quiet = quiet
        self.answersFile = answersFile
        self.logFile = logFile
    }
}

/// The work a progress alert follows, as the command line gives it.
package struct WorkRequest: Equatable, Sendable {
    /// Where the news comes from.
    package enum Source: Equatable, Sendable {
        /// `--progress`: progress lines on standard input.
        case standardInput
        /// `--run -- COMMAND ARGS…`.
        case command([String])
    }

    /// When the command's output is printed after it ends (`--show-output`).
    package enum ShowOutput: Equatable, Sendable {
        case never, always, onFailure
    }

    package var source: Source
    /// `--progress-lines`: the command's progress lines move a bar.
    package var progressLines = false
    package var showOutput = ShowOutput.never
    /// `--kill-after SECONDS`: from SIGTERM to SIGKILL.
    package var killAfter = 5.0
}

/// Turns arguments into a ``Command`` or a ``UsageError``; no I/O.
///
/// Values follow their option as the next argument or after `=`
/// (`--title=Hi`, `-tHi`). An option name in the value position is taken as a
/// forgotten value rather than silently swallowed; `--title=--x` passes it on purpose.
package enum CommandLineParser {
    /// What `--required` applies to: whichever came last.
    private enum Requirable {
        case field, list
    }

    private struct PendingChoice {
        var item: ChoiceList.Item
        var detailGiven = false
    }

    private struct PendingField {
        var field: AlertField
        var valueGiven = false
        var maximumLengthGiven = false
    }

    /// Parses the arguments after the program name.
    ///
    /// - Parameter notUTF8: the positions of arguments that were not valid UTF-8 (and so were
    ///   repaired with U+FFFD on the way in). A label or `--answer` there is refused: labels are
    ///   matched and printed byte for byte, and two different invalid labels would otherwise
    ///   become the same text.
    package static func parse(_ arguments: [String], notUTF8: [Int] = []) throws(UsageError) -> Command {
        var title: String?
        var message: String?
        var readsStandardInput = false
        // The configuration's own form, so that no other array type is built before the first
        // frame; whether the last button has a --style yet is all the parser must remember.
        var buttons: [AlertButton] = []
        var lastButtonStyled = false
        var fields: [PendingField] = []
        var choices: [PendingChoice] = []
        var allowsMultiple = false
        var listRequired = false
        var checkboxes: [AlertCheckbox] = []
        var lastRequirable: Requirable?
        var timeout: Double?
        var presentation = AlertConfiguration.Presentation.overlay
        var answerFormat = AnswerFormat.lines
        var answer: String?
        var answersFile: String?
        var logFile: String?
        var quiet = false
        var timeoutResetsOnKey = false
        var appearance = Appearance()
        var usesMouse = true
        var dismissesOnOutsideClick = false
        var followsProgress = false
        var runs = false
        var command: [String] = []
        var progressLines = false
        var showOutput = WorkRequest.ShowOutput.never
        var killAfter: Double?
        var timeoutAnswer: String?
        var id: String?
        var describes = false

        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.startsWithBytes(of: "-") {
                throw UsageError(
                    "unexpected argument \(UsageError.quoted(argument)); text goes after an option, e.g. --message \(UsageError.quoted(argument))"
                )
            }
            if argument == "--" {
                if runs {
                    command = Array(arguments[index...])
                    break
                }
                optionsEnded = true
                continue
            }
            let (spec, attachedValue) = try recognise(argument)
            var value = ""
            if spec.takesValue {
                if let attachedValue {
                    value = attachedValue
                } else {
                    value = try nextValue(for: spec, in: arguments, at: index)
                    index += 1
                }
                if notUTF8.contains(index - 1),
                    [.button, .input, .secure, .choice, .checkbox, .answer, .answers, .log].contains(spec.id)
                {
                    throw UsageError(
                        "the value of \(spec.longFlag) (argument \(index)) is not valid UTF-8; "
                            + "labels are matched and printed byte for byte, so give them in UTF-8")
                }
            } else if spec.id == .integer {
                // An optional range: after =, or the next argument when it reads as one.
                if let attachedValue {
                    value = attachedValue
                } else if index < arguments.count, arguments[index].containsBytes(of: ".."),
                    arguments[index].allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
                {
                    value = arguments[index]
                    index += 1
                }
            } else if let attachedValue, spec.id == .showOutput {
                guard attachedValue == "failure" || attachedValue == "always" else {
                    throw UsageError(
                        "invalid --show-output=\(attachedValue); give --show-output, or --show-output=failure for a failed run only"
                    )
                }
            } else if let attachedValue {
                throw UsageError(
                    "option \(UsageError.quoted(spec.longFlag)) takes no value (remove \(UsageError.quoted("=" + attachedValue)))"
                )
            }

            switch spec.id {
            case .compat:
                throw UsageError(
                    "--compat must come first, before the tool's own arguments (alertty --compat whiptail --yesno ...)")
            case .help:
                return .showHelp
            case .version:
                return .showVersion
            case .generateManPage:
                return .generateManPage
            case .generateCompletion:
                return .generateCompletion(try choice(value, "shell", for: spec))
            case .title:
                title = value
            case .message:
                readsStandardInput = value == "-"
                message = readsStandardInput ? nil : value
            case .button:
                try checkLabel(value, of: .button)
                buttons.append(AlertButton(label: value))
                lastButtonStyled = false
            case .style:
                try applyStyle(value, to: &buttons, lastStyled: &lastButtonStyled)
            case .input, .secure:
                try checkLabel(value, of: spec.id == .secure ? .secureField : .inputField)
                fields.append(PendingField(field: AlertField(label: value, kind: spec.id == .secure ? .secure : .text)))
                lastRequirable = .field
            case .required where lastRequirable == .list:
                listRequired = true
            case .value where lastRequirable == .list:
                try giveValue(value, toLastOf: &choices)
            case .value, .required, .maxLength:
                try modifyLastField(spec, value: value, in: &fields)
            case .minLength, .integer, .pattern, .validate, .errorMessage:
                try addRule(spec, value: value, toLastOf: &fields)
            case .choice:
                try checkLabel(value, of: .choice)
                choices.append(PendingChoice(item: ChoiceList.Item(value)))
                lastRequirable = .list
            case .detail, .selected, .multiple:
                guard let last = choices.indices.last else {
                    throw UsageError(
                        "\(spec.longFlag) must follow the --choice it applies to, e.g. --choice en --detail English")
                }
                switch spec.id {
                case .detail:
                    guard !choices[last].detailGiven else {
                        throw UsageError(
                            "choice \(UsageError.quoted(choices[last].item.label)) already has a --detail; give one per choice"
                        )
                    }
                    try checkLabel(value, of: .detail)
                    choices[last].item.detail = value
                    choices[last].detailGiven = true
                case .selected: choices[last].item.isSelected = true
                default: allowsMultiple = true
                }
            case .checkbox:
                try checkLabel(value, of: .checkbox)
                checkboxes.append(AlertCheckbox(value))
            case .checked:
                guard let last = checkboxes.indices.last else {
                    throw UsageError(
                        "--checked must follow the --checkbox it turns on, e.g. --checkbox Remember --checked")
                }
                checkboxes[last].isChecked = true
            case .json, .shell:
                if answerFormat != .lines, answerFormat != (spec.id == .json ? .json : .shell) {
                    throw UsageError("give --json or --shell, not both: each is the whole answer")
                }
                answerFormat = spec.id == .json ? .json : .shell
            case .id:
                if let problem = AlertID.problem(with: value, from: "--id") { throw problem }
                id = value
            case .describe:
                describes = true
            case .checkAnswers:
                return try checkAnswers(file: value, rest: Array(arguments[index...]), first: index == 2)
            case .quiet:
                quiet = true
            case .answer:
                answer = value
            case .answers:
                answersFile = value
            case .log:
                logFile = value
            case .timeoutReset:
                timeoutResetsOnKey = true
            case .timeoutAnswer:
                timeoutAnswer = value
            case .progress:
                followsProgress = true
            case .run:
                runs = true
            case .progressLines:
                progressLines = true
            case .showOutput:
                showOutput = attachedValue == "failure" ? .onFailure : .always
            case .killAfter:
                killAfter = try parseTimeout(value, option: "--kill-after")
            case .timeout:
                timeout = try parseTimeout(value)
            case .inline:
                if presentation != .plain { presentation = .inline }
            case .plain:
                presentation = .plain
            case .noMouse:
                usesMouse = false
            case .dismissOnOutsideClick:
                dismissesOnOutsideClick = true
            case .icon:
                appearance.icon = try choice(value, "icon", for: spec)
            case .border:
                appearance.border = try choice(value, "border", for: spec)
            case .align:
                appearance.alignment = try choice(value, "alignment", for: spec)
            case .theme:
                appearance.theme = try choice(value, "theme", for: spec)
            case .backdrop:
                appearance.backdrop = try choice(value, "backdrop", for: spec)
            case .animation:
                appearance.animation = try choice(value, "animation", for: spec)
            case .width:
                guard let columns = wholeNumber(value), columns >= Appearance.narrowestMaximumWidth else {
                    throw UsageError(
                        "invalid --width \(UsageError.quoted(value)); give a whole number of columns from "
                            + "\(Appearance.narrowestMaximumWidth) up, e.g. --width 50"
                    )
                }
                appearance.maximumWidth = columns
            case .accent:
                guard let color = TerminalColor.parse(value) else {
                    throw UsageError(
                        "invalid --accent \(UsageError.quoted(value)); give a colour name (red, bright-blue), 0-255 or #rrggbb"
                    )
                }
                appearance.accent = color
            }
        }

        if answer != nil, answersFile != nil {
            throw UsageError("give --answer LABEL or --answers FILE, not both: --answers holds the button too")
        }
        if answersFile == "-", readsStandardInput {
            throw UsageError("--answers - and --message - cannot both read standard input; put the answer in a file")
        }
        try checkAnswersDiffer(choices)
        if let field = fields.first(where: { $0.field.rules.errorMessage != nil && $0.field.rules.isEmpty }) {
            throw UsageError(
                "--error-message for \(UsageError.quoted(field.field.label)) replaces a rule's message, so give the field "
                    + "--min-length, --integer, --pattern or --validate too")
        }
        if timeoutResetsOnKey, timeout == nil {
            throw UsageError("--timeout-reset restarts a countdown, so it needs --timeout SECONDS too")
        }
        let work = try workRequest(
            followsProgress: followsProgress, runs: runs, command: command, progressLines: progressLines,
            showOutput: showOutput, killAfter: killAfter)
        if work != nil {
            if !fields.isEmpty || !choices.isEmpty || !checkboxes.isEmpty {
                throw UsageError(
                    "a progress alert asks nothing, so it takes no --input, --secure, --choice or --checkbox; ask in an alert of its own"
                )
            }
            if answer != nil || answersFile != nil {
                throw UsageError(
                    "a progress alert has no answer to give in advance; leave out --answer and --answers (it runs without a terminal as it is)"
                )
            }
            if followsProgress, readsStandardInput {
                throw UsageError(
                    "--progress and --message - cannot both read standard input; give the message as text, or send it as a '# text' line"
                )
            }
        }
        var configuration = AlertConfiguration(
            title: title, message: message,
            styledButtons: buttons,
            fields: fields.map(\.field),
            choices: choices.isEmpty
                ? nil : ChoiceList(choices.map(\.item), allowsMultiple: allowsMultiple, isRequired: listRequired),
            checkboxes: checkboxes,
            timeout: timeout, presentation: presentation, answerFormat: answerFormat)
        configuration.timeoutResetsOnKey = timeoutResetsOnKey
        if let timeoutAnswer {
            configuration.timeoutAnswer = try timeoutButton(timeoutAnswer, in: configuration, runsWork: work != nil)
        }
        configuration.appearance = appearance
        configuration.usesMouse = usesMouse
        configuration.dismissesOnOutsideClick = dismissesOnOutsideClick
        if work != nil {
            configuration.progress = ProgressOptions(
                showsBar: followsProgress || progressLines, hasButtons: !buttons.isEmpty, outputRows: runs ? 8 : 0)
        }
        // Before the styles are known to be unique the buttons cannot be numbered well, so the
        // configuration's own rules come after building it: one set of rules for every caller.
        do { try configuration.validate() } catch { throw UsageError(error) }
        if answerFormat == .shell { _ = try ShellAnswer.suffixes(for: configuration) }
        var request = AlertRequest(
            configuration: configuration, readsMessageFromStandardInput: readsStandardInput, answer: answer,
            quiet: quiet, answersFile: answersFile, logFile: logFile, work: work)
        request.id = id
        request.describes = describes
        return .showAlert(request)
    }

    /// `--check-answers FILE -- ID...`: alone on the command line, the IDs after `--`.
    private static func checkAnswers(file: String, rest: [String], first: Bool) throws(UsageError) -> Command {
        let usage = "give it alone, as alertty --check-answers FILE -- ID..."
        guard first, rest.first == "--", rest.count > 1 else {
            throw UsageError("--check-answers takes the answers file, then -- and the ids to check; \(usage)")
        }
        let ids = Array(rest.dropFirst())
        for id in ids {
            if let problem = AlertID.problem(with: id, from: "--check-answers id") { throw problem }
        }
        return .checkAnswers(file: file, ids: ids)
    }

    /// The work `--progress` or `--run` asks for, checked; `nil` for neither.
    private static func workRequest(
        followsProgress: Bool, runs: Bool, command: [String], progressLines: Bool,
        showOutput: WorkRequest.ShowOutput, killAfter: Double?
    ) throws(UsageError) -> WorkRequest? {
        if followsProgress, runs {
            throw UsageError(
                "give --progress (lines on standard input) or --run -- COMMAND, not both; --progress-lines reads a command's progress"
            )
        }
        if !runs {
            // Plain conditions, not an array of optional names: start-up rule 2.
            let runOnly =
                progressLines
                ? "--progress-lines" : showOutput != .never ? "--show-output" : killAfter != nil ? "--kill-after" : ""
            if !runOnly.isEmpty {
                throw UsageError("\(runOnly) is about a command alertty runs, so it needs --run -- COMMAND too")
            }
            return followsProgress ? WorkRequest(source: .standardInput) : nil
        }
        guard let name = command.first, !name.isEmpty else {
            throw UsageError("--run needs the command after --, e.g. alertty --title Building --run -- make -j8")
        }
        return WorkRequest(
            source: .command(command), progressLines: progressLines, showOutput: showOutput, killAfter: killAfter ?? 5)
    }

    /// A rule for the last field (`--min-length`, `--integer`, `--pattern`, `--validate`) or its
    /// message (`--error-message`): one of each per field, each checked here.
    private static func addRule(
        _ spec: OptionSpec, value: String, toLastOf fields: inout [PendingField]
    ) throws(UsageError) {
        let last = try lastField(for: spec, in: fields, example: "Port")
        var rules = fields[last].field.rules
        let label = UsageError.quoted(fields[last].field.label)
        let given: Bool
        switch spec.id {
        case .minLength:
            given = rules.minimumLength != nil
            guard let length = wholeNumber(value), length > 0 else {
                throw UsageError(
                    "invalid --min-length \(UsageError.quoted(value)); give a positive whole number of characters, e.g. --min-length 8"
                )
            }
            rules.minimumLength = length
        case .integer:
            given = rules.isInteger
            rules.isInteger = true
            if !value.isEmpty { (rules.minimum, rules.maximum) = try integerRange(value) }
        case .pattern:
            given = rules.pattern != nil
            if let problem = FieldPattern.problem(with: value) { throw UsageError(problem, pattern: value) }
            rules.pattern = value
        case .validate:
            given = rules.validateCommand != nil
            guard value.contains(where: { $0 != " " }) else {
                throw UsageError(
                    "--validate needs a command that reads the value on its standard input, e.g. --validate 'grep -qx \"$(cat)\" /etc/shells'"
                )
            }
            rules.validateCommand = value
        default:
            given = rules.errorMessage != nil
            guard !value.isEmpty, !value.contains(where: \.isNewline) else {
                throw UsageError("--error-message for \(label) is empty or has a line break; give one line of text")
            }
            rules.errorMessage = value
        }
        if given { throw UsageError("field \(label) already has a \(spec.longFlag); give one per field") }
        fields[last].field.rules = rules
    }

    /// `1..65535`, `0..`, `..100`: the bounds of `--integer`.
    private static func integerRange(_ text: String) throws(UsageError) -> (Int?, Int?) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let error = UsageError(
            "invalid --integer range \(UsageError.quoted(text)); give MIN..MAX, MIN.. or ..MAX in whole numbers, e.g. --integer 1..65535"
        )
        guard parts.count == 3, parts[1].isEmpty else { throw error }
        let low = parts[0].isEmpty ? nil : Int(parts[0])
        let high = parts[2].isEmpty ? nil : Int(parts[2])
        guard parts[0].isEmpty || low != nil, parts[2].isEmpty || high != nil, low != nil || high != nil,
            (low ?? .min) <= (high ?? .max)
        else { throw error }
        return (low, high)
    }

    /// `--value` after a `--choice`: what the answer says when that item is chosen; one per
    /// item, one line, and no two items of the list with the same.
    private static func giveValue(_ value: String, toLastOf choices: inout [PendingChoice]) throws(UsageError) {
        let last = choices.count - 1
        let label = UsageError.quoted(choices[last].item.label)
        guard choices[last].item.value == nil else {
            throw UsageError("choice \(label) already has a --value; give one --value per choice")
        }
        guard !value.contains(where: \.isNewline), !value.isEmpty else {
            throw UsageError("--value for choice \(label) is empty or has a line break; an answer is one line of text")
        }
        choices[last].item.value = value
    }

    /// The button `--timeout-answer` names: one of the alert's, exactly, and only with a timeout.
    private static func timeoutButton(
        _ label: String, in configuration: AlertConfiguration, runsWork: Bool
    ) throws(UsageError) -> Int {
        if runsWork {
            throw UsageError("a progress alert stops its work at --timeout; leave out --timeout-answer")
        }
        guard configuration.timeout != nil else {
            throw UsageError("--timeout-answer answers when the time runs out, so it needs --timeout SECONDS too")
        }
        guard let index = configuration.buttons.firstIndex(where: { $0.label.isSameLabel(as: label) }) else {
            let labels = configuration.buttons.map { UsageError.quoted($0.label) }.joined(separator: ", ")
            throw UsageError("--timeout-answer \(UsageError.quoted(label)) matches no button; use one of: \(labels)")
        }
        return index
    }

    /// No two items may answer the same, whether by a `--value` or by a label.
    private static func checkAnswersDiffer(_ choices: [PendingChoice]) throws(UsageError) {
        // Only lists with values: labels already differ (and no set of them: start-up rule 4).
        guard choices.contains(where: { $0.item.value != nil }) else { return }
        for (index, choice) in choices.enumerated() {
            guard let other = choices[..<index].first(where: { $0.item.answer.isSameLabel(as: choice.item.answer) })
            else { continue }
            throw UsageError(
                "choices \(UsageError.quoted(other.item.label)) and \(UsageError.quoted(choice.item.label)) would both answer "
                    + "\(UsageError.quoted(choice.item.answer)); give each a --value of its own")
        }
    }

    /// A label as the configuration's rules check it, reported in the command line's words.
    private static func checkLabel(_ label: String, of part: AlertConfiguration.Labelled) throws(UsageError) {
        do { try AlertConfiguration.checkLabel(label, of: part) } catch { throw UsageError(error) }
    }

    /// Finds the option an argument names, and a value attached to it with `=` or after a short name.
    private static func recognise(_ argument: String) throws(UsageError) -> (OptionSpec, String?) {
        if argument.startsWithBytes(of: "--") {
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let spec = OptionTable.spec(long: name) else {
                throw unknownOption("--" + name, suggestionFor: name)
            }
            return (spec, attached)
        }
        let body = argument.dropFirst()
        // `-title` is a common slip for `--title`; catch it before `-t` takes "itle" as its value.
        if body.count > 1, OptionTable.spec(long: body) != nil {
            throw UsageError("unknown option \(UsageError.quoted(argument)) (did you mean '-\(argument)'?)")
        }
        guard let letter = body.first, let spec = OptionTable.all.first(where: { $0.short == letter }) else {
            throw unknownOption(argument, suggestionFor: String(body))
        }
        let rest = String(body.dropFirst())
        guard rest.isEmpty || spec.takesValue else {
            throw UsageError("option '-\(letter)' takes no value; give short options one per argument")
        }
        return (spec, rest.isEmpty ? nil : rest)
    }

    private static func nextValue(
        for spec: OptionSpec, in arguments: [String], at index: Int
    ) throws(UsageError) -> String {
        let valueName = spec.valueName ?? "VALUE"
        guard index < arguments.count else {
            throw UsageError(
                "option \(UsageError.quoted(spec.longFlag)) needs a value, e.g. \(spec.longFlag) \(valueName)")
        }
        let candidate = arguments[index]
        let namesAnOption: Bool
        if candidate.startsWithBytes(of: "--") {
            namesAnOption =
                candidate.count > 2 && OptionTable.spec(long: candidate.dropFirst(2).prefix { $0 != "=" }) != nil
        } else {
            let letter = candidate.dropFirst().first
            namesAnOption =
                candidate.startsWithBytes(of: "-") && OptionTable.all.contains { $0.short != nil && $0.short == letter }
        }
        if namesAnOption {
            throw UsageError(
                "option \(UsageError.quoted(spec.longFlag)) needs a value but got the option \(UsageError.quoted(candidate)); "
                    + "write \(spec.longFlag)=\(UsageError.quoted(candidate)) if that is the text you meant")
        }
        return candidate
    }

    /// One of a fixed set of words, or the error that lists them.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String, _ noun: String, for spec: OptionSpec
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let chosen = Choice(rawValue: value) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown \(noun) \(UsageError.quoted(value)) for \(spec.longFlag); use one of: \(names)")
        }
        return chosen
    }

    private static func applyStyle(
        _ value: String, to buttons: inout [AlertButton], lastStyled: inout Bool
    ) throws(UsageError) {
        let style: ButtonStyle = try choice(value, "style", for: OptionTable.spec(.style))
        guard let last = buttons.indices.last else {
            throw UsageError("--style must follow the --button it styles, e.g. --button Delete --style destructive")
        }
        if lastStyled {
            throw UsageError(
                "button \(UsageError.quoted(buttons[last].label)) already has --style \(buttons[last].style.rawValue); give one --style per button"
            )
        }
        buttons[last].style = style
        lastStyled = true
    }

    /// The index of the most recent field, which a modifier `spec` applies to; a usage error
    /// showing how to give one (`--input Name --value TEXT`) when there is none yet.
    private static func lastField(
        for spec: OptionSpec, in fields: [PendingField], example label: String
    ) throws(UsageError) -> Int {
        guard let last = fields.indices.last else {
            let value = spec.id == .integer ? " 1..65535" : spec.valueName.map { " \($0)" } ?? ""
            throw UsageError(
                "\(spec.longFlag) must follow the --input or --secure field it applies to, "
                    + "e.g. --input \(label) \(spec.longFlag)\(value)")
        }
        return last
    }

    /// Applies `--value`, `--required` or `--max-length` to the most recent field.
    private static func modifyLastField(
        _ spec: OptionSpec, value: String, in fields: inout [PendingField]
    ) throws(UsageError) {
        let last = try lastField(for: spec, in: fields, example: "Name")
        let label = fields[last].field.label
        switch spec.id {
        case .value:
            guard fields[last].field.kind == .text else {
                throw UsageError(
                    "--value cannot preset the --secure field \(UsageError.quoted(label)): "
                        + "a password in the arguments shows in the process list")
            }
            guard !fields[last].valueGiven else {
                throw UsageError("field \(UsageError.quoted(label)) already has a --value; give one --value per field")
            }
            guard !value.contains(where: \.isNewline) else {
                throw UsageError(
                    "--value for \(UsageError.quoted(label)) contains a line break; a field holds one line")
            }
            fields[last].field.initialValue = value
            fields[last].valueGiven = true
        case .required:
            fields[last].field.isRequired = true
        default:
            guard !fields[last].maximumLengthGiven else {
                throw UsageError("field \(UsageError.quoted(label)) already has a --max-length; give one per field")
            }
            guard let limit = wholeNumber(value), limit > 0 else {
                throw UsageError(
                    "invalid --max-length \(UsageError.quoted(value)); give a positive whole number of characters, e.g. --max-length 20"
                )
            }
            fields[last].field.maximumLength = limit
            fields[last].maximumLengthGiven = true
        }
    }

    /// Plain decimal digits as a number: no sign, no spaces, nothing too large for an Int.
    private static func wholeNumber(_ value: String) -> Int? {
        guard value.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(value)
    }

    /// Accepts plain decimal seconds only (`30`, `2.5`, `.5`): no signs, exponents, `inf` or `nan`.
    private static func parseTimeout(_ value: String, option: String = "--timeout") throws(UsageError) -> Double {
        let error = UsageError(
            "invalid \(option) \(UsageError.quoted(value)); give a positive number of seconds, e.g. \(option) 30 or \(option) 2.5"
        )
        let parts = value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digitsOnly = parts.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) } }
        guard digitsOnly, parts.contains(where: { !$0.isEmpty }), let seconds = Double(value), seconds > 0 else {
            throw error
        }
        guard seconds <= AlertConfiguration.longestTimeout else {
            throw UsageError("\(option) \(UsageError.quoted(value)) is too long; the most is 31536000 seconds (a year)")
        }
        return seconds
    }

    private static func unknownOption(_ shown: String, suggestionFor name: String) -> UsageError {
        guard let suggestion = closestLongName(to: name) else {
            return UsageError("unknown option \(UsageError.quoted(shown))")
        }
        return UsageError("unknown option \(UsageError.quoted(shown)) (did you mean '--\(suggestion)'?)")
    }

    /// The long name a typo most likely meant: an abbreviation of it, or at most two edits away
    /// (one for a name of three letters or fewer, which two edits turn into too many others:
    /// `--gen` is not `--run`).
    static func closestLongName(to name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let names = OptionTable.visible.map(\.long)
        if let completed = names.first(where: { $0.hasPrefix(name) }) { return completed }
        let scored = names.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= min(2, name.count - 1, name.count <= 3 ? 1 : 2) else {
            return nil
        }
        return best
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices.map({ $0 + 1 }) {
                let substitution = previous[j - 1] + (a[i] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
