import Foundation

/// The repository root, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The committed text of the file at `path` from the repository root; empty if there is none.
public func committedFile(_ path: String) -> String {
    (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
}
