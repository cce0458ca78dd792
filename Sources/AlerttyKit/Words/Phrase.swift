/// One of alertty's own words or sentences, as the screen shows it; ``Words`` gives it in a
/// ``Language``. Each language's text is an exhaustive switch in its own file
/// (`Catalog+German.swift` …), so a phrase without a translation does not compile, and a
/// language not chosen costs nothing at start-up (its code is never touched).
///
/// A sentence with parts that vary holds them as `{1}`, `{2}` …, which a translation may put
/// in any order: `Choose at least {1} ({2} chosen)`.
package enum Phrase: CaseIterable, Sendable {
    /// The button an alert without buttons of its own is dismissed with.
    case ok
    /// The button that declines, beside ``ok`` on a list with no buttons of its own.
    case cancel
    case yes
    case no

    /// The phrase in English, alertty's own language.
    package var english: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Cancel"
        case .yes: "Yes"
        case .no: "No"
        }
    }
}
