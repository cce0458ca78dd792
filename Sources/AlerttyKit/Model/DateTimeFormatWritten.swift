extension DateTimeFormat {
    /// A conversion an answer writes but a person cannot type: a name, a two-digit year, a day
    /// of the year, a day padded with a space.
    enum WrittenField: Equatable, Sendable {
        case twoDigitYear, monthName, monthAbbreviation, weekdayName, weekdayAbbreviation, dayOfYear, spacePaddedDay

        /// Its letter after `%`.
        var letter: Character {
            switch self {
            case .twoDigitYear: "y"
            case .monthName: "B"
            case .monthAbbreviation: "b"
            case .weekdayName: "A"
            case .weekdayAbbreviation: "a"
            case .dayOfYear: "j"
            case .spacePaddedDay: "e"
            }
        }

        /// The conversion `%letter` names, if it is one of these (`%h` is `%b`, as in `strftime`).
        init?(letter: Character) {
            switch letter {
            case "y": self = .twoDigitYear
            case "B": self = .monthName
            case "b", "h": self = .monthAbbreviation
            case "A": self = .weekdayName
            case "a": self = .weekdayAbbreviation
            case "j": self = .dayOfYear
            case "e": self = .spacePaddedDay
            default: return nil
            }
        }

        /// The day `value` (a day number) as this conversion writes it; a time has none.
        func characters(of value: Int, kind: Kind) -> String {
            guard kind == .date else { return "" }
            let date = CivilDate(dayNumber: value)
            func padded(_ number: Int, to width: Int, with pad: Character) -> String {
                let digits = String(number)
                return String(repeating: pad, count: max(0, width - digits.count)) + digits
            }
            return switch self {
            case .twoDigitYear: padded(date.year % 100, to: 2, with: "0")
            case .monthName: CivilDate.monthName(date.month)
            case .monthAbbreviation: String(CivilDate.monthName(date.month).prefix(3))
            case .weekdayName: CivilDate.weekdayName(date.weekday)
            case .weekdayAbbreviation: String(CivilDate.weekdayName(date.weekday).prefix(3))
            case .dayOfYear:
                padded(value - (CivilDate(year: date.year, month: 1, day: 1)?.dayNumber ?? value) + 1, to: 3, with: "0")
            case .spacePaddedDay: padded(date.day, to: 2, with: " ")
            }
        }
    }

    /// An answer's format as `strftime` writes it (the dialects' `--date-format` and
    /// `--time-format`): the conversions of `kind` in any number and order, none required. A
    /// date has `%d %m %Y %y %b %h %B %a %A %j %e`, `%D` (`%m/%d/%y`) and `%F` (`%Y-%m-%d`); a
    /// time `%H %M %S`, `%T` (`%H:%M:%S`) and `%R` (`%H:%M`); both `%%`, `%n` (a newline) and
    /// `%t` (a tab). Any other conversion is refused, naming it: written for an answer only,
    /// never typed.
    package init(strftime text: String, kind: Kind) throws(DateTimeProblem) {
        var pieces: [Piece] = []
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                pieces.append(.literal(character))
                continue
            }
            guard let letter = iterator.next() else { throw .unsupportedConversion(text, "%", kind) }
            switch (letter, kind) {
            case ("%", _): pieces.append(.literal("%"))
            case ("n", _): pieces.append(.literal("\n"))
            case ("t", _): pieces.append(.literal("\t"))
            case ("d", .date): pieces.append(.field(.day))
            case ("m", .date): pieces.append(.field(.month))
            case ("Y", .date): pieces.append(.field(.year))
            case ("D", .date):
                pieces += [.field(.month), .literal("/"), .field(.day), .literal("/"), .written(.twoDigitYear)]
            case ("F", .date): pieces += [.field(.year), .literal("-"), .field(.month), .literal("-"), .field(.day)]
            case ("H", .time): pieces.append(.field(.hour))
            case ("M", .time): pieces.append(.field(.minute))
            case ("S", .time): pieces.append(.field(.second))
            case ("T", .time):
                pieces += [.field(.hour), .literal(":"), .field(.minute), .literal(":"), .field(.second)]
            case ("R", .time): pieces += [.field(.hour), .literal(":"), .field(.minute)]
            case (_, .date):
                guard let written = WrittenField(letter: letter) else {
                    throw .unsupportedConversion(text, "%" + String(letter), kind)
                }
                pieces.append(.written(written))
            case (_, .time): throw .unsupportedConversion(text, "%" + String(letter), kind)
            }
        }
        self.init(kind: kind, text: text, pieces: pieces)
    }
}
