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

    /// What stands for a tab in the text area (which would turn a tab into spaces), and is
    /// answered as one: `␉`, shown where the tab is.
    static let tabSign: Character = "\u{2409}"

    /// Puts a file's `text` in the request's text area, as dialog reads it: a line a line, the
    /// newline that ends the last one not starting another, its tabs kept (as ``tabSign``,
    /// unless the text holds that sign already: then, as spaces).
    package static func load(_ text: String, into request: inout CompatRequest) {
        guard !request.configuration.textAreas.isEmpty else { return }
        let lines = text.hasSuffix("\n") ? String(text.dropLast()) : text
        request.signsAreTabs = !lines.contains(tabSign)
        request.configuration.textAreas[0].initialValue =
            request.signsAreTabs ? String(lines.map { $0 == "\t" ? tabSign : $0 }) : lines
    }

    /// What the button with `role` writes, measured: OK every line with its newline (an empty
    /// text is one newline), its tabs as they were; Extra and Help nothing.
    static func answer(_ state: AlertState, role: CompatRequest.ButtonRole, request: CompatRequest) -> String? {
        guard role == .ok else { return nil }
        let text = state.textAreas.values.first ?? ""
        return (request.signsAreTabs ? String(text.map { $0 == tabSign ? "\t" : $0 }) : text) + "\n"
    }
}
