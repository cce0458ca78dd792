import AlerttyCommandLine
import Testing

@testable import AlerttyKit

/// Names, answers books, recordings, descriptions and shell answers: a whole script answered.
@Suite struct WholeScriptTests {
    func configuration(_ arguments: [String]) throws -> AlertConfiguration {
        try parseAlert(arguments).configuration
    }

    @Test func namesAreShortASCIIWordsAndAreMadeFromTheTitleWhenNotGiven() throws {
        #expect(AlertID.isValid("hostname") && AlertID.isValid("net.dns-1_a"))
        #expect(!AlertID.isValid("") && !AlertID.isValid("a b") && !AlertID.isValid("é"))
        #expect(!AlertID.isValid(String(repeating: "a", count: AlertID.longest + 1)))
        #expect(AlertID.derived(kind: "alert", title: "Host name?", text: nil) == "alert.host-name")
        #expect(
            AlertID.derived(kind: "menu", title: nil, text: "Choose a DNS server:\nmore") == "menu.choose-a-dns-server")
        #expect(AlertID.derived(kind: "yesno", title: "日本語？", text: nil) == "yesno", "nothing ASCII: the kind alone")
        #expect(AlertID.derived(kind: "alert", title: "¿Sí?", text: nil) == "alert.s")
        let long = AlertID.derived(kind: "alert", title: String(repeating: "word ", count: 40), text: nil)
        #expect(AlertID.isValid(long) && !long.hasSuffix("-"))
        func name(_ given: String?, _ environment: String?) throws -> AlertName {
            try AlertName(given: given, environment: environment, kind: "alert", title: "T", text: nil)
        }
        #expect(try name("a", "b").value == "a" && name(nil, "b").value == "b" && name(nil, "b").given == "b")
        #expect(try name(nil, "").value == "alert.t" && name(nil, nil).given == nil)
        #expect(throws: UsageError.self) { try name(nil, "no way") }
        #expect(AlertName(madeFor: "msgbox", title: "Done!", text: nil).value == "msgbox.done")
        #expect(usageError(["--id", "a/b"])?.contains("--id 'a/b' is not a name alertty takes") == true)
    }

    @Test func aBookIsObjectsOfEntriesKeyedByIdAndALaterLineReplacesAnEarlierOne() throws {
        func book(_ text: String) throws -> AnswerBook? {
            try AnswerBook.from(try JSONValue.parseSequence(utf8: Array(text.utf8)), source: "--answers")
        }
        #expect(try book(#"{"button":"OK"}"#) == nil, "one alert's answer")
        #expect(try book(#"{"fields":[]}"#) == nil, "not keyed either: read as one alert's, and refused there")
        let lines = try #require(try book(#"{"a":{"button":"X"}} {"b":{}}"# + "\n" + #"{"a":{"button":"Y"}}"#))
        #expect(lines.ids == ["a", "b"])
        #expect(lines.answer(for: "a")?["button"] == .string("Y"))
        #expect(throws: UsageError.self) { try book(#"{"bad id":{}}"#) }
        let run = try #require(try book(#"{"a":{},"b":{},"c":{},"d":{}}"#))
        #expect(run.skipped(before: "c", taken: ["a"]) == ["b"])
        #expect(run.skipped(before: "b", taken: ["a"]).isEmpty)
        #expect(run.skipped(before: "d", taken: ["a", "c"]).isEmpty, "b was reported at c already")
        #expect(run.skipped(before: "a", taken: []).isEmpty)
    }

    @Test func aMessageNamesAFewIdsAndHowManyMore() throws {
        let million = (0..<1_000_000).map { "entry-\($0)" }
        #expect(
            AnswerBook.fewOf(million)
                == "'entry-0', 'entry-1', 'entry-2', 'entry-3', 'entry-4' and 999995 more")
        #expect(AnswerBook.fewOf(["a", "b"]) == "'a', 'b'")
        let book = try #require(
            try AnswerBook.from(
                [.object(million.prefix(1000).map { (key: $0, value: JSONValue.object([])) })], source: "--answers"))
        #expect(book.someIDs.hasSuffix("'entry-4' and 995 more"))
    }

    @Test func anAlertTakesItsOwnEntryAndOneWithoutAnEntryFailsClosed() throws {
        let alert = try configuration([
            "-t", "Login", "-i", "User", "--secure", "Token", "-b", "Cancel", "-s", "cancel", "-b", "Go",
        ])
        let book =
            #"{"login":{"fields":[{"label":"User","value":"ada"},{"label":"Token","value_from_env":"TOK"}]},"other":{}}"#
        let preset = try PresetAnswer.fromAnswers(
            utf8: Array(book.utf8), source: .answersEnvironment, in: alert, id: "login",
            environment: { $0 == "TOK" ? "s3cret" : nil })
        #expect(preset.buttonIndex == 1 && preset.values == ["ada", "s3cret"], "no button: the default one")
        #expect(preset.book?.ids == ["login", "other"])
        func failure(_ text: String, id: String = "login") -> UsageError? {
            do {
                _ = try PresetAnswer.fromAnswers(
                    utf8: Array(text.utf8), source: .answersEnvironment, in: alert, id: id, environment: { _ in nil })
                return nil
            } catch { return error }
        }
        let missing = failure(book, id: "dns")
        #expect(missing?.status == ExitStatus.noTerminal)
        #expect(missing?.message.contains("no answer for the alert 'dns' (it answers 'login', 'other')") == true)
        #expect(failure(book)?.status == ExitStatus.noTerminal, "$TOK is not set")
        let recorded =
            #"{"login":{"button":"Go","fields":[{"label":"User","value":"ada"},{"label":"Token","value":null}]}}"#
        #expect(
            failure(recorded)?.message.hasSuffix(
                #"give it as {"label": "Token", "value_from_env": "ALERTTY_SECRET_LOGIN_TOKEN"}"#) == true,
            "a recording made before secrets were named is told the name one makes now")
        #expect(failure(recorded)?.status == ExitStatus.noTerminal)
        let notAName = #"{"login":{"fields":[{"label":"Token","value_from_env":"A\u001b[2J"}]}}"#
        #expect(failure(notAName)?.status == ExitStatus.usage, "a name no variable has is a mistake in the file")
        #expect(failure(notAName)?.message.contains("which is not a variable's name") == true)
        let wrong = #"{"login":{"button":"Nope"}}"#
        #expect(failure(wrong)?.status == ExitStatus.usage, "a broken entry is a usage error, as for one alert")
    }

    @Test func aRecordingHoldsTheEntryWithEverySecretNamingAVariable() throws {
        let alert = try configuration(["-i", "User", "--value", "ada", "--secure", "Token", "-c", "eu", "--selected"])
        var state = AlertState(configuration: alert)
        state.replaceField(1, with: "s3cret")
        let line = try #require(Answer.recordedLine(id: "login", outcome: .chosen(0), state: state))
        #expect(
            line
                == #"{"login":{"button":"OK","index":0,"status":0,"fields":[{"label":"User","value":"ada"},{"label":"Token","value_from_env":"ALERTTY_SECRET_LOGIN_TOKEN"}],"choices":["eu"]}}"#
                + "\n")
        #expect(!line.contains("s3cret"))
        #expect(Answer.recordedLine(id: "login", outcome: .dismissed, state: state) == nil)
        #expect(Answer.recordedLine(id: "login", outcome: .timedOut, state: state) == nil)
    }

    /// `ALERTTY_SECRET_`, the id and the label, each upper-cased with every other run of
    /// characters one `_`; a label that makes no word, or one an earlier field has, is its number.
    @Test func aSecretsVariableIsMadeFromTheIdAndTheLabelAndIsAShellName() throws {
        func names(_ id: String, _ arguments: [String]) throws -> [String?] {
            SecretVariable.names(for: try configuration(arguments), id: id)
        }
        #expect(try names("sign-in", ["-i", "User", "--secure", "Token"]) == [nil, "ALERTTY_SECRET_SIGN_IN_TOKEN"])
        #expect(
            try names("alert.sign_in", ["--secure", "API key (v2)"]) == ["ALERTTY_SECRET_ALERT_SIGN_IN_API_KEY_V2"])
        #expect(
            try names("x", ["--secure", "Token", "--secure", "token!", "--secure", "パスワード"]) == [
                "ALERTTY_SECRET_X_TOKEN", "ALERTTY_SECRET_X_2", "ALERTTY_SECRET_X_3",
            ])
        #expect(try names("---", ["--secure", "PIN"]) == ["ALERTTY_SECRET_PIN"], "an id with no word")
        #expect(try names("1st", ["--secure", "9"]) == ["ALERTTY_SECRET_1ST_9"])
        let long = try #require(try names("a", ["--secure", String(repeating: "word ", count: 100)])[0])
        #expect(long.utf8.count <= "ALERTTY_SECRET_A_".utf8.count + SecretVariable.longestLabelWord)
        #expect(!long.hasSuffix("_"))
        #expect(SecretVariable.isName(long) && SecretVariable.isName("_x9") && SecretVariable.isName("DEPLOY_TOKEN"))
        #expect(!SecretVariable.isName("") && !SecretVariable.isName("9A") && !SecretVariable.isName("A-B"))
        #expect(!SecretVariable.isName("A=B") && !SecretVariable.isName("É") && !SecretVariable.isName("A\u{1B}[2J"))
    }

    /// The recording replays as it stands once the variable is set; unset, the run fails closed
    /// (69) naming the alert, the field and the variable.
    @Test func aRecordedSecretIsTakenFromTheVariableItNames() throws {
        let alert = try configuration(["--id", "sign-in", "--secure", "Token", "--required"])
        var state = AlertState(configuration: alert)
        state.replaceField(0, with: "s3cret")
        let line = try #require(Answer.recordedLine(id: "sign-in", outcome: .chosen(0), state: state))
        func replay(_ environment: [String: String]) -> Result<[String], UsageError> {
            Result { () throws(UsageError) in
                try PresetAnswer.fromAnswers(
                    utf8: Array(line.utf8), source: .answersEnvironment, in: alert, id: "sign-in",
                    environment: { environment[$0] }
                ).values
            }
        }
        #expect(try replay(["ALERTTY_SECRET_SIGN_IN_TOKEN": "t0ken"]).get() == ["t0ken"])
        for (environment, said) in [([:], "not set"), (["ALERTTY_SECRET_SIGN_IN_TOKEN": ""], "empty")] {
            guard case .failure(let error) = replay(environment) else {
                Issue.record("replayed without the secret")
                continue
            }
            #expect(error.status == ExitStatus.noTerminal)
            #expect(
                error.message
                    == "ALERTTY_ANSWERS: the alert 'sign-in' needs its field 'Token' from $ALERTTY_SECRET_SIGN_IN_TOKEN, "
                    + "which is \(said); set it, or answer the alert at a terminal without ALERTTY_ANSWERS")
        }
    }

    /// A dialect's password boxes record and replay as a `--secure` field does.
    @Test func aDialectsPasswordRecordsTheVariableToo() throws {
        let box = try compatRequest(["--passwordbox", "Password?", "8", "40"], .whiptail).configuration
        var state = AlertState(configuration: box)
        state.replaceField(0, with: "pw")
        let line = try #require(Answer.recordedLine(id: "passwordbox.password", outcome: .chosen(0), state: state))
        #expect(line.contains(#"{"label":"","value_from_env":"ALERTTY_SECRET_PASSWORDBOX_PASSWORD_1"}"#), "\(line)")
        let replayed = try PresetAnswer.fromAnswers(
            utf8: Array(line.utf8), source: .answersEnvironment, in: box, id: "passwordbox.password",
            environment: { $0 == "ALERTTY_SECRET_PASSWORDBOX_PASSWORD_1" ? "pw" : nil })
        #expect(replayed.values == ["pw"])
        do {
            _ = try PresetAnswer.fromAnswers(
                utf8: Array(line.utf8), source: .answersEnvironment, in: box, id: "passwordbox.password")
            Issue.record("replayed without the password")
        } catch {
            #expect(error.message.contains("the alert 'passwordbox.password' needs its unlabelled field from $"))
        }
        let form = try compatRequest(
            [
                "--passwordform", "Sign in", "12", "50", "2", "User:", "1", "1", "", "1", "10", "20", "0", "Pass:", "2",
                "1", "", "2", "10", "20", "0",
            ], .dialog
        ).configuration
        #expect(
            SecretVariable.names(for: form, id: "passwordform.sign-in") == [
                "ALERTTY_SECRET_PASSWORDFORM_SIGN_IN_USER", "ALERTTY_SECRET_PASSWORDFORM_SIGN_IN_PASS",
            ])
    }

    @Test func theDescriptionSaysEveryQuestionWithoutTheSecretsDefault() throws {
        let alert = try configuration([
            "-t", "Port", "-i", "Port", "--value", "80", "--integer=1..65535", "--required", "--secure", "Key",
            "-c", "Europe", "--value", "eu", "--detail", "EU", "--multiple", "--checkbox", "Remember", "-b", "Cancel",
            "-s", "cancel", "-b", "Open",
        ])
        let text = AlertDescription.json(of: alert, id: "port")
        let object = try #require(JSONValue.parse(text))
        #expect(object["id"] == .string("port") && object["title"] == .string("Port"))
        guard case .array(let fields)? = object["fields"] else { throw ParseMismatch() }
        #expect(fields[0]["rules"]?["integer"]?["max"] == .number(65535) && fields[0]["required"] == .bool(true))
        #expect(fields[0]["default"] == .string("80") && fields[1]["type"] == .string("secret"))
        #expect(fields[1]["default"] == .null)
        #expect(object["list"]?["multiple"] == .bool(true))
        guard case .array(let buttons)? = object["buttons"] else { throw ParseMismatch() }
        #expect(buttons[1]["label"] == .string("Open") && buttons[1]["status"] == .number(0))
        #expect(object["default_button"] == .string("Open"))
    }

    @Test func shellAnswersAreQuotedAndNamedByIdAndLabel() throws {
        #expect(ShellAnswer.quoted("it's $(x) `y`") == #"'it'\''s $(x) `y`'"#)
        #expect(ShellAnswer.prefix(for: nil) == "answer" && ShellAnswer.prefix(for: "Net.DNS-1") == "net_dns_1")
        #expect(ShellAnswer.prefix(for: "1st") == "_1st" && ShellAnswer.prefix(for: "---") == "answer")
        let alert = try configuration([
            "-i", "Host name", "--checkbox", "Remember me", "-c", "eu", "-c", "us west", "--multiple", "--shell",
        ])
        #expect(try ShellAnswer.suffixes(for: alert) == ["button", "status", "host_name", "remember_me", "choices"])
        var state = AlertState(configuration: alert)
        state.replaceField(0, with: "pi'; rm -rf /")
        state.choose(items: [0, 1])
        #expect(
            Answer.text(for: .chosen(0), state: state, format: .shell, id: "net")
                == "net_button='OK'\nnet_status=0\nnet_host_name='pi'\\''; rm -rf /'\nnet_remember_me='off'\n"
                + #"net_choices=''\''eu'\'' '\''us west'\'''"# + "\n")
        #expect(
            usageError(["-i", "Name", "-i", "name!", "--shell"])?.contains("would name the field 'name!' 'name'")
                == true)
        #expect(usageError(["-i", "Status", "--shell"])?.contains("'status'") == true)
        #expect(usageError(["-i", "???", "--shell"])?.contains("no ASCII letter or digit") == true)
        #expect(usageError(["--json", "--shell"])?.contains("give --json or --shell, not both") == true)
    }

    @Test func checkAnswersTakesAFileThenTheIdsAfterADoubleDash() throws {
        #expect(
            try CommandLineParser.parse(["--check-answers", "f", "--", "a", "b"])
                == .checkAnswers(file: "f", ids: ["a", "b"]))
        #expect(usageError(["--check-answers", "f", "a"])?.contains("then -- and the ids") == true)
        #expect(usageError(["-t", "x", "--check-answers", "f", "--", "a"])?.contains("give it alone") == true)
        #expect(usageError(["--check-answers", "f", "--", "a b"])?.contains("is not a name") == true)
    }
}
