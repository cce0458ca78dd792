import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// Its own file: a theme file is read only when a path is given, and a file's code is mapped
// whole when any of it runs (start-up rule).

extension AlerttyCLI {
    /// The theme the theme file at `path` describes; `source` is how it was given (`--theme`,
    /// `ALERTTY_THEME`). Anything wrong is one line naming the file (and the line) and the fix.
    static func readTheme(at path: String, source: String) throws(UsageError) -> Theme {
        let named = "theme file \(UsageError.quoted(path))" + (source == "--theme" ? "" : " (\(source))")
        let fix = "name a theme file or a built-in theme (\(ThemeFile.themeNames))"
        let descriptor = open(path, openWithoutBlocking)
        guard descriptor >= 0 else { throw .inFile("\(named): \(SystemError("open").reason); \(fix)") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .inFile("\(named): \(SystemError("fstat").reason)") }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw .inFile("\(named) is a folder; \(fix)")
        // A terminal would wait for a person's keys, /dev/zero would never end.
        default: throw .inFile("\(named) is not a file; \(fix)")
        }
        switch readWhole(opened: descriptor, deadline: nil, named: named, limit: ThemeFile.largest) {
        case .success(.complete(let bytes)):
            do throws(ThemeFileProblem) {
                return try ThemeFile.parse(bytes)
            } catch {
                throw .inFile("\(named) \(error)")
            }
        case .success(.tooLarge), .success(.timedOut):
            throw .inFile("\(named) is longer than \(ThemeFile.largest >> 10) KiB; a theme file is a few lines")
        case .failure(let error):
            throw .inFile("\(named): \(error.reason)")
        }
    }
}
