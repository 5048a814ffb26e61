/// docs/import-rules.md#numbers-and-the-decimal-mark: digits with grouping separators and a
/// decimal mark, read without guessing where the cell is unambiguous, and with the file's
/// decimal mark where it is not.
package enum NumberReader {
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
    ///   - ambiguousIsGrouping: money in a currency with at most two minor digits
    ///     (docs/import-rules.md#money) reads that case as grouping whatever the file's mark.
    public static func parse(_ text: some StringProtocol, fileMark: DecimalMark, ambiguousIsGrouping: Bool = false) -> DecimalNumber? {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            parseASCII(bytes, fileMark: fileMark, ambiguousIsGrouping: ambiguousIsGrouping)
        }
        if let fast, let answer = fast { return answer.number }
        return parseScalars(text, fileMark: fileMark, ambiguousIsGrouping: ambiguousIsGrouping)
    }

    /// `parse` scalar by scalar: the rule as written, for every text.
    static func parseScalars(_ text: some StringProtocol, fileMark: DecimalMark, ambiguousIsGrouping: Bool = false) -> DecimalNumber? {
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
        splitLeadingNumberASCII(text) ?? splitLeadingNumberScalars(text)
    }

    /// `splitLeadingNumberScalars` on bytes when the number ends at an ASCII byte (or the end)
    /// and the rest starts with one after its white space (`36 mm`, `1992`, `48 h`); nil
    /// otherwise, since a non-ASCII scalar there may be a separator, white space, or a mark.
    static func splitLeadingNumberASCII(_ text: String) -> (number: Substring, rest: Substring)? {
        let utf8 = text.utf8
        let offsets = utf8.withContiguousStorageIfAvailable { bytes -> (end: Int, rest: Int)? in
            var end = 0
            var index = 0
            scan: while index < bytes.count {
                switch bytes[index] {
                case 0x30...0x39: end = index + 1
                case 0x2E, 0x2C, 0x27, 0x20: break
                case 0x2B where index == 0, 0x2D where index == 0: break  // a sign, first only
                case 0x80...: return nil
                default: break scan
                }
                index += 1
            }
            var rest = end
            while rest < bytes.count, CellTrimming.isASCIIWhitespace(bytes[rest]) { rest += 1 }
            if rest < bytes.count, bytes[rest] >= 0x80 { return nil }
            return (end, rest)
        }
        guard let offsets, let offsets else { return nil }
        let end = utf8.index(utf8.startIndex, offsetBy: offsets.end)
        let rest = utf8.index(utf8.startIndex, offsetBy: offsets.rest)
        return (text[..<end], text[rest...])
    }

    /// `splitLeadingNumber` scalar by scalar: the rule as written, for every text.
    static func splitLeadingNumberScalars(_ text: String) -> (number: Substring, rest: Substring) {
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
