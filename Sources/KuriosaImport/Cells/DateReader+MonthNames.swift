/// Dates with a month name (docs/import-rules.md#dates): `April 1, 2023`, `1. April 2023`,
/// `01-Apr-2023`, `1st April, 2023`, `1er avril 2023`, `1° aprile 2023`, `1 de abril de 2023`.
extension DateReader {
    /// Normalized month spelling → month number.
    static let monthLookup: [String: Int] = {
        var lookup: [String: Int] = [:]
        for (month, names) in ImportConventions.monthNames {
            for name in names { lookup[TextNormalizer.normalize(name)] = month }
        }
        return lookup
    }()

    /// Ordinal endings after the day: en `st nd rd th`, fr `er re e`, it/es `o a` (`1º`, `1ª`
    /// normalize to `1o`, `1a`); `1°` loses its degree sign as punctuation.
    private static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th", "er", "re", "e", "o", "a"]
    /// Words between day, month, and year: es `de`, `del`; en `of`, `the`.
    private static let fillers: Set<String> = ["de", "del", "of", "the"]

    static func namedMonthDate(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let normalized = TextNormalizer.normalize(text)
        var tokens: [String] = []
        var current = ""
        for scalar in normalized.unicodeScalars {
            if scalar.properties.isAlphabetic || NumberReader.isDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        tokens = tokens.filter { !fillers.contains($0) }.map(stripOrdinal)
        guard tokens.count == 3 else { return nil }
        let monthIndex: Int
        let dayIndex: Int
        if monthLookup[tokens[0]] != nil {
            monthIndex = 0
            dayIndex = 1
        } else if monthLookup[tokens[1]] != nil {
            monthIndex = 1
            dayIndex = 0
        } else {
            return nil
        }
        guard let month = monthLookup[tokens[monthIndex]],
              (1...2).contains(tokens[dayIndex].count), let day = Int(tokens[dayIndex]),
              tokens[dayIndex].unicodeScalars.allSatisfy(NumberReader.isDigit),
              tokens[2].count == 4, tokens[2].unicodeScalars.allSatisfy(NumberReader.isDigit),
              let year = Int(tokens[2]) else { return nil }
        return (year, month, day)
    }

    private static func stripOrdinal(_ token: String) -> String {
        let digits = token.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < token.count else { return token }
        let suffix = String(token.dropFirst(digits.count))
        return ordinalSuffixes.contains(suffix) ? String(digits) : token
    }
}
