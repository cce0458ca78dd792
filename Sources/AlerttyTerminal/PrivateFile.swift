#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A file in a directory private to the user: the first of `$XDG_RUNTIME_DIR/alertty`,
/// `/tmp/alertty-UID` and `$HOME/.cache/alertty` that lstat shows to be the user's own real
/// directory, closed to others (made mode 0700 where missing). Another user who made one of
/// them first cannot take the file over, only move it along.
public enum PrivateFile {
    /// Opens (creating, mode 0600, never through a symbolic link) `name` for reading and writing,
    /// a file that may speak for the user (``TrustedFile``); `nil` where no directory would do.
    ///
    /// Every alert opens one before its first frame (``QuestionLock``), so the paths are bytes
    /// put together by hand, not strings built up: start-up rule 7.
    public static func openFile(named name: String) -> Int32? {
        var bytes: [UInt8] = []
        append(name, to: &bytes)
        return openFile(named: bytes)
    }

    /// ``openFile(named:)`` for a name given as its UTF-8 bytes.
    public static func openFile(named name: [UInt8]) -> Int32? {
        let user = getuid()
        for place in 0..<3 {
            var base: [UInt8] = []
            switch place {
            case 0:
                guard append(variable: "XDG_RUNTIME_DIR", to: &base) else { continue }
                append("/alertty", to: &base)
            case 1:
                append("/tmp/alertty-", to: &base)
                appendDigits(of: UInt(user), to: &base)
            default:
                guard append(variable: "HOME", to: &base) else { continue }
                append("/.cache/alertty", to: &base)
            }
            var path = base
            base.append(0)
            path.append(UInt8(ascii: "/"))
            path.append(contentsOf: name)
            path.append(0)
            if let opened = openInside(base, path: path, user: user) { return opened }
        }
        return nil
    }

    /// The file at `path` (NUL-ended) opened in the directory `base` (NUL-ended), made if
    /// missing, when that is the user's own and closed to others.
    private static func openInside(_ base: [UInt8], path: [UInt8], user: uid_t) -> Int32? {
        base.withUnsafeBytes { baseBytes in
            path.withUnsafeBytes { pathBytes in
                let directory = baseBytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                _ = mkdir(directory, 0o700)
                var info = stat()
                guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == user,
                    info.st_mode & 0o077 == 0
                else { return nil }
                let file = pathBytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                let opened = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
                guard opened >= 0 else { return nil }
                if TrustedFile.problem(with: opened) == nil { return opened }
                close(opened)
                return nil
            }
        }
    }

    /// Appends the environment variable `name`'s bytes; `false` where it is unset or empty.
    private static func append(variable name: String, to bytes: inout [UInt8]) -> Bool {
        guard let value = name.withCString({ getenv($0) }), value.pointee != 0 else { return false }
        var next = value
        while next.pointee != 0 {
            bytes.append(UInt8(bitPattern: next.pointee))
            next += 1
        }
        return true
    }

    /// Appends `text`'s bytes one by one (not `append(contentsOf:)`, which calls into the
    /// standard library's string copying: start-up rule 7).
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 { bytes.append(byte) }
    }

    /// Appends `number` in decimal digits.
    private static func appendDigits(of number: UInt, to bytes: inout [UInt8]) {
        var divisor: UInt = 1
        while number / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
