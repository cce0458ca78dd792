import AlerttyKit

/// dialog's `--editbox`: a file's text in a text area, the cursor at its top; OK answers the
/// text edited, each line ended by a newline.
package enum CompatEditBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        if let unexpected = call.rest.first {
            throw call.usage("--editbox takes a file, height and width; unexpected \(unexpected)")
        }
        // The file is read by the caller, which can (``load(_:into:)``).
        var area = AlertField(label: "")
        area.cursorAtTop = true
        // dialog's text takes the box's height less its borders and buttons.
        area.rows = call.boxHeight > 0 ? max(1, call.boxHeight - 6) : nil
        var configuration = AlertConfiguration(styledButtons: call.buttons)
        configuration.textAreas = [area]
        return CompatBuiltBox(configuration: configuration)
    }

    /// Puts a file's `text` in the box's text area, as dialog reads it: a line a line, the
    /// newline that ends the last one not starting another.
    package static func load(_ text: String, into configuration: inout AlertConfiguration) {
        guard !configuration.textAreas.isEmpty else { return }
        configuration.textAreas[0].initialValue = text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// What the button with `role` writes, measured: OK every line with its newline (an empty
    /// text is one newline); Extra and Help nothing.
    static func answer(_ state: AlertState, role: CompatRequest.ButtonRole) -> String? {
        role == .ok ? (state.textAreas.values.first ?? "") + "\n" : nil
    }
}
