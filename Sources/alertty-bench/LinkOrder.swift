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

/// `alertty-bench --link-order ALERTTY`: prints the functions the alerts above run, for lld's
/// `--symbol-ordering-file` (`Sources/alertty/link-order.txt`).
///
/// Gathered together, the code an alert runs fills a few of the 64 KB windows the kernel maps
/// at a time instead of dozens spread over the static binary: peak RSS 4.5 MB -> 3.2 MB.
/// Runs each alert under valgrind's callgrind on a pseudo-terminal.
func printLinkOrder(of binary: String) -> Never {
    guard let valgrind = which("valgrind") else { fail("--link-order needs valgrind (apt-get install valgrind)") }
    var seen: Set<String> = []
    for (index, scenario) in linkOrderScenarios.enumerated() {
        let profile = "/tmp/alertty-bench-callgrind.\(getpid()).\(index)"
        let process = Spawned(
            valgrind,
            ["--tool=callgrind", "--demangle=no", "--log-file=/dev/null", "--callgrind-out-file=\(profile)", binary]
                + scenario.arguments, stdinPath: nil)
        guard process.readFrame(since: now(), limit: 60) != nil else { fail("\(binary) drew nothing under valgrind") }
        for key in scenario.keys {
            process.send(key)
            _ = process.readFrame(since: now(), limit: 10)
        }
        _ = process.finish()
        defer { unlink(profile) }
        // Sorted within each alert so the file changes only where the code did; the first
        // alert's functions come first, then what the next one adds.
        let added = functionNames(inCallgrindProfile: profile).filter { seen.insert($0).inserted }
        for name in added.sorted() { print(name) }
    }
    exit(0)
}

/// The function names of a callgrind profile (`fn=(id) name`,
/// `cfn=(id) name`), without addresses for code that has no symbol, valgrind's own names such
/// as `(below main)`, or recursion marks (`'2`).
func functionNames(inCallgrindProfile path: String) -> [String] {
    guard let file = fopen(path, "r") else { fail("valgrind wrote no profile at \(path)") }
    defer { fclose(file) }
    var names: [String] = []
    var line = [CChar](repeating: 0, count: 65536)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 && $0 != 0x0A }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("fn=(") || text.hasPrefix("cfn=("), let space = text.firstIndex(of: " ") else { continue }
        let name = text[text.index(after: space)...].prefix { $0 != "'" }
        if !name.isEmpty, !name.hasPrefix("0x"), !name.contains(" ") { names.append(String(name)) }
    }
    return names
}
