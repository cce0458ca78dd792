#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// `alertty-bench --picker ALERTTY`: a folder of 100,000 files on a pseudo-terminal: the file
// picker's ready time and each typed key's answer (as `--filter` times a list's), beside
// `ls -f | wc -l` on the same folder, the floor for reading it.

/// Makes a fresh folder of `count` empty files named as the filter benchmark's items, and one
/// hidden file; its path.
func makeBenchFolder(count: Int) -> String {
    var template = Array("/tmp/alertty-bench-picker-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        fail("cannot make a folder in /tmp")
    }
    let folder = String(cString: made)
    for name in itemLabels(count: count) + [".hidden"] {
        let fd = open(folder + "/" + name, O_CREAT | O_WRONLY, 0o644)
        guard fd >= 0 else { fail("cannot make the benchmark's files in \(folder)") }
        close(fd)
    }
    return folder
}

/// Removes the folder `makeBenchFolder` made, and its files.
func removeBenchFolder(_ folder: String, count: Int) {
    for name in itemLabels(count: count) + [".hidden"] { unlink(folder + "/" + name) }
    rmdir(folder)
}

/// Seconds `ls -f FOLDER | wc -l` takes, the fastest of three (the folder cached by then, as it
/// is for alertty after the first run).
func listingFloor(_ folder: String) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = now()
        let process = Spawned("/bin/sh", ["-c", "ls -f \"$0\" | wc -l > /dev/null", folder], stdinPath: nil)
        _ = process.finish()
        let seconds = now() - start
        best = min(best, seconds)
    }
    return best
}

/// Prints the picker's ready time and per-key times on a folder of `count` files, and the floor.
/// The picker the bench and the budget time: a `--file` starting in `folder`.
func pickerArguments(_ folder: String) -> [String] { ["--title", "Open", "--file", "--path", folder] }

func printPickerBenchmark(alertty: String, count: Int = 100_000) -> Never {
    let folder = makeBenchFolder(count: count)
    // Ctrl-T shows the one hidden file, above the cursor: the whole listing is made again.
    let keys = filterTyping + [("Down", "\u{1B}[B"), ("Ctrl-T", "\u{14}"), ("End", "\u{1B}[F"), ("Escape", "\u{1B}")]
    // Warmed once, so both read a folder the system has cached.
    _ = listingFloor(folder)
    let run = timeKeys(alertty, pickerArguments(folder), keys: keys)
    let floor = listingFloor(folder)
    removeBenchFolder(folder, count: count)
    print("\(count) files in one folder, an 80x24 pseudo-terminal; a key timed from its write to the last byte")
    print("(the end of the screen is found by \(Int(quiet * 1000)) ms of quiet, not counted)\n")
    print("`ls -f | wc -l` on the folder: \(fixed(floor * 1000, 1)) ms\n")
    print("| tool | ready | key | answered in | processor | bytes |")
    print("| --- | --- | --- | --- | --- | --- |")
    guard let run else {
        print("| alertty --file | did not draw | | | | |")
        exit(0)
    }
    for (index, key) in run.keys.enumerated() {
        let first = index == 0 ? fixed(run.ready, 2) + " s" : ""
        print(
            "| \(index == 0 ? "alertty --file" : "") | \(first) | \(key.key) | \(fixed(key.seconds * 1000, 2)) ms "
                + "| \(fixed(key.cpuSeconds * 1000, 2)) ms | \(key.bytes) |")
    }
    exit(0)
}
