import AlerttyKit

/// The boxes that show text and buttons: `--yesno`, `--msgbox`, `--infobox`, and `--textbox`,
/// whose file the caller reads into the message.
enum CompatMessageBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        if call.dialect == .dialog, let unexpected = call.rest.first {
            throw call.usage(
                "\(call.name) takes \(call.box == .textbox ? "a file" : "text"), height and width; "
                    + "unexpected \(unexpected)")
        }
        // A text box's file is read by the caller, which can; its name is the text until then.
        // whiptail leaves a row empty above the text of these boxes (measured), not of others.
        let blankRowFirst = call.dialect == .whiptail && call.box != .textbox && !call.text.isEmpty
        var configuration = AlertConfiguration(
            message: call.box == .textbox ? "" : blankRowFirst ? "\n" + call.text : call.text,
            styledButtons: call.buttons)
        if call.box == .yesno, call.has("defaultno") {
            configuration.focusedButtonAtStart = call.roles.firstIndex(of: .cancel)
        }
        return CompatBuiltBox(configuration: configuration)
    }
}

/// `--inputbox` and `--passwordbox`: a field with an initial value.
enum CompatInputBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        if call.dialect == .dialog, call.rest.count > 1 {
            throw call.usage("\(call.name) takes text, height, width and an initial value; unexpected \(call.rest[1])")
        }
        var field = AlertField(
            label: "", kind: call.box == .passwordbox ? .secure : .text, initialValue: call.rest.first ?? "")
        // dialog's --max-input counts bytes; alertty counts characters, the same for ASCII.
        field.maximumLength = call.values["max-input"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return CompatBuiltBox(
            configuration: AlertConfiguration(message: call.text, styledButtons: call.buttons, fields: [field]))
    }
}
