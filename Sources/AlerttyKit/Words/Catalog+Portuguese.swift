extension Phrase {
    /// The phrase in Portuguese.
    var portuguese: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Cancelar"
        case .yes: "Sim"
        case .no: "Não"
        }
    }
}
