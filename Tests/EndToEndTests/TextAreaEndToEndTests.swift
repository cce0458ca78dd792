#if os(Linux)
    import Foundation
    import Glibc
    import TestThreads
    import Testing

    let notesAlert = [
        "--title", "Release notes", "--text-area", "Notes", "--button", "Cancel", "--style", "cancel",
        "--button", "Save", "--style", "default",
    ]

    /// The multi-line field on a real terminal: typing, line breaks, pastes, resizing, the keys
    /// that submit and leave, plain mode, and its answers in every format.
    @Suite(.serialized, .ownThread) struct TextAreaEndToEndTests {
        @Test func enterBreaksLinesAndCtrlDSavesTheTextWithThem() {
            let run = TerminalRun(notesAlert)
            run.waitForText("Ctrl-D done")
            run.send("First line\rsecond 👍🏽\r")
            run.waitForText("second 👍🏽")
            #expect(!run.hasExited())
            run.send("\u{04}")
            expectExit(run, status: 0, stdout: "First line\nsecond 👍🏽\n\n")
        }

        @Test func aPasteGoesInWholeAndPressesNoButton() {
            let run = TerminalRun(notesAlert)
            run.waitForText("Notes")
            run.send("\u{1B}[200~one\r\ntwo\rthree\u{1B}[31m\r\u{1B}[201~")
            run.waitForText("three[31m")
            #expect(!run.hasExited(), "a line break in a paste chose a button")
            run.send("\u{1B}\r")
            expectExit(run, status: 0, stdout: "one\ntwo\nthree[31m\n\n")
        }

        @Test func tabLeavesTheAreaForTheButtonsAndEscapeCancels() {
            let run = TerminalRun(notesAlert + ["--value", "kept"])
            run.waitForText("kept")
            run.send("\t")
            run.waitForFocus("Save")
            run.send("\r")
            expectExit(run, status: 0, stdout: "kept\n")
            let cancelled = TerminalRun(notesAlert)
            cancelled.waitForText("Notes")
            cancelled.send("typed\u{1B}")
            expectExit(cancelled, status: 1)
        }

        @Test func ctrlCEndsItBySIGINTWithNothingOnStdout() {
            let run = TerminalRun(notesAlert)
            run.waitForText("Notes")
            run.send("draft\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func longTextScrollsAndWrapsAndARezizeKeepsTheCursorInView() {
            let run = TerminalRun(notesAlert, columns: 60, rows: 20)
            run.waitForText("Notes")
            for line in 1...9 { run.send("line \(line)\r") }
            run.send(String(repeating: "w", count: 70))
            run.waitForText("wwww")
            #expect(!run.screen.text.contains("line 1") && run.screen.text.contains("line 9"))
            run.resize(columns: 40, rows: 16)
            run.waitFor("the wrapped end of the text") { $0.lines.contains { $0.contains("│ www") } }
            let cursorLine = run.screen.lines[run.screen.cursorRow]
            #expect(cursorLine.contains("w"), "the cursor is not on the text's last row: \(cursorLine)")
            run.send("\u{04}")
            let text = (1...9).map { "line \($0)\n" }.joined() + String(repeating: "w", count: 70) + "\n"
            expectExit(run, status: 0, stdout: text)
        }

        @Test func arequiredAreaHoldsTheAlertOpen() {
            let run = TerminalRun(notesAlert + ["--required", "--min-length", "3"])
            run.waitForText("Notes")
            run.send("\u{04}")
            run.waitForText("Notes - required")
            run.send("ab\u{04}")
            run.waitForText("must be at least 3 characters")
            run.send("c\u{04}")
            expectExit(run, status: 0, stdout: "abc\n")
        }

        @Test func plainModeReadsLinesUntilALoneDot() {
            let run = TerminalRun(notesAlert + ["--plain"])
            run.waitForText("only . or with Ctrl-D")
            run.send("one\r\rthree\r.\r")
            run.waitForText("Choose 1-2 [2]:")
            run.send("\r")
            expectExit(run, status: 0, stdout: "one\n\nthree\n")
        }

        @Test func plainModeTakesCtrlDAsTheEndOfTheText() {
            let run = TerminalRun(notesAlert + ["--plain"])
            run.waitForText("only . or with Ctrl-D")
            run.send("just this\r\u{04}")
            run.waitForText("Choose 1-2 [2]:")
            run.send("2\r")
            expectExit(run, status: 0, stdout: "just this\n")
        }

        @Test func jsonAndDescribeCarryTheLineBreaksEscaped() throws {
            let answered = runWithoutTerminal(notesAlert + ["--value", "a\n\"b\"\t", "--answer", "Save", "--json"])
            #expect(answered.status == 0)
            let object = try JSONSerialization.jsonObject(with: Data(answered.stdout.utf8)) as? [String: Any]
            let areas = object?["text_areas"] as? [[String: Any]]
            // A tab is typed as four spaces.
            #expect(areas?.first?["value"] as? String == "a\n\"b\"    ")
            #expect(!answered.stdout.dropLast().contains("\n"), "the JSON answer is not one line")
            let described = runWithoutTerminal(notesAlert + ["--value", "x\ny", "--describe"])
            #expect(described.stdout.contains("\"text_areas\":[{\"type\":\"text_area\",\"label\":\"Notes\""))
            #expect(described.stdout.contains("\"default\":\"x\\ny\""))
        }

        @Test func anAnswersFileGivesTheTextAndItsRulesHold() {
            let good = temporaryFile(
                named: "alertty-notes",
                containing: Array(#"{"button":"Save","text_areas":[{"label":"Notes","value":"a\nb\r\nc"}]}"#.utf8))
            let tooLong = temporaryFile(
                named: "alertty-notes",
                containing: Array(#"{"button":"Save","text_areas":[{"label":"Notes","value":"abcdef"}]}"#.utf8))
            let unknownLabel = temporaryFile(
                named: "alertty-notes",
                containing: Array(#"{"button":"Save","text_areas":[{"label":"Nope","value":"x"}]}"#.utf8))
            defer { for path in [good, tooLong, unknownLabel] { unlink(path) } }
            let run = runWithoutTerminal(notesAlert + ["--answers", good])
            #expect(run.status == 0 && run.stdout == "a\nb\nc\n", "\(run.stderr)")
            let long = runWithoutTerminal(notesAlert + ["--max-length", "5", "--answers", tooLong])
            #expect(long.status == 64 && long.stdout.isEmpty && long.stderr.contains("--max-length is 5"))
            let unknown = runWithoutTerminal(notesAlert + ["--answers", unknownLabel])
            #expect(unknown.status == 64 && unknown.stderr.contains("text area 'Nope'"), "\(unknown.stderr)")
            let validated = runWithoutTerminal(notesAlert + ["--validate", "grep -q ok", "--answers", good])
            #expect(validated.status == 65 && validated.stdout.isEmpty, "\(validated.stderr)")
        }

        /// `eval` of the shell answer gives the text back exactly, line breaks and quotes included.
        @Test(arguments: ["/bin/bash", "/bin/dash", "/bin/zsh"])
        func theShellAnswerGivesTheTextBackExactly(_ shell: String) {
            #expect(access(shell, X_OK) == 0, "\(shell) is not installed: .ci/run installs it")
            let out = temporaryFile(named: "alertty-notes-out", containing: [])
            let script = temporaryFile(
                named: "alertty-notes-eval",
                containing: Array(
                    #"""
                    v=$(printf '%s\n' "it's" '' '  "two" $(x) `y` \' ''); v="$v
                    "
                    eval "$("$ALERTTY" --shell --text-area Notes --value "$v" --answer OK)" || exit 9
                    [ "$answer_notes" = "$v" ] && echo same >"$OUT"
                    """#.utf8))
            defer { for path in [out, script] { unlink(path) } }
            let run = runWithoutTerminal(
                [script], executable: shell, environment: ["ALERTTY": alerttyPath, "OUT": out])
            #expect(run.status == 0, "\(shell): \(run.stderr)")
            let written = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            #expect(written.hasPrefix("same\n"), "\(shell): \(written)")
        }

        @Test func badTextAreasAreUsageErrorsWithNothingOnStdout() {
            for arguments in [
                ["--text-area"], ["--text-area", ""], ["--text-area", "N", "--value", "abcdef", "--max-length", "3"],
                ["--text-area", "N", "--value", "a\u{1B}[2Jb"], ["--text-area", "N", "--text-area", "N"],
            ] {
                let run = runWithoutTerminal(arguments + ["--answer", "OK"])
                #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments): \(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 2, "\(arguments): \(run.stderr)")
            }
            // A --value as long as the kernel lets one argument be (128 KiB) is taken whole.
            let large = String(repeating: String(repeating: "x", count: 63) + "\n", count: 2_000)
            let run = runWithoutTerminal(["--text-area", "N", "--value", large, "--answer", "OK"])
            #expect(run.status == 0 && run.stdout == large + "\n")
        }
    }
#endif
