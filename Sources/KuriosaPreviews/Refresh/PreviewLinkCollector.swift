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
        /// Links of url fields that get no preview, with the reason (`SkippedLink.Reason`).
        public var skipped: [SkippedLink] = []
    }

    /// - Parameter collection: a collection's ID or name (case-insensitive); it and its
    ///   sub-collections are in scope. Nil: the whole library.
    public static func collect(_ db: Database, collection: String? = nil) throws -> Result {
        let scope = try collection.map { try collectionScope(db, nameOrID: $0) }
        var templates: [String: [LinkField]] = [:]
        let wishlistID = try LibraryMeta.value(db, key: LibraryMeta.wishlistTemplateKey) ?? BuiltinTemplates.wishlistID
        let wishKeys = try linkFieldKeys(db, templateID: wishlistID)
        var itemIDs: [String] = []
        var links: [PreviewLink] = []
        var skipped: [SkippedLink] = []
        for piece in try ItemRecord.liveFieldTexts(db) {
            let itemID = piece.id, templateID = piece.templateID
            if let scope, !scope.contains(piece.collectionID) { continue }
            itemIDs.append(itemID)
            if templates[templateID] == nil { templates[templateID] = try linkFieldKeys(db, templateID: templateID) }
            var seen = Set<String>()
            var seenSkipped = Set<String>()
            for (json, fields) in [(piece.fields, templates[templateID] ?? []), (piece.wishFields, wishKeys)] {
                for (key, url, reason) in try urls(in: json, fields: fields, itemID: itemID) {
                    if let reason {
                        if seenSkipped.insert(url).inserted {
                            let shown = reason == .sensitiveField ? nil : url
                            skipped.append(SkippedLink(itemID: itemID, field: key, url: shown, reason: reason))
                        }
                    } else if seen.insert(url).inserted {
                        links.append(PreviewLink(itemID: itemID, url: url))
                    }
                }
            }
        }
        // A link that one field previews is not also skipped for another.
        let kept = Set(links)
        skipped.removeAll { skip in skip.url.map { kept.contains(PreviewLink(itemID: skip.itemID, url: $0)) } ?? false }
        return Result(itemIDs: itemIDs, links: links, skipped: skipped)
    }

    /// True for an address that gets a preview: `https://` (as typed) and a host.
    public static func isPreviewable(_ url: String) -> Bool { skipReason(url) == nil }

    /// Why an address of a visible field gets no preview: not `https://` as typed, or no host.
    static func skipReason(_ url: String) -> SkippedLink.Reason? {
        guard url.hasPrefix("https://") else { return .notHTTPS }
        guard let host = URL(string: url)?.host, !host.isEmpty else { return .noHost }
        return nil
    }

    /// A template's url field and why its links get no preview (nil: they do).
    struct LinkField {
        let key: String
        let skip: SkippedLink.Reason?
    }

    /// The template's url fields; hidden and sensitive ones carry their skip reason. A template
    /// missing from the library falls back to the built-in of that ID (the wishlist template
    /// of a library that never customized it may not be stored).
    static func linkFieldKeys(_ db: Database, templateID: String) throws -> [LinkField] {
        let template: Template
        if let json = try TemplateRow.document(db, id: templateID) {
            do { template = try Template.decode(from: Data(json.utf8)) } catch {
                throw PreviewRefreshError.badTemplate(id: templateID, reason: "\(error)")
            }
        } else if let builtin = try? BuiltinTemplates.template(id: templateID) {
            template = builtin
        } else {
            return []
        }
        return template.fields.filter { $0.type == .url }.map { field in
            LinkField(key: field.key, skip: field.sensitive ? .sensitiveField : field.hidden ? .hiddenField : nil)
        }
    }

    /// The non-empty addresses in one item's fields JSON, in the template's field order, each
    /// with the reason it gets no preview (nil: it gets one).
    static func urls(in json: String?, fields: [LinkField], itemID: String) throws -> [(String, String, SkippedLink.Reason?)] {
        guard let json, !fields.isEmpty else { return [] }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw PreviewRefreshError.badFields(itemID: itemID)
        }
        return fields.compactMap { field in
            guard let tagged = object[field.key] as? [String: Any], let value = tagged["value"] as? String,
                  !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            return (field.key, value, field.skip ?? skipReason(value))
        }
    }

    /// The collection named (by ID, else by name ignoring case) and its sub-collections.
    static func collectionScope(_ db: Database, nameOrID: String) throws -> Set<String> {
        let all = try CollectionRecord.fetchAll(db, includingDeleted: false)
        let matches = all.filter { $0.id == nameOrID }.isEmpty
            ? all.filter { $0.name.lowercased() == nameOrID.lowercased() }
            : all.filter { $0.id == nameOrID }
        guard !matches.isEmpty else { throw PreviewRefreshError.noSuchCollection(nameOrID) }
        guard matches.count == 1 else {
            throw PreviewRefreshError.ambiguousCollection(nameOrID, ids: matches.map(\.id))
        }
        var scope: Set<String> = [matches[0].id]
        var grew = true
        while grew {
            grew = false
            for collection in all {
                if let parent = collection.parentID, scope.contains(parent), !scope.contains(collection.id) {
                    scope.insert(collection.id)
                    grew = true
                }
            }
        }
        return scope
    }
}
