#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --pager ALERTTY`: the pager beside less and tail -f on an 80×24 pseudo-terminal.
//
// - a 1 GiB file of 64-byte lines (made in /tmp, removed after): from spawn to the first
//   screen (its 19th line drawn), and a search for a line at 95% of it, from the Enter that
//   starts it to the screen that shows the match (``pagerTimes``); `alertty --pager` beside
//   `less`;
// - `--follow` behind a writer of 100,000 lines a second for 5 s: frames a second (writes 5 ms
//   or more apart) and CPU, beside `tail -f` into the terminal.

/// The bytes of line `number` (from 1): `entry 000000042 ` and filler to 64 bytes.
private func pagerLine(_ number: Int, into bytes: inout [UInt8]) {
    bytes += Array("entry ".utf8)
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 9)
    var rest = number
    for index in stride(from: 8, through: 0, by: -1) {
        digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
    }
    bytes += digits
    bytes += Array(" the quick brown fox jumps over the lazy dog..\n".utf8)
}

/// Writes `lines` numbered lines to `path`; false if it could not.
private func writePagerFile(_ path: String, lines: Int) -> Bool {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard file >= 0 else { return false }
    defer { close(file) }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(4 << 20)
    for number in 1...lines {
        pagerLine(number, into: &chunk)
        if chunk.count >= 4 << 20 || number == lines {
            guard chunk.withUnsafeBytes({ write(file, $0.baseAddress, $0.count) }) == chunk.count else { return false }
            chunk.removeAll(keepingCapacity: true)
        }
    }
    return true
}

/// Reads `process`'s terminal into `output` until it holds `marker` (after `from`), for at most
/// `limit` seconds; when it appeared, or `nil`.
private func waitForMarker(_ marker: String, in process: Spawned, output: inout [UInt8], from: Int, limit: Double)
    -> Double?
{
    let wanted = Array(marker.utf8)
    let start = now()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while now() - start < limit {
        var entry = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 50) > 0 else { continue }
        let count = read(process.master, &buffer, buffer.count)
        guard count > 0 else { return nil }
        output += buffer[0..<count]
        if Array(buffer[0..<count]).firstIndex(ofBytes: Array("\u{1B}[c".utf8)) != nil {
            process.send("\u{1B}[?62;22c")
        }
        if output.firstIndex(ofBytes: wanted, from: max(0, from - wanted.count)) != nil { return now() }
    }
    return nil
}

/// Reads `process`'s terminal into `output` until it has written nothing for `quiet` seconds
/// (at most `limit`), once it has written `atLeast` bytes (a screen, not a cleared prompt);
/// when its last byte came, or `nil` if it never fell quiet.
private func quietAfter(
    _ process: Spawned, output: inout [UInt8], quiet: Double, limit: Double, atLeast: Int = 0
) -> Double? {
    let start = now()
    let before = output.count
    var last: Double? = atLeast == 0 ? start : nil
    var buffer = [UInt8](repeating: 0, count: 65536)
    while now() - start < limit {
        var entry = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
        let wait = last == nil ? Int32(max(0, limit - (now() - start)) * 1000) : Int32(quiet * 1000)
        guard poll(&entry, 1, wait) > 0 else { return last }
        let count = read(process.master, &buffer, buffer.count)
        guard count > 0 else { return nil }
        output += buffer[0..<count]
        if output.count - before >= atLeast { last = now() }
    }
    return nil
}

/// Ends `process` by `signal` and gives its CPU seconds.
private func stop(_ process: Spawned, by signal: Int32) -> Double {
    kill(process.pid, signal)
    var usage = rusage()
    var status: Int32 = 0
    _ = wait4(process.pid, &status, 0, &usage)
    close(process.master)
    return cpuSeconds(usage)
}

/// First screen and search times of one pager (`arguments` before the file), or `nil` where it
/// did not get there in time. A pager that `redrawsWhole` lines (less) is done when the line
/// after the match is written; alertty writes only the cells that change, so it is done at
/// its screen's last byte (200 bytes or more after the Enter, then 0.3 s of quiet: less
/// writes its prompt's end at once, then nothing while it searches).
private func pagerTimes(_ path: String, _ arguments: [String], file: String, target: Int, redrawsWhole: Bool)
    -> (first: Double?, search: Double?)
{
    let start = now()
    let process = Spawned(path, arguments + [file], stdinPath: nil)
    var output: [UInt8] = []
    guard let shown = waitForMarker("entry 000000019", in: process, output: &output, from: 0, limit: 60) else {
        _ = stop(process, by: SIGKILL)
        return (nil, nil)
    }
    var line: [UInt8] = []
    pagerLine(target, into: &line)
    process.send("/")
    usleep(100_000)
    process.send(String(decoding: line.prefix(15), as: UTF8.self))
    // Whatever the pager does meanwhile (alertty counts the lines) is over before the Enter.
    _ = quietAfter(process, output: &output, quiet: 0.5, limit: 30)
    let sent = now()
    process.send("\r")
    let found: Double?
    if redrawsWhole {
        var next: [UInt8] = []
        pagerLine(target + 1, into: &next)
        let marker = String(decoding: next.prefix(15), as: UTF8.self)
        found = waitForMarker(marker, in: process, output: &output, from: output.count, limit: 120)
    } else {
        found = quietAfter(process, output: &output, quiet: 0.3, limit: 120, atLeast: 200)
    }
    _ = stop(process, by: SIGKILL)
    return (shown - start, found.map { $0 - sent })
}

/// Frames a second and CPU seconds of `path` following `file` while 100,000 lines a second
/// are appended to it for `seconds`.
private func followLoad(_ path: String, _ arguments: [String], file: String, seconds: Double) -> (
    frames: Double, cpu: Double
) {
    _ = writePagerFile(file, lines: 10)
    let process = Spawned(path, arguments + [file], stdinPath: nil)
    var output: [UInt8] = []
    _ = waitForMarker("entry 000000010", in: process, output: &output, from: 0, limit: 10)
    let writer = open(file, O_WRONLY | O_APPEND | O_CLOEXEC)
    var number = 11
    let start = now()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var tick = start
    // A frame is one write; writes 5 ms or more apart are counted as frames (alertty draws at
    // most 60 a second, and a terminal's reads may join a frame's pieces, never two frames).
    var frames = 0
    var lastRead = 0.0
    while now() - start < seconds {
        // 1,000 lines every 10 ms.
        var lines: [UInt8] = []
        for _ in 0..<1000 {
            pagerLine(number, into: &lines)
            number += 1
        }
        _ = lines.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        tick += 0.01
        while now() < tick {
            var entry = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, Int32(max(0, (tick - now()) * 1000))) > 0 {
                if read(process.master, &buffer, buffer.count) > 0 {
                    if now() - lastRead >= 0.005 { frames += 1 }
                    lastRead = now()
                }
            }
        }
    }
    close(writer)
    let cpu = stop(process, by: SIGTERM)
    unlink(file)
    return (Double(frames) / seconds, cpu)
}

/// Prints the pager's rows; `rounds` runs of each tool, medians.
func printPagerBenchmark(alertty: String, rounds: Int = 3) -> Never {
    let file = "/tmp/alertty-bench-pager.txt"
    let lines = (1 << 30) / 64
    guard writePagerFile(file, lines: lines) else { fail("cannot write \(file)") }
    let target = lines / 20 * 19
    var times: [String: [(Double?, Double?)]] = [:]
    let less = "/usr/bin/less"
    let hasLess = access(less, X_OK) == 0
    for _ in 0..<rounds {
        times["alertty", default: []].append(
            pagerTimes(alertty, ["--pager"], file: file, target: target, redrawsWhole: false))
        if hasLess {
            times["less", default: []].append(pagerTimes(less, [], file: file, target: target, redrawsWhole: true))
        }
    }
    unlink(file)
    print("1 GiB file (\(lines) lines), 80×24, median of \(rounds):")
    print("tool       first screen   search to line \(target)")
    for tool in ["alertty", "less"] {
        guard let runs = times[tool] else { continue }
        let first = runs.compactMap(\.0)
        let search = runs.compactMap(\.1)
        print(
            tool.padding(10) + " "
                + (first.isEmpty ? "-" : fixed(median(first) * 1000, 1) + " ms").padding(14) + " "
                + (search.isEmpty ? "-" : fixed(median(search), 2) + " s"))
    }
    let followed = "/tmp/alertty-bench-follow.log"
    let ours = followLoad(alertty, ["--follow"], file: followed, seconds: 5)
    let tail = followLoad("/usr/bin/tail", ["-f"], file: followed, seconds: 5)
    print("\nfollowing 100,000 lines/s for 5 s:")
    print("alertty --follow  \(fixed(ours.frames, 1)) frames/s  CPU \(fixed(ours.cpu, 2)) s")
    print("tail -f           \(fixed(tail.frames, 1)) writes/s  CPU \(fixed(tail.cpu, 2)) s")
    exit(0)
}

extension String {
    /// The text with spaces after it to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
