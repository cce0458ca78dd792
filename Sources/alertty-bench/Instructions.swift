#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// `alertty-bench --instructions ALERTTY [BASELINE]`: the instructions each binary runs to its
/// first frame and for one focus change, counted by valgrind's callgrind, beside the floors; and
/// those between the focus change's wake-up and its write (lackey), the part the person waits
/// for, since work after the write (the next moves drawn ahead) counts in the whole.
///
/// Wall-clock times on a shared virtual machine move by a tenth from one run to the next, more
/// than most changes to alertty's own code; instruction counts repeat exactly. They are not
/// time (a cold cache and page faults are most of a first frame), so a change is shown by both.
func printInstructionCounts(of binary: String, baseline: String?) -> Never {
    guard let valgrind = which("valgrind") else { fail("--instructions needs valgrind (apt-get install valgrind)") }
    let copies = [binary, baseline].compactMap { $0 }.map { ($0, strippedCopy(of: $0, keepingSymbols: true)) }
    var rows = [("alertty", copies[0].1, alerttyYesNo)]
    if copies.count > 1 { rows.append(("baseline", copies[1].1, alerttyYesNo)) }
    let drawn = floorArguments(drawnBy: Tool(name: "alertty", path: binary, arguments: alerttyYesNo))
    let floors = [("C floor", buildFloor()), ("Swift floor", buildSwiftFloor())]
    for (name, floor) in floors {
        if let path = floor.path { rows.append((name, path, drawn)) } else { print(floor.note) }
    }
    print("instructions (valgrind --tool=callgrind, and lackey for the wake-up to the write): the benchmark's yes/no;")
    print("a focus change is →, three averaged\n")
    print(
        "| binary | to the first frame (before its write) | one focus change, all its work | its wake-up → its write |")
    print("| --- | --- | --- | --- |")
    for (name, path, arguments) in rows {
        let firstFrame = instructions(path, arguments, keys: ["\r"], under: valgrind, beforeFirstWrite: true)
        let withoutKeys = instructions(path, arguments, keys: ["\r"], under: valgrind, beforeFirstWrite: false)
        let withKeys = instructions(
            path, arguments, keys: ["\u{1B}[C", "\u{1B}[C", "\u{1B}[C", "\r"], under: valgrind, beforeFirstWrite: false)
        let waitedFor = instructionsFromWakeUpToWrite(path, arguments, under: valgrind)
        print("| \(name) | \(grouped(firstFrame)) | \(grouped((withKeys - withoutKeys) / 3)) | \(grouped(waitedFor)) |")
    }
    for (original, copy) in copies where copy != original { unlink(copy) }
    exit(0)
}

/// The instructions `binary` (one valgrind can read: ``strippedCopy(of:keepingSymbols:)``)
/// runs to the first frame of the benchmark's yes/no (before its write), and from the wake-up
/// → causes to the write of its redraw.
func budgetedInstructions(of binary: String, under valgrind: String) -> (firstFrame: Int, focusChange: Int) {
    (
        instructions(binary, alerttyYesNo, keys: ["\r"], under: valgrind, beforeFirstWrite: true),
        instructionsFromWakeUpToWrite(binary, alerttyYesNo, under: valgrind)
    )
}

/// The instructions `path` runs with `keys` typed once it has drawn: all of them, or those before
/// its first `write(2)` (callgrind's `--dump-before=write` ends the first part there).
private func instructions(
    _ path: String, _ arguments: [String], keys: [String], under valgrind: String, beforeFirstWrite: Bool
) -> Int {
    let profile = "/tmp/alertty-bench-instructions.\(getpid())"
    let part = beforeFirstWrite ? profile + ".1" : profile
    defer {
        unlink(profile)
        for index in 1...3 { unlink(profile + ".\(index)") }
    }
    var options = ["--tool=callgrind", "--log-file=/dev/null", "--callgrind-out-file=\(profile)"]
    if beforeFirstWrite { options.append("--dump-before=write") }
    runUnderValgrind((arguments, keys), valgrind, options + [path])
    guard let file = fopen(part, "r") else { fail("callgrind wrote no profile for \(path)") }
    defer { fclose(file) }
    // "totals: 372401" (or "summary:" in a file without parts).
    for line in lines(of: file, upTo: 4096) where line.hasPrefix("totals: ") || line.hasPrefix("summary: ") {
        if let count = line.split(separator: " ").last.flatMap({ Int($0) }) { return count }
    }
    fail("no instruction total in callgrind's profile for \(path)")
}

/// The instructions `path` runs from the return of the wait that → ends to the write of its
/// redraw, from a lackey trace.
private func instructionsFromWakeUpToWrite(_ path: String, _ arguments: [String], under valgrind: String) -> Int {
    let trace = "/tmp/alertty-bench-lackey.\(getpid())"
    defer { unlink(trace) }
    let lackey = ["--tool=lackey", "--trace-mem=yes", "--log-file=\(trace)", path]
    runUnderValgrind((arguments, ["\u{1B}[C", "\r"]), valgrind, lackey)
    let symbols = definedSymbols(of: path)
    let code = SymbolTable(symbols, kinds: "tTiWw") { $0.size > 0 }
    return touchedByTheFirstKey(inLackeyTrace: trace, code: code, data: SymbolTable(symbols, kinds: "") { _ in false })
        .instructions
}

/// 372401 as "372,401".
func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
        index = digits.index(index, offsetBy: -3)
        digits.insert(",", at: index)
    }
    return number < 0 ? "-" + digits : digits
}
