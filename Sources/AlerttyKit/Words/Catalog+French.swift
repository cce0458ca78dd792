extension Phrase {
    /// The phrase in French.
    var french: String {
        switch self {
        case .ok: "Accepter"
        case .cancel: "Annuler"
        case .yes: "Oui"
        case .no: "Non"
        }
    }
}
