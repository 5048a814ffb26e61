import Foundation
import KuriosaBenchSupport
@_spi(Fixtures) import KuriosaStore
#if canImport(Glibc)
import Glibc
#endif

/// Benchmarks of the store, run by Benchmarks/run.sh in a release build. Each phase runs in
/// its own process so that its peak memory (ru_maxrss) is its own.
///   kuriosa-bench kef1 MIB                       seal and open MIB MiB in memory
///   kuriosa-bench make-catalog PACKAGE ITEMS     a package whose catalog is at version 10
///   kuriosa-bench catalog PACKAGE                open, migrate, save; prints time and memory
///   kuriosa-bench soundness PACKAGE              quick_check and integrity_check, beside a save
let benchKey = [UInt8](repeating: 0x42, count: 32)

func emit(_ pairs: [(String, Any)]) {
    print(pairs.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
}

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "kef1":
    let mib = args.count > 2 ? Int(args[2]) ?? 256 : 256
    let total = mib << 20
    let chunk = [UInt8](repeating: 0xA5, count: 1 << 20)
    // Seal: plaintext streamed from a 1 MiB buffer, sealed bytes handed to a sink.
    var produced = 0
    var sealedBytes = 0
    var sealedSample = [UInt8]()
    var t = BenchMeasure.now()
    try KEF1.seal(key: benchKey, context: "media:bench", read: { buf in
        let n = min(buf.count, total - produced)
        var off = 0
        while off < n {
            let m = min(n - off, chunk.count)
            chunk.withUnsafeBytes { buf.baseAddress!.advanced(by: off).copyMemory(from: $0.baseAddress!, byteCount: m) }
            off += m
        }
        produced += n
        return n
    }, write: { out in
        if sealedSample.count < (4 << 20) { sealedSample.append(contentsOf: out) }
        sealedBytes += out.count
    })
    let sealSeconds = BenchMeasure.now() - t
    if args.count > 3 && args[3] == "seal-only" {
        emit([("seal_mb_s", String(format: "%.1f", Double(total) / 1e6 / sealSeconds))])
        exit(0)
    }
    // Open: a sealed file of the same size, read from memory.
    let sealed = try KEF1.seal(Data(count: total), key: benchKey, context: "media:bench")
    var opened = 0
    t = BenchMeasure.now()
    try sealed.withUnsafeBytes { src in
        try KEF1.open(src, key: benchKey, context: "media:bench", write: { opened += $0.count })
    }
    let openSeconds = BenchMeasure.now() - t
    precondition(opened == total && sealedBytes > total)
    emit([("seal_mb_s", String(format: "%.1f", Double(total) / 1e6 / sealSeconds)),
          ("open_mb_s", String(format: "%.1f", Double(total) / 1e6 / openSeconds))])

case "kef1-file":
    // Constant memory: seal and open a file much larger than the memory it may use.
    let mib = args.count > 2 ? Int(args[2]) ?? 1024 : 1024
    let dir = URL(fileURLWithPath: args.count > 3 ? args[3] : NSTemporaryDirectory())
    let plain = dir.appendingPathComponent("kef1-bench.plain"), sealed = dir.appendingPathComponent("kef1-bench.enc")
    let opened = dir.appendingPathComponent("kef1-bench.opened")
    defer { for u in [plain, sealed, opened] { try? FileManager.default.removeItem(at: u) } }
    let io = try FileIO(path: plain.path, mode: .truncate)
    let block = [UInt8](repeating: 0x5A, count: 1 << 20)
    for _ in 0..<mib { try block.withUnsafeBytes { try io.writeAll($0) } }
    var t = BenchMeasure.now()
    try KEF1.sealFile(at: plain, to: sealed, key: benchKey, context: "media:bench")
    let sealSeconds = BenchMeasure.now() - t
    t = BenchMeasure.now()
    try KEF1.openFile(at: sealed, to: opened, key: benchKey, context: "media:bench")
    let openSeconds = BenchMeasure.now() - t
    emit([("file_mib", mib), ("seal_file_mb_s", String(format: "%.1f", Double(mib << 20) / 1e6 / sealSeconds)),
          ("open_file_mb_s", String(format: "%.1f", Double(mib << 20) / 1e6 / openSeconds)),
          ("peak_mib", String(format: "%.1f", BenchMeasure.peakMiB()))])

case "make-catalog":
    let url = URL(fileURLWithPath: args[2])
    let items = Int(args[3]) ?? 100_000
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url.appendingPathComponent("media"), withIntermediateDirectories: true)
    let db = try CatalogSchema.makeFresh(version: 10)
    try db.transaction {
        try db.execute("INSERT INTO template VALUES ('builtin.watch', 1, '{\"id\":\"builtin.watch\",\"version\":1,\"name\":{\"en\":\"Watches\"},\"icon\":\"watch.analog\",\"sections\":[{\"id\":\"s\",\"label\":{\"en\":\"S\"}}],\"fields\":[{\"key\":\"brand\",\"type\":\"text\",\"label\":{\"en\":\"Brand\"}}]}', '2026-01-01T00:00:00.000Z')")
        try db.execute("INSERT INTO collection (id, name, template_id, created_at, updated_at) VALUES ('c0000000-0000-4000-8000-000000000000', 'Watches', 'builtin.watch', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')")
        let insert = try db.prepare("""
            INSERT INTO item (id, collection_id, kind, title, status, purchase_date, purchase_price_minor, purchase_price_currency,
                              source, notes, fields, created_at, updated_at, purchases, uses)
            VALUES (?, 'c0000000-0000-4000-8000-000000000000', 'owned', ?, 'in_collection', '2024-05-01', ?, 'CHF', 'Dealer', ?, ?, ?, ?, '[]', '[]')
            """)
        let search = try db.prepare("INSERT INTO item_search VALUES (?, ?, '')")
        for i in 0..<items {
            let id = SecureRandom.uuid()
            let fields = #"{"brand":{"type":"text","value":"Brand \#(i % 97)"},"model":{"type":"text","value":"Model \#(i)"},"reference":{"type":"text","value":"REF-\#(i)"},"case_diameter":{"type":"measurement","value":\#(36 + i % 10)},"movement":{"type":"dropdown","value":"automatic"}}"#
            let ts = String(format: "2025-%02d-%02dT10:00:%02d.000Z", 1 + i % 12, 1 + i % 28, i % 60)
            try insert.execute([id, "Watch number \(i)", 100_000 + i, "A note about watch \(i), bought after long consideration.", fields, ts, ts])
            try search.execute([id, "watch number \(i) brand \(i % 97) model \(i)"])
        }
    }
    let bytes = try db.serialize()
    try KEF1.sealData(bytes, to: url.appendingPathComponent("catalog.db.enc"), key: benchKey, context: "catalog")
    let slot = try KeySlot.wrap(dataKey: SecretKey(copying: benchKey), recoveryKey: try RecoveryKey(bytes: [UInt8](repeating: 1, count: 20)), libraryID: "b0000000-0000-4000-8000-000000000000")
    let manifest = Manifest(createdAt: "2026-01-01T00:00:00Z", libraryID: "b0000000-0000-4000-8000-000000000000", keySlots: [slot])
    try manifest.encoded().write(to: url.appendingPathComponent("manifest.json"))
    emit([("items", items), ("catalog_mib", String(format: "%.1f", Double(bytes.count) / 1048576))])

case "catalog":
    let url = URL(fileURLWithPath: args[2])
    let library = try LibraryPackage(url: url).open(.dataKey(benchKey))
    var t = BenchMeasure.now()
    let session = try library.openCatalog(migrate: false)
    let openSeconds = BenchMeasure.now() - t
    t = BenchMeasure.now()
    try CatalogSchema.migrate(session.db, path: session.path)
    let migrateSeconds = BenchMeasure.now() - t
    t = BenchMeasure.now()
    try session.save()
    let saveSeconds = BenchMeasure.now() - t
    let size = try FileIO(path: url.appendingPathComponent("catalog.db.enc").path, mode: .read).size
    emit([("open_s", String(format: "%.2f", openSeconds)), ("migrate_s", String(format: "%.2f", migrateSeconds)),
          ("save_s", String(format: "%.2f", saveSeconds)), ("catalog_mib", String(format: "%.1f", Double(size) / 1048576)),
          ("peak_mib", String(format: "%.1f", BenchMeasure.peakMiB()))])

case "soundness":
    // What a writer's check that the catalog is sound costs
    // (docs/store.md#a-damaged-catalog-is-never-sealed-again): SQLite's quick_check (page
    // structure, record formats, NOT NULL and CHECK) against integrity_check (also every index
    // against its table), on the catalog as a save would see it.
    let url = URL(fileURLWithPath: args[2])
    let library = try LibraryPackage(url: url).open(.dataKey(benchKey))
    let session = try library.openCatalog()
    var t = BenchMeasure.now()
    let quick = try session.db.rows("PRAGMA quick_check").compactMap { $0[0].string }
    let quickSeconds = BenchMeasure.now() - t
    t = BenchMeasure.now()
    let full = try session.db.rows("PRAGMA integrity_check").compactMap { $0[0].string }
    let fullSeconds = BenchMeasure.now() - t
    t = BenchMeasure.now()
    try session.save()
    let saveSeconds = BenchMeasure.now() - t
    emit([("quick_check_s", String(format: "%.2f", quickSeconds)), ("integrity_check_s", String(format: "%.2f", fullSeconds)),
          ("save_s", String(format: "%.2f", saveSeconds)), ("ok", quick == ["ok"] && full == ["ok"])])

default:
    FileHandle.standardError.write(Data("usage: kuriosa-bench kef1 MIB | make-catalog PACKAGE ITEMS | catalog PACKAGE | soundness PACKAGE\n".utf8))
    exit(64)
}
