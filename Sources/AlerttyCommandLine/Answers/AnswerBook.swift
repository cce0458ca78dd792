import AlerttyKit

/// A whole run's answers, each alert's under its id (``AlertID``): one object written by hand,
/// `{"hostname": {"fields": […]}, "confirm": {"button": "Install"}}`, or the lines a recording
/// (`ALERTTY_RECORD`) appends, one such object each. A later entry for an id replaces an
/// earlier one: a run recorded twice answers as the second time.
package struct AnswerBook: Equatable, Sendable {
    /// One alert's entry.
    package struct Entry: Equatable, Sendable {
        package var id: String
        package var answer: JSONValue
    }

    /// Each id and its entry, in the order the ids first appear.
    package private(set) var entries: [Entry] = []
    /// Where each id's entry is in ``entries``: a file of 20,000 entries took 12 s to read
    /// when each id was looked for among the ones before it.
    private var positions: [String: Int] = [:]

    /// The book `values` hold, or `nil` when they are one alert's answer (an object whose
    /// `button` is a label, as `--json` prints it). Anything else is a usage error.
    package static func from(_ values: [JSONValue], source: String) throws(UsageError) -> AnswerBook? {
        if values.count == 1, case .string? = values[0]["button"] { return nil }
        guard !values.isEmpty else { return nil }
        var book = AnswerBook()
        for value in values {
            guard case .object(let members) = value else { return nil }
            for (id, answer) in members {
                guard case .object = answer else { return nil }
                if let problem = AlertID.problem(with: id, from: "\(source) id") { throw problem }
                if let index = book.positions[id] {
                    book.entries[index].answer = answer
                } else {
                    book.positions[id] = book.entries.count
                    book.entries.append(Entry(id: id, answer: answer))
                }
            }
        }
        return book
    }

    /// The entry for the alert `id`, if the book has one.
    package func answer(for id: String) -> JSONValue? {
        positions[id].map { entries[$0].answer }
    }

    /// The ids, in order.
    package var ids: [String] { entries.map(\.id) }

    /// The entries a run has passed over by the time it asks the alert `id`: those between the
    /// last entry this run's earlier alerts took (`taken`) and `id`'s own, that none took. The
    /// entries are expected in the order the script asks them; an answers file for a run that
    /// asks a question it does not have an entry for fails before this is asked.
    package func skipped(before id: String, taken: [String]) -> [String] {
        guard let own = positions[id] else { return [] }
        let takenPositions = taken.compactMap { positions[$0] }
        let last = takenPositions.filter { $0 < own }.max() ?? -1
        guard last + 1 < own else { return [] }
        let takenSet = Set(takenPositions)
        return ((last + 1)..<own).filter { !takenSet.contains($0) }.map { entries[$0].id }
    }

    /// A few of the ids, quoted, for a message: `'hostname', 'dns', 'confirm' and 2 more`.
    package var someIDs: String { Self.fewOf(entries.lazy.map(\.id)) }

    /// The first few of `ids`, quoted, and how many more there are, for a message of one line:
    /// `'a', 'b', 'c', 'd', 'e' and 999995 more`. A file of a million ids once made a notice
    /// of 12 MB.
    package static func fewOf(_ ids: some Collection<String>) -> String {
        let shown = ids.prefix(5).map(UsageError.quoted).joined(separator: ", ")
        return ids.count > 5 ? "\(shown) and \(ids.count - 5) more" : shown
    }
}
