#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Reads folders for a file picker: each entry's name and what it is, the kind of a path, and
/// the current folder. Typed answers over `opendir`/`readdir`/`fstatat`/`readlinkat`; knows
/// nothing about alerts.
public enum DirectoryReader {
    /// What an entry, or a path, is. A link says what it leads to.
    public enum Kind: UInt8, Equatable, Sendable {
        case folder, file, other, linkToFolder, linkToFile, brokenLink

        /// Whether it opens as a folder (a folder, or a link to one).
        public var opensAsFolder: Bool { self == .folder || self == .linkToFolder }
    }

    /// Why a folder could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing is at the path.
        case notFound
        /// Something is there, but not a folder.
        case notFolder
        /// Reading it is not permitted.
        case notPermitted
        /// Another error, by its `errno`.
        case other(Int32)

        /// What is wrong, to follow the folder's name: `cannot be read (permission denied)`.
        public var said: String {
            switch self {
            case .notFound: "does not exist"
            case .notFolder: "is not a folder"
            case .notPermitted: "cannot be read (permission denied)"
            case .other(let code): "cannot be read (\(text(ofCString: strerror(code))))"
            }
        }

        init(code: Int32) {
            switch code {
            case ENOENT: self = .notFound
            case ENOTDIR: self = .notFolder
            case EACCES, EPERM: self = .notPermitted
            default: self = .other(code)
            }
        }
    }

    /// Calls `body` with each entry of the folder at `path` (not `.` and `..`), in the order
    /// the system gives them: its name's bytes and what it is. The kind comes from `readdir`'s
    /// `d_type` where the file system gives it, so a plain folder costs no `stat` per entry; a
    /// link is followed (`fstatat`) to say what it leads to.
    public static func forEachEntry(
        in path: String, _ body: (UnsafeBufferPointer<UInt8>, Kind) -> Void
    ) -> Failure? {
        guard let directory = opendir(path) else { return Failure(code: errno) }
        defer { closedir(directory) }
        let fd = dirfd(directory)
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                return errno == 0 ? nil : Failure(code: errno)
            }
            withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { name in
                    let length = strlen(name)
                    // `.` and `..`: the picker has its own ways up and to stay.
                    if name[0] == 0x2E, length == 1 || (length == 2 && name[1] == 0x2E) { return }
                    let kind = Self.kind(type: entry.pointee.d_type, name: name, in: fd)
                    name.withMemoryRebound(to: UInt8.self, capacity: length) {
                        body(UnsafeBufferPointer(start: $0, count: length), kind)
                    }
                }
            }
        }
    }

    /// What the entry `name` of the folder open on `fd` is, from its `d_type`, else `fstatat`.
    private static func kind(type: UInt8, name: UnsafePointer<CChar>, in fd: Int32) -> Kind {
        switch Int(type) {
        case Int(DT_DIR): return .folder
        case Int(DT_REG): return .file
        case Int(DT_LNK): return linkKind(fstatAt(fd, name, follow: true))
        case Int(DT_UNKNOWN):
            guard let info = fstatAt(fd, name, follow: false) else { return .other }
            return info.st_mode & S_IFMT == S_IFLNK ? linkKind(fstatAt(fd, name, follow: true)) : kind(of: info)
        default: return .other
        }
    }

    private static func linkKind(_ target: stat?) -> Kind {
        guard let target else { return .brokenLink }
        return target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .linkToFile
    }

    private static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file
        default: .other
        }
    }

    /// `fstatat(2)`, following a link or not; `nil` when it fails.
    private static func fstatAt(_ fd: Int32, _ name: UnsafePointer<CChar>, follow: Bool) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, follow ? 0 : AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Where the link at `path` points (`readlink(2)`), as its bytes; `nil` when it is not a link.
    public static func linkTarget(_ path: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                readlink(path, $0, bytes.count)
            }
        }
        guard count >= 0 else { return nil }
        return Array(buffer[..<count])
    }

    /// What is at `path`, following links (`stat(2)`); `nil` when nothing is.
    public static func kind(ofPath path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            return lstat(path, &link) == 0 ? .brokenLink : nil
        }
        return kind(of: info)
    }

    /// Whether the folder at `path` can be listed (`opendir(3)`); why not, otherwise.
    public static func problem(listing path: String) -> Failure? {
        guard let directory = opendir(path) else { return Failure(code: errno) }
        closedir(directory)
        return nil
    }

    /// The current folder (`getcwd(3)`), or `nil` when it cannot be said (removed, unreadable).
    public static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return buffer.withUnsafeBufferPointer { text(ofCString: $0.baseAddress!) }
    }
}
