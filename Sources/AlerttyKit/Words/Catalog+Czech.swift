extension Phrase {
    /// The phrase in Czech.
    var czech: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Zrušit"
        case .yes: "Ano"
        case .no: "Ne"
        }
    }
}
