/// The size of a terminal in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// Creates a size; zero and negative sizes are raised to 1×1 so layout never divides by nothing.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}

/// A rectangle of cells; `x` and `y` count from 0 at the top left.
public struct Rect: Equatable, Sendable {
    /// Column of the left edge.
    public var x: Int
    /// Row of the top edge.
    public var y: Int
    /// Width in columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
