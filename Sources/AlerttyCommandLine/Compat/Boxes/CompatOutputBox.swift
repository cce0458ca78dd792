import AlerttyKit

/// dialog's boxes that show what a program writes: `--progressbox` (standard input to its
/// end), `--programbox` (then waits for OK) and `--prgbox` (a command's output).
enum CompatOutputBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        if let unexpected = call.rest.first {
            throw call.usage("\(call.name) takes text, height and width; unexpected \(unexpected)")
        }
        var configuration = AlertConfiguration(
            message: call.text.isEmpty ? nil : call.text,
            styledButtons: [call.words.button(.ok, style: .default)])
        // The box's height less its border, text and button rows; 0 sizes automatically.
        configuration.progress = ProgressOptions(
            showsBar: false, hasButtons: false, outputRows: call.boxHeight > 0 ? max(1, call.boxHeight - 6) : 10,
            showsStatus: false)
        return CompatBuiltBox(configuration: configuration)
    }
}
