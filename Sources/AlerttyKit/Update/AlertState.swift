/// Something that happens to a showing alert.
public enum AlertEvent: Equatable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// Time passed: seconds since the alert appeared. The only clock the core sees.
    case tick(elapsed: Double)
}

/// What the run loop must do after an event.
public enum Effect: Equatable, Sendable {
    /// Keep showing (redrawing if the state changed).
    case none
    /// Close the alert with this outcome.
    case finish(Outcome)
}

/// The changing part of a showing alert; `handle(_:)` is the whole dialog logic, free of I/O.
public struct AlertState: Equatable, Sendable {
    /// What the alert shows.
    public let configuration: AlertConfiguration
    /// The index of the focused button.
    public private(set) var focus: Int

    /// SIGINT's number, which Ctrl-C stands for when it arrives as a key rather than a signal.
    static let interruptSignal: Int32 = 2

    /// The state of an alert that has just appeared.
    public init(configuration: AlertConfiguration) {
        self.configuration = configuration
        self.focus = configuration.initialFocus
    }

    /// Applies one event and says what the loop must do next.
    public mutating func handle(_ event: AlertEvent) -> Effect {
        switch event {
        case .tick(let elapsed):
            if let timeout = configuration.timeout, elapsed >= timeout { return .finish(.timedOut) }
            return .none
        case .key(let key):
            return handle(key)
        }
    }

    private mutating func handle(_ key: Key) -> Effect {
        let count = configuration.buttons.count
        switch key {
        case .left, .up, .backTab:
            focus = (focus + count - 1) % count
        case .right, .down, .tab:
            focus = (focus + 1) % count
        case .enter, .character(" "):
            return .finish(.chosen(focus))
        case .escape:
            return .finish(configuration.cancelIndex.map(Outcome.chosen) ?? .dismissed)
        case .control("c"):
            return .finish(.interrupted(signal: Self.interruptSignal))
        case .character(let scalar):
            focusNextButton(startingWith: Character(scalar))
        default:
            break
        }
        return .none
    }

    /// Moves the focus to the next button (after the focused one, wrapping) whose label starts with `letter`.
    private mutating func focusNextButton(startingWith letter: Character) {
        let wanted = letter.lowercased()
        let buttons = configuration.buttons
        for step in 1...buttons.count {
            let index = (focus + step) % buttons.count
            if buttons[index].label.first?.lowercased() == wanted {
                focus = index
                return
            }
        }
    }
}
