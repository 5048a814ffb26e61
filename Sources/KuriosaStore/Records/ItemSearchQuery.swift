import Foundation
import KuriosaCore

/// Pieces found by the words a person types (`kuriosa find LIB TEXT`, docs/search-text.md):
/// the query is normalized as the catalog's `item_search` text is (`SearchText.normalize`),
/// and a piece matches when its text holds every word, each as a substring, in any order
/// ("nautilus 5711" finds "Patek Philippe Nautilus 5711/1A"). The sensitive text (serial
/// numbers, a safe's code) is searched only when asked.
public enum ItemSearchQuery {
    /// Live pieces and wishes matching `query`, by number, then title; at most `limit`.
    public static func items(matching query: String, includeSensitive: Bool, in db: Database, limit: Int = 500) throws -> [ItemRecord] {
        let words = SearchText.normalize(query).split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        var conditions: [String] = []
        var values: [DatabaseValueConvertible] = []
        for word in words {
            let pattern = "%" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            if includeSensitive {
                conditions.append("(s.text LIKE ? ESCAPE '\\' OR s.sensitive_text LIKE ? ESCAPE '\\')")
                values += [pattern, pattern]
            } else {
                conditions.append("s.text LIKE ? ESCAPE '\\'")
                values.append(pattern)
            }
        }
        let ids = try db.rows("""
            SELECT i.id FROM item_search s JOIN item i ON i.id = s.item_id
            WHERE i.deleted_at IS NULL AND \(conditions.joined(separator: " AND "))
            ORDER BY i.number IS NULL, i.number, i.title LIMIT \(max(1, limit))
            """, values).compactMap { $0[0].string }
        return try ids.compactMap { try ItemRecord.fetchOne(db, id: $0) }
    }
}
