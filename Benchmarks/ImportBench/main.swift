import Foundation
import KuriosaBenchSupport
@_spi(Fixtures) import KuriosaStore

/// What bounds `kuriosa import` (docs/import.md#benchmark-1), measured on a library an import
/// has written, for Benchmarks/import.sh to print beside the reference:
///   kuriosa-bench-import floor PACKAGE RECOVERY-KEY-FILE
/// - `sqlite_s`: SQLite's own work for the import's rows: every piece's item, item_tag,
///   history and item_search rows are read into memory, deleted (then VACUUM), and inserted
///   again with prepared statements in one transaction, piece by piece as the importer
///   does, in the catalog's own schema (its CHECKs, foreign keys and indexes). Nothing of the
///   CSV, the cell rules or the JSON is in it: no importer can write these rows faster with
///   this SQLite on this machine, on one thread (one connection is one thread).
/// - `seal_s`: sealing the serialized catalog (KEF1, AES-256-GCM) and hashing it (SHA-256)
///   into memory, without the file system.
/// - `payload_mb`: the bytes of all records of the catalog (`dbstat`), which the in-memory
///   catalog (decrypted into memory, opened with sqlite3_deserialize:
///   docs/store.md#the-catalog-in-memory) holds at the least; `file_mb`: the catalog file.
let args = CommandLine.arguments
guard args.count == 4, args[1] == "floor" else {
    FileHandle.standardError.write(Data("usage: kuriosa-bench-import floor PACKAGE RECOVERY-KEY-FILE\n".utf8))
    exit(64)
}
let package = try LibraryPackage(url: URL(fileURLWithPath: args[2]))
let key = try RecoveryKey(parsing: String(contentsOfFile: args[3], encoding: .utf8))
let library = try package.open(.recoveryKey(key))
let db = try library.openCatalog().db

let payload = try db.scalar("SELECT sum(payload) FROM dbstat").int ?? 0
let fileBytes = (try db.scalar("PRAGMA page_count").int ?? 0) * (try db.scalar("PRAGMA page_size").int ?? 0)

let items = try db.rows("SELECT * FROM item ORDER BY rowid")
func grouped(_ sql: String, by column: String, in db: Database) throws -> [String: [Row]] {
    Dictionary(grouping: try db.rows(sql)) { $0[column].string ?? "" }
}
let history = try grouped("SELECT * FROM history WHERE entity = 'item' ORDER BY rowid", by: "entity_id", in: db)
let search = try grouped("SELECT * FROM item_search", by: "item_id", in: db)
let tags = try grouped("SELECT * FROM item_tag", by: "item_id", in: db)
try db.execute("DELETE FROM item_tag")
try db.execute("DELETE FROM item_search")
try db.execute("DELETE FROM history WHERE entity = 'item'")
try db.execute("DELETE FROM item")
try db.execute("VACUUM")

func insert(_ table: String, columns: Int, in db: Database) throws -> Statement {
    try db.prepare("INSERT INTO \(table) VALUES (\((1...columns).map { "?\($0)" }.joined(separator: ", ")))")
}
let itemInsert = try insert("item", columns: items.first?.values.count ?? 1, in: db)
let tagInsert = try insert("item_tag", columns: 2, in: db)
let historyInsert = try insert("history", columns: 10, in: db)
let searchInsert = try insert("item_search", columns: 3, in: db)
let start = BenchMeasure.now()
try db.transaction {
    for item in items {
        let id = item["id"].string ?? ""
        try itemInsert.execute(item.values)
        for row in tags[id] ?? [] { try tagInsert.execute(row.values) }
        for row in history[id] ?? [] { try historyInsert.execute(row.values) }
        for row in search[id] ?? [] { try searchInsert.execute(row.values) }
    }
}
let sqliteSeconds = BenchMeasure.now() - start

let sealStart = BenchMeasure.now()
let hasher = SHA256()
try db.withSerializedBytes { src in
    var offset = 0
    try KEF1.seal(key: try [UInt8](SecureRandom.bytes(32)), context: "catalog", read: { buf in
        let n = min(buf.count, src.count - offset)
        if n > 0 { buf.copyMemory(from: UnsafeRawBufferPointer(rebasing: src[offset..<(offset + n)])) }
        offset += n
        return n
    }, write: { out in hasher.update(out) })
}
_ = hasher.finish()
let sealSeconds = BenchMeasure.now() - sealStart
print(String(format: "pieces=%d sqlite_s=%.2f seal_s=%.2f payload_mb=%.1f file_mb=%.1f",
             items.count, sqliteSeconds, sealSeconds, Double(payload) / 1e6, Double(fileBytes) / 1e6))
