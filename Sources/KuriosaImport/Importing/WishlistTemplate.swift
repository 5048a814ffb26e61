import Foundation
import KuriosaCore
import KuriosaStore

/// The template whose fields every wish gets (`library_meta.wishlist_template_id`, else
/// `builtin.wishlist`), read once per `--kind wish` import. Like a collection's built-in
/// template, the built-in wishlist is stored in the library on first use: when the import
/// reads a column of its fields and the library has no row of that id yet.
struct WishlistTemplate {
    let template: Template
    /// The document to store (a built-in the library does not have yet).
    let rowToStore: TemplateRow?

    /// - Throws: `ImportSetupError` when the template named in `library_meta` is neither
    ///   stored nor built in, or does not read.
    static func resolve(db: Database, now: String) throws -> WishlistTemplate {
        let id = try LibraryMeta.fetch(db).wishlistTemplateID
        if try TemplateRow.fetchOne(db, id: id) != nil {
            return WishlistTemplate(template: try ImportDestination.storedTemplate(id, db: db), rowToStore: nil)
        }
        guard let text = BuiltinTemplates.jsonText(id: id), let template = try BuiltinTemplates.template(id: id) else {
            throw ImportSetupError("the wishlist template \(id) (library_meta.wishlist_template_id) is not in the library")
        }
        return WishlistTemplate(template: template,
                                rowToStore: TemplateRow(id: id, version: template.version, json: try JSONText(parsing: text), updatedAt: now))
    }

    /// Stores the built-in document unless the library has it (inside the import's
    /// transaction; not recorded in the history, as for collection templates).
    func store(db: Database) throws {
        if let rowToStore, try TemplateRow.fetchOne(db, id: rowToStore.id) == nil { try rowToStore.insert(db) }
    }
}
