extension Phrase {
    /// The phrase in Brazilian Portuguese.
    var brazilianPortuguese: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Cancelar"
        case .yes: "Sim"
        case .no: "Não"
        }
    }
}
