extension StringProtocol {
    /// Whether `needle` occurs in the text, compared as UTF-8 bytes.
    ///
    /// The standard library's `contains(_: String)` lives in `_StringProcessing`, and one call
    /// to it links that module and the regex parser into the static binary (0.8 MB of code and
    /// pages the kernel maps at start); alertty only ever looks for short ASCII words.
    func containsBytes(of needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard pattern.count <= haystack.count else { return false }
        return (0...(haystack.count - pattern.count)).contains { start in
            haystack[start..<start + pattern.count].elementsEqual(pattern)
        }
    }
}
