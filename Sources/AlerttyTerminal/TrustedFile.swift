#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The rules a file must keep to speak for the user: an answers file answers their alerts, the
/// audit log and a recording keep their record. Whoever can write such a file can choose a
/// button in the user's name, or rewrite what they chose, so it must be the user's own (or
/// root's, who can write anything anyway) and closed to writing by group and others. Checked on
/// the opened descriptor: a name swapped for another file after it was looked up is still caught.
public enum TrustedFile {
    /// The rule a file breaks.
    public enum Problem: Error, Equatable, Sendable {
        /// Not a regular file (nor a FIFO, where one may be).
        case notRegularFile
        /// Owned by another user than this one and root: whatever they wrote would be obeyed.
        case anotherUsers(owner: uid_t)
        /// Group or others may write it.
        case writableByOthers

        /// What is wrong and how to put it right, for a message after the file's name:
        /// `belongs to another user (uid 65534); name a file of your own`.
        public var refusal: String {
            switch self {
            case .notRegularFile: "is not a regular file; name a file"
            case .anotherUsers(let owner): "belongs to another user (uid \(owner)); name a file of your own"
            case .writableByOthers: "is writable by group or others; chmod go-w it"
            }
        }
    }

    /// The rule the file open on `fd` breaks, or `nil` when it may speak for the user.
    ///
    /// - Parameter allowingFIFO: a FIFO may stand for the file (answers written by a program as
    ///   it runs); it is held to the same owner and write rules.
    public static func problem(with fd: Int32, allowingFIFO: Bool = false) -> Problem? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .notRegularFile }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || (allowingFIFO && kind == S_IFIFO) else { return .notRegularFile }
        guard info.st_uid == geteuid() || info.st_uid == 0 else { return .anotherUsers(owner: info.st_uid) }
        guard info.st_mode & 0o022 == 0 else { return .writableByOthers }
        return nil
    }
}
