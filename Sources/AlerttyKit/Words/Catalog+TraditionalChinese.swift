extension Phrase {
    /// The phrase in Traditional Chinese.
    var traditionalChinese: String {
        switch self {
        case .ok: "確定"
        case .cancel: "取消"
        case .yes: "是"
        case .no: "否"
        }
    }
}
