import AlerttyCommandLine
import AlerttyKit
import Foundation
import TestSupport
import Testing

/// The README is the user's reference: these tests fail when it drifts from the code's tables.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme: String =
        (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func theReleaseLinkOrderIsTheFileInTheRepositoryAndNamesSwiftAndRuntimeCode() throws {
        let path = "Sources/alertty/link-order.txt"
        #expect(Self.readme.contains(path))
        #expect(committedFile("Package.swift").contains("--symbol-ordering-file=\\(Context.packageDirectory)/\(path)"))
        let names = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n")
        // Our own code and the runtime's are both in it, or the list was made from something else.
        #expect(names.contains { $0.hasPrefix("$s10AlerttyKit") } && names.contains("swift_retain"))
        #expect(names.allSatisfy { !$0.contains(" ") }, "one symbol a line")
    }

    @Test func opensWithTheTwoNewcomerCommands() {
        let lines = Self.readme.split(separator: "\n").prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("swift run alertty ") })
        #expect(lines.contains("swift test"))
    }

    /// The README is for the people who use alertty: at most 400 lines (the benchmark's figures,
    /// method and history live beside it, in Sources/alertty-bench/README.md; every option in
    /// full is --help's and the man page's).
    @Test func staysShortEnoughToRead() {
        #expect(Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 401)
    }

    @Test func listsEveryExitStatusAsTheCodeDefinesIt() {
        let plain = Self.readme.replacingOccurrences(of: "`", with: "")
        for entry in ExitStatus.table {
            #expect(plain.contains("| \(entry.status) | \(entry.meaning) |"), "\(entry.status)")
        }
    }

    @Test func saysEverySafeguardAsTheCodeDefinesIt() {
        let plain = Self.readme.replacingOccurrences(of: "\n", with: " ")
        for entry in Safeguards.table {
            // The line the README needs, whole, so that it can be copied in.
            #expect(
                plain.contains("**\(entry.topic)**: \(entry.behaviour)."),
                "README lacks the \(entry.topic) safeguard: @@- **\(entry.topic)**: \(entry.behaviour).@@")
        }
    }

    @Test func saysWhatChangedInThisVersion() {
        #expect(Self.readme.contains("### \(AlerttyVersion.current) — \(AlerttyVersion.releaseDate)"))
    }

    @Test func listsEveryOption() {
        for option in OptionTable.visible {
            #expect(Self.readme.contains(option.longFlag), "\(option.longFlag)")
        }
    }

    @Test func listsEveryEnvironmentVariableAsTheCodeDefinesIt() {
        for variable in EnvironmentVariable.allCases {
            #expect(Self.readme.contains("| `\(variable.rawValue)` | \(variable.effect) |"), "\(variable.rawValue)")
        }
    }

    /// .ci/check-consumer builds and runs Tests/Consumer as a tagged dependency; it must be the
    /// README's example, word for word.
    @Test func theConsumerPackageRunsTheREADMEsLibraryExample() {
        let example = Self.readme.components(separatedBy: "```swift\n").dropFirst().first?
            .components(separatedBy: "```").first
        #expect(example != nil)
        #expect(example == committedFile("Tests/Consumer/Sources/Consumer/main.swift"))
    }

    /// The lines a reader copies, the package's and the target's (issue 47: the README gave only
    /// the first), are the ones .ci/check-consumer builds with.
    @Test func theConsumerPackageDependsWithTheREADMEsLines() throws {
        let manifest = committedFile("Tests/Consumer/Package.swift").split(separator: "\n")
        let package = try #require(manifest.first { $0.contains(".package(url:") })
        let products = try #require(manifest.first { $0.contains(".product(name:") })
        for line in [package, products] {
            let copied = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: ","))
            #expect(Self.readme.contains(copied + "  // "), "the README lacks \(copied)")
        }
    }

    /// The README's library example, run as written.
    @Test func libraryExampleRendersTheAlert() throws {
        let alert = try AlertConfiguration(
            validating: "Delete 3 files?", message: "This cannot be undone.",
            buttons: [("Cancel", .cancel), ("Delete", .destructive)])
        var state = AlertState(configuration: alert, size: TerminalSize(columns: 40, rows: 9))
        _ = state.handle(.key(.right))
        let frame = AlertView.frame(for: state)
        let text = frame.text.joined(separator: "\n")
        #expect(text.contains("[ ⚠ Delete ]"))
        #expect(Self.readme.contains("_ = state.handle(.key(.right))"))
    }
}
