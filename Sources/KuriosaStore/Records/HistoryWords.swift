import Foundation
import KuriosaCore

/// Says in words what a history batch did ("import of wine.csv: 120 pieces created, 3
/// updated", "merge repairs: 2 numbers", "edits in the app: K-0007 title, estimated value")
/// and names the records it touched the way a person knows them (K-0007, the photo of
/// K-0007, collection “Watches”). Reads the names once per catalog.
public struct HistoryWords: Sendable {
    struct Piece: Sendable { let number: Int?; let title: String; let isWish: Bool }
    var pieces: [String: Piece] = [:]
    var media: [String: (itemID: String, isPhoto: Bool)] = [:]
    var names: [String: String] = [:]

    /// - Parameter log: the history, for the pieces of photos deleted for good.
    public static func read(_ db: Database, log: HistoryLog? = nil) throws -> HistoryWords {
        var w = HistoryWords()
        for r in try db.rows("SELECT id, number, title, kind FROM item") {
            guard let id = r["id"].string else { continue }
            w.pieces[id] = Piece(number: r["number"].int, title: r["title"].string ?? "", isWish: r["kind"].string == "wish")
        }
        for r in try db.rows("SELECT id, item_id, kind FROM media") {
            guard let id = r["id"].string, let item = r["item_id"].string else { continue }
            w.media[id] = (item, r["kind"].string != "document")
        }
        // Photos deleted for good have no row: their piece is in their history.
        for e in log?.entries ?? [] where e.entity == "media" && w.media[e.entityID] == nil {
            let changes = (try? e.changes()) ?? []
            if let item = changes.first(where: { $0.path == "itemID" }).flatMap({ $0.new.stringValue ?? $0.old.stringValue }) {
                let kind = changes.first { $0.path == "kind" }.flatMap { $0.new.stringValue ?? $0.old.stringValue }
                w.media[e.entityID] = (item, kind != "document")
            }
        }
        for table in ["collection", "location", "tag", "item_set"] {
            for r in try db.rows("SELECT id, name FROM \(table)") {
                if let id = r["id"].string { w.names[id] = r["name"].string ?? "" }
            }
        }
        return w
    }

    /// `K-0007`, or the title in quotes for a wish or a piece without a number.
    public func piece(_ id: String) -> String {
        guard let p = pieces[id] else { return "piece \(id)" }
        return ItemNumber.display(p.number) ?? "“\(p.title)”"
    }

    /// A record as a person knows it.
    public func record(entity: String, id: String, changes: [HistoryChange] = []) -> String {
        func recorded(_ path: String) -> String? {
            changes.first { $0.path == path }.flatMap { $0.new.stringValue ?? $0.old.stringValue }
        }
        let name = names[id] ?? recorded("name") ?? recorded("payload")
        switch entity {
        case "item": return piece(id)
        case "media":
            let item = media[id]?.itemID ?? recorded("itemID")
            let noun = media[id].map { $0.isPhoto ? "photo" : "document" } ?? "photo"
            return item.map { "\(noun) of \(piece($0))" } ?? "\(noun) \(id)"
        case "collection": return "collection “\(name ?? id)”"
        case "location": return "place “\(name ?? id)”"
        case "tag": return "tag “\(name ?? id)”"
        case "item_set": return "set “\(name ?? id)”"
        case "item_code": return recorded("itemID").map { "code of \(piece($0))" } ?? "code \(id)"
        case "relation":
            if let from = recorded("fromItemID"), let to = recorded("toItemID") { return "link \(piece(from)) – \(piece(to))" }
            return "link \(id)"
        case "status_event": return recorded("itemID").map { "status event of \(piece($0))" } ?? "status event \(id)"
        default: return "\(entity) \(id)"
        }
    }

    /// `estimatedValue` → `estimated value`, `fields.last_service` → `last service`.
    public static func path(_ path: String) -> String {
        var p = Substring(path)
        for prefix in ["fields.", "wishFields."] where p.hasPrefix(prefix) { p = p.dropFirst(prefix.count) }
        switch p {
        case "deletedAt": return "deleted"
        case "tagIDs": return "tags"
        case "itemIDs": return "members"
        case "isFavorite": return "favorite"
        default: break
        }
        var out = ""
        for c in p {
            if c == "_" { out.append(" ") } else if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        if out.hasSuffix(" i d") { out = String(out.dropLast(4)) }
        if out.hasSuffix(" id") { out = String(out.dropLast(3)) }
        return out
    }

    // MARK: Batches

    /// The batch's title: what the toolkit called it, "merge repairs", "edits in the app",
    /// or "undo of …" / "redo of …" for a batch that undoes another.
    public func title(of batch: HistoryBatch, in log: HistoryLog) -> String { Self.title(of: batch, in: log) }

    /// The batch's title, from the log alone (no names of records needed).
    public static func title(of batch: HistoryBatch, in log: HistoryLog) -> String {
        if batch.isUndo {
            let (origin, depth) = log.origin(of: batch)
            return (depth % 2 == 1 ? "undo of " : "redo of ") + title(of: origin, in: log)
        }
        if let name = batch.name { return name.words }
        switch batch.actor {
        case HistoryActor.merge.rawValue: return "merge repairs"
        case HistoryActor.local.rawValue: return "edits in the app"
        default: return "changes by \(batch.actor)"
        }
    }

    /// `title: what it did`.
    public func describe(_ batch: HistoryBatch, in log: HistoryLog) -> String {
        title(of: batch, in: log) + ": " + summary(of: batch)
    }

    /// A few records by name and path; more than three as counts; merge repairs as counts
    /// of what they repaired.
    public func summary(of batch: HistoryBatch) -> String {
        let entries = batch.entries
        if batch.actor == HistoryActor.merge.rawValue && !batch.isUndo {
            var counts: [(String, Int)] = []
            for e in entries {
                let changes = (try? e.changes()) ?? []
                let word: String
                switch e.action {
                case .update: word = changes.map { Self.path($0.path) }.joined(separator: " and ")
                case .restore: word = "restored " + Self.noun(e.entity, isPhoto: true)
                case .delete: word = Self.noun(e.entity, isPhoto: true) + " removed"
                case .create: word = Self.noun(e.entity, isPhoto: true) + " added"
                }
                if let i = counts.firstIndex(where: { $0.0 == word }) { counts[i].1 += 1 } else { counts.append((word, 1)) }
            }
            return counts.map { "\($0.1) \($0.1 == 1 ? $0.0 : Self.plural($0.0))" }.joined(separator: ", ")
        }
        let records = Set(entries.map(\.entityID))
        if records.count <= 3 && batch.name == nil {
            var parts: [String] = []
            for e in entries {
                let changes = (try? e.changes()) ?? []
                let what: String
                switch e.action {
                case .update: what = changes.map { Self.path($0.path) }.joined(separator: ", ")
                case .create: what = "created"
                case .delete: what = UndoableRecords.types[e.entity]?.isSoftDeleted == false ? "removed" : "deleted"
                case .restore: what = "restored"
                }
                parts.append("\(record(entity: e.entity, id: e.entityID, changes: changes)) \(what)")
            }
            return parts.joined(separator: "; ")
        }
        // Counts per kind of record, then per action: "120 pieces created, 3 updated".
        var groups: [(noun: String, actions: [(String, Int)])] = []
        for e in entries {
            let isPhoto = media[e.entityID]?.isPhoto ?? true
            let noun = e.entity == "item" && pieces[e.entityID]?.isWish == true ? "wish" : Self.noun(e.entity, isPhoto: isPhoto)
            let verb = Self.verb(e.action, entity: e.entity)
            if let g = groups.firstIndex(where: { $0.noun == noun }) {
                if let a = groups[g].actions.firstIndex(where: { $0.0 == verb }) { groups[g].actions[a].1 += 1 } else { groups[g].actions.append((verb, 1)) }
            } else {
                groups.append((noun, [(verb, 1)]))
            }
        }
        return groups.flatMap { g in
            g.actions.enumerated().map { i, a in
                i == 0 ? "\(a.1) \(a.1 == 1 ? g.noun : Self.plural(g.noun)) \(a.0)" : "\(a.1) \(a.0)"
            }
        }.joined(separator: ", ")
    }

    static func noun(_ entity: String, isPhoto: Bool) -> String {
        switch entity {
        case "item": "piece"
        case "media": isPhoto ? "photo" : "document"
        case "collection": "collection"
        case "location": "place"
        case "tag": "tag"
        case "item_set": "set"
        case "item_code": "code"
        case "relation": "link"
        case "status_event": "status event"
        default: entity
        }
    }

    static func verb(_ action: HistoryEntry.Action, entity: String) -> String {
        switch action {
        case .create: entity == "media" ? "added" : "created"
        case .update: "updated"
        case .delete: UndoableRecords.types[entity]?.isSoftDeleted == false ? "removed" : "deleted"
        case .restore: "restored"
        }
    }

    static func plural(_ words: String) -> String {
        var parts = words.split(separator: " ", maxSplits: 1).map(String.init)
        // Pluralize the first word of "photo added", the last of "restored piece".
        let i = parts.first == "restored" ? parts.count - 1 : 0
        let w = parts[i]
        parts[i] = w == "wish" || w == "status" ? w + "es" : w == "entry" ? "entries" : w + "s"
        return parts.joined(separator: " ")
    }
}
