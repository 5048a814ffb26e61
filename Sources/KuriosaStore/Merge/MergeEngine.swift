import Foundation
import KuriosaCore

/// Works out the combination of two catalog copies (library format, section 10) as a new
/// snapshot. Every decision compares the two copies by what they hold — times, entry ids,
/// values — and never by which argument came first, so `merge(A, B)` and `merge(B, A)` give
/// the same snapshot; entries the merge writes get ids and times derived from the inputs.
struct MergeEngine {
    let a: MergeSnapshot
    let b: MergeSnapshot
    let ha: MergeHistory
    let hb: MergeHistory
    /// One millisecond after the latest time either copy knows: the time of the merge's
    /// own history entries and of records it combines.
    let clock: String

    var result: MergeSnapshot
    var repairs: [MergeReport.Repair] = []
    var repairEntries: [[DatabaseValue]] = []
    /// IDs removed for good (`removed:<id>` of either copy).
    var removedIDs: Set<String> = []
    /// Tag id → the tag it was merged into (same name, smaller id).
    var tagRemap: [String: String] = [:]
    /// Items whose journal got entries from both copies.
    var combinedJournals: Set<String> = []
    /// Records the merge itself changed (repairs), whose `updated_at` becomes the clock.
    var touched: Set<String> = []

    init(_ a: MergeSnapshot, _ b: MergeSnapshot) {
        self.a = a
        self.b = b
        ha = MergeHistory(a["history"])
        hb = MergeHistory(b["history"])
        let latest = MergeOrder.precedes(a.latestTime, b.latestTime) ? b.latestTime : a.latestTime
        clock = Self.oneMillisecondAfter(latest)
        var tables: [String: MergeTable] = [:]
        for (name, table) in a.tables { tables[name] = table.emptyCopy }
        result = MergeSnapshot(tables: tables)
    }

    static func oneMillisecondAfter(_ time: String) -> String {
        guard let date = Timestamp.date(from: time) else { return "1970-01-01T00:00:00.001Z" }
        return Timestamp.string(from: date.addingTimeInterval(0.001).addingTimeInterval(0.0000001))
    }

    /// Runs every rule in a fixed order and returns the merged snapshot.
    mutating func run() -> MergeSnapshot {
        mergeTemplates()
        mergeMeta()
        mergeTags()
        for spec in [MergeRecordSpec.collection, .location, .item, .media, .relation, .itemSet, .itemCode] {
            mergeRecords(spec)
        }
        dropDanglingReferences()
        joinByID("history")
        joinByID("backup_event")
        repairDuplicateLinks()
        repairDuplicateCodes()
        repairPartOfLoops()
        repairTreeLoops("collection", entity: "collection")
        repairTreeLoops("location", entity: "location")
        restoreDeletedHolders()
        repairJournals()
        repairNumbers()
        mergeLinkPreviews()
        mergeSearchRows()
        finishRepairs()
        return result
    }

    // MARK: Shared helpers

    func copy(_ isB: Bool) -> MergeSnapshot { isB ? b : a }
    func history(_ isB: Bool) -> MergeHistory { isB ? hb : ha }

    /// A UUID v4-shaped id from SHA-256 of `text`: the same inputs give the same id on
    /// every device, so two devices merging the same copies write the same entries.
    static func derivedID(_ text: String) -> String {
        var h = Array(SHA256.hash(Data(text.utf8)).prefix(16))
        h[6] = (h[6] & 0x0F) | 0x40
        h[8] = (h[8] & 0x3F) | 0x80
        let hex = h.hexString
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.map(String.init).joined(separator: "-")
    }

    /// The text to store for a combined JSON value: a copy's own text when it holds exactly
    /// this value (the larger text when both do), so unchanged bytes stay; else canonical.
    static func chooseText(_ merged: JSONValue, _ candidates: [DatabaseValue]) -> DatabaseValue {
        var best: String?
        for c in candidates {
            guard let s = c.string, let v = try? JSONValue(parsing: s), v.isCatalogEqual(to: merged) else { continue }
            if best.map({ MergeOrder.precedes($0, s) }) ?? true { best = s }
        }
        return .text(best ?? merged.catalogJSONText)
    }

    /// Joins a table whose rows are only ever added (history, backup events) by key; two
    /// rows with one key that differ (which should not happen) give the larger row.
    mutating func joinByID(_ table: String) {
        var out = a[table].rows
        for (key, row) in b[table].rows {
            if let mine = out[key], MergeOrder.compare(mine, row) >= 0 { continue }
            out[key] = row
        }
        result[table].rows = out
    }
}
