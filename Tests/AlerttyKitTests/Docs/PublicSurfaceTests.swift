import Foundation
import TestSupport
import Testing

/// The libraries' public API is what a Swift program needs to build an alert, present it and
/// read its answer (the README's "Using the library from Swift"); the presenter's machinery and
/// the policies the command line's dialects set are `package`. These tests read the sources of
/// the two library targets, as the drift tests read the README.
@Suite struct PublicSurfaceTests {
    /// A public declaration: where it is, and its line with the doc comment and attributes above it.
    struct Declaration {
        let place: String
        let text: String
        /// The type it declares, if it declares one.
        let typeName: String?
    }

    /// The library targets whose public declarations a consumer sees.
    static let libraries = ["Sources/AlerttyKit", "Sources/Alertty"]

    /// Every type either library makes public. A new one is a deliberate step: add it here, and
    /// to the README's library section if a program needs it.
    static let publicTypes: Set<String> = [
        // Alertty: presenting.
        "Alert", "Failure", "Result", "ProgressWork", "Source", "ProgressSender",
        // The configuration and its parts' values.
        "AlertConfiguration", "Presentation", "Problem", "Labelled", "InputOrder", "AlertField", "Kind",
        "FieldRules", "ChoiceList", "Item", "ItemFormat", "Matching", "AlertCheckbox", "ButtonStyle", "AlertButton",
        "Appearance", "Icon", "Language",
        "Border", "Alignment", "Animation", "Backdrop", "KeyHelp", "Theme", "Name", "TerminalColor", "ProgressOptions",
        "ProgressUpdate",
        // The file picker (--file, --directory).
        "PathPicker", "Choosing",
        // A date or time: its value, format, range and the calendar it is shown on.
        "AlertDate", "DateTimeFormat", "CivilDate", "AlertCalendar", "DateTimeProblem", "Reason",
        // The pager (--pager, --follow).
        "PagerSource", "Origin", "PagerView",
        // The answer, and the pure core driven without a terminal.
        "Outcome", "AlertState", "CheckboxesPart", "AlertEvent", "Effect", "Key", "MouseAction", "TerminalReport",
        "RGB", "TerminalSize", "AlertView", "Look", "Frame",
    ]

    static let declarations: [Declaration] = libraries.flatMap { library in
        let folder = repositoryRoot.appendingPathComponent(library)
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.flatMap { file in
            let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let place = library + file.path.dropFirst(folder.path.count)
            return publicDeclarations(in: source, place: place)
        }
    }

    /// The public declarations of one file: each line that says `public`, and each `case` of a
    /// public enum (public too, unsaid), with the doc comment and attributes above it.
    static func publicDeclarations(in source: String, place: String) -> [Declaration] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Declaration] = []
        // One entry an open brace: whether it opened a public enum's body.
        var braces: [Bool] = []
        for (index, line) in lines.enumerated() {
            let code = codeOnly(line)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            let words = trimmed.split(separator: " ")
            let isPublic = words.prefix { $0.hasPrefix("@") || $0 == "public" || $0 == "final" }.contains("public")
            let isEnumCase = braces.last == true && (words.first == "case" || words.prefix(2) == ["indirect", "case"])
            if isPublic || isEnumCase {
                var above = index
                while above > 0 {
                    let previous = lines[above - 1].trimmingCharacters(in: .whitespaces)
                    guard previous.hasPrefix("///") || previous.hasPrefix("@") else { break }
                    above -= 1
                }
                let kinds = ["struct", "enum", "class", "protocol", "actor", "typealias"]
                let typeName = words.firstIndex { kinds.contains(String($0)) }.flatMap { kind in
                    words.indices.contains(kind + 1)
                        ? String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : nil
                }
                found.append(
                    Declaration(
                        place: "\(place):\(index + 1)", text: lines[above...index].joined(separator: "\n"),
                        typeName: isPublic ? typeName : nil))
            }
            var opensPublicEnum = isPublic && words.contains("enum")
            for character in code where character == "{" || character == "}" {
                if character == "}" {
                    _ = braces.popLast()
                } else {
                    braces.append(opensPublicEnum)
                    opensPublicEnum = false
                }
            }
        }
        return found
    }

    /// `line` without its string literals and its comment, so that their braces are not counted.
    static func codeOnly(_ line: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "/", previous == "/" { return String(code.dropLast()) }
            if character == "\"" { inString = true } else { code.append(character) }
            previous = character
        }
        return code
    }

    /// Whether `text` names another tool or its ways: `whiptail`, any form of "dialect", or
    /// `dialog` the program (`dialog's`, `dialog(1)`, `` `dialog` ``, "as dialog draws it").
    /// The common noun passes only in the compounds "dialog logic", "dialog box" and "dialog
    /// window", which name no program.
    static func namesATool(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.contains("whiptail") || lowered.contains("dialect") { return true }
        return lowered.range(of: #"\bdialog\b(?! (logic|box|boxes|window|windows)\b)"#, options: .regularExpression)
            != nil
    }

    @Test func theRuleTellsTheToolFromTheCommonNoun() {
        for mention in [
            "as dialog draws it", "dialog's `--colors`", "dialog(1)", "`dialog`", "in whiptail", "a dialect's box",
            "The dialects' type-ahead", "Dialog",
        ] {
            #expect(Self.namesATool(mention), "\(mention)")
        }
        for plain in ["`handle(_:)` is the whole dialog logic", "a dialog box", "an alert", "dialogue"] {
            #expect(!Self.namesATool(plain), "\(plain)")
        }
    }

    @Test func findsTheLibrariesPublicDeclarationsAndTheirEnumsCases() {
        let places = Self.declarations.map(\.text)
        #expect(places.contains { $0.contains("public struct AlertConfiguration") })
        #expect(places.contains { $0.contains("public struct Alert:") })
        #expect(places.contains { $0.contains("case chosen(Int)") }, "a public enum's case is public")
        let inner = Self.publicDeclarations(
            in: "public enum E {\n    func f() {\n        switch x {\n        case .a: 1\n        }\n    }\n}\n",
            place: "E.swift")
        #expect(inner.map(\.typeName) == ["E"], "a switch's case inside a public enum is no declaration")
    }

    @Test func noPublicDeclarationNamesAnotherToolOrADialect() {
        for declaration in Self.declarations where Self.namesATool(declaration.text) {
            Issue.record(
                "\(declaration.place) is public and names another tool or a dialect: describe the behaviour, or make the declaration `package` (the dialects set core policies only from AlerttyCommandLine/Compat):\n\(declaration.text)"
            )
        }
    }

    @Test func theLibrariesExportOnlyTheTypesAProgramNeeds() {
        let exported = Set(Self.declarations.compactMap(\.typeName))
        for type in exported.subtracting(Self.publicTypes).sorted() {
            Issue.record(
                "\(type) is public: make it `package` if only alertty's own targets use it, or add it to PublicSurfaceTests.publicTypes if a program needs it"
            )
        }
        #expect(exported.isSuperset(of: ["Alert", "AlertConfiguration", "AlertState", "Outcome"]))
        for machinery in [
            "Display", "ANSIEncoder", "KeyDecoder", "KeyReader", "Revision", "AlertLayout", "TerminalProfile",
        ] {
            #expect(!exported.contains(machinery), "\(machinery) is the presenter's machinery")
        }
    }
}
