/// Every option alertty understands, by identity.
///
/// The parser switches over this exhaustively, so adding a case without
/// handling it does not compile.
public enum OptionID: String, CaseIterable, Sendable {
    case title, message, button, style, timeout, inline, help, version
}

/// The section of `--help` and the man page an option is listed in.
public enum OptionGroup: String, CaseIterable, Sendable {
    case content = "Content"
    case buttons = "Buttons"
    case fields = "Fields"
    case behaviour = "Behaviour"
    case appearance = "Appearance"
    case general = "General"
}

/// What a shell can offer when completing an option's value.
public enum ValueCompletion: Equatable, Sendable {
    /// Free text: nothing to offer.
    case none
    /// One of these words.
    case oneOf([String])
}

/// The description of one option: the single source for parsing, help, man page and completions.
public struct OptionSpec: Sendable {
    /// Which option this is.
    public let id: OptionID
    /// The long name without dashes, e.g. `title`.
    public let long: String
    /// The one-letter short name, if any.
    public let short: Character?
    /// The placeholder for the value in help, e.g. `TEXT`; `nil` for a flag.
    public let valueName: String?
    /// One line: what the option does.
    public let abstract: String
    /// Where it is listed.
    public let group: OptionGroup
    /// `true` when it changes the preceding `--button` rather than the alert.
    public let modifiesPrecedingButton: Bool
    /// Values a shell can complete.
    public let completion: ValueCompletion

    /// `--long`.
    public var longFlag: String { "--" + long }
    /// `-s`, if the option has a short name.
    public var shortFlag: String? { short.map { "-\($0)" } }
    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }
}

/// The table of all options, in the order `--help` lists them.
public enum OptionTable {
    /// Every option.
    public static let all: [OptionSpec] = [
        OptionSpec(
            id: .title, long: "title", short: "t", valueName: "TEXT",
            abstract: "the title, bold at the top of the alert",
            group: .content, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .message, long: "message", short: "m", valueName: "TEXT",
            abstract: "the message below the title; '-' reads it from standard input",
            group: .content, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .button, long: "button", short: "b", valueName: "LABEL",
            abstract: "add a button (repeatable, shown in order; default: one OK button)",
            group: .buttons, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .style, long: "style", short: "s", valueName: "STYLE",
            abstract: "style of the preceding --button: "
                + ButtonStyle.allCases.map(\.rawValue).joined(separator: ", "),
            group: .buttons, modifiesPrecedingButton: true,
            completion: .oneOf(ButtonStyle.allCases.map(\.rawValue))),
        OptionSpec(
            id: .timeout, long: "timeout", short: nil, valueName: "SECONDS",
            abstract: "give up after SECONDS (decimals allowed) and exit 124",
            group: .behaviour, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .inline, long: "inline", short: nil, valueName: nil,
            abstract: "draw below the cursor instead of as a full-screen overlay",
            group: .appearance, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .help, long: "help", short: "h", valueName: nil,
            abstract: "show this help and exit",
            group: .general, modifiesPrecedingButton: false, completion: .none),
        OptionSpec(
            id: .version, long: "version", short: nil, valueName: nil,
            abstract: "print the version and exit",
            group: .general, modifiesPrecedingButton: false, completion: .none),
    ]

    /// The spec for `id`.
    public static func spec(_ id: OptionID) -> OptionSpec {
        // Every id has exactly one row; OptionTableTests pins that.
        all.first { $0.id == id }!
    }
}
