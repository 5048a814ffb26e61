import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// Section 10's promises, checked on generated pairs of copies: random histories applied to
/// two copies of one ancestor (fixed seeds), then merged both ways and again.
@Suite struct MergePropertyTests {
    static let pairs = 300

    @Test func generatedPairsMergeSymmetricallyIdempotentlyAndCleanly() throws {
        let ancestor = try MergeFixtures.ancestor()
        #expect(try CatalogCheck.run(ancestor).isEmpty)
        let ancestorHistory = Set(try HistoryEntry.fetchAll(ancestor).map(\.id))
        let start = try #require(Timestamp.date(from: "2026-10-01T00:00:00.000Z"))
        var failures = 0
        var repairKinds: [MergeReport.Repair.Kind: Int] = [:]
        var changedRecords = 0
        for pair in 0..<Self.pairs where failures < 5 {
            let a = try MergeFixtures.copy(ancestor), b = try MergeFixtures.copy(ancestor)
            var ha = RandomHistory(seed: UInt64(pair) * 2 + 1, device: "aaaaaaaa-0000-4000-8000-00000000000a", start: start)
            var hb = RandomHistory(seed: UInt64(pair) * 2 + 2, device: "bbbbbbbb-0000-4000-8000-00000000000b", start: start)
            try ha.apply(4 + pair % 20, to: a)
            try hb.apply(4 + (pair * 7) % 20, to: b)

            let (ab, report) = try MergeFixtures.merged(a, b)
            for r in report.repairs { repairKinds[r.kind, default: 0] += 1 }
            changedRecords += report.tables.reduce(0) { $0 + $1.added.count + $1.changed.count }
            let (ba, _) = try MergeFixtures.merged(b, a)
            let dumpAB = try MergeFixtures.dump(ab)
            let symmetric = dumpAB == (try MergeFixtures.dump(ba))
            #expect(symmetric, "pair \(pair): merge(A, B) differs from merge(B, A)")

            var idempotent = true
            for (name, x) in [("A", a), ("B", b)] {
                let (again, report) = try MergeFixtures.merged(ab, x)
                let same = try MergeFixtures.dump(again) == dumpAB
                #expect(same && report.isEmpty, "pair \(pair): merging the result with \(name) again changed \(report.lines)")
                idempotent = idempotent && same
            }
            let findings = try CatalogCheck.run(ab)
            #expect(findings.isEmpty, "pair \(pair): \(findings)")
            #expect(try ab.rows("PRAGMA foreign_key_check").isEmpty, "pair \(pair)")

            let lost = try lostWrites(ab, a, b, ancestorHistory: ancestorHistory) + lostWrites(ab, b, a, ancestorHistory: ancestorHistory)
            #expect(lost.isEmpty, "pair \(pair): \(lost)")
            if !symmetric || !idempotent || !findings.isEmpty || !lost.isEmpty { failures += 1 }
        }
        // The generated histories really exercise the rules.
        #expect(changedRecords > Self.pairs)
        for kind in [MergeReport.Repair.Kind.duplicateNumber, .duplicateCode, .restored, .journalStatus, .treeLoop, .duplicateLink] {
            #expect((repairKinds[kind] ?? 0) > 0, "no \(kind) repair in \(Self.pairs) pairs: \(repairKinds)")
        }
    }

    /// What `x` wrote since the ancestor and the merge `m` does not show, where no rule says
    /// it loses: the other copy changed the same path later, the merge repaired the record,
    /// or the record was removed by a later delete.
    func lostWrites(_ m: Database, _ x: Database, _ y: Database, ancestorHistory: Set<String>) throws -> [String] {
        var out: [String] = []
        let mergedHistory = try HistoryEntry.fetchAll(m)
        let mergedIDs = Set(mergedHistory.map(\.id))
        let repaired = Set(mergedHistory.filter { $0.actor == "merge" }.map(\.entityID))
        let hy = MergeHistory(try MergeTable.read(y, table: "history", keyColumn: "id"))
        let hm = MergeHistory(try MergeTable.read(m, table: "history", keyColumn: "id"))
        var latest: [String: (entity: String, id: String, path: String, key: MergeHistory.Key)] = [:]
        for e in try HistoryEntry.fetchAll(x) where !ancestorHistory.contains(e.id) {
            if !mergedIDs.contains(e.id) { out.append("history entry \(e.id) missing") }
            for c in try e.changes() {
                let k = MergeHistory.Key(occurredAt: e.occurredAt, id: e.id)
                let slot = e.entityID + "|" + c.path
                if latest[slot].map({ $0.key < k }) ?? true { latest[slot] = (e.entity, e.entityID, c.path, k) }
            }
        }
        for (_, w) in latest.sorted(by: { $0.key < $1.key }) {
            if repaired.contains(w.id) { continue }
            let mine = try MergeFixtures.paths(x, entity: w.entity, id: w.id)
            guard let merged = try MergeFixtures.paths(m, entity: w.entity, id: w.id) else {
                if mine == nil { continue }
                if hm.lastPhysicalDelete(w.entity, w.id, softDeletes: false) != nil || w.entity == "tag" { continue }
                out.append("\(w.entity) \(w.id) missing")
                continue
            }
            guard let mine else { continue }
            let vx = mine[w.path] ?? .null, vm = merged[w.path] ?? .null
            if vx.isCatalogEqual(to: vm) { continue }
            if let ky = hy.lastChange(w.entity, w.id, path: w.path), w.key < ky { continue }
            switch w.path {
            case "events":
                let missing = MergeHistory.ids(vx, MergeHistory.entryIdentity).subtracting(MergeHistory.ids(vm, MergeHistory.entryIdentity))
                if !missing.isEmpty { out.append("item \(w.id): journal entries \(missing.sorted()) lost") }
            case "tagIDs", "status", "number":
                continue // tags follow merged names and removals; status and numbers are repairs
            default:
                out.append("\(w.entity) \(w.id) \(w.path): wrote \(vx.catalogJSONText), merged \(vm.catalogJSONText)")
            }
        }
        return out
    }
}
