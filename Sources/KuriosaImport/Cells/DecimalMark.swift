/// The character that separates whole and fractional digits in a file (rule 13).
public enum DecimalMark: Character, Sendable, Equatable {
    case point = "."
    case comma = ","
}
