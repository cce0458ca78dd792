extension Phrase {
    /// The phrase in Spanish.
    var spanish: String {
        switch self {
        case .ok: "Aceptar"
        case .cancel: "Cancelar"
        case .yes: "Sí"
        case .no: "No"
        }
    }
}
