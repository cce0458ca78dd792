import AlerttyKit

/// dialog's `--fselect filepath height width` and `--dselect dirpath height width`: the path,
/// to edit and answer as typed. dialog answers its text field whatever it holds (measured: a
/// path that does not exist, a relative one, a trailing slash, nothing at all), and its field
/// has the focus first, Tab going on to OK and Cancel, as an input box's does; so the box is
/// that field, which answers byte for byte as dialog's does. dialog's lists of the folder's
/// entries beside it are not drawn.
enum CompatPathBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        // Measured: dialog takes and ignores arguments after the width here.
        let field = AlertField(label: call.box == .fselect ? "File" : "Directory", initialValue: call.text)
        return CompatBuiltBox(
            configuration: AlertConfiguration(message: nil, styledButtons: call.buttons, fields: [field]))
    }
}
