import ScreenModel
import Testing

@testable import AlerttyKit

@Suite struct ContrastTests {
    @Test func ratiosMatchWCAG() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 0.01)
        #expect(abs(Contrast.ratio(.white, .white) - 1) < 0.001)
        // xterm's red on black: the 3.6:1 the focused destructive button had.
        #expect(abs(Contrast.ratio(RGB(205, 0, 0), .black) - 3.6) < 0.05)
        #expect(abs(Contrast.ratio(RGB(205, 205, 0), .white) - 1.67) < 0.05)
        #expect(RGB.black.isDark && RGB(0, 43, 54).isDark && !RGB.white.isDark && !RGB(253, 246, 227).isDark)
    }

    @Test func aColourThatDoesNotReadIsMovedOrDropped() {
        // Red on black: its bright twin reads in 16 colours.
        #expect(Contrast.readable(.ansi(1), on: .black, minimum: 4.5, mode: .ansi16) == .ansi(9))
        // Yellow on white: neither twin reads; the terminal's own text colour does.
        #expect(Contrast.readable(.ansi(3), on: .white, minimum: 3, mode: .ansi16) == nil)
        // With 256 colours it darkens until it reads.
        let darker = Contrast.readable(.ansi(3), on: .white, minimum: 3, mode: .indexed256)
        #expect(darker.map { Contrast.ratio($0.shown(in: .indexed256), .white) >= 3 } == true)
        // What already reads is kept.
        #expect(Contrast.readable(.ansi(1), on: .white, minimum: 4.5, mode: .trueColor) == .ansi(1))
    }

    /// An alert using every colour a theme has: each icon in turn, a focused destructive
    /// button, an unfocused one, a focused regular button (the accent), a flagged required
    /// field, the border.
    static func everyColour(icon: Appearance.Icon, theme: Theme.Name, focus: Int) -> AlertState {
        var configuration = AlertConfiguration(
            title: "Title", message: "Message",
            buttons: [("Cancel", .cancel), ("Delete", .destructive), ("Erase", .destructive)],
            fields: [AlertField(label: "Name", isRequired: true)])
        configuration.appearance.icon = icon
        configuration.appearance.theme = theme
        var state = AlertState(configuration: configuration, size: TerminalSize(columns: 60, rows: 16))
        _ = state.handle(.key(.tab))
        _ = state.handle(.key(.enter))  // flags the empty required field
        _ = state.handle(.key(.backTab))
        for _ in 0..<focus { _ = state.handle(.key(.right)) }
        return state
    }

    static let cases: [(Theme.Name, RGB, ColorMode)] = Theme.Name.allCases.flatMap { theme in
        [RGB.black, .white].flatMap { background in
            [ColorMode.ansi16, .indexed256, .trueColor].map { (theme, background, $0) }
        }
    }

    /// Every coloured cell on screen, read back from the bytes sent (with xterm's palette):
    /// text and the focus at least 4.5:1 against what is behind it, borders and icons 3:1.
    @Test(arguments: cases)
    func everyThemeReadsOnBlackAndWhiteAtEveryDepth(_ theme: Theme.Name, _ background: RGB, _ mode: ColorMode) {
        let foreground = background.isDark ? RGB.white : .black
        for icon in Appearance.Icon.allCases {
            for focus in 0..<3 {
                let state = Self.everyColour(icon: icon, theme: theme, focus: focus)
                let look = Look(
                    appearance: state.configuration.appearance,
                    terminal: TerminalProfile(family: .xterm, colorMode: mode), background: background)
                let screen = Screen(columns: 60, rows: 16)
                screen.feed(
                    ANSIEncoder(placement: .screen, colorMode: mode).encode(
                        AlertView.frame(for: state, look: look), over: nil))
                let graphics = Set(AlertView.borderPieces(look.border).all.map(String.init) + [look.glyph(for: icon)])
                for row in 0..<16 {
                    for column in 0..<60 {
                        let cell = screen.cell(row: row, column: column)
                        guard cell.text != " ", cell.foreground != nil || cell.background != nil else { continue }
                        var ink = cell.foreground.flatMap(Self.color) ?? foreground
                        var paper = cell.background.flatMap(Self.color) ?? background
                        if cell.reverse { swap(&ink, &paper) }
                        let minimum = graphics.contains(cell.text) ? Contrast.graphics : Contrast.text
                        let ratio = Contrast.ratio(ink, paper)
                        #expect(
                            ratio >= minimum,
                            "\(theme) \(mode) \(icon) focus \(focus): '\(cell.text)' at \(column),\(row) is \(ratio):1")
                    }
                }
            }
        }
    }

    static func color(_ sgr: String) -> RGB? {
        TerminalColor.selected(by: sgr.split(separator: ";").map(String.init))
    }

    @Test func whatWasNamedInTheIssueNowReads() {
        // high-contrast's border on white, the warning icon in the light theme, the focused
        // destructive button on black.
        let white = Look(
            appearance: {
                var a = Appearance()
                a.theme = .highContrast
                return a
            }(), background: .white)
        #expect(white.theme.border == nil)
        let light = Look(
            appearance: {
                var a = Appearance()
                a.theme = .light
                a.icon = .warning
                return a
            }(), background: .white)
        #expect(light.iconColor.map { Contrast.ratio($0.shown(in: .indexed256), .white) >= 3 } ?? true)
        let dark = Look(appearance: Appearance(), background: .black)
        #expect(dark.theme.destructive.map { Contrast.ratio($0.shown(in: .indexed256), .black) >= 4.5 } == true)
    }
}
