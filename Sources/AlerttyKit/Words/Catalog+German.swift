extension Phrase {
    /// The phrase in German.
    var german: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Abbrechen"
        case .yes: "Ja"
        case .no: "Nein"
        }
    }
}
