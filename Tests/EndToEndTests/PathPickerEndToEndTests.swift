#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// The file picker on a real terminal, over a real folder.
    @Suite(.serialized, .ownThread) struct PathPickerEndToEndTests {
        /// A fresh folder holding `src/main.swift`, `notes.txt`, `Config.toml`, `.hidden`, a link
        /// `docs` to `src`, and a folder `locked` nobody may read; removed by the caller.
        func makeFolder() -> String {
            var template = Array("/tmp/alertty-picker-XXXXXX".utf8CString)
            let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
            mkdir(root + "/src", 0o755)
            mkdir(root + "/locked", 0o000)
            for file in ["src/main.swift", "notes.txt", "Config.toml", ".hidden"] {
                close(open(root + "/" + file, O_CREAT | O_WRONLY, 0o644))
            }
            symlink("src", root + "/docs")
            return root
        }

        func remove(_ root: String) {
            chmod(root + "/locked", 0o755)
            for file in ["src/main.swift", "notes.txt", "Config.toml", ".hidden", "docs"] { unlink(root + "/" + file) }
            for folder in ["src", "locked", ""] { rmdir(root + "/" + folder) }
        }

        @Test func enterOpensAFolderThroughALinkAndAnswersWithAnAbsolutePath() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["-t", "Open", "--file", "--path", root])
            run.waitForText("docs/")
            #expect(run.screen.text.contains("-> src"), "a link says where it leads")
            #expect(!run.screen.text.contains(".hidden"), "hidden entries are left out")
            run.send("\r")
            run.waitForText("main.swift")
            run.send("\r")
            expectExit(run, status: 0, stdout: root + "/docs/main.swift\n")
        }

        @Test func typingAndAPasteFilterLeftGoesUpAndCtrlTShowsHiddenEntries() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["--file", "--path", root + "/src"])
            run.waitForText("main.swift")
            run.send("\u{1B}[D")
            run.waitForText("notes.txt")
            run.send("\u{14}")
            run.waitForText(".hidden")
            run.send("\u{1B}[200~toml\u{1B}[201~")
            run.waitForText("Filter: toml")
            run.send("\r")
            expectExit(run, status: 0, stdout: root + "/Config.toml\n")
        }

        @Test func anUnreadableFolderSaysSoAndEscapeCancels() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["--directory", "--path", root, "-b", "Cancel", "-s", "cancel", "-b", "Choose"])
            run.waitForText("./")
            #expect(!run.screen.text.contains("notes.txt"), "choosing folders shows no files")
            run.type("locked")
            run.send("\r")
            // Root reads every folder: then it is only shown, empty.
            run.waitForText(geteuid() == 0 ? "Folder: \(root)/locked" : "This folder cannot be read")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func spaceAnswersWithAFolderAndResizeKeepsThePicker() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["--directory", "--path", root])
            run.waitForText("./")
            run.resize(columns: 50, rows: 12)
            run.waitForText("src/")
            // "src" alone would match the link to it too, by where it leads.
            run.type("src/")
            run.send(" ")
            expectExit(run, status: 0, stdout: root + "/src\n")
        }

        @Test func ctrlCEndsByTheSignal() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["--file", "--path", root])
            run.waitForText("notes.txt")
            run.send("\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func plainModeAsksAgainUntilThePathIsAFile() {
            let root = makeFolder()
            defer { remove(root) }
            let run = TerminalRun(["--file", "--path", root], environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("File (a file path, from \(root)):")
            run.send("src\r")
            run.waitForText("is a folder; give a file")
            run.send("nope\r")
            run.waitForText("does not exist")
            run.send("notes.txt\r")
            run.waitForText("Choose 1 [1]:")
            run.send("\r")
            expectExit(run, status: 0, stdout: root + "/notes.txt\n")
        }
    }
#endif
