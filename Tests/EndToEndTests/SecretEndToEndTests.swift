#if os(Linux)
    // Linux only: pseudo-terminals through forkpty, core files and Linux's signal behaviour.

    import Foundation
    import Glibc
    import TestThreads
    import Testing

    /// A password typed at an alert goes to the script that asked for it, and nowhere else: not
    /// to a core file when a signal ends alertty, not to the screen when stdout is the terminal.
    /// Each of these failed on 0.5.9.
    @Suite(.serialized, .ownThread) struct SecretEndToEndTests {
        /// The signals whose default action dumps core, sent as a person or the system would.
        static let dumpingSignals: [(name: String, number: Int32)] = [
            ("SIGQUIT", SIGQUIT), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ),
            // The faults a crash raises, whose handler restores the terminal before dying by them.
            ("SIGSEGV", SIGSEGV), ("SIGBUS", SIGBUS), ("SIGILL", SIGILL), ("SIGFPE", SIGFPE),
            ("SIGABRT", SIGABRT), ("SIGTRAP", SIGTRAP), ("SIGSYS", SIGSYS),
        ]

        @Test(arguments: 0..<dumpingSignals.count)
        func aSignalThatDumpsCoreAtAPasswordWritesNoCore(_ index: Int) throws {
            let (name, number) = Self.dumpingSignals[index]
            let directory = try temporaryDirectory(named: "alertty-core")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = TerminalRun(loginAlert, coreDumpsIn: directory)
            run.waitForText("Username")
            run.send("ada\thunter2-Zq9")
            run.waitForText("•••••••••••")
            if number == SIGQUIT {
                run.send("\u{1C}")  // Ctrl-\ at the keyboard
            } else {
                kill(run.pid, number)
            }
            let result = expectDeath(run, by: number)
            #expect(!result.coreDumped, "\(name) dumped core with the password in it")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        }

        @Test func anAlertWithoutASecretStillDumpsCoreAsAnyProgram() throws {
            // The harness's check itself: without a password, Ctrl-\ dumps core as it does for `sleep`.
            let directory = try temporaryDirectory(named: "alertty-core")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = TerminalRun(["-t", "Plain", "-i", "Name", "-b", "OK"], coreDumpsIn: directory)
            run.waitForText("Name")
            run.send("\u{1C}")
            let result = expectDeath(run, by: SIGQUIT)
            #expect(result.coreDumped, "the harness cannot see a core dump; the test above would prove nothing")
        }

        @Test(arguments: [[], ["--json"], ["--plain"]])
        func aPasswordIsNotPrintedToAStdoutThatIsTheTerminal(_ extra: [String]) {
            let run = TerminalRun(loginAlert + extra, interactiveSession: true)
            run.waitForText("Username")
            if extra == ["--plain"] {
                run.send("ada\r")
                run.waitForText("Password:")
                run.send("hunter2-Zq9\r")
                run.waitForText("Choose")
                run.send("2\r")
            } else {
                run.send("ada\thunter2-Zq9\r")
            }
            let shown = expectPasswordWithheld(run, notice: "standard output is a terminal")
            #expect(shown.contains("ada"), "the other lines are printed")
            if extra == ["--json"] {
                #expect(shown.contains(#"{"label":"Password","value":null}"#))
            } else if extra == [] {
                // The password's line is kept, empty, so `read` still finds each value in its place.
                #expect(shown.contains("ada\r\n\r\n"))
            }
        }

        @Test func aPasswordCapturedByTheScriptIsPrintedWhole() {
            let run = TerminalRun(loginAlert)
            run.waitForText("Username")
            run.send("ada\thunter2-Zq9\r")
            let result = expectExit(run, status: 0, stdout: "ada\nhunter2-Zq9\n")
            #expect(result.stderr == "")
        }
    }

    /// A new empty directory under /tmp.
    func temporaryDirectory(named prefix: String) throws -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw POSIXError(.EIO) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
#endif
