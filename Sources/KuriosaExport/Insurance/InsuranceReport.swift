import Foundation
import KuriosaCore
import KuriosaStore

/// What the insurance report shows beyond the built-in template's pages: each piece's last
/// valuation (a "Last valued" row beside its estimated value), the changes since an earlier
/// day or report, and what a claim would lack. Made from the catalog's history after the
/// document is built, because `ExportBuilder` reads records only (docs/insurance-report.md).
public struct InsuranceReport: Sendable {
    /// What the report knows of one of its pieces.
    public struct Piece: Sendable, Hashable {
        public var estimatedValue: Money?
        public var lastValued: ItemTimeline.Valuation?
    }

    public var options: InsuranceOptions
    /// Piece ID → its value and last valuation.
    public var pieces: [String: Piece]
    public var changes: ReportChanges?
    public var claimGaps: ClaimGaps

    /// The ID of the column the report adds after the estimated value.
    public static let lastValuedColumnID = "insurance:last_valued"

    /// Works the report out and adds it to `document`: `document.insurance`, and a "Last
    /// valued" column right after the estimated value in every group that shows it.
    /// - Throws: what reading the catalog throws (`RecordError`, `DatabaseError`).
    public static func attach(to document: inout ExportDocument, builder: ExportBuilder, options: InsuranceOptions,
                              db: Database) throws {
        let timeline = try ItemTimeline(db: db)
        let items = try ItemRecord.fetchAll(db, includingDeleted: true)
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var pieces: [String: Piece] = [:]
        for piece in document.pieces {
            guard let item = byID[piece.id] else { continue }
            pieces[piece.id] = Piece(estimatedValue: item.estimatedValue,
                                     lastValued: timeline.lastValuation(of: item))
        }
        var changes: ReportChanges?
        if let baseline = options.baseline {
            let collections = try builder.selectedCollectionIDs()
            changes = ReportChanges.make(baseline: baseline, current: document.pieces, items: items, timeline: timeline) { item in
                var held = item
                held.deletedAt = nil
                held.kind = .owned
                held.status = .inCollection
                return builder.isSelected(held, collections: collections)
            }
        }
        let gaps = ClaimGaps.make(pieces: document.pieces, values: pieces.compactMapValues(\.estimatedValue),
                                  valuations: pieces.compactMapValues(\.lastValued), options: options,
                                  reportDay: document.options.date)
        document.insurance = InsuranceReport(options: options, pieces: pieces, changes: changes, claimGaps: gaps)
        addLastValuedColumn(to: &document)
    }

    /// "Last valued" after the estimated value, in the locale's date form, for the pieces that
    /// have a value; the renderers show it like any other column.
    static func addLastValuedColumn(to document: inout ExportDocument) {
        guard let report = document.insurance else { return }
        let values = ExportValueText(options: document.options, numbers: [:])
        var column = ExportColumn(id: lastValuedColumnID, label: document.word("lastValued"), kind: .text,
                                  source: .field(lastValuedColumnID))
        column.isDate = true
        func insert(into columns: inout [ExportColumn]) {
            guard !columns.contains(where: { $0.id == lastValuedColumnID }),
                  let index = columns.firstIndex(where: { $0.source == .standard(.estimatedValue) }) else { return }
            columns.insert(column, at: index + 1)
        }
        insert(into: &document.columns)
        for g in document.groups.indices {
            insert(into: &document.groups[g].columns)
            for p in document.groups[g].pieces.indices {
                let id = document.groups[g].pieces[p].id
                guard let day = report.pieces[id]?.lastValued?.day else { continue }
                document.groups[g].pieces[p].cells[lastValuedColumnID] = ExportCell(text: values.date(day), csv: day)
            }
        }
    }
}
