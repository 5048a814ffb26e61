/// One way a stored field value does not fit its template field; the editor and the import
/// report these instead of writing values other readers would misread.
public struct ValueIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, for code that reacts to particular problems.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// The value's type is not the field's (and not the other choice form).
        case typeMismatch
        /// A calculation field never has a stored value.
        case calculationValue
        /// A choice or quantity unit that is not one of the field's options.
        case unknownOption
        /// A multiple choice value without any choice ("no choice is no value").
        case noChoice
        /// The same option twice in a multiple choice value.
        case duplicateChoice
        /// Multiple choice IDs not in the order of the field's options.
        case choiceOrder
        /// Stars outside 0…ratingMax.
        case ratingRange
        /// Text that is not a real `YYYY-MM-DD` day.
        case invalidDate
        /// A relation that is not an item ID (lowercase UUID).
        case invalidRelation
        /// A currency code that is not an active ISO 4217 currency.
        case unknownCurrency
    }

    /// The key of the field.
    public var fieldKey: String
    public var rule: Rule
    /// For people: what is wrong and with which value.
    public var message: String

    public init(fieldKey: String, rule: Rule, message: String) {
        self.fieldKey = fieldKey
        self.rule = rule
        self.message = message
    }

    public var description: String { "Field \"\(fieldKey)\": \(message)" }
}
