import AlerttyKit

/// whiptail's palette as newt reads it (`parseColors` in newt.c): `NEWT_COLORS`, or the file
/// `NEWT_COLORS_FILE` names when that is unset; pure, text in and a palette out.
///
/// Entries are separated by `;`, `:`, spaces, tabs or newlines; each is `name=foreground,background`
/// with either colour left empty to keep newt's. newt passes over whatever it cannot read, in
/// silence (an entry without `=` or `,`, a name it does not know), and so does alertty: a
/// script's stderr stays clean, which debconf needs. A colour name S-Lang does not know makes
/// S-Lang refuse the whole entry; alertty keeps newt's colours for it.
package enum NewtColors {
    /// The most of a specification newt reads: its 16 KiB buffer, less the terminating NUL.
    package static let readLimit = 16383

    /// One of newt's colour sets: its name and its colours, `nil` for the terminal's own.
    private struct Entry {
        var name: String
        var foreground: TerminalColor?
        var background: TerminalColor?
    }

    /// `newtDefaultColorPalette`, in newt's order. The scales have a background only: their
    /// text is always white.
    private static var defaults: [Entry] {
        func entry(_ name: String, _ foreground: String, _ background: String) -> Entry {
            Entry(name: name, foreground: color(named: foreground) ?? nil, background: color(named: background) ?? nil)
        }
        return [
            entry("root", "white", "blue"), entry("border", "black", "lightgray"),
            entry("window", "black", "lightgray"), entry("shadow", "white", "black"),
            entry("title", "red", "lightgray"), entry("button", "lightgray", "red"),
            entry("actbutton", "red", "lightgray"), entry("checkbox", "lightgray", "blue"),
            entry("actcheckbox", "lightgray", "red"), entry("entry", "lightgray", "blue"),
            entry("label", "blue", "lightgray"), entry("listbox", "black", "lightgray"),
            entry("actlistbox", "lightgray", "blue"), entry("textbox", "black", "lightgray"),
            entry("acttextbox", "lightgray", "red"), entry("helpline", "white", "blue"),
            // newt's comments call the scales' colours "full" and "empty"; its struct has the
            // empty scale first (measured: a gauge's part still to do is blue).
            entry("roottext", "lightgray", "blue"), entry("emptyscale", "white", "blue"),
            entry("fullscale", "white", "red"), entry("disentry", "blue", "lightgray"),
            entry("compactbutton", "black", "lightgray"), entry("actsellistbox", "lightgray", "red"),
            entry("sellistbox", "black", "brown"),
        ]
    }

    /// S-Lang's colour names, in the order of the 16 ANSI colours.
    private static let names = [
        "black", "red", "green", "brown", "blue", "magenta", "cyan", "lightgray", "gray", "brightred", "brightgreen",
        "yellow", "brightblue", "brightmagenta", "brightcyan", "white",
    ]

    /// A colour as S-Lang names it (measured with whiptail 0.52.23 on xterm-256color): the 16
    /// names, `default` (the terminal's own: `.some(nil)`), or `colorN` (an index, taken modulo
    /// 256 as S-Lang does); `nil` for a name it does not know, case counting.
    static func color(named name: Substring) -> TerminalColor?? {
        if let index = names.firstIndex(where: { $0 == name }) { return .some(.ansi(UInt8(index))) }
        if name == "default" { return .some(nil) }
        let digits = name.dropFirst(5)
        guard name.hasPrefix("color"), !digits.isEmpty, digits.count <= 9,
            digits.allSatisfy({ ("0"..."9").contains($0) }),
            let number = Int(digits)
        else { return nil }
        let index = UInt8(number % 256)
        return .some(index < 16 ? .ansi(index) : .indexed(index))
    }

    private static func color(named name: String) -> TerminalColor?? { color(named: name[...]) }

    /// The palette `specification` gives, over newt's defaults: the first ``readLimit`` bytes
    /// read, up to a NUL, as newt's C string stops there.
    ///
    /// - Parameter checkList: the box is a check or radio list, whose rows whiptail draws in
    ///   its `checkbox` colours (the mark under the cursor in `actcheckbox`), where a menu's
    ///   items are in `listbox` and `actsellistbox`.
    package static func palette(_ specification: [UInt8], checkList: Bool) -> ToolPalette {
        var entries = defaults
        let read = specification.prefix(readLimit).prefix { $0 != 0 }
        let text = String(decoding: read, as: UTF8.self)
        for token in text.split(whereSeparator: { ";:\n\r\t ".contains($0) }) {
            guard let equals = token.firstIndex(of: "=") else { continue }
            let name = token[..<equals]
            let colours = token[token.index(after: equals)...]
            guard let comma = colours.firstIndex(of: ","),
                let index = entries.firstIndex(where: { $0.name == name })
            else { continue }
            let foregroundName = colours[..<comma]
            let backgroundName = colours[colours.index(after: comma)...]
            // S-Lang sets both colours or neither: a name it does not know refuses the pair.
            let foreground = foregroundName.isEmpty ? .some(entries[index].foreground) : color(named: foregroundName)
            let background = backgroundName.isEmpty ? .some(entries[index].background) : color(named: backgroundName)
            guard let foreground, let background else { continue }
            entries[index].foreground = foreground
            entries[index].background = background
        }
        func style(_ name: String, foreground: TerminalColor?? = .none) -> CellStyle {
            let entry = entries.first { $0.name == name } ?? Entry(name: name)
            return CellStyle(foreground: foreground ?? entry.foreground, background: entry.background)
        }
        var palette = ToolPalette(every: style("window"))
        palette[.screen] = style("root")
        palette[.backtitle] = style("roottext")
        palette[.shadow] = style("shadow")
        palette[.text] = style("textbox")
        palette[.title] = style("title")
        palette[.border] = style("border")
        palette[.lowerRightBorder] = style("border")
        // whiptail's buttons are newt's compact ones: `button` with the focus (in colour), else `compactbutton`.
        for role in [ToolPalette.Role.activeButton, .activeButtonKey, .activeButtonLabel] {
            palette[role] = style("button")
        }
        for role in [ToolPalette.Role.inactiveButton, .inactiveButtonKey, .inactiveButtonLabel] {
            palette[role] = style("compactbutton")
        }
        palette[.inputField] = style("entry")
        let (item, selected) = checkList ? ("checkbox", "checkbox") : ("listbox", "actsellistbox")
        for role in [ToolPalette.Role.item, .tag, .check, .arrow] { palette[role] = style(item) }
        for role in [ToolPalette.Role.selectedItem, .selectedTag] { palette[role] = style(selected) }
        palette[.selectedCheck] = style(checkList ? "actcheckbox" : selected)
        palette[.gaugeDone] = style("fullscale", foreground: .some(.ansi(15)))
        palette[.gaugeLeft] = style("emptyscale", foreground: .some(.ansi(15)))
        return palette
    }
}
