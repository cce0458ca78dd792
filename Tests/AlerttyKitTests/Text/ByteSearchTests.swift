import Testing

@testable import AlerttyKit

@Suite struct ByteSearchTests {
    @Test func findsTheFirstOccurrenceAtOrAfterTheStart() {
        let bytes = Array("ab\u{1B}[201~cd\u{1B}[201~".utf8)
        let marker = Array("\u{1B}[201~".utf8)
        #expect(bytes.firstIndex(ofBytes: marker) == 2)
        #expect(bytes.firstIndex(ofBytes: marker, from: 3) == 10)
        #expect(bytes.firstIndex(ofBytes: marker, from: 11) == nil)
        #expect(Array("ab".utf8).firstIndex(ofBytes: Array("abc".utf8)) == nil)
        #expect("en_US.UTF-8".lowercased().containsBytes(of: "utf-8") && !"C".containsBytes(of: "utf8"))
    }

    @Test func aPrefixIsComparedByteByByte() {
        #expect("--title".startsWithBytes(of: "--"))
        #expect("-t".startsWithBytes(of: "-"))
        #expect(!"-t".startsWithBytes(of: "--"))
        #expect(!"".startsWithBytes(of: "-"))
        #expect(!"x-".startsWithBytes(of: "-"))
        #expect("anything".startsWithBytes(of: ""))
        // A hyphen carrying a combining mark starts with a hyphen byte, though not with the character.
        #expect("-\u{301}x".startsWithBytes(of: "-") && !"-\u{301}x".hasPrefix("-"))
    }
}
