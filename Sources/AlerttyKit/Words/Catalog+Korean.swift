extension Phrase {
    /// The phrase in Korean.
    var korean: String {
        switch self {
        case .ok: "확인"
        case .cancel: "취소"
        case .yes: "예"
        case .no: "아니요"
        }
    }
}
