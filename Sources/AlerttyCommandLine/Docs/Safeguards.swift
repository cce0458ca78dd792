import AlerttyKit

/// What alertty does with hostile or odd input, signals and limits: the man page's SAFEGUARDS
/// section and the README's "Signals, limits and odd input" list are this table.
package enum Safeguards {
    /// The most bytes `--message -` reads from standard input.
    package static let standardInputLimit = 64 << 20

    /// Each safeguard: a short name and what alertty does.
    package static let table: [(topic: String, behaviour: String)] = [
        (
            "signals",
            "Ctrl-C, SIGTERM, a hang-up and every other signal whose default is to end a process restore the terminal, "
                + "then alertty dies by that same signal, so the calling script stops as it would for any tool ($? is 128+N); "
                + "one that arrives while the first frame is being drawn waits for it, blocked, and is handled then; "
                + "the signals a crash raises (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS), sent or real, "
                + "are handled from the start and never blocked: they end a --run command's process group (SIGTERM, then "
                + "SIGCONT), restore the settings and the screen (synchronized output and line drawing ended too) with bytes "
                + "prepared before, and alertty dies by them; a stack overflow as well, on an alternate stack, but only one "
                + "of the thread that shows the alert (another thread's kills alertty, the terminal left raw, the command running); "
                + "a signal passed on to a --run command (Ctrl-C), like a cancel or --timeout, is followed by SIGCONT, "
                + "so a command that stopped itself (the alert says so) ends as a running one, SIGKILL after --kill-after"
        ),
        (
            "suspend",
            "Ctrl-Z, SIGTTIN and SIGTTOU hand the screen back before stopping; fg draws the alert again; "
                + "a job in the background waits, stopped, until it is brought to the foreground, however many SIGCONTs "
                + "it gets; an orphaned background job (its shell gone) says why on standard error and ends as a hang-up (129)"
        ),
        (
            "stalled terminal",
            "a terminal that takes no output (a paused pane, a stuck connection) never keeps a signal from ending alertty; "
                + "the sequences that restore the screen get half a second"
        ),
        (
            "terminal size",
            "any size the terminal, COLUMNS or LINES report is taken, up to \(TerminalSize.largest) columns and rows; "
                + "larger is taken as \(TerminalSize.largest), and memory follows the box, not the screen"
        ),
        (
            "standard input",
            "--message - reads at most \(standardInputLimit >> 20) MiB, within --timeout, also when the answer is given "
                + "in advance (the producer never dies of SIGPIPE); standard input closed or a terminal is a usage error"
        ),
        (
            "secrets",
            "an alert with a --secure field forbids core dumps and tracing (core limit 0, not dumpable) before the first key, "
                + "so Ctrl-\\ and SIGXCPU still end it by the signal but write no core; a secret is never printed to a "
                + "terminal: on a standard output that is one its line is left empty (null in --json), in the dialects a "
                + "password is not written to a descriptor that is one (standard error, --stdout, --output-fd), and one line "
                + "on standard error says how to capture it; after the answer is written, the field's own buffer and "
                + "the bytes written are zeroed, "
                + "while copies the Swift runtime made on the way (keys as read, strings built for the answer, freed memory) "
                + "stay in the process's memory until it exits"
        ),
        (
            "FIFOs",
            "--answers, ALERTTY_ANSWERS and a text box's file may be FIFOs: opened without blocking and waited on within "
                + "--timeout; without one, after a second, one line on standard error says what alertty waits for"
        ),
        (
            "answers files",
            "a file that answers alerts (--answers, ALERTTY_ANSWERS, --check-answers) must be the user's own or root's, "
                + "a regular file or a FIFO, not writable by group or others, checked on the file opened; any other is a "
                + "usage error (64) naming the rule it breaks (standard input, -, is taken as it comes); "
                + "JSON is read strictly: a key given twice in one object, bytes that are not UTF-8, and a field's answer over "
                + "\(KeyReader.pasteLimit >> 20) MiB are usage errors; memory stays within a few times the file's size; "
                + "a message that lists ids names five and counts the rest"
        ),
        (
            "audit log",
            "the log and a recording (ALERTTY_RECORD) must be the user's own (or root's) regular file, not a symbolic "
                + "link, not writable by group or others (a new one is made mode 0600), or alertty stops with a usage "
                + "error (64) before anything is shown; each record is written whole under a lock or cut back to where it "
                + "began, on a full disk and under the file size limit alike (ulimit -f: a failed write, never death by "
                + "SIGXFSZ); a record that cannot be written withholds the answer (exit \(ExitStatus.outputError), "
                + "fail closed), a recording's only says so; control characters, C1 included, are escaped"
        ),
        (
            "closed descriptors",
            "standard input, output and error closed at start are opened on /dev/null first, so nothing, "
                + "least of all a password, reaches the terminal through a reused descriptor"
        ),
        (
            "failed writes",
            "an answer that cannot be written keeps its exit status and says so on standard error; "
                + "--help and --version that cannot be written exit 74; a closed pipe never turns the status into 141"
        ),
        (
            "pastes",
            "a bracketed paste whose end never comes ends after \(wholeSeconds(KeyReader.pasteQuiet)) s of quiet; "
                + "one paste hands over at most \(KeyReader.pasteLimit >> 20) MiB and the rest is dropped; "
                + "a paste never presses a button, and neither does text a person could not have typed key by key, "
                + "one key a read (a paste whose markers were lost, text a program types): the printable characters "
                + "of a read holding two or more, a Space sharing its read with another key, and the whole read that "
                + "brings the end marker of a paste the quiet had ended are text, typed into a field or filtering a "
                + "list; otherwise an Enter or Tab sharing a read stays a key, as a program typing an answer means "
                + "it, so a paste without working markers that holds a line break can still press Enter"
        ),
        (
            "split sequences",
            "a lone ESC is the Escape key after \(milliseconds(KeyReader.escapeDelay)) ms of quiet, or once the reply "
                + "to alertty's own query has come or is \(wholeSeconds(KeyReader.replyWait)) s overdue; "
                + "once a sequence has begun (ESC [, ESC O, ESC ], ESC P, ESC _, or an 8-bit introducer) its rest may "
                + "come up to \(milliseconds(KeyReader.sequenceDelay)) ms later (ssh, mosh, a serial line); after that "
                + "a key's sequence (ESC [, ESC O), and a reply alertty still awaits, stay open for their rest however "
                + "late: a paste's start still starts the paste, a reply is still a reply, and no piece is ever a key "
                + "(a key that no sequence holds, such as Enter, Tab or a Ctrl key, ends the wait and acts; a string "
                + "no reply is due for is dropped at its deadline, so typing is never lost to it); the terminal's "
                + "replies to alertty's own queries are never typed, split, late or in 8-bit form; before the "
                + "terminal goes back to the shell, a reply still due is read until "
                + "\(wholeSeconds(KeyReader.replyWait)) s after its query: one later than that reaches whatever reads "
                + "the terminal next, and one split right after its ESC by more than that takes the ESC as Escape"
        ),
        (
            "reports",
            "mouse reports in any encoding are the mouse, never keys, and do nothing under --no-mouse or --inline; "
                + "terminal replies nobody asked for (focus, cursor position, OSC, DCS, kitty keyboard) are dropped whole"
        ),
        (
            "turn-taking",
            "alerts on one terminal take turns through a lock on its device (on Linux; not on macOS); "
                + "where the device cannot be opened (another user's terminal after su) the lock is the terminal's own "
                + "byte of /dev/tty, which no clean-up of /tmp or a login's runtime directory can delete; "
                + "a process holding that byte from another terminal is not waited for, and standard error says "
                + "turn-taking is off and why; an alert waiting behind one that is stopped (Ctrl-Z) says so on the terminal"
        ),
        (
            "labels",
            "a label with a line break, or that is not valid UTF-8, is a usage error, and so is a --value with a control "
                + "character, which no typing could put in a field; labels are printed and matched byte for byte "
                + "(repeats, --answer, answers files, --timeout-answer), so é and e with a combining accent are two labels"
        ),
        (
            "patterns",
            "a --pattern that, with each {m,n} written out n times, holds more than \(FieldPattern.largestSize) "
                + "characters and brackets (\(FieldPattern.largestSizeWithAnchors) divided by the anchors and word "
                + "boundaries inside it), that refers back (\\1), or that has a ) closing no group (which would unanchor "
                + "the rest), is a usage error: the C library's time and memory grow as the square of that size "
                + "(a{1,32767} took 8 GB); a value longer than \(FieldPattern.largestCheck) characters divided by that "
                + "size (\(FieldPattern.largestCheckBeyondASCII) with one beyond ASCII, which the C library matches up "
                + "to a thousand times more slowly: .{0,1000} on a thousand é took minutes) breaks the rule unchecked; "
                + "patterns match characters (code points) in C.UTF-8 whatever the locale"
        ),
    ]

    /// `25` for 0.025: milliseconds as written in prose.
    private static func milliseconds(_ value: Double) -> String {
        String(Int((value * 1000).rounded()))
    }

    /// `1` for 1.0: seconds as written in prose.
    private static func wholeSeconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
