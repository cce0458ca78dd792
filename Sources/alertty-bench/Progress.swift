#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --progress ALERTTY`: long work through each tool on a pseudo-terminal, the
// tools' own screens read as a terminal would read them.
//
// - percentage lines on stdin: `alertty --progress` beside `whiptail --gauge` and
//   `dialog --gauge`;
// - a command's 100,000 lines of output: `alertty --run -- seq` beside `seq | dialog
//   --progressbox` (dialog's --programbox is the same box and loop, then waits for OK).
//
// Wall time from spawn to exit, CPU (user + system, the tool and what it ran), and the bytes
// the tool wrote to the terminal.

/// One tool's run of one workload.
private struct WorkloadRun {
    var seconds: Double
    var cpu: Double
    var bytes: Int
}

/// Runs `path` with `arguments` on a terminal, stdin from `stdinPath`, reading everything it
/// writes until it exits; gives up after `limit` seconds.
private func runToExit(_ path: String, _ arguments: [String], stdinPath: String?, limit: Double) -> WorkloadRun? {
    let start = now()
    let process = Spawned(path, arguments, stdinPath: stdinPath)
    var bytes = 0
    var buffer = [UInt8](repeating: 0, count: 65536)
    var usage = rusage()
    var status: Int32 = 0
    while true {
        var entry = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, 50) > 0 {
            let count = read(process.master, &buffer, buffer.count)
            if count > 0 {
                bytes += count
                // dialog and alertty ask the terminal for its attributes: answer as a terminal does.
                if Array(buffer[0..<count]).firstIndex(ofBytes: Array("\u{1B}[c".utf8)) != nil {
                    process.send("\u{1B}[?62;22c")
                }
                continue
            }
        }
        if wait4(process.pid, &status, WNOHANG, &usage) == process.pid { break }
        if now() - start > limit {
            kill(process.pid, SIGKILL)
            _ = wait4(process.pid, &status, 0, &usage)
            close(process.master)
            return nil
        }
    }
    let seconds = now() - start
    // What is still in the terminal after the exit.
    while case let count = read(process.master, &buffer, buffer.count), count > 0 { bytes += count }
    close(process.master)
    return WorkloadRun(seconds: seconds, cpu: cpuSeconds(usage), bytes: bytes)
}

/// A file of `count` percentage lines, 0 to 100 evenly, for a gauge's stdin.
private func percentageFile(lines count: Int) -> String {
    let path = "/tmp/alertty-bench-percentages.\(count)"
    var text = ""
    text.reserveCapacity(count * 4)
    for line in 0..<count { text += "\(line * 100 / max(1, count - 1))\n" }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    return path
}

/// Prints the table for every tool installed; `dialogLines` percentage lines for dialog's gauge,
/// which takes minutes for a million.
func printProgressBenchmark(alertty: String, lines: Int = 1_000_000, dialogLines: Int = 20_000) -> Never {
    let shell = "/bin/sh"
    var rows: [(String, String, WorkloadRun?)] = []
    let many = percentageFile(lines: lines)
    let fewer = percentageFile(lines: dialogLines)
    defer {
        unlink(many)
        unlink(fewer)
    }
    rows.append(
        (
            "alertty --progress", grouped(lines),
            runToExit(alertty, ["--title", "Working", "--progress"], stdinPath: many, limit: 600)
        ))
    if let whiptail = which("whiptail") {
        rows.append(
            (
                "whiptail --gauge", grouped(lines),
                runToExit(whiptail, ["--gauge", "Working", "8", "60", "0"], stdinPath: many, limit: 600)
            ))
    }
    if let dialog = which("dialog") {
        rows.append(
            (
                "alertty --progress", grouped(dialogLines),
                runToExit(alertty, ["--title", "Working", "--progress"], stdinPath: fewer, limit: 600)
            ))
        rows.append(
            (
                "dialog --gauge", grouped(dialogLines),
                runToExit(dialog, ["--gauge", "Working", "8", "60", "0"], stdinPath: fewer, limit: 600)
            ))
    }
    let output = 100_000
    rows.append(
        (
            "alertty --run -- seq", grouped(output),
            runToExit(
                alertty, ["--title", "Working", "--run", "--", "seq", "\(output)"], stdinPath: "/dev/null", limit: 600)
        ))
    if which("dialog") != nil {
        rows.append(
            (
                "seq | dialog --progressbox", grouped(output),
                runToExit(
                    shell, ["-c", "seq \(output) | dialog --progressbox Working 20 70"], stdinPath: "/dev/null",
                    limit: 600)
            ))
        rows.append(
            (
                "seq | alertty --compat dialog --progressbox", grouped(output),
                runToExit(
                    shell, ["-c", "seq \(output) | '\(alertty)' --compat dialog --progressbox Working 20 70"],
                    stdinPath: "/dev/null", limit: 600)
            ))
    }
    print(
        "long work on an 80x24 pseudo-terminal: wall time from spawn to exit, CPU (user + system), bytes to the terminal\n"
    )
    print("| tool | lines | wall | CPU | bytes to the terminal |")
    print("| --- | --- | --- | --- | --- |")
    for (name, count, run) in rows {
        guard let run else {
            print("| \(name) | \(count) | over 600 s | | |")
            continue
        }
        print("| \(name) | \(count) | \(fixed(run.seconds, 2)) s | \(fixed(run.cpu, 2)) s | \(grouped(run.bytes)) |")
    }
    exit(0)
}
