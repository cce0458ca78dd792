import AlerttyKit

/// dialog's `--pause`: the text over a bar that empties as the seconds count down to 0, each
/// shown for a second (so `--pause t 8 40 2` lasts three, as dialog's does); the time running
/// out answers OK.
enum CompatPauseBox {
    static func build(_ call: CompatBoxCall) throws(CompatError) -> CompatBuiltBox {
        guard let given = call.rest.first else { throw call.usage("--pause needs the seconds after the width") }
        guard let seconds = Int(given) else { throw call.usage("--pause: the seconds must be a number, not \(given)") }
        if call.rest.count > 1 {
            throw call.usage("--pause takes text, height, width and seconds; unexpected \(call.rest[1])")
        }
        // 0 and less show 0 for a second, as in dialog; no wait is longer than alertty's longest.
        let shown = min(max(0, seconds), Int(AlertConfiguration.longestTimeout) - 1)
        var configuration = AlertConfiguration(message: call.text, styledButtons: call.buttons)
        configuration.timeout = Double(shown + 1)
        configuration.timeoutAnswer = call.roles.firstIndex(of: .ok)
        configuration.countdownBar = shown
        return CompatBuiltBox(configuration: configuration)
    }

    /// Gives the pause back its own time, which dialog's `--timeout` does not shorten (measured:
    /// `--timeout 2 --pause t 10 40 6` runs seven seconds and answers OK).
    static func keepOwnTime(_ configuration: inout AlertConfiguration) {
        configuration.timeout = configuration.countdownBar.map { Double($0 + 1) }
    }
}
