import Testing

@testable import AlerttyKit

@Suite struct KeyReaderTests {
    @Test func loneEscapeBecomesEscapeOnlyAfterTheDelay() {
        var reader = KeyReader()
        #expect(reader.receive([0x1B], at: 10) == [])
        #expect(reader.deadline == 10 + KeyReader.escapeDelay)
        #expect(reader.expire(at: 10.01) == [])
        #expect(reader.expire(at: 10 + KeyReader.escapeDelay) == [.escape])
        #expect(reader.deadline == nil)
    }

    /// A sequence trickling in byte by byte stays one key as long as no gap exceeds the delay,
    /// however long it takes in all.
    @Test func theDelayRestartsWithEveryByte() {
        var reader = KeyReader()
        let gap = KeyReader.escapeDelay * 0.8
        #expect(reader.receive([0x1B], at: 0) == [])
        #expect(reader.expire(at: gap) == [])
        #expect(reader.receive(Array("[".utf8), at: gap) == [])
        #expect(reader.expire(at: 2 * gap) == [])
        #expect(reader.receive(Array("C".utf8), at: 2 * gap) == [.right])
        #expect(reader.deadline == nil)
    }

    @Test func completeKeysComeOutAtOnceAndAnUnfinishedTailWaits() {
        var reader = KeyReader()
        #expect(reader.receive(Array("a\r\u{1B}[".utf8), at: 1) == [.character("a"), .enter])
        #expect(reader.deadline != nil)
        #expect(reader.receive(Array("D\r".utf8), at: 1.001) == [.left, .enter])
    }

    /// Over ssh or a serial line a sequence may come in two reads far apart: once it has
    /// begun, its pieces are not keys for half a second.
    @Test func aBegunSequenceWaitsLongerThanALoneEscape() {
        var reader = KeyReader()
        #expect(reader.receive(Array("\u{1B}[".utf8), at: 0) == [])
        #expect(reader.deadline == KeyReader.sequenceDelay)
        #expect(reader.expire(at: 0.2) == [])
        #expect(reader.receive(Array("B".utf8), at: 0.2) == [.down])
    }

    /// Until the reply is no longer due, however long its rest takes after its ESC.
    @Test func aLoneEscapeWhileAReplyIsDueMayBeTheReplysFirstByte() {
        var reader = KeyReader()
        reader.replyDue = 1
        #expect(reader.receive([0x1B], at: 0) == [])
        #expect(reader.deadline == 1)
        #expect(reader.expire(at: 0.7) == [])
        #expect(reader.receive(Array("]11;rgb:0/0/0\u{7}".utf8), at: 0.7) == [.report(.background(RGB(0, 0, 0)))])
        // Past the time the reply was due, Escape is Escape at once again.
        #expect(reader.receive([0x1B], at: 2) == [])
        #expect(reader.deadline == 2 + KeyReader.escapeDelay)
    }

    /// A lone ESC ended by its deadline is Escape, even when the wake-up for the deadline and
    /// the next read came together; a sequence's rest that follows it is no key.
    @Test func bytesReadAfterTheDeadlineDoNotJoinWhatItEnded() {
        var reader = KeyReader()
        _ = reader.receive([0x1B], at: 0)
        #expect(reader.receive(Array("[A".utf8), at: 1) == [.escape])
        #expect(reader.receive(Array("x".utf8), at: 1.1) == [.character("x")])
    }

    /// What the deadline cut short stays open for its rest, whenever it comes: completed, it
    /// is swallowed whole; then keys work again.
    @Test func anAbandonedSequenceIsSwallowedNotTyped() {
        var reader = KeyReader()
        _ = reader.receive(Array("\u{1B}[1;".utf8), at: 0)
        #expect(reader.expire(at: 1) == [.unknown])
        #expect(reader.isIdle == false)
        #expect(reader.receive(Array("5".utf8), at: 60) == [])
        #expect(reader.deadline == nil, "open for its rest without a deadline")
        #expect(reader.receive(Array("x".utf8), at: 3600) == [])
        #expect(reader.isIdle)
        #expect(reader.receive(Array("y".utf8), at: 3601) == [.character("y")])
    }

    /// A person's Enter, Tab or Ctrl key cannot be the rest of a sequence: it acts at once.
    @Test func aControlKeyAfterACutShortSequenceActs() {
        for rest in ["\r", "\t", "\u{3}"] {
            var reader = KeyReader()
            _ = reader.receive(Array("\u{1B}]11;rgb:00".utf8), at: 0)
            _ = reader.expire(at: 1)
            #expect(reader.receive(Array(rest.utf8), at: 2) == KeyDecoder.decodeAll(Array(rest.utf8)[...]).keys)
        }
    }

    /// Over a slow link a terminal's reply to alertty's own query may come in pieces any time
    /// apart: its rest is never typed.
    @Test(arguments: [
        ["\u{1B}[?6", "2;22c"], ["\u{1B}]11;rgb:00", "00/0000/0000\u{1B}\\"], ["\u{1B}", "[?62;22c"],
        ["\u{1B}[", "?62", ";22c"],
    ])
    func aReplySplitLongAfterTheDelayIsStillAReply(_ pieces: [String]) {
        var reader = KeyReader()
        // Asked, and not yet answered: however late, an OSC reply's rest is the reply's.
        reader.replyDue = 1
        var keys: [Key] = []
        for (index, piece) in pieces.enumerated() {
            keys += reader.receive(Array(piece.utf8), at: Double(index) * 5)
            keys += reader.expire(at: Double(index) * 5 + 2)
        }
        #expect(!keys.contains { if case .character = $0 { true } else if case .paste = $0 { true } else { false } })
        #expect(keys.contains { if case .report = $0 { true } else { false } }, "\(keys)")
    }
}

/// What cuts a sequence short is a person's key, which acts; a string no reply is due for is not
/// waited for: any text could continue one, and typing would be lost to it.
@Suite struct CutShortSequenceTests {
    @Test func theRestOfASequenceThatAKeyCutsShortIsDroppedAndTheKeyActs() {
        var reader = KeyReader()
        _ = reader.receive(Array("\u{1B}[<0;1".utf8), at: 0)
        _ = reader.expire(at: 1)
        #expect(reader.receive(Array("0;5\r".utf8), at: 2) == [.enter])
        #expect(reader.isIdle)
    }

    @Test(arguments: ["\u{1B}]", "\u{1B}P1$r", "\u{1B}_", "\u{1B}]11;rgb:0"])
    func aStringCutShortWithNoReplyDueLetsTypingThrough(_ start: String) {
        var reader = KeyReader()
        _ = reader.receive(Array(start.utf8), at: 0)
        _ = reader.expire(at: 1)
        #expect(reader.isIdle)
        #expect(reader.receive(Array("t".utf8), at: 2) == [.character("t")])
    }

    @Test func aBracketAloneAfterEscapeIsTypedNotTakenForTheRestOfASequence() {
        var reader = KeyReader()
        _ = reader.receive([0x1B], at: 0)
        #expect(reader.expire(at: 1) == [.escape])
        #expect(reader.receive(Array("[".utf8), at: 2) == [.character("[")])
        #expect(reader.receive(Array("A".utf8), at: 3) == [.character("A")])
    }
}

/// A person types one key a read; the text of one that holds several characters (a paste whose
/// markers were lost, an answer typed by a program) is typed into a field, its Space no key.
@Suite struct TextInOneReadTests {
    @Test func severalPrintableCharactersInOneReadArePastedText() {
        var reader = KeyReader()
        #expect(reader.receive(Array("rm -rf build ".utf8), at: 0) == [.paste("rm -rf build ")])
        #expect(
            reader.receive(Array("a\tb \u{1B}[Ac\r".utf8), at: 1) == [
                .paste("a"), .tab, .paste("b "), .up, .paste("c"), .enter,
            ])
        #expect(reader.receive(Array("xz\u{1B}[200~y\u{1B}[201~".utf8), at: 2) == [.paste("xzy")])
    }

    /// A Space shares no read with another key when a person presses it: a Tab, an arrow or a
    /// paste before it in the same read makes it text (each pressed Delete on the first fix).
    @Test func aSpaceInAReadOfSeveralKeysIsText() {
        var reader = KeyReader()
        #expect(reader.receive(Array("\t ".utf8), at: 0) == [.tab, .paste(" ")])
        #expect(reader.receive(Array("\u{1B}[C ".utf8), at: 1) == [.right, .paste(" ")])
        #expect(reader.receive(Array("\u{1B}[200~rm -rf\u{1B}[201~ ".utf8), at: 2) == [.paste("rm -rf ")])
        // A terminal's reply read with it is no key pressed: the Space is the Space key.
        #expect(reader.receive(Array("\u{1B}[?62;22c ".utf8), at: 3) == [.report(.deviceAttributes), .character(" ")])
    }

    /// A paste its quiet ended: the read that brings its end marker is the paste's, its Space
    /// and Enter included.
    @Test func theReadThatEndsAPasteTheQuietEndedIsText() {
        var reader = KeyReader()
        var keys = reader.receive(Array("\u{1B}[200~rm -rf build".utf8), at: 0)
        keys += reader.expire(at: KeyReader.pasteQuiet + 0.3)
        keys += reader.receive(Array(" \r\u{1B}[201~".utf8), at: 0.8)
        #expect(keys.filter { $0 != .unknown } == [.paste("rm -rf build"), .paste(" \r")])
    }

    @Test func oneCharacterAndItsKeysStayKeys() {
        var reader = KeyReader()
        #expect(reader.receive(Array("y\r".utf8), at: 0) == [.character("y"), .enter])
        #expect(reader.receive(Array(" ".utf8), at: 1) == [.character(" ")])
        #expect(reader.receive(Array("\u{1B}[B\u{1B}[B\r".utf8), at: 2) == [.down, .down, .enter])
    }
}

@Suite struct PasteReaderTests {
    @Test func aBracketedPasteIsOneKeyEvenWithControlsInside() {
        var reader = KeyReader()
        let keys = reader.receive(Array("a\u{1B}[200~line\r\n\u{1B}[A\u{3}\u{1B}[201~b".utf8), at: 0)
        // Two characters around it in the same read: the three are one text.
        #expect(keys == [.paste("aline\r\n\u{1B}[A\u{3}b")])
        #expect(reader.receive(Array("\u{1B}[200~x\r\u{1B}[201~\r".utf8), at: 1) == [.paste("x\r"), .enter])
        #expect(reader.deadline == nil)
    }

    @Test func aPasteSplitAcrossReadsWaitsForItsEnd() {
        var reader = KeyReader()
        #expect(reader.receive(Array("\u{1B}[20".utf8), at: 0) == [])
        #expect(reader.receive(Array("0~héllo wo".utf8), at: 0.01) == [])
        #expect(reader.expire(at: 0.05) == [])
        #expect(reader.receive(Array("rld\u{1B}[20".utf8), at: 0.1) == [])
        #expect(reader.receive(Array("1~\r".utf8), at: 0.2) == [.paste("héllo world"), .enter])
    }

    /// Seen over a slow link: the start marker split 40 ms apart typed the paste as keys, and
    /// its space pressed the focused button.
    @Test(arguments: [0.04, 0.7, 3600])
    func aPasteWhoseStartMarkerIsSplitIsStillAPaste(apart: Double) {
        var reader = KeyReader()
        #expect(reader.receive(Array("\u{1B}[20".utf8), at: 0) == [])
        var keys = reader.expire(at: apart)
        keys += reader.receive(Array("0~rm -rf build \u{1B}[201~".utf8), at: apart)
        #expect(keys.filter { $0 != .unknown } == [.paste("rm -rf build ")])
    }

    /// Split right after its ESC, the ESC is the Escape key (which cancels), but the rest is
    /// still the paste.
    @Test func aPasteSplitAfterItsEscapeIsEscapeAndThenThePaste() {
        var reader = KeyReader()
        _ = reader.receive([0x1B], at: 0)
        var keys = reader.expire(at: 0.7)
        keys += reader.receive(Array("[200~rm -rf build\r\u{1B}[201~".utf8), at: 0.7)
        #expect(keys == [.escape, .paste("rm -rf build\r")])
    }

    /// The race once seen in 2 runs of 3: an Escape typed a second after a paste that never
    /// ended joined the paste when its read and the paste's deadline woke the loop together.
    @Test func anEscapeASecondAfterAnUnendedPasteIsTheEscapeKey() {
        var reader = KeyReader()
        _ = reader.receive(Array("\u{1B}[200~abc".utf8), at: 0.15)
        var keys = reader.receive([0x1B], at: 1.15)
        keys += reader.expire(at: 1.15 + KeyReader.escapeDelay)
        keys += reader.receive([0x0D], at: 1.75)
        #expect(keys == [.paste("abc"), .escape, .enter])
    }

    @Test func aPasteThatNeverEndsEndsAfterAQuietSecondAndTheKeysAfterItWork() {
        var reader = KeyReader()
        _ = reader.receive(Array("\u{1B}[200~abc".utf8), at: 0)
        #expect(reader.expire(at: KeyReader.pasteQuiet - 0.01) == [])
        #expect(reader.expire(at: KeyReader.pasteQuiet) == [.paste("abc")])
        #expect(reader.deadline == nil)
        #expect(reader.receive(Array("x\r".utf8), at: 2) == [.character("x"), .enter])
    }

    @Test func aPasteMarkerWithNothingAfterItEndsAfterTheQuietToo() {
        var reader = KeyReader()
        #expect(reader.receive(Array("\u{1B}[200~".utf8), at: 0) == [])
        #expect(reader.expire(at: KeyReader.pasteQuiet) == [])
        #expect(reader.receive(Array("\r".utf8), at: 2) == [.enter])
    }

    @Test func aPasteHandsOverAtMostItsLimitAndDropsTheRestUntilItsEnd() {
        var reader = KeyReader()
        var keys = reader.receive(Array("\u{1B}[200~".utf8), at: 0)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65536)
        // Twice the limit, read by read; the held-back bytes never grow past the limit.
        for step in 0..<(2 * KeyReader.pasteLimit / chunk.count) {
            keys += reader.receive(chunk, at: Double(step) * 0.001)
        }
        keys += reader.receive(Array("a\u{1B}[2".utf8), at: 0.5)
        keys += reader.receive(Array("01~\r".utf8), at: 0.5)
        #expect(keys.count == 2)
        guard case .paste(let text) = keys.first else {
            Issue.record("expected a paste first, got \(keys)")
            return
        }
        #expect(text.utf8.count == KeyReader.pasteLimit)
        #expect(keys.last == .enter)
    }

    @Test func anEndlessSequenceIsTakenAsItStandsOnceItPassesTheLimit() {
        var reader = KeyReader()
        var keys = reader.receive(Array("\u{1B}[".utf8), at: 0)
        let parameters = [UInt8](repeating: UInt8(ascii: "1"), count: KeyReader.sequenceLimit)
        keys += reader.receive(parameters, at: 0.001)
        #expect(keys == [.unknown])
        #expect(reader.deadline == nil)
    }
}
