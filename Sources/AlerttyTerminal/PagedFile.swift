#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// `read(2)`, under a name the class's own `read` does not hide.
private func readDescriptor(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}

/// A text file read a piece at a time (`pread`), never whole; or a pipe, whose bytes are kept
/// as they come. Followed, it says when the file grew, was cut short, replaced or removed.
public final class PagedFile {
    /// Why a file cannot be paged, said as a person would fix it.
    public enum Problem: Error, Sendable {
        /// `open` or `fstat` failed (no such file, no permission).
        case cannotOpen(SystemError)
        case directory
        /// A device, a socket or a FIFO: reading it could wait forever or never end.
        case notAFile
        /// NUL bytes near its start: a binary file.
        case notText

        /// What is wrong, after the file's name: "is a directory".
        public var reason: String {
            switch self {
            case .cannotOpen(let error): "cannot be read (\(error.reason))"
            case .directory: "is a directory"
            case .notAFile: "is not a regular file (a device, socket or FIFO)"
            case .notText: "is not text (it holds NUL bytes)"
            }
        }
    }

    /// What changed since the last look at a followed file.
    public enum Change: Equatable, Sendable {
        case none, grew
        /// It is shorter than what was read: written again from the start.
        case truncated
        /// Its path names another file now (rotated): that one is read.
        case replaced
        /// Its path names no file any more: what was read stays.
        case removed
    }

    /// The bytes near the start looked at for NUL: a text file has none.
    public static let textCheckSize = 64 << 10

    /// The descriptor read (for a pipe, the one to wait on).
    public private(set) var descriptor: Int32
    /// The bytes known so far.
    public private(set) var size: Int
    /// Whether it is a pipe read as it comes, rather than a file read where asked.
    public let isStream: Bool
    /// Whether a pipe's writer has closed it, or ``streamLimit`` was reached: no more is read.
    public private(set) var streamEnded = false
    /// Whether a pipe gave more than ``streamLimit``: the rest was not read.
    public private(set) var streamCut = false
    /// The most of a pipe kept in memory.
    public static let streamLimit = 256 << 20
    private var buffer: [UInt8] = []
    private let path: String?
    private var device: dev_t = 0
    private var inode: ino_t = 0
    private var removed = false

    /// Opens the file at `path`: a regular file holding text.
    public init(path: String) throws(Problem) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .cannotOpen(SystemError("open")) }
        isStream = false
        size = 0
        do throws(Problem) {
            try take(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Standard input (or `descriptor`): a redirected file is read where asked, a pipe as it
    /// comes, shown as it grows.
    public init(standardInput descriptor: Int32 = STDIN_FILENO) {
        path = nil
        self.descriptor = descriptor
        var info = stat()
        isStream = fstat(descriptor, &info) != 0 || info.st_mode & S_IFMT != S_IFREG
        size = isStream ? 0 : Int(info.st_size)
    }

    deinit { if path != nil { close(descriptor) } }

    /// Checks the newly opened `file` is a text file and takes its size and identity.
    private func take(_ file: Int32) throws(Problem) {
        var info = stat()
        guard fstat(file, &info) == 0 else { throw .cannotOpen(SystemError("fstat")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory
        default: throw .notAFile
        }
        size = Int(info.st_size)
        device = info.st_dev
        inode = info.st_ino
        if readAt(0, min(size, Self.textCheckSize), from: file).contains(0) { throw .notText }
    }

    /// Up to `count` bytes from `offset` (fewer at the end).
    public func read(_ offset: Int, _ count: Int) -> [UInt8] {
        let count = max(0, min(count, size - offset))
        guard count > 0 else { return [] }
        if isStream { return Array(buffer[offset..<(offset + count)]) }
        return readAt(offset, count, from: descriptor)
    }

    private func readAt(_ offset: Int, _ count: Int, from file: Int32) -> [UInt8] {
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            initialized = 0
            while initialized < count {
                let got = pread(
                    file, bytes.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                initialized += got
            }
        }
    }

    /// A pipe's bytes waiting now, kept (one read: call it when the descriptor is readable);
    /// whether any came or the pipe ended.
    public func takeAvailable() -> Bool {
        guard isStream, !streamEnded else { return false }
        guard size < Self.streamLimit else {
            (streamEnded, streamCut) = (true, true)
            return true
        }
        let piece = 1 << 20
        var got = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: piece) { bytes, initialized in
            repeat { got = readDescriptor(descriptor, bytes.baseAddress!, piece) } while got < 0 && errno == EINTR
            initialized = max(0, got)
        }
        buffer += bytes
        size = buffer.count
        if got <= 0 { streamEnded = true }
        return true
    }

    /// Looks at a followed file again: its size, and whether its path still names it.
    public func check() -> Change {
        guard !isStream, let path else { return .none }
        var named = stat()
        if stat(path, &named) != 0 {
            guard !removed else { return .none }
            removed = true
            return .removed
        }
        removed = false
        if named.st_dev != device || named.st_ino != inode {
            let file = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            guard file >= 0 else { return .none }
            do {
                try take(file)
            } catch {
                close(file)
                return .none
            }
            close(descriptor)
            descriptor = file
            return .replaced
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .none }
        let now = Int(info.st_size)
        defer { size = now }
        return now > size ? .grew : now < size ? .truncated : .none
    }
}
