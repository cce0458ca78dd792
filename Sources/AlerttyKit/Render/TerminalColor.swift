/// A colour as the user names it: one of the 16 ANSI colours, a 256-colour index, or RGB.
public enum TerminalColor: Hashable, Sendable {
    /// 0–7 the standard colours, 8–15 their bright versions.
    case ansi(UInt8)
    /// An xterm 256-colour index.
    case indexed(UInt8)
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour names `--accent` accepts, in ANSI order; `bright-` versions are 8–15.
    package static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Parses `red`, `bright-blue`, `208` or `#ff8800`; `nil` for anything else.
    package static func parse(_ text: String) -> TerminalColor? {
        let lowered = text.lowercased()
        if let index = names.firstIndex(of: lowered) { return .ansi(UInt8(index)) }
        if lowered.hasPrefix("bright-"), let index = names.firstIndex(of: String(lowered.dropFirst(7))) {
            return .ansi(UInt8(index + 8))
        }
        if !lowered.isEmpty, lowered.allSatisfy({ ("0"..."9").contains($0) }), let index = Int(lowered), index < 256 {
            return .indexed(UInt8(index))
        }
        let hex = lowered.dropFirst()
        if lowered.first == "#", hex.count == 6, let value = UInt32(hex, radix: 16) {
            return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        return nil
    }

    /// Whether this is one of the 16 ANSI colours.
    var isANSI: Bool {
        if case .ansi = self { return true }
        return false
    }

    /// The colour `mode` sends for `color`: itself in true colour, else the nearest of the
    /// 256 (the callers work with 256 colours or more).
    static func closest(to color: RGB, in mode: ColorMode) -> TerminalColor {
        let exact = TerminalColor.rgb(UInt8(color.red), UInt8(color.green), UInt8(color.blue))
        return mode == .trueColor ? exact : .indexed(exact.nearestIndexed())
    }

    /// The colour as red, green and blue, using xterm's default palette for ANSI and indexed colours.
    var components: RGB {
        switch self {
        case .rgb(let r, let g, let b):
            return RGB(Int(r), Int(g), Int(b))
        case .ansi(let index):
            return Self.ansiPalette[Int(index % 16)]
        case .indexed(let index):
            let value = Int(index)
            if value < 16 { return Self.ansiPalette[value] }
            if value >= 232 {
                let level = 8 + 10 * (value - 232)
                return RGB(level, level, level)
            }
            let cube = value - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + 40 * step }
            return RGB(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        }
    }

    /// What a terminal with xterm's palette shows when this colour is sent in `mode`: the
    /// colour the downgrade picks, not the one asked for.
    package func shown(in mode: ColorMode) -> RGB {
        switch (mode, self) {
        case (.ansi16, _): Self.ansiPalette[Int(nearestANSI())]
        case (.indexed256, .rgb): TerminalColor.indexed(nearestIndexed()).components
        default: components
        }
    }

    /// The colour an SGR colour parameter list (`31`, `91`, `38;5;n`, `38;2;r;g;b` and the
    /// background forms) selects, with xterm's palette: what a test reads back from the bytes.
    package static func selected(by parameters: [String]) -> RGB? {
        let numbers = parameters.compactMap { Int($0) }
        guard numbers.count == parameters.count, let first = numbers.first else { return nil }
        switch first {
        case 30...37, 40...47: return ansiPalette[first % 10]
        case 90...97, 100...107: return ansiPalette[first % 10 + 8]
        case 38, 48:
            if numbers.count == 3, numbers[1] == 5, (0...255).contains(numbers[2]) {
                return TerminalColor.indexed(UInt8(numbers[2])).components
            }
            return numbers.count == 5 && numbers[1] == 2 ? RGB(numbers[2], numbers[3], numbers[4]) : nil
        default: return nil
        }
    }

    private static let ansiPalette: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The SGR parameters that select this colour as text (`foreground`) or background,
    /// downgraded to what `mode` can show; empty when colour is off.
    package func parameters(foreground: Bool, mode: ColorMode) -> [String] {
        switch (mode, self) {
        case (.none, _):
            return []
        case (_, .ansi(let index)):
            let base = (foreground ? 30 : 40) + (index >= 8 ? 60 : 0)
            return [String(base + Int(index % 8))]
        case (.trueColor, .rgb(let r, let g, let b)):
            return [foreground ? "38" : "48", "2", String(r), String(g), String(b)]
        case (.trueColor, .indexed(let index)), (.indexed256, .indexed(let index)):
            return [foreground ? "38" : "48", "5", String(index)]
        case (.indexed256, .rgb):
            return [foreground ? "38" : "48", "5", String(nearestIndexed())]
        case (.ansi16, _):
            return TerminalColor.ansi(nearestANSI()).parameters(foreground: foreground, mode: mode)
        }
    }

    /// The closest of the 16 ANSI colours.
    func nearestANSI() -> UInt8 {
        if case .ansi(let index) = self { return index % 16 }
        return UInt8(
            Self.ansiPalette.indices.min {
                components.distance(to: Self.ansiPalette[$0]) < components.distance(to: Self.ansiPalette[$1])
            } ?? 0)
    }

    /// The closest colour of the 256-colour cube or grey ramp.
    func nearestIndexed() -> UInt8 {
        let wanted = components
        let best = (16...255).min {
            TerminalColor.indexed(UInt8($0)).components.distance(to: wanted)
                < TerminalColor.indexed(UInt8($1)).components.distance(to: wanted)
        }
        return UInt8(best ?? 16)
    }
}

extension RGB {
    /// The squared distance between two colours, for choosing the nearest.
    fileprivate func distance(to other: RGB) -> Int {
        let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
        return r * r + g * g + b * b
    }
}

/// How much colour the terminal shows.
package enum ColorMode: Equatable, Sendable {
    case none, ansi16, indexed256, trueColor
}
