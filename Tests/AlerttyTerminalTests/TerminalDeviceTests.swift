#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    @testable import AlerttyTerminal
    import Glibc
    import TestThreads
    import Testing

    /// A fresh pseudo-terminal pair; the slave is handed to a TerminalDevice, which closes it.
    func openPair(columns: UInt16 = 0, rows: UInt16 = 0) -> (master: Int32, slave: Int32) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        openpty(&master, &slave, nil, nil, &size)
        return (master, slave)
    }

    func settings(_ fd: Int32) -> termios {
        var attributes = termios()
        tcgetattr(fd, &attributes)
        return attributes
    }

    @Suite(.serialized, .ownThread) struct TerminalDeviceTests {
        @Test func rawModeTurnsOffEchoAndLineEditingButKeepsSignalKeys() throws {
            let (master, slave) = openPair()
            defer { close(master) }
            let device = TerminalDevice(descriptor: slave)
            try device.enterRawMode(discardingTypeahead: true)
            let raw = settings(slave)
            #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
            #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
            #expect(raw.c_lflag & tcflag_t(ISIG) != 0)
            #expect(raw.c_iflag & tcflag_t(ICRNL) == 0)
        }

        @Test func aPseudoTerminalsNodeIsNamedFromItsNumber() throws {
            let (master, slave) = openPair()
            defer { close(master) }
            let expected = String(cString: try #require(ttyname(slave)))
            let device = TerminalDevice(descriptor: slave)
            // Named from the number (pts/N) and checked by stat, without reading /dev/pts.
            #expect(TerminalDevice.pseudoTerminalNode(UInt(try #require(device.deviceNumber))) == expected)
            #expect(device.deviceName == expected)
        }

        @Test(arguments: [(0, "/dev/pts/0"), (7, "/dev/pts/7"), (10, "/dev/pts/10"), (1234, "/dev/pts/1234")])
        func aPseudoTerminalsPathIsWrittenInDecimal(number: UInt, path: String) {
            #expect(TerminalDevice.pseudoTerminalPath(number) == path)
        }

        @Test func thePathOfTheLargestNumberFitsItsBuffer() {
            #expect(TerminalDevice.pseudoTerminalPath(UInt.max) == "/dev/pts/\(UInt.max)")
        }

        @Test func aCStringReadsAsStringCStringReadsIt() {
            // Valid UTF-8, an empty string, and bytes that are not UTF-8 (repaired to U+FFFD).
            for bytes: [UInt8] in [Array("Grüße 👋".utf8), [], [0x66, 0xFF, 0x6F, 0xC3]] {
                let terminated = (bytes + [0]).map { CChar(bitPattern: $0) }
                #expect(
                    text(ofCString: terminated)
                        == terminated.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            }
        }

        @Test func anEnvironmentValueIsReadAsGetenvSeesIt() {
            setenv("ALERTTY_TEST_VALUE", "blue sky", 1)
            #expect(environmentValue("ALERTTY_TEST_VALUE") == "blue sky")
            setenv("ALERTTY_TEST_VALUE", "", 1)
            #expect(environmentValue("ALERTTY_TEST_VALUE") == "")
            unsetenv("ALERTTY_TEST_VALUE")
            #expect(environmentValue("ALERTTY_TEST_VALUE") == nil)
            // A name longer than a small string, so it is not copied inline.
            setenv("ALERTTY_TEST_A_MUCH_LONGER_VARIABLE_NAME", "x", 1)
            #expect(environmentValue("ALERTTY_TEST_A_MUCH_LONGER_VARIABLE_NAME") == "x")
            unsetenv("ALERTTY_TEST_A_MUCH_LONGER_VARIABLE_NAME")
        }

        @Test func restoreModePutsBackExactlyWhatWasThere() throws {
            let (master, slave) = openPair()
            defer { close(master) }
            let before = settings(slave)
            let device = TerminalDevice(descriptor: slave)
            try device.enterRawMode(discardingTypeahead: true)
            // Entering twice must still restore the original, not the raw copy.
            try device.enterRawMode(discardingTypeahead: true)
            device.restoreMode()
            let after = settings(slave)
            #expect(
                after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        }

        @Test func windowSizeIsReportedAndZeroMeansUnknown() {
            let (master, slave) = openPair(columns: 100, rows: 30)
            defer { close(master) }
            let sized = TerminalDevice(descriptor: slave)
            #expect(sized.windowSize()! == (100, 30))

            let (otherMaster, otherSlave) = openPair()
            defer { close(otherMaster) }
            #expect(TerminalDevice(descriptor: otherSlave).windowSize() == nil)
        }

        @Test func readReturnsTypedBytesAndHangUpIsDetected() throws {
            let (master, slave) = openPair()
            let device = TerminalDevice(descriptor: slave)
            try device.enterRawMode(discardingTypeahead: true)
            _ = write(master, "ab", 2)
            #expect(try device.read() == Array("ab".utf8))
            #expect(!device.isHungUp())
            close(master)
            #expect(device.isHungUp())
            let afterHangUp = try device.read()
            #expect(afterHangUp == nil || afterHangUp == [])
        }

        /// Ctrl-C flushes the keys typed before it that were not yet read: a wait that saw them
        /// finds nothing. The read says so rather than waiting for the terminal alone, where the
        /// Ctrl-C's signal went unheard until the next key.
        @Test func keysFlushedByCtrlCAfterTheWaitSawThemMakeTheReadSayTryAgain() throws {
            let (master, slave) = openPair()
            defer { close(master) }
            _ = fcntl(slave, F_SETFL, fcntl(slave, F_GETFL) | O_NONBLOCK)
            let device = TerminalDevice(descriptor: slave)
            try device.enterRawMode(discardingTypeahead: true)
            _ = write(master, "a", 1)
            #expect(try !waitForInput([slave], timeout: 5).isEmpty)
            _ = write(master, "\u{03}", 1)
            // The line discipline flushes on its own time: until then the key is still there.
            let deadline = monotonicSeconds() + 5
            while try !waitForInput([slave], timeout: 0).isEmpty, monotonicSeconds() < deadline {
                _ = try waitForInput([], timeout: 0.01)
            }
            // A regression would wait here for a key that never comes: SIGALRM ends the run instead.
            alarm(20)
            defer { alarm(0) }
            #expect {
                _ = try device.read()
            } throws: { ($0 as? SystemError)?.code == EAGAIN }
        }

        @Test func openingWithoutAControllingTerminalFails() {
            #expect(throws: SystemError.self) { try TerminalDevice(path: "/dev/null") }
        }

        @Test func aWaitSaysWhichOfTheDescriptorsIsReady() throws {
            var quiet: [Int32] = [0, 0]
            var talking: [Int32] = [0, 0]
            #expect(pipe(&quiet) == 0 && pipe(&talking) == 0)
            defer { for end in quiet + talking { close(end) } }
            #expect(try waitForInput([quiet[0], talking[0]], timeout: 0).isEmpty)
            #expect(write(talking[1], "x", 1) == 1)
            let ready = try waitForInput([quiet[0], talking[0]], timeout: 5)
            #expect(ready.contains(talking[0]) && !ready.contains(quiet[0]) && !ready.isEmpty)
        }
    }

    /// Calls itself until the stack runs out (a frame of 64 bytes at a time).
    @inline(never) func overflow(_ depth: Int) -> Int {
        if depth == Int.min { return 0 }
        var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
        return withUnsafeMutablePointer(to: &frame) { overflow($0.pointee.0 &+ 1) } &+ 1
    }

    @Suite(.serialized, .ownThread) struct SignalWatcherTests {
        @Test func aRaisedSignalArrivesOnThePipeAndWakesThePoll() throws {
            let watcher = try SignalWatcher(signals: [SIGUSR1, SIGUSR2])
            watcher.arm()
            raise(SIGUSR2)
            raise(SIGUSR1)
            #expect(try waitForInput([watcher.fd], timeout: 5).contains(watcher.fd))
            #expect(watcher.drain() == [SIGUSR2, SIGUSR1])
            #expect(watcher.drain() == [])
        }

        /// Before ``SignalWatcher/arm()`` (alertty draws its first frame then) a signal waits,
        /// blocked, and arming notes it. Ignored and unblocked beforehand, so a watcher that did
        /// not block it would lose it (an ignored signal that is not blocked is discarded at once),
        /// whatever mask the test runner's thread has.
        @Test func aSignalBeforeArmingWaitsAndIsNotedWhenArmed() throws {
            try withIgnored(SIGUSR1, masked: SIG_UNBLOCK) {
                let watcher = try SignalWatcher(signals: [SIGUSR1])
                raise(SIGUSR1)
                var pending = sigset_t()
                sigpending(&pending)
                #expect(sigismember(&pending, SIGUSR1) == 1)
                #expect(
                    try waitForInput([watcher.fd], timeout: 5).contains(watcher.fd),
                    "asking for the pipe arms the watcher")
                #expect(watcher.drain() == [SIGUSR1])
            }
        }

        /// A program that shows an alert gets its signal handling back as it was: the actions the
        /// handlers replaced, and the mask, with a signal it had blocked blocked again.
        @Test func droppingTheWatcherPutsBackActionsAndMask() throws {
            try withIgnored(SIGUSR1, masked: SIG_BLOCK) {
                do {
                    let watcher = try SignalWatcher(signals: [SIGUSR1])
                    watcher.arm()
                    #expect(!isBlocked(SIGUSR1), "armed, the watcher's signals are unblocked")
                    #expect(!isIgnored(SIGUSR1))
                }
                #expect(isIgnored(SIGUSR1))
                #expect(isBlocked(SIGUSR1))
            }
        }

        /// A fault before ``SignalWatcher/arm()`` (raw mode and the first frame come before it)
        /// meets the handler that restores the terminal: the faults are handled from the start
        /// and never blocked (Linux ends a process at once for a blocked fault, handler or not),
        /// on an alternate stack, which a stack overflow needs.
        ///
        /// The faults' actions are the whole process's, and AlertSessionTests make watchers in
        /// parallel: what is checked holds whichever watcher installed them (a first version
        /// compared handlers before and after, and failed under load). That a dropped watcher
        /// puts actions back is the mechanism ``droppingTheWatcherPutsBackActionsAndMask`` pins.
        @Test func theFaultsAreHandledFromTheStartOnAnAlternateStack() throws {
            let watcher = try SignalWatcher(signals: [SIGUSR1])
            for number in SignalTable.faults {
                #expect(!isBlocked(number), "signal \(number) is blocked")
                var action = sigaction()
                sigaction(number, nil, &action)
                let flags = Int32(truncatingIfNeeded: SA_ONSTACK) | Int32(truncatingIfNeeded: SA_RESETHAND)
                #expect(action.sa_flags & flags == flags, "signal \(number) is not handled once, on the stack")
            }
            var stack = stack_t()
            sigaltstack(nil, &stack)
            #expect(stack.ss_flags & Int32(SS_DISABLE) == 0, "this thread has no alternate stack")
            withExtendedLifetime(watcher) {}
        }

        /// A stack overflow restores the terminal too: in a process of its own, with standard
        /// output standing in for the terminal, the handler writes the sequence there.
        @Test func aStackOverflowIsHandled() async throws {
            let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
                let watcher = try SignalWatcher(signals: [SIGUSR1])
                watcher.arm()
                CrashRestore.writeOnFault(Array("restored".utf8))
                CrashRestore.keep(settings: termios(), of: STDOUT_FILENO)
                _ = overflow(0)
                withExtendedLifetime(watcher) {}
            }
            let written = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            #expect(written.contains("restored"), "\(written.debugDescription)")
        }

        /// The address of `number`'s handler (or SIG_DFL, SIG_IGN).
        private func handler(of number: Int32) -> Int {
            var action = sigaction()
            sigaction(number, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        }

        /// Runs `body` with `number` ignored and blocked or unblocked on this thread (`how`:
        /// SIG_BLOCK or SIG_UNBLOCK), then puts the default action and the mask back.
        private func withIgnored(_ number: Int32, masked how: Int32, _ body: () throws -> Void) rethrows {
            signal(number, SIG_IGN)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            var maskBefore = sigset_t()
            pthread_sigmask(how, &set, &maskBefore)
            defer {
                signal(number, SIG_DFL)
                pthread_sigmask(SIG_SETMASK, &maskBefore, nil)
            }
            try body()
        }

        private func isBlocked(_ number: Int32) -> Bool {
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            return sigismember(&mask, number) == 1
        }

        /// Whether `number` is ignored (SIG_IGN): handlers are C function pointers, compared by address.
        private func isIgnored(_ number: Int32) -> Bool {
            var action = sigaction()
            sigaction(number, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(SIG_IGN, to: Int.self)
        }

        @Test func waitTimesOutWithNothingReady() throws {
            let watcher = try SignalWatcher(signals: [SIGUSR1])
            #expect(try waitForInput([watcher.fd], timeout: 0).isEmpty)
        }
    }

    @Suite(.ownThread) struct ReadToEndTests {
        /// 200 KB of numbered lines: more than one 64 KB read, and no two reads alike.
        let content = Array((0..<20_000).map { "line \($0)\n" }.joined().utf8)

        /// A file holding ``content``, for the test to unlink.
        func contentFile() -> [CChar] {
            var template = Array("/tmp/alertty-read-XXXXXX".utf8CString)
            let fd = mkstemp(&template)
            _ = content.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            return template
        }

        @Test func aFileIsReadWhole() throws {
            let path = contentFile()
            defer { unlink(path) }
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            #expect(try readToEnd(fd, limit: content.count) == .complete(content))
            #expect(try readToEnd(fd, limit: content.count - 1) == .tooLarge, "a file says its size before any read")
        }

        @Test func aPipeLargerThanTheLimitStopsAtTheLimit() throws {
            let zero = open("/dev/zero", O_RDONLY)
            defer { close(zero) }
            #expect(try readToEnd(zero, limit: 1 << 20) == .tooLarge)
        }

        @Test func aPipeThatNeverEndsTimesOutAtTheDeadline() throws {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            #expect(try readToEnd(ends[0], limit: 10, deadline: monotonicSeconds() + 0.05) == .timedOut)
        }

        @Test func aPipeIsReadWholeToo() throws {
            let path = contentFile()
            defer { unlink(path) }
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            // cat fills the pipe as it is read: no size to reserve, many short reads.
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            let argv: [UnsafeMutablePointer<CChar>?] = [
                strdup("cat"), path.withUnsafeBufferPointer { strdup($0.baseAddress!) }, nil,
            ]
            var child: pid_t = 0
            #expect(posix_spawn(&child, "/bin/cat", &actions, nil, argv, nil) == 0)
            posix_spawn_file_actions_destroy(&actions)
            for pointer in argv { free(pointer) }
            close(ends[1])
            defer { close(ends[0]) }
            #expect(try readToEnd(ends[0], limit: 1 << 26) == .complete(content))
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
    }
#endif
