#if os(Linux)
    // Linux only, as the other end-to-end tests (CompatEndToEndTests.swift).

    import Foundation
    import Glibc
    import ScreenModel
    import TestThreads
    import Testing

    /// Stands in a case's arguments for the file the test writes before running it.
    private let fileMark = "<file>"

    /// A case of a box that names a file: the file's bytes and the case, its arguments naming
    /// the file as ``fileMark``.
    struct FileCase: CustomTestStringConvertible, Sendable {
        var file: String?
        var compatCase: CompatCase
        var testDescription: String { compatCase.behaviour }
    }

    /// The real dialog and alertty speaking as it, each run by `run`: the same status and answer.
    private func expectDialogsAgreement(_ run: ([String]) -> CompatResult, _ what: String) {
        #expect(installed("dialog"), "dialog is not installed: .ci/run installs it (apt-get install dialog)")
        let real = run(["/usr/bin/dialog"])
        let ours = run([alerttyPath, "--compat", "dialog"])
        #expect(ours == real, "\(what)")
    }

    private let tabKey = "\t"
    private let homeKey = "\u{1B}OH"
    private let pageUpKey = "\u{1B}[5~"
    private let backspaceKey = "\u{7F}"
    private let deleteKey = "\u{1B}[3~"

    @Suite(.ownThread) struct CompatTextBoxesEndToEndTests {
        static let twoLines = "line one\nline two\n"

        static let editCases: [FileCase] = [
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: OK answers every line with its newline",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: [tabKey, enter], shows: "line two")),
            FileCase(
                file: "no newline",
                compatCase: CompatCase(
                    behaviour: "edit box: a last line without a newline is answered with one",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: [tabKey, enter], shows: "no newline")),
            FileCase(
                file: "",
                compatCase: CompatCase(
                    behaviour: "edit box: an empty file is answered with a newline",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: [tabKey, enter], shows: "OK")),
            FileCase(
                file: "a\n\n",
                compatCase: CompatCase(
                    behaviour: "edit box: an empty last line is kept",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: [tabKey, enter], shows: "OK")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: the cursor starts at the top; Enter breaks the line",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: ["X", enter, "Y", tabKey, enter],
                    shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: Backspace at a line's start joins it to the one before",
                    arguments: ["--editbox", fileMark, "10", "40"],
                    keys: [backspaceKey, down, backspaceKey, tabKey, enter],
                    shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: Down, End and typing; Home, Delete; Right, Backspace; Page Down",
                    arguments: ["--editbox", fileMark, "10", "40"],
                    keys: [
                        down, end, "Z", homeKey, deleteKey, up, right, right, backspaceKey, pageDown, "X", tabKey,
                        enter,
                    ],
                    shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: Tab goes to OK, Cancel and back to the text",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: [tabKey, tabKey, tabKey, "Q", tabKey, enter],
                    shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: Cancel writes nothing, 1",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: ["X", tabKey, tabKey, enter],
                    shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box: Escape writes nothing, 255",
                    arguments: ["--editbox", fileMark, "10", "40"], keys: ["X", escape], shows: "line two")),
            FileCase(
                file: twoLines,
                compatCase: CompatCase(
                    behaviour: "edit box --help-button: Help writes nothing, 2",
                    arguments: ["--help-button", "--editbox", fileMark, "10", "40"],
                    keys: [tabKey, tabKey, tabKey, enter],
                    shows: "line two")),
            FileCase(
                file: nil,
                compatCase: CompatCase(
                    behaviour: "edit box: a missing file is an error, 255",
                    arguments: ["--editbox", "/nonexistent/alertty", "10", "40"], keys: [], shows: "",
                    comparesAnswer: false)),
            FileCase(
                file: nil,
                compatCase: CompatCase(
                    behaviour: "tail box: a missing file is an error, 255",
                    arguments: ["--tailbox", "/nonexistent/alertty", "10", "40"], keys: [], shows: "",
                    comparesAnswer: false)),
            FileCase(
                file: "one\ntwo\n",
                compatCase: CompatCase(
                    behaviour: "background tail box with no other box: nothing, 0 at once",
                    arguments: ["--tailboxbg", fileMark, "10", "40"], keys: [], shows: "")),
            FileCase(
                file: nil,
                compatCase: CompatCase(
                    behaviour: "background tail box: a missing file is an error, 255",
                    arguments: ["--tailboxbg", "/nonexistent/alertty", "10", "40"], keys: [], shows: "",
                    comparesAnswer: false)),
        ]

        @Test(arguments: editCases)
        func aBoxOfAFileAgreesWithDialog(_ fileCase: FileCase) {
            let path = fileCase.file.map { temporaryFile(named: "alertty-editbox", containing: Array($0.utf8)) }
            defer { if let path { unlink(path) } }
            var compatCase = fileCase.compatCase
            compatCase.arguments = compatCase.arguments.map { $0 == fileMark ? path ?? $0 : $0 }
            expectAgreement("dialog", compatCase)
        }

        static let rangeCases: [CompatCase] =
            [
                ([enter], "Enter answers the default"), ([tabKey, enter], "Tab Enter is Cancel: 1, nothing written"),
                ([escape], "Escape: 255, nothing written"), ([up, up, enter], "Up takes one off"),
                ([down, down, down, enter], "Down adds one"), (["-", "+", "+", enter], "- and + step too"),
                ([pageUpKey, enter], "Page Up steps a slider cell's values"),
                ([pageDown, enter], "Page Down steps a slider cell's values"),
                ([homeKey, enter], "Home is the minimum"),
                ([end, down, enter], "End is the maximum, and Down stops there"), ([" "], "Space is OK"),
                ([tabKey, tabKey, enter], "Tab twice comes back to the number with OK"),
            ].map { keys, words in
                CompatCase(
                    behaviour: "range box: " + words, arguments: ["--rangebox", "Pick", "10", "40", "0", "100", "25"],
                    keys: keys, shows: "Pick")
            } + [
                CompatCase(
                    behaviour: "range box: a maximum under the minimum is the minimum",
                    arguments: ["--rangebox", "Pick", "10", "40", "50", "10", "30"], keys: [enter], shows: "Pick"),
                CompatCase(
                    behaviour: "range box: a default outside the range is held within it",
                    arguments: ["--rangebox", "Pick", "10", "40", "0", "100", "200"], keys: [enter], shows: "Pick"),
                CompatCase(
                    behaviour: "range box: the maximum and default left out are 0",
                    arguments: ["--rangebox", "Pick", "10", "40", "3"], keys: [enter], shows: "Pick"),
                CompatCase(
                    behaviour: "range box: negative numbers",
                    arguments: ["--rangebox", "Pick", "10", "40", "-10", "10", "-3"],
                    keys: [up, enter], shows: "Pick"),
                CompatCase(
                    behaviour: "range box: a bound that is no number is an error, 255",
                    arguments: ["--rangebox", "Pick", "10", "40", "x", "5", "3"], keys: [], shows: "",
                    comparesAnswer: false),
            ]

        @Test(arguments: rangeCases)
        func aRangeBoxAgreesWithDialog(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        static let pauseKeys: [(keys: String, behaviour: String)] = [
            ("", "the time running out answers OK, 0"), (enter, "Enter is OK, 0"), (" ", "Space is OK, 0"),
            (tabKey + enter, "Tab Enter is Cancel, 1"), (right + enter, "Right Enter is Cancel, 1"),
            (tabKey + tabKey + enter, "Tab twice comes back to OK"), (escape, "Escape is 255"),
        ]

        /// The keys go once the countdown shows; without any, the run waits for the time to run out.
        @Test(arguments: pauseKeys.indices)
        func aPauseAgreesWithDialog(_ index: Int) {
            let (keys, behaviour) = Self.pauseKeys[index]
            expectDialogsAgreement(
                { tool in
                    runTimed(tool, ["--pause", "Waiting", "10", "40", keys.isEmpty ? "2" : "30"], shows: "Waiting") {
                        if keys.isEmpty {
                            // Counted down, not ended at once: 2, then 1, then 0, a second each.
                            $0.waitFor("the countdown at 1") { $0.text.contains(" 1 ") && !$0.text.contains(" 2 ") }
                        } else {
                            $0.send(keys)
                        }
                    }
                }, "pause: " + behaviour)
        }

        @Test func aPauseOfNoSecondsEndsAfterShowingZero() {
            for seconds in ["0", "-3"] {
                expectDialogsAgreement(
                    { runTimed($0, ["--pause", "Waiting", "10", "40", seconds], shows: "Waiting") }, "pause \(seconds)")
            }
        }

        /// whiptail has none of these boxes: each is an unknown option, exit 1, in both.
        @Test(arguments: ["--editbox", "--tailbox", "--tailboxbg", "--pause", "--rangebox"])
        func whiptailKnowsNoneOfThem(_ box: String) {
            #expect(installed("whiptail"), "whiptail is not installed: .ci/run installs it")
            let arguments = [box, "/etc/passwd", "10", "40", "1"]
            let real = runWithoutTerminal(arguments, executable: "/usr/bin/whiptail")
            let ours = runWithoutTerminal(["--compat", "whiptail"] + arguments)
            #expect(ours.status == 1 && real.status == 1)
            #expect(ours.stderr == real.stderr && ours.stdout.isEmpty)
        }

        /// With no terminal (CI): dialog waits a pause out and answers OK, and ends the edit and
        /// range boxes with its error status. (Its tail box spins there forever, measured: not run.)
        @Test(arguments: [
            ["--pause", "Waiting", "10", "40", "1"], ["--editbox", "/etc/passwd", "10", "40"],
            ["--rangebox", "Pick", "10", "40", "0", "9", "5"],
        ])
        func withoutATerminalEachBoxEndsAsDialogDoes(_ arguments: [String]) {
            #expect(installed("dialog"), "dialog is not installed: .ci/run installs it")
            let real = runWithoutTerminal(arguments, executable: "/usr/bin/dialog")
            let ours = runWithoutTerminal(["--compat", "dialog"] + arguments)
            #expect(ours.status == real.status, "\(arguments)")
            #expect(ours.stdout.isEmpty)
        }

        /// Both tools show a line written to the file after the box opened, then EXIT (Enter)
        /// answers 0 and Escape 255. The file is longer than a stdio buffer: dialog misses a
        /// line added to a file shorter than that (measured), a bug alertty does not copy.
        @Test(arguments: [(enter, Int32(0)), (escape, Int32(255))])
        func aTailBoxShowsALineWrittenAfterItOpened(_ key: String, _ status: Int32) {
            let lines = (1...2000).map { "line \($0)\n" }.joined()
            for tool in [["/usr/bin/dialog"], [alerttyPath, "--compat", "dialog"]] {
                let path = temporaryFile(named: "alertty-tailbox", containing: Array(lines.utf8))
                defer { unlink(path) }
                let result = runTimed(tool, ["--tailbox", path, "10", "40"], shows: "line 2000") { run in
                    let file = fopen(path, "a")
                    fputs("written after it opened\n", file)
                    fclose(file)
                    run.waitFor("the line written after the box opened") { $0.text.contains("written after it opened") }
                    run.send(key)
                }
                #expect(result == CompatResult(status: status, answer: ""), "\(tool)")
            }
        }
    }
#endif
