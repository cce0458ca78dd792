import Foundation
import TestSupport
import Testing

@testable import AlerttyKit

/// A progress alert as it is drawn, and as it takes keys and news.
@Suite struct ProgressViewTests {
    static let installing = AlertConfiguration.progress(title: "Installing", message: "Copying files")

    /// The state of `configuration`, after `updates` and `elapsed` seconds.
    static func state(
        _ configuration: AlertConfiguration, updates: [ProgressUpdate] = [], elapsed: Double = 0,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> AlertState {
        var state = AlertState(configuration: configuration, size: size)
        for update in updates { _ = state.handle(.progress(update)) }
        _ = state.handle(.tick(elapsed: elapsed))
        return state
    }

    /// The alert as a person sees it (colours aside), without the empty screen around it.
    static func picture(of state: AlertState, look: Look? = nil) -> String {
        var lines = AlertView.frame(for: state, look: look).text.drop { $0.isEmpty }.map { $0 }
        while lines.last == "" { lines.removeLast() }
        let margin = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n") + "\n"
    }

    /// Compares with the committed snapshot, re-recorded under ALERTTY_RECORD_SNAPSHOTS.
    static func expectSnapshot(_ picture: String, named name: String) throws {
        let path = "Tests/AlerttyKitTests/Snapshots/\(name).txt"
        if ProcessInfo.processInfo.environment["ALERTTY_RECORD_SNAPSHOTS"] != nil {
            try picture.write(to: repositoryRoot.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        #expect(committedFile(path) == picture, "\(path) differs from what is drawn:\n\(picture)")
    }

    @Test(arguments: [("progress-0", 0.0), ("progress-37.5", 37.5), ("progress-100", 100)])
    func theBarAt(name: String, percent: Double) throws {
        let state = Self.state(Self.installing, updates: [ProgressUpdate(percent: percent)], elapsed: 12)
        try Self.expectSnapshot(Self.picture(of: state), named: name)
    }

    @Test func theReadmeShowsTheBarAsItIsDrawn() {
        let picture = committedFile("Tests/AlerttyKitTests/Snapshots/progress-37.5.txt")
        #expect(committedFile("README.md").contains("```\n" + picture + "```\n"))
    }

    @Test func anIndeterminateFrame() throws {
        let state = Self.state(Self.installing, elapsed: 0.75)
        try Self.expectSnapshot(Self.picture(of: state), named: "progress-indeterminate")
    }

    @Test func aCommandsSpinnerAndOutput() throws {
        let output = (1...12).map { "cc -c src/file\($0).c" }
        let state = Self.state(
            .progress(title: "Building", runsCommand: true), updates: [ProgressUpdate(output: output)], elapsed: 65.2)
        try Self.expectSnapshot(Self.picture(of: state), named: "run")
    }

    @Test func aStoppedCommandIsSaidAndItsSpinnerStandsStill() throws {
        var state = Self.state(.progress(title: "Building", runsCommand: true), elapsed: 7.3)
        state.noteCommandStopped(true)
        let stopped = Self.picture(of: state)
        #expect(stopped.contains("Command stopped · 0:07 elapsed"), "\(stopped)")
        // Two spinner frames later, the same second: nothing turned.
        _ = state.handle(.tick(elapsed: 7.5))
        #expect(Self.picture(of: state) == stopped)
        state.noteCommandStopped(false)
        #expect(!Self.picture(of: state).contains("stopped"))
    }

    @Test func theStripeMovesUnlessMotionIsReduced() throws {
        let early = Self.picture(of: Self.state(Self.installing, elapsed: 0))
        let later = Self.picture(of: Self.state(Self.installing, elapsed: 0.5))
        #expect(early != later)
        var still = Self.state(Self.installing, elapsed: 0)
        var look = Look(appearance: still.configuration.appearance)
        look.appearance.reducesMotion = true
        let first = Self.picture(of: still, look: look)
        _ = still.handle(.tick(elapsed: 0.5))
        #expect(Self.picture(of: still, look: look) == first)
    }

    @Test func theTimeLeftShowsOnceItMeansSomething() throws {
        let updates = [ProgressUpdate(percent: 10), ProgressUpdate(percent: 10)]
        var state = Self.state(Self.installing, updates: updates)
        _ = state.handle(.tick(elapsed: 10))
        _ = state.handle(.progress(ProgressUpdate(percent: 60)))
        #expect(Self.picture(of: state).contains("0:10 elapsed · about 0:08 left"))
    }

    @Test func newTextReplacesTheMessageAndTheBoxKeepsItsWidth() throws {
        var state = Self.state(Self.installing, updates: [ProgressUpdate(percent: 20)])
        let box = state.layout.box
        _ = state.handle(.progress(ProgressUpdate(percent: 40, text: "Configuring")))
        #expect(state.configuration.message == "Configuring")
        #expect(Self.picture(of: state).contains("Configuring"))
        #expect(state.layout.box == box)
    }

    @Test func withoutButtonsNoKeyButCtrlCEndsIt() throws {
        var state = Self.state(Self.installing)
        for key: Key in [.enter, .escape, .tab, .character(" "), .character("y")] {
            #expect(state.handle(.key(key)) == .none)
        }
        #expect(state.handle(.key(.control("c"))) == .finish(.interrupted(signal: 2)))
        #expect(!Self.picture(of: state).contains("OK"))
    }

    @Test func aCancelButtonCancels() throws {
        var state = Self.state(
            .progress(title: "Installing", message: "Copying files", buttons: [("Cancel", .cancel)]))
        #expect(Self.picture(of: state).contains("[ Cancel ]"))
        #expect(state.handle(.key(.escape)) == .finish(.chosen(0)))
    }

    @Test func onlyAChangeOnScreenAsksForAFrame() throws {
        var state = Self.state(Self.installing, updates: [ProgressUpdate(percent: 20)], elapsed: 0.2)
        var drawn = state.revision
        _ = state.handle(.tick(elapsed: 0.6))
        #expect(state.revision.change(since: drawn) == .nothing, "the clock still says 0:00")
        #expect(state.nextProgressChange == 1)
        _ = state.handle(.tick(elapsed: 1.0))
        #expect(state.revision.change(since: drawn) == .everything)
        drawn = state.revision
        _ = state.handle(.progress(ProgressUpdate(percent: 20)))
        #expect(state.revision.change(since: drawn) == .nothing, "the same percentage")
    }

    @Test func anIndeterminateBarWakesTenTimesASecond() throws {
        let state = Self.state(Self.installing, elapsed: 0.42)
        #expect(abs((state.nextProgressChange ?? 0) - 0.5) < 1e-9)
    }

    @Test func aShortTerminalGivesUpTheOutputBeforeTheBar() throws {
        let state = Self.state(
            .progress(title: "Building", runsCommand: true, showsBar: true),
            updates: [ProgressUpdate(percent: 50, output: ["one", "two"])],
            size: TerminalSize(columns: 40, rows: 7))
        let picture = Self.picture(of: state)
        #expect(picture.contains("50%"))
        #expect(picture.contains("elapsed"))
        #expect(state.layout.box.height <= 7)
    }
}
