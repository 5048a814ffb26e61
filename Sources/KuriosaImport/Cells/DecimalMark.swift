/// The character that separates whole and fractional digits in a file
/// (docs/import-rules.md#numbers-and-the-decimal-mark).
package enum DecimalMark: Character, Sendable, Equatable {
    case point = "."
    case comma = ","
}
