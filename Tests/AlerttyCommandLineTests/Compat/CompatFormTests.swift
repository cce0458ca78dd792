import Testing

@testable import AlerttyCommandLine
@testable import AlerttyKit

/// dialog's `--form`, `--mixedform` and `--passwordform`, as measured on dialog 1.3-20230209.
@Suite struct CompatFormTests {
    func request(_ arguments: [String]) throws -> CompatRequest { try compatRequest(arguments, .dialog) }

    func error(_ arguments: [String], _ dialect: CompatDialect = .dialog) -> CompatError? {
        compatError(arguments, dialect)
    }

    /// Types `keys` into the box, then presses the button that plays `role` if the keys did not
    /// end it; what dialog would write, and its status (-1 while the box is still open).
    func answer(_ request: CompatRequest, _ keys: [Key], pressing role: CompatRequest.ButtonRole? = nil) -> (
        text: String?, status: Int32
    ) {
        var state = AlertState(configuration: request.configuration, size: TerminalSize(columns: 80, rows: 24))
        var ending: Outcome?
        for key in keys where ending == nil {
            if case .finish(let outcome) = state.handle(.key(key)) { ending = outcome }
        }
        if let role, ending == nil { ending = request.roles.firstIndex(of: role).map(Outcome.chosen) }
        guard let ending else { return (nil, -1) }
        return (
            CompatAnswer.text(for: ending, state: state, request: request),
            CompatAnswer.status(for: ending, request: request)
        )
    }

    func typed(_ text: String) -> [Key] { text.unicodeScalars.map { Key.character($0) } }

    let twoRows = [
        "--form", "Fill in", "15", "50", "4", "Name:", "1", "1", "bob", "1", "10", "20", "0", "City:", "2", "1", "",
        "2",
        "10", "20", "0",
    ]

    @Test func aFormIsARowAFieldWithItsItemAsTheValue() throws {
        let form = try request(twoRows)
        let fields = form.configuration.fields
        #expect(fields.map(\.label) == ["Name:", "City:"])
        #expect(fields.map(\.initialValue) == ["bob", ""])
        #expect(fields.allSatisfy { $0.kind == .text && !$0.isReadOnly && $0.maximumLength == nil })
        #expect(form.configuration.fieldsArrangement.isForm && form.configuration.fieldsArrangement.formRows == 4)
        #expect(form.roles == [.ok, .cancel] && form.tags == ["Name:", "City:"])
        #expect(form.unansweredFields.isEmpty && form.outputSeparator == "\n")
    }

    /// The cursor starts at a field's start (`x` before `bob`); Down goes to the next field;
    /// each value is followed by a newline, the empty one too.
    @Test func theAnswerIsEachValueAndANewline() throws {
        let form = try request(twoRows)
        #expect(answer(form, typed("x") + [.down] + typed("yz") + [.enter]) == ("xbob\nyz\n", 0))
        #expect(answer(form, [.enter]) == ("bob\n\n", 0), "Enter in a field is OK")
        #expect(answer(form, typed("x"), pressing: .cancel) == (nil, 1))
        var state = AlertState(configuration: form.configuration)
        #expect(state.handle(.key(.escape)) == .finish(.dismissed))
    }

    /// Up and Down go round the fields; Tab goes to OK, then Cancel, then back to the field it
    /// left; Shift-Tab to Cancel; the arrows on a button stay among the buttons.
    @Test func theKeysMoveAsInDialogsForm() throws {
        let three = try request(
            [
                "--form", "F", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "20", "0", "B:", "2", "1", "b", "2",
                "10", "20", "0", "C:", "3", "1", "c", "3", "10", "20", "0",
            ])
        #expect(answer(three, [.up] + typed("x") + [.enter]).text == "a\nb\nxc\n", "Up from the first: the last")
        #expect(answer(three, [.down, .down, .down] + typed("x") + [.enter]).text == "xa\nb\nc\n")
        #expect(answer(three, [.down, .tab, .tab, .tab] + typed("x") + [.enter]).text == "a\nxb\nc\n")
        #expect(answer(three, [.tab, .enter]) == ("a\nb\nc\n", 0))
        #expect(answer(three, [.tab, .tab, .enter]) == (nil, 1))
        #expect(answer(three, [.backTab, .enter]) == (nil, 1))
        #expect(answer(three, [.tab, .down, .enter]) == (nil, 1), "Down on OK: Cancel, not a field")
        #expect(answer(three, [.tab, .down, .down, .enter]) == ("a\nb\nc\n", 0), "round the buttons")
        // Back in a field the cursor starts at its start again.
        #expect(answer(three, typed("x") + [.down, .up] + typed("y") + [.enter]).text == "yxa\nb\nc\n")
    }

    /// A field of length 0 or less is read-only and not answered; the keys pass it by.
    @Test func fieldsOfNoLengthAreReadOnlyAndLeftOut() throws {
        let form = try request(
            [
                "--form", "F", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "0", "0", "B:", "2", "1", "bb", "2",
                "10", "-5", "0", "C:", "3", "1", "c", "3", "10", "5", "0", "D:", "4", "1", "dd", "4", "10", "5", "3",
            ])
        #expect(form.configuration.fields.map(\.isReadOnly) == [true, true, false, false])
        #expect(form.unansweredFields == [0, 1])
        #expect(
            answer(form, typed("x") + [.down] + typed("y") + [.down] + typed("z") + [.down] + typed("w") + [.enter])
                .text == "zxc\nwydd\n")
        // Every row read-only: the buttons have the focus.
        let shown = try request(["--form", "F", "12", "50", "2", "A:", "1", "1", "a", "1", "10", "0", "0"])
        #expect(AlertState(configuration: shown.configuration).focusedButton == 0)
        #expect(answer(shown, [.tab, .enter]) == (nil, 1))
    }

    /// itype: bit 0 hides the text, bit 1 makes the row read-only; read-only rows with a length
    /// are answered.
    @Test func aMixedFormsRowsSayWhatTheyAre() throws {
        let mixed = try request(
            [
                "--mixedform", "M", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "20", "0", "0", "B:", "2", "1",
                "b",
                "2", "10", "20", "0", "2", "C:", "3", "1", "c", "3", "10", "20", "0", "1", "D:", "4", "1", "d", "4",
                "10", "20", "0", "3",
            ])
        let fields = mixed.configuration.fields
        #expect(fields.map(\.kind) == [.text, .text, .secure, .secure])
        #expect(fields.map(\.isReadOnly) == [false, true, false, true])
        #expect(
            answer(mixed, typed("x") + [.down] + typed("y") + [.down] + typed("z") + [.down] + typed("w") + [.enter])
                .text == "zxa\nb\nwyc\nd\n")
    }

    @Test func aPasswordFormHidesEveryField() throws {
        let form = try request(
            [
                "--passwordform", "P", "12", "50", "3", "User:", "1", "1", "root", "1", "10", "20", "0", "Pass:", "2",
                "1", "pw", "2", "10", "20", "0",
            ])
        #expect(form.configuration.fields.allSatisfy { $0.kind == .secure })
        #expect(answer(form, typed("x") + [.down] + typed("y") + [.enter]).text == "xroot\nypw\n")
    }

    /// The item is cut to ilen bytes (flen where ilen is 0), never inside a character; what is
    /// typed has no limit.
    @Test func theItemIsCutToItsInputLength() throws {
        func item(_ text: String, flen: String, ilen: String) throws -> String {
            try request(["--form", "F", "12", "50", "1", "A:", "1", "1", text, "1", "10", flen, ilen])
                .configuration.fields[0].initialValue
        }
        #expect(try item("abcdef", flen: "5", ilen: "3") == "abc")
        #expect(try item("abcdefgh", flen: "5", ilen: "0") == "abcde")
        #expect(try item("abcdefgh", flen: "0", ilen: "3") == "abcdefgh", "read-only: shown whole")
        #expect(try item("héllo", flen: "5", ilen: "2") == "h", "é is two bytes")
        let short = try request(["--form", "F", "12", "50", "1", "A:", "1", "1", "c", "1", "10", "5", "3"])
        #expect(answer(short, typed("123456789") + [.enter]).text == "123456789c\n")
    }

    @Test func helpAndExtraButtons() throws {
        let help = try request(["--help-button"] + twoRows)
        #expect(help.roles == [.ok, .cancel, .help])
        #expect(answer(help, [.down], pressing: .help) == ("HELP City:", 2))
        let status = try request(["--help-status", "--help-button"] + twoRows)
        #expect(answer(status, [], pressing: .help).text == "HELP Name:\nbob\n\n")
        let extra = try request(["--extra-button"] + twoRows)
        #expect(answer(extra, typed("x"), pressing: .extra) == ("xbob\n\n", 3))
        let itemHelp = try request(
            [
                "--item-help", "--help-button", "--form", "T", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "20",
                "0", "the help",
            ])
        #expect(itemHelp.configuration.fields.count == 1)
        #expect(answer(itemHelp, [], pressing: .help).text == "HELP the help")
    }

    @Test func theOutputSeparatorFollowsEachValue() throws {
        let form = try request(["--output-separator", "::", "--help-status", "--help-button"] + twoRows)
        #expect(answer(form, [], pressing: .ok).text == "bob::::")
        #expect(answer(form, [], pressing: .help).text == "HELP Name:::bob::::")
    }

    @Test func theDefaultItemAndButtonChooseWhereTheFocusStarts() throws {
        let item = try request(["--default-item", "City:"] + twoRows)
        #expect(answer(item, typed("q") + [.enter]).text == "bob\nq\n")
        let button = try request(["--default-button", "cancel"] + twoRows)
        #expect(AlertState(configuration: button.configuration).focusedButton == 1)
    }

    /// More rows than the form's height: the view follows the focus, and Down on the last field
    /// does not go round to a first that is out of view.
    @Test func aTallFormScrolls() throws {
        let tall = try request(
            [
                "--form", "S", "12", "50", "2", "A:", "1", "1", "a", "1", "10", "20", "0", "B:", "2", "1", "b", "2",
                "10", "20", "0", "C:", "3", "1", "c", "3", "10", "20", "0", "D:", "4", "1", "d", "4", "10", "20", "0",
            ])
        #expect(answer(tall, [.down, .down, .down, .down] + typed("x") + [.enter]).text == "a\nb\nc\nxd\n")
        #expect(answer(tall, [.up] + typed("x") + [.enter]).text == "xa\nb\nc\nd\n")
        var state = AlertState(configuration: tall.configuration, size: TerminalSize(columns: 80, rows: 24))
        for key in [Key.down, .down] { _ = state.handle(.key(key)) }
        let rows = AlertView.frame(for: state).text
        #expect(rows.contains { $0.contains("C: c") } && !rows.contains { $0.contains("A: a") })
    }

    @Test func badCallsAreUsageErrors() {
        let rows = ["A:", "1", "1", "a", "1", "10", "20", "0"]
        #expect(error(["--form", "F", "12", "50", "x"] + rows)?.status == 255, "a form height that is no number")
        #expect(error(["--form", "F", "12", "50", "2"])?.status == 255, "no rows")
        #expect(error(["--form", "F", "12", "50", "2"] + rows.dropLast())?.status == 255)
        #expect(error(["--form", "F", "12", "50", "2"] + rows + ["B:"])?.status == 255)
        #expect(error(["--mixedform", "F", "12", "50", "2"] + rows)?.message.contains("groups of 9") == true)
        for box in ["--form", "--mixedform", "--passwordform"] {
            #expect(
                error([box, "F", "12", "50", "2"] + rows, .whiptail)
                    == CompatError(status: 1, message: "\(box): unknown option"))
        }
    }

    /// dialog reads a row's numbers as C's atoi: leading digits, else 0.
    @Test func rowNumbersAreReadAsDialogReadsThem() {
        #expect(CompatFormBox.leadingNumber("2x") == 2)
        #expect(CompatFormBox.leadingNumber("x") == 0)
        #expect(CompatFormBox.leadingNumber(" -5") == -5)
        #expect(CompatFormBox.leadingNumber("") == 0)
        #expect(CompatFormBox.leadingNumber("99999999999999999999999") == 1_000_000_000)
        #expect(CompatFormBox.leadingNumber("-9223372036854775808") == -1_000_000_000)
    }

    /// Escape sequences, invalid UTF-8 (as the decoder replaces it) and huge numbers: drawn
    /// inert, never trapping.
    @Test func hostileRowsDrawInert() throws {
        let form = try request(
            [
                "--form", "\u{1B}[2J", "9223372036854775807", "-9223372036854775808", "9223372036854775807",
                "\u{1B}]0;x\u{07}", "1", "1", "\u{1B}[31mred\u{FFFD}", "1", "10", "9223372036854775807",
                "-9223372036854775808",
            ])
        for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 3, rows: 2)] {
            var state = AlertState(configuration: form.configuration, size: size)
            for key in [Key.down, .up, .tab, .backTab, .pageDown, .character("x")] { _ = state.handle(.key(key)) }
            let frame = AlertView.frame(for: state)
            #expect(!frame.text.joined().unicodeScalars.contains("\u{1B}"))
        }
        #expect(answer(form, [.enter]).text == "\u{1B}[31mred\u{FFFD}\n", "the value as given")
    }
}
