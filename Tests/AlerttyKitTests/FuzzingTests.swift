import AlertFuzzing
import Testing

/// The fuzz target's checks on seeded random input, so every `swift test` runs them;
/// `.ci/fuzz` runs them under libFuzzer, which searches far more cleverly.
@Suite struct FuzzingTests {
    @Test func randomInputNeverBreaksAnyRule() {
        var random = SplitMix64(seed: 0xF022)
        let pieces: [[UInt8]] = [
            Array("--title".utf8), Array("-b".utf8), Array("-s".utf8), Array("cancel".utf8), Array("-i".utf8),
            Array("--secure".utf8), Array("--value".utf8), Array("--max-length".utf8), Array("3".utf8),
            Array("--timeout".utf8), Array("0.1".utf8), Array("--inline".utf8), Array("-m".utf8),
            Array("-c".utf8), Array("-c".utf8), Array("--multiple".utf8), Array("--selected".utf8),
            Array("--required".utf8), Array("--checkbox".utf8), Array("--detail".utf8), Array("\u{1B}[B".utf8),
            Array("\u{1B}[C\u{1B}[C\u{1B}[D".utf8),
            Array("\u{1B}[A\u{1B}[B\u{1B}[200~paste\u{1B}[201~\t\r".utf8), Array("中文👍🏽e\u{301}".utf8),
            [0xFF, 0x0A, 0x1B], Array("9223372036854775807".utf8), Array("--width".utf8),
            Array("\u{1B}[M !!\u{1B}[<0;3;3M\u{1B}[<0;3;3m\u{1B}]11;rgb:0/0/0\u{07}".utf8),
        ]
        for _ in 0..<3000 {
            var data: [UInt8] = [UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()), 8]
            for _ in 0..<Int(random.next() % 14) {
                data += pieces[Int(random.next() % UInt64(pieces.count))] + [0]
            }
            data += (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let failures = AlertFuzzing.exercise(data)
            #expect(failures.isEmpty, "\(failures) for \(data)")
        }
    }
}
