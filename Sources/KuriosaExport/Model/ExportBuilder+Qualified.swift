import Foundation
import KuriosaCore

extension ExportBuilder {
    /// Whether a field's column must name its template (`Year (Coins)`) because an export of
    /// several templates has another field that a header of this one could be read as
    /// (docs/import.md#headers-of-several-templates): the same key with another type or English
    /// label, or another key with a key or label in common (in any language). The importer
    /// reads such a header back for pieces of that template only, and ignores it for the
    /// others; an unqualified `Year` would be claimed by both templates' fields and lose one of
    /// them.
    ///
    /// The comparison is deliberately wider than the importer's (case, accents, `_` and `-`
    /// as spaces): a column qualified needlessly still reads back, one left plain might not.
    static func needsQualifier(_ field: TemplateField, of template: Template, among templates: [Template]) -> Bool {
        let own = names(of: field)
        for other in templates where other.id != template.id {
            for candidate in other.fields {
                if candidate.key == field.key {
                    if candidate.type != field.type || comparable(candidate.label.text(for: "en")) != comparable(field.label.text(for: "en")) {
                        return true
                    }
                } else if !own.isDisjoint(with: names(of: candidate)) {
                    return true
                }
            }
        }
        return false
    }

    /// `Year (Coins)`: the label, and the template's name in the export's language.
    func qualified(_ label: String, template: Template) -> String {
        "\(label) (\(template.name.text(for: options.language)))"
    }

    private static func names(of field: TemplateField) -> Set<String> {
        Set(([field.key] + Array(field.label.texts.values)).map(comparable).filter { !$0.isEmpty })
    }

    private static func comparable(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
