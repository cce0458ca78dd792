/// A colour as red, green and blue, 0–255 each: what the terminal shows for a ``TerminalColor``
/// (with xterm's default palette) or reports as its background.
public struct RGB: Equatable, Hashable, Sendable {
    package var red: Int
    package var green: Int
    package var blue: Int

    /// A colour from its three components, each clamped to 0–255.
    package init(_ red: Int, _ green: Int, _ blue: Int) {
        self.red = min(255, max(0, red))
        self.green = min(255, max(0, green))
        self.blue = min(255, max(0, blue))
    }

    package static let black = RGB(0, 0, 0)
    package static let white = RGB(255, 255, 255)

    /// Relative luminance, 0 (black) to 1 (white), as WCAG 2 defines it.
    package var luminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// Whether text in the terminal's default colours is light on this (a dark background).
    package var isDark: Bool { Contrast.ratio(self, .white) > Contrast.ratio(self, .black) }

    /// This colour moved `fraction` of the way towards `other`.
    func mixed(with other: RGB, _ fraction: Double) -> RGB {
        func blend(_ a: Int, _ b: Int) -> Int { Int((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
        return RGB(blend(red, other.red), blend(green, other.green), blend(blue, other.blue))
    }

    /// The sRGB transfer function undone: ((c + 0.055) / 1.055)^2.4, with the power taken as
    /// (x^(1/5))^12 by Newton's method, since the core links no maths library for `pow`.
    private static func linear(_ component: Int) -> Double {
        let value = Double(component) / 255
        guard value > 0.04045 else { return value / 12.92 }
        let base = (value + 0.055) / 1.055
        var root = 1.0
        for _ in 0..<30 { root = (4 * root + base / (root * root * root * root)) / 5 }
        let squared = root * root
        let sixth = squared * squared * squared
        return sixth * sixth
    }
}

/// Contrast between colours, and colours chosen so that text stays readable.
package enum Contrast {
    /// Text needs this much contrast against what is behind it (WCAG AA).
    package static let text = 4.5
    /// Borders and icons need this much (WCAG's non-text contrast).
    package static let graphics = 3.0

    /// WCAG 2's contrast ratio, 1 (none) to 21 (black on white).
    package static func ratio(_ one: RGB, _ other: RGB) -> Double {
        let (a, b) = (one.luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `color`, or the nearest colour to it that `mode` can send with at least `minimum`
    /// contrast against `background`; `nil` (the terminal's own text colour) when none is near.
    ///
    /// One of the 16 colours first tries its bright or normal twin; with 256 colours or true
    /// colour any colour is then moved towards white (on a dark background) or black until it reads.
    package static func readable(
        _ color: TerminalColor, on background: RGB, minimum: Double, mode: ColorMode
    ) -> TerminalColor? {
        guard mode != .none else { return color }
        if ratio(color.shown(in: mode), background) >= minimum { return color }
        if mode == .ansi16 || color.isANSI {
            // The twin stays one of the 16, which the person's terminal theme may have tuned.
            let twin = TerminalColor.ansi(color.nearestANSI() ^ 8)
            if ratio(twin.shown(in: mode), background) >= minimum { return twin }
            if mode == .ansi16 { return nil }
        }
        let target = background.isDark ? RGB.white : RGB.black
        let shown = color.shown(in: mode)
        for step in 1...10 {
            let candidate = TerminalColor.closest(to: shown.mixed(with: target, Double(step) / 10), in: mode)
            if ratio(candidate.shown(in: mode), background) >= minimum { return candidate }
        }
        return nil
    }

    /// The backdrop behind an overlay: the background darkened, so the box stands out; `nil`
    /// where that cannot be done well: an unknown background, 16 colours (their greys are black
    /// or light), or a background already too dark to darken.
    ///
    /// It never lightens a dark background and never turns a light one darker than half its
    /// luminance.
    package static func backdrop(behind background: RGB?, mode: ColorMode) -> TerminalColor? {
        guard let background, mode == .indexed256 || mode == .trueColor else { return nil }
        let dark = background.isDark
        let candidate = TerminalColor.closest(to: background.mixed(with: .black, dark ? 0.45 : 0.2), in: mode)
        let shown = candidate.shown(in: mode)
        let (before, after) = (background.luminance, shown.luminance)
        guard after < before, shown != background, ratio(shown, background) >= 1.1 else { return nil }
        return dark || after >= before / 2 ? candidate : nil
    }
}
