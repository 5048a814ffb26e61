import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import Testing

/// More collections and pieces with field values, counts and prices, for the reports'
/// fidelity tests: collections are made by the importer, as a person makes them.
extension ReportFixture {
    /// A new top-level collection of a built-in template; returns its ID.
    func addCollection(_ name: String, template: String) throws -> String {
        let options = ImportOptions(destination: .newCollection(name: name, template: template, parentPath: nil))
        // Required fields need a column even in a file without rows.
        let required = (try BuiltinTemplates.template(id: template))?.fields.filter(\.required).map { "\"" + $0.label.text(for: "en") + "\"" } ?? []
        let header = (["Name"] + required).joined(separator: ",") + "\n"
        let report = try CSVImporter(session: session, library: library, options: options).run(.bytes(Array(header.utf8)))
        return try #require(try CollectionRecord.fetchAll(session.db).first { $0.name == name }, "\(report)").id
    }

    /// A piece in `collection` with field values, a count (the first purchase's quantity)
    /// and a purchase price. Numbers start at 1000, apart from `addPiece`'s.
    @discardableResult
    func addItem(_ title: String, collection: String, fields: [String: FieldValue] = [:], quantity: Double? = nil,
                 price: Money? = nil, estimated: Money? = nil) throws -> String {
        let id = UUID().uuidString.lowercased()
        let number = max(999, try ItemRecord.fetchAll(session.db).compactMap(\.number).max() ?? 0) + 1
        var item = ItemRecord(id: id, collectionID: collection, kind: .owned, title: title, purchasePrice: price,
                              estimatedValue: estimated, fields: JSONText(ItemFieldsJSON.any(fields)),
                              createdAt: Self.now, updatedAt: Self.now, number: number)
        item.purchaseQuantity = quantity
        try item.insert(session.db)
        return id
    }

    /// Every visible field (sensitive ones too) of one collection, as a person reads it.
    func allFieldsDocument(collection: String, language: String, locale: String) throws -> ExportDocument {
        let template = ExportTemplate(id: "custom.all", name: LocalizedText(["en": "All"]), formats: [.html],
                                      selection: .init(collections: [collection]), grouping: .collection,
                                      columns: [.standard(.title), .allFields])
        let options = ExportOptions(language: language, locale: locale, includeSensitive: true, date: "2026-10-01")
        return try ExportBuilder(catalog: ExportCatalog(db: session.db), template: template, options: options).build()
    }
}
