#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --text-area ALERTTY`: a megabyte of text pasted into `--text-area` on a
// pseudo-terminal, then keys typed at its end, each key's time and processor time; beside
// dialog's --editbox on the same text (from a file, as it takes it).

/// About a megabyte of prose-like lines (words of made-up syllables, 40 to 90 columns), from a
/// fixed seed.
func textAreaText(bytes: Int = 1_000_000) -> String {
    let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "fo", "ra", "an", "de", "pu", "ve", "zo", "bi", "ch"]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ below: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33) % below
    }
    var text = ""
    text.reserveCapacity(bytes + 100)
    while text.utf8.count < bytes {
        var line = ""
        let length = 40 + next(50)
        while line.utf8.count < length {
            if !line.isEmpty { line += " " }
            for _ in 0...next(3) { line += syllables[next(syllables.count)] }
        }
        text += line + "\n"
    }
    return text
}

/// Keys typed once the text is in: letters, a line break, the arrows, a page up and a deletion.
let textAreaTyping = [
    ("a", "a"), ("b", "b"), ("Enter", "\r"), ("c", "c"), ("Left", "\u{1B}[D"), ("Up", "\u{1B}[A"),
    ("PgUp", "\u{1B}[5~"), ("Backspace", "\u{7F}"), ("Down", "\u{1B}[B"),
]

/// Prints alertty's and dialog's per-key figures with a megabyte of text.
/// `text` as a terminal sends it pasted, between the bracketed-paste marks.
func bracketedPaste(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }

func printTextAreaBenchmark(alertty: String) -> Never {
    let text = textAreaText()
    var rows: [(String, FilterRun?)] = []
    // A paste is how a megabyte gets in: one argument holds at most 128 KiB.
    let paste = ("paste 1 MB", bracketedPaste(text))
    rows.append(("alertty --text-area", timeKeys(alertty, ["--text-area", "Notes"], keys: [paste] + textAreaTyping)))
    // The worst case: the megabyte as one line, which the keys at its end wrap from its start.
    let oneLine = (
        "paste 1 MB, one line", bracketedPaste(text.split(separator: "\n").joined(separator: " "))
    )
    rows.append(("alertty, one line", timeKeys(alertty, ["--text-area", "Notes"], keys: [oneLine] + textAreaTyping)))
    if let dialog = which("dialog") {
        let path = "/tmp/alertty-bench-editbox-\(getpid())"
        guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
        fputs(text, file)
        fclose(file)
        defer { unlink(path) }
        // The keys that always redraw in dialog: a key answered by no byte at all cannot be timed.
        let redrawn = Array(textAreaTyping.prefix(5))
        rows.append(("dialog --editbox", timeKeys(dialog, ["--editbox", path, "20", "70"], keys: redrawn)))
    }
    print("\(text.utf8.count) bytes in \(text.split(separator: "\n").count) lines on an 80x24 pseudo-terminal;")
    print("time from the key written to the last byte drawn, and the processor time the tool spent on it")
    printKeyTable(rows)
    exit(0)
}
