#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// dialog's --buildlist, --treeview and --inputmenu, and the help options of the list
    /// boxes: the real dialog and alertty speaking as it, same arguments, same keys, same status
    /// and answer bytes.
    @Suite(.ownThread) struct CompatListBoxesEndToEndTests {
        static let space = " "
        static let tab = "\t"
        static let buildlist = [
            "--buildlist", "Pick things", "15", "60", "5", "abc", "Alpha", "on", "bcd", "Beta", "off", "c d", "Gamma",
            "on", "def", "Delta", "off", "eee", "Eps", "off",
        ]
        static let tree = [
            "--treeview", "Tree", "15", "60", "6", "r", "Root", "off", "0", "a", "Apps", "on", "1", "a1", "App one",
            "off", "2", "x y", "Extra", "off", "0",
        ]
        static let inputmenu = ["--inputmenu", "Edit", "15", "60", "4", "a", "Alpha", "b", "Beta", "c c", "Gamma"]
        static let helpMenu = [
            "--help-button", "--item-help", "--menu", "Pick", "15", "60", "3", "a", "Alpha", "help for a", "b", "Beta",
            "help b",
        ]
        static let helpChecklist = [
            "--help-button", "--help-status", "--checklist", "Pick", "15", "60", "3", "a", "Alpha", "on", "b b", "Beta",
            "off", "c", "Gamma", "on",
        ]

        static let cases: [CompatCase] = [
            CompatCase(
                behaviour: "build list: OK answers the right column's tags, quoted as needed",
                arguments: buildlist, keys: [enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list: Cancel (Tab passes OK) writes nothing, 1",
                arguments: buildlist, keys: [tab, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list: Escape writes nothing, 255", arguments: buildlist, keys: [escape],
                shows: "Pick things"),
            CompatCase(
                behaviour: "build list: Space moves an item across, the cursor keeps its row",
                arguments: buildlist, keys: [down, space, space, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list: $ and ^ switch columns; Space moves an item back",
                arguments: buildlist, keys: [down, "$", down, space, "^", space, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list: End, then Space twice",
                arguments: buildlist, keys: [end, space, space, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list --separate-output: one tag a line, no newline after the last",
                arguments: ["--separate-output"] + buildlist, keys: [down, space, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list --reorder: the order chosen",
                arguments: ["--reorder"] + buildlist, keys: [down, space, up, space, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list --single-quoted", arguments: ["--single-quoted"] + buildlist, keys: [enter],
                shows: "Pick things"),
            CompatCase(
                behaviour: "build list --visit-items: Tab visits the right column, then OK",
                arguments: ["--visit-items"] + buildlist, keys: [tab, space, tab, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "build list --visit-items: Shift-Tab from OK enters the right column",
                arguments: ["--visit-items"] + buildlist, keys: [tab, tab, "\u{1B}[Z", space, enter],
                shows: "Pick things"),
            CompatCase(
                behaviour: "build list: every item chosen, the cursor starts on the right",
                arguments: ["--buildlist", "Pick", "15", "60", "5", "a", "A", "on", "b", "B", "on"],
                keys: [space, enter], shows: "Pick"),
            CompatCase(
                behaviour: "build list --help-status --separate-output",
                arguments: ["--help-button", "--help-status", "--separate-output"] + buildlist,
                keys: [tab, tab, enter], shows: "Pick things"),
            CompatCase(
                behaviour: "--separate-output with a radio list: a usage error in dialog, 255",
                arguments: ["--separate-output", "--radiolist", "Pick", "15", "60", "3", "a", "A", "on"], keys: [],
                shows: "Pick", comparesAnswer: false),
            CompatCase(
                behaviour: "tree: OK answers the item on, bare", arguments: tree, keys: [down, enter], shows: "Tree"),
            CompatCase(
                behaviour: "tree: Space chooses the cursor's item", arguments: tree, keys: [end, space, enter],
                shows: "Tree"),
            CompatCase(
                behaviour: "tree: Cancel writes nothing, 1", arguments: tree, keys: [tab, enter], shows: "Tree"),
            CompatCase(
                behaviour: "tree: Escape writes nothing, 255", arguments: tree, keys: [escape], shows: "Tree"),
            CompatCase(
                behaviour: "tree --help-status", arguments: ["--help-button", "--help-status"] + tree,
                keys: [down, down, tab, tab, enter], shows: "Tree"),
            CompatCase(
                behaviour: "input menu: OK answers the highlighted tag", arguments: inputmenu, keys: [down, enter],
                shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Cancel is the third button", arguments: inputmenu, keys: [tab, tab, enter],
                shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Escape writes nothing, 255", arguments: inputmenu, keys: [escape],
                shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Rename edits from the text's start; RENAMED tag text, 3",
                arguments: inputmenu, keys: [down, down, tab, enter, "X", end, " x", enter], shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Escape while renaming takes the edit back; Rename keeps the focus",
                arguments: inputmenu, keys: [tab, enter, "X", escape, enter, enter], shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Tab while renaming is typed, Down does nothing",
                arguments: inputmenu, keys: [tab, enter, "X", tab, down, enter], shows: "Edit"),
            CompatCase(
                behaviour: "input menu: Help names the tag", arguments: ["--help-button"] + inputmenu,
                keys: [down, tab, tab, tab, enter], shows: "Edit"),
            CompatCase(
                behaviour: "menu --item-help: Help writes the item's help line, 2", arguments: helpMenu,
                keys: [down, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "menu --item-help: OK still answers the tag", arguments: helpMenu, keys: [down, enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "menu --item-help --help-tags: Help writes the tag", arguments: ["--help-tags"] + helpMenu,
                keys: [down, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "menu --item-help with DIALOG_ITEM_HELP=4: Help exits 4", arguments: helpMenu,
                keys: [tab, tab, enter], shows: "Pick", through: ["env", "DIALOG_ITEM_HELP=4"]),
            CompatCase(
                behaviour: "menu --help-status: the tag alone", arguments: ["--help-status"] + helpMenu,
                keys: [down, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "check list --help-status: HELP, the tag, then the choice, quoted",
                arguments: helpChecklist, keys: [down, space, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "check list --help-status --separate-output: a line each",
                arguments: ["--separate-output"] + helpChecklist, keys: [down, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "radio list --help-status",
                arguments: [
                    "--help-button", "--help-status", "--radiolist", "Pick", "15", "60", "3", "a", "Alpha", "off",
                    "b b", "Beta", "off", "c", "Gamma", "on",
                ], keys: [down, tab, tab, enter], shows: "Pick"),
            CompatCase(
                behaviour: "--help-label and --default-button help",
                arguments: [
                    "--help-label", "Hilfe", "--help-button", "--default-button", "help", "--menu", "Pick", "15", "60",
                    "3", "a", "Alpha", "b b", "Beta",
                ], keys: [down, enter], shows: "Hilfe"),
            CompatCase(
                behaviour: "input menu: a page is a third of a menu's (dialog boxes each item in three rows)",
                arguments: ["--inputmenu", "Pick", "20", "60", "4"] + twentyItems, keys: [pageDown, pageDown, enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "input menu sized 0 0 4: a page of two",
                arguments: ["--inputmenu", "Pick", "0", "0", "4"] + twentyItems,
                keys: [pageDown, enter], shows: "Pick"),
            CompatCase(
                behaviour: "menu --item-help: the help line takes none of the list's rows; Page Down as without",
                arguments: ["--item-help", "--menu", "Pick", "12", "60", "5"]
                    + (1...20).flatMap { ["t\($0)", "x", "help \($0)"] }, keys: [pageDown, enter], shows: "Pick"),
            CompatCase(
                behaviour: "tree: Page Down moves the rows dialog's box leaves",
                arguments: ["--treeview", "Pick", "15", "60", "6"] + (1...20).flatMap { ["t\($0)", "x", "off", "1"] },
                keys: [pageDown, " ", enter], shows: "Pick"),
            CompatCase(
                behaviour: "--quoted --separate-output on a build list: each tag quoted as needed",
                arguments: ["--quoted", "--separate-output"] + buildlist, keys: [enter], shows: "Pick things"),
            CompatCase(
                behaviour: "--quoted on an input menu: RENAMED with the tag and text quoted",
                arguments: ["--quoted", "--inputmenu", "Edit", "15", "60", "4", "a a", "Al pha", "b", "Beta"],
                keys: [tab, enter, enter], shows: "Edit"),
            CompatCase(
                behaviour: "--default-button cancel: Enter on a menu cancels; Tab goes round to OK",
                arguments: [
                    "--default-button", "cancel", "--menu", "Pick", "15", "60", "3", "a", "Alpha", "b b", "Beta",
                ],
                keys: [down, tab, enter], shows: "Pick"),
        ]

        @Test(arguments: cases)
        func dialogAndAlerttyAgree(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        /// whiptail has none of these: each is an unknown option there, exit 1.
        @Test(arguments: ["--buildlist", "--treeview", "--inputmenu", "--item-help"])
        func whiptailCallsThemUnknown(_ option: String) {
            let compatCase = CompatCase(
                behaviour: option, arguments: [option, "t", "10", "40", "2", "a", "A", "on", "0"], keys: [],
                shows: "t", comparesAnswer: false)
            expectAgreement("whiptail", compatCase)
        }
    }
#endif
