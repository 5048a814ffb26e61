import Foundation
import KuriosaCore
import KuriosaStore

/// Turns a catalog into an `ExportDocument`: selects the pieces the template asks for,
/// groups and sorts them, writes their values as people read them, and adds up totals.
public struct ExportBuilder {
    public let catalog: ExportCatalog
    public let template: ExportTemplate
    public let options: ExportOptions
    let values: ExportValueText
    /// Every collection's and place's path, made once: each piece's cells name them.
    private let collectionPaths: [String: String]
    private let placePaths: [String: String]

    /// - Parameter template: the export template; the builder keeps it with the options'
    ///   selection, sort, paper and orientation laid over it (`template` is what this export
    ///   really uses, and what the document and renderers see).
    public init(catalog: ExportCatalog, template: ExportTemplate, options: ExportOptions) {
        self.catalog = catalog
        self.template = Self.overlaid(template, options: options)
        self.options = options
        values = ExportValueText(options: options, numbers: catalog.numbers)
        let collections = Dictionary(catalog.collections.map { ($0.id, $0) }) { first, _ in first }
        collectionPaths = Dictionary(uniqueKeysWithValues: collections.keys.map { id in
            (id, Self.path(id) { collections[$0].map { ($0.name, $0.parentID) } })
        })
        let locations = Dictionary(catalog.locations.map { ($0.id, $0) }) { first, _ in first }
        placePaths = Dictionary(uniqueKeysWithValues: locations.keys.map { id in
            (id, Self.path(id) { locations[$0].map { ($0.name, $0.parentID) } })
        })
    }

    /// The document: groups in collection-tree or place-tree order, pieces sorted.
    /// - Throws: `ExportError.unknownCollection` for a chosen collection that is not there;
    ///   `ExportFilterError` for an option's field, column, status, tag or place that is not.
    public func build() throws -> ExportDocument {
        let collectionIDs = try selectedCollectionIDs()
        try validateFilter(collections: collectionIDs)
        let items = catalog.items.filter { isSelected($0, collections: collectionIDs) && meetsConditions($0) }
        let byCollection = Dictionary(uniqueKeysWithValues: catalog.collections.map { ($0.id, $0) })
        let orderedCollections = Self.treeOrder(catalog.collections.map { ($0.id, $0.parentID) })
        let templatesInUse = templates(in: orderedCollections, collections: collectionIDs, items: items, byCollection: byCollection)
        // The cells of every column; the stamp only in the files that come back (CSV, XLSX).
        let allColumns = columns(for: Self.unique(templatesInUse))

        var groups: [ExportGroup] = []
        switch template.grouping {
        case .collection:
            for (id, depth) in orderedCollections {
                guard let collection = byCollection[id] else { continue }
                let pieces = items.filter { $0.collectionID == id }
                guard !pieces.isEmpty else { continue }
                let t = catalog.template(of: collection).map { [$0] } ?? []
                // The cells of the export's columns too: a CSV of this document has one header
                // row for every group, where a field may be headed with its template's name.
                groups.append(group(id: id, title: collectionPath(id), depth: depth, columns: columns(for: t), items: pieces,
                                    cellColumns: columns(for: t) + allColumns))
            }
        case .place:
            let placeOrder = Self.treeOrder(catalog.locations.map { ($0.id, $0.parentID) })
            for (id, depth) in placeOrder {
                let pieces = items.filter { $0.locationID == id }
                guard !pieces.isEmpty else { continue }
                groups.append(group(id: id, title: placePath(id), depth: depth, columns: allColumns, items: pieces))
            }
            let known = Set(placeOrder.map(\.id))
            let nowhere = items.filter { $0.locationID.map { !known.contains($0) } ?? true }
            if !nowhere.isEmpty {
                groups.append(group(id: "", title: ExportStrings.word("none", language: options.language), depth: 0,
                                    columns: allColumns, items: nowhere))
            }
        case .none:
            groups.append(group(id: "", title: "", depth: 0, columns: allColumns, items: items))
        }
        var total = ExportTotals(count: 0, sums: [])
        for g in groups { total.add(g.subtotal) }
        var document = ExportDocument(
            title: template.name.text(for: options.language), template: template, options: options,
            dateText: values.date(options.date), columns: allColumns.filter { $0.source != .standard(.stamp) },
            groups: groups, total: total)
        document.csvColumns = columns(for: Self.unique(templatesInUse), forCSV: true)
        return document
    }

    /// The columns of a CSV of this export: one header row for every group. A caller that
    /// builds the document anyway takes `ExportDocument.csvColumns` instead.
    public func csvColumns() throws -> [ExportColumn] { try build().csvColumns }

    /// The templates whose fields get columns, in tree order. Collections the person named
    /// (or the export template names) keep their fields even when empty, so an empty
    /// collection's spreadsheet is a form to fill in; otherwise only the collections that
    /// give the export a piece count, so that `--kind wish` or `--tag` does not head the file
    /// with every other collection's fields (which an import back then reports as unknown).
    func templates(in order: [(id: String, depth: Int)], collections ids: Set<String>, items: [ItemRecord],
                   byCollection: [String: CollectionRecord]) -> [Template] {
        let named = options.collections != nil || template.selection.collections != nil
        let holding = named ? ids : Set(items.map(\.collectionID))
        return order.filter { ids.contains($0.id) && holding.contains($0.id) }
            .compactMap { byCollection[$0.id].flatMap(catalog.template(of:)) }
    }

    // MARK: Selection

    /// The collections whose pieces may be exported: the options' or template's choice
    /// (by ID or name, ignoring case), with sub-collections when the template says so.
    func selectedCollectionIDs() throws -> Set<String> {
        guard let wanted = options.collections ?? template.selection.collections else {
            return Set(catalog.collections.map(\.id))
        }
        var chosen = Set<String>()
        for name in wanted {
            let matches = catalog.collections.filter { $0.id == name || $0.name.lowercased() == name.lowercased() }
            guard !matches.isEmpty else {
                // As a wrong tag lists the tags: the names the option takes, in tree order.
                let names = Dictionary(catalog.collections.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
                var seen = Set<String>()
                let known = Self.treeOrder(catalog.collections.map { ($0.id, $0.parentID) })
                    .compactMap { names[$0.id] }.filter { seen.insert($0).inserted }
                throw ExportError.unknownCollection(name, known: known)
            }
            chosen.formUnion(matches.map(\.id))
        }
        if template.selection.includeSubcollections {
            var added = true
            while added {
                added = false
                for c in catalog.collections where !chosen.contains(c.id) {
                    if let parent = c.parentID, chosen.contains(parent) { chosen.insert(c.id); added = true }
                }
            }
        }
        return chosen
    }

    func isSelected(_ item: ItemRecord, collections: Set<String>) -> Bool {
        let s = template.selection
        guard item.deletedAt == nil, collections.contains(item.collectionID), s.kinds.contains(item.kind.rawValue) else { return false }
        if let statuses = s.statuses, item.kind == .owned, !statuses.contains(item.status.rawValue) { return false }
        if let tags = s.tags {
            let names = Set(catalog.tags.filter { item.tagIDs.contains($0.id) }.flatMap { [$0.id, $0.name.lowercased()] })
            guard tags.contains(where: { names.contains($0) || names.contains($0.lowercased()) }) else { return false }
        }
        if let places = s.places {
            var inside = Set<String>()
            var current = item.locationID
            while let id = current, let place = catalog.locations.first(where: { $0.id == id }), inside.insert(id).inserted {
                inside.insert(place.name.lowercased())
                current = place.parentID
            }
            guard places.contains(where: { inside.contains($0) || inside.contains($0.lowercased()) }) else { return false }
        }
        return true
    }

    // MARK: Groups and pieces

    func group(id: String, title: String, depth: Int, columns: [ExportColumn], items: [ItemRecord],
               cellColumns: [ExportColumn]? = nil) -> ExportGroup {
        let keys = template.sort.map(\.column)
        let descending = template.sort.map(\.descending)
        // Each piece's fields are read once, for its cells and its sort keys.
        var rows: [ExportPiece] = []
        var sortKeys: [[ExportSorter.Key?]] = []
        rows.reserveCapacity(items.count)
        sortKeys.reserveCapacity(items.count)
        for item in items {
            let fields = fields(of: item)
            rows.append(piece(item, columns: cellColumns ?? columns, fields: fields))
            sortKeys.append(keys.map { ExportSorter.key(item, $0, fields: fields, place: item.locationID.map(placePath) ?? "",
                                                        collection: collectionPath(item.collectionID)) })
        }
        let order = rows.indices.sorted { a, b in
            ExportSorter.before(sortKeys[a], sortKeys[b], descending: descending) ?? (a < b)
        }
        rows = order.map { rows[$0] }
        var subtotal = ExportTotals(count: rows.count, sums: [])
        for row in rows { if let units = row.units { subtotal.add(units: units) } }
        for column in template.totals.sums {
            let amounts = items.compactMap { item -> Money? in
                let stored = switch column {
                case .purchasePrice: item.purchasePrice
                case .estimatedValue: item.estimatedValue
                case .wishTarget: item.wishTarget
                default: nil as Money?
                }
                return stored
            }
            subtotal.sums.append(.init(column: column, label: ExportStrings.label(column, language: options.language),
                                       amounts: ExportTotals.merge([], amounts)))
        }
        // A photo column that no piece of the group fills is left out; the stamp is for the
        // files that come back (CSV, XLSX take `csvColumns`), never shown.
        let shown = columns.filter { ($0.kind != .photo || rows.contains { !$0.photos.isEmpty }) && $0.source != .standard(.stamp) }
        return ExportGroup(id: id, title: title, depth: depth, columns: shown, pieces: rows, subtotal: subtotal)
    }

    func fields(of item: ItemRecord) -> [String: FieldValue] {
        (try? ItemFields.parse(item.fields.text).values) ?? [:]
    }

    /// `Watches › Straps`.
    func collectionPath(_ id: String) -> String {
        collectionPaths[id] ?? Self.path(id) { _ in nil }
    }

    /// `Home › Study › Safe`, as the importer reads place paths.
    public func placePath(_ id: String) -> String {
        placePaths[id] ?? Self.path(id) { _ in nil }
    }

    private static func path(_ id: String, parent: (String) -> (String, String?)?) -> String {
        TreePath.text(TreePath.names(of: id) { parent($0).map { (name: $0.0, parentID: $0.1) } })
    }

    /// IDs depth first, siblings in their given order (already sort index, then name).
    public static func treeOrder(_ nodes: [(id: String, parentID: String?)]) -> [(id: String, depth: Int)] {
        let ids = Set(nodes.map(\.id))
        var out: [(id: String, depth: Int)] = []
        var visited = Set<String>()
        func walk(_ parent: String?, _ depth: Int) {
            for node in nodes where node.parentID == parent || (depth == 0 && parent == nil && node.parentID.map { !ids.contains($0) } == true) {
                guard visited.insert(node.id).inserted else { continue }
                out.append((node.id, depth))
                walk(node.id, depth + 1)
            }
        }
        walk(nil, 0)
        return out
    }

    static func unique(_ templates: [Template]) -> [Template] {
        var seen = Set<String>()
        return templates.filter { seen.insert($0.id).inserted }
    }
}
