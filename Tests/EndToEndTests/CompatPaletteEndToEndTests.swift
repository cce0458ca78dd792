#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Foundation
    import Glibc
    import ScreenModel
    import TestSupport
    import Testing

    /// How a cell looks, as far as the eye can tell: a blank cell's background alone, since its
    /// text colour and bold show nothing.
    struct SeenCell: Equatable, CustomStringConvertible {
        var text: String
        var foreground: String?
        var background: String?
        var bold = false
        var reverse = false
        var underline = false

        init(_ cell: Screen.Cell) {
            text = cell.text
            background = cell.background
            reverse = cell.reverse
            guard cell.text != " " else { return }
            foreground = cell.foreground
            bold = cell.bold
            underline = cell.underline
        }

        var description: String {
            "\"\(text)\" \(foreground ?? "-")/\(background ?? "-")\(bold ? " bold" : "")\(reverse ? " reverse" : "")"
                + (underline ? " underline" : "")
        }
    }

    /// A box to show, and the text on its screen whose first character's look is compared (the
    /// last place it is).
    struct PaletteBox: Sendable {
        var arguments: [String]
        var marks: [String]

        static let yesno = PaletteBox(
            arguments: ["--title", "Tt", "--yesno", "Hello there", "10", "40"], marks: ["Tt", "Hello", "Yes", "No"])
        static let menu = PaletteBox(
            arguments: ["--title", "Tt", "--menu", "Pick", "14", "40", "3", "a", "Apple", "b", "Banana"],
            marks: ["Tt", "Pick", "Apple", "Banana", "Cancel"])
        static let input = PaletteBox(
            arguments: ["--title", "Tt", "--inputbox", "Name please", "10", "40", "bob"],
            marks: ["Tt", "Name", "bob", "Cancel"])
        static let checklist = PaletteBox(
            arguments: [
                "--title", "Tt", "--checklist", "Pick", "14", "40", "3", "a", "Apple", "on", "b", "Banana", "off",
            ], marks: ["Tt", "Pick", "Apple", "Banana", "Cancel"])
    }

    /// A box under a palette: NEWT_COLORS, or the rc file's text (DIALOGRC names a file holding it).
    struct PaletteCase: CustomTestStringConvertible, Sendable {
        var tool: String
        var name: String
        var palette: String
        var box: PaletteBox
        var testDescription: String { "\(tool): \(name), \(box.arguments[2])" }
    }

    /// The real whiptail and dialog, and alertty as each, under the same palette on a pseudo-
    /// terminal: the screen's corner, the box, the title, the buttons with and without the focus
    /// and the selected item look the same.
    @Suite(.serialized) struct CompatPaletteEndToEndTests {
        static let cases: [PaletteCase] =
            [
                PaletteCase(
                    tool: "whiptail", name: "the issue's NEWT_COLORS",
                    palette: "root=,red;window=black,lightgray;button=white,red", box: .yesno),
                PaletteCase(
                    tool: "whiptail", name: "a Proxmox helper's alert", palette: InstallerPalettes.proxmoxAlert,
                    box: .yesno),
                PaletteCase(
                    tool: "dialog", name: "a red screen", palette: "screen_color = (WHITE,RED,ON)\n", box: .yesno),
                PaletteCase(
                    tool: "dialog", name: "no colours and no shadow", palette: "use_colors = OFF\nuse_shadow = OFF\n",
                    box: .yesno),
                PaletteCase(
                    tool: "dialog", name: "the whiptail-like rc file", palette: InstallerPalettes.whiptailLike,
                    box: .menu),
            ]
            + [PaletteBox.yesno, .menu, .input, .checklist].map {
                PaletteCase(
                    tool: "whiptail", name: "a raspi-config-like palette", palette: InstallerPalettes.raspiConfigLike,
                    box: $0)
            }
            + [PaletteBox.yesno, .menu, .input].map {
                PaletteCase(tool: "dialog", name: "Slackware's rc file", palette: InstallerPalettes.slackware, box: $0)
            }

        /// The looks of the screen's corners and of each mark's first character, as `executable`
        /// draws `arguments` under `environment`; `nil` when a mark never shows.
        func looks(_ executable: String, _ arguments: [String], environment: [String: String], marks: [String])
            -> [String: SeenCell]?
        {
            let run = TerminalRun(arguments, executable: executable, environment: environment, interactiveSession: true)
            defer {
                run.send("\u{1B}")
                _ = run.finish()
            }
            guard run.shows(marks.last ?? "", within: 5) else { return nil }
            run.waitUntilDrawn()
            var seen = ["corner": SeenCell(run.screen.cell(row: 23, column: 79))]
            for mark in marks {
                guard let (column, row) = run.cell(of: mark) else { return nil }
                seen[mark] = SeenCell(run.screen.cell(row: row - 1, column: column - 1))
                // The blank after the message's first word: the box's own colour.
                if mark == marks[1] { seen["box"] = SeenCell(run.screen.cell(row: row - 1, column: column + 20)) }
            }
            return seen
        }

        /// The looks of `box` as the real `tool` and alertty as it draw it under `environment`.
        func bothLooks(_ tool: String, _ box: PaletteBox, environment: [String: String]) throws -> (
            real: [String: SeenCell], ours: [String: SeenCell]
        ) {
            let real = try #require(
                looks("/usr/bin/\(tool)", box.arguments, environment: environment, marks: box.marks))
            let ours = try #require(
                looks(alerttyPath, ["--compat", tool] + box.arguments, environment: environment, marks: box.marks))
            return (real, ours)
        }

        @Test(arguments: cases)
        func theBoxIsColouredAsTheRealToolColoursIt(_ palette: PaletteCase) throws {
            #expect(installed(palette.tool), "\(palette.tool) is not installed: .ci/run installs it")
            let rcFile = temporaryFile(named: "alertty-palette", containing: Array(palette.palette.utf8))
            defer { unlink(rcFile) }
            let environment = palette.tool == "dialog" ? ["DIALOGRC": rcFile] : ["NEWT_COLORS": palette.palette]
            let (real, ours) = try bothLooks(palette.tool, palette.box, environment: environment)
            for (place, look) in real.sorted(by: { $0.key < $1.key }) {
                #expect(ours[place] == look, "\(place): \(ours[place].map(String.init(describing:)) ?? "none")")
            }
        }

        /// whiptail reads `NEWT_COLORS_FILE` when `NEWT_COLORS` is unset, and passes over a file it
        /// cannot read.
        @Test func whiptailReadsTheColoursFileNewtColorsFileNames() throws {
            #expect(installed("whiptail"), "whiptail is not installed: .ci/run installs it")
            let file = temporaryFile(named: "alertty-palette", containing: Array(InstallerPalettes.proxmoxAlert.utf8))
            defer { unlink(file) }
            for environment in [["NEWT_COLORS_FILE": file], ["NEWT_COLORS_FILE": "/nonexistent"]] {
                let (real, ours) = try bothLooks("whiptail", .yesno, environment: environment)
                if environment.values.first == file {
                    #expect(ours == real)
                } else {
                    // The real tool's own palette where no file is read; alertty keeps the terminal's.
                    #expect(ours["box"]?.background == nil)
                }
            }
        }

        /// With no palette given the dialects keep the terminal's colours, where the real tools
        /// draw their own (alertty's choice, kept from before).
        @Test(arguments: ["whiptail", "dialog"])
        func withoutAPaletteTheBoxKeepsTheTerminalsColours(_ tool: String) throws {
            let seen = try #require(
                looks(
                    alerttyPath, ["--compat", tool] + PaletteBox.yesno.arguments, environment: [:],
                    marks: PaletteBox.yesno.marks))
            #expect(seen["corner"]?.background == nil)
            #expect(seen["box"]?.background == nil)
            #expect(seen["Hello"]?.background == nil)
        }

        /// dialog ends with 255 and `FILE:LINE: syntax error` when its rc file has a line it cannot
        /// read; alertty with the same status and one line naming the file, the line and the fix.
        @Test func aBadRcFileEndsAsDialogEndsIt() throws {
            #expect(installed("dialog"), "dialog is not installed: .ci/run installs it")
            let rcFile = temporaryFile(
                named: "alertty-palette", containing: Array("screen_color = (WHITE,RED,ON)\nfoo bar\n".utf8))
            defer { unlink(rcFile) }
            let arguments = ["--msgbox", "Hi", "6", "30"]
            let real = runWithoutTerminal(arguments, executable: "/usr/bin/dialog", environment: ["DIALOGRC": rcFile])
            #expect(real.stderr.contains("\(rcFile):2: syntax error"))
            let ours = runWithoutTerminal(["--compat", "dialog"] + arguments, environment: ["DIALOGRC": rcFile])
            #expect(ours.status == real.status)
            #expect(ours.stderr.split(separator: "\n").count == 1)
            #expect(ours.stderr.contains("\(rcFile) line 2: \"foo bar\" is not NAME = VALUE"))
            #expect(ours.stdout.isEmpty)
        }

        /// `--create-rc` writes the file the real dialog writes, its rc file's settings in it.
        @Test func createRCWritesWhatDialogWrites() throws {
            #expect(installed("dialog"), "dialog is not installed: .ci/run installs it")
            let rcFile = temporaryFile(named: "alertty-palette", containing: Array(InstallerPalettes.slackware.utf8))
            let (theirs, mine) = ("/tmp/alertty-rc-\(getpid())-real", "/tmp/alertty-rc-\(getpid())-ours")
            defer { for path in [rcFile, theirs, mine] { unlink(path) } }
            let environment = ["DIALOGRC": rcFile]
            let real = runWithoutTerminal(
                ["--create-rc", theirs], executable: "/usr/bin/dialog", environment: environment)
            let ours = runWithoutTerminal(["--compat", "dialog", "--create-rc", mine], environment: environment)
            #expect(real.status == 0)
            #expect(ours.status == 0)
            #expect(contents(of: mine) == contents(of: theirs))
            #expect(!contents(of: mine).isEmpty)
        }
    }
#endif
