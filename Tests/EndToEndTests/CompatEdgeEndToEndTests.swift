#if os(Linux)
    import Foundation
    import Glibc
    import TestThreads
    import Testing

    /// Where real installers found alertty answering differently from the real tools (issue 46):
    /// each case run against whiptail, dialog and alertty speaking each.
    @Suite(.ownThread) struct CompatEdgeEndToEndTests {
        /// Cases both tools answer alike.
        static let sharedEdges: [CompatCase] = [
            CompatCase(
                behaviour: "menu: Up on the first item stays in the list; Enter answers it, not Cancel",
                arguments: ["--menu", "Pick one", "15", "40", "3", "a", "A", "b", "B", "c", "C"], keys: [up, enter],
                shows: "Pick one"),
            CompatCase(
                behaviour: "menu: Down on the last item stays in the list",
                arguments: ["--menu", "Pick one", "15", "40", "3", "a", "A", "b", "B", "c", "C"],
                keys: [down, down, down, enter], shows: "Pick one"),
            CompatCase(
                behaviour: "radio list: Up on the first item, then Space chooses it",
                arguments: ["--radiolist", "Pick one", "15", "40", "3", "a", "A", "off", "b", "B", "on"],
                keys: [up, " ", enter], shows: "Pick one"),
            CompatCase(
                behaviour: "check list: Down past the last item, then Space turns it on",
                arguments: ["--checklist", "Pick", "15", "40", "3", "a", "A", "off", "b", "B", "off"],
                keys: [down, down, " ", enter], shows: "Pick"),
        ]

        @Test(arguments: ["whiptail", "dialog"], sharedEdges)
        func bothToolsAndAlerttyAgree(_ tool: String, _ compatCase: CompatCase) {
            expectAgreement(tool, compatCase)
        }

        /// Cases where the tools differ: each dialect follows its own.
        static let dialectEdges: [CompatCase] = [
            CompatCase(
                behaviour:
                    "a separator row's tag --------: dialog takes it as a tag, whiptail as an unknown option (1)",
                arguments: ["--menu", "Pick one", "15", "40", "4", "a", "A", "--------", "", "b", "B"],
                keys: [down, down, enter], shows: "Pick one"),
            CompatCase(
                behaviour: "a tag like an option dialog does not know (--x) is a tag in dialog",
                arguments: ["--menu", "Pick one", "15", "40", "2", "a", "A", "--x", "X"], keys: [down, enter],
                shows: "Pick one"),
            CompatCase(
                behaviour: "--nocancel, then Escape: whiptail 1 on a menu, dialog 255",
                arguments: ["--nocancel", "--menu", "Pick one", "15", "40", "2", "a", "A", "b", "B"], keys: [escape],
                shows: "Pick one"),
            CompatCase(
                behaviour: "--nocancel, then Escape: whiptail 1 on an input box too",
                arguments: ["--nocancel", "--inputbox", "Name?", "8", "40", "x"], keys: [escape], shows: "Name?"),
            CompatCase(
                behaviour: "--nocancel, then Escape: a message box keeps 255 in both",
                arguments: ["--nocancel", "--msgbox", "Done.", "8", "40"], keys: [escape], shows: "Done."),
            CompatCase(
                behaviour: "--scrolltext --defaultno on a yes/no box: Enter answers No (1) in both",
                arguments: ["--scrolltext", "--defaultno", "--yesno", "Proceed?", "10", "40"], keys: [enter],
                shows: "Proceed?"),
            CompatCase(
                behaviour: "--scrolltext on a yes/no box: whiptail's text takes Enter (Escape then 255), dialog's Yes",
                arguments: ["--scrolltext", "--yesno", "Proceed?", "10", "40"], keys: [enter, escape],
                shows: "Proceed?"),
        ]

        @Test(arguments: dialectEdges)
        func eachDialectKeepsItsOwnRule(_ compatCase: CompatCase) {
            for tool in ["whiptail", "dialog"] { expectAgreement(tool, compatCase) }
        }

        /// The arrows and letters on a row of buttons (measured): whiptail's arrows stop at the
        /// ends; dialog's Left and Right wrap, Up and Down do nothing on a yes/no box.
        static let buttonEdges: [CompatCase] = [
            CompatCase(
                behaviour: "yes/no: → → Enter: whiptail stops at No (1), dialog wraps to Yes (0)",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [right, right, enter], shows: "Proceed?"),
            CompatCase(
                behaviour: "yes/no: ↓ Enter: whiptail moves to No (1), dialog stays on Yes (0)",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [down, enter], shows: "Proceed?"),
            CompatCase(
                behaviour: "yes/no: ← Enter: whiptail stays on Yes (0), dialog wraps to No (1)",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [left, enter], shows: "Proceed?"),
            CompatCase(
                behaviour: "yes/no: ↓ ↓ ↑ Enter: whiptail's arrows stop at the last button",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [down, down, up, enter], shows: "Proceed?"),
        ]

        @Test(arguments: buttonEdges)
        func eachToolMovesAlongItsButtonsItsOwnWay(_ compatCase: CompatCase) {
            for tool in ["whiptail", "dialog"] { expectAgreement(tool, compatCase) }
        }

        /// dialog's letters on a button: the button starting with it is chosen at once, unless
        /// a list takes the letters.
        static let dialogLetters: [CompatCase] = [
            CompatCase(
                behaviour: "yes/no: n chooses No", arguments: ["--yesno", "Proceed?", "8", "40"], keys: ["n"],
                shows: "Proceed?"),
            CompatCase(
                behaviour: "input box: Tab, then c chooses Cancel", arguments: ["--inputbox", "Name?", "8", "40", "x"],
                keys: ["\t", "c"], shows: "Name?"),
            CompatCase(
                behaviour: "menu: on a button, b goes to the item b; Enter answers it",
                arguments: ["--menu", "Pick one", "12", "40", "2", "a", "A", "b", "B"], keys: ["\t", "b", enter],
                shows: "Pick one"),
        ]

        /// dialog's --output-separator (or --separator) before each of a list's tags (measured).
        static let dialogSeparators: [CompatCase] = [
            CompatCase(
                behaviour: "check list: --output-separator '|' answers |a|b",
                arguments: [
                    "--output-separator", "|", "--checklist", "Pick", "12", "40", "3", "a", "A", "on", "b", "B", "on",
                ],
                keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "build list: --separator '|' answers |a|b",
                arguments: [
                    "--separator", "|", "--buildlist", "Pick", "12", "40", "3", "a", "A", "on", "b", "B", "on",
                ],
                keys: [enter], shows: "Pick"),
        ]

        @Test(arguments: dialogSeparators)
        func dialogsSeparatorGoesBeforeEachTag(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        @Test(arguments: dialogLetters)
        func dialogsLettersChooseAButton(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        /// Where each tool puts a box and its text on an 80x24 screen (measured): the title in
        /// the top border, so the box is as tall as asked; dialog's box a row and two columns
        /// up and left for its shadow (not with --no-shadow); one column between the border and
        /// the text. The box's top-left corner and the text's first cell, in each tool and in
        /// alertty speaking as it.
        @Test(arguments: [
            ["--title", "Setup", "--msgbox", "Hello there", "8", "40"],
            [
                "--backtitle", "Installer", "--title", "Pick", "--menu", "Choose one", "12", "50", "3", "a", "A", "b",
                "B",
            ],
            ["--no-shadow", "--yesno", "Proceed now?", "7", "36"],
        ])
        func theBoxAndItsTextSitWhereTheToolPutsThem(_ arguments: [String]) {
            func place(_ executable: String, _ arguments: [String], text: String) -> [Int]? {
                // Every descriptor on the terminal, as a script's: the real tools draw on stdout.
                let run = TerminalRun(arguments, executable: executable, interactiveSession: true)
                defer {
                    run.send(escape)
                    _ = run.finish()
                }
                guard run.shows(text, within: 5) else { return nil }
                run.waitUntilDrawn()
                let lines = run.screen.lines.map { Array($0) }
                guard let top = lines.firstIndex(where: { $0.contains { "┌╭".contains($0) } }),
                    let left = lines[top].firstIndex(where: { "┌╭".contains($0) }),
                    let textRow = lines.firstIndex(where: { String($0).contains(text) })
                else { return nil }
                let textColumn = String(lines[textRow]).components(separatedBy: text)[0].count
                // The bottom-left corner: how tall the box is.
                let bottom = lines[top...].firstIndex { $0.count > left && "└╰".contains($0[left]) }
                return [top, left, textRow, textColumn, bottom.map { $0 - top + 1 } ?? 0]
            }
            let box = arguments.firstIndex { ["--msgbox", "--menu", "--yesno"].contains($0) } ?? 0
            let text = arguments[box + 1]
            for tool in ["whiptail", "dialog"] where tool == "dialog" || !arguments.contains("--no-shadow") {
                #expect(installed(tool), "\(tool) is not installed")
                let real = place("/usr/bin/\(tool)", arguments, text: text)
                #expect(real != nil)
                #expect(place(alerttyPath, ["--compat", tool] + arguments, text: text) == real, "\(tool) \(arguments)")
            }
        }

        /// With nothing but alertty on PATH, dialog's rarer boxes still answer as dialog's: no real
        /// dialog is looked for or needed.
        static let aloneOnPath: [(script: String, keys: [String], printed: String)] = [
            ("x=$(dialog --stdout --calendar Pick 0 0 1 1 2026); echo \"[$x] $?\"", [enter], "[01/01/2026] 0\n"),
            ("x=$(dialog --stdout --form Fill 10 40 2 Name: 1 1 bob 1 8 20 0); echo \"[$x] $?\"", [enter], "[bob] 0\n"),
            ("x=$(dialog --stdout --buildlist Pick 12 40 3 a A on b B off); echo \"[$x] $?\"", [enter], "[a] 0\n"),
            ("x=$(dialog --stdout --timebox Time 0 0 13 5 9); echo \"[$x] $?\"", [enter], "[13:05:09] 0\n"),
            ("dialog --pause Wait 8 30 0 >/dev/tty; echo \"[$?]\"", [], "[0]\n"),
        ]

        @Test(arguments: aloneOnPath.indices)
        func theRarerBoxesNeedNoRealDialog(_ index: Int) {
            let (script, keys, printed) = Self.aloneOnPath[index]
            #expect(runScript(script, alerttyAs: ["dialog"], keys: keys, alone: true).output == printed)
        }

        /// dialog given options but no box ends at once with 0, and `--clear` clears the screen;
        /// given a box, `--clear` leaves the screen blank when the box goes.
        static let scripted: [String] = [
            "dialog --clear >/dev/tty; echo \"[$?]\"",
            "dialog --title x >/dev/tty; echo \"[$?]\"",
        ]

        @Test(arguments: scripted)
        func dialogWithoutABoxEndsAsDialogDoes(_ script: String) {
            #expect(installed("dialog"), "dialog is not installed")
            let real = runScript(script, alerttyAs: []).output
            #expect(real == "[0]\n")
            #expect(runScript(script, alerttyAs: ["dialog"]).output == real)
        }

        /// dialog's --sleep: the info box stays at least that long before the script goes on.
        @Test func dialogsSleepWaitsAfterTheBox() {
            let script = "dialog --sleep 1 --infobox Working 5 30 >/dev/tty; echo \"[$?]\""
            let started = Date()
            #expect(runScript(script, alerttyAs: ["dialog"]).output == "[0]\n")
            #expect(Date().timeIntervalSince(started) >= 1)
        }

        @Test func dialogsClearLeavesABlankScreen() {
            let run = TerminalRun(
                ["-c", "echo left-before >/dev/tty; \"$0\" --compat dialog --clear --msgbox Done. 6 30", alerttyPath],
                executable: "/bin/sh")
            run.waitForText("Done.")
            run.send("\r")
            expectExit(run, status: 0)
            #expect(!run.screen.text.contains("left-before"), "\(run.screen.text)")
            #expect(!run.screen.text.contains("Done."))
        }

        /// A gauge, a progress box and a prgbox with no terminal (a replayed or CI run): dialog
        /// reads the input (or runs the command) to its end and exits 0; whiptail's gauge ends at
        /// once with 255. alertty as each, by status; it writes nothing on stdout, where dialog
        /// draws its screen.
        @Test(arguments: [
            ["dialog", "--gauge", "Working", "8", "40", "0"], ["whiptail", "--gauge", "Working", "8", "40", "0"],
            ["dialog", "--progressbox", "Copying", "8", "40"], ["dialog", "--prgbox", "Run", "exit 3", "8", "40"],
        ])
        func withoutATerminalTheGaugesEndAsEachToolDoes(_ call: [String]) throws {
            #expect(installed(call[0]), "\(call[0]) is not installed")
            let input = temporaryFile(named: "alertty-gauge", containing: Array("10\n50\n90\n".utf8))
            defer { unlink(input) }
            let real = runWithoutTerminal(Array(call.dropFirst()), executable: "/usr/bin/\(call[0])", stdinPath: input)
            let ours = runWithoutTerminal(["--compat"] + call, stdinPath: input)
            #expect(ours.status == real.status, "\(call)")
            #expect(ours.stdout.isEmpty)
            #expect(call[0] == "whiptail" || ours.stderr.isEmpty)
        }
    }
#endif
