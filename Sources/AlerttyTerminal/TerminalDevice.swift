#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The controlling terminal, opened read-write so stdin and stdout stay free for the script.
public final class TerminalDevice {
    /// The open file descriptor.
    public let fd: Int32
    private var savedAttributes: termios?

    /// Opens the controlling terminal with `open(2)`; fails when the process has none.
    public init(path: String = "/dev/tty") throws(SystemError) {
        fd = try retryingOnInterrupt("open") { open(path, O_RDWR | O_NOCTTY | O_CLOEXEC) }
        guard isatty(fd) == 1 else {
            let error = SystemError("isatty")
            close(fd)
            throw error
        }
    }

    /// Wraps a descriptor that is already a terminal (used by tests on a pseudo-terminal).
    public init(descriptor: Int32) {
        fd = descriptor
    }

    deinit {
        restoreMode()
        close(fd)
    }

    /// Switches to raw input with `tcsetattr(3)`: keys arrive one by one, unechoed.
    ///
    /// Signal keys stay on (ISIG) so Ctrl-C and Ctrl-Z reach the process as signals.
    /// TCSAFLUSH discards keys typed before the alert appeared, so an Enter meant
    /// for an earlier prompt cannot answer it.
    public func enterRawMode() throws(SystemError) {
        var attributes = termios()
        try retryingOnInterrupt("tcgetattr") { tcgetattr(fd, &attributes) }
        if savedAttributes == nil { savedAttributes = attributes }
        attributes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        attributes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        try retryingOnInterrupt("tcsetattr") { tcsetattr(fd, TCSAFLUSH, &attributes) }
    }

    /// Turns echo off (for a password typed as a line) or back on, keeping line editing.
    public func setEcho(_ on: Bool) throws(SystemError) {
        var attributes = termios()
        try retryingOnInterrupt("tcgetattr") { tcgetattr(fd, &attributes) }
        if savedAttributes == nil { savedAttributes = attributes }
        if on {
            attributes.c_lflag |= tcflag_t(ECHO)
        } else {
            attributes.c_lflag &= ~tcflag_t(ECHO)
        }
        try retryingOnInterrupt("tcsetattr") { tcsetattr(fd, TCSANOW, &attributes) }
    }

    /// Puts back the settings saved by the first ``enterRawMode()`` or ``setEcho(_:)``; does nothing if neither was called.
    ///
    /// Keys typed after the answer are discarded rather than left for the shell.
    public func restoreMode() {
        guard var attributes = savedAttributes else { return }
        _ = try? retryingOnInterrupt("tcsetattr") { tcsetattr(fd, TCSAFLUSH, &attributes) }
    }

    /// The window size from `ioctl(TIOCGWINSZ)`, or `nil` when the terminal reports none (0×0).
    public func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Whether the terminal has hung up (`poll(2)` reports POLLHUP): its window or connection is gone.
    public func isHungUp() -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLHUP) != 0
    }

    /// Writes every byte with `write(2)`.
    public func write(_ bytes: [UInt8]) throws(SystemError) {
        try writeAll(fd, bytes)
    }

    /// Reads what is available with `read(2)`: empty at end of input (Ctrl-D in line mode, or a
    /// hung-up terminal in raw mode; ``isHungUp()`` tells which), `nil` when the read fails with EIO.
    public func read(maximum: Int = 4096) throws(SystemError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count: Int
        do {
            count = try readSome(fd, into: &buffer)
        } catch  where error.code == EIO {
            // A hung-up pseudo-terminal reports EIO rather than end of file.
            return nil
        }
        return Array(buffer[0..<count])
    }
}

/// The width of the terminal standard output is on, or `nil` when it is not a terminal
/// (help piped to a pager or a file is laid out for 80 columns by the caller).
public func standardOutputWidth() -> Int? {
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
        return nil
    }
    return Int(size.ws_col)
}
