/// A key press, decoded from the bytes a terminal sends.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    case tab, backTab, enter, escape, backspace
    /// A control chord other than the ones named above, as its letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Text typed: one Unicode scalar (combining sequences arrive scalar by scalar).
    case character(Unicode.Scalar)
    /// Alt (or Escape) followed by another key.
    indirect case alt(Key)
    /// Text pasted while bracketed paste mode was on: never keys, never a button press.
    case paste(String)
    /// A mouse report (SGR mode 1006), at a 0-based cell.
    case mouse(MouseAction, column: Int, row: Int)
    /// The terminal answering a question alertty asked (``TerminalProfile/backgroundQuery``):
    /// not a key anyone pressed.
    case report(TerminalReport)
    /// A well-formed sequence alertty has no use for; consumed so it cannot leak in as text.
    case unknown
}

/// A terminal's answer to a query.
public enum TerminalReport: Equatable, Sendable {
    /// OSC 11: the background colour.
    case background(RGB)
    /// DA1 (`ESC [ ? … c`): the terminal's device attributes, which it sends after answering
    /// every query asked before.
    case deviceAttributes
}

/// What the mouse did.
public enum MouseAction: Equatable, Sendable {
    /// The left button went down.
    case press
    /// A button came up.
    case release
    /// The wheel turned away from the person: scroll up.
    case wheelUp
    /// The wheel turned towards the person: scroll down.
    case wheelDown
    /// Another button or a drag: nothing alertty acts on.
    case other
}

/// The result of decoding bytes at the start of a buffer.
package enum DecodeResult: Equatable, Sendable {
    /// A key and how many bytes it used.
    case key(Key, consumed: Int)
    /// The bytes so far may be the start of a longer sequence: wait for more, or for the Escape timeout.
    case needMore
    /// `ESC [ 200 ~`: what follows, up to `ESC [ 201 ~`, is pasted text (``KeyReader`` collects it).
    case pasteStart(consumed: Int)
}
