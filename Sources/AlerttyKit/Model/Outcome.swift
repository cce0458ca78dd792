/// How an alert ended.
public enum Outcome: Equatable, Sendable {
    /// A button was chosen (by index into ``AlertConfiguration/buttons``).
    case chosen(Int)
    /// Escape was pressed and there is no cancel button.
    case dismissed
    /// `--timeout` ran out.
    case timedOut
    /// Ended by a signal, or by Ctrl-C arriving as a key.
    case interrupted(signal: Int32)
    /// The work a progress alert followed ended by itself, with this status: 0 at the end of
    /// standard input (`--progress`), the command's own status (`--run`).
    case finished(status: Int32)

    /// Whether the work a progress alert followed failed by itself: a status other than 0, or
    /// a signal that killed it; not a cancel or the timeout, which stopped it on purpose.
    package var isFailedWork: Bool {
        switch self {
        case .finished(let status): status != 0
        case .interrupted: true
        case .chosen, .dismissed, .timedOut: false
        }
    }

    /// The exit status the script receives.
    public func exitStatus(in configuration: AlertConfiguration) -> Int32 {
        switch self {
        case .chosen(let index): configuration.buttons[index].exitStatus
        case .dismissed: ExitStatus.dismissed
        case .timedOut: ExitStatus.timedOut
        case .interrupted(let signal): ExitStatus.signal(signal)
        case .finished(let status): status
        }
    }
}
