#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A question's file in the user's private directory (``PrivateFile``): whoever holds its lock
/// (an `fcntl(2)` write lock on the whole file) is asking it, and leaves the answer in it for
/// those who wait. The lock goes when this object goes, or however the process ends, so a
/// waiter never waits for an asker that was killed.
public final class QuestionLock {
    private let fd: Int32

    /// The question's file `name` (its UTF-8 bytes), opened (never through a link, never
    /// another user's); `nil` where no private directory can be had.
    public init?(named name: [UInt8]) {
        guard let fd = PrivateFile.openFile(named: name) else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Takes the lock if it is free; `false` while another process holds it.
    public func tryLock() -> Bool {
        var request = flock()
        request.l_type = Int16(F_WRLCK)
        request.l_whence = Int16(SEEK_SET)
        return fcntl(fd, F_SETLK, &request) == 0
    }

    /// What the file holds (at most 1 MiB), with the lock held.
    public func read() -> [UInt8] {
        _ = lseek(fd, 0, SEEK_SET)
        guard case .complete(let bytes)? = try? readToEnd(fd, limit: 1 << 20) else { return [] }
        return bytes
    }

    /// Empties the file: an answer left by an alert asked before is gone.
    public func clear() { _ = ftruncate(fd, 0) }

    /// Replaces what the file holds by `bytes`.
    public func replace(with bytes: [UInt8]) {
        clear()
        _ = lseek(fd, 0, SEEK_SET)
        try? writeAll(fd, bytes)
    }
}
