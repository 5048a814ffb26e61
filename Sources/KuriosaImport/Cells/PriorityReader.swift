/// A wish's priority (`item.wish_priority`). The schema says only INTEGER; the toolkit reads
/// 1 (lowest) to 5 (highest) like a rating's five steps, so a typo such as `30` or `2,5` is
/// reported (`invalid_priority`) instead of stored as a priority no list would sort sensibly.
package enum PriorityReader {
    public static let range = 1...5

    /// Digits, optionally written with a zero fraction (`3.0`, `3,0`), from 1 to 5.
    public static func parse(_ cell: String, fileMark: DecimalMark) throws(CellError) -> ParsedCell {
        guard let parsed = NumberReader.parse(cell, fileMark: fileMark), !parsed.negative else {
            throw CellError(.invalidPriority)
        }
        let value = parsed.doubleValue
        let rounded = value.rounded()
        guard value == rounded, rounded >= Double(range.lowerBound), rounded <= Double(range.upperBound) else {
            throw CellError(.invalidPriority)
        }
        return .priority(Int(rounded))
    }
}
