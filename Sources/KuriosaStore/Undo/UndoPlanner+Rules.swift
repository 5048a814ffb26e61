import Foundation
import KuriosaCore

extension UndoPlanner {
    /// The schema's rules the undo must keep, checked against the catalog as the plan would
    /// leave it: no deleted collection or place holding something live (the merge repairs
    /// that as `restored-holder`), nothing restored into a deleted one, a removed tag on no
    /// live piece, and a relation, code or tag made again only where its UNIQUE constraint,
    /// the one-neutral-link-per-pair rule and the part-of forest allow.
    mutating func checkRules() throws {
        let deleting = Set(steps.filter { $0.kind == .softDelete }.map(\.id))
        let restoring = Set(steps.filter { $0.kind == .restore }.map(\.id))
        // A redo restores 100,000 pieces into a handful of collections and places: each
        // holder is looked up once.
        var deletedNow: [String: Bool] = [:]
        func deletedAfter(_ table: String, _ id: String?) throws -> Bool {
            guard let id else { return false }
            if deleting.contains(id) { return true }
            if restoring.contains(id) { return false }
            if let known = deletedNow[table + "/" + id] { return known }
            let deleted = try db.row("SELECT 1 FROM \(table) WHERE id = ? AND deleted_at IS NOT NULL", [id]) != nil
            deletedNow[table + "/" + id] = deleted
            return deleted
        }
        func liveChildren(_ sql: String, _ id: String) throws -> [String] {
            try db.rows(sql, [id]).compactMap { $0["id"].string }.filter { !deleting.contains($0) }
        }
        var extra: [String: (entry: HistoryEntry, tags: Set<String>)] = [:]
        // The tags each piece keeps after the plan's own updates of `tagIDs`.
        var tagsAfter: [String: Set<String>] = [:]
        for s in steps where s.kind == .update {
            for c in s.changes where c.path == "tagIDs" { tagsAfter[s.id] = Set((c.new.arrayValue ?? []).compactMap(\.stringValue)) }
        }
        for step in steps {
            // Named only where a rule refuses: an import's undo has 100,000 steps and no refusal.
            var name: String { words.record(entity: step.entity, id: step.id, changes: step.changes) }
            switch (step.kind, step.entity) {
            case (.softDelete, "collection"), (.softDelete, "location"):
                let column = step.entity == "collection" ? "collection_id" : "location_id"
                for piece in try liveChildren("SELECT id FROM item WHERE \(column) = ? AND deleted_at IS NULL", step.id) {
                    refuse("\(name) would be deleted while it holds \(words.piece(piece)), which stays (it came later or from elsewhere; move or delete it first)", record: words.piece(piece))
                }
                for child in try liveChildren("SELECT id FROM \(step.entity) WHERE parent_id = ? AND deleted_at IS NULL", step.id) {
                    refuse("\(name) would be deleted while it holds \(words.record(entity: step.entity, id: child)), which stays", record: words.record(entity: step.entity, id: child))
                }
            case (.restore, "item"):
                guard let item = try ItemRecord.holders(db, id: step.id) else { continue }
                if try deletedAfter("collection", item.collectionID) {
                    refuse("\(name) would come back into \(words.record(entity: "collection", id: item.collectionID)), which is deleted (restore it first)", record: name)
                }
                if try deletedAfter("location", item.locationID) {
                    refuse("\(name) would come back into \(words.record(entity: "location", id: item.locationID ?? "")), which is deleted (restore it first)", record: name)
                }
            case (.restore, "collection"), (.restore, "location"):
                let parent = try db.row("SELECT parent_id FROM \(step.entity) WHERE id = ?", [step.id])?["parent_id"].string
                if try deletedAfter(step.entity, parent) {
                    refuse("\(name) would come back into \(words.record(entity: step.entity, id: parent ?? "")), which is deleted (restore it first)", record: name)
                }
            case (.update, "item"), (.update, "collection"), (.update, "location"):
                // A path going back must not move the record into a deleted holder.
                let holders = ["collectionID": "collection", "locationID": "location",
                               "parentID": step.entity == "item" ? "" : step.entity]
                for c in step.changes {
                    guard let table = holders[c.path], !table.isEmpty, let target = c.new.stringValue,
                          try deletedAfter(table, target) else { continue }
                    refuse("\(name) \(HistoryWords.path(c.path)) would go back to \(words.record(entity: table, id: target)), which is deleted (restore it first)", record: name)
                }
            case (.removePhysically, "tag"):
                for r in try db.rows("SELECT item_id FROM item_tag WHERE tag_id = ?", [step.id]) {
                    guard let item = r["item_id"].string else { continue }
                    if let kept = tagsAfter[item], !kept.contains(step.id) { continue }
                    if try deletedAfter("item", item) {
                        extra[item, default: (step.undoes, [])].tags.insert(step.id)
                    } else {
                        refuse("\(name) would be removed while \(words.piece(item)) still has it (tagged later; take the tag off or undo that batch first)", record: words.piece(item))
                    }
                }
            case (.recreate, "relation"):
                guard let rel = records[step.id] as? RelationRecord else { continue }
                try checkRelation(rel, name: name)
            case (.recreate, "item_code"):
                guard let code = records[step.id] as? ItemCodeRecord else { continue }
                if let other = try ItemCodeRecord.fetchOne(db, payload: code.payload) {
                    refuse("\(name) would come back, but \(words.piece(other.itemID)) has its payload “\(code.payload)” now", record: words.piece(other.itemID))
                }
                if try ItemRecord.fetchOne(db, id: code.itemID) == nil { refuse("\(name): its piece \(code.itemID) is not in the catalog", record: name) }
            case (.recreate, "tag"):
                guard let tag = records[step.id] as? TagRecord else { continue }
                if let other = try TagRecord.fetchOne(db, name: tag.name) {
                    refuse("\(name) would come back, but tag “\(other.name)” (\(other.id)) has that name now", record: name)
                }
            default: break
            }
        }
        // Pieces deleted after the undo lose the removed tags with their item_tag rows; the
        // change is recorded so that undoing this undo gives the tags back.
        // The pieces' tags in one query, not a whole item row each (an import's undo: 83,000
        // tagged pieces, 1.6 s of fetching and parsing their fields for the tags alone).
        let tagsNow = extra.isEmpty ? [:] : try ItemRecord.tagIDsByItem(db, itemIDs: extra.count == 1 ? Array(extra.keys) : nil)
        for (item, x) in extra.sorted(by: { $0.key < $1.key }) {
            let current = tagsNow[item] ?? []
            let kept = current.filter { !x.tags.contains($0) }
            steps.append(UndoStep(kind: .update, undoes: x.entry, entity: "item", id: item, changes: [
                HistoryChange(path: "tagIDs", old: HistoryValue.sortedIDs(current), new: HistoryValue.sortedIDs(kept))]))
        }
    }

    /// A relation made again: both pieces there, no equal link (a neutral link at most once
    /// per pair, either way round), and no loop of part-of links.
    mutating func checkRelation(_ rel: RelationRecord, name: String) throws {
        for id in [rel.fromItemID, rel.toItemID] where try ItemRecord.fetchOne(db, id: id) == nil {
            refuse("\(name): its piece \(id) is not in the catalog", record: name)
            return
        }
        let links = try RelationRecord.fetchAll(db, itemID: rel.fromItemID)
        let same = links.first { l in
            l.type == rel.type && ((l.fromItemID == rel.fromItemID && l.toItemID == rel.toItemID)
                || (rel.type == .linked && l.fromItemID == rel.toItemID && l.toItemID == rel.fromItemID))
        }
        if let same {
            refuse("\(name) would come back, but link \(same.id) joins the same pieces now", record: name)
            return
        }
        guard rel.type == .partOf else { return }
        // Walk up from the larger piece: reaching the component again would close a loop.
        var seen: Set<String> = [], current = [rel.toItemID]
        while let id = current.popLast(), seen.insert(id).inserted {
            if id == rel.fromItemID {
                refuse("\(name) would close a loop of part-of links", record: name)
                return
            }
            current += try db.rows("SELECT to_item_id FROM relation WHERE from_item_id = ? AND type = 'part_of'", [id]).compactMap { $0["to_item_id"].string }
        }
    }
}
