import Testing

@testable import AlerttyKit

@Suite struct PathPickerTests {
    typealias Entry = FolderListing.Entry

    /// A folder of folders, files, links and a hidden entry, in no order.
    static let home = FolderListing(
        folder: "/home/ada",
        entries: [
            Entry(name: "notes.txt", kind: .file), Entry(name: "src", kind: .folder),
            Entry(name: "Config.toml", kind: .file), Entry(name: ".profile", kind: .file),
            Entry(name: "docs", kind: .linkToFolder, linkTarget: "/srv/docs"),
            Entry(name: "b.TOML", kind: .file), Entry(name: "Archive", kind: .folder),
            Entry(name: "gone", kind: .brokenLink, linkTarget: "nowhere"),
        ])

    func alert(_ picker: PathPicker) -> AlertConfiguration {
        AlertConfiguration(title: "Open").with {
            $0.pathPicker = picker
            $0.inputOrder.note(.pathPicker)
        }
    }

    /// The state with `listing` handed in for the folder it first wants, then `keys` typed; each
    /// folder a key asks for is answered from `folders`.
    func state(
        _ picker: PathPicker = PathPicker(label: "File", startFolder: "/home/ada"), listing: FolderListing = home,
        keys: [Key] = [], folders: [String: FolderListing] = [:]
    ) -> AlertState {
        var state = AlertState(configuration: alert(picker))
        #expect(state.wantedFolder == picker.startFolder ?? ".")
        state.take(listing: listing)
        for key in keys {
            _ = state.handle(.key(key))
            if let wanted = state.wantedFolder {
                state.take(listing: folders[wanted] ?? FolderListing(folder: wanted, entries: []))
            }
        }
        return state
    }

    func shown(_ state: AlertState) -> [String] {
        guard let list = state.inputs.picker?.list else { return [] }
        return (0..<list.shownCount).map { list.list.items[list.shownItem(at: $0)].label }
    }

    @Test func foldersComeFirstThenFilesEachIgnoringCaseAndHiddenOnesLeftOut() {
        #expect(shown(state()) == ["Archive/", "docs/", "src/", "b.TOML", "Config.toml", "gone", "notes.txt"])
        #expect(shown(state(keys: [.control("t")])).contains(".profile"))
        #expect(!shown(state(keys: [.control("t"), .control("t")])).contains(".profile"))
    }

    @Test func extensionsKeepFoldersAndTheFilesEndingInThemIgnoringCase() {
        let picker = PathPicker(label: "File", startFolder: "/home/ada", extensions: ["toml"])
        #expect(shown(state(picker)) == ["Archive/", "docs/", "src/", "b.TOML", "Config.toml"])
        #expect(!PathPickerPart.name("toml", hasExtension: "toml"))
    }

    @Test func choosingFoldersShowsTheFolderItselfFirstAndNoFiles() {
        let picker = PathPicker(label: "Folder", choosing: .folders, startFolder: "/home/ada")
        #expect(shown(state(picker)) == ["./", "Archive/", "docs/", "src/"])
        // Enter on ./ answers with the folder shown; Space on a folder answers with that folder.
        var onSelf = state(picker)
        #expect(onSelf.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(onSelf.answers.first?.value == .text("/home/ada", isSecret: false))
        var onSource = state(picker, keys: [.down, .down, .down])
        #expect(onSource.handle(.key(.character(" "))) == .finish(.chosen(0)))
        #expect(onSource.answers.first?.value == .text("/home/ada/src", isSecret: false))
    }

    @Test func enterOpensAFolderAndAnswersWithAFileAsAnAbsolutePath() {
        let src = FolderListing(folder: "/home/ada/src", entries: [Entry(name: "main.swift", kind: .file)])
        var state = state(keys: [.down, .down, .enter], folders: ["/home/ada/src": src])
        #expect(state.inputs.picker?.folder == "/home/ada/src")
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(state.answers.first?.value == .text("/home/ada/src/main.swift", isSecret: false))
    }

    @Test func leftAndBackspaceWithoutAFilterGoUpToTheFolderLeft() {
        let src = FolderListing(folder: "/home/ada/src", entries: [])
        for up in [Key.left, .backspace] {
            let state = state(
                keys: [.down, .down, .right, up], folders: ["/home/ada/src": src, "/home/ada": Self.home])
            #expect(state.inputs.picker?.folder == "/home/ada")
            // The cursor is back on the folder just left.
            #expect(state.inputs.picker.map { $0.list.list.items[$0.list.cursor].label } == "src/")
        }
        // Backspace with a filter takes a letter back and stays.
        let filtered = state(keys: [.character("n"), .character("o"), .backspace])
        #expect(filtered.inputs.picker?.list.filter == "n" && filtered.inputs.picker?.folder == "/home/ada")
        #expect(state(listing: FolderListing(folder: "/", entries: []), keys: [.left]).inputs.picker?.folder == "/")
    }

    @Test func typingFiltersAndEscapeTakesTheFilterBackFirst() {
        var state = state(keys: Array("toml").map { .character($0.unicodeScalars.first!) })
        #expect(shown(state) == ["b.TOML", "Config.toml"])
        #expect(state.handle(.key(.escape)) == .none)
        #expect(shown(state).count == 7)
        #expect(state.handle(.key(.escape)) != .none)
    }

    @Test func aFolderOrNothingUnderTheCursorKeepsTheButtonFromAnswering() {
        var state = state()
        // Tab to OK with the cursor on a folder: OK is refused, and the picker says why.
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.inputs.picker?.problem == "Choose a file")
        let frame = AlertView.frame(for: state, size: TerminalSize(columns: 70, rows: 24))
        #expect(frame.text.contains { $0.contains("File: ✗ Choose a file") })
    }

    @Test func multipleChoosesSeveralFilesAcrossFoldersInTheOrderChosen() {
        let picker = PathPicker(label: "Files", startFolder: "/home/ada", allowsMultiple: true)
        let src = FolderListing(folder: "/home/ada/src", entries: [Entry(name: "main.swift", kind: .file)])
        var state = state(
            picker, keys: [.end, .character(" "), .home, .down, .down, .enter, .character(" ")],
            folders: ["/home/ada/src": src])
        _ = state.handle(.key(.tab))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(state.answers.first?.value == .chosen(["/home/ada/notes.txt", "/home/ada/src/main.swift"]))
    }

    @Test func anUnreadableFolderSaysSoInsideThePart() {
        let locked = FolderListing(folder: "/root", entries: [], problem: "cannot be read (permission denied)")
        let state = state(PathPicker(label: "File", startFolder: "/root"), listing: locked)
        let frame = AlertView.frame(for: state, size: TerminalSize(columns: 70, rows: 24))
        #expect(frame.text.contains { $0.contains("This folder cannot be read (permission denied).") })
    }

    @Test func hostileNamesAreDrawnInertAndNamesNotUTF8CannotBeAnswered() {
        let listing = FolderListing(
            folder: "/tmp",
            entries: [
                Entry(name: "a\u{1B}[2Jb", kind: .file), Entry(name: "x\ny", kind: .file),
                Entry(name: "bad\u{FFFD}", kind: .file, isExact: false),
            ])
        var state = state(PathPicker(label: "File", startFolder: "/tmp"), listing: listing)
        let frame = AlertView.frame(for: state, size: TerminalSize(columns: 70, rows: 24))
        #expect(!frame.text.joined().contains("\u{1B}") && !frame.text.joined().contains("\n"))
        // Sorted: the escape, the name not UTF-8, the line break, which is answered as it is.
        _ = state.handle(.key(.down))
        #expect(state.handle(.key(.enter)) == .none)
        #expect(state.inputs.picker?.problem.contains("not valid UTF-8") == true)
        _ = state.handle(.key(.down))
        #expect(state.handle(.key(.enter)) == .finish(.chosen(0)))
        #expect(state.answers.first?.value == .text("/tmp/x\ny", isSecret: false))
    }

    @Test func aLongPathIsCutFromTheLeft() {
        #expect(PathPickerPart.tail(of: "/home/ada/projects/alertty", fitting: 12, unicode: true) == "…cts/alertty")
        #expect(PathPickerPart.tail(of: "/home/ada/projects/alertty", fitting: 12, unicode: false) == "...s/alertty")
        #expect(PathPickerPart.tail(of: "/tmp", fitting: 12, unicode: true) == "/tmp")
    }

    @Test func plainModeJoinsARelativePathToTheStartAndAsksAgainWhenRefused() {
        var plain = PlainConversation(configuration: alert(PathPicker(label: "File", startFolder: "/home/ada")))
        guard case .ask(let prompt, _) = plain.nextStep() else {
            Issue.record("no question")
            return
        }
        #expect(prompt == "File (a file path, from /home/ada): ")
        _ = plain.answer("")
        #expect(plain.nextStep() == .ask("Type a file path.\nFile (a file path, from /home/ada): ", echo: true))
        _ = plain.answer("notes.txt")
        #expect(plain.state.inputs.picker?.paths == ["/home/ada/notes.txt"])
        plain.rejectPaths(because: "'/home/ada/notes.txt' does not exist")
        #expect(
            plain.nextStep()
                == .ask("'/home/ada/notes.txt' does not exist\nFile (a file path, from /home/ada): ", echo: true))
        _ = plain.answer("/etc/hosts")
        #expect(plain.state.inputs.picker?.paths == ["/etc/hosts"])
    }

    @Test func aHundredThousandEntriesFilterWithinTheKeyBudget() {
        let entries = (0..<100_000).map { Entry(name: "file-\($0).txt", kind: .file) }
        var state = state(listing: FolderListing(folder: "/big", entries: entries))
        #expect(shown(state).count == 100_000)
        for letter in "99999" { _ = state.handle(.key(.character(letter.unicodeScalars.first!))) }
        #expect(shown(state) == ["file-99999.txt"])
    }
}
