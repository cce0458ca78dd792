import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The audit log (`--log FILE`, `ALERTTY_LOG`): opened before anything is shown, so a log that
/// cannot be written stops alertty before a person answers; then one line per alert.
struct AuditLog {
    private let fd: Int32

    /// Opens `path` for appending (created mode 0600: answers are nobody else's business).
    init(path: String, source: String) throws(UsageError) {
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o600)
        guard fd >= 0 else {
            throw UsageError(
                "cannot open the log \(source) \(UsageError.quoted(path)): \(String(cString: strerror(errno))); "
                    + "name a file alertty can append to")
        }
    }

    /// Appends the line for `outcome`. One `write(2)` to a file opened with O_APPEND: alerts
    /// that finish at the same moment never mix their lines.
    func record(_ outcome: Outcome, state: AlertState, means: AuditRecord.Means, terminal: String?) -> String? {
        let record = AuditRecord(
            time: Self.utcNow(), user: Self.userName(), terminal: terminal, outcome: outcome, means: means)
        let bytes = Array(record.line(for: state).utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written != bytes.count else { return nil }
        return written < 0 ? String(cString: strerror(errno)) : "only \(written) of \(bytes.count) bytes written"
    }

    /// Now, in UTC, as RFC 3339 says: `2026-11-22T22:47:19Z`.
    private static func utcNow() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The effective user's name, or its number where it has none.
    private static func userName() -> String {
        let user = geteuid()
        guard let entry = getpwuid(user), let name = entry.pointee.pw_name else { return "\(user)" }
        return String(cString: name)
    }
}
