#if os(Linux)
    import Testing

    /// dialog's `--calendar`, `--timebox`, `--fselect` and `--dselect` (whiptail has none of
    /// them) against the real dialog: the same status and answer bytes for the same keys. The
    /// dates are given, so no case depends on today but the one that asks for it.
    @Suite(.ownThread) struct CompatPickersEndToEndTests {
        static let calendar = ["--calendar", "Pick", "0", "0", "15", "3", "2024"]
        static let timebox = ["--timebox", "Pick", "0", "0", "13", "5", "9"]

        static let cases: [CompatCase] = [
            CompatCase(
                behaviour: "calendar: OK at once, dd/mm/yyyy", arguments: calendar, keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: Shift-Tab to the days, a day on and a week on",
                arguments: calendar, keys: [backTab, right, down, enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: Tab past OK and Cancel to the month, a month on",
                arguments: ["--calendar", "Pick", "0", "0", "31", "1", "2024"], keys: ["\t", "\t", down, enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "calendar: the year, a year back keeping the day of the year",
                arguments: calendar, keys: [backTab, backTab, up, enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: Page Down in the days is a week", arguments: calendar,
                keys: [backTab, pageDown, enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: Tab Enter is Cancel", arguments: calendar, keys: ["\t", enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: Right Enter is Cancel", arguments: calendar, keys: [right, enter], shows: "Pick"),
            CompatCase(behaviour: "calendar: Escape is 255", arguments: calendar, keys: [escape], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: --date-format writes names",
                arguments: ["--date-format", "%A %d %B %Y (%a %b %e %j %y)"] + calendar, keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: --date-format %F after a move",
                arguments: ["--date-format", "%F"] + calendar, keys: [backTab, left, enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: --stdout, nothing on stderr", arguments: ["--stdout"] + calendar, keys: [enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "calendar: --help-button answers the date with 2",
                arguments: ["--help-button"] + calendar, keys: ["\t", "\t", enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: --extra-button answers the date with 3",
                arguments: ["--extra-button"] + calendar, keys: ["\t", enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: month 13 is the next January; --week-start and --iso-week accepted",
                arguments: ["--week-start", "1", "--iso-week", "--calendar", "Pick", "0", "0", "15", "13", "2024"],
                keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: a --week-start dialog does not know is taken, not refused",
                arguments: ["--week-start", "xyz"] + calendar, keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: 0 is today's (compared on the same day)",
                arguments: ["--calendar", "Pick", "0", "0", "0", "0", "0"], keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "calendar: a day that is no number is a usage error",
                arguments: ["--calendar", "Pick", "0", "0", "x", "3", "2024"], keys: [], shows: "",
                comparesAnswer: false),
            CompatCase(behaviour: "timebox: OK at once, hh:mm:ss", arguments: timebox, keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "timebox: Shift-Tab to the seconds, Up takes one off",
                arguments: timebox, keys: [backTab, up, enter], shows: "Pick"),
            CompatCase(
                behaviour: "timebox: Tab past OK and Cancel to the hour, Down adds one, wrapping",
                arguments: ["--timebox", "Pick", "0", "0", "23", "59", "0"], keys: ["\t", "\t", down, enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "timebox: Left from the seconds to the minutes", arguments: timebox,
                keys: [backTab, left, up, enter], shows: "Pick"),
            CompatCase(
                behaviour: "timebox: Tab Enter is Cancel", arguments: timebox, keys: ["\t", enter], shows: "Pick"),
            CompatCase(behaviour: "timebox: Escape is 255", arguments: timebox, keys: [escape], shows: "Pick"),
            CompatCase(
                behaviour: "timebox: --time-format", arguments: ["--time-format", "%H.%M|%R"] + timebox, keys: [enter],
                shows: "Pick"),
            CompatCase(
                behaviour: "timebox: --stdout", arguments: ["--stdout"] + timebox, keys: [enter], shows: "Pick"),
            CompatCase(
                behaviour: "timebox: an hour of 24 ends with 255",
                arguments: ["--timebox", "Pick", "0", "0", "24", "0", "0"], keys: [], shows: "", comparesAnswer: false),
            CompatCase(
                behaviour: "fselect: OK at once answers the path, slash and all",
                arguments: ["--fselect", "/etc/", "0", "0"], keys: [enter], shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: what is typed is added to the path",
                arguments: ["--fselect", "/etc/", "0", "0"], keys: ["hosts", enter], shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: Backspace takes off the end",
                arguments: ["--fselect", "/etc/", "0", "0"], keys: [backspace, backspace, enter], shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: a path that does not exist is answered as it is",
                arguments: ["--fselect", "/nonexistent/file", "0", "0"], keys: [enter], shows: "/nonexistent/file"),
            CompatCase(
                behaviour: "fselect: the path's spaces are kept and its \\n is a newline",
                arguments: ["--fselect", "/tmp/a  b\\nc", "0", "0"], keys: [enter], shows: "/tmp/a"),
            CompatCase(
                behaviour: "fselect: Tab Enter is OK, from the field", arguments: ["--fselect", "/etc/", "0", "0"],
                keys: ["\t", enter], shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: Tab Tab Enter is Cancel", arguments: ["--fselect", "/etc/", "0", "0"],
                keys: ["\t", "\t", enter], shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: Escape is 255", arguments: ["--fselect", "/etc/", "0", "0"], keys: [escape],
                shows: "/etc/"),
            CompatCase(
                behaviour: "fselect: --stdout", arguments: ["--stdout", "--fselect", "/etc/", "0", "0"], keys: [enter],
                shows: "/etc/"),
            CompatCase(
                behaviour: "dselect: OK at once answers the path", arguments: ["--dselect", "/etc/", "10", "50"],
                keys: [enter], shows: "/etc/"),
            CompatCase(
                behaviour: "dselect: typed and Cancel", arguments: ["--dselect", "/etc/", "10", "50"],
                keys: ["x", "\t", "\t", enter], shows: "/etc/"),
            CompatCase(
                behaviour: "dselect: typed, then OK", arguments: ["--dselect", "/etc/", "10", "50"],
                keys: ["ssh", enter], shows: "/etc/"),
        ]

        @Test(arguments: cases)
        func theRealDialogAndAlerttyAgree(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        /// What a person sees: the date written out over its month, moved by the keys as
        /// dialog's (the days' stop is before OK, a week down).
        @Test func theCalendarShowsTheDateOverItsMonth() {
            let run = TerminalRun(["--compat", "dialog"] + Self.calendar)
            run.waitForText("March 2024")
            #expect(run.screen.lines.contains { $0.contains("15/03/2024") })
            run.send(backTab)
            run.send(down)
            run.waitForText("22/03/2024")
            run.send(enter)
            #expect(run.finish().stderr == "22/03/2024")
        }

        /// whiptail has none of these boxes: an unknown option, 1, and its message.
        @Test(arguments: [calendar, timebox, ["--fselect", "/etc/", "0", "0"], ["--dselect", "/etc/", "0", "0"]])
        func whiptailKnowsNoneOfThem(_ arguments: [String]) {
            expectAgreement(
                "whiptail",
                CompatCase(behaviour: "whiptail: unknown option", arguments: arguments, keys: [], shows: ""))
        }
    }
#endif
