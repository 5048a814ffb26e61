import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// Labels for the places that hold pieces — boxes, shelves, trays, safes
/// (`kuriosa labels --places`, docs/labels.md#box-labels): the place's own name large, its
/// path, how many pieces it holds (inner places included) and, when asked, the first of them,
/// with a code that names the place (`PlacePayload`). Nothing is linked or written to the
/// library: the payload is derived from the place's ID, so printing box labels is read-only.
public struct PlaceLabelSelection {
    /// Place IDs, paths or names; empty for every place.
    public var places: [String]
    /// How many of the pieces inside to list, one a line, after the count (0: none).
    public var contents: Int

    public init(places: [String] = [], contents: Int = 0) {
        self.places = places
        self.contents = contents
    }

    /// One place's label with what the command reports of it.
    public struct PlaceLabel: Sendable {
        public var item: LabelItem
        public var path: String
        /// The pieces at the place and inside it.
        public var pieces: Int
    }

    /// One label a place, in the order given (tree order for every place).
    /// - Throws: `LabelError.usage` for a place that is not there; the export's errors for
    ///   the selection of pieces.
    public func labels(db: Database, options: ExportOptions) throws -> [PlaceLabel] {
        let contents = try PlaceContents(db: db, options: options)
        return try contents.resolve(places).map { place in
            let inside = contents.pieces(in: place.id)
            // The count says how many there are; the listed ones are the first of them.
            let count = ExportStrings.counted(inside.count, "piece", language: options.language, locale: options.locale)
            let listed = inside.prefix(self.contents).map { [$0.number, $0.title].compactMap { $0 }.joined(separator: " ") }
            let path = contents.path(place.id)
            // The name is the label's large line; a place at the top has no path besides it,
            // so its count takes the path's line.
            let item = place.parentID == nil
                ? LabelItem(itemID: place.id, number: place.name, title: count, fields: listed, payload: PlacePayload.payload(of: place.id), isNew: false)
                : LabelItem(itemID: place.id, number: place.name, title: path, fields: [count] + listed, payload: PlacePayload.payload(of: place.id),
                            isNew: false)
            return PlaceLabel(item: item, path: path, pieces: inside.count)
        }
    }
}
