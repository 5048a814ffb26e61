import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// The library's places and the pieces each holds, inner places included, for box labels and
/// for `kuriosa find` of a box's code (docs/labels.md#box-labels). The pieces are the
/// inventory's (owned pieces held, lent out or at service, with the selection's options), in
/// its order, so a box label's count is what the inventory of that place lists and what
/// `find` of its code shows.
public struct PlaceContents {
    /// Living places in tree order (depth first, siblings by their order, then name).
    public let places: [LocationRecord]
    private let builder: ExportBuilder
    private let pieces: [ExportPiece]
    /// The positions in `pieces` of the pieces kept at each place itself, in order.
    private let indicesAt: [String: [Int]]
    private let itemsByID: [String: ItemRecord]
    private let children: [String: [String]]

    /// - Throws: `ExportError`/`ExportFilterError` for the selection, as an export would.
    public init(db: Database, options: ExportOptions) throws {
        guard var template = try BuiltinExportTemplates.template(named: "inventory") else {
            throw LabelError.render("the built-in inventory template is missing")
        }
        template.columns = [.standard(.number), .standard(.title), .standard(.collection), .standard(.place)]
        template.subtotals = false
        let catalog = try ExportCatalog(db: db)
        builder = ExportBuilder(catalog: catalog, template: template, options: options)
        pieces = try builder.build().pieces
        var placeOf: [String: String] = [:]
        for item in catalog.items { if let place = item.locationID { placeOf[item.id] = place } }
        var indicesAt: [String: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { if let place = placeOf[piece.id] { indicesAt[place, default: []].append(index) } }
        self.indicesAt = indicesAt
        itemsByID = Dictionary(catalog.items.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var children: [String: [String]] = [:]
        for place in catalog.locations { if let parent = place.parentID { children[parent, default: []].append(place.id) } }
        self.children = children
        let byID = Dictionary(catalog.locations.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        places = ExportBuilder.treeOrder(catalog.locations.map { ($0.id, $0.parentID) }).compactMap { byID[$0.id] }
    }

    /// `Home › Office › Safe`.
    public func path(_ placeID: String) -> String { builder.placePath(placeID) }

    /// The pieces kept at the place or at any place inside it, in the inventory's order.
    /// (From each place's own pieces, not a pass over every piece of the library a place:
    /// the 178 box labels of a 100,000-piece library took 15 s that way.)
    public func pieces(in placeID: String) -> [ExportPiece] {
        var inside: Set<String> = [], stack = [placeID], indices: [Int] = []
        while let id = stack.popLast() {
            guard inside.insert(id).inserted else { continue }
            indices += indicesAt[id] ?? []
            stack += children[id] ?? []
        }
        return indices.sorted().map { pieces[$0] }
    }

    /// The catalog's records of those pieces (`kuriosa find` of a box), read with the rest.
    public func records(in placeID: String) -> [ItemRecord] {
        pieces(in: placeID).compactMap { itemsByID[$0.id] }
    }

    /// The places `names` name, each by its ID, its path (`Home › Office › Safe`, `>` also
    /// taken for `›`) or its own name when one place has it, in the order given; every place
    /// in tree order when `names` is empty.
    /// - Throws: `LabelError.usage` for a name that names no place, or several (listing their paths).
    public func resolve(_ names: [String]) throws -> [LocationRecord] {
        guard !names.isEmpty else { return places }
        func normalized(_ path: String) -> String {
            path.replacingOccurrences(of: ">", with: "›").split(separator: "›")
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.joined(separator: TreePath.separator)
        }
        return try names.map { name in
            if let place = places.first(where: { $0.id == name }) { return place }
            let wanted = normalized(name)
            if let place = places.first(where: { normalized(path($0.id)) == wanted }) { return place }
            let named = places.filter { $0.name.lowercased() == wanted }
            if named.count == 1 { return named[0] }
            if named.count > 1 {
                throw LabelError.usage("several places are called “\(name)”: give the path (\(named.map { path($0.id) }.joined(separator: "; ")))")
            }
            let known = places.isEmpty ? "the library has none" : "places: " + places.map { path($0.id) }.joined(separator: "; ")
            throw LabelError.usage("no place has the ID, path or name “\(name)” (\(known))")
        }
    }
}
