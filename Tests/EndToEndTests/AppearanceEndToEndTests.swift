import Glibc
import Testing

@Suite(.serialized) struct AppearanceEndToEndTests {
    func anyColour(_ run: TerminalRun) -> Bool {
        (0..<run.screen.rows).contains { row in
            (0..<run.screen.columns).contains { column in
                let cell = run.screen.cell(row: row, column: column)
                return cell.foreground != nil || cell.background != nil
            }
        }
    }

    @Test func theOverlayDimsTheScreenBehindTheBox() {
        let run = TerminalRun(deleteAlert)
        run.waitForText("[ Cancel ]")
        #expect(run.screen.cell(row: 0, column: 0).background == "48;5;236")
        let row = run.screen.lines.firstIndex { $0.contains("[ Cancel ]") } ?? 0
        let column = Array(run.screen.lines[row]).firstIndex(of: "C") ?? 0
        #expect(run.screen.cell(row: row, column: column - 3).background == nil, "inside the box")
        run.send("\u{1B}")
        expectExit(run, status: 1)
    }

    @Test func noColorLeavesNoColourAnywhereButForceColorBringsItBack() {
        let plain = TerminalRun(deleteAlert, environment: ["NO_COLOR": "1"])
        plain.waitForText("[ Cancel ]")
        plain.send("\u{1B}[C")
        plain.waitForText("[ Delete ]")
        #expect(!anyColour(plain))
        plain.send("\u{1B}")
        _ = plain.finish()

        let forced = TerminalRun(deleteAlert, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"])
        forced.waitForText("[ Cancel ]")
        #expect(anyColour(forced))
        forced.send("\u{1B}")
        _ = forced.finish()
    }

    @Test func aNonUTF8LocaleGetsAnASCIIBorderAndIconLetter() {
        let run = TerminalRun(["-t", "Disk full", "--icon", "warning", "-b", "OK"], environment: ["LANG": "C"])
        run.waitForText("! Disk full")
        #expect(run.screen.text.contains("+--"))
        #expect(!run.screen.text.contains("╭"))
        run.send("\r")
        expectExit(run, status: 0, stdout: "OK\n")
    }

    @Test func anUnknownThemeInTheEnvironmentIsAUsageError() {
        let result = runWithoutTerminal(deleteAlert, environment: ["ALERTTY_THEME": "neon"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix("alertty: ALERTTY_THEME 'neon' is not a theme; use one of: default, light, dark"))
    }
}
