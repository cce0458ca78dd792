extension Phrase {
    /// The phrase in Czech.
    var czech: String {
        switch self {
        case .ok: "Budiž"
        case .cancel: "Storno"
        case .yes: "Ano"
        case .no: "Ne"
        }
    }
}
