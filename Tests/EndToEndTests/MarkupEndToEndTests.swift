#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import ScreenModel
    import TestThreads
    import Testing

    /// `--markup` on the real binary: bold, italic and underlined code on the screen, and the
    /// words without their marks everywhere else.
    @Suite(.serialized, .ownThread) struct MarkupEndToEndTests {
        let markedAlert = [
            "--markup", "--align", "left", "-t", "**Delete** 3 files?", "-m", "This _cannot_ be undone: `rm -rf`.",
            "-b", "Cancel", "-s", "cancel", "-b", "**Delete**", "-s", "destructive",
        ]

        /// The cell of the screen where `text` first starts.
        func cell(_ run: TerminalRun, _ text: String) -> Screen.Cell? {
            for (row, line) in run.screen.lines.enumerated() {
                let characters = Array(line)
                if let column = characters.indices.first(where: { characters[$0...].starts(with: Array(text)) }) {
                    return run.screen.cell(row: row, column: column)
                }
            }
            return nil
        }

        @Test func marksDrawBoldItalicAndCodeAndTheAnswerIsClean() throws {
            let run = TerminalRun(markedAlert)
            run.waitForText("[ ⚠ Delete ]")
            let screen = run.screen.text
            #expect(!screen.contains("*") && !screen.contains("`") && !screen.contains("_cannot"), "\(screen)")
            #expect(try #require(cell(run, "Delete 3")).bold)
            #expect(try #require(cell(run, "cannot")).italic)
            #expect(try #require(cell(run, "be undone")).italic == false)
            let code = try #require(cell(run, "rm -rf"))
            #expect(code.underline && code.foreground != nil)
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            run.send("\r")
            expectExit(run, status: 0, stdout: "Delete\n")
            #expect(run.screen.unknownSequences.isEmpty)
        }

        @Test func noColorKeepsTheAttributesAndDropsTheColours() throws {
            let run = TerminalRun(markedAlert, environment: ["NO_COLOR": "1"])
            run.waitForText("[ ⚠ Delete ]")
            let code = try #require(cell(run, "rm -rf"))
            #expect(code.underline && code.foreground == nil)
            #expect(try #require(cell(run, "cannot")).italic)
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func plainModeShowsTheTextCleanAndAnswersClean() {
            let run = TerminalRun(markedAlert + ["--plain"])
            run.waitForText("Choose 1-2")
            let screen = run.screen.text
            #expect(screen.contains("Delete 3 files?\n\nThis cannot be undone: rm -rf."), "\(screen)")
            #expect(screen.contains("2) Delete (destructive)"), "\(screen)")
            #expect(!run.terminalBytes.contains(0x1B), "no escape sequence in plain mode")
            #expect(!screen.contains("*") && !screen.contains("`"))
            run.send("2\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func aMessageOnStandardInputIsMarkedUpToo() throws {
            let path = temporaryFile(named: "marked-message", containing: Array("read **this**\n".utf8))
            defer { unlink(path) }
            let run = TerminalRun(["--markup", "-m", "-", "-b", "OK"], stdinPath: path)
            run.waitForText("read this")
            #expect(try #require(cell(run, "this")).bold)
            run.send("\r")
            expectExit(run, status: 0, stdout: "OK\n")
        }
    }
#endif
