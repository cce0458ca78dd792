#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// What the installed build (`swift build -c release --product alertty`, as the README's Install
/// builds it) may cost on the benchmark's yes/no. `.ci/run` checks it
/// (`alertty-bench --budget ALERTTY`), so a change that makes alertty slower or bigger, or lets
/// one of its speed tricks stop paying, fails CI instead of going unnoticed. Each limit is what
/// was measured when it was set, plus the stated tolerance; lower it when alertty gets cheaper.
enum Budget {
    /// Peak resident memory while the alert waits (VmHWM), the median of ``runs``, in kB.
    /// Measured 3,696 kB (2026-12-02, 0.17.0, the link order renewed; 0.16.0: 3,396): issue 49's
    /// catalogs put 70 kB of long string literals into the linker's merged string section,
    /// spread by hash among the few the first frame reads, and its palette and markup drawing
    /// added code to files the first frame runs. Earlier: 3,216 (0.14.0), 2,556 (0.8.0); a stale
    /// order measured 3,304, none at all 4,336. Tolerance: +5 % (the layout alone moves it by
    /// about 150 kB).
    static let peakResidentKilobytes = 3_880
    /// The first frame's bytes and the focus change's (→): exact, as every test compares them.
    static let firstFrameBytes = 488
    static let focusChangeBytes = 37
    /// Instructions to the first frame's `write` under callgrind, when valgrind is installed.
    /// Measured 365,974 (2026-11-28, 0.14.0: the display's frames no longer optional, −31,000;
    /// 0.13.0 ran 397,065, 0.7.0 361,718). Tolerance: +10 % (valgrind's version and the CPU
    /// variant of glibc's string functions move it by a few thousand).
    static let instructionsToFirstFrame = 398_000
    /// Instructions from the wake-up the → key causes to the write of its redraw (valgrind's
    /// lackey), what the person waits for: the move drawn ahead is written before the key is
    /// decided (``Display/answerAhead(to:reader:state:elapsed:)``). Measured 1,422 (2026-12-02,
    /// 0.17.0: a button's style looked up in the dialects' palette and its marked label; 1,024 on
    /// 2026-11-25); with the answer ahead switched off, 23,123. Tolerance: +25 % (a small count).
    static let instructionsForFocusChange = 1_780
    /// How many symbols `link-order.txt` and the order found afresh (valgrind) may differ by:
    /// the order repeats exactly from run to run, and 3 names unlisted measured +128 kB peak RSS
    /// (within the RSS budget, so this is what catches it). A little room for another CPU's
    /// variants of glibc's string functions.
    static let staleLinkOrderNames = 2
    /// Without valgrind: the share of `link-order.txt`'s symbols the binary may lack (renamed or
    /// moved code leaves names that no longer exist).
    static let missingLinkOrderShare = 0.02
    /// The processor time alertty may spend on a typed key that filters a 100,000-item list
    /// (the slowest of ``filterTyping``'s keys, the median of three runs), in milliseconds: the
    /// 5 ms a person would notice. Measured 2.8 (2026-11-25, 0.9.0: the first letter, which scans
    /// every item; the others narrow fewer); folding the labels at the
    /// first letter instead of with the list measured 11 on that key.
    static let filterKeyMilliseconds = 5.0
    /// The processor time alertty may spend on a key typed after a megabyte was pasted into a
    /// `--text-area` (the slowest of ``textAreaTyping``, the median of three runs), in ms: issue
    /// 45's target. Measured 0.13–0.25 (2026-11-27, 0.13.0); rewrapping the whole text per key
    /// took 170–290 on one long line.
    static let textAreaKeyMilliseconds = 2.0
    /// A `--file` picker on a folder of 100,000 files: seconds until its first frame, and the
    /// processor time of its slowest typed filter key in ms (medians of three runs): issue 45's
    /// targets. Measured 0.13–0.20 s and 1.9 ms (2026-11-27, 0.13.0).
    static let pickerReadySeconds = 0.3
    static let pickerKeyMilliseconds = 5.0
    /// Issue 48's list of a million piped items (``ScaleItems``, `--choices-from -`): the
    /// instructions of its slowest key of ``filterTyping`` (callgrind, from the key's
    /// `KeyReader.receive` to the next's: ``keyInstructions(of:on:under:)``), substring and fuzzy,
    /// when valgrind is installed. Measured 44,327,976 and 174,111,745 (0.16.0, both the
    /// first key, `f`, which scans every item; Backspace reuses earlier matches: 1.9 million,
    /// where scanning again took 186 million). Tolerance: +10 % (counts repeat exactly from run
    /// to run; the binary's layout moves them a little).
    static let scaleKeyInstructions = 48_800_000
    static let scaleFuzzyKeyInstructions = 191_600_000
    /// The instructions from Enter's `KeyReader.receive` to the exit on that list: the answer is
    /// written at once, and nothing proportional to the list is done after it (freeing a million
    /// items, say). Measured 416,827 (0.16.0). Tolerance: +10 %.
    static let scaleEnterInstructions = 459_000
    /// Peak resident memory with that list, after the keys (VmHWM, one run), in kB: fzf's on the
    /// same items is 120–130 MB. Measured 25,756 (0.16.0: the items in chunks that never double;
    /// 31,756 in one growing buffer). Tolerance: +10 % (the pipe's chunks vary in size).
    static let scalePeakKilobytes = 28_400
    /// Runs whose median is taken.
    static let runs = 9
}

/// `alertty-bench --budget ALERTTY`: measures the yes/no on a stripped copy of ALERTTY (as Install
/// puts it in place) and checks each figure against ``Budget``; prints every figure beside its
/// limit, and exits 1 naming each one over it.
func checkBudget(of binary: String) -> Never {
    var failures: [String] = []
    func check<Figure: Comparable & CustomStringConvertible>(
        _ what: String, _ value: Figure, limit: Figure, _ fix: String
    ) {
        let verdict = value <= limit ? "ok" : "OVER"
        print("\(what): \(value) (budget \(limit)) \(verdict)")
        if value > limit { failures.append("\(what) is \(value), over its budget of \(limit); \(fix)") }
    }
    // Measured as installed: stripped (the symbols stay on `binary`, for the link order's check).
    let installed = strippedCopy(of: binary, keepingSymbols: false)
    let tool = Tool(name: "alertty", path: installed, arguments: alerttyYesNo)
    var samples: [Sample] = []
    for _ in 0..<Budget.runs {
        dropFromPageCache(installed)
        samples.append(measure(tool))
    }
    let peak = Int(median(samples.map { Double($0.peakRSSKilobytes) }))
    let fix = "compare with the last release, as Sources/alertty-bench/README.md says"
    check("peak RSS, kB", peak, limit: Budget.peakResidentKilobytes, fix)
    check("first frame, bytes", samples.map(\.firstFrameBytes).max() ?? 0, limit: Budget.firstFrameBytes, fix)
    check("focus change, bytes", samples.map(\.focusChangeBytes).max() ?? 0, limit: Budget.focusChangeBytes, fix)
    let filterRuns = (0..<3).compactMap { _ in
        timeKeys(installed, filterArguments(itemLabels(count: 100_000)), keys: filterTyping)
    }
    check(
        "slowest filter key on 100,000 items, ms of processor", slowestKey(of: filterRuns),
        limit: Budget.filterKeyMilliseconds, fix)
    checkNewParts(of: installed, check, fix)
    let scaleItems = ScaleItems(count: 1_000_000)
    let scaleRun = runAtScale(.alertty(installed, fuzzy: false), on: scaleItems, limit: 120)
    check(
        "peak RSS with 1,000,000 piped items, kB", scaleRun.failure == nil ? scaleRun.peakKilobytes : .max,
        limit: Budget.scalePeakKilobytes, fix)
    if installed != binary { unlink(installed) }
    let renew = "renew it: .ci/renew-link-order"
    let listed = linkOrderFile()
    if let valgrind = which("valgrind") {
        // One copy valgrind can read serves the counts and the order found afresh.
        let readable = strippedCopy(of: binary, keepingSymbols: true)
        let counts = budgetedInstructions(of: readable, under: valgrind)
        check("instructions to the first frame", counts.firstFrame, limit: Budget.instructionsToFirstFrame, fix)
        check(
            "instructions from the → key's wake-up to its redraw", counts.focusChange,
            limit: Budget.instructionsForFocusChange, fix)
        checkKeysAtScale(of: readable, on: scaleItems, under: valgrind, check, fix)
        // The order found afresh, as renewing it would find it (it repeats exactly from run to run).
        let fresh = linkOrder(of: readable, under: valgrind)
        if readable != binary { unlink(readable) }
        let (file, now) = (Set(listed), Set(fresh))
        let (unlisted, gone) = (now.subtracting(file).count, file.subtracting(now).count)
        print("link-order.txt: \(unlisted) symbols the alerts use are not in it, \(gone) in it are not used")
        if unlisted + gone > Budget.staleLinkOrderNames {
            failures.append("link-order.txt is stale (\(unlisted) symbols missing, \(gone) no longer used); \(renew)")
        }
    } else {
        print("instructions: not counted (valgrind is not installed), nor those of keys on a million items")
        let defined = Set(definedSymbols(of: binary).map(\.name))
        let missing = listed.filter { !defined.contains($0) }.count
        print("link-order.txt: \(missing) of \(listed.count) symbols not in the binary")
        if listed.isEmpty || Double(missing) > Double(listed.count) * Budget.missingLinkOrderShare {
            failures.append(
                "link-order.txt is stale (\(missing) of its \(listed.count) symbols are not in the binary); \(renew)")
        }
    }
    scaleItems.remove()
    guard failures.isEmpty else {
        for failure in failures { print("alertty-bench: \(failure)") }
        exit(1)
    }
    exit(0)
}

/// Writes `path` back and drops it from the page cache, so the next exec reads it as any exec
/// would: a file just written can be cached in larger pieces, which a page fault maps whole.
func dropFromPageCache(_ path: String) {
    let file = open(path, O_RDONLY)
    guard file >= 0 else { return }
    _ = fsync(file)
    #if os(Linux)
        _ = posix_fadvise(file, 0, 0, POSIX_FADV_DONTNEED)
    #endif
    close(file)
}

/// The symbols `link-order.txt` lists, in order.
func linkOrderFile() -> [String] {
    guard let file = fopen(besideThisFile("../alertty/link-order.txt"), "r") else {
        fail("cannot read Sources/alertty/link-order.txt")
    }
    defer { fclose(file) }
    return lines(of: file, upTo: 4096).filter { !$0.isEmpty }
}

/// Issue 45's figures that a change can quietly lose: a key in a text area holding a megabyte,
/// and a file picker on a folder of 100,000 files (ready, and its slowest typed key).
func checkNewParts(
    of installed: String, _ check: (String, Double, Double, String) -> Void, _ fix: String
) {
    let paste = ("paste 1 MB", bracketedPaste(textAreaText()))
    let textAreaRuns = (0..<3).compactMap { _ in
        timeKeys(installed, ["--text-area", "Notes"], keys: [paste] + textAreaTyping)
    }
    check(
        "slowest key with 1 MB in a text area, ms of processor", slowestKey(of: textAreaRuns, skipping: 1),
        Budget.textAreaKeyMilliseconds, fix)
    let count = 100_000
    let folder = makeBenchFolder(count: count)
    defer { removeBenchFolder(folder, count: count) }
    let pickerRuns = (0..<3).compactMap { _ in
        timeKeys(installed, pickerArguments(folder), keys: filterTyping)
    }
    let ready = pickerRuns.count == 3 ? (median(pickerRuns.map(\.ready)) * 100).rounded() / 100 : .infinity
    check("file picker on 100,000 files ready, s", ready, Budget.pickerReadySeconds, fix)
    check(
        "slowest key in that picker, ms of processor", slowestKey(of: pickerRuns),
        Budget.pickerKeyMilliseconds, fix)
}

/// The median of three runs' slowest key (past the first `skipping`, such as a paste), in ms of
/// processor to the hundredth, as it is printed; infinite when a run did not draw.
func slowestKey(of runs: [FilterRun], skipping: Int = 0) -> Double {
    guard runs.count == 3 else { return .infinity }
    let slowest = runs.map { run in run.keys.dropFirst(skipping).map(\.cpuSeconds).max() ?? .infinity }
    return (median(slowest) * 100_000).rounded() / 100
}

/// Issue 48's per-key figure on a million piped items (substring and fuzzy, the slowest key of
/// each) and Enter's, counted by callgrind in `readable` (a copy valgrind can read); a count that
/// could not be made fails with its reason.
func checkKeysAtScale(
    of readable: String, on items: ScaleItems, under valgrind: String,
    _ check: (String, Int, Int, String) -> Void, _ fix: String
) {
    var enter: [Int] = []
    for (fuzzy, limit) in [(false, Budget.scaleKeyInstructions), (true, Budget.scaleFuzzyKeyInstructions)] {
        let what = "instructions of the slowest \(fuzzy ? "fuzzy" : "substring") key on 1,000,000 items"
        switch keyInstructions(of: .alertty(readable, fuzzy: fuzzy), on: items, under: valgrind) {
        case .success(let counts):
            print(
                "  each key: " + zip(filterTyping, counts.keys).map { "\($0.0) \(grouped($1))" }.joined(separator: ", ")
            )
            check(what, counts.keys.max() ?? .max, limit, fix)
            enter.append(counts.enter)
        case .failure(let unmeasured):
            print("\(what): not counted, \(unmeasured.reason)")
            check(what, .max, limit, fix)
        }
    }
    check(
        "instructions from Enter to the exit on 1,000,000 items", enter.max() ?? .max, Budget.scaleEnterInstructions,
        fix)
}
