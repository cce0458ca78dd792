import Testing

@testable import AlerttyKit

/// The lines a progress alert follows, in every form `--progress` and `--run` take.
@Suite struct ProgressInputTests {
    private func read(_ text: String, mode: ProgressInput.Mode = .progress) -> ProgressUpdate {
        var input = ProgressInput(mode: mode)
        return input.receive(Array(text.utf8)[...])
    }

    @Test(arguments: [
        ("42\n", 42.0), ("37.5\n", 37.5), ("42%\n", 42), ("  7 \n", 7), ("0\n", 0), ("100\n", 100), ("150\n", 100),
        (".5\n", 0.5), ("99999999999999999999999\n", 100), ("12\r\n", 12),
    ])
    func aNumberIsThePercentage(line: String, percent: Double) {
        let update = read(line)
        #expect(update.percent == percent)
        #expect(update.text == nil)
    }

    @Test func aNumberThenTextSetsBoth() {
        #expect(read("42 Copying files…\n") == ProgressUpdate(percent: 42, text: "Copying files…"))
        #expect(read("42%\tCopying\n") == ProgressUpdate(percent: 42, text: "Copying"))
    }

    @Test func aHashLineSetsTheTextAlone() {
        #expect(read("# 3 files left\n") == ProgressUpdate(text: "3 files left"))
        #expect(read("#\n") == ProgressUpdate(text: ""))
    }

    @Test func jsonLinesGiveEitherOrBoth() {
        #expect(read(#"{"percent": 42, "text": "Copying"}"# + "\n") == ProgressUpdate(percent: 42, text: "Copying"))
        #expect(read(#"{"percent": 142.5}"# + "\n") == ProgressUpdate(percent: 100))
        #expect(read(#"{"text": "Only text"}"# + "\n") == ProgressUpdate(text: "Only text"))
        // Not JSON alertty takes, or nothing it knows in it: the line is text.
        #expect(read(#"{"percent": "42"}"# + "\n") == ProgressUpdate(text: #"{"percent": "42"}"#))
        #expect(read("{broken\n") == ProgressUpdate(text: "{broken"))
    }

    @Test func anyOtherLineIsText() {
        #expect(read("Copying files\n") == ProgressUpdate(text: "Copying files"))
        #expect(read("42abc\n") == ProgressUpdate(text: "42abc"))
        #expect(read("   \n") == ProgressUpdate())
    }

    @Test func theLastLineWinsAndNothingIsLostAcrossReads() {
        var input = ProgressInput(mode: .progress)
        #expect(input.receive(Array("10\n2".utf8)[...]) == ProgressUpdate(percent: 10))
        #expect(input.receive(Array("5 Halfway\n30\n".utf8)[...]) == ProgressUpdate(percent: 30, text: "Halfway"))
        #expect(input.receive(Array("60".utf8)[...]).isEmpty)
        #expect(input.finish() == ProgressUpdate(percent: 60))
    }

    @Test func aCarriageReturnStartsTheLineOverAsATerminalShowsIt() {
        let update = read("downloading 10%\rdownloading 55%\rdownloading 90%\n", mode: .output(progressLines: false))
        #expect(update.output == ["downloading 90%"])
    }

    @Test func aCommandsOutputIsOutputUnlessItsProgressLinesAreAskedFor() {
        let text = "compiling a.c\n50 Linking\n# Testing\nok\n"
        #expect(
            read(text, mode: .output(progressLines: false)).output == [
                "compiling a.c", "50 Linking", "# Testing", "ok",
            ])
        let followed = read(text, mode: .output(progressLines: true))
        #expect(followed == ProgressUpdate(percent: 50, text: "Testing", output: ["compiling a.c", "ok"]))
    }

    @Test func anEndlessLineIsCutNotKept() {
        var input = ProgressInput(mode: .output(progressLines: false))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        for _ in 0..<8 { _ = input.receive(chunk[...]) }
        let update = input.receive(Array("\n".utf8)[...])
        #expect(update.output.first?.utf8.count == ProgressInput.lineLimit)
    }
}

/// How the bar, the stripe, the spinner and the times read.
@Suite struct ProgressLookTests {
    @Test func theBarFillsInEighthsOfACell() {
        #expect(ProgressLook.bar(percent: 0, width: 8, unicode: true) == ("", "░░░░░░░░"))
        // 37.5% of 8 cells is 3 cells exactly; of 10 cells, 3¾.
        #expect(ProgressLook.bar(percent: 37.5, width: 8, unicode: true) == ("███", "░░░░░"))
        #expect(ProgressLook.bar(percent: 37.5, width: 10, unicode: true) == ("███▊", "░░░░░░"))
        #expect(ProgressLook.bar(percent: 100, width: 8, unicode: true) == ("████████", ""))
        #expect(ProgressLook.bar(percent: 1, width: 10, unicode: true) == ("", "░░░░░░░░░░"))
        #expect(ProgressLook.bar(percent: 1.25, width: 10, unicode: true) == ("▏", "░░░░░░░░░"))
        #expect(ProgressLook.bar(percent: 50, width: 0, unicode: true) == ("", ""))
    }

    @Test func withoutUTF8TheBarIsWholeCellsOfHashes() {
        #expect(ProgressLook.bar(percent: 37.5, width: 10, unicode: false) == ("###", "-------"))
    }

    @Test func theLabelRoundsDownSoOnlyTheEndSaysAHundred() {
        #expect(ProgressLook.label(percent: 99.9) == "99%")
        #expect(ProgressLook.label(percent: 100) == "100%")
        #expect(ProgressLook.label(percent: 37.5) == "37%")
    }

    @Test func theStripeGoesBackAndForthWithinTheTrack() {
        let width = 20
        var positions: [Int] = []
        for frame in 0..<40 {
            let stripe = ProgressLook.stripe(width: width, frame: frame, unicode: true)
            #expect(stripe.before + stripe.stripe + stripe.after == width)
            positions.append(stripe.before)
        }
        #expect(positions.max() == width - 4)
        #expect(positions.min() == 0)
        #expect(positions[1] == 1 && positions[17] == 15)
    }

    @Test func theClockReadsAsAClock() {
        #expect(ProgressLook.clock(0) == "0:00")
        #expect(ProgressLook.clock(7.9) == "0:07")
        #expect(ProgressLook.clock(750) == "12:30")
        #expect(ProgressLook.clock(3723) == "1:02:03")
        #expect(ProgressLook.clock(-5) == "0:00")
        #expect(ProgressLook.clock(.infinity) == "99:59:59")
    }

    @Test func theTimeLeftIsEstimatedOnlyOnceItMeansSomething() {
        var progress = ProgressState()
        _ = progress.take(ProgressUpdate(percent: 10), at: 1)
        #expect(progress.secondsLeft(at: 1) == nil)
        _ = progress.take(ProgressUpdate(percent: 10.5), at: 5)
        #expect(progress.secondsLeft(at: 5) == nil, "less than 1% gained")
        _ = progress.take(ProgressUpdate(percent: 30), at: 11)
        // 20% in 10 s: 70% left takes 35 s, of which 2 have passed since.
        #expect(progress.secondsLeft(at: 13) == 33)
        _ = progress.take(ProgressUpdate(percent: 100), at: 20)
        #expect(progress.secondsLeft(at: 20) == nil)
    }

    @Test func goingBackStartsTheEstimateOver() {
        var progress = ProgressState()
        _ = progress.take(ProgressUpdate(percent: 50), at: 0)
        _ = progress.take(ProgressUpdate(percent: 90), at: 10)
        _ = progress.take(ProgressUpdate(percent: 5), at: 11)
        #expect(progress.secondsLeft(at: 11) == nil)
    }
}

/// Progress in words: plain mode and a run without a terminal.
@Suite struct ProgressAnnouncerTests {
    @Test func eachTenthAndEachNewTextIsSaid() {
        var announcer = ProgressAnnouncer(interval: 0)
        var said: [String] = []
        for percent in stride(from: 0.0, through: 100, by: 2.5) {
            if let line = announcer.take(ProgressUpdate(percent: percent), at: percent) { said.append(line) }
        }
        #expect(said == (0...10).map { "\($0 * 10)%" })
        #expect(announcer.take(ProgressUpdate(text: "Cleaning up"), at: 101) == "100% Cleaning up")
        #expect(announcer.finish(at: 102) == nil)
    }

    @Test func atMostOneLineAnIntervalAndTheRestAtTheEnd() {
        var announcer = ProgressAnnouncer(interval: 1)
        #expect(announcer.take(ProgressUpdate(percent: 5, text: "Start"), at: 0) == "5% Start")
        #expect(announcer.take(ProgressUpdate(percent: 45), at: 0.5) == nil)
        #expect(announcer.take(ProgressUpdate(percent: 46), at: 0.9) == nil)
        #expect(announcer.take(ProgressUpdate(percent: 47), at: 1.0) == "47% Start")
        #expect(announcer.take(ProgressUpdate(percent: 48), at: 5) == nil, "still the same tenth and text")
        #expect(announcer.take(ProgressUpdate(percent: 55), at: 6) == "55% Start")
        #expect(announcer.take(ProgressUpdate(percent: 100), at: 6.5) == nil)
        #expect(announcer.finish(at: 6.6) == "100% Start")
    }

    @Test func textWithoutAPercentageIsSaidAlone() {
        var announcer = ProgressAnnouncer(interval: 0, text: "Preparing")
        #expect(announcer.take(ProgressUpdate(text: "Preparing"), at: 0) == nil)
        #expect(announcer.take(ProgressUpdate(text: "Down\u{1B}[2Jloading"), at: 1) == "Down^[[2Jloading")
    }
}
