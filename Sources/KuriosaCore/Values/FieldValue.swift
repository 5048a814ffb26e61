/// One value of `item.fields`, tagged with its type as the catalog stores it
/// (`{"type": "number", "value": 48}`). The tag, not the template, says how to read the
/// payload, because a field's type may have changed since the value was written.
public enum FieldValue: Sendable, Hashable {
    case text(String)
    case url(String)
    case number(Double)
    /// In the kind's canonical unit (mm, g, ml).
    case measurement(Double)
    /// A calendar day `YYYY-MM-DD`, kept as text; `FieldValueValidator` checks the day exists.
    case date(String)
    case currency(Money)
    /// One option ID.
    case dropdown(String)
    /// Option IDs, stored in the order of the field's options
    /// (docs/values-and-calculations.md#multiple-choice-values).
    case multipleChoice([String])
    /// Stars, 0…ratingMax.
    case rating(Int)
    case checkbox(Bool)
    /// An amount of the unit named by one of the field's options.
    case quantity(amount: Double, unit: String)
    /// The ID of another item.
    case relation(String)

    /// The tag written as `type`.
    public var type: FieldType {
        switch self {
        case .text: .text
        case .url: .url
        case .number: .number
        case .measurement: .measurement
        case .date: .date
        case .currency: .currency
        case .dropdown: .dropdown
        case .multipleChoice: .multipleChoice
        case .rating: .rating
        case .checkbox: .checkbox
        case .quantity: .quantity
        case .relation: .relation
        }
    }

    /// The option IDs a choice value holds: a dropdown value as a list of its one choice, a
    /// multiple choice value as its choices
    /// (docs/values-and-calculations.md#multiple-choice-values: readers take either form). Nil
    /// for other values.
    public var choiceIDs: [String]? {
        switch self {
        case let .dropdown(id): [id]
        case let .multipleChoice(ids): ids
        default: nil
        }
    }
}
