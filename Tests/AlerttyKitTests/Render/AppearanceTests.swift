import ScreenModel
import TestSupport
import Testing

@testable import AlerttyKit

@Suite struct ColorTests {
    static let parsed: [(String, TerminalColor?)] = [
        ("red", .ansi(1)), ("Blue", .ansi(4)), ("bright-white", .ansi(15)), ("0", .indexed(0)), ("255", .indexed(255)),
        ("#ff8800", .rgb(255, 136, 0)), ("#FF8800", .rgb(255, 136, 0)),
        ("256", nil), ("-1", nil), ("purple", nil), ("#ff880", nil), ("#gg0000", nil), ("", nil), ("bright-", nil),
    ]

    @Test(arguments: parsed)
    func parsesNamesIndexesAndHex(_ text: String, _ color: TerminalColor?) {
        #expect(TerminalColor.parse(text) == color)
    }

    static let downgrades: [(TerminalColor, ColorMode, [String])] = [
        (.ansi(1), .trueColor, ["31"]), (.ansi(9), .ansi16, ["91"]),
        (.indexed(208), .trueColor, ["38", "5", "208"]), (.indexed(208), .indexed256, ["38", "5", "208"]),
        (.rgb(255, 0, 0), .trueColor, ["38", "2", "255", "0", "0"]),
        (.rgb(255, 0, 0), .indexed256, ["38", "5", "196"]),
        (.rgb(255, 0, 0), .ansi16, ["91"]), (.indexed(236), .ansi16, ["30"]),
        (.rgb(0, 0, 0), .indexed256, ["38", "5", "16"]),
        (.rgb(128, 128, 128), .indexed256, ["38", "5", "244"]), (.ansi(1), .none, []), (.rgb(1, 2, 3), .none, []),
    ]

    @Test(arguments: downgrades)
    func downgradesToWhatTheTerminalShows(_ color: TerminalColor, _ mode: ColorMode, _ parameters: [String]) {
        #expect(color.parameters(foreground: true, mode: mode) == parameters)
    }

    @Test func backgroundsUseTheirOwnCodes() {
        #expect(TerminalColor.ansi(1).parameters(foreground: false, mode: .ansi16) == ["41"])
        #expect(TerminalColor.ansi(9).parameters(foreground: false, mode: .ansi16) == ["101"])
        #expect(TerminalColor.indexed(236).parameters(foreground: false, mode: .indexed256) == ["48", "5", "236"])
    }

    @Test func colourModeFollowsTheEnvironment() {
        func mode(
            _ noColor: String? = nil, force: String? = nil, clicolor: String? = nil, colorTerm: String? = nil,
            term: String? = "xterm"
        ) -> ColorMode {
            TerminalProfile(
                term: term, colorTerm: colorTerm, noColor: noColor, forceColor: force, clicolorForce: clicolor
            )
            .colorMode
        }
        #expect(mode() == .ansi16)
        #expect(mode(term: "xterm-256color") == .indexed256)
        #expect(mode(term: "xterm-direct") == .trueColor)
        #expect(mode(colorTerm: "truecolor", term: "xterm-256color") == .trueColor)
        #expect(mode(colorTerm: "24bit") == .trueColor)
        #expect(mode("1", term: "xterm-256color") == .none)
        #expect(mode("") == .ansi16)
        #expect(mode("1", force: "1") == .ansi16)
        #expect(mode("1", clicolor: "1", colorTerm: "truecolor") == .trueColor)
        #expect(mode("1", force: "0") == .none)
        // The family caps what TERM's name and COLORTERM claim, unless colour is forced.
        #expect(mode(term: "vt100") == .none)
        #expect(mode(colorTerm: "truecolor", term: "vt220") == .none)
        #expect(mode(force: "1", term: "vt100") == .ansi16)
        #expect(mode(colorTerm: "truecolor", term: "linux") == .ansi16)
        #expect(mode(term: nil) == .ansi16)
    }

    static let families: [(String?, TerminalProfile.Family, Appearance.Border, Bool)] = [
        ("linux", .linuxConsole, .single, false), ("vt100", .vt100, .single, false), ("vt220", .vt100, .single, false),
        ("screen", .screen, .rounded, false), ("screen.xterm-256color", .screen, .rounded, false),
        ("tmux-256color", .tmux, .rounded, true), ("xterm", .xterm, .rounded, true),
        ("xterm-256color", .xterm, .rounded, true), ("rxvt-unicode-256color", .xterm, .rounded, true),
        ("alacritty", .xterm, .rounded, true), ("xterm-kitty", .xterm, .rounded, true),
        ("dumb", .dumb, .ascii, false), ("teletype", .unknown, .rounded, false), (nil, .unknown, .rounded, false),
    ]

    @Test(arguments: families)
    func theTerminalsFamilyDecidesBorderAndQueries(
        _ term: String?, _ family: TerminalProfile.Family, _ border: Appearance.Border, _ asks: Bool
    ) {
        let profile = TerminalProfile(term: term)
        #expect(profile.family == family)
        #expect(profile.defaultBorder(unicode: true) == border)
        #expect(profile.asksForBackground == asks)
        #expect(Look(appearance: Appearance(), terminal: profile).border == border)
    }

    @Test func colorfgbgTellsTheBackgroundAndTheConsoleIsBlack() {
        #expect(TerminalProfile(term: "rxvt", colorFgBg: "0;15").background == .white)
        #expect(TerminalProfile(term: "rxvt", colorFgBg: "15;default;0").background == .black)
        #expect(TerminalProfile(term: "rxvt", colorFgBg: "15;default").background == nil)
        #expect(TerminalProfile(term: "rxvt", colorFgBg: "15;0;").background == .black)
        #expect(TerminalProfile(term: "rxvt", colorFgBg: ";").background == nil)
        #expect(TerminalProfile(term: "linux").background == .black)
        // Known already: no question to ask.
        #expect(!TerminalProfile(term: "xterm", colorFgBg: "0;15").asksForBackground)
        #expect(!TerminalProfile(term: "xterm", noColor: "1").asksForBackground)
    }

    /// LC_ALL, then LC_CTYPE, then LANG: the first set and not empty decides.
    @Test(
        arguments: [
            ([nil, nil, nil], true), ([nil, "", nil], true), (["en_US.UTF-8", nil, nil], true),
            (["C.utf8", nil, nil], true),
            (["C", nil, nil], false), (["POSIX", nil, nil], false), (["ut", nil, nil], false),
            (["de_DE.UTF-", nil, nil], false), (["C", "en_US.UTF-8", nil], false), ([nil, "", "ja_JP.UTF-8"], true),
            (["", "C", "en_US.UTF-8"], false), ([nil, nil, "C"], false),
        ] as [([String?], Bool)])
    func theFirstLocaleValueSetSaysWhetherTheTerminalShowsUTF8(values: [String?], utf8: Bool) {
        #expect(LocaleEncoding.isUTF8(lcAll: values[0], lcCType: values[1], lang: values[2]) == utf8)
    }
}

@Suite struct LookTests {
    @Test func theDefaultBorderIsRoundedOrASCIIByLocaleAndAnExplicitOneWins() {
        #expect(Look(appearance: Appearance(), unicode: true).border == .rounded)
        // Without UTF-8, square lines the terminal's line-drawing set draws (ACS), where it has one.
        #expect(
            Look(appearance: Appearance(), unicode: false, terminal: TerminalProfile(family: .xterm, colorMode: .none))
                .border == .single)
        #expect(
            Look(
                appearance: Appearance(), unicode: false, terminal: TerminalProfile(family: .unknown, colorMode: .none)
            ).border == .ascii)
        #expect(
            Look(appearance: Appearance(), unicode: true, terminal: TerminalProfile(family: .dumb, colorMode: .none))
                .border == .ascii)
        var heavy = Appearance()
        heavy.border = .heavy
        #expect(Look(appearance: heavy, unicode: false).border == .heavy)
    }

    @Test func theOptionThemeWinsOverTheEnvironmentAndAccentOverBoth() {
        var appearance = Appearance()
        #expect(Look(appearance: appearance, environmentTheme: .dark).themeName == .dark)
        appearance.theme = .mono
        appearance.accent = .ansi(2)
        let look = Look(appearance: appearance, environmentTheme: .dark)
        #expect(look.theme.accent == .ansi(2) && look.theme.destructive == nil)
    }
}

@Suite struct AppearanceViewTests {
    /// The rows drawn of an alert with `title` and `message` and the appearance `change` gives it.
    func picture(
        title: String? = nil, message: String? = nil, columns: Int = 40, rows: Int = 9, unicode: Bool = true,
        _ change: (inout Appearance) -> Void
    ) -> [String] {
        let configuration = AlertConfiguration(title: title, message: message).with { change(&$0.appearance) }
        let state = AlertState(configuration: configuration)
        let frame = AlertView.frame(
            for: state, size: TerminalSize(columns: columns, rows: rows),
            look: Look(appearance: configuration.appearance, unicode: unicode))
        return frame.text.filter { !$0.isEmpty }
    }

    static let borders: [(String, String)] = [
        ("rounded", "╭╮╰╯│"), ("single", "┌┐└┘│"), ("double", "╔╗╚╝║"), ("heavy", "┏┓┗┛┃"), ("ascii", "++++|"),
    ]

    @Test(arguments: borders)
    func eachBorderDrawsItsCorners(_ border: String, _ pieces: String) throws {
        let lines = picture(title: "Hello") { $0.border = Appearance.Border(rawValue: border) }
        let corners = Array(pieces)
        #expect(lines.first?.trimmingSpaces.first == corners[0] && lines.first?.last == corners[1])
        #expect(lines.last?.trimmingSpaces.first == corners[2] && lines.last?.last == corners[3])
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.last == corners[4] })
    }

    @Test func noBorderKeepsTheSameBoxWithoutLines() throws {
        let lines = picture(title: "Hello") { $0.border = Appearance.Border.none }
        #expect(lines.count == 2, "the border rows are blank")
        #expect(!lines.joined().contains { "╭│─+|".contains($0) })
    }

    @Test func anIconStandsBeforeTheTitleAndFallsBackToALetter() throws {
        #expect(picture(title: "Disk full") { $0.icon = .warning }.contains { $0.contains("▲ Disk full") })
        #expect(
            picture(title: "Disk full", unicode: false) { $0.icon = .error }.contains { $0.contains("x Disk full") })
        // Info is a letter on a badge: monospace fonts lack ℹ.
        #expect(picture(title: "Note") { $0.icon = .info }.contains { $0.contains("i Note") })
    }

    @Test func leftAlignmentStartsTitleAndMessageAtTheEdge() throws {
        let lines = picture(title: "Title", message: "A longer message line") {
            $0.alignment = .left
            $0.maximumWidth = 40
        }
        #expect(lines.contains { $0.trimmingSpaces.hasPrefix("│  Title") })
        #expect(lines.contains { $0.trimmingSpaces.hasPrefix("│  A longer message line") })
    }

    @Test func aLeftAlignedTitleWrapsUnderItsTextNotUnderItsIcon() throws {
        let lines = picture(title: "Backup of the home directory failed") {
            $0.icon = .error
            $0.alignment = .left
            $0.maximumWidth = 24
        }
        #expect(lines.contains { $0.trimmingSpaces.hasPrefix("│  ✖ Backup of the") })
        #expect(lines.contains { $0.trimmingSpaces.hasPrefix("│    home directory") })
    }

    @Test func widthCapsTheBox() throws {
        let lines = picture(message: String(repeating: "word ", count: 30), columns: 80, rows: 20) {
            $0.maximumWidth = 30
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0.trimmingSpaces) <= 30 })
    }
}

@Suite struct BackdropTests {
    let size = TerminalSize(columns: 80, rows: 24)

    func frame(_ configuration: AlertConfiguration, on background: RGB?, mode: ColorMode = .indexed256) -> Frame {
        AlertView.frame(
            for: AlertState(configuration: configuration), size: size,
            look: Look(
                appearance: configuration.appearance,
                terminal: TerminalProfile(family: .xterm, colorMode: mode), background: background))
    }

    @Test func theOverlayDarkensALightBackgroundOutsideTheBox() {
        let drawn = frame(AlertLayoutTests.deleteAlert, on: .white)
        let backdrop = try! #require(drawn[0, 0].style.background)
        #expect(backdrop.shown(in: .indexed256).luminance < RGB.white.luminance)
        let layout = AlertLayout(configuration: AlertLayoutTests.deleteAlert, size: size, focus: .button(0))
        #expect(drawn[layout.box.x + 1, layout.box.y + 1].style.background == nil)
    }

    static let backgrounds: [(RGB, ColorMode, TerminalColor?)] = [
        // Black cannot get darker, and 16 colours have no grey to darken with.
        (.black, .trueColor, nil), (.black, .indexed256, nil), (.white, .ansi16, nil), (RGB(40, 40, 40), .ansi16, nil),
        // Solarized dark's base03, and a dark grey: a darker shade, never lighter.
        (RGB(0, 43, 54), .trueColor, .rgb(0, 24, 30)), (RGB(0, 43, 54), .indexed256, .indexed(233)),
        (RGB(48, 48, 48), .indexed256, .indexed(234)),
        // Light: a light grey, never a blackout.
        (.white, .trueColor, .rgb(204, 204, 204)), (.white, .indexed256, .indexed(252)),
        (RGB(253, 246, 227), .indexed256, .indexed(251)),
    ]

    @Test(arguments: backgrounds)
    func theBackdropNeverLightensADarkBackgroundOrBlacksOutALightOne(
        _ background: RGB, _ mode: ColorMode, _ expected: TerminalColor?
    ) {
        let backdrop = Contrast.backdrop(behind: background, mode: mode)
        #expect(backdrop == expected)
        if let shown = backdrop?.shown(in: mode) {
            #expect(shown.luminance < background.luminance)
            #expect(background.isDark || shown.luminance >= background.luminance / 2)
        }
    }

    @Test func anUnknownBackgroundInlineMonoAndNoneLeaveTheBackdropClear() {
        #expect(frame(AlertLayoutTests.deleteAlert, on: nil)[0, 0].style.background == nil)
        var inline = AlertLayoutTests.deleteAlert
        inline.presentation = .inline
        #expect(frame(inline, on: .white)[0, 0].style.background == nil)
        var mono = AlertLayoutTests.deleteAlert
        mono.appearance.theme = .mono
        #expect(frame(mono, on: .white)[0, 0].style.background == nil)
        var clear = AlertLayoutTests.deleteAlert
        clear.appearance.backdrop = .none
        #expect(frame(clear, on: .white)[0, 0].style.background == nil)
    }

    /// The backdrop costs one sequence, not a cell-by-cell paint.
    @Test func theFirstFrameWithABackdropStaysSmall() {
        let bytes = ANSIEncoder(placement: .screen, colorMode: .indexed256).encode(
            frame(AlertLayoutTests.deleteAlert, on: .white), over: nil)
        #expect(bytes.count <= 1500, "first frame is \(bytes.count) bytes")
        let screen = Screen(columns: 80, rows: 24)
        screen.feed(bytes)
        #expect(screen.cell(row: 0, column: 0).background == "48;5;252")
        #expect(screen.cell(row: 23, column: 79).background == "48;5;252")
    }
}

@Suite struct TitleAndMonoTests {
    @Test func aTitleTooTallForTheTerminalEndsInAnEllipsis() {
        let configuration = AlertConfiguration(
            title: "A very long title that has to wrap over several lines of a narrow box", buttons: [("OK", .default)])
        let layout = AlertLayout(
            configuration: configuration, size: TerminalSize(columns: 24, rows: 5), focus: .button(0))
        #expect(layout.titleLines.last?.hasSuffix("…") == true)
        #expect(!layout.buttonFrames[0].isEmpty)
    }

    @Test func anAccentOnTheMonoThemeColoursTheFocusButNotTheIcons() {
        var appearance = Appearance()
        appearance.theme = .mono
        appearance.accent = .ansi(2)
        appearance.icon = .error
        let theme = Look(appearance: appearance).theme
        #expect(theme.accent == .ansi(2))
        #expect(theme.color(of: .error) == nil)
        #expect(Look(appearance: appearance).iconColor == nil)
    }

    @Test func theMonoThemeUsesNoColourAnywhere() {
        var configuration = signInAlert
        configuration.appearance.theme = .mono
        configuration.appearance.icon = .error
        var state = AlertState(configuration: configuration)
        _ = state.handle(.key(.tab))
        _ = state.handle(.key(.enter))
        let frame = AlertView.frame(for: state, size: TerminalSize(columns: 60, rows: 16))
        #expect(frame.allCells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(frame.text.contains { $0.contains("Username - required") })
    }
}
