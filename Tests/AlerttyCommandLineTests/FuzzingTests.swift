import AlertFuzzing
import TestSupport
import Testing

/// The fuzz target's checks on seeded random input, so every `swift test` runs them;
/// `.ci/fuzz` runs them under libFuzzer, which searches far more cleverly.
@Suite struct FuzzingTests {
    @Test func randomInputNeverBreaksAnyRule() {
        var random = SplitMix64(seed: 0xF022)
        // Options with their values, mostly well formed, so that many alerts come up; and strays.
        let options: [[String]] = [
            ["-b", "Yes"], ["-b", "No", "-s", "cancel"], ["-b", "Delete", "-s", "destructive"], ["-b", "中文👍🏽e\u{301}"],
            ["--title", "Go?"], ["-m", "9223372036854775807"], ["-i", "Name"], ["--secure", "Password"],
            ["--value", "Ada"], ["--max-length", "3"], ["--timeout", "0.1"], ["--inline"], ["--multiple"],
            ["-c", "one"], ["-c", "two"], ["--selected", "1"], ["--required"], ["--checkbox", "I agree"],
            ["--detail", "more"], ["--width", "30"], ["-s"], ["cancel"], ["--timeout"], ["--progress"],
            ["--run", "--progress-lines", "--", "x"], ["--integer", "1..9"], ["--min-length", "2"],
            ["--pattern", "[a-z]+"], ["--error-message", "no"], ["--timeout-answer", "Yes"], ["--value", "v"],
            ["--date"], ["--time", "At"], ["--min", "2026-11-20"], ["--format", "%H:%M:%S"], ["--value", "2026-11-27"],
        ]
        // Whole keys, as a terminal sends them, and the inputs nobody means to give.
        let keys: [[UInt8]] =
            [
                "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OC", "\t", "\u{1B}[Z", "\r", " ", "y",
                "\u{1B}[C\u{1B}[C\u{1B}[D",
                "\u{1B}[A\u{1B}[B\u{1B}[200~paste\u{1B}[201~\t\r", "中文👍🏽e\u{301}",
                "\u{1B}[M !!\u{1B}[<0;3;3M\u{1B}[<0;3;3m\u{1B}]11;rgb:0/0/0\u{07}",
                "37.5 Copying\n", "# 中文👍🏽 text\n", "{\"percent\": 250, \"text\": \"x\\ny\"}\n", "12\rcc -c a.c\n",
                "20261131", "\u{1B}[6~\u{1B}[H\u{1B}[F\u{7F}",
            ].map { Array($0.utf8) } + [[0xFF, 0x0A, 0x1B]]
        func pick<Piece>(_ pieces: [Piece]) -> Piece { pieces[Int(random.next() % UInt64(pieces.count))] }
        for _ in 0..<3000 {
            // Width, height, how many arguments; the arguments, each ended by a 0; then the keys.
            var arguments: [String] = []
            for _ in 0..<Int(random.next() % 5) {
                arguments += pick(options)
            }
            arguments = Array(arguments.prefix(11))
            var data: [UInt8] = [
                UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                UInt8(arguments.count),
            ]
            for argument in arguments { data += Array(argument.utf8) + [0] }
            for _ in 0..<Int(random.next() % 12) { data += pick(keys) }
            data += (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let failures = AlertFuzzing.exercise(data)
            #expect(failures.isEmpty, "\(failures) for \(data)")
        }
    }

    /// dialog's boxes with --colors: codes everywhere (cut short, unknown, in tags and sizes),
    /// the text's own noncharacters, and list sizes at the edges; every rule must still hold.
    @Test func randomColoredDialogBoxesNeverBreakAnyRule() {
        var random = SplitMix64(seed: 0xC0105)
        let noncharacter = String(Character(Unicode.Scalar(0xFDD8)!))
        let texts = [
            "\\Zb\\Z1bold red\\Zn plain", "\\Z", "a\\Zxb", "\\Zr" + String(repeating: "long words ", count: 30),
            noncharacter + "forged\\ZR", "\\Zu中文👍🏽\\ZU\\n\\Z7next", "\\Z\\Zb", "",
        ]
        let boxes = [["--menu"], ["--checklist"], ["--radiolist"], ["--msgbox"], ["--yesno"], ["--inputbox"]]
        let sizes = ["0", "1", "6", "7", "20", "-1", "9223372036854775807", "-9223372036854775808"]
        func pick<Piece>(_ pieces: [Piece]) -> Piece { pieces[Int(random.next() % UInt64(pieces.count))] }
        for _ in 0..<1500 {
            let box = pick(boxes)
            // Few enough options that a list's items fit in the eleven arguments.
            var arguments = ["--colors"]
            if random.next() % 3 == 0 { arguments += [pick(["--backtitle", "--title"]), pick(texts)] }
            arguments += box + [pick(texts), pick(sizes), pick(sizes)]
            if ["--menu", "--checklist", "--radiolist"].contains(box[0]) {
                arguments.append(pick(sizes))
                for _ in 0..<Int(random.next() % 3) {
                    arguments += [pick(texts), pick(texts)] + (box[0] == "--menu" ? [] : ["on"])
                }
            }
            arguments = Array(arguments.prefix(11))
            // The dialect bit (0x80) and dialog's (0x40) over the argument count.
            var data: [UInt8] = [
                UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                0xC0 | UInt8(arguments.count),
            ]
            for argument in arguments { data += Array(argument.utf8) + [0] }
            data += Array(pick(["\u{1B}[6~\r", "\u{1B}[B \t\r", "\u{1B}", "\u{1B}[F\r"]).utf8)
            let failures = AlertFuzzing.exercise(data)
            #expect(failures.isEmpty, "\(failures) for \(arguments)")
        }
    }

    /// Every box of both dialects with its numbers (sizes, list heights, percentages, a mixed
    /// gauge's states, the options' numbers, a gauge's input) at and beside the integer limits:
    /// a negated Int.min (a mixed gauge's `-N` state, N%) trapped.
    @Test func randomDialectNumbersNeverBreakAnyRule() {
        var random = SplitMix64(seed: 0x1D1A)
        let numbers = [
            "-9223372036854775808", "-9223372036854775807", "-1", "0", "1", "7", "100", "101",
            "9223372036854775806", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
        ]
        // Each box with `#` where it reads a number.
        let boxes: [[String]] = [
            ["--yesno", "t", "#", "#"], ["--msgbox", "t", "#", "#"], ["--infobox", "t", "#", "#"],
            ["--inputbox", "t", "#", "#", "v"], ["--passwordbox", "t", "#", "#"],
            ["--menu", "t", "#", "#", "#", "a", "A"],
            ["--radiolist", "t", "#", "#", "#", "a", "A", "on"], ["--checklist", "t", "#", "#", "#", "a", "A", "on"],
            ["--gauge", "t", "#", "#", "#"], ["--textbox", "f", "#", "#"], ["--progressbox", "t", "#", "#"],
            ["--programbox", "#", "#"], ["--prgbox", "t", "true", "#", "#"],
            ["--mixedgauge", "t", "#", "#", "#", "a", "#"],
        ]
        let options: [[String]] = [
            [], ["--timeout", "#"], ["--output-fd", "#"], ["--max-input", "#"], ["--aspect", "#"],
            ["--begin", "#", "#"],
        ]
        func pick<Piece>(_ pieces: [Piece]) -> Piece { pieces[Int(random.next() % UInt64(pieces.count))] }
        for _ in 0..<2000 {
            let arguments = (pick(options) + pick(boxes)).map { $0 == "#" ? pick(numbers) : $0 }
            // The dialect bit (0x80), dialog's (0x40) half the time, over the argument count.
            var data: [UInt8] = [
                UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                0x80 | (random.next() % 2 == 0 ? 0x40 : 0) | UInt8(arguments.count),
            ]
            for argument in arguments { data += Array(argument.utf8) + [0] }
            // Keys, and a gauge's input: percentages at the limits, alone and in XXX blocks.
            for _ in 0..<Int(random.next() % 4) {
                data += Array(pick([pick(numbers) + "\n", "XXX\n" + pick(numbers) + "\nnew\nXXX\n", "\t", "\r"]).utf8)
            }
            let failures = AlertFuzzing.exercise(data)
            #expect(failures.isEmpty, "\(failures) for \(arguments)")
        }
    }
}
