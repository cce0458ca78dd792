#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An advisory lock (`fcntl(2)` record lock) on the terminal device itself, so two alertty
/// processes on one terminal take turns instead of drawing over each other. A record lock,
/// not `flock(2)`, because it tells who holds it: a waiting alert can see that the holder is
/// stopped (Ctrl-Z) and say so.
///
/// `/dev/tty` cannot be locked for this: every process's `/dev/tty` is the same inode,
/// whatever terminal it leads to. The lock goes on the real device node behind it
/// (`/dev/pts/3`, `/dev/tty1`), found through Linux's `TIOCGDEV`. Where that node cannot be
/// opened (another user's terminal after `su`, a container without `/dev/pts`), the lock is
/// a file named after the device number in a directory private to the user, so alerts of one
/// user still take turns. The private directory is the first of `$XDG_RUNTIME_DIR/alertty`,
/// `/tmp/alertty-UID` and `$HOME/.cache/alertty` that is the user's own, mode 0700: another
/// user who made one of them first cannot switch turn-taking off, only move it along. The
/// lock is released when this object goes away (or the process ends, however it ends).
public final class TerminalLock {
    private let fd: Int32

    /// Why there is no lock.
    public enum Unavailable: Error, Equatable {
        /// The system cannot tell which terminal it is (not Linux): alerts do not take turns there.
        case unsupported
        /// The device cannot be opened and no private directory could be had: each path tried,
        /// and what is wrong with it.
        case noPrivateDirectory(String)
    }

    /// Opens the device node behind `terminal`, or else the private lock file for it.
    public init(for terminal: TerminalDevice) throws(Unavailable) {
        #if os(Linux)
            guard let device = terminal.deviceNumber else { throw .unsupported }
            // Open for writing: a write lock needs it. The owner of a terminal may write to it.
            let node = terminal.deviceName.map { open($0, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
            if let node, node >= 0 {
                fd = node
            } else {
                fd = try Self.privateLockFile(for: device)
            }
        #else
            throw .unsupported
        #endif
    }

    deinit { close(fd) }

    /// Takes the lock if it is free (`F_SETLK`, a write lock on the whole file); `false` while
    /// another process holds it.
    public func tryLock() -> Bool {
        var request = Self.wholeFile()
        return fcntl(fd, F_SETLK, &request) == 0
    }

    /// The process that holds the lock, while another one does (`F_GETLK`).
    public var holder: pid_t? {
        var request = Self.wholeFile()
        guard fcntl(fd, F_GETLK, &request) == 0, request.l_type != Int16(F_UNLCK) else { return nil }
        return request.l_pid
    }

    /// A write lock on the whole file.
    private static func wholeFile() -> flock {
        var request = flock()
        request.l_type = Int16(F_WRLCK)
        request.l_whence = Int16(SEEK_SET)
        return request
    }

    /// `tty-DEVICE.lock` in the user's private directory (``PrivateFile``).
    private static func privateLockFile(for device: UInt32) throws(Unavailable) -> Int32 {
        do {
            return try PrivateFile.openFile(named: "tty-\(device).lock")
        } catch {
            throw .noPrivateDirectory(error.refused)
        }
    }
}

/// A file in a directory private to the user: the first of `$XDG_RUNTIME_DIR/alertty`,
/// `/tmp/alertty-UID` and `$HOME/.cache/alertty` that lstat shows to be the user's own real
/// directory, closed to others (made mode 0700 where missing). Another user who made one of
/// them first cannot take the file over, only move it along.
public enum PrivateFile {
    /// No candidate directory would do: each path tried, and what is wrong with them.
    public struct Unavailable: Error, Equatable {
        public let refused: String
    }

    /// Opens (creating, mode 0600, never through a symbolic link) `name` for reading and writing.
    public static func openFile(named name: String) throws(Unavailable) -> Int32 {
        let user = getuid()
        let candidates =
            [environmentValue("XDG_RUNTIME_DIR").map { $0 + "/alertty" }, "/tmp/alertty-\(user)"]
            + [environmentValue("HOME").map { $0 + "/.cache/alertty" }]
        var refused: [String] = []
        for case let base? in candidates {
            _ = mkdir(base, 0o700)
            var info = stat()
            guard lstat(base, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == user,
                info.st_mode & 0o077 == 0
            else {
                refused.append(base)
                continue
            }
            let opened = open(base + "/" + name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if opened >= 0 { return opened }
            refused.append(base)
        }
        throw Unavailable(
            refused: refused.joined(separator: ", ") + (refused.count == 1 ? " is" : " are")
                + " not a directory of this user's own, closed to others")
    }
}

extension TerminalDevice {
    /// The device number of the real terminal behind this one (`/dev/tty` is the same inode
    /// for every terminal), from Linux's `TIOCGDEV`; `nil` elsewhere.
    public var deviceNumber: UInt32? {
        #if os(Linux)
            // TIOCGDEV, _IOR('T', 0x32, unsigned int).
            var device: UInt32 = 0
            return ioctl(fd, UInt(0x8004_5432), &device) == 0 ? device : nil
        #else
            return nil
        #endif
    }

    /// The device node of the real terminal (`/dev/pts/3`, `/dev/tty1`), or `nil` where it
    /// cannot be found.
    public var deviceName: String? {
        deviceNumber.flatMap {
            Self.pseudoTerminalNode(UInt($0)) ?? Self.deviceNode(UInt($0), in: ["/dev/pts", "/dev"])
        }
    }

    /// A pseudo-terminal's node named from its number (majors 136–143 are `/dev/pts/N`), when
    /// that node is the device: one `stat` instead of reading `/dev/pts` at start-up.
    static func pseudoTerminalNode(_ device: UInt) -> String? {
        // Linux's user-space device number: major in bits 8–19, minor in 0–7 and 20–31.
        let major = (device >> 8) & 0xfff
        let minor = (device & 0xff) | ((device >> 12) & 0xfff00)
        guard (136...143).contains(major) else { return nil }
        let path = pseudoTerminalPath((major - 136) * 256 + minor)
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR, UInt(info.st_rdev) == device else { return nil }
        return path
    }

    /// `/dev/pts/N`, written out by hand: string interpolation would run the standard library's
    /// generic integer printing, which nothing else in a run needs (64 KB more of the binary).
    static func pseudoTerminalPath(_ number: UInt) -> String {
        let prefix = "/dev/pts/".utf8
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 20) { buffer in
            var end = 0
            for byte in prefix {
                buffer[end] = byte
                end += 1
            }
            let digits = end
            var remaining = number
            repeat {
                buffer[end] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                end += 1
            } while remaining > 0
            buffer[digits..<end].reverse()
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
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
