/// A change of attributes inside a text: how dialog's `--colors` codes (`\Zb`, `\Z1`, `\Zn` …)
/// travel through alertty's wrapping and layout to the frame.
///
/// Each is kept in the text as one Unicode noncharacter, U+FDD0 and on, which Unicode sets aside
/// for a program's own use and never assigns: it is zero columns wide, so the text wraps,
/// measures and cuts as it shows. The text's own noncharacters are dropped before any mark is
/// made, and ``Sanitizer`` drops marks wherever they are not to be drawn, so no text can forge one.
package enum StyleMark: UInt8, CaseIterable, Sendable {
    /// Foreground colour 0–7 (black, red, green, yellow, blue, magenta, cyan, white).
    case color0, color1, color2, color3, color4, color5, color6, color7
    case bold, notBold, underline, notUnderline, reverse, notReverse
    /// Back to the text's own style.
    case normal
    /// `_emphasis_` under `--markup`: dialog's codes have no italic.
    case italic, notItalic
    /// `` `code` `` under `--markup`: the theme's code colour, underlined so that colour is not
    /// all that tells it from the words around it.
    case code, notCode

    /// The scalar that stands for the mark.
    package var scalar: Unicode.Scalar { Unicode.Scalar(Self.first + UInt32(rawValue))! }

    /// The mark `scalar` stands for, if it stands for one.
    package init?(_ scalar: Unicode.Scalar) {
        // Compared whole before it is narrowed: U+FED3, an Arabic letter, is no mark.
        let offset = scalar.value &- Self.first
        guard offset <= UInt32(StyleMark.notCode.rawValue), let mark = StyleMark(rawValue: UInt8(offset)) else {
            return nil
        }
        self = mark
    }

    /// The first of the marks' scalars.
    private static let first: UInt32 = 0xFDD0
    /// The noncharacters of the Arabic Presentation Forms-A block, where the marks are: none of
    /// them is ever drawn as text.
    static let reserved: ClosedRange<UInt32> = 0xFDD0...0xFDEF

    /// Whether `value` is a scalar the marks are drawn from, which text is never drawn with.
    static func isReserved(_ value: UInt32) -> Bool { reserved.contains(value) }

    /// The text without its marks: for where text leaves the frame (plain lines, descriptions).
    package static func removed(from text: String) -> String {
        guard text.unicodeScalars.contains(where: { isReserved($0.value) }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isReserved($0.value) })
        return String(scalars)
    }
}

/// The attributes the style marks of a text have set so far: they run on from one line of the
/// text to the next until a mark changes them, as in dialog.
package struct MarkedAttributes: Equatable, Sendable {
    package var bold = false
    package var underline = false
    package var reverse = false
    package var italic = false
    /// Inside `` `code` ``: underlined, in the theme's code colour.
    package var code = false
    /// One of the eight ANSI colours, or the text's own.
    package var color: UInt8?

    /// No attribute set: the text's own style.
    package init() {}

    /// Takes `mark`'s change.
    package mutating func apply(_ mark: StyleMark) {
        switch mark {
        case .color0, .color1, .color2, .color3, .color4, .color5, .color6, .color7: color = mark.rawValue
        case .bold: bold = true
        case .notBold: bold = false
        case .underline: underline = true
        case .notUnderline: underline = false
        case .reverse: reverse = true
        case .notReverse: reverse = false
        case .normal: self = MarkedAttributes()
        case .italic: italic = true
        case .notItalic: italic = false
        case .code: code = true
        case .notCode: code = false
        }
    }

    /// Takes the changes of every mark in `text`, in order.
    package mutating func apply(marksIn text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            if let mark = StyleMark(scalar) { apply(mark) }
        }
    }

    /// Takes the changes of the marks among UTF-8 `bytes`: each mark is `EF B7 90`–`EF B7 9E`.
    mutating func apply(marksAmong bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex
        while let lead = bytes[index...].firstIndex(of: 0xEF) {
            index = lead + 1
            guard lead + 2 < bytes.endIndex, bytes[lead + 1] == 0xB7, bytes[lead + 2] >= 0x90,
                let mark = StyleMark(rawValue: bytes[lead + 2] - 0x90)
            else { continue }
            apply(mark)
            index = lead + 3
        }
    }

    /// `base` with these attributes added (a mark turns off only what a mark turned on, as in
    /// dialog, where the codes are laid over the part's own attributes) and `color`, the
    /// colour made readable, as its text colour; code in `codeColor` (the theme's, readable).
    func style(over base: CellStyle, color shown: TerminalColor?, codeColor: TerminalColor? = nil) -> CellStyle {
        var style = base
        style.bold = base.bold || bold
        style.underline = base.underline || underline || code
        style.reverse = base.reverse || reverse
        style.italic = base.italic || italic
        if code, let codeColor { style.foreground = codeColor }
        if color != nil, let shown { style.foreground = shown }
        return style
    }
}
