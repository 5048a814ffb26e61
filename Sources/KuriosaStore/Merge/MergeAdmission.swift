import Foundation
import KuriosaCore

/// What a merge refuses before it writes anything (docs/merge.md#what-a-merge-refuses): a copy
/// whose data the toolkit's own readers would refuse afterwards. Merging a copy whose Watches
/// template held a 990-deep JSON array (valid to SQLite) reported "template: 1 changed", and
/// then `export`, `import` and `labels` all failed on "nested deeper than 256 levels" with no
/// undo; a copy whose `next_item_number` was 2^63−1 left every later import without a number.
enum MergeAdmission {
    /// A library numbers its pieces one by one; a next number past this is damage, not a count,
    /// and near `Int.max` no number can be given at all.
    static let largestNextNumber = 1_000_000_000

    /// - Throws: `StoreError.catalog` naming the copy and what it holds that cannot be read.
    static func check(_ other: Database, path: String) throws {
        let templates: [TemplateRow]
        do { templates = try TemplateRow.fetchAll(other) } catch {
            throw StoreError.catalog(path: path, reason: "its templates cannot be read (\(error)); nothing was merged")
        }
        for row in templates {
            do { _ = try Template.decode(from: Data(row.json.text.utf8)) } catch {
                throw StoreError.catalog(path: path, reason: "its template \(row.id) cannot be read (\(error)); nothing was merged")
            }
        }
        let next: Int?
        do { next = try LibraryMeta.fetch(other).nextItemNumber() } catch {
            throw StoreError.catalog(path: path, reason: "its next inventory number cannot be read (\(error)); nothing was merged")
        }
        if let next, next > largestNextNumber {
            throw StoreError.catalog(path: path, reason: "its next inventory number is \(next), past \(largestNextNumber) (a damaged copy: "
                + "no library numbers that many pieces); nothing was merged")
        }
    }
}
