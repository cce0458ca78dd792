#if os(Linux)
    // Linux only: pseudo-terminals through forkpty, and /proc to see what a process holds open.

    import Foundation
    import Glibc
    import TestThreads
    import Testing

    /// Parallel jobs on one terminal (`make -j`) asking the same alert: the later ones take the
    /// first one's answer instead of asking it again (``SharedAnswer``), unless `--ask-again`
    /// or a secret says otherwise.
    @Suite(.serialized, .ownThread) struct SharedAnswerEndToEndTests {
        /// A first alert in the background, then, once the test opens the barrier, the same alert
        /// again from a process that writes its pid first; each one's stdout in a file of `directory`,
        /// each one's status on stderr (`first=0`, `second=0`).
        func twoAlerts(_ arguments: [String], in directory: String, barrier: Barrier) -> TerminalRun {
            let alert = (["\"$0\""] + arguments.map { "'\($0)'" }).joined(separator: " ")
            let script = """
                { sh -c 'echo $$ > "$0"; exec "$@"' "$2/first.pid" \(alert) > "$2/first.out"; echo "first=$?" >&2; } &
                \(Barrier.shellWait)
                sh -c 'echo $$ > "$0"; exec "$@"' "$2/second.pid" \(alert) > "$2/second.out"
                echo "second=$?" >&2
                wait
                """
            return TerminalRun(
                ["-c", script, alerttyPath, barrier.path, directory], executable: "/bin/sh",
                environment: ["XDG_RUNTIME_DIR": directory])
        }

        /// Where the open descriptors of `pid` lead.
        func openFiles(of pid: pid_t) -> [String] {
            let directory = "/proc/\(pid)/fd"
            return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).compactMap {
                try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + $0)
            }
        }

        /// The `which` (first, second) alert's pid, once it has written it.
        func process(_ which: String = "second", in directory: String) -> pid_t? {
            pid_t(String(decoding: contents(of: directory + "/\(which).pid"), as: UTF8.self).prefix { $0.isNumber })
        }

        /// Waits until the second alert is waiting: for the question's answer (its file open), or,
        /// `forItsTurn`, for the terminal (its lock on the device node open; its standard
        /// descriptors are not the terminal) without the question's file.
        func waitForTheSecond(_ run: TerminalRun, in directory: String, forItsTurn: Bool = false) {
            run.waitFor("the second alert to wait") { _ in
                guard let pid = process(in: directory) else { return false }
                let files = openFiles(of: pid)
                let asking = files.contains { $0.hasPrefix(directory + "/alertty/asked-") }
                return forItsTurn ? !asking && files.contains { $0.hasPrefix("/dev/pts/") } : asking
            }
        }

        /// Waits until a second alert has been drawn: each one enters the alternate screen once.
        func waitForASecondAlert(_ run: TerminalRun) {
            run.waitFor("the second alert") { _ in
                String(decoding: run.terminalBytes, as: UTF8.self).components(separatedBy: "\u{1B}[?1049h").count == 3
            }
        }

        /// Starts ``twoAlerts(_:in:barrier:)`` in a new directory, the second once the first shows
        /// `title`, and waits for the second to wait; the run, the directory, and the barrier
        /// (kept until the run ends).
        func startTwoAlerts(_ arguments: [String], showing title: String, forItsTurn: Bool = false) throws -> (
            TerminalRun, String, Barrier
        ) {
            let directory = try temporaryDirectory(named: "alertty-shared")
            let barrier = Barrier()
            let run = twoAlerts(arguments, in: directory, barrier: barrier)
            run.waitForText(title)
            barrier.open()
            waitForTheSecond(run, in: directory, forItsTurn: forItsTurn)
            return (run, directory, barrier)
        }

        @Test func theSameAlertAskedMeanwhileTakesTheFirstOnesAnswer() throws {
            let (run, directory, barrier) = try startTwoAlerts(
                ["-t", "Delete 3 files?", "-i", "Reason", "-b", "Delete", "-b", "Cancel"], showing: "Delete 3 files?")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            run.send("old")
            run.waitForText("old")
            run.send("\r")
            let result = run.finish()
            #expect(result.stderr.contains("first=0"))
            #expect(result.stderr.contains("second=0"))
            #expect(
                result.stderr.contains(
                    "alertty: 'Delete 3 files?' was already being asked on this terminal; took its answer 'Delete' "
                        + "(--ask-again asks anew)\n"))
            #expect(contents(of: directory + "/first.out") == Array("old\n".utf8))
            #expect(contents(of: directory + "/second.out") == Array("old\n".utf8))
            #expect(result.termiosRestored)
        }

        /// A cancel is an answer too: the status and the (empty) stdout are shared.
        @Test func aCancelIsShared() throws {
            let (run, directory, barrier) = try startTwoAlerts(
                ["-t", "Go?", "-b", "Go", "-b", "Stop", "-s", "cancel"], showing: "Go?")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            run.send("\u{1B}")
            let result = run.finish()
            #expect(result.stderr.contains("first=1"))
            #expect(result.stderr.contains("second=1"))
            #expect(result.stderr.contains("took its answer 'Stop'"))
            #expect(contents(of: directory + "/second.out").isEmpty)
        }

        /// An asker ended by a signal gave no answer: the waiter asks in its place.
        @Test func whenTheAskerIsKilledTheWaiterAsks() throws {
            let (run, directory, barrier) = try startTwoAlerts(
                ["-t", "Killed?", "-b", "Yes", "-b", "No"], showing: "Killed?")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            let first = try #require(process("first", in: directory))
            kill(first, SIGKILL)
            waitForASecondAlert(run)
            run.send("\r")
            let result = run.finish()
            #expect(result.stderr.contains("first=137"))
            #expect(result.stderr.contains("second=0"))
            #expect(!result.stderr.contains("already being asked"))
            #expect(contents(of: directory + "/second.out") == Array("Yes\n".utf8))
        }

        /// A waiter hears signals while it waits: SIGTERM ends it as it would end the alert.
        @Test func aWaiterEndsBySIGTERM() throws {
            let (run, directory, barrier) = try startTwoAlerts(["-t", "Wait?"], showing: "Wait?")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            kill(try #require(process(in: directory)), SIGTERM)
            run.waitFor("the waiter to end") { _ in String(decoding: run.stderr, as: UTF8.self).contains("second=") }
            #expect(String(decoding: run.stderr, as: UTF8.self).contains("second=143"))
            run.send("\r")
            let result = run.finish()
            #expect(result.stderr.contains("first=0"))
            #expect(result.termiosRestored)
        }

        /// A timeout is an answer: the waiter ends as the asker did.
        @Test func aTimeoutIsShared() throws {
            let (run, directory, barrier) = try startTwoAlerts(["-t", "Late?", "--timeout", "1"], showing: "Late?")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            let result = run.finish()
            #expect(result.stderr.contains("first=124"))
            #expect(result.stderr.contains("second=124"))
            #expect(contents(of: directory + "/second.out").isEmpty)
        }

        /// An answer is for those who asked while it was asked: the same alert asked after it is
        /// asked anew.
        @Test func theSameAlertAskedAfterTheAnswerIsAskedAnew() {
            let script = #""$0" -t Twice -b Yes -b No; "$0" -t Twice -b Yes -b No; echo "second=$?" >&2"#
            let run = TerminalRun(["-c", script, alerttyPath], executable: "/bin/sh")
            run.waitForText("Twice")
            run.send("\r")
            waitForASecondAlert(run)
            run.send("\t\r")
            let result = run.finish()
            #expect(result.stderr.contains("second=2"), "\(result.stderr)")
            #expect(result.stdout == "Yes\nNo\n")
        }

        /// With --ask-again, and for an alert with a password, the second alert waits for its turn
        /// and is asked after the first is answered.
        @Test(arguments: [["--ask-again"], ["--secure", "Password"]])
        func theSecondIsAskedAfterTheFirst(extra: [String]) throws {
            let (run, directory, barrier) = try startTwoAlerts(
                ["-t", "Again?", "-b", "Yes", "-b", "No"] + extra, showing: "Again?", forItsTurn: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            defer { withExtendedLifetime(barrier) {} }
            run.send("\r")
            waitForASecondAlert(run)
            run.send("\u{1B}")
            let result = run.finish()
            #expect(result.stderr.contains("first=0"))
            #expect(result.stderr.contains("second="))
            #expect(!result.stderr.contains("already being asked"))
        }
    }
#endif
