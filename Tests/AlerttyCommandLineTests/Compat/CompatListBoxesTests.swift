import AlertFuzzing
import TestSupport
import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// dialog's --buildlist, --treeview and --inputmenu, and the help options of every list box:
/// parsed into a choice list, driven by keys, answered as dialog 1.3-20230209 answers (measured).
@Suite struct CompatListBoxesTests {
    /// The answer's bytes and the exit status after `keys`, in dialog's language.
    func answer(_ arguments: [String], keys: [Key] = [.enter], environment: [String: String] = [:]) throws -> (
        String?, Int32
    ) {
        compatAnswer(try compatRequest(arguments, .dialog, environment: environment), keys: keys)
    }

    func error(_ arguments: [String], _ dialect: CompatDialect = .dialog) -> CompatError? {
        compatError(arguments, dialect)
    }

    static let buildlist = [
        "--buildlist", "Pick", "15", "60", "5", "abc", "Alpha", "on", "bcd", "Beta", "off", "c d", "Gamma", "on", "def",
        "Delta", "off", "eee", "Eps", "off",
    ]
    static let tab = Key.tab
    static let space = Key.character(" ")

    @Test func aBuildListAnswersItsChosenColumnInTheListsOrderQuotedAsAChecklist() throws {
        #expect(try answer(Self.buildlist) == ("abc \"c d\"", 0))
        // Space moves Beta (the first not chosen) across, into its place in the list's order.
        #expect(try answer(Self.buildlist, keys: [Self.space, .enter]) == ("abc bcd \"c d\"", 0))
        // The cursor keeps its row: Down, Space moves Delta, the next Space the item after it.
        #expect(
            try answer(Self.buildlist, keys: [.down, Self.space, Self.space, .enter]) == ("abc \"c d\" def eee", 0))
        // End, then Space twice: the last item, then the one that became last.
        #expect(try answer(Self.buildlist, keys: [.end, Self.space, Self.space, .enter]) == ("abc \"c d\" def eee", 0))
        #expect(try answer(["--single-quoted"] + Self.buildlist) == ("abc 'c d'", 0))
        #expect(try answer(["--separate-output"] + Self.buildlist) == ("abc\nc d", 0), "no newline after the last")
        #expect(
            try answer(["--reorder"] + Self.buildlist, keys: [.down, Self.space, .home, Self.space, .enter]) == (
                "abc \"c d\" def bcd", 0
            ))
    }

    @Test func aBuildListsCaretAndDollarSwitchColumns() throws {
        let dollar = Key.character("$")
        let caret = Key.character("^")
        // $ then Space: the chosen column's first item goes back.
        #expect(try answer(Self.buildlist, keys: [dollar, Self.space, .enter]) == ("\"c d\"", 0))
        #expect(try answer(Self.buildlist, keys: [dollar, .down, Self.space, .enter]) == ("abc", 0))
        // Back in the left column the cursor is on its first item.
        #expect(try answer(Self.buildlist, keys: [.down, dollar, caret, Self.space, .enter]) == ("abc bcd \"c d\"", 0))
        // Emptying a column puts the cursor in the other; every item chosen starts there.
        let two = ["--buildlist", "P", "15", "60", "5", "a", "A", "on", "b", "B", "on"]
        #expect(try answer(two, keys: [Self.space, .enter]) == ("b", 0))
        let emptying = ["--buildlist", "P", "15", "60", "5", "a", "A", "off", "b", "B", "on", "c", "C", "on"]
        #expect(try answer(emptying, keys: [Self.space, Self.space, .enter]) == ("b c", 0))
        #expect(try answer(emptying, keys: [Self.space, .down, Self.space, .enter]) == ("a c", 0))
    }

    @Test func aBuildListsButtonsAndEscape() throws {
        #expect(try answer(Self.buildlist, keys: [Self.tab, .enter]) == (nil, 1), "Tab passes OK: Cancel")
        #expect(try answer(Self.buildlist, keys: [Self.tab, Self.tab, .enter]) == ("abc \"c d\"", 0))
        #expect(try answer(Self.buildlist, keys: [.escape]) == (nil, 255))
        let nothing = ["--separate-output", "--buildlist", "P", "15", "60", "5", "a", "A", "off"]
        #expect(try answer(nothing) == ("", 0))
    }

    /// --visit-items: Tab goes left column, right column, OK, Cancel and round; Shift-Tab back.
    @Test func visitItemsTabsThroughTheColumnsBeforeTheButtons() throws {
        let visiting = [
            "--visit-items", "--buildlist", "P", "15", "60", "6", "a", "A", "on", "b", "B", "off", "c", "C", "on",
        ]
        let back = Key.backTab
        #expect(try answer(visiting, keys: [Self.tab, Self.space, .enter]) == ("c", 0))
        #expect(try answer(visiting, keys: [Self.tab, Self.tab, .enter]) == ("a c", 0))
        #expect(try answer(visiting, keys: [Self.tab, Self.tab, Self.tab, .enter]) == (nil, 1))
        #expect(
            try answer(visiting, keys: [Self.tab, Self.tab, Self.tab, Self.tab, Self.space, .enter]) == ("a b c", 0))
        #expect(try answer(visiting, keys: [back, .enter]) == (nil, 1))
        #expect(try answer(visiting, keys: [back, back, back, Self.space, .enter]) == ("c", 0))
        #expect(try answer(visiting, keys: [Self.tab, back, Self.space, .enter]) == ("a b c", 0))
    }

    /// dialog takes --separate-output only with a checklist, build list or tree (measured);
    /// whiptail with any box.
    @Test func separateOutputGoesWithTheListsThatWriteSeveralTags() throws {
        let menu = ["--separate-output", "--menu", "M", "10", "40", "2", "a", "A"]
        #expect(error(menu)?.status == 255)
        #expect(error(menu)?.message.contains("drop it for --menu") == true)
        #expect(error(["--separate-output", "--radiolist", "R", "10", "40", "2", "a", "A", "on"])?.status == 255)
        #expect(error(menu, .whiptail) == nil)
        #expect(error(["--separate-output", "--treeview", "T", "10", "40", "2", "a", "A", "on", "0"]) == nil)
    }

    static let tree = [
        "--treeview", "Tree", "15", "60", "6", "r", "Root", "off", "0", "a", "Apps", "on", "1", "a1", "App one", "off",
        "2", "x y", "Extra", "off", "0",
    ]

    @Test func aTreeAnswersItsOneTagBareAndIndentsByDepth() throws {
        #expect(try answer(Self.tree) == ("a", 0))
        #expect(try answer(Self.tree, keys: [.down, .enter]) == ("a", 0), "Enter answers the item on")
        #expect(try answer(Self.tree, keys: [.end, Self.space, .enter]) == ("x y", 0))
        #expect(try answer(["--separate-output"] + Self.tree, keys: [.end, Self.space, .enter]) == ("x y", 0))
        #expect(try answer(Self.tree, keys: [.escape]) == (nil, 255))
        #expect(try answer(Self.tree, keys: [Self.tab, .enter]) == (nil, 1))
        guard case .show(let request) = try CompatParser.parse(Self.tree, dialect: .dialog),
            let items = request.configuration.choices?.items
        else { throw CompatError(status: -1, message: "not a list") }
        #expect(items.map(\.depth) == [0, 1, 2, 0])
        #expect(items.map(\.label) == ["Root", "Apps", "App one", "Extra"], "the tags are not shown")
        let negative = ["--treeview", "T", "10", "40", "2", "a", "A", "on", "-1"]
        #expect(try answer(negative) == ("a", 0), "dialog draws a negative depth as none")
        #expect(error(["--treeview", "T", "10", "40", "2", "a", "A", "on", "x"])?.status == 255)
        #expect(error(["--treeview", "T", "10", "40", "2", "a", "A", "on"])?.status == 255)
        #expect(error(["--treeview", "T", "10", "40", "2", "a", "A", "on", "1"], .whiptail)?.status == 1)
    }

    static let inputmenu = ["--inputmenu", "Edit", "15", "60", "4", "a", "Alpha", "b", "Beta", "c c", "Gamma"]

    @Test func anInputMenuAnswersItsTagOrRenamesInPlace() throws {
        #expect(try answer(Self.inputmenu, keys: [.down, .enter]) == ("b", 0))
        #expect(try answer(Self.inputmenu, keys: [Self.tab, Self.tab, .enter]) == (nil, 1))
        #expect(try answer(Self.inputmenu, keys: [.escape]) == (nil, 255))
        // Rename opens the text with the cursor at its start; Enter answers it, exit 3.
        #expect(
            try answer(Self.inputmenu, keys: [Self.tab, .enter, .character("X"), .enter]) == ("RENAMED a XAlpha", 3))
        #expect(
            try answer(Self.inputmenu, keys: [.down, .down, Self.tab, .enter, .end, .paste(" x"), .enter]) == (
                "RENAMED c c Gamma x", 3
            ))
        #expect(try answer(Self.inputmenu, keys: [Self.tab, .enter, .delete, .enter]) == ("RENAMED a lpha", 3))
        #expect(
            try answer(Self.inputmenu, keys: [Self.tab, .enter, .character("X"), Self.tab, .down, .enter])
                == ("RENAMED a X\tAlpha", 3), "Tab is typed; Down does nothing")
        // Escape while renaming takes the edit back; Rename keeps the focus.
        #expect(
            try answer(Self.inputmenu, keys: [Self.tab, .enter, .character("X"), .escape, .enter, .enter]) == (
                "RENAMED a Alpha", 3
            ))
        guard
            case .show(let request) = try CompatParser.parse(
                ["--extra-label", "Edit"] + Self.inputmenu, dialect: .dialog)
        else { throw CompatError(status: -1, message: "not a box") }
        #expect(request.configuration.buttons.map(\.label) == ["OK", "Edit", "Cancel"])
    }

    @Test func theHelpButtonNamesTheItemByTagOrHelpLine() throws {
        let menu = [
            "--help-button", "--item-help", "--menu", "M", "15", "60", "3", "a", "Alpha", "help for a", "b", "Beta",
            "help b",
        ]
        #expect(try answer(menu, keys: [.down, Self.tab, Self.tab, .enter]) == ("HELP help b", 2))
        #expect(try answer(menu, keys: [.down, .enter]) == ("b", 0))
        #expect(try answer(["--help-tags"] + menu, keys: [.down, Self.tab, Self.tab, .enter]) == ("HELP b", 2))
        #expect(
            try answer(menu, keys: [Self.tab, Self.tab, .enter], environment: ["DIALOG_ITEM_HELP": "4"]) == (
                "HELP help for a", 4
            ))
        #expect(
            try answer(["--help-status"] + menu, keys: [.down, Self.tab, Self.tab, .enter]) == ("HELP help b", 2),
            "a menu has no state to add")
        guard case .show(let request) = try CompatParser.parse(menu, dialect: .dialog) else { return }
        #expect(request.configuration.choices?.items.map(\.help) == ["help for a", "help b"])
        #expect(
            error(["--item-help", "--menu", "M", "15", "60", "3", "a", "Alpha"])?.status == 255,
            "a help line is missing")
        // --default-button: Enter on the list presses that button, as in dialog.
        #expect(try answer(["--default-button", "help"] + menu, keys: [.down, .enter]) == ("HELP help b", 2))
        #expect(try answer(["--default-button", "cancel"] + menu, keys: [.enter]) == (nil, 1))
        let inputmenu = ["--help-button"] + Self.inputmenu
        #expect(try answer(inputmenu, keys: [.down, Self.tab, Self.tab, Self.tab, .enter]) == ("HELP b", 2))
    }

    @Test func helpStatusAddsTheListsChoiceAsEachBoxWritesIt() throws {
        let checklist = [
            "--help-button", "--help-status", "--checklist", "C", "15", "60", "3", "a", "Alpha", "on", "b b", "Beta",
            "off", "c", "Gamma", "on",
        ]
        let help = [Self.tab, Self.tab, Key.enter]
        #expect(try answer(checklist, keys: [.down, Self.space] + help) == ("HELP \"b b\" a \"b b\" c", 2))
        #expect(try answer(["--separate-output"] + checklist, keys: [.down] + help) == ("HELP b b\na\nc\n", 2))
        let none = ["--help-button", "--help-status", "--checklist", "C", "15", "60", "3", "a", "Alpha", "off"]
        #expect(try answer(none, keys: help) == ("HELP a", 2))
        #expect(try answer(["--separate-output"] + none, keys: help) == ("HELP a\n", 2))
        let radio = [
            "--help-button", "--help-status", "--radiolist", "C", "15", "60", "3", "a", "Alpha", "off", "b b", "Beta",
            "off", "c", "Gamma", "on",
        ]
        #expect(try answer(radio, keys: [.down] + help) == ("HELP \"b b\" c", 2))
        let build = [
            "--help-button", "--help-status", "--buildlist", "T", "15", "60", "3", "a a", "Alpha", "off", "b b", "Beta",
            "on", "c", "C", "on",
        ]
        #expect(try answer(build, keys: help) == ("HELP \"a a\" \"b b\" c", 2))
        #expect(try answer(["--separate-output"] + build, keys: help) == ("HELP a a\nb b\nc", 2))
        let tree = [
            "--help-button", "--help-status", "--treeview", "T", "15", "60", "3", "a a", "Alpha", "off", "0", "b b",
            "Beta", "on", "1",
        ]
        #expect(try answer(tree, keys: help) == ("HELP a a b b", 2))
        #expect(try answer(["--separate-output"] + tree, keys: help) == ("HELP a a\n\nb b", 2))
        let itemHelp = [
            "--item-help", "--help-button", "--help-status", "--checklist", "C", "15", "60", "3", "a", "Alpha", "on",
            "h a", "b b", "Beta", "off", "h b",
        ]
        #expect(try answer(itemHelp, keys: [.down] + help) == ("HELP \"h b\" a", 2))
    }

    /// What each box draws: a build list's two columns (and after the terminal shrinks, the
    /// cursor's column still in view), a tree's guides, an input menu's text while renamed, and
    /// the current item's help line.
    @Test func eachBoxDrawsItsItemsAsDialogSetsThemOut() throws {
        func state(_ arguments: [String], keys: [Key] = []) throws -> AlertState {
            guard case .show(let request) = try CompatParser.parse(arguments, dialect: .dialog) else {
                throw CompatError(status: -1, message: "not a box")
            }
            var state = AlertState(configuration: request.configuration, size: TerminalSize(columns: 80, rows: 24))
            for key in keys { _ = state.handle(.key(key)) }
            return state
        }
        func row(_ state: AlertState, containing text: String) -> String? {
            AlertView.frame(for: state).text.split(separator: "\n").map(String.init).first { $0.contains(text) }
        }
        let build = try state(Self.buildlist)
        #expect(
            row(build, containing: "Beta")?.contains("Alpha") == true,
            "side by side: \(AlertView.frame(for: build).text)")
        #expect(row(build, containing: "abc") == nil, "tags are not shown")
        let many = ["--buildlist", "P", "12", "40", "3"] + (1...30).flatMap { ["t\($0)", "item\($0)", "off"] }
        // The cursor goes to the chosen column's item30 while the other column shows its top.
        var shrunk = try state(many, keys: [.end, Self.space, .home, .character("$")])
        _ = shrunk.handle(.resize(TerminalSize(columns: 60, rows: 14)))
        #expect(row(shrunk, containing: "item30") != nil)
        #expect(row(shrunk, containing: "item1 ") != nil, "the other column keeps its place")
        let tree = try state(Self.tree)
        #expect(row(tree, containing: "App one")?.contains("│  │  App one") == true)
        let renamed = try state(Self.inputmenu, keys: [Self.tab, .enter, .character("Z")])
        #expect(row(renamed, containing: "ZAlpha") != nil)
        let help = try state(
            ["--item-help", "--menu", "M", "15", "60", "3", "a", "Alpha", "first", "b", "Beta", "second"], keys: [.down]
        )
        #expect(row(help, containing: "second") != nil && row(help, containing: "first") == nil)
    }

    /// dialog's --quoted: every tag and text written alone is quoted where the shell needs it.
    @Test func quotedQuotesEveryStringWritten() throws {
        let help = [Self.tab, Self.tab, Key.enter]
        let pair = ["a a", "A x", "b", "B"]
        #expect(try answer(["--quoted", "--menu", "P", "15", "60", "3"] + pair) == ("\"a a\"", 0))
        #expect(try answer(["--quoted", "--single-quoted", "--menu", "P", "15", "60", "3"] + pair) == ("'a a'", 0))
        #expect(try answer(["--quoted", "--radiolist", "P", "15", "60", "3", "a a", "A", "on"]) == ("\"a a\"", 0))
        #expect(try answer(["--quoted", "--treeview", "P", "15", "60", "3", "a a", "A", "on", "0"]) == ("\"a a\"", 0))
        #expect(
            try answer(["--quoted", "--inputmenu", "P", "15", "60", "3"] + pair, keys: [Self.tab, .enter, .enter])
                == ("RENAMED \"a a\" \"A x\"", 3))
        let build = ["--buildlist", "P", "15", "60", "3", "a a", "A", "on", "b", "B", "on"]
        #expect(try answer(["--quoted", "--separate-output"] + build) == ("\"a a\"\nb", 0))
        #expect(
            try answer(["--quoted", "--separate-output", "--help-button", "--help-status"] + build, keys: help)
                == ("HELP \"a a\"\n\"a a\"\nb", 2))
        #expect(
            try answer(["--quoted", "--help-button", "--menu", "P", "15", "60", "3"] + pair, keys: help) == (
                "HELP \"a a\"", 2
            ))
        let tree = ["--help-button", "--help-status", "--treeview", "P", "15", "60", "3", "a a", "A", "on", "0"]
        #expect(try answer(["--quoted"] + tree, keys: help) == ("HELP \"a a\" \"a a\"", 2))
        #expect(try answer(tree, keys: help) == ("HELP a a a a", 2))
        #expect(
            try answer([
                "--quoted", "--separate-output", "--checklist", "P", "15", "60", "3", "a a", "A", "on", "b", "B", "on",
            ])
                == ("\"a a\"\nb\n", 0))
    }

    /// The new boxes with numbers at the integer limits, escape sequences and invalid text in
    /// their items and help lines, and their own keys in random order: every rule the fuzz
    /// target checks must still hold.
    @Test func randomCallsAndKeysNeverBreakAnyRule() {
        var random = SplitMix64(seed: 0xB111D)
        let numbers = ["-9223372036854775808", "-1", "0", "1", "3", "9223372036854775807", "x"]
        let texts = [
            "", "a b", "\u{1B}[2J", "\u{1B}]0;t\u{7}", "中文👍🏽", "\u{FFFD}\u{0}", String(repeating: "w", count: 300),
        ]
        let boxes: [[String]] = [
            ["--buildlist", "t", "#", "#", "#", "$", "$", "on", "$", "$", "off"],
            ["--treeview", "t", "#", "#", "#", "$", "$", "on", "#"],
            ["--inputmenu", "t", "#", "#", "#", "$", "$", "$", "$"],
            ["--item-help", "--help-button", "--menu", "t", "#", "#", "#", "$", "$", "$"],
        ]
        let flags = [[], ["--help-status"], ["--separate-output"], ["--reorder"], ["--default-button", "help"]]
        let keys = [
            "$", "^", " ", "\t", "\r", "\u{1B}", "\u{1B}[B", "\u{1B}[F", "\u{1B}[6~", "x", "\u{7F}", "\u{1B}[3~",
        ]
        func pick<Piece>(_ pieces: [Piece]) -> Piece { pieces[Int(random.next() % UInt64(pieces.count))] }
        for _ in 0..<800 {
            var arguments = (pick(flags) + pick(boxes)).map { $0 == "#" ? pick(numbers) : $0 == "$" ? pick(texts) : $0 }
            arguments = Array(arguments.prefix(11))
            var data: [UInt8] = [
                UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                0xC0 | UInt8(arguments.count),
            ]
            for argument in arguments { data += Array(argument.utf8) + [0] }
            for _ in 0..<Int(random.next() % 12) { data += Array(pick(keys).utf8) }
            let failures = AlertFuzzing.exercise(data)
            #expect(failures.isEmpty, "\(failures) for \(arguments) \(data)")
        }
    }
}
