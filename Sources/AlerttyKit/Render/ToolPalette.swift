/// The colours a real tool gives each thing it draws, as its palette file sets them
/// (whiptail's `NEWT_COLORS`, dialog's `DIALOGRC`): a dialect's box drawn as the tool draws it.
///
/// Each role is a whole ``CellStyle`` (colours and attributes), since dialog's rc file sets
/// bold, underline and reverse too, and a monochrome palette is attributes alone. Kept inline,
/// a style a role by the role's raw value, not in an array: every alert's ``Appearance`` holds
/// a palette (``none`` for most), and an array would give it references to count in every
/// copy (start-up rule 5).
package struct ToolPalette: Equatable, Sendable {
    /// What a tool colours, named after what it is, not after either tool's word for it.
    package enum Role: Int, CaseIterable, Sendable {
        /// The screen around the box: whiptail's `root`, dialog's `screen_color`.
        case screen
        /// The backtitle on the screen's top line: whiptail's `roottext`; dialog's screen colour.
        case backtitle
        /// The shadow the box casts to its lower right.
        case shadow
        /// The box's inside, where nothing else is drawn: whiptail's `window`, dialog's `dialog_color`.
        case box
        /// The message: whiptail's `textbox`, dialog's `dialog_color`.
        case text
        /// The title in the top border.
        case title
        /// The border; all of it in whiptail, the top and left edges in dialog.
        case border
        /// The bottom and right edges: dialog's `border2_color`, whiptail's border.
        case lowerRightBorder
        /// The focused button, around its label: whiptail's `button`, dialog's `button_active_color`.
        case activeButton
        /// A button without the focus: whiptail's `compactbutton`, dialog's `button_inactive_color`.
        case inactiveButton
        /// The focused button's key letter: dialog's `button_key_active_color`.
        case activeButtonKey
        /// The key letter of a button without the focus.
        case inactiveButtonKey
        /// The focused button's label after its key letter.
        case activeButtonLabel
        /// The label of a button without the focus.
        case inactiveButtonLabel
        /// A text field: whiptail's `entry`, dialog's `inputbox_color`.
        case inputField
        /// A list's item: whiptail's `listbox` (a check list's `checkbox`), dialog's `item_color`.
        case item
        /// The item with the cursor: whiptail's `actsellistbox`, dialog's `item_selected_color`.
        case selectedItem
        /// An item's tag: dialog's `tag_color`; whiptail draws it as the item.
        case tag
        /// The tag of the item with the cursor.
        case selectedTag
        /// A check list's mark (`[X]`, `(*)`): dialog's `check_color`, whiptail's `checkbox`.
        case check
        /// The mark of the item with the cursor: dialog's `check_selected_color`, whiptail's `actcheckbox`.
        case selectedCheck
        /// The arrows saying a list goes on: dialog's `uarrow_color`.
        case arrow
        /// A gauge's done part: dialog's `gauge_color` (reversed), whiptail's `fullscale`.
        case gaugeDone
        /// A gauge's part still to do: dialog's `gauge_color`, whiptail's `emptyscale`.
        case gaugeLeft
    }

    /// The style of each role, by raw value: as many as there are roles.
    private var styles:
        (
            CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle,
            CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle,
            CellStyle, CellStyle, CellStyle, CellStyle, CellStyle, CellStyle
        )
    /// Whether the box casts a shadow: always in whiptail, unless `use_shadow = OFF` in dialog.
    package var castsShadow: Bool
    /// Whether this is ``none``.
    package private(set) var isNone = false

    /// A palette giving every role `style`, the start of a tool's table.
    package init(every style: CellStyle = .plain, castsShadow: Bool = true) {
        let s = style
        styles = (s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s)
        self.castsShadow = castsShadow
    }

    /// No palette: the box keeps the terminal's own colours.
    package static var none: ToolPalette {
        var palette = ToolPalette(castsShadow: false)
        palette.isNone = true
        return palette
    }

    /// Palettes are equal when both are ``none``, or both cast a shadow or neither and every
    /// role's style is the same (a style is its bits, so the bytes compare).
    package static func == (left: ToolPalette, right: ToolPalette) -> Bool {
        if left.isNone || right.isNone { return left.isNone == right.isNone }
        guard left.castsShadow == right.castsShadow else { return false }
        return withUnsafeBytes(of: left.styles) { mine in
            withUnsafeBytes(of: right.styles) { theirs in mine.elementsEqual(theirs) }
        }
    }

    /// The style of `role`.
    /// The style of `role`.
    package subscript(role: Role) -> CellStyle {
        get {
            withUnsafeBytes(of: styles) {
                $0.load(fromByteOffset: role.rawValue * MemoryLayout<CellStyle>.stride, as: CellStyle.self)
            }
        }
        set {
            withUnsafeMutableBytes(of: &styles) {
                $0.storeBytes(
                    of: newValue, toByteOffset: role.rawValue * MemoryLayout<CellStyle>.stride, as: CellStyle.self)
            }
        }
    }
}

extension ToolFrame {
    /// Where a box's shadow falls, right of it and below it, a row down and a column in (two
    /// columns wide in dialog's, one in whiptail's, measured); none in alertty's own frame or
    /// dialog's without a shadow.
    func shadow(of box: Rect) -> [Rect] {
        let width =
            switch self {
            case .dialog: 2
            case .whiptail: 1
            case .alertty, .dialogWithoutShadow: 0
            }
        guard width > 0 else { return [] }
        return [
            Rect(x: box.x + box.width, y: box.y + 1, width: width, height: box.height),
            Rect(x: box.x + width, y: box.y + box.height, width: box.width, height: 1),
        ]
    }
}

/// The drawing only a tool's palette asks for, kept in this file: an alert without a palette
/// never runs it (start-up: a file's code is mapped whole when any of it runs).
extension AlertView {
    /// Lays a tool's palette over what the parts drew: a cell in the box drawn without colours
    /// of its own takes the box's (the parts draw in the terminal's colours, and only the roles
    /// a tool colours apart look the palette up), and the shadow falls where the tool casts it.
    static func paint(_ frame: inout Frame, layout: AlertLayout, with palette: ToolPalette, overlay: Bool) {
        let box = layout.box
        let fill = palette[.box]
        if fill.background != nil {
            for y in box.y..<(box.y + box.height) {
                for x in box.x..<(box.x + box.width) {
                    var cell = frame[x, y]
                    guard cell.style.background == nil else { continue }
                    cell.style.background = fill.background
                    cell.style.foreground = cell.style.foreground ?? fill.foreground
                    frame.set(cell, x: x, y: y)
                }
            }
        }
        guard overlay, palette.castsShadow else { return }
        for area in layout.shadow {
            for y in area.y..<(area.y + area.height) {
                for x in area.x..<(area.x + area.width) {
                    // What is under the shadow shows through it, as in both tools.
                    var cell = frame[x, y]
                    cell.style = palette[.shadow]
                    frame.set(cell, x: x, y: y)
                }
            }
        }
    }

    /// A button in a tool's palette: the brackets in the button's colours, the first capital
    /// (dialog's key letter) in the key's, the rest in the label's, each as the focus is.
    static func drawButton(
        label: String, in rect: Rect, focused: Bool, palette: ToolPalette, frame: inout Frame
    ) {
        let (button, key, rest) =
            focused
            ? (palette[.activeButton], palette[.activeButtonKey], palette[.activeButtonLabel])
            : (palette[.inactiveButton], palette[.inactiveButtonKey], palette[.inactiveButtonLabel])
        let width = DisplayWidth.of(label) + AlertLayout.buttonPadding
        let end = rect.x + rect.width
        var x = frame.draw("[ ", x: rect.x + max(0, (rect.width - width) / 2), y: rect.y, style: button, limit: end)
        let keyLetter = label.firstIndex { $0.isUppercase } ?? label.endIndex
        x = frame.draw(String(label[..<keyLetter]), x: x, y: rect.y, style: rest, limit: end)
        if keyLetter < label.endIndex {
            x = frame.draw(String(label[keyLetter]), x: x, y: rect.y, style: key, limit: end)
            x = frame.draw(String(label[label.index(after: keyLetter)...]), x: x, y: rect.y, style: rest, limit: end)
        }
        frame.draw(" ]", x: x, y: rect.y, style: button, limit: end)
    }
}
