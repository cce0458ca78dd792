#if os(Linux)
    import Glibc
    import TestThreads
    import Testing

    /// The list, the fields and the checkboxes appear, take the keys and answer in the order
    /// their arguments give them: what a person types goes to the input drawn first.
    @Suite(.serialized, .ownThread) struct InputOrderEndToEndTests {
        /// A kind of input, and what it adds to the alert and to each answer once filled (User
        /// alice, Password pw, Remember on, the list us).
        enum Kind: Sendable {
            case fields, checkbox, list

            var arguments: [String] {
                switch self {
                case .fields: ["--input", "User", "--secure", "Password"]
                case .checkbox: ["--checkbox", "Remember"]
                case .list: ["--choice", "eu", "--choice", "us"]
                }
            }

            /// A word on its first row.
            var word: String {
                switch self {
                case .fields: "User"
                case .checkbox: "Remember"
                case .list: "eu"
                }
            }

            var json: String {
                switch self {
                case .fields: #""fields":[{"label":"User","value":"alice"},{"label":"Password","value":"pw"}]"#
                case .checkbox: #""checkboxes":[{"label":"Remember","checked":true}]"#
                case .list: #""choices":["us"]"#
                }
            }

            /// Its member's name in `--describe`'s object.
            var described: String {
                switch self {
                case .fields: #""fields":"#
                case .checkbox: #""checkboxes":"#
                case .list: #""list":"#
                }
            }

            var shell: String {
                switch self {
                case .fields: "answer_user='alice'\nanswer_password='pw'\n"
                case .checkbox: "answer_remember='on'\n"
                case .list: #"answer_choices=''\''us'\'''"# + "\n"
                }
            }
        }

        /// The same inputs in one order, the keys that fill them all and the lines they answer.
        struct Order: Sendable, CustomTestStringConvertible {
            let kinds: [Kind]
            /// Keys to type after the first text, one read each, with what each one shows (`nil`:
            /// a move the next key's effect proves).
            let keys: [(key: String, shows: String?)]
            let lines: String

            var testDescription: String { "\(kinds)" }
            var arguments: [String] { InputOrderEndToEndTests.alert(kinds.flatMap(\.arguments)) }
        }

        /// The alert with `inputs`, titled, with Cancel and OK.
        static func alert(_ inputs: [String]) -> [String] {
            ["-t", "Sign in"] + inputs + ["-b", "Cancel", "-s", "cancel", "-b", "OK"]
        }

        static let tab = "\t"
        static let down = "\u{1B}[B"
        static let shiftTab = "\u{1B}[Z"

        static let orders = [
            Order(
                kinds: [.fields, .checkbox, .list],
                keys: [
                    ("\tpw", "••"), (tab, nil), (" ", "☑ Remember"), (tab, nil), (down, "› ○ us"), (" ", "● us"),
                ],
                lines: "alice\npw\non\nus\n"),
            Order(
                kinds: [.list, .checkbox, .fields],
                keys: [(" ", "● us"), (tab, nil), (" ", "☑ Remember"), ("\talice", "› alice"), ("\tpw", "••")],
                lines: "on\nalice\npw\nus\n"),
            Order(
                kinds: [.checkbox, .fields, .list],
                keys: [
                    (shiftTab, nil), (" ", "☑ Remember"), ("\t\tpw", "••"), (tab, nil), (down, "› ○ us"),
                    (" ", "● us"),
                ],
                lines: "on\nalice\npw\nus\n"),
            Order(
                kinds: oldScreenOrder,
                keys: [(" ", "● us"), ("\talice", "› alice"), ("\tpw", "••"), (tab, nil), (" ", "☑ Remember")],
                lines: "alice\npw\non\nus\n"),
        ]

        /// The order the alert drew its inputs in before they followed the arguments.
        static let oldScreenOrder: [Kind] = [.list, .fields, .checkbox]

        /// The first screen row holding `word`.
        static func row(of word: String, in run: TerminalRun) -> Int? {
            run.screen.lines.firstIndex { $0.contains(word) }
        }

        /// Runs `order` with `format`'s options, checks the screen's order and where the first
        /// text typed goes, fills every input and presses OK.
        static func answer(_ order: Order, format: [String] = []) -> TerminalRun {
            let run = TerminalRun(order.arguments + format)
            run.waitForText("[ OK ]")
            run.waitUntilDrawn()
            let rows = order.kinds.compactMap { row(of: $0.word, in: run) }
            #expect(rows.count == 3 && rows == rows.sorted(), "\(order.kinds) drawn on rows \(rows)")
            if order.kinds.first == .list {
                run.type("us")
                run.waitForText("Filter: us — 1 of 2")
                #expect(!run.screen.text.contains("› us"), "a field took what was typed")
            } else {
                // A checkbox given first does not take the focus: the first field does.
                run.type("alice")
                run.waitForText("› alice")
                #expect(!run.screen.text.contains("Filter:"), "the list took what was typed")
            }
            for (key, shows) in order.keys {
                run.type(key)
                if let shows { run.waitForText(shows) }
            }
            run.type(tab)
            run.waitForFocus("OK")
            run.send("\r")
            return run
        }

        /// The box on the screen, without the empty rows and columns around it (the model's lines
        /// end at their last character).
        static func box(in run: TerminalRun) -> String {
            var lines = run.screen.lines.drop { $0.isEmpty }.map { $0 }
            while lines.last == "" { lines.removeLast() }
            let margin = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n")
        }

        @Test(arguments: orders)
        func theInputsAreDrawnFocusedAndAnsweredInTheOrderGiven(_ order: Order) {
            expectExit(Self.answer(order), status: 0, stdout: order.lines)
            let json = #"{"button":"OK","index":1,"status":0,"# + order.kinds.map(\.json).joined(separator: ",") + "}\n"
            expectExit(Self.answer(order, format: ["--json"]), status: 0, stdout: json)
            let shell = "answer_button='OK'\nanswer_status=0\n" + order.kinds.map(\.shell).joined()
            expectExit(Self.answer(order, format: ["--shell"]), status: 0, stdout: shell)
            let description = runWithoutTerminal(order.arguments + ["--describe"]).stdout
            let members = order.kinds.compactMap { description.firstRange(of: $0.described)?.lowerBound }
            #expect(members.count == 3 && members == members.sorted(), "\(description)")
        }

        /// Arguments in the order the alert drew its inputs before (list, fields, checkboxes) draw
        /// what 0.11.0 drew, to the character (the screen model's every cell, attributes too, was
        /// the same with 0.11.0's binary as `ALERTTY_BINARY`).
        @Test func theOldScreenOrderLooksAsBefore() {
            // 0.11.0 drew no line of keys.
            let run = TerminalRun(Self.alert(Self.oldScreenOrder.flatMap(\.arguments)) + ["--key-help", "never"])
            run.waitForText("[ OK ]")
            run.waitUntilDrawn()
            #expect(
                Self.box(in: run) == """
                    ╭──────────────────────────────────╮
                    │             Sign in              │
                    │                                  │
                    │  › ○ eu                          │
                    │    ○ us                          │
                    │  User                            │
                    │  ›                               │
                    │  Password                        │
                    │  ›                               │
                    │  ☐ Remember                      │
                    │                                  │
                    │        [ Cancel ]  [ OK ]        │
                    ╰──────────────────────────────────╯
                    """)
            // The list has the focus, as it had: typing filters it.
            run.type("us")
            run.waitForText("Filter: us — 1 of 2")
            run.send("\u{1B}")
            run.waitForText("○ eu")
            run.send("\u{1B}")
            expectExit(run, status: 1)
        }
    }
#endif
