#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import AlerttyKit
    import Foundation
    import Glibc
    import ScreenModel
    import Testing

    /// The alertty binary built beside the test bundle (or `ALERTTY_BINARY`, to test another build).
    let alerttyPath: String = {
        if let override = getenv("ALERTTY_BINARY") { return String(cString: override) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = String(decoding: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        return directory + "/alertty"
    }()

    /// A new file in /tmp holding `bytes` (for a run's standard input); the caller unlinks it.
    ///
    /// Opened close-on-exec (glibc's mkostemp): a test that forks meanwhile must not carry the
    /// file open for writing into its child, where an exec of the file (a wrapper script) would
    /// then fail with ETXTBSY.
    func temporaryFile(named prefix: String, containing bytes: [UInt8]) -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let fd = mkostemp(&template, O_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return path
    }

    /// What a finished run left behind.
    struct RunResult {
        /// The exit status, or `nil` when the process was killed by a signal.
        var status: Int32?
        /// The signal that ended the process, or `nil` when it exited.
        var signal: Int32? = nil
        /// Whether the kernel wrote a core dump as the signal ended the process.
        var coreDumped = false
        var stdout: String
        var stderr: String
        /// Whether the terminal settings equal those before the run.
        var termiosRestored: Bool
        /// Every byte the program wrote to the terminal.
        var terminalBytes: [UInt8]
    }

    /// The C strings for `execve`, made before `fork` so the child allocates nothing.
    private final class CStringArray {
        let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        private let count: Int

        init(_ strings: [String]) {
            count = strings.count
            pointer = .allocate(capacity: strings.count + 1)
            for (index, string) in strings.enumerated() { pointer[index] = strdup(string) }
            pointer[strings.count] = nil
        }

        deinit {
            for index in 0..<count { free(pointer[index]) }
            pointer.deallocate()
        }
    }

    /// The descriptors a child closes before exec: more than any test process has open.
    let descriptorLimit: Int32 = 1024

    /// Compares the termios fields a program could leave changed.
    func sameSettings(_ a: termios, _ b: termios) -> Bool {
        var a = a
        var b = b
        let flags = a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        let cc = withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
        return flags && cc
    }

    /// One program running on its own pseudo-terminal, with a screen model reading what it draws.
    ///
    /// stdin is `/dev/null` (or a file), stdout and stderr are pipes, so the test sees
    /// exactly what a script capturing `$(alertty ...)` would.
    final class TerminalRun {
        let pid: pid_t
        let master: Int32
        let screen: Screen
        private let stdoutRead: Int32
        private let stderrRead: Int32
        private(set) var stdout: [UInt8] = []
        private(set) var stderr: [UInt8] = []
        private(set) var terminalBytes: [UInt8] = []
        let settingsBefore: termios
        private var exitStatus: Int32?
        private var endingSignal: Int32?
        private var coreDumped = false
        private var finished = false
        private var stdoutClosed = false
        /// The pipe has given its end of file: polled again, it would answer at once, forever, and
        /// a wait on the screen would spin (a program whose stdout and stderr are the terminal).
        private var stdoutAtEnd = false
        private var stderrAtEnd = false
        private var masterClosed = false

        /// The write end of a stdin pipe that never ends, held open until the run is over.
        private var endlessInput: Int32 = -1

        /// The largest screen the model keeps: a terminal may say it is 65535×65535.
        static let largestModel = 300

        /// Starts `executable` (alertty by default) with `arguments` on an `columns`×`rows` pseudo-terminal.
        ///
        /// - Parameters:
        ///   - interactiveSession: keep stdin, stdout and stderr on the terminal, as a login
        ///     shell has them, instead of `/dev/null` and pipes.
        ///   - endlessStdin: stdin is a pipe nobody writes to or closes (`sleep 30 | alertty`).
        ///   - closed: descriptors the program starts with closed (`>&-`).
        ///   - user: run as this user and group id (another user's terminal, as after `su`).
        ///   - background: the colour the terminal reports when asked (OSC 11); `nil` leaves the question unanswered.
        ///   - coreDumpsIn: a directory to run in with no limit on core files (`ulimit -c unlimited`),
        ///     to see whether one is written; by default none may be.
        init(
            _ arguments: [String], executable: String = alerttyPath, environment: [String: String] = [:],
            columns: Int = 80, rows: Int = 24, stdinPath: String = "/dev/null", interactiveSession: Bool = false,
            endlessStdin: Bool = false, closed: [Int32] = [], user: uid_t? = nil, background: RGB? = nil,
            coreDumpsIn coreDirectory: String? = nil
        ) {
            let argv = CStringArray([executable] + arguments)
            var variables = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            variables.merge(environment) { $1 }
            let envp = CStringArray(variables.map { "\($0.key)=\($0.value)" })
            let path = strdup(executable)!
            defer { free(path) }
            let coreDirectoryPath = coreDirectory.map { strdup($0)! }
            defer { free(coreDirectoryPath) }

            let outPipe = makePipe()
            let errPipe = makePipe()
            let endless = endlessStdin ? makePipe() : [-1, -1]
            let input = endlessStdin ? endless[0] : open(stdinPath, O_RDONLY | O_CLOEXEC)
            let closedCount = closed.count
            let closedList = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, closedCount))
            defer { closedList.deallocate() }
            for (index, descriptor) in closed.enumerated() { closedList[index] = descriptor }
            var noSignalsBlocked = sigset_t()
            sigemptyset(&noSignalsBlocked)
            let userID = user ?? 0
            let changesUser = user != nil

            var settings = termios()
            var probeMaster: Int32 = -1
            var probeSlave: Int32 = -1
            openpty(&probeMaster, &probeSlave, nil, nil, nil)
            tcgetattr(probeSlave, &settings)
            close(probeMaster)
            close(probeSlave)
            settingsBefore = settings

            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            var masterFD: Int32 = -1
            let child = forkpty(&masterFD, nil, &settings, &size)
            if child == 0 {
                // Only async-signal-safe calls between fork and exec. No core files from the
                // signals that dump core by default (SIGQUIT): alertty dies by what it received.
                let coreLimit: rlim_t = coreDirectoryPath == nil ? 0 : .max
                var cores = rlimit(rlim_cur: coreLimit, rlim_max: coreLimit)
                setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &cores)
                if let coreDirectoryPath, chdir(coreDirectoryPath) != 0 { _exit(125) }
                // The test runner's threads may block or ignore SIGINT and SIGQUIT, and both survive
                // exec: a shell started here would then survive Ctrl-C as no person's does. SIGPIPE
                // too: another test ignores it for a moment (``feedStdin(_:)``), and a producer forked then
                // would write on past a reader that ended (`while :; do echo; done | alertty`).
                sigprocmask(SIG_SETMASK, &noSignalsBlocked, nil)
                signal(SIGINT, SIG_DFL)
                signal(SIGQUIT, SIG_DFL)
                signal(SIGPIPE, SIG_DFL)
                if !interactiveSession {
                    dup2(input, 0)
                    dup2(outPipe[1], 1)
                    dup2(errPipe[1], 2)
                }
                // Tests in other suites run in parallel: a descriptor they opened a moment ago may not
                // be close-on-exec yet. The program gets exactly stdin, stdout and stderr.
                // A plain counter, not a Range: unspecialized generic code in a debug build may ask
                // the runtime for metadata, under a lock another thread may have held at the fork.
                var descriptor: Int32 = 3
                while descriptor < descriptorLimit {
                    close(descriptor)
                    descriptor &+= 1
                }
                var index = 0
                while index < closedCount {
                    close(closedList[index])
                    index &+= 1
                }
                if changesUser, setgid(userID) != 0 || setuid(userID) != 0 { _exit(126) }
                execve(path, argv.pointer, envp.pointer)
                _exit(127)
            }
            _ = fcntl(masterFD, F_SETFD, FD_CLOEXEC)
            // poll can call the master readable when a read would still wait (seen once, with a
            // job stopped by Ctrl-Z): a blocking read then hung the whole test run.
            _ = fcntl(masterFD, F_SETFL, fcntl(masterFD, F_GETFL) | O_NONBLOCK)
            close(input)
            endlessInput = endless[1]
            close(outPipe[1])
            close(errPipe[1])
            pid = child
            master = masterFD
            stdoutRead = outPipe[0]
            stderrRead = errPipe[0]
            // A terminal reporting 0×0 gets alertty's fallback size, 80×24; the model must hold that.
            screen = Screen(
                columns: min(columns > 0 ? columns : 80, Self.largestModel),
                rows: min(rows > 0 ? rows : 24, Self.largestModel))
            screen.reportedBackground = background
        }

        deinit {
            if !finished {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            if !masterClosed { close(master) }
            if endlessInput >= 0 { close(endlessInput) }
            if !stdoutClosed { close(stdoutRead) }
            close(stderrRead)
        }

        /// An interactive bash (`$ ` its prompt, no rc files), with its prompt shown: for what only
        /// job control shows (`&`, `fg`, Ctrl-Z).
        static func interactiveShell() -> TerminalRun {
            let shell = TerminalRun(
                ["--norc", "--noprofile", "-i"], executable: "/bin/bash", environment: ["PS1": "$ "],
                interactiveSession: true)
            shell.waitForText("$")
            return shell
        }

        /// Writes `text` to the stdin pipe of a run started with `endlessStdin`, as a program
        /// piping into alertty would (`work | alertty --progress`).
        func feedStdin(_ text: String) {
            guard endlessInput >= 0 else { return }
            // Not a broken pipe's SIGPIPE for the test process: alertty may have stopped reading.
            let previous = signal(SIGPIPE, SIG_IGN)
            defer { signal(SIGPIPE, previous) }
            _ = Array(text.utf8).withUnsafeBytes { write(endlessInput, $0.baseAddress, $0.count) }
        }

        /// Closes the stdin pipe of a run started with `endlessStdin`: the end of its input.
        func closeStdin() {
            guard endlessInput >= 0 else { return }
            close(endlessInput)
            endlessInput = -1
        }

        /// Types bytes into the terminal, as a person at the keyboard would.
        func send(_ text: String) {
            var bytes = Array(text.utf8)[...]
            let deadline = now() + 5
            while !bytes.isEmpty, now() < deadline {
                let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if written > 0 {
                    bytes = bytes.dropFirst(written)
                } else if errno == EAGAIN {
                    // The terminal's input buffer is full until the program reads.
                    pump(timeout: 0.01)
                } else {
                    return
                }
            }
        }

        /// Reads whatever the program has written so far, waiting at most `timeout` seconds for something.
        private func pump(timeout: Double) {
            let streams = [
                masterClosed ? nil : master, stdoutClosed || stdoutAtEnd ? nil : stdoutRead,
                stderrAtEnd ? nil : stderrRead,
            ].compactMap { $0 }
            var entries = streams.map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            guard poll(&entries, nfds_t(entries.count), Int32(timeout * 1000)) > 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            for entry in entries where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                guard count > 0 else {
                    if count == 0, entry.fd == stdoutRead { stdoutAtEnd = true }
                    if count == 0, entry.fd == stderrRead { stderrAtEnd = true }
                    continue
                }
                let chunk = Array(buffer[0..<count])
                switch entry.fd {
                case master:
                    terminalBytes += chunk
                    screen.feed(chunk)
                    // The terminal answers queries (DA1, and OSC 11 when a background is set).
                    let replies = screen.takeReplies()
                    if !replies.isEmpty { _ = replies.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
                case stdoutRead: stdout += chunk
                default: stderr += chunk
                }
            }
        }

        /// Waits until the screen satisfies `condition`; records an issue (with the screen) if it never does.
        @discardableResult
        func waitFor(
            _ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
            _ condition: (Screen) -> Bool
        ) -> Bool {
            if pump(until: condition, within: timeout, orExit: false) { return true }
            Issue.record(
                "timed out waiting for \(what); \(processReport()); screen:\n\(screen.text)",
                sourceLocation: sourceLocation
            )
            return false
        }

        /// What the child is (its name tells whether exec happened) and where it sleeps, from /proc.
        func processReport() -> String {
            func lines(_ file: String) -> String {
                String(decoding: contents(of: "/proc/\(pid)/\(file)"), as: UTF8.self)
                    .split(separator: "\n").prefix(3).joined(separator: " | ")
            }
            return
                "pid \(pid): comm \(lines("comm")), wchan \(lines("wchan")), \(lines("status").split(separator: "|").dropFirst(2).first ?? "")"
        }

        /// How a program sleeping in a wait for input waits.
        enum InputWait: Equatable {
            /// Until input comes: it has nothing to do before the next key.
            case untilInput
            /// With a time limit: an unfinished escape sequence held back, curses' escape delay.
            case withTimeLimit
        }

        /// How the program waits for input now, from `/proc/PID/syscall`: the call and the argument
        /// that says whether it has a time limit; `nil` while it is not sleeping in a read, poll or
        /// select.
        func inputWait() -> InputWait? {
            let fields = String(decoding: contents(of: "/proc/\(pid)/syscall"), as: UTF8.self).split(separator: " ")
            guard let call = fields.first.flatMap({ Int($0) }) else { return nil }
            func argument(_ index: Int) -> UInt64? {
                index < fields.count ? UInt64(fields[index].dropFirst(2), radix: 16) : nil
            }
            // The timeout: a number of milliseconds (-1: none), or a pointer to one (0: none).
            func milliseconds(_ index: Int) -> InputWait? {
                argument(index).map { Int32(truncatingIfNeeded: $0) < 0 ? .untilInput : .withTimeLimit }
            }
            func pointer(_ index: Int) -> InputWait? { argument(index).map { $0 == 0 ? .untilInput : .withTimeLimit } }
            #if arch(x86_64)
                switch call {
                case 0: return .untilInput  // read
                case 7, 232, 281: return milliseconds(call == 7 ? 3 : 4)  // poll, epoll_wait, epoll_pwait
                case 23, 270: return pointer(5)  // select, pselect6
                case 271: return pointer(3)  // ppoll
                default: return nil
                }
            #else
                switch call {
                case 63: return .untilInput  // read
                case 22: return milliseconds(4)  // epoll_pwait
                case 72: return pointer(5)  // pselect6
                case 73: return pointer(3)  // ppoll
                default: return nil
                }
            #endif
        }

        /// How often the program has gone to sleep (`voluntary_ctxt_switches`): once this has grown
        /// and it waits for input again, it has taken what was typed before.
        func sleepCount() -> Int {
            let status = String(decoding: contents(of: "/proc/\(pid)/status"), as: UTF8.self)
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? -1
        }

        /// Waits until the program, having slept more than `count` times, sleeps waiting for input
        /// as `wait` says, or has ended (a box that waits for no key, an answer). Records an issue
        /// if neither happens.
        func waitUntilWaiting(
            _ wait: InputWait = .untilInput, after count: Int = -1, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            waitFor("the program to wait for input (\(wait))", sourceLocation: sourceLocation) { _ in
                self.hasExited() || (self.sleepCount() > count && self.inputWait() == wait)
            }
        }

        /// Waits until the program waits for input with everything it drew read, so the screen is
        /// whole; records an issue if it never does. ``waitUntilWaiting(_:after:sourceLocation:)``
        /// looks at the program before it reads: a program that drew its last rows while the test
        /// was slow (a busy machine) waits already, with those rows unread. Once it sleeps, a poll
        /// of the terminal that finds nothing (poll first moves across what the kernel still
        /// holds of the program's writes) means nothing more is coming.
        func waitUntilDrawn(sourceLocation: SourceLocation = #_sourceLocation) {
            waitFor("the program to draw and wait for input", sourceLocation: sourceLocation) { _ in
                self.hasExited() || (self.inputWait() == .untilInput && !self.terminalHasUnreadOutput())
            }
        }

        /// Whether the terminal holds output the test has not read.
        private func terminalHasUnreadOutput() -> Bool {
            guard !masterClosed else { return false }
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            return poll(&entry, 1, 0) > 0
        }

        /// Types `text`, then waits until the program has taken it and waits for input again as
        /// `wait` says: the next key then arrives in a read of its own, whatever the machine's load.
        func type(
            _ text: String, thenWaits wait: InputWait = .untilInput, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let count = sleepCount()
            send(text)
            waitUntilWaiting(wait, after: count, sourceLocation: sourceLocation)
        }

        /// Where `text` last appears on the screen, 1-based as mouse reports count cells (buttons
        /// sit below a title or message that may hold the same word).
        func cell(of text: String) -> (column: Int, row: Int)? {
            let wanted = Array(text)
            for (row, line) in screen.lines.enumerated().reversed() {
                let characters = Array(line)
                if let start = characters.indices.first(where: { characters[$0...].starts(with: wanted) }) {
                    return (start + 1, row + 1)
                }
            }
            return nil
        }

        /// Waits until the button labelled `label` has the focus: its words in reverse video.
        @discardableResult
        func waitForFocus(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
            waitFor("focus on \(label)", sourceLocation: sourceLocation) { screen in
                let wanted = Array(label + " ]")
                return screen.lines.enumerated().contains { row, line in
                    let characters = Array(line)
                    guard let start = characters.indices.first(where: { characters[$0...].starts(with: wanted) }) else {
                        return false
                    }
                    // Columns, not characters: everything before the label on a button row is one column wide.
                    return screen.cell(row: row, column: start).reverse
                }
            }
        }

        /// Clicks `columns` cells into where `text` last appears; records an issue when it is not
        /// on the screen.
        func click(on text: String, columns: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let cell = cell(of: text) else {
                Issue.record("'\(text)' is not on the screen to click", sourceLocation: sourceLocation)
                return
            }
            click(column: cell.column + columns, row: cell.row)
        }

        /// Presses and releases the left button at a 1-based cell (SGR mouse reports).
        func click(column: Int, row: Int) {
            send("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
        }

        /// Waits up to `timeout` seconds for `text` on the screen without recording an issue: for
        /// other programs (dialog's curses), whose drawing the model may not follow exactly.
        func shows(_ text: String, within timeout: Double) -> Bool {
            pump(until: { $0.text.contains(text) }, within: timeout, orExit: true)
        }

        /// Reads output until the screen satisfies `condition`, `timeout` passes or (with `orExit`)
        /// the program exits; whether the condition holds.
        private func pump(until condition: (Screen) -> Bool, within timeout: Double, orExit: Bool) -> Bool {
            let deadline = now() + timeout
            while now() < deadline, !(orExit && hasExited()) {
                if condition(screen) { return true }
                pump(timeout: 0.02)
            }
            return condition(screen)
        }

        /// Waits until `condition` holds without reading the terminal (what alertty wrote stays
        /// unread, so a full terminal stays full); records an issue if it never does.
        func waitWithoutReading(
            _ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
            _ condition: () -> Bool
        ) {
            if !check(until: condition, within: timeout) {
                Issue.record("timed out waiting for \(what); \(processReport())", sourceLocation: sourceLocation)
            }
        }

        /// Looks at `condition` every 10 ms, reading nothing, until it holds or `timeout` seconds
        /// pass; whether it held.
        private func check(until condition: () -> Bool, within timeout: Double) -> Bool {
            let deadline = now() + timeout
            while !condition() {
                guard now() < deadline else { return false }
                usleep(10_000)
            }
            return true
        }

        /// Waits until `text` is on the screen.
        @discardableResult
        func waitForText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
            waitFor("'\(text)'", sourceLocation: sourceLocation) { $0.text.contains(text) }
        }

        /// Waits up to `timeout` seconds for the program to exit without reading anything it writes
        /// (a terminal that has stopped taking output); whether it exited.
        func waitForExitWithoutReading(timeout: Double) -> Bool {
            check(until: hasExited, within: timeout)
        }

        /// The peak resident memory (VmHWM) of the running program, in bytes, from /proc.
        func peakMemory() -> Int? {
            guard let handle = fopen("/proc/\(pid)/status", "r") else { return nil }
            defer { fclose(handle) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), handle) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard text.hasPrefix("VmHWM:") else { continue }
                return Int(text.dropFirst(6).filter(\.isNumber)).map { $0 * 1024 }
            }
            return nil
        }

        /// Whether the program has exited (reaping it if so).
        func hasExited() -> Bool {
            if finished { return true }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            finished = true
            exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
            endingSignal = (status & 0x7F) == 0 ? nil : status & 0x7F
            coreDumped = status & 0x80 != 0
            return true
        }

        /// Waits for the program to exit and collects everything it left; kills it after `timeout` seconds.
        func finish(timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) -> RunResult {
            let deadline = now() + timeout
            while !hasExited() {
                if now() > deadline {
                    Issue.record("alertty did not exit; screen:\n\(screen.text)", sourceLocation: sourceLocation)
                    kill(pid, SIGKILL)
                }
                pump(timeout: 0.02)
            }
            drainTerminal(until: now() + 2)
            if !stdoutClosed { stdout += drain(stdoutRead) }
            stderr += drain(stderrRead)
            return RunResult(
                status: exitStatus, signal: endingSignal, coreDumped: coreDumped,
                stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self), termiosRestored: settingsRestored(),
                terminalBytes: terminalBytes)
        }

        /// Whether the terminal's current settings equal those it started with.
        func settingsRestored() -> Bool {
            if masterClosed { return true }
            var now = termios()
            tcgetattr(master, &now)
            return sameSettings(now, settingsBefore)
        }

        /// Closes the terminal's master side, as when a terminal window or an ssh connection goes away.
        func hangUp() {
            close(master)
            masterClosed = true
        }

        /// Closes the reading end of stdout, so the answer meets a broken pipe (as with `| head -0`).
        ///
        /// A child that a test in another suite forked a moment ago holds every descriptor of
        /// this process until it closes them before its exec: on a busy machine the pipe then
        /// still had a reader, and the answer went out. Waits until no process reads the pipe.
        func closeStdout() {
            var info = stat()
            fstat(stdoutRead, &info)
            close(stdoutRead)
            stdoutClosed = true
            let pipe = "pipe:[\(info.st_ino)]"
            waitFor("no process to read standard output's pipe") { _ in !anyProcessReads(pipe) }
        }

        /// Changes the terminal size; the kernel sends SIGWINCH to the program.
        func resize(columns: Int, rows: Int) {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        }

        /// Waits until the process is stopped (Ctrl-Z), reporting whether it stopped.
        func waitUntilStopped(timeout: Double = 10) -> Bool {
            let deadline = now() + timeout
            while now() < deadline {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid, (status & 0xFF) == 0x7F { return true }
                pump(timeout: 0.02)
            }
            return false
        }

        /// Reads the terminal until nobody holds its other side (read fails with EIO) or `deadline`.
        ///
        /// The kernel moves what a process wrote to the master side on a work queue: the last
        /// bytes of a process that has just exited may not be readable yet, and a single look
        /// missed them now and then (a screen left "on the alternate screen").
        private func drainTerminal(until deadline: Double) {
            guard !masterClosed else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while now() < deadline {
                var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 50) > 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                if count < 0, errno == EAGAIN { continue }
                guard count > 0 else { return }
                terminalBytes += buffer[0..<count]
                screen.feed(Array(buffer[0..<count]))
            }
        }

        private func drain(_ fd: Int32) -> [UInt8] {
            var result: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 0) > 0 else { return result }
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { return result }
                result += buffer[0..<count]
            }
        }
    }

    /// glibc's mkostemp, which the Swift Glibc module hides behind _GNU_SOURCE.
    private let mkostemp: @convention(c) (UnsafeMutablePointer<CChar>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mkostemp") else {
            fatalError("glibc has no mkostemp")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<CChar>, Int32) -> Int32).self)
    }()

    /// glibc's POSIX_SPAWN_SETSID, which the Swift Glibc module hides behind _GNU_SOURCE.
    private let posixSpawnSetsid: Int16 = 0x80

    /// glibc's pipe2, which the Swift Glibc module hides behind _GNU_SOURCE.
    private let pipe2: @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else {
            fatalError("no pipe2 in libc")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    /// A pipe whose ends are closed on exec, so no other child keeps them open. Atomically
    /// (pipe2): with pipe then fcntl, a child another test spawned in between kept a read end
    /// open, and a write meant to meet a closed pipe succeeded.
    func makePipe() -> [Int32] {
        var ends: [Int32] = [-1, -1]
        _ = pipe2(&ends, O_CLOEXEC)
        return ends
    }

    /// Seconds on the monotonic clock.
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A handshake with a shell script instead of a sleep: the script reads a line from a FIFO
    /// (``Barrier/shellWait``, given its path as `$1`), which blocks it, and the test writes the
    /// line once what the script must wait for (an alert on the screen, holding the terminal) has
    /// happened.
    final class Barrier {
        /// The FIFO: in /tmp and readable by all, so a script run as another user can wait on it too.
        let path = "/tmp/alertty-barrier-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        /// Shell lines that wait for the line on the FIFO named by `$1`.
        static let shellWait = #"read -r go < "$1""#
        /// Held open read-write: the line stays in the FIFO until the script opens it and reads it.
        private var descriptor: Int32 = -1

        init() {
            mkfifo(path, 0o644)
            chmod(path, 0o644)
        }

        /// Lets the script go on; never blocks, whether or not the script is waiting yet.
        func open() {
            descriptor = Glibc.open(path, O_RDWR | O_CLOEXEC)
            _ = write(descriptor, "\n", 1)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
            unlink(path)
        }
    }

    /// Every byte of the file at `path` (a /proc file, a log); empty where it cannot be read.
    func contents(of path: String) -> [UInt8] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[0..<count] }
        return bytes
    }

    /// The fields of `/proc/PID/stat` after the name in parentheses (which may hold anything):
    /// the first is field 3, the state.
    func statFields(of pid: pid_t) -> [Substring] {
        String(decoding: contents(of: "/proc/\(pid)/stat"), as: UTF8.self).split(separator: ")").last?.split(
            separator: " ")
            ?? []
    }

    /// The state letter of process `pid` (`R`, `S`, `T`, …) from `/proc/PID/stat`.
    func processStatusLetter(of pid: pid_t) -> Character? {
        statFields(of: pid).first?.first
    }

    /// A new FIFO's path in /tmp.
    func newFIFO() throws -> String {
        let path = temporaryFile(named: "alertty-fifo", containing: [])
        unlink(path)
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }

    /// A shell on a terminal that runs alertty with `arguments` (its answer thrown away), then
    /// reads a line and prints `after=` its length and text: what alertty left for the shell.
    func alerttyThenTheShellReads(_ arguments: [String]) -> TerminalRun {
        let command =
            ([alerttyPath] + arguments).map { "'\($0)'" }.joined(separator: " ")
            + " >/dev/null; read -r line; echo \"after=${#line}:$line\""
        return TerminalRun(["-c", command], executable: "/bin/sh", interactiveSession: true)
    }

    extension TerminalRun {
        /// Once the alertty that has `argument` among its arguments has ended, types `line` for the
        /// shell's read (``alerttyThenTheShellReads(_:)``) and expects the shell to have read it
        /// alone: nothing alertty left behind (the length tells, where escapes would not show).
        func expectTheShellReadsOnly(
            _ line: String, afterAlerttyWith argument: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            // alertty has ended (the shell's read is what waits now) before the line is typed.
            waitFor("alertty to end", sourceLocation: sourceLocation) { _ in
                childProcess(of: self.pid, withArgument: argument) == nil
            }
            send(line + "\r")
            waitForText("after=", sourceLocation: sourceLocation)
            #expect(
                screen.text.contains("after=\(line.count):\(line)\n"), "\(screen.text)", sourceLocation: sourceLocation)
            _ = finish()
        }
    }

    /// Whether any process has `pipe` (`pipe:[INODE]`, as /proc/PID/fd shows it) open for reading.
    func anyProcessReads(_ pipe: String) -> Bool {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for process in processes where process.first?.isNumber == true {
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd")) ?? []
            for descriptor in descriptors
            where (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/fd/\(descriptor)"))
                == pipe
            {
                // fdinfo's flags, in octal: the access mode is the low two bits (0: read only).
                let info = String(decoding: contents(of: "/proc/\(process)/fdinfo/\(descriptor)"), as: UTF8.self)
                let flags = info.split(separator: "\n").first { $0.hasPrefix("flags:") }
                if let flags, let value = Int(flags.split(separator: "\t").last ?? "", radix: 8), value & 3 == 0 {
                    return true
                }
            }
        }
        return false
    }

    /// The child of `pid` one of whose arguments is `argument`, from /proc: a shell's alertty, once started.
    func childProcess(of pid: pid_t, withArgument argument: String) -> pid_t? {
        let children = String(decoding: contents(of: "/proc/\(pid)/task/\(pid)/children"), as: UTF8.self)
        return children.split(separator: " ").compactMap { pid_t($0) }.first { child in
            contents(of: "/proc/\(child)/cmdline").split(separator: 0).contains { $0.elementsEqual(argument.utf8) }
        }
    }

    /// A copy of alertty in a directory any user may enter (the checkout may be in /root, mode
    /// 0700): for the tests that run it as another user.
    let alerttyForAnyUser: String = {
        var template = Array("/tmp/alertty-any-user-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { return alerttyPath }
        let directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        chmod(directory, 0o755)
        let copy = directory + "/alertty"
        guard (try? FileManager.default.copyItem(atPath: alerttyPath, toPath: copy)) != nil else { return alerttyPath }
        chmod(copy, 0o755)
        return copy
    }()

    /// Runs alertty in a new session with no controlling terminal (as under cron or a detached CI job).
    /// `executable` (alertty by default) is given `arguments`.
    func runWithoutTerminal(
        _ arguments: [String], executable: String = alerttyPath, environment: [String: String] = [:],
        stdinPath: String = "/dev/null"
    ) -> RunResult {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // An empty signal mask: the test's threads may block SIGCHLD, and a shell started with it
        // blocked waits for its children forever (dash's wait suspends with the mask it inherited).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, posixSpawnSetsid | Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        let outPipe = makePipe()
        let errPipe = makePipe()
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        // Other tests open terminals and pipes in parallel, not all close-on-exec yet at this
        // instant: the child gets exactly stdin, stdout and stderr, as forkpty's children do.
        // (glibc 2.34's closefrom action, looked up: the Glibc module does not declare it.)
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(
            ["PATH=/usr/bin:/bin", "TERM=xterm-256color"] + environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv.pointer, envp.pointer)
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        guard spawned == 0 else {
            Issue.record("posix_spawn failed: \(spawned)")
            return RunResult(status: nil, stdout: "", stderr: "", termiosRestored: true, terminalBytes: [])
        }
        func readAll(_ fd: Int32) -> String {
            var data: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = read(fd, &buffer, buffer.count), count > 0 { data += buffer[0..<count] }
            return String(decoding: data, as: UTF8.self)
        }
        let stdout = readAll(outPipe[0])
        let stderr = readAll(errPipe[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let exit: Int32? = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
        return RunResult(status: exit, stdout: stdout, stderr: stderr, termiosRestored: true, terminalBytes: [])
    }
#endif
