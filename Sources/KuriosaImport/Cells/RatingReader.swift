/// docs/import-rules.md#ratings: a whole number of stars from 0 to `ratingMax`, written as
/// digits, as stars, or as a fraction that scales to a whole number. Half stars are refused,
/// never rounded.
package struct RatingReader: Sendable {
    public let maximum: Int
    public let fileMark: DecimalMark

    public init(maximum: Int, fileMark: DecimalMark) {
        self.maximum = maximum
        self.fileMark = fileMark
    }

    public func parse(_ cell: String) throws(CellError) -> ParsedCell {
        let value: Double
        if let stars = Self.countStars(cell) {
            value = Double(stars)
        } else if let slash = cell.firstIndex(of: "/") {
            guard let numerator = number(cell[..<slash]), let denominator = number(cell[cell.index(after: slash)...]),
                  denominator > 0 else { throw CellError(.invalidRating) }
            value = numerator / denominator * Double(maximum)
        } else {
            guard let number = number(Substring(cell)) else { throw CellError(.invalidRating) }
            value = number
        }
        let rounded = value.rounded()
        guard abs(value - rounded) < 1e-9, rounded >= 0, rounded <= Double(maximum) else {
            throw CellError(.invalidRating)
        }
        return .rating(Int(rounded))
    }

    private func number(_ text: Substring) -> Double? {
        guard let parsed = NumberReader.parse(CellTrimming.trim(text), fileMark: fileMark), !parsed.negative || parsed.isZero else {
            return nil
        }
        return parsed.doubleValue
    }

    /// The number of `★` and `⭐` when the cell is only stars (`☆` empty ones, spaces and
    /// emoji variation selectors allowed); nil when it is not a row of stars.
    static func countStars(_ cell: String) -> Int? {
        var filled = 0
        var any = false
        for scalar in cell.unicodeScalars {
            switch scalar {
            case "\u{2605}", "\u{2B50}": filled += 1; any = true
            case "\u{2606}": any = true
            case "\u{FE0F}", "\u{FE0E}", " ": continue
            default: return nil
            }
        }
        return any ? filled : nil
    }
}
