extension Phrase {
    /// The phrase in Turkish.
    var turkish: String {
        switch self {
        case .ok: "Tamam"
        case .cancel: "İptal"
        case .yes: "Evet"
        case .no: "Hayır"
        }
    }
}
