/// A terminal as a run loop uses it: keys in, bytes out, its size and its modes.
/// ``TerminalDevice`` is the real one; a test can stand in its own.
public protocol TerminalPort: AnyObject {
    /// The descriptor to wait on for keys (`poll`/`select`).
    var fd: Int32 { get }
    /// Whether this process may use the terminal now (its job is in the foreground).
    var isForeground: Bool { get }
    /// Saves the settings (the first time) and switches to raw mode; discards what was typed
    /// before, unless `discardingTypeahead` is false.
    func enterRawMode(discardingTypeahead: Bool) throws(SystemError)
    /// Puts the saved settings back.
    func restoreMode()
    /// The size the terminal reports, or `nil`.
    func windowSize() -> (columns: Int, rows: Int)?
    /// What is there to read: empty at end of input, `nil` when the terminal is gone. Throws
    /// `EAGAIN` when nothing is there after all (the bytes a wait saw are gone): wait again.
    func read(maximum: Int) throws(SystemError) -> [UInt8]?
    /// Writes `bytes` unless one of `signals` arrives or `deadline` passes first.
    /// - Returns: whether every byte was written.
    @discardableResult
    func write(_ bytes: [UInt8], unlessSignalled signals: SignalWatcher?, deadline: Double?) throws(SystemError) -> Bool
}

extension TerminalDevice: TerminalPort {}
