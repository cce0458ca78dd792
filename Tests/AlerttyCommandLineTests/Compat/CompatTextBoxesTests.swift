import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// dialog's `--editbox`, `--tailbox`, `--tailboxbg`, `--pause` and `--rangebox`: parsed, and
/// answered as dialog 1.3-20230209 answers (measured on a pseudo-terminal).
@Suite struct CompatTextBoxesTests {
    func request(_ arguments: [String], _ dialect: CompatDialect = .dialog) throws -> CompatRequest {
        try compatRequest(arguments, dialect)
    }

    func error(_ arguments: [String], _ dialect: CompatDialect = .dialog) -> CompatError? {
        compatError(arguments, dialect)
    }

    /// The answer and status after `keys` (and time passing to `elapsed`, if given).
    func answer(_ request: CompatRequest, keys: [Key], elapsed: Double? = nil) -> (String?, Int32) {
        var state = AlertState(configuration: request.configuration, size: TerminalSize(columns: 80, rows: 24))
        var outcome: Outcome?
        for key in keys where outcome == nil {
            if case .finish(let ended) = state.handle(.key(key)) { outcome = ended }
        }
        if outcome == nil, let elapsed, case .finish(let ended) = state.handle(.tick(elapsed: elapsed)) {
            outcome = ended
        }
        guard let outcome else { return (nil, -1) }
        return (
            CompatAnswer.text(for: outcome, state: state, request: request),
            CompatAnswer.status(for: outcome, request: request)
        )
    }

    /// An edit box holding `text` as its file did.
    func editBox(holding text: String, _ options: [String] = []) throws -> CompatRequest {
        var request = try request(options + ["--editbox", "/some/file", "10", "40"])
        CompatEditBox.load(text, into: &request)
        return request
    }

    @Test func anEditBoxNamesItsFileAndHasOKAndCancel() throws {
        let request = try request(["--editbox", "/etc/hosts", "10", "40"])
        #expect(request.box == .editbox && request.textFile == "/etc/hosts")
        #expect(request.roles == [.ok, .cancel])
        #expect(request.configuration.textAreas.count == 1 && request.configuration.textAreas[0].cursorAtTop)
        #expect(request.configuration.textAreas[0].rows == 4, "dialog's: the height less six")
        #expect(try self.request(["--editbox", "f", "0", "0"]).configuration.textAreas[0].rows == nil)
        #expect(error(["--editbox", "f", "10", "40", "x"])?.status == 255, "dialog takes exactly three")
        #expect(error(["--editbox", "f", "10", "40"], .whiptail)?.status == 1, "whiptail has none")
    }

    /// Measured: OK writes every line with its newline, whether or not the file ended with one;
    /// an empty file (or one newline) is a newline; trailing empty lines are kept.
    @Test(arguments: [
        ("line one\nline two\n", "line one\nline two\n"), ("no newline", "no newline\n"), ("", "\n"), ("\n", "\n"),
        ("a\n\n", "a\n\n"), ("a\n\nb", "a\n\nb\n"), ("UUID=1\t/\text4\n", "UUID=1\t/\text4\n"),
        // A file that holds the tab's sign already keeps it, and its tabs become spaces.
        ("\u{2409}\tx", "\u{2409}    x\n"),
    ])
    func anEditBoxAnswersItsLinesEachWithANewline(_ file: String, _ written: String) throws {
        #expect(answer(try editBox(holding: file), keys: [.tab, .enter]) == (written, 0))
    }

    /// The cursor starts at the top; Enter breaks the line; Tab goes to OK, then Cancel, then
    /// back to the text; Escape is 255; Extra and Help write nothing.
    @Test func anEditBoxsKeysAreDialogs() throws {
        let box = try editBox(holding: "line one\nline two\n")
        #expect(
            answer(box, keys: [.character("X"), .enter, .character("Y"), .tab, .enter]) == (
                "X\nYline one\nline two\n", 0
            ))
        #expect(answer(box, keys: [.backspace, .down, .backspace, .tab, .enter]) == ("line oneline two\n", 0))
        #expect(answer(box, keys: [.down, .end, .character("Z"), .tab, .enter]) == ("line one\nline twoZ\n", 0))
        #expect(answer(box, keys: [.tab, .tab, .enter]) == (nil, 1))
        #expect(answer(box, keys: [.tab, .tab, .tab, .character("Q"), .tab, .enter]) == ("Qline one\nline two\n", 0))
        #expect(answer(box, keys: [.escape]) == (nil, 255))
        #expect(answer(try editBox(holding: "x", ["--extra-button"]), keys: [.tab, .tab, .enter]) == (nil, 3))
        #expect(answer(try editBox(holding: "x", ["--help-button"]), keys: [.tab, .tab, .tab, .enter]) == (nil, 2))
    }

    @Test func aTailBoxFollowsItsFileFromTheEndUntilEXIT() throws {
        var request = try request(["--tailbox", "/var/log/syslog", "10", "40"])
        #expect(request.textFile == "/var/log/syslog" && request.roles == [.ok])
        #expect(request.configuration.buttons.map(\.label) == ["EXIT"])
        CompatTailBox.follow("/var/log/syslog", into: &request.configuration)
        let source = try #require(request.configuration.pager)
        #expect(source.origin == .file("/var/log/syslog") && source.follows && source.opensAtEnd)
        #expect(source.rows == 7, "dialog's text rows (the height less four) and the status row")
        #expect(try self.request(["--tailbox", "f", "0", "0"]).configuration.pager?.rows == nil)
        #expect(answer(request, keys: [.enter]) == (nil, 0))
        #expect(answer(request, keys: [.escape]) == (nil, 255))
        #expect(error(["--tailbox", "f", "10", "40", "x"])?.status == 255)
    }

    @Test func aBackgroundTailBoxParsesWithOrWithoutNoKill() throws {
        let request = try request(["--tailboxbg", "/var/log/syslog", "10", "40"])
        #expect(request.box == .tailboxbg && request.textFile == "/var/log/syslog")
        #expect(try self.request(["--no-kill", "--tailboxbg", "f", "10", "40"]).box == .tailboxbg)
        #expect(error(["--tailboxbg", "f", "10", "40"], .whiptail)?.status == 1)
    }

    /// dialog shows N, N-1, … 0 for a second each, then answers OK (0); 0 and negative seconds
    /// show 0 for a second.
    @Test(arguments: [("2", 2), ("0", 0), ("-3", 0), ("9223372036854775807", 31_535_999)])
    func aPauseCountsDownToZeroASecondEach(_ seconds: String, _ shown: Int) throws {
        let request = try request(["--pause", "Wait", "10", "40", seconds])
        #expect(request.configuration.countdownBar == shown)
        #expect(request.configuration.timeout == Double(shown + 1))
        #expect(request.configuration.timeoutAnswer == 0 && request.roles == [.ok, .cancel])
    }

    @Test func aPauseKeepsItsOwnTimeWhateverTimeoutSays() throws {
        let request = try request(["--timeout", "2", "--pause", "Wait", "10", "40", "6"])
        #expect(request.configuration.timeout == 7 && request.configuration.timeoutAnswer == 0)
    }

    @Test func aPauseThatRunsOutAnswersOK() throws {
        let request = try request(["--pause", "Wait", "10", "40", "2"])
        #expect(answer(request, keys: [], elapsed: 2.9) == (nil, -1), "0 shows for the third second")
        #expect(answer(request, keys: [], elapsed: 3) == (nil, 0))
        #expect(answer(request, keys: [.enter]) == (nil, 0))
        #expect(answer(request, keys: [.character(" ")]) == (nil, 0))
        #expect(answer(request, keys: [.tab, .enter]) == (nil, 1))
        #expect(answer(request, keys: [.right, .enter]) == (nil, 1))
        #expect(answer(request, keys: [.tab, .tab, .enter]) == (nil, 0))
        #expect(answer(request, keys: [.escape]) == (nil, 255))
    }

    @Test(arguments: [
        ["--pause", "t", "10", "40"], ["--pause", "t", "10", "40", "x"], ["--pause", "t", "10", "40", "1", "2"],
    ])
    func aPauseNeedsItsSecondsAlone(_ arguments: [String]) {
        #expect(error(arguments)?.status == 255)
    }

    /// Measured: Up and `-` take one off, Down and `+` add one, Page Up and Down a slider cell's
    /// values (3 for 0–100 in a box 40 wide), Home and End the ends; OK is focused with the
    /// number, so Tab Enter is Cancel and Space is OK.
    static let steps: [(keys: [Key], written: String)] = [
        ([.enter], "25"), ([.up, .up, .enter], "23"), ([.down, .down, .down, .enter], "28"),
        ([.character("-"), .character("+"), .character("+"), .enter], "26"), ([.pageUp, .enter], "22"),
        ([.pageDown, .enter], "28"), ([.home, .enter], "0"), ([.end, .enter], "100"), ([.end, .down, .enter], "100"),
        ([.character(" ")], "25"), ([.tab, .tab, .enter], "25"),
    ]

    @Test(arguments: steps.indices)
    func aRangeBoxSteps(_ index: Int) throws {
        let request = try request(["--rangebox", "Pick", "10", "40", "0", "100", "25"])
        #expect(answer(request, keys: Self.steps[index].keys) == (Self.steps[index].written, 0))
    }

    @Test func aRangeBoxsCancelAndEscapeWriteNothing() throws {
        let request = try request(["--rangebox", "Pick", "10", "40", "0", "100", "25"])
        #expect(answer(request, keys: [.tab, .enter]) == (nil, 1))
        #expect(answer(request, keys: [.escape]) == (nil, 255))
    }

    /// As dialog: a maximum under the minimum is the minimum, a default outside the range is
    /// held within it, and a maximum or default left out is 0.
    @Test(arguments: [
        (["50", "10", "30"], "50"), (["0", "100", "200"], "100"), (["0", "100", "-5"], "0"), (["3"], "3"),
        (["0", "100"], "0"), (["-10", "10", "-3"], "-3"),
    ])
    func aRangeBoxHoldsItsDefaultWithinTheRange(_ numbers: [String], _ written: String) throws {
        let request = try request(["--rangebox", "Pick", "10", "40"] + numbers)
        #expect(answer(request, keys: [.enter]) == (written, 0))
    }

    /// 32-bit numbers, as dialog's; stepping at their ends never overflows.
    @Test func aRangeBoxAtTheIntegerLimitsSteps() throws {
        let request = try request(["--rangebox", "t", "10", "40", "-2147483648", "2147483647", "0"])
        #expect(answer(request, keys: [.end, .down, .enter]) == ("2147483647", 0))
        #expect(answer(request, keys: [.home, .up, .pageUp, .enter]) == ("-2147483648", 0))
        for numbers in [["2147483648"], ["x"], ["0", "9223372036854775807"], ["1", "2", "3", "4"], []] {
            #expect(error(["--rangebox", "t", "10", "40"] + numbers)?.status == 255, "\(numbers)")
        }
    }

    /// Page Up and Page Down move as dialog's slider does: by the values a cell holds, or by
    /// the cells a value takes where there are fewer values than cells.
    @Test func aRangeBoxsPageIsDialogsSliderCell() {
        #expect(CompatRangeBox.pageStep(0...100, boxWidth: 40) == 3)
        #expect(CompatRangeBox.pageStep(0...10, boxWidth: 40) == 3)
        #expect(CompatRangeBox.pageStep(0...33, boxWidth: 40) == 1)
        #expect(CompatRangeBox.pageStep(Int(Int32.min)...Int(Int32.max), boxWidth: 0) > 0)
    }
}
