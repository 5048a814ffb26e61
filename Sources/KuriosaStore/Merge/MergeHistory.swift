import Foundation
import KuriosaCore

/// The history of one catalog copy, indexed by record, for the questions section 10 asks:
/// when did this copy's own history last change a path, a list entry, a member; did it
/// remove a record physically. Entries are ordered by `occurred_at`, then by id.
struct MergeHistory: Sendable {
    /// The order of history entries: time, then id (section 10).
    struct Key: Comparable, Hashable, Sendable {
        let occurredAt: String
        let id: String

        static func < (a: Key, b: Key) -> Bool {
            if a.occurredAt != b.occurredAt { return MergeOrder.precedes(a.occurredAt, b.occurredAt) }
            return MergeOrder.precedes(a.id, b.id)
        }
    }

    struct Entry: Sendable {
        let key: Key
        let entity: String
        let action: String
        let changesText: String

        /// Path → (old, new); empty when the text cannot be read (such an entry decides nothing).
        var changes: [String: (old: JSONValue, new: JSONValue)] {
            guard let list = try? HistoryChange.parse(changesText) else { return [:] }
            var out: [String: (old: JSONValue, new: JSONValue)] = [:]
            for c in list { out[c.path] = (c.old, c.new) }
            return out
        }
    }

    private var byRecord: [String: [Entry]] = [:]

    init(_ history: MergeTable) {
        let cols = ["id", "occurred_at", "entity", "entity_id", "action", "changes"].map { history.index[$0] ?? 0 }
        for row in history.rows.values {
            guard let id = row[cols[0]].string, let at = row[cols[1]].string, let entity = row[cols[2]].string,
                  let entityID = row[cols[3]].string, let action = row[cols[4]].string else { continue }
            let entry = Entry(key: Key(occurredAt: at, id: id), entity: entity, action: action,
                              changesText: row[cols[5]].string ?? "[]")
            byRecord[entityID, default: []].append(entry)
        }
        for (k, v) in byRecord { byRecord[k] = v.sorted { $0.key < $1.key } }
    }

    /// The entries of one record, oldest first.
    func entries(_ entity: String, _ id: String) -> [Entry] {
        (byRecord[id] ?? []).filter { $0.entity == entity }
    }

    /// The latest entry that names `path` in its changes.
    func lastChange(_ entity: String, _ id: String, path: String) -> Key? {
        for e in entries(entity, id).reversed() where Self.mayMention(e.changesText, path) {
            if e.changes[path] != nil { return e.key }
        }
        return nil
    }

    /// The latest entry of the record, whatever it changed.
    func last(_ entity: String, _ id: String) -> Key? { entries(entity, id).last?.key }

    /// The latest entry that is not a delete.
    func lastNonDelete(_ entity: String, _ id: String) -> Key? {
        entries(entity, id).last { $0.action != "delete" }?.key
    }

    /// The latest physical delete of the record: a delete entry whose changes are more than
    /// the soft delete's single `deletedAt` (for tables without `deleted_at`, any delete).
    func lastPhysicalDelete(_ entity: String, _ id: String, softDeletes: Bool) -> Key? {
        entries(entity, id).last { e in
            guard e.action == "delete" else { return false }
            if !softDeletes { return true }
            let c = e.changes
            return c.count > 1 || c["deletedAt"] == nil
        }?.key
    }

    /// The latest entry in which `element` joined or left the list at `path`: `.added` or
    /// `.removed` with its key. `identify` gives an element's identity (its id, or the ID
    /// itself for `tagIDs`/`itemIDs`).
    func lastMembershipChange(_ entity: String, _ id: String, path: String, element: String,
                              identify: (JSONValue) -> String?) -> (key: Key, added: Bool)? {
        for e in entries(entity, id).reversed() where Self.mayMention(e.changesText, path) {
            guard let c = e.changes[path] else { continue }
            let before = Self.ids(c.old, identify).contains(element)
            let after = Self.ids(c.new, identify).contains(element)
            if before != after { return (e.key, after) }
        }
        return nil
    }

    /// The latest entry in which the list entry with this id was added or changed.
    func lastEntryChange(_ entity: String, _ id: String, path: String, entryID: String) -> Key? {
        for e in entries(entity, id).reversed() where Self.mayMention(e.changesText, path) {
            guard let c = e.changes[path] else { continue }
            let before = Self.entry(c.old, entryID).map(\.catalogJSONText)
            let after = Self.entry(c.new, entryID).map(\.catalogJSONText)
            if after != nil, before != after { return e.key }
        }
        return nil
    }

    /// A quick test before parsing an entry's changes: false only when the text cannot
    /// name the path (a path of plain printable ASCII is stored exactly as it is spelled).
    static func mayMention(_ text: String, _ path: String) -> Bool {
        let plain = path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        return !plain || text.contains("\"" + path + "\"")
    }

    static func ids(_ list: JSONValue, _ identify: (JSONValue) -> String?) -> Set<String> {
        guard case .array(let a) = list else { return [] }
        return Set(a.compactMap(identify))
    }

    static func entry(_ list: JSONValue, _ entryID: String) -> JSONValue? {
        guard case .array(let a) = list else { return nil }
        return a.first { entryIdentity($0) == entryID }
    }

    /// The id of a journal entry or reminder.
    static func entryIdentity(_ v: JSONValue) -> String? {
        if case .object(let o) = v, case .string(let s)? = o["id"] { return s }
        return nil
    }

    /// A member ID of `tagIDs`/`itemIDs`.
    static func memberIdentity(_ v: JSONValue) -> String? {
        if case .string(let s) = v { return s }
        return nil
    }
}
