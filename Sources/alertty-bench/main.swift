// alertty-bench: alertty beside dialog and whiptail, measured the same way on a pseudo-terminal.
//
// Usage: swift build -c release && .build/release/alertty-bench [RUNS [ALERTTY [BASELINE]]]
// ALERTTY is the binary to measure (default: the one beside the benchmark, which on Linux is the
// static, ordered build the README installs; strip a copy to measure it as installed).
// BASELINE, another alertty (the last release, say), takes its turn in the same rounds: a change is
// judged against it in one run, not against another run's numbers on a machine whose speed drifts.
// alertty-bench --link-order ALERTTY prints the release link order (.ci/renew-link-order renews it).
// alertty-bench --instructions ALERTTY [BASELINE] counts instructions (callgrind) instead of timing.
// alertty-bench --budget ALERTTY checks the installed build against Budget.swift (.ci/run does).
// alertty-bench --scale ALERTTY [--items N] pipes a million items (N) into alertty and fzf, side by side.
// Otherwise exits non-zero only when it cannot measure; numbers are reported, never judged.

import AlerttyCommandLine
import AlerttyKit

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

#if canImport(Darwin)
    let spawnSetsid = Int16(POSIX_SPAWN_SETSID)
    /// Darwin's spawn attributes and actions are pointers (optional already), set up by their init calls.
    func emptySpawnAttributes() -> posix_spawnattr_t { nil }
    func emptySpawnActions() -> posix_spawn_file_actions_t { nil }
#else
    /// glibc's POSIX_SPAWN_SETSID, which the Swift Glibc module hides behind _GNU_SOURCE.
    let spawnSetsid: Int16 = 0x80
    func emptySpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
    func emptySpawnActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
#endif
/// Output that pauses this long is taken as a finished frame.
let quiet = 0.03

/// The question of the benchmark's yes/no.
let question = "Proceed with the installation?"
/// The yes/no as alertty is asked it, in every measurement of it (times and instruction counts).
let alerttyYesNo = ["-t", "Continue?", "-m", question, "-b", "Yes", "-s", "default", "-b", "No", "-s", "cancel"]

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    let line = Array("alertty-bench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

/// `value` with `digits` decimals, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled) % Int(scale))
    return digits == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// One tool and how to drive it.
struct Tool {
    let name: String
    let path: String
    let arguments: [String]
    /// The key measured after the first frame, as sent in normal and in application cursor mode.
    var key = (normal: "\u{1B}[C", application: "\u{1B}OC")
}

/// What one run measured.
struct Sample {
    var firstByte = 0.0
    var firstFrame = 0.0
    /// The first frame's bytes themselves.
    var firstFrameOutput: [UInt8] = []
    var firstFrameBytes: Int { firstFrameOutput.count }
    var focusChange = 0.0
    /// The focus change's bytes themselves.
    var focusChangeOutput: [UInt8] = []
    var focusChangeBytes: Int { focusChangeOutput.count }
    var peakRSSKilobytes = 0
    var cpuSeconds = 0.0
}

/// A process on its own pseudo-terminal (80x24 unless said), in its own session, spawned with posix_spawn.
final class Spawned {
    let pid: pid_t
    let master: Int32

    /// Standard input is the file at `stdinPath`, else `stdinDescriptor` (a pipe's end), else the
    /// terminal; standard output is `stdoutDescriptor` when given (a picker's answer read apart
    /// from its screen), else the terminal; standard error is always the terminal.
    init(
        _ path: String, _ arguments: [String], stdinPath: String?, columns: UInt16 = 80, rows: UInt16 = 24,
        stdinDescriptor: Int32? = nil, stdoutDescriptor: Int32? = nil
    ) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { fail("openpty failed") }
        // Not held by what this program starts later (fzf's feeder, callgrind_control).
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var attributes = emptySpawnAttributes()
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, spawnSetsid)
        var actions = emptySpawnActions()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addclose(&actions, master)
        // Opening the terminal in the new session makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 2, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutDescriptor ?? 2, 1)
        if let stdinPath {
            posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, stdinDescriptor ?? 2, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let variables: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        for pointer in argv + envp { free(pointer) }
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(slave)
        guard result == 0 else { fail("cannot start \(path): \(String(cString: strerror(result)))") }
        pid = child
        self.master = master
    }

    /// Reads until the output has been quiet for `quiet` seconds (or `limit` passes);
    /// returns the time of the first and last byte, and the bytes.
    func readFrame(since start: Double, limit: Double = 10) -> (first: Double, last: Double, bytes: [UInt8])? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var first: Double?
        var last = start
        var output: [UInt8] = []
        while now() - start < limit {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let wait = first == nil ? 1000 : Int32(quiet * 1000)
            guard poll(&entry, 1, wait) > 0 else {
                if first != nil { break }
                continue
            }
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            let time = now()
            if first == nil { first = time }
            last = time
            output += buffer[0..<count]
            // Answer DA1 as every terminal does (alertty asks it after the background question,
            // which this terminal, like many, leaves unanswered).
            if Array(buffer[0..<count]).firstIndex(ofBytes: Array("\u{1B}[c".utf8)) != nil { send("\u{1B}[?62;22c") }
        }
        guard let first else { return nil }
        return (first - start, last - start, output)
    }

    func send(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Types `bytes` as fast as the terminal takes them, reading what the program draws
    /// meanwhile (else both would wait on full buffers), until it exits (the bytes end with
    /// the key that answers); returns the seconds from the first byte sent to the exit, and
    /// the peak resident set seen on the way.
    func flood(_ bytes: [UInt8]) -> (seconds: Double, peakKilobytes: Int) {
        let start = now()
        var sent = 0
        var peak = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while now() - start < 60 {
            peak = max(peak, currentPeakKilobytes() ?? 0)
            var entry = pollfd(fd: master, events: Int16(sent < bytes.count ? POLLIN | POLLOUT : POLLIN), revents: 0)
            guard poll(&entry, 1, 1000) > 0 else { continue }
            if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                // EIO once the program has exited and the terminal has no other side.
                if read(master, &buffer, buffer.count) <= 0 { return (now() - start, peak) }
            }
            if entry.revents & Int16(POLLOUT) != 0, sent < bytes.count {
                let chunk = min(1024, bytes.count - sent)
                let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + sent, chunk) }
                if written > 0 { sent += written }
            }
        }
        fail("alertty did not answer within 60 s of a flood")
    }

    /// Waits until the process has used no CPU for 0.1 s (at most `limit` seconds): under
    /// valgrind, what it does after a frame (drawing moves ahead, say) takes longer than any
    /// quiet on the terminal shows, and a key typed meanwhile would be read together with
    /// whatever else is waiting.
    func waitUntilIdle(limit: Double = 30) {
        let start = now()
        var last = cpuTicks()
        while now() - start < limit {
            usleep(100_000)
            let current = cpuTicks()
            if current == last { return }
            last = current
        }
    }

    /// The processor time the process has had, in nanoseconds (the first field of each of its
    /// threads' /proc/PID/task/TID/schedstat, summed: fzf matches on threads of its own): finer
    /// than the clock ticks of /proc/PID/stat, and not stretched by a busy machine as wall time
    /// is. `nil` once the process has gone.
    func cpuNanoseconds() -> Int? {
        guard let tasks = opendir("/proc/\(pid)/task") else { return nil }
        defer { closedir(tasks) }
        var total: Int?
        while let entry = readdir(tasks) {
            let thread = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard thread.first != ".", let file = fopen("/proc/\(pid)/task/\(thread)/schedstat", "r") else { continue }
            defer { fclose(file) }
            if let line = lines(of: file, upTo: 256).first,
                let time = line.split(separator: " ").first.flatMap({ Int($0) })
            {
                total = (total ?? 0) + time
            }
        }
        return total
    }

    /// utime + stime from /proc/PID/stat, in clock ticks; `nil` once the process has gone.
    private func cpuTicks() -> Int? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        // After "pid (comm) ", fields 3 on: state is the first; utime and stime are the 12th and 13th.
        guard let line = lines(of: file, upTo: 1024).first, let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// VmHWM while the process lives, `nil` once it has gone.
    func currentPeakKilobytes() -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        return lines(of: file, upTo: 256).first { $0.hasPrefix("VmHWM:") }.flatMap {
            Int($0.dropFirst(6).filter(\.isNumber))
        }
    }

    /// The process's own peak resident set so far (VmHWM), read while it waits for the answer.
    ///
    /// Not wait4's ru_maxrss: glibc's posix_spawn runs the child on the parent's memory
    /// (CLONE_VM | CLONE_VFORK), and exec records that memory's high-water mark in the child's
    /// ru_maxrss, so every tool would report at least this benchmark's own size.
    func peakResidentKilobytes() -> Int {
        guard let kilobytes = currentPeakKilobytes() else {
            fail("no VmHWM in /proc/\(pid)/status: the process has exited")
        }
        return kilobytes
    }

    /// Waits for the process to exit, with its resource usage (wait4).
    func finish() -> rusage {
        var usage = rusage()
        var status: Int32 = 0
        let deadline = now() + 5
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if now() > deadline { kill(pid, SIGKILL) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 10) > 0 { _ = read(master, &buffer, buffer.count) }
        }
        close(master)
        return usage
    }
}

/// The floors' arguments: the very bytes of `alertty`'s first frame and of its focus change,
/// taken from one run of it.
func floorArguments(drawnBy alertty: Tool) -> [String] {
    let model = measure(alertty)
    return [model.firstFrameOutput, model.focusChangeOutput].map { String(decoding: $0, as: UTF8.self) }
}

func measure(_ tool: Tool) -> Sample {
    let start = now()
    let process = Spawned(tool.path, tool.arguments, stdinPath: nil)
    guard let frame = process.readFrame(since: start) else { fail("\(tool.name) drew nothing") }
    // A terminal in application cursor mode (DECCKM, which dialog's curses turns on) sends → as
    // ESC O C; dialog takes ESC [ C as Escape and quits.
    let applicationCursor = frame.bytes.firstIndex(ofBytes: Array("\u{1B}[?1h".utf8)) != nil
    let keyTime = now()
    process.send(applicationCursor ? tool.key.application : tool.key.normal)
    let focus = process.readFrame(since: keyTime, limit: 2)
    let peak = process.peakResidentKilobytes()
    process.send("\r")
    let cpu = cpuSeconds(process.finish())
    return Sample(
        firstByte: frame.first, firstFrame: frame.last, firstFrameOutput: frame.bytes,
        focusChange: focus?.last ?? 0, focusChangeOutput: focus?.bytes ?? [],
        peakRSSKilobytes: peak, cpuSeconds: cpu)
}

/// CPU seconds (user + system) from wait4's usage.
func cpuSeconds(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "ms": return fixed(value * 1000, 2) + " ms"
    case "B": return "\(Int(value)) B"
    case "MB": return fixed(value / 1024, 1) + " MB"
    default: return String(value)
    }
}

/// `median (min–max)` of values in `unit` (seconds for "ms").
func summary(_ values: [Double], _ unit: String = "ms") -> String {
    "\(format(median(values), unit)) (\(format(values.min() ?? 0, unit))–\(format(values.max() ?? 0, unit)))"
}

func ratio(_ a: [Sample], _ b: [Sample]?, _ metric: (Sample) -> Double) -> String {
    guard let b else { return "–" }
    let denominator = median(b.map(metric))
    return denominator > 0 ? fixed(median(a.map(metric)) / denominator, 2) : "–"
}

func fileSize(_ path: String) -> Int? {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : nil
}

func kilobytes(_ bytes: Int) -> String { "\(bytes / 1024) KB" }

/// The lines of `file` without their newlines, each cut to `length` bytes (the rest of a
/// longer line comes as the next).
func lines(of file: UnsafeMutablePointer<FILE>, upTo length: Int) -> [String] {
    var found: [String] = []
    var line = [CChar](repeating: 0, count: length)
    while fgets(&line, Int32(line.count), file) != nil {
        found.append(
            String(decoding: line.prefix { $0 != 0 && $0 != 0x0A }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return found
}

/// Runs a tool (its path first) to the end; whether it succeeded.
func succeeds(_ words: [String]) -> Bool {
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // Compilers' warnings (a static Swift link warns about dlopen) and callgrind_control's news
    // would land in the report.
    var actions = emptySpawnActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var child: pid_t = 0
    var status: Int32 = 0
    return posix_spawn(&child, words[0], &actions, nil, argv, environ) == 0 && waitpid(child, &status, 0) == child
        && status == 0
}

/// The size of a stripped copy of `path`, made with strip(1) when it is installed.
func strippedSize(_ path: String) -> Int? {
    let copy = strippedCopy(of: path, keepingSymbols: false)
    guard copy != path else { return nil }
    defer { unlink(copy) }
    return fileSize(copy)
}

/// A stripped copy of `binary`, or `binary` itself where strip(1) is not installed or fails.
/// With `keepingSymbols`, only the debug information goes: valgrind 3.19 (Debian 12) cannot read
/// the DWARF 5 of the toolchain's static libraries and refuses the whole binary, while the symbol
/// table names what it counts. Without, it is the binary Install puts in place (`install -s`).
func strippedCopy(of binary: String, keepingSymbols: Bool) -> String {
    guard let strip = which("strip") else { return binary }
    var template = Array("/tmp/alertty-bench-stripped.XXXXXX".utf8CString)
    let file = mkstemp(&template)
    guard file >= 0 else { return binary }
    close(file)
    let copy = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard succeeds([strip] + (keepingSymbols ? ["--strip-debug"] : []) + ["-o", copy, binary]) else {
        unlink(copy)
        return binary
    }
    return copy
}

/// A file beside this one.
func besideThisFile(_ name: String) -> String {
    String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")) + "/"
        + name
}

/// The floor program (floor.c, beside this file), compiled with cc(1) as a static binary
/// (dynamic if the C library has no static archive); nil, with the reason, without cc.
func buildFloor() -> (path: String?, note: String) {
    let source = besideThisFile("floor.c")
    guard let cc = which("cc") else { return (nil, "no cc(1) installed: the C floor is not measured") }
    let binary = "/tmp/alertty-bench-floor"
    if succeeds([cc, "-O2", "-static", "-o", binary, source]) { return (binary, "cc -O2 -static") }
    if succeeds([cc, "-O2", "-o", binary, source]) { return (binary, "cc -O2 (no static C library)") }
    return (nil, "cc could not compile \(source): the C floor is not measured")
}

/// floor.swift, the same job in Swift, compiled with swiftc as alertty's release build links
/// (static where the toolchain can); nil, with the reason, where it cannot be built.
func buildSwiftFloor() -> (path: String?, note: String) {
    let source = besideThisFile("floor.swift")
    let binary = "/tmp/alertty-bench-swift-floor"
    let swiftc = ["/usr/bin/env", "swiftc", "-O", "-o", binary, source]
    if succeeds(swiftc + ["-static-executable"]) { return (binary, "swiftc -O -static-executable") }
    if succeeds(swiftc) { return (binary, "swiftc -O (no static Swift runtime)") }
    return (nil, "swiftc could not compile \(source): the Swift floor is not measured")
}

func which(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { access($0, X_OK) == 0 }
}

// MARK: - Run

if CommandLine.arguments.dropFirst().first == "--link-order" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else {
        fail("usage: alertty-bench --link-order ALERTTY")
    }
    printLinkOrder(of: binary)
}
if CommandLine.arguments.dropFirst().first == "--budget" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else { fail("usage: alertty-bench --budget ALERTTY") }
    checkBudget(of: binary)
}
if CommandLine.arguments.dropFirst().first == "--progress" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else { fail("usage: alertty-bench --progress ALERTTY") }
    printProgressBenchmark(alertty: binary)
}
if CommandLine.arguments.dropFirst().first == "--pager" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else { fail("usage: alertty-bench --pager ALERTTY") }
    printPagerBenchmark(alertty: binary)
}
if CommandLine.arguments.dropFirst().first == "--filter" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else { fail("usage: alertty-bench --filter ALERTTY") }
    printFilterBenchmark(alertty: binary)
}
if CommandLine.arguments.dropFirst().first == "--text-area" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else {
        fail("usage: alertty-bench --text-area ALERTTY")
    }
    printTextAreaBenchmark(alertty: binary)
}
if CommandLine.arguments.dropFirst().first == "--picker" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else { fail("usage: alertty-bench --picker ALERTTY") }
    printPickerBenchmark(alertty: binary)
}
if CommandLine.arguments.dropFirst().first == "--scale" {
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    let items = arguments.count == 3 && arguments[1] == "--items" ? Int(arguments[2]) : 1_000_000
    guard let binary = arguments.first, arguments.count == 1 || arguments.count == 3, let items, items > 0 else {
        fail("usage: alertty-bench --scale ALERTTY [--items N]")
    }
    printScaleBenchmark(alertty: binary, count: items)
}
if CommandLine.arguments.dropFirst().first == "--instructions" {
    guard let binary = CommandLine.arguments.dropFirst(2).first else {
        fail("usage: alertty-bench --instructions ALERTTY [BASELINE]")
    }
    printInstructionCounts(of: binary, baseline: CommandLine.arguments.dropFirst(3).first)
}

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 30
var executable = [CChar](repeating: 0, count: 4096)
let length = readlink("/proc/self/exe", &executable, executable.count - 1)
let directory = String(cString: Array(executable[0..<max(0, length)]) + [0]).split(
    separator: "/", omittingEmptySubsequences: false
)
.dropLast().joined(separator: "/")
let alerttyPath = CommandLine.arguments.dropFirst(2).first ?? directory + "/alertty"
guard access(alerttyPath, X_OK) == 0 else {
    fail("no alertty beside the benchmark at \(alerttyPath); run swift build -c release")
}
let baselinePath = CommandLine.arguments.dropFirst(3).first
if let baselinePath, access(baselinePath, X_OK) != 0 { fail("no baseline alertty at \(baselinePath)") }
// Peak RSS depends on how the binary sits in the page cache (dropFromPageCache).
for path in [alerttyPath, baselinePath].compactMap({ $0 }) { dropFromPageCache(path) }

var tools = [Tool(name: "alertty", path: alerttyPath, arguments: alerttyYesNo)]
let floor = buildFloor()
let swiftFloor = buildSwiftFloor()
if floor.path != nil || swiftFloor.path != nil {
    let arguments = floorArguments(drawnBy: tools[0])
    if let path = floor.path { tools.append(Tool(name: "C floor", path: path, arguments: arguments)) }
    if let path = swiftFloor.path { tools.append(Tool(name: "Swift floor", path: path, arguments: arguments)) }
}
if let baselinePath { tools.append(Tool(name: "baseline", path: baselinePath, arguments: tools[0].arguments)) }
if let dialog = which("dialog") {
    tools.append(
        Tool(name: "dialog", path: dialog, arguments: ["--title", "Continue?", "--yesno", question, "7", "40"]))
}
if let whiptail = which("whiptail") {
    tools.append(
        Tool(name: "whiptail", path: whiptail, arguments: ["--title", "Continue?", "--yesno", question, "8", "40"]))
}

/// The time the hypervisor has taken from this machine's CPUs (the steal column of /proc/stat's
/// cpu line, in clock ticks); nil where there is no such file (not Linux, or not a guest's kernel).
func stolenTicks() -> Int? {
    guard let file = fopen("/proc/stat", "r") else { return nil }
    defer { fclose(file) }
    guard let total = lines(of: file, upTo: 512).first, total.hasPrefix("cpu ") else { return nil }
    let fields = total.split(separator: " ")
    return fields.count > 8 ? Int(fields[8]) : nil
}

/// Rounds of `measureInterleaved` during which the hypervisor stole CPU time: set aside and run
/// again, or kept once three times the rounds asked for had been set aside.
struct StolenRounds {
    var setAside = 0
    var kept = 0
    /// Whether this machine reports steal at all.
    var measured = true
    /// Said under a table.
    var note: String {
        guard measured else { return "steal not measured here (no /proc/stat steal column)" }
        return "rounds with hypervisor steal: \(setAside) set aside and run again, \(kept) kept"
    }
}

/// Each tool measured `count` times, the tools taking turns (so a slow moment of the
/// machine falls on all of them alike), each round starting one tool further on, by name. A round (every tool once) during which the
/// hypervisor stole CPU time is set aside and run again, at most 3 × `count` times: on a shared
/// virtual machine one stolen slice is milliseconds, more than a whole first frame.
func measureInterleaved(_ tools: [Tool], count: Int) -> (samples: [String: [Sample]], stolen: StolenRounds) {
    var samples: [String: [Sample]] = [:]
    var stolen = StolenRounds()
    var kept = 0
    while kept < count {
        let stolenBefore = stolenTicks()
        stolen.measured = stolenBefore != nil
        // Each round starts with the next tool: a tool always run straight after the same one
        // (whiptail's exit, say) would carry what that leaves behind in every sample.
        let start = (kept + stolen.setAside) % tools.count
        let order = Array(start..<tools.count) + Array(0..<start)
        var round = [Sample](repeating: Sample(), count: tools.count)
        for index in order { round[index] = measure(tools[index]) }
        if let stolenBefore, let stolenAfter = stolenTicks(), stolenAfter > stolenBefore {
            if stolen.setAside < 3 * count {
                stolen.setAside += 1
                continue
            }
            stolen.kept += 1
        }
        kept += 1
        for (tool, sample) in zip(tools, round) { samples[tool.name, default: []].append(sample) }
    }
    return (samples, stolen)
}

let (samples, stolen) = measureInterleaved(tools, count: runs)

let alertty = samples["alertty"] ?? []
let floorSamples = samples["C floor"]
let dialog = samples["dialog"]
let whiptail = samples["whiptail"]
let metrics: [(String, (Sample) -> Double, String)] = [
    ("exec → first byte", { $0.firstByte }, "ms"),
    ("exec → first complete frame", { $0.firstFrame }, "ms"),
    ("first frame, bytes", { Double($0.firstFrameBytes) }, "B"),
    ("focus change (→), key → redraw done", { $0.focusChange }, "ms"),
    ("focus change, bytes", { Double($0.focusChangeBytes) }, "B"),
    ("peak RSS (VmHWM, before the answer)", { Double($0.peakRSSKilobytes) }, "MB"),
    ("CPU time (user + system)", { $0.cpuSeconds }, "ms"),
]

var system = utsname()
_ = uname(&system)
let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
print(
    "alertty-bench: \(runs) interleaved runs each, 80x24 pseudo-terminal, two-button yes/no; \(machine), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores"
)
print("medians (min–max); \"complete\" = output then quiet for \(Int(quiet * 1000)) ms")
print(stolen.note)
print(
    "C floor: floor.c, built with \(floor.note); it opens, locks, sets raw mode, writes alertty's first frame, "
        + "answers → with alertty's focus change, waits for Enter\n")
print("| metric | alertty | C floor | dialog | whiptail | alertty/floor | alertty/dialog | alertty/whiptail |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for (name, metric, unit) in metrics {
    let cells = [alertty, floorSamples, dialog, whiptail].map {
        $0.map { summary($0.map(metric), unit) } ?? "not installed"
    }
    print(
        "| \(name) | \(cells[0]) | \(cells[1]) | \(cells[2]) | \(cells[3]) | \(ratio(alertty, floorSamples, metric)) | "
            + "\(ratio(alertty, dialog, metric)) | \(ratio(alertty, whiptail, metric)) |")
}

// The same runs, taken apart: what the runtime costs a Swift program that does alertty's job,
// and what alertty costs beyond that.
if let swiftFloorSamples = samples["Swift floor"], let floorSamples {
    print("\nSwift floor: floor.swift, built with \(swiftFloor.note); floor.c's job, step for step, in Swift\n")
    let parts: [(String, (Sample) -> Double, String)] = [
        ("first complete frame", { $0.firstFrame }, "ms"), ("focus change", { $0.focusChange }, "ms"),
        ("CPU time", { $0.cpuSeconds }, "ms"), ("peak RSS", { Double($0.peakRSSKilobytes) }, "MB"),
    ]
    print("| where it goes (medians of the runs above) | " + parts.map(\.0).joined(separator: " | ") + " |")
    print("|" + String(repeating: " --- |", count: parts.count + 1))
    for (name, group) in [("C floor", floorSamples), ("Swift floor", swiftFloorSamples), ("alertty", alertty)] {
        print("| \(name) | " + parts.map { format(median(group.map($0.1)), $0.2) }.joined(separator: " | ") + " |")
    }
    for (name, more, less) in [
        ("the Swift runtime (Swift floor − C floor)", swiftFloorSamples, floorSamples),
        ("alertty's own work (alertty − Swift floor)", alertty, swiftFloorSamples),
    ] {
        let differences = parts.map { format(median(more.map($0.1)) - median(less.map($0.1)), $0.2) }
        print("| \(name) | " + differences.joined(separator: " | ") + " |")
    }
} else {
    print("\n\(swiftFloor.note)")
}

if let baseline = samples["baseline"], let baselinePath {
    print("\nbaseline: \(baselinePath), in the same rounds\n")
    print("| metric | alertty | baseline | alertty/baseline |")
    print("| --- | --- | --- | --- |")
    for (name, metric, unit) in metrics {
        let cells = [summary(alertty.map(metric), unit), summary(baseline.map(metric), unit)]
        print("| \(name) | \(cells[0]) | \(cells[1]) | \(ratio(alertty, baseline, metric)) |")
    }
}

print("\n| binary | size | stripped |")
print("| --- | --- | --- |")
for (label, path) in [
    ("alertty measured (\(alerttyPath))", alerttyPath),
    ("alertty as Install builds it (swift build -c release)", directory + "/alertty"),
] {
    guard let size = fileSize(path) else {
        print("| \(label) | not built | – |")
        continue
    }
    print("| \(label) | \(kilobytes(size)) | \(strippedSize(path).map(kilobytes) ?? "no strip(1)") |")
}

/// Prints a row per measured tool: its name, then what each column shows of its runs.
func printRows(_ tools: [Tool], _ samples: [String: [Sample]], _ columns: [([Sample]) -> String]) {
    for tool in tools {
        guard let runs = samples[tool.name] else { continue }
        print("| \(tool.name) | " + columns.map { $0(runs) }.joined(separator: " | ") + " |")
    }
}

let firstFrameColumn: ([Sample]) -> String = { summary($0.map(\.firstFrame)) }
let firstFrameBytesColumn: ([Sample]) -> String = { summary($0.map { Double($0.firstFrameBytes) }, "B") }
let peakRSSColumn: ([Sample]) -> String = { summary($0.map { Double($0.peakRSSKilobytes) }, "MB") }

// The drop-in: whiptail's own yes/no beside the same call spoken to alertty.
if let whiptailPath = which("whiptail") {
    let call = ["--title", "Continue?", "--yesno", question, "8", "40"]
    let compatTools = [
        Tool(name: "alertty --compat whiptail", path: alerttyPath, arguments: ["--compat", "whiptail"] + call),
        Tool(name: "whiptail", path: whiptailPath, arguments: call),
    ]
    let (compatSamples, compatStolen) = measureInterleaved(compatTools, count: min(runs, 10))
    print("\n| whiptail --yesno (\(min(runs, 10)) runs) | first complete frame | first-frame bytes | peak RSS |")
    print("| --- | --- | --- | --- |")
    printRows(compatTools, compatSamples, [firstFrameColumn, firstFrameBytesColumn, peakRSSColumn])
    print("\n" + compatStolen.note)
}

// The 1,000-item menu: first frame and one Down, beside whiptail's and dialog's --menu with the same items.
let down = (normal: "\u{1B}[B", application: "\u{1B}OB")
let items = (1...1000).map { "item \($0)" }
var menuTools = [
    Tool(
        name: "alertty", path: alerttyPath,
        arguments: ["-t", "Menu", "-m", "Pick one"] + items.flatMap { ["-c", $0] }, key: down)
]
for name in ["whiptail", "dialog"] {
    guard let path = which(name) else { continue }
    menuTools.append(
        Tool(
            name: name, path: path,
            arguments: ["--title", "Menu", "--menu", "Pick one", "24", "60", "16"] + items.flatMap { [$0, ""] },
            key: down))
}
let (menuSamples, menuStolen) = measureInterleaved(menuTools, count: min(runs, 10))
print(
    "\n| 1,000-item menu (\(min(runs, 10)) runs) | first complete frame | first-frame bytes | one ↓: time | one ↓: bytes | peak RSS |"
)
print("| --- | --- | --- | --- | --- | --- |")
printRows(
    menuTools, menuSamples,
    [
        firstFrameColumn, firstFrameBytesColumn, { summary($0.map(\.focusChange)) },
        { summary($0.map { Double($0.focusChangeBytes) }, "B") }, peakRSSColumn,
    ])
print("\n" + menuStolen.note)

// A long message from stdin: how the first frame scales with its size, and the part of it that
// is laying the message out (splitting it into paragraphs, wrapping what is on screen), timed in
// this process with the same library.
print("\n| message on stdin | alertty first complete frame | layout, in process |")
print("| --- | --- | --- |")
for (label, bytes) in [("1 KB", 1_000), ("100 KB", 100_000), ("1 MB", 1_000_000), ("10 MB", 10_000_000)] {
    let line = Array("the quick brown fox jumps over the lazy dog, line after line after line\n".utf8)
    var content: [UInt8] = []
    content.reserveCapacity(bytes + line.count)
    while content.count < bytes { content += line }
    content.removeLast(content.count - bytes)
    let path = "/tmp/alertty-bench-\(bytes).txt"
    if fileSize(path) != bytes {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = content.withUnsafeBytes { write(fd, $0.baseAddress, bytes) }
        close(fd)
    }
    var times: [Double] = []
    for _ in 0..<5 {
        let start = now()
        let process = Spawned(alerttyPath, ["-t", "Log", "-m", "-", "-b", "OK"], stdinPath: path)
        guard let frame = process.readFrame(since: start) else { fail("alertty drew nothing for a \(label) message") }
        times.append(frame.last)
        process.send("\r")
        _ = process.finish()
    }
    let message = String(decoding: content, as: UTF8.self)
    let configuration = AlertConfiguration(title: "Log", message: message, buttons: [("OK", .default)])
    var layoutTimes: [Double] = []
    for _ in 0..<5 {
        let start = now()
        let state = AlertState(configuration: configuration, size: TerminalSize(columns: 80, rows: 24))
        layoutTimes.append(now() - start)
        guard !state.layout.messageLines.isEmpty else { fail("the \(label) message laid out no lines") }
    }
    print("| \(label) | \(summary(times)) | \(summary(layoutTimes)) |")
}

// Hostile input: a huge screen, a flood of keys into one field, a paste of a megabyte, each
// answered with Enter. These were 252 MB, 11 s of CPU for 20,000 keys, and no end at 30,000.
print("\n| hostile input (5 runs) | first byte → answered (first frame for the screen) | CPU time | peak RSS |")
print("| --- | --- | --- | --- |")
let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
let keyFlood = (0..<30_000).map { letters[$0 % letters.count] } + [0x0D]
let pasteFlood =
    Array("\u{1B}[200~".utf8) + (0..<(1 << 20)).map { letters[$0 % letters.count] } + Array("\u{1B}[201~\r".utf8)
let hostile: [(String, UInt16, [UInt8])] = [
    ("2000x2000 terminal", 2000, []),
    ("30,000 keys typed into one field", 80, keyFlood),
    ("1 MiB pasted into one field", 80, pasteFlood),
]
for (label, side, input) in hostile {
    var settled: [Double] = []
    var cpu: [Double] = []
    var peaks: [Double] = []
    for _ in 0..<5 {
        let start = now()
        let process = Spawned(
            alerttyPath, ["-t", "Hostile", "-i", "Name"], stdinPath: nil, columns: side, rows: side == 80 ? 24 : side)
        guard let frame = process.readFrame(since: start) else { fail("alertty drew nothing for \(label)") }
        if input.isEmpty {
            settled.append(frame.last)
            peaks.append(Double(process.peakResidentKilobytes()))
            process.send("\u{1B}")
        } else {
            let (seconds, peak) = process.flood(input)
            settled.append(seconds)
            peaks.append(Double(peak))
        }
        cpu.append(cpuSeconds(process.finish()))
    }
    print("| \(label) | \(summary(settled)) | \(summary(cpu)) | \(summary(peaks, "MB")) |")
}
