import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

@Suite struct CompatParserTests {
    func request(_ arguments: [String], _ dialect: CompatDialect = .whiptail, environment: [String: String] = [:])
        throws -> CompatRequest
    { try compatRequest(arguments, dialect, environment: environment) }

    func error(_ arguments: [String], _ dialect: CompatDialect) -> CompatError? { compatError(arguments, dialect) }

    /// dialog's --colors codes become style marks for the frame to draw (void-mklive's
    /// backtitle), in the title, the backtitle, the text and the items; the tag answered, and
    /// the item's value in answers files, stay as given without them.
    @Test func dialogsColorCodesBecomeStyleMarks() throws {
        func marks(_ marks: StyleMark...) -> String { String(String.UnicodeScalarView(marks.map(\.scalar))) }
        let colored = try request(
            [
                "--colors", "--backtitle", "\\Zb\\Z7void\\Zn", "--title", "\\Z1Keys\\Zn", "--menu", "\\ZbPick\\Zn",
                "12", "40", "1", "us", "\\Z4US\\Zn",
            ], .dialog)
        let configuration = colored.configuration
        #expect(configuration.appearance.drawsStyleMarks)
        #expect(configuration.backtitle == marks(.bold, .color7) + "void" + marks(.normal))
        #expect(configuration.title == marks(.color1) + "Keys" + marks(.normal))
        #expect(configuration.message == marks(.bold) + "Pick" + marks(.normal))
        #expect(configuration.choices?.items.first?.detail == marks(.color4) + "US" + marks(.normal))
        #expect(colored.tags == ["us"] && configuration.choices?.items.first?.answer == "us")
        let plain = try request(["--title", "\\Z1Keys", "--msgbox", "x", "8", "30"], .dialog)
        #expect(plain.configuration.title == "\\Z1Keys", "without --colors, as typed")
        #expect(!plain.configuration.appearance.drawsStyleMarks)
        let whiptail = try request(["--title", "\\Z1Keys", "--msgbox", "x", "8", "30"], .whiptail)
        #expect(whiptail.configuration.title == "\\Z1Keys", "whiptail (which has no --colors) leaves them as typed")
    }

    /// What leaves alertty as text carries no marks: --describe's JSON, and the name made from
    /// the title, which stays the one 0.9.0 made (answers files recorded then still match).
    @Test func describedAndNamedWithoutMarks() throws {
        let colored = try request(
            [
                "--colors", "--title", "\\Z1Pick\\Zn a ser\\Zbver", "--menu", "\\ZuWhich?", "12", "40", "1", "a",
                "\\Z2Alpha",
            ],
            .dialog)
        let json = AlertDescription.json(of: colored.configuration, id: "x")
        #expect(!json.unicodeScalars.contains { StyleMark.reserved.contains($0.value) })
        #expect(json.contains("\"title\":\"Pick a server\"") && json.contains("\"message\":\"Which?\""))
        #expect(AlertID.derived(kind: "menu", title: colored.configuration.title, text: nil) == "menu.pick-a-server")
    }

    /// As in dialog, `\\Z` and a letter that is no code are dropped and a `\\Z` at the end is
    /// shown; a noncharacter in the text is dropped, so no text can forge a mark.
    @Test func colorCodesThatAreNoneAndForgedMarksDrawNothing() {
        #expect(CompatText.withStyleMarks("a\\Zxb\\Z") == "ab\\Z")
        let forged = [0xFDD8, 0xFDEF].map { String(Character(Unicode.Scalar($0)!)) }
        #expect(CompatText.withStyleMarks(forged[0] + "loud" + forged[1]) == "loud")
        #expect(CompatText.withStyleMarks("\\Z\\Zb") == "Zb", "the second backslash is the first code's letter")
    }

    /// Sizes at the integer limits, in every place a list's size is worked out from them, are
    /// laid out, never an overflow (a list height of 9223372036854775807 trapped adding two).
    @Test func listSizesAtTheIntegerLimitsAreLaidOut() {
        let limits = ["9223372036854775807", "-9223372036854775808", "0", "-1"]
        var laidOut = 0
        for dialect in [CompatDialect.dialog, .whiptail] {
            for height in limits {
                for width in limits {
                    for listHeight in limits {
                        // whiptail takes a leading dash as an option's: a usage error, not a trap.
                        guard
                            let configuration = try? request(
                                ["--menu", "Pick", height, width, listHeight, "a", "A", "b", "B"], dialect
                            ).configuration
                        else { continue }
                        let state = AlertState(configuration: configuration, size: TerminalSize(columns: 80, rows: 24))
                        #expect((1...2).contains(state.layout.listFrame?.height ?? 0))
                        laidOut += 1
                    }
                }
            }
        }
        #expect(laidOut >= 64, "every dialog size, and whiptail's that are not options")
    }

    /// A list shows as many items as the real tool shows (measured on a 30-row screen), so a
    /// page is its page: dialog's list takes what its box leaves below the text, whiptail's
    /// is the height asked for unless a size is 0, and both fill the screen where asked to.
    @Test(arguments: [
        // dialect, text, height, width, list height, rows shown by the real tool
        (CompatDialect.dialog, "One line", 20, 60, 5, 13), (.dialog, "One line", 10, 40, 5, 3),
        (.dialog, "Line one\\nLine two", 20, 60, 5, 12), (.dialog, "One line", 0, 0, 5, 7),
        (.dialog, "One line", 20, 60, 0, 22), (.dialog, "One line", 7, 40, 5, 1), (.dialog, "One line", 12, 40, 20, 5),
        (.dialog, "One line", 0, 0, 0, 22), (.dialog, "Line one\\nLine two", 0, 0, 0, 21),
        (.dialog, "L1\\nL2\\nL3", 0, 0, 5, 7), (.dialog, "One line", 0, 60, 5, 6),
        (.whiptail, "One line", 20, 60, 5, 5), (.whiptail, "One line", 12, 40, 20, 20),
        (.whiptail, "One line", 0, 0, 5, 21), (.whiptail, "One line", 20, 60, 0, 21),
        (.whiptail, "Line one\\nLine two", 0, 0, 0, 20), (.whiptail, "L1\\nL2\\nL3", 0, 0, 5, 19),
    ])
    func aListShowsAsManyItemsAsTheRealTool(
        _ dialect: CompatDialect, _ text: String, _ height: Int, _ width: Int, _ listHeight: Int, _ shown: Int
    ) throws {
        let items = (1...40).flatMap { ["i\($0)", "x"] }
        let configuration = try request(
            ["--menu", text, "\(height)", "\(width)", "\(listHeight)"] + items, dialect
        ).configuration
        let state = AlertState(configuration: configuration, size: TerminalSize(columns: 80, rows: 30))
        #expect(state.layout.listFrame?.height == shown)
    }

    /// whiptail's --scrolltext: the text has the focus first; Enter does nothing until Tab.
    @Test func whiptailsScrolltextFocusesTheTextFirst() throws {
        let scrolling = try request(["--scrolltext", "--msgbox", "Done.", "8", "40"]).configuration
        #expect(scrolling.textTakesFocusFirst)
        #expect(
            try !request(["--scrolltext", "--msgbox", "Done.", "8", "40"], .dialog).configuration.textTakesFocusFirst)
        #expect(try !request(["--textbox", "/etc/hosts", "8", "40"]).configuration.textTakesFocusFirst)
        var state = AlertState(configuration: scrolling)
        #expect(state.textHasFocus && state.shownFocus == nil)
        #expect(state.handle(.key(.enter)) == .none && state.handle(.key(.character(" "))) == .none)
        #expect(state.handle(.key(.tab)) == .none && !state.textHasFocus)
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        var escaping = AlertState(configuration: scrolling)
        #expect(escaping.handle(.key(.escape)) == .finish(.dismissed), "Escape acts from the text too")
    }

    /// newt's expandTabs: `8 - (position & 8)` spaces, the position in bytes from the line's start.
    @Test func whiptailExpandsTabsAsNewtDoes() {
        #expect(CompatText.whiptailTabs("ab\tcd") == "ab        cd", "position 2: bit 3 clear, 8 spaces")
        #expect(CompatText.whiptailTabs("\tIP:\t1") == "        IP:1", "position 11: bit 3 set, none")
        #expect(CompatText.whiptailTabs("é\tx\n\ty") == "é        x\n        y", "bytes, and each line anew")
        #expect(CompatText.message("a\tb", dialect: .whiptail, flags: []) == "a        b")
        #expect(CompatText.message("a\tb", dialect: .dialog, flags: []) == "a b", "dialog collapses it")
    }

    @Test func theDialectComesFromTheProgramsName() {
        #expect(CompatDialect.invokedAs("/usr/local/bin/whiptail") == .whiptail)
        #expect(CompatDialect.invokedAs("dialog") == .dialog)
        #expect(CompatDialect.invokedAs("/usr/bin/alertty") == nil)
    }

    /// An option the tool does not know gets the tool's status and alertty's message.
    @Test func unknownOptionsExitAsEachToolDoes() {
        #expect(
            error(["--colors", "--msgbox", "t", "8", "30"], .whiptail)
                == CompatError(status: 1, message: "--colors: unknown option"))
        #expect(
            error(["--bogus", "--msgbox", "t", "8", "30"], .dialog)
                == CompatError(
                    status: 255, message: "\nUnknown option --bogus.\nUse --help to list options.\n\n"))
        #expect(error(["-1", "--msgbox", "t", "8", "30"], .whiptail)?.status == 1)
        // dialog's own options are fine in dialog.
        #expect(error(["--colors", "--no-collapse", "--msgbox", "t", "8", "30"], .dialog) == nil)
    }

    @Test func usageErrorsAre255() {
        for dialect in CompatDialect.allCases {
            #expect(error(["--msgbox", "t", "8"], dialect)?.status == 255)
            #expect(error(["--msgbox", "t", "8", "wide"], dialect)?.status == 255)
            #expect(error(["--msgbox", "t", "8", "30", "--yesno"], dialect)?.status == 255)
            #expect(error(["--menu", "t", "8", "30", "2"], dialect)?.status == 255, "a list with no items")
            #expect(error(["--menu", "t", "8", "30", "2", "a"], dialect)?.status == 255, "half a pair")
            #expect(error(["--gauge", "t", "8", "30", "half"], dialect)?.status == 255)
        }
    }

    /// No box: a usage error in whiptail; dialog ends at once with 0 (clearing the screen with
    /// --clear), and given nothing at all it describes its usage.
    @Test func withoutABoxWhiptailRefusesAndDialogEnds() throws {
        #expect(error(["--title", "x"], .whiptail)?.status == 255)
        #expect(
            try CompatParser.parse(["--title", "x"], dialect: .dialog)
                == .noBox(clearsScreen: false, describesUsage: false))
        #expect(
            try CompatParser.parse(["--clear"], dialect: .dialog) == .noBox(clearsScreen: true, describesUsage: false))
        #expect(try CompatParser.parse([], dialect: .dialog) == .noBox(clearsScreen: false, describesUsage: true))
    }

    /// dialog's box arguments run on to the next option it knows: a tag that looks like an
    /// unknown option is a tag; whiptail calls it an unknown option.
    @Test func aDashTagIsATagInDialogAndUnknownInWhiptail() throws {
        let menu = ["--menu", "t", "15", "40", "3", "a", "A", "--------", "", "-x", "X"]
        #expect(try request(menu, .dialog).tags == ["a", "--------", "-x"])
        #expect(error(menu, .whiptail) == CompatError(status: 1, message: "--------: unknown option"))
        #expect(error(["--bogus", "--menu", "t", "15", "40", "1", "a", "A"], .dialog)?.status == 255, "before the box")
    }

    /// dialog's common options that change nothing alertty draws are taken and ignored; --ignore
    /// passes over options dialog does not know; --sleep waits after the box; chained boxes are
    /// refused with the fix.
    @Test func dialogsOtherCommonOptions() throws {
        let ignored = [
            "--beep", "--no-lines", "--keep-window", "--erase-on-exit", "--hline", "x", "--tab-len", "4",
            "--column-separator", "|", "--trace", "/dev/null",
        ]
        #expect(try request(ignored + ["--msgbox", "t", "8", "30"], .dialog).box == .msgbox)
        #expect(error(["--beep", "--msgbox", "t", "8", "30"], .whiptail)?.status == 1, "dialog's alone")
        #expect(try request(["--ignore", "--bogus", "--msgbox", "t", "8", "30"], .dialog).box == .msgbox)
        #expect(try request(["--sleep", "3", "--infobox", "t", "8", "30"], .dialog).sleepAfter == 3)
        #expect(error(["--sleep", "-1", "--infobox", "t", "8", "30"], .dialog)?.status == 255)
        let chained = error(["--inputbox", "a", "8", "30", "--and-widget", "--inputbox", "b", "8", "30"], .dialog)
        #expect(chained?.status == 255 && chained?.message.contains("call dialog once for each") == true)
        #expect(error(["--msgbox", "a", "8", "30", "--and-widget"], .dialog)?.message.contains("--and-widget") == true)
    }

    @Test func whiptailTakesOptionsAnywhereAndIgnoresExtraNumbers() throws {
        let request = try request(["--yesno", "t", "8", "30", "1", "--defaultno", "--title=Hi"])
        #expect(request.configuration.title == "Hi")
        #expect(request.configuration.initialFocus == 1)
        #expect(request.configuration.escapeDismisses)
        #expect(error(["--yesno", "t", "8", "30", "1"], .dialog)?.status == 255)
    }

    @Test func doubleDashEndsOptionsInWhiptailAndEscapesOneTokenInDialog() throws {
        let whiptail = try request(["--menu", "t", "10", "40", "2", "--", "-x", "Dash", "-y", "Why"])
        #expect(whiptail.configuration.choices?.items.map(\.label) == ["-x", "-y"])
        let dialog = try request(["--menu", "t", "10", "40", "2", "--", "-x", "Dash", "--", "-y", "Why"], .dialog)
        #expect(dialog.configuration.choices?.items.map(\.label) == ["-x", "-y"])
    }

    @Test func listsTakeTheirStatusesAsEachToolDoes() throws {
        let items = ["a", "A", "YES", "b", "B", "1", "c", "C", "On"]
        let whiptail = try request(["--checklist", "t", "10", "40", "3"] + items)
        #expect(whiptail.configuration.choices?.items.map(\.isSelected) == [true, true, true])
        let dialog = try request(["--checklist", "t", "10", "40", "3"] + items, .dialog)
        #expect(dialog.configuration.choices?.items.map(\.isSelected) == [false, false, true])
        let noItem = try request(["--noitem", "--radiolist", "t", "10", "40", "2", "a", "off", "b", "on"])
        #expect(noItem.configuration.choices?.items.map(\.label) == ["a", "b"])
        #expect(noItem.configuration.choices?.items.map(\.isSelected) == [false, true])
        let menu = try request(["--default-item", "b", "--menu", "t", "10", "40", "2", "a", "A", "b", "B"])
        #expect(menu.configuration.choices?.items.map(\.isSelected) == [false, true])
    }

    @Test func textFollowsEachDialectsWhitespaceRules() {
        let mixed = "one\ntwo\\nthree  four"
        #expect(CompatText.message(mixed, dialect: .whiptail, flags: []) == "one\ntwo\nthree  four")
        #expect(CompatText.message(mixed, dialect: .dialog, flags: []) == "one two\nthree four")
        #expect(
            CompatText.message(mixed, dialect: .dialog, flags: ["cr-wrap", "no-collapse"]) == "one\ntwo\nthree  four")
        #expect(CompatText.message("a\\nb", dialect: .dialog, flags: ["no-nl-expand"]) == "a\\nb")
        #expect(
            StyleMark.removed(from: CompatText.message("\\Z1red\\Zn  plain", dialect: .dialog, flags: ["colors"]))
                == "red plain", "codes become marks, and spaces still collapse")
        #expect(CompatText.message("\\Z1red", dialect: .dialog, flags: []) == "\\Z1red")
    }

    @Test func noitemReadsWhatEachToolReads() throws {
        // whiptail's menu still reads (and hides) the items; its lists and dialog's boxes have none.
        let whiptailMenu = try request(["--noitem", "--menu", "t", "10", "40", "2", "a", "A", "b", "B"])
        #expect(whiptailMenu.tags == ["a", "b"])
        #expect(whiptailMenu.configuration.choices?.items.map { $0.detail } == [nil, nil])
        #expect(try request(["--noitem", "--menu", "t", "10", "40", "2", "a", "b"], .dialog).tags == ["a", "b"])
        #expect(
            try request(["--noitem", "--checklist", "t", "10", "40", "2", "a", "on", "b", "off"]).tags == ["a", "b"])
    }

    /// Each tool's frame, measured: the title in the top border (whiptail's `┤ title ├`
    /// centred, dialog's a column left of the middle), so the box is as tall as asked; the
    /// backtitle on the screen's top line (dialog's from the second column, over a rule); dialog's
    /// box centred on the screen less its shadow.
    @Test func eachToolFramesItsBoxAsTheToolDoes() throws {
        let call = ["--backtitle", "Raspberry Pi Configuration", "--title", "Setup", "--msgbox", "Done.", "8", "40"]
        let screen = TerminalSize(columns: 80, rows: 24)
        let whiptail = try request(call)
        #expect(whiptail.configuration.backtitle == "Raspberry Pi Configuration")
        let drawn = AlertView.frame(for: AlertState(configuration: whiptail.configuration, size: screen)).text
        #expect(drawn[0].hasPrefix("Raspberry Pi Configuration"))
        #expect(drawn[8].dropFirst(20).hasPrefix("╭──────────────┤ Setup ├───────────────╮"), "\(drawn[8])")
        #expect(drawn[15].dropFirst(20).hasPrefix("╰"), "eight rows, the title's included")
        #expect(drawn[10].dropFirst(20).hasPrefix("│ Done."), "one column of padding, a row above the text")
        let dialog = try request(call, .dialog)
        let dialogDrawn = AlertView.frame(for: AlertState(configuration: dialog.configuration, size: screen)).text
        #expect(dialogDrawn[0].hasPrefix(" Raspberry Pi Configuration"))
        #expect(dialogDrawn[1].hasPrefix(" ──────────") && dialogDrawn[1].count == 79)
        #expect(dialogDrawn[7].dropFirst(19).hasPrefix("╭───────────────Setup──"), "\(dialogDrawn[7])")
        let noShadow = try request(["--no-shadow"] + call, .dialog)
        let unshadowed = AlertView.frame(for: AlertState(configuration: noShadow.configuration, size: screen)).text
        #expect(unshadowed[8].dropFirst(20).hasPrefix("╭"))
        #expect(
            PlainConversation(configuration: whiptail.configuration).introduction
                == "Raspberry Pi Configuration\n\nSetup\n\nDone.\n\n")
        // On a narrow terminal the backtitle is cut; the box's border never breaks.
        let narrow = AlertView.frame(
            for: AlertState(configuration: dialog.configuration, size: TerminalSize(columns: 24, rows: 14))
        ).text
        #expect(narrow[0].contains("…"))
        let top = try #require(narrow.first { $0.contains("╭") })
        #expect(top.hasSuffix("╮"))
    }

    @Test func dialogsVariablesAndDefaults() throws {
        let environment = [
            "DIALOG_HELP": "12", "DIALOG_TIMEOUT": "5", "DIALOG_ERROR": "9", "DIALOGOPTS": "--defaultno  --title Hi",
        ]
        let request = try request(["--yesno", "t", "8", "30"], .dialog, environment: environment)
        #expect(request.statuses.help == 12 && request.statuses.timeout == 5 && request.statuses.escape == 255)
        #expect(request.configuration.title == "Hi" && request.configuration.initialFocus == 1)
        #expect(throws: CompatError(status: 9, message: "dialog (alertty): --msgbox needs text, height and width")) {
            try CompatParser.parse(["--msgbox"], dialect: .dialog, environment: { environment[$0] })
        }
        // whiptail reads none of them.
        #expect(
            try self.request(["--yesno", "t", "8", "30"], .whiptail, environment: environment).configuration.title
                == nil)
        let timed = try self.request(
            ["--timeout", "3", "--default-button", "extra", "--extra-button", "--msgbox", "t", "8", "30"], .dialog)
        #expect(timed.configuration.timeout == 3 && timed.configuration.initialFocus == 1)
        // At the integer limit: the longest alertty waits, never a crash.
        let endless = try self.request(["--timeout", "\(Int.max)", "--msgbox", "t", "8", "30"], .dialog)
        #expect(endless.configuration.timeout == AlertConfiguration.longestTimeout)
    }

    @Test func theAnswerGoesWhereTheOptionsSay() throws {
        #expect(try request(["--msgbox", "t", "8", "30"]).outputDescriptor == 2)
        #expect(try request(["--output-fd", "3", "--msgbox", "t", "8", "30"]).outputDescriptor == 3)
        #expect(try request(["--stdout", "--msgbox", "t", "8", "30"], .dialog).outputDescriptor == 1)
        #expect(error(["--stdout", "--msgbox", "t", "8", "30"], .whiptail)?.status == 1)
    }

    /// The line that says a password was withheld from a terminal names where the answer goes
    /// and how to capture it from there.
    @Test func aWithheldPasswordIsCapturedFromWhereTheAnswerGoes() throws {
        let box = ["--passwordbox", "Password?", "8", "40"]
        #expect(
            try CompatAnswer.capture(for: request(box))
                == ("standard error", "pw=$(whiptail ... 3>&1 1>&2 2>&3)"))
        #expect(
            try CompatAnswer.capture(for: request(["--stdout"] + box, .dialog)) == (
                "standard output", "pw=$(dialog ...)"
            ))
        #expect(
            try CompatAnswer.capture(for: request(["--output-fd", "5"] + box)) == (
                "descriptor 5", "pw=$(whiptail ... 5>&1)"
            ))
    }

    @Test func versionsForTheProgramsThatProbe() throws {
        #expect(try CompatParser.parse(["--version"], dialect: .whiptail) == .version)
        #expect(
            try CompatParser.parse(["--print-version", "--output-fd", "4"], dialect: .dialog)
                == .printVersion(descriptor: 4))
    }

    @Test func sizesAreHintsClampedToTheScreenNeverFailures() throws {
        let line = String(repeating: "word ", count: 13) + "end"  // 68 columns
        func layout(_ arguments: [String], _ dialect: CompatDialect = .whiptail, size: TerminalSize) throws
            -> AlertLayout
        {
            AlertLayout(configuration: try request(arguments, dialect).configuration, size: size, focus: .button(0))
        }
        let screen = TerminalSize(columns: 100, rows: 30)
        // The script's width is the widest the box may be: its line stays one line at 78 ...
        // (whiptail leaves a row empty above a message box's text, as it does.)
        #expect(try layout(["--msgbox", line, "8", "78"], size: screen).messageLines == ["", line])
        // ... wraps at 40, and at alertty's own 60 with 0 (automatic).
        #expect(try layout(["--msgbox", line, "8", "40"], size: screen).box.width <= 40)
        #expect(try layout(["--msgbox", line, "0", "0"], size: screen).box.width == 60)
        // dialog's negative size is the whole screen (less alertty's margins); never narrower than 20.
        #expect(try layout(["--msgbox", line, "-1", "-1"], .dialog, size: screen).messageLines == [line])
        #expect(try request(["--msgbox", "t", "8", "3"]).configuration.appearance.maximumWidth == 20)
        // 20 x 60 on a 15 x 30 terminal: clamped, not refused.
        let small = try layout(["--msgbox", line, "20", "60"], size: TerminalSize(columns: 30, rows: 15))
        #expect(small.box.width <= 30 && small.box.height <= 15)

        // The list height is how many items show at once; 0 fits the screen.
        let items = (1...200).flatMap { ["\($0)", "Item \($0)"] }
        #expect(try layout(["--menu", "Pick", "20", "60", "5"] + items, size: screen).listFrame?.height == 5)
        #expect(try layout(["--menu", "Pick", "0", "0", "0"] + items, size: screen).listFrame?.height ?? 0 > 5)
        #expect(
            try layout(["--menu", "Pick", "20", "60", "50"] + items, size: TerminalSize(columns: 80, rows: 12))
                .listFrame?.height ?? 99 < 12)
    }
}

@Suite struct CompatAnswerTests {
    func answer(_ arguments: [String], _ dialect: CompatDialect, keys: [Key] = [.enter]) throws -> (String?, Int32) {
        compatAnswer(try compatRequest(arguments, dialect, environment: ["DIALOG_CANCEL": "7"]), keys: keys)
    }

    static let checklist = ["--checklist", "t", "10", "40", "3", "a", "A", "on", "b", "B", "off", "c 3", "C", "on"]

    @Test func checklistTagsAreQuotedAsEachToolQuotesThem() throws {
        #expect(try answer(Self.checklist, .whiptail) == ("\"a\" \"c 3\"", 0))
        #expect(try answer(Self.checklist, .dialog) == ("a \"c 3\"", 0))
        #expect(try answer(["--separate-output"] + Self.checklist, .dialog) == ("a\nc 3\n", 0))
        #expect(CompatAnswer.dialogQuoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(CompatAnswer.dialogQuoted("") == "\"\"")
        // --single-quoted, as measured: ' and \ escaped, " needs no quotes.
        #expect(try answer(["--single-quoted"] + Self.checklist, .dialog) == ("a 'c 3'", 0))
        #expect(CompatAnswer.dialogQuoted("b'\\", single: true) == "'b\\'\\\\'")
        #expect(CompatAnswer.dialogQuoted("x\"y", single: true) == "x\"y")
    }

    @Test func dialogsHelpAndExtraButtonsAnswerAsDialogDoes() throws {
        // Measured with dialog 1.3: ↓ then Help on a menu writes "HELP b", exit 2; Extra writes the tag, exit 3.
        let menu = ["--help-button", "--extra-button", "--menu", "t", "15", "40", "2", "a", "A", "b", "B"]
        // dialog's Tab order: from the list past OK, to Extra.
        #expect(try answer(menu, .dialog, keys: [.down, .tab, .right, .right, .enter]) == ("HELP b", 2))
        #expect(try answer(menu, .dialog, keys: [.down, .tab, .enter]) == ("b", 3))
        #expect(try answer(["--help-button", "--yesno", "t", "8", "30"], .dialog, keys: [.left, .enter]) == (nil, 2))
    }

    @Test func notagsShowsTheItemsTextButAnswersWithTheTag() throws {
        let menu = ["--notags", "--menu", "t", "15", "40", "2", "en", "English", "fr", "Français"]
        guard case .show(let request) = try CompatParser.parse(menu, dialect: .whiptail) else { return }
        #expect(request.configuration.choices?.items.map(\.label) == ["English", "Français"])
        #expect(try answer(menu, .whiptail, keys: [.down, .enter]) == ("fr", 0))
        let checklist = [
            "--no-tags", "--separate-output", "--checklist", "t", "15", "40", "2", "a", "Alpha", "on", "b", "Beta",
            "on",
        ]
        #expect(try answer(checklist, .dialog) == ("a\nb\n", 0))
    }

    @Test func aGaugeReadsPercentagesAndXXXBlocks() {
        var input = GaugeInput()
        let lines = ["10", "", "junk", "XXX", "75", "Copying", "  files", "XXX", " 90 ", "XXX", "XXX"]
        let updates = lines.map { input.take($0) }
        #expect(
            updates == [
                .init(percent: 10, text: nil), nil, nil, nil, nil, nil, nil,
                .init(percent: 75, text: "Copying\n  files"),
                .init(percent: 90, text: nil), nil, .init(percent: nil, text: ""),
            ])
    }

    /// A mixed gauge's steps as dialog words their states: 0 to 9 by name, a negative number as a
    /// percentage, anything else as given.
    @Test func aMixedGaugeWordsItsStepsAsDialogDoes() throws {
        #expect(
            ["0", "1", "7", "9", "8", "-30", "-250", "12", "Pending", "\(Int.min)"].map({
                CompatGaugeBox.stepState($0, words: CompatWords(.dialog))
            }) == [
                "Succeeded", "Failed", "In Progress", "N/A", "", "30%", "100%", "12", "Pending", "100%",
            ])
        guard
            case .show(let request) = try CompatParser.parse(
                ["--mixedgauge", "Working", "0", "0", "42", "a", "0", "long tag", "-5"], dialect: .dialog)
        else { throw ParseMismatch() }
        #expect(request.initialPercent == 42)
        #expect(
            request.configuration.message
                == "a         [  Succeeded  ]\nlong tag  [     5%      ]\n\nWorking\n\nOverall Progress")
        #expect((try? CompatParser.parse(["--mixedgauge", "W", "0", "0", "42"], dialect: .whiptail)) == nil)
    }

    /// The gauge's input as a progress alert's news: the same bar as `--progress`, the text laid
    /// out by the dialect's rules.
    @Test func aGaugeFeedsTheProgressBar() {
        var reader = CompatGaugeReader(dialect: .whiptail)
        let update = reader.receive(Array("45\nXXX\n90\nAlmost\\ndone\nXXX\n250\n".utf8)[...])
        #expect(update == ProgressUpdate(percent: 250, text: "Almost\ndone"))
        var state = AlertState(configuration: AlertConfiguration(message: "Working"))
        _ = state.handle(.progress(update))
        #expect(state.progress.percent == 100)
        #expect(reader.receive(Array("\n".utf8)[...]).isEmpty)
    }

    /// A gauge's new text follows the call's flags as its first text does: dialog draws the
    /// --colors codes of an `XXX` block and collapses its spaces (measured).
    @Test func aGaugesNewTextFollowsTheCallsFlags() throws {
        guard
            case .show(let gauge) = try CompatParser.parse(
                ["--colors", "--gauge", "start", "8", "40", "0"], dialect: .dialog)
        else { throw CompatError(status: -1, message: "not a box") }
        var reader = CompatGaugeReader(dialect: .dialog, flags: gauge.textFlags)
        let update = reader.receive(Array("XXX\n50\n\\Zbbold\\Zn  two\nXXX\n".utf8)[...])
        let bold = String(Character(StyleMark.bold.scalar))
        let normal = String(Character(StyleMark.normal.scalar))
        #expect(update.text == bold + "bold" + normal + " two")
        #expect(gauge.configuration.appearance.drawsStyleMarks)
    }

    @Test func aGaugeTakesBytesAsTheyComeAndKeepsNoEndlessLine() {
        var input = GaugeInput()
        #expect(input.receive(Array("1".utf8)[...]) == nil, "a line not yet ended")
        #expect(input.receive(Array("0\n20\nXXX\n30\nnew".utf8)[...]) == .init(percent: 20, text: nil))
        #expect(input.receive(Array(" text\nXXX\n".utf8)[...]) == .init(percent: 30, text: "new text"))
        // A line with no end: its first bytes are kept, the rest dropped as they come.
        let endless = [UInt8](repeating: UInt8(ascii: "a"), count: 3 * GaugeInput.lineLimit)
        #expect(input.receive(endless[...]) == nil)
        #expect(input.partialLine.count == GaugeInput.lineLimit)
        #expect(input.receive(Array("\n75\n".utf8)[...]) == .init(percent: 75, text: nil))
        #expect(input.partialLine.isEmpty)
    }

    @Test func maxInputLimitsTheField() throws {
        guard
            case .show(let request) = try CompatParser.parse(
                ["--max-input", "4", "--inputbox", "t", "8", "30"], dialect: .dialog)
        else { return }
        #expect(request.configuration.fields.first?.maximumLength == 4)
    }

    @Test func cancelAndEscapeWriteNothingAndExitAsTheToolsDo() throws {
        let input = ["--inputbox", "t", "8", "30", "ada"]
        #expect(try answer(input, .whiptail) == ("ada", 0))
        #expect(try answer(input, .whiptail, keys: [.escape]) == (nil, 255))
        #expect(try answer(input, .whiptail, keys: [.tab, .right, .enter]) == (nil, 1))
        // dialog honours DIALOG_CANCEL; whiptail ignores it.
        #expect(try answer(input, .dialog, keys: [.tab, .right, .enter]) == (nil, 7))
        #expect(try answer(["--yesno", "t", "8", "30"], .whiptail, keys: [.escape]) == (nil, 255))
    }

    /// Every number a dialect reads, in every box, at and beside the integer limits, is a usage
    /// error or a value held within its range, never a trap: sizes, list heights, percentages,
    /// a mixed gauge's states (`-N` is N%: Int.min's negation trapped), the options' numbers,
    /// dialog's `DIALOG_*` statuses and a gauge's input.
    @Test func everyNumberAtTheIntegerLimitsIsAUsageErrorOrHeldInRange() {
        let limits =
            [Int.min, Int.min + 1, -101, -1, 0, 1, 100, 101, Int.max - 1, Int.max].map(String.init)
            + ["-9223372036854775809", "9223372036854775808"]
        // Each call with `#` where a number is read.
        let calls: [[String]] = [
            ["--yesno", "t", "#", "#"], ["--msgbox", "t", "#", "#"], ["--infobox", "t", "#", "#"],
            ["--inputbox", "t", "#", "#", "v"], ["--passwordbox", "t", "#", "#"], ["--textbox", "f", "#", "#"],
            ["--menu", "t", "#", "#", "#", "a", "A"], ["--radiolist", "t", "#", "#", "#", "a", "A", "on"],
            ["--checklist", "t", "#", "#", "#", "a", "A", "on"], ["--gauge", "t", "#", "#", "#"],
            ["--progressbox", "t", "#", "#"], ["--programbox", "t", "#", "#"], ["--prgbox", "t", "true", "#", "#"],
            ["--mixedgauge", "t", "#", "#", "#", "a", "#", "b", "#"], ["--timeout", "#", "--msgbox", "t", "8", "30"],
            ["--output-fd", "#", "--msgbox", "t", "8", "30"], ["--max-input", "#", "--inputbox", "t", "8", "30"],
            ["--aspect", "#", "--msgbox", "t", "8", "30"], ["--begin", "#", "#", "--msgbox", "t", "8", "30"],
        ]
        let screen = TerminalSize(columns: 80, rows: 24)
        func check(_ arguments: [String], _ dialect: CompatDialect, statuses: String) {
            let environment = { (name: String) in name.hasPrefix("DIALOG_") ? statuses : nil }
            let command: CompatCommand
            do {
                command = try CompatParser.parse(arguments, dialect: dialect, environment: environment)
            } catch {
                // whiptail's unknown option 1, else the error status (dialog's DIALOG_ERROR, if a number).
                let usage = dialect == .dialog ? CompatStatuses(environment: environment).error : 255
                #expect([1, usage].contains(error.status) && !error.message.isEmpty, "\(arguments)")
                return
            }
            guard case .show(let request) = command else {
                Issue.record("\(arguments) is no box")
                return
            }
            let configuration = request.configuration
            #expect(request.outputDescriptor >= 0, "\(arguments)")
            #expect((configuration.timeout ?? 0) <= AlertConfiguration.longestTimeout, "\(arguments)")
            #expect(configuration.fields.allSatisfy { ($0.maximumLength ?? 1) > 0 }, "\(arguments)")
            var state = AlertState(configuration: configuration, size: screen)
            var gauge = CompatGaugeReader(dialect: dialect)
            let input = limits.map { "\($0)\nXXX\n\($0)\nnew text\nXXX\n" }.joined()
            for update in [
                ProgressUpdate(percent: Double(request.initialPercent)), gauge.receive(Array(input.utf8)[...]),
            ] {
                _ = state.handle(.progress(update))
                #expect((0...100).contains(state.progress.percent ?? 0), "\(arguments)")
            }
            let frame = AlertView.frame(for: state, look: Look(appearance: configuration.appearance))
            #expect(frame.size.columns == screen.columns && frame.size.rows <= screen.rows, "\(arguments)")
            if case .finish(let outcome) = state.handle(.key(.enter)) {
                _ = CompatAnswer.text(for: outcome, state: state, request: request)
                _ = CompatAnswer.status(for: outcome, request: request)
            }
        }
        for dialect in CompatDialect.allCases {
            for call in calls {
                // Each number at each limit, the others usual; then all of them at once.
                for slot in call.indices where call[slot] == "#" {
                    for limit in limits {
                        var arguments = call.map { $0 == "#" ? "10" : $0 }
                        arguments[slot] = limit
                        check(arguments, dialect, statuses: limit)
                    }
                }
                for limit in limits { check(call.map { $0 == "#" ? limit : $0 }, dialect, statuses: limit) }
            }
        }
    }
}
