import AlerttyKit
import AlerttyTerminal
import ScreenModel
import Testing

@testable import Alertty

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A terminal that is not one: keys come from a pipe the test fills, frames go to a screen model.
final class StandInTerminal: TerminalPort {
    let fd: Int32
    private var keyEnd: Int32
    let screen: Screen
    private(set) var written: [UInt8] = []
    /// How many writes the program made.
    private(set) var writes = 0
    private(set) var rawModeEntered = 0
    private(set) var restored = 0
    var size: (columns: Int, rows: Int)?
    var isForeground: Bool { true }
    /// Answers to queries arrive only after the program's next read, as over a slow link.
    var answersLate = false
    private var lateReplies: [UInt8] = []
    /// How many reads find nothing after the wait saw keys, as when a Ctrl-C flushed them.
    var vanishingReads = 0

    init(columns: Int = 60, rows: Int = 16) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        fd = ends[0]
        keyEnd = ends[1]
        size = (columns, rows)
        screen = Screen(columns: columns, rows: rows)
    }

    deinit {
        close(fd)
        if keyEnd >= 0 { close(keyEnd) }
    }

    /// Queues keys as a terminal would send them.
    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { systemWrite(keyEnd, $0.baseAddress, $0.count) }
    }

    /// The terminal goes away: reading it then finds nothing.
    func closeKeys() {
        close(keyEnd)
        keyEnd = -1
    }

    func enterRawMode(discardingTypeahead: Bool) throws(SystemError) { rawModeEntered += 1 }
    func restoreMode() { restored += 1 }
    func windowSize() -> (columns: Int, rows: Int)? { size }

    func read(maximum: Int) throws(SystemError) -> [UInt8]? {
        if vanishingReads > 0 {
            vanishingReads -= 1
            throw SystemError("read", code: EAGAIN)
        }
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = systemRead(fd, &buffer, maximum)
        type(String(decoding: lateReplies, as: UTF8.self))
        lateReplies = []
        return count < 0 ? nil : Array(buffer[0..<count])
    }

    func write(_ bytes: [UInt8], unlessSignalled signals: SignalWatcher?, deadline: Double?) throws(SystemError) -> Bool
    {
        written += bytes
        writes += 1
        screen.feed(bytes)
        // A terminal answers queries on its input, where the keys come from.
        if answersLate {
            lateReplies += screen.takeReplies()
        } else {
            type(String(decoding: screen.takeReplies(), as: UTF8.self))
        }
        return true
    }
}

#if canImport(Darwin)
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#else
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#endif

@Suite struct AlertSessionTests {
    static let delete = AlertConfiguration(
        title: "Delete 3 files?", message: "This cannot be undone.",
        buttons: [("Cancel", .cancel), ("Delete", .destructive)])

    func session(
        _ configuration: AlertConfiguration, on terminal: StandInTerminal,
        profile: TerminalProfile = TerminalProfile(family: .unknown, colorMode: .none)
    ) throws -> AlertSession {
        AlertSession(
            configuration: configuration, look: Look(appearance: configuration.appearance, terminal: profile),
            fallbackSize: AlertState.assumedSize, terminal: terminal, signals: try SignalWatcher(signals: []),
            since: monotonicSeconds())
    }

    /// A session for a progress alert (a title, a bar, `outputRows` rows of output) following `work`.
    func progressSession(
        title: String, outputRows: Int = 0, on terminal: StandInTerminal, since start: Double = monotonicSeconds(),
        following work: ProgressWork
    ) throws -> AlertSession {
        var configuration = AlertConfiguration(title: title)
        configuration.progress = ProgressOptions(showsBar: true, hasButtons: false, outputRows: outputRows)
        return AlertSession(
            configuration: configuration, look: Look(appearance: configuration.appearance),
            fallbackSize: AlertState.assumedSize, terminal: terminal, signals: try SignalWatcher(signals: []),
            since: start, work: work)
    }

    /// Runs a session for `configuration` on `terminal` to its end.
    func run(
        _ configuration: AlertConfiguration, on terminal: StandInTerminal,
        profile: TerminalProfile = TerminalProfile(family: .unknown, colorMode: .none)
    ) throws -> Outcome {
        var session = try session(configuration, on: terminal, profile: profile)
        return try session.run()
    }

    /// Ten thousand percentage lines at once are a few frames, not ten thousand: the news of a
    /// read is one update, and frames are at most one per display refresh.
    @Test func aFloodOfProgressLinesIsDrawnInAFewFrames() throws {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        let lines = (0..<10_000).map { "\($0 * 100 / 9_999)\n" }.joined()
        _ = Array(lines.utf8).withUnsafeBytes { systemWrite(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        let terminal = StandInTerminal()
        var session = try progressSession(
            title: "Installing", on: terminal, following: try ProgressWork(.lines(descriptor: ends[0])))
        #expect(try session.run() == .finished(status: 0))
        #expect(terminal.writes <= 5, "\(terminal.writes) writes")
        #expect(String(decoding: terminal.written, as: UTF8.self).contains("100"))
    }

    /// A command writing line by line, a little apart, wakes the alert for each line; the
    /// frames stay within one per display refresh of the time it ran, however many lines came,
    /// and the last frame shows the last line.
    @Test func framesAreHeldToOnePerDisplayRefresh() throws {
        let terminal = StandInTerminal()
        let start = monotonicSeconds()
        let count =
            "i=0; while [ $i -lt 1000 ]; do echo line $i; j=0; while [ $j -lt 40 ]; do j=$((j+1)); done; i=$((i+1)); done"
        var session = try progressSession(
            title: "Counting", outputRows: 3, on: terminal, since: start,
            following: try ProgressWork(.command(["/bin/sh", "-c", count])))
        #expect(try session.run() == .finished(status: 0))
        let seconds = monotonicSeconds() - start
        // The first frame, the last, the leaving, and one per 1/60 s (doubled for a late wake).
        #expect(Double(terminal.writes) <= 5 + 2 * 60 * seconds, "\(terminal.writes) writes in \(seconds) s")
        let lastFrame = Screen(columns: 60, rows: 16)
        lastFrame.feed(Array(terminal.written.dropLast(TerminalModes.leave(.overlay).utf8.count)))
        #expect(lastFrame.lines.contains { $0.contains("line 999") }, "\(lastFrame.text)")
    }

    /// A Swift program reports its own progress through a sender; finishing ends the alert.
    @Test func aProgramsOwnReportsMoveTheBarAndItsFinishEndsTheAlert() throws {
        let (work, sender) = try ProgressWork.reported()
        sender.send(percent: 50, text: "Half\nway")
        sender.finish()
        let terminal = StandInTerminal()
        var session = try progressSession(title: "Importing", on: terminal, following: work)
        #expect(try session.run() == .finished(status: 0))
        #expect(session.state.configuration.message == "Half way")
        #expect(session.state.progress.percent == 50)
    }

    @Test func keysChooseAButtonAndTheTerminalIsPutBack() throws {
        let terminal = StandInTerminal()
        terminal.type("\u{1B}[C\r")
        let outcome = try run(Self.delete, on: terminal)
        #expect(outcome == .chosen(1))
        #expect(terminal.rawModeEntered == 1 && terminal.restored == 1)
        let leave = Array(TerminalModes.leave(.overlay).utf8)
        #expect(terminal.written.suffix(leave.count).elementsEqual(leave), "the last bytes restore the screen")
        #expect(!terminal.screen.onAlternateScreen && terminal.screen.cursorVisible)
    }

    /// A fault mid-frame must not leave synchronized output on (2026, around a whole frame: the
    /// terminal would show nothing more) nor the line-drawing set in use (the shell's text would
    /// come out as lines): the sequence a fault writes ends both first.
    @Test(arguments: [AlertConfiguration.Presentation.overlay, .inline])
    func theSequenceForAFaultEndsAFrameLeftHalfDrawn(presentation: AlertConfiguration.Presentation) throws {
        var configuration = Self.delete
        configuration.presentation = presentation
        let terminal = StandInTerminal()
        terminal.type("\u{1B}")
        _ = try run(configuration, on: terminal)
        // Whichever session handed its sequence over last (the tests run side by side), this holds.
        let sequence = String(decoding: CrashRestore.sequenceOnFault, as: UTF8.self)
        #expect(sequence.hasPrefix("\u{1B}[?2026l\u{1B}(B"), "\(sequence.debugDescription)")
    }

    /// The sequence for a fault turns off every private mode an alert turns on (the frames' 2026
    /// among them), and fits the room the handler has for it.
    @Test(arguments: [AlertConfiguration.Presentation.overlay, .inline, .plain])
    func theSequenceForAFaultLeavesEveryModeAndFits(presentation: AlertConfiguration.Presentation) {
        let sequence = TerminalModes.leaveOnFault(presentation)
        let entered = TerminalModes.enter(presentation, mouse: true).split(separator: "\u{1B}").compactMap {
            $0.hasPrefix("[?") && $0.hasSuffix("h") ? $0.dropFirst(2).dropLast() : nil
        }
        for mode in entered + (presentation == .plain ? [] : ["2026"]) {
            #expect(sequence.contains("\u{1B}[?\(mode)l"), "mode \(mode) is left on")
        }
        #expect(sequence.utf8.count <= CrashRestore.capacity)
    }

    @Test func theAlertIsLaidOutForTheSizeTheTerminalReports() throws {
        let terminal = StandInTerminal(columns: 44, rows: 12)
        terminal.type("\u{1B}")
        // Escape alone is held back for the Escape timeout, then chooses Cancel.
        #expect(try run(Self.delete, on: terminal) == .chosen(0))
        let shown = Screen(columns: 44, rows: 12)
        shown.feed(Array(terminal.written.dropLast(TerminalModes.leave(.overlay).utf8.count)))
        let box = AlertState(configuration: Self.delete, size: TerminalSize(columns: 44, rows: 12)).layout.box
        #expect(shown.cell(row: box.y, column: box.x).text == "╭")
        #expect(shown.cell(row: box.y + box.height - 1, column: box.x + box.width - 1).text == "╯")
        #expect(shown.lines.contains { $0.contains("Delete 3 files?") })
    }

    @Test func typedTextIsInTheStateAfterwards() throws {
        let terminal = StandInTerminal()
        terminal.type("ada\t\r")
        var session = try session(
            AlertConfiguration(title: "Name?", buttons: [("OK", .default)], fields: [AlertField(label: "Name")]),
            on: terminal)
        #expect(try session.run() == .chosen(0))
        #expect(session.state.values == ["ada"])
    }

    static let xterm = TerminalProfile(family: .xterm, colorMode: .indexed256)

    /// Where `text` starts in `bytes`, every time.
    func offsets(of text: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Whether the terminal's answers, or keys, are still unread after the session.
    func leftUnread(_ terminal: StandInTerminal) -> Bool {
        var entry = pollfd(fd: terminal.fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    @Test func aTerminalThatAnswersTheBackgroundQueryRecoloursTheAlert() throws {
        let terminal = StandInTerminal()
        terminal.screen.reportedBackground = .white
        var configuration = Self.delete
        configuration.timeout = 0.3
        #expect(try run(configuration, on: terminal, profile: Self.xterm) == .timedOut)
        let asked = offsets(of: TerminalProfile.backgroundQuery, in: terminal.written)
        #expect(asked.count == 1, "asked once")
        // The first frame goes out before the answer, with no backdrop; the answer brings a light grey one.
        let answered = try #require(offsets(of: "48;5;252", in: terminal.written).first)
        #expect(asked[0] < answered)
        #expect(!leftUnread(terminal))
    }

    @Test func answersStillComingWhenTheAlertEndsAreReadNotLeftForTheShell() throws {
        let terminal = StandInTerminal()
        terminal.screen.reportedBackground = .black
        terminal.answersLate = true
        // Enter is already waiting: the alert ends before the answers arrive.
        terminal.type("\r")
        #expect(try run(Self.delete, on: terminal, profile: Self.xterm) == .chosen(0))
        #expect(!leftUnread(terminal))
    }

    @Test func onlyTerminalsThatAnswerAreAsked() throws {
        for profile in [
            TerminalProfile(term: "linux"), TerminalProfile(term: "screen-256color"), TerminalProfile(term: "vt220"),
            TerminalProfile(term: "xterm", colorFgBg: "0;15"), TerminalProfile(term: "xterm", noColor: "1"),
        ] {
            let terminal = StandInTerminal()
            terminal.type("\r")
            _ = try run(Self.delete, on: terminal, profile: profile)
            #expect(offsets(of: "\u{1B}]11;", in: terminal.written).isEmpty, "\(profile.family)")
        }
    }

    @Test func keysGoneBeforeTheReadLeaveTheAlertWaitingForTheNext() throws {
        let terminal = StandInTerminal()
        terminal.vanishingReads = 2
        terminal.type("\u{1B}[C\r")
        #expect(try run(Self.delete, on: terminal) == .chosen(1))
        #expect(terminal.vanishingReads == 0)
    }

    @Test func aTerminalThatIsGoneEndsTheAlertAsAHangUp() throws {
        let terminal = StandInTerminal()
        var session = try session(Self.delete, on: terminal)
        terminal.closeKeys()
        #expect(try session.run() == .interrupted(signal: SIGHUP))
        #expect(terminal.restored == 1)
    }
}
