import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The audit log (`--log FILE`, `ALERTTY_LOG`): opened before anything is shown, so a log that
/// cannot be written stops alertty before a person answers; then one line per alert.
///
/// A security record, kept like one (``AppendOnlyFile``); a record that cannot be written
/// withholds the answer (the caller fails closed).
struct AuditLog {
    private let file: AppendOnlyFile

    /// Opens `path` for appending, or creates it; a usage error names what is wrong with it.
    init(path: String, source: String) throws(UsageError) {
        file = try AppendOnlyFile(path: path, named: "the log \(source)")
    }

    /// Appends the line for `outcome`, whole or not at all; what went wrong, or `nil`.
    func record(_ outcome: Outcome, state: AlertState, means: AuditRecord.Means, terminal: String?) -> String? {
        let record = AuditRecord(
            time: Self.utcNow(), user: Self.userName(), terminal: terminal, outcome: outcome, means: means)
        return file.append(Array(record.line(for: state).utf8))
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

/// A file whole lines are appended to: the audit log, and a recording (`ALERTTY_RECORD`).
///
/// Kept like a security record: the file must be one that may speak for the user
/// (``TrustedFile``), not reached through a symbolic link in its last component, and it is
/// created mode 0600. Each line is written whole or not at all.
struct AppendOnlyFile {
    private let fd: Int32

    /// Opens `path` for appending, or creates it; a usage error names what is wrong with it
    /// (`named`: the file as the person gave it, `the log --log`).
    init(path: String, named: String) throws(UsageError) {
        func refuse(_ problemAndFix: String) -> UsageError {
            UsageError("\(named) \(UsageError.quoted(path)) \(problemAndFix)")
        }
        // Without blocking: a FIFO with no reader would hold alertty in open() forever.
        let opened = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o600)
        guard opened >= 0 else {
            switch errno {
            case ELOOP: throw refuse("is a symbolic link; name the file itself")
            case ENXIO: throw refuse(TrustedFile.Problem.notRegularFile.refusal)
            default:
                throw refuse(
                    "cannot be opened: \(String(cString: strerror(errno))); name a file alertty can append to")
            }
        }
        if let problem = TrustedFile.problem(with: opened) {
            close(opened)
            throw refuse(problem.refusal)
        }
        _ = fcntl(opened, F_SETFL, O_WRONLY | O_APPEND)
        fd = opened
    }

    /// Appends `bytes`, one line, whole or not at all; what went wrong, or `nil`.
    ///
    /// Alerts that finish at the same moment take turns on an exclusive `flock(2)`; a line cut
    /// short (the disk full, the file size limit) is cut off again, back to where it began, so
    /// no partial line glues onto the next one.
    func append(_ bytes: [UInt8]) -> String? {
        // A file system without flock (some NFS) still gets the record: one write to a file
        // opened O_APPEND does not mix with another's, and the cut-back below still holds.
        var locked = true
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                locked = false
                break
            }
        }
        defer { if locked { flock(fd, LOCK_UN) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return String(cString: strerror(errno)) }
        do {
            try writeAll(fd, bytes)
            return nil
        } catch {
            let cutBack = ftruncate(fd, info.st_size) == 0 ? "" : "; a partial line may remain"
            return "\(error.reason)\(cutBack)"
        }
    }
}

/// A recording (`ALERTTY_RECORD`): each answered alert's entry added under its id, a secret
/// as `null`, so a person's run of a script becomes the answers file for the next run.
struct Recording {
    let file: AppendOnlyFile
    let id: String

    /// Adds the entry for `outcome` (nothing when no button was chosen); what went wrong, or `nil`.
    func add(_ outcome: Outcome, state: AlertState) -> String? {
        guard let line = Answer.recordedLine(id: id, outcome: outcome, state: state) else { return nil }
        return file.append(Array(line.utf8))
    }
}
