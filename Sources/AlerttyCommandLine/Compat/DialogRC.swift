import AlerttyKit

/// dialog's run-time configuration file (`DIALOGRC`, `~/.dialogrc`, `/etc/dialogrc`) as
/// dialog 1.3 reads it (`dlg_parse_rc` in rc.c) and writes it (`--create-rc`); pure, bytes in
/// and settings or a ``DialogRCProblem`` out.
///
/// A line is blank, a `#` comment, a `bindkey` line (read past: alertty's keys are its own), or
/// `name = value`. Names and values are compared as dialog compares them, without regard to
/// case. Where dialog rejects a line, so does alertty, with the line and the fix; but a last
/// line without a newline is read, where dialog calls it too long.
package struct DialogRC: Equatable, Sendable {
    /// One colour setting: `(FOREGROUND,BACKGROUND,HIGHLIGHT[,UNDERLINE[,REVERSE]])`.
    package struct Attribute: Equatable, Sendable {
        /// A curses colour, 0–7, or −1 for the terminal's own (`DEFAULT`).
        package var foreground: Int
        /// As ``foreground``.
        package var background: Int
        /// dialog's highlight: curses' bold.
        package var bold: Bool
        package var underline = false
        package var reverse = false

        /// The style alertty draws the setting in.
        var style: CellStyle {
            func color(_ index: Int) -> TerminalColor? { index < 0 ? nil : .ansi(UInt8(index)) }
            return CellStyle(
                bold: bold, reverse: reverse, underline: underline, foreground: color(foreground),
                background: color(background))
        }
    }

    /// The colour names dialog's rc file takes, as curses numbers them; `DEFAULT` is −1.
    private static let colorNames = ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE"]

    /// A colour setting's name without `_color`, its comment in `--create-rc`'s file, and its
    /// colours and its look on a terminal without colour, in dialog's order (util.c's
    /// `dlg_color_table`, dlg_colors.h's defaults).
    private struct Setting {
        var name: String
        var comment: String
        var colors: Attribute
        var monochrome: CellStyle
    }

    /// dialog's colour settings and their defaults.
    private static var settings: [Setting] {
        let (black, red, green, yellow, blue, cyan, white) = (0, 1, 2, 3, 4, 6, 7)
        let (normal, reverse, bold, dim, underline) = (
            CellStyle(), CellStyle(reverse: true), CellStyle(bold: true), CellStyle(dim: true),
            CellStyle(underline: true)
        )
        func setting(
            _ name: String, _ comment: String, _ foreground: Int, _ background: Int, _ highlight: Bool,
            _ monochrome: CellStyle
        ) -> Setting {
            Setting(
                name: name, comment: comment,
                colors: Attribute(foreground: foreground, background: background, bold: highlight),
                monochrome: monochrome)
        }
        return [
            setting("screen", "Screen", cyan, blue, true, normal),
            setting("shadow", "Shadow", black, black, true, normal),
            setting("dialog", "Dialog box", black, white, false, reverse),
            setting("title", "Dialog box title", blue, white, true, reverse),
            setting("border", "Dialog box border", white, white, true, reverse),
            setting("button_active", "Active button", white, blue, true, bold),
            setting("button_inactive", "Inactive button", black, white, false, dim),
            setting("button_key_active", "Active button key", white, blue, true, underline),
            setting("button_key_inactive", "Inactive button key", red, white, false, underline),
            setting("button_label_active", "Active button label", yellow, blue, true, normal),
            setting("button_label_inactive", "Inactive button label", black, white, true, normal),
            setting("inputbox", "Input box", black, white, false, reverse),
            setting("inputbox_border", "Input box border", black, white, false, reverse),
            setting("searchbox", "Search box", black, white, false, reverse),
            setting("searchbox_title", "Search box title", blue, white, true, reverse),
            setting("searchbox_border", "Search box border", white, white, true, reverse),
            setting("position_indicator", "File position indicator", blue, white, true, reverse),
            setting("menubox", "Menu box", black, white, false, reverse),
            setting("menubox_border", "Menu box border", white, white, true, reverse),
            setting("item", "Item", black, white, false, reverse),
            setting("item_selected", "Selected item", white, blue, true, normal),
            setting("tag", "Tag", blue, white, true, reverse),
            setting("tag_selected", "Selected tag", yellow, blue, true, reverse),
            setting("tag_key", "Tag key", red, white, false, normal),
            setting("tag_key_selected", "Selected tag key", red, blue, true, bold),
            setting("check", "Check box", black, white, false, reverse),
            setting("check_selected", "Selected check box", white, blue, true, reverse),
            setting("uarrow", "Up arrow", green, white, true, reverse),
            setting("darrow", "Down arrow", green, white, true, reverse),
            setting("itemhelp", "Item help-text", white, black, false, normal),
            setting("form_active_text", "Active form text", white, blue, true, bold),
            setting("form_text", "Form text", white, cyan, true, reverse),
            setting("form_item_readonly", "Readonly form item", cyan, white, true, normal),
            setting("gauge", "Dialog box gauge", blue, white, true, reverse),
            setting("border2", "Dialog box border2", black, white, false, reverse),
            setting("inputbox_border2", "Input box border2", black, white, false, reverse),
            setting("searchbox_border2", "Search box border2", black, white, false, reverse),
            setting("menubox_border2", "Menu box border2", black, white, false, reverse),
        ]
    }

    /// The colour settings, in dialog's order.
    package private(set) var colors: [Attribute] = settings.map(\.colors)
    /// `aspect`: columns per row when dialog sizes a box itself.
    package var aspect = 0
    /// `separate_widget`: what dialog writes between the answers of chained boxes.
    package var separateWidget = ""
    /// `tab_len`: the columns of a tab in a text box.
    package var tabLength = 0
    /// `visit_items`: Tab visits a list too.
    package var visitItems = false
    /// `use_scrollbar`.
    package var usesScrollbar = false
    /// `use_shadow`: boxes cast a shadow, which also turns colour on.
    package var usesShadow = true
    /// `use_colors`.
    package var usesColors = true

    /// dialog's settings before any file changes them.
    package init() {}

    /// The longest line dialog reads: its 2,048-byte buffer less the newline and the NUL.
    package static let longestLine = 2046

    /// The settings `bytes` make of dialog's defaults.
    package static func parse(_ bytes: [UInt8]) throws(DialogRCProblem) -> DialogRC {
        var rc = DialogRC()
        var number = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if line.count > longestLine { throw DialogRCProblem(line: number, kind: .tooLong) }
            if line.contains(0) { throw DialogRCProblem(line: number, kind: .nul) }
            try rc.take(line, number: number)
        }
        return rc
    }

    /// Whether `byte` is what C's `isblank` calls blank.
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `bytes` as text for a message, inert.
    private static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        Sanitizer.displayable(String(decoding: bytes, as: UTF8.self), keepNewlines: false)
    }

    /// `bytes` in capitals, as `dlg_strcmp` compares.
    private static func folded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
    }

    /// Reads one line (`parse_line`): blank, a comment, `bindkey …`, or `name = value`.
    private mutating func take(_ line: ArraySlice<UInt8>, number: Int) throws(DialogRCProblem) {
        let start = line.drop(while: Self.isBlank)
        guard let first = start.first, first != UInt8(ascii: "#") else { return }
        let keyword = start.prefix { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
        if Self.folded(keyword) == Array("BINDKEY".utf8) { return }
        let name = start.prefix { !Self.isBlank($0) && $0 != UInt8(ascii: "=") }
        var rest = start.dropFirst(name.count).drop(while: Self.isBlank)
        guard !name.isEmpty, rest.first == UInt8(ascii: "=") else {
            throw DialogRCProblem(line: number, kind: .syntax(Self.shown(line)))
        }
        rest = rest.dropFirst().drop(while: Self.isBlank)
        while let last = rest.last, Self.isBlank(last) { rest = rest.dropLast() }
        guard !rest.isEmpty else { throw DialogRCProblem(line: number, kind: .syntax(Self.shown(line))) }
        try set(Self.folded(name), to: rest, name: Self.shown(name), line: number)
    }

    /// Sets the setting `key` (its name in capitals) to `value`.
    private mutating func set(
        _ key: [UInt8], to value: ArraySlice<UInt8>, name: String, line: Int
    ) throws(DialogRCProblem) {
        func boolean() throws(DialogRCProblem) -> Bool {
            guard let on = Self.boolean(value) else {
                throw DialogRCProblem(line: line, kind: .notBoolean(name: name, value: Self.shown(value)))
            }
            return on
        }
        switch String(decoding: key, as: UTF8.self) {
        case "ASPECT": aspect = Self.integer(value)
        case "TAB_LEN": tabLength = Self.integer(value)
        case "SEPARATE_WIDGET":
            guard value.count >= 2, let first = value.first, let last = value.last, first == 0x22 || first == 0x27,
                last == 0x22 || last == 0x27
            else { throw DialogRCProblem(line: line, kind: .notString(name: name, value: Self.shown(value))) }
            separateWidget = String(decoding: value.dropFirst().dropLast(), as: UTF8.self)
        case "VISIT_ITEMS": visitItems = try boolean()
        case "USE_SCROLLBAR": usesScrollbar = try boolean()
        case "USE_SHADOW": usesShadow = try boolean()
        case "USE_COLORS": usesColors = try boolean()
        default:
            guard let index = Self.settingIndex(key) else {
                throw DialogRCProblem(line: line, kind: .unknownSetting(name))
            }
            guard let attribute = attribute(value) else {
                throw DialogRCProblem(line: line, kind: .notAttribute(name: name, value: Self.shown(value)))
            }
            colors[index] = attribute
        }
    }

    /// Where the colour setting named `key` (in capitals, `_COLOR` included) is, or `nil`.
    private static func settingIndex(_ key: [UInt8]) -> Int? {
        settings.firstIndex { Array(($0.name + "_color").uppercased().utf8) == key }
    }

    /// `ON` or `OFF` in any case; `nil` for anything else.
    private static func boolean(_ value: ArraySlice<UInt8>) -> Bool? {
        switch folded(value) {
        case Array("ON".utf8): true
        case Array("OFF".utf8): false
        default: nil
        }
    }

    /// The number `value` starts with, as C's `atoi` reads it (0 for none), held to 32 bits.
    private static func integer(_ value: ArraySlice<UInt8>) -> Int {
        var digits = value.drop(while: isBlank)
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        var number = 0
        for byte in digits.prefix(while: { $0 >= 0x30 && $0 <= 0x39 }) {
            number = min(Int(Int32.max), number * 10 + Int(byte - 0x30))
        }
        return negative ? -number : number
    }

    /// A colour setting's value (`str_to_attr`): another setting's name, whose colours it takes
    /// as they stand, or up to five comma-separated fields in parentheses. A highlight that is
    /// neither ON nor OFF is taken as on, as dialog takes it (measured).
    private func attribute(_ value: ArraySlice<UInt8>) -> Attribute? {
        guard value.first == UInt8(ascii: "("), value.last == UInt8(ascii: ")"), value.count >= 2 else {
            return Self.settingIndex(Self.folded(value)).map { colors[$0] }
        }
        let fields = value.dropFirst().dropLast().split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            .map { field in Self.folded(field.drop(while: Self.isBlank).prefix { !Self.isBlank($0) }) }
        guard (3...5).contains(fields.count), let foreground = Self.color(fields[0]),
            let background = Self.color(fields[1])
        else { return nil }
        var attribute = Attribute(foreground: foreground, background: background, bold: fields[2] != Array("OFF".utf8))
        if fields.count > 3 {
            guard let underline = Self.boolean(fields[3][...]) else { return nil }
            attribute.underline = underline
        }
        if fields.count > 4 {
            guard let reverse = Self.boolean(fields[4][...]) else { return nil }
            attribute.reverse = reverse
        }
        return attribute
    }

    /// A colour's number from its name in capitals: −1 for `DEFAULT`, `nil` for none known.
    private static func color(_ name: [UInt8]) -> Int? {
        if name == Array("DEFAULT".utf8) { return -1 }
        return colorNames.firstIndex { Array($0.utf8) == name }
    }

    /// The setting named `name` (without `_color`).
    private func attribute(named name: String) -> Attribute {
        colors[Self.settings.firstIndex { $0.name == name } ?? 0]
    }

    /// The palette dialog draws with: its colours when `use_colors` or `use_shadow` is on (the
    /// second turns colour on too, measured), else each setting's monochrome look.
    package var palette: ToolPalette { palette(plainButtons: false) }

    /// The palette, its buttons' key letters in their labels' colours when `plainButtons`: the
    /// list boxes' (menu, check, radio, build and tree lists, measured), whose items take the
    /// letters.
    package func palette(plainButtons: Bool) -> ToolPalette {
        let colored = usesColors || usesShadow
        let settings = Self.settings
        func style(_ name: String) -> CellStyle {
            guard let index = settings.firstIndex(where: { $0.name == name }) else { return .plain }
            return colored ? colors[index].style : settings[index].monochrome
        }
        var palette = ToolPalette(every: style("dialog"), castsShadow: usesShadow)
        let roles: [(ToolPalette.Role, String)] = [
            (.screen, "screen"), (.backtitle, "screen"), (.shadow, "shadow"), (.title, "title"), (.border, "border"),
            (.lowerRightBorder, "border2"), (.activeButton, "button_active"), (.inactiveButton, "button_inactive"),
            (.activeButtonKey, "button_key_active"), (.inactiveButtonKey, "button_key_inactive"),
            (.activeButtonLabel, "button_label_active"), (.inactiveButtonLabel, "button_label_inactive"),
            (.inputField, "inputbox"), (.item, "item"), (.selectedItem, "item_selected"), (.tag, "tag"),
            (.selectedTag, "tag_selected"), (.check, "check"), (.selectedCheck, "check_selected"),
            (.arrow, "uarrow"), (.gaugeLeft, "gauge"),
        ]
        for (role, name) in roles { palette[role] = style(name) }
        if plainButtons {
            palette[.activeButtonKey] = palette[.activeButtonLabel]
            palette[.inactiveButtonKey] = palette[.inactiveButtonLabel]
        }
        // dialog draws the done part of its gauge in the gauge's colours reversed.
        var done = style("gauge")
        done.reverse.toggle()
        palette[.gaugeDone] = done
        return palette
    }

    /// The file `--create-rc` writes: the settings as they stand (dialog reads its rc file
    /// first), each colour that repeats an earlier one named after it, as dialog 1.3 writes it.
    package var written: String {
        func onOff(_ on: Bool) -> String { on ? "ON" : "OFF" }
        var text = """
            #
            # Run-time configuration file for dialog
            #
            # Automatically generated by "dialog --create-rc <file>"
            #
            #
            # Types of values:
            #
            # Number     -  <number>
            # String     -  "string"
            # Boolean    -  <ON|OFF>
            # Attribute  -  (foreground,background,highlight?,underline?,reverse?)

            # Set aspect-ration.
            aspect = \(aspect)

            # Set separator (for multiple widgets output).
            separate_widget = "\(separateWidget)"

            # Set tab-length (for textbox tab-conversion).
            tab_len = \(tabLength)

            # Make tab-traversal for checklist, etc., include the list.
            visit_items = \(onOff(visitItems))

            # Show scrollbar in dialog boxes?
            use_scrollbar = \(onOff(usesScrollbar))

            # Shadow dialog boxes? This also turns on color.
            use_shadow = \(onOff(usesShadow))

            # Turn color support ON or OFF
            use_colors = \(onOff(usesColors))

            """
        func colorName(_ index: Int) -> String { index < 0 ? "DEFAULT" : Self.colorNames[index] }
        for (index, setting) in Self.settings.enumerated() {
            let attribute = colors[index]
            text += "\n# \(setting.comment) color\n\(setting.name)_color = "
            // dialog compares the colours and the highlight only.
            if let earlier = colors[..<index].firstIndex(where: {
                $0.foreground == attribute.foreground && $0.background == attribute.background
                    && $0.bold == attribute.bold
            }) {
                text += "\(Self.settings[earlier].name)_color\n"
                continue
            }
            text += "(\(colorName(attribute.foreground)),\(colorName(attribute.background)),\(onOff(attribute.bold))"
            if attribute.underline || attribute.reverse { text += ",\(onOff(attribute.underline))" }
            if attribute.reverse { text += ",\(onOff(attribute.reverse))" }
            text += ")\n"
        }
        return text
    }
}

/// A line of a dialog rc file that dialog would refuse, and how to mend it.
package struct DialogRCProblem: Error, Equatable, Sendable {
    /// What is wrong with the line.
    package enum Kind: Equatable, Sendable {
        /// Longer than ``DialogRC/longestLine``.
        case tooLong
        /// A NUL byte: not a text file.
        case nul
        /// Not `name = value` (the line, shown inert).
        case syntax(String)
        /// A name dialog has no setting for.
        case unknownSetting(String)
        /// A colour setting's value that is no colour.
        case notAttribute(name: String, value: String)
        /// An ON/OFF setting's value that is neither.
        case notBoolean(name: String, value: String)
        /// A string setting's value without its quotes.
        case notString(name: String, value: String)
    }

    /// The line's number, from 1.
    package var line: Int
    package var kind: Kind

    /// What is wrong and the fix, after the file's name: `line 2: …; …`.
    package var reason: String {
        let fix: String
        switch kind {
        case .tooLong:
            fix = "is longer than the \(DialogRC.longestLine) bytes dialog reads; shorten it"
        case .nul:
            fix =
                "holds a NUL byte, so this is no text file; name a dialog rc file (dialog --create-rc FILE writes one)"
        case .syntax(let text):
            fix =
                "\"\(text)\" is not NAME = VALUE; write a setting such as screen_color = (CYAN,BLUE,ON), or # before a comment"
        case .unknownSetting(let name):
            fix = "dialog has no setting \(name); dialog --create-rc FILE writes every setting there is"
        case .notAttribute(let name, let value):
            fix =
                "\(name) takes (FOREGROUND,BACKGROUND,ON|OFF) or another colour setting's name, not \(value); "
                + "the colours are DEFAULT, BLACK, RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN and WHITE"
        case .notBoolean(let name, let value):
            fix = "\(name) takes ON or OFF, not \(value)"
        case .notString(let name, let value):
            fix = "\(name) takes a string in quotes, not \(value)"
        }
        return kind == .tooLong || kind == .nul ? "line \(line) \(fix)" : "line \(line): \(fix)"
    }
}
