extension Phrase {
    /// The phrase in Ukrainian.
    var ukrainian: String {
        switch self {
        case .ok: "Гаразд"
        case .cancel: "Скасувати"
        case .yes: "Так"
        case .no: "Ні"
        }
    }
}
