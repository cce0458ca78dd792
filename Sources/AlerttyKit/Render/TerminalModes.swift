/// The escape sequences that set the terminal up for an alert and put it back.
///
/// Pure data: the CLI writes these bytes; the terminal layer never needs to know what they mean.
package enum TerminalModes {
    /// Switches to the alternate screen (overlay only), hides the cursor, turns on bracketed
    /// paste (so pasted text arrives marked and can never press a button) and, for an overlay
    /// that takes the mouse, SGR mouse reports (1000 and 1006).
    package static func enter(_ presentation: AlertConfiguration.Presentation, mouse: Bool) -> String {
        switch presentation {
        // Whole literals, not joined at run time: start-up rule 7.
        case .overlay where mouse: "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
        case .overlay: "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
        case .inline: "\u{1B}[?25l\u{1B}[?2004h"
        case .plain: ""
        }
    }

    /// Clears the screen and puts the cursor in its top left corner: dialog's `--clear`, at
    /// exit (after ``leave(_:)``).
    package static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Restores what ``enter(_:)`` changed; for inline alerts, also erases the alert
    /// and returns the cursor to where it was.
    package static func leave(_ presentation: AlertConfiguration.Presentation) -> String {
        switch presentation {
        case .overlay: "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        case .inline: "\u{1B}[?2004l\u{1B}[0m\u{1B}8\u{1B}[1B\r\u{1B}[J\u{1B}8\u{1B}[?25h"
        case .plain: ""
        }
    }

    /// What a fault writes (``leave(_:)`` may come in the middle of a frame then): first the end
    /// of synchronized output (2026, around a whole frame, which would keep the terminal from
    /// showing anything more) and the ASCII character set (`ESC ( B`, a frame's lines use the DEC
    /// line-drawing set), then ``leave(_:)``. At most 128 bytes (`CrashRestore`'s room).
    package static func leaveOnFault(_ presentation: AlertConfiguration.Presentation) -> String {
        switch presentation {
        case .overlay:
            "\u{1B}[?2026l\u{1B}(B\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        case .inline: "\u{1B}[?2026l\u{1B}(B\u{1B}[?2004l\u{1B}[0m\u{1B}8\u{1B}[1B\r\u{1B}[J\u{1B}8\u{1B}[?25h"
        case .plain: ""
        }
    }

    /// Everything that sets the terminal up for `state`'s alert: ``enter(_:mouse:)``, and for an
    /// inline alert the rows it needs. `again` after a resize or a resume.
    package static func setup(for state: AlertState, again: Bool) -> String {
        let presentation = state.configuration.presentation
        let modes = enter(presentation, mouse: state.configuration.takesMouse)
        guard presentation == .inline else { return modes }
        return modes + reserveInlineRows(state.layout.canvas.rows, again: again)
    }

    /// Makes room for `rows` lines below the cursor line (scrolling if needed) and saves
    /// the cursor with DECSC, so an inline frame can be placed relative to it.
    ///
    /// IND (`ESC D`) moves down and scrolls at the bottom but keeps the column, so
    /// the cursor returns to exactly where it was. `again` first restores the saved
    /// position, for a redraw after a resize or a resume.
    package static func reserveInlineRows(_ rows: Int, again: Bool) -> String {
        (again ? "\u{1B}8" : "") + String(repeating: "\u{1B}D", count: rows) + "\u{1B}[\(rows)A\u{1B}7"
    }
}
