extension Phrase {
    /// The phrase in Brazilian Portuguese.
    var brazilianPortuguese: String {
        switch self {
        case .ok: "Aceitar"
        case .cancel: "Cancelar"
        case .yes: "Sim"
        case .no: "Não"
        }
    }
}
