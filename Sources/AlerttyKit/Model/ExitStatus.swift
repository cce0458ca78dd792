/// Every exit status alertty can return: the contract with the calling script.
///
/// Kept in one place so the parser, the run loop, `--help` and the man page
/// agree. Button statuses are not listed here: they come from
/// ``AlertConfiguration/buttons`` (0, 2, 3, … for non-cancel buttons, 1 for cancel).
package enum ExitStatus {
    /// The first non-cancel button (or the only button) was chosen.
    package static let firstButton: Int32 = 0
    /// The cancel button was chosen, by Enter, Space or Escape.
    package static let cancel: Int32 = 1
    /// A usage error: bad option, bad value (BSD `EX_USAGE`).
    package static let usage: Int32 = 64
    /// An answer given in advance breaks a field's rule (`--min-length`, `--integer`,
    /// `--pattern`, `--validate`), or names a path a file picker refuses: the gate fails closed
    /// (BSD `EX_DATAERR`).
    package static let dataError: Int32 = 65
    /// `--choices-from`'s file cannot be opened: missing, unreadable or a folder (BSD `EX_NOINPUT`).
    package static let noInput: Int32 = 66
    /// There is no terminal to show the alert on (BSD `EX_UNAVAILABLE`).
    package static let noTerminal: Int32 = 69
    /// Something inside alertty failed (BSD `EX_SOFTWARE`).
    package static let internalError: Int32 = 70
    /// `--help` or `--version` could not be written (standard output closed or full), or the
    /// audit log could not take an alert's record, so no answer was given (BSD `EX_IOERR`).
    package static let outputError: Int32 = 74
    /// `--timeout` ran out before anyone answered (as `timeout(1)` and gum do).
    package static let timedOut: Int32 = 124
    /// Escape was pressed and the alert has no cancel button.
    package static let dismissed: Int32 = 255

    /// The status for being ended by signal `number`, as a shell reports it.
    package static func signal(_ number: Int32) -> Int32 { 128 + number }
}
