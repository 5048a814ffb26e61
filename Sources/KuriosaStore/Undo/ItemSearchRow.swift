import Foundation
import KuriosaCore

/// The derived `item_search` row of one piece, rebuilt from the item and its templates
/// (catalog schema, "Derived data") after an undo changed its title, fields or number; the
/// same text `SearchText.build` gives the importer and the merge (option labels in English).
enum ItemSearchRow {
    static func rebuild(_ db: Database, itemID: String) throws {
        guard let item = try ItemRecord.fetchOne(db, id: itemID) else { return }
        func template(_ id: String?) throws -> Template? {
            guard let id, let row = try TemplateRow.fetchOne(db, id: id) else { return nil }
            return try? Template.decode(from: Data(row.json.text.utf8))
        }
        let collection = try CollectionRecord.fetchOne(db, id: item.collectionID)
        let search = SearchText.build(
            title: item.title, fields: (try? ItemFields.parse(item.fields.text)) ?? ItemFields(),
            wishFields: (try? ItemFields.parse(item.wishFields.text)) ?? ItemFields(),
            template: try template(collection?.templateID),
            wishlistTemplate: try template(LibraryMeta.fetch(db).wishlistTemplateID), number: item.number)
        try db.execute("INSERT OR REPLACE INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)",
                       [item.id, search.text, search.sensitiveText])
    }
}
