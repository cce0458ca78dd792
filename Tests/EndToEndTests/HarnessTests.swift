#if os(Linux)
    // Linux only: pseudo-terminals through forkpty/openpty, /proc, and Linux's terminal
    // behaviour; on Darwin, swift test runs the AlerttyKit tests (README, "How it is built").

    import Glibc
    import TestThreads
    import Testing

    /// The harness itself must be able to fail, or the end-to-end tests prove nothing.
    @Suite(.serialized, .ownThread) struct HarnessTests {
        @Test func termiosCheckCatchesAProgramThatLeavesRawMode() {
            let run = TerminalRun(["-c", "stty raw -echo < /dev/tty"], executable: "/bin/sh")
            let result = run.finish()
            #expect(result.status == 0)
            #expect(!result.termiosRestored)
        }

        @Test func termiosCheckPassesAProgramThatChangesNothing() {
            let run = TerminalRun(["-c", "true"], executable: "/bin/sh")
            #expect(run.finish().termiosRestored)
        }

        @Test func screenShowsWhatTheProgramDrawsAndStdoutIsSeparate() {
            let run = TerminalRun(["-c", "printf 'on screen' > /dev/tty; printf answer"], executable: "/bin/sh")
            run.waitForText("on screen")
            let result = run.finish()
            #expect(result.stdout == "answer")
            #expect(!run.screen.text.contains("answer"))
        }
    }
#endif
