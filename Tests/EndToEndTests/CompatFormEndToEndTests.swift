#if os(Linux)
    import Testing
    import TestThreads

    /// Two editable rows: a name with an item, an empty city.
    private let twoRows = [
        "Fill in", "15", "50", "4", "Name:", "1", "1", "bob", "1", "10", "20", "0", "City:", "2", "1", "", "2", "10",
        "20", "0",
    ]
    /// Four rows of which the second is read-only (type 2) and the third hidden (type 1).
    private let mixedRows = [
        "Mixed", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "20", "0", "0", "B:", "2", "1", "b", "2", "10", "20",
        "0", "2", "C:", "3", "1", "c", "3", "10", "20", "0", "1", "D:", "4", "1", "d", "4", "10", "20", "0", "0",
    ]

    @Suite(.ownThread) struct CompatFormEndToEndTests {
        /// dialog's forms, against the real dialog: the same keys, the same status and answer bytes.
        static let cases: [CompatCase] = [
            CompatCase(
                behaviour: "form: typing at the start of the first field, Down, typing in the second, Enter is OK",
                arguments: ["--form"] + twoRows, keys: ["x", down, "yz", enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Tab goes to OK", arguments: ["--form"] + twoRows, keys: ["x", "\t", enter],
                shows: "Fill in"),
            CompatCase(
                behaviour: "form: Tab Tab is Cancel, nothing written", arguments: ["--form"] + twoRows,
                keys: ["x", "\t", "\t", enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Tab round the buttons comes back to the field it left",
                arguments: ["--form"] + twoRows, keys: [down, "\t", "\t", "\t", "x", enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Shift-Tab from a field is Cancel", arguments: ["--form"] + twoRows,
                keys: [backTab, enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Up from the first field goes round to the last", arguments: ["--form"] + twoRows,
                keys: [up, "q", enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Down on OK moves to Cancel", arguments: ["--form"] + twoRows,
                keys: ["\t", down, enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form: Escape writes nothing, 255", arguments: ["--form"] + twoRows, keys: ["x", escape],
                shows: "Fill in"),
            CompatCase(
                behaviour: "form: fields of length 0 and -5 are read-only and left out of the answer",
                arguments: [
                    "--form", "F", "15", "50", "4", "A:", "1", "1", "a", "1", "10", "0", "0", "B:", "2", "1", "bb", "2",
                    "10", "-5", "0", "C:", "3", "1", "c", "3", "10", "5", "0",
                ], keys: ["x", down, "y", enter], shows: "C:"),
            CompatCase(
                behaviour: "form: the item is cut to ilen, what is typed is not",
                arguments: ["--form", "F", "15", "50", "4", "A:", "1", "1", "abcdef", "1", "10", "5", "3"],
                keys: [end, "123456", enter], shows: "A:"),
            CompatCase(
                behaviour: "form: more rows than its height; Down on the last does not go round",
                arguments: [
                    "--form", "S", "12", "50", "2", "A:", "1", "1", "a", "1", "10", "20", "0", "B:", "2", "1", "b", "2",
                    "10", "20", "0", "C:", "3", "1", "c", "3", "10", "20", "0",
                ], keys: [down, down, down, "x", enter], shows: "A:"),
            CompatCase(
                behaviour: "mixed form: the read-only row is passed by and answered, the hidden one answered",
                arguments: ["--mixedform"] + mixedRows, keys: ["x", down, "y", down, "z", down, "w", enter],
                shows: "Mixed"),
            CompatCase(
                behaviour: "password form: every field hidden, answered as typed",
                arguments: [
                    "--passwordform", "Sign in", "12", "50", "2", "User:", "1", "1", "root", "1", "10", "20", "0",
                    "Pass:", "2", "1", "", "2", "10", "20", "0",
                ], keys: [down, "s3cret", enter], shows: "Sign in"),
            CompatCase(
                behaviour: "password form --insecure: the same answer",
                arguments: [
                    "--insecure", "--passwordform", "Sign in", "12", "50", "2", "Pass:", "1", "1", "", "1", "10", "20",
                    "0",
                ], keys: ["s3cret", enter], shows: "Sign in"),
            CompatCase(
                behaviour: "form --help-button: HELP and the field's label, exit 2",
                arguments: ["--help-button", "--form"] + twoRows, keys: [down, "\t", "\t", "\t", enter],
                shows: "Fill in"),
            CompatCase(
                behaviour: "form --help-status: HELP, the label, then the values",
                arguments: ["--help-status", "--help-button", "--form"] + twoRows,
                keys: ["x", "\t", "\t", "\t", enter],
                shows: "Fill in"),
            CompatCase(
                behaviour: "form --extra-button: the values, exit 3",
                arguments: ["--extra-button", "--form"] + twoRows, keys: ["x", "\t", right, enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form --output-separator: after each value instead of a newline",
                arguments: ["--output-separator", "::", "--form"] + twoRows, keys: [down, "y", enter],
                shows: "Fill in"),
            CompatCase(
                behaviour: "form --default-item: the focus starts in the field so labelled",
                arguments: ["--default-item", "City:", "--form"] + twoRows, keys: ["q", enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form --stdout: the values on stdout", arguments: ["--stdout", "--form"] + twoRows,
                keys: [enter], shows: "Fill in"),
            CompatCase(
                behaviour: "form with a missing row argument: usage error, 255",
                arguments: ["--form", "F", "12", "50", "2", "A:", "1", "1", "a", "1", "10", "20"], keys: [],
                shows: "", comparesAnswer: false),
            // dialog's samples/form1 (ThomasDickey/dialog-snapshots, samples/form1, commit
            // 1d2f6bb87b094a5f5518bf8923b4f3564812ff91), with its user's values written out.
            CompatCase(
                behaviour: "dialog's samples/form1: Submit with a changed UID",
                arguments: [
                    "--ok-label", "Submit", "--backtitle", "An Example for the use of --form:", "--form",
                    "Here is a possible piece of a configuration program.", "20", "50", "0", "Username:", "1", "1",
                    "root", "1", "10", "10", "0", "UID:", "2", "1", "0", "2", "10", "8", "0", "GID:", "3", "1", "0",
                    "3",
                    "10", "8", "0", "HOME:", "4", "1", "/root", "4", "10", "40", "0",
                ], keys: [down, "1", down, down, end, "/x", enter], shows: "configuration"),
        ]

        @Test(arguments: cases)
        func dialogsFormsAgree(_ compatCase: CompatCase) {
            expectAgreement("dialog", compatCase)
        }

        /// whiptail has no forms: an unknown option, exit 1, in both.
        @Test(arguments: ["--form", "--mixedform", "--passwordform"])
        func whiptailCallsFormsUnknown(_ box: String) {
            let compatCase = CompatCase(
                behaviour: box, arguments: [box] + twoRows, keys: [],
                shows: "", comparesAnswer: false)
            expectAgreement("whiptail", compatCase)
            #expect(runCompat([alerttyPath, "--compat", "whiptail"], compatCase).status == 1)
        }
    }
#endif
