#if os(Linux)
    import Foundation
    import Glibc
    import ScreenModel
    import TestThreads
    import Testing

    /// A call from a public project's installer, as its script makes it (its variables given the
    /// values they take on an 80×24 terminal), with where it is, and the keys a person presses.
    struct CallSite: CustomTestStringConvertible, Sendable {
        /// The project, its file and line, and the commit read.
        var place: String
        var tool: String
        var arguments: [String]
        var keys: [String]
        /// Texts on the screen once the box is drawn (curses draws in pieces: the last of them).
        var shows: [String]
        /// What the tool is known to show differently on purpose, left out of the comparison.
        var differsOnPurpose: Set<SeenBox.Aspect> = []

        var testDescription: String { place }
    }

    /// What a person sees of a box: its size, whether its title and text show, which of the
    /// call's tags are in view and which is highlighted, and which button labels show.
    struct SeenBox: Equatable, CustomStringConvertible {
        /// A part of what is seen, which a call site may leave out of the comparison.
        enum Aspect: Hashable, Sendable { case size, text, tags, highlighted, buttons }

        var size: (width: Int, height: Int)?
        var showsTitle: Bool
        var showsText: Bool
        var tags: [String]
        var highlighted: String?
        var buttons: [String]

        static func == (one: SeenBox, other: SeenBox) -> Bool { one.description == other.description }

        var description: String {
            "size \(size.map { "\($0.width)x\($0.height)" } ?? "none"), title \(showsTitle), text \(showsText), "
                + "tags \(tags), highlighted \(highlighted ?? "none"), buttons \(buttons)"
        }

        /// What `screen` shows of the box `arguments` ask for.
        init(_ screen: Screen, arguments: [String], title: String?, text: String) {
            let lines = screen.lines.map { Array($0) }
            func find(_ word: String) -> (row: Int, column: Int)? {
                for (row, line) in lines.enumerated() {
                    if let column = line.indices.first(where: { line[$0...].starts(with: Array(word)) }) {
                        return (row, column)
                    }
                }
                return nil
            }
            // The outermost box: the first top-left corner, across to its top-right, down to its bottom-left.
            size = nil
            outer: for (row, line) in lines.enumerated() {
                for (column, character) in line.enumerated() where "┌╭".contains(character) {
                    guard let right = line[column...].firstIndex(where: { "┐╮".contains($0) }),
                        let bottom = lines[row...].firstIndex(where: {
                            $0.count > column && "└╰".contains($0[column])
                        })
                    else { continue }
                    size = (right - column + 1, bottom - row + 1)
                    break outer
                }
            }
            showsTitle = title.map { find($0) != nil } ?? true
            showsText = find(String(text.prefix { $0 != "\n" && $0 != "\\" }.prefix(30))) != nil
            // Tags follow the list height; a call's tags are every second (menu) or third (lists) word after it.
            var tags: [String] = []
            if let box = arguments.firstIndex(where: { ["--menu", "--radiolist", "--checklist"].contains($0) }) {
                let stride = arguments[box] == "--menu" ? 2 : 3
                // The items, without the options a script gives after them (raspi-config's labels).
                var items: [String] = []
                var rest = arguments[(box + 5)...]
                while let first = rest.first {
                    rest = rest.dropFirst(first.hasPrefix("--") ? 2 : 1)
                    if !first.hasPrefix("--") { items.append(first) }
                }
                tags = Swift.stride(from: 0, to: items.count - stride + 1, by: stride).map { items[$0] }
            }
            self.tags = tags.filter { find($0) != nil }
            // The highlighted tag: the one drawn unlike every other in view.
            let styles = self.tags.map { tag -> String in
                guard let (row, column) = find(tag) else { return "" }
                let cell = screen.cell(row: row, column: column)
                return "\(cell.reverse) \(cell.foreground ?? "-") \(cell.background ?? "-")"
            }
            let odd = styles.indices.filter { index in styles.filter { $0 == styles[index] }.count == 1 }
            highlighted = self.tags.count > 1 && odd.count == 1 ? self.tags[odd[0]] : nil
            // A button: its label between < > (the tools, padded to a common width) or [ ] (alertty).
            var bracketed: Set<String> = []
            for line in lines {
                var rest = line[...]
                while let open = rest.firstIndex(where: { $0 == "<" || $0 == "[" }) {
                    let close: Character = rest[open] == "<" ? ">" : "]"
                    guard let end = rest[open...].firstIndex(of: close) else { break }
                    bracketed.insert(String(rest[rest.index(after: open)..<end]).trimmingCharacters(in: .whitespaces))
                    rest = rest[rest.index(after: end)...]
                }
            }
            buttons = ["Ok", "OK", "Cancel", "Yes", "No", "EXIT", "Back", "Select"].filter(bracketed.contains)
        }

        /// This, with `aspects` left out.
        func without(_ aspects: Set<Aspect>) -> SeenBox {
            var seen = self
            if aspects.contains(.size) { seen.size = nil }
            if aspects.contains(.text) { seen.showsText = false }
            if aspects.contains(.tags) { seen.tags = [] }
            if aspects.contains(.highlighted) { seen.highlighted = nil }
            if aspects.contains(.buttons) { seen.buttons = [] }
            return seen
        }
    }

    /// Each call site run as the script runs it, with the real tool and with alertty speaking
    /// as it: the same status, the same answer bytes and, before the keys, the same box seen.
    @Suite(.serialized, .ownThread) struct CallSiteEndToEndTests {
        /// raspi-config's menus at its own size (calc_wt_size: 18 rows, the terminal's width, a
        /// list of 11), PiVPN's boxes at its (r=20, c=70 on 80×24), and void-mklive's dialog
        /// calls through its wrapper (--colors, a bold white backtitle, Back for Cancel).
        static let sites: [CallSite] = [
            CallSite(
                place: "raspi-config raspi-config:3437 (9c55e7b), System Options",
                tool: "whiptail",
                arguments: [
                    "--title", "Raspberry Pi Software Configuration Tool (raspi-config)", "--menu", "System Options",
                    "18", "80", "11", "--cancel-button", "Back", "--ok-button", "Select", "S1 Wireless LAN",
                    "Enter SSID and passphrase", "S2 Audio", "Select audio out through HDMI or 3.5mm jack",
                    "S3 Password", "Change password for the 'pi' user", "S4 Hostname",
                    "Set name for this computer on a network", "S5 Boot / Auto Login",
                    "Select boot into desktop or to command line", "S6 Splash Screen",
                    "Choose graphical splash screen or text boot", "S7 Power LED", "Set behaviour of power LED",
                    "S8 Browser", "Choose default web browser",
                ], keys: [down, down, enter], shows: ["S8 Browser"],
                // whiptail gives its text the rows the list leaves, none here, and hides it; alertty
                // shows what the script asks in the same box.
                differsOnPurpose: [.text]),
            CallSite(
                place: "raspi-config raspi-config:801 (9c55e7b), Wi-Fi country",
                tool: "whiptail",
                arguments: ["--menu", "Select the country in which the Pi is to be used", "20", "60", "10"]
                    + ["AD", "Andorra", "AE", "United Arab Emirates", "AF", "Afghanistan", "AG", "Antigua and Barbuda"]
                    + ["AI", "Anguilla", "AL", "Albania", "AM", "Armenia", "AO", "Angola", "AQ", "Antarctica"]
                    + ["AR", "Argentina", "AS", "American Samoa", "AT", "Austria", "AU", "Australia", "AW", "Aruba"],
                keys: [pageDown, enter], shows: ["Andorra"]),
            CallSite(
                place: "raspi-config raspi-config:870 (9c55e7b), hostname",
                tool: "whiptail", arguments: ["--inputbox", "Please enter a hostname", "20", "60", "raspberrypi"],
                keys: ["-2", enter], shows: ["hostname"]),
            CallSite(
                place: "raspi-config raspi-config:2920 (9c55e7b), reboot",
                tool: "whiptail", arguments: ["--yesno", "Would you like to reboot now?", "20", "60", "2"],
                keys: [right, enter], shows: ["reboot now"]),
            CallSite(
                place: "PiVPN auto_install/install.sh:1246 (aa96de7), static IP",
                tool: "whiptail",
                arguments: [
                    "--backtitle", "Calibrating network interface", "--title", "Static IP Address", "--yesno",
                    "Do you want to use your current network settings as a static address?\n\n\t\t\t\tIP address:    10.0.0.5/24\n\t\t\t\tGateway:       10.0.0.1",
                    "20", "70",
                ], keys: [enter], shows: ["10.0.0.5"]),
            CallSite(
                place: "PiVPN auto_install/install.sh:2066 (aa96de7), installation mode",
                tool: "whiptail",
                arguments: [
                    "--backtitle", "Setup PiVPN", "--title", "Installation mode", "--separate-output", "--radiolist",
                    "Choose a VPN (press space to select):", "20", "70", "2", "WireGuard", "", "on", "OpenVPN", "",
                    "off",
                ], keys: [down, " ", enter], shows: ["WireGuard"]),
            CallSite(
                place: "void-mklive installer.sh:496 (90028e0), the disk menu sized 14 60 0, its label in bold",
                tool: "dialog",
                arguments: voidMklive + [
                    "--title", " Select the disk to partition ", "--menu", voidMenuLabel, "14", "60", "0",
                ] + (0..<12).flatMap { ["/dev/sd\(Character(Unicode.Scalar(97 + $0)!))", "size=\($0 + 1)GB"] },
                keys: [pageDown, enter], shows: ["/dev/sdl", "Back"]),
            CallSite(
                place: "void-mklive installer.sh:630 (90028e0), hostname",
                tool: "dialog", arguments: voidMklive + ["--inputbox", "Set the machine hostname:", "8", "60"],
                keys: ["void", enter], shows: ["hostname", "Back"]),
            CallSite(
                place: "void-mklive installer.sh:772 (90028e0), groups, --no-tags",
                tool: "dialog",
                arguments: voidMklive + [
                    "--no-tags", "--checklist", "Select group membership for login 'ada':", "20", "60", "18", "wheel",
                    "wheel:10", "on", "audio", "audio:29", "off", "video", "video:44", "off", "cdrom", "cdrom:19",
                    "off",
                ], keys: [down, " ", enter], shows: ["cdrom:19", "Back"]),
            CallSite(
                place: "void-mklive installer.sh:804 (90028e0), Escape on a yes/no",
                tool: "dialog",
                arguments: voidMklive + ["--yesno", "Use a graphical terminal for the boot loader?", "8", "60"],
                keys: [escape], shows: ["boot loader", "No"]),
            CallSite(
                place: "void-mklive installer.sh:829 (90028e0), an error in bold red",
                tool: "dialog",
                arguments: voidMklive + [
                    "--msgbox", "\\Zb\\Z1ERROR:\\Zn failed to install GRUB to /dev/sda!\\nCheck /dev/tty8 for errors.",
                    "8", "70",
                ], keys: [enter], shows: ["GRUB", "OK"]),
        ]

        /// void-mklive's DIALOG wrapper (installer.sh:97): every call goes through it.
        static let voidMklive = [
            "--colors", "--keep-tite", "--no-shadow", "--no-mouse", "--backtitle",
            "\\Zb\\Z7Void Linux installation -- https://www.voidlinux.org (20250202)\\Zn", "--cancel-label", "Back",
            "--aspect", "20",
        ]
        /// Its MENULABEL (installer.sh:89), in bold.
        static let voidMenuLabel =
            "\\ZbUse UP and DOWN keys to navigate menus. Use TAB to switch between buttons and ENTER to select.\\Zn"

        @Test(arguments: sites)
        func aCallSiteLooksAndAnswersAsWithTheRealTool(_ site: CallSite) {
            #expect(installed(site.tool), "\(site.tool) is not installed: .ci/run installs it")
            let real = run(["/usr/bin/\(site.tool)"], site)
            let ours = run([alerttyPath, "--compat", site.tool], site)
            #expect(ours.result == real.result, "status and answer")
            #expect(
                ours.seen.without(site.differsOnPurpose) == real.seen.without(site.differsOnPurpose),
                "\(site.tool): \(real.seen)\nalertty: \(ours.seen)")
            #expect(
                real.seen.showsTitle && (real.seen.showsText || site.differsOnPurpose.contains(.text)),
                "the comparison reads the screen: \(real.seen)")
        }

        /// What is compared is the whole screen: a program's last rows, written after the text
        /// waited for and while the test was slow, are read before the screen is looked at (the
        /// real whiptail's box once lost its lower rows, and its size, on a busy machine).
        @Test func theScreenIsReadWholeBeforeItIsCompared() {
            let run = TerminalRun(
                ["-c", "head -c 50000 /dev/zero | tr '\\0' x; printf '\\033[24;1Hbottom'; read line"],
                executable: "/bin/sh", interactiveSession: true)
            // Rows of x stay on the screen however late they are read (a first line scrolls off).
            #expect(run.shows(String(repeating: "x", count: 80), within: 10))
            run.waitUntilDrawn()
            #expect(run.screen.text.contains("bottom"), "\(run.screen.text)")
            run.send(enter)
            #expect(run.finish(timeout: 5).status == 0)
        }

        /// Runs `tool` as the script does (the answer on stderr, into a file), reads the box once
        /// drawn, then types the keys.
        func run(_ tool: [String], _ site: CallSite) -> (result: CompatResult, seen: SeenBox) {
            let answerFile = temporaryFile(named: "alertty-site", containing: [])
            defer { unlink(answerFile) }
            let script = "answer=$1; shift; exec \"$@\" 2>\"$answer\""
            let run = TerminalRun(
                ["-c", script, "sh", answerFile] + tool + site.arguments, executable: "/bin/sh",
                interactiveSession: true)
            var seen = SeenBox(Screen(columns: 1, rows: 1), arguments: [], title: nil, text: "")
            if site.shows.allSatisfy({ run.shows($0, within: 5) }) {
                // The whole box: its lower rows may come after the texts waited for.
                run.waitUntilDrawn()
                let title = site.arguments.firstIndex(of: "--title").map {
                    site.arguments[$0 + 1].trimmingCharacters(in: .whitespaces)
                }
                let box = site.arguments.firstIndex {
                    ["--menu", "--radiolist", "--checklist", "--yesno", "--inputbox", "--msgbox"].contains($0)
                }
                seen = SeenBox(
                    run.screen, arguments: site.arguments, title: title, text: box.map { site.arguments[$0 + 1] } ?? "")
            }
            for key in site.keys { run.type(key) }
            let result = run.finish(timeout: 10)
            let answer = (try? String(contentsOfFile: answerFile, encoding: .utf8)) ?? ""
            return (CompatResult(status: result.status, answer: answer), seen)
        }
    }
#endif
