import Foundation
import KuriosaCore
import KuriosaStore

/// What an export reads from a catalog, loaded once: collections, places, tags, templates,
/// the living pieces and their media. Deleted pieces, photos, collections and places are left
/// out here, so no renderer can show them.
public struct ExportCatalog: Sendable {
    public var collections: [CollectionRecord]
    public var locations: [LocationRecord]
    public var tags: [TagRecord]
    /// Template ID → template; a template the catalog lacks falls back to the shipped built-in.
    public var templates: [String: Template]
    /// Living items in catalog order.
    public var items: [ItemRecord]
    /// Item ID → living media in display order.
    public var media: [String: [MediaRecord]]
    /// Item ID → inventory number, for relation fields (deleted pieces too, so a link still reads).
    public var numbers: [String: (number: Int?, title: String)]
    /// The wishlist template in use (`library_meta.wishlist_template_id`): every wish's fields.
    public var wishlistTemplateID = BuiltinTemplates.wishlistID

    /// Reads everything an export needs.
    /// - Throws: `RecordError`/`DatabaseError` naming the row, or `ExportError.template` when
    ///   a collection's template does not read.
    /// - Parameter template: the export's template; one with a `valued_on` column reads the
    ///   history's valuations too (`timeline`).
    public init(db: Database, template: ExportTemplate? = nil) throws {
        if template?.columns.contains(.standard(.valuedOn)) == true { timeline = try ItemTimeline(db: db) }
        collections = try CollectionRecord.fetchAll(db, includingDeleted: false)
        locations = try LocationRecord.fetchAll(db, includingDeleted: false)
        // A cycle would hide its pieces from every walk down the tree: refuse, naming it.
        if let cycle = TreeCycles.find(collections.map { ($0.id, $0.parentID) }).first {
            let names = Dictionary(collections.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
            throw ExportError.cycle(kind: "collections", names: cycle.map { names[$0] ?? $0 })
        }
        if let cycle = TreeCycles.find(locations.map { ($0.id, $0.parentID) }).first {
            let names = Dictionary(locations.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
            throw ExportError.cycle(kind: "places", names: cycle.map { names[$0] ?? $0 })
        }
        tags = try TagRecord.fetchAll(db)
        var templates: [String: Template] = [:]
        for row in try TemplateRow.fetchAll(db) {
            do { templates[row.id] = try Template.decode(from: Data(row.json.text.utf8)) } catch {
                throw ExportError.template(id: row.id, reason: "\(error)")
            }
        }
        wishlistTemplateID = try LibraryMeta.fetch(db).wishlistTemplateID
        for id in Set(collections.map(\.templateID)).union([BuiltinTemplates.wishlistID, wishlistTemplateID]) where templates[id] == nil {
            templates[id] = BuiltinTemplates.shipped(id: id)
        }
        self.templates = templates
        let all = try ItemRecord.fetchAll(db, includingDeleted: true)
        var numbers: [String: (number: Int?, title: String)] = [:]
        for item in all { numbers[item.id] = (item.number, item.title) }
        self.numbers = numbers
        items = all.filter { $0.deletedAt == nil }
        var media: [String: [MediaRecord]] = [:]
        for record in try MediaRecord.fetchAll(db, includingDeleted: false) { media[record.itemID, default: []].append(record) }
        self.media = media
    }

    /// The template of a collection, when it reads.
    func template(of collection: CollectionRecord) -> Template? { templates[collection.templateID] }

    /// The history's valuations and the stored value days, for `valued_on`; nil when the
    /// export's template has no such column.
    public var timeline: ItemTimeline?

    /// The wishlist template in use, the shipped built-in when the library names none it has.
    var wishlistTemplate: Template? { templates[wishlistTemplateID] ?? templates[BuiltinTemplates.wishlistID] }
}

/// Why an export cannot be made; the message names what to fix.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    case template(id: String, reason: String)
    /// A `--collection` that names none; `known` the library's collection paths.
    case unknownCollection(String, known: [String])
    case unsupportedFormat(template: String, format: String)
    case render(String)
    /// Collections (or places) each under the next, the last under the first: their pieces
    /// would be left out of every tree (docs/store.md#a-cycle-of-collections-or-places).
    case cycle(kind: String, names: [String])

    public var description: String {
        switch self {
        case let .template(id, reason): "template \(id) does not read: \(reason)"
        case let .unknownCollection(name, known):
            "no collection has the ID or name \"\(name)\"" + (known.isEmpty ? " (the library has no collections)"
                : "; the library's collections: " + known.prefix(30).joined(separator: ", ") + (known.count > 30 ? ", …" : ""))
        case let .unsupportedFormat(template, format): "export template \(template) is not made for \(format)"
        case let .render(message): message
        case let .cycle(kind, names):
            (names.count == 1 ? "the \(kind == "places" ? "place" : "collection") “\(names[0])” is its own parent"
                : "the \(kind) " + names.map { "“\($0)”" }.joined(separator: ", ") + " are each under the next and the last under the first")
                + " (a cycle), so their pieces belong to no tree; nothing was written. Move one of them to the top level in the app "
                + "(`kuriosa check` lists every cycle)"
        }
    }
}
