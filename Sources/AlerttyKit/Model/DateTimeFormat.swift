/// How a date or a time of day is written, typed and answered: fixed-width number fields and
/// literal text, as in `strftime`. `%Y` (four digits), `%m`, `%d` for a date; `%H`, `%M` and
/// optionally `%S` for a time (two digits each); `%%` for a `%`; anything else is written as
/// it is. A date's format holds `%Y`, `%m` and `%d` once each, a time's `%H` and `%M` (and
/// `%S` at most once); ISO 8601 by default (``isoDate``, ``isoTime``).
public struct DateTimeFormat: Equatable, Sendable {
    /// A date (a day of the calendar) or a time of day.
    public enum Kind: Equatable, Sendable {
        case date, time
    }

    /// A number in the written form.
    enum Field: Equatable, Sendable {
        case year, month, day, hour, minute, second

        /// The digits it is written with.
        var digits: Int { self == .year ? 4 : 2 }

        /// How the form is shown to a person before a value is typed (`YYYY-MM-DD`).
        var placeholder: String {
            switch self {
            case .year: "YYYY"
            case .month: "MM"
            case .day: "DD"
            case .hour: "hh"
            case .minute: "mm"
            case .second: "ss"
            }
        }

        /// The field's letter after `%`.
        var letter: Character {
            switch self {
            case .year: "Y"
            case .month: "m"
            case .day: "d"
            case .hour: "H"
            case .minute: "M"
            case .second: "S"
            }
        }
    }

    /// A field, or one character written as it is, or a conversion only an answer writes
    /// (``init(strftime:kind:)``).
    enum Piece: Equatable, Sendable {
        case field(Field)
        case literal(Character)
        case written(WrittenField)
    }

    /// Date or time.
    public let kind: Kind
    /// The format as given (`%Y-%m-%d`).
    public let text: String
    /// The pieces, in order.
    let pieces: [Piece]

    /// `2026-11-27`.
    public static var isoDate: DateTimeFormat { DateTimeFormat(checked: "%Y-%m-%d", kind: .date) }
    /// `14:05`.
    public static var isoTime: DateTimeFormat { DateTimeFormat(checked: "%H:%M", kind: .time) }
    /// `14:05:30`.
    public static var isoTimeWithSeconds: DateTimeFormat { DateTimeFormat(checked: "%H:%M:%S", kind: .time) }

    /// The format `text` for a `kind`, or the problem with it: an unknown field (`%q`), a field
    /// of the other kind, one given twice or one missing, or a control character.
    public init(_ text: String, kind: Kind) throws(DateTimeProblem) {
        var pieces: [Piece] = []
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                throw .controlInFormat(text)
            }
            guard character == "%" else {
                pieces.append(.literal(character))
                continue
            }
            guard let letter = iterator.next() else { throw .unknownField(text, "%") }
            if letter == "%" {
                pieces.append(.literal("%"))
                continue
            }
            let fields: [Field] = kind == .date ? [.year, .month, .day] : [.hour, .minute, .second]
            guard let field = fields.first(where: { $0.letter == letter }) else {
                let other: [Field] = kind == .date ? [.hour, .minute, .second] : [.year, .month, .day]
                if other.contains(where: { $0.letter == letter }) { throw .fieldOfOtherKind(text, "%\(letter)", kind) }
                throw .unknownField(text, "%\(letter)")
            }
            guard !pieces.contains(.field(field)) else { throw .repeatedField(text, "%\(letter)") }
            pieces.append(.field(field))
        }
        let needed: [Field] = kind == .date ? [.year, .month, .day] : [.hour, .minute]
        if let missing = needed.first(where: { !pieces.contains(.field($0)) }) {
            throw .missingField(text, "%\(missing.letter)", kind)
        }
        self.kind = kind
        self.text = text
        self.pieces = pieces
    }

    /// A format known to be good.
    private init(checked text: String, kind: Kind) {
        // The built-in formats parse.
        self = (try? DateTimeFormat(text, kind: kind)) ?? DateTimeFormat(kind: kind, text: text, pieces: [])
    }

    init(kind: Kind, text: String, pieces: [Piece]) {
        self.kind = kind
        self.text = text
        self.pieces = pieces
    }

    /// Whether a time is written with its seconds.
    public var hasSeconds: Bool { pieces.contains(.field(.second)) }

    /// The form with each field's placeholder: `YYYY-MM-DD`, `hh:mm`.
    public var placeholder: String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .field(let field): result += field.placeholder
            case .literal(let character): result.append(character)
            case .written(let written): result += "%" + String(written.letter)
            }
        }
        return result
    }

    /// `value` written out: a date's day number (``CivilDate/dayNumber``) or a time's seconds
    /// since midnight.
    public func text(of value: Int) -> String { String(characters(of: value)) }

    /// `value` written out, a character each.
    func characters(of value: Int) -> [Character] {
        let date = kind == .date ? CivilDate(dayNumber: value) : nil
        var result: [Character] = []
        for piece in pieces {
            switch piece {
            case .literal(let character): result.append(character)
            case .written(let written): result += written.characters(of: value, kind: kind)
            case .field(let field):
                let number =
                    switch field {
                    case .year: date?.year ?? 0
                    case .month: date?.month ?? 0
                    case .day: date?.day ?? 0
                    case .hour: value / 3600
                    case .minute: value / 60 % 60
                    case .second: value % 60
                    }
                var digits = Array(String(number))
                while digits.count < field.digits { digits.insert("0", at: 0) }
                result += digits.suffix(field.digits)
            }
        }
        return result
    }

    /// Where each digit goes in the written form, and the field it belongs to, in order.
    func digitSlots() -> [(position: Int, field: Field)] {
        var slots: [(position: Int, field: Field)] = []
        var position = 0
        for piece in pieces {
            switch piece {
            case .literal: position += 1
            // Only in an answer's format, which is never typed.
            case .written: break
            case .field(let field):
                for _ in 0..<field.digits {
                    slots.append((position, field))
                    position += 1
                }
            }
        }
        return slots
    }

    /// The value `text` writes (spaces around it ignored), or why it is none: not in the form,
    /// or not a date or time (`2026-02-30`, `25:00`).
    public func value(of text: String) -> Result<Int, DateTimeProblem> {
        let given = text.trimmingSpaces
        var characters = given.makeIterator()
        // A local each, not a dictionary of fields: start-up rule 4.
        var (year, month, day, hour, minute, second) = (0, 0, 0, 0, 0, 0)
        for piece in pieces {
            switch piece {
            case .literal(let expected):
                guard characters.next() == expected else { return .failure(.notInForm(given, placeholder)) }
            case .written: return .failure(.notInForm(given, placeholder))
            case .field(let field):
                var number = 0
                for _ in 0..<field.digits {
                    guard let character = characters.next(), let digit = character.wholeNumberValue,
                        character.isASCII
                    else { return .failure(.notInForm(given, placeholder)) }
                    number = number * 10 + digit
                }
                switch field {
                case .year: year = number
                case .month: month = number
                case .day: day = number
                case .hour: hour = number
                case .minute: minute = number
                case .second: second = number
                }
            }
        }
        guard characters.next() == nil else { return .failure(.notInForm(given, placeholder)) }
        switch kind {
        case .date:
            guard let date = CivilDate(year: year, month: month, day: day) else {
                let reason =
                    !CivilDate.supportedYears.contains(year)
                    ? .yearOutOfRange
                    : !(1...12).contains(month)
                        ? .noSuchMonth(month)
                        : DateTimeProblem.Reason.monthHasDays(
                            CivilDate.monthName(month) + " \(year)", CivilDate.daysIn(month: month, year: year))
                return .failure(.notADate(given, reason))
            }
            return .success(date.dayNumber)
        case .time:
            guard hour < 24, minute < 60, second < 60 else { return .failure(.notATime(given)) }
            return .success(hour * 3600 + minute * 60 + second)
        }
    }
}

/// What is wrong with a date's or a time's format or value; ``message`` says it in words.
public enum DateTimeProblem: Error, Equatable, Sendable {
    /// Why a date in the right form is not one.
    public enum Reason: Equatable, Sendable {
        /// The year is outside 1 to 9999.
        case yearOutOfRange
        /// The month is not 1 to 12.
        case noSuchMonth(Int)
        /// The month (named, with its year) has only this many days.
        case monthHasDays(String, Int)
    }

    /// A `%` field the format does not know: the format and the field.
    case unknownField(String, String)
    /// A time field in a date's format, or a date field in a time's.
    case fieldOfOtherKind(String, String, DateTimeFormat.Kind)
    /// A field given twice.
    case repeatedField(String, String)
    /// A field the kind needs (`%d` for a date, `%M` for a time) is missing.
    case missingField(String, String, DateTimeFormat.Kind)
    /// A control character in the format.
    case controlInFormat(String)
    /// A `strftime` conversion an answer's format (``DateTimeFormat/init(strftime:kind:)``)
    /// does not write: the format, the conversion, and the kind it is for.
    case unsupportedConversion(String, String, DateTimeFormat.Kind)
    /// The text is not written in the form: the text and the form (`YYYY-MM-DD`).
    case notInForm(String, String)
    /// The text is in the form but names no day (`2026-02-30`).
    case notADate(String, Reason)
    /// The text is in the form but names no time (`25:00`).
    case notATime(String)
    /// Before the earliest allowed: the text and the earliest, written out.
    case beforeMinimum(String, String)
    /// After the latest allowed.
    case afterMaximum(String, String)
    /// The earliest allowed is after the latest.
    case minimumAfterMaximum(String, String)

    /// A value's problem in a few words, for beside it in the part: `no month 13`, `only 28
    /// days`, `before 2026-11-27`; at most ``shortMessageWidth(valueWidth:words:)`` columns.
    public var shortMessage: String { shortMessage(in: .english) }

    /// ``shortMessage`` in `words`, as the alert shows it.
    package func shortMessage(in words: Words) -> String {
        switch self {
        case .notADate(_, .yearOutOfRange): words(.noYearZero)
        case .notADate(_, .noSuchMonth(let month)): words(.noSuchMonth, String(month))
        case .notADate(_, .monthHasDays(_, let days)): words(.onlyDays, String(days))
        case .notATime: words(.notATime)
        case .beforeMinimum(_, let minimum): words(.beforeEarliest, minimum)
        case .afterMaximum(_, let maximum): words(.afterLatest, maximum)
        default: message(in: words)
        }
    }

    /// The widest ``shortMessage(in:)`` a value written `valueWidth` columns wide can have.
    static func shortMessageWidth(valueWidth: Int, words: Words = .english) -> Int {
        let value = String(repeating: "0", count: valueWidth)
        let widest =
            [
                words(.noYearZero), words(.noSuchMonth, "99"), words(.onlyDays, "31"), words(.notATime),
                words(.beforeEarliest, value), words(.afterLatest, value),
            ].map { DisplayWidth.of($0) }.max() ?? 0
        return max(widest, 13)
    }

    /// One line, without a full stop, naming the problem and, where it helps, the fix.
    public var message: String { message(in: .english) }

    /// ``message`` in `words`: a value's problem as plain mode says it; a format's problem, which
    /// only a script's author meets, stays English.
    package func message(in words: Words) -> String {
        switch self {
        case .unknownField(let format, let field):
            "the format '\(format)' has an unknown field \(field); use %Y %m %d for a date, %H %M %S for a time, %% for %"
        case .fieldOfOtherKind(let format, let field, let kind):
            "the format '\(format)' has \(field), which is not a field of a \(kind == .date ? "date" : "time"); "
                + (kind == .date ? "a date uses %Y %m %d" : "a time uses %H %M and optionally %S")
        case .repeatedField(let format, let field):
            "the format '\(format)' has \(field) twice; give each field once"
        case .missingField(let format, let field, let kind):
            "the format '\(format)' has no \(field); "
                + (kind == .date ? "a date needs %Y, %m and %d" : "a time needs %H and %M")
        case .controlInFormat(let format):
            "the format '\(format)' has a control character; give printable text"
        case .unsupportedConversion(let format, let conversion, let kind):
            "the format '\(format)' has \(conversion), which alertty does not write for a "
                + (kind == .date
                    ? "date; use %d %m %Y %y %b %B %a %A %j %e %D %F %% %n %t"
                    : "time; use %H %M %S %T %R %% %n %t")
        case .notInForm(let text, let form):
            words(.dateNotInForm, text, form)
        case .notADate(let text, let reason):
            switch reason {
            case .yearOutOfRange: words(.dateYearOutOfRange, text)
            case .noSuchMonth(let month): words(.dateNoSuchMonth, text, String(month))
            case .monthHasDays(let month, let days):
                words(.dateMonthHasDays, text, CivilDate.monthAndYear(month, in: words), String(days))
            }
        case .notATime(let text):
            words(.timeOutOfRange, text)
        case .beforeMinimum(let text, let minimum):
            words(.beforeEarliestAllowed, text, minimum)
        case .afterMaximum(let text, let maximum):
            words(.afterLatestAllowed, text, maximum)
        case .minimumAfterMaximum(let minimum, let maximum):
            "the earliest allowed, \(minimum), is after the latest, \(maximum); swap --min and --max"
        }
    }
}
