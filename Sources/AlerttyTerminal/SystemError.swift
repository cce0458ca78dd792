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

/// Reads `fd` to end of file with `read(2)`.
public func readToEnd(_ fd: Int32) throws(SystemError) -> [UInt8] {
    var result: [UInt8] = []
    // A file says how big it is: one allocation instead of a doubling array's copies and faults.
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
        result.reserveCapacity(Int(info.st_size) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = try readSome(fd, into: &chunk)
        if count == 0 { return result }
        result.append(contentsOf: chunk[0..<count])
    }
}

/// One `read(2)` into `buffer`, retried on `EINTR`; returns the byte count (0 at end of file).
func readSome(_ fd: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
    try retryingOnInterrupt("read") {
        buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
    }
}

/// `read(2)` under a name that member functions called `read` do not shadow.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
