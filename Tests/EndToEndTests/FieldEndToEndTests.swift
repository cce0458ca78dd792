#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Foundation
    import Glibc
    import TestThreads
    import Testing

    let loginAlert = [
        "--title", "Sign in to registry", "--input", "Username", "--secure", "Password",
        "--button", "Cancel", "--style", "cancel", "--button", "Sign In", "--style", "default",
    ]

    @Suite(.serialized, .ownThread) struct FieldEndToEndTests {
        @Test func typedTextComesOutOnStdoutExactlyOneValuePerLine() {
            let run = TerminalRun(loginAlert)
            run.waitForText("Username")
            run.send("José 👍🏽 한")
            run.waitForText("José")
            run.send("\t")
            run.send("pässwörd")
            run.send("\r")
            expectExit(run, status: 0, stdout: "José 👍🏽 한\npässwörd\n")
            #expect(!run.screen.privateModes.contains(2004), "bracketed paste left on")
        }

        @Test func nameTabPasswordTabEnterSignsIn() {
            let run = TerminalRun(loginAlert)
            run.waitForText("Username")
            run.send("ada\tpw\t")
            run.waitForFocus("Sign In")
            run.send("\r")
            expectExit(run, status: 0, stdout: "ada\npw\n")
        }

        @Test func thePasswordNeverReachesTheTerminal() {
            let secret = "hunter2-Zq9"
            let run = TerminalRun(loginAlert)
            run.waitForText("Username")
            run.send("ada\t")
            // One key at a time, so every intermediate redraw is checked too.
            for (count, character) in secret.enumerated() {
                run.send(String(character))
                run.waitForText("\(String(repeating: "•", count: count + 1))  ")
            }
            run.send("\u{1B}[D\u{1B}[D")
            run.send("\r")
            expectExit(run, status: 0, stdout: "ada\n\(secret)\n")
            let written = String(decoding: run.terminalBytes, as: UTF8.self)
            #expect(!written.contains("hunter"), "the password was written to the terminal")
            #expect(!written.contains("Zq9"))
        }

        @Test func requiredHoldsTheAlertOpenUntilFilled() {
            let run = TerminalRun([
                "-t", "New branch", "-i", "Branch name", "--required", "-b", "Create", "-b", "Cancel", "-s", "cancel",
            ])
            run.waitForText("Branch name")
            run.send("\r")
            run.waitForText("Branch name - required")
            #expect(!run.hasExited())
            run.send("fix/login\r")
            expectExit(run, status: 0, stdout: "fix/login\n")
        }

        @Test func valuePrefillsTheFieldAndEditingKeysWork() {
            let run = TerminalRun(["-i", "Branch", "--value", "feature/x", "-b", "OK"])
            run.waitForText("feature/x")
            run.send("\u{7F}login\u{1}\u{1B}[3~F\u{5}\u{17}main")
            run.waitForText("main")
            run.send("\r")
            expectExit(run, status: 0, stdout: "main\n")
        }

        @Test func jsonAnswerParsesWithARealParser() throws {
            let run = TerminalRun(loginAlert + ["--json"])
            run.waitForText("Username")
            run.send("a\"d\\a\tpw\r")
            let result = expectExit(
                run, status: 0,
                stdout:
                    "{\"button\":\"Sign In\",\"index\":1,\"status\":0,\"fields\":[{\"label\":\"Username\",\"value\":\"a\\\"d\\\\a\"},{\"label\":\"Password\",\"value\":\"pw\"}]}\n"
            )
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            #expect(object?["button"] as? String == "Sign In")
        }

        @Test func cancelPrintsNothingEvenWithTextTyped() {
            let run = TerminalRun(loginAlert + ["--json"])
            run.waitForText("Username")
            run.send("ada\tsecret")
            run.waitForText("••••••")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }

        @Test func aPasteBecomesTextAndNeverPressesAButton() {
            let run = TerminalRun(loginAlert)
            run.waitForText("Username")
            run.send("\u{1B}[200~ada\nlovelace\r\u{1B}[201~")
            run.waitForText("ada lovelace")
            #expect(!run.hasExited())
            run.send("\u{1B}[Z\u{1B}[Z")  // to the Cancel button
            run.send("\u{1B}[200~\r\r\u{1B}[201~")
            run.send("\t")
            run.waitForFocus("Sign In")
            #expect(!run.hasExited())
            run.send("\r")
            expectExit(run, status: 0, stdout: "ada lovelace \n\n")
        }

        @Test func modifierWithoutAFieldIsAUsageErrorBeforeTheTerminalIsTouched() {
            let run = TerminalRun(["--value", "x"])
            let result = run.finish()
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.terminalBytes.isEmpty)
            #expect(result.stderr.hasPrefix("alertty: --value must follow the --input or --secure field"))
        }

        @Test func aNonUTF8LocaleMasksWithAsterisks() {
            let run = TerminalRun(["--secure", "PIN", "-b", "OK"], environment: ["LANG": "C"])
            run.waitForText("PIN")
            run.send("1234")
            run.waitForText("> ****")
            #expect(!run.screen.text.contains("•"))
            run.send("\r")
            expectExit(run, status: 0, stdout: "1234\n")
        }

        @Test func inlineFieldsPutTheCursorInTheFieldAndLeaveNothingBehind() throws {
            let run = TerminalRun(["--inline", "-i", "Name", "-b", "OK"], columns: 60, rows: 12)
            run.waitForText("› ")
            run.send("ab")
            run.waitForText("› ab")
            let row = try #require(run.screen.lines.firstIndex { $0.contains("› ab") })
            let column = Array(run.screen.lines[row]).firstIndex(of: "b").map { $0 + 1 }
            #expect(run.screen.cursorVisible)
            #expect(run.screen.cursorRow == row && run.screen.cursorColumn == column)
            run.send("\r")
            expectExit(run, status: 0, stdout: "ab\n")
            #expect(run.screen.lines.allSatisfy { $0.isEmpty })
        }
    }
#endif
