extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`, or `nil`: the search for a paste's end
    /// marker, a word in a locale name, or a sequence in a terminal's output.
    @inlinable package func firstIndex(ofBytes needle: [UInt8], from start: Int = 0) -> Int? {
        guard count - start >= needle.count else { return nil }
        return (start...(count - needle.count)).first { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared as UTF-8 bytes.
    ///
    /// Not the standard library's `contains(_: String)`, which links `_StringProcessing`
    /// (start-up rule 8); alertty only ever looks for short ASCII words.
    @inlinable package func containsBytes(of needle: String) -> Bool {
        Array(utf8).firstIndex(ofBytes: Array(needle.utf8)) != nil
    }

    /// Whether the text begins with `prefix`, compared as UTF-8 bytes.
    ///
    /// Not `hasPrefix`, which also asks whether the prefix ends between two characters
    /// (start-up rule 7); an option's hyphens are bytes. Inlinable, so the command line's module
    /// specialises it for its strings: start-up rule 6.
    @inlinable package func startsWithBytes(of prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }
}
