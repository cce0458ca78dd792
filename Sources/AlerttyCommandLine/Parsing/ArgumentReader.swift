import AlerttyKit

/// The arguments, read one at a time, and each option's value taken as its row says.
struct ArgumentReader {
    private let arguments: [String]
    /// The positions of arguments that were not valid UTF-8 (see ``CommandLineParser/parse(_:notUTF8:)``).
    private let notUTF8: [Int]
    /// How many arguments have been read: the index of the next one.
    private(set) var consumed = 0
    /// After `--` (but the one after `--run`): every argument left is unexpected.
    var optionsEnded = false

    init(_ arguments: [String], notUTF8: [Int]) {
        self.arguments = arguments
        self.notUTF8 = notUTF8
    }

    /// The arguments not read yet.
    var rest: [String] { Array(arguments[consumed...]) }

    /// The next argument, read; `nil` at the end.
    mutating func next() -> String? {
        guard consumed < arguments.count else { return nil }
        consumed += 1
        return arguments[consumed - 1]
    }

    /// Every argument not read yet, read.
    mutating func takeRest() -> [String] {
        defer { consumed = arguments.count }
        return rest
    }

    /// The value `option` takes: what `attached` gives (after `=`, or after a short name), else
    /// the next argument; empty for a flag, which refuses one attached.
    mutating func value(for option: OptionSpec, attached: String?) throws(CommandLineProblem) -> String {
        if option.takesValue {
            // Not `??`: its autoclosure would throw an untyped error.
            let value: String
            if let attached { value = attached } else { value = try nextValue(for: option) }
            if option.valueMustBeUTF8, notUTF8.contains(consumed - 1) {
                throw .valueNotUTF8(option: option.longFlag, position: consumed)
            }
            return value
        }
        if let optional = option.optionalValue {
            if let attached { return attached }
            guard consumed < arguments.count, optional.readsNext(arguments[consumed]) else { return optional.absent }
            return next() ?? optional.absent
        }
        if let attached { throw .flagWithValue(option: option.longFlag, value: attached) }
        return ""
    }

    /// Whether `argument` is a minus sign and a number (digits, at most one point).
    private static func isNegativeNumber(_ argument: String) -> Bool {
        let digits = argument.utf8.dropFirst()
        return !digits.isEmpty && digits.filter { $0 == UInt8(ascii: ".") }.count <= 1
            && digits.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }
    }

    /// The next argument as `option`'s value, refused when it is missing or names an option.
    private mutating func nextValue(for option: OptionSpec) throws(CommandLineProblem) -> String {
        guard let candidate = next() else {
            throw .missingValue(option: option.longFlag, valueName: option.valueName ?? "VALUE")
        }
        let namesAnOption: Bool
        if candidate.startsWithBytes(of: "--") {
            namesAnOption =
                candidate.count > 2 && OptionTable.spec(long: candidate.dropFirst(2).prefix { $0 != "=" }) != nil
        } else {
            let letter = candidate.dropFirst().first
            // `-0` is --null, but `--value -0` or `--min -5` means the number, as it did before `-0` existed.
            namesAnOption =
                candidate.startsWithBytes(of: "-") && OptionTable.all.contains { $0.short != nil && $0.short == letter }
                && !Self.isNegativeNumber(candidate)
        }
        if namesAnOption { throw .valueNamesAnOption(option: option.longFlag, argument: candidate) }
        return candidate
    }
}
