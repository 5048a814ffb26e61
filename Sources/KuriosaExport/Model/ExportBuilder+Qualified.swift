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
        "\(label) (\(qualifier(of: template)))"
    }

    /// The template's name, or when another template of the library has that name too (a
    /// copy of a built-in that kept its name, two custom templates both called "Coins"), the
    /// path of the first collection in tree order that uses it (`Year (Coins › Ancient)`):
    /// the name alone would head two columns alike, and the importer could not tell them
    /// apart (`TemplateQualifiers` reads both forms).
    func qualifier(of template: Template) -> String {
        let name = template.name.text(for: options.language)
        let key = Self.comparable(name)
        let shared = catalog.collections.contains { collection in
            guard collection.templateID != template.id, let other = catalog.template(of: collection), other.id != template.id else { return false }
            return other.name.texts.values.contains { Self.comparable($0) == key }
        }
        guard shared else { return name }
        let order = Self.treeOrder(catalog.collections.map { ($0.id, $0.parentID) })
        guard let first = order.first(where: { id in catalog.collections.contains { $0.id == id.id && $0.templateID == template.id } }) else {
            return name
        }
        return collectionPath(first.id)
    }

    private static func names(of field: TemplateField) -> Set<String> {
        Set(([field.key] + Array(field.label.texts.values)).map(comparable).filter { !$0.isEmpty })
    }

    static func comparable(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
