#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The alerts the link order is profiled on, with the keys a person would press: the yes/no of
/// the benchmark, and a text field.
let linkOrderScenarios: [(arguments: [String], keys: [String])] = [
    (
        ["-t", "Continue?", "-m", "Proceed with the installation?", "-b", "Yes", "-s", "default", "-b", "No"],
        ["\u{1B}[C", "\r"]
    ),
    (["-t", "Your name?", "--input", "Name", "--value", "Ada"], ["x", "\u{7F}", "\r"]),
]

/// `alertty-bench --link-order ALERTTY`: prints the functions the alerts above run, then the
/// data they touch, for lld's `--symbol-ordering-file` (`Sources/alertty/link-order.txt`).
/// What a key's redraw runs and touches comes first, side by side: after a pause every page a
/// redraw touches costs a walk of the page tables (about 0.35 µs here, in a virtual machine),
/// and the redraw's functions, spread among those of the start-up, were on 54 pages.
///
/// Gathered together, the code an alert runs fills a few of the 64 KB windows the kernel maps
/// at a time instead of dozens spread over the static binary: peak RSS 4.5 MB -> 3.2 MB.
/// Data is faulted in a page at a time (twice for zero-filled storage: read, then written),
/// so the globals, once-tokens, type metadata and caches an alert touches go side by side
/// too: 110 page faults -> 79 on the yes/no. After the key's, what runs and is touched before
/// the first frame comes next, apart from what runs after it (and the standard library's one
/// section last): 64 -> 57 page faults to the first frame. Runs each alert under valgrind's
/// callgrind (the functions) and lackey (every data address, named with nm) on a pseudo-terminal.
func printLinkOrder(of original: String) -> Never {
    guard let valgrind = which("valgrind") else { fail("--link-order needs valgrind (apt-get install valgrind)") }
    let binary = strippedCopy(of: original, keepingSymbols: true)
    let order = linkOrder(of: binary, under: valgrind)
    if binary != original { unlink(binary) }
    for name in order { print(name) }
    exit(0)
}

/// The link order for `binary` (``printLinkOrder(of:)`` says how it is found), one symbol per
/// entry; `binary` is one valgrind can read (``strippedCopy(of:keepingSymbols:)``).
func linkOrder(of binary: String, under valgrind: String) -> [String] {
    var order: [String] = []
    let symbols = definedSymbols(of: binary)
    let data = SymbolTable(symbols, kinds: "dDbBvV") { !$0.name.hasPrefix("got.") && $0.size > 0 }
    let code = SymbolTable(symbols, kinds: "tTiWw") { $0.size > 0 }
    // The standard library's own code is one section, which lld puts whole where the first of
    // its functions is listed: listed last, it no longer splits the functions an alert runs in two.
    let unmovable = standardLibraryCodeInOneSection()
    var listedLast: [String] = []
    var seenFunctions: Set<String> = []
    var seenData: Set<String> = []
    func listFunctions(_ names: some Sequence<String>) {
        for name in names.sorted() where seenFunctions.insert(name).inserted {
            if unmovable.contains(name) { listedLast.append(name) } else { order.append(name) }
        }
    }
    func listData(_ names: some Sequence<String>) {
        for name in names.sorted() where seenData.insert(name).inserted { order.append(name) }
    }
    for (index, scenario) in linkOrderScenarios.enumerated() {
        let profile = "/tmp/alertty-bench-callgrind.\(getpid()).\(index)"
        let trace = "/tmp/alertty-bench-lackey.\(getpid()).\(index)"
        defer {
            unlink(profile)
            unlink(trace)
        }
        runUnderValgrind(
            scenario, valgrind,
            ["--tool=callgrind", "--demangle=no", "--log-file=/dev/null", "--callgrind-out-file=\(profile)", binary])
        runUnderValgrind(scenario, valgrind, ["--tool=lackey", "--trace-mem=yes", "--log-file=\(trace)", binary])
        if index == 0 {
            let keyPath = touchedByTheFirstKey(inLackeyTrace: trace, code: code, data: data)
            listFunctions(keyPath.functions)
            listData(keyPath.data)
            // Then what runs before the first frame, side by side: each 64 KB window of code it
            // reaches is a page fault before anything is shown.
            let firstFrame = touchedBeforeTheFirstWrite(inLackeyTrace: trace, code: code, data: data)
            listFunctions(firstFrame.functions)
            listData(firstFrame.written)
            listData(firstFrame.readOnly)
        }
        // Sorted within each alert so the file changes only where the code did; the first
        // alert's symbols come first, then what the next one adds.
        listFunctions(functionNames(inCallgrindProfile: profile))
        // Written objects first: a page of the binary's data is copied, and one of its zeroed
        // storage filled, at the first write to it, so written objects side by side take
        // fewer of those faults than written and read ones mixed.
        let touched = data.names(touchedIn: trace)
        listData(touched.written)
        listData(touched.readOnly)
    }
    for name in functionsValgrindCannotShow(besides: seenFunctions, in: symbols) { order.append(name) }
    for name in listedLast { order.append(name) }
    return order
}

/// The functions in the one text section of the standard library's Swift code (`Swift.o` in
/// the static `libswiftCore.a` of the `swiftc` on the PATH), which a link cannot reorder;
/// empty, with a note, where there is none to read.
func standardLibraryCodeInOneSection() -> Set<String> {
    func unreadable() -> Set<String> {
        let text =
            "alertty-bench: no static libswiftCore.a found; the standard library's functions are listed in place\n"
        let line = Array(text.utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return []
    }
    guard let info = popen("swiftc -print-target-info 2>/dev/null", "r") else { fail("cannot run swiftc") }
    let resources = lines(of: info, upTo: 4096).first { $0.contains("\"runtimeResourcePath\"") }
    pclose(info)
    // "    \"runtimeResourcePath\": \"/opt/swift/usr/lib/swift\"": the static libraries are beside it.
    guard let resources, let path = resources.split(separator: "\"").last, path.hasSuffix("/lib/swift") else {
        return unreadable()
    }
    let archive = String(path) + "_static/linux/libswiftCore.a"
    let object = "/tmp/alertty-bench-Swift.\(getpid()).o"
    defer { unlink(object) }
    guard access(archive, R_OK) == 0, succeeds(["/bin/sh", "-c", "ar p '\(archive)' Swift.o > '\(object)'"]),
        let sections = popen("readelf -SW '\(object)'", "r")
    else { return unreadable() }
    // "  [ 2] .text             PROGBITS …": the index of the section named exactly .text.
    let textIndex = lines(of: sections, upTo: 4096).lazy.compactMap { line -> Substring? in
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" })
        return fields.count > 1 && fields[1] == ".text" ? fields[0] : nil
    }.first
    pclose(sections)
    guard let textIndex, let table = popen("readelf -sW '\(object)'", "r") else { return unreadable() }
    defer { pclose(table) }
    // "   Num:    Value          Size Type    Bind   Vis      Ndx Name"
    return Set(
        lines(of: table, upTo: 4096).compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count == 8 && fields[3] == "FUNC" && fields[6] == textIndex ? String(fields[7]) : nil
        })
}

/// Runs one alert (arguments and keys, as ``linkOrderScenarios`` holds them) under valgrind with
/// `options` (ending in the binary), typing its keys once it has drawn.
func runUnderValgrind(_ scenario: (arguments: [String], keys: [String]), _ valgrind: String, _ options: [String]) {
    let process = Spawned(valgrind, options + scenario.arguments, stdinPath: nil)
    guard process.readFrame(since: now(), limit: 60) != nil else {
        fail("\(options.last ?? "") drew nothing under valgrind")
    }
    for key in scenario.keys {
        process.waitUntilIdle()
        process.send(key)
        _ = process.readFrame(since: now(), limit: 10)
    }
    _ = process.finish()
}

/// Symbols of some kinds (code, or data objects) by address, from `nm`, to name the addresses of
/// a trace.
struct SymbolTable {
    var starts: [UInt64] = []
    var ends: [UInt64] = []
    var names: [String] = []

    /// The symbols among `defined` of nm's `kinds` that `include` keeps.
    init(_ defined: [DefinedSymbol], kinds: String, where include: (DefinedSymbol) -> Bool) {
        for symbol in defined where kinds.contains(symbol.kind) && include(symbol) {
            starts.append(symbol.start)
            ends.append(symbol.start + symbol.size)
            names.append(symbol.name)
        }
    }

    /// The range of the symbol named `name`, or an empty one.
    func range(of name: String) -> Range<UInt64> {
        guard let index = names.firstIndex(of: name) else { return 0..<0 }
        return starts[index]..<ends[index]
    }

    /// The names of the objects a lackey trace (`--trace-mem=yes`) stores to, and of those it
    /// only loads from.
    func names(touchedIn trace: String) -> (written: [String], readOnly: [String]) {
        var loaded = [Bool](repeating: false, count: names.count)
        var stored = [Bool](repeating: false, count: names.count)
        // Instruction fetches are callgrind's part.
        forEachAccess(inLackeyTrace: trace) { access, address in
            guard access != .instruction, let index = object(containing: address) else { return true }
            if access == .load { loaded[index] = true } else { stored[index] = true }
            return true
        }
        let written = names.indices.filter { stored[$0] }.map { names[$0] }
        let readOnly = names.indices.filter { loaded[$0] && !stored[$0] }.map { names[$0] }
        return (written, readOnly)
    }

    func object(containing address: UInt64) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= address { low = middle + 1 } else { high = middle }
        }
        guard low > 0, address < ends[low - 1] else { return nil }
        return low - 1
    }
}

/// The functions run, and the data written and only read, from the start to the first write
/// (the first frame's), in a lackey trace of instructions and data (`--trace-mem=yes`).
func touchedBeforeTheFirstWrite(
    inLackeyTrace trace: String, code: SymbolTable, data: SymbolTable
) -> (functions: [String], written: [String], readOnly: [String]) {
    let write = code.range(of: "__libc_write")
    guard !write.isEmpty else { fail("no __libc_write in the binary") }
    var functions: Set<Int> = []
    var loaded: Set<Int> = []
    var stored: Set<Int> = []
    forEachAccess(inLackeyTrace: trace) { access, address in
        switch access {
        case .instruction:
            if write.contains(address) { return false }
            if let index = code.object(containing: address) { functions.insert(index) }
        case .load:
            if let index = data.object(containing: address) { loaded.insert(index) }
        case .store:
            if let index = data.object(containing: address) { stored.insert(index) }
        }
        return true
    }
    return (
        functions.map { code.names[$0] }, stored.map { data.names[$0] },
        loaded.subtracting(stored).map { data.names[$0] }
    )
}

/// What one line of a lackey trace (`--trace-mem=yes`) records: "I  0040a1b0,5" an instruction
/// fetched, " L 0082cf70,8" a load, " S …" a store and " M …" a modify (a load and a store).
enum LackeyAccess {
    case instruction, load, store
}

/// Calls `body` with each access in the lackey trace at `trace`, in order, while it returns true.
func forEachAccess(inLackeyTrace trace: String, _ body: (LackeyAccess, UInt64) -> Bool) {
    guard let file = fopen(trace, "r") else { fail("valgrind wrote no trace at \(trace)") }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let access: LackeyAccess
        switch (line[0], line[1], line[2]) {
        case (0x49, 0x20, _): access = .instruction
        case (0x20, 0x4C, 0x20): access = .load
        case (0x20, 0x53, 0x20), (0x20, 0x4D, 0x20): access = .store
        default: continue
        }
        // Through the buffer: &line[3] would hand strtoull a one-character temporary.
        let address = line.withUnsafeBufferPointer { strtoull($0.baseAddress! + 3, nil, 16) }
        guard body(access, address) else { return }
    }
}

/// One symbol `nm -n -S --defined-only` lists: "0000000000836988 0000000000000008 d name".
struct DefinedSymbol {
    let start: UInt64
    let size: UInt64
    /// nm's type letter: t/T code, i an indirect (IFUNC) function, d/D/b/B/v/V data.
    let kind: Character
    let name: String
}

/// The symbols `binary` defines, in address order, from nm(1).
func definedSymbols(of binary: String) -> [DefinedSymbol] {
    guard let nm = which("nm") else { fail("--link-order needs nm (apt-get install binutils)") }
    guard let output = popen("'\(nm)' -n -S --defined-only '\(binary)'", "r") else { fail("cannot run nm") }
    defer { pclose(output) }
    return lines(of: output, upTo: 4096).compactMap { text in
        let fields = text.split(separator: " ")
        guard fields.count == 4, fields[2].count == 1, let start = UInt64(fields[0], radix: 16),
            let size = UInt64(fields[1], radix: 16)
        else { return nil }
        return DefinedSymbol(start: start, size: size, kind: fields[2].first!, name: String(fields[3]))
    }
}

/// The functions run and the data touched from the return of the wait that the first key ends
/// to the write of its redraw (the run's second write), in a lackey trace of instructions and
/// data (`--trace-mem=yes`), and how many instructions that was.
func touchedByTheFirstKey(
    inLackeyTrace trace: String, code: SymbolTable, data: SymbolTable
) -> (functions: [String], data: [String], instructions: Int) {
    let poll = code.range(of: "__libc_poll")
    let write = code.range(of: "__libc_write")
    guard !poll.isEmpty, !write.isEmpty else { fail("no __libc_poll or __libc_write in the binary") }
    var functions: Set<Int> = []
    var objects: Set<Int> = []
    var instructions = 0
    var writes = 0
    var inPoll = false
    var inWrite = false
    forEachAccess(inLackeyTrace: trace) { access, address in
        guard access == .instruction else {
            if writes == 1, !inPoll, let index = data.object(containing: address) { objects.insert(index) }
            return true
        }
        let nowInPoll = poll.contains(address)
        let nowInWrite = write.contains(address)
        if nowInWrite, !inWrite {
            writes += 1
            if writes == 2 { return false }
        }
        // Each wait after the first frame starts the window again: the last one is the key's.
        if inPoll, !nowInPoll, writes == 1 {
            functions = []
            objects = []
            instructions = 0
        }
        (inPoll, inWrite) = (nowInPoll, nowInWrite)
        guard writes == 1, !inPoll else { return true }
        instructions += 1
        if let index = code.object(containing: address) { functions.insert(index) }
        return true
    }
    guard writes == 2 else { fail("no redraw of the first key in \(trace)") }
    return (functions.map { code.names[$0] }, objects.map { data.names[$0] }, instructions)
}

/// The code an alert runs outside valgrind that valgrind cannot show, for the symbols it did:
/// glibc picks each string function's variant (`__memcpy_evex_unaligned_erms`, `__strlen_avx2`,
/// …) for the CPU it runs on, and valgrind's CPU is not the machine's, so every variant of each
/// family it saw; and a static binary sets up the kernel's vDSO (a link map and a symbol lookup)
/// where valgrind offers none. Measured with uprobes on every libc function: these were the
/// functions run natively that the profile lacked, in five 64 KB windows of their own.
func functionsValgrindCannotShow(besides seen: Set<String>, in symbols: [DefinedSymbol]) -> [String] {
    // The vDSO's symbol lookup compares names with strcmp, which nothing else here calls.
    let variantFamilies = Set(seen.compactMap(stringFunctionFamily)).union(["__strcmp"])
    let vdsoSetUp: Set<String> = [
        "_dl_new_object", "_dl_add_to_namespace_list", "_dl_setup_hash", "_dl_lookup_symbol_x", "do_lookup_x",
        "check_match",
    ]
    var names: Set<String> = []
    for symbol in symbols where "tT".contains(symbol.kind) && !seen.contains(symbol.name) {
        if vdsoSetUp.contains(symbol.name) || stringFunctionFamily(symbol.name).map(variantFamilies.contains) == true {
            names.insert(symbol.name)
        }
    }
    return names.sorted()
}

/// "__memcpy" for "__memcpy_avx_unaligned_erms": the family of one of glibc's per-CPU variants
/// of a string function, nil for any other name.
func stringFunctionFamily(_ name: String) -> Substring? {
    guard name.hasPrefix("__") else { return nil }
    let parts = name.dropFirst(2).split(separator: "_", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let instructionSets = ["sse2", "ssse3", "sse4", "sse42", "avx", "avx2", "avx512", "evex", "evex512", "erms"]
    return instructionSets.contains { parts[1].hasPrefix($0) } ? name.prefix(2 + parts[0].count) : nil
}

/// The function names of a callgrind profile (`fn=(id) name`,
/// `cfn=(id) name`), without addresses for code that has no symbol, valgrind's own names such
/// as `(below main)`, or recursion marks (`'2`).
func functionNames(inCallgrindProfile path: String) -> [String] {
    guard let file = fopen(path, "r") else { fail("valgrind wrote no profile at \(path)") }
    defer { fclose(file) }
    var names: [String] = []
    for text in lines(of: file, upTo: 65536) {
        guard text.hasPrefix("fn=(") || text.hasPrefix("cfn=("), let space = text.firstIndex(of: " ") else { continue }
        let name = text[text.index(after: space)...].prefix { $0 != "'" }
        if !name.isEmpty, !name.hasPrefix("0x"), !name.contains(" ") { names.append(String(name)) }
    }
    return names
}
