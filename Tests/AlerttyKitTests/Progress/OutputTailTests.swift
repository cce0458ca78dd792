import Testing

@testable import AlerttyKit

/// The last lines a failed `--run` prints on stderr: at most twenty, whatever the command wrote.
@Suite struct OutputTailTests {
    private func lines(_ range: ClosedRange<Int>) -> [String] { range.map { "line \($0)" } }

    @Test func aShortOutputIsPrintedWhole() {
        var tail = OutputTail()
        tail.take(["make: *** No targets specified and no makefile found.  Stop."])
        #expect(tail.printed == "make: *** No targets specified and no makefile found.  Stop.\n")
    }

    @Test func nothingWrittenPrintsNothing() {
        var tail = OutputTail()
        tail.take([])
        #expect(tail.printed == "")
    }

    @Test func theLastTwentyLinesAreKeptAcrossReadsWithACountOfTheRest() {
        var tail = OutputTail()
        tail.take(lines(1...15))
        tail.take(lines(16...24))
        #expect(tail.lines == lines(5...24))
        #expect(tail.earlier == 4)
        #expect(
            tail.printed
                == "alertty: … 4 earlier lines; --show-output prints them all\n"
                + lines(5...24).map { $0 + "\n" }.joined())
    }

    @Test func oneLineLeftOutIsSaidInTheSingular() {
        var tail = OutputTail()
        tail.take(lines(1...21))
        #expect(tail.printed.hasPrefix("alertty: … 1 earlier line; --show-output"))
    }

    @Test func aReadOfManyLinesKeepsOnlyItsLast() {
        var tail = OutputTail()
        tail.take(lines(1...100_000))
        #expect(tail.lines == lines(99_981...100_000))
        #expect(tail.earlier == 99_980)
    }

    @Test func onlyWorkThatFailedByItselfFailed() {
        #expect(Outcome.finished(status: 2).isFailedWork)
        #expect(Outcome.interrupted(signal: 15).isFailedWork)
        #expect(!Outcome.finished(status: 0).isFailedWork)
        // A cancel or the timeout stopped it on purpose; its status says so.
        #expect(!Outcome.chosen(0).isFailedWork)
        #expect(!Outcome.timedOut.isFailedWork)
        #expect(!Outcome.dismissed.isFailedWork)
    }
}
