extension Phrase {
    /// The phrase in Simplified Chinese.
    var simplifiedChinese: String {
        switch self {
        case .ok: "确认"
        case .cancel: "取消"
        case .yes: "是"
        case .no: "否"
        }
    }
}
