import Foundation
import KuriosaCore

/// The record rules of section 10: records matched by id and combined path by path.
extension MergeEngine {
    /// Merges one record table into the result: records both copies have are combined;
    /// a record only one copy has is added unless the other removed it.
    mutating func mergeRecords(_ spec: MergeRecordSpec) {
        let ta = a[spec.table], tb = b[spec.table]
        var out = result[spec.table]
        // Records both copies hold in different versions are combined in id order (a
        // combination may log a repair, and the repairs' order is part of the result); every
        // other record decides alone, so the keys are not all sorted.
        var differing: [String] = []
        func keep(_ key: String, _ row: [DatabaseValue], _ list: [String]) {
            out.rows[key] = row
            if spec.membersPath != nil, !list.isEmpty { out.members[key] = list }
        }
        for key in Set(ta.rows.keys).union(tb.rows.keys) {
            if spec.table == "media", removedIDs.contains(key) { continue }
            let ma = members(spec, ta, key), mb = members(spec, tb, key)
            switch (ta.rows[key], tb.rows[key]) {
            case let (ra?, rb?):
                if ra == rb && ma == mb { keep(key, ra, ma) } else { differing.append(key) }
            case let (ra?, nil):
                if !removedByOther(spec, key, holderIsB: false) { keep(key, ra, ma) }
            case let (nil, rb?):
                if !removedByOther(spec, key, holderIsB: true) { keep(key, rb, mb) }
            default: continue
            }
        }
        for key in differing.sorted(by: MergeOrder.precedes) {
            guard let ra = ta.rows[key], let rb = tb.rows[key] else { continue }
            let c = combine(spec, ta, key, ra, rb, members(spec, ta, key), members(spec, tb, key))
            if let deletedAt = c.restoredFrom {
                logRepair(.restored, entity: spec.entity, id: key, action: "restore",
                          changes: [HistoryChange(path: "deletedAt", old: .string(deletedAt), new: .null)],
                          message: "\(spec.table) \(key): deleted in one copy but changed later in the other; restored")
            }
            keep(key, c.row, c.members)
        }
        result[spec.table] = out
    }

    /// The member list of a record, tags mapped to the tag they were merged into.
    func members(_ spec: MergeRecordSpec, _ table: MergeTable, _ key: String) -> [String] {
        guard spec.membersPath != nil else { return [] }
        let list = table.members[key] ?? []
        guard spec.table == "item", !tagRemap.isEmpty else { return list }
        return Set(list.map { tagRemap[$0] ?? $0 }).sorted(by: MergeOrder.precedes)
    }

    /// Whether the copy that lacks a record removed it: a physical delete in its history
    /// later than the holder's last other entry for the record.
    func removedByOther(_ spec: MergeRecordSpec, _ key: String, holderIsB: Bool) -> Bool {
        guard let deleted = history(!holderIsB).lastPhysicalDelete(spec.entity, key, softDeletes: spec.hasDeletedAt) else { return false }
        guard let kept = history(holderIsB).lastNonDelete(spec.entity, key) else { return true }
        return kept < deleted
    }

    struct Combined {
        var row: [DatabaseValue]
        var members: [String]
        /// The deletion time when the record was restored by the deletion rule's exception.
        var restoredFrom: String?
    }

    /// Combines a record both copies have and that differs.
    mutating func combine(_ spec: MergeRecordSpec, _ t: MergeTable, _ key: String, _ ra: [DatabaseValue], _ rb: [DatabaseValue],
                          _ ma: [String], _ mb: [String]) -> Combined {
        let decide = PathDecider(engine: self, spec: spec, table: t, key: key, ra: ra, rb: rb)
        var row = ra
        for path in spec.paths {
            let cols = path.columns.compactMap { t.index[$0] }
            guard !cols.isEmpty else { continue }
            let rawA = cols.map { ra[$0] }, rawB = cols.map { rb[$0] }
            if rawA == rawB { continue }
            if path.form == .entryList, let list = combineList(decide, path: path.path, column: cols[0]) {
                row[cols[0]] = list
                continue
            }
            let va = MergeRecordSpec.json(path, row: ra, index: t.index), vb = MergeRecordSpec.json(path, row: rb, index: t.index)
            let pickB = va.isCatalogEqual(to: vb) ? MergeOrder.compare(rawA, rawB) < 0 : decide.prefersB(path.path, va, vb)
            if pickB { for c in cols { row[c] = rb[c] } }
        }
        for (column, prefix) in spec.objectColumns {
            guard let ci = t.index[column], ra[ci] != rb[ci] else { continue }
            let oa = MergeRecordSpec.objectMembers(ra[ci]), ob = MergeRecordSpec.objectMembers(rb[ci])
            var merged: [String: JSONValue] = [:]
            for k in Set(oa.keys).union(ob.keys) {
                let va = oa[k] ?? .null, vb = ob[k] ?? .null
                let v = va.isCatalogEqual(to: vb) ? va : (decide.prefersB(prefix + "." + k, va, vb) ? vb : va)
                if v != .null { merged[k] = v }
            }
            row[ci] = Self.chooseText(.object(merged), [ra[ci], rb[ci]])
        }
        var list = ma
        if let path = spec.membersPath, ma != mb {
            let sa = Set(ma), sb = Set(mb)
            var keep = sa.intersection(sb)
            let identify: (JSONValue) -> String? = { [tagRemap] v in MergeHistory.memberIdentity(v).map { tagRemap[$0] ?? $0 } }
            for e in sa.subtracting(sb) where !decide.droppedByOther(path, e, holderIsB: false, identify: identify) { keep.insert(e) }
            for e in sb.subtracting(sa) where !decide.droppedByOther(path, e, holderIsB: true, identify: identify) { keep.insert(e) }
            list = keep.sorted(by: MergeOrder.precedes)
        }
        if let i = t.index["created_at"] { row[i] = MergeOrder.compare(ra[i], rb[i]) <= 0 ? ra[i] : rb[i] }
        if let i = t.index["updated_at"] { row[i] = MergeOrder.compare(ra[i], rb[i]) >= 0 ? ra[i] : rb[i] }
        var restoredFrom: String?
        if spec.hasDeletedAt, let di = t.index["deleted_at"], let d = row[di].string, ra[di].isNull != rb[di].isNull {
            // Deleted in one copy, alive in the other: alive when the other changed it later.
            let aliveIsB = rb[di].isNull
            let deletion = history(!aliveIsB).lastChange(spec.entity, key, path: "deletedAt") ?? MergeHistory.Key(occurredAt: d, id: "")
            if let change = history(aliveIsB).last(spec.entity, key), deletion < change {
                row[di] = .null
                restoredFrom = d
            }
        }
        // A record that now differs from both copies was combined: its updated_at becomes
        // the merge's time, so merging the result again with either copy keeps it.
        let fixed = Set(["created_at", "updated_at"].compactMap { t.index[$0] })
        func content(_ r: [DatabaseValue]) -> [DatabaseValue] { r.enumerated().filter { !fixed.contains($0.offset) }.map(\.element) }
        let c = content(row)
        if (c != content(ra) || list != ma) && (c != content(rb) || list != mb), let i = t.index["updated_at"] {
            row[i] = .text(clock)
        }
        return Combined(row: row, members: list, restoredFrom: restoredFrom)
    }

    /// `item.events` and `item.reminders`: combined per entry id. An entry both copies have
    /// takes the version whose history changed it last; an entry one copy has stays unless
    /// the other's history removed it later; the order is the deciding copy's, then the
    /// other's own entries. Nil when a value is not a list (then the path rule decides).
    mutating func combineList(_ decide: PathDecider, path: String, column: Int) -> DatabaseValue? {
        guard let sa = decide.ra[column].string, let sb = decide.rb[column].string,
              case .array(let la)? = try? JSONValue(parsing: sa), case .array(let lb)? = try? JSONValue(parsing: sb) else { return nil }
        func ident(_ e: JSONValue) -> String { MergeHistory.entryIdentity(e) ?? "text:" + e.catalogJSONText }
        let winnerIsB = decide.prefersB(path, .array(la), .array(lb))
        let (w, l) = winnerIsB ? (lb, la) : (la, lb)
        var inW: [String: JSONValue] = [:], inL: [String: JSONValue] = [:]
        for e in w where inW[ident(e)] == nil { inW[ident(e)] = e }
        for e in l where inL[ident(e)] == nil { inL[ident(e)] = e }
        var merged: [JSONValue] = []
        for e in w {
            let id = ident(e)
            if let other = inL[id] {
                if e.isCatalogEqual(to: other) { merged.append(e); continue }
                let (ea, eb) = winnerIsB ? (other, e) : (e, other)
                merged.append(decide.entryPrefersB(path, id, ea, eb) ? eb : ea)
            } else if !decide.droppedByOther(path, id, holderIsB: winnerIsB, identify: { MergeHistory.entryIdentity($0) ?? "text:" + $0.catalogJSONText }) {
                merged.append(e)
            }
        }
        for e in l where inW[ident(e)] == nil {
            if !decide.droppedByOther(path, ident(e), holderIsB: !winnerIsB, identify: { MergeHistory.entryIdentity($0) ?? "text:" + $0.catalogJSONText }) {
                merged.append(e)
            }
        }
        if path == "events" {
            let ids = Set(merged.map(ident)), idsA = Set(la.map(ident)), idsB = Set(lb.map(ident))
            if !ids.subtracting(idsA).isEmpty && !ids.subtracting(idsB).isEmpty { combinedJournals.insert(decide.key) }
        }
        return Self.chooseText(.array(merged), [decide.ra[column], decide.rb[column]])
    }
}

/// The per-path decisions for one record both copies hold.
struct PathDecider {
    let engine: MergeEngine
    let spec: MergeRecordSpec
    let table: MergeTable
    let key: String
    let ra: [DatabaseValue]
    let rb: [DatabaseValue]

    /// Without history: the later `updated_at`, then the larger JSON text of the value.
    func fallbackPrefersB(_ va: JSONValue, _ vb: JSONValue) -> Bool {
        if spec.hasUpdatedAt, let i = table.index["updated_at"] {
            let c = MergeOrder.compare(ra[i], rb[i])
            if c != 0 { return c < 0 }
        }
        return MergeOrder.precedes(va.catalogJSONText, vb.catalogJSONText)
    }

    /// Whether copy B's value of `path` wins: the copy whose own history changed the path
    /// last (no entry counts as earliest); the same last entry in both, or none, falls back.
    func prefersB(_ path: String, _ va: JSONValue, _ vb: JSONValue) -> Bool {
        let ka = engine.ha.lastChange(spec.entity, key, path: path)
        let kb = engine.hb.lastChange(spec.entity, key, path: path)
        return later(ka, kb) ?? fallbackPrefersB(va, vb)
    }

    /// A list entry both copies have in different versions: the copy whose history changed
    /// that entry last, else the fallback.
    func entryPrefersB(_ path: String, _ entryID: String, _ ea: JSONValue, _ eb: JSONValue) -> Bool {
        let ka = engine.ha.lastEntryChange(spec.entity, key, path: path, entryID: entryID)
        let kb = engine.hb.lastEntryChange(spec.entity, key, path: path, entryID: entryID)
        return later(ka, kb) ?? fallbackPrefersB(ea, eb)
    }

    /// true when `kb` is later, false when `ka` is, nil when they are the same (or both nil).
    func later(_ ka: MergeHistory.Key?, _ kb: MergeHistory.Key?) -> Bool? {
        switch (ka, kb) {
        case let (x?, y?): x == y ? nil : x < y
        case (nil, .some): true
        case (.some, nil): false
        case (nil, nil): nil
        }
    }

    /// Whether an element only the holder's list has (a member ID or a list entry's id) was
    /// removed by the other copy: the other's history took it out later than the holder's
    /// history last put it in.
    func droppedByOther(_ path: String, _ element: String, holderIsB: Bool, identify: (JSONValue) -> String?) -> Bool {
        let other = engine.history(!holderIsB), holder = engine.history(holderIsB)
        guard let change = other.lastMembershipChange(spec.entity, key, path: path, element: element, identify: identify),
              !change.added else { return false }
        guard let put = holder.lastMembershipChange(spec.entity, key, path: path, element: element, identify: identify),
              put.added else { return true }
        return put.key < change.key
    }
}
