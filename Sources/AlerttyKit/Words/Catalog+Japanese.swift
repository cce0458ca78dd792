extension Phrase {
    /// The phrase in Japanese.
    var japanese: String {
        switch self {
        case .ok: "了解"
        case .cancel: "取消"
        case .yes: "はい"
        case .no: "いいえ"
        }
    }
}
