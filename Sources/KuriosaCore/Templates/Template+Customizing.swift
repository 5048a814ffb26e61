import Foundation

/// Editing a template the way the app's editor does (docs/templates.md#customizing): built-in
/// and shared templates are never changed in place, keys never change, and nothing is deleted,
/// because items keep their values under the keys and option IDs.
extension Template {
    /// The ID of a user template: `custom.<lowercase uuid>`.
    public static func customID(_ uuid: UUID) -> String {
        "custom.\(uuid.uuidString.lowercased())"
    }

    /// The collection's own copy of this template, made before its first edit: a new
    /// `custom.<uuid>` ID and `basedOn` this template's ID; everything else is kept.
    public func customizedCopy(id uuid: UUID) -> Template {
        var copy = self
        copy.id = Self.customID(uuid)
        copy.basedOn = id
        return copy
    }

    /// Renames the template; the name becomes one text used for every language.
    public mutating func rename(to name: String) {
        self.name = LocalizedText(english: name)
    }

    /// Renames a field; its label becomes one text used for every language. The key stays.
    public mutating func renameField(_ key: String, to name: String) throws {
        try editField(key) { $0.label = LocalizedText(english: name) }
    }

    /// Renames an option of a field; its ID stays.
    public mutating func renameOption(_ optionID: String, ofField key: String, to name: String) throws {
        try editOption(optionID, ofField: key) { $0.label = LocalizedText(english: name) }
    }

    /// Hides or shows again a field; hidden fields keep their values on the items.
    public mutating func setFieldHidden(_ key: String, _ hidden: Bool = true) throws {
        try editField(key) { $0.hidden = hidden }
    }

    /// Hides or shows again an option; a hidden option still displays on items using it.
    public mutating func setOptionHidden(_ optionID: String, ofField key: String, _ hidden: Bool = true) throws {
        try editOption(optionID, ofField: key) { $0.hidden = hidden }
    }

    /// Adds a field whose key is derived from its label (`FieldKey.derive`) and returns it.
    /// Keys of hidden fields are taken too: their values are still on the items.
    @discardableResult
    public mutating func addField(label: String, type: FieldType, section: String? = nil) -> TemplateField {
        let key = FieldKey.derive(from: label, taken: Set(fields.map(\.key)))
        let field = TemplateField(key: key, type: type, label: LocalizedText(english: label), section: section)
        fields.append(field)
        return field
    }

    /// Adds an option whose ID is derived from its label like a field key, and returns it.
    @discardableResult
    public mutating func addOption(label: String, toField key: String) throws -> FieldOption {
        var added: FieldOption?
        try editField(key) { field in
            let id = FieldKey.derive(from: label, taken: Set((field.options ?? []).map(\.id)))
            let option = FieldOption(id: id, label: LocalizedText(english: label))
            field.options = (field.options ?? []) + [option]
            added = option
        }
        guard let added else { throw TemplateEditError(fieldKey: key, message: "the option could not be added") }
        return added
    }

    /// Changes a field's type when `TypeChange.check` allows it. A field that is no longer
    /// a calculation loses its formula, one that is no longer a dropdown, multiple choice or
    /// quantity its options; a new calculation gets `formula` and is neither required nor
    /// identifying. Stored values are not rewritten.
    /// - Parameter valuesInUse: the values items hold for this key (see `TypeChange`).
    /// - Throws: `TemplateEditError` naming the field when the change is not allowed.
    public mutating func changeFieldType(
        _ key: String, to newType: FieldType, valuesInUse: [JSONValue], formula: Formula? = nil
    ) throws {
        guard let current = field(key) else { throw TemplateEditError(fieldKey: key, message: "no such field") }
        if case .refused(let reason) = TypeChange.check(field: current, to: newType, valuesInUse: valuesInUse) {
            throw TemplateEditError(fieldKey: key, message: reason)
        }
        try editField(key) { $0 = TypeChange.applied(to: $0, newType: newType, formula: formula) }
        updateCalculationSensitivity()
    }

    /// Marks every calculation that uses a sensitive field, directly or through another
    /// calculation, as sensitive; the editor runs this whenever a field changes.
    public mutating func updateCalculationSensitivity() {
        let graph = CalculationGraph(
            fieldsByKey: Dictionary(fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
        for i in fields.indices where fields[i].type == .calculation && !fields[i].sensitive {
            if graph.sensitiveSource(of: fields[i].key) != nil { fields[i].sensitive = true }
        }
    }

    private mutating func editField(_ key: String, _ edit: (inout TemplateField) throws -> Void) throws {
        guard let i = fields.firstIndex(where: { $0.key == key }) else {
            throw TemplateEditError(fieldKey: key, message: "no such field")
        }
        try edit(&fields[i])
    }

    private mutating func editOption(_ optionID: String, ofField key: String, _ edit: (inout FieldOption) -> Void) throws {
        try editField(key) { field in
            guard var options = field.options, let j = options.firstIndex(where: { $0.id == optionID }) else {
                throw TemplateEditError(fieldKey: key, message: "no option \"\(optionID)\"")
            }
            edit(&options[j])
            field.options = options
        }
    }
}
