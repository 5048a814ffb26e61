import KuriosaStore

/// How one group's rows are written, decided once in setup (after the first pass has counted
/// the rows) from the destination, the options and the file's columns, and followed by
/// everything that writes them (docs/import.md#how-the-rows-are-written-importwriteplan):
///
/// - the writer: `direct` (a new piece without photos bound straight into statements
///   prepared once, `PieceWriter.writeDirect`) or general only (every piece through the
///   records, `PieceWriter.create`; tests use it to compare the two paths' catalogs). Under
///   `direct`, a row still goes the general way when it has photos or a number JSON cannot
///   hold (`DirectRow.Context.prepare`), or names a piece (an update is never direct);
/// - the mapping: `inline` on the writing thread, or `pipelined` on a second thread
///   (`RowPipeline`), which also makes each row's `DirectRow` and prepares its photos.
struct ImportWritePlan: Sendable {
    enum Mapping: Sendable, Equatable {
        case inline
        /// Rows per hand-over, hand-overs waiting at most, and whether the photos of each
        /// batch are prepared on the mapping side (on all cores).
        case pipelined(batchSize: Int, capacity: Int, preparesPhotos: Bool)
    }

    /// What a direct row is made with; nil: every piece through the general path.
    let direct: DirectRow.Context?
    let mapping: Mapping

    /// The plan before setup has decided one (a group without rows).
    static let unplanned = ImportWritePlan(direct: nil, mapping: .inline)

    init(direct: DirectRow.Context?, mapping: Mapping) {
        self.direct = direct
        self.mapping = mapping
    }

    /// - Parameters:
    ///   - direct: the direct writer's context, nil for the general path only.
    ///   - rows: the rows this group takes (the first pass counted them).
    ///   - routed: the group takes only the rows of its `Collection` cells: it reads them on
    ///     the writing thread, which skips the others unmapped.
    ///   - hasPhotos: the file has a photos column. Photos are prepared ahead, a few rows at
    ///     a time on all cores (each photo holds about 100 MB while it is decoded), whatever
    ///     the number of rows.
    ///   - hasRelations: a relation column makes mapping read the catalog, which only the
    ///     writing thread may.
    ///   - pipelineRows: files of at least this many rows are mapped on a second thread
    ///     (`Int.max`: never, not even for photos).
    init(direct: DirectRow.Context?, rows: Int, routed: Bool, hasPhotos: Bool, hasRelations: Bool, pipelineRows: Int) {
        self.direct = direct
        if !routed, !hasRelations, rows >= pipelineRows || (hasPhotos && pipelineRows < .max) {
            mapping = hasPhotos ? .pipelined(batchSize: 4, capacity: 1, preparesPhotos: true)
                : .pipelined(batchSize: RowPipeline.batchSize, capacity: RowPipeline.capacity, preparesPhotos: false)
        } else {
            mapping = .inline
        }
    }

    /// The catalog-free part of a row the mapping thread makes ahead (nil under the general path).
    func prepare(_ row: ImportedRow) -> DirectRow? { direct?.prepare(row) }

    /// The direct form of a new piece's row, or nil to write it through `PieceWriter.create`.
    /// - Parameters:
    ///   - prepared: what the mapping thread made of the row, if it still is that row.
    ///   - photos: the row's prepared photos (a piece with photos is written the general way).
    func directRow(_ row: ImportedRow, prepared: DirectRow?, photos: [PreparedPhoto]) -> DirectRow? {
        guard let direct, photos.isEmpty else { return nil }
        return prepared ?? direct.prepare(row)
    }
}
