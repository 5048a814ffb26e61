/// What kind of value a template field holds; the raw value is the `type` of the document.
public enum FieldType: String, Sendable, Hashable, Codable, CaseIterable {
    case text
    case number
    case date
    case currency
    case dropdown
    case multipleChoice = "multiple_choice"
    case rating
    case checkbox
    case url
    case quantity
    case measurement
    case relation
    case calculation

    /// Types whose fields need `options`: choices for dropdown and multiple choice, units for
    /// quantity.
    public var hasOptions: Bool {
        self == .dropdown || self == .multipleChoice || self == .quantity
    }

    /// Types a calculation may use as a `field` operand: each has a number (an amount, a
    /// canonical value, stars, or another result).
    public var isCalculable: Bool {
        switch self {
        case .number, .currency, .quantity, .measurement, .rating, .calculation: true
        default: false
        }
    }
}
