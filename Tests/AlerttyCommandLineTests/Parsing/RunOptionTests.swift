import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// `--run`'s request, `--show-output`'s words, and the usage errors a script author's first
/// tries meet: a word given where an option's `=` or `--run`'s `--` was meant.
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

    /// Each message exactly, with the status a script sees.
    @Test(arguments: [
        (
            ["--run", "make"],
            "unexpected argument 'make'; --run takes its command after --: --run -- make"
        ),
        (
            ["--title", "Building", "--run", "make", "-j8"],
            "unexpected argument 'make'; --run takes its command after --: --run -- make -j8"
        ),
        (
            ["-i", "Port", "--integer", "abc"],
            "unexpected argument 'abc'; --integer takes its range after '=': --integer=1..65535"
        ),
        (
            ["-i", "Port", "--integer", "5", "-b", "OK"],
            "unexpected argument '5'; --integer takes its range after '=': --integer=1..65535"
        ),
        (
            ["--show-output", "failure", "--run", "--", "make"],
            "unexpected argument 'failure'; --show-output takes its word after '=': --show-output=failure"
        ),
        (
            ["--run", "--show-output", "never", "make"],
            "unexpected argument 'never'; --show-output takes its word after '=': --show-output=never"
        ),
        (
            ["--show-output", "sometimes", "--run", "--", "make"],
            "unexpected argument 'sometimes'; --show-output takes its word after '=': --show-output=failure"
        ),
        (
            ["--show-output=sometimes", "--run", "--", "make"],
            "invalid --show-output=sometimes; give --show-output, --show-output=failure for a failed run only, "
                + "or --show-output=never"
        ),
    ])
    func aStrayWordSaysHowItWasMeant(_ arguments: [String], _ message: String) {
        do {
            _ = try CommandLineParser.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.message == message)
            #expect(error.status == ExitStatus.usage)
        }
    }

    @Test func optionsThatReadTheirValueAfterASpaceKeepTheGenericHint() {
        // --file takes the next argument as its label, so what follows that is stray text.
        #expect(
            usageError(["--file", "Config", "x"])
                == "unexpected argument 'x'; text goes after an option, e.g. --message 'x'")
        // An --integer given its range keeps the hint for --message.
        #expect(
            usageError(["-i", "Port", "--integer", "1..9", "x"])
                == "unexpected argument 'x'; text goes after an option, e.g. --message 'x'")
        #expect(
            usageError(["-i", "Port", "--integer=1..9", "x"])
                == "unexpected argument 'x'; text goes after an option, e.g. --message 'x'")
    }

    @Test func theCommandRepeatedInTheHintStaysOneShortLine() {
        let message = usageError(["--run", "make", String(repeating: "x", count: 100_000), "a\nb"]) ?? ""
        #expect(message.count < 150)
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("unexpected argument 'make'; --run takes its command after --: --run -- make xxx"))
    }
}
