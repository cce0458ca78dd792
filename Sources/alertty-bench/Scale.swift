import AlerttyKit
import ScreenModel

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --scale ALERTTY [--items N]`: a million items (N) piped into alertty and into
// fzf, each on the same 80x24 pseudo-terminal: the time until each has read and counted them all,
// each key of a typed query, peak memory, and the time from Enter to the answer on stdout and to
// the exit; then ten times the items, which shows whether memory grows linearly.

/// The benchmark's items (``ItemLabels``) written once to a file, one a line, and how many of
/// them each typed query finds.
struct ScaleItems {
    let path: String
    let count: Int
    /// After each key of ``filterTyping``, the items holding the query typed so far.
    private(set) var containing: [Int]
    /// After each key, the items holding the query's letters in order (what fuzzy matching finds).
    private(set) var holdingInOrder: [Int]

    init(count: Int) {
        path = "/tmp/alertty-bench-items.\(getpid()).\(count)"
        self.count = count
        let queries = typedQueries(filterTyping.map(\.1))
        containing = Array(repeating: 0, count: queries.count)
        holdingInOrder = containing
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else { fail("cannot write \(path)") }
        defer { close(file) }
        var labels = ItemLabels()
        var label: [UInt8] = []
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20 + 64)
        for _ in 0..<count {
            label.removeAll(keepingCapacity: true)
            labels.append(to: &label)
            for (index, query) in queries.enumerated() {
                if label.firstIndex(ofBytes: query) != nil { containing[index] += 1 }
                if holdsInOrder(query, label) { holdingInOrder[index] += 1 }
            }
            buffer.append(contentsOf: label)
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count >= 1 << 20 {
                writeAll(buffer, to: file)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        writeAll(buffer, to: file)
    }

    /// How many items the query typed up to key `index` finds, matched as substrings or fuzzily.
    func matches(afterKey index: Int, substring: Bool) -> Int {
        substring ? containing[index] : holdingInOrder[index]
    }

    func remove() { unlink(path) }
}

/// The text in the field after each of `keys` (DEL takes the last letter back).
func typedQueries(_ keys: [String]) -> [[UInt8]] {
    var query: [UInt8] = []
    return keys.map { key in
        if key == "\u{7F}" { query.removeLast() } else { query += Array(key.utf8) }
        return query
    }
}

/// Whether `text` holds the bytes of `query` in order, not necessarily together.
func holdsInOrder(_ query: [UInt8], _ text: [UInt8]) -> Bool {
    var next = query.startIndex
    for byte in text where next < query.endIndex && byte == query[next] { next += 1 }
    return next == query.endIndex
}

/// Writes all of `bytes` to `file`.
func writeAll(_ bytes: [UInt8], to file: Int32) {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + written, bytes.count - written) }
        guard count > 0 else { fail("cannot write the items: \(String(cString: strerror(errno)))") }
        written += count
    }
}

/// A picker run on a million items: how it is started, and what its screen says once it has
/// counted them and once a query has found its matches.
struct ScalePicker {
    let tool: String
    let mode: String
    let path: String
    let arguments: [String]
    /// Whether a query matches as a substring (else its letters in order).
    let substring: Bool
    /// Shown once all the items (the argument) are read and counted.
    let counted: (Int) -> String
    /// Shown once a query (the first argument) has found the second argument's number of
    /// matches among the third's: a text of every group, any one of the group.
    let found: (String, Int, Int) -> [[String]]

    /// alertty with the items on stdin: `1,000,000 items` once the input has ended, and its filter
    /// line's `fo — 3 of 1,000,000` for a query (`fo 3/1,000,000` where the list is narrow, its
    /// total maybe cut).
    static func alertty(_ path: String, fuzzy: Bool) -> ScalePicker {
        ScalePicker(
            tool: "alertty", mode: fuzzy ? "fuzzy" : "substring", path: path,
            arguments: ["--title", "Pick one", "--choices-from", "-"] + (fuzzy ? ["--match", "fuzzy"] : []),
            substring: !fuzzy, counted: { "\(grouped($0)) items" },
            found: { query, matches, _ in [["\(query) — \(grouped(matches)) of ", "\(query) \(grouped(matches))/"]] })
    }

    /// fzf as a person runs it (sorted; `--exact` for substrings): its info line
    /// `1000000/1000000` once it has read everything, and its prompt `> fo` above `3/1000000`
    /// for a query.
    static func fzf(_ path: String, fuzzy: Bool) -> ScalePicker {
        ScalePicker(
            tool: "fzf", mode: fuzzy ? "fuzzy" : "substring (--exact)", path: path, arguments: fuzzy ? [] : ["--exact"],
            substring: !fuzzy, counted: { " \($0)/\($0)" }, found: { [["> \($0)"], [" \($1)/\($2)"]] })
    }

    /// The same picker run by valgrind with `options` before its own path.
    func under(_ valgrind: String, _ options: [String]) -> ScalePicker {
        ScalePicker(
            tool: tool, mode: mode, path: valgrind, arguments: options + [path] + arguments, substring: substring,
            counted: counted, found: found)
    }
}

/// What one picker's run on the items measured.
struct ScaleRun {
    /// Seconds from the start (the picker and its feeder spawned) until it had shown every item
    /// counted and done its work.
    var ready = 0.0
    /// Each key of ``filterTyping``: from its write to the last byte written before the picker
    /// showed its count and was idle again, and the processor time (every thread) until then.
    var keys: [FilterKey] = []
    var peakKilobytes = 0
    /// Seconds from Enter written to a whole line on the picker's stdout, and to its exit.
    var toAnswer = 0.0
    var toExit = 0.0
    /// The first thing that went wrong, which ends the run.
    var failure: String?
}

/// Runs `picker` with `items` piped in by `cat`, both spawned at the start: waits until it shows
/// every item counted and is idle, types ``filterTyping`` one key at a time, each timed to the
/// last byte it writes before it shows the query's count and is idle again (a query can find as
/// many items as the one before, `f` and `fo` here, so the count alone cannot say fzf's matcher
/// has answered), reads its peak memory, then presses Enter and times the answer on stdout and
/// the exit. `prepare`, given the picker's process once it is ready, runs before the keys
/// (callgrind's instrumentation switched on); the run fails when it does.
func runAtScale(
    _ picker: ScalePicker, on items: ScaleItems, limit: Double, prepare: (pid_t) -> Bool = { _ in true }
) -> ScaleRun {
    var run = ScaleRun()
    let start = now()
    let (input, feed) = closedOnExecPipe()
    let (answers, output) = closedOnExecPipe()
    let feeder = spawnFeeder(items.path, into: feed)
    let process = Spawned(
        picker.path, picker.arguments, stdinPath: nil, stdinDescriptor: input, stdoutDescriptor: output)
    for end in [input, feed, output] { close(end) }
    var exited = false
    defer {
        if !exited { kill(process.pid, SIGKILL) }
        _ = process.finish()
        kill(feeder, SIGKILL)
        var status: Int32 = 0
        waitpid(feeder, &status, 0)
        close(answers)
    }
    let screen = Screen(columns: 80, rows: 24)
    // A run that goes wrong says so in its row, and shows its screen on stderr.
    func stop(_ failure: String) -> ScaleRun {
        run.failure = failure
        let said = "alertty-bench: \(picker.tool) (\(picker.mode)) \(failure); its screen:\n\(screen.text)\n"
        _ = Array(said.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return run
    }
    let counted = picker.counted(items.count)
    guard let ready = process.readScreen(screen, until: [[counted]], since: start, limit: limit) else {
        return stop("did not show `\(counted)`")
    }
    run.ready = ready.settled
    guard prepare(process.pid) else { return stop("could not be prepared for the keys") }
    // A key that does not answer within a minute would not be used; the ready limit is longer.
    let keyLimit = min(limit, 60)
    let queries = typedQueries(filterTyping.map(\.1))
    for (index, key) in filterTyping.enumerated() {
        let matches = items.matches(afterKey: index, substring: picker.substring)
        let found = picker.found(String(decoding: queries[index], as: UTF8.self), matches, items.count)
        let cpu = process.cpuNanoseconds()
        let sent = now()
        process.send(key.1)
        guard let answer = process.readScreen(screen, until: found, since: sent, limit: keyLimit) else {
            return stop(
                "\(key.0): did not show `\(found.map { $0.joined(separator: "` or `") }.joined(separator: "` and `"))`")
        }
        guard let cpu, let after = process.cpuNanoseconds() else { return stop("\(key.0): exited") }
        run.keys.append(
            FilterKey(key: key.0, seconds: answer.last, cpuSeconds: Double(after - cpu) / 1e9, bytes: answer.bytes))
    }
    run.peakKilobytes = process.currentPeakKilobytes() ?? 0
    let sent = now()
    process.send("\r")
    let ending = process.timeAnswer(on: answers, since: sent, limit: limit)
    exited = ending.exit != nil
    guard let answered = ending.answer, let exit = ending.exit else {
        return stop(ending.answer == nil ? "no answer on stdout after Enter" : "did not exit after its answer")
    }
    (run.toAnswer, run.toExit) = (answered, exit)
    return run
}

/// A pipe whose ends are closed in every program started from here: a program holds only the end
/// given to it as a standard descriptor, so a reader sees the end of its input when its writer exits.
func closedOnExecPipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fail("cannot make a pipe") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
}

/// Starts `cat FILE` writing into `descriptor`, as a shell's `cat FILE |` does.
func spawnFeeder(_ file: String, into descriptor: Int32) -> pid_t {
    var actions = emptySpawnActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    let words: [String] = ["/bin/cat", file]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    guard posix_spawn(&child, "/bin/cat", &actions, nil, argv, environ) == 0 else { fail("cannot start cat") }
    return child
}

extension Spawned {
    /// Reads the terminal into `screen` until its rows show a text of every group of `texts` and the program
    /// has then been idle (under 1 ms of processor, and no output, for 0.1 s, as
    /// ``waitUntilIdle(limit:)`` asks): the seconds from `start` to the last byte read, and to
    /// the end of its work (the later of that byte and the last 10 ms in which it used 0.1 ms of
    /// processor or more), and how many bytes came; `nil` when the program leaves the terminal or
    /// `limit` seconds pass first. Answers the terminal's questions (DA1) as the screen does.
    func readScreen(_ screen: Screen, until texts: [[String]], since start: Double, limit: Double) -> (
        last: Double, settled: Double, bytes: Int
    )? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var shown = false
        var (last, bytes) = (start, 0)
        guard var sample = cpuNanoseconds() else { return nil }
        var (worked, window, windowCPU) = (start, start, sample)
        while now() - start < limit {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 10) > 0 {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return nil }
                last = now()
                bytes += count
                screen.feed(Array(buffer[0..<count]))
                let replies = screen.takeReplies()
                if !replies.isEmpty { send(String(decoding: replies, as: UTF8.self)) }
                if !shown {
                    let lines = screen.lines
                    shown = texts.allSatisfy { group in group.contains { text in lines.contains { $0.contains(text) } }
                    }
                }
            }
            let time = now()
            guard let cpu = cpuNanoseconds() else { return nil }
            if cpu - sample >= 100_000 { worked = time }
            sample = cpu
            guard time - window >= 0.1 else { continue }
            if shown, cpu - windowCPU < 1_000_000, last < window {
                return (last - start, max(last, worked) - start, bytes)
            }
            (window, windowCPU) = (time, cpu)
        }
        return nil
    }

    /// After Enter: the seconds from `sent` until `answers` (the program's stdout) holds a whole
    /// line, and until the program exits (reaped), the terminal drained meanwhile; `nil` for what
    /// did not happen within `limit` seconds.
    func timeAnswer(on answers: Int32, since sent: Double, limit: Double) -> (answer: Double?, exit: Double?) {
        var answer: Double?
        var buffer = [UInt8](repeating: 0, count: 65536)
        var entries = [
            pollfd(fd: answers, events: Int16(POLLIN), revents: 0),
            pollfd(fd: master, events: Int16(POLLIN), revents: 0),
        ]
        var status: Int32 = 0
        while now() - sent < limit {
            _ = poll(&entries, 2, 1)
            for index in entries.indices where entries[index].revents != 0 {
                let count = read(entries[index].fd, &buffer, buffer.count)
                // A descriptor at its end is left out of the wait (poll ignores a negative one).
                if count <= 0 { entries[index].fd = -1 }
                if index == 0, count > 0, answer == nil, buffer[0..<count].contains(UInt8(ascii: "\n")) {
                    answer = now() - sent
                }
            }
            if waitpid(pid, &status, WNOHANG) == pid {
                let exit = now() - sent
                // An answer written after the wait above, just before the exit, is read now.
                while answer == nil, entries[0].fd >= 0, case let count = read(answers, &buffer, buffer.count),
                    count > 0
                {
                    if buffer[0..<count].contains(UInt8(ascii: "\n")) { answer = exit }
                }
                return (answer, exit)
            }
        }
        return (answer, nil)
    }
}

/// `alertty-bench --scale ALERTTY [--items N]`: alertty and fzf side by side on `count` piped
/// items (substring and fuzzy), then on ten times as many (substring), as one Markdown table, and
/// how each one's peak memory grew.
func printScaleBenchmark(alertty: String, count: Int) -> Never {
    guard let fzf = which("fzf") else { fail("--scale needs fzf (apt-get install fzf)") }
    var rows: [(picker: ScalePicker, items: Int, run: ScaleRun)] = []
    let items = ScaleItems(count: count)
    for fuzzy in [false, true] {
        for picker in [ScalePicker.alertty(alertty, fuzzy: fuzzy), ScalePicker.fzf(fzf, fuzzy: fuzzy)] {
            rows.append((picker, count, runAtScale(picker, on: items, limit: 120)))
        }
    }
    items.remove()
    let more = ScaleItems(count: count * 10)
    for picker in [ScalePicker.alertty(alertty, fuzzy: false), ScalePicker.fzf(fzf, fuzzy: false)] {
        rows.append((picker, more.count, runAtScale(picker, on: more, limit: 600)))
    }
    more.remove()
    print("items piped in by cat, an 80x24 pseudo-terminal; ready: every item counted on the screen, and idle;")
    print("a key: from its write to the last byte before its count is shown and the tool idle (0.1 s under 1 ms")
    print("of processor); processor: every thread, until idle again; peak memory: VmHWM after the keys\n")
    let keys = filterTyping.map(\.0).joined(separator: " | ")
    print("| tool | mode | items | ready | \(keys) | peak memory | Enter → answer; exit |")
    print("| --- | --- | --- | --- |" + String(repeating: " --- |", count: filterTyping.count) + " --- | --- |")
    for (picker, items, run) in rows {
        var cells = [picker.tool, picker.mode, grouped(items)]
        if run.failure == nil || !run.keys.isEmpty { cells.append(fixed(run.ready, 2) + " s") }
        cells += run.keys.map { "\(fixed($0.seconds * 1000, 1)) ms (\(fixed($0.cpuSeconds * 1000, 1)))" }
        if let failure = run.failure {
            cells.append(failure)
        } else {
            cells.append(fixed(Double(run.peakKilobytes) / 1024, 1) + " MB")
            cells.append("\(fixed(run.toAnswer * 1000, 1)) ms; \(fixed(run.toExit * 1000, 1)) ms")
        }
        print("| " + cells.joined(separator: " | ") + " |")
    }
    print(
        "\nper key: answered in (processor); growth of peak memory from \(grouped(count)) to \(grouped(count * 10)) items:\n"
    )
    for tool in ["alertty", "fzf"] {
        let peaks = rows.filter { $0.picker.tool == tool && $0.picker.substring && $0.run.failure == nil }
        guard let few = peaks.first(where: { $0.items == count }), let many = peaks.first(where: { $0.items > count })
        else { continue }
        let (small, large) = (Double(few.run.peakKilobytes), Double(many.run.peakKilobytes))
        print(
            "- \(tool): \(fixed(large / 1024, 1)) MB = \(fixed(large / small, 2)) × \(fixed(small / 1024, 1)) MB; "
                + "\(fixed((large - small) * 1024 / Double(many.items - few.items), 1)) bytes an item more")
    }
    exit(0)
}

/// Why a figure could not be measured, said in its place.
struct Unmeasured: Error {
    let reason: String
}

/// What callgrind counted of a picker's keys.
struct KeyInstructions {
    /// Each key of ``filterTyping``: from its `KeyReader.receive` to the next key's.
    var keys: [Int]
    /// From Enter's `KeyReader.receive` to the exit: the answer written and whatever the picker
    /// does before it is gone.
    var enter: Int
}

/// The instructions `picker` (alertty, a binary valgrind can read: ``strippedCopy(of:keepingSymbols:)``)
/// runs for each key of ``filterTyping`` on `items`, and for Enter, counted by callgrind from the
/// key's `KeyReader.receive` to the next key's: a key's whole work (decoding it, the filter, the
/// frame, the moves drawn ahead after it) and nothing of the reading, which runs uninstrumented
/// (`--instr-atstart=no`, `callgrind_control -i on` once every item is counted), about five times
/// as fast as instrumented. Counts repeat from run to run, as the time of a key on a busy machine
/// does not.
func keyInstructions(
    of picker: ScalePicker, on items: ScaleItems, under valgrind: String
) -> Result<KeyInstructions, Unmeasured> {
    guard let control = which("callgrind_control") else { return .failure(Unmeasured(reason: "no callgrind_control")) }
    let profile = "/tmp/alertty-bench-keys.\(getpid())"
    let options = [
        "--tool=callgrind", "--instr-atstart=no", "--dump-before=*KeyReaderV7receive*", "--log-file=/dev/null",
        "--callgrind-out-file=\(profile)",
    ]
    let run = runAtScale(picker.under(valgrind, options), on: items, limit: 180) { pid in
        succeeds([control, "-i", "on", "\(pid)"])
    }
    // PROFILE.1 is from the instrumentation switched on to the first key, then a part a key,
    // and PROFILE itself from Enter to the exit.
    var parts: [Int] = []
    for path in (1...filterTyping.count + 1).map({ "\(profile).\($0)" }) + [profile] {
        guard let file = fopen(path, "r") else { break }
        let total = lines(of: file, upTo: 4096).first { $0.hasPrefix("totals: ") || $0.hasPrefix("summary: ") }
        fclose(file)
        unlink(path)
        parts.append(total.flatMap { $0.split(separator: " ").last }.flatMap { Int($0) } ?? 0)
    }
    if let failure = run.failure { return .failure(Unmeasured(reason: "\(picker.tool) \(failure) under callgrind")) }
    guard parts.count == filterTyping.count + 2 else {
        return .failure(Unmeasured(reason: "callgrind wrote \(parts.count) parts, not one a key and two more"))
    }
    return .success(KeyInstructions(keys: Array(parts[1...filterTyping.count]), enter: parts[parts.count - 1]))
}
