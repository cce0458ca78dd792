import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How long a FIFO named for input may wait for its writer before alertty says what it waits for.
private let fifoNoticeDelay = 1.0

extension AlerttyCLI {
    /// Standard input must hold something to read: not closed, not the terminal a person types at.
    static func requireReadableStandardInput(for what: String, closed: Bool) throws(UsageError) {
        guard closed || isTerminal(STDIN_FILENO) else { return }
        throw UsageError(
            "\(what) reads standard input, but standard input is " + (closed ? "closed" : "a terminal")
                + "; pipe it in (printf '%s' \"$text\" | alertty ...) or name a file")
    }

    /// The pager's file can be shown (a text file, opened and closed again here, before the
    /// terminal is taken), or standard input is not a terminal.
    static func checkPager(_ source: PagerSource, closed: Bool) throws(UsageError) {
        let flag = source.follows ? "--follow" : "--pager"
        guard case .file(let path) = source.origin else {
            try requireReadableStandardInput(for: "--pager -", closed: closed)
            return
        }
        do throws(PagedFile.Problem) {
            _ = try PagedFile(path: path)
        } catch {
            let fix =
                switch error {
                case .cannotOpen: "check the path and its permissions"
                case .directory, .notAFile: "name a text file (pipe anything else in with --pager -)"
                case .notText: "show text, or a readable dump of it (xxd FILE | alertty --pager -)"
                }
            throw UsageError("\(flag) \(UsageError.quoted(path)) \(error.reason); \(fix)")
        }
    }

    /// The descriptor `--choices-from` reads (`-`: standard input), opened before the terminal
    /// is taken so that a file that cannot be read ends the run in one line (66); −1 without the option.
    static func openItems(_ path: String, closed: Bool) throws(UsageError) -> Int32 {
        guard !path.isEmpty else { return -1 }
        guard path != "-" else {
            guard closed || isTerminal(STDIN_FILENO) else { return STDIN_FILENO }
            throw UsageError(
                "--choices-from - reads the items from standard input, but it is "
                    + (closed ? "closed" : "the terminal")
                    + "; pipe the items in (ls | alertty --choices-from -) or name a file")
        }
        let descriptor = open(path, openWithoutBlocking)
        guard descriptor >= 0 else {
            let error = SystemError("open")
            throw .noInput(
                "--choices-from \(UsageError.quoted(path)): \(error.reason); check the path and its permissions")
        }
        if isTerminal(descriptor) {
            close(descriptor)
            throw UsageError(
                "--choices-from \(UsageError.quoted(path)) is a terminal, where keys would be read as items; "
                    + "pipe the items in or name a file")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw .noInput(
                "--choices-from \(UsageError.quoted(path)) is a folder; name a file of items (find DIR | alertty --choices-from -)"
            )
        }
        // Blocking from here: the loop reads only when the wait says the file or FIFO is ready,
        // and a FIFO opened without blocking would read as ended before its writer came.
        _ = fcntl(descriptor, F_SETFL, O_RDONLY)
        return descriptor
    }

    /// Whether `bytes` are UTF-8 throughout, checked without copying them into a String.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Bytes read for a message, as its text: without the newlines that end the input.
    static func messageText(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The text of a file, without its last newlines; or why not.
    static func readFile(_ path: String) -> Result<String, FileProblem> {
        switch readWhole(path, named: UsageError.quoted(path)) {
        case .success(.complete(let bytes)): return .success(messageText(bytes))
        case .success(.tooLarge), .success(.timedOut):
            return .failure(FileProblem("longer than \(Safeguards.standardInputLimit >> 20) MiB"))
        case .failure(let error):
            return .failure(FileProblem(error.reason))
        }
    }

    /// How a file alertty reads is opened: without blocking, since open would wait for a FIFO's
    /// writer past any deadline.
    static let openWithoutBlocking = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK

    /// A text box's file read whole, up to the input limit. The file is opened and closed here;
    /// failing to open it is a system error like failing to read it.
    static func readWhole(_ path: String, named: String) -> Result<ReadToEnd, SystemError> {
        let descriptor = open(path, openWithoutBlocking)
        guard descriptor >= 0 else { return .failure(SystemError("open")) }
        defer { close(descriptor) }
        return readWhole(opened: descriptor, deadline: nil, named: named)
    }

    /// The file opened without blocking on `descriptor` read whole, up to `limit` (the input
    /// limit unless given) or `deadline`: an answers file, a text box's file or a theme file.
    ///
    /// A FIFO is waited on until a writer comes or `deadline` passes; with no deadline, after a
    /// second, one line on stderr says what alertty waits for (`named`: how the person gave the file).
    static func readWhole(
        opened descriptor: Int32, deadline: Double?, named: String, limit: Int = Safeguards.standardInputLimit
    ) -> Result<ReadToEnd, SystemError> {
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
            // Linux and macOS call a FIFO readable once a writer has opened it, not before.
            let noticeTime = monotonicSeconds() + fifoNoticeDelay
            var noticed = deadline != nil
            while true {
                let now = monotonicSeconds()
                if let deadline, now >= deadline { return .success(.timedOut) }
                if !noticed, now >= noticeTime {
                    say("waiting for a program to write to \(named), a FIFO; give --timeout to stop waiting")
                    noticed = true
                }
                let until = deadline ?? (noticed ? nil : noticeTime)
                do {
                    if try waitForInput([descriptor], timeout: until.map { max(0, $0 - now) }).contains(descriptor) {
                        break
                    }
                } catch {
                    return .failure(error)
                }
            }
        }
        // Blocking from here: a writer is there, and a read waits for its data.
        _ = fcntl(descriptor, F_SETFL, O_RDONLY)
        return readWhole(descriptor, deadline: deadline, limit: limit)
    }

    /// Everything on `descriptor`, up to `limit` (the input limit, 64 MiB, unless given) or `deadline`.
    static func readWhole(
        _ descriptor: Int32, deadline: Double?, limit: Int = Safeguards.standardInputLimit
    ) -> Result<ReadToEnd, SystemError> {
        Result { () throws(SystemError) in try readToEnd(descriptor, limit: limit, deadline: deadline) }
    }

    /// Why a file could not be read, in words.
    struct FileProblem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
