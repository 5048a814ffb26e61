import Foundation

/// The canonical text dump of a catalog (vectors README, "Canonical dump"): schema and every
/// row in a fixed order, so two implementations' catalogs compare as text. Used by the
/// golden-migration tests and by `kuriosa dump` for people comparing two copies.
public enum CatalogDump {
    public static func canonical(_ db: Database) throws -> String {
        var out = "-- kuriosa_ref canonical dump\n"
        out += "PRAGMA user_version = \(try db.userVersion);\n"
        let objects = try db.rows("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND sql IS NOT NULL ORDER BY type DESC, name")
        for o in objects { out += (o["sql"].string ?? "") + ";\n" }
        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
            .compactMap { $0["name"].string }
        for table in tables {
            out += "-- \(table)\n"
            let info = try db.rows("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", [table])
            let columns = info.compactMap { $0["name"].string }
            let pk = info.filter { ($0["pk"].int ?? 0) > 0 }.sorted { ($0["pk"].int ?? 0) < ($1["pk"].int ?? 0) }.compactMap { $0["name"].string }
            let order = pk.isEmpty ? "rowid" : pk.map { "\"\($0)\"" }.joined(separator: ", ")
            let list = columns.joined(separator: ", ")
            let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            try db.prepare("SELECT \(quoted) FROM \"\(table)\" ORDER BY \(order)").forEach { row in
                out += "INSERT INTO \"\(table)\" (\(list)) VALUES (\(row.values.map(literal).joined(separator: ", ")));\n"
            }
        }
        return out
    }

    /// SQL literal of a value: reals in shortest round-trip form, always with `.` or exponent.
    static func literal(_ v: DatabaseValue) -> String {
        switch v {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .real(let d):
            var s = "\(d)"
            if !s.contains(".") && !s.contains("e") && !s.contains("n") && !s.contains("i") { s += ".0" }
            return s
        case .text(let t): return "'" + t.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let b): return "X'" + [UInt8](b).hexString.uppercased() + "'"
        }
    }
}
