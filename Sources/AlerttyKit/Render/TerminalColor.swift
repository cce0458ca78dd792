/// A colour as the user names it: one of the 16 ANSI colours, a 256-colour index, or RGB.
public enum TerminalColor: Hashable, Sendable {
    /// 0–7 the standard colours, 8–15 their bright versions.
    case ansi(UInt8)
    /// An xterm 256-colour index.
    case indexed(UInt8)
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour names `--accent` accepts, in ANSI order; `bright-` versions are 8–15.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Parses `red`, `bright-blue`, `208` or `#ff8800`; `nil` for anything else.
    public static func parse(_ text: String) -> TerminalColor? {
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

    /// The colour as red, green and blue, using xterm's default palette for ANSI and indexed colours.
    var components: (Int, Int, Int) {
        switch self {
        case .rgb(let r, let g, let b):
            return (Int(r), Int(g), Int(b))
        case .ansi(let index):
            return Self.ansiPalette[Int(index % 16)]
        case .indexed(let index):
            let value = Int(index)
            if value < 16 { return Self.ansiPalette[value] }
            if value >= 232 {
                let level = 8 + 10 * (value - 232)
                return (level, level, level)
            }
            let cube = value - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + 40 * step }
            return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        }
    }

    private static let ansiPalette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// The SGR parameters that select this colour as text (`foreground`) or background,
    /// downgraded to what `mode` can show; empty when colour is off.
    public func parameters(foreground: Bool, mode: ColorMode) -> [String] {
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
        let (r, g, b) = components
        let distances = Self.ansiPalette.map { (pr, pg, pb) in
            (pr - r) * (pr - r) + (pg - g) * (pg - g) + (pb - b) * (pb - b)
        }
        return UInt8(distances.firstIndex(of: distances.min() ?? 0) ?? 0)
    }

    /// The closest colour of the 256-colour cube or grey ramp.
    func nearestIndexed() -> UInt8 {
        let (r, g, b) = components
        let candidates = (16...255).map { TerminalColor.indexed(UInt8($0)) }
        let best = candidates.min { a, b2 in
            let (ar, ag, ab) = a.components
            let (br, bg, bb) = b2.components
            return (ar - r) * (ar - r) + (ag - g) * (ag - g) + (ab - b) * (ab - b)
                < (br - r) * (br - r) + (bg - g) * (bg - g) + (bb - b) * (bb - b)
        }
        if case .indexed(let index) = best { return index }
        return 16
    }
}

/// How much colour the terminal shows.
public enum ColorMode: Equatable, Sendable {
    case none, ansi16, indexed256, trueColor

    /// Decides from the environment: `NO_COLOR` turns colour off unless `FORCE_COLOR` or
    /// `CLICOLOR_FORCE` (set, and not `0`) asks for it; `COLORTERM` says true colour; a
    /// `TERM` naming 256 colours says 256; otherwise 16.
    public static func detect(
        noColor: String?, forceColor: String?, clicolorForce: String?, colorTerm: String?, term: String?
    ) -> ColorMode {
        let forced = [forceColor, clicolorForce].contains { $0 != nil && $0 != "" && $0 != "0" }
        if let noColor, !noColor.isEmpty, !forced { return .none }
        if let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()) { return .trueColor }
        if let term, term.containsBytes(of: "256") { return .indexed256 }
        return .ansi16
    }
}
