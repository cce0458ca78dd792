import Testing

@testable import AlerttyKit

extension AlertView {
    /// `state`'s frame on a terminal of `size`: the state told the size, as a run loop does.
    static func frame(for state: AlertState, size: TerminalSize, look: Look? = nil, progress: Double = 1) -> Frame {
        var resized = state
        _ = resized.handle(.resize(size))
        return frame(for: resized, look: look, progress: progress)
    }
}

extension AlertState {
    /// Does `action` with the mouse over the first cell that shows `target`, as a terminal reports it.
    mutating func pointer(_ action: MouseAction, on target: AlertLayout.Target) -> Effect {
        let canvas = layout.canvas
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns where layout.target(column: column, row: row) == target {
                return handle(.key(.mouse(action, column: column, row: row)))
            }
        }
        Issue.record("nothing on the screen shows \(target)")
        return .none
    }
}

extension Frame {
    /// The cell where `word` first starts, reading the rows top down; the rows must hold one
    /// character a column up to it (ASCII and box lines).
    func cell(startingWith word: String) -> Cell? {
        for (y, line) in text.enumerated() {
            let characters = Array(line)
            if let x = characters.indices.first(where: { characters[$0...].starts(with: Array(word)) }) {
                return self[x, y]
            }
        }
        return nil
    }
}
