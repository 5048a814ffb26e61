import Foundation
import KuriosaCore
@testable import KuriosaStore

/// Applies random user actions to one catalog copy the way a writer does: records changed
/// through the record types, every change recorded with `HistoryWriter`, and the copy kept
/// valid on its own (no loops, unique names, numbers and codes). Two copies edited from one
/// ancestor this way are what the merge must combine.
struct RandomHistory {
    var rng: SeededGenerator
    let device: String
    /// The copy's clock: each action a little later than the one before.
    var time: Date

    static let tagNames = ["Vintage", "vintage", "Rare", "RARE", "Boxed", "Signed", "gift", "Patina"]
    static let payloads = ["EAN 7612345678901", "QR kuriosa:1", "QR kuriosa:2", "EAN 4006381333931"]
    static let eventKinds = ["lent_out", "returned", "sold", "purchase", "at_service", "used"]

    init(seed: UInt64, device: String, start: Date) {
        rng = SeededGenerator(seed: seed)
        self.device = device
        time = start
    }

    mutating func int(_ n: Int) -> Int { Int.random(in: 0..<max(n, 1), using: &rng) }
    mutating func pick<T>(_ list: [T]) -> T? { list.isEmpty ? nil : list[int(list.count)] }
    mutating func uuid() -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.hexString
        return [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            .map(String.init).joined(separator: "-")
    }

    mutating func tick() -> String {
        time = time.addingTimeInterval(Double(1 + int(90_000)) / 1000)
        return Timestamp.string(from: time)
    }

    /// Runs `count` random actions.
    mutating func apply(_ count: Int, to db: Database) throws {
        for _ in 0..<count {
            let now = tick()
            let writer = HistoryWriter(actor: .local, device: device, occurredAt: now, batchID: uuid())
            try db.transaction { try action(int(14), db: db, writer: writer, now: now) }
        }
    }

    mutating func action(_ which: Int, db: Database, writer: HistoryWriter, now: String) throws {
        let items = try ItemRecord.fetchAll(db)
        switch which {
        case 0, 1: // edit the title
            guard var item = pick(items) else { return }
            let old = item
            item.title = "Title \(int(5))"
            item.updatedAt = now
            try item.update(db)
            try writer.update(old: old, new: item, in: db)
        case 2: // a field
            guard var item = pick(items) else { return }
            let old = item
            var fields = item.fields.objectMembers
            let key = pick(["serial", "notes2", "rating"]) ?? "serial"
            if int(3) == 0 { fields[key] = nil } else {
                fields[key] = .object(["type": .string("text"), "value": .string("v\(int(7))")])
            }
            item.fields = JSONText(.object(fields))
            item.updatedAt = now
            try item.update(db)
            try writer.update(old: old, new: item, in: db)
        case 3: // tags on or off
            guard var item = pick(items), let tag = pick(try TagRecord.fetchAll(db)) else { return }
            let old = item
            if let i = item.tagIDs.firstIndex(of: tag.id) { item.tagIDs.remove(at: i) } else { item.tagIDs.append(tag.id) }
            item.updatedAt = now
            try item.update(db)
            try writer.update(old: old, new: item, in: db)
        case 4: // a journal entry
            guard var item = pick(items.filter { $0.kind == .owned }) else { return }
            let old = item
            guard case .array(var events) = item.events.value else { return }
            let kind = pick(Self.eventKinds) ?? "used"
            events.append(.object(["id": .string(uuid()), "kind": .string(kind), "date": .string("2026-1\(int(2))-1\(int(9))")]))
            item.events = JSONText(.array(events))
            let journal = Journal(purchaseDate: item.purchaseDate, purchasePrice: nil, source: item.source,
                                  purchaseQuantity: item.purchaseQuantity, events: try JournalEntry.entries(storedText: item.events.text))
            item.status = ItemRecord.Status(rawValue: journal.status(current: ItemStatus(rawValue: item.status.rawValue) ?? .inCollection).rawValue) ?? item.status
            item.updatedAt = now
            try item.update(db)
            try writer.update(old: old, new: item, in: db)
        case 5: // delete or restore a piece
            guard var item = pick(items) else { return }
            if let deletedAt = item.deletedAt {
                item.deletedAt = nil
                item.updatedAt = now
                try item.update(db)
                try writer.restore(entity: "item", id: item.id, deletedAt: deletedAt, in: db)
            } else {
                item.deletedAt = now
                item.updatedAt = now
                try item.update(db)
                try writer.delete(entity: "item", id: item.id, deletedAt: now, in: db)
            }
        case 6: // a new piece with the next number
            guard let collection = pick(try CollectionRecord.fetchAll(db, includingDeleted: false)) else { return }
            let item = ItemRecord(id: uuid(), collectionID: collection.id, kind: .owned, title: "New \(int(100))",
                                  createdAt: now, updatedAt: now, number: try ItemNumbers.assignNext(db))
            try item.insert(db)
            try writer.create(item, in: db)
        case 7: // a new tag, names clashing between copies
            guard let name = pick(Self.tagNames), try TagRecord.fetchOne(db, name: name) == nil else { return }
            let tag = TagRecord(id: uuid(), name: name)
            try tag.insert(db)
            try writer.create(tag, in: db)
        case 8: // a link
            guard let from = pick(items), let to = pick(items), from.id != to.id else { return }
            let type: RelationRecord.RelationType = int(2) == 0 ? .partOf : .linked
            let existing = try RelationRecord.fetchAll(db)
            if existing.contains(where: { ($0.fromItemID == from.id && $0.toItemID == to.id) || ($0.fromItemID == to.id && $0.toItemID == from.id) }) { return }
            if type == .partOf, Self.reaches(existing, from: to.id, to: from.id) { return }
            let relation = RelationRecord(id: uuid(), fromItemID: from.id, toItemID: to.id, type: type, createdAt: now)
            try relation.insert(db)
            try writer.create(relation, in: db)
        case 9: // remove a link
            guard let relation = pick(try RelationRecord.fetchAll(db)) else { return }
            try writer.deletePhysically(relation, in: db)
            try relation.delete(db)
        case 10: // a code
            guard let item = pick(items), let payload = pick(Self.payloads), try ItemCodeRecord.fetchOne(db, payload: payload) == nil else { return }
            let code = ItemCodeRecord(id: uuid(), itemID: item.id, payload: payload, createdAt: now)
            try code.insert(db)
            try writer.create(code, in: db)
        case 11: // move a collection (never into its own subtree)
            let all = try CollectionRecord.fetchAll(db)
            guard var moved = pick(all) else { return }
            let target = pick(all.map(\.id) + [""]) ?? ""
            let parent: String? = target.isEmpty ? nil : target
            var cursor = parent
            while let c = cursor { if c == moved.id { return }; cursor = all.first { $0.id == c }?.parentID }
            let old = moved
            moved.parentID = parent
            moved.updatedAt = now
            try moved.update(db)
            try writer.update(old: old, new: moved, in: db)
        case 12: // delete an empty collection
            let all = try CollectionRecord.fetchAll(db, includingDeleted: false)
            guard var c = pick(all), try ItemRecord.fetchAll(db, collectionID: c.id).isEmpty,
                  try CollectionRecord.fetchChildren(db, parentID: c.id).isEmpty else { return }
            c.deletedAt = now
            c.updatedAt = now
            try c.update(db)
            try writer.delete(entity: "collection", id: c.id, deletedAt: now, in: db)
        default: // favorite and place
            guard var item = pick(items) else { return }
            let old = item
            item.isFavorite.toggle()
            if let place = pick(try LocationRecord.fetchAll(db, includingDeleted: false)), int(2) == 0 { item.locationID = place.id }
            item.updatedAt = now
            try item.update(db)
            try writer.update(old: old, new: item, in: db)
        }
    }

    static func reaches(_ relations: [RelationRecord], from: String, to: String) -> Bool {
        var seen: Set<String> = []
        var stack = [from]
        while let n = stack.popLast() {
            if n == to { return true }
            guard seen.insert(n).inserted else { continue }
            stack += relations.filter { $0.type == .partOf && $0.fromItemID == n }.map(\.toItemID)
        }
        return false
    }
}
