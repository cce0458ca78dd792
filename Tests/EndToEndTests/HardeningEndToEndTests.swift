#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import AlerttyTerminal
    import Foundation
    import Glibc
    import ScreenModel
    import TestThreads
    import Testing

    /// The first line of the file at `path`, without its newline; `nil` when it cannot be read.
    func firstLine(of path: String) -> String? {
        guard let handle = fopen(path, "r") else { return nil }
        defer { fclose(handle) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, Int32(line.count), handle) != nil else { return nil }
        return String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The process id a shell wrote to `path` (`echo $! > path`); records an issue when there is none.
    func processID(in path: String, sourceLocation: SourceLocation = #_sourceLocation) -> pid_t? {
        guard let pid = firstLine(of: path).flatMap({ pid_t($0.filter(\.isNumber)) }) else {
            Issue.record("no process id in \(path)", sourceLocation: sourceLocation)
            return nil
        }
        return pid
    }

    /// The CPU time process `pid` has used, user and system, in clock ticks (`/proc/PID/stat`).
    func cpuTicks(of pid: pid_t) -> Int {
        // utime is field 14, stime 15.
        let fields = statFields(of: pid)
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return Int.max }
        return user + system
    }

    /// Seconds since process `pid` started (`/proc/PID/stat`'s start time against `/proc/uptime`).
    func processAge(of pid: pid_t) -> Double {
        // Field 22, the start time in clock ticks since boot.
        let fields = statFields(of: pid)
        guard fields.count > 19, let started = Double(fields[19]),
            let uptime = firstLine(of: "/proc/uptime")?.split(separator: " ").first.flatMap({ Double($0) })
        else { return 0 }
        return uptime - started / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits until what alertty wrote to `run`'s terminal fills it: nobody reads, so the next write waits.
    func waitUntilTheTerminalIsFull(_ run: TerminalRun) {
        run.waitWithoutReading("the terminal to fill") {
            var waiting: Int32 = 0
            _ = ioctl(run.master, UInt(FIONREAD), &waiting)
            return waiting >= 4095
        }
    }

    /// The name the kernel has for process `pid` (`/proc/PID/comm`): the program it last executed.
    func commandName(of pid: pid_t) -> String {
        firstLine(of: "/proc/\(pid)/comm") ?? ""
    }

    /// Inputs nobody means to give, each of which broke alertty once: every test here failed on the
    /// code before the hardening issue (run with ALERTTY_BINARY set to that build).
    @Suite(.serialized, .ownThread) struct HardeningEndToEndTests {
        // MARK: Sizes

        @Test(arguments: [(65535, 65535), (2, 1), (1, 65535)] as [(Int, Int)])
        func anySizeTheKernelReportsShowsTheAlert(columns: Int, rows: Int) {
            let run = TerminalRun(deleteAlert, columns: columns, rows: rows)
            run.waitFor("the alert to be drawn") { $0.onAlternateScreen }
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func aResizeToTheLargestSizeWhileShownIsSurvived() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            let before = run.terminalBytes.count
            run.resize(columns: 65535, rows: 65535)
            // The redraw for the new size (off the model's 300×300 corner) shows the resize was taken.
            run.waitFor("the redraw after the resize") { _ in run.terminalBytes.count > before }
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test(arguments: ["9223372036854775807", "65535", "-9223372036854775808"])
        func hugeColumnsAndLinesOnATerminalThatReportsNoSize(value: String) {
            let run = TerminalRun(deleteAlert, environment: ["COLUMNS": value, "LINES": value], columns: 0, rows: 0)
            run.waitFor("the alert to be drawn") { $0.onAlternateScreen }
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        /// Memory follows the box, not the screen (252 MB on a 2000×2000 terminal before).
        @Test func aLargeScreenCostsNoMoreMemoryThanASmallOne() {
            func peak(columns: Int, rows: Int) -> Int {
                let run = TerminalRun(deleteAlert, columns: columns, rows: rows)
                // The modes and the first frame go out in one write: seen switched, the frame is made.
                run.waitFor("the alert to be drawn") { $0.onAlternateScreen }
                let bytes = run.peakMemory() ?? Int.max
                run.send("\u{1B}")
                expectExit(run, status: 1)
                return bytes
            }
            let small = peak(columns: 80, rows: 24)
            let large = peak(columns: 2000, rows: 2000)
            #expect(large - small < 2 << 20, "peak RSS \(small) B at 80×24, \(large) B at 2000×2000")
        }

        // MARK: Integers from options

        @Test(arguments: [false, true])
        func theLargestMaxLengthIsSafeToTypeInto(plain: Bool) {
            let run = TerminalRun(
                ["-i", "Name", "--max-length", "9223372036854775807"] + (plain ? ["--plain"] : []))
            run.waitForText("Name")
            run.send("abc\r")
            if plain {
                run.waitForText("Choose")
                run.send("\r")
            }
            expectExit(run, status: 0, stdout: "abc\n")
        }

        // MARK: Descriptors

        @Test func aClosedStdoutNeverPutsThePasswordOnTheTerminal() {
            let run = TerminalRun(["--secure", "Password"], closed: [STDOUT_FILENO])
            run.waitForText("Password")
            run.send("hunter2\r")
            let result = expectExit(run, status: 0)
            let secret = Array("hunter2".utf8)
            #expect(!result.terminalBytes.indices.contains { result.terminalBytes[$0...].starts(with: secret) })
            #expect(result.stderr == "alertty: the answer was not written: standard output is closed\n")
        }

        @Test(arguments: [false, true])
        func messageFromAStandardInputThatIsClosedOrATerminalIsAUsageError(closed: Bool) {
            let run = TerminalRun(
                ["-m", "-"], interactiveSession: !closed, closed: closed ? [STDIN_FILENO] : [])
            let result = run.finish(timeout: 3)
            #expect(result.status == 64)
            let expected =
                "alertty: --message - reads standard input, but standard input is "
                + (closed ? "closed" : "a terminal")
            let said = closed ? result.stderr : run.screen.text
            #expect(said.replacingOccurrences(of: "\n", with: "").contains(expected), "\(said)")
        }

        // MARK: Input

        @Test func plainModeIgnoresAnEnterTypedBeforeTheQuestion() {
            let barrier = Barrier()
            let command =
                "\(Barrier.shellWait); exec '\(alerttyPath)' " + deleteAlert.map { "'\($0)'" }.joined(separator: " ")
                + " --plain"
            let run = TerminalRun(["-c", command, "sh", barrier.path], executable: "/bin/sh")
            run.send("\r")
            // The Enter is in the terminal's input before alertty starts: the terminal has echoed it.
            run.waitFor("the Enter to be echoed") { _ in !run.terminalBytes.isEmpty }
            barrier.open()
            run.waitForText("Choose")
            // An answer it does not take: asked again, so the Enter before it was not taken either.
            run.send("9\r")
            run.waitFor("the question asked again") { $0.text.components(separatedBy: "Choose").count == 3 }
            #expect(!run.hasExited(), "the Enter typed before the question answered it")
            run.send("2\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func plainModeLeavesNothingTypedAfterTheAnswerForTheShell() {
            let run = alerttyThenTheShellReads(deleteAlert + ["--plain"])
            run.waitForText("Choose")
            run.send("2\recho PWNED\r")
            run.expectTheShellReadsOnly("ok", afterAlerttyWith: "--plain")
        }

        @Test func aLegacyMouseClickNeverPressesTheFocusedButton() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            // X10/normal encoding: button 0 pressed then released at the top left, outside the box.
            run.send("\u{1B}[M !!\u{1B}[M#!!")
            // Keys are handled in order: once this arrow has moved the focus, the click was handled.
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            #expect(!run.hasExited(), "the click pressed a button")
            run.send("\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        @Test func aMouseClickUnderNoMouseDoesNothing() {
            let run = TerminalRun(deleteAlert + ["--no-mouse"])
            run.waitForText("[ Cancel ]")
            run.click(on: "Cancel")
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            #expect(!run.hasExited(), "a click under --no-mouse pressed a button")
            run.send("\r")
            expectExit(run, status: 0, stdout: "Delete\n")
        }

        /// A terminal's answer to some other program's query: its letters once moved the focus
        /// ('d' to Delete) and could have chosen.
        @Test func aReplyNobodyAskedForIsNotTyped() {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}]10;rgb:dddd/dddd/dddd\u{07}\u{1B}[I\u{1B}P1$r0m\u{1B}\\")
            run.send("\r")
            expectExit(run, status: 1)
        }

        @Test func aPasteThatNeverEndsStopsAfterItsQuiet() {
            let run = TerminalRun(["-i", "Name"])
            run.waitForText("Name")
            run.send("\u{1B}[200~abc")
            // The paste is typed once its quiet has ended it: its text on the screen is the sign.
            run.waitForText("abc")
            run.send("\r")
            expectExit(run, status: 0, stdout: "abc\n")
        }

        // MARK: Signals

        /// Every way an alert can end, overlay and plain, each checked for the same promise: the
        /// terminal as it was found (settings, cursor, main screen, mouse and paste modes off).
        /// The signals come from the table the sessions use, so a new one cannot be left out; the
        /// faults a crash raises among them, sent with kill (a crash left the terminal raw before).
        static let waysOut: [WayOut] =
            [
                .keys("Enter on Cancel", "\r", status: 1), .keys("Right and Enter", "\u{1B}[C\r", status: 0),
                .keys("Escape", "\u{1B}", status: 1), .keys("Space", " ", status: 1), .click("Delete", status: 0),
                .timeout, .hangUp, .internalError,
            ] + SignalTable.watched.filter { SignalTable.action(for: $0) == .end }.map(WayOut.signal)
            + SignalTable.faults.map(WayOut.signal)

        enum WayOut: CustomTestStringConvertible, Sendable {
            case keys(String, String, status: Int32)
            case click(String, status: Int32)
            case timeout, hangUp, internalError
            case signal(Int32)

            var testDescription: String {
                switch self {
                case .keys(let name, _, _): name
                case .click(let label, _): "a click on \(label)"
                case .timeout: "--timeout"
                case .hangUp: "hang-up"
                case .internalError: "internal error"
                case .signal(let number): "signal \(number)"
                }
            }
        }

        @Test(arguments: waysOut)
        func everyWayOutLeavesTheTerminalAsItWasFound(_ wayOut: WayOut) {
            for plain in [false, true] {
                // Plain mode answers lines: the keys and clicks of the overlay have no plain twin.
                if plain, case .keys = wayOut { continue }
                if plain, case .click = wayOut { continue }
                let arguments = deleteAlert + (plain ? ["--plain"] : [])
                switch wayOut {
                case .internalError:
                    let run = TerminalRun(
                        ["-c", "ulimit -n 4 && exec \"$0\" \"$@\"", alerttyPath] + arguments, executable: "/bin/sh")
                    expectExit(run, status: 70)
                    continue
                case .timeout:
                    expectExit(TerminalRun(arguments + ["--timeout", "0.3"]), status: 124)
                    continue
                default:
                    break
                }
                let run = TerminalRun(arguments)
                run.waitForText(plain ? "Choose" : "[ Cancel ]")
                switch wayOut {
                case .keys(_, let keys, let status):
                    run.send(keys)
                    expectExit(run, status: status, stdout: status == 0 ? "Delete\n" : "")
                case .click(let label, let status):
                    guard let cell = run.cell(of: label) else {
                        Issue.record("no \(label) button on screen:\n\(run.screen.text)")
                        continue
                    }
                    run.click(column: cell.column, row: cell.row)
                    expectExit(run, status: status, stdout: "\(label)\n")
                case .signal(let number):
                    kill(run.pid, number)
                    expectDeath(run, by: number)
                case .hangUp:
                    run.hangUp()
                    let result = run.finish()
                    #expect(result.signal == SIGHUP)
                    #expect(result.stdout == "")
                case .timeout, .internalError:
                    break
                }
            }
        }

        @Test func ctrlCStopsTheScriptThatCalledAlertty() {
            let script = "'\(alerttyPath)' -t Question; echo continued"
            let run = TerminalRun(["-c", script], executable: "/bin/bash")
            run.waitForText("Question")
            run.send("\u{03}")
            let result = run.finish()
            #expect(result.signal == SIGINT)
            #expect(!result.stdout.contains("continued"))
        }

        /// SIGTTIN and SIGTTOU stop alertty as Ctrl-Z does: the screen handed back, then the alert
        /// redrawn on fg (needs a job-control shell, as the Ctrl-Z test explains). Before, they
        /// stopped it raw, on the alternate screen.
        @Test(arguments: [SIGTTIN, SIGTTOU])
        func ttinAndTtouSuspendWithTheScreenRestored(signal: Int32) {
            let pidFile = "/tmp/alertty-suspend-\(getpid())-\(signal)"
            defer { unlink(pidFile) }
            let shell = TerminalRun.interactiveShell()
            let command = ([alerttyPath] + deleteAlert).map { "'\($0)'" }.joined(separator: " ")
            shell.send("sh -c 'echo $$ > \(pidFile); exec \"$0\" \"$@\"' \(command) > /dev/null\r")
            shell.waitFor("the alert") { $0.onAlternateScreen && $0.text.contains("[ Cancel ]") }
            guard let pid = processID(in: pidFile) else { return }
            kill(pid, signal)
            shell.waitFor("the shell to report the stopped job") {
                !$0.onAlternateScreen && $0.cursorVisible && $0.text.contains("Stopped")
            }
            // Mouse reporting is off (bash turns bracketed paste on at its own prompt).
            #expect(shell.screen.privateModes.isDisjoint(with: [1000, 1006]))
            shell.send("fg\r")
            shell.waitFor("the alert to come back") { $0.onAlternateScreen && $0.text.contains("[ Cancel ]") }
            shell.send("\u{1B}")
            shell.waitFor("the prompt") { !$0.onAlternateScreen && $0.lines.last { !$0.isEmpty } == "$" }
            shell.send("exit\r")
            _ = shell.finish()
        }

        /// A terminal that takes no more output (a paused pane, a stuck ssh) must not make alertty
        /// deaf: before, SIGTERM waited for a write that never finished.
        @Test func aStalledTerminalStillHearsSIGTERM() {
            let message = String(repeating: "A long message that makes every frame large. ", count: 200)
            let run = TerminalRun(["-t", "Stalled", "-m", message], columns: 200, rows: 60)
            run.waitForText("Stalled")
            // Full redraws nobody reads: the terminal's buffer fills and the write waits.
            for _ in 0..<100 { kill(run.pid, SIGWINCH) }
            waitUntilTheTerminalIsFull(run)
            kill(run.pid, SIGTERM)
            #expect(run.waitForExitWithoutReading(timeout: 2), "alertty did not end within 2 s of SIGTERM")
            let result = run.finish()
            #expect(result.signal == SIGTERM)
            #expect(result.termiosRestored)
        }

        /// The signal handlers go in after the first frame (until then signals wait, blocked), so a
        /// first frame the terminal will not take must still hear them: here the terminal was full
        /// before alertty started, and SIGTERM must end the wait for it.
        @Test func aTerminalFullBeforeTheFirstFrameStillHearsSIGTERM() {
            let fill = "yes 'output nobody reads' > /dev/tty & \(Barrier.shellWait); shift; exec \"$@\""
            let barrier = Barrier()
            let run = TerminalRun(
                ["-c", fill, "sh", barrier.path, alerttyPath, "-t", "Stalled"], executable: "/bin/sh")
            waitUntilTheTerminalIsFull(run)
            barrier.open()
            // alertty, on a full terminal, waits in poll for room for its first frame.
            run.waitWithoutReading("alertty to wait to write its first frame") {
                commandName(of: run.pid) == "alertty" && processStatusLetter(of: run.pid) == "S"
                    && firstLine(of: "/proc/\(run.pid)/wchan")?.contains("poll") == true
            }
            kill(run.pid, SIGTERM)
            #expect(run.waitForExitWithoutReading(timeout: 2), "alertty did not end within 2 s of SIGTERM")
            let result = run.finish()
            #expect(result.signal == SIGTERM)
            // Not `result.termiosRestored` in the expectation: a failure would print every byte the filler wrote.
            let restored = result.termiosRestored
            #expect(restored)
        }

        // MARK: Waiting, reading and writing

        @Test func theTimeoutCountsWhileTheMessageIsStillBeingRead() {
            let started = now()
            let run = TerminalRun(["-m", "-", "--timeout", "1"], endlessStdin: true)
            let result = run.finish(timeout: 5)
            #expect(result.status == 124)
            #expect(result.stderr == "alertty: no answer within 1 s (--timeout)\n")
            #expect(now() - started < 4)
        }

        @Test func anEndlessMessageIsRefusedAtItsLimit() {
            let run = TerminalRun(["-m", "-"], stdinPath: "/dev/zero")
            let result = run.finish(timeout: 10)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("alertty: the message on standard input is longer than 64 MiB"))
        }

        /// After `su`, the terminal's device node belongs to someone else and cannot be opened for
        /// the lock; alerts of the new user still take turns, through the terminal's byte of
        /// /dev/tty, also where another user has taken one of the private places first.
        @Test(arguments: [nil, "hostile"] as [String?])
        func alertsOnAnotherUsersTerminalStillTakeTurns(runtimeDirectory: String?) throws {
            var environment: [String: String] = [:]
            var hostile: String?
            if runtimeDirectory != nil {
                // XDG_RUNTIME_DIR/alertty made first by root: once, the lock was then switched off.
                let directory = try temporaryDirectory(named: "alertty-runtime")
                chmod(directory, 0o755)
                try #require(mkdir(directory + "/alertty", 0o755) == 0)
                environment["XDG_RUNTIME_DIR"] = directory
                hostile = directory
            }
            defer { hostile.map { try? FileManager.default.removeItem(atPath: $0) } }
            let run = expectASecondAlertOfAnotherUserWaitsItsTurn(environment: environment)
            #expect(!String(decoding: run.stderr, as: UTF8.self).contains("do not take turns"))
        }

        /// As user 65534, on a terminal whose device they cannot open, shows a first alert, then
        /// runs `between` (a shell line) and a second alert with a 2.5 s timeout: the second must
        /// give up waiting for its turn, never drawing over the first. Returns the finished run.
        func expectASecondAlertOfAnotherUserWaitsItsTurn(
            between: String = "", environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation
        ) -> TerminalRun {
            let barrier = Barrier()
            let script = """
                "$0" -t First -b One & \(Barrier.shellWait)
                \(between)
                "$0" -t Second -b Two --timeout 2.5 >/dev/null; echo "second=$?" >&2
                wait
                """
            let run = TerminalRun(
                ["-c", script, alerttyForAnyUser, barrier.path], executable: "/bin/sh", environment: environment,
                user: 65534)
            run.waitForText("First", sourceLocation: sourceLocation)
            barrier.open()
            run.waitFor("the second alert to give up", timeout: 10, sourceLocation: sourceLocation) { _ in
                String(decoding: run.stderr, as: UTF8.self).contains("second=124")
            }
            #expect(
                !String(decoding: run.terminalBytes, as: UTF8.self).contains("Second"),
                "the second alert drew over the first", sourceLocation: sourceLocation)
            run.send("\r")
            let result = run.finish()
            #expect(result.stdout == "One\n", sourceLocation: sourceLocation)
            return run
        }

        /// The lock was once a file in a private directory; deleted while the first alert was up
        /// (a cleaned /tmp, a closed login session), it let the next alert draw over the first.
        @Test func alertsOnAnotherUsersTerminalTakeTurnsWhenTheirPrivateDirectoryIsDeleted() throws {
            let runtime = try temporaryDirectory(named: "alertty-runtime")
            defer { try? FileManager.default.removeItem(atPath: runtime) }
            try #require(chown(runtime, 65534, 65534) == 0)
            _ = expectASecondAlertOfAnotherUserWaitsItsTurn(
                between: #"rm -rf "$XDG_RUNTIME_DIR/alertty""#, environment: ["XDG_RUNTIME_DIR": runtime])
        }

        /// Any user may lock any byte of /dev/tty: one holding another terminal's byte from their
        /// own terminal would hold that terminal's alerts back for good. It is not waited for.
        @Test func aTerminalsByteOfDevTtyHeldFromAnotherTerminalIsNotWaitedFor() throws {
            let barrier = Barrier()
            let alert = TerminalRun(
                ["-c", "\(Barrier.shellWait); exec \"$0\" -t Alone -b OK", alerttyForAnyUser, barrier.path],
                executable: "/bin/sh", user: 65534)
            // TIOCGPTN, _IOR('T', 0x30, unsigned int): the number of the pseudo-terminal's /dev/pts node.
            var number: UInt32 = 0
            try #require(ioctl(alert.master, UInt(0x8004_5430), &number) == 0)
            var info = stat()
            try #require(stat("/dev/pts/\(number)", &info) == 0)
            // Holds the byte of the alert's terminal, from its own terminal, until a line is typed there.
            let holder = TerminalRun(
                [
                    "-MFcntl", "-e",
                    #"""
                    open(my $tty, "+<", "/dev/tty") or die "/dev/tty: $!";
                    fcntl($tty, F_SETLK, pack("ssx4qqix4", F_WRLCK, SEEK_SET, $ARGV[0], 1, 0)) or die "lock: $!";
                    print $tty "locked\r\n";
                    <$tty>;
                    """#,
                    String(UInt32(truncatingIfNeeded: info.st_rdev)),
                ], executable: "/usr/bin/perl")
            holder.waitForText("locked")
            barrier.open()
            alert.waitForText("Alone")
            alert.send("\r")
            let result = alert.finish()
            #expect(result.status == 0)
            #expect(
                result.stderr.hasPrefix("alertty: alerts on this terminal do not take turns: process "),
                "\(result.stderr)")
            holder.send("\r")
            _ = holder.finish()
        }

        /// Each SIGCONT to a stopped background alert once counted towards a limit of 100 stops;
        /// past it, the alert spun at full CPU, holding the terminal's lock.
        @Test func aBackgroundAlertStaysStoppedWhateverSIGCONTsItGets() {
            let shell = TerminalRun.interactiveShell()
            shell.send("'\(alerttyPath)' -t Later -b OK & echo \"pid=$!\"\r")
            // The line the echo printed, not the command line typed (which says pid=$!).
            func pidLine(_ screen: Screen) -> Substring? {
                screen.lines.lazy.map { Substring($0) }.first {
                    $0.hasPrefix("pid=") && $0.dropFirst(4).first?.isNumber == true
                }
            }
            shell.waitFor("the background job's pid") { pidLine($0) != nil }
            guard let pid = pidLine(shell.screen).flatMap({ pid_t($0.dropFirst(4).prefix { $0.isNumber }) }) else {
                Issue.record("no pid on the screen:\n\(shell.screen.text)")
                return
            }
            shell.waitFor("the background alert to stop") { _ in processStatusLetter(of: pid) == "T" }
            // One at a time: each SIGCONT finds it in the background, and it stops again. (A stopped
            // process is running again the moment kill returns.)
            for count in 1...120 {
                kill(pid, SIGCONT)
                shell.waitWithoutReading("SIGCONT number \(count) to find the alert in the background, stopping again")
                {
                    processStatusLetter(of: pid) == "T"
                }
                guard processStatusLetter(of: pid) == "T" else { break }
            }
            let ticks = cpuTicks(of: pid)
            shell.send("fg\r")
            shell.waitFor("the alert in the foreground") { $0.onAlternateScreen && $0.text.contains("[ OK ]") }
            shell.send("\r")
            shell.waitFor("the prompt") { !$0.onAlternateScreen && $0.lines.last { !$0.isEmpty } == "$" }
            #expect(ticks < 100, "\(ticks) ticks of CPU while waiting in the background")
            shell.send("exit\r")
            _ = shell.finish()
        }

        /// An alert stopped from outside (SIGSTOP: a debugger, `kill -STOP`) never left the screen:
        /// a key typed while it was stopped is for it. Resuming once threw such keys away, and so
        /// did a SIGCONT noted while a background alert waited for the foreground, arriving after
        /// `fg` had shown it: the person's Enter was lost.
        @Test func aKeyTypedWhileTheAlertWasStoppedFromOutsideAnswersIt() {
            let run = TerminalRun(["-t", "Paused", "-b", "OK", "-b", "Cancel", "-s", "cancel"])
            run.waitFor("the alert") { $0.text.contains("[ Cancel ]") }
            run.waitUntilWaiting()
            kill(run.pid, SIGSTOP)
            #expect(run.waitUntilStopped(), "SIGSTOP did not stop alertty")
            run.send("\r")
            kill(run.pid, SIGCONT)
            let result = run.finish()
            #expect(result.status == 0, "the Enter typed while stopped was not taken")
            #expect(result.stdout == "OK\n")
        }

        /// A background job whose shell has gone cannot be stopped or brought back: it once ended
        /// as a hang-up without a word.
        @Test func anOrphanedBackgroundAlertSaysWhyItEnds() {
            let shell = TerminalRun.interactiveShell()
            // bash -c with job control puts alertty in its own process group, then exits: orphaned.
            shell.send("bash -c \"set -m; '\(alerttyPath)' -t Orphan -b OK & \"\r")
            shell.waitFor("alertty to say why it ends") {
                $0.text.replacingOccurrences(of: "\n", with: "").contains("whose shell has gone")
            }
            #expect(
                !String(decoding: shell.terminalBytes, as: UTF8.self).contains("[ OK ]"),
                "the orphan drew over the shell")
            shell.send("exit\r")
            _ = shell.finish()
        }

        /// A holder that is showing its alert is left alone (a notice once overwrote its border);
        /// one that is stopped gets a line saying why the second alert does not appear.
        @Test func aWaitingAlertSaysSoOnlyWhenTheAlertBeforeItIsStopped() {
            let pidFile = "/tmp/alertty-holder-\(getpid())"
            defer { unlink(pidFile) }
            let barrier = Barrier()
            let script = """
                "$0" -t First -b One & echo $! > "$2"; \(Barrier.shellWait)
                "$0" -t Second -b Two; echo "second=$?" >&2
                wait
                """
            let run = TerminalRun(["-c", script, alerttyPath, barrier.path, pidFile], executable: "/bin/sh")
            run.waitForText("First")
            barrier.open()
            // The second alert has waited past the moment it would say so (a second).
            run.waitFor("the second alert to wait long enough to notice") { _ in
                childProcess(of: run.pid, withArgument: "Second").map { processAge(of: $0) > 1.5 } ?? false
            }
            #expect(!run.screen.text.contains("alertty: waiting"), "a notice was drawn over a showing alert")
            guard let holder = processID(in: pidFile) else { return }
            kill(holder, SIGSTOP)
            run.waitForText("alertty: waiting for process \(holder)'s alert, which is stopped; fg resumes it")
            kill(holder, SIGCONT)
            // Resumed, the first alert draws itself whole again (and drops keys typed meanwhile).
            run.waitFor("the first alert to come back") {
                !$0.text.contains("alertty: waiting") && $0.text.contains("First")
            }
            run.send("\r")
            run.waitForText("Second")
            run.send("\r")
            let result = run.finish()
            #expect(result.stdout == "One\nTwo\n")
        }

        @Test func aClosedStderrPipeNeverChangesThePresetAnswersStatus() {
            let run = TerminalRun(
                ["-c", "'\(alerttyPath)' -b OK -b No --answer No 2>&1 | true; echo \"status=${PIPESTATUS[0]}\""],
                executable: "/bin/bash", interactiveSession: true)
            run.waitForText("status=")
            #expect(run.screen.text.contains("status=2"), "\(run.screen.text)")
            _ = run.finish()
        }

        @Test(arguments: ["--help", "--version"])
        func helpOrVersionThatCannotBeWrittenFails(option: String) {
            for target in ["> /dev/full", ">&-"] {
                let run = TerminalRun(
                    ["-c", "'\(alerttyPath)' \(option) 2>&1 \(target); echo \"status=$?\""], executable: "/bin/sh",
                    interactiveSession: true)
                run.waitForText("status=")
                let text = run.screen.text
                #expect(text.contains("status=74"), "\(option) \(target): \(text)")
                #expect(text.contains("alertty: cannot write"), "\(option) \(target): \(text)")
                _ = run.finish()
            }
        }

        @Test func anOverriddenEnvironmentVariableIsNotValidated() {
            let result = runWithoutTerminal(
                ["--theme", "dark", "--answer", "OK"], environment: ["ALERTTY_THEME": "neon"])
            #expect(result.status == 0)
            #expect(result.stdout == "OK\n")
        }

        // MARK: Parsing

        @Test(
            arguments: [
                (["-t", "-b", "OK"], "option '--title' needs a value but got the option '-b'"),
                (["-b", "Yes\nNo"], "--button label 'Yes^JNo' contains a line break"),
                (["-i", "Name\nAge"], "--input label 'Name^JAge' contains a line break"),
            ] as [([String], String)])
        func slipsInTheArgumentsAreUsageErrors(arguments: [String], message: String) {
            let result = runWithoutTerminal(arguments)
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: " + message), "\(result.stderr)")
        }

        /// Two different bytes that are not UTF-8 both became U+FFFD, so --answer "\376" chose the
        /// button "\377" and printed a third thing.
        @Test func labelsThatAreNotUTF8NeverMatchThroughRepair() {
            let script = "'\(alerttyPath)' -b \"$(printf '\\377')\" --answer \"$(printf '\\376')\"; echo \"status=$?\""
            let run = TerminalRun(["-c", script], executable: "/bin/sh")
            let result = run.finish()
            #expect(result.stdout == "status=64\n")
            #expect(result.stderr.contains("is not valid UTF-8"), "\(result.stderr)")
        }
    }
#endif
