/// How choice values read (docs/values-and-calculations.md#multiple-choice-values): the same
/// text in the app, in every language and in exports, whatever form the value was stored in.
public enum MultipleChoiceDisplay {
    /// The labels of the chosen options in the order of the field's options, then the IDs of
    /// choices the field does not know, in stored order; each choice once. A dropdown value
    /// counts as a list of its one choice. Nil for values that are not choices.
    /// - Parameter language: language code for the labels (`de`, `de-CH`), English fallback.
    public static func labels(_ value: FieldValue, field: TemplateField, language: String) -> [String]? {
        guard let ids = value.choiceIDs else { return nil }
        let chosen = Set(ids)
        let options = field.options ?? []
        let known = options.filter { chosen.contains($0.id) }
        var seen = Set(known.map(\.id))
        let unknown = ids.filter { id in seen.insert(id).inserted }
        return known.map { $0.label.text(for: language) } + unknown
    }

    /// `labels` joined by ", " ("Leather, Steel"); nil for values that are not choices.
    public static func string(_ value: FieldValue, field: TemplateField, language: String) -> String? {
        labels(value, field: field, language: language)?.joined(separator: ", ")
    }
}
