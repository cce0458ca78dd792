/// A file or folder to choose (`--file`, `--directory`): what it chooses, where it starts, which
/// files it offers, and whether several may be chosen.
public struct PathPicker: Equatable, Sendable {
    /// What the picker answers with.
    public enum Choosing: Equatable, Sendable {
        /// Files (a link to a file counts as one); folders are opened, not chosen.
        case files
        /// Folders; files are not shown.
        case folders
    }

    /// Its name, shown before the folder and used by the answer (`File`, `Folder`).
    public var label: String
    /// Files or folders.
    public var choosing: Choosing
    /// The folder it opens in; `nil` for the current folder. The command line makes it absolute,
    /// so that every answer is an absolute path.
    public var startFolder: String?
    /// The extensions of the files offered, without the dot, compared ignoring ASCII case; empty
    /// for every file.
    public var extensions: [String]
    /// Several files may be chosen: Space turns each on or off.
    public var allowsMultiple: Bool

    /// Creates a picker.
    public init(
        label: String, choosing: Choosing = .files, startFolder: String? = nil, extensions: [String] = [],
        allowsMultiple: Bool = false
    ) {
        self.label = label
        self.choosing = choosing
        self.startFolder = startFolder
        self.extensions = extensions
        self.allowsMultiple = allowsMultiple
    }

    /// `path` joined to `folder`, unless it is absolute already; a typed path is kept as typed.
    package static func join(_ path: String, to folder: String) -> String {
        if path.utf8.first == UInt8(ascii: "/") || folder.isEmpty { return path }
        return folder.utf8.last == UInt8(ascii: "/") ? folder + path : folder + "/" + path
    }
}

/// A folder's entries as the presenter read them, handed to the picker (``AlertState/take(listing:)``).
package struct FolderListing: Equatable, Sendable {
    /// One entry.
    package struct Entry: Equatable, Sendable {
        /// What it is; a link says what it leads to.
        package enum Kind: UInt8, Equatable, Sendable {
            case folder, file, other, linkToFolder, linkToFile, brokenLink

            /// Whether it opens as a folder.
            var opensAsFolder: Bool { self == .folder || self == .linkToFolder }
        }

        /// Its name.
        package var name: String
        /// What it is.
        package var kind: Kind
        /// Where a link points, as read; `nil` for other entries.
        package var linkTarget: String?
        /// Whether ``name`` holds the name's bytes exactly: a name that is not valid UTF-8 is shown
        /// but cannot be answered, since the answer would name another file.
        package var isExact: Bool

        /// Creates an entry.
        package init(name: String, kind: Kind, linkTarget: String? = nil, isExact: Bool = true) {
            self.name = name
            self.kind = kind
            self.linkTarget = linkTarget
            self.isExact = isExact
        }
    }

    /// The folder, as an absolute path.
    package var folder: String
    /// Its entries, in any order.
    package var entries: [Entry]
    /// Why it could not be read (`cannot be read (permission denied)`); `nil` when it was.
    package var problem: String?

    /// Creates a listing.
    package init(folder: String, entries: [Entry], problem: String? = nil) {
        self.folder = folder
        self.entries = entries
        self.problem = problem
    }
}

/// The file picker as it shows: the folder, its entries (folders first, each kind sorted ignoring
/// ASCII case, then byte by byte), which show, the filter and the cursor (a ``ChoiceListPart``
/// over the entries shown, so typing filters as a list does), and the paths chosen. It reads no
/// folder: it says which it wants (``wantedFolder``) and the presenter hands the listing in.
package struct PathPickerPart: Equatable, Sendable {
    /// What it chooses.
    package let picker: PathPicker
    /// The words of its own notices, details and refusals.
    let words: Words
    /// The folder shown, absolute once a listing came; empty before.
    package private(set) var folder: String
    /// The folder it wants listed: the presenter reads it (before the first frame, and after a
    /// key that opens one) and hands the listing to ``AlertState/take(listing:)``.
    package private(set) var wantedFolder: String?
    /// The folder's entries, sorted.
    private var entries: [FolderListing.Entry] = []
    /// Why the folder shown could not be read; empty when it was.
    package private(set) var readProblem = ""
    /// Whether entries whose names start with a dot show.
    package private(set) var showsHidden = false
    /// The entries shown, as a list: filter, cursor, scroll, marks.
    package private(set) var list = ChoiceListPart(ChoiceList([]))
    /// The entry behind each item of ``list``: an index into ``entries``, or −1 for the folder
    /// itself (`./`, offered when choosing folders).
    private var itemEntries: [Int] = []
    /// The paths chosen with Space (`--multiple`), in the order chosen.
    package private(set) var chosenPaths: [String] = []
    /// The paths answered in plain mode or given in advance, which replace the cursor's.
    package private(set) var givenPaths: [String]?
    /// What stops a button taking the answer, shown until the next key; empty when nothing does.
    package private(set) var problem = ""
    /// The name the cursor goes to in the next listing: the folder just left by going up.
    private var cursorName: String?

    /// The rows of entries the picker would like, below its heading.
    static let wantedRows = 12
    /// Its width, as it would like it: room for a path and a long name.
    static let wantedWidth = 56

    /// The picker as the alert opens: it wants its first folder listed.
    init(_ picker: PathPicker, words: Words = .english) {
        self.picker = picker
        self.words = words
        folder = ""
        wantedFolder = picker.startFolder ?? "."
    }

    // MARK: The listing

    /// Takes the listing of ``wantedFolder``: sorts it and shows it unfiltered, the cursor on
    /// the folder just left if it came from going up. `rows`: the rows of entries in view.
    mutating func take(_ listing: FolderListing, rows: Int) {
        folder = listing.folder
        wantedFolder = nil
        readProblem = listing.problem ?? ""
        entries = Self.sorted(listing.entries)
        showEntries(rows: rows)
    }

    /// `entries` with folders first, then the rest; within each, by name ignoring ASCII case,
    /// then byte by byte. The names are folded once into one buffer and compared there: comparing
    /// the strings themselves was most of the time a folder of 100,000 entries took to show.
    private static func sorted(_ entries: [FolderListing.Entry]) -> [FolderListing.Entry] {
        var folded: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(entries.count)
        for entry in entries {
            var name = entry.name
            name.withUTF8 { folded.append(contentsOf: $0) }
            ends.append(folded.count)
        }
        for index in folded.indices { folded[index] = Self.folded(folded[index]) }
        let isFolder = entries.map(\.kind.opensAsFolder)
        var order = Array(entries.indices)
        folded.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                order.sort { first, second in
                    if isFolder[first] != isFolder[second] { return isFolder[first] }
                    var left = first == 0 ? 0 : ends[first - 1]
                    var right = second == 0 ? 0 : ends[second - 1]
                    while left < ends[first], right < ends[second] {
                        if bytes[left] != bytes[right] { return bytes[left] < bytes[right] }
                        left += 1
                        right += 1
                    }
                    if left < ends[first] || right < ends[second] { return right < ends[second] }
                    // Names the same but for case: byte order puts capitals first.
                    return entries[first].name.utf8.lexicographicallyPrecedes(entries[second].name.utf8)
                }
            }
        }
        return order.map { entries[$0] }
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Makes the list of the entries that show (hidden ones only when asked; files only of the
    /// extensions given; folders only, when choosing folders), keeping the filter typed.
    private mutating func showEntries(rows: Int) {
        let filter = list.filter
        var items: [ChoiceList.Item] = []
        items.reserveCapacity(entries.count + 1)
        itemEntries = []
        itemEntries.reserveCapacity(entries.count + 1)
        if picker.choosing == .folders, readProblem.isEmpty {
            items.append(ChoiceList.Item("./", detail: words(.thisFolder)))
            itemEntries.append(-1)
        }
        var cursorItem: Int?
        for (index, entry) in entries.enumerated() where shows(entry) {
            if entry.name == cursorName { cursorItem = items.count }
            items.append(
                ChoiceList.Item(
                    entry.kind.opensAsFolder ? entry.name + "/" : entry.name, detail: detail(of: entry),
                    isSelected: !chosenPaths.isEmpty && chosenPaths.contains(path(of: entry))))
            itemEntries.append(index)
        }
        var choices = ChoiceList(items, allowsMultiple: picker.allowsMultiple)
        choices.showsMarks = picker.allowsMultiple
        list = ChoiceListPart(choices, words: words)
        cursorName = nil
        if !filter.isEmpty { list.setFilter(filter) }
        list.point(at: cursorItem ?? (filter.isEmpty ? 0 : list.cursor), rows: rows)
    }

    /// Whether `entry` shows.
    private func shows(_ entry: FolderListing.Entry) -> Bool {
        if !showsHidden, entry.name.utf8.first == UInt8(ascii: ".") { return false }
        if entry.kind.opensAsFolder { return true }
        guard picker.choosing == .files else { return false }
        return picker.extensions.isEmpty || picker.extensions.contains { Self.name(entry.name, hasExtension: $0) }
    }

    /// Whether `name` ends in `.` and `ext`, ignoring ASCII case.
    static func name(_ name: String, hasExtension ext: String) -> Bool {
        let name = Array(name.utf8)
        let ext = Array(ext.utf8)
        guard name.count > ext.count, name[name.count - ext.count - 1] == UInt8(ascii: ".") else { return false }
        return zip(name.suffix(ext.count), ext).allSatisfy { folded($0) == folded($1) }
    }

    /// What an entry says beside its name: where a link leads, or what a special file is.
    private func detail(of entry: FolderListing.Entry) -> String? {
        switch entry.kind {
        case .linkToFolder, .linkToFile: "-> " + (entry.linkTarget ?? "?")
        case .brokenLink: "-> " + (entry.linkTarget ?? "?") + " " + words(.missingTarget)
        case .other: words(.notARegularFile)
        case .folder, .file: nil
        }
    }

    /// The absolute path of `entry` in the folder shown.
    private func path(of entry: FolderListing.Entry) -> String { PathPicker.join(entry.name, to: folder) }

    /// The entry under the cursor (−1 for the folder itself); `nil` when nothing shows.
    private var cursorEntry: Int? {
        guard list.shownCount > 0, list.cursor < itemEntries.count else { return nil }
        return itemEntries[list.cursor]
    }

    /// Whether the entry at `index` (−1: the folder itself) can be the answer.
    private func isChoosable(_ index: Int) -> Bool {
        guard index >= 0 else { return picker.choosing == .folders }
        let kind = entries[index].kind
        return picker.choosing == .folders ? kind.opensAsFolder : kind == .file || kind == .linkToFile
    }

    /// The path of the entry at `index` (−1: the folder itself).
    private func path(ofEntry index: Int) -> String { index < 0 ? folder : path(of: entries[index]) }

    // MARK: Moving

    /// Opens the folder the entry at `index` is (or leads to).
    private mutating func open(_ index: Int) {
        guard index >= 0, entries[index].kind.opensAsFolder else { return }
        wantedFolder = path(of: entries[index])
        list.setFilter("")
    }

    /// Goes to the folder above, by the path shown (a folder reached through a link goes back
    /// where it came from); the cursor then lands on the folder left.
    private mutating func goUp() {
        var path = Substring(folder)
        while path.count > 1, path.last == "/" { path.removeLast() }
        guard let slash = path.lastIndex(of: "/"), path.count > 1 else { return }
        cursorName = String(path[path.index(after: slash)...])
        wantedFolder = slash == path.startIndex ? "/" : String(path[..<slash])
        list.setFilter("")
    }

    /// The rows of entries in view in `layout`.
    private func entryRows(in layout: AlertLayout) -> Int { max(0, (layout.pickerFrame?.height ?? 1) - 1) }

    // MARK: The answer

    /// The paths it answers: those given or chosen, else the entry under the cursor if it can
    /// be chosen; none otherwise.
    package var paths: [String] {
        if let givenPaths { return givenPaths }
        if picker.allowsMultiple, !chosenPaths.isEmpty { return chosenPaths }
        guard let entry = cursorEntry, isChoosable(entry), entry < 0 || entries[entry].isExact else { return [] }
        return [path(ofEntry: entry)]
    }

    /// Sets the answer to `paths` (plain mode, answers given in advance); `nil` takes them back.
    mutating func give(_ paths: [String]?) {
        givenPaths = paths
        problem = ""
    }

    /// Shows `problem` and takes back the last path given (plain mode asks for it again).
    mutating func reject(because problem: String) {
        givenPaths?.removeLast()
        if givenPaths?.isEmpty == true { givenPaths = nil }
        self.problem = problem
    }

    /// What the picker answers: one path as text, or with `--multiple` the paths as items.
    var answer: InputAnswer {
        let paths = paths
        return InputAnswer(
            input: .pathPicker, label: picker.label,
            value: picker.allowsMultiple ? .chosen(paths) : .text(paths.first ?? "", isSecret: false))
    }

    /// What plain mode asks the person to type.
    private var wantedPath: String { words(picker.choosing == .files ? .plainFilePath : .plainFolderPath) }
}

extension PathPickerPart: InputPart {
    /// One stop.
    var focusStops: Int { 1 }
    static var kind: InputOrder.Kind { .pathPicker }
    var takesFocusAtStart: Bool { true }
    var answers: [InputAnswer] { [answer] }
    var keyContext: KeyBindings.Context { .onPicker }

    /// A button other than cancel needs a path to answer: the cursor on one that can be chosen
    /// (or paths chosen with Space).
    mutating func refusal() -> Int? {
        guard paths.isEmpty else { return nil }
        if let entry = cursorEntry, entry >= 0, isChoosable(entry), !entries[entry].isExact {
            problem = words(.nameNotUTF8)
        } else {
            problem = words(picker.choosing == .files ? .chooseAFile : .chooseAFolder)
        }
        return 0
    }

    /// The list's keys move and filter; Enter opens a folder or answers with a file (choosing
    /// folders, `./` answers with the folder shown); Space answers with the entry under the
    /// cursor, or with `--multiple` turns it on or off; Left and Backspace with no filter go up,
    /// Right opens; Ctrl-T shows or hides the hidden entries.
    mutating func take(_ key: Key, command: AlertCommand?, at stop: Int, _ context: InputContext) -> InputReply {
        guard let command else { return .ignored }
        let rows = entryRows(in: context.layout)
        problem = ""
        switch command {
        case .parentFolder:
            goUp()
        case .widenFilter where list.filter.isEmpty:
            goUp()
        case .openFolder:
            if let entry = cursorEntry { open(entry) }
        case .toggleHiddenEntries:
            showsHidden.toggle()
            cursorName = cursorEntry.flatMap { $0 >= 0 ? entries[$0].name : nil }
            showEntries(rows: rows)
        case .chooseItem:
            guard let entry = cursorEntry else { break }
            if entry >= 0, entries[entry].kind.opensAsFolder {
                open(entry)
                break
            }
            guard isChoosable(entry) else { break }
            if picker.allowsMultiple, !list.chosen[list.cursor] { toggle() }
            return .chooseDefaultButton
        case .toggleItem:
            guard let entry = cursorEntry, isChoosable(entry) else { break }
            guard picker.allowsMultiple else { return .chooseDefaultButton }
            toggle()
        case .previousItem, .nextItem, .itemPageUp, .itemPageDown, .firstItem, .lastItem, .findItemByLetter,
            .widenFilter:
            if list.perform(command, key: key, rows: rows, at: context.elapsed) == .passed,
                command == .previousItem || command == .nextItem
            {
                return .moveFocus(by: command == .nextItem ? 1 : -1)
            }
        default:
            return .ignored
        }
        return .handled
    }

    /// Turns the entry under the cursor on or off among the paths chosen.
    private mutating func toggle() {
        guard let entry = cursorEntry else { return }
        let path = path(ofEntry: entry)
        list.toggle(list.cursor)
        if list.chosen[list.cursor] {
            chosenPaths.append(path)
        } else {
            chosenPaths.removeAll { $0 == path }
        }
    }

    /// The first Escape takes back a filter; the next one cancels.
    mutating func takeBack(_ context: InputContext) -> Bool {
        guard !list.filter.isEmpty else { return false }
        list.clearFilter(rows: entryRows(in: context.layout))
        return true
    }
}

extension PathPickerPart {
    /// Draws the heading (the label and the folder, cut from the left when long, or what stops
    /// the answer) and the entries, or why there are none, into `rect`.
    func draw(in rect: Rect, focused: Bool, look: Look, into frame: inout Frame) {
        guard rect.height > 0 else { return }
        let right = rect.x + rect.width
        let label = Sanitizer.displayable(picker.label, keepNewlines: false) + ": "
        let labelEnd = frame.draw(label, x: rect.x, y: rect.y, style: CellStyle(bold: focused), limit: right)
        if !problem.isEmpty {
            frame.draw(
                (look.unicode ? "✗ " : "! ") + problem, x: labelEnd, y: rect.y,
                style: CellStyle(bold: true, foreground: look.theme.destructive), limit: right)
        } else {
            let shown = Self.tail(
                of: Sanitizer.displayable(folder, keepNewlines: false), fitting: right - labelEnd, unicode: look.unicode
            )
            frame.draw(shown, x: labelEnd, y: rect.y, style: CellStyle(dim: !focused), limit: right)
        }
        let entriesRect = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        guard entriesRect.height > 0 else { return }
        let notice: String
        if !readProblem.isEmpty {
            notice = (look.unicode ? "✗ " : "! ") + readNotice
        } else if list.list.items.isEmpty {
            notice =
                showsHidden || entries.isEmpty
                ? words(.nothingToChoose) : words(.onlyHiddenEntries, Key.control("t").hintName(in: words))
        } else {
            list.draw(in: entriesRect, focused: focused, look: look, into: &frame)
            return
        }
        // Wrapped over the entries' rows: a longer translation is not cut.
        let style =
            readProblem.isEmpty ? CellStyle(dim: true) : CellStyle(bold: true, foreground: look.theme.destructive)
        for (row, line) in TextLayout.wrap(notice, width: max(1, entriesRect.width - 2)).prefix(entriesRect.height)
            .enumerated()
        {
            frame.draw(line, x: entriesRect.x + 2, y: entriesRect.y + row, style: style, limit: right)
        }
    }

    /// Why the folder could not be read, in the alert's words. The presenter gives the reason in
    /// the directory reader's English, as stderr says it (``FolderListing/problem``): its known
    /// sentences are said again here, and another is shown as it came.
    private var readNotice: String {
        let cannotRead = "cannot be read ("
        switch readProblem {
        case "does not exist": return words(.folderNotFound)
        case "is not a folder": return words(.folderIsNotAFolder)
        case "cannot be read (permission denied)": return words(.folderNotPermitted)
        case let other where other.hasPrefix(cannotRead) && other.hasSuffix(")"):
            return words(.folderUnreadable, String(other.dropFirst(cannotRead.count).dropLast()))
        default: return "This folder " + readProblem + "."
        }
    }

    /// The end of `text` that fits in `width` columns, after an ellipsis when it was cut: a long
    /// path keeps the folders nearest the one shown.
    static func tail(of text: String, fitting width: Int, unicode: Bool) -> String {
        guard width > 0, DisplayWidth.of(text) > width else { return width > 0 ? text : "" }
        let ellipsis = unicode ? "…" : "..."
        var kept: [Character] = []
        var used = DisplayWidth.of(ellipsis)
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            kept.append(character)
            used += columns
        }
        return ellipsis + String(kept.reversed())
    }

    /// The picker as the layout sees it: a heading row and the rows of entries, which scroll.
    struct Layout: AlertPart {
        private let isShown: Bool
        var rows = 0
        var group: PartGroup { .middle }
        var keepRank: Int { 1 }
        /// The heading and three entries.
        var fewestRows: Int { isShown ? 4 : 0 }

        init(_ configuration: AlertConfiguration) { isShown = !configuration.pathPickers.isEmpty }

        func wantedWidth(_ context: LayoutContext) -> Int { isShown ? PathPickerPart.wantedWidth : 0 }

        mutating func measure(_ context: LayoutContext) { rows = isShown ? 1 + PathPickerPart.wantedRows : 0 }

        mutating func place(top: Int, in content: Rect, _ context: LayoutContext, into layout: inout AlertLayout) {
            layout.pickerFrame = isShown ? Rect(x: content.x, y: top, width: content.width, height: rows) : nil
        }

        static func draw(_ state: AlertState, layout: AlertLayout, look: Look, into frame: inout Frame) {
            guard let picker = state.inputs.picker, let rect = layout.pickerFrame else { return }
            picker.draw(in: rect, focused: state.shownFocus == .input(.pathPicker, 0), look: look, into: &frame)
        }

        static func plainQuestionCount(_ configuration: AlertConfiguration) -> Int {
            configuration.pathPickers.count
        }

        /// The label, what to type and where a relative path starts; with `--multiple`, one path a
        /// line and an empty line to end.
        static func plainQuestion(_ index: Int, state: AlertState) -> (prompt: String, echo: Bool) {
            guard let part = state.inputs.picker else { return ("", true) }
            let picker = part.picker
            let label = Sanitizer.displayable(picker.label, keepNewlines: false)
            let words = part.words
            let what =
                picker.startFolder.map {
                    words(.plainPathFrom, part.wantedPath, Sanitizer.displayable($0, keepNewlines: false))
                } ?? part.wantedPath
            guard picker.allowsMultiple else { return (label + " (" + what + "): ", true) }
            let count = part.givenPaths?.count ?? 0
            return (label + " (" + words(.plainPathsSoFar, what, String(count)) + "): ", true)
        }

        /// Takes a path: joined to the folder it starts in unless absolute. The presenter then
        /// checks that it is what is asked for (``PlainConversation/rejectPath(because:)``).
        static func takePlainAnswer(_ line: String, question index: Int, state: inout AlertState) -> PlainReply {
            guard let part = state.inputs.picker else { return .next }
            let given = part.givenPaths ?? []
            guard !line.isEmpty else {
                if part.picker.allowsMultiple, !given.isEmpty { return .next }
                return .again(
                    part.words(part.picker.choosing == .files ? .plainTypeFilePath : .plainTypeFolderPath) + "\n")
            }
            let path = PathPicker.join(line, to: part.picker.startFolder ?? "")
            state.givePaths((part.picker.allowsMultiple ? given : []) + [path])
            return part.picker.allowsMultiple ? .again("") : .next
        }
    }
}
