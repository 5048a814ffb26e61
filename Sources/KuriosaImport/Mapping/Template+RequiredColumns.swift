import KuriosaCore

extension Template {
    /// The fields a file must fill for a new piece (docs/import-rules.md#required-columns):
    /// required, visible, and not calculated. One definition for the column check, the row
    /// check, and the collection an import shapes.
    var requiredColumnFields: [TemplateField] {
        fields.filter { $0.required && !$0.hidden && $0.type != .calculation }
    }
}
