extension Phrase {
    /// The phrase in Russian.
    var russian: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Отмена"
        case .yes: "Да"
        case .no: "Нет"
        }
    }
}
