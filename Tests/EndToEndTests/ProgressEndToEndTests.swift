#if os(Linux)
    // Linux only, as the other end-to-end tests.

    import Glibc
    import TestThreads
    import Testing

    /// `--progress` and `--run` on a pseudo-terminal and without one: every input format, the
    /// ways to stop early, and a status that is always the work's.
    @Suite(.serialized, .ownThread) struct ProgressEndToEndTests {
        let installing = ["--title", "Installing", "--progress"]

        /// A file the test creates to let a command it started go on (the command waits for it).
        final class Go {
            let path: String
            init() { path = temporaryFile(named: "alertty-go", containing: []) + ".go" }
            /// Shell code that waits until ``release()``.
            var wait: String { "while [ ! -e \(path) ]; do sleep 0.02; done" }
            func release() { close(open(path, O_CREAT | O_WRONLY, 0o600)) }
            deinit { unlink(path) }
        }

        @Test func eachLineFormatMovesTheBarAndTheEndOfInputExitsZero() {
            let run = TerminalRun(installing, endlessStdin: true)
            run.feedStdin("37.5 Copying files\n")
            run.waitForText("37%")
            run.waitForText("Copying files")
            #expect(run.screen.text.contains("████████████████▉"), "an eighth-block bar:\n\(run.screen.text)")
            run.feedStdin("# Configuring\n")
            run.waitForText("Configuring")
            run.feedStdin(#"{"percent": 90, "text": "Cleaning up"}"# + "\n")
            run.waitForText("90%")
            run.waitForText("Cleaning up")
            run.feedStdin("100")
            run.closeStdin()
            let result = expectExit(run, status: 0)
            #expect(result.stderr == "")
        }

        @Test func textAloneShowsAMovingStripeUntilAPercentageArrives() {
            let run = TerminalRun(installing, endlessStdin: true)
            run.feedStdin("Preparing\n")
            run.waitForText("Preparing")
            run.waitFor("an indeterminate bar") { $0.text.contains("█") && !$0.text.contains("%") }
            let first = run.screen.text
            run.waitFor("the stripe to move") { $0.text != first }
            run.feedStdin("5\n")
            run.waitForText("5%")
            run.closeStdin()
            expectExit(run, status: 0)
        }

        @Test func reducedMotionKeepsTheStripeStill() {
            let run = TerminalRun(installing, environment: ["ALERTTY_REDUCE_MOTION": "1"], endlessStdin: true)
            run.feedStdin("Preparing\n")
            run.waitForText("Preparing")
            let bar = run.screen.lines.first { $0.contains("█") }
            // The clock ticks once a second; the bar must be the same after it has.
            run.waitForText("0:01 elapsed")
            #expect(run.screen.lines.first { $0.contains("█") } == bar)
            run.closeStdin()
            expectExit(run, status: 0)
        }

        @Test func aCancelExitsOneAndStopsReading() {
            let run = TerminalRun(installing + ["--button", "Cancel", "--style", "cancel"], endlessStdin: true)
            run.feedStdin("10\n")
            run.waitForText("10%")
            run.send("\r")
            expectExit(run, status: 1)
        }

        @Test func withoutButtonsKeysDoNothingAndCtrlCEndsItBySIGINT() {
            let run = TerminalRun(installing, endlessStdin: true)
            run.feedStdin("10\n")
            run.waitForText("10%")
            run.send("\r\u{1B} q")
            run.feedStdin("20\n")
            run.waitForText("20%")
            #expect(!run.hasExited())
            run.send("\u{03}")
            expectDeath(run, by: SIGINT)
        }

        @Test func theCommandsOutputShowsAndItsStatusIsTheAnswer() {
            let go = Go()
            let run = TerminalRun(
                [
                    "--title", "Building", "--run", "--", "/bin/sh", "-c",
                    "echo compiling a.c; echo warning >&2; \(go.wait); exit 3",
                ])
            run.waitForText("compiling a.c")
            run.waitForText("warning")
            run.waitForText("elapsed")
            go.release()
            let result = expectExit(run, status: 3)
            // It failed: its lines are said again once the alert has closed.
            #expect(result.stderr == "compiling a.c\nwarning\n")
        }

        /// The README's own `--run -- make` where there is no Makefile: make's reason was shown
        /// nowhere, and only the status was left.
        @Test func aFailedCommandsReasonIsOnStderrOnceTheAlertCloses() {
            let reason = "make: *** No targets specified and no makefile found.  Stop."
            let failing = TerminalRun([
                "--title", "Building", "--run", "--", "/bin/sh", "-c", "echo '\(reason)' >&2; exit 2",
            ])
            let result = expectExit(failing, status: 2)
            #expect(result.stderr == reason + "\n")

            let long = TerminalRun(["--run", "--", "/bin/sh", "-c", "seq 1 25; exit 1"])
            #expect(
                expectExit(long, status: 1).stderr
                    == "alertty: … 5 earlier lines; --show-output prints them all\n"
                    + (6...25).map { "\($0)\n" }.joined())

            let never = TerminalRun(["--show-output=never", "--run", "--", "/bin/sh", "-c", "echo why >&2; exit 2"])
            #expect(expectExit(never, status: 2).stderr == "")
            let passing = TerminalRun(["--run", "--", "/bin/sh", "-c", "echo fine >&2"])
            #expect(expectExit(passing, status: 0).stderr == "")
        }

        @Test func progressLinesFromTheCommandMoveTheBar() {
            let go = Go()
            let run = TerminalRun([
                "--title", "Building", "--run", "--progress-lines", "--", "/bin/sh", "-c",
                "echo 40 Linking; echo plain output; \(go.wait)",
            ])
            run.waitForText("40%")
            run.waitForText("Linking")
            run.waitForText("plain output")
            go.release()
            expectExit(run, status: 0)
        }

        @Test func ctrlCGoesToTheCommandAndAlerttyEndsAsTheCommandDid() {
            let trapping = TerminalRun([
                "--run", "--", "/bin/sh", "-c", "trap 'exit 7' INT; echo ready; while :; do sleep 0.05; done",
            ])
            trapping.waitForText("ready")
            trapping.send("\u{03}")
            expectExit(trapping, status: 7)

            let dying = TerminalRun(["--run", "--", "/bin/sh", "-c", "echo ready; while :; do sleep 0.05; done"])
            dying.waitForText("ready")
            dying.send("\u{03}")
            expectDeath(dying, by: SIGINT)
        }

        @Test func aCancelStopsACommandThatIgnoresTERMWithKILL() {
            let run = TerminalRun([
                "--title", "Building", "--button", "Stop", "--style", "cancel", "--kill-after", "0.3", "--run", "--",
                "/bin/sh", "-c", "trap '' TERM; echo pid=$$; while :; do sleep 0.05; done",
            ])
            run.waitForText("pid=")
            let line = run.screen.lines.first { $0.contains("pid=") } ?? ""
            let pid = pid_t(line.split(separator: "=").last?.prefix { $0.isNumber } ?? "") ?? 0
            run.send("\r")
            run.waitForText("Stopping")
            // Stopped on purpose: its lines are not said again.
            #expect(!expectExit(run, status: 1).stderr.contains("pid="))
            #expect(pid > 0 && kill(pid, 0) == -1 && errno == ESRCH, "the command is gone")
        }

        /// How a person ends a command that stopped itself, and how alertty ends then.
        enum StoppedCommandEnding: Sendable {
            case ctrlC, cancel, timeout
        }

        /// A command that stops itself is said to be stopped, and ends as a running one does (the
        /// spinner turned forever and Ctrl-C waited for --kill-after before). --kill-after is
        /// long, so an ending that waits for SIGKILL fails.
        @Test(arguments: [
            ("TSTP", StoppedCommandEnding.ctrlC, false), ("STOP", .cancel, false), ("STOP", .timeout, false),
            ("TSTP", .ctrlC, true),
        ])
        func aCommandThatStopsItselfIsSaidAndEndsAsARunningOne(
            signal: String, ending: StoppedCommandEnding, plain: Bool
        ) {
            let run = TerminalRun(
                ["--button", "Stop", "--style", "cancel", "--kill-after", "60"]
                    + (ending == .timeout ? ["--timeout", "3"] : []) + (plain ? ["--plain"] : [])
                    + ["--run", "--", "/bin/sh", "-c", "echo stopping; kill -\(signal) $$; echo continued"])
            run.waitForText("Command stopped")
            #expect(!run.screen.text.contains("continued"))
            switch ending {
            case .ctrlC:
                run.send("\u{03}")
                expectDeath(run, by: SIGINT)
            case .cancel:
                run.send("\r")
                expectExit(run, status: 1)
            case .timeout:
                expectExit(run, status: 124)
            }
        }

        @Test func aSignalToAlerttyGoesToTheCommandFirst() {
            let run = TerminalRun(["--run", "--", "/bin/sh", "-c", "echo ready; while :; do sleep 0.05; done"])
            run.waitForText("ready")
            kill(run.pid, SIGTERM)
            expectDeath(run, by: SIGTERM)
        }

        /// A crash of alertty ends the command it ran, all of its process group (the terminal was
        /// put back, but the command lived on, unseen).
        @Test func aCrashEndsTheCommandsWholeGroup() {
            let pidFile = temporaryFile(named: "alertty-run-pid", containing: [])
            defer { unlink(pidFile) }
            let run = TerminalRun([
                "--run", "--", "/bin/sh", "-c", "sleep 77.5 & echo $! > \(pidFile); echo ready; wait",
            ])
            run.waitForText("ready")
            guard let pid = processID(in: pidFile) else { return }
            defer { kill(pid, SIGKILL) }
            kill(run.pid, SIGSEGV)
            expectDeath(run, by: SIGSEGV)
            // Gone, or dead and waiting to be reaped by whoever inherited it.
            run.waitWithoutReading("the command's sleep to end") {
                kill(pid, 0) == -1 || processStatusLetter(of: pid) == "Z"
            }
        }

        @Test func progressFromATerminalOrAClosedStdinIsAUsageError() {
            let typed = TerminalRun(installing, interactiveSession: true)
            let result = typed.finish()
            #expect(result.status == 64)
            let closed = TerminalRun(installing, closed: [0])
            #expect(
                closed.finish().stderr.hasPrefix(
                    "alertty: --progress reads standard input, but standard input is closed"))
        }

        @Test func theTimeoutStopsTheCommandAndExits124() {
            let run = TerminalRun([
                "--timeout", "0.5", "--run", "--", "/bin/sh", "-c", "echo ready; while :; do sleep 0.05; done",
            ])
            run.waitForText("ready")
            let result = expectExit(run, status: 124)
            #expect(result.stderr == "alertty: the work was stopped after 0.5 s (--timeout)\n")
        }

        /// The time running out gives the command --kill-after to clean up, as a cancel does (SIGKILL
        /// followed SIGTERM within a millisecond before: the time ran out again on the next tick).
        @Test(arguments: [false, true])
        func theTimeoutGivesTheCommandItsGraceToCleanUp(plain: Bool) {
            let marker = "/tmp/alertty-cleaned-\(getpid())"
            defer { unlink(marker) }
            // Time enough for the shell to set its trap on a busy machine.
            let run = TerminalRun(
                ["--timeout", "2"] + (plain ? ["--plain"] : []) + [
                    "--run", "--", "/bin/sh", "-c",
                    "trap 'sleep 0.3; : > \(marker); exit 0' TERM; while :; do sleep 0.05; done",
                ])
            expectExit(run, status: 124)
            #expect(access(marker, F_OK) == 0, "the command's cleanup did not run")
        }

        @Test func aFailedRunsOutputIsPrintedWithShowOutputFailure() {
            let failing = TerminalRun([
                "--show-output=failure", "--run", "--", "/bin/sh", "-c", "echo step one; echo broke >&2; exit 2",
            ])
            // All of it on stdout, instead of its last lines on stderr.
            #expect(expectExit(failing, status: 2, stdout: "step one\nbroke\n").stderr == "")
            let passing = TerminalRun(["--show-output=failure", "--run", "--", "/bin/sh", "-c", "echo fine"])
            expectExit(passing, status: 0)
            let always = TerminalRun(["--show-output", "--run", "--", "/bin/sh", "-c", "echo fine"])
            expectExit(always, status: 0, stdout: "fine\n")
        }

        @Test func aCommandThatCannotRunSaysWhyAndExits127() {
            let run = TerminalRun(["--run", "--", "no-such-command-here"])
            let result = run.finish()
            #expect(result.status == 127)
            #expect(
                result.stderr
                    == "alertty: cannot run 'no-such-command-here': No such file or directory; check its name and PATH\n"
            )
            #expect(result.terminalBytes.isEmpty)
        }

        @Test func aCommandThatWantsTheTerminalIsKilledNotLeftHanging() {
            // It stops at once, so the alert may be gone before the test sees it.
            let run = TerminalRun(["--run", "--", "/bin/sh", "-c", "echo asking; read answer < /dev/tty"])
            let result = expectExit(run, status: 126)
            #expect(result.stderr.contains("stopped to use the terminal"))
        }

        @Test func withNoTerminalTheWorkIsDoneAndProgressGoesToStderr() {
            let lines = temporaryFile(
                named: "alertty-progress", containing: Array("10 Start\n50 Half\n100 Done\n".utf8))
            defer { unlink(lines) }
            let progress = runWithoutTerminal(["--title", "Copy", "--progress"], stdinPath: lines)
            #expect(progress.status == 0)
            #expect(progress.stdout == "")
            #expect(progress.stderr == "alertty: Copy: 100% Done\n")

            let command = runWithoutTerminal([
                "--title", "Build", "--run", "--", "/bin/sh", "-c", "echo out; echo err >&2; exit 4",
            ])
            #expect(command.status == 4)
            #expect(command.stdout == "")
            #expect(command.stderr == "out\nerr\n")
        }

        @Test func plainModeSaysEachTenthAndEachNewText() {
            let run = TerminalRun(installing, environment: ["ALERTTY_PLAIN": "1"], endlessStdin: true)
            run.waitForText("Installing")
            run.feedStdin("12 Downloading\n")
            run.waitForText("12% Downloading")
            run.feedStdin("15\n")
            run.feedStdin("21\n")
            run.waitForText("21% Downloading")
            run.closeStdin()
            let result = expectExit(run, status: 0)
            #expect(!String(decoding: result.terminalBytes, as: UTF8.self).contains("15%"))
            #expect(!result.terminalBytes.contains(0x1B), "plain mode writes no escape sequences")
        }

        @Test func badCombinationsAreUsageErrors() {
            let cases: [([String], String)] = [
                (["--progress", "--input", "Name"], "a progress alert asks nothing"),
                (["--progress", "--run", "--", "true"], "give --progress"),
                (["--progress-lines"], "--progress-lines is about a command"),
                (["--run"], "--run needs the command after --"),
                (["--progress", "--message", "-"], "cannot both read standard input"),
                (["--show-output=sometimes", "--run", "--", "true"], "invalid --show-output=sometimes"),
                (["--run", "make"], "--run takes its command after --: --run -- make"),
                (["-i", "Port", "--integer", "abc"], "--integer takes its range after '=': --integer=1..65535"),
                (["--show-output", "failure", "--run", "--", "true"], "--show-output=failure"),
            ]
            for (arguments, message) in cases {
                let result = runWithoutTerminal(arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.stdout == "")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            }
        }
    }
#endif
