extension Phrase {
    /// The phrase in Japanese.
    var japanese: String {
        switch self {
        case .ok: "OK"
        case .cancel: "キャンセル"
        case .yes: "はい"
        case .no: "いいえ"
        }
    }
}
