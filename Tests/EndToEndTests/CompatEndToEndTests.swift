#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Foundation
    import Glibc
    import ScreenModel
    import TestThreads
    import Testing

    /// One call a script makes, the keys a person presses, and what the real tool does with them.
    struct CompatCase: CustomTestStringConvertible, Sendable {
        /// The behaviour the case pins.
        var behaviour: String
        var arguments: [String]
        /// Typed one after another once the box is drawn.
        var keys: [String]
        /// What to wait for on the screen before typing.
        var shows: String
        /// Whether the bytes on the answer's descriptor must match too: not for usage errors,
        /// whose messages alertty words its own way (naming the problem and the fix).
        var comparesAnswer = true
        /// A command the tool is run through, such as `env -u TERM`.
        var through: [String] = []

        var testDescription: String { behaviour }
    }

    /// How a tool ended: its status and the answer's bytes on the output descriptor, and the
    /// screen once the box was drawn, before the keys.
    struct CompatResult: Equatable {
        var status: Int32?
        var answer: String
        var screen = ""

        /// The same status and answer, as a script sees a tool end; the screens of two tools
        /// differ in their frames whatever their words, so they are compared apart.
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.status == rhs.status && lhs.answer == rhs.answer }
    }

    /// Runs `tool` (the real one, or alertty speaking as it) on a pseudo-terminal with stdin,
    /// stdout and stderr on the terminal, as a script's terminal is, but stderr (the answer)
    /// into a file; types the keys; returns the status and the answer.
    func runCompat(_ tool: [String], _ compatCase: CompatCase) -> CompatResult {
        let answerFile = temporaryFile(named: "alertty-compat", containing: [])
        defer { unlink(answerFile) }
        let script = "answer=$1; shift; exec \"$@\" 2>\"$answer\""
        let run = TerminalRun(
            ["-c", script, "sh", answerFile] + compatCase.through + tool + compatCase.arguments, executable: "/bin/sh",
            interactiveSession: true)
        // Typed only once the box is drawn (curses reads its keys after drawing); a tool that
        // fails at once never draws it.
        if run.shows(compatCase.shows, within: 3) { run.waitUntilDrawn() }
        let drawn = run.screen.text
        // Each key once the one before is taken and the tool waits for the next with no time limit:
        // past curses' escape delay, so a key after an Escape never joins it (Alt-key).
        for key in compatCase.keys { run.type(key) }
        let result = run.finish(timeout: 10)
        let answer = (try? String(contentsOfFile: answerFile, encoding: .utf8)) ?? ""
        return CompatResult(status: result.status, answer: answer, screen: drawn)
    }

    /// Runs `tool` on a pseudo-terminal as `runCompat` does, for a box that waits with a time
    /// limit (a pause counting down, a tail box looking at its file), which `runCompat`'s
    /// typing, waiting each time for a read without one, cannot drive: once `shows` is on the
    /// screen, `during` acts on the run (sends keys, grows the file), then the run ends.
    func runTimed(
        _ tool: [String], _ arguments: [String], shows: String, during: (TerminalRun) -> Void = { _ in }
    ) -> CompatResult {
        let answerFile = temporaryFile(named: "alertty-compat", containing: [])
        defer { unlink(answerFile) }
        let run = TerminalRun(
            ["-c", "answer=$1; shift; exec \"$@\" 2>\"$answer\"", "sh", answerFile] + tool + arguments,
            executable: "/bin/sh", interactiveSession: true)
        run.waitFor("the box") { $0.text.contains(shows) }
        during(run)
        let result = run.finish(timeout: 15)
        return CompatResult(
            status: result.status, answer: (try? String(contentsOfFile: answerFile, encoding: .utf8)) ?? "")
    }

    /// Writes a shell script with `body` to `path`, executable.
    func installScript(_ body: String, at path: String) {
        // Written close-on-exec (temporaryFile): a child forked meanwhile by another test would
        // otherwise hold it open for writing, and its exec would fail (ETXTBSY, 127).
        let script = temporaryFile(named: "alertty-script", containing: Array("#!/bin/sh\n\(body)\n".utf8))
        chmod(script, 0o700)
        rename(script, path)
    }

    /// Whether the real tool is installed (`.ci/run` installs both from Debian's packages).
    func installed(_ tool: String) -> Bool { access("/usr/bin/\(tool)", X_OK) == 0 }

    let enter = "\r"
    let escape = "\u{1B}"
    /// In application cursor mode, which dialog's curses turns on (and takes `ESC [ B` as Escape).
    let down = "\u{1B}OB"
    let right = "\u{1B}OC"
    let left = "\u{1B}OD"
    let up = "\u{1B}OA"
    let end = "\u{1B}OF"
    let pageDown = "\u{1B}[6~"
    /// Shift-Tab, as a terminal sends it.
    let backTab = "\u{1B}[Z"
    let backspace = "\u{7F}"
    /// Twenty tags and items, i01 to i20: a list longer than its view.
    let twentyItems = (1...20).flatMap { [$0 < 10 ? "i0\($0)" : "i\($0)", "x"] }
    /// Forty, i01 to i40: longer than the screen.
    let fortyItems = (1...40).flatMap { [$0 < 10 ? "i0\($0)" : "i\($0)", "x"] }

    /// Cases both tools answer alike: run against whiptail, dialog and alertty in each dialect.
    let sharedCases: [CompatCase] = [
        CompatCase(
            behaviour: "yes/no: Enter is Yes, exit 0, nothing written",
            arguments: ["--title", "Ask", "--yesno", "Proceed?", "8", "40"], keys: [enter], shows: "Proceed?"),
        CompatCase(
            behaviour: "yes/no --defaultno: Enter is No, exit 1",
            arguments: ["--defaultno", "--yesno", "Proceed?", "8", "40"], keys: [enter], shows: "Proceed?"),
        CompatCase(
            behaviour: "yes/no: Escape is 255, never 1", arguments: ["--yesno", "Proceed?", "8", "40"], keys: [escape],
            shows: "Proceed?"),
        CompatCase(
            behaviour: "yes/no --defaultno then Escape: still 255",
            arguments: ["--defaultno", "--yesno", "Proceed?", "8", "40"], keys: [escape], shows: "Proceed?"),
        CompatCase(
            behaviour: "yes/no relabelled with --yes-button/--no-button",
            arguments: ["--yes-button", "Install", "--no-button", "Skip", "--yesno", "Install it?", "8", "40"],
            keys: [enter], shows: "Install it?"),
        CompatCase(
            behaviour: "message box: Enter, exit 0, nothing written", arguments: ["--msgbox", "Done.", "8", "40"],
            keys: [enter], shows: "Done."),
        CompatCase(
            behaviour: "message box: 0 0 sizes are automatic",
            arguments: ["--msgbox", "Auto sized message box text", "0", "0"], keys: [enter], shows: "Auto"),
        CompatCase(
            behaviour: "info box: drawn, left on the screen, exit 0 at once without a key",
            arguments: ["--infobox", "Working…", "8", "40"], keys: [], shows: "Working"),
        CompatCase(
            behaviour: "input box: init plus typing, no trailing newline",
            arguments: ["--inputbox", "Name?", "8", "40", "hello"], keys: [" world", enter], shows: "Name?"),
        CompatCase(
            behaviour: "input box: Escape writes nothing, 255", arguments: ["--inputbox", "Name?", "8", "40", "hello"],
            keys: [escape], shows: "Name?"),
        CompatCase(
            behaviour: "password box: the secret, no newline", arguments: ["--passwordbox", "Password?", "8", "40"],
            keys: ["s3cret", enter], shows: "Password?"),
        CompatCase(
            behaviour: "menu: ↓ Enter answers the second tag",
            arguments: ["--menu", "Pick one", "15", "40", "3", "a", "Alpha", "b", "Beta", "c", "Gamma"],
            keys: [down, enter], shows: "Pick one"),
        CompatCase(
            behaviour: "menu --default-item: Enter answers it",
            arguments: [
                "--default-item", "c", "--menu", "Pick one", "15", "40", "3", "a", "Alpha", "b", "Beta", "c", "Gamma",
            ], keys: [enter], shows: "Pick one"),
        CompatCase(
            behaviour: "menu: Escape writes nothing, 255",
            arguments: ["--menu", "Pick one", "15", "40", "3", "a", "Alpha", "b", "Beta"], keys: [escape],
            shows: "Pick one"),
        CompatCase(
            behaviour: "menu: -- before a dash-leading tag",
            arguments: ["--menu", "Pick one", "15", "40", "2", "--", "-x", "Dash", "b", "Beta"], keys: [enter],
            shows: "Pick one"),
        CompatCase(
            behaviour: "radio list: the item that is on",
            arguments: [
                "--radiolist", "Pick one", "15", "40", "3", "a", "Alpha", "off", "b", "Beta", "on", "c", "Gamma", "off",
            ], keys: [enter], shows: "Pick one"),
        CompatCase(
            behaviour: "check list, --separate-output: one tag per line, each with a newline",
            arguments: [
                "--separate-output", "--checklist", "Pick", "15", "40", "3", "a", "Alpha", "on", "b", "Beta", "off",
                "c 3", "Gamma", "on",
            ], keys: [enter], shows: "Pick"),
        CompatCase(
            behaviour: "check list: nothing on is an empty answer, exit 0",
            arguments: ["--checklist", "Pick", "15", "40", "2", "a", "Alpha", "off", "b", "Beta", "off"], keys: [enter],
            shows: "Pick"),
        CompatCase(
            behaviour: "menu with a list height of 3: ↓ four times scrolls to the fifth tag",
            arguments: [
                "--menu", "Pick one", "12", "40", "3", "a", "A", "b", "B", "c", "C", "d", "D", "e", "E", "f", "F",
            ], keys: [down, down, down, down, enter], shows: "Pick one"),
        CompatCase(
            behaviour: "menu: a letter jumps to the next tag starting with it, again to the one after (no filter)",
            arguments: [
                "--menu", "Pick one", "15", "40", "4", "apple", "A", "banana", "B", "berry", "C", "cherry", "D",
            ], keys: ["b", "b", enter], shows: "Pick one"),
        CompatCase(
            behaviour: "menu: Page Down moves a whole view (raspi-config's Wi-Fi country menu answered one item short)",
            arguments: ["--menu", "Pick one", "12", "60", "5"] + twentyItems, keys: [pageDown, enter],
            shows: "Pick one"),
        // How many items a list shows, which Page Down moves by: each tool's own rule.
        CompatCase(
            behaviour:
                "menu sized 14 60 0 (void-mklive installer.sh:91, every menu): both tools fill the screen; Page Down moves that far",
            arguments: ["--menu", "Pick one", "14", "60", "0"] + fortyItems, keys: [pageDown, enter],
            shows: "Pick one"),
        CompatCase(
            behaviour: "menu sized 20 60 5: dialog's list takes the rows its box leaves (13), whiptail's the 5 asked",
            arguments: ["--menu", "Pick one", "20", "60", "5"] + fortyItems, keys: [pageDown, enter],
            shows: "Pick one"),
        CompatCase(
            behaviour: "menu sized 20 60 5 with two lines of text: dialog's list gives the second line a row",
            arguments: ["--menu", "Pick\\none", "20", "60", "5"] + fortyItems, keys: [pageDown, enter],
            shows: "Pick"),
        CompatCase(
            behaviour: "menu sized 0 0 5: dialog shows two more than asked, whiptail fills the screen",
            arguments: ["--menu", "Pick one", "0", "0", "5"] + fortyItems, keys: [pageDown, enter], shows: "Pick one"),
        CompatCase(
            behaviour: "check list sized 0 60 5: dialog's text line comes off the list, whiptail fills the screen",
            arguments: ["--checklist", "Pick", "0", "60", "5"] + (1...40).flatMap { ["t\($0)", "x", "off"] },
            keys: [pageDown, " ", enter], shows: "Pick"),
        CompatCase(
            behaviour: "menu: Page Down twice, then Up",
            arguments: ["--menu", "Pick one", "12", "60", "5"] + twentyItems, keys: [pageDown, pageDown, up, enter],
            shows: "Pick one"),
        CompatCase(
            behaviour: "radio list: the cursor starts on the first item though another is on; Space chooses it",
            arguments: ["--radiolist", "Pick one", "12", "40", "3", "a", "A", "off", "b", "B", "on", "c", "C", "off"],
            keys: [" ", enter], shows: "Pick one"),
        CompatCase(
            behaviour: "radio list: Enter answers with the item that is on, wherever the cursor is",
            arguments: ["--radiolist", "Pick one", "12", "40", "3", "a", "A", "off", "b", "B", "on", "c", "C", "off"],
            keys: [down, down, enter], shows: "Pick one"),
        CompatCase(
            behaviour: "radio list with nothing on: Enter answers nothing, exit 0",
            arguments: ["--radiolist", "Pick one", "12", "40", "3", "a", "A", "off", "b", "B", "off"],
            keys: [down, enter], shows: "Pick one"),
        CompatCase(
            behaviour: "check list: the cursor starts on the first item; Space turns it on beside the one that was",
            arguments: ["--checklist", "Pick", "12", "40", "3", "a", "A", "off", "b", "B", "on", "c", "C", "off"],
            keys: [" ", enter], shows: "Pick"),
        CompatCase(
            behaviour: "sizes beyond the screen are clamped, never refused",
            arguments: ["--msgbox", "Done.", "40", "200"], keys: [enter], shows: "Done."),
        CompatCase(
            behaviour: "text box: the file's text, Enter is OK, exit 0",
            arguments: ["--textbox", "/etc/hosts", "12", "50"], keys: [enter], shows: "localhost"),
        CompatCase(
            behaviour: "text box: Escape is 255", arguments: ["--textbox", "/etc/hosts", "12", "50"], keys: [escape],
            shows: "localhost"),
        CompatCase(
            behaviour: "text box: a file that cannot be read is an error, 255 (alertty words its message)",
            arguments: ["--textbox", "/nonexistent/file", "12", "50"], keys: [], shows: "", comparesAnswer: false),
        // The options both tools take, one by one.
        CompatCase(
            behaviour: "--clear: accepted", arguments: ["--clear", "--msgbox", "Done.", "8", "40"], keys: [enter],
            shows: "Done."),
        CompatCase(
            behaviour: "--scrolltext: Tab, then Enter presses OK",
            arguments: ["--scrolltext", "--msgbox", "Done.", "8", "40"], keys: ["\t", enter], shows: "Done."),
        CompatCase(
            behaviour: "--fb and --topleft: accepted",
            arguments: ["--fb", "--topleft", "--yesno", "Proceed?", "8", "40"], keys: [enter], shows: "Proceed?"),
        CompatCase(
            behaviour: "--backtitle: shown, changes no answer",
            arguments: ["--backtitle", "Setup", "--yesno", "Proceed?", "8", "40"], keys: [enter], shows: "Setup"),
        CompatCase(
            behaviour: "--nocancel: Tab finds no Cancel, Enter is OK",
            arguments: ["--nocancel", "--inputbox", "Name?", "8", "40", "x"], keys: ["\t", enter], shows: "Name?"),
        CompatCase(
            behaviour: "--notags: the item's text shown, the tag answered",
            arguments: ["--notags", "--menu", "Pick one", "12", "40", "2", "a", "Alpha", "b", "Beta"],
            keys: [down, enter], shows: "Beta"),
        CompatCase(
            behaviour: "--ok-button/--cancel-button relabel; the second is Cancel, 1",
            arguments: ["--ok-button", "Go", "--cancel-button", "Stop", "--inputbox", "Name?", "8", "40", "x"],
            keys: ["\t", right, enter], shows: "Stop"),
        CompatCase(
            behaviour: "--output-fd 2: the answer where it goes anyway",
            arguments: ["--output-fd", "2", "--inputbox", "Name?", "8", "40", "x"], keys: [enter], shows: "Name?"),
    ]

    /// The real tool and alertty speaking as it, same arguments, same keys, same status and
    /// (unless the case says not) the same answer bytes.
    func expectAgreement(_ tool: String, _ compatCase: CompatCase) {
        #expect(installed(tool), "\(tool) is not installed: .ci/run installs it (apt-get install \(tool))")
        let real = runCompat(["/usr/bin/\(tool)"], compatCase)
        let ours = runCompat([alerttyPath, "--compat", tool], compatCase)
        #expect(ours.status == real.status, "\(tool)")
        if compatCase.comparesAnswer { #expect(ours.answer == real.answer, "\(tool)") }
    }

    /// Runs `script` with bash on a terminal (stdin, stdout and stderr on it, as in a person's
    /// shell), with alertty first on PATH under each of `names`, types `keys` once a box is drawn,
    /// and returns the script's status and what it printed. bash, as the scripts that use these
    /// tools are (`2>&3-` is bash's). `alone`: nothing else on PATH, so no real tool can be found.
    func runScript(_ script: String, alerttyAs names: [String], keys: [String] = [], alone: Bool = false) -> (
        status: Int32?, output: String?
    ) {
        let directory = temporaryFile(named: "alertty-path", containing: [])
        unlink(directory)
        mkdir(directory, 0o700)
        for name in names { symlink(alerttyPath, directory + "/" + name) }
        let output = temporaryFile(named: "alertty-script", containing: [])
        defer {
            for name in names { unlink(directory + "/" + name) }
            rmdir(directory)
            unlink(output)
        }
        let run = TerminalRun(
            ["-c", "(\(script)) > \"$0\"", output], executable: "/bin/bash",
            environment: ["PATH": alone ? directory : directory + ":/usr/bin:/bin"], interactiveSession: true)
        if !keys.isEmpty { _ = run.shows("─", within: 5) }
        for key in keys { run.send(key) }
        let status = run.finish().status
        return (status, try? String(contentsOfFile: output, encoding: .utf8))
    }

    @Suite(.ownThread) struct CompatEndToEndTests {
        /// The real tool and alertty speaking as it, same arguments, same keys.
        @Test(arguments: ["whiptail", "dialog"], sharedCases)
        func theRealToolAndAlerttyInItsLanguageAgree(_ tool: String, _ compatCase: CompatCase) {
            expectAgreement(tool, compatCase)
        }

        /// Where the two tools differ, each dialect follows its own.
        static let dialectCases: [CompatCase] = [
            CompatCase(
                behaviour: "check list quoting: whiptail quotes every tag, dialog only where needed",
                arguments: [
                    "--checklist", "Pick", "15", "40", "3", "a", "Alpha", "on", "b", "Beta", "off", "c 3", "Gamma",
                    "on",
                ], keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "check list: End goes to the last item in dialog; whiptail ignores it",
                arguments: ["--checklist", "Pick", "12", "60", "5"] + (1...8).flatMap { ["i\($0)", "x", "off"] },
                keys: [end, " ", enter], shows: "Pick"),
            CompatCase(
                behaviour: "TERM not set: both tools end at once with 1",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [], shows: "", comparesAnswer: false,
                through: ["env", "-u", "TERM"]),
            CompatCase(
                behaviour: "TERM not set: an info box too",
                arguments: ["--infobox", "Working", "8", "40"], keys: [], shows: "", comparesAnswer: false,
                through: ["env", "-u", "TERM"]),
            CompatCase(
                behaviour: "TERM not set: a gauge too",
                arguments: ["--gauge", "Working", "8", "40", "0"], keys: [], shows: "", comparesAnswer: false,
                through: ["env", "-u", "TERM"]),
            CompatCase(
                behaviour: "TERM=dumb: whiptail ends with 1, dialog draws the box and takes Enter",
                arguments: ["--yesno", "Proceed?", "8", "40"], keys: [enter], shows: "Proceed?", comparesAnswer: false,
                through: ["env", "TERM=dumb"]),
            CompatCase(
                behaviour:
                    "--scrolltext: whiptail's Enter does nothing on the focused text (Escape then 255), dialog's is OK",
                arguments: ["--scrolltext", "--msgbox", "Done.", "8", "40"], keys: [enter, escape], shows: "Done."),
            CompatCase(
                behaviour: "--scrolltext on a text box: whiptail's Enter does nothing on the text, dialog's is EXIT",
                arguments: ["--scrolltext", "--textbox", "/etc/hosts", "12", "50"], keys: [enter, escape],
                shows: "localhost"),
            CompatCase(
                behaviour: "--scrolltext on a menu: whiptail's Tab goes from the text to the list, Enter answers",
                arguments: ["--scrolltext", "--menu", "Pick one", "12", "40", "2", "a", "A", "b", "B"],
                keys: [enter, "\t", down, enter], shows: "Pick one"),
            CompatCase(
                behaviour: "extra numbers after a size: whiptail ignores them, dialog rejects them (255)",
                arguments: ["--msgbox", "Done.", "20", "60", "1"], keys: [enter], shows: "Done.", comparesAnswer: false),
            CompatCase(
                behaviour: "--noitem: whiptail still reads a menu's items (and hides them), dialog reads tags alone",
                arguments: ["--noitem", "--menu", "Pick one", "12", "40", "4", "a", "b", "c", "d"],
                keys: [down, enter], shows: "Pick one"),
            CompatCase(
                behaviour: "--noitem on a check list: tag and status in both",
                arguments: ["--noitem", "--checklist", "Pick", "12", "40", "2", "a", "on", "b", "off"], keys: [enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "an unknown option: whiptail 1, dialog 255, and each tool's message",
                arguments: ["--no-such-option", "--msgbox", "Done.", "8", "40"], keys: [], shows: ""),
        ]

        /// Tabs in whiptail's text, as a person sees them: the text's rows from where it starts,
        /// in the real whiptail and in alertty speaking whiptail (PiVPN's indented tables).
        @Test func whiptailsTabsLayTheTextOutAsWhiptailDoes() {
            #expect(installed("whiptail"), "whiptail is not installed: .ci/run installs it")
            let text = "ab\tcd\n\tIP:\t10.0.0.1\nlast"
            func rows(_ executable: String, _ arguments: [String]) -> [String] {
                let run = TerminalRun(
                    arguments + ["--msgbox", text, "12", "50"], executable: executable, interactiveSession: true)
                defer {
                    run.send(enter)
                    _ = run.finish(timeout: 5)
                }
                guard run.shows("10.0.0.1", within: 5) else { return ["not shown"] }
                run.waitUntilDrawn()
                let lines = run.screen.lines.map { Array($0) }
                guard let top = lines.firstIndex(where: { String($0).contains("ab") }),
                    let column = Array(String(lines[top])).indices.first(where: {
                        lines[top][$0...].starts(with: Array("ab"))
                    })
                else { return ["no text"] }
                return lines[top..<min(lines.count, top + 3)].map { line in
                    var row = String(line.dropFirst(column))
                    while let last = row.last, last == " " || last == "│" || last == "|" { row.removeLast() }
                    return row
                }
            }
            let real = rows("/usr/bin/whiptail", [])
            #expect(real == ["ab        cd", "        IP:10.0.0.1", "last"], "whiptail as measured")
            #expect(rows(alerttyPath, ["--compat", "whiptail"]) == real)
        }

        /// A menu is a list of actions: tags and items, no radio marks, in both dialects (DietPi's
        /// separator rows read as separators then).
        @Test func aMenuHasNoMarks() {
            for dialect in ["whiptail", "dialog"] {
                let run = TerminalRun(
                    [
                        "--compat", dialect, "--menu", "Pick one", "12", "40", "3", "1", "Change password", "2",
                        "─ Advanced ─",
                    ])
                run.waitForText("Change password")
                #expect(
                    !run.screen.text.contains("○") && !run.screen.text.contains("●") && !run.screen.text.contains("›"))
                run.send("\r")
                #expect(run.finish(timeout: 5).status == 0)
            }
        }

        /// Under LC_ALL=C (PiVPN exports it) the box's lines come from the terminal's line-drawing
        /// set, in the real whiptail and dialog and in alertty, never as `+-|`.
        @Test func withoutUTF8TheLinesAreTheTerminalsLineDrawing() {
            for tool in ["whiptail", "dialog"] {
                for executable in ["/usr/bin/\(tool)", alerttyPath] {
                    let arguments =
                        (executable == alerttyPath ? ["--compat", tool] : []) + ["--msgbox", "Done.", "8", "40"]
                    let run = TerminalRun(
                        arguments, executable: executable, environment: ["LANG": "C", "LC_ALL": "C"],
                        interactiveSession: true)
                    #expect(run.shows("Done.", within: 5))
                    run.waitUntilDrawn()
                    #expect(
                        run.screen.text.contains("┌") && run.screen.text.contains("┘"),
                        "\(executable) \(tool):\n\(run.screen.text)")
                    #expect(!run.screen.text.contains("+-"))
                    run.send(enter)
                    _ = run.finish(timeout: 5)
                }
            }
            let native = TerminalRun(["-t", "Done"], environment: ["LANG": "C", "LC_ALL": "C"])
            native.waitForText("Done")
            #expect(native.screen.text.contains("┌") && !native.screen.text.contains("+-"), "\(native.screen.text)")
            native.send(enter)
            #expect(native.finish(timeout: 5).status == 0)
        }

        /// A requested size is the box's size in both tools, and their text is flush left: the
        /// box's width and height and where its text starts, as a person sees them, beside the
        /// real tool's (an installer's screens of one size stay one size).
        @Test func aRequestedSizeIsTheBoxsSizeAndTheTextIsFlushLeft() {
            func measure(_ executable: String, _ arguments: [String]) -> (width: Int, height: Int, indent: Int)? {
                let run = TerminalRun(
                    arguments + ["--msgbox", "Done.", "10", "40"], executable: executable, interactiveSession: true)
                defer {
                    run.send(enter)
                    _ = run.finish(timeout: 5)
                }
                guard run.shows("Done.", within: 5) else { return nil }
                run.waitUntilDrawn()
                let lines = run.screen.lines.map { Array($0) }
                guard let row = lines.firstIndex(where: { String($0).contains("Done.") }),
                    let text = lines[row].indices.first(where: { lines[row][$0...].starts(with: Array("Done.")) }),
                    let left = lines[row][..<text].lastIndex(of: "│"),
                    let right = lines[row][text...].firstIndex(of: "│")
                else { return nil }
                // The border's rows: those with a corner at the left border's column.
                let corners: Set<Character> = ["┌", "╭", "└", "╰"]
                let rows = lines.indices.filter { lines[$0].count > left && corners.contains(lines[$0][left]) }
                guard let top = rows.first, let bottom = rows.last else { return nil }
                return (right - left + 1, bottom - top + 1, text - left)
            }
            for tool in ["whiptail", "dialog"] {
                #expect(installed(tool), "\(tool) is not installed: .ci/run installs it")
                let real = measure("/usr/bin/\(tool)", [])
                let ours = measure(alerttyPath, ["--compat", tool])
                #expect(
                    real?.width == 40 && ours?.width == real?.width,
                    "\(tool): \(String(describing: real)) \(String(describing: ours))")
                #expect(real?.height == 10 && ours?.height == real?.height, "\(tool): the height asked for")
                // alertty keeps its padding: one column more than the tools' one space.
                #expect((ours?.indent ?? 99) <= (real?.indent ?? 0) + 1, "\(tool): flush left")
            }
        }

        /// dialog's `--colors` codes as a person sees them, beside the real dialog: each marked
        /// word's bold, underline, reverse and colour against a plain word of the same text, in
        /// the backtitle, the title, the text and a menu's item (void-mklive's installer marks
        /// its backtitle `\\Zb\\Z7…\\Zn` on every screen). Compared as changes, since dialog
        /// draws on its own grey box and alertty on the terminal's background; a colour is
        /// compared by its hue (alertty may take its bright twin, to read on the background).
        @Test func dialogsColorCodesAreDrawnAsDialogDrawsThem() {
            #expect(installed("dialog"), "dialog is not installed: .ci/run installs it")
            let heading = ["--colors", "--backtitle", "\\Zb\\Z7Void\\Zn Linux", "--title", "\\Z1Red\\Zn heading"]
            // Each marked word, the plain word it is set against, and what dialog shows (measured).
            typealias Word = (marked: String, plain: String, changes: Set<String>)
            let boxes: [(arguments: [String], words: [Word])] = [
                (
                    heading + [
                        "--msgbox",
                        "Plain \\Zbbold\\ZB \\Zuunder\\ZU \\Zrrev\\ZR \\Z1crimson\\Zn \\Zb\\Z2both\\Zn normal", "10",
                        "60",
                    ],
                    [
                        ("Void", "Linux", ["bold", "hue 7"]), ("Red", "heading", ["bold", "hue 1"]),
                        ("bold", "Plain", ["bold"]), ("under", "Plain", ["underline"]), ("rev", "Plain", ["reverse"]),
                        ("crimson", "Plain", ["hue 1"]), ("both", "Plain", ["bold", "hue 2"]), ("normal", "Plain", []),
                    ]
                ),
                (
                    ["--colors", "--menu", "Pick", "12", "50", "3", "a", "first", "b", "\\Zb\\Z2strong\\Zn weak"],
                    [("strong", "weak", ["bold", "hue 2"])]
                ),
            ]
            /// How `marked` is drawn: its attributes, and its colour's hue where it is not `plain`'s.
            func changes(_ screen: Screen, _ marked: String, from plain: String) -> Set<String> {
                func cell(_ word: String) -> Screen.Cell? {
                    for (row, line) in screen.lines.enumerated() {
                        let characters = Array(line)
                        if let column = characters.indices.first(where: { characters[$0...].starts(with: Array(word)) })
                        {
                            return screen.cell(row: row, column: column)
                        }
                    }
                    return nil
                }
                guard let one = cell(marked), let other = cell(plain) else { return ["not shown"] }
                func hue(_ cell: Screen.Cell) -> Int? { cell.foreground.flatMap { Int($0) }.map { $0 % 10 } }
                var found: Set<String> = []
                if one.bold { found.insert("bold") }
                if one.underline { found.insert("underline") }
                if one.reverse { found.insert("reverse") }
                if hue(one) != hue(other) { found.insert("hue \(hue(one).map(String.init) ?? "none")") }
                return found
            }
            for box in boxes {
                var seen: [[Set<String>]] = []
                for executable in ["/usr/bin/dialog", alerttyPath] {
                    let arguments = (executable == alerttyPath ? ["--compat", "dialog"] : []) + box.arguments
                    let run = TerminalRun(arguments, executable: executable, interactiveSession: true)
                    // dialog draws its backtitle after the box.
                    for word in box.words {
                        #expect(run.shows(word.marked, within: 5), "\(executable): \(run.screen.text)")
                    }
                    run.waitUntilDrawn()
                    #expect(!run.screen.text.contains("\\Z"), "\(executable): a code shown raw")
                    seen.append(box.words.map { changes(run.screen, $0.marked, from: $0.plain) })
                    run.send(escape)
                    _ = run.finish(timeout: 5)
                }
                #expect(seen[0] == box.words.map(\.changes), "dialog as measured: \(box.words.map(\.marked))")
                #expect(seen[1] == seen[0], "alertty beside dialog: \(box.words.map(\.marked))")
            }
        }

        /// dialog's text box has one button, EXIT, in the real dialog and in alertty speaking dialog.
        @Test func dialogsTextBoxButtonSaysEXIT() {
            #expect(installed("dialog"), "dialog is not installed: .ci/run installs it")
            for executable in ["/usr/bin/dialog", alerttyPath] {
                let arguments =
                    (executable == alerttyPath ? ["--compat", "dialog"] : []) + ["--textbox", "/etc/hosts", "12", "50"]
                let run = TerminalRun(arguments, executable: executable, interactiveSession: true)
                #expect(run.shows("EXIT", within: 5), "\(executable): \(run.screen.text)")
                run.waitUntilDrawn()
                #expect(!run.screen.text.contains("OK"))
                run.send(enter)
                #expect(run.finish(timeout: 5).status == 0)
            }
        }

        /// With no terminal to open (CI), the real tool's status: the error status, but 1 for
        /// whiptail's --nocancel boxes (measured); plain lines only when ALERTTY_PLAIN asks.
        @Test(arguments: [
            ["--nocancel", "--inputbox", "Name", "8", "40"], ["--inputbox", "Name", "8", "40"],
            ["--yesno", "Hi", "8", "40"],
        ])
        func withoutATerminalEachToolEndsWithItsStatus(_ arguments: [String]) {
            for tool in ["whiptail", "dialog"] {
                #expect(installed(tool), "\(tool) is not installed: .ci/run installs it")
                let real = runWithoutTerminal(arguments, executable: "/usr/bin/\(tool)")
                let ours = runWithoutTerminal(["--compat", tool] + arguments)
                #expect(ours.status == real.status, "\(tool) \(arguments)")
                #expect(ours.stdout.isEmpty)
            }
        }

        @Test(arguments: dialectCases)
        func eachDialectKeepsItsOwnRules(_ compatCase: CompatCase) {
            for tool in ["whiptail", "dialog"] { expectAgreement(tool, compatCase) }
        }

        /// whiptail's popt takes options after the box and its text (26% of real call sites do);
        /// dialog shows the box, then fails with "Expected a box option" (255). alertty takes them
        /// in both dialects, on purpose: a script written for either then works.
        /// whiptail's Tab goes from a list to OK (as alertty's does in both languages; dialog's
        /// goes from OK to Cancel, which alertty does not copy).
        @Test func whiptailsTabFromAMenuToOKAnswersTheHighlightedTag() {
            let compatCase = CompatCase(
                behaviour: "",
                arguments: ["--menu", "Pick one", "15", "40", "3", "a", "Alpha", "b", "Beta", "c", "Gamma"],
                keys: [down, "\t", enter], shows: "Pick one")
            #expect(installed("whiptail"))
            let real = runCompat(["/usr/bin/whiptail"], compatCase)
            #expect(real == CompatResult(status: 0, answer: "b"))
            #expect(runCompat([alerttyPath, "--compat", "whiptail"], compatCase) == real)
        }

        /// dialog's own buttons and options, against the real dialog.
        static let dialogCases: [CompatCase] = [
            CompatCase(
                behaviour: "--extra-button: exit 3 with the input",
                arguments: ["--extra-button", "--inputbox", "Name?", "8", "40", "abc"], keys: ["\t", right, enter],
                shows: "Name?"),
            CompatCase(
                behaviour: "--help-button: exit 2 with the input",
                arguments: ["--help-button", "--inputbox", "Name?", "8", "40", "abc"], keys: ["\t", "\t", "\t", enter],
                shows: "Name?"),
            CompatCase(
                behaviour: "--help-button on yes/no: exit 2, nothing",
                arguments: ["--help-button", "--yesno", "Proceed?", "8", "40"], keys: ["\t", "\t", enter],
                shows: "Proceed?"),
            CompatCase(
                behaviour: "--extra-button with --extra-label on yes/no: exit 3",
                arguments: ["--extra-button", "--extra-label", "Later", "--yesno", "Proceed?", "8", "40"],
                keys: ["\t", enter], shows: "Proceed?"),
            CompatCase(
                behaviour: "--default-button no: Enter is No",
                arguments: ["--default-button", "no", "--yesno", "Proceed?", "8", "40"], keys: [enter],
                shows: "Proceed?"),
            CompatCase(
                behaviour: "--timeout: 255 when nobody answers",
                arguments: ["--timeout", "1", "--yesno", "Proceed?", "8", "40"], keys: [], shows: "Proceed?"),
            CompatCase(
                behaviour: "Tab from a menu goes past OK to Cancel",
                arguments: ["--menu", "Pick one", "15", "40", "2", "a", "Alpha", "b", "Beta"],
                keys: [down, "\t", enter], shows: "Pick one"),
            CompatCase(
                behaviour: "--help-button on a menu: HELP and the highlighted tag, exit 2",
                arguments: ["--help-button", "--menu", "Pick one", "15", "40", "2", "a", "Alpha", "b", "Beta"],
                keys: [down, "\t", "\t", enter], shows: "Pick one"),
            CompatCase(
                behaviour: "--extra-button on a menu: the highlighted tag, exit 3",
                arguments: ["--extra-button", "--menu", "Pick one", "15", "40", "2", "a", "Alpha", "b", "Beta"],
                keys: [down, "\t", enter], shows: "Pick one"),
            CompatCase(
                behaviour: "--stdout: the answer on stdout, nothing on stderr",
                arguments: ["--stdout", "--inputbox", "Name?", "8", "40", "abc"], keys: [enter], shows: "Name?"),
            CompatCase(
                behaviour: "--colors: \\Z codes are not shown",
                arguments: ["--colors", "--msgbox", "\\Zb\\Z1Done\\Zn.", "8", "40"], keys: [enter], shows: "Done."),
            CompatCase(
                behaviour: "--insecure: the password, as typed",
                arguments: ["--insecure", "--passwordbox", "Password?", "8", "40"], keys: ["s3cret", enter],
                shows: "Password?"),
            CompatCase(
                behaviour: "look options accepted: --no-shadow --keep-tite --no-mouse --ascii-lines --aspect --begin",
                arguments: [
                    "--no-shadow", "--keep-tite", "--no-mouse", "--ascii-lines", "--aspect", "9", "--begin", "2", "2",
                    "--yesno", "Proceed?", "8", "40",
                ], keys: [enter], shows: "Proceed?"),
            CompatCase(
                behaviour: "--max-input 3: the field takes three",
                arguments: ["--max-input", "3", "--inputbox", "Name?", "8", "40"], keys: ["abcdef", enter],
                shows: "Name?"),
            CompatCase(
                behaviour: "whitespace options accepted: --cr-wrap --no-collapse --trim --no-nl-expand",
                arguments: ["--cr-wrap", "--no-collapse", "--trim", "--no-nl-expand", "--msgbox", "Done.", "8", "40"],
                keys: [enter], shows: "Done."),
            CompatCase(
                behaviour: "--yes-label/--no-label relabel; the second is No, 1",
                arguments: ["--yes-label", "Install", "--no-label", "Skip", "--yesno", "Install it?", "8", "40"],
                keys: ["\t", enter], shows: "Skip"),
            CompatCase(
                behaviour: "--no-cancel and --no-tags, dialog's spellings",
                arguments: [
                    "--no-cancel", "--no-tags", "--menu", "Pick one", "12", "40", "2", "a", "Alpha", "b", "Beta",
                ], keys: [down, enter], shows: "Beta"),
            CompatCase(
                behaviour: "--no-items: tags alone",
                arguments: ["--no-items", "--menu", "Pick one", "12", "40", "2", "a", "b"], keys: [down, enter],
                shows: "Pick one"),
            CompatCase(
                behaviour: "--stderr: the answer on stderr",
                arguments: ["--stderr", "--inputbox", "Name?", "8", "40", "x"], keys: [enter], shows: "Name?"),
            CompatCase(
                behaviour: "--single-quoted: tags quoted the shell's other way",
                arguments: [
                    "--single-quoted", "--checklist", "Pick", "12", "40", "3", "c 3", "A", "on", "x\"y", "B", "on",
                    "b'", "C", "on",
                ], keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "negative sizes are the whole screen", arguments: ["--msgbox", "Done.", "-1", "-1"],
                keys: [enter], shows: "Done."),
            CompatCase(
                behaviour: "--textbox with --exit-label",
                arguments: ["--exit-label", "Close", "--textbox", "/etc/hosts", "12", "50"], keys: [enter],
                shows: "Close"),
        ]

        @Test(arguments: dialogCases)
        func dialogsOwnOptionsAgree(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        @Test func optionsAfterTheTextWorkInBothDialects() {
            let compatCase = CompatCase(
                behaviour: "", arguments: ["--yesno", "Proceed?", "8", "40", "--defaultno"], keys: [enter],
                shows: "Proceed?")
            #expect(installed("whiptail"))
            #expect(runCompat(["/usr/bin/whiptail"], compatCase) == CompatResult(status: 1, answer: ""))
            for tool in ["whiptail", "dialog"] {
                #expect(
                    runCompat([alerttyPath, "--compat", tool], compatCase) == CompatResult(status: 1, answer: ""),
                    "\(tool)")
            }
        }

        @Test func invokedAsWhiptailThroughASymlinkItSpeaksWhiptail() {
            let directory = "/tmp/alertty-compat-link-\(getpid())"
            mkdir(directory, 0o700)
            symlink(alerttyPath, directory + "/whiptail")
            defer {
                unlink(directory + "/whiptail")
                rmdir(directory)
            }
            let compatCase = CompatCase(
                behaviour: "", arguments: ["--menu", "Pick one", "15", "40", "2", "a", "Alpha", "b", "Beta"],
                keys: [down, enter], shows: "Pick one")
            #expect(runCompat([directory + "/whiptail"], compatCase) == CompatResult(status: 0, answer: "b"))
        }

        @Test func anInfoBoxStaysOnTheScreenAfterAlerttyHasGone() {
            let run = TerminalRun([
                "--compat", "whiptail", "--title", "Setup", "--infobox", "Copying files…", "8", "40",
            ])
            #expect(run.finish(timeout: 5).status == 0)
            #expect(run.screen.text.contains("Copying files…"))
            #expect(!run.screen.onAlternateScreen)
            #expect(!run.screen.text.contains("OK"), "nothing to press")
        }

        /// Real scripts' idioms, each run by bash with alertty first on PATH as `whiptail` and
        /// `dialog`: the script is unchanged, the answer lands where the script looks for it.
        static let idioms: [(String, String, keys: [String], expected: String)] = [
            ("fd swap", "x=$(whiptail --inputbox Name? 8 40 ada 3>&1 1>&2 2>&3); echo \"[$x] $?\"", [enter], "[ada] 0"),
            (
                "fd swap, closing 3", "x=$(whiptail --inputbox Name? 8 40 ada 3>&1 1>&2 2>&3-); echo \"[$x] $?\"",
                [enter], "[ada] 0"
            ),
            (
                "2>&1 >/dev/tty", "x=$(dialog --inputbox Name? 8 40 ada 2>&1 >/dev/tty); echo \"[$x] $?\"", [enter],
                "[ada] 0"
            ),
            (
                "--output-fd 1 inside $(...), broken in whiptail itself",
                "x=$(whiptail --output-fd 1 --inputbox Name? 8 40 ada); echo \"[$x] $?\"", [enter], "[ada] 0"
            ),
            ("dialog --stdout", "x=$(dialog --stdout --inputbox Name? 8 40 ada); echo \"[$x] $?\"", [enter], "[ada] 0"),
            (
                "2>file",
                "whiptail --inputbox Name? 8 40 ada 2>\"$0.answer\"; echo \"[$(cat \"$0.answer\")] $?\"; rm -f \"$0.answer\"",
                [enter], "[ada] 0"
            ),
            (
                "yes/no in an if, Escape is not yes",
                "if whiptail --yesno Proceed? 8 40; then echo yes; else echo \"no $?\"; fi", [escape], "no 255"
            ),
            ("extra numbers and 0 0 sizes", "whiptail --msgbox \"Done.\" 0 0 1; echo \"[$?]\"", [enter], "[0]"),
            (
                "mixed \\n and real newlines", "whiptail --msgbox \"one\\ntwo\nthree\" 0 0; echo \"[$?]\"", [enter],
                "[0]"
            ),
            (
                "a gauge fed by a pipe",
                "printf '10\\n50\\nXXX\\n90\\nAlmost done\\nXXX\\n' | whiptail --gauge Working 8 40 0 >/dev/tty; echo \"[$?]\"",
                [], "[0]"
            ),
            (
                "a 200-item menu",
                "set --; i=1; while [ $i -le 200 ]; do set -- \"$@\" \"i$i\" \"Item $i\"; i=$((i+1)); done; "
                    + "x=$(whiptail --default-item i150 --menu Pick 20 50 10 \"$@\" 3>&1 1>&2 2>&3); echo \"[$x] $?\"",
                [enter], "[i150] 0"
            ),
        ]

        @Test(arguments: idioms.indices)
        func scriptsRunUnchangedWithAlerttyAsWhiptailAndDialog(_ index: Int) {
            let (_, script, keys, expected) = Self.idioms[index]
            let (status, output) = runScript(script, alerttyAs: ["whiptail", "dialog"], keys: keys)
            #expect(status == 0)
            #expect(output == expected + "\n", "\(Self.idioms[index].0)")
        }

        @Test func aGaugeShowsEachUpdateAndEndsWithItsInput() {
            let input = temporaryFile(named: "alertty-gauge", containing: Array("25\nXXX\n90\nAlmost done\nXXX\n".utf8))
            defer { unlink(input) }
            let run = TerminalRun(["--compat", "dialog", "--gauge", "Working", "8", "40", "5"], stdinPath: input)
            #expect(run.finish(timeout: 5).status == 0)
            #expect(run.screen.text.contains("Almost done"))
            #expect(run.screen.text.contains(" 90%") && !run.screen.text.contains("Working"))
            #expect(!run.screen.onAlternateScreen)
        }

        @Test func aProgressBoxFollowsItsInputAndEndsWithIt() {
            let input = temporaryFile(named: "alertty-progressbox", containing: Array("one\ntwo\nthree\n".utf8))
            defer { unlink(input) }
            let run = TerminalRun(["--compat", "dialog", "--progressbox", "Copying", "10", "40"], stdinPath: input)
            let result = run.finish(timeout: 5)
            #expect(result.status == 0 && result.stderr == "" && result.stdout == "")
            #expect(run.screen.text.contains("three") && run.screen.text.contains("Copying"))
            #expect(!run.screen.onAlternateScreen)
        }

        @Test func aMixedGaugeShowsItsStepsAndTheOverallBarAndGoesOn() {
            let run = TerminalRun([
                "--compat", "dialog", "--mixedgauge", "Installing", "0", "0", "42", "core", "0", "docs", "1", "extras",
                "-30", "tests", "7", "misc", "Pending",
            ])
            let result = run.finish(timeout: 5)
            #expect(result.status == 0 && result.stderr == "" && result.stdout == "")
            for row in [
                "core    [  Succeeded  ]", "docs    [   Failed    ]", "extras  [     30%     ]",
                "tests   [ In Progress ]", "misc    [   Pending   ]", "Overall Progress", "42%",
            ] {
                #expect(run.screen.text.contains(row), "\(row)")
            }
            #expect(!run.screen.onAlternateScreen)
        }

        @Test func aProgramBoxWaitsForOKOnceItsInputEnds() {
            let input = temporaryFile(named: "alertty-programbox", containing: Array("built a\nbuilt b\n".utf8))
            defer { unlink(input) }
            let run = TerminalRun(["--compat", "dialog", "--programbox", "Build", "10", "40"], stdinPath: input)
            run.waitFor("the OK button after the output") {
                $0.onAlternateScreen && $0.text.contains("[ OK ]") && $0.text.contains("built b")
            }
            run.send("\r")
            let result = expectExit(run, status: 0)
            #expect(result.stderr == "")
        }

        @Test func aPrgboxRunsItsCommandThenWaitsForOK() {
            let run = TerminalRun([
                "--compat", "dialog", "--prgbox", "Run", "echo from the command; exit 3", "10", "40",
            ])
            run.waitFor("the command's output and OK") {
                $0.onAlternateScreen && $0.text.contains("[ OK ]") && $0.text.contains("from the command")
            }
            run.send("\r")
            // As dialog: OK's status, not the command's.
            expectExit(run, status: 0)
        }

        /// Calls that need a pipe or print something: run by bash with the real tool first on PATH,
        /// then with alertty there under its name; the script's output (statuses, answers) must match.
        static let scripted: [(tool: String, script: String)] = [
            (
                "whiptail",
                "printf '10\\n50\\nXXX\\n90\\nAlmost\\nXXX\\n' | whiptail --gauge Working 8 40 0 >/dev/tty; echo \"[$?]\""
            ),
            (
                "dialog",
                "printf '10\\n50\\nXXX\\n90\\nAlmost\\nXXX\\n' | dialog --gauge Working 8 40 >/dev/tty; echo \"[$?]\""
            ),
            ("dialog", "printf 'a\\nb\\n' | dialog --progressbox 10 40 >/dev/tty; echo \"[$?]\""),
            ("dialog", "printf 'a\\nb' | dialog --progressbox Copying 10 40 >/dev/tty; echo \"[$?]\""),
            ("dialog", "dialog --mixedgauge Working 0 0 50 a 0 b -20 >/dev/tty; echo \"[$?]\""),
            ("whiptail", "whiptail --version >/dev/null; echo \"[$?]\""),
            (
                "dialog",
                "dialog --version >/dev/null; echo \"[$?]\"; dialog --print-version 2>&1 | grep -c '^Version: '"
            ),
        ]

        @Test(arguments: scripted.indices)
        func scriptedCallsMatchTheRealTool(_ index: Int) {
            let (tool, script) = Self.scripted[index]
            #expect(installed(tool), "\(tool) is not installed")
            let real = runScript(script, alerttyAs: []).output
            #expect(real != nil && real != "")
            #expect(runScript(script, alerttyAs: [tool]).output == real)
        }

        /// alertty's own ways in the tools' languages: plain lines for a screen reader, an answer
        /// given in advance for CI.
        @Test func plainModeAndAnswersGivenInAdvanceWorkInEitherLanguage() {
            let menu = ["--compat", "whiptail", "--menu", "Pick one", "15", "40", "2", "a", "Alpha", "b", "Beta"]
            let plain = TerminalRun(menu, environment: ["ALERTTY_PLAIN": "1"])
            plain.waitForText("Choose")
            plain.send("2\r")
            // Then the buttons (whiptail's words), Enter for Ok.
            plain.waitForText("1) Ok  2) Cancel")
            plain.send("\r")
            let result = plain.finish()
            #expect(result.status == 0 && result.stderr == "b" && result.stdout == "")
            let preset = runWithoutTerminal(
                ["--compat", "dialog", "--yesno", "Proceed?", "8", "40"], environment: ["ALERTTY_ANSWER": "No"])
            #expect(preset.status == 1 && preset.stderr == "" && preset.stdout == "")
            let nobody = runWithoutTerminal(["--compat", "whiptail", "--yesno", "Proceed?", "8", "40"])
            #expect(nobody.status == 255, "never 0 for a question nobody answered")
        }

        /// A 40,000-line XXX block once took 7.5 s, quadratic in its lines: 200,000 would take
        /// minutes, far past this bound against a hang.
        @Test func aGaugesLongTextBlockIsReadInLinearTime() {
            let block = "XXX\n60\n" + (0..<200_000).map { "line \($0)\n" }.joined() + "last line\nXXX\n"
            let input = temporaryFile(named: "alertty-gauge", containing: Array(block.utf8))
            defer { unlink(input) }
            let run = TerminalRun(["--compat", "whiptail", "--gauge", "Working", "8", "40", "0"], stdinPath: input)
            #expect(run.finish(timeout: 30).status == 0)
            #expect(run.screen.text.contains(" 60%"))
        }

        /// An argument quoted in an error message is shown inert: it once reached stderr, and the
        /// terminal, as the escape sequences it holds.
        @Test(arguments: [
            ["--compat", "whiptail", "--\u{1B}]0;pwned\u{7}", "--msgbox", "x", "8", "40"],
            ["--compat", "dialog", "--textbox", "/nonexistent/\u{1B}[2J", "8", "40"],
            ["--compat", "dialog", "--msgbox", "x", "8", "\u{1B}[31m40\u{1B}P"],
        ])
        func errorMessagesShowArgumentsInert(_ arguments: [String]) {
            let result = runWithoutTerminal(arguments)
            #expect(result.status != 0)
            #expect(!result.stderr.isEmpty)
            #expect(
                !result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 },
                "\(result.stderr.debugDescription)")
        }

        /// An option neither alertty nor the tool knows gets alertty's own message, the option
        /// shown inert, and the tool's status for it (measured: whiptail 1, dialog 255); the real
        /// tool further along PATH is not run: it wrote the option to stderr as it came, escape
        /// sequences and all.
        @Test(arguments: [("whiptail", Int32(1)), ("dialog", 255)])
        func anUnknownOptionIsAnsweredInertlyWithoutTheRealTool(_ tool: String, _ status: Int32) throws {
            let drop = try temporaryDirectory(named: "alertty-drop-in")
            let real = try temporaryDirectory(named: "alertty-real")
            let marker = real + "/ran"
            defer {
                for file in [drop + "/" + tool, real + "/" + tool, marker] { unlink(file) }
                for directory in [drop, real] { rmdir(directory) }
            }
            symlink(alerttyPath, drop + "/" + tool)
            installScript(": > '\(marker)'", at: real + "/" + tool)
            let run = TerminalRun(
                ["--bogus-\u{1B}[2J-option", "--msgbox", "x", "8", "30"], executable: drop + "/" + tool,
                environment: ["PATH": "\(drop):\(real):/usr/bin:/bin"])
            let result = run.finish(timeout: 5)
            #expect(result.status == status)
            #expect(result.stderr.contains("--bogus-^[[2J-option"), "\(result.stderr.debugDescription)")
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B }, "\(result.stderr.debugDescription)")
            #expect(result.stdout.isEmpty)
            #expect(access(marker, F_OK) != 0, "the real \(tool) was run")
        }

        /// A password the dialects would write to a terminal is withheld, as alertty's own alerts
        /// withhold it: with dialog's --stdout on the terminal, and on a standard error that is the
        /// terminal (where both tools write the answer); one line on standard error says how to
        /// capture it.
        @Test(arguments: [["dialog", "--stdout"], ["whiptail"], ["dialog", "--output-fd", "1"]])
        func aPasswordIsNotWrittenToATerminalInTheDialects(_ call: [String]) {
            let run = TerminalRun(
                ["--compat"] + call + ["--passwordbox", "Password?", "8", "40"], interactiveSession: true)
            run.waitForText("Password?")
            run.send("hunter2-Zq9\r")
            expectPasswordWithheld(run, notice: "standard ")
        }

        /// Captured, the password arrives whole, and nothing is said.
        @Test(arguments: [["dialog", "--stdout"], ["whiptail"]])
        func aPasswordCapturedFromTheDialectsArrivesWhole(_ call: [String]) {
            let run = TerminalRun(["--compat"] + call + ["--passwordbox", "Password?", "8", "40"])
            run.waitForText("Password?")
            run.send("hunter2-Zq9\r")
            let result = run.finish()
            #expect(result.status == 0)
            let (answer, other) =
                call.contains("--stdout") ? (result.stdout, result.stderr) : (result.stderr, result.stdout)
            #expect(answer == "hunter2-Zq9" && other == "")
        }

        @Test func mixedNewlinesFollowEachDialect() {
            let text = "one\\ntwo\nthree"
            let whiptail = TerminalRun(["--compat", "whiptail", "--msgbox", text, "0", "0"])
            whiptail.waitForText("three")
            #expect(whiptail.screen.lines.contains { $0.contains("two") && !$0.contains("three") })
            whiptail.send(enter)
            _ = whiptail.finish()
            let dialog = TerminalRun(["--compat", "dialog", "--msgbox", text, "0", "0"])
            dialog.waitForText("two three")
            dialog.send(enter)
            _ = dialog.finish()
        }
    }
#endif
