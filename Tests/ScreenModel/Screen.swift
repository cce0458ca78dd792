import AlerttyKit

/// A small terminal emulator for tests: feed it the bytes a program wrote, then read the screen.
///
/// It understands what alertty may send and what dialog's curses sends (cursor movement, erase, SGR,
/// DECSC/DECRC, IND, private modes such as the alternate screen), and records
/// any sequence it does not know in ``unknownSequences`` so a test can notice.
public final class Screen {
    /// One cell as the screen shows it.
    public struct Cell: Equatable {
        public var text: String = " "
        public var bold = false
        public var reverse = false
        public var underline = false
        public var italic = false
        public var dim = false
        /// The SGR colour as written: "31", "38;5;208", "38;2;1;2;3".
        public var foreground: String?
        /// The background likewise: "41", "48;5;236".
        public var background: String?
    }

    public let columns: Int
    public let rows: Int
    private var primary: [[Cell]]
    private var alternate: [[Cell]]
    /// Whether the alternate screen (mode 1049) is active.
    public private(set) var onAlternateScreen = false
    /// Whether the cursor is shown (mode 25).
    public private(set) var cursorVisible = true
    /// Private modes currently set with `CSI ? n h`.
    public private(set) var privateModes: Set<Int> = []
    /// Every sequence the model did not understand, for tests to assert is empty.
    public private(set) var unknownSequences: [String] = []
    public private(set) var cursorRow = 0
    public private(set) var cursorColumn = 0
    private var pendingWrap = false
    /// G0 is DEC special graphics (`ESC ( 0`): `q` is drawn as ─, `l` as ┌, and so on.
    private var lineDrawing = false
    private var saved = (row: 0, column: 0)
    private var savedBeforeAlternate = (row: 0, column: 0)
    private var pen = Cell()
    /// The cell the last printed character went to, until anything else happens.
    private var lastWritten: (row: Int, column: Int)?
    private var pending: [UInt8] = []
    /// The background colour the terminal reports when asked (OSC 11); `nil` leaves that
    /// question unanswered, as many terminals do.
    public var reportedBackground: RGB?
    /// Whether the terminal answers DA1 (`ESC [ c`), as nearly every terminal does; `false` for
    /// one that does not, or for a test that sends the answer itself.
    public var answersDeviceAttributes = true
    /// What the terminal has sent back to the program (answers to queries), until taken.
    public private(set) var replies: [UInt8] = []
    /// Whether a grapheme cluster's scalars share a cell, as grapheme-aware terminals draw them;
    /// `false` draws each scalar on its own, as xterm does (👍🏽 takes four columns there).
    public var joinsClusters = true
    /// Every OSC string the program sent, for tests to check.
    public private(set) var operatingSystemCommands: [String] = []

    /// A blank screen with the cursor at the top left.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        primary = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        alternate = primary
    }

    /// The visible rows as text, trailing spaces removed.
    public var lines: [String] {
        visible.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// All visible text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The cell at `row`, `column` of the visible screen.
    public func cell(row: Int, column: Int) -> Cell { visible[row][column] }

    private var visible: [[Cell]] {
        get { onAlternateScreen ? alternate : primary }
        set { if onAlternateScreen { alternate = newValue } else { primary = newValue } }
    }

    /// The answers to queries since the last call, for the harness to send to the program.
    public func takeReplies() -> [UInt8] {
        defer { replies = [] }
        return replies
    }

    /// Interprets bytes; a sequence split across calls is completed by the next call.
    public func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            guard let used = step(pending[index...]) else { break }
            index += used
        }
        pending.removeFirst(index)
    }

    /// Handles one item at the start of `bytes`; `nil` when it is incomplete.
    private func step(_ bytes: ArraySlice<UInt8>) -> Int? {
        let first = bytes[bytes.startIndex]
        if first < 0x20 { lastWritten = nil }
        switch first {
        case 0x1B:
            return escape(bytes)
        case 0x0D:
            cursorColumn = 0
            pendingWrap = false
            return 1
        case 0x0A:
            lineFeed()
            return 1
        case 0x08:
            cursorColumn = max(0, cursorColumn - 1)
            pendingWrap = false
            return 1
        case 0x07:
            return 1
        case 0x00..<0x20:
            unknownSequences.append("C0 \(first)")
            return 1
        default:
            switch KeyDecoder.decode(bytes, atEnd: false) {
            case .needMore: return nil
            case .pasteStart(let used): return used
            case .key(let key, let used):
                if case .character(let scalar) = key { put(lineDrawing ? Self.graphic(scalar) : scalar) }
                return used
            }
        }
    }

    /// A letter as the DEC special graphics set draws it (the lines and corners); others as they are.
    static func graphic(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "q": "─"
        case "x": "│"
        case "l": "┌"
        case "k": "┐"
        case "m": "└"
        case "j": "┘"
        case "t": "├"
        case "u": "┤"
        case "w": "┬"
        case "v": "┴"
        case "n": "┼"
        case "a": "▒"
        case "`": "◆"
        case "~": "·"
        default: scalar
        }
    }

    private func put(_ scalar: Unicode.Scalar) {
        // A scalar that continues the previous grapheme cluster (a combining mark, a skin tone,
        // a ZWJ sequence, a flag's second half) joins its cell, as grapheme-aware terminals draw it.
        if joinsClusters, let last = lastWritten {
            let joined = visible[last.row][last.column].text + String(scalar)
            if joined.count == 1 {
                visible[last.row][last.column].text = joined
                return
            }
        }
        let width = DisplayWidth.of(Character(scalar))
        if width == 0 { return }
        if pendingWrap || cursorColumn + width > columns {
            cursorColumn = 0
            lineFeed()
        }
        var cell = pen
        cell.text = String(Character(scalar))
        visible[cursorRow][cursorColumn] = cell
        lastWritten = (cursorRow, cursorColumn)
        if width == 2, cursorColumn + 1 < columns {
            var right = pen
            right.text = ""
            visible[cursorRow][cursorColumn + 1] = right
        }
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }

    private func lineFeed() {
        pendingWrap = false
        if cursorRow == rows - 1 {
            visible.removeFirst()
            visible.append(Array(repeating: Cell(), count: columns))
        } else {
            cursorRow += 1
        }
    }

    private func escape(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count > 1 else { return nil }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case UInt8(ascii: "["):
            return controlSequence(bytes)
        case UInt8(ascii: "("):
            // G0's character set: DEC special graphics for "0", ASCII for "B" (and any other).
            guard bytes.count > 2 else { return nil }
            lineDrawing = bytes[bytes.startIndex + 2] == UInt8(ascii: "0")
            return 3
        case UInt8(ascii: "]"):
            return operatingSystemCommand(bytes)
        case UInt8(ascii: "7"):
            saved = (cursorRow, cursorColumn)
        case UInt8(ascii: "8"):
            (cursorRow, cursorColumn) = saved
            pendingWrap = false
        case UInt8(ascii: "D"):
            lineFeed()
        default:
            unknownSequences.append("ESC \(Character(Unicode.Scalar(second)))")
        }
        return 2
    }

    private func controlSequence(_ bytes: ArraySlice<UInt8>) -> Int? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let body = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[index]))
        let isPrivate = body.hasPrefix("?")
        let numbers = body.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 }
        let count = max(1, first ?? 1)
        pendingWrap = false
        switch (isPrivate, final) {
        case (true, "h"), (true, "l"):
            setPrivateMode(first ?? 0, on: final == "h")
        case (false, "H"), (false, "f"):
            cursorRow = clampRow(count - 1)
            cursorColumn = clampColumn((numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1)
        case (false, "A"): cursorRow = max(0, cursorRow - count)
        case (false, "B"): cursorRow = clampRow(cursorRow + count)
        case (false, "C"): cursorColumn = clampColumn(cursorColumn + count)
        case (false, "D"): cursorColumn = max(0, cursorColumn - count)
        case (false, "G"): cursorColumn = clampColumn(count - 1)
        case (false, "d"): cursorRow = clampRow(count - 1)
        case (false, "X"):
            // Erases characters from the cursor on, the cursor staying (curses uses it).
            for column in cursorColumn..<min(columns, cursorColumn + count) { visible[cursorRow][column] = erased }
        case (false, "J"): erase(display: first ?? 0)
        case (false, "K"): erase(line: first ?? 0)
        case (false, "m"): applySGR(numbers.map { $0 ?? 0 })
        case (false, "c") where first ?? 0 == 0:
            if answersDeviceAttributes { replies += Array("\u{1B}[?62;22c".utf8) }
        default: unknownSequences.append("CSI \(body)\(final)")
        }
        return index - start + 1
    }

    /// `ESC ] … BEL` or `ESC ] … ESC \\`: answers `11;?` with ``reportedBackground`` as
    /// xterm does (four hex digits per component, ended by ST); records every string.
    private func operatingSystemCommand(_ bytes: ArraySlice<UInt8>) -> Int? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            let end: Int? =
                bytes[index] == 0x07
                ? index + 1
                : bytes[index] == 0x1B && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\\")
                    ? index + 2 : nil
            if let end {
                let body = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                operatingSystemCommands.append(body)
                if body == "11;?" {
                    if let color = reportedBackground {
                        func hex(_ value: Int) -> String {
                            let digits = String(value * 257, radix: 16)
                            return String(repeating: "0", count: 4 - digits.count) + digits
                        }
                        let answer = "rgb:\(hex(color.red))/\(hex(color.green))/\(hex(color.blue))"
                        replies += Array("\u{1B}]11;\(answer)\u{1B}\\".utf8)
                    }
                } else {
                    unknownSequences.append("OSC \(body)")
                }
                return end - start
            }
            index += 1
        }
        return nil
    }

    private func clampRow(_ row: Int) -> Int { min(max(0, row), rows - 1) }
    private func clampColumn(_ column: Int) -> Int { min(max(0, column), columns - 1) }

    private func setPrivateMode(_ mode: Int, on: Bool) {
        if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
        switch mode {
        case 25:
            cursorVisible = on
        case 1049 where on != onAlternateScreen:
            if on {
                savedBeforeAlternate = (cursorRow, cursorColumn)
                onAlternateScreen = true
                alternate = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
            } else {
                onAlternateScreen = false
                (cursorRow, cursorColumn) = savedBeforeAlternate
            }
        default:
            break
        }
    }

    /// An erased cell: blank, in the current background colour, as terminals with
    /// background colour erase (xterm, VTE, kitty, tmux) draw it.
    private var erased: Cell {
        var cell = Cell()
        cell.background = pen.background
        return cell
    }

    private func erase(display mode: Int) {
        switch mode {
        case 0:
            erase(line: 0)
            for row in (cursorRow + 1)..<rows { visible[row] = Array(repeating: erased, count: columns) }
        case 2, 3:
            visible = Array(repeating: Array(repeating: erased, count: columns), count: rows)
        default:
            unknownSequences.append("ED \(mode)")
        }
    }

    private func erase(line mode: Int) {
        let range = mode == 0 ? cursorColumn..<columns : mode == 1 ? 0..<(cursorColumn + 1) : 0..<columns
        for column in range { visible[cursorRow][column] = erased }
    }

    private func applySGR(_ parameters: [Int]) {
        var queue = parameters.isEmpty ? [0] : parameters
        while !queue.isEmpty {
            let parameter = queue.removeFirst()
            switch parameter {
            case 0: pen = Cell()
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 30...37, 90...97: pen.foreground = String(parameter)
            case 40...47, 100...107: pen.background = String(parameter)
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                // 38;5;N or 38;2;R;G;B (and 48 for the background).
                let count = queue.first == 5 ? 2 : queue.first == 2 ? 4 : 0
                guard count > 0, queue.count >= count else {
                    unknownSequences.append("SGR \(parameter)")
                    continue
                }
                let color = ([parameter] + queue.prefix(count)).map(String.init).joined(separator: ";")
                queue.removeFirst(count)
                if parameter == 38 { pen.foreground = color } else { pen.background = color }
            default: unknownSequences.append("SGR \(parameter)")
            }
        }
    }
}
