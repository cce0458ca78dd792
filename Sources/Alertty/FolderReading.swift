import AlerttyKit
import AlerttyTerminal

extension FolderListing {
    /// Reads the folder at `path` for a file picker (relative, or `.`: from the current folder).
    /// A folder that cannot be read comes back empty, saying why: the picker shows it, and the
    /// person can go up.
    package static func read(_ path: String) -> FolderListing {
        let current = path.utf8.first == UInt8(ascii: "/") ? "" : DirectoryReader.currentFolder() ?? ""
        let folder = path == "." ? current : PathPicker.join(path, to: current)
        var entries: [Entry] = []
        let failure = DirectoryReader.forEachEntry(in: folder) { bytes, kind in
            let exact = String(validating: bytes, as: UTF8.self)
            let name = exact ?? String(decoding: bytes, as: UTF8.self)
            var entry = Entry(name: name, kind: Entry.Kind(kind), isExact: exact != nil)
            if kind == .linkToFolder || kind == .linkToFile || kind == .brokenLink, exact != nil {
                entry.linkTarget = DirectoryReader.linkTarget(PathPicker.join(name, to: folder)).map {
                    String(decoding: $0, as: UTF8.self)
                }
            }
            entries.append(entry)
        }
        return FolderListing(folder: folder, entries: entries, problem: failure?.said)
    }
}

extension FolderListing.Entry.Kind {
    /// The kind the directory reader found.
    init(_ kind: DirectoryReader.Kind) {
        switch kind {
        case .folder: self = .folder
        case .file: self = .file
        case .other: self = .other
        case .linkToFolder: self = .linkToFolder
        case .linkToFile: self = .linkToFile
        case .brokenLink: self = .brokenLink
        }
    }
}

/// Checks a path given for a file picker (typed in plain mode, or given in advance): that it is
/// there and is what the picker chooses.
package enum PathCheck {
    /// What is wrong with `path` for `picker`, as a sentence naming it in `words`; `nil` when
    /// nothing is.
    package static func problem(with path: String, for picker: PathPicker, words: Words = .english) -> String? {
        let shown = Sanitizer.displayable(path, keepNewlines: false)
        guard let kind = DirectoryReader.kind(ofPath: path), kind != .brokenLink else {
            return words(.pathMissing, shown)
        }
        switch picker.choosing {
        case .folders:
            guard kind == .folder else { return words(.pathNotAFolder, shown) }
        case .files:
            guard kind != .folder else { return words(.pathIsAFolder, shown) }
            guard kind == .file else { return words(.pathNotAFile, shown) }
        }
        return nil
    }

    /// The folder a picker starts in, made absolute (`nil`: the current folder), and what is
    /// wrong with it if it is not a folder that can be read.
    package static func startFolder(_ given: String?) -> (folder: String, problem: String?) {
        let current = DirectoryReader.currentFolder()
        let folder = PathPicker.join(given ?? "", to: current ?? "")
        let shown = Sanitizer.displayable(given ?? ".", keepNewlines: false)
        guard !folder.isEmpty else { return (folder, "the current folder cannot be found; give --path") }
        if let failure = DirectoryReader.problem(listing: folder) {
            let fix = failure == .notFolder ? "give a folder" : "give a folder that can be read"
            return (folder, "--path '\(shown)' \(failure.said); \(fix)")
        }
        return (
            folder.utf8.count > 1 && folder.utf8.last == UInt8(ascii: "/") ? String(folder.dropLast()) : folder, nil
        )
    }

    /// The first of the picker's paths in `state` that is not what it asks for, and why, when
    /// `outcome` takes the answer (a button other than cancel) or, `nil`, the alert is still
    /// being answered (plain mode checks each path as it is typed).
    package static func firstProblem(in state: AlertState, answering outcome: Outcome?) -> String? {
        if let outcome {
            guard case .chosen(let index) = outcome, state.configuration.buttons[index].style != .cancel else {
                return nil
            }
        }
        guard let picker = state.inputs.picker else { return nil }
        for path in picker.paths {
            if let problem = problem(with: path, for: picker.picker, words: state.configuration.words) {
                return problem
            }
        }
        return nil
    }
}
