#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    /// alertty's own words follow the locale the environment names, with no locale installed
    /// (alertty asks none); the answer on stdout stays English.
    @Suite(.serialized, .ownThread) struct LanguageEndToEndTests {
        static let layouts = ["-t", "Keyboard layout", "-c", "us", "-c", "uk", "--multiple"]

        @Test func frenchShowsAnnulerAndStillAnswersInEnglish() {
            let run = TerminalRun(Self.layouts, environment: ["LANG": "fr_FR.UTF-8"])
            run.waitForText("Annuler")
            #expect(!run.screen.text.contains("Cancel"))
            run.type(" ")
            run.send("\r")
            expectExit(run, status: 0, stdout: "us\n")
            let json = TerminalRun(Self.layouts + ["--json"], environment: ["LANG": "fr_FR.UTF-8"])
            json.waitForText("Annuler")
            json.type(" ")
            json.send("\r")
            let result = json.finish()
            #expect(result.status == 0)
            #expect(result.stdout.contains(#""button":"OK""#), "\(result.stdout)")
        }

        @Test func cUTF8AndALocaleWithoutUTF8StayEnglish() {
            for locale in ["C.UTF-8", "fr_FR.ISO-8859-1"] {
                let run = TerminalRun(Self.layouts, environment: ["LANG": locale])
                run.waitForText("Cancel")
                run.send("\u{1B}")
                expectExit(run, status: 1)
            }
        }

        @Test func anAnswerGivenInAdvanceNamesTheEnglishButton() {
            let result = runWithoutTerminal(
                Self.layouts, environment: ["LANG": "fr_FR.UTF-8", "ALERTTY_ANSWER": "Cancel"])
            #expect(result.status == 1, "\(result.stderr)")
            #expect(!result.stderr.contains("Annuler"), "standard error stays English: \(result.stderr)")
        }
    }
#endif
