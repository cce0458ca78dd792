#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An advisory lock (`flock(2)`) on the terminal device itself, so two alertty processes on
/// one terminal take turns instead of drawing over each other.
///
/// `/dev/tty` cannot be locked for this: every process's `/dev/tty` is the same inode,
/// whatever terminal it leads to. The lock goes on the real device node behind it
/// (`/dev/pts/3`, `/dev/tty1`), found through Linux's `TIOCGDEV`. The lock is released
/// when this object goes away (or the process ends, however it ends).
public final class TerminalLock {
    private let fd: Int32

    /// Opens the device node behind `terminal`; `nil` where it cannot be found (no lock is then taken).
    public init?(for terminal: TerminalDevice) {
        #if os(Linux)
            // TIOCGDEV, _IOR('T', 0x32, unsigned int): the device number of the real terminal.
            var device: UInt32 = 0
            guard ioctl(terminal.fd, UInt(0x8004_5432), &device) == 0,
                let path = Self.deviceNode(UInt(device), in: ["/dev/pts", "/dev"])
            else { return nil }
            let opened = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            guard opened >= 0 else { return nil }
            fd = opened
        #else
            return nil
        #endif
    }

    deinit { close(fd) }

    /// Takes the lock if it is free (`flock(LOCK_EX | LOCK_NB)`); `false` while another process holds it.
    public func tryLock() -> Bool {
        flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    /// The first character device in `directories` whose device number is `device`.
    private static func deviceNode(_ device: UInt, in directories: [String]) -> String? {
        for directory in directories {
            guard let stream = opendir(directory) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                let path = directory + "/" + name
                var info = stat()
                if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR, UInt(info.st_rdev) == device {
                    return path
                }
            }
        }
        return nil
    }
}
