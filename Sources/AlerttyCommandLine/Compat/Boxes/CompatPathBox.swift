import AlerttyKit

/// dialog's `--fselect filepath height width` and `--dselect dirpath height width`: the path,
/// to edit and answer as typed. dialog answers its text field whatever it holds (measured: a
/// path that does not exist, a relative one, a trailing slash, nothing at all), and its field
/// has the focus first, Tab going on to OK and Cancel, as an input box's does; so the box is
/// that field, which answers byte for byte as dialog's does. dialog's lists of the folder's
/// entries beside it are not drawn.
enum CompatPathBox {
    /// The field holds the path as given, not as the text's rules lay a box's text out: dialog
    /// turns its `\n` into a newline but keeps its runs of spaces (measured).
    static func takePath(_ given: String, flags: [String], into request: inout CompatRequest) {
        guard !request.configuration.fields.isEmpty else { return }
        request.configuration.fields[0].initialValue =
            flags.contains("no-nl-expand") ? given : CompatText.withLineBreaks(given)
    }

    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        // A name that is not UTF-8 reaches here with U+FFFD in its place: answered, it would
        // name another file.
        if call.text.unicodeScalars.contains("\u{FFFD}") {
            throw call.usage("\(call.name): the path is not valid UTF-8, so its answer would name another file")
        }
        // Measured: dialog takes and ignores arguments after the width here.
        // The path goes in as given, after the build (takePath).
        let field = AlertField(label: call.box == .fselect ? "File" : "Directory")
        return CompatBuiltBox(
            configuration: AlertConfiguration(message: nil, styledButtons: call.buttons, fields: [field]))
    }
}
