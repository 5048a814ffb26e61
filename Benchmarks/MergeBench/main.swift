import Foundation
import KuriosaBenchSupport
import KuriosaStore
#if canImport(Glibc)
import Glibc
#endif

/// Issue #7's benchmark: two copies of a catalog of ITEMS pieces (each with its create entry
/// in the history) that each changed CHANGED pieces (a title and a field, recorded in the
/// history; half of the changes on pieces the other copy changed too), merged into one.
/// Prints the merge's seconds and the process's peak memory.
///   kuriosa-merge-bench [ITEMS] [CHANGED]       (defaults 50000 5000)
func stamp(_ seconds: Int) -> String {
    let s = seconds % 60, m = (seconds / 60) % 60, h = (seconds / 3600) % 24, d = 1 + seconds / 86400
    return String(format: "2026-10-%02dT%02d:%02d:%02d.000Z", d, h, m, s)
}

let args = CommandLine.arguments
let items = args.count > 1 ? Int(args[1]) ?? 50_000 : 50_000
let changed = args.count > 2 ? Int(args[2]) ?? 5_000 : 5_000

let base = try CatalogSchema.makeFresh()
var ids: [String] = []
try base.transaction {
    try base.execute("INSERT INTO template (id, version, json, updated_at) VALUES ('bench', 1, '{}', '2026-09-01T00:00:00.000Z')")
    let collection = SecureRandom.uuid()
    try CollectionRecord(id: collection, name: "Bench", templateID: "bench", createdAt: stamp(0), updatedAt: stamp(0)).insert(base)
    let writer = HistoryWriter(device: nil, occurredAt: stamp(0))
    for n in 1...items {
        let item = ItemRecord(id: SecureRandom.uuid(), collectionID: collection, kind: .owned, title: "Piece \(n)",
                              fields: JSONText(.object(["serial": .object(["type": .string("text"), "value": .string("S\(n)")])])),
                              createdAt: stamp(0), updatedAt: stamp(0), number: n)
        try item.insert(base)
        try writer.create(item, in: base)
        ids.append(item.id)
    }
    try LibraryMeta.setNextItemNumber(base, items + 1)
}
let bytes = try base.serialize()

/// Changes `count` pieces starting at `offset` (wrapping), one history batch each.
func change(_ db: Database, ids: [String], offset: Int, count: Int, label: String, clock: Int) throws {
    try db.transaction {
        for i in 0..<count {
            let id = ids[(offset + i) % ids.count]
            guard var item = try ItemRecord.fetchOne(db, id: id) else { continue }
            let old = item
            let time = stamp(clock + i)
            item.title = "\(label) \(i)"
            item.fields = JSONText(.object(["serial": .object(["type": .string("text"), "value": .string("\(label)\(i)")])]))
            item.updatedAt = time
            try item.update(db)
            try HistoryWriter(device: label, occurredAt: time).update(old: old, new: item, in: db)
        }
    }
}

let a = try Database(serialized: bytes), b = try Database(serialized: bytes)
try change(a, ids: ids, offset: 0, count: changed, label: "A", clock: 100)
try change(b, ids: ids, offset: changed / 2, count: changed, label: "B", clock: 200)
let catalogMiB = Double(try a.serialize().count) / 1_048_576
let before = BenchMeasure.peakMiB()
let t = BenchMeasure.now()
let report = try CatalogMerge.merge(into: a, from: b)
let seconds = BenchMeasure.now() - t
let changedRows = report.tables.reduce(0) { $0 + $1.changed.count + $1.added.count }
print(String(format: "items=%d changed_each=%d catalog_mib=%.1f merge_seconds=%.2f rows_written=%d peak_mib_before=%.0f peak_mib=%.0f",
             items, changed, catalogMiB, seconds, changedRows, before, BenchMeasure.peakMiB()))
