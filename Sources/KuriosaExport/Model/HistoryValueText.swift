import Foundation
import KuriosaCore
import KuriosaStore

/// A history change's value as the reports write it (#29, docs/history.md#reading-the-history):
/// `history --item` printed `purchasePrice: {"minorUnits":22680,…}` and `locationID:
/// "d7b9…" → "03b9…"`. Amounts, places, collections, tags, conditions, statuses and field
/// values (option labels, measurements, days) read as in an export in the chosen language and
/// locale; what it cannot put in words (an ID of a place deleted for good, another record's
/// column) stays as its JSON text.
public struct HistoryValueText {
    let builder: ExportBuilder

    public init(db: Database, language: String, locale: String?) throws {
        let catalog = try ExportCatalog(db: db)
        guard let template = try BuiltinExportTemplates.template(named: "inventory") else { throw ExportError.render("no inventory template") }
        builder = ExportBuilder(catalog: catalog, template: template, options: ExportOptions(language: language, locale: locale, includeSensitive: true, date: String(Timestamp.now().prefix(10))))
    }

    /// The value of `path` (an item's column or `fields.KEY`) in words, nil when it has none
    /// to give (the caller shows the JSON text).
    public func text(path: String, value: JSONValue, itemID: String?) -> String? {
        let options = builder.options
        switch (path, value) {
        case ("locationID", .string(let id)):
            let path = builder.placePath(id)
            return path.isEmpty ? nil : path
        case ("collectionID", .string(let id)):
            let path = builder.collectionPath(id)
            return path.isEmpty ? nil : path
        case ("tagIDs", .array(let ids)):
            let names = ids.compactMap { id -> String? in
                guard case .string(let id) = id else { return nil }
                return builder.catalog.tags.first { $0.id == id }?.name
            }
            return names.count == ids.count ? names.joined(separator: ", ") : nil
        case ("purchasePrice", .object(let o)), ("estimatedValue", .object(let o)), ("wishTarget", .object(let o)):
            guard case .integer(let minor)? = o["minorUnits"], case .string(let currency)? = o["currency"] else { return nil }
            return MoneyFormatter.string(Money(minorUnits: minor, currency: currency), locale: options.locale)
        case ("condition", .string(let id)):
            return ExportStrings.condition(id, language: options.language)
        case ("status", .string(let id)):
            return ExportStrings.status(id, language: options.language)
        default:
            guard path.hasPrefix("fields."), let itemID else { return nil }
            return field(String(path.dropFirst("fields.".count)), value: value, itemID: itemID)
        }
    }

    /// A tagged field value as its cell reads, by the field of the piece's collection's template.
    func field(_ key: String, value: JSONValue, itemID: String) -> String? {
        guard let item = builder.catalog.items.first(where: { $0.id == itemID }),
              let collection = builder.catalog.collections.first(where: { $0.id == item.collectionID }),
              let field = builder.catalog.template(of: collection)?.field(key),
              let json = try? FieldJSON.parse(value.catalogJSONText),
              let fieldValue = try? FieldValue(json: json, key: key) else { return nil }
        let text = builder.values.cell(fieldValue, field: field).text
        return text.isEmpty ? nil : text
    }
}
