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
    public static func openFile(named name: String) -> Int32? {
        let user = getuid()
        let candidates =
            [environmentValue("XDG_RUNTIME_DIR").map { $0 + "/alertty" }, "/tmp/alertty-\(user)"]
            + [environmentValue("HOME").map { $0 + "/.cache/alertty" }]
        for case let base? in candidates {
            _ = mkdir(base, 0o700)
            var info = stat()
            guard lstat(base, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == user,
                info.st_mode & 0o077 == 0
            else { continue }
            let opened = open(base + "/" + name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard opened >= 0 else { continue }
            if TrustedFile.problem(with: opened) == nil { return opened }
            close(opened)
        }
        return nil
    }
}
