#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --filter ALERTTY`: a 100,000-item list on a pseudo-terminal, and the time from
// each typed key to the last byte of the screen it brings: alertty's filter beside whiptail's
// type-ahead (a letter jumps to the next item starting with it) on the same items.

/// One tool's run: the first frame, and each key's answer.
struct FilterRun {
    var ready: Double
    /// Per key: seconds from the key written to the last byte of the answer, the processor time
    /// the tool spent on it, and the bytes.
    var keys: [FilterKey]
}

/// One typed key's answer.
struct FilterKey {
    var key: String
    var seconds: Double
    var cpuSeconds: Double
    var bytes: Int
}

/// The items: three made-up syllables and a number, from a fixed seed, so a few typed letters
/// narrow a list of this size step by step as real names do.
func itemLabels(count: Int) -> [String] {
    var labels = ItemLabels()
    var label: [UInt8] = []
    return (0..<count).map { _ in
        label.removeAll(keepingCapacity: true)
        labels.append(to: &label)
        return String(decoding: label, as: UTF8.self)
    }
}

/// The benchmark's items one after another, as bytes: what ``itemLabels(count:)`` gives, made
/// without a string each where there are ten million of them (`--scale`).
struct ItemLabels {
    private static let syllables = Array("kalominerusatiforaandepuvezobich".utf8)
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    private var index = 0

    /// Appends the next item's label (`fokafo 45`) to `bytes`.
    mutating func append(to bytes: inout [UInt8]) {
        for _ in 0..<3 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let syllable = Int(seed >> 33) % 16 * 2
            bytes.append(contentsOf: Self.syllables[syllable..<syllable + 2])
        }
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: String(index).utf8)
        index += 1
    }
}

/// Starts `path` on a terminal, waits until it is ready (drawn and idle), types each key and times its answer,
/// then kills it.
func timeKeys(_ path: String, _ arguments: [String], keys: [(name: String, bytes: String)]) -> FilterRun? {
    let start = now()
    let process = Spawned(path, arguments, stdinPath: nil)
    defer {
        kill(process.pid, SIGKILL)
        _ = process.finish()
    }
    guard process.readFrame(since: start, limit: 600) != nil else { return nil }
    // A tool may draw its screen in parts and build the list in between: ready is when it has
    // stopped using the processor (0.1 s without a tick), and drawn what it had.
    process.waitUntilIdle(limit: 600)
    let ready = now() - start - 0.1  // the quiet tenth that said it was ready
    _ = process.readFrame(since: now(), limit: 0.1)
    var run = FilterRun(ready: ready, keys: [])
    for key in keys {
        let cpu = process.cpuNanoseconds()
        let sent = now()
        process.send(key.bytes)
        guard let answer = process.readFrame(since: sent, limit: 10), let cpu, let after = process.cpuNanoseconds()
        else { return nil }
        run.keys.append(
            FilterKey(
                key: key.name, seconds: answer.last, cpuSeconds: Double(after - cpu) / 1e9, bytes: answer.bytes.count))
    }
    return run
}

/// Letters that narrow the benchmark's items step by step, then two taken back.
let filterTyping = [("f", "f"), ("o", "o"), ("k", "k"), ("a", "a"), ("Backspace", "\u{7F}"), ("Backspace", "\u{7F}")]

/// alertty's arguments for a list of `labels`. 100,000 items are more argument bytes than the
/// usual 2 MiB limit, a quarter of the stack limit: this raises it for the tools started from here.
func filterArguments(_ labels: [String]) -> [String] {
    var stack = rlimit(rlim_cur: rlim_t.max, rlim_max: rlim_t.max)
    if setrlimit(Int32(RLIMIT_STACK.rawValue), &stack) != 0 {
        stack.rlim_cur = 512 << 20
        _ = setrlimit(Int32(RLIMIT_STACK.rawValue), &stack)
    }
    return ["--title", "Pick one"] + labels.flatMap { ["-c", $0] }
}

/// Prints each tool's first frame and per-key times on a list of `count` items.
func printFilterBenchmark(alertty: String, count: Int = 100_000) -> Never {
    let labels = itemLabels(count: count)
    var rows: [(String, FilterRun?)] = []
    rows.append(
        (
            "alertty (filter)",
            timeKeys(alertty, filterArguments(labels), keys: filterTyping)
        ))
    if let whiptail = which("whiptail") {
        let jumps = [("f", "f"), ("f", "f"), ("k", "k"), ("k", "k")]
        rows.append(
            (
                "whiptail --menu (type-ahead)",
                timeKeys(
                    whiptail, ["--menu", "Pick one", "20", "70", "12"] + labels.flatMap { [$0, ""] }, keys: jumps)
            ))
    }
    print("\(count) items on an 80x24 pseudo-terminal; time from the key written to the last byte drawn")
    printKeyTable(rows)
    exit(0)
}

/// Each tool's time to be ready, then each key's answer, as a Markdown table.
func printKeyTable(_ rows: [(String, FilterRun?)]) {
    print("(the end of the screen is found by \(Int(quiet * 1000)) ms of quiet, not counted)\n")
    print("| tool | ready | key | answered in | processor | bytes |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (name, run) in rows {
        guard let run else {
            print("| \(name) | did not draw | | | | |")
            continue
        }
        for (index, key) in run.keys.enumerated() {
            let first = index == 0 ? fixed(run.ready, 2) + " s" : ""
            print(
                "| \(index == 0 ? name : "") | \(first) | \(key.key) | \(fixed(key.seconds * 1000, 2)) ms "
                    + "| \(fixed(key.cpuSeconds * 1000, 2)) ms | \(key.bytes) |")
        }
    }
}
