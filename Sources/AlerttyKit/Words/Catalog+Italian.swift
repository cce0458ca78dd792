extension Phrase {
    /// The phrase in Italian.
    var italian: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Annulla"
        case .yes: "Sì"
        case .no: "No"
        }
    }
}
