import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The most of a dialog rc file alertty reads: real ones are a few kB.
private let rcFileLimit = 1 << 20

extension Invocation {
    /// The palette the real tool reads for `request`'s box, or ``ToolPalette/none`` where none
    /// is given and the box keeps the terminal's colours: whiptail's `NEWT_COLORS` (not empty), else the
    /// file `NEWT_COLORS_FILE` names; dialog's rc file (``dialogRC(statuses:)``).
    func toolPalette(for request: CompatRequest) throws(Ended) -> ToolPalette {
        switch request.dialect {
        case .whiptail:
            let checkList = request.box == .checklist || request.box == .radiolist
            if let colors = environmentValue("NEWT_COLORS"), !colors.isEmpty {
                return NewtColors.palette(Array(colors.utf8), checkList: checkList)
            }
            // newt passes over a file it cannot open or read, in silence; so does alertty.
            guard let path = environmentValue("NEWT_COLORS_FILE"), !path.isEmpty,
                let bytes = Self.start(of: path, limit: NewtColors.readLimit)
            else { return .none }
            return NewtColors.palette(bytes, checkList: checkList)
        case .dialog:
            let lists: [CompatRequest.Box] = [.menu, .checklist, .radiolist, .inputmenu, .buildlist, .treeview]
            return try dialogRC(statuses: request.statuses)?.palette(plainButtons: lists.contains(request.box)) ?? .none
        }
    }

    /// The first `limit` bytes of the regular file at `path`, or `nil` where it cannot be opened
    /// or is no regular file (a FIFO would wait for a writer, a device might never end).
    private static func start(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, AlerttyCLI.openWithoutBlocking)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = bytes.withUnsafeMutableBytes { (try? readSome(descriptor, into: $0)) ?? 0 }
        return Array(bytes.prefix(count))
    }

    /// dialog's settings from the first rc file it finds (`dlg_parse_rc`): `DIALOGRC`, else
    /// `$HOME/.dialogrc`, else `/etc/dialogrc`, a name that cannot be opened passed over for the
    /// next; `nil` when none can. A file found that dialog would refuse ends the run with one
    /// line naming the file, the line and the fix, and dialog's error status (`statuses.error`),
    /// as dialog ends it (measured: 255 and `FILE:LINE: syntax error`).
    func dialogRC(statuses: CompatStatuses) throws(Ended) -> DialogRC? {
        var candidates: [String] = []
        if let named = environmentValue("DIALOGRC"), !named.isEmpty { candidates.append(named) }
        // As rc.c joins them: an empty HOME leaves the name relative.
        if let home = environmentValue("HOME") {
            candidates.append(home.isEmpty || home.hasSuffix("/") ? home + ".dialogrc" : home + "/.dialogrc")
        }
        candidates.append("/etc/dialogrc")
        for path in candidates {
            let descriptor = open(path, AlerttyCLI.openWithoutBlocking)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            func refuse(_ reason: String) -> Ended {
                AlerttyCLI.say("dialog: rc file \(Sanitizer.displayable(path, keepNewlines: false)) \(reason)")
                return .exit(statuses.error)
            }
            var info = stat()
            let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
            // A character device is read (DIALOGRC=/dev/null asks for dialog's own colours).
            guard kind == S_IFREG || kind == S_IFCHR else {
                throw refuse(
                    (kind == S_IFDIR ? "is a folder" : "is not a regular file")
                        + "; name a dialog rc file (dialog --create-rc FILE writes one)")
            }
            let bytes: [UInt8]
            switch Result(catching: { () throws(SystemError) in
                try readToEnd(descriptor, limit: rcFileLimit, deadline: monotonicSeconds() + 1)
            }) {
            case .success(.complete(let read)): bytes = read
            case .success:
                throw refuse("is larger than \(rcFileLimit >> 20) MiB; name a dialog rc file, which is a few kB")
            case .failure(let error):
                throw refuse("cannot be read (\(error.reason)); check it and its permissions")
            }
            do throws(DialogRCProblem) {
                return try DialogRC.parse(bytes)
            } catch {
                throw refuse(error.reason)
            }
        }
        return nil
    }

    /// dialog's `--create-rc FILE`: the settings as the rc file leaves them, written to `path`;
    /// 0, or dialog's error status with one line when the rc file is refused or `path` cannot
    /// be written.
    func createRC(at path: String) throws(Ended) -> Termination {
        let statuses = CompatStatuses { environmentValue($0) }
        let rc = try dialogRC(statuses: statuses) ?? DialogRC()
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o666)
        do throws(SystemError) {
            guard descriptor >= 0 else { throw SystemError("open") }
            defer { close(descriptor) }
            try writeAll(descriptor, Array(rc.written.utf8))
        } catch {
            AlerttyCLI.say(
                "dialog: --create-rc cannot write \(Sanitizer.displayable(path, keepNewlines: false)) "
                    + "(\(error.reason)); name a file in a folder you can write")
            return .exit(statuses.error)
        }
        return .exit(statuses.ok)
    }
}
