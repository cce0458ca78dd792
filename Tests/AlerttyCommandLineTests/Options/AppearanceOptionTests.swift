import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// The appearance as the command line and the environment give it, and their mistakes.
@Suite struct AppearanceOptionTests {
    @Test func theEnvironmentNamesABuiltInThemeElseAThemeFile() {
        #expect(Theme.Name.environment(nil) == .none)
        #expect(Theme.Name.environment("") == .none)
        #expect(Theme.Name.environment("high-contrast") == .name(.highContrast))
        #expect(Theme.Name.environment("./neon") == .file("./neon"))
        #expect(Theme.Name.environment("neon") == .file("neon"))
    }

    @Test func theThemeOptionTakesABuiltInNameElseAFileAndTheLastOneWins() throws {
        let file = try parseAlert(["--theme", "my.theme"])
        #expect(file.themeFile == "my.theme")
        #expect(file.configuration.appearance.theme == nil)
        let named = try parseAlert(["--theme", "my.theme", "--theme", "dark"])
        #expect(named.themeFile == nil)
        #expect(named.configuration.appearance.theme == .dark)
        let again = try parseAlert(["--theme", "dark", "--theme", "./dark"])
        #expect(again.themeFile == "./dark")
        #expect(again.configuration.appearance.theme == nil)
    }

    static let optionErrors: [([String], String)] = [
        (["--icon", "skull"], "unknown icon 'skull' for --icon; use one of: info, warning, error, question, success"),
        (
            ["--border", "thick"],
            "unknown border 'thick' for --border; use one of: rounded, single, double, heavy, ascii, none"
        ),
        (["--align", "right"], "unknown alignment 'right' for --align; use one of: center, left"),
        (
            ["--theme", ""],
            "unknown theme '' for --theme; use one of: default, light, dark, high-contrast, mono"
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
