/// The size of a terminal in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// The most columns or rows alertty lays out for. A terminal, `stty` or `COLUMNS`/`LINES`
    /// can report up to 65535 or 9223372036854775807; no screen is that large, and every count
    /// and offset derived from a size stays far from overflow below this.
    package static let largest = 10_000

    /// Creates a size; zero and negative sizes are raised to 1×1 so layout never divides by
    /// nothing, and sizes over ``largest`` are taken as ``largest``.
    public init(columns: Int, rows: Int) {
        self.columns = min(max(1, columns), Self.largest)
        self.rows = min(max(1, rows), Self.largest)
    }
}

/// A rectangle of cells; `x` and `y` count from 0 at the top left.
package struct Rect: Equatable, Sendable {
    /// Column of the left edge.
    package var x: Int
    /// Row of the top edge.
    package var y: Int
    /// Width in columns.
    package var width: Int
    /// Height in rows.
    package var height: Int

    /// Creates a rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Rect {
    /// No cells: where the layout puts a part that is not shown.
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether it holds no cells.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells in both rectangles (empty, at this one's corner, when they do not meet).
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return Rect(
            x: left, y: top, width: max(x + width, other.x + other.width) - left,
            height: max(y + height, other.y + other.height) - top)
    }
}
