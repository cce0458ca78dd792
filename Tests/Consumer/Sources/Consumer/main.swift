import AlerttyKit

// The validating initializer refuses what the command line refuses (two cancel buttons...).
let alert = try AlertConfiguration(
    validating: "Delete 3 files?", message: "This cannot be undone.",
    buttons: [("Cancel", .cancel), ("Delete", .destructive)])
var state = AlertState(configuration: alert)
_ = state.handle(.key(.right))
let frame = AlertView.frame(for: state, size: TerminalSize(columns: 40, rows: 9))
print(frame.text.joined(separator: "\n"))
