import TestSupport
import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// whiptail's `NEWT_COLORS` as newt 0.52 reads it (newt.c's `parseColors`; colour names
/// measured with whiptail 0.52.23 on xterm-256color).
@Suite struct NewtColorsTests {
    func palette(_ text: String, checkList: Bool = false) -> ToolPalette {
        NewtColors.palette(Array(text.utf8), checkList: checkList)
    }

    @Test func anEmptySpecificationIsNewtsDefaultPalette() {
        let palette = palette("")
        #expect(palette[.screen] == CellStyle(foreground: .ansi(15), background: .ansi(4)))
        #expect(palette[.box] == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        #expect(palette[.title] == CellStyle(foreground: .ansi(1), background: .ansi(7)))
        #expect(palette[.activeButton] == CellStyle(foreground: .ansi(7), background: .ansi(1)))
        #expect(palette[.inactiveButton] == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        #expect(palette[.selectedItem] == CellStyle(foreground: .ansi(7), background: .ansi(1)))
        #expect(palette[.shadow] == CellStyle(foreground: .ansi(15), background: .ansi(0)))
        #expect(palette.castsShadow)
    }

    @Test func entriesOverrideTheDefaultsAndAnEmptyColourKeepsNewts() {
        let palette = palette("root=,red;window=black,lightgray:button=white,red")
        #expect(palette[.screen] == CellStyle(foreground: .ansi(15), background: .ansi(1)))
        #expect(palette[.activeButton] == CellStyle(foreground: .ansi(15), background: .ansi(1)))
        #expect(palette[.activeButtonKey] == palette[.activeButton])
    }

    @Test func brightNamesDefaultAndIndexesAreColours() {
        let palette = palette("root=brightred,default title=color9,color200 border=gray,yellow")
        #expect(palette[.screen] == CellStyle(foreground: .ansi(9), background: nil))
        #expect(palette[.title] == CellStyle(foreground: .ansi(9), background: .indexed(200)))
        #expect(palette[.border] == CellStyle(foreground: .ansi(8), background: .ansi(11)))
    }

    @Test(arguments: [
        "root=red", "root", "=red,blue", "root=RED,blue", "root=#ff0000,red", "root=red,blue,green",
        "rot=red,blue", "root=color,red", "root=color-1,red",
    ])
    func whatNewtCannotReadIsPassedOver(_ entry: String) {
        #expect(palette(entry) == palette(""), "\(entry)")
    }

    @Test func readingStopsAtANulAndAfterNewtsBuffer() {
        var bytes = Array("root=,red".utf8) + [0] + Array(";window=,red".utf8)
        #expect(NewtColors.palette(bytes, checkList: false)[.box] == palette("")[.box])
        bytes = Array(repeating: UInt8(ascii: " "), count: NewtColors.readLimit) + Array("root=,red".utf8)
        #expect(NewtColors.palette(bytes, checkList: false) == palette(""))
    }

    @Test func invalidUTF8AndEscapesAreNoColours() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("=\u{1B}[31m,red;root=,red".utf8)
        #expect(NewtColors.palette(bytes, checkList: false)[.screen].background == .ansi(1))
    }

    @Test func aCheckListsRowsAreInCheckboxColours() {
        let palette = palette("checkbox=black,lightgray actcheckbox=black,cyan", checkList: true)
        #expect(palette[.item] == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        #expect(palette[.selectedItem] == palette[.item])
        #expect(palette[.selectedCheck] == CellStyle(foreground: .ansi(0), background: .ansi(6)))
    }

    @Test func installersPalettes() {
        let raspi = palette(InstallerPalettes.raspiConfigLike)
        #expect(raspi[.screen].background == .ansi(4))
        #expect(raspi[.title] == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        // A compact button with the focus is newt's `button`, not `actbutton`.
        #expect(raspi[.activeButton] == CellStyle(foreground: .ansi(0), background: .ansi(6)))
        let proxmox = palette(InstallerPalettes.proxmoxAlert)
        #expect(proxmox[.box] == CellStyle(foreground: .ansi(0), background: .ansi(1)))
        #expect(proxmox[.text] == CellStyle(foreground: .ansi(15), background: .ansi(1)))
        #expect(proxmox[.border] == CellStyle(foreground: .ansi(15), background: .ansi(1)))
        #expect(proxmox[.activeButton] == CellStyle(foreground: .ansi(0), background: .ansi(11)))
    }
}

/// dialog's rc file as dialog 1.3-20230209 reads and writes it (rc.c; measured).
@Suite struct DialogRCTests {
    func parse(_ text: String) throws(DialogRCProblem) -> DialogRC { try DialogRC.parse(Array(text.utf8)) }

    func problem(_ text: String) -> DialogRCProblem? {
        do throws(DialogRCProblem) {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func noSettingsIsDialogsDefaultPalette() throws {
        let palette = try parse("# nothing\n\n").palette
        #expect(palette[.screen] == CellStyle(bold: true, foreground: .ansi(6), background: .ansi(4)))
        #expect(palette[.box] == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        #expect(palette[.border] == CellStyle(bold: true, foreground: .ansi(7), background: .ansi(7)))
        #expect(palette[.lowerRightBorder] == palette[.box])
        #expect(palette[.activeButtonLabel] == CellStyle(bold: true, foreground: .ansi(3), background: .ansi(4)))
        #expect(palette.castsShadow)
    }

    @Test func createRCWritesWhatDialogWrites() {
        // dialog --create-rc FILE, dialog 1.3-20230209, no rc file: its lines that name colours.
        let written = DialogRC().written
        for line in [
            "aspect = 0", "separate_widget = \"\"", "use_shadow = ON", "screen_color = (CYAN,BLUE,ON)",
            "button_inactive_color = dialog_color", "tag_key_selected_color = (RED,BLUE,ON)",
            "menubox_border2_color = dialog_color",
        ] {
            #expect(written.split(separator: "\n").contains { $0 == line[...] }, "\(line)")
        }
        #expect(written.hasSuffix("# Menu box border2 color\nmenubox_border2_color = dialog_color\n"))
    }

    @Test func createRCWritesTheFilesSettingsBack() throws {
        let rc = try parse(
            "screen_color = (WHITE,RED,ON)\nitem_color = screen_color\ntag_color = (RED,DEFAULT,OFF,ON)\n")
        #expect(rc.written.contains("\nscreen_color = (WHITE,RED,ON)\n"))
        #expect(rc.written.contains("\nitem_color = screen_color\n"))
        #expect(rc.written.contains("\ntag_color = (RED,DEFAULT,OFF,ON)\n"))
        #expect(try parse(rc.written) == rc)
    }

    @Test func namesAndValuesAreReadWithoutRegardToCase() throws {
        let rc = try parse("  Screen_Color=( white , red , on )   \nUSE_SHADOW = off\n")
        #expect(rc.palette[.screen] == CellStyle(bold: true, foreground: .ansi(7), background: .ansi(1)))
        #expect(!rc.palette.castsShadow)
    }

    @Test func aHighlightNeitherOnNorOffIsOnAsInDialog() throws {
        #expect(try parse("screen_color = (WHITE,RED,MAYBE)\n").palette[.screen].bold)
        #expect(try parse("screen_color = (WHITE,RED,)\n").palette[.screen].bold)
    }

    @Test func underlineAndReverseAreTheFourthAndFifthFields() throws {
        let style = try parse("item_color = (BLACK,WHITE,OFF,ON,ON)\n").palette[.item]
        #expect(style == CellStyle(reverse: true, underline: true, foreground: .ansi(0), background: .ansi(7)))
    }

    @Test func aReferenceTakesTheColoursAsTheyStandThen() throws {
        let rc = try parse("item_color = screen_color\nscreen_color = (WHITE,RED,ON)\n")
        #expect(rc.palette[.item] == CellStyle(bold: true, foreground: .ansi(6), background: .ansi(4)))
    }

    @Test func colorsOffAndShadowOffIsMonochrome() throws {
        let palette = try parse("use_colors = OFF\nuse_shadow = OFF\n").palette
        #expect(palette[.box] == CellStyle(reverse: true))
        #expect(palette[.screen] == CellStyle())
        #expect(palette[.activeButton] == CellStyle(bold: true))
        #expect(!palette.castsShadow)
        // The shadow turns colour on too (measured).
        #expect(try parse("use_colors = OFF\n").palette[.box].background == .ansi(7))
    }

    @Test func bindkeyLinesArePassedOver() throws {
        #expect(try parse("bindkey formfield TAB form_NEXT\n") == DialogRC())
    }

    @Test func aLastLineWithoutANewlineIsRead() throws {
        #expect(try parse("screen_color = (WHITE,RED,ON)").palette[.screen].background == .ansi(1))
    }

    static let refused: [(text: String, line: Int, kind: DialogRCProblem.Kind)] = [
        ("screen_color = (WHITE,RED,ON)\nfoo bar\n", 2, .syntax("foo bar")),
        ("= x\n", 1, .syntax("= x")),
        ("use_colors =\n", 1, .syntax("use_colors =")),
        ("screen_colour = (WHITE,RED,ON)\n", 1, .unknownSetting("screen_colour")),
        ("screen_color = (WHITE,PURPLE,ON)\n", 1, .notAttribute(name: "screen_color", value: "(WHITE,PURPLE,ON)")),
        ("screen_color = (WHITE,RED)\n", 1, .notAttribute(name: "screen_color", value: "(WHITE,RED)")),
        ("screen_color = (A,B,C,D,E,F)\n", 1, .notAttribute(name: "screen_color", value: "(A,B,C,D,E,F)")),
        (
            "screen_color = (WHITE,RED,ON,MAYBE)\n", 1,
            .notAttribute(name: "screen_color", value: "(WHITE,RED,ON,MAYBE)")
        ),
        ("screen_color = nosuch_color\n", 1, .notAttribute(name: "screen_color", value: "nosuch_color")),
        ("screen_color = dialog_color # x\n", 1, .notAttribute(name: "screen_color", value: "dialog_color # x")),
        ("use_colors = MAYBE\n", 1, .notBoolean(name: "use_colors", value: "MAYBE")),
        ("use_colors = ON\r\n", 1, .notBoolean(name: "use_colors", value: "ON^M")),
        ("separate_widget = abc\n", 1, .notString(name: "separate_widget", value: "abc")),
        ("#" + String(repeating: "x", count: DialogRC.longestLine) + "\n", 1, .tooLong),
        ("\u{FF}\u{FE}\0binary\n", 1, .nul),
    ]

    @Test(arguments: refused.indices)
    func whatDialogRefusesIsRefusedWithTheLine(_ index: Int) {
        let (text, line, kind) = Self.refused[index]
        #expect(problem(text) == DialogRCProblem(line: line, kind: kind), "\(text)")
    }

    @Test func theLongestLineDialogReadsIsRead() throws {
        _ = try parse("#" + String(repeating: "x", count: DialogRC.longestLine - 1) + "\n")
    }

    @Test func aProblemNamesTheLineAndTheFix() {
        #expect(
            problem("foo bar\n")?.reason
                == "line 1: \"foo bar\" is not NAME = VALUE; write a setting such as screen_color = (CYAN,BLUE,ON), "
                + "or # before a comment")
        #expect(problem("use_colors = \u{1B}[2J\n")?.reason == "line 1: use_colors takes ON or OFF, not ^[[2J")
    }

    @Test func invalidUTF8InACommentIsNoProblem() throws {
        _ = try DialogRC.parse([UInt8(ascii: "#"), 0xFF, 0xC0, UInt8(ascii: "\n")])
    }

    @Test func installersFiles() throws {
        let slackware = try parse(InstallerPalettes.slackware).palette
        #expect(slackware[.screen] == CellStyle(foreground: .ansi(7), background: .ansi(4)))
        #expect(slackware[.box] == CellStyle(foreground: .ansi(0), background: .ansi(6)))
        #expect(slackware[.title] == CellStyle(bold: true, foreground: .ansi(3), background: .ansi(6)))
        #expect(slackware[.inactiveButton] == slackware[.box])
        #expect(slackware[.selectedItem] == slackware[.screen])
        #expect(slackware[.inputField] == CellStyle(foreground: .ansi(4), background: .ansi(7)))
        let whiptailLike = try parse(InstallerPalettes.whiptailLike).palette
        #expect(whiptailLike[.item] == CellStyle(foreground: .ansi(3), background: .ansi(4)))
        #expect(whiptailLike[.activeButton] == CellStyle(bold: true, foreground: .ansi(7), background: .ansi(1)))
    }
}

/// `--create-rc` as dialog takes it: first, with its file alone after it.
@Suite struct CreateRCParsingTests {
    @Test func createRCTakesOneFile() throws {
        #expect(try CompatParser.parse(["--create-rc", "/tmp/x"], dialect: .dialog) == .createRC(path: "/tmp/x"))
        #expect(
            try CompatParser.parse(["--create-rc"], dialect: .dialog)
                == .noBox(clearsScreen: false, describesUsage: false))
        #expect(compatError(["--create-rc", "a", "b"], .dialog)?.status == 255)
        #expect(throws: CompatError.self) {
            try CompatParser.parse(["--create-rc", "a", "b"], dialect: .dialog) { $0 == "DIALOG_ERROR" ? "7" : nil }
        }
        do {
            _ = try CompatParser.parse(["--create-rc", "a", "b"], dialect: .dialog) { $0 == "DIALOG_ERROR" ? "7" : nil }
        } catch {
            #expect(error.status == 7)
        }
        #expect(compatError(["--title", "x", "--create-rc", "a"], .dialog)?.status == 255)
        #expect(compatError(["--create-rc", "/tmp/x"], .whiptail)?.status == 1)
    }
}
