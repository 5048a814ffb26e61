/// When a field's type may change
/// (docs/templates.md#type-changes-typechangecheckfieldtovaluesinuse, with the exceptions of
/// docs/values-and-calculations.md#multiple-choice-values). Stored values are never rewritten,
/// so a change is only allowed where every value items hold still reads correctly under the new
/// type.
public enum TypeChange {
    public enum Decision: Sendable, Hashable {
        case allowed
        case refused(String)

        public var isAllowed: Bool { self == .allowed }
    }

    /// Whether `field` may become `newType`, given the values items hold for its key.
    ///
    /// - A dropdown can always become a multiple choice (its value reads as one choice).
    /// - A multiple choice can become a dropdown while no item has more than one choice.
    /// - Otherwise only while no item has a value. `null` and `[]` are no value ("no choice is
    ///   no value"); values stored under a calculation's key are ignored by every reader, so
    ///   they do not count either.
    /// - Parameter valuesInUse: the values of `field.key` on the items (owned and wishes).
    public static func check(field: TemplateField, to newType: FieldType, valuesInUse: [JSONValue]) -> Decision {
        if field.type == newType { return .allowed }
        let values = field.type == .calculation ? [] : valuesInUse.filter(hasValue)
        switch (field.type, newType) {
        case (.dropdown, .multipleChoice):
            return .allowed
        case (.multipleChoice, .dropdown):
            let most = values.map(choiceCount).max() ?? 0
            return most > 1
                ? .refused("an item has \(most) choices; a dropdown holds one")
                : .allowed
        default:
            return values.isEmpty
                ? .allowed
                : .refused("\(values.count) item(s) have a value; the type changes only while none has")
        }
    }

    /// The field after a type change: a formula only on calculations, options only on
    /// dropdown, multiple choice and quantity fields; a calculation is never required or
    /// identifying.
    public static func applied(to field: TemplateField, newType: FieldType, formula: Formula? = nil) -> TemplateField {
        var f = field
        f.type = newType
        if newType != .calculation {
            f.formula = nil
        } else {
            if let formula { f.formula = formula }
            f.required = false
            f.identifying = false
        }
        if !newType.hasOptions { f.options = nil }
        return f
    }

    private static func hasValue(_ v: JSONValue) -> Bool {
        switch v {
        case .null: false
        case .array(let a): !a.isEmpty
        default: true
        }
    }

    /// A dropdown value is one choice; a multiple choice value the elements of its list.
    private static func choiceCount(_ v: JSONValue) -> Int {
        if case .array(let a) = v { return a.count }
        return 1
    }
}
