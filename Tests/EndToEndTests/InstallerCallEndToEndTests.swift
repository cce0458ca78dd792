#if os(Linux)
    import Foundation
    import Glibc
    import TestThreads
    import Testing

    /// A call from a public project's installer, or from dialog's own samples, as its script
    /// makes it (variables given the values they take), where it is, and the keys a person
    /// presses: issue 46's differential cases, each measured against the real tool.
    struct InstallerCall: Sendable {
        /// The project, its file and line, and the commit read.
        var place: String
        var tool: String
        /// `{files}` stands for a folder holding the files the calls name (``InstallerFiles``).
        var arguments: [String]
        /// What shows once the box is drawn (its first button's label).
        var shows: String
        /// The keys of each way through the box that was measured.
        var flows: [[String]]
    }

    /// One way through a call's box: a case of its own.
    struct InstallerFlow: CustomTestStringConvertible, Sendable {
        var call: InstallerCall
        var keys: [String]

        var testDescription: String { "\(call.place): \(keys.count) keys" }
    }

    /// The files the calls edit, show, follow or pick from, small copies of what each script
    /// reads, in a folder of their own for each run, removed after it.
    enum InstallerFiles {
        static let contents: [(path: String, text: String)] = [
            ("edit.cfg", "# RetroPie config\nvideo_smooth = \"false\"\ninput_player1_a = \"x\"\n"),
            ("raspiblitz.conf", "# RASPIBLITZ CONFIG FILE\nraspiBlitzVersion='1.11.2'\nnetwork=bitcoin\nchain=main\n"),
            (
                "editbox.txt",
                "Hi, this is an edit box. It can be used to edit text from a file.\n\n"
                    + "It's like a simple text editor, with these keys implemented:\n\n"
                    + "PGDN\t- Move down one page\nPGUP\t- Move up one page\n"
            ),
            ("listing.out", (1...30).map { "listing line \($0)\n" }.joined()),
            ("home/.bashrc", "export PS1=x\n"),
            ("home/notes.txt", "notes\n"),
            ("home/docs/NEWS.md", "# News\n"),
        ]

        /// Runs `body` with a folder holding ``contents``.
        static func with<Result>(_ body: (String) -> Result) -> Result {
            let folder = temporaryFile(named: "alertty-installer", containing: [])
            unlink(folder)
            mkdir(folder, 0o700)
            for directory in ["home", "home/docs"] { mkdir(folder + "/" + directory, 0o700) }
            for (path, text) in contents {
                #expect(FileManager.default.createFile(atPath: folder + "/" + path, contents: Data(text.utf8)))
            }
            defer {
                for (path, _) in contents.reversed() { unlink(folder + "/" + path) }
                for directory in ["home/docs", "home", ""] { rmdir(folder + "/" + directory) }
            }
            return body(folder)
        }
    }

    @Suite(.ownThread) struct InstallerCallEndToEndTests {
        /// Measured on dialog 1.3-20230209 and whiptail 0.52.23 (80x24, TERM=xterm-256color);
        /// run again against the real tool each time. Not dialog's samples/tailboxbg, whose
        /// --no-kill leaves the real dialog drawing on the test's terminal after it exits.
        static let calls: [InstallerCall] = [
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/emulators/retroarch.sh:349 @8d3a277", tool: "dialog",
                arguments: [
                    "--backtitle",
                    "retropie.org.uk - RetroPie Setup. Installation folder: /home/pi/RetroPie-Setup for user pi",
                    "--form", "RetroArch keyboard configuration", "22", "48", "16", "input_player1_a", "1", "2",
                    "\"x\"", "1", "26", "16", "0", "input_player1_b", "2", "2", "\"z\"", "2", "26", "16", "0",
                    "input_player1_start", "3", "2", "\"enter\"", "3", "26", "16", "0",
                ],
                shows: "OK", flows: [[enter], [down, "\u{7F}", "\u{7F}", "\u{7F}", "q", enter], [escape]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/helpers.sh:131 @2ed4741", tool: "dialog",
                arguments: [
                    "--backtitle",
                    "retropie.org.uk - RetroPie Setup. Installation folder: /home/pi/RetroPie-Setup for user pi",
                    "--editbox", "{files}/edit.cfg", "22", "76",
                ],
                shows: "OK", flows: [["\t", enter], ["#x", "\t", enter], [escape]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/emulators/fs-uae/fs-uae.sh:24 @62fde83", tool: "dialog",
                arguments: [
                    "--no-cancel", "--pause",
                    "You need to copy the Amiga kickstart file (kick13.rom) to the folder /home/pi/RetroPie/BIOS to boot the Amiga emulator.",
                    "22", "76", "15",
                ],
                shows: "OK", flows: [[enter], [escape]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/emulators/fs-uae/fs-uae.sh:24 @62fde83", tool: "dialog",
                arguments: [
                    "--no-cancel", "--pause",
                    "You need to copy the Amiga kickstart file (kick13.rom) to the folder /home/pi/RetroPie/BIOS to boot the Amiga emulator.",
                    "22", "76", "2",
                ],
                shows: "OK", flows: [[]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/supplementary/splashscreen.sh:358 @3a78644",
                tool: "dialog",
                arguments: [
                    "--title", "Splashscreen duration", "--clear", "--rangebox",
                    "Configure how many seconds the splashscreen is active", "0", "60", "5", "100", "12",
                ],
                shows: "OK", flows: [[enter], [up, enter], ["3", enter], [escape]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/admin/setup.sh:629 @b768f6c", tool: "dialog",
                arguments: [
                    "--backtitle",
                    "retropie.org.uk - RetroPie Setup. Installation folder: /home/pi/RetroPie-Setup for user pi",
                    "--cancel-label", "Back", "--item-help", "--help-button", "--default-item", "", "--menu",
                    "Choose an option", "22", "76", "16", "core", "Manage core packages",
                    "core Choose to install/update/configure packages from the core", "main", "Manage main packages",
                    "main Choose to install/update/configure packages from the main", "opt", "Manage optional packages",
                    "opt Choose to install/update/configure packages from the optional", "driver",
                    "Manage driver packages", "driver Choose to install/update/configure packages from the driver",
                    "exp", "Manage experimental packages",
                    "exp Choose to install/update/configure packages from the experimental", "depends",
                    "Manage dependency packages",
                    "depends Choose to install/update/configure packages from the dependency", "----", "", "", "inst",
                    "Manage all installed packages", "Install/update/remove currently installed packages", "all",
                    "Manage all packages", "Install/update/remove packages from full list",
                ],
                shows: "OK",
                flows: [
                    [enter], [down, down, down, down, down, down, enter], ["\t", "\t", enter], [up, enter],
                    [down, down, down, down, down, down, down, down, down, down, enter], ["\t", enter],
                ]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/ports/jumpnbump/jumpnbump.sh:47 @d538f17", tool: "dialog",
                arguments: [
                    "--backtitle", "RetroPie Jump n' Bump Launcher", "--ok-label", "Start", "--extra-button",
                    "--extra-label", "Start Mirror", "--menu", "Select Level", "16", "0", "16", "D", "(default level)",
                    "1", "castle.dat", "2", "jungle.dat",
                ],
                shows: "Start", flows: [[down, "\t", enter], [enter], ["\t", "\t", enter]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/supplementary/wifi.sh:118 @4d60904", tool: "dialog",
                arguments: [
                    "--backtitle",
                    "retropie.org.uk - RetroPie Setup. Installation folder: /home/pi/RetroPie-Setup for user pi",
                    "--nocancel", "--menu", "Please choose the WiFi type", "12", "40", "6", "wpa", "WPA/WPA2", "wep",
                    "WEP", "open", "Open",
                ],
                shows: "OK", flows: [[escape], [up, enter], [down, down, down, enter]]),
            InstallerCall(
                place: "RetroPie/RetroPie-Setup scriptmodules/supplementary/skyscraper.sh:881 @1d651c5", tool: "dialog",
                arguments: [
                    "--clear", "--defaultno", "--colors", "--yesno",
                    "\\Z1\\ZbAre you sure ?\\Zn\\nThis will \\Zb\\ZuERASE\\Zn all locally cached scraped resources",
                    "8", "60",
                ],
                shows: "Yes", flows: [[enter], ["\t", enter]]),
            InstallerCall(
                place: "armbian/configng tools/modules/system/adjust_motd.sh:68 @4cf821c", tool: "dialog",
                arguments: [
                    "--colors", "--title", "Adjust welcome screen", "--separate-output", "--nocancel", "--backtitle",
                    "\\Zb\\Z7Support Armbian:\\Zn https://github.com/sponsors/armbian", "--checklist", "", "14", "76",
                    "8", "clear", "Clear screen on login", "ON", "header", "Show header with logo and version info",
                    "ON", "sysinfo", "Display performance and system information", "ON", "tips",
                    "Show helpful tips and Armbian resources", "OFF", "commands", "Show recommended commands", "ON",
                ],
                shows: "OK", flows: [[enter], [" ", enter], [escape], [up, " ", enter]]),
            InstallerCall(
                place: "armbian/configng tools/modules/system/module_nfsd.sh:42 @18ec7e6", tool: "dialog",
                arguments: [
                    "--no-items", "--title", "Select export to edit", "--ok-label", "Add", "--cancel-label", "Apply",
                    "--extra-button", "--extra-label", "Delete", "--menu", "", "8", "80", "2",
                    "/srv/share 192.168.1.0/24(ro,sync,no_subtree_check)", "/srv/media 192.168.1.10(rw,sync)",
                ],
                shows: "Add", flows: [["\t", enter], [down, enter], ["\t", "\t", enter]]),
            InstallerCall(
                place: "armbian/configng tools/modules/system/module_nfsd.sh:89 @18ec7e6", tool: "dialog",
                arguments: [
                    "--separate-output", "--nocancel", "--title", "NFS volume options", "--checklist", "", "11", "80",
                    "5", "ro", "Allow read only requests", "On", "rw", "Allow read and write requests", "OFF", "sync",
                    "Immediate sync all writes", "On", "fsid=0", "Check man pages", "OFF", "no_subtree_check",
                    "Disables subtree checking, improves reliability", "On",
                ],
                shows: "OK", flows: [[enter], [down, " ", enter], [down, down, down, down, down, " ", enter]]),
            InstallerCall(
                place: "armbian/configng tools/modules/network/module_network_simple.sh:241 @090f6ee", tool: "dialog",
                arguments: [
                    "--colors", "--title", "Enter password for HomeWiFi", "--backtitle",
                    "\\Zb\\Z7Support Armbian:\\Zn https://github.com/sponsors/armbian", "--insecure", "--passwordbox",
                    "", "7", "50",
                ],
                shows: "OK", flows: [["s3cret!", enter], [escape]]),
            InstallerCall(
                place: "nextcloud/vm addons/smtp-mail.sh:49 @d217f66", tool: "whiptail",
                arguments: [
                    "--title", "Nextcloud VM - 2026", "--nocancel", "--menu",
                    "Please choose the mail provider that you want to use.\nNavigate with the [ARROW] keys and confirm by pressing [ENTER]. Cancel by pressing [ESC].\\n\\nYou can view this script later by running 'sudo bash /var/scripts/menu.sh'.",
                    "17", "80", "4", "mail.de", "(German mail provider)", "SMTP2GO", "(https://www.smtp2go.com)",
                    "Manual", "(Complete manual setup)",
                ],
                shows: "Ok", flows: [[escape], [enter], [up, enter], [down, down, down, enter], ["\t", enter]]),
            InstallerCall(
                place: "nextcloud/vm network/geoblock.sh:229 @3c73f4a", tool: "whiptail",
                arguments: [
                    "--title", "Nextcloud VM - 2026", "--separate-output", "--checklist",
                    "Please choose all continents that shall have access to your server.\nAll countries on not selected continents will not have access to your server if you haven't explicitly chosen them in the countries menu before.\nNavigate with the [ARROW] keys and (de)select with the [SPACE] key. Confirm by pressing [ENTER]. Cancel by pressing [ESC].\\n\\nYou can view this script later by running 'sudo bash /var/scripts/menu.sh'.",
                    "17", "80", "4", "AF", "Africa", "OFF", "AN", "Antarctica", "OFF", "AS", "Asia", "OFF", "EU",
                    "Europe", "OFF", "NA", "North America", "OFF", "OC", "Oceania", "OFF", "SA", "South America", "OFF",
                ],
                shows: "Ok", flows: [[down, down, " ", down, " ", enter], [enter], [escape]]),
            InstallerCall(
                place: "nextcloud/vm lib.sh:395 @3deda5b", tool: "whiptail",
                arguments: [
                    "--title", "Nextcloud VM - 2026 - Domain", "--nocancel", "--inputbox",
                    "Please enter the domain you want to use, e.g. cloud.example.com", "17", "80",
                ],
                shows: "Ok", flows: [["cloud.example.com", enter], [escape], ["\t", enter]]),
            InstallerCall(
                place: "openhab/openhabian functions/openhabian.bash:49 @3d52483", tool: "whiptail",
                arguments: [
                    "--title", "openHABian announcements", "--yes-button", "Stop displaying", "--no-button",
                    "Keep displaying", "--defaultno", "--scrolltext", "--yesno",
                    "## openHABian news\n\n- change 1: openHABian now ships with a newer openHAB and Java runtime\n- change 2: openHABian now ships with a newer openHAB and Java runtime\n- change 3: openHABian now ships with a newer openHAB and Java runtime\n- change 4: openHABian now ships with a newer openHAB and Java runtime\n- change 5: openHABian now ships with a newer openHAB and Java runtime\n- change 6: openHABian now ships with a newer openHAB and Java runtime\n- change 7: openHABian now ships with a newer openHAB and Java runtime\n- change 8: openHABian now ships with a newer openHAB and Java runtime\n- change 9: openHABian now ships with a newer openHAB and Java runtime\n- change 10: openHABian now ships with a newer openHAB and Java runtime\n- change 11: openHABian now ships with a newer openHAB and Java runtime\n- change 12: openHABian now ships with a newer openHAB and Java runtime\n- change 13: openHABian now ships with a newer openHAB and Java runtime\n- change 14: openHABian now ships with a newer openHAB and Java runtime\n- change 15: openHABian now ships with a newer openHAB and Java runtime\n- change 16: openHABian now ships with a newer openHAB and Java runtime\n- change 17: openHABian now ships with a newer openHAB and Java runtime\n- change 18: openHABian now ships with a newer openHAB and Java runtime\n- change 19: openHABian now ships with a newer openHAB and Java runtime\n- change 20: openHABian now ships with a newer openHAB and Java runtime\n- change 21: openHABian now ships with a newer openHAB and Java runtime\n- change 22: openHABian now ships with a newer openHAB and Java runtime\n- change 23: openHABian now ships with a newer openHAB and Java runtime\n- change 24: openHABian now ships with a newer openHAB and Java runtime\n- change 25: openHABian now ships with a newer openHAB and Java runtime\n- change 26: openHABian now ships with a newer openHAB and Java runtime\n- change 27: openHABian now ships with a newer openHAB and Java runtime\n- change 28: openHABian now ships with a newer openHAB and Java runtime\n- change 29: openHABian now ships with a newer openHAB and Java runtime\n- change 30: openHABian now ships with a newer openHAB and Java runtime\n- change 31: openHABian now ships with a newer openHAB and Java runtime\n- change 32: openHABian now ships with a newer openHAB and Java runtime\n- change 33: openHABian now ships with a newer openHAB and Java runtime\n- change 34: openHABian now ships with a newer openHAB and Java runtime\n- change 35: openHABian now ships with a newer openHAB and Java runtime\n- change 36: openHABian now ships with a newer openHAB and Java runtime\n- change 37: openHABian now ships with a newer openHAB and Java runtime\n- change 38: openHABian now ships with a newer openHAB and Java runtime\n- change 39: openHABian now ships with a newer openHAB and Java runtime\n- change 40: openHABian now ships with a newer openHAB and Java runtime",
                    "27", "84",
                ],
                shows: "Stop displaying", flows: [[enter], [escape], [down, enter]]),
            InstallerCall(
                place: "openhab/openhabian functions/system.bash:535 @cb4ddfe", tool: "whiptail",
                arguments: [
                    "--title", "Prepare serial port", "--checklist", "--separate-output",
                    "\\nProceeding with this routine, the serial console normally provided by a Raspberry Pi must be disabled to make serial port become useable by devices like RaZberry, UZB or Busware adapters.\\n\\nOn a Raspberry Pi 3 or 4 the Bluetooth module can be relocated to the mini UART port to allow for proper operation of a RaZberry or other HAT.\\n\\nPlease make your choice:",
                    "19", "75", "2", "1", "Disable serial console to give room for HATs", "OFF", "2",
                    "move Bluetooth to mini UART", "OFF",
                ],
                shows: "Ok", flows: [[" ", enter], [" ", down, " ", enter], [enter]]),
            InstallerCall(
                place: "raspiblitz/raspiblitz home.admin/00parallelChainsMenu.sh:40 @212d163", tool: "dialog",
                arguments: [
                    "--clear", "--backtitle", "RaspiBlitz", "--title", " Testnet/Signet Options ", "--ok-label",
                    "Select", "--cancel-label", "Back", "--menu", "Choose one of the following options:", "11", "64",
                    "5", "tSYS", "TESTNET Monitoring & Configuration", "tLND", "TESTNET LND Wallet Options", "---",
                    "----------------------------------", "sSYS", "SIGNET Monitoring & Configuration",
                ],
                shows: "Select",
                flows: [[enter], [down, down, enter], [down, down, down, down, enter], ["\t", enter]]),
            InstallerCall(
                place: "raspiblitz/raspiblitz home.admin/00raspiblitz.sh:144 @3db54e1", tool: "dialog",
                arguments: ["--pause", "  Prepare reboot ...", "8", "58", "4"],
                shows: "OK", flows: [[], [enter], ["\t", enter], [escape]]),
            InstallerCall(
                place: "raspiblitz/raspiblitz home.admin/config.scripts/blitz.setconf.sh:22 @5402efe", tool: "dialog",
                arguments: [
                    "--title", "Editing the {files}/raspiblitz.conf", "--editbox", "{files}/raspiblitz.conf", "200",
                    "200",
                ],
                shows: "OK", flows: [["\t", enter], [escape]]),
            InstallerCall(
                place: "raspiblitz/raspiblitz home.admin/config.scripts/cl.hsmtool.sh:69 @f11e529", tool: "dialog",
                arguments: [
                    "--clear", "--backtitle", "Enter password", "--title", "Enter password", "--insecure",
                    "--passwordbox", "Type or paste the decryption passwordC for the mainnet Core Lightning wallet",
                    "8", "52",
                ],
                shows: "OK", flows: [["hunter22", enter], ["\t", enter]]),
            InstallerCall(
                place: "raspiblitz/raspiblitz home.admin/98repairMenu.sh:94 @5d27f7a", tool: "whiptail",
                arguments: [
                    "--clear", "--title", "Repair Options", "--menu", "", "19", "62", "12", "SOFTWARE",
                    "Run Softwaretest (DebugReport)", "REPAIR-LND", "Repair/Backup LND", "MIGRATION",
                    "Migrate Blitz Data to new Hardware", "COPY-SOURCE", "Copy Blockchain Source Modus", "DELETE-INDEX",
                    "Delete Bitcoin Transaction-Index", "REINDEX-UTXO", "Redindex Just Bitcoin Chainstate (Fast)",
                    "REINDEX-FULL", "Redindex Full Bitcoin Blockchain (Slow)", "RESET-CHAIN",
                    "Delete Blockchain & Re-Download", "RESET-HDD", "Delete HDD Data but keep Blockchain", "RESET-ALL",
                    "Delete HDD completely to start fresh", "DELETE-ELEC", "Delete Electrum Index",
                ],
                shows: "Ok", flows: [[enter], [up, enter], [end, down, enter]]),
            InstallerCall(
                place: "MichaIng/DietPi dietpi/func/dietpi-globals:757 @a27cd08", tool: "whiptail",
                arguments: [
                    "--title", "DietPi-Software", "--backtitle", "RPi 4 Model B (aarch64)", "--inputbox",
                    "Please enter the IP address or hostname of your Snapcast server to connect this client to:",
                    "--ok-button", "Ok", "--cancel-button", "Cancel", "--nocancel", "8", "80", "127.0.0.1",
                ],
                shows: "Ok", flows: [[enter], [escape], ["\u{7F}", "2", enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/form1:22 @75a557e", tool: "dialog",
                arguments: [
                    "--ok-label", "Submit", "--backtitle", "An Example for the use of --form:", "--form",
                    "Here is a possible piece of a configuration program.", "20", "50", "0", "Username:", "1", "1",
                    "pi", "1", "10", "10", "0", "UID:", "2", "1", "1000", "2", "10", "8", "0", "GID:", "3", "1", "1000",
                    "3", "10", "8", "0", "HOME:", "4", "1", "/home/pi", "4", "10", "40", "0",
                ],
                shows: "Submit", flows: [[enter], [down, "x", enter], ["\t", enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/form5:20 @75a557e", tool: "dialog",
                arguments: [
                    "--ok-label", "Submit", "--help-status", "--help-button", "--item-help", "--backtitle",
                    "An Example for the use of --form:", "--form",
                    "Here is a possible piece of a configuration program.", "20", "50", "0", "Username:", "1", "1",
                    "pi", "1", "10", "10", "0", "Login name", "UID:", "2", "1", "1000", "2", "10", "8", "0", "User ID",
                    "GID:", "3", "1", "1000", "3", "10", "8", "0", "Group ID", "HOME:", "4", "1", "/home/pi", "4", "10",
                    "40", "0", "User's home-directory",
                ],
                shows: "Submit", flows: [[down, "x", "\t", "\t", "\t", enter], ["\t", "\t", enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/mixedform:15 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "Mixed form demonstration", "--ok-label", "Submit", "--backtitle",
                    "An Example for the use of --mixedform:", "--insecure", "--mixedform",
                    "Here is a possible piece of a configuration program.", "20", "50", "0", "Username        :", "1",
                    "1", "Kiran", "1", "20", "10", "0", "2", "Password        :", "2", "1", "", "2", "20", "8", "0",
                    "1", "Retype Password :", "3", "1", "", "3", "20", "8", "0", "1", "HOME            :", "4", "1",
                    "Cisco", "4", "20", "40", "0", "0",
                ],
                shows: "Submit", flows: [["pw1", down, "pw1", enter], [enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/passwordform1:19 @75a557e", tool: "dialog",
                arguments: [
                    "--ok-label", "Submit", "--backtitle", "An Example for the use of --passwordform:", "--insecure",
                    "--passwordform", "Here is a possible piece of a configuration program.", "20", "50", "0",
                    "Username:", "1", "1", "pi", "1", "10", "10", "0", "UID:", "2", "1", "1000", "2", "10", "8", "0",
                    "GID:", "3", "1", "1000", "3", "10", "8", "0", "HOME:", "4", "1", "/home/pi", "4", "10", "40", "0",
                ],
                shows: "Submit", flows: [[enter], [down, "\u{7F}", "7", enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/inputmenu:14 @75a557e", tool: "dialog",
                arguments: [
                    "--clear", "--ok-label", "Create", "--backtitle", "An Example for the use of --inputmenu:",
                    "--inputmenu",
                    "Originally I designed --inputmenu for a configuration purpose. Here is a possible piece of a configuration program. ",
                    "20", "50", "10", "Username:", "pi", "UID:", "1000", "GID:", "1000", "HOME:", "/home/pi",
                ],
                shows: "Create",
                flows: [[enter], [down, "\t", enter, "\u{7F}", "7", enter], [down, "\t", "\t", enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/buildlist:8 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "BUILDLIST DEMO", "--backtitle", "A user-built list", "--separator", "|", "--buildlist",
                    "hello, this is a --buildlist...", "0", "0", "0", "1", "Item number 1", "on", "2", "Item number 2",
                    "off", "3", "Item number 3", "on", "4", "Item number 4", "on", "5", "Item number 5", "off", "6",
                    "Item number 6", "on",
                ],
                shows: "OK", flows: [[enter], [" ", enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/treeview:8 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "TREE VIEW DIALOG", "--treeview", "TreeView demo", "0", "0", "0", "tag1", "one", "off",
                    "0", "tag2", "two", "off", "1", "tag3", "three", "on", "2", "tag4", "four", "off", "1", "tag5",
                    "five", "off", "2", "tag6", "six", "off", "3", "tag7", "seven", "off", "3", "tag8", "eight", "off",
                    "4", "tag9", "nine", "off", "1",
                ],
                shows: "OK", flows: [[enter], [down, " ", enter], [up, enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/rangebox:7 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "RANGE BOX", "--rangebox", "Please set the volume...", "0", "60", "0", "123", "5",
                ],
                shows: "OK", flows: [[enter], [up, up, enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/pause:6 @75a557e", tool: "dialog",
                arguments: ["--title", "PAUSE", "--pause", "Hi, this is a pause widget", "20", "70", "10"],
                shows: "OK", flows: [[enter], ["\t", enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/pause:6 @75a557e", tool: "dialog",
                arguments: ["--title", "PAUSE", "--pause", "Hi, this is a pause widget", "20", "70", "2"],
                shows: "OK", flows: [[]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/calendar:7 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "CALENDAR", "--calendar", "Please choose a date...", "0", "0", "7", "7", "1981",
                ],
                shows: "OK",
                flows: [[enter], [right, enter], ["\t", "\t", right, enter], ["\t", "\t", down, enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/calendar:7 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "CALENDAR", "--date-format", "%Y-%m-%d", "--calendar", "Please choose a date...", "0",
                    "0", "7", "7", "1981",
                ],
                shows: "OK", flows: [[enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/calendar3:7 @75a557e", tool: "dialog",
                arguments: [
                    "--extra-button", "--extra-label", "Hold", "--help-button", "--title", "CALENDAR", "--calendar",
                    "Please choose a date...", "0", "0", "7", "7", "1981",
                ],
                shows: "OK",
                flows: [
                    ["\t", "\t", "\t", enter], ["\t", "\t", "\t", "\t", enter],
                    ["\t", "\t", "\t", "\t", "\t", "\t", enter],
                ]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/timebox:10 @75a557e", tool: "dialog",
                arguments: ["--title", "TIMEBOX", "--timebox", "Please set the time...", "0", "0", "12", "34", "56"],
                shows: "OK", flows: [[enter], [up, enter], ["\t", "\t", up, enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/timebox:10 @75a557e", tool: "dialog",
                arguments: [
                    "--title", "TIMEBOX", "--time-format", "%H.%M", "--timebox", "Please set the time...", "0", "0",
                    "12", "34", "56",
                ],
                shows: "OK", flows: [[enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/fselect:7 @75a557e", tool: "dialog",
                arguments: ["--title", "Please choose a file", "--fselect", "{files}/home/", "14", "48"],
                shows: "OK", flows: [[enter], ["notes.txt", enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/dselect:7 @75a557e", tool: "dialog",
                arguments: ["--title", "Please choose a file", "--dselect", "{files}/home/", "14", "48"],
                shows: "OK", flows: [[enter], ["docs", enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/editbox:41 @75a557e", tool: "dialog",
                arguments: ["--title", "EDIT BOX", "--fixed-font", "--editbox", "{files}/editbox.txt", "0", "0"],
                shows: "OK", flows: [["\t", enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/tailbox:9 @75a557e", tool: "dialog",
                arguments: ["--title", "TAIL BOX", "--tailbox", "{files}/listing.out", "24", "70"],
                shows: "EXIT", flows: [[enter], [escape]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/checklist4:8 @75a557e", tool: "dialog",
                arguments: [
                    "--help-button", "--item-help", "--backtitle", "No Such Organization", "--title", "CHECKLIST BOX",
                    "--checklist",
                    "Hi, this is a checklist box. You can use this to \\npresent a list of choices which can be turned on or \\noff. If there are more items than can fit on the \\nscreen, the list will be scrolled. You can use the \\nUP/DOWN arrow keys, the first letter of the choice as a \\nhot key, or the number keys 1-9 to choose an option. \\nPress SPACE to toggle an option on/off. \\n\\n  Which of the following are fruits?",
                    "20", "61", "5", "Apple", "It's an apple. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "fruit", "Dog", "No, that's not my dog. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ON",
                    "not a fruit", "Orange", "Yeah, that's juicy. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "fruit", "Chicken", "Normally not a pet. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "not a fruit", "Cat",
                    "No, never put a dog and a cat together! xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "oN",
                    "not a fruit", "Fish", "Cats like fish. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "On",
                    "not a fruit", "Lemon", "You know how it tastes. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "on",
                    "the only one you wouldn't eat",
                ],
                shows: "OK", flows: [["\t", "\t", enter], [down, "\t", "\t", enter], [enter]]),
            InstallerCall(
                place: "ThomasDickey/dialog-snapshots samples/checklist4:8 @75a557e", tool: "dialog",
                arguments: [
                    "--help-button", "--item-help", "--backtitle", "No Such Organization", "--title", "CHECKLIST BOX",
                    "--help-status", "--checklist",
                    "Hi, this is a checklist box. You can use this to \\npresent a list of choices which can be turned on or \\noff. If there are more items than can fit on the \\nscreen, the list will be scrolled. You can use the \\nUP/DOWN arrow keys, the first letter of the choice as a \\nhot key, or the number keys 1-9 to choose an option. \\nPress SPACE to toggle an option on/off. \\n\\n  Which of the following are fruits?",
                    "20", "61", "5", "Apple", "It's an apple. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "fruit", "Dog", "No, that's not my dog. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ON",
                    "not a fruit", "Orange", "Yeah, that's juicy. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "fruit", "Chicken", "Normally not a pet. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "off",
                    "not a fruit", "Cat",
                    "No, never put a dog and a cat together! xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "oN",
                    "not a fruit", "Fish", "Cats like fish. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "On",
                    "not a fruit", "Lemon", "You know how it tastes. xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "on",
                    "the only one you wouldn't eat",
                ],
                shows: "OK", flows: [["\t", "\t", enter], [down, " ", "\t", "\t", enter]]),
            InstallerCall(
                place: "MichaIng/DietPi dietpi/func/dietpi-globals:826 @a27cd08", tool: "whiptail",
                arguments: [
                    "--title", "DietPi-Launcher", "--backtitle", "RPi 4 Model B (aarch64) | IP: 192.168.1.50", "--menu",
                    "Please select a program to run:", "--ok-button", "Select", "--cancel-button", "Exit",
                    "--default-item", "DietPi-Config", "24", "80", "16", "--", "",
                    "●─ Install Optimized Software ---------------------------●", "DietPi-Software",
                    ": Install optimised ready-to-run software", "DietPi-LetsEncrypt",
                    ": Frontend for Lets Encrypt, free SSL certs", "DietPi-VPN", ": GUI to setup a VPN connection",
                    "DietPi-DDNS", ": Manage domains for your dynamic IP", "",
                    "●─ Configuration ----------------------------------------●", "DietPi-Config",
                    ": Feature rich config tool for your device", "DietPi-Drive_Manager",
                    ": Setup and control multiple external drives", "DietPi-AutoStart",
                    ": Choose what software runs after boot", "DietPi-Services", ": Service and process tool control",
                    "DietPi-Display", ": Set the console display mode and rotation", "DietPi-LED_control",
                    ": Adjust board LED triggers", "DietPi-Cron", ": Modify the start times of cron jobs",
                    "DietPi-JustBoom", ": Launch EQ and MPD audio options menu", "DietPi-Banner",
                    ": Configuration of the banner, displayed on logon", "",
                    "●─ Maintenance ------------------------------------------●", "DietPi-Update",
                    ": Keep your DietPi system up to date", "DietPi-Backup", ": Backup and restore your DietPi system",
                    "DietPi-Sync", ": Duplicate (sync) one directory to another", "DietPi-Explorer",
                    ": File explorer and manager", "DietPi-Cleaner", ": Remove unwanted junk from your system", "",
                    "●─ Misc -------------------------------------------------●", "DietPi-CPUinfo",
                    ": Displays CPU temp, frequencies, type etc.", "DietPi-Benchmark",
                    ": Run system benchmarks (e.g. for DietPi-Survey)", "DietPi-Survey",
                    ": Join or leave our usage program, or view upload file", "DietPi-CloudShell",
                    ": Adjust update rate, scene settings and more", "DietPi-Servarr_to_RAM",
                    ": Link Servarr databases to RAM for better I/O performance", "DietPi-BugReport",
                    ": Found a bug? Let us know!",
                ],
                shows: "Select",
                flows: [[enter], [up, enter], [escape], ["\t", "\t", enter], ["\u{1B}OH", up, enter]]),
        ]

        static let flows = calls.flatMap { call in call.flows.map { InstallerFlow(call: call, keys: $0) } }

        @Test(arguments: flows)
        func anInstallersCallAnswersAsWithTheRealTool(_ flow: InstallerFlow) {
            let (call, keys) = (flow.call, flow.keys)
            InstallerFiles.with { folder in
                let arguments = call.arguments.map { $0.replacingOccurrences(of: "{files}", with: folder) }
                // A pause or a tail box waits with a time limit: its keys are sent once it shows.
                let timed = arguments.contains("--pause") || arguments.contains("--tailbox")
                func run(_ tool: [String]) -> CompatResult {
                    guard timed else {
                        return runCompat(
                            tool,
                            CompatCase(behaviour: call.place, arguments: arguments, keys: keys, shows: call.shows))
                    }
                    return runTimed(tool, arguments, shows: call.shows) { run in
                        for key in keys { run.send(key) }
                    }
                }
                #expect(installed(call.tool), "\(call.tool) is not installed: .ci/run installs it")
                let real = run(["/usr/bin/\(call.tool)"])
                let ours = run([alerttyPath, "--compat", call.tool])
                #expect(ours.status == real.status, "status")
                #expect(ours.answer == real.answer, "answer")
            }
        }

        /// Gauges fed from a pipe, as the scripts feed them: the script's output (the status)
        /// with the real tool first on PATH, then with alertty there under its name.
        static let piped: [(place: String, tool: String, script: String)] = [
            (
                "armbian/configng tools/modules/software/module_images.sh:807 @9e71864", "dialog",
                "printf '10\\n50\\n100\\n' | dialog --title 'Armbian imager' --gauge '\\nDownloading and decompressing Armbian image...\\n\\nhttps://dl.armbian.com/rpi4b/Bookworm_current_minimal' 10 70 0 >/dev/tty; echo \"[$?]\""
            ),
            (
                "armbian/configng tools/modules/functions/module_docker_utils.sh:321 @fe192b0", "dialog",
                "{ printf 'XXX\\n40\\nLayer: 1a2b3c4d5e6f...  Downloading\\nXXX\\n' ; printf 'XXX\\n100\\nPull complete!\\nXXX\\n'; } | dialog --colors --title Docker --backtitle '\\Zb\\Z7Support Armbian:\\Zn https://github.com/sponsors/armbian' --gauge 'Pulling: nginx:latest' 8 80 0 >/dev/tty; echo \"[$?]\""
            ),
            (
                "armbian/configng tools/modules/functions/module_docker_utils.sh:321 @fe192b0", "whiptail",
                "{ printf 'XXX\\n40\\nLayer: 1a2b3c4d5e6f...  Downloading\\nXXX\\n' ; printf 'XXX\\n100\\nPull complete!\\nXXX\\n'; } | whiptail --title Docker --backtitle 'Support Armbian: https://github.com/sponsors/armbian' --gauge 'Pulling: nginx:latest' 8 80 0 >/dev/tty; echo \"[$?]\""
            ),
        ]

        @Test(arguments: piped.indices)
        func aGaugeFedFromAPipeEndsAsWithTheRealTool(_ index: Int) {
            let (_, tool, script) = Self.piped[index]
            #expect(installed(tool), "\(tool) is not installed")
            let real = runScript(script, alerttyAs: []).output
            #expect(real == "[0]\n")
            #expect(runScript(script, alerttyAs: [tool]).output == real)
        }
    }
#endif
