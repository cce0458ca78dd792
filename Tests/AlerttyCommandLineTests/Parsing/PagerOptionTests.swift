import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

@Suite struct PagerOptionTests {
    @Test func pagerAndFollowNameTheirFileAndTakeTheScreensWidth() throws {
        let paged = try parseAlert(["--title", "Log", "--pager", "/var/log/install.log", "-b", "Close"]).configuration
        #expect(paged.pager == PagerSource(.file("/var/log/install.log")))
        #expect(paged.appearance.maximumWidth == .max)
        #expect(paged.inputOrder[0] == .pager)
        let followed = try parseAlert(["--follow", "app.log", "--width", "70"]).configuration
        #expect(followed.pager == PagerSource(.file("app.log"), follows: true))
        #expect(followed.appearance.maximumWidth == 70)
        #expect(try parseAlert(["--pager", "-"]).configuration.pager == PagerSource(.standardInput))
    }

    @Test func aPagerAnswersNothingSoTheButtonIsTheAnswer() throws {
        let configuration = try parseAlert(["--pager", "notes.txt", "-b", "Close"]).configuration
        #expect(configuration.inputs.isEmpty)
        #expect(configuration.asksOnlyForAButton)
    }

    static let errors: [([String], String)] = [
        (
            ["--follow", "-"],
            "--follow needs a file, not standard input; use --pager -, which shows a pipe's lines as they come"
        ),
        (["--pager", ""], "--pager needs a file to show; name one (--pager - reads standard input)"),
        (
            ["--pager", "a", "--follow", "b"],
            "an alert shows one --pager or --follow; show the other file in an alert of its own"
        ),
        (
            ["--pager", "-", "--message", "-"],
            "--pager - and --message -, --answers - or --progress cannot all read standard input; give the other as text or a file"
        ),
        (
            ["--pager", "-", "--answers", "-"],
            "--pager - and --message -, --answers - or --progress cannot all read standard input; give the other as text or a file"
        ),
        (
            ["--progress", "--pager", "log"],
            "a progress alert asks nothing, so it takes no --input, --secure, --text-area, --choice, --choices-from, --checkbox, --file, --directory, --date, --time or --pager; ask in an alert of its own"
        ),
    ]

    @Test(arguments: errors)
    func pagerMistakesAreUsageErrorsThatNameTheFix(_ arguments: [String], _ message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func describeNamesThePagersFile() throws {
        let configuration = try parseAlert(["--follow", "/tmp/a \"b\".log", "-b", "Close"]).configuration
        let text = AlertDescription.json(of: configuration, id: "log")
        #expect(text.contains(#""pager":{"file":"/tmp/a \"b\".log","follow":true}"#))
    }
}
