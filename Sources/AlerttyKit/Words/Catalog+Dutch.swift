extension Phrase {
    /// The phrase in Dutch.
    var dutch: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Annuleren"
        case .yes: "Ja"
        case .no: "Nee"
        }
    }
}
