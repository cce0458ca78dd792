/// The last lines a command wrote, and how many came before them: what a failed `--run`
/// prints on stderr so its reason is seen. Holds at most ``limit`` lines, each at most
/// ``LineCollector/limit`` bytes as read, so a command that writes gigabytes costs no more.
package struct OutputTail: Equatable, Sendable {
    /// The most lines kept.
    package static let limit = 20

    /// The lines kept, oldest first.
    package private(set) var lines: [String] = []
    /// How many lines came before ``lines`` and were let go.
    package private(set) var earlier = 0

    package init() {}

    /// Takes `output`'s lines, oldest first, letting the oldest go past ``limit``.
    package mutating func take(_ output: [String]) {
        // A read of many short lines adds only its last ones.
        let fresh = output.suffix(Self.limit)
        earlier += output.count - fresh.count
        lines += fresh
        let over = lines.count - Self.limit
        guard over > 0 else { return }
        lines.removeFirst(over)
        earlier += over
    }

    /// The tail as printed: a note of the lines left out, then the lines, each ended by a
    /// newline; nothing for a command that wrote nothing.
    package var printed: String {
        guard !lines.isEmpty else { return "" }
        let note =
            earlier == 0
            ? "" : "alertty: … \(earlier) earlier line\(earlier == 1 ? "" : "s"); --show-output prints them all\n"
        return note + lines.map { $0 + "\n" }.joined()
    }
}
