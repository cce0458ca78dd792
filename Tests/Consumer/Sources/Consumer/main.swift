import Alertty
import AlerttyKit

// Refuses what the command line refuses (two cancel buttons...): AlertConfiguration.Problem.
let alert = try AlertConfiguration(
    validating: "Delete 3 files?", message: "This cannot be undone.",
    buttons: [("Cancel", .cancel), ("Delete", .destructive)])

// The pure core: a state fed keys, and the frame it draws, with no terminal at all.
var state = AlertState(configuration: alert, size: TerminalSize(columns: 40, rows: 9))
_ = state.handle(.key(.right))
print(AlertView.frame(for: state).text.joined(separator: "\n"))

do {
    let result = try Alert(alert).present()
    // Ctrl-C ends the program as it would end any other, not as a choice.
    result.endProcessIfInterrupted()
    if case .chosen(let index) = result.outcome, alert.buttons[index].style != .cancel {
        print("chose \(alert.buttons[index].label)")
    }
} catch {
    print("could not ask: \(error)")
}
