/// How many terminal columns text occupies, judged per grapheme cluster.
///
/// A person sees `é`, `👍🏽`, `🇫🇷` and `한` as one character each; terminals give
/// them one or two columns. Judging by the first scalar of each cluster (and the
/// emoji presentation selector) matches what modern terminals draw.
package enum DisplayWidth {
    /// Columns for one grapheme cluster: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        let isSingleScalar = scalars.index(after: scalars.startIndex) == scalars.endIndex
        if value < 0x7F && isSingleScalar { return 1 }
        // Box drawing and block elements, which every border is made of: one column, no lookups.
        if (0x2500...0x259F).contains(value) && isSingleScalar { return 1 }
        if scalars.contains("\u{FE0E}") { return 1 }
        // A style mark is no character: it changes how the next ones are drawn.
        if StyleMark.isReserved(value) { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation || isRegionalIndicator(value) { return 2 }
        if properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
        if isEastAsianWide(value) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return (0x1160...0x11FF).contains(value) ? 0 : 1
        }
    }

    /// Whether terminals disagree on how wide this cluster is: emoji with a skin tone, ZWJ
    /// sequences, flags, variation selectors, keycaps and tag sequences. xterm and tmux 3.3
    /// draw 👍🏽 four columns wide where alertty (and most terminals) count two; after such a
    /// cluster the encoder places the cursor explicitly, so a disagreement clips text instead
    /// of pushing the border out.
    package static func isDisputed(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.index(after: scalars.startIndex) != scalars.endIndex else { return false }
        return scalars.contains { scalar in
            switch scalar.value {
            case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    /// Columns for a string.
    package static func of(_ text: some StringProtocol) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether the text is printable ASCII only, as most text is: a column a byte, no grapheme
    /// breaking or width lookups needed.
    static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        // Through the bytes in memory where the string has them there (nearly always): a
        // UTF-8 view read byte by byte costs several times as much.
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintableASCII) }
            ?? text.utf8.allSatisfy(isPrintableASCII)
    }

    /// Whether `byte` is printable ASCII: one column, and its own character.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte)
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// East Asian Wide and Fullwidth ranges (UAX #11) outside the emoji blocks,
    /// which `isEmojiPresentation` judges more precisely.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
