extension Phrase {
    /// The phrase in Polish.
    var polish: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Anuluj"
        case .yes: "Tak"
        case .no: "Nie"
        }
    }
}
