import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
@testable import KuriosaPreviews

/// Catalog contents for refresh tests, written with plain SQL: one template with url fields
/// that are visible, hidden and sensitive, one collection, and pieces with links.
enum RefreshFixtures {
    static let templateID = "custom.links"
    static let collectionID = "c0000000-0000-4000-8000-000000000001"
    static let now = "2026-11-01T10:00:00.000Z"

    static let templateJSON = """
        {"id": "custom.links", "version": 1, "name": {"en": "Links"}, "icon": "link",
         "sections": [{"id": "main", "label": {"en": "Main"}}],
         "fields": [
           {"key": "maker_page", "type": "url", "label": {"en": "Maker page"}, "section": "main"},
           {"key": "review", "type": "url", "label": {"en": "Review"}, "section": "main"},
           {"key": "old_link", "type": "url", "label": {"en": "Old link"}, "section": "main", "hidden": true},
           {"key": "dealer_login", "type": "url", "label": {"en": "Dealer login"}, "section": "main", "sensitive": true},
           {"key": "serial", "type": "text", "label": {"en": "Serial"}, "section": "main"}
         ]}
        """

    /// Adds the template and the collection.
    static func prepare(_ db: Database) throws {
        try db.execute("INSERT INTO template (id, version, json, updated_at) VALUES (?, 1, ?, ?)", [templateID, templateJSON, now])
        try db.execute("INSERT INTO collection (id, name, template_id, created_at, updated_at) VALUES (?, 'Watches', ?, ?, ?)",
                       [collectionID, templateID, now, now])
    }

    /// Adds a piece with these field values (key → url) and wish fields; returns its ID.
    @discardableResult
    static func addItem(_ db: Database, number: Int, kind: String = "owned", fields: [String: String],
                        wishFields: [String: String] = [:]) throws -> String {
        let id = String(format: "a0000000-0000-4000-8000-%012d", number)
        try db.execute("""
            INSERT INTO item (id, collection_id, kind, title, status, fields, wish_fields, number, created_at, updated_at)
            VALUES (?, ?, ?, ?, 'in_collection', ?, ?, ?, ?, ?)
            """, [id, collectionID, kind, "Piece \(number)", tagged(fields), tagged(wishFields),
                  kind == "owned" ? number : nil, now, now])
        return id
    }

    static func setFields(_ db: Database, itemID: String, _ fields: [String: String]) throws {
        try db.execute("UPDATE item SET fields = ? WHERE id = ?", [tagged(fields), itemID])
    }

    static func tagged(_ fields: [String: String]) -> String {
        let object = fields.mapValues { ["type": "url", "value": $0] }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A fresh in-memory catalog at the current version with previews on.
    static func catalog() throws -> Database {
        let db = try CatalogSchema.makeFresh()
        try prepare(db)
        try PreviewSwitch.set(true, in: db)
        return db
    }

    static func options(_ server: TestServer) -> RefreshOptions {
        var options = RefreshOptions()
        options.loader = server.configuration
        return options
    }
}
