/// Checks a stored value against the template field it belongs to (template format,
/// "Field" and "Multiple choice fields"; catalog schema, "item.fields"), so writers never
/// store what readers would misread.
public enum FieldValueValidator {
    /// Every problem of `value` as a value of `field`; empty when it fits.
    public static func validate(_ value: FieldValue, for field: TemplateField) -> [ValueIssue] {
        var issues: [ValueIssue] = []
        func add(_ rule: ValueIssue.Rule, _ message: String) {
            issues.append(ValueIssue(fieldKey: field.key, rule: rule, message: message))
        }

        if field.type == .calculation {
            add(.calculationValue, "a calculation has no stored value (it is worked out when shown)")
            return issues
        }
        guard accepts(value.type, for: field.type) else {
            add(.typeMismatch, "a \(value.type.rawValue) value does not fit a \(field.type.rawValue) field")
            return issues
        }

        switch value {
        case let .dropdown(id):
            if field.option(id) == nil { add(.unknownOption, "\"\(id)\" is not an option of the field") }
        case let .multipleChoice(ids):
            checkChoices(ids, of: field, add: add)
        case let .rating(stars):
            if !(0...field.ratingMax).contains(stars) {
                add(.ratingRange, "\(stars) stars is outside 0…\(field.ratingMax)")
            }
        case let .quantity(_, unit):
            if field.option(unit) == nil { add(.unknownOption, "\"\(unit)\" is not a unit of the field") }
        case let .date(text):
            if !isCalendarDay(text) { add(.invalidDate, "\"\(text)\" is not a calendar day YYYY-MM-DD") }
        case let .relation(id):
            if !isItemID(id) { add(.invalidRelation, "\"\(id)\" is not an item ID (lowercase UUID)") }
        case let .currency(money):
            if !Currency.isKnown(money.currency) {
                add(.unknownCurrency, "\"\(money.currency)\" is not an ISO 4217 currency")
            }
        case .text, .url, .number, .measurement, .checkbox:
            break
        }
        return issues
    }

    /// Whether a value of type `valueType` may sit in a field of type `fieldType`: the same
    /// type, or either choice form in either choice field
    /// (docs/values-and-calculations.md#multiple-choice-values).
    public static func accepts(_ valueType: FieldType, for fieldType: FieldType) -> Bool {
        if valueType == fieldType { return fieldType != .calculation }
        let choices: Set<FieldType> = [.dropdown, .multipleChoice]
        return choices.contains(valueType) && choices.contains(fieldType)
    }

    /// Multiple choice form: at least one, each once, known IDs, in the order of the options.
    private static func checkChoices(_ ids: [String], of field: TemplateField, add: (ValueIssue.Rule, String) -> Void) {
        guard !ids.isEmpty else {
            add(.noChoice, "a multiple choice value needs at least one choice (no choice is no value)")
            return
        }
        var seen: Set<String> = []
        for id in ids where !seen.insert(id).inserted {
            add(.duplicateChoice, "\"\(id)\" is chosen more than once")
        }
        let options = field.options ?? []
        let unknown = ids.filter { id in !options.contains { $0.id == id } }
        for id in unknown { add(.unknownOption, "\"\(id)\" is not an option of the field") }
        let positions = ids.compactMap { id in options.firstIndex { $0.id == id } }
        if unknown.isEmpty, seen.count == ids.count, positions != positions.sorted() {
            let expected = options.map(\.id).filter(ids.contains).joined(separator: ", ")
            add(.choiceOrder, "choices must be stored in the order of the options (\(expected))")
        }
    }

    /// Whether text is a real day of the Gregorian calendar written `YYYY-MM-DD` (years
    /// 0001…9999), as the catalog stores calendar days.
    public static func isCalendarDay(_ text: String) -> Bool { CalendarDay(text) != nil }

    /// Whether text is an ID as the catalog writes them: a UUID in lowercase hex,
    /// `8-4-4-4-12` digits.
    public static func isItemID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) else { return false }
            }
        }
        return true
    }
}
