import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// Parses and expects an alert; records an issue for anything else.
func parseAlert(_ arguments: [String]) throws -> AlertRequest {
    guard case .showAlert(let request) = try CommandLineParser.parse(arguments) else {
        throw ParseMismatch()
    }
    return request
}

struct ParseMismatch: Error {}

/// The message of the usage error `arguments` produce, or `nil` if they parse.
func usageError(_ arguments: [String]) -> String? {
    do {
        _ = try CommandLineParser.parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Suite struct CommandLineParserTests {
    @Test func noButtonsMeansOneOKButtonThatExitsZero() throws {
        let configuration = try parseAlert(["--title", "Done"]).configuration
        #expect(configuration.buttons == [AlertButton(.ok)])
        #expect(configuration.buttons.map(\.label) == ["OK"] && configuration.buttons[0].exitStatus == 0)
        #expect(configuration.title == "Done")
        #expect(configuration.presentation == .overlay)
    }

    @Test func cancelButtonExitsOneWhateverItsPosition() throws {
        let configuration = try parseAlert([
            "-b", "Save", "-b", "Cancel", "-s", "cancel", "-b", "Don't Save", "-b", "Later",
        ]).configuration
        #expect(configuration.buttons.map(\.exitStatus) == [0, 1, 2, 3])

        let cancelFirst = try parseAlert(["-b", "Cancel", "-s", "cancel", "-b", "Delete", "-s", "destructive"])
        #expect(cancelFirst.configuration.buttons.map(\.exitStatus) == [1, 0])
        #expect(cancelFirst.configuration.buttons.map(\.style) == [.cancel, .destructive])
    }

    @Test func valuesMayBeAttachedOrSeparate() throws {
        let configuration = try parseAlert([
            "--title=Hi", "-mBody", "--button=Yes", "--style=default", "-bNo", "-scancel", "--timeout=2.5", "--inline",
        ]).configuration
        #expect(configuration.title == "Hi")
        #expect(configuration.message == "Body")
        #expect(configuration.buttons.map(\.label) == ["Yes", "No"])
        #expect(configuration.buttons.map(\.style) == [.default, .cancel])
        #expect(configuration.timeout == 2.5)
        #expect(configuration.presentation == .inline)
    }

    @Test func valuesMayStartWithADash() throws {
        let configuration = try parseAlert(["--title", "-5 °C outside", "--message=--button", "--"]).configuration
        #expect(configuration.title == "-5 °C outside")
        #expect(configuration.message == "--button")
    }

    @Test func dashMessageReadsStandardInput() throws {
        let request = try parseAlert(["--message", "-"])
        #expect(request.readsMessageFromStandardInput)
        #expect(request.configuration.message == nil)
    }

    @Test func helpAndVersionWinOverEverythingBefore() throws {
        #expect(try CommandLineParser.parse(["-t", "x", "--help"]) == .showHelp)
        #expect(try CommandLineParser.parse(["-h"]) == .showHelp)
        #expect(try CommandLineParser.parse(["--version"]) == .showVersion)
    }

    @Test(arguments: ["30", "2.5", ".5", "0.001", "31536000"])
    func acceptsPlainPositiveSeconds(_ value: String) throws {
        #expect(try parseAlert(["--timeout", value]).configuration.timeout == Double(value))
    }

    @Test(arguments: ["0", "0.0", "-1", "abc", "1e3", "inf", "nan", "", ".", "1.2.3", "+5", " 5", "0x10"])
    func rejectsTimeoutsThatAreNotPositiveDecimals(_ value: String) {
        #expect(
            usageError(["--timeout", value])
                == "invalid --timeout '\(value)'; give a positive number of seconds, e.g. --timeout 30 or --timeout 2.5"
        )
    }

    @Test func rejectsTimeoutsLongerThanAYear() {
        #expect(usageError(["--timeout", "31536001"])?.hasPrefix("--timeout '31536001' is too long") == true)
    }

    @Test func sixtyTwoButtonsFitAndSixtyThreeDoNot() throws {
        let labels = (1...63).map { "B\($0)" }
        let sixtyTwo = labels.prefix(62).flatMap { ["-b", $0] }
        #expect(try parseAlert(Array(sixtyTwo)).configuration.buttons.last?.exitStatus == 62)
        #expect(usageError(labels.flatMap { ["-b", $0] }) == "too many buttons (63); an alert has at most 62")
    }

    static let errors: [([String], String)] = [
        (["--bogus"], "unknown option '--bogus'"),
        (["--buton", "OK"], "unknown option '--buton' (did you mean '--button'?)"),
        (["--tit", "x"], "unknown option '--tit' (did you mean '--title'?)"),
        (["-x"], "unknown option '-x'"),
        (["-title", "x"], "unknown option '-title' (did you mean '--title'?)"),
        (["--title"], "option '--title' needs a value, e.g. --title TEXT"),
        (["-b"], "option '--button' needs a value, e.g. --button LABEL"),
        (
            ["--title", "--button", "OK"],
            "option '--title' needs a value but got the option '--button'; "
                + "write --title='--button' if that is the text you meant"
        ),
        (
            ["-t", "-b", "OK"],
            "option '--title' needs a value but got the option '-b'; write --title='-b' if that is the text you meant"
        ),
        (
            ["-b", "-bOK"],
            "option '--button' needs a value but got the option '-bOK'; write --button='-bOK' if that is the text you meant"
        ),
        (
            ["-b", "Yes\nNo"],
            "--button label 'Yes^JNo' contains a line break; a label is one line, since it is printed as one line of the answer"
        ),
        (
            ["--input", "Name\r"],
            "--input label 'Name^M' contains a line break; a label is one line, since it is printed as one line of the answer"
        ),
        (
            ["--secure", "Pass\u{2028}word"],
            "--secure label 'Pass^Jword' contains a line break; a label is one line, since it is printed as one line of the answer"
        ),
        (["--inline=yes"], "option '--inline' takes no value (remove '=yes')"),
        (["-hx"], "option '-h' takes no value; give short options one per argument"),
        (
            ["--style", "cancel"],
            "--style must follow the --button it styles, e.g. --button Delete --style destructive"
        ),
        (
            ["-b", "A", "-s", "red"],
            "unknown style 'red' for --style; use one of: regular, default, cancel, destructive"
        ),
        (
            ["-b", "A", "-s", "cancel", "-s", "default"],
            "button 'A' already has --style cancel; give one --style per button"
        ),
        (
            ["-b", "No", "-s", "cancel", "-b", "Abort", "-s", "cancel"],
            "two buttons have --style cancel ('No' and 'Abort'); an alert has at most one cancel button"
        ),
        (
            ["-b", "Yes", "-s", "default", "-b", "OK", "-s", "default"],
            "two buttons have --style default ('Yes' and 'OK'); an alert has at most one default button"
        ),
        (["--button", ""], "--button needs a non-empty label, e.g. --button OK"),
        (
            ["-b", "OK", "-b", "OK"],
            "two buttons are labelled 'OK'; give each button its own label, since the label is the answer printed"
        ),
        (["hello"], "unexpected argument 'hello'; text goes after an option, e.g. --message 'hello'"),
        (["--", "-b"], "unexpected argument '-b'; text goes after an option, e.g. --message '-b'"),
        (
            ["-c", "a", "--value", "b", "-c", "b"],
            "choices 'a' and 'b' would both answer 'b'; give each a --value of its own"
        ),
        (["-c", "a", "--value", "x", "--value", "y"], "choice 'a' already has a --value; give one --value per choice"),
        (
            ["-c", "a", "--value", ""],
            "--value for choice 'a' is empty or has a line break; an answer is one line of text"
        ),
        (
            ["-b", "Go", "--timeout-answer", "Go"],
            "--timeout-answer answers when the time runs out, so it needs --timeout SECONDS too"
        ),
        (
            ["-b", "Go", "--timeout", "5", "--timeout-answer", "go"],
            "--timeout-answer 'go' matches no button; use one of: 'Go'"
        ),
        (
            ["--progress", "--timeout", "5", "--timeout-answer", "OK"],
            "a progress alert stops its work at --timeout; leave out --timeout-answer"
        ),
    ]

    @Test(arguments: errors)
    func usageErrorsNameTheProblemAndTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func hiddenGeneratorsParseButAreNeverSuggested() throws {
        #expect(try CommandLineParser.parse(["--generate-man-page"]) == .generateManPage)
        #expect(try CommandLineParser.parse(["--generate-completion", "zsh"]) == .generateCompletion(.zsh))
        #expect(
            usageError(["--generate-completion", "tcsh"])
                == "unknown shell 'tcsh' for --generate-completion; use one of: bash, zsh, fish")
        #expect(usageError(["--gen"]) == "unknown option '--gen'")
    }

    /// Found by the fuzzer: errors repeat what was typed, and that must not break the one-line promise.
    @Test func errorsStayOneLineAndShortWhateverTheyRepeat() {
        #expect(
            usageError(["line\nbreak"])
                == "unexpected argument 'line^Jbreak'; text goes after an option, e.g. --message 'line^Jbreak'")
        let huge = String(repeating: "x", count: 100_000)
        let message = usageError(["-b", huge, "-b", huge]) ?? ""
        #expect(message.count < 200)
        #expect(message.hasSuffix("give each button its own label, since the label is the answer printed"))
        #expect(!(usageError(["--style", "\u{1B}[2J"]) ?? "\u{1B}").contains("\u{1B}"))
    }

    @Test func hundredThousandCharacterLabelIsAccepted() throws {
        let label = String(repeating: "x", count: 100_000)
        #expect(try parseAlert(["-b", label]).configuration.buttons.first?.label.count == 100_000)
    }

    /// A hyphen carrying a combining mark is one character that is not "-"; byte for byte it
    /// starts an option, which is then refused as unknown rather than taken as text.
    @Test func aHyphenWithACombiningMarkIsAnUnknownOption() {
        #expect(usageError(["-\u{301}x"]) == "unknown option '-\u{301}x'")
    }

    @Test func editDistanceCountsCharacterEdits() {
        #expect(CommandLineParser.editDistance("buton", "button") == 1)
        #expect(CommandLineParser.editDistance("", "abc") == 3)
        #expect(CommandLineParser.editDistance("abc", "") == 3)
        #expect(CommandLineParser.editDistance("style", "style") == 0)
    }
}
