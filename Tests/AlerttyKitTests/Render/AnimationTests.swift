import Testing

@testable import AlerttyKit

@Suite struct AnimationTests {
    let size = TerminalSize(columns: 60, rows: 15)

    func frames(_ animation: Appearance.Animation, at progress: Double) -> (animated: Frame, full: Frame, box: Rect) {
        var configuration = AlertLayoutTests.deleteAlert
        configuration.appearance.animation = animation
        let state = AlertState(configuration: configuration, size: size)
        let look = Look(appearance: configuration.appearance, background: .white)
        return (
            AlertView.frame(for: state, look: look, progress: progress), AlertView.frame(for: state, look: look),
            state.layout.box
        )
    }

    @Test func popGrowsTheBoxFromItsCentre() {
        let (early, full, box) = frames(.pop, at: 0)
        #expect(early != full)
        #expect(early[box.x, box.y].style.background == .indexed(252), "the full box's corner is still backdrop")
        func shownArea(_ frame: Frame) -> Int {
            frame.allCells.filter { $0.style.background == nil }.count
        }
        let areas = [0.0, 0.3, 0.6, 0.9, 1.0].map { shownArea(frames(.pop, at: $0).animated) }
        #expect(zip(areas, areas.dropFirst()).allSatisfy { $0 < $1 }, "\(areas)")
        #expect(areas.last == box.width * box.height)
        #expect(frames(.pop, at: 1).animated == full)
    }

    @Test func fadeShowsTheBorderFirstThenFaintTextThenAll() {
        let (border, _, box) = frames(.fade, at: 0.1)
        #expect(border.text[box.y].contains("╭"))
        #expect(!border.text.joined().contains("Delete 3 files?"))
        let (faint, full, _) = frames(.fade, at: 0.5)
        #expect(faint.text == full.text)
        #expect(faint[box.x + 2, box.y + 1].style.dim)
        #expect(frames(.fade, at: 1).animated == full)
    }

    @Test func noAnimationIsTheFullFrameAtAnyProgress() {
        #expect(frames(.none, at: 0).animated == frames(.none, at: 0).full)
    }

    /// A wide character straddling the edge of the revealed part is hidden whole, never halved.
    @Test func maskingNeverLeavesHalfAWideCharacter() {
        var configuration = AlertConfiguration(title: "削除しますか？削除しますか？削除しますか？", buttons: [("はい", .default)])
        configuration.appearance.animation = .pop
        let state = AlertState(configuration: configuration, size: size)
        for progress in stride(from: 0.0, to: 1.0, by: 0.05) {
            let frame = AlertView.frame(for: state, progress: progress)
            for y in 0..<frame.size.rows {
                for x in 0..<frame.size.columns where frame[x, y].character == nil {
                    #expect(
                        x > 0 && DisplayWidth.of(frame[x - 1, y].character ?? " ") == 2, "orphaned half at \(x),\(y)")
                }
            }
        }
    }
}
