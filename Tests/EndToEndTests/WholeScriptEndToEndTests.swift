#if os(Linux)
    import Foundation
    import Glibc
    import TestThreads
    import Testing

    /// A whole installer answered: by a person (recorded), from the recording with no terminal,
    /// and from a file written by hand; names, entries, secrets, descriptions and shell answers.
    @Suite(.serialized, .ownThread) struct WholeScriptEndToEndTests {
        /// Ten questions, as an installer asks them; what it was told goes to $OUT.
        static let installer = """
            set -e
            a="$ALERTTY"
            host=$("$a" --id hostname -t "Host name" -i Host --value pi --required)
            user=$("$a" --id user -t "Admin user" -i Name --min-length 2)
            port=$("$a" --id port -t "Web port" -i Port --integer=1..65535 --value 80)
            dns=$("$a" --id dns -t "DNS server" -c Google --value 8.8.8.8 -c Quad9 --value 9.9.9.9 -b OK)
            parts=$("$a" --id parts -t "Components" -c Core --selected -c Docs -c Examples --multiple -b Install)
            if "$a" --id ipv6 -t "Enable IPv6?" -b No -s cancel -b Yes; then ipv6=yes; else ipv6=no; fi
            tz=$("$a" --id timezone -t "Time zone" -c Europe/Berlin -c Europe/Paris -c Asia/Tokyo -b OK)
            crash=$("$a" --id telemetry -t "Usage data" --checkbox "Send crash reports" -b OK)
            status=0; mode=$("$a" --id mode -t "Install mode" -b Minimal -b Full -s default) || status=$?
            "$a" --id confirm -t "Install now?" -b Cancel -s cancel -b Install >/dev/null
            printf '%s\\n' "$host" "$user" "$port" "$dns" "$parts" "$ipv6" "$tz" "$crash" "$mode $status" >"$OUT"
            """

        /// What the person below answers, as the installer writes it down.
        static let told = "nas\nada\n8080\n9.9.9.9\nCore\nDocs\nyes\nAsia/Tokyo\non\nFull 2\n"

        /// The same answers, written by hand.
        static let handWritten = """
            {"hostname": {"fields": [{"label": "Host", "value": "nas"}]},
             "user": {"fields": [{"label": "Name", "value": "ada"}]},
             "port": {"fields": [{"label": "Port", "value": "8080"}]},
             "dns": {"choices": ["9.9.9.9"]},
             "parts": {"choices": ["Core", "Docs"]},
             "ipv6": {"button": "Yes"},
             "timezone": {"choices": ["Asia/Tokyo"]},
             "telemetry": {"checkboxes": [{"label": "Send crash reports", "checked": true}]},
             "mode": {"button": "Full"},
             "confirm": {"button": "Install"}}
            """

        func installerFile() -> String {
            temporaryFile(named: "alertty-installer", containing: Array(Self.installer.utf8))
        }

        func contents(_ path: String) -> String {
            (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(no file)"
        }

        @Test func aTenQuestionInstallerGivesTheSameAnswersThreeWays() {
            let script = installerFile()
            let recording = temporaryFile(named: "alertty-recording", containing: [])
            let told = [
                temporaryFile(named: "alertty-told", containing: []),
                temporaryFile(named: "alertty-told", containing: []),
                temporaryFile(named: "alertty-told", containing: []),
            ]
            let written = temporaryFile(named: "alertty-handwritten", containing: Array(Self.handWritten.utf8))
            defer { for path in [script, recording, written] + told { unlink(path) } }

            // A person, on a terminal, with the run recorded.
            let person = TerminalRun(
                [script], executable: "/bin/sh",
                environment: ["ALERTTY": alerttyPath, "OUT": told[0], "ALERTTY_RECORD": recording])
            person.waitForText("Host name")
            person.send("\u{15}nas\r")
            person.waitForText("Admin user")
            person.send("ada\r")
            person.waitForText("Web port")
            person.send("\u{15}8080\r")
            person.waitForText("DNS server")
            person.send("\u{1B}[B\r")
            person.waitForText("Components")
            // Key by key, as a person types (a Space sharing a read with another key is text).
            person.send("\u{1B}[B")
            person.waitForText("› ☐ Docs")
            person.send(" ")
            person.waitForText("› ☑ Docs")
            person.send("\r")
            person.waitForText("Enable IPv6?")
            person.send("\r")
            person.waitForText("Time zone")
            person.send("tok")
            person.waitForText("tok — 1 of 3")
            person.send("\r")
            person.waitForText("Usage data")
            person.click(on: "Send crash reports")
            person.waitForText("☑ Send crash reports")
            person.send("\r")
            person.waitForText("Install mode")
            person.send("\r")
            person.waitForText("Install now?")
            person.send("\r")
            let interactive = person.finish()
            #expect(interactive.status == 0, "\(interactive.stderr)")
            #expect(contents(told[0]) == Self.told)
            #expect(
                contents(recording).split(separator: "\n").count == 10, "one line per alert:\n\(contents(recording))")
            #expect(
                contents(recording).contains(
                    #"{"hostname":{"button":"OK","index":0,"status":0,"fields":[{"label":"Host","value":"nas"}]}}"#))

            // The recording, with no terminal at all.
            let replay = runWithoutTerminal(
                [script], executable: "/bin/sh",
                environment: ["ALERTTY": alerttyPath, "OUT": told[1], "ALERTTY_ANSWERS": recording])
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(contents(told[1]) == Self.told)

            // A file written by hand.
            let byHand = runWithoutTerminal(
                [script], executable: "/bin/sh",
                environment: ["ALERTTY": alerttyPath, "OUT": told[2], "ALERTTY_ANSWERS": written])
            #expect(byHand.status == 0, "\(byHand.stderr)")
            #expect(contents(told[2]) == Self.told)
        }

        @Test func anAlertWithoutAnEntryFailsClosedNamingItAndTheFilesNames() {
            let written = temporaryFile(
                named: "alertty-partial", containing: Array(#"{"hostname": {}, "user": {}}"#.utf8))
            defer { unlink(written) }
            let run = runWithoutTerminal(
                ["--id", "dns", "-c", "Google", "-c", "Quad9"], environment: ["ALERTTY_ANSWERS": written])
            #expect(run.status == 69 && run.stdout.isEmpty)
            #expect(run.stderr.contains("has no answer for the alert 'dns' (it answers 'hostname', 'user')"))
            // Without --id, the name made from the title; in a dialect from its box and title too.
            let named = runWithoutTerminal(["-t", "DNS server?", "-c", "a"], environment: ["ALERTTY_ANSWERS": written])
            #expect(named.status == 69 && named.stderr.contains("'alert.dns-server'"))
            let dialect = runWithoutTerminal(
                [
                    "--compat", "whiptail", "--title", "Network", "--menu", "Pick a DNS server", "12", "40", "2", "a",
                    "A",
                    "b", "B",
                ], environment: ["ALERTTY_ANSWERS": written])
            #expect(dialect.status == 69 && dialect.stderr.contains("'menu.network'"), "\(dialect.stderr)")
            let byID = runWithoutTerminal(
                ["--compat", "whiptail", "--menu", "Pick", "12", "40", "2", "a", "A", "b", "B"],
                environment: ["ALERTTY_ANSWERS": written, "ALERTTY_ID": "user"])
            #expect(byID.status == 0 && byID.stderr.hasSuffix("a"), "the dialect's answer on stderr: \(byID.stderr)")
        }

        @Test func anEntryTheRunPassedOverIsSaidAtTheNextAlertAndFailsItWhenStrict() {
            let written = temporaryFile(
                named: "alertty-strict",
                containing: Array(
                    #"{"one": {"button": "OK"}, "two": {"button": "OK"}, "three": {"button": "OK"}}"#.utf8))
            let script = temporaryFile(
                named: "alertty-skipping",
                containing: Array(#""$ALERTTY" --id one -b OK && "$ALERTTY" --id three -b OK"#.utf8))
            defer {
                unlink(written)
                unlink(script)
            }
            let lenient = runWithoutTerminal(
                [script], executable: "/bin/sh", environment: ["ALERTTY": alerttyPath, "ALERTTY_ANSWERS": written])
            #expect(lenient.status == 0 && lenient.stdout == "OK\nOK\n")
            #expect(lenient.stderr.contains("answers alerts this run did not ask before 'three': 'two'"))
            let strict = runWithoutTerminal(
                [script], executable: "/bin/sh",
                environment: ["ALERTTY": alerttyPath, "ALERTTY_ANSWERS": written, "ALERTTY_ANSWERS_STRICT": "1"])
            #expect(strict.status == 69 && strict.stdout == "OK\n", "the second alert fails the run")
            let check = runWithoutTerminal(["--check-answers", written, "--", "one", "three", "four"])
            #expect(check.status == 65)
            #expect(check.stderr.contains("has no answer for: 'four'") && check.stderr.contains("not named: 'two'"))
            #expect(runWithoutTerminal(["--check-answers", written, "--", "one", "two", "three"]).status == 0)
        }

        /// A file of 20,000 entries once made each of these notices one line of 300 kB.
        @Test func noticesAboutManyEntriesNameAFewAndTheCount() {
            let entries = (0..<20_000).map { #""entry-\#($0)": {"button": "OK"}"# }
            let written = temporaryFile(
                named: "alertty-many", containing: Array(("{" + entries.joined(separator: ", ") + "}").utf8))
            let notices = temporaryFile(named: "alertty-notices", containing: [])
            // Standard error into a file: 300 kB of it would fill the pipe nobody reads yet.
            let script = temporaryFile(
                named: "alertty-passing-over",
                containing: Array(
                    #"""
                    { "$ALERTTY" --id entry-0 -b OK && "$ALERTTY" --id entry-19999 -b OK
                      "$ALERTTY" --check-answers "$ALERTTY_ANSWERS" -- entry-0; echo "checked=$?"; } 2>"$NOTICES"
                    """#.utf8))
            defer {
                unlink(written)
                unlink(notices)
                unlink(script)
            }
            let run = runWithoutTerminal(
                [script], executable: "/bin/sh",
                environment: ["ALERTTY": alerttyPath, "ALERTTY_ANSWERS": written, "NOTICES": notices])
            #expect(run.stdout == "OK\nOK\nchecked=65\n")
            let said = contents(notices)
            #expect(said.utf8.count < 1000, "\(said.utf8.count) bytes on standard error")
            #expect(
                said.contains(
                    "before 'entry-19999': 'entry-1', 'entry-2', 'entry-3', 'entry-4', 'entry-5' and 19993 more\n"))
            #expect(said.hasSuffix("not named: 'entry-1', 'entry-2', 'entry-3', 'entry-4', 'entry-5' and 19994 more\n"))
        }

        /// The README's two lines for a script with a password: the recording names a variable
        /// for the secret, and replays as it stands once that is set; unset, the run fails closed
        /// (69), naming it. The audit log still marks the secret without its value.
        @Test func aRecordingNamesAVariableForASecretAndReplaysWithIt() {
            let recording = temporaryFile(named: "alertty-secret-recording", containing: [])
            let log = temporaryFile(named: "alertty-secret-log", containing: [])
            defer { for path in [recording, log] { unlink(path) } }
            let login = ["--id", "sign-in", "-i", "User", "--secure", "Token", "--required"]
            let person = TerminalRun(login, environment: ["ALERTTY_RECORD": recording, "ALERTTY_LOG": log])
            person.waitForText("Token")
            person.send("ada\ts3cret\r")
            let answered = person.finish()
            #expect(answered.status == 0 && answered.stdout == "ada\ns3cret\n")
            let recorded = contents(recording)
            #expect(!recorded.contains("s3cret"))
            #expect(
                recorded.contains(#"{"label":"Token","value_from_env":"ALERTTY_SECRET_SIGN_IN_TOKEN"}"#), "\(recorded)")
            #expect(!contents(log).contains("s3cret") && contents(log).contains(#"{"label":"Token","secret":true}"#))
            let given = runWithoutTerminal(
                login, environment: ["ALERTTY_ANSWERS": recording, "ALERTTY_SECRET_SIGN_IN_TOKEN": "t0ken"])
            #expect(given.status == 0 && given.stdout == "ada\nt0ken\n", "\(given.stderr)")
            #expect(!given.stderr.contains("t0ken"))
            let replay = runWithoutTerminal(login, environment: ["ALERTTY_ANSWERS": recording])
            #expect(replay.status == 69 && replay.stdout.isEmpty)
            #expect(
                replay.stderr
                    == "alertty: ALERTTY_ANSWERS: the alert 'sign-in' needs its field 'Token' from "
                    + "$ALERTTY_SECRET_SIGN_IN_TOKEN, which is not set; set it, or answer the alert at a terminal "
                    + "without ALERTTY_ANSWERS\n")
            let check = runWithoutTerminal(["--check-answers", recording, "--", "sign-in"])
            #expect(check.status == 0 && check.stderr.isEmpty, "the recording is an answers file: \(check.stderr)")
        }

        /// The dialects' password boxes record and replay the same way.
        @Test(arguments: [
            ["whiptail", "--passwordbox", "Password?", "8", "40"],
            ["dialog", "--passwordform", "Sign in", "12", "50", "1", "Pass:", "1", "1", "", "1", "10", "20", "0"],
        ])
        func aDialectsPasswordRecordsAVariableAndReplaysWithIt(_ call: [String]) {
            let recording = temporaryFile(named: "alertty-compat-secret-recording", containing: [])
            defer { unlink(recording) }
            let person = TerminalRun(["--compat"] + call, environment: ["ALERTTY_RECORD": recording])
            person.waitForText(call[2])
            person.send("s3cret\r")
            #expect(person.finish().status == 0)
            let recorded = contents(recording)
            let variable = recorded.split(separator: "\"").drop { $0 != "value_from_env" }.dropFirst(2).first
            #expect(!recorded.contains("s3cret") && variable?.hasPrefix("ALERTTY_SECRET_") == true, "\(recorded)")
            let name = String(variable ?? "")
            let given = runWithoutTerminal(
                ["--compat"] + call, environment: ["ALERTTY_ANSWERS": recording, name: "t0ken"])
            #expect(given.status == 0, "\(given.stderr)")
            #expect((given.stdout + given.stderr).contains("t0ken"), "the password, where the tool writes it")
            let unset = runWithoutTerminal(["--compat"] + call, environment: ["ALERTTY_ANSWERS": recording])
            #expect(unset.stdout.isEmpty && unset.stderr.contains("$\(name), which is not set"), "\(unset.stderr)")
            #expect(unset.status != 0 && !unset.stderr.contains("t0ken"))
        }

        @Test func aFileGivesASecretFromTheEnvironment() {
            let login = ["--id", "login", "-i", "User", "--secure", "Token", "--required"]
            let fromEnvironment = temporaryFile(
                named: "alertty-secret-env",
                containing: Array(
                    #"{"login": {"fields": [{"label": "User", "value": "ada"}, {"label": "Token", "value_from_env": "DEPLOY_TOKEN"}]}}"#
                        .utf8))
            defer { unlink(fromEnvironment) }
            let given = runWithoutTerminal(
                login, environment: ["ALERTTY_ANSWERS": fromEnvironment, "DEPLOY_TOKEN": "t0ken"])
            #expect(given.status == 0 && given.stdout == "ada\nt0ken\n" && !given.stderr.contains("t0ken"))
            let unset = runWithoutTerminal(login, environment: ["ALERTTY_ANSWERS": fromEnvironment])
            #expect(unset.status == 69 && unset.stderr.contains("$DEPLOY_TOKEN, which is not set"))
        }

        @Test func aRecordingIsKeptAsTheAuditLogIsWholeLinesOfTheUsersOwnFile() {
            let target = temporaryFile(named: "alertty-record-target", containing: [])
            let link = target + ".link"
            symlink(target, link)
            defer {
                unlink(target)
                unlink(link)
            }
            let refused = runWithoutTerminal(["--id", "x", "--answer", "OK"], environment: ["ALERTTY_RECORD": link])
            #expect(refused.status == 64 && refused.stderr.contains("the recording ALERTTY_RECORD"))
            #expect(refused.stderr.contains("is a symbolic link"))
            // Eight alerts answered at once: eight whole lines.
            let script = temporaryFile(
                named: "alertty-parallel-record",
                containing: Array(
                    #"for i in 1 2 3 4 5 6 7 8; do "$ALERTTY" --id "a$i" -i Name --value "$i$i$i" --answer OK >/dev/null & done; wait"#
                        .utf8))
            defer { unlink(script) }
            let parallel = runWithoutTerminal(
                [script], executable: "/bin/sh", environment: ["ALERTTY": alerttyPath, "ALERTTY_RECORD": target])
            #expect(parallel.status == 0)
            let lines = contents(target).split(separator: "\n")
            #expect(lines.count == 8 && lines.allSatisfy { $0.hasPrefix("{\"a") && $0.hasSuffix("]}}") })
            let check = runWithoutTerminal(["--check-answers", target, "--"] + (1...8).map { "a\($0)" })
            #expect(check.status == 0, "the recording is an answers file: \(check.stderr)")
        }

        @Test func describeSaysTheQuestionsWithoutATerminalOrAnAnswer() throws {
            let run = runWithoutTerminal([
                "--id", "port", "-t", "Web port", "-i", "Port", "--integer=1..65535", "-c", "http", "--value", "80",
                "--describe",
            ])
            #expect(run.status == 0 && run.stderr.isEmpty)
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            #expect(object?["id"] as? String == "port" && object?["title"] as? String == "Web port")
            let fields = object?["fields"] as? [[String: Any]]
            #expect((fields?.first?["rules"] as? [String: Any])?["integer"] != nil)
            let list = object?["list"] as? [String: Any]
            #expect(((list?["choices"] as? [[String: Any]])?.first?["value"]) as? String == "80")
        }

        /// The shell answer in each shell, with values that would run something if quoted wrongly.
        @Test(arguments: ["/bin/bash", "/bin/dash", "/bin/zsh"])
        func shellAnswersHoldExactlyTheValuesAndRunNothing(_ shell: String) {
            #expect(access(shell, X_OK) == 0, "\(shell) is not installed: .ci/run installs it")
            let marker = "/tmp/alertty-shell-ran-\(getpid())"
            unlink(marker)
            let answers = temporaryFile(
                named: "alertty-hostile",
                containing: Array(
                    ("{\"button\":\"OK\",\"fields\":[{\"label\":\"Quote\",\"value\":\"it's \\\"q\\\" '' \"},"
                        + "{\"label\":\"Dollar\",\"value\":\"$(touch \(marker)) ${HOME}\"},"
                        + "{\"label\":\"Tick\",\"value\":\"`touch \(marker)`\"},"
                        + "{\"label\":\"Back\",\"value\":\"a\\\\b; touch \(marker) #\"},"
                        + "{\"label\":\"Utf\",\"value\":\"é 🇫🇷 \\u00a0\"}],"
                        + "\"checkboxes\":[{\"label\":\"Box\",\"checked\":true}],\"choices\":[\"it's\",\"$(x) y\"]}")
                        .utf8))
            let out = temporaryFile(named: "alertty-shell-out", containing: [])
            let script = temporaryFile(
                named: "alertty-shell-eval",
                containing: Array(
                    """
                    a="$ALERTTY"
                    answer=$("$a" --id t --shell -i Quote -i Dollar -i Tick -i Back -i Utf --checkbox Box \\
                             -c "it's" -c '$(x) y' --multiple --answers "$ANSWERS") || exit 9
                    eval "$answer"
                    printf '%s\\n' "$t_button" "$t_status" "$t_quote" "$t_dollar" "$t_tick" "$t_back" "$t_utf" "$t_box" >"$OUT"
                    eval "set -- $t_choices"
                    printf '%s\\n' "$#" "$1" "$2" >>"$OUT"
                    bad=$(printf 'a\\377b')
                    plain=$("$a" -i F --value "$bad" --answer OK)
                    eval "$("$a" --id u --shell -i F --value "$bad" --answer OK)"
                    [ "$u_f" = "$plain" ] && echo same >>"$OUT"
                    """.utf8))
            defer { for path in [answers, out, script, marker] { unlink(path) } }
            let run = runWithoutTerminal(
                [script], executable: shell, environment: ["ALERTTY": alerttyPath, "ANSWERS": answers, "OUT": out])
            #expect(run.status == 0, "\(shell): \(run.stderr)")
            #expect(
                contents(out)
                    == "OK\n0\nit's \"q\" '' \n$(touch \(marker)) ${HOME}\n`touch \(marker)`\na\\b; touch \(marker) #\n"
                    + "é 🇫🇷 \u{a0}\non\n2\nit's\n$(x) y\nsame\n",
                "\(shell)")
            #expect(access(marker, F_OK) != 0, "\(shell) ran something in a value")
        }
    }
#endif
