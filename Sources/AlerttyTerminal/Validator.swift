#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How a check command (`--validate`) ended.
public enum CheckResult: Equatable, Sendable {
    /// It ran to its end: its status and the first line of its standard error.
    case ended(status: Int32, firstErrorLine: String)
    /// It took longer than allowed and was killed.
    case tooSlow
    /// It could not be started.
    case notStarted(String)

    /// The most bytes of the first error line kept: more than a screen's width, what a person
    /// reads. The rest of a check's standard error is read, so it never waits on a full pipe,
    /// and dropped.
    public static let errorLineLimit = 1024
}

/// The first line of what arrives in pieces, at most ``CheckResult/errorLineLimit`` bytes of
/// it, with `…` where it was cut; whatever comes after is dropped, so memory stays bounded
/// however much a command writes.
struct FirstLine {
    private var bytes: [UInt8] = []
    /// Its end (a line feed, or the limit) has been seen: nothing more is kept.
    private(set) var isComplete = false
    private var isCut = false

    /// Keeps what of `piece` belongs to the first line.
    mutating func take(_ piece: ArraySlice<UInt8>) {
        guard !isComplete else { return }
        let end = piece.firstIndex(of: 0x0A)
        let part = piece[..<(end ?? piece.endIndex)]
        let room = CheckResult.errorLineLimit - bytes.count
        bytes += part.prefix(room)
        isCut = part.count > room
        isComplete = end != nil || isCut
    }

    /// The line as text; a character the cut split is dropped.
    var text: String {
        var line = String(decoding: bytes, as: UTF8.self)
        guard isCut else { return line }
        if line.unicodeScalars.last == "\u{FFFD}" { line.unicodeScalars.removeLast() }
        return line + "…"
    }
}

/// Runs `sh -c command` with `input` on its standard input, in a session of its own (no
/// terminal to open), its standard output on /dev/null and its standard error read (its first
/// line kept, ``FirstLine``); killed (its whole session's group) after `limit` seconds. Knows
/// nothing of alerts.
public func runCheck(_ command: String, input: [UInt8], limit: Double) -> CheckResult {
    var inputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&inputPipe) == 0 else { return .notStarted(SystemError("pipe").reason) }
    guard pipe(&errorPipe) == 0 else {
        for end in inputPipe { close(end) }
        return .notStarted(SystemError("pipe").reason)
    }
    defer {
        if inputPipe[1] >= 0 { close(inputPipe[1]) }
        close(errorPipe[0])
    }
    for end in [inputPipe[1], errorPipe[0]] {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    let (readEnd, errorEnd) = (inputPipe[0], errorPipe[1])
    let spawned = Result { () throws(SystemError) in
        try spawn(["/bin/sh", "-c", command], defaultSignals: [SIGPIPE], flags: spawnNewSession) {
            posix_spawn_file_actions_adddup2(&$0, readEnd, STDIN_FILENO)
            posix_spawn_file_actions_addopen(&$0, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&$0, errorEnd, STDERR_FILENO)
        }
    }
    close(inputPipe[0])
    close(errorPipe[1])
    let child: pid_t
    switch spawned {
    case .success(let pid): child = pid
    case .failure(let error): return .notStarted(error.reason)
    }

    let deadline = monotonicSeconds() + limit
    var written = 0
    var errors = FirstLine()
    var errorOpen = true
    // Large reads: a command that floods its standard error is drained in few calls.
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var status: Int32 = 0
    var exited = false
    while true {
        if !exited { exited = waitpid(child, &status, WNOHANG) == child }
        // Its standard error read to the end, unless what it started holds it open: then as far
        // as the first line.
        if exited, !errorOpen || errors.isComplete || monotonicSeconds() >= deadline { break }
        let now = monotonicSeconds()
        if now >= deadline {
            // The session's leader is the command's shell: its group holds what it started.
            kill(-child, SIGKILL)
            waitpid(child, &status, 0)
            return .tooSlow
        }
        var entries: [pollfd] = []
        if errorOpen { entries.append(pollfd(fd: errorPipe[0], events: Int16(POLLIN), revents: 0)) }
        if inputPipe[1] >= 0 { entries.append(pollfd(fd: inputPipe[1], events: Int16(POLLOUT), revents: 0)) }
        // Short waits once both pipes are done: the command's exit is looked for between them.
        let wait = entries.isEmpty ? 10 : Int32(max(1, min(100, (deadline - now) * 1000)))
        _ = poll(&entries, nfds_t(entries.count), wait)
        for entry in entries where entry.revents != 0 {
            if entry.fd == errorPipe[0] {
                let count = systemRead(errorPipe[0], &buffer, buffer.count)
                if count > 0 {
                    errors.take(buffer[0..<count])
                } else if count == 0 || errno != EAGAIN {
                    errorOpen = false
                }
            } else {
                let count = input.withUnsafeBytes {
                    write(inputPipe[1], $0.baseAddress! + written, input.count - written)
                }
                if count > 0 { written += count }
                if written >= input.count || (count < 0 && errno != EAGAIN) {
                    close(inputPipe[1])
                    inputPipe[1] = -1
                }
            }
        }
        if input.isEmpty, inputPipe[1] >= 0 {
            close(inputPipe[1])
            inputPipe[1] = -1
        }
    }
    let low = status & 0x7F
    return .ended(status: low == 0 ? (status >> 8) & 0xFF : 128 + low, firstErrorLine: errors.text)
}
