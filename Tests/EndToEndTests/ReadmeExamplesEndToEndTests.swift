#if os(Linux)
    import Foundation
    import Glibc
    import Testing

    /// A shell block of the README, as a person pastes it: the keys they press at each alert, and
    /// what the block then leaves on stdout and in its status.
    struct ReadmeExample: CustomTestStringConvertible, Sendable {
        /// The block's first line, as the README has it: which block this is.
        var opening: String
        /// Each alert's title (or a text it shows), then the keys typed there, one write each.
        var steps: [(shows: String, keys: [String])] = []
        /// Shell lines run after the block, to show what it set (`printf '%s|' "$name"`).
        var epilogue = ""
        var status: Int32 = 0
        var stdout: String

        var testDescription: String { opening }
    }

    /// Every shell block in the README runs as pasted, in bash on a terminal, with alertty on PATH
    /// (issue 47: the printf that broke on a quote, the symlink into a folder that did not exist).
    /// The install blocks are .ci/check-install's. What a block names but the README does not
    /// define is declared once, in ``placeholders``.
    @Suite(.serialized) struct ReadmeExamplesEndToEndTests {
        static let enter = "\r"
        static let right = "\u{1b}[C"
        static let tab = "\t"

        static let examples: [ReadmeExample] = [
            ReadmeExample(
                opening: "if alertty --title \"Delete 3 files?\" --message \"This cannot be undone.\" \\",
                steps: [("Delete 3 files?", [right, enter])],
                stdout: "Delete\nremoved a.txt\nremoved b.txt\n"),
            ReadmeExample(
                opening:
                    "choice=$(alertty -t \"Save changes?\" -b Save -s default -b \"Don't Save\" -b Cancel -s cancel)",
                steps: [("Save changes?", [enter])], epilogue: "printf '%s|' \"$choice\"", stdout: "saved\nSave|"),
            ReadmeExample(
                opening: "download | alertty --title Installing --message 'Copying files' --progress",
                stdout: ""),
            ReadmeExample(
                opening: "name=$(alertty --title \"New branch\" --input \"Branch name\" --value \"feature/\") || exit",
                steps: [("New branch", [enter]), ("Sign in", ["ada", tab, "pw", enter])],
                epilogue: "printf '%s|' \"$name\" \"$user\" \"$pass\" \"$remember\" \"$region\"",
                stdout: "feature/|ada|pw|off|eu|"),
            ReadmeExample(
                opening: "port=$(alertty -t \"Open a port\" -i Port --integer 1..65535 -b Cancel -s cancel -b Open)",
                steps: [("Open a port", ["8080", enter])], epilogue: "printf '%s|' \"$port\"", stdout: "8080|"),
            ReadmeExample(
                opening: "file=$(ls | alertty --title \"Open which file?\" --choices-from - --match fuzzy) || exit",
                steps: [("3 items", ["mk", enter])], epilogue: "printf '%s|' \"$file\"", stdout: "Makefile|"),
            ReadmeExample(
                opening: "notes=$(alertty -t \"Release notes\" --text-area Notes --required) || exit",
                steps: [
                    ("Release notes", ["Fixed it", "\u{04}"]), ("alertty.toml", [enter]),
                    ("Deploy on?", [enter, enter]),
                    ("Install log", [enter]),
                ],
                epilogue: "printf '%s|' \"$notes\" \"${config##*/}\" \"$(printf '%s' \"$when\" | wc -l)\"",
                stdout: "Close\nFixed it|alertty.toml|1|"),
            ReadmeExample(
                opening:
                    "# deploy.sh: a person answers at the terminal; CI sets ALERTTY_ANSWER=Deploy, else alertty exits 69 and this 1.",
                steps: [("Deploy 1.4 to production?", [right, enter])], epilogue: "echo deployed",
                stdout: "Deploy\ndeployed\n"),
            ReadmeExample(
                opening:
                    "echo '{\"button\":\"Sign In\",\"fields\":[{\"label\":\"Token\",\"value_from_env\":\"DEPLOY_TOKEN\"}]}' |",
                stdout: "to\"k\\en\n"),
            ReadmeExample(
                opening:
                    "ALERTTY_RECORD=answers.jsonl ./install.sh               # a person answers; each alert adds its entry",
                steps: [("Sign in", ["ada", tab, "pw", enter])], stdout: "ada\npw\nada\npw\n"),
            ReadmeExample(
                opening:
                    "mkdir -p ~/.local/bin && ln -sf \"$(command -v alertty)\" ~/.local/bin/whiptail   # and dialog",
                steps: [("Pick one", [enter])], epilogue: "printf '%s|' \"$choice\"",
                stdout: "HOME/.local/bin/whiptail\na|"),
        ]

        /// What the README's blocks name without defining, and the folder they run in: a Makefile
        /// for `make -j8`, an install.sh that asks for a password, an install log, a settings file.
        static func placeholders(home: String) -> String {
            """
            set -u
            ALERTTY='\(alerttyPath)'
            export HOME='\(home)' DEPLOY_TOKEN='to"k\\en' ALERTTY_SECRET_ALERT_SIGN_IN_PASSWORD=pw
            PATH="$HOME/.local/bin:${ALERTTY%/*}:$PATH"
            cd "$HOME"
            version=1.4
            rm() { [ "$1" = -- ] && shift; printf 'removed %s\\n' "$@"; }
            save() { echo saved; }
            discard() { echo discarded; }
            download() { printf '%s\\n' 10 50 100; }
            mkdir -p .config/alertty && : >.config/alertty/alertty.toml && echo 'step 1' >install.log
            printf 'all:\\n\\t@echo built\\n' >Makefile
            printf '#!/bin/sh\\nalertty -t "Sign in" -i User --secure Password -b Cancel -s cancel -b "Sign In"\\n' >install.sh
            chmod +x install.sh

            """
        }

        /// The README's fenced `sh` blocks, indented or not, but for the install blocks.
        static let blocks: [String] = {
            var blocks: [String] = []
            var current: [Substring]?
            var indent = 0
            var previous: Substring = ""
            for line in committedReadme.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if current == nil, trimmed == "```sh", !previous.hasPrefix("<!-- install:"),
                    !previous.hasPrefix("<!-- uninstall:")
                {
                    current = []
                    indent = line.count - trimmed.count
                } else if let lines = current, trimmed == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else if current != nil {
                    current?.append(line.dropFirst(indent))
                }
                previous = line
            }
            return blocks
        }()

        static let committedReadme: String = {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        }()

        /// A block the README gains without an example here fails, and so does an example whose
        /// block has gone.
        @Test func everyShellBlockHasItsExample() {
            #expect(Self.blocks.count >= 10, "\(Self.blocks.count) blocks found")
            for block in Self.blocks {
                let opening = block.split(separator: "\n").first.map(String.init) ?? ""
                #expect(
                    Self.examples.contains { $0.opening == opening }, "no example for the README's block: \(opening)")
            }
            for example in Self.examples {
                #expect(
                    Self.blocks.contains { $0.hasPrefix(example.opening) }, "the README has no block \(example.opening)"
                )
            }
        }

        @Test(arguments: examples)
        func runsAsPasted(_ example: ReadmeExample) throws {
            let block = try #require(Self.blocks.first { $0.hasPrefix(example.opening) })
            var template = Array("/tmp/alertty-readme-XXXXXX".utf8CString)
            try #require(mkdtemp(&template) != nil)
            let home = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            defer { try? FileManager.default.removeItem(atPath: home) }
            let script = Self.placeholders(home: home) + block + "\n" + example.epilogue + "\n"
            let run = TerminalRun(
                ["--norc", "--noprofile", "-c", script, "readme", "a.txt", "b.txt"], executable: "/bin/bash",
                environment: ["PATH": "/usr/bin:/bin"])
            for step in example.steps {
                guard run.waitForText(step.shows) else { break }
                for key in step.keys { run.send(key) }
            }
            let result = run.finish(timeout: 30)
            #expect(result.status == example.status, "stderr: \(result.stderr)")
            #expect(
                result.stdout == example.stdout.replacingOccurrences(of: "HOME", with: home), "stderr: \(result.stderr)"
            )
            #expect(result.termiosRestored)
        }
    }
#endif
