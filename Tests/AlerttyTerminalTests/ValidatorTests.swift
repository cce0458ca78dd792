#if os(Linux)
    // Linux only, as the other AlerttyTerminal tests.

    @testable import AlerttyTerminal
    import TestThreads
    import Testing

    /// What a `--validate` command's standard error leaves behind: its first line, bounded.
    @Suite(.ownThread) struct ValidatorTests {
        /// 20 MB with no line break was kept whole, then said whole (500 MB took 41 s and 2.9 GB).
        @Test func aFloodWithoutALineBreakKeepsOnlyItsStartCut() {
            let result = runCheck(#"head -c 20000000 /dev/zero | tr '\0' x >&2; exit 3"#, input: [], limit: 5)
            let kept = String(repeating: "x", count: CheckResult.errorLineLimit) + "…"
            #expect(result == .ended(status: 3, firstErrorLine: kept))
        }

        @Test func theFirstLineIsKeptAndTheRestDropped() {
            var line = FirstLine()
            line.take(Array("taken already\nsecond".utf8)[...])
            line.take(Array(" line\n".utf8)[...])
            #expect(line.isComplete)
            #expect(line.text == "taken already")
        }

        @Test func aCharacterTheLimitSplitsIsDropped() {
            var line = FirstLine()
            // One byte, then two-byte characters: the limit falls inside the last one that fits.
            line.take(Array(("a" + String(repeating: "é", count: CheckResult.errorLineLimit)).utf8)[...])
            #expect(line.text == "a" + String(repeating: "é", count: CheckResult.errorLineLimit / 2 - 1) + "…")
        }
    }
#endif
