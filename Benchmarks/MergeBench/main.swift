import Foundation
import KuriosaBenchSupport
@_spi(Fixtures) import KuriosaStore
#if canImport(Glibc)
import Glibc
#endif

/// The merge benchmark (docs/merge.md#benchmark): two copies of a catalog of ITEMS pieces (each
/// with its create entry in the history) that each changed CHANGED pieces (a title and a field,
/// recorded in the history; half of the changes on pieces the other copy changed too), merged
/// into one. Prints the merge's seconds and the process's peak memory.
///   kuriosa-merge-bench [ITEMS] [CHANGED]       (defaults 50000 5000)
///   kuriosa-merge-bench added N                 each copy added N new pieces
///                                               (numbered alike, so N number repairs)
func stamp(_ seconds: Int) -> String {
    let s = seconds % 60, m = (seconds / 60) % 60, h = (seconds / 3600) % 24, d = 1 + seconds / 86400
    return String(format: "2026-10-%02dT%02d:%02d:%02d.000Z", d, h, m, s)
}

let args = CommandLine.arguments
let addedMode = args.count > 1 && args[1] == "added"
let added = addedMode ? (args.count > 2 ? Int(args[2]) ?? 20_000 : 20_000) : 0
let items = addedMode ? 100 : args.count > 1 ? Int(args[1]) ?? 50_000 : 50_000
let changed = addedMode ? 0 : args.count > 2 ? Int(args[2]) ?? 5_000 : 5_000
var collectionID = ""

let base = try CatalogSchema.makeFresh()
var ids: [String] = []
try base.transaction {
    try base.execute("INSERT INTO template (id, version, json, updated_at) VALUES ('bench', 1, '{}', '2026-09-01T00:00:00.000Z')")
    let collection = SecureRandom.uuid()
    collectionID = collection
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

/// Adds `count` new pieces numbered after the base's, as two devices do independently.
func add(_ db: Database, count: Int, after base: Int, collection: String, label: String, clock: Int) throws {
    try db.transaction {
        let writer = HistoryWriter(device: label, occurredAt: stamp(clock))
        for n in 1...count {
            let item = ItemRecord(id: SecureRandom.uuid(), collectionID: collection, kind: .owned, title: "\(label) new \(n)",
                                  fields: JSONText(.object(["serial": .object(["type": .string("text"), "value": .string("\(label)\(n)")])])),
                                  createdAt: stamp(clock + n), updatedAt: stamp(clock + n), number: base + n)
            try item.insert(db)
            try writer.create(item, in: db)
        }
        try LibraryMeta.setNextItemNumber(db, base + count + 1)
    }
}

let a = try Database(serialized: bytes), b = try Database(serialized: bytes)
if addedMode {
    try add(a, count: added, after: items, collection: collectionID, label: "A", clock: 100)
    try add(b, count: added, after: items, collection: collectionID, label: "B", clock: 100_000)
} else {
    try change(a, ids: ids, offset: 0, count: changed, label: "A", clock: 100)
    try change(b, ids: ids, offset: changed / 2, count: changed, label: "B", clock: 200)
}
let catalogMiB = Double(try a.serialize().count) / 1_048_576
let before = BenchMeasure.peakMiB()
/// CPU seconds of this process so far: on a machine shared with other builds the wall clock
/// also counts their time.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
let t = BenchMeasure.now()
let cpuBefore = cpuSeconds()
let report = try CatalogMerge.merge(into: a, from: b)
let seconds = BenchMeasure.now() - t
let cpu = cpuSeconds() - cpuBefore
let changedRows = report.tables.reduce(0) { $0 + $1.changed.count + $1.added.count }
if addedMode {
    let repaired = report.repairs.filter { $0.kind == .duplicateNumber }.count
    print(String(format: "added_each=%d merge_seconds=%.2f merge_cpu_seconds=%.2f number_repairs=%d rows_written=%d peak_mib=%.0f (target < 5 s)",
                 added, seconds, cpu, repaired, changedRows, BenchMeasure.peakMiB()))
    exit(0)
}
print(String(format: "items=%d changed_each=%d catalog_mib=%.1f merge_seconds=%.2f rows_written=%d peak_mib_before=%.0f peak_mib=%.0f",
             items, changed, catalogMiB, seconds, changedRows, before, BenchMeasure.peakMiB()))
