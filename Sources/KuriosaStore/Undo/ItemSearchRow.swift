import Foundation
import KuriosaCore

/// The derived `item_search` row of pieces, rebuilt from the item and its templates
/// (catalog schema, "Derived data") after an undo changed what the text is made of; the
/// same text `SearchText.build` gives the importer and the merge (option labels in English).
/// Templates are read once per undo.
struct ItemSearchRow {
    let db: Database
    private var templates: [String: Template?] = [:]
    private var collections: [String: String] = [:]
    private let wishlistID: String

    init(_ db: Database) throws {
        self.db = db
        wishlistID = try LibraryMeta.fetch(db).wishlistTemplateID
    }

    /// Whether a change of this path changes the search text.
    static func matters(_ path: String) -> Bool {
        ["title", "collectionID", "kind", "number"].contains(path) || path.hasPrefix("fields.") || path.hasPrefix("wishFields.")
    }

    mutating func template(_ id: String?) throws -> Template? {
        guard let id else { return nil }
        if let cached = templates[id] { return cached }
        let parsed = try TemplateRow.fetchOne(db, id: id).flatMap { try? Template.decode(from: Data($0.json.text.utf8)) }
        templates[id] = parsed
        return parsed
    }

    mutating func rebuild(itemID: String) throws {
        guard let item = try ItemRecord.fetchOne(db, id: itemID) else { return }
        if collections[item.collectionID] == nil {
            collections[item.collectionID] = try CollectionRecord.fetchOne(db, id: item.collectionID)?.templateID ?? ""
        }
        let search = SearchText.build(
            title: item.title, fields: (try? ItemFields.parse(item.fields.text)) ?? ItemFields(),
            wishFields: (try? ItemFields.parse(item.wishFields.text)) ?? ItemFields(),
            template: try template(collections[item.collectionID]), wishlistTemplate: try template(wishlistID), number: item.number)
        try db.execute("INSERT OR REPLACE INTO item_search (item_id, text, sensitive_text) VALUES (?, ?, ?)",
                       [item.id, search.text, search.sensitiveText])
    }
}
