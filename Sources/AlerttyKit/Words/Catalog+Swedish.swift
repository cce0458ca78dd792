extension Phrase {
    /// The phrase in Swedish.
    var swedish: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Avbryt"
        case .yes: "Ja"
        case .no: "Nej"
        }
    }
}
