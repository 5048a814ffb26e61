/// Rule 13: digits with grouping separators and a decimal mark, read without guessing where
/// the cell is unambiguous, and with the file's decimal mark where it is not.
public enum NumberReader {
    /// Separators that always group thousands: `'`, `’`, space, U+00A0, U+202F.
    static func isGroupingOnly(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "\u{2019}", " ", "\u{00A0}", "\u{202F}": return true
        default: return false
        }
    }

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "," || isGroupingOnly(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Reads a whole cell as a number, or nil when it is not one.
    /// - Parameters:
    ///   - fileMark: decides "one separator, exactly three digits after, one to three before".
    ///   - ambiguousIsGrouping: money in a currency with at most two minor digits (rule 14)
    ///     reads that case as grouping whatever the file's mark.
    public static func parse(_ text: some StringProtocol, fileMark: DecimalMark, ambiguousIsGrouping: Bool = false) -> DecimalNumber? {
        var scalars = Substring(text).unicodeScalars[...]
        var negative = false
        if let first = scalars.first, first == "+" || first == "-" {
            negative = first == "-"
            scalars.removeFirst()
        }
        // Digit groups and the separator before each group after the first.
        var groups: [String] = [""]
        var separators: [Unicode.Scalar] = []
        for scalar in scalars {
            if isDigit(scalar) {
                groups[groups.count - 1].unicodeScalars.append(scalar)
            } else if isSeparator(scalar) {
                guard !groups[groups.count - 1].isEmpty else { return nil }
                separators.append(scalar)
                groups.append("")
            } else {
                return nil
            }
        }
        guard !groups[0].isEmpty, !groups[groups.count - 1].isEmpty else { return nil }

        let points = separators.filter { $0 == "." }.count
        let commas = separators.filter { $0 == "," }.count
        let others = separators.count - points - commas
        var decimalIndex: Int?  // index into `separators`
        if points > 0 && commas > 0 {
            guard let last = separators.lastIndex(where: { $0 == "." || $0 == "," }) else { return nil }
            let mark = separators[last]
            guard separators.filter({ $0 == mark }).count == 1 else { return nil }
            decimalIndex = last
        } else if points == 1 || commas == 1 {
            let mark: Unicode.Scalar = points == 1 ? "." : ","
            guard let index = separators.firstIndex(of: mark) else { return nil }
            let before = groups[index]
            let after = groups[index + 1]
            let ambiguous = after.count == 3 && (1...3).contains(before.count) && before != "0"
                && others == 0 && index == 0
            if ambiguous {
                let markIsFiles = Character(mark) == fileMark.rawValue
                decimalIndex = (!ambiguousIsGrouping && markIsFiles) ? index : nil
            } else {
                decimalIndex = index
            }
        }
        // The decimal mark must come last; every group after the first has three digits.
        if let decimalIndex, decimalIndex != separators.count - 1 { return nil }
        let integerGroupCount = decimalIndex.map { $0 + 1 } ?? groups.count
        for group in groups[1..<integerGroupCount] where group.count != 3 {
            return nil
        }
        let integer = groups[0..<integerGroupCount].joined()
        let fraction = decimalIndex == nil ? "" : groups[groups.count - 1]
        return DecimalNumber(negative: negative, integerDigits: integer, fractionDigits: fraction)
    }

    /// Splits a cell into the number at its start and the text after it (a unit, a suffix),
    /// both trimmed: `38,5mm` → (`38,5`, `mm`). The number part ends after its last digit.
    static func splitLeadingNumber(_ text: String) -> (number: Substring, rest: Substring) {
        var end = text.startIndex
        var index = text.unicodeScalars.startIndex
        var first = true
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            if isDigit(scalar) {
                end = text.unicodeScalars.index(after: index)
            } else if !(isSeparator(scalar) || first && (scalar == "+" || scalar == "-")) {
                break
            }
            first = false
            index = text.unicodeScalars.index(after: index)
        }
        let rest = text[end...].drop { $0.isWhitespace }
        return (text[..<end], rest)
    }
}
