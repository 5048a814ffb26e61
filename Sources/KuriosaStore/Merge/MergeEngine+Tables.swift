import Foundation
import KuriosaCore

/// The tables section 10 merges by their own rules: templates, export templates,
/// library_meta, tags, link previews, and the derived search rows.
extension MergeEngine {
    // MARK: Templates

    /// Templates and export templates: the row with the later `updated_at`, then the higher
    /// version, then the larger JSON text. Export templates named by `removed:<id>` are gone.
    mutating func mergeTemplates() {
        removedIDs = Set((a.meta.keys.map { $0 } + b.meta.keys.map { $0 })
            .filter { $0.hasPrefix(LibraryMeta.removedPrefix) }
            .map { String($0.dropFirst(LibraryMeta.removedPrefix.count)) })
        for table in ["template", "export_template"] {
            let ta = a[table], tb = b[table]
            var out: [String: [DatabaseValue]] = [:]
            for key in Set(ta.rows.keys).union(tb.rows.keys) {
                if table == "export_template", removedIDs.contains(key) { continue }
                switch (ta.rows[key], tb.rows[key]) {
                case let (ra?, rb?): out[key] = templatePrefersB(ta, ra, rb) ? rb : ra
                case let (ra?, nil): out[key] = ra
                case let (nil, rb?): out[key] = rb
                default: break
                }
            }
            result[table].rows = out
        }
    }

    /// Whether row `rb` wins over `ra`: later `updated_at`, higher `version`, larger `json`,
    /// then (rows that still differ) the larger row.
    func templatePrefersB(_ t: MergeTable, _ ra: [DatabaseValue], _ rb: [DatabaseValue]) -> Bool {
        for column in ["updated_at", "version", "json"] {
            guard let i = t.index[column] else { continue }
            let c = MergeOrder.compare(ra[i], rb[i])
            if c != 0 { return c < 0 }
        }
        return MergeOrder.compare(ra, rb) < 0
    }

    // MARK: library_meta

    /// `next_item_number` the larger, `removed:*` joined, `wishlist_template_id` the one
    /// whose template changed later, `link_previews` the later change (the larger text,
    /// which starts with its time), every other key the smaller value.
    mutating func mergeMeta() {
        let ma = a.meta, mb = b.meta
        var out: [String: String] = [:]
        for key in Set(ma.keys).union(mb.keys) {
            guard let va = ma[key], let vb = mb[key] else {
                if key != LibraryMeta.wishlistTemplateKey { out[key] = ma[key] ?? mb[key] }
                continue
            }
            switch key {
            case LibraryMeta.nextItemNumberKey:
                let ia = Int(va) ?? 0, ib = Int(vb) ?? 0
                out[key] = ia != ib ? (ia > ib ? va : vb) : (MergeOrder.precedes(va, vb) ? vb : va)
            case LibraryMeta.linkPreviewsKey:
                out[key] = MergeOrder.precedes(va, vb) ? vb : va
            case LibraryMeta.wishlistTemplateKey:
                break
            default:
                out[key] = MergeOrder.precedes(vb, va) ? vb : va
            }
        }
        // Absent means builtin.wishlist; the value whose template row is later wins.
        let wa = ma[LibraryMeta.wishlistTemplateKey], wb = mb[LibraryMeta.wishlistTemplateKey]
        if wa != nil || wb != nil {
            let chosen = wishlistPrefersB(wa ?? LibraryMeta.defaultWishlistTemplateID, wb ?? LibraryMeta.defaultWishlistTemplateID) ? wb : wa
            if let chosen { out[LibraryMeta.wishlistTemplateKey] = chosen }
        }
        var t = result["library_meta"]
        for (key, value) in out { t.rows[key] = [.text(key), .text(value)] }
        result["library_meta"] = t
    }

    func wishlistPrefersB(_ va: String, _ vb: String) -> Bool {
        if va == vb { return false }
        let t = result["template"]
        let ra = t.rows[va], rb = t.rows[vb]
        switch (ra, rb) {
        case let (ra?, rb?): return templatePrefersB(t, ra, rb) || (MergeOrder.compare(ra, rb) == 0 && MergeOrder.precedes(va, vb))
        case (nil, .some): return true
        case (.some, nil): return false
        case (nil, nil): return MergeOrder.precedes(va, vb)
        }
    }

    // MARK: Tags

    /// Tags by id (the record rules), then by name ignoring case: of two tags with one name
    /// the smaller id stays and the pieces' tags follow it.
    mutating func mergeTags() {
        mergeRecords(.tag)
        var t = result["tag"]
        var byName: [String: [String]] = [:]
        for key in t.rows.keys { byName[(t.text(key, "name") ?? "").lowercased(asciiOnly: true), default: []].append(key) }
        for ids in byName.values where ids.count > 1 {
            let sorted = ids.sorted(by: MergeOrder.precedes)
            for other in sorted.dropFirst() {
                tagRemap[other] = sorted[0]
                t.rows[other] = nil
            }
        }
        result["tag"] = t
    }

    // MARK: Link previews

    /// Matched by piece and link: the later `loaded_at`, then the larger id; rows of pieces
    /// the result lacks are left out; then the merged switch decides which stay.
    mutating func mergeLinkPreviews() {
        let table = result["link_preview"]
        guard let itemCol = table.index["item_id"], let urlCol = table.index["url"],
              let loadedCol = table.index["loaded_at"], let idCol = table.index["id"] else { return }
        var best: [String: [DatabaseValue]] = [:]
        for row in Array(a["link_preview"].rows.values) + Array(b["link_preview"].rows.values) {
            let match = (row[itemCol].string ?? "") + "\u{0}" + (row[urlCol].string ?? "")
            if let current = best[match] {
                let c = MergeOrder.compare(current[loadedCol], row[loadedCol])
                let d = c != 0 ? c : MergeOrder.compare(current[idCol], row[idCol])
                if d >= 0 { continue }
            }
            best[match] = row
        }
        let items = result["item"].rows
        let switchText = result.meta[LibraryMeta.linkPreviewsKey]
        let turnedOn = switchText.flatMap(LibraryMeta.LinkPreviewSwitch.init(text:)).flatMap { $0.isOn ? $0.changedAt : nil }
        var out: [String: [DatabaseValue]] = [:]
        for row in best.values {
            guard let item = row[itemCol].string, items[item] != nil, let on = turnedOn,
                  let loaded = row[loadedCol].string, !MergeOrder.precedes(loaded, on),
                  let id = row[idCol].string else { continue }
            if let other = out[id], MergeOrder.compare(other, row) >= 0 { continue }
            out[id] = row
        }
        result["link_preview"].rows = out
    }

    // MARK: Search rows

    /// `item_search` is derived data: for each piece, the row of the copy whose item row the
    /// result kept (the larger row when both did); a piece the merge combined from both
    /// copies (or repaired) gets its row rebuilt from the result with `SearchText.build`.
    mutating func mergeSearchRows() {
        let items = result["item"]
        var templates = SearchTemplates(result)
        var out: [String: [DatabaseValue]] = [:]
        // The tables are taken out of the snapshots once: each `a[…]` copies a table's struct.
        let searchA = a["item_search"].rows, searchB = b["item_search"].rows, itemsA = a["item"].rows, itemsB = b["item"].rows
        for (key, row) in items.rows {
            let sa = searchA[key], sb = searchB[key]
            let keptA = itemsA[key] == row, keptB = itemsB[key] == row
            switch (keptA ? sa : nil, keptB ? sb : nil) {
            case let (x?, y?): out[key] = MergeOrder.compare(x, y) >= 0 ? x : y
            case let (x?, nil): out[key] = x
            case let (nil, y?): out[key] = y
            case (nil, nil):
                if !keptA && !keptB {
                    out[key] = templates.searchRow(items, key, columns: result["item_search"].columns)
                } else if let row = sa ?? sb {
                    out[key] = row
                }
            }
        }
        result["item_search"].rows = out
    }
}

/// Builds `item_search` rows for pieces the merge combined, with the templates of the result.
struct SearchTemplates {
    let templates: MergeTable
    let collections: MergeTable
    let wishlistID: String
    var cache: [String: Template?] = [:]

    init(_ result: MergeSnapshot) {
        templates = result["template"]
        collections = result["collection"]
        wishlistID = result.meta[LibraryMeta.wishlistTemplateKey] ?? LibraryMeta.defaultWishlistTemplateID
    }

    mutating func template(_ id: String?) -> Template? {
        guard let id else { return nil }
        if let cached = cache[id] { return cached }
        let parsed = templates.text(id, "json").flatMap { try? Template.decode(from: Data($0.utf8)) }
        cache[id] = parsed
        return parsed
    }

    /// The `item_search` row of a piece of `items`, in the table's column order. The number
    /// is added whenever the piece has one, as migration 13 does.
    mutating func searchRow(_ items: MergeTable, _ key: String, columns: [String]) -> [DatabaseValue] {
        let fields = items.text(key, "fields").flatMap { try? ItemFields.parse($0) } ?? ItemFields()
        let wishFields = items.text(key, "wish_fields").flatMap { try? ItemFields.parse($0) } ?? ItemFields()
        let collectionTemplate = template(items.text(key, "collection_id").flatMap { collections.text($0, "template_id") })
        let search = SearchText.build(title: items.text(key, "title") ?? "", fields: fields, wishFields: wishFields,
                                      template: collectionTemplate, wishlistTemplate: template(wishlistID),
                                      number: items.value(key, "number").int)
        let values: [String: DatabaseValue] = ["item_id": .text(key), "text": .text(search.text), "sensitive_text": .text(search.sensitiveText)]
        return columns.map { values[$0] ?? .null }
    }
}

extension String {
    /// Lowercases A–Z only, as SQLite's NOCASE compares (the tag name's UNIQUE constraint).
    func lowercased(asciiOnly: Bool) -> String {
        guard asciiOnly else { return lowercased() }
        return String(String.UnicodeScalarView(unicodeScalars.map { s in
            (65...90).contains(s.value) ? Unicode.Scalar(s.value + 32) ?? s : s
        }))
    }
}
