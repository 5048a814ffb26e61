import Foundation
import KuriosaCore
import KuriosaStore

/// Finds the links that get previews (catalog schema, `link_preview`): url fields of
/// `item.fields` (the collection's template) and `item.wish_fields` (the wishlist template in
/// use) that are visible and not sensitive, starting with `https://` and with a host. Pieces
/// and collections that are deleted are left out (their rows are left alone too: undoing the
/// deletion brings them back as they were).
public enum PreviewLinkCollector {
    /// The pieces looked at and the links they have.
    public struct Result: Sendable {
        /// Every piece in scope, with or without links, so that rows of links a piece no
        /// longer has can be deleted.
        public var itemIDs: [String]
        /// One entry per piece and link, in item order then field order.
        public var links: [PreviewLink]
    }

    /// - Parameter collection: a collection's ID or name (case-insensitive); it and its
    ///   sub-collections are in scope. Nil: the whole library.
    public static func collect(_ db: Database, collection: String? = nil) throws -> Result {
        let scope = try collection.map { try collectionScope(db, nameOrID: $0) }
        var templates: [String: [String]] = [:]
        let wishlistID = try db.scalar("SELECT value FROM library_meta WHERE key = 'wishlist_template_id'").string
            ?? BuiltinTemplates.wishlistID
        let wishKeys = try linkFieldKeys(db, templateID: wishlistID)
        var itemIDs: [String] = []
        var links: [PreviewLink] = []
        let rows = try db.rows("""
            SELECT i.id, i.collection_id, i.fields, i.wish_fields, c.template_id
            FROM item i JOIN collection c ON c.id = i.collection_id
            WHERE i.deleted_at IS NULL AND c.deleted_at IS NULL
            ORDER BY i.created_at, i.id
            """)
        for row in rows {
            guard let itemID = row["id"].string, let collectionID = row["collection_id"].string,
                  let templateID = row["template_id"].string else { continue }
            if let scope, !scope.contains(collectionID) { continue }
            itemIDs.append(itemID)
            if templates[templateID] == nil { templates[templateID] = try linkFieldKeys(db, templateID: templateID) }
            var seen = Set<String>()
            for (json, keys) in [(row["fields"].string, templates[templateID] ?? []), (row["wish_fields"].string, wishKeys)] {
                for url in try urls(in: json, keys: keys, itemID: itemID) where seen.insert(url).inserted {
                    links.append(PreviewLink(itemID: itemID, url: url))
                }
            }
        }
        return Result(itemIDs: itemIDs, links: links)
    }

    /// True for an address that gets a preview: `https://` (as typed) and a host.
    public static func isPreviewable(_ url: String) -> Bool {
        guard url.hasPrefix("https://"), let host = URL(string: url)?.host else { return false }
        return !host.isEmpty
    }

    /// The keys of the template's url fields that are visible and not sensitive. A template
    /// missing from the library falls back to the built-in of that ID (the wishlist template
    /// of a library that never customized it may not be stored).
    static func linkFieldKeys(_ db: Database, templateID: String) throws -> [String] {
        let template: Template
        if let json = try db.scalar("SELECT json FROM template WHERE id = ?", [templateID]).string {
            do { template = try Template.decode(from: Data(json.utf8)) } catch {
                throw PreviewRefreshError.badTemplate(id: templateID, reason: "\(error)")
            }
        } else if let builtin = try? BuiltinTemplates.template(id: templateID) {
            template = builtin
        } else {
            return []
        }
        return template.fields.filter { $0.type == .url && !$0.hidden && !$0.sensitive }.map(\.key)
    }

    /// The previewable addresses in one item's fields JSON, in the template's field order.
    static func urls(in json: String?, keys: [String], itemID: String) throws -> [String] {
        guard let json, !keys.isEmpty else { return [] }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw PreviewRefreshError.badFields(itemID: itemID)
        }
        return keys.compactMap { key in
            guard let tagged = object[key] as? [String: Any], let value = tagged["value"] as? String,
                  isPreviewable(value) else { return nil }
            return value
        }
    }

    /// The collection named (by ID, else by name ignoring case) and its sub-collections.
    static func collectionScope(_ db: Database, nameOrID: String) throws -> Set<String> {
        let all = try db.rows("SELECT id, name, parent_id FROM collection WHERE deleted_at IS NULL")
        let matches = all.filter { $0["id"].string == nameOrID }.isEmpty
            ? all.filter { $0["name"].string?.lowercased() == nameOrID.lowercased() }
            : all.filter { $0["id"].string == nameOrID }
        guard !matches.isEmpty else { throw PreviewRefreshError.noSuchCollection(nameOrID) }
        guard matches.count == 1, let root = matches[0]["id"].string else {
            throw PreviewRefreshError.ambiguousCollection(nameOrID, ids: matches.compactMap { $0["id"].string })
        }
        var scope: Set<String> = [root]
        var grew = true
        while grew {
            grew = false
            for row in all {
                if let id = row["id"].string, let parent = row["parent_id"].string, scope.contains(parent), !scope.contains(id) {
                    scope.insert(id)
                    grew = true
                }
            }
        }
        return scope
    }
}
