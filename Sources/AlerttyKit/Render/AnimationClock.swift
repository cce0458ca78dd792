/// The appearance animation's clock: when the alert began to appear (or to go), and how far
/// it has got at a given time. Time is passed in; the clock reads none.
package struct AnimationClock: Equatable, Sendable {
    private enum Phase: Equatable, Sendable {
        /// Fully shown.
        case still
        case appearing(since: Double)
        case disappearing(from: Double, since: Double)
    }

    private let animates: Bool
    private var phase: Phase

    /// A clock for an alert that starts to appear at `time`; with no animation it is shown at once.
    package init(animation: Appearance.Animation, at time: Double) {
        animates = animation != .none
        phase = animates ? .appearing(since: time) : .still
    }

    /// How far the alert is shown at `time`: 0 not yet (or gone), 1 fully.
    package func progress(at time: Double) -> Double {
        let duration = Appearance.Animation.duration
        switch phase {
        case .still: return 1
        case .appearing(let since): return min(1, max(0, (time - since) / duration))
        case .disappearing(let from, let since): return max(0, from - (time - since) / duration)
        }
    }

    /// When the next animation frame is due after `time`, or `nil` when nothing moves.
    package func nextFrame(at time: Double) -> Double? {
        let progress = progress(at: time)
        switch phase {
        case .still: return nil
        case .appearing: return progress < 1 ? time + Appearance.Animation.frameInterval : nil
        case .disappearing: return progress > 0 ? time + Appearance.Animation.frameInterval : nil
        }
    }

    /// Shown in full from now on: after a resize or a resume the alert is simply there, with
    /// no second entrance.
    package mutating func settle() {
        if case .appearing = phase { phase = .still }
    }

    /// Starts the disappearance at `time`, backwards from wherever the appearance got to;
    /// without an animation the alert is gone at once.
    package mutating func reverse(at time: Double) {
        phase = .disappearing(from: animates ? progress(at: time) : 0, since: time)
    }
}
