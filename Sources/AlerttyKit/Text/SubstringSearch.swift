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
    /// The standard library's `contains(_: String)` lives in `_StringProcessing`, and one call
    /// to it links that module and the regex parser into the static binary (0.8 MB of code and
    /// pages the kernel maps at start); alertty only ever looks for short ASCII words.
    @inlinable package func containsBytes(of needle: String) -> Bool {
        Array(utf8).firstIndex(ofBytes: Array(needle.utf8)) != nil
    }

    /// Whether the text begins with `prefix`, compared as UTF-8 bytes.
    ///
    /// `hasPrefix` also asks whether the prefix ends between two characters, through
    /// standard-library code nothing else in a yes/no runs (64 KB more of the binary mapped at
    /// start); an option's hyphens are bytes.
    ///
    /// Inlinable, so the command line's module specialises it for its strings: called across
    /// the module boundary as a generic, it built the type metadata of `starts(with:)` at run
    /// time (132,000 instructions before the first frame, more than a quarter of them).
    @inlinable package func startsWithBytes(of prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }
}
