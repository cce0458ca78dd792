import AlerttyKit

extension CompatRequest {
    /// The box types alertty draws in either dialect. A box is a case here, a line in each of
    /// this file's switches, and its builder in a file of its own under `Boxes/`.
    package enum Box: String, CaseIterable, Sendable {
        case yesno, msgbox, infobox, inputbox, passwordbox, menu, radiolist, checklist, gauge, textbox
        /// dialog's boxes that show what a program writes: standard input to its end
        /// (`--progressbox`; `--programbox` then waits for OK), or a command's (`--prgbox`).
        case progressbox, programbox, prgbox
        /// dialog's list of steps with their states, above an overall gauge, drawn once.
        case mixedgauge
        /// dialog's forms: rows of a label and a field (`--mixedform`: each row hidden or
        /// read-only as it says; `--passwordform`: every field hidden).
        case form, mixedform, passwordform
        /// dialog's date and time of day: a month grid, and hours, minutes and seconds.
        case calendar, timebox
        /// dialog's file and folder paths, answered as typed.
        case fselect, dselect
        /// dialog's rarer lists: items in two columns, chosen and not (`--buildlist`); a tree
        /// answered like a radio list (`--treeview`); a menu whose items can be renamed (`--inputmenu`).
        case buildlist, treeview, inputmenu
        /// dialog's boxes of a file: edited (`--editbox`), or followed as it grows (`--tailbox`;
        /// `--tailboxbg`, which dialog leaves to run behind other boxes).
        case editbox, tailbox, tailboxbg
        /// dialog's countdown that answers OK when it runs out (`--pause`), and its number
        /// within a range (`--rangebox`).
        case pause, rangebox

        /// Boxes only dialog has: whiptail calls them unknown.
        package var isDialogOnly: Bool {
            switch self {
            case .yesno, .msgbox, .infobox, .inputbox, .passwordbox, .menu, .radiolist, .checklist, .gauge, .textbox:
                false
            case .progressbox, .programbox, .prgbox, .mixedgauge: true
            case .form, .mixedform, .passwordform: true
            case .calendar, .timebox, .fselect, .dselect: true
            case .buildlist, .treeview, .inputmenu: true
            case .editbox, .tailbox, .tailboxbg, .pause, .rangebox: true
            }
        }

        /// Boxes that follow a program's output.
        package var showsOutput: Bool { self == .progressbox || self == .programbox || self == .prgbox }

        /// Whether the box has a Cancel (or No) button unless `--nocancel` takes it away; a yes/no
        /// box keeps its No whatever is asked.
        var hasCancel: Bool {
            switch self {
            case .inputbox, .passwordbox, .menu, .radiolist, .checklist, .gauge, .mixedgauge: true
            case .buildlist, .treeview, .inputmenu: true
            case .yesno, .msgbox, .infobox, .textbox, .progressbox, .programbox, .prgbox: false
            case .form, .mixedform, .passwordform: true
            case .calendar, .timebox, .fselect, .dselect: true
            case .editbox, .pause, .rangebox: true
            case .tailbox, .tailboxbg: false
            }
        }

        /// Whether dialog takes `--separate-output` with the box; with any other it is a usage
        /// error (measured: "Unexpected widget with --separate-output --menu.", 255).
        var takesSeparateOutput: Bool { self == .checklist || self == .buildlist || self == .treeview }

        /// Whether dialog's OK button says EXIT (its `--exit-label`), as on its text box.
        var okSaysExit: Bool { self == .textbox || self == .tailbox || self == .tailboxbg }

        /// Boxes whose first argument is a file, read by the caller.
        package var namesAFile: Bool { self == .editbox || self == .tailbox || self == .tailboxbg }

        /// Builds the box's own part of the alert from `call`.
        func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
            switch self {
            case .yesno, .msgbox, .infobox, .textbox: try CompatMessageBox.build(call)
            case .inputbox, .passwordbox: try CompatInputBox.build(call)
            case .menu, .radiolist, .checklist: try CompatListBox.build(call)
            case .gauge, .mixedgauge: try CompatGaugeBox.build(call)
            case .progressbox, .programbox, .prgbox: try CompatOutputBox.build(call)
            case .form, .mixedform, .passwordform: try CompatFormBox.build(call)
            case .calendar, .timebox: try CompatDateBox.build(call)
            case .fselect, .dselect: try CompatPathBox.build(call)
            case .buildlist, .treeview, .inputmenu: try CompatListBox.build(call)
            case .editbox: try CompatEditBox.build(call)
            case .tailbox, .tailboxbg: try CompatTailBox.build(call)
            case .pause: try CompatPauseBox.build(call)
            case .rangebox: try CompatRangeBox.build(call)
            }
        }

        /// Every box's option, for messages: `--yesno --msgbox …`.
        package static let flags = allCases.map { "--" + $0.rawValue }.joined(separator: " ")
    }
}

/// What a box's builder reads: the box, its text as the dialect lays it out, its size, the
/// arguments after its text, height and width, the call's options, and its buttons.
struct CompatBoxCall {
    var box: CompatRequest.Box
    var dialect: CompatDialect
    /// The text, with the dialect's rules for newlines, spaces and colours applied.
    var text: String
    /// The height and width as given (0 automatic, negative the whole screen in dialog).
    var boxHeight: Int
    var boxWidth: Int
    /// The arguments after text, height and width.
    var rest: [String]
    var flags: [String]
    var values: CompatValues
    /// The buttons, and what each is to the tool.
    var buttons: [AlertButton]
    var roles: [CompatRequest.ButtonRole]
    /// The tool's own words under the person's locale.
    var words: CompatWords

    /// The box's option as a script writes it, for messages: `--menu`.
    var name: String { "--" + box.rawValue }

    /// Whether dialog's `--colors` codes are drawn: in the title, backtitle and items too.
    var colors: Bool { dialect == .dialog && flags.contains("colors") }

    /// Whether `flag` was given under any of its spellings (`nocancel`, `no-cancel`).
    func has(_ flag: String, _ other: String? = nil) -> Bool {
        flags.contains(flag) || other.map(flags.contains) == true
    }

    /// `text` as the box shows it: with dialog's `--colors` codes turned into style marks.
    func shown(_ text: String) -> String { colors ? CompatText.withStyleMarks(text) : text }

    /// A usage error about this box, with the dialect's error status.
    func usage(_ problem: String) -> CompatError {
        CompatError(status: 255, message: "\(dialect.rawValue) (alertty): \(problem)")
    }
}

/// What a box's builder makes: the alert with its part, a list's tags (the answer, whatever the
/// items show), and the rows dialog grows a box by for a list sized 0.
struct CompatBuiltBox {
    var configuration: AlertConfiguration
    var tags: [String] = []
    var rowsGrown = 0
    /// A form's fields its answer leaves out, by index.
    var unansweredFields: [Int] = []
}
