import AlerttyKit
import AlerttyTerminal

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What feeds a pager (`--pager`, `--follow`): reads the view each move asks for, counts the
/// lines a piece at a time between keys, takes a pipe's bytes as they come, and looks at a
/// followed file at most once a frame. The session hands it the state after each event.
package final class PagerWork {
    private let file: PagedFile
    private let follows: Bool
    /// Bytes counted so far, and the newlines in them.
    private var counted = 0
    private var newlines = 0
    /// The newlines before each multiple of ``LineScan/searchPiece``: a line number is then a
    /// piece's count away.
    private var checkpoints = [0]
    /// When a followed file is next looked at.
    private var nextLook = 0.0
    /// What the next view must say: the file was cut short, replaced or removed.
    private var notice: String?

    /// Whether a signal waits to be heard: a search gives up for it, and is made again once the
    /// loop has heard it (a resize), if the alert is still there (not after Ctrl-C).
    var signalWaits: () -> Bool = { false }
    /// Whether the last search gave up for a signal.
    private var searchGaveUp = false

    /// How often a followed file is looked at: once a display refresh.
    static let lookInterval = 1.0 / 60

    /// Feeds a pager of `source`, opening its file.
    package init(_ source: PagerSource) throws(PagedFile.Problem) {
        switch source.origin {
        case .file(let path): file = try PagedFile(path: path)
        case .standardInput: file = PagedFile(standardInput: STDIN_FILENO)
        }
        follows = source.follows
    }

    /// The pipe to wait on while it is still being read.
    var waitDescriptor: Int32? { file.isStream && !file.streamEnded ? file.descriptor : nil }

    /// When the loop must wake for it: at once while lines are left to count, at the next look
    /// while following.
    func nextWake(at now: Double) -> Double? {
        if counted < file.size { return now }
        return follows ? max(now, nextLook) : nil
    }

    private var scan: LineScan {
        let file = file
        return LineScan(
            size: file.size, read: { file.read($0, $1) },
            givesUp: { [unowned self] in
                if signalWaits() { searchGaveUp = true }
                return searchGaveUp
            })
    }

    /// Brings `state`'s pager up to date: the pipe's new bytes (`readable`), a followed file's
    /// changes, a piece of the count, and the view its move or a resize asks for.
    func serve(_ state: inout AlertState, readable: Bool, at now: Double) {
        guard let pager = state.pager else { return }
        let words = state.configuration.words
        var grew = readable && file.takeAvailable()
        if grew, file.streamCut { notice = words(.pagerKeptFirst, String(PagedFile.streamLimit >> 20)) }
        var restart = false
        if follows, now >= nextLook {
            nextLook = now + Self.lookInterval
            switch file.check() {
            case .none: break
            case .grew: grew = true
            case .truncated:
                restart = true
                notice = words(.pagerCutShort)
            case .replaced:
                restart = true
                notice = words(.pagerReplaced)
            case .removed:
                notice = words(.pagerRemoved)
            }
        }
        if restart {
            (counted, newlines, checkpoints) = (0, 0, [0])
            var view = pager.view
            // From the top, not stuck to an end that is gone.
            (view.top, view.topLine, view.showsEnd) = (0, 0, false)
            _ = state.handle(.pager(view))
        }
        let countedBefore = counted
        // Not before the first frame, which needs no count.
        if state.pager?.view.rows != 0 { countPiece() }
        _ = state.rereadPager(growing: grew || restart)
        guard let request = state.pager?.request else {
            if counted != countedBefore || notice != nil, var view = state.pager?.view {
                describe(&view)
                _ = state.handle(.pager(view))
            }
            return
        }
        searchGaveUp = false
        var view = PagerPart.view(for: request, after: pager.view, scan: scan, words: pager.words)
        // The request stays: the search is made again after the signal, not said not found.
        if searchGaveUp { return }
        describe(&view)
        _ = state.handle(.pager(view))
    }

    /// The text as plain mode says it, before the question: its first ``plainLines`` lines,
    /// inert, and a line saying whether that was all. A pipe is read until then, or its end.
    func plainText(named name: String, words: Words = .english) -> String {
        while waitDescriptor != nil, LineScan.countLines(in: file.read(0, file.size)) < Self.plainLines {
            _ = file.takeAvailable()
        }
        let scan = scan
        var text = ""
        var start = 0
        var shown = 0
        while shown < Self.plainLines, start < file.size {
            let next = scan.lineStart(after: start) ?? file.size
            var line = file.read(start, min(next - start, PagerPart.windowSize))
            if line.last == 10 { line.removeLast() }
            text += PagerPart.inert(line[...]) + "\n"
            start = next
            shown += 1
        }
        let said = Sanitizer.displayable(name, keepNewlines: false)
        return text
            + (start < file.size
                ? words(.plainPagerFirst, String(shown), said) : words(.plainPagerEnd, said)) + "\n\n"
    }

    /// The most lines plain mode says.
    static let plainLines = 1000

    /// Counts the lines of the next piece not yet counted.
    private func countPiece() {
        guard counted < file.size else { return }
        let piece = LineScan.searchPiece
        let end = min(file.size, (counted / piece + 1) * piece)
        newlines += LineScan.countLines(in: file.read(counted, end - counted))
        counted = end
        if end % piece == 0 { checkpoints.append(newlines) }
    }

    /// Adds what is known of the whole to `view`: the count, the top line's number once the
    /// count has passed it, whether a pipe is still coming, a notice.
    private func describe(_ view: inout PagerView) {
        let complete = counted >= file.size && (!file.isStream || file.streamEnded)
        let unfinishedLine = file.size > 0 && counted >= file.size && file.read(file.size - 1, 1) != [10]
        view.lines = newlines + (complete && unfinishedLine ? 1 : 0)
        view.linesCounted = complete
        view.isComplete = !file.isStream || file.streamEnded
        view.size = file.size
        if view.topLine == nil, view.top <= counted {
            let piece = LineScan.searchPiece
            let index = min(view.top / piece, checkpoints.count - 1)
            view.topLine =
                checkpoints[index] + LineScan.countLines(in: file.read(index * piece, view.top - index * piece))
        }
        if let notice {
            view.notice = notice
            self.notice = nil
        }
    }
}
