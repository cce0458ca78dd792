#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// Fields that check their values, on a pseudo-terminal, in plain mode, and with answers
    /// given in advance.
    @Suite(.serialized, .ownThread) struct ValidationEndToEndTests {
        let port = [
            "-t", "Open a port", "-i", "Port", "--integer", "1..65535", "-b", "Cancel", "-s", "cancel", "-b", "Open",
        ]
        /// Accepts only `web` and says why not otherwise.
        let hostCheck =
            #"[ "$(cat)" = web ] && exit 0; echo "no host by that name" >&2; echo 'second line' >&2; exit 1"#

        @Test func aBrokenRuleIsSaidUnderTheFieldUntilTheValueIsFixed() {
            let run = TerminalRun(port)
            run.waitForText("Port")
            run.send("80x\r")
            run.waitForText("✗ must be a whole number from 1 to 65535")
            #expect(!run.hasExited())
            run.send("\u{7F}")
            run.waitFor("the message to go at the next edit") { !$0.text.contains("✗") }
            run.send("\r")
            expectExit(run, status: 0, stdout: "80\n")
        }

        /// The person is told in words, in the alert and in plain mode, never shown the regular
        /// expression; a value given in advance names it on standard error, for the script's author.
        @Test func aBrokenPatternIsSaidInWordsToThePerson() {
            let host = ["-i", "Host", "--pattern", "[a-z0-9-]+", "-b", "OK"]
            let run = TerminalRun(host)
            run.waitForText("Host")
            run.send("Web 1\r")
            run.waitForText("✗ may hold only lowercase letters, digits and -")
            #expect(!run.screen.text.contains("[a-z0-9-]"))
            run.send("\u{15}web-1\r")
            expectExit(run, status: 0, stdout: "web-1\n")
            let plain = TerminalRun(
                ["-i", "Host", "--pattern", "[a-z][a-z0-9-]*", "-b", "OK"], environment: ["ALERTTY_PLAIN": "1"])
            plain.waitForText("Host:")
            plain.send("1x\r")
            plain.waitForText("Host is not in the form this field takes.")
            plain.send("x1\r")
            plain.waitForText("Choose")
            plain.send("\r")
            #expect(plain.finish().stdout == "x1\n")
            let given = runWithoutTerminal(host + ["--value", "Web 1", "--answer", "OK"])
            #expect(given.status == 65 && given.stdout.isEmpty)
            #expect(given.stderr == "alertty: 'Host' from --answer must match [a-z0-9-]+\n")
        }

        @Test func aValidateCommandsFirstErrorLineIsTheMessage() {
            let run = TerminalRun(["-i", "Host", "--validate", hostCheck, "-b", "Connect"])
            run.waitForText("Host")
            run.send("db\r")
            run.waitForText("✗ no host by that name")
            #expect(!run.screen.text.contains("second line"))
            run.send("\u{15}web\r")
            expectExit(run, status: 0, stdout: "web\n")
        }

        /// A check that floods its standard error: alertty reads it all (the check never blocks on a
        /// full pipe) but keeps the first line only (200 MB of it was kept before).
        @Test func aValidateCommandsFloodOfErrorsCostsNoMemory() {
            let flood = "{ echo 'taken already'; head -c 200000000 /dev/zero; } >&2; exit 1"
            let run = TerminalRun(["-i", "Name", "--validate", flood, "-b", "OK"])
            run.waitForText("Name")
            run.send("ada\r")
            run.waitForText("✗ taken already")
            let peak = run.peakMemory() ?? Int.max
            #expect(peak < 64 << 20, "peak RSS \(peak) B")
            run.send("\u{1B}")
            expectExit(run, status: 255)
        }

        @Test func aValidateCommandNeverSeesTheTerminal() {
            let check = #"if (: </dev/tty) 2>/dev/null; then echo "saw the terminal" >&2; exit 1; fi"#
            let run = TerminalRun(["-i", "Name", "--validate", check, "-b", "OK"])
            run.waitForText("Name")
            run.send("ada\r")
            expectExit(run, status: 0, stdout: "ada\n")
        }

        @Test func aValidateCommandThatHangsIsStoppedAndSaysSo() {
            let run = TerminalRun(["-i", "Name", "--validate", "sleep 60", "-b", "OK"])
            run.waitForText("Name")
            run.send("ada\r")
            run.waitForText("✗ its check took more than 5 s")
            run.send("\u{1B}")
            expectExit(run, status: 255)
        }

        @Test func plainModeSaysTheProblemAndAsksAgain() {
            let run = TerminalRun(port, environment: ["ALERTTY_PLAIN": "1"])
            run.waitForText("Port:")
            run.send("0\r")
            run.waitForText("Port must be a whole number from 1 to 65535.")
            run.send("443\r")
            run.waitForText("Choose")
            run.send("2\r")
            #expect(run.finish().stdout == "443\n")
        }

        @Test func answersGivenInAdvanceThatBreakARuleFailClosed() {
            let broken = runWithoutTerminal(port, environment: ["ALERTTY_ANSWERS": answersFile(port: "0")])
            #expect(broken.status == 65)
            #expect(broken.stdout == "")
            #expect(broken.stderr == "alertty: 'Port' from ALERTTY_ANSWERS must be a whole number from 1 to 65535\n")
            let refused = runWithoutTerminal(
                ["-i", "Host", "--validate", hostCheck, "-b", "Connect", "--answers", answersFile(host: "db")])
            #expect(refused.status == 65)
            #expect(refused.stderr == "alertty: 'Host' from --answers: no host by that name\n")
            let kept = runWithoutTerminal(port, environment: ["ALERTTY_ANSWERS": answersFile(port: "443")])
            #expect(kept.status == 0 && kept.stdout == "443\n")
        }

        /// `$((x))` reads `0080` as octal: typed or given in advance, the number comes out in
        /// canonical decimal.
        @Test func anIntegerComesOutInCanonicalDecimal() {
            let run = TerminalRun(port)
            run.waitForText("Port")
            run.send("0080\r")
            expectExit(run, status: 0, stdout: "80\n")
            let preset = runWithoutTerminal(["-i", "Offset", "--integer", "--value", "-0", "--shell", "--answer", "OK"])
            #expect(preset.stderr.contains("with 'Offset' '0' without"))
            #expect(preset.status == 0 && preset.stdout == "answer_button='OK'\nanswer_status=0\nanswer_offset='0'\n")
        }

        /// Characters, not bytes, under the C locale with LANG unset, as a cron job runs.
        @Test func aPatternMatchesCharactersWhateverTheLocale() {
            let result = runWithoutTerminal(
                ["-i", "Name", "--pattern", "[[:upper:]].", "--value", "\u{C4}\u{E9}", "--answer", "OK"],
                environment: ["LC_ALL": "C"])
            #expect(result.status == 0 && result.stdout == "\u{C4}\u{E9}\n", "\(result.stderr)")
        }

        /// Four nested {1,100} took the C library over a minute and 23 GB to compile.
        @Test func aPatternTooLargeToCompileIsAUsageErrorAtOnce() {
            let result = runWithoutTerminal(["-i", "P", "--pattern", "(((a{1,100}){1,100}){1,100}){1,100}"])
            #expect(result.status == 64 && result.stdout == "")
            #expect(result.stderr.hasPrefix("alertty: --pattern '(((a{1,100}){1,100}){1,100}){1,100}' is too large"))
            #expect(result.stderr.split(separator: "\n").count == 2, "one line and the pointer to --help")
        }

        /// `a)|(b` would close the whole-value wrapper and match any value ending in b.
        @Test func aParenthesisThatClosesNoGroupIsAUsageError() {
            let result = runWithoutTerminal(["-i", "P", "--pattern", "a)|(b", "--value", "zzzb", "--answer", "OK"])
            #expect(result.status == 64 && result.stdout == "")
            #expect(
                result.stderr.hasPrefix("alertty: --pattern 'a)|(b' has a ) that closes no group"), "\(result.stderr)")
        }

        /// `.{0,1000}` on 1000 é ran for minutes in the C library; the value breaks the rule at once.
        @Test func aValueTooLongToCheckAgainstThePatternBreaksTheRule() {
            let value = String(repeating: "\u{E9}", count: 1000)
            let result = runWithoutTerminal(["-i", "P", "--pattern", ".{0,1000}", "--value", value, "--answer", "OK"])
            #expect(result.status == 65 && result.stdout == "", "\(result.stderr)")
            #expect(result.stderr.contains("at most 10 characters"))
        }

        private func answersFile(port: String) -> String {
            temporaryFile(
                named: "alertty-answers",
                containing: Array(#"{"button":"Open","fields":[{"label":"Port","value":"\#(port)"}]}"#.utf8))
        }

        private func answersFile(host: String) -> String {
            temporaryFile(
                named: "alertty-answers",
                containing: Array(#"{"button":"Connect","fields":[{"label":"Host","value":"\#(host)"}]}"#.utf8))
        }
    }
#endif
