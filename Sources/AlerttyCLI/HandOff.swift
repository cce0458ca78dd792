import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands a call alertty cannot take (dialog's `--form`, `--calendar`, `--item-help`, …) to the
/// real tool it imitates, when one is installed elsewhere on PATH: the script still works, in
/// the old look.
enum HandOff {
    /// Replaces this process with the first `tool` on PATH that is not alertty itself, passing
    /// `arguments`; returns only when there is none (or it cannot be started).
    ///
    /// Two guards against a loop: a candidate that is this very executable (a symlink to
    /// alertty) is skipped, and ALERTTY_HANDED_OFF holds the position in PATH of the one handed
    /// to, so an alertty started again by it (a wrapper script that runs `alertty --compat
    /// dialog`) looks only further along PATH: every hop moves on, and the hops end.
    static func toRealTool(_ tool: String, arguments: [String]) {
        guard let path = environmentValue("PATH") else { return }
        let guardName = EnvironmentVariable.handedOff.rawValue
        let candidates = path.split(separator: ":", omittingEmptySubsequences: false).map {
            // An empty entry is the current directory, as the shell reads PATH.
            ($0.isEmpty ? "." : String($0)) + "/" + tool
        }
        var first = 0
        if let previous = environmentValue(guardName) {
            guard let position = Int(previous), position >= 0 else { return }
            first = position + 1
        }
        let own = identity(of: ownExecutablePath)
        for (position, candidate) in candidates.enumerated().dropFirst(first) {
            guard access(candidate, X_OK) == 0, let found = identity(of: candidate), found.isRegularFile,
                own.map({ $0 != found }) ?? true
            else { continue }
            setenv(guardName, String(position), 1)
            // alertty ignores SIGPIPE for itself; the tool gets the default a shell gives it.
            signal(SIGPIPE, SIG_DFL)
            let argv = ([tool] + arguments).map { strdup($0) } + [nil]
            execv(candidate, argv)
            // Not started: the caller reports the box as unsupported.
            signal(SIGPIPE, SIG_IGN)
            unsetenv(guardName)
            for argument in argv { free(argument) }
            return
        }
    }

    /// A file's device and inode: the same file under any name.
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var isRegularFile: Bool
    }

    private static func identity(of path: String?) -> Identity? {
        guard let path else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), isRegularFile: (info.st_mode & S_IFMT) == S_IFREG)
    }

    /// This program's own file, whatever name it was started by.
    private static var ownExecutablePath: String? {
        #if os(Linux)
            return "/proc/self/exe"
        #else
            var size = UInt32(PATH_MAX)
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #endif
    }
}
