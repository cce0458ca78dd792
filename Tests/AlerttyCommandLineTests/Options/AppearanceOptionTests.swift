import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// The appearance as the command line and the environment give it, and their mistakes.
@Suite struct AppearanceOptionTests {
    @Test func anUnknownEnvironmentThemeIsAUsageError() throws {
        #expect(try Theme.Name.environment(nil) == nil)
        #expect(try Theme.Name.environment("") == nil)
        #expect(try Theme.Name.environment("high-contrast") == .highContrast)
        #expect(
            throws: UsageError(
                "ALERTTY_THEME 'neon' is not a theme; use one of: default, light, dark, high-contrast, mono")
        ) {
            try Theme.Name.environment("neon")
        }
    }

    static let optionErrors: [([String], String)] = [
        (["--icon", "skull"], "unknown icon 'skull' for --icon; use one of: info, warning, error, question, success"),
        (
            ["--border", "thick"],
            "unknown border 'thick' for --border; use one of: rounded, single, double, heavy, ascii, none"
        ),
        (["--align", "right"], "unknown alignment 'right' for --align; use one of: center, left"),
        (
            ["--theme", "neon"],
            "unknown theme 'neon' for --theme; use one of: default, light, dark, high-contrast, mono"
        ),
        (["--backdrop", "blur"], "unknown backdrop 'blur' for --backdrop; use one of: dim, none"),
        (["--width", "10"], "invalid --width '10'; give a whole number of columns from 20 up, e.g. --width 50"),
        (["--accent", "purple"], "invalid --accent 'purple'; give a colour name (red, bright-blue), 0-255 or #rrggbb"),
    ]

    @Test(arguments: optionErrors)
    func appearanceMistakesAreUsageErrors(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }
}
