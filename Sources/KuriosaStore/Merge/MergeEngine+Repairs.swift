import Foundation
import KuriosaCore

/// The repairs of section 10, decided alike on every device and recorded in the history
/// with actor `merge`. Each walks records in id order and breaks ties by creation time,
/// then id, so both argument orders and every device make the same repairs.
extension MergeEngine {
    // MARK: Recording

    mutating func logRepair(_ kind: MergeReport.Repair.Kind, entity: String, id: String, action: String,
                            changes: [HistoryChange], message: String) {
        let text = HistoryChange.text(changes)
        let entryID = Self.derivedID("kuriosa.merge.repair|\(clock)|\(entity)|\(id)|\(action)|\(text)")
        let index = result.tables["history"]?.index ?? [:]
        var row = [DatabaseValue](repeating: .null, count: result.tables["history"]?.columns.count ?? 0)
        let values: KeyValuePairs<String, DatabaseValue> = [
            "id": .text(entryID), "occurred_at": .text(clock), "actor": .text(HistoryActor.merge.rawValue),
            "entity": .text(entity), "entity_id": .text(id), "action": .text(action), "changes": .text(text),
        ]
        for (column, value) in values { if let i = index[column] { row[i] = value } }
        repairEntries.append(row)
        repairs.append(MergeReport.Repair(kind: kind, table: entity, id: id, message: message))
        touched.insert(entity + ":" + id)
    }

    /// Adds the repair entries (one batch, its id derived from theirs) and stamps the
    /// records they changed with the merge's time.
    mutating func finishRepairs() {
        guard let index = result.tables["history"]?.index, let idCol = index["id"], let batchCol = index["batch_id"] else { return }
        let ids = repairEntries.compactMap { $0[idCol].string }
        let batch = Self.derivedID("kuriosa.merge.batch|" + ids.joined(separator: ","))
        // In place (`_modify`): a copy of the history table costs as much as the whole table.
        for var row in repairEntries {
            row[batchCol] = .text(batch)
            if let id = row[idCol].string { result["history"].rows[id] = row }
        }
        var stamped: [String: Int?] = [:]
        for mark in touched {
            guard let colon = mark.firstIndex(of: ":") else { continue }
            let table = String(mark[..<colon]), id = String(mark[mark.index(after: colon)...])
            if stamped[table] == nil { stamped[table] = .some(result.tables[table]?.index["updated_at"]) }
            guard let column = stamped[table] ?? nil, result.tables[table] != nil else { continue }
            if result[table].rows[id] != nil { result[table].rows[id]?[column] = .text(clock) }
        }
    }

    /// The history form of a row, for the complete record a physical delete keeps.
    func paths(_ spec: MergeRecordSpec, _ row: [DatabaseValue]) -> [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for p in spec.paths { out[p.path] = MergeRecordSpec.json(p, row: row, index: result[spec.table].index) }
        return out
    }

    /// Removes a relation or code physically, keeping its content in the history.
    mutating func removePhysically(_ spec: MergeRecordSpec, _ id: String, kind: MergeReport.Repair.Kind, message: String) {
        guard let row = result[spec.table].rows[id] else { return }
        logRepair(kind, entity: spec.entity, id: id, action: "delete",
                  changes: HistoryChange.forPhysicalDelete(paths(spec, row)), message: message)
        result[spec.table].rows[id] = nil
    }

    /// (created_at, id) of a row, the order "created first" means.
    func creationKey(_ table: String, _ id: String) -> MergeHistory.Key {
        MergeHistory.Key(occurredAt: result[table].text(id, "created_at") ?? "", id: id)
    }

    // MARK: References

    /// Rows that point at something the result no longer has are left out or cleared: media
    /// deleted for good (their references set to NULL, as "Delete for good" does), tags
    /// merged or removed, and rows of pieces that are gone.
    mutating func dropDanglingReferences() {
        let items = result["item"].rows
        for table in ["media", "relation", "item_code"] {
            var t = result[table]
            for key in t.rows.keys {
                let refs = ["item_id", "from_item_id", "to_item_id"].compactMap { t.index[$0] }.compactMap { t.rows[key]?[$0].string }
                if refs.contains(where: { items[$0] == nil }) { t.rows[key] = nil }
            }
            result[table] = t
        }
        let gone = removedIDs.subtracting(result["media"].rows.keys)
        for (table, columns) in [("item", ["primary_photo_id", "back_photo_id"]), ("collection", ["cover_media_id", "cover_picture_id"])] {
            var t = result[table]
            for key in t.rows.keys {
                for c in columns where t.text(key, c).map(gone.contains) == true { t.set(key, c, .null) }
            }
            result[table] = t
        }
        let tags = result["tag"].rows
        var itemTable = result["item"]
        for (key, list) in itemTable.members {
            let kept = list.filter { tags[$0] != nil }
            itemTable.members[key] = kept.isEmpty ? nil : kept
        }
        result["item"] = itemTable
        var sets = result["item_set"]
        for (key, list) in sets.members {
            let kept = list.filter { items[$0] != nil }
            sets.members[key] = kept.isEmpty ? nil : kept
        }
        result["item_set"] = sets
    }

    // MARK: Links and codes

    /// The same link twice (a neutral link also the other way round): the one created first stays.
    mutating func repairDuplicateLinks() {
        let t = result["relation"]
        var groups: [String: [String]] = [:]
        for key in t.rows.keys {
            let from = t.text(key, "from_item_id") ?? "", to = t.text(key, "to_item_id") ?? "", type = t.text(key, "type") ?? ""
            let pair = type == RelationRecord.RelationType.linked.rawValue ? [from, to].sorted(by: MergeOrder.precedes) : [from, to]
            groups[type + "|" + pair.joined(separator: "|"), default: []].append(key)
        }
        for (_, ids) in groups.sorted(by: { MergeOrder.precedes($0.key, $1.key) }) where ids.count > 1 {
            let ordered = ids.sorted { creationKey("relation", $0) < creationKey("relation", $1) }
            for id in ordered.dropFirst() {
                removePhysically(.relation, id, kind: .duplicateLink, message: "relation \(id): the same link as \(ordered[0]), which was created first; removed")
            }
        }
    }

    /// One code on two pieces: the link created last stays.
    mutating func repairDuplicateCodes() {
        let t = result["item_code"]
        var groups: [String: [String]] = [:]
        for key in t.rows.keys { groups[t.text(key, "payload") ?? "", default: []].append(key) }
        for (_, ids) in groups.sorted(by: { MergeOrder.precedes($0.key, $1.key) }) where ids.count > 1 {
            let ordered = ids.sorted { creationKey("item_code", $0) < creationKey("item_code", $1) }
            guard let last = ordered.last else { continue }
            for id in ordered.dropLast() {
                removePhysically(.itemCode, id, kind: .duplicateCode, message: "item_code \(id): its code is linked again by \(last), created later; removed")
            }
        }
    }

    /// A loop of part_of links: the link created last (then the larger id) is removed,
    /// until no loop is left.
    mutating func repairPartOfLoops() {
        while let loop = partOfLoop() {
            guard let last = loop.max(by: { creationKey("relation", $0) < creationKey("relation", $1) }) else { return }
            removePhysically(.relation, last, kind: .partOfLoop, message: "relation \(last): closed a loop of part_of links; removed (created last)")
        }
    }

    /// The relation ids of one loop of part_of links, or nil.
    func partOfLoop() -> [String]? {
        let t = result["relation"]
        var edges: [String: [(to: String, id: String)]] = [:]
        for key in t.sortedKeys where t.text(key, "type") == RelationRecord.RelationType.partOf.rawValue {
            guard let from = t.text(key, "from_item_id"), let to = t.text(key, "to_item_id") else { continue }
            edges[from, default: []].append((to, key))
        }
        var state: [String: Int] = [:]  // 1 on the path, 2 done
        for start in edges.keys.sorted(by: MergeOrder.precedes) where state[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            var via: [String] = []
            state[start] = 1
            while let top = stack.last {
                let out = edges[top.node] ?? []
                if top.next >= out.count {
                    state[top.node] = 2
                    stack.removeLast()
                    if !via.isEmpty { via.removeLast() }
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = out[top.next]
                switch state[edge.to] {
                case 1?:
                    // The loop: the edges from where `edge.to` sits on the path, plus this one.
                    guard let at = stack.firstIndex(where: { $0.node == edge.to }) else { return [edge.id] }
                    return Array(via[at...]) + [edge.id]
                case nil:
                    state[edge.to] = 1
                    stack.append((edge.to, 0))
                    via.append(edge.id)
                default: break
                }
            }
        }
        return nil
    }

    // MARK: Trees

    /// A loop of collections or places: the member with the largest id moves to the top level.
    mutating func repairTreeLoops(_ table: String, entity: String) {
        while true {
            let t = result[table]
            var parent: [String: String] = [:]
            for key in t.rows.keys { if let p = t.text(key, "parent_id") { parent[key] = p } }
            var loop: [String]?
            for start in parent.keys.sorted(by: MergeOrder.precedes) {
                var path: [String] = [start]
                var seen: Set<String> = [start]
                var cur = parent[start]
                while let c = cur, t.rows[c] != nil {
                    if c == start { loop = path; break }
                    if !seen.insert(c).inserted { break }
                    path.append(c)
                    cur = parent[c]
                }
                if loop != nil { break }
            }
            guard let members = loop, let top = members.max(by: MergeOrder.precedes), let old = t.text(top, "parent_id") else { return }
            result[table].set(top, "parent_id", .null)
            logRepair(.treeLoop, entity: entity, id: top, action: "update",
                      changes: [HistoryChange(path: "parentID", old: .string(old), new: .null)],
                      message: "\(table) \(top): part of a loop (\(members.count) members); moved to the top level")
        }
    }

    /// A deleted collection or place that holds a piece, sub-collection or sub-place that is
    /// not deleted is restored (repeated, since a restored one may sit in a deleted one).
    mutating func restoreDeletedHolders() {
        var changed = true
        while changed {
            changed = false
            let items = result["item"]
            for (table, itemColumn) in [("collection", "collection_id"), ("location", "location_id")] {
                let t = result[table]
                var holders: Set<String> = []
                for key in items.rows.keys where items.value(key, "deleted_at").isNull {
                    if let h = items.text(key, itemColumn) { holders.insert(h) }
                }
                for key in t.rows.keys where t.value(key, "deleted_at").isNull {
                    if let h = t.text(key, "parent_id") { holders.insert(h) }
                }
                for h in holders.sorted(by: MergeOrder.precedes) {
                    guard let deletedAt = t.text(h, "deleted_at") else { continue }
                    result[table].set(h, "deleted_at", .null)
                    logRepair(.restoredHolder, entity: table, id: h, action: "restore",
                              changes: [HistoryChange(path: "deletedAt", old: .string(deletedAt), new: .null)],
                              message: "\(table) \(h): deleted, but still holds something that is not; restored")
                    changed = true
                }
            }
        }
    }

    // MARK: Pieces

    /// A piece whose journal got entries from both copies takes the status it leads to.
    mutating func repairJournals() {
        let t = result["item"]
        for key in combinedJournals.sorted(by: MergeOrder.precedes) {
            guard let text = t.text(key, "events"), let entries = try? JournalEntry.entries(storedText: text),
                  let stored = t.text(key, "status"), let current = ItemStatus(rawValue: stored) else { continue }
            let price: Money? = t.value(key, "purchase_price_minor").int64.flatMap { minor in
                t.text(key, "purchase_price_currency").map { Money(minorUnits: minor, currency: $0) }
            }
            let journal = Journal(purchaseDate: t.text(key, "purchase_date"), purchasePrice: price, source: t.text(key, "source"),
                                  purchaseQuantity: t.value(key, "purchase_quantity").double, events: entries)
            let status = journal.status(current: current)
            guard status != current else { continue }
            result["item"].set(key, "status", .text(status.rawValue))
            logRepair(.journalStatus, entity: "item", id: key, action: "update",
                      changes: [HistoryChange(path: "status", old: .string(current.rawValue), new: .string(status.rawValue))],
                      message: "item \(key): its journal got entries from both copies; status \(current.rawValue) → \(status.rawValue)")
        }
    }

    /// Two pieces with one number: the piece created first keeps it, the other gets the next
    /// free number (version 13's rule), and `next_item_number` moves past it.
    mutating func repairNumbers() {
        let t = result["item"]
        var byNumber: [Int64: [String]] = [:]
        var highest: Int64 = 0
        for key in t.rows.keys {
            guard let n = t.value(key, "number").int64 else { continue }
            byNumber[n, default: []].append(key)
            highest = max(highest, n)
        }
        // The creation keys are looked up once per piece, not once per comparison of a sort.
        let createdCol = t.index["created_at"]
        func key(_ id: String) -> MergeHistory.Key {
            MergeHistory.Key(occurredAt: createdCol.flatMap { t.rows[id]?[$0].string } ?? "", id: id)
        }
        var losers: [(number: Int64, id: String, key: MergeHistory.Key)] = []
        for (n, ids) in byNumber where ids.count > 1 {
            let ordered = ids.map { (id: $0, key: key($0)) }.sorted { $0.key < $1.key }
            for loser in ordered.dropFirst() { losers.append((n, loser.id, loser.key)) }
        }
        losers.sort { $0.number != $1.number ? $0.number < $1.number : $0.key < $1.key }
        // A deleted piece without a number that the merge brought back gets one (version 13).
        let restored = repairs.filter { $0.table == "item" && $0.kind == .restored }.map(\.id)
        for (id, k) in Set(restored).map({ ($0, key($0)) }).sorted(by: { $0.1 < $1.1 })
        where t.value(id, "number").isNull && t.text(id, "kind") == ItemRecord.Kind.owned.rawValue && t.value(id, "deleted_at").isNull {
            losers.append((0, id, k))
        }
        guard !losers.isEmpty else { return }
        let stored = result.meta[LibraryMeta.nextItemNumberKey].flatMap { Int64($0) } ?? 1
        var next = max(stored, highest + 1)
        for loser in losers {
            result["item"].set(loser.id, "number", .integer(next))
            let old: JSONValue = loser.number == 0 ? .null : .integer(loser.number)
            logRepair(.duplicateNumber, entity: "item", id: loser.id, action: "update",
                      changes: [HistoryChange(path: "number", old: old, new: .integer(next))],
                      message: loser.number == 0 ? "item \(loser.id): restored without a number; now \(next)"
                                                 : "item \(loser.id): number \(loser.number) was also given to a piece created earlier; now \(next)")
            next += 1
        }
        let key = LibraryMeta.nextItemNumberKey
        result["library_meta"].rows[key] = [.text(key), .text(String(next))]
    }
}
