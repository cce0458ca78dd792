import AlerttyKit

/// The tool whose language alertty speaks when invoked as `whiptail` or `dialog` (a symlink),
/// or with `--compat whiptail|dialog`.
public enum CompatDialect: String, CaseIterable, Sendable {
    case whiptail, dialog

    /// The dialect a program name (`argv[0]`, any directory) asks for; `nil` for alertty itself.
    public static func invokedAs(_ programName: String) -> CompatDialect? {
        // Compared as bytes, not split or through init(rawValue:): start-up rule 2.
        let utf8 = programName.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8[utf8.index(after: $0)...] } ?? utf8[...]
        if name.elementsEqual(Self.whiptail.rawValue.utf8) { return .whiptail }
        if name.elementsEqual(Self.dialog.rawValue.utf8) { return .dialog }
        return nil
    }
}

/// One box to show in a dialect, built into the same ``AlertConfiguration`` the native
/// options build: the dialect is a front end only.
package struct CompatRequest: Equatable, Sendable {
    /// What each button is to the tool, in the configuration's order.
    package enum ButtonRole: Equatable, Sendable {
        /// OK or Yes: exit 0, the answer.
        case ok
        /// dialog's `--extra-button`: exit 3, the answer as for OK.
        case extra
        /// Cancel or No: exit 1, nothing.
        case cancel
        /// dialog's `--help-button`: exit 2, a field's text, or `HELP` and the current item's tag.
        case help
    }

    package var dialect: CompatDialect
    package var box: Box
    /// The role of each of the configuration's buttons.
    package var roles: [ButtonRole] = [.ok]
    /// A list's tags, by item: the answer, whether or not the items show them (`--notags`); a
    /// form's names for its Help button's answer, by field.
    package var tags: [String] = []
    /// A form's fields its answer leaves out, by index: dialog answers only fields longer than 0.
    package var unansweredFields: [Int] = []
    /// dialog's `--output-separator`: what follows each of a form's values; a newline unless given.
    package var outputSeparator = "\n"
    /// dialog's `--output-separator` (or `--separator`) when given: written before each of a
    /// checklist's or build list's tags, in place of the spaces between them (measured: `|a|b`).
    package var listSeparator: String?
    /// dialog's `--help-status`: a form's Help button answers with the values too.
    package var helpStatus = false
    /// A gauge's percentage before its standard input says otherwise.
    package var initialPercent = 0
    /// The alert, with the box's buttons, field or list.
    package var configuration: AlertConfiguration
    /// Where the answer goes: stderr unless `--output-fd N` or (dialog) `--stdout`.
    package var outputDescriptor: Int32 = 2
    /// `--separate-output`: a checklist's tags one per line, each with a newline.
    package var separateOutput = false
    /// dialog's `--single-quoted`: a checklist's tags that need quoting in single quotes.
    package var singleQuoted = false
    /// dialog's `DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_ESC` remapping of exit statuses.
    package var statuses = CompatStatuses()
    /// The file a text box shows, read by the caller into the message.
    package var textFile: String?
    /// The shell command a `--prgbox` runs (`sh -c`).
    package var command: String?
    /// `--nocancel` (`--no-cancel`): no Cancel button; whiptail then exits 1 without a terminal.
    package var noCancel = false
    /// An edit box's text holds ``CompatEditBox/tabSign`` for each tab of its file.
    package var signsAreTabs = false
    /// dialog's `--sleep`: seconds to wait after the box before ending.
    package var sleepAfter = 0
    /// The call's flags, which rule text that comes later as they ruled the box's (a gauge's
    /// `XXX` blocks: dialog's `--colors` and whitespace options).
    package var textFlags: [String] = []

    /// How the real tool ends when it cannot draw at all (measured): `TERM` unset, 1 in both
    /// tools; `TERM=dumb`, 1 in whiptail (dialog draws on it); no terminal to open, the error
    /// status (255), but 1 for whiptail's `--nocancel` boxes. The status and the tool's reason,
    /// or `nil` when `term` lets it draw.
    package func cannotDraw(term: String?) -> (status: Int32, reason: String)? {
        guard let term, !term.isEmpty else { return (1, "TERM is not set, so the terminal is unknown") }
        if dialect == .whiptail, term == "dumb" {
            return (1, "TERM=dumb cannot clear the screen or place the cursor")
        }
        return nil
    }

    /// Escape's status: the dialect's, but 1 for whiptail's boxes whose Cancel `--nocancel`
    /// took away (measured on menus, lists and input boxes; a message or yes/no box keeps 255).
    package var escapeStatus: Int32 {
        dialect == .whiptail && noCancel && box.hasCancel ? 1 : statuses.escape
    }

    /// The status without a terminal to open: the error status, but 1 for whiptail's
    /// `--nocancel` boxes (measured) and when `TERM` is not set at all (both tools).
    package func statusWithoutTerminal(term: String?) -> Int32 {
        if term == nil || (dialect == .whiptail && noCancel) { return 1 }
        return statuses.error
    }
}

/// The exit statuses of a dialect: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Escape and
/// errors, as both tools; dialog lets `DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_HELP`,
/// `DIALOG_EXTRA`, `DIALOG_ESC`, `DIALOG_ERROR` and `DIALOG_TIMEOUT` change them (pythondialog does).
package struct CompatStatuses: Equatable, Sendable {
    package var ok: Int32 = 0
    package var cancel: Int32 = 1
    package var help: Int32 = 2
    package var extra: Int32 = 3
    package var escape: Int32 = 255
    package var error: Int32 = 255
    /// `--timeout` running out: Escape's status unless `DIALOG_TIMEOUT` says otherwise.
    package var timeout: Int32 = 255

    /// The statuses with dialog's variables applied; values that are not numbers are ignored.
    package init(environment: (String) -> String? = { _ in nil }) {
        func value(_ name: String) -> Int32? { environment(name).flatMap { Int32($0) } }
        ok = value("DIALOG_OK") ?? ok
        cancel = value("DIALOG_CANCEL") ?? cancel
        help = value("DIALOG_HELP") ?? help
        extra = value("DIALOG_EXTRA") ?? extra
        escape = value("DIALOG_ESC") ?? escape
        error = value("DIALOG_ERROR") ?? error
        timeout = value("DIALOG_TIMEOUT") ?? escape
    }
}

/// What the arguments ask of a dialect.
package enum CompatCommand: Equatable, Sendable {
    case show(CompatRequest)
    /// `--version`: a line on stdout, exit 0 (debconf checks it before use).
    case version
    /// dialog's `--print-version`: `Version: …` on the output descriptor (pythondialog reads it).
    case printVersion(descriptor: Int32)
    /// dialog's `--print-maxsize`: `MaxSize: rows, columns` of the terminal on the output descriptor.
    case printMaxsize(descriptor: Int32)
    /// dialog given no box: exit 0 at once; `--clear` clears the screen first, and no arguments
    /// at all print the boxes it takes on stdout, as dialog prints its usage.
    case noBox(clearsScreen: Bool, describesUsage: Bool)
    /// dialog's `--create-rc FILE`, alone: its rc file, as the settings stand, written to the file.
    case createRC(path: String)
}

/// A mistake in the arguments, with the status the real tool exits with: whiptail 1 for an
/// unknown option and 255 for a usage error, dialog 255 for both.
package struct CompatError: Error, Equatable, Sendable {
    package var status: Int32
    /// What stderr says; an argument it quotes is shown inert (`^[`), never as an escape
    /// sequence the terminal would obey.
    package var message: String
    package init(status: Int32, message: String) {
        self.status = status
        self.message = Sanitizer.displayable(message, keepNewlines: true)
    }
}

/// Parses dialog's and whiptail's arguments; no I/O.
///
/// Both are parsed the way whiptail's popt does, which costs dialog scripts nothing: options
/// anywhere, before or after the box and its text (26% of real call sites put them after).
/// Each keeps its own rules where scripts depend on them: `--` ends options in whiptail and
/// escapes one token in dialog; whiptail ignores extra numbers after a box's size, dialog
/// rejects them; an unknown option exits 1 in whiptail and 255 in dialog.
package enum CompatParser {
    /// What `--print-version` reports. Older than 1.2-20150513, from which pythondialog passes
    /// arguments with `--file`, which alertty does not read.
    package static let reportedDialogVersion = "1.2-20150225"

    /// What an option does with its arguments.
    private enum Arity {
        case flag, value, twoValues
    }

    /// What `name` takes in `dialect`: the options whiptail 0.52 knows (anything else is
    /// "unknown option", exit 1), and in dialog's language also dialog's own and those accepted
    /// and approximated or ignored; `nil` for an option neither knows.
    ///
    /// A switch, not a dictionary: start-up rule 4.
    private static func arity(of name: String, in dialect: CompatDialect) -> Arity? {
        switch name {
        case "title", "backtitle", "yes-button", "no-button", "ok-button", "cancel-button", "default-item", "output-fd":
            return .value
        case "defaultno", "nocancel", "notags", "noitem", "separate-output", "scrolltext", "clear", "fb", "fullbuttons",
            "topleft", "version":
            return .flag
        default:
            break
        }
        guard dialect == .dialog else { return nil }
        switch name {
        // dialog's options that change nothing alertty draws or answers: accepted and ignored
        // (beeps, line and key tweaks, a help file, a trace, where the window stays).
        case "beep", "beep-after", "no-hot-list", "no-lines", "keep-window", "erase-on-exit", "tab-correct",
            "size-err", "last-key", "ignore", "cursor-off-label":
            return .flag
        case "column-separator", "hline", "hfile", "tab-len", "trace", "input-fd", "sleep", "separate-widget":
            return .value
        case "and-widget":
            return .flag
        case "yes-label", "no-label", "ok-label", "cancel-label", "aspect", "max-input", "help-label", "extra-label",
            "default-button", "timeout", "exit-label":
            return .value
        case "no-cancel", "no-tags", "no-items", "stdout", "stderr", "colors", "cr-wrap", "no-collapse", "no-nl-expand",
            "trim", "insecure", "no-shadow", "shadow", "keep-tite", "no-mouse", "ascii-lines", "fullbutton",
            "scrollbar",
            "print-version", "single-quoted", "quoted", "help-button", "extra-button", "print-maxsize":
            return .flag
        case "begin":
            return .twoValues
        case "output-separator", "separator", "date-format", "time-format", "week-start": return .value
        case "iso-week", "item-help", "help-status", "help-tags", "reorder", "visit-items": return .flag
        // --no-kill: dialog's --tailboxbg left running in the background (CompatTailBox);
        // --fixed-font: an edit box's font in dialog's X11 build, nothing on a terminal.
        case "no-kill", "fixed-font": return .flag
        default:
            return nil
        }
    }

    /// Parses `arguments` (after the program name) in `dialect`; `environment` looks up
    /// dialog's `DIALOG_*` variables.
    package static func parse(
        _ arguments: [String], dialect: CompatDialect, environment: (String) -> String? = { _ in nil }
    ) throws(CompatError) -> CompatCommand {
        // dialog takes --create-rc only first, with its file alone after it (measured: alone, it
        // does nothing and ends with 0; with more, "Expected a filename").
        if dialect == .dialog, arguments.first == "--create-rc" {
            if arguments.count == 1 { return .noBox(clearsScreen: false, describesUsage: false) }
            guard arguments.count == 2 else {
                var error = usage(dialect, "--create-rc takes one file and nothing more: dialog --create-rc FILE")
                error.status = CompatStatuses(environment: environment).error
                throw error
            }
            return .createRC(path: arguments[1])
        }
        do {
            return try parseArguments(
                // DIALOGOPTS: options dialog applies to every call, before the call's own.
                dialect == .dialog
                    ? (environment("DIALOGOPTS") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(
                        String.init)
                        + arguments : arguments,
                dialect: dialect, environment: environment)
        } catch  where error.status == 255 && dialect == .dialog {
            var error = error
            error.status = CompatStatuses(environment: environment).error
            throw error
        }
    }

    private static func parseArguments(
        _ arguments: [String], dialect: CompatDialect, environment: (String) -> String?
    ) throws(CompatError) -> CompatCommand {
        var box: CompatRequest.Box?
        var positionals: [String] = []
        var flags: [String] = []
        var values = CompatValues()
        var index = 0
        var optionsEnded = false
        let ignoresUnknown = dialect == .dialog && arguments.contains("--ignore")
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // dialog has no numeric options: a negative size ("full screen") is an argument.
            if optionsEnded || !argument.startsWithBytes(of: "-") || argument == "-"
                || (dialect == .dialog && Int(argument) != nil)
            {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                // whiptail: the rest are arguments. dialog: only the next one is.
                if dialect == .whiptail {
                    optionsEnded = true
                } else if index < arguments.count {
                    positionals.append(arguments[index])
                    index += 1
                }
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if let kind = CompatRequest.Box(rawValue: name), !(kind.isDialogOnly && dialect == .whiptail) {
                guard box == nil else {
                    throw usage(
                        dialect,
                        "one box per call (--\(box!.rawValue) and --\(kind.rawValue)): alertty does not chain boxes; "
                            + "call \(dialect.rawValue) once for each")
                }
                box = kind
                continue
            }
            guard argument.startsWithBytes(of: "--"), let arity = arity(of: name, in: dialect) else {
                // dialog's --ignore: options it does not know are passed over.
                if ignoresUnknown { continue }
                // dialog: a box's arguments run on to the next option it knows, so a tag such as
                // a separator row's `--------` is an argument (measured); whiptail calls it unknown.
                if dialect == .dialog, box != nil {
                    positionals.append(argument)
                    continue
                }
                throw dialect == .whiptail
                    ? CompatError(status: 1, message: "\(argument): unknown option")
                    : CompatError(
                        status: 255, message: "\nUnknown option \(argument).\nUse --help to list options.\n\n")
            }
            switch arity {
            case .flag:
                flags.append(name)
            case .value:
                if let inline {
                    values[name] = inline
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw usage(dialect, "--\(name) needs a value")
                }
            case .twoValues:
                guard index + 1 < arguments.count else { throw usage(dialect, "--\(name) needs two values") }
                index += 2
            }
        }
        if flags.contains("version") { return .version }
        if flags.contains("and-widget") {
            throw usage(dialect, "--and-widget: alertty does not chain boxes; call dialog once for each")
        }
        let output = flags.contains("stdout") ? 1 : try descriptor(values, dialect)
        if flags.contains("print-version") { return .printVersion(descriptor: output) }
        if flags.contains("print-maxsize") { return .printMaxsize(descriptor: output) }
        guard let box else {
            // dialog ends at once with 0 when no box is given (measured), clearing the screen
            // first with --clear; whiptail calls it a usage error.
            guard dialect == .dialog else {
                throw usage(dialect, "no box given; use one of " + CompatRequest.Box.flags)
            }
            return .noBox(clearsScreen: flags.contains("clear"), describesUsage: arguments.isEmpty)
        }
        if dialect == .dialog, flags.contains("separate-output"), !box.takesSeparateOutput {
            throw usage(
                dialect,
                "--separate-output goes with --checklist, --buildlist or --treeview; drop it for --\(box.rawValue)")
        }
        var command: String?
        if box.showsOutput {
            // The text is optional: `--progressbox 10 40`, `--prgbox "make" 10 40`.
            let needed = box == .prgbox ? 4 : 3
            if positionals.count == needed - 1 { positionals.insert("", at: 0) }
            if box == .prgbox, positionals.count >= 4 { command = positionals.remove(at: 1) }
        }
        let (configuration, roles, built) = try configuration(
            for: box, positionals, dialect: dialect, flags: flags, values: values,
            words: CompatWords(dialect, environment: environment))
        var request = CompatRequest(dialect: dialect, box: box, configuration: configuration)
        request.roles = roles
        request.tags = built.tags
        request.unansweredFields = built.unansweredFields
        request.outputSeparator = values["output-separator"] ?? values["separator"] ?? request.outputSeparator
        request.listSeparator = values["output-separator"] ?? values["separator"]
        request.helpStatus = flags.contains("help-status")
        if box == .textbox { request.textFile = positionals[0] }
        if box == .fselect || box == .dselect { CompatPathBox.takePath(positionals[0], flags: flags, into: &request) }
        if box.namesAFile { request.textFile = positionals[0] }
        request.command = command
        request.outputDescriptor = output
        request.separateOutput = flags.contains("separate-output")
        request.noCancel = flags.contains("nocancel") || flags.contains("no-cancel")
        request.singleQuoted = flags.contains("single-quoted")
        request.textFlags = flags
        if dialect == .dialog { request.statuses = CompatStatuses(environment: environment) }
        // dialog's Help with --item-help exits DIALOG_ITEM_HELP when that is set (else Help's status).
        if flags.contains("item-help"), let itemHelp = environment("DIALOG_ITEM_HELP").flatMap({ Int32($0) }) {
            request.statuses.help = itemHelp
        }
        if box == .gauge || box == .mixedgauge {
            request.initialPercent = positionals.dropFirst(3).first.flatMap { Int($0) } ?? 0
        }
        if let sleep = values["sleep"] {
            guard let seconds = Int(sleep), seconds >= 0 else {
                throw usage(dialect, "--sleep needs seconds, not \(sleep)")
            }
            request.sleepAfter = min(seconds, Int(AlertConfiguration.longestTimeout))
        }
        if let timeout = values["timeout"] {
            guard let seconds = Int(timeout), seconds >= 0 else {
                throw usage(dialect, "--timeout needs seconds, not \(timeout)")
            }
            // dialog: 0 means no timeout; one beyond alertty's longest (a year) waits that long,
            // which no script can tell from dialog's wait.
            if seconds > 0 { request.configuration.timeout = min(Double(seconds), AlertConfiguration.longestTimeout) }
        }
        if box == .pause { CompatPauseBox.keepOwnTime(&request.configuration) }
        if let wanted = values["default-button"] {
            let role: CompatRequest.ButtonRole? =
                switch wanted {
                case "ok", "yes": .ok
                case "cancel", "no": .cancel
                case "extra": .extra
                case "help": .help
                default: nil
                }
            guard let role else {
                throw usage(dialect, "--default-button takes ok, yes, no, cancel, extra or help, not \(wanted)")
            }
            request.configuration.focusedButtonAtStart = request.roles.firstIndex(of: role)
            // Enter on a list or in a field presses that button too (measured).
            request.configuration.enterChooses = request.configuration.focusedButtonAtStart
        }
        return .show(request)
    }

    private static func usage(_ dialect: CompatDialect, _ problem: String) -> CompatError {
        CompatError(status: 255, message: "\(dialect.rawValue) (alertty): \(problem)")
    }

    private static func descriptor(_ values: CompatValues, _ dialect: CompatDialect) throws(CompatError) -> Int32 {
        guard let text = values["output-fd"] else { return 2 }
        guard let number = Int32(text), number >= 0 else {
            throw usage(dialect, "--output-fd needs a descriptor number, not \(text)")
        }
        return number
    }

    /// The box's alert: its text and buttons (and what each is to the tool), what the box's own
    /// builder makes of the rest, and the size and look every box shares.
    private static func configuration(
        for box: CompatRequest.Box, _ positionals: [String], dialect: CompatDialect, flags: [String],
        values: CompatValues, words: CompatWords
    ) throws(CompatError) -> (AlertConfiguration, [CompatRequest.ButtonRole], CompatBuiltBox) {
        let name = "--" + box.rawValue
        guard positionals.count >= 3 else { throw usage(dialect, "\(name) needs text, height and width") }
        for size in positionals[1...2] where Int(size) == nil {
            throw usage(dialect, "\(name): the height and width must be numbers, not \(size)")
        }
        let (boxHeight, boxWidth) = (size(positionals[1]), size(positionals[2]))
        /// The label the call gives (dialog's spelling first), if any.
        func given(_ whiptail: String, _ dialog: String? = nil) -> String? {
            dialog.flatMap { values[$0] } ?? values[whiptail]
        }
        // dialog's order: OK, Extra, Cancel, Help.
        var roles: [CompatRequest.ButtonRole] = [.ok]
        if flags.contains("extra-button") || box == .inputmenu { roles.append(.extra) }
        let noCancel = flags.contains("nocancel") || flags.contains("no-cancel")
        if box == .yesno || (box.hasCancel && !noCancel) { roles.append(.cancel) }
        if flags.contains("help-button") { roles.append(.help) }
        let buttons = roles.map { role in
            let (label, word, style): (String?, CompatWords.Word, ButtonStyle) =
                switch role {
                case .ok where box == .yesno: (given("yes-button", "yes-label"), .yes, .regular)
                // dialog's text box says EXIT (its --exit-label); whiptail's buttons say Ok, as newt words it.
                case .ok where box.okSaysExit:
                    (given("ok-button", "exit-label"), dialect == .dialog ? .exit : .ok, .default)
                case .ok: (given("ok-button", "ok-label"), .ok, .default)
                case .extra: (given("extra-label"), box == .inputmenu ? .rename : .extra, .regular)
                case .cancel where box == .yesno: (given("no-button", "no-label"), .no, .cancel)
                case .cancel: (given("cancel-button", "cancel-label"), .cancel, .cancel)
                case .help: (given("help-label"), .help, .regular)
                }
            // The caller's label as given; else the tool's word, shown in the person's language.
            return label.map { AlertButton(label: $0, style: style) } ?? words.button(word, style: style)
        }
        let call = CompatBoxCall(
            box: box, dialect: dialect, text: CompatText.message(positionals[0], dialect: dialect, flags: flags),
            boxHeight: boxHeight, boxWidth: boxWidth, rest: Array(positionals.dropFirst(3)), flags: flags,
            values: values, buttons: buttons, roles: roles, words: words)
        let built = try box.build(call)
        var configuration = built.configuration
        configuration.appearance.maximumWidth = widestBox(
            hint: boxWidth, defaultWidth: configuration.appearance.maximumWidth)
        // A width given is the box's width in both tools (measured); 0 sizes it to its content.
        configuration.appearance.fillsMaximumWidth = boxWidth > 0
        // So is a height given (0: fitted to the content), with the rows dialog grows it by.
        configuration.appearance.requestedHeight = boxHeight > 0 ? boxHeight + built.rowsGrown : nil
        // Both tools set the text flush left (measured), where alertty's own alerts centre it.
        configuration.appearance.alignment = .left
        configuration.title = values["title"].map(call.shown)
        configuration.backtitle = values["backtitle"].map(call.shown)
        configuration.appearance.drawsStyleMarks = call.colors
        configuration.escapeDismisses = true
        configuration.language = words.language
        configuration.appearance.toolFrame =
            dialect == .whiptail ? .whiptail : flags.contains("no-shadow") ? .dialogWithoutShadow : .dialog
        configuration.buttonKeys = dialect == .whiptail ? .whiptail : .dialog
        // whiptail restores the screen whatever is asked (measured).
        configuration.clearsScreenOnExit = dialect == .dialog && flags.contains("clear")
        configuration.tabFromListPassesDefaultButton = dialect == .dialog
        // Measured: whiptail's boxes with --scrolltext open with the text focused (newt's
        // scrolling text box takes the focus); Enter and → do nothing there until Tab moves on.
        // A yes/no box with --defaultno opens on No instead, so Enter answers No.
        configuration.textTakesFocusFirst =
            dialect == .whiptail && flags.contains("scrolltext") && !(box == .yesno && flags.contains("defaultno"))
        return (configuration, roles, built)
    }

    /// The widest the box may be, from a script's width: 0 sizes automatically (alertty's own
    /// width), a negative width is dialog's "the whole screen", and any other is the tool's box
    /// width, at least the narrowest alertty lays out well. The layout clamps it to the screen,
    /// and the box is narrower still when its content is.
    private static func widestBox(hint: Int, defaultWidth: Int) -> Int {
        switch hint {
        case 0: defaultWidth
        case ..<0: Int(Int32.max)
        default: max(hint, Appearance.narrowestMaximumWidth)
        }
    }

    /// A size as a script gives it (height, width or list height), `0` when it is no number,
    /// and held within ``TerminalSize/largest`` either way: a size is never more than a screen
    /// can be, and the rows worked out from it (a list height and two, a height and a row an
    /// item) never overflow.
    static func size(_ text: String?) -> Int {
        max(-TerminalSize.largest, min(text.flatMap { Int($0) } ?? 0, TerminalSize.largest))
    }
}

/// Each dialect's rules for the text of a box.
package enum CompatText {
    /// The message as the tool would lay it out: `\n` (backslash, n) is a line break in both;
    /// whiptail keeps real newlines and spaces; dialog turns real newlines into spaces when the
    /// text has `\n` (unless `--cr-wrap`), collapses runs of spaces (unless `--no-collapse`),
    /// takes `\n` literally with `--no-nl-expand`, and with `--colors` drops `\Z` codes.
    package static func message(_ text: String, dialect: CompatDialect, flags: [String]) -> String {
        var result = text
        if dialect == .dialog {
            if flags.contains("colors") { result = withStyleMarks(result) }
            if !flags.contains("no-nl-expand"), result.containsBytes(of: "\\n"), !flags.contains("cr-wrap") {
                result = String(result.map { $0 == "\n" ? " " : $0 })
            }
            if !flags.contains("no-collapse") {
                var collapsed = ""
                for character in result.map({ $0 == "\t" ? " " : $0 })
                where !(character == " " && collapsed.last == " ") {
                    collapsed.append(character)
                }
                result = collapsed
            }
            if flags.contains("no-nl-expand") { return result }
        }
        let lines = withLineBreaks(result)
        return dialect == .whiptail ? whiptailTabs(lines) : lines
    }

    /// Tabs as whiptail's newt expands them (`expandTabs` in textbox.c): `8 - (position & 8)`
    /// spaces, the position counted in bytes from the line's start. The `&` where a `%` was
    /// meant makes a tab 8 spaces where bit 3 of the position is clear and none where it is set
    /// (`ab<TAB>cd` is `ab` and 8 spaces; a tab at 11 vanishes); scripts laid out on whiptail
    /// (PiVPN's tables) rely on it.
    package static func whiptailTabs(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\t")) else { return text }
        var bytes: [UInt8] = []
        var position = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\t") {
                let spaces = 8 - (position & 8)
                bytes += repeatElement(UInt8(ascii: " "), count: spaces)
                position += spaces
            } else {
                bytes.append(byte)
                position = byte == UInt8(ascii: "\n") ? 0 : position + 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `\n` (backslash, n) turned into a newline.
    static func withLineBreaks(_ text: String) -> String {
        guard text.containsBytes(of: "\\n") else { return text }
        var result = ""
        var characters = text[...]
        while let first = characters.first {
            if first == "\\", characters.dropFirst().first == "n" {
                result.append("\n")
                characters = characters.dropFirst(2)
            } else {
                result.append(first)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// dialog's `--colors` codes as style marks for the frame to draw: `\Z0`–`\Z7` a colour,
    /// `\Zb` `\ZB` bold on and off, `\Zu` `\ZU` underline, `\Zr` `\ZR` reverse, `\Zn` all
    /// off. As in dialog, `\Z` and any other character is dropped, and a `\Z` that ends the
    /// text is shown. The text's own noncharacters go first, so it cannot forge a mark.
    static func withStyleMarks(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = StyleMark.removed(from: text).unicodeScalars[...]
        while let first = scalars.first {
            let rest = scalars.dropFirst()
            if first == "\\", rest.first == "Z", let code = rest.dropFirst().first {
                if let index = codes.firstIndex(of: code), let mark = StyleMark(rawValue: UInt8(index)) {
                    result.append(mark.scalar)
                }
                scalars = rest.dropFirst(2)
                continue
            }
            result.append(first)
            scalars = rest
        }
        return String(result)
    }

    /// The `\Z` codes' letters, in the order of ``StyleMark``'s cases.
    private static let codes: [Unicode.Scalar] = Array("01234567bBuUrRn".unicodeScalars)
}

/// The values of a call's options by name, the last given winning, as dialog and whiptail
/// read them. A few at most, so kept in two arrays, not a dictionary: start-up rule 4.
struct CompatValues {
    private var names: [String] = []
    private var texts: [String] = []

    /// The last value given for `name`; setting `nil` changes nothing (an option given is never taken back).
    subscript(name: String) -> String? {
        get { names.lastIndex(of: name).map { texts[$0] } }
        set {
            guard let newValue else { return }
            names.append(name)
            texts.append(newValue)
        }
    }
}
