#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    let deleteAlert = [
        "--title", "Delete 3 files?", "--message", "This cannot be undone.",
        "--button", "Cancel", "--style", "cancel", "--button", "Delete", "--style", "destructive",
    ]

    /// Checks that a run which answered with the password `hunter2-Zq9` ended well, left the
    /// terminal clean and never wrote the password there, saying instead that it was not printed
    /// (the words after that, from `notice` on, where the answer would have gone); returns what
    /// the terminal received.
    @discardableResult
    func expectPasswordWithheld(
        _ run: TerminalRun, notice: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let result = run.finish()
        #expect(result.status == 0, sourceLocation: sourceLocation)
        expectTerminalLeftClean(run, result, sourceLocation: sourceLocation)
        let shown = String(decoding: run.terminalBytes, as: UTF8.self)
        #expect(!shown.contains("hunter2"), "the password reached the terminal", sourceLocation: sourceLocation)
        #expect(
            shown.contains("the password was not printed: " + notice), "\(shown.debugDescription)",
            sourceLocation: sourceLocation)
        return shown
    }

    /// Checks what every way out must leave: the terminal as it was found.
    func expectTerminalLeftClean(
        _ run: TerminalRun, _ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.termiosRestored, "termios not restored", sourceLocation: sourceLocation)
        #expect(!run.screen.onAlternateScreen, "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(run.screen.cursorVisible, "cursor left hidden", sourceLocation: sourceLocation)
        #expect(run.screen.unknownSequences.isEmpty, "\(run.screen.unknownSequences)", sourceLocation: sourceLocation)
        // Mouse reporting (1000, 1002, 1003, 1006) and bracketed paste (2004) are off again.
        #expect(
            run.screen.privateModes.isDisjoint(with: [1000, 1002, 1003, 1006, 2004]), "\(run.screen.privateModes)",
            sourceLocation: sourceLocation)
    }

    /// Waits for the run to end and checks the status, stdout, and that the terminal was left clean.
    @discardableResult
    func expectExit(
        _ run: TerminalRun, status: Int32, stdout: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> RunResult {
        let result = run.finish(sourceLocation: sourceLocation)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stdout == stdout, sourceLocation: sourceLocation)
        expectTerminalLeftClean(run, result, sourceLocation: sourceLocation)
        return result
    }

    /// Waits for the run to end and checks it died by `signal` — as any tool a signal stops, so the
    /// calling script stops too — with nothing on stdout and the terminal restored.
    @discardableResult
    func expectDeath(
        _ run: TerminalRun, by signal: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) -> RunResult {
        let result = run.finish(sourceLocation: sourceLocation)
        #expect(
            result.signal == signal, "exit status \(result.status.map(String.init) ?? "-")",
            sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        expectTerminalLeftClean(run, result, sourceLocation: sourceLocation)
        return result
    }

    @Suite(.serialized, .ownThread) struct AlertEndToEndTests {
        @Test func choosingTheDestructiveButtonPrintsItsLabelAndExitsZero() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            #expect(run.screen.onAlternateScreen)
            #expect(!run.screen.cursorVisible)
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            run.send("\r")
            let result = expectExit(run, status: 0, stdout: "Delete\n")
            #expect(result.stderr == "")
        }

        @Test func enterOnTheInitiallyFocusedCancelButtonExitsOneAndPrintsNothing() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.send("\r")
            expectExit(run, status: 1)
        }

        @Test func escapeChoosesCancelEvenWhenAnotherButtonHasTheFocus() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func escapeWithoutACancelButtonDismissesWith255() {
            let run = TerminalRun(["--title", "Continue?", "--button", "Yes", "--button", "No"])
            run.waitForText("[ Yes ]")
            run.send("\u{1B}")
            expectExit(run, status: 255)
        }

        @Test func furtherButtonsExitTwoAndThreeAndLettersOnlyMoveTheFocus() {
            let arguments = [
                "-b", "Save", "-s", "default", "-b", "Cancel", "-s", "cancel", "-b", "Don't Save", "-b", "Later",
            ]
            let run = TerminalRun(arguments)
            run.waitForText("[ Save ]")
            run.send("l")
            run.waitForFocus("Later")
            #expect(!run.hasExited())
            run.send(" ")
            expectExit(run, status: 3, stdout: "Later\n")

            let again = TerminalRun(arguments)
            again.waitForText("[ Save ]")
            again.send("\t\t")
            again.waitForText("[ Don't Save ]")
            again.send("\r")
            expectExit(again, status: 2, stdout: "Don't Save\n")
        }

        @Test func defaultButtonHasTheFocusAndIsBold() {
            let run = TerminalRun(["-b", "Cancel", "-s", "cancel", "-b", "Install", "-s", "default"])
            run.waitForText("[ Install ]")
            let row = run.screen.lines.firstIndex { $0.contains("[ Install ]") }!
            let column = Array(run.screen.lines[row]).firstIndex(of: "I")!
            #expect(run.screen.cell(row: row, column: column).bold)
            #expect(run.screen.cell(row: row, column: column).reverse)
            run.send("\r")
            #expect(run.finish().status == 0)
        }

        @Test func noButtonsShowsOKWhichExitsZero() {
            let run = TerminalRun(["--title", "Backup finished"])
            run.waitForText("[ OK ]")
            run.send("\r")
            expectExit(run, status: 0, stdout: "OK\n")
        }

        @Test func ctrlCEndsAlerttyBySIGINTWithNothingOnStdout() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.send("\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func timeoutExits124() {
            let run = TerminalRun(deleteAlert + ["--timeout", "0.3"])
            run.waitForText("[ Cancel ]")
            expectExit(run, status: 124)
        }

        @Test func usageErrorExits64AndNeverTouchesTheTerminal() {
            let run = TerminalRun(["--bogus"])
            let result = run.finish()
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr == "alertty: unknown option '--bogus'\nTry 'alertty --help'.\n")
            #expect(result.terminalBytes.isEmpty)
            #expect(result.termiosRestored)
        }

        @Test func noTerminalExits69AtOnce() {
            let result = runWithoutTerminal(["--title", "Anyone there?"])
            #expect(result.status == 69)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: no terminal to show the alert on"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }

        @Test func helpAndVersionGoToStdoutWithoutATerminal() {
            let help = runWithoutTerminal(["--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Exit status:"))
            let version = runWithoutTerminal(["--version"])
            #expect(version.status == 0)
            #expect(version.stdout.hasPrefix("alertty "))
        }

        @Test func resizingRelaysTheButtonsOut() {
            let arguments = [
                "-t", "Unsaved changes", "-b", "Save", "-s", "default", "-b", "Discard changes", "-b", "Cancel", "-s",
                "cancel",
            ]
            let run = TerminalRun(arguments, columns: 80, rows: 24)
            run.waitForText("[ Save ]  [ Discard changes ]  [ Cancel ]")
            run.resize(columns: 34, rows: 20)
            run.waitFor("stacked buttons") { screen in
                let lines = screen.lines
                guard let save = lines.firstIndex(where: { $0.contains("[ Save ]") }) else { return false }
                return save + 2 < lines.count && lines[save + 1].contains("Discard changes")
                    && lines[save + 2].contains("Cancel")
            }
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func inlineAlertIsDrawnBelowTheCursorAndErasedAfter() {
            let run = TerminalRun(
                ["--inline", "-t", "Proceed?", "-b", "Yes", "-b", "No", "-s", "cancel"], columns: 60, rows: 12)
            run.waitForText("[ Yes ]")
            #expect(!run.screen.onAlternateScreen)
            #expect(run.screen.lines[0] == "")
            #expect(run.screen.lines[1].hasPrefix("╭"))
            run.send("\r")
            expectExit(run, status: 0, stdout: "Yes\n")
            #expect(run.screen.lines.allSatisfy { $0.isEmpty })
            #expect(run.screen.cursorRow == 0 && run.screen.cursorColumn == 0)
        }

        /// Ctrl-Z needs a job-control shell: the kernel does not stop an orphaned process group,
        /// so alertty runs as a job of an interactive bash, exactly as a person would run it.
        @Test func ctrlZSuspendsWithTheScreenRestoredAndRedrawsOnFg() {
            let shell = TerminalRun.interactiveShell()
            let command = ([alerttyPath] + deleteAlert).map { "'\($0)'" }.joined(separator: " ")
            shell.send("\(command) > /tmp/alertty-ctrl-z-answer\r")
            shell.waitFor("the alert") { $0.onAlternateScreen && $0.text.contains("[ Cancel ]") }
            shell.send("\u{1A}")
            shell.waitFor("the shell to report the stopped job") {
                !$0.onAlternateScreen && $0.cursorVisible && $0.text.contains("Stopped")
            }
            let beforeResume = shell.terminalBytes.count
            shell.send("fg\r")
            shell.waitFor("the alert to come back") { $0.onAlternateScreen && $0.text.contains("[ Cancel ]") }
            shell.send("\u{1B}[C\r")
            shell.waitFor("the prompt after fg") { !$0.onAlternateScreen && $0.lines.last { !$0.isEmpty } == "$" }
            // A stopped job ends its command list in bash, so ask for the status once fg returns.
            shell.send("echo \"status=$? answer=$(cat /tmp/alertty-ctrl-z-answer)\"; rm /tmp/alertty-ctrl-z-answer\r")
            shell.waitForText("status=0 answer=Delete")
            // One full redraw on resume, not one for the Ctrl-Z and another for the SIGCONT.
            let clear = Array("\u{1B}[2J".utf8)
            let resumed = Array(shell.terminalBytes[beforeResume...])
            let clears = resumed.indices.filter { resumed[$0...].starts(with: clear) }.count
            #expect(clears == 1)
            #expect(!shell.screen.onAlternateScreen)
            #expect(shell.screen.cursorVisible)
            shell.send("exit\r")
            _ = shell.finish()
        }

        @Test func messageDashIsReadFromStandardInput() {
            let path = temporaryFile(named: "alertty-message", containing: Array("first line\nsecond line\n".utf8))
            defer { unlink(path) }
            let run = TerminalRun(["-t", "From stdin", "-m", "-"], stdinPath: path)
            run.waitForText("second line")
            #expect(run.screen.text.contains("first line"))
            run.send("\r")
            #expect(run.finish().status == 0)
        }

        @Test func splitEscapeSequenceIsStillAnArrowKey() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}[")
            run.send("C")
            run.waitForFocus("Delete")
            run.send("\r")
            #expect(run.finish().stdout == "Delete\n")
        }

        @Test func focusChangeRedrawsOnlyAFewBytes() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            let before = run.terminalBytes.count
            run.send("\u{1B}[C")
            // Delete is drawn last (row by row, left to right): its label ends the write.
            run.waitForFocus("Delete")
            #expect(run.terminalBytes.count - before <= 40)
            run.send("\u{1B}")
            _ = run.finish()
        }

        @Test func aOneByOneTerminalStillWorks() {
            let run = TerminalRun(deleteAlert, columns: 1, rows: 1)
            run.waitFor("something drawn") { !$0.text.isEmpty }
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func shrinkingToNothingAndBackKeepsTheAlertWorking() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.resize(columns: 2, rows: 1)
            run.waitFor("the shrunk alert") { !$0.text.contains("Cancel") }
            run.resize(columns: 80, rows: 24)
            run.waitForText("This cannot be undone.")
            run.send("\u{1B}")
            #expect(run.finish().status == 1)
        }

        @Test func noColorDropsColoursButKeepsTheFocusVisible() {
            let run = TerminalRun(deleteAlert, environment: ["NO_COLOR": "1"])
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            let row = run.screen.lines.firstIndex { $0.contains("Delete ]") }!
            // Without colour the destructive button says so by its mark.
            #expect(run.screen.lines[row].contains("[ ⚠ Delete ]"))
            let column = Array(run.screen.lines[row]).firstIndex(of: "D")!
            #expect(run.screen.cell(row: row, column: column).reverse)
            #expect(run.screen.cell(row: row, column: column).foreground == nil)
            run.send("\u{1B}")
            _ = run.finish()
        }

        @Test func aClosedStdoutDoesNotChangeTheExitStatus() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.closeStdout()
            run.send("\u{1B}[C\r")
            let result = expectExit(run, status: 0)
            #expect(result.stderr == "alertty: the answer was not written: standard output: Broken pipe\n")
        }
    }

    @Suite(.serialized, .ownThread) struct InternalErrorTests {
        /// With four descriptors allowed, /dev/tty opens but the signal pipe cannot: a real internal failure.
        @Test func aSystemFailureExits70WithOneLineAndATerminalUntouched() {
            let script = "ulimit -n 4 && exec \"$0\" \"$@\""
            let run = TerminalRun(["-c", script, alerttyPath, "--title", "x"], executable: "/bin/sh")
            let result = run.finish()
            #expect(result.status == 70)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: internal error: pipe: "))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.terminalBytes.isEmpty)
            #expect(result.termiosRestored)
        }
    }
#endif
