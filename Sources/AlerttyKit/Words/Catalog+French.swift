extension Phrase {
    /// The phrase in French.
    var french: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Annuler"
        case .yes: "Oui"
        case .no: "Non"
        }
    }
}
