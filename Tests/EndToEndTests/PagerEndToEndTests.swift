#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// The pager on a real terminal: a file opened, scrolled and searched; a file another
    /// process writes to followed, cut short and replaced; a pipe read as it comes; and every
    /// bad file refused before the terminal is touched.
    @Suite(.serialized, .ownThread) struct PagerEndToEndTests {
        /// `count` numbered lines: `entry 1` to `entry N`.
        static func numbered(_ count: Int, from first: Int = 1) -> [UInt8] {
            Array((first..<(first + count)).map { "entry \($0)\n" }.joined().utf8)
        }

        /// Appends `bytes` to the file at `path`, as a program writing a log does.
        static func append(_ bytes: [UInt8], to path: String) {
            let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }

        @Test func aFileScrollsSearchesAndTheButtonAnswers() {
            let path = temporaryFile(named: "pager", containing: Self.numbered(5000))
            defer { unlink(path) }
            // The pager's rows counted without the line of keys (--key-help, tested on its own).
            let run = TerminalRun([
                "--title", "Log", "--pager", path, "--button", "Close", "--button", "Back", "--key-help", "never",
            ])
            run.waitForText("lines 1–17 of 5,000 · 0%")
            run.send("\u{1B}[B")
            run.waitForText("lines 2–18 of 5,000")
            run.send("\u{1B}[F")
            run.waitForText("lines 4,984–5,000 of 5,000 · 100%")
            run.send("g")
            run.waitForText("lines 1–17 of 5,000")
            // A key of its own: letters in the same read as `/` would be taken as a paste.
            run.type("/")
            run.send("entry 4242")
            run.waitForText("/entry 4242")
            run.send("\r")
            run.waitForText("lines 4,242–4,258 of 5,000")
            run.type("/")
            run.send("nowhere")
            run.send("\r")
            run.waitForText("Not found: nowhere")
            // Enter in the pager chooses the default button; the pager answers nothing itself.
            run.send("\r")
            expectExit(run, status: 0, stdout: "Close\n")
        }

        @Test func textFromTheFileNeverReachesTheTerminalRaw() {
            let path = temporaryFile(
                named: "pager",
                containing: Array("title \u{1B}]0;pwned\u{07} clear \u{1B}[2J end\n".utf8) + [0xC3, 0x28])
            defer { unlink(path) }
            let run = TerminalRun(["--pager", path])
            run.waitForText("title ^[]0;pwned^G clear ^[[2J end")
            run.waitForText("�(")
            #expect(!String(decoding: run.terminalBytes, as: UTF8.self).contains("\u{1B}]0;pwned"))
            run.send("\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func aFollowedFileShowsNewLinesThenItsTruncationAndReplacement() {
            let path = temporaryFile(named: "follow", containing: Self.numbered(3))
            defer { unlink(path) }
            let run = TerminalRun([
                "--title", "Install log", "--follow", path, "--button", "Close", "--key-help", "never",
            ])
            run.waitForText("lines 1–3 of 3")
            Self.append(Self.numbered(40, from: 4), to: path)
            run.waitForText("lines 27–43 of 43 · 100%")
            run.waitForText("entry 43")
            // Truncated: read again from the top, and said.
            truncate(path, 0)
            Self.append(Array("fresh start\n".utf8), to: path)
            run.waitForText("File cut short: read again from the top")
            run.waitForText("fresh start")
            // Rotated: the path names a new file, which is opened.
            let rotated = path + ".1"
            rename(path, rotated)
            defer { unlink(rotated) }
            let fresh = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            _ = Array("after rotation\n".utf8).withUnsafeBytes { write(fresh, $0.baseAddress, $0.count) }
            close(fresh)
            run.waitForText("File replaced: reading the new one")
            run.waitForText("after rotation")
            unlink(path)
            run.waitForText("File removed: showing what was read")
            run.send("\r")
            expectExit(run, status: 0, stdout: "Close\n")
        }

        @Test func aPipeIsShownAsItComesAndSaysWhenItEnds() {
            let run = TerminalRun(["--pager", "-"], endlessStdin: true)
            run.feedStdin("first line\n")
            run.waitForText("first line")
            run.waitForText("still reading")
            run.feedStdin("second line\n")
            run.waitForText("second line")
            run.closeStdin()
            run.waitForText("lines 1–2 of 2 · 100%")
            run.send("\u{1B}")
            expectExit(run, status: 255)
        }

        @Test func aResizeLaysThePagerOutForTheNewSize() {
            let path = temporaryFile(named: "pager", containing: Self.numbered(100))
            defer { unlink(path) }
            let run = TerminalRun(["--pager", path, "--key-help", "never"], columns: 80, rows: 24)
            run.waitForText("lines 1–19 of 100")
            run.send("G")
            run.waitForText("lines 82–100 of 100")
            run.resize(columns: 60, rows: 12)
            run.waitForText("lines 94–100 of 100")
            run.resize(columns: 70, rows: 16)
            run.waitForText("lines 90–100 of 100")
            run.send("\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func plainModeSaysTheTextBeforeTheQuestion() {
            let path = temporaryFile(named: "pager", containing: Array("one\ntwo\n".utf8))
            defer { unlink(path) }
            let run = TerminalRun(["--pager", path, "-b", "Close", "-b", "Later"], environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("(The end of \(path).)")
            run.waitForText("Choose 1-2")
            run.send("2\r")
            expectExit(run, status: 2, stdout: "Later\n")
        }

        @Test func answersGivenInAdvanceNeedNoPagerAndRoundTrip() {
            let path = temporaryFile(named: "pager", containing: Self.numbered(3))
            defer { unlink(path) }
            let answers = temporaryFile(named: "answers", containing: Array(#"{"id":"log","button":"Later"}"#.utf8))
            defer { unlink(answers) }
            let json = TerminalRun([
                "--id", "log", "--pager", path, "-b", "Close", "-b", "Later", "--answers", answers, "--json",
            ])
            expectExit(json, status: 2, stdout: #"{"button":"Later","index":1,"status":2,"fields":[]}"# + "\n")
            let shell = TerminalRun(["--follow", path, "-b", "Close", "--answer", "Close", "--shell"])
            expectExit(shell, status: 0, stdout: "answer_button='Close'\nanswer_status=0\n")
        }

        static let refusals: [(String, String)] = [
            ("/nonexistent/log", "cannot be read (No such file or directory); check the path and its permissions"),
            ("/tmp", "is a directory; name a text file"),
            ("/dev/zero", "is not a regular file (a device, socket or FIFO)"),
        ]

        @Test(arguments: refusals)
        func aBadFileIsRefusedBeforeTheTerminalIsTouched(_ path: String, _ said: String) {
            let run = TerminalRun(["--pager", path])
            let result = run.finish()
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.terminalBytes.isEmpty)
            #expect(result.stderr.contains(said), "\(result.stderr)")
        }

        @Test func aFIFOAndABinaryFileAreRefusedWithoutWaiting() throws {
            let fifo = try newFIFO()
            defer { unlink(fifo) }
            let binary = temporaryFile(named: "binary", containing: [0x7F, 0x45, 0x4C, 0x46, 0, 0, 1])
            defer { unlink(binary) }
            for (path, said) in [(fifo, "is not a regular file"), (binary, "is not text (it holds NUL bytes)")] {
                let result = TerminalRun(["--follow", path]).finish(timeout: 5)
                #expect(result.status == 64)
                #expect(result.stderr.contains(said), "\(result.stderr)")
            }
        }

        @Test func pagingStandardInputFromTheTerminalIsRefused() {
            let run = TerminalRun(["--pager", "-"], interactiveSession: true)
            let result = run.finish()
            #expect(result.status == 64)
            #expect(run.screen.text.contains("--pager - reads standard input, but standard input is a terminal"))
        }
    }
#endif
