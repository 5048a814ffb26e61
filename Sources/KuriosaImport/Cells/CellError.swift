/// Why one cell cannot be read as its column's type: the row-level reason codes
/// (docs/import.md#reason-codes; "the cell cannot be read as its column's type").
package struct CellError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        case invalidNumber = "invalid_number"
        case invalidDate = "invalid_date"
        case ambiguousDate = "ambiguous_date"
        case invalidMoney = "invalid_money"
        case invalidOption = "invalid_option"
        case invalidMeasurement = "invalid_measurement"
        case invalidQuantity = "invalid_quantity"
        case invalidRating = "invalid_rating"
        case invalidCheckbox = "invalid_checkbox"
        case invalidURL = "invalid_url"
        /// A wish's priority that is not a whole number from 1 to 5.
        case invalidPriority = "invalid_priority"
    }

    public let reason: Reason
    /// The reason code as the import report writes it (`invalid_number`, …).
    public var code: String { reason.rawValue }

    public init(_ reason: Reason) {
        self.reason = reason
    }

    public var description: String { reason.rawValue }
}
