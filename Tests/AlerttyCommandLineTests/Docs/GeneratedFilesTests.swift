import AlerttyCommandLine
import AlerttyKit
import Foundation
import TestSupport
import Testing

/// Generated files are committed so users get them without building; these tests fail,
/// naming the command to run, when a committed file no longer matches its generator.
@Suite struct GeneratedFilesTests {
    @Test func manPageIsUpToDate() {
        #expect(
            committedFile("man/alertty.1") == ManPage.render(),
            "man/alertty.1 is out of date; run: swift run alertty --generate-man-page > man/alertty.1")
    }

    @Test(arguments: Shell.allCases)
    func completionScriptIsUpToDate(_ shell: Shell) {
        let path = "completions/" + CompletionScript.fileName(for: shell)
        #expect(
            committedFile(path) == CompletionScript.render(for: shell),
            "\(path) is out of date; run: swift run alertty --generate-completion \(shell.rawValue) > \(path)")
    }

    /// Every option a user can type is documented and completable everywhere.
    @Test func everyVisibleOptionAppearsInHelpManPageAndEachCompletion() {
        let help = HelpText.render()
        let man = ManPage.render()
        let bash = CompletionScript.render(for: .bash)
        let zsh = CompletionScript.render(for: .zsh)
        let fish = CompletionScript.render(for: .fish)
        for option in OptionTable.visible {
            #expect(help.contains(option.longFlag), "--help lacks \(option.longFlag)")
            #expect(man.contains("Fl -\(option.long)"), "man page lacks \(option.longFlag)")
            #expect(bash.contains(option.longFlag), "bash completion lacks \(option.longFlag)")
            #expect(zsh.contains(option.longFlag), "zsh completion lacks \(option.longFlag)")
            #expect(fish.contains("-l \(option.long)"), "fish completion lacks \(option.longFlag)")
            if case .oneOf(let values) = option.completion {
                for value in values {
                    #expect(bash.contains(value) && zsh.contains(value) && fish.contains(value), "\(value)")
                }
            }
        }
        // The project's own generators are named in the files' headers but never offered.
        let bashWords = bash.split(separator: "\n").last { $0.contains("compgen -W \"-") } ?? ""
        for option in OptionTable.all where option.isHidden {
            #expect(!help.contains(option.longFlag))
            #expect(!man.contains("Fl -\(option.long)"))
            #expect(!bashWords.contains(option.longFlag) && !bash.contains("\(option.longFlag))"))
            #expect(!zsh.contains("\(option.longFlag)'["))
            #expect(!fish.contains("-l \(option.long)"))
        }
    }

    @Test func manPageHasEverySectionAndEveryTableRow() {
        let man = ManPage.render()
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEY BINDINGS", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
            "SEE ALSO",
        ] {
            #expect(man.contains(".Sh \(section)\n"), "\(section)")
        }
        for variable in EnvironmentVariable.allCases { #expect(man.contains(".It Ev \(variable.rawValue)")) }
        for entry in ExitStatus.table { #expect(man.contains(".It \(entry.status)\n")) }
        for binding in KeyBindings.all { #expect(man.contains(".It \(binding.keys)\n")) }
        #expect(man.contains(".Xr dialog 1") && man.contains(".Xr whiptail 1"))
    }

    /// An option's entry says each thing once: the 0.14.0 page gave the --help line, then a
    /// discussion that began by saying it again ("The list takes several choices (a checklist). The
    /// list takes several choices: Space turns each on or off").
    @Test func manPageSaysEachOptionOnce() {
        let man = ManPage.render()
        let options = man.split(separator: ".Sh OPTIONS\n")[1].split(separator: ".Sh KEY BINDINGS")[0]
        for entry in options.split(separator: "\n.It ").dropFirst() {
            let text = entry.split(separator: "\n").dropFirst().joined(separator: " ")
            let openings = text.split(separator: ". ").map { sentence in
                let words = sentence.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }
                return words.split(separator: " ").prefix(4).joined(separator: " ")
            }
            #expect(Set(openings).count == openings.count, "\(entry.prefix(40)) says a sentence twice: \(openings)")
        }
    }

    /// fish shows a description in a narrow column beside the values it offers: the abstract's
    /// first clause, never its asides or the values again.
    @Test func fishDescriptionsAreShortAndNeverRepeatTheValuesOffered() {
        let fish = CompletionScript.render(for: .fish)
        for option in OptionTable.visible {
            let description = CompletionScript.fishDescription(of: option)
            #expect(fish.contains("-l \(option.long)"))
            #expect(description.count <= 60 && !description.contains("("), "\(option.longFlag): \(description)")
            #expect(option.abstract.hasPrefix(description), "\(option.longFlag): \(description)")
            if case .oneOf(let values) = option.completion {
                let list = values.prefix(2).joined(separator: ", ")
                #expect(!description.contains(list), "\(option.longFlag): \(description)")
            }
        }
        #expect(CompletionScript.fishDescription(of: OptionTable.spec(long: "button")!) == "add a button")
        #expect(CompletionScript.fishDescription(of: OptionTable.spec(long: "theme")!) == "colours")
    }

    @Test func manPageTextNeverStartsARoffRequestByAccident() {
        let lines = ManPage.render().split(separator: "\n")
        let requests = Set([
            ".\\\"", ".Dd", ".Dt", ".Os", ".Sh", ".Nm", ".Nd", ".Op", ".Oo", ".Fl", ".Bl", ".It", ".El", ".Pp", ".Bd",
            ".Ed", ".Xr", ".ds",
        ])
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains { line.hasPrefix($0) }, "\(line)")
        }
    }
}
