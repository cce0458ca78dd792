import AlerttyKit

/// An alert's stable name (`--id`, `ALERTTY_ID`, or one made from its title): the key of its
/// entry in an answers file or a recording, and the prefix of `--shell`'s variables.
package enum AlertID {
    /// The longest name, in bytes.
    package static let longest = 64

    /// Whether `name` may name an alert: 1 to ``longest`` letters, digits, `-`, `_` and `.`
    /// (ASCII), so it is the same word in JSON, a file name and a shell variable's prefix.
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= longest && name.utf8.allSatisfy(isNameByte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The usage error for a name that is not valid, given by `source` (`--id`, `ALERTTY_ID`).
    package static func problem(with name: String, from source: String) -> UsageError? {
        isValid(name)
            ? nil
            : UsageError(
                "\(source) \(UsageError.quoted(name)) is not a name alertty takes; use 1 to \(longest) letters, digits, "
                    + "'-', '_' and '.', e.g. \(source == "--id" ? "--id hostname" : "\(source)=hostname")")
    }

    /// The name made for an alert that is given none: its kind (`alert`, or a dialect's box:
    /// `menu`, `yesno`), a dot, and its title (else its text's first line) in lowercase ASCII
    /// letters and digits, every other run of characters one `-`: `menu.choose-a-dns-server`.
    package static func derived(kind: String, title: String?, text: String?) -> String {
        let source =
            title.flatMap { $0.isEmpty ? nil : $0 } ?? text?.split(separator: "\n").first.map(String.init) ?? ""
        // Without dialog's --colors codes, as the name was before they were drawn.
        var slug = words(StyleMark.removed(from: source), joinedBy: UInt8(ascii: "-"))
        slug = Array(slug.prefix(longest - kind.utf8.count - 1))
        while slug.last == UInt8(ascii: "-") { slug.removeLast() }
        return slug.isEmpty ? kind : kind + "." + String(decoding: slug, as: UTF8.self)
    }

    /// `text` as part of a shell variable's name: lowercase ASCII letters and digits, every
    /// other run of characters one `_`, none at either end; empty when nothing is left.
    package static func shellWord(_ text: String) -> String {
        String(decoding: words(text, joinedBy: UInt8(ascii: "_")), as: UTF8.self)
    }

    /// The ASCII letters and digits of `text`, lowercased, each run of anything else one
    /// `separator`, none at either end.
    private static func words(_ text: String, joinedBy separator: UInt8) -> [UInt8] {
        var word: [UInt8] = []
        for byte in text.utf8 {
            if isAlphanumeric(byte) {
                word.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            } else if word.last.map({ $0 != separator }) ?? false {
                word.append(separator)
            }
        }
        while word.last == separator { word.removeLast() }
        return word
    }
}

/// An alert's name as far as it is known: `--id` or `ALERTTY_ID` when given, else made from the
/// alert (``AlertID/derived(kind:title:text:)``) only when something asks for it (an answers
/// file, a recording, `--describe`): a plain alert does not pay for the making.
package struct AlertName: Sendable {
    /// `--id` (checked by the parser), else `ALERTTY_ID`.
    package let given: String?
    let kind: String
    let title: String?
    let text: String?

    /// The name of an alert of `kind` (`alert`, or a dialect's box) with `title` and `text`;
    /// `environment` (`ALERTTY_ID`) stands in for a `given` name, and is checked here.
    package init(
        given: String?, environment: String?, kind: String, title: String?, text: String?
    ) throws(UsageError) {
        if given == nil, let named = environment, !named.isEmpty {
            if let problem = AlertID.problem(with: named, from: "ALERTTY_ID") { throw problem }
            self.given = named
        } else {
            self.given = given
        }
        self.kind = kind
        self.title = title
        self.text = text
    }

    /// The name made for an alert of `kind` with `title` and `text`, none being given.
    package init(madeFor kind: String, title: String?, text: String?) {
        given = nil
        self.kind = kind
        self.title = title
        self.text = text
    }

    /// The name: the one given, else the one made.
    package var value: String { given ?? AlertID.derived(kind: kind, title: title, text: text) }
}
