#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A failed system call: which one, and the `errno` it left.
public struct SystemError: Error, CustomStringConvertible, Sendable {
    /// The C function that failed, e.g. `open`.
    public let call: String
    /// The `errno` value.
    public let code: Int32

    /// Captures the current `errno` for `call`.
    public init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// `strerror` text, e.g. "No such device or address".
    public var reason: String { String(cString: strerror(code)) }

    /// `call: reason`, e.g. "open: No such device or address".
    public var description: String { "\(call): \(reason)" }
}

/// Calls `body` until it stops failing with `EINTR`; returns its result, or throws for other failures.
@discardableResult
func retryingOnInterrupt<Result: BinaryInteger>(
    _ call: String, _ body: () -> Result
) throws(SystemError) -> Result {
    while true {
        let result = body()
        if result != -1 { return result }
        if errno != EINTR { throw SystemError(call) }
    }
}

/// Writes all of `bytes` to `fd` with `write(2)`, continuing after partial writes and `EINTR`.
public func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
        let remaining = bytes.count - offset
        offset += try retryingOnInterrupt("write") {
            bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, remaining) }
        }
    }
}

/// How reading to the end of a file ended.
public enum ReadToEnd: Equatable, Sendable {
    /// Everything up to the end.
    case complete([UInt8])
    /// More than the limit arrived before the end.
    case tooLarge
    /// The deadline passed before the end.
    case timedOut
}

/// Reads `fd` to end of file with `read(2)`, giving up once more than `limit` bytes have come
/// or at `deadline` (monotonic seconds): `/dev/zero` cannot fill the memory, nor a pipe that
/// never ends hold alertty past its `--timeout`.
public func readToEnd(_ fd: Int32, limit: Int, deadline: Double? = nil) throws(SystemError) -> ReadToEnd {
    var result: [UInt8] = []
    // A file says how big it is: one allocation instead of a doubling array's copies and faults.
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
        if info.st_size > limit { return .tooLarge }
        result.reserveCapacity(Int(info.st_size) + 1)
    }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
    defer { chunk.deallocate() }
    while true {
        if let deadline {
            if monotonicSeconds() >= deadline { return .timedOut }
            // Nothing readable yet: the deadline passed, or a signal cut the wait short (look again).
            if try waitForReady(reading: [fd], writing: nil, milliseconds: milliseconds(until: deadline)).readable
                .isEmpty
            {
                continue
            }
        }
        let count = try readSome(fd, into: chunk)
        if count == 0 { return .complete(result) }
        if result.count + count > limit { return .tooLarge }
        result.append(contentsOf: chunk[0..<count])
    }
}

/// Makes sure descriptors 0, 1 and 2 are open, opening `/dev/null` on any that is not, so
/// nothing opened later (the terminal) takes their number: with stdout closed, the terminal
/// would become fd 1 and the answer — a password — would be printed on it.
///
/// Call first thing, before opening anything. - Returns: those that were closed.
public func openStandardDescriptors() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
        // open returns the lowest free descriptor, which is this one.
        let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        if opened != descriptor, opened >= 0 { close(opened) }
        closed.insert(descriptor)
    }
    return closed
}

/// Whether `fd` is a terminal.
public func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
}

/// Ignores SIGPIPE for the whole run, so a closed stdout or stderr pipe shows up as EPIPE
/// from `write` and can never change the exit status to 141.
public func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
}

/// One `read(2)` into `buffer`, retried on `EINTR`; returns the byte count (0 at end of file).
public func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    try retryingOnInterrupt("read") { systemRead(fd, buffer.baseAddress, buffer.count) }
}

/// `write(2)` under a name that member functions called `write` do not shadow.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Milliseconds from now until `deadline` (monotonic seconds), for a wait: 0 once it has passed.
func milliseconds(until deadline: Double) -> Int32 {
    milliseconds(in: deadline - monotonicSeconds())
}

/// `seconds` as whole milliseconds for `poll(2)` or `select(2)`, rounded up: never below 0,
/// never more than `Int32.max`.
func milliseconds(in seconds: Double) -> Int32 {
    Int32(min(max(0, (seconds * 1000).rounded(.up)), Double(Int32.max)))
}

/// `read(2)` under a name that member functions called `read` do not shadow.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
