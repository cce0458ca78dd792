import AlerttyCommandLine
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Which entries of an answers file (keyed by id) the alerts of one run have taken, so that an
/// entry the run passes over is noticed at the next alert (`ALERTTY_ANSWERS_STRICT=1`: the run
/// fails there).
///
/// A run is the alerts of one session (`getsid`) answered from one file (its device and
/// inode), and it starts again whenever an alert takes the file's first entry. The ids taken
/// are lines of a file in the user's private directory (``PrivateFile``), read and added to
/// under an exclusive lock, so alerts at once in one run (`make -j`) keep it whole.
enum AnswerLedger {
    /// Notes that the alert `id` took its entry from `book`, read from `path`, and returns the
    /// entries the run has passed over before it. Nothing for standard input, or where no
    /// private directory can be had (the check is a help, not a gate on its own).
    static func take(_ id: String, from book: AnswerBook, readFrom path: String) -> [String] {
        var info = stat()
        guard path != "-", stat(path, &info) == 0,
            let fd = PrivateFile.openFile(named: "answers-\(info.st_dev)-\(info.st_ino)-\(getsid(0)).taken")
        else { return [] }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 { guard errno == EINTR else { return [] } }
        defer { flock(fd, LOCK_UN) }
        var taken: [String] = []
        if book.entries.first?.id == id {
            _ = ftruncate(fd, 0)
        } else if case .complete(let bytes)? = try? readToEnd(fd, limit: 1 << 20) {
            taken = bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }
        _ = lseek(fd, 0, SEEK_END)
        try? writeAll(fd, Array((id + "\n").utf8))
        return book.skipped(before: id, taken: taken)
    }
}
