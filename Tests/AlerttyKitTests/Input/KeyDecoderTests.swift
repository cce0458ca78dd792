import Testing

@testable import AlerttyKit

@Suite struct KeyDecoderTests {
    static let table: [(String, [UInt8], Key)] = [
        ("up", Array("\u{1B}[A".utf8), .up),
        ("down", Array("\u{1B}[B".utf8), .down),
        ("right", Array("\u{1B}[C".utf8), .right),
        ("left", Array("\u{1B}[D".utf8), .left),
        ("app up", Array("\u{1B}OA".utf8), .up),
        ("app left", Array("\u{1B}OD".utf8), .left),
        ("home", Array("\u{1B}[H".utf8), .home),
        ("end", Array("\u{1B}[F".utf8), .end),
        ("home tilde", Array("\u{1B}[1~".utf8), .home),
        ("end tilde", Array("\u{1B}[4~".utf8), .end),
        ("delete", Array("\u{1B}[3~".utf8), .delete),
        ("page up", Array("\u{1B}[5~".utf8), .pageUp),
        ("page down", Array("\u{1B}[6~".utf8), .pageDown),
        ("shift tab", Array("\u{1B}[Z".utf8), .backTab),
        ("ctrl right", Array("\u{1B}[1;5C".utf8), .right),
        ("alt left", Array("\u{1B}[1;3D".utf8), .alt(.left)),
        ("huge parameter", Array("\u{1B}[99999999999999999999~".utf8), .unknown),
        ("paste-like number", Array("\u{1B}[2000~".utf8), .unknown),
        ("alt x", Array("\u{1B}x".utf8), .alt(.character("x"))),
        ("alt backspace", [0x1B, 0x7F], .alt(.backspace)),
        ("enter cr", [0x0D], .enter),
        ("enter lf", [0x0A], .enter),
        ("keypad enter", Array("\u{1B}OM".utf8), .enter),
        ("tab", [0x09], .tab),
        ("backspace del", [0x7F], .backspace),
        ("backspace bs", [0x08], .backspace),
        ("ctrl-c", [0x03], .control("c")),
        ("ctrl-a", [0x01], .control("a")),
        ("space", [0x20], .character(" ")),
        ("letter", [0x64], .character("d")),
        ("é", Array("é".utf8), .character("é")),
        ("한", Array("한".utf8), .character("한")),
        ("emoji", Array("👍".utf8), .character("👍")),
        ("unknown CSI", Array("\u{1B}[?1;2y".utf8), .unknown),
        ("device attributes", Array("\u{1B}[?1;2c".utf8), .report(.deviceAttributes)),
        ("invalid lead byte", [0xFF], .character("\u{FFFD}")),
        ("stray continuation", [0xA0], .character("\u{FFFD}")),
        // 8-bit controls, raw and in UTF-8: the same keys and replies as their ESC forms, never text.
        ("8-bit CSI up", [0x9B, 0x41], .up),
        ("UTF-8 CSI up", [0xC2, 0x9B, 0x41], .up),
        ("8-bit SS3 up", [0x8F, 0x41], .up),
        ("8-bit device attributes", [0x9B] + Array("?62;22c".utf8), .report(.deviceAttributes)),
        ("UTF-8 device attributes", [0xC2, 0x9B] + Array("?62c".utf8), .report(.deviceAttributes)),
        (
            "8-bit OSC 11 ended by ST", [0x9D] + Array("11;rgb:ffff/ffff/ffff".utf8) + [0x9C],
            .report(.background(RGB(255, 255, 255)))
        ),
        ("UTF-8 OSC 10 ended by ST", [0xC2, 0x9D] + Array("10;rgb:0/0/0".utf8) + [0xC2, 0x9C], .unknown),
        ("8-bit DCS ended by ESC \\", [0x90] + Array("1$r0m\u{1B}\\".utf8), .unknown),
        ("cursor position report", Array("\u{1B}[12;40R".utf8), .unknown),
        ("other C1 control", [0x85], .unknown),
        ("other C1 control in UTF-8", [0xC2, 0x85], .unknown),
    ]

    @Test(arguments: table)
    func decodesWholeSequences(_ name: String, _ bytes: [UInt8], _ key: Key) {
        #expect(KeyDecoder.decode(bytes[...]) == .key(key, consumed: bytes.count), "\(name)")
    }

    /// A sequence split across reads waits for the rest instead of decoding its first byte as a key.
    @Test(arguments: table.filter { $0.1.count > 1 && $0.1[0] == 0x1B || $0.1.count > 1 && $0.1[0] >= 0xC0 })
    func everyStrictPrefixAsksForMore(_ name: String, _ bytes: [UInt8], _ key: Key) {
        for length in 1..<bytes.count {
            #expect(KeyDecoder.decode(bytes.prefix(length)) == .needMore, "\(name) cut at \(length)")
        }
    }

    @Test func aSevenBitStringIsNotEndedByAnEightBitTerminatorInsideItsText() {
        // 0x9C is a UTF-8 continuation byte (œ is C5 9C): only BEL or ESC \ ends an ESC ] string.
        let bytes = Array("\u{1B}]2;cœur\u{7}x".utf8)
        #expect(KeyDecoder.decodeAll(bytes[...]).keys == [.unknown, .character("x")])
    }

    @Test func sequencesThatHaveBegunAreToldFromALoneEscape() {
        for begun in ["\u{1B}[", "\u{1B}[20", "\u{1B}]11;rgb:00", "\u{1B}P", "\u{1B}O", "\u{1B}_"] {
            #expect(KeyDecoder.beginsSequence(Array(begun.utf8)[...]), "\(begun.debugDescription)")
        }
        #expect(KeyDecoder.beginsSequence([0x9B, 0x32]))
        #expect(KeyDecoder.beginsSequence([0xC2, 0x9D]))
        for notBegun in ["\u{1B}", "\u{1B}x", "a", "\u{1B}\u{1B}"] {
            #expect(!KeyDecoder.beginsSequence(Array(notBegun.utf8)[...]), "\(notBegun.debugDescription)")
        }
    }

    @Test func loneEscapeIsEscapeOnlyOnceInputHasPaused() {
        #expect(KeyDecoder.decode([0x1B][...]) == .needMore)
        #expect(KeyDecoder.decode([0x1B][...], atEnd: true) == .key(.escape, consumed: 1))
    }

    @Test func doubleEscapeIsEscapeThenWhatFollows() {
        let bytes = Array("\u{1B}\u{1B}[A".utf8)
        #expect(KeyDecoder.decodeAll(bytes[...]).keys == [.escape, .up])
    }

    @Test func truncatedSequenceAtEndIsConsumedNotLeakedAsText() {
        let decoded = KeyDecoder.decodeAll(Array("\u{1B}[1;".utf8)[...], atEnd: true)
        #expect(decoded.keys == [.unknown])
        #expect(decoded.consumed == 4)
    }

    @Test func truncatedUTF8AtEndBecomesReplacementCharacter() {
        let bytes: [UInt8] = [0xE2, 0x82]
        #expect(KeyDecoder.decode(bytes[...], atEnd: true) == .key(.character("\u{FFFD}"), consumed: 2))
    }

    @Test func invalidContinuationOnlyConsumesTheBadPrefix() {
        let bytes: [UInt8] = [0xE2, 0x41]
        #expect(KeyDecoder.decodeAll(bytes[...]).keys == [.character("\u{FFFD}"), .character("A")])
    }

    @Test func burstOfKeysDecodesInOrder() {
        let bytes = Array("\u{1B}[C\u{1B}[Cab\r".utf8)
        let decoded = KeyDecoder.decodeAll(bytes[...])
        #expect(decoded.keys == [.right, .right, .character("a"), .character("b"), .enter])
        #expect(decoded.consumed == bytes.count)
    }

    @Test func decodeAllStopsBeforeAnIncompleteTail() {
        let bytes = Array("a\u{1B}[".utf8)
        let decoded = KeyDecoder.decodeAll(bytes[...])
        #expect(decoded.keys == [.character("a")])
        #expect(decoded.consumed == 1)
    }
}
