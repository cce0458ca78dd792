import AlerttyCommandLine
import AlerttyKit
import Foundation
import TestSupport
import Testing

/// The README's gallery: real command lines and the alert each one draws.
///
/// Each picture is a snapshot file rendered from the command line through the real
/// parser, and the README must show it verbatim, so the gallery cannot go stale.
/// Re-record after an intended change with `ALERTTY_RECORD_SNAPSHOTS=1 swift test --filter GalleryTests`.
@Suite struct GalleryTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let columns: Int
        let rows: Int
        /// What a file picker's folder holds, handed in as the presenter would read it.
        var listing: FolderListing? = nil
        var testDescription: String { name }
    }

    static let examples = [
        Example(
            name: "delete",
            arguments: [
                "--title", "Delete 3 files?", "--message", "This cannot be undone.",
                "--button", "Cancel", "--style", "cancel", "--button", "Delete", "--style", "destructive",
            ],
            columns: 80, rows: 24),
        Example(
            name: "confirm",
            arguments: [
                "--title", "Install the update?", "--message", "Version 2.4 is ready to install.",
                "--button", "Install", "--style", "default", "--button", "Later", "--style", "cancel",
            ],
            columns: 80, rows: 24),
        Example(
            name: "three-buttons",
            arguments: [
                "--title", "Save changes to report.txt?", "--button", "Save", "--style", "default",
                "--button", "Don't Save", "--button", "Cancel", "--style", "cancel",
            ],
            columns: 80, rows: 24),
        Example(
            name: "stacked",
            arguments: [
                "--title", "Unsaved changes", "--message", "Close the editor anyway?",
                "--button", "Save and close", "--style", "default", "--button", "Discard changes",
                "--style", "destructive", "--button", "Keep editing", "--style", "cancel",
            ],
            columns: 40, rows: 24),
        Example(
            name: "notice",
            arguments: ["--title", "Backup finished", "--message", "42 files copied to /mnt/backup."],
            columns: 80, rows: 24),
        Example(
            name: "login",
            arguments: [
                "--title", "Sign in to registry", "--input", "Username", "--secure", "Password",
                "--button", "Cancel", "--style", "cancel", "--button", "Sign In", "--style", "default",
            ],
            columns: 80, rows: 24),
        Example(
            name: "list",
            arguments: [
                "--title", "Keyboard layout", "--choice", "us", "--detail", "English (US)", "--choice", "uk",
                "--detail", "English (UK)", "--selected", "--choice", "de", "--detail", "German", "--choice", "fr",
                "--detail", "French",
            ],
            columns: 80, rows: 24),
        Example(
            name: "checklist",
            arguments: [
                "--title", "Components to install", "--choice", "Core", "--selected", "--choice", "Documentation",
                "--choice", "Examples", "--selected", "--multiple", "--required", "--button", "Install", "--style",
                "default", "--button", "Cancel", "--style", "cancel",
            ],
            columns: 80, rows: 24),
        Example(
            name: "dont-ask",
            arguments: [
                "--title", "Sign in to registry", "--input", "Username", "--secure", "Password", "--checkbox",
                "Don't ask again", "--button", "Cancel", "--style", "cancel", "--button", "Sign In", "--style",
                "default",
            ],
            columns: 80, rows: 24),
        Example(
            name: "wide-text",
            arguments: [
                "--title", "ファイルを削除しますか？", "--message", "Ça marche 👍🏽 — 한국어도 잘 됩니다.",
                "--button", "いいえ", "--style", "cancel", "--button", "はい",
            ],
            columns: 80, rows: 24),
        Example(
            name: "notes",
            arguments: [
                "--title", "Release notes", "--text-area", "Notes", "--value",
                "Fixed the login timeout.\nStarts twice as fast; the cursor is at the end of this longer line.",
                "--button", "Cancel", "--style", "cancel", "--button", "Save", "--style", "default",
            ],
            columns: 80, rows: 24),
        Example(
            name: "file-picker",
            arguments: [
                "--title", "Open settings", "--file", "--path", "/home/ada/.config/alertty", "--extension", "toml",
                "--button", "Cancel", "--style", "cancel", "--button", "Open", "--style", "default",
            ],
            columns: 80, rows: 24,
            listing: FolderListing(
                folder: "/home/ada/.config/alertty",
                entries: [
                    .init(name: "themes", kind: .folder), .init(name: "alertty.toml", kind: .file),
                    .init(name: "work.toml", kind: .linkToFile, linkTarget: "/srv/shared/work.toml"),
                    .init(name: "backups", kind: .folder), .init(name: "notes.txt", kind: .file),
                    .init(name: ".cache", kind: .folder), .init(name: "Local.TOML", kind: .file),
                ])),
        Example(
            name: "date",
            arguments: [
                "--title", "Deploy on?", "--date", "Day", "--value", "2026-11-27", "--min", "2026-11-20", "--time",
                "At",
                "--value", "14:05", "--button", "Cancel", "--style", "cancel", "--button", "Deploy", "--style",
                "default",
            ],
            columns: 80, rows: 24),
        Example(
            name: "pager",
            arguments: ["--title", "Install log", "--pager", "install.log", "--button", "Close"],
            columns: 72, rows: 14),
    ]

    /// The alert as a person sees it (colours aside), without the empty screen around it.
    static func picture(_ example: Example) throws -> String {
        guard case .showAlert(let request) = try CommandLineParser.parse(example.arguments) else {
            throw ParseMismatch()
        }
        var state = AlertState(
            configuration: request.configuration, size: TerminalSize(columns: example.columns, rows: example.rows))
        if let listing = example.listing { state.take(listing: listing) }
        if case .file(let name) = request.configuration.pager?.origin {
            showPagedFile(committedFile("Tests/AlerttyKitTests/Snapshots/\(name)"), in: &state)
        }
        let frame = AlertView.frame(for: state)
        var lines = frame.text.drop { $0.isEmpty }.map { $0 }
        while lines.last == "" { lines.removeLast() }
        let margin = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n") + "\n"
    }

    /// Hands the pager `text` as its presenter would: the first view, every line counted.
    static func showPagedFile(_ text: String, in state: inout AlertState) {
        let bytes = Array(text.utf8)
        _ = state.rereadPager(growing: false)
        guard let pager = state.pager, let request = pager.request else { return }
        let scan = LineScan(size: bytes.count) { Array(bytes[$0..<min(bytes.count, $0 + $1)]) }
        var view = PagerPart.view(for: request, after: pager.view, scan: scan)
        view.lines = LineScan.countLines(in: bytes)
        view.linesCounted = true
        _ = state.handle(.pager(view))
    }

    /// The command as a shell user would type it.
    static func commandLine(_ example: Example) -> String {
        let words = example.arguments.map { word -> String in
            if word.allSatisfy({ $0.isLetter && $0.isASCII || "-_./".contains($0) }) { return word }
            if !word.contains("'") { return "'\(word)'" }
            return "\"" + word.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return "alertty " + words.joined(separator: " ")
    }

    @Test(arguments: examples)
    func snapshotMatchesWhatTheCommandDraws(_ example: Example) throws {
        let path = "Tests/AlerttyKitTests/Snapshots/\(example.name).txt"
        let picture = try Self.picture(example)
        if ProcessInfo.processInfo.environment["ALERTTY_RECORD_SNAPSHOTS"] != nil {
            try picture.write(to: repositoryRoot.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        #expect(
            committedFile(path) == picture,
            """
            \(path) differs from what the command draws; if the change is intended, re-record with \
            ALERTTY_RECORD_SNAPSHOTS=1 swift test --filter GalleryTests
            """)
    }

    /// The examples the README shows whole (at its top), under its command; the others are
    /// snapshot tests alone, or shown in pieces (``partsInReadme``).
    static let inReadme: Set<String> = ["delete"]

    @Test(arguments: examples.filter { inReadme.contains($0.name) })
    func readmeShowsTheCommandAndItsSnapshot(_ example: Example) {
        let readme = committedFile("README.md")
        let picture = "```\n\(committedFile("Tests/AlerttyKitTests/Snapshots/\(example.name).txt"))```\n"
        #expect(readme.contains(picture), "README.md's gallery should show '\(example.name)' as:\n\(picture)")
        // The command is the README's first example, written over lines for a script.
        for argument in example.arguments {
            #expect(readme.contains(argument), "\(argument)")
        }
    }

    /// The parts the README shows a piece of, side by side in one picture.
    static let partsInReadme: Set<String> = ["notes", "file-picker", "date", "pager"]

    /// Each part's piece is two or more of its snapshot's rows, whole, one under the other at
    /// the same column of the README's picture, so the picture cannot drift from what is drawn.
    @Test(arguments: examples.filter { partsInReadme.contains($0.name) })
    func readmeShowsAPieceOfThePart(_ example: Example) {
        let readme = committedFile("README.md").split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let rows = committedFile("Tests/AlerttyKitTests/Snapshots/\(example.name).txt").split(separator: "\n")
            .map(Array.init)
        let shown = readme.indices.dropLast().contains { line in
            rows.indices.dropLast().contains { row in
                // Only rows with something inside the border: a blank row proves nothing.
                guard rows[row].contains(where: { $0.isLetter || $0.isNumber }) else { return false }
                return Self.column(of: rows[row], in: readme[line]).map { column in
                    Self.column(of: rows[row + 1], in: readme[line + 1], from: column) == column
                } ?? false
            }
        }
        #expect(shown, "README.md should show two rows of Tests/AlerttyKitTests/Snapshots/\(example.name).txt")
    }

    /// Where `row` starts in `line` (at `column`, if given), if it is there.
    static func column(of row: [Character], in line: [Character], from column: Int? = nil) -> Int? {
        let starts = column.map { [$0] } ?? Array(line.indices)
        return starts.first { start in
            start + row.count <= line.count && Array(line[start..<start + row.count]) == row
        }
    }
}
