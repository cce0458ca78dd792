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
    /// What ``read(maximum:)`` reads into, kept from one read to the next (as a C program's
    /// static buffer): no allocation and free around every key.
    private var readBuffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    /// Opens the controlling terminal with `open(2)`; fails when the process has none.
    ///
    /// The descriptor is non-blocking (it is alertty's own open file, so the shell's are not
    /// affected): a terminal that stops taking output cannot hold alertty in a write.
    public init(path: String = "/dev/tty") throws(SystemError) {
        fd = try retryingOnInterrupt("open") {
            path.withCString { open($0, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
        }
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
        readBuffer.deallocate()
    }

    /// Switches to raw input with `tcsetattr(3)`: keys arrive one by one, unechoed.
    ///
    /// Signal keys stay on (ISIG) so Ctrl-C and Ctrl-Z reach the process as signals. Keys
    /// typed before the alert appeared are discarded (unless `discardingTypeahead` is false, for
    /// an alert that stayed on the screen), so an Enter meant for an earlier prompt cannot
    /// answer it.
    public func enterRawMode(discardingTypeahead: Bool) throws(SystemError) {
        var attributes = termios()
        try retryingOnInterrupt("tcgetattr") { tcgetattr(fd, &attributes) }
        if savedAttributes == nil { savedAttributes = attributes }
        attributes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        attributes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        try change(to: &attributes)
        if discardingTypeahead { try discardInput() }
    }

    /// Applies settings other than those found, once a fault would put those back: a crash
    /// must not leave the terminal raw.
    private func change(to attributes: inout termios) throws(SystemError) {
        if let savedAttributes { CrashRestore.keep(settings: savedAttributes, of: fd) }
        try setAttributes(&attributes)
    }

    /// Applies settings at once (TCSANOW). TCSAFLUSH would first wait for all output to
    /// reach the terminal, which a paused pane or a stuck connection never lets happen.
    private func setAttributes(_ attributes: inout termios) throws(SystemError) {
        try retryingOnInterrupt("tcsetattr") { tcsetattr(fd, TCSANOW, &attributes) }
    }

    /// Discards keys typed but not yet read (`tcflush(TCIFLUSH)`): typeahead meant for
    /// something else never answers alertty, and what is typed after the answer never
    /// reaches the shell.
    public func discardInput() throws(SystemError) {
        try retryingOnInterrupt("tcflush") { tcflush(fd, TCIFLUSH) }
    }

    /// Whether this process's group is the terminal's foreground group: only then may it set
    /// the terminal up or read it (a background job that tries is stopped by SIGTTOU/SIGTTIN).
    public var isForeground: Bool {
        tcgetpgrp(fd) == getpgrp()
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
        try change(to: &attributes)
    }

    /// Puts back the settings saved by the first ``enterRawMode(discardingTypeahead:)`` or ``setEcho(_:)``; does nothing if neither was called.
    ///
    /// Keys typed after the answer are discarded rather than left for the shell.
    public func restoreMode() {
        guard var attributes = savedAttributes else { return }
        CrashRestore.forget(fd)
        try? discardInput()
        try? setAttributes(&attributes)
    }

    /// The window size from `ioctl(TIOCGWINSZ)`, or `nil` when the terminal reports none (0×0).
    public func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Whether the terminal has hung up: its window or connection is gone (`poll(2)` reports
    /// POLLHUP; on Darwin, where poll does not work on terminals, its settings can no longer be read).
    public func isHungUp() -> Bool {
        #if canImport(Darwin)
            var attributes = termios()
            return tcgetattr(fd, &attributes) != 0
        #else
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLHUP) != 0
        #endif
    }

    /// Writes every byte with `write(2)`, waiting while the terminal takes no more (a paused
    /// pane, a stuck connection), but giving up when one of `signals` arrives (a signal must be
    /// heard even mid-frame) or at `deadline`. The watcher is armed only if the write has to wait.
    ///
    /// - Returns: whether every byte was written.
    @discardableResult
    public func write(
        _ bytes: [UInt8], unlessSignalled signals: SignalWatcher? = nil, deadline: Double? = nil
    ) throws(SystemError) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if count >= 0 {
                offset += count
                continue
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw SystemError("write") }
            let timeout = deadline.map { milliseconds(until: $0) } ?? -1
            if timeout == 0 { return false }
            let ready = try waitForReady(reading: signals.map { [$0.fd] } ?? [], writing: fd, milliseconds: timeout)
            // A signal arrived: the loop must hear it before the rest of the frame. (Room to
            // write, the deadline passing or an interrupted wait: write again, and the next
            // EAGAIN past the deadline gives up.)
            if !ready.readable.isEmpty { return false }
            if ready.writeFailed { throw SystemError("write", code: EIO) }
        }
        return true
    }

    /// Reads what is available with `read(2)`: empty at end of input (Ctrl-D in line mode, or a
    /// hung-up terminal in raw mode; ``isHungUp()`` tells which), `nil` when the read fails with EIO.
    ///
    /// Throws `EAGAIN` when the bytes a wait saw are gone: another reader took them, or the
    /// Ctrl-C behind them flushed them. The caller goes back to its own wait, which hears that
    /// Ctrl-C's signal and its deadlines; waiting here for the terminal alone missed both, and
    /// the alert ignored Ctrl-C until the next key.
    public func read(maximum: Int = 4096) throws(SystemError) -> [UInt8]? {
        let wanted = max(maximum, 0)
        if readBuffer.count < wanted {
            readBuffer.deallocate()
            readBuffer = .allocate(byteCount: wanted, alignment: 1)
        }
        do {
            // Then an array of just the bytes read: zeroing 4 KB was an eighth of a keystroke's
            // work, and an array made at full capacity (unsafeUninitializedCapacity) looks its
            // type up in the runtime's table on every key, where an array made from a buffer
            // uses a type cached after the first.
            let count = try readSome(fd, into: UnsafeMutableRawBufferPointer(rebasing: readBuffer[..<wanted]))
            return Array(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
        } catch  where error.code == EIO {
            // A hung-up pseudo-terminal reports EIO rather than end of file.
            return nil
        }
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
