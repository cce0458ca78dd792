import Testing

@testable import AlerttyKit

/// The countdown drawn as a bar (``AlertConfiguration/countdownBar``, dialog's `--pause`).
@Suite struct CountdownBarTests {
    /// The row's text and how many of its cells are in reverse video, at `elapsed`.
    func bar(_ configuration: AlertConfiguration, at elapsed: Double) -> (text: String, filled: Int)? {
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 40, rows: 12))
        _ = state.handle(.tick(elapsed: elapsed))
        guard let row = state.layout.countdownRow else { return nil }
        let frame = AlertView.frame(for: state)
        let cells = (row.x..<(row.x + row.width)).map { frame[$0, row.y] }
        return (String(cells.compactMap { $0.character }), cells.filter { $0.style.reverse }.count)
    }

    /// From 2 to 0, a second each (the timeout a second longer), the bar emptying with them.
    @Test func theBarEmptiesAsTheSecondsCountDownToZero() throws {
        var configuration = AlertConfiguration(message: "Wait", timeout: 3)
        configuration.countdownBar = 2
        let start = try #require(bar(configuration, at: 0))
        let width = start.text.count
        #expect(start.text.trimmingSpaces == "2" && start.filled == width)
        let middle = try #require(bar(configuration, at: 1.5))
        #expect(middle.text.trimmingSpaces == "1" && middle.filled == width / 2)
        let last = try #require(bar(configuration, at: 2.5))
        #expect(last.text.trimmingSpaces == "0" && last.filled == 0)
    }

    /// A bar from 0 shows 0, empty, for its one second.
    @Test func aBarFromZeroShowsZero() throws {
        var configuration = AlertConfiguration(message: "Wait", timeout: 1)
        configuration.countdownBar = 0
        let start = try #require(bar(configuration, at: 0))
        #expect(start.text.trimmingSpaces == "0" && start.filled == 0)
    }
}

extension String {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
