#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An advisory lock (`fcntl(2)` record lock) on the terminal, so two alertty processes on one
/// terminal take turns instead of drawing over each other. A record lock, not `flock(2)`,
/// because it tells who holds it: a waiting alert can see that the holder is stopped (Ctrl-Z)
/// and say so.
///
/// The lock is on the real device node behind `/dev/tty` (`/dev/pts/3`, `/dev/tty1`), found
/// through Linux's `TIOCGDEV`, the whole file. Where that node cannot be opened (another user's
/// terminal after `su`, a container without `/dev/pts`), it is one byte of `/dev/tty` itself,
/// at the device's number: `/dev/tty` is one inode for every terminal, so each terminal has its
/// own byte of it. Nothing there can be deleted, as a lock file in a private directory once
/// was (a cleaned `/tmp`, a closed login session), letting the next alert draw over the first.
/// Any user may lock any byte of `/dev/tty`, so a holder that is not on this terminal is not
/// waited for (``holderElsewhere``).
///
/// The lock is released when this object goes away (or the process ends, however it ends). A
/// record lock also goes when the process closes any descriptor of the file: nothing else may
/// open and close `/dev/tty` while an alert holds it.
public final class TerminalLock {
    private let fd: Int32
    /// The terminal whose `/dev/tty` descriptor holds the byte lock, kept open while it does;
    /// `nil` when ``fd`` is the device node, this lock's own.
    private let sharedThrough: TerminalDevice?
    /// The terminal's device number: the byte of `/dev/tty` locked, and what a holder's
    /// controlling terminal must be.
    private let device: UInt32

    /// Locks the device node behind `terminal`, or else its byte of `/dev/tty`; `nil` where the
    /// system cannot tell which terminal it is (not Linux): alerts do not take turns there.
    public init?(for terminal: TerminalDevice) {
        #if os(Linux)
            guard let device = terminal.deviceNumber else { return nil }
            self.device = device
            // Open for writing: a write lock needs it. The owner of a terminal may write to it.
            let node = terminal.deviceName.map { open($0, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
            if let node, node >= 0 {
                fd = node
                sharedThrough = nil
            } else {
                fd = terminal.fd
                sharedThrough = terminal
            }
        #else
            return nil
        #endif
    }

    deinit {
        if sharedThrough == nil {
            close(fd)
        } else {
            var request = lockRequest(F_UNLCK)
            _ = fcntl(fd, F_SETLK, &request)
        }
    }

    /// Takes the lock if it is free (`F_SETLK`, a write lock); `false` while another process
    /// holds it.
    public func tryLock() -> Bool {
        var request = lockRequest(F_WRLCK)
        return fcntl(fd, F_SETLK, &request) == 0
    }

    /// The process that holds the lock, while another one does (`F_GETLK`).
    public var holder: pid_t? {
        var request = lockRequest(F_WRLCK)
        guard fcntl(fd, F_GETLK, &request) == 0, request.l_type != Int16(F_UNLCK) else { return nil }
        return request.l_pid
    }

    /// The process that holds this terminal's byte of `/dev/tty` without being on this terminal
    /// (its controlling terminal is another, or it is out of sight in another PID namespace):
    /// not an alert here, but someone holding alerts here back. `nil` for the device node, which
    /// only those allowed on the terminal can open.
    public var holderElsewhere: pid_t? {
        guard sharedThrough != nil, let holder else { return nil }
        guard holder > 0 else { return holder }
        guard let terminal = controllingTerminal(of: holder) else {
            // Gone meanwhile: asked again next turn. Alive but out of sight (another user's,
            // /proc mounted hidepid): it cannot be shown to be on this terminal.
            return kill(holder, 0) != 0 && errno == ESRCH ? nil : holder
        }
        return terminal == device ? nil : holder
    }

    /// A request for the whole device node, or for the terminal's byte of `/dev/tty`.
    private func lockRequest(_ type: Int32) -> flock {
        var request = flock()
        request.l_type = Int16(type)
        request.l_whence = Int16(SEEK_SET)
        if sharedThrough != nil {
            request.l_start = off_t(device)
            request.l_len = 1
        }
        return request
    }
}

/// The device number of process `pid`'s controlling terminal (`/proc/PID/stat`'s `tty_nr`, in
/// `TIOCGDEV`'s encoding), or `nil` where that cannot be read.
func controllingTerminal(of pid: pid_t) -> UInt32? {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = fread(&buffer, 1, buffer.count, file)
    // "PID (NAME) STATE PPID PGRP SESSION TTY_NR ...": after the last ')', since NAME may hold anything.
    guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 4 else { return nil }
    return Int32(String(decoding: fields[4], as: UTF8.self)).map { UInt32(bitPattern: $0) }
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

    /// `/dev/pts/N`, written out by hand, not interpolated: start-up rule 7.
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
