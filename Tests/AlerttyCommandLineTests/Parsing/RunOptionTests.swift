import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// `--run`'s request and `--show-output`'s words.
@Suite struct RunOptionTests {
    private func work(_ arguments: [String]) throws -> WorkRequest? {
        try parseAlert(arguments).work
    }

    @Test func aFailedCommandsLastLinesGoToStderrUnlessShowOutputSaysOtherwise() throws {
        #expect(try work(["--run", "--", "make"])?.showOutput == .tailOnFailure)
        #expect(try work(["--show-output", "--run", "--", "make"])?.showOutput == .always)
        #expect(try work(["--show-output=always", "--run", "--", "make"])?.showOutput == .always)
        #expect(try work(["--show-output=failure", "--run", "--", "make"])?.showOutput == .onFailure)
        #expect(try work(["--show-output=never", "--run", "--", "make"])?.showOutput == .never)
        #expect(
            usageError(["--show-output=never"])
                == "--show-output is about a command alertty runs, so it needs --run -- COMMAND too")
    }
}
