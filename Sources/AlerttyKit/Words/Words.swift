/// alertty's own words in one language: `words(.ok)`, `words(.chooseAtLeast, "2", "1")`.
package struct Words: Equatable, Sendable {
    /// The language the words are in.
    package let language: Language

    /// The words of `language`.
    package init(_ language: Language) { self.language = language }

    /// English, alertty's own language.
    package static let english = Words(.english)

    /// `phrase` in this language.
    package func callAsFunction(_ phrase: Phrase) -> String {
        switch language {
        case .english: phrase.english
        case .german: phrase.german
        case .french: phrase.french
        case .spanish: phrase.spanish
        case .italian: phrase.italian
        case .portuguese: phrase.portuguese
        case .brazilianPortuguese: phrase.brazilianPortuguese
        case .dutch: phrase.dutch
        case .polish: phrase.polish
        case .russian: phrase.russian
        case .ukrainian: phrase.ukrainian
        case .czech: phrase.czech
        case .swedish: phrase.swedish
        case .turkish: phrase.turkish
        case .japanese: phrase.japanese
        case .korean: phrase.korean
        case .simplifiedChinese: phrase.simplifiedChinese
        case .traditionalChinese: phrase.traditionalChinese
        case .pseudo: Words.pseudo(phrase.english)
        }
    }

    /// `phrase` in this language with `{1}`, `{2}` … replaced by `arguments` in order; a
    /// placeholder with no argument is left out.
    package func callAsFunction(_ phrase: Phrase, _ arguments: String...) -> String {
        Words.filling(self(phrase), with: arguments)
    }

    /// `template` with each `{n}` (n from 1) replaced by `arguments[n - 1]`.
    package static func filling(_ template: String, with arguments: [String]) -> String {
        guard template.unicodeScalars.contains("{") else { return template }
        var result = ""
        var scalars = template.unicodeScalars[...]
        while let open = scalars.firstIndex(of: "{") {
            result.unicodeScalars.append(contentsOf: scalars[..<open])
            let after = scalars[scalars.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = placeholderNumber(after[..<close]) {
                if number <= arguments.count { result += arguments[number - 1] }
                scalars = after[after.index(after: close)...]
            } else {
                result.unicodeScalars.append("{")
                scalars = after
            }
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// The `n` of `{n}`: digits only (`Int` would take `{+1}` too), from 1; too many digits for
    /// an `Int` are text.
    private static func placeholderNumber(_ digits: Substring.UnicodeScalarView) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(String(digits)).flatMap { $0 >= 1 ? $0 : nil }
    }

    /// The pseudo-language's form of an English phrase: `⟦Çáñçéļ··⟧`, its letters accented,
    /// about 40% longer, bracketed; placeholders kept as they are. A word of two letters at
    /// most (`OK`, a weekday's column `Mo`) is only accented: it stands in a fixed column.
    static func pseudo(_ english: String) -> String {
        if english.unicodeScalars.count <= 2 {
            return String(String.UnicodeScalarView(english.unicodeScalars.map(accented)))
        }
        var result = "⟦"
        var letters = 0
        var inPlaceholder = false
        for scalar in english.unicodeScalars {
            if scalar == "{" { inPlaceholder = true }
            if inPlaceholder {
                result.unicodeScalars.append(scalar)
                if scalar == "}" { inPlaceholder = false }
                continue
            }
            let shown = accented(scalar)
            result.unicodeScalars.append(shown)
            if shown != scalar { letters += 1 }
        }
        result += String(repeating: "·", count: (letters * 2 + 4) / 5)
        return result + "⟧"
    }

    /// `scalar` with an accent where the pseudo-language gives it one.
    private static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        plainLetters.firstIndex(of: scalar).map { accentedLetters[$0] } ?? scalar
    }

    private static let plainLetters = Array("aceinosuyACEINOSUY".unicodeScalars)
    private static let accentedLetters = Array("áçéîñöšüýÁÇÉÎÑÖŠÜÝ".unicodeScalars)
}
