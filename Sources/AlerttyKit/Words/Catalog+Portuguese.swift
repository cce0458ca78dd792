extension Phrase {
    /// The phrase in Portuguese.
    var portuguese: String {
        switch self {
        case .ok: "Aceitar"
        case .cancel: "Cancelar"
        case .yes: "Sim"
        case .no: "Não"
        }
    }
}
