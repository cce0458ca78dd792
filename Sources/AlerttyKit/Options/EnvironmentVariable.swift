/// Every environment variable alertty honours: the CLI reads these and nothing else,
/// and the man page's ENVIRONMENT section lists them from here.
public enum EnvironmentVariable: String, CaseIterable, Sendable {
    case noColor = "NO_COLOR"
    case columns = "COLUMNS"
    case lines = "LINES"

    /// What setting it does, for the man page and README.
    public var effect: String {
        switch self {
        case .noColor: "when set and not empty, no colours are used; bold and reverse video stay"
        case .columns: "the width to lay out for when the terminal does not report its size"
        case .lines: "the height to lay out for when the terminal does not report its size"
        }
    }
}
