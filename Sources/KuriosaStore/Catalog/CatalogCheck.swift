import Foundation
import KuriosaCore

/// The data conventions of the catalog schema ("Conventions", JSON columns, library_meta)
/// checked on a catalog at the current version: what SQLite's own checks cannot see, such as
/// a timestamp in another form or half a money pair. Each finding names the table, row and
/// column, so a person (or a merge test) knows exactly what is wrong.
public enum CatalogCheck {
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public let check: String
        public let message: String
        public var description: String { message }
    }

    /// SQLite's `integrity_check` messages (at most 20); empty when it says "ok". A database
    /// too damaged for the check to run gives that error as its one message.
    public static func integrityProblems(_ db: Database) -> [String] {
        do {
            let lines = try db.rows("PRAGMA integrity_check(20)").compactMap { $0[0].string }
            return lines == ["ok"] ? [] : lines
        } catch {
            return ["\(error)"]
        }
    }

    /// Every finding; empty when the catalog keeps every convention.
    /// - Parameter integrity: false when the caller ran `integrityProblems` already (`check`).
    public static func run(_ db: Database, integrity: Bool = true) throws -> [Finding] {
        var out = [Finding]()
        func add(_ check: String, _ message: String) { out.append(Finding(check: check, message: message)) }

        for line in integrity ? integrityProblems(db) : [] { add("integrity", "integrity_check: \(line)") }
        for r in try db.rows("PRAGMA foreign_key_check").prefix(50) {
            add("foreign-keys", "\(r["table"].string ?? "?") row \(r["rowid"].int.map(String.init) ?? "?") refers to a missing \(r["parent"].string ?? "?") row")
        }

        let tables = try db.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").compactMap { $0["name"].string }
        for table in tables {
            let columns = try db.rows("SELECT name FROM pragma_table_info(?)", [table]).compactMap { $0["name"].string }
            let key = columns.contains("id") ? "id" : "rowid"
            for column in columns where column.hasSuffix("_at") {
                for r in try db.rows("SELECT \(key) AS k, \(column) AS v FROM \"\(table)\" WHERE \(column) IS NOT NULL") {
                    if let v = r["v"].string, Timestamp.date(from: v) != nil { continue }
                    add("timestamps", "\(table) \(r["k"].string ?? "\(r["k"].int ?? 0)"): \(column) '\(describe(r["v"]))' is not YYYY-MM-DDTHH:MM:SS.mmmZ")
                }
            }
            for column in columns where column.hasSuffix("_minor") {
                let base = String(column.dropLast(6))
                guard columns.contains(base + "_currency") else { continue }
                for r in try db.rows("SELECT \(key) AS k, \(column) AS m, \(base)_currency AS c FROM \"\(table)\" WHERE (\(column) IS NULL) <> (\(base)_currency IS NULL) OR (\(base)_currency IS NOT NULL AND (length(\(base)_currency) <> 3 OR upper(\(base)_currency) <> \(base)_currency))") {
                    add("money", "\(table) \(r["k"].string ?? "?"): \(base) is half a money pair or has an invalid currency (\(describe(r["m"])), \(describe(r["c"])))")
                }
            }
            if columns.contains("id"), !["template", "export_template"].contains(table) {
                for r in try db.rows("SELECT id FROM \"\(table)\"") where !Manifest.isLowercaseUUID(r["id"].string ?? "") {
                    add("ids", "\(table): id '\(describe(r["id"]))' is not a lowercase UUID")
                }
            }
        }
        for r in try db.rows("SELECT id, purchase_date FROM item WHERE purchase_date IS NOT NULL") where !isCalendarDay(r["purchase_date"].string ?? "") {
            add("dates", "item \(r["id"].string ?? ""): purchase_date '\(r["purchase_date"].string ?? "")' is not YYYY-MM-DD")
        }
        for r in try db.rows("SELECT id, fields, wish_fields, events, reminders FROM item") {
            let id = r["id"].string ?? ""
            for column in ["fields", "wish_fields"] {
                guard let obj = json(r[column]) as? [String: Any] else { add("json", "item \(id): \(column) is not a JSON object"); continue }
                for (k, v) in obj.sorted(by: { $0.key < $1.key }) {
                    guard let tagged = v as? [String: Any], tagged["type"] is String, tagged.keys.contains("value") else {
                        add("json", "item \(id): \(column).\(k) is not a tagged value {\"type\", \"value\"}"); continue
                    }
                }
            }
            if let events = json(r["events"]) as? [Any] {
                for (i, e) in events.enumerated() {
                    guard let entry = e as? [String: Any], entry["id"] is String, entry["kind"] is String else {
                        add("json", "item \(id): events[\(i)] has no id or kind"); continue
                    }
                }
            } else { add("json", "item \(id): events is not a JSON array") }
            if !(json(r["reminders"]) is [Any]) { add("json", "item \(id): reminders is not a JSON array") }
        }
        for r in try db.rows("SELECT id, changes FROM history") {
            guard let changes = json(r["changes"]) as? [[String: Any]] else { add("history", "history \(r["id"].string ?? ""): changes is not an array of changes"); continue }
            let paths = changes.compactMap { $0["path"] as? String }
            if paths.count != changes.count || paths != paths.sorted(by: { Array($0.unicodeScalars.map(\.value)) .lexicographicallyPrecedes(Array($1.unicodeScalars.map(\.value))) }) {
                add("history", "history \(r["id"].string ?? ""): changes are not sorted by path")
            }
        }
        if let next = try db.scalar("SELECT value FROM library_meta WHERE key = 'next_item_number'").string {
            let maxNumber = try db.scalar("SELECT max(number) FROM item").int ?? 0
            if let n = Int(next) {
                if n <= maxNumber { add("numbers", "library_meta next_item_number \(n) is not above the largest number \(maxNumber)") }
            } else { add("numbers", "library_meta next_item_number '\(next)' is not a number") }
        }
        if let lp = try db.scalar("SELECT value FROM library_meta WHERE key = 'link_previews'").string {
            let parts = lp.split(separator: " ", omittingEmptySubsequences: false)
            if parts.count != 2 || Timestamp.date(from: String(parts[0])) == nil || !["on", "off"].contains(parts[1]) {
                add("library_meta", "library_meta link_previews '\(lp)' is not '<timestamp> on|off'")
            }
        }
        for table in ["collection", "location"] {
            for cycle in try cycles(db, table: table) { add("trees", "\(table) \(cycle) is its own ancestor") }
        }
        return out
    }

    static func describe(_ v: DatabaseValue) -> String {
        switch v {
        case .null: "NULL"
        case .integer(let i): String(i)
        case .real(let d): String(d)
        case .text(let s): s
        case .blob: "<blob>"
        }
    }

    static func json(_ v: DatabaseValue) -> Any? {
        guard let s = v.string else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(s.utf8), options: [.fragmentsAllowed])
    }

    static func isCalendarDay(_ s: String) -> Bool { CalendarDay(s) != nil }

    static func cycles(_ db: Database, table: String) throws -> [String] {
        var parent = [String: String]()
        for r in try db.rows("SELECT id, parent_id FROM \(table)") {
            if let id = r["id"].string, let p = r["parent_id"].string { parent[id] = p }
        }
        var found = [String]()
        for start in parent.keys.sorted() {
            var seen: Set<String> = [start]
            var cur = parent[start]
            while let c = cur {
                if c == start { found.append(start); break }
                if !seen.insert(c).inserted { break }
                cur = parent[c]
            }
        }
        return found
    }
}
