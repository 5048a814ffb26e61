import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaImport

/// The import's one write plan (docs/import.md#how-the-rows-are-written-importwriteplan): the
/// decisions it takes once per group. That every plan writes the same catalog is
/// `DirectWriterTests` (general, direct, pipelined) and `RowPipelineTests` (photos).
@Suite("Import write plan")
struct ImportWritePlanTests {
    static let context = DirectRow.Context(collectionID: "c", template: try! BuiltinTemplates.template(id: "builtin.watch")!,
                                           wishlist: nil, kind: .owned)

    static func plan(rows: Int, routed: Bool = false, photos: Bool = false, relations: Bool = false,
                     pipelineRows: Int = 2_000, direct: Bool = true) -> ImportWritePlan {
        ImportWritePlan(direct: direct ? context : nil, rows: rows, routed: routed, hasPhotos: photos, hasRelations: relations,
                        pipelineRows: pipelineRows)
    }

    @Test func mapping() {
        let rows = ImportWritePlan.Mapping.pipelined(batchSize: RowPipeline.batchSize, capacity: RowPipeline.capacity, preparesPhotos: false)
        let photos = ImportWritePlan.Mapping.pipelined(batchSize: 4, capacity: 1, preparesPhotos: true)
        #expect(Self.plan(rows: 1_999).mapping == .inline)
        #expect(Self.plan(rows: 2_000).mapping == rows)
        // Photos are prepared ahead on all cores, whatever the number of rows.
        #expect(Self.plan(rows: 3, photos: true).mapping == photos)
        #expect(Self.plan(rows: 5_000, photos: true).mapping == photos)
        // A routed group reads only its own rows, and a relation column reads the catalog:
        // both on the writing thread.
        #expect(Self.plan(rows: 5_000, routed: true).mapping == .inline)
        #expect(Self.plan(rows: 5_000, photos: true, relations: true).mapping == .inline)
        // Tests: `Int.max` never pipelines (not even photos), 0 always.
        #expect(Self.plan(rows: 5_000, photos: true, pipelineRows: .max).mapping == .inline)
        #expect(Self.plan(rows: 0, pipelineRows: 0).mapping == rows)
    }

    @Test func writer() throws {
        var row = ImportedRow(row: 2)
        row.title = "Speedmaster"
        let direct = Self.plan(rows: 1)
        #expect(direct.prepare(row) != nil)
        #expect(direct.directRow(row, prepared: nil, photos: []) != nil)
        // The general path only: nothing is prepared ahead, every piece through `create`.
        let general = Self.plan(rows: 1, direct: false)
        #expect(general.prepare(row) == nil)
        #expect(general.directRow(row, prepared: direct.prepare(row), photos: []) == nil)
        // A row with photos, or a number JSON cannot hold, is written the general way.
        row.photos = ["a.jpg"]
        #expect(direct.prepare(row) == nil)
        row.photos = []
        row.quantity = .infinity
        #expect(direct.directRow(row, prepared: nil, photos: []) == nil)
    }

    /// The history entry's `changes` text the store's bulk writer makes (`PreparedPiece`) is what the
    /// general writer makes for the same piece (`HistoryChange.forCreate` of its paths).
    @Test func changesAreTheGeneralWritersText() throws {
        var row = ImportedRow(row: 2)
        row.title = "Speedmaster \"Moonwatch\""
        row.notes = "box, papers"
        row.source = "Auction"
        row.fields = ["brand": .text("Omega"), "reference": .text("310.30.42.50.01.001")]
        let prepared = try #require(Self.plan(rows: 1).prepare(row))
        let piece = ItemRecord.BulkRow(id: "i", collectionID: "c", kind: .owned, title: row.title, locationID: "l", purchaseDate: "2024-05-01",
                                       purchasePrice: Money(minorUnits: 650_000, currency: "CHF"), source: row.source, estimatedValue: nil,
                                       notes: row.notes, wishPriority: nil, wishTarget: nil, createdAt: "2026-01-01T00:00:00.000Z",
                                       purchaseQuantity: 2, number: 7, tagIDs: ["t1", "t2"])
        let text = prepared.prepared.changesText(of: piece)
        var item = ItemRecord(id: "i", collectionID: "c", kind: .owned, title: row.title, createdAt: piece.createdAt, updatedAt: piece.createdAt)
        item.locationID = "l"
        item.purchaseDate = "2024-05-01"
        item.purchasePrice = Money(minorUnits: 650_000, currency: "CHF")
        item.source = row.source
        item.notes = row.notes
        item.purchaseQuantity = 2
        item.number = 7
        item.tagIDs = ["t1", "t2"]
        item.fields = try JSONText(parsing: ItemFields(row.fields).text)
        let general = HistoryChange.text(HistoryChange.forCreate(item.historyPaths()))
        #expect(text == general)
    }
}
