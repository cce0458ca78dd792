import AlerttyKit

/// dialog's `--tailbox`: a file followed as it grows (`tail -f`), its last lines in view, until
/// EXIT; and `--tailboxbg`, which the caller ends at once with 0, as dialog does without
/// another box to run behind. With `--no-kill` dialog leaves a process drawing the file on
/// the terminal after it has gone, and writes its number; alertty leaves nothing behind and
/// writes nothing, with the same status.
package enum CompatTailBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        if let unexpected = call.rest.first {
            throw call.usage("\(call.name) takes a file, height and width; unexpected \(unexpected)")
        }
        // The path is the caller's to check and open (``follow(_:into:)``); until then the
        // pager's place holds the rows dialog gives the text (the box's less four) and the
        // status row.
        var configuration = AlertConfiguration(styledButtons: call.buttons)
        var source = PagerSource(.file(""), follows: true)
        source.opensAtEnd = true
        source.rows = call.boxHeight > 0 ? call.boxHeight - 3 : nil
        configuration.pager = source
        return CompatBuiltBox(configuration: configuration)
    }

    /// Follows the file at `path` in the box, from its end.
    package static func follow(_ path: String, into configuration: inout AlertConfiguration) {
        configuration.pager?.origin = .file(path)
    }
}
