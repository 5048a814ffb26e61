import Foundation
import KuriosaCore
import KuriosaStore

/// A row of an older spreadsheet export whose piece changed since the export
/// (docs/import.md#an-older-export-conflicts): its `Export stamp` no longer matches the piece,
/// and the row would change a value the library changed since too (or its history cannot say
/// which). Nothing of the row is written (unless `--overwrite-newer`); the report lists each
/// value that differs, the sheet's and the library's, and when and by what the library's
/// changed since the export, where its history says. A row that changes only values the
/// library left alone since is an ordinary edit (the same sheet, edited again after an import).
package struct PieceConflict: Sendable, Equatable {
    public struct Field: Sendable, Equatable {
        /// The history path (`estimatedValue`, `fields.case_diameter`).
        public var path: String
        /// The value's name as a person reads it (`estimated value`, `Case diameter`).
        public var name: String
        public var sheet: String
        public var library: String
        /// When the library's value changed since the export, and by what (`edits in the
        /// app`, `import of wine.csv`); nil when its history names no change since (the sheet
        /// was edited, or the history was pruned).
        public var changedAt: String?
        public var changedBy: String?
    }

    public var id: String
    public var number: Int?
    public var row: Int
    /// The row's worksheet, as `ImportReport.RowError.worksheet`.
    public var worksheet: String?
    /// The piece's last change as the export saw it (from the stamp), nil for a digest stamp.
    public var exportedAt: String?
    /// The piece's last change now (`updated_at`).
    public var changedAt: String
    public var fields: [Field]

    /// How a plan (`PieceWriter.plannedChanges`) names a place or tag the library lacks,
    /// where the piece would hold an ID: never an ID, since it starts with a control character.
    static func newName(_ name: String) -> String { "\u{1}" + name }

    /// Names what a conflict's values are, reading the names and the history once per import.
    struct Describer {
        let template: Template
        let wishlist: Template?
        private var places: [String: String]?
        private var tags: [String: String]?
        private var log: HistoryLog?

        init(template: Template, wishlist: Template?) {
            self.template = template
            self.wishlist = wishlist
        }

        /// What the library changed in the piece since the export, path → (time, batch id),
        /// from the piece's history after the stamp's time; nil when that cannot be told (a
        /// digest stamp, or a piece that changed with no history entry to say how): then every
        /// value the row would change counts as changed on both sides.
        func changedSince(_ old: ItemRecord, stamp: String, db: Database) throws -> [String: (time: String, batch: String)]? {
            guard let exportedAt = ExportStamp.time(of: stamp) else { return nil }
            let entries = try HistoryEntry.fetchAll(db, entityID: old.id).filter { $0.entity == "item" && $0.occurredAt > exportedAt }
            guard !entries.isEmpty else { return nil }
            var since: [String: (time: String, batch: String)] = [:]
            for entry in entries {
                for change in (try? entry.changes()) ?? [] { since[change.path] = (entry.occurredAt, entry.batchID) }
            }
            return since
        }

        /// The conflict of a row: every value it would change, each with when and by what the
        /// library's changed since the export where its history says.
        mutating func conflict(_ old: ItemRecord, changes: [HistoryChange], since: [String: (time: String, batch: String)]?,
                               row: Int, stamp: String, db: Database) throws -> PieceConflict {
            if log == nil, since != nil { log = try HistoryLog.read(db) }
            func by(_ batch: String) -> String {
                guard let log, let found = log.batch(batch) else { return "another writer" }
                return HistoryWords.title(of: found, in: log)
            }
            let fields = try changes.map { change in
                let changed = since?[change.path]
                return Field(path: change.path, name: name(of: change.path), sheet: try text(change.new, path: change.path, db: db),
                             library: try text(change.old, path: change.path, db: db),
                             changedAt: changed.map { String($0.time.prefix(10)) }, changedBy: changed.map { by($0.batch) })
            }
            return PieceConflict(id: old.id, number: old.number, row: row, exportedAt: ExportStamp.time(of: stamp),
                                 changedAt: old.updatedAt, fields: fields)
        }

        /// `estimated value`, or a field's label in English (`Case diameter`).
        func name(of path: String) -> String {
            if path.hasPrefix("fields."), let field = template.field(String(path.dropFirst(7))) { return field.label.text(for: "en") }
            if path.hasPrefix("wishFields."), let field = wishlist?.field(String(path.dropFirst(11))) { return field.label.text(for: "en") }
            if path == "locationID" { return "place" }
            if path == "purchaseQuantity" { return "count" }
            return HistoryWords.path(path)
        }

        /// A value as a person reads it: a place by its path, tags by name, the rest as the diff shows it.
        mutating func text(_ value: JSONValue, path: String, db: Database) throws -> String {
            func named(_ id: String, in table: [String: String]) -> String {
                id.hasPrefix("\u{1}") ? String(id.dropFirst()) + " (new)" : table[id] ?? id
            }
            switch path {
            case "locationID":
                guard case .string(let id) = value else { return PieceChanges.text(value) }
                if places == nil { places = try Self.placePaths(db) }
                return named(id, in: places ?? [:])
            case "tagIDs":
                guard case .array(let ids) = value else { return PieceChanges.text(value) }
                if tags == nil { tags = Dictionary(try TagRecord.fetchAll(db).map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a }) }
                let names = ids.compactMap(\.stringValue).map { named($0, in: tags ?? [:]) }
                return names.isEmpty ? "—" : names.joined(separator: ", ")
            default:
                return PieceChanges.text(value)
            }
        }

        /// Every place's path (`Safe › Box 3`), by id.
        static func placePaths(_ db: Database) throws -> [String: String] {
            let locations = try LocationRecord.fetchAll(db)
            let byID = Dictionary(locations.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            var out: [String: String] = [:]
            for location in locations {
                out[location.id] = TreePath.text(TreePath.names(of: location.id) { byID[$0].map { ($0.name, $0.parentID) } })
            }
            return out
        }
    }
}
