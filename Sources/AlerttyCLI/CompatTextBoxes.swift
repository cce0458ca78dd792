import AlerttyCommandLine
import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

extension Invocation {
    /// Reads or opens the file an `--editbox` or `--tailbox` names into `request`'s alert;
    /// `false` for a box whose file is shown as its message (`--textbox`). A file that cannot be
    /// read ends the run with the dialect's error status, as in dialog.
    func takeFile(_ path: String, into request: inout CompatRequest) throws(Ended) -> Bool {
        switch request.box {
        case .editbox:
            // Read as it is, every newline kept: they are the answer's.
            switch AlerttyCLI.readWhole(path, named: UsageError.quoted(path)) {
            case .success(.complete(let bytes)):
                CompatEditBox.load(String(decoding: bytes, as: UTF8.self), into: &request)
            case .success(.tooLarge), .success(.timedOut):
                throw cannotShow(
                    path, "it is longer than \(Safeguards.standardInputLimit >> 20) MiB", request,
                    fix: "edit a smaller file")
            case .failure(let error):
                throw cannotShow(path, error.reason, request)
            }
        case .tailbox:
            try checkFollowed(path, request)
            CompatTailBox.follow(path, into: &request.configuration)
        default:
            return false
        }
        return true
    }

    /// dialog's `--tailboxbg` without another box to run behind: its file checked, nothing
    /// drawn, and 0 at once, as dialog ends it (measured).
    func endBackgroundTailBox(_ request: CompatRequest) throws(Ended) -> Termination {
        if let path = request.textFile { try checkFollowed(path, request) }
        return .exit(request.statuses.ok)
    }

    /// The file to follow can be opened and is text, as the pager will need it.
    private func checkFollowed(_ path: String, _ request: CompatRequest) throws(Ended) {
        do throws(PagedFile.Problem) {
            _ = try PagedFile(path: path)
        } catch {
            throw cannotShow(path, error.reason, request)
        }
    }

    /// Says that the file at `path` cannot be shown (`reason`) and how to mend it; the end with
    /// the dialect's error status.
    private func cannotShow(
        _ path: String, _ reason: String, _ request: CompatRequest, fix: String = "name a readable file"
    ) -> Ended {
        AlerttyCLI.say(
            "\(request.dialect.rawValue): cannot show \(Sanitizer.displayable(path, keepNewlines: false)): "
                + "\(reason); \(fix)")
        return .exit(request.statuses.error)
    }
}

extension CompatRequest {
    /// dialog's `--pause` with no terminal to draw on: its time waited out, then OK, as dialog
    /// ends it (measured: 0 after the seconds, where the other boxes are errors); `nil` for
    /// any other box.
    func pausedWithoutTerminal() -> Termination? {
        guard box == .pause, let seconds = configuration.timeout else { return nil }
        AlerttyCLI.wait(seconds: Int(seconds))
        return .exit(statuses.ok)
    }
}
