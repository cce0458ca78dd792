#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Foundation
    import AlerttyKit
    import Glibc
    import TestThreads
    import Testing

    @Suite(.serialized, .ownThread) struct AppearanceEndToEndTests {
        func anyColour(_ run: TerminalRun) -> Bool {
            (0..<run.screen.rows).contains { row in
                (0..<run.screen.columns).contains { column in
                    let cell = run.screen.cell(row: row, column: column)
                    return cell.foreground != nil || cell.background != nil
                }
            }
        }

        @Test func aWhiteTerminalAskedForItsBackgroundGetsALightGreyBackdrop() {
            let run = TerminalRun(deleteAlert, background: .white)
            run.waitFor("the answer applied") { $0.cell(row: 0, column: 0).background == "48;5;252" }
            let row = run.screen.lines.firstIndex { $0.contains("[ Cancel ]") } ?? 0
            let column = Array(run.screen.lines[row]).firstIndex(of: "C") ?? 0
            #expect(run.screen.cell(row: row, column: column - 3).background == nil, "inside the box")
            #expect(run.screen.operatingSystemCommands == ["11;?"])
            // On white, plain red reads (5.8:1); the bright red kept for dark terminals would not.
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            let delete = Array(run.screen.lines[row]).firstIndex(of: "D") ?? 0
            #expect(run.screen.cell(row: row, column: delete).foreground == "31")
            run.send("\u{1B}")
            expectExit(run, status: 1)
            #expect(run.screen.unknownSequences.isEmpty)
        }

        @Test(arguments: [RGB.black, nil])
        func aBlackOrSilentTerminalKeepsItsBackgroundBehindTheBox(_ background: RGB?) {
            let run = TerminalRun(deleteAlert, background: background)
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}[C")
            run.waitForFocus("Delete")
            #expect(run.screen.cell(row: 0, column: 0).background == nil, "a black screen is not lightened")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func theTerminalsFamilyDecidesCornersAndColour() {
            let console = TerminalRun(deleteAlert, environment: ["TERM": "linux"])
            console.waitForText("[ Cancel ]")
            #expect(console.screen.text.contains("┌") && !console.screen.text.contains("╭"))
            #expect(console.screen.operatingSystemCommands.isEmpty, "the console would print the question")
            console.send("\u{1B}")
            _ = console.finish()

            let vt100 = TerminalRun(deleteAlert, environment: ["TERM": "vt100"])
            vt100.waitForText("[ Cancel ]")
            // A VT100 has no UTF-8 but has DEC line drawing: square lines through it, no colour.
            #expect(vt100.screen.text.contains("┌──") && !anyColour(vt100))
            #expect(
                vt100.terminalBytes.firstIndex(ofBytes: Array("\u{1B}(0".utf8)) != nil,
                "the lines went out as DEC graphics")
            vt100.send("\u{1B}")
            _ = vt100.finish()

            let rxvt = TerminalRun(deleteAlert, environment: ["TERM": "rxvt-unicode-256color", "COLORFGBG": "0;15"])
            rxvt.waitForText("[ Cancel ]")
            #expect(rxvt.screen.cell(row: 0, column: 0).background == "48;5;252", "COLORFGBG said light")
            #expect(rxvt.screen.operatingSystemCommands.isEmpty)
            rxvt.send("\u{1B}")
            _ = rxvt.finish()
        }

        @Test func noColorLeavesNoColourAnywhereButForceColorBringsItBack() {
            let plain = TerminalRun(deleteAlert, environment: ["NO_COLOR": "1"])
            plain.waitForText("[ Cancel ]")
            plain.send("\u{1B}[C")
            plain.waitForFocus("Delete")
            #expect(!anyColour(plain))
            plain.send("\u{1B}")
            _ = plain.finish()

            let forced = TerminalRun(deleteAlert, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"])
            forced.waitForText("[ Cancel ]")
            #expect(anyColour(forced))
            forced.send("\u{1B}")
            _ = forced.finish()
        }

        @Test func aNonUTF8LocaleGetsLineDrawingAndAnIconLetter() {
            let run = TerminalRun(["-t", "Disk full", "--icon", "warning", "-b", "OK"], environment: ["LANG": "C"])
            run.waitForText("! Disk full")
            #expect(run.screen.text.contains("┌──"), "the terminal's line drawing, not +--")
            #expect(!run.screen.text.contains("╭"))
            let ascii = TerminalRun(["-t", "Disk full", "-b", "OK"], environment: ["LANG": "C", "TERM": "teletype"])
            ascii.waitForText("Disk full")
            #expect(ascii.screen.text.contains("+--"), "a terminal not known to have it gets ASCII")
            ascii.send("\r")
            _ = ascii.finish()
            run.send("\r")
            expectExit(run, status: 0, stdout: "OK\n")
        }

        @Test func aThemeTheEnvironmentNamesThatIsNoFileIsOneLineAndAUsageError() {
            let result = runWithoutTerminal(deleteAlert, environment: ["ALERTTY_THEME": "neon"])
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(
                result.stderr
                    == "alertty: theme file 'neon' (ALERTTY_THEME): No such file or directory; name a theme file or "
                    + "a built-in theme (default, light, dark, high-contrast, mono)\n")
        }

        @Test(arguments: [
            ("base = dark\nacent = red\n", "line 2: 'acent' is not a part; the parts are base, accent,"),
            ("accent = \u{1B}]0;owned\u{7}\n", "line 1 holds a control character (U+1B)"),
        ])
        func aBadThemeFileIsOneLineNamingTheFileTheLineAndTheFix(_ text: String, _ problem: String) {
            let path = temporaryFile(named: "bad-theme", containing: Array(text.utf8))
            defer { unlink(path) }
            for (arguments, environment) in [
                (deleteAlert + ["--theme", path], [:]),
                (deleteAlert + ["--answer", "Delete"], ["ALERTTY_THEME": path]),
            ] {
                let result = runWithoutTerminal(arguments, environment: environment)
                #expect(result.status == 64)
                #expect(result.stdout == "")
                let source = environment.isEmpty ? "" : " (ALERTTY_THEME)"
                #expect(
                    result.stderr.hasPrefix("alertty: theme file '\(path)'\(source) \(problem)"), "\(result.stderr)")
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
                #expect(!result.stderr.contains("\u{1B}"))
            }
        }

        @Test func aFolderOrADeviceIsNoThemeFile() {
            for path in ["/tmp", "/dev/zero"] {
                let result = runWithoutTerminal(deleteAlert + ["--theme", path])
                #expect(result.status == 64)
                #expect(result.stderr.hasPrefix("alertty: theme file '\(path)' is "), "\(result.stderr)")
            }
        }

        @Test func aThemeFileColoursTheBoxAndABuiltInNameIsNoFile() {
            let path = temporaryFile(
                named: "theme", containing: Array("# mine\naccent = 208\nborder = 33 # blue\n".utf8))
            defer { unlink(path) }
            let run = TerminalRun(deleteAlert + ["--theme", path])
            run.waitForText("[ Cancel ]")
            let cancel = run.cell(of: "Cancel ]")
            #expect(cancel.map { run.screen.cell(row: $0.row - 1, column: $0.column - 1).foreground } == "38;5;208")
            let corner = run.screen.lines.firstIndex { $0.contains("╭") } ?? 0
            let left = Array(run.screen.lines[corner]).firstIndex(of: "╭") ?? 0
            #expect(run.screen.cell(row: corner, column: left).foreground == "38;5;33")
            run.send("\r")
            expectExit(run, status: 1)
            // A file named like a built-in theme is not read: the name wins.
            let dark = runWithoutTerminal(deleteAlert + ["--theme", "dark", "--answer", "Delete"])
            #expect(dark.status == 0)
        }
    }

    @Suite(.serialized, .ownThread) struct MouseEndToEndTests {
        /// The 1-based cell where `text` starts on the screen.
        @Test func aClickOnAButtonChoosesItAndTheMouseIsReleasedAfter() throws {
            let run = TerminalRun(deleteAlert)
            run.waitForText("[ Cancel ]")
            #expect(run.screen.privateModes.isSuperset(of: [1000, 1006]))
            let delete = try #require(run.cell(of: "Delete ]"))
            run.click(column: delete.column + 2, row: delete.row)
            expectExit(run, status: 0, stdout: "Delete\n")
            #expect(run.screen.privateModes.isDisjoint(with: [1000, 1006]))
        }

        @Test func anOutsideClickDismissesOnlyWithTheOption() {
            let ignoring = TerminalRun(deleteAlert)
            ignoring.waitForText("[ Cancel ]")
            ignoring.click(column: 1, row: 1)
            ignoring.send("\u{1B}[C")
            ignoring.waitForFocus("Delete")
            #expect(!ignoring.hasExited())
            ignoring.send("\u{1B}")
            _ = ignoring.finish()

            let dismissing = TerminalRun(deleteAlert + ["--dismiss-on-outside-click"])
            dismissing.waitForText("[ Cancel ]")
            dismissing.click(column: 1, row: 1)
            expectExit(dismissing, status: 1)
        }

        @Test func noMouseLeavesTheMouseToTheTerminal() {
            let run = TerminalRun(deleteAlert + ["--no-mouse"])
            run.waitForText("[ Cancel ]")
            #expect(run.screen.privateModes.isDisjoint(with: [1000, 1006]))
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }
    }

    @Suite(.serialized, .ownThread) struct AnimationEndToEndTests {
        /// The synchronized updates written (whole frames and large changes), each up to its end marker.
        func frames(_ run: TerminalRun) -> [String] {
            String(decoding: run.terminalBytes, as: UTF8.self).components(separatedBy: "\u{1B}[?2026h").dropFirst().map
            {
                $0.components(separatedBy: "\u{1B}[?2026l")[0]
            }
        }

        func frameCount(_ run: TerminalRun) -> Int { frames(run).count }

        /// Not a count of frames (that depends on scheduling): the first frame of a pop is the small
        /// box with no text yet, however fast the machine, and a key sent meanwhile is kept.
        @Test func popStartsSmallAndAKeyPressedMeanwhileIsKept() {
            let run = TerminalRun(deleteAlert + ["--animation", "pop"])
            run.waitFor("the first frame") { $0.text.contains("│") }
            run.send("\u{1B}[C\r")
            expectExit(run, status: 0, stdout: "Delete\n")
            let first = frames(run).first ?? ""
            #expect(first.contains("╭") && !first.contains("Cancel") && !first.contains("Delete"))
        }

        @Test func reduceMotionWinsOverTheScript() {
            let run = TerminalRun(deleteAlert + ["--animation", "fade"], environment: ["ALERTTY_REDUCE_MOTION": "1"])
            run.waitForText("[ Cancel ]")
            run.send("\u{1B}")
            expectExit(run, status: 1)
            #expect(frameCount(run) == 1)
        }
    }
#endif
