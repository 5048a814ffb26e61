import Foundation

/// Compares a catalog's schema with the one the specification gives for its version, the
/// way the independent implementation does (vectors README, ambiguity 19): `sqlite_master`
/// rows without `sqlite_%` names, SQL with whitespace runs collapsed and blanks next to `(`,
/// `)` and `,` removed. Triggers and views count too (the specification has none): an extra
/// `AFTER INSERT ON item … DELETE` trigger breaks every import, and `check` must name it.
public enum SchemaCheck {
    public struct Entry: Hashable, Sendable, Comparable {
        public let type: String
        public let name: String
        public let table: String
        public let sql: String

        public static func < (a: Entry, b: Entry) -> Bool { (a.type, a.name) < (b.type, b.name) }
    }

    public static func normalize(_ sql: String) -> String {
        var collapsed = ""
        var lastWasSpace = false
        for c in sql {
            if c.isWhitespace {
                if !lastWasSpace { collapsed.append(" ") }
                lastWasSpace = true
            } else {
                collapsed.append(c)
                lastWasSpace = false
            }
        }
        var out = ""
        let chars = Array(collapsed.trimmingCharacters(in: .whitespaces))
        for (i, c) in chars.enumerated() {
            if c == " " {
                let prev = i > 0 ? chars[i - 1] : " "
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                if "(),".contains(prev) || "(),".contains(next) { continue }
            }
            out.append(c)
        }
        return out
    }

    public static func entries(of db: Database) throws -> [Entry] {
        try db.rows("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'index', 'trigger', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
            .map { Entry(type: $0["type"].string ?? "", name: $0["name"].string ?? "", table: $0["tbl_name"].string ?? "",
                         sql: normalize($0["sql"].string ?? "")) }
            .sorted()
    }

    /// Differences from a fresh catalog of the same version, as lines a person can read;
    /// empty when the schema is exactly the specification's.
    public static func differences(of db: Database) throws -> [String] {
        let version = try db.userVersion
        guard (1...CatalogSchema.currentVersion).contains(version) else { return ["user_version \(version) is not a known schema version"] }
        let expected = Set(try entries(of: CatalogSchema.makeFresh(version: version)))
        let actual = Set(try entries(of: db))
        var out = [String]()
        for e in expected.subtracting(actual).sorted() {
            if actual.contains(where: { $0.type == e.type && $0.name == e.name }) { out.append("\(e.type) \(e.name) differs from the specification") }
            else { out.append("\(e.type) \(e.name) is missing") }
        }
        for e in actual.subtracting(expected).sorted() where !expected.contains(where: { $0.type == e.type && $0.name == e.name }) {
            out.append("\(e.type) \(e.name) is not in the specification")
        }
        return out
    }
}
