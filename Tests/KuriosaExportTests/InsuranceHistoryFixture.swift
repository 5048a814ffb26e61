import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// A saved library whose history tells a story around 2026-01-01, written the way the
/// toolkit's writers write it (the record and its `HistoryWriter` entry in one transaction,
/// real time stamps before and after the day):
///
/// | piece | history | since 2026-01-01 |
/// |---|---|---|
/// | K-0001 Speedmaster | 2025-06-01 CHF 5,000; 2026-03-01 CHF 6,200; 2026-04-01 CHF 9,999, undone 2026-04-02 | valued again 5,000 → 6,200 |
/// | K-0002 Submariner | 2025-06-01 CHF 12,000; 2025-09-01 CHF 13,500 | — |
/// | K-0003 Vreneli | 2025-06-01 CHF 1,680; sold 2026-02-08 (recorded 2026-02-10) | gone: sold |
/// | K-0004 Pocket watch | 2025-06-01 CHF 2,800; lost 2026-02-20 | gone: lost |
/// | K-0005 Old taler | 2019-05-01 EUR 450 | — (valuation stale) |
/// | K-0006 Strap | 2025-06-01, no value | — |
/// | K-0007 Seiko | 2025-06-01 USD 120; deleted 2026-02-15 | gone: deleted |
/// | K-0008 Black Bay | 2026-02-01 CHF 3,000 | added |
///
/// The Speedmaster has a photo, a PDF receipt, a JPEG appraisal and a HEIC scan (never
/// drawn); the Submariner a photo.
final class InsuranceHistoryFixture {
    let folder: URL
    let libraryURL: URL
    let library: Library
    let session: CatalogSession
    let recoveryKey: String
    let collectionID: String
    /// Title → item ID.
    private(set) var ids: [String: String] = [:]

    init() throws {
        folder = try TestFolder.make("kuriosa-insurance")
        libraryURL = folder.appendingPathComponent("lib")
        let created = try LibraryPackage.create(at: libraryURL, passphrase: nil, iterations: 1000)
        library = created.library
        recoveryKey = created.recoveryKey.displayForm
        session = try library.openCatalog()
        let options = ImportOptions(destination: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        _ = try CSVImporter(session: session, library: library, options: options).run(.bytes(Array("Title,Brand\n".utf8)))
        collectionID = try #require(try CollectionRecord.fetchAll(session.db).first { $0.name == "Watches" }).id

        let receipt = try Self.receiptPDF(in: folder)
        try add("Speedmaster", chf: 5_000, at: "2025-06-01T10:00:00.000Z", photo: true,
                documents: [("receipt.pdf", "application/pdf", receipt),
                            ("appraisal.jpg", "image/jpeg", TestPictures.blocks([(20, 40, 200)], width: 800, height: 500)),
                            ("scan.heic", "image/heic", Data("not a picture this toolkit draws".utf8))])
        try add("Submariner", chf: 12_000, at: "2025-06-01T10:01:00.000Z", photo: true)
        try add("Vreneli", chf: 1_680, at: "2025-06-01T10:02:00.000Z")
        try add("Pocket watch", chf: 2_800, at: "2025-06-01T10:03:00.000Z")
        try add("Old taler", value: Money(minorUnits: 45_000, currency: "EUR"), at: "2019-05-01T09:00:00.000Z")
        try add("Strap", value: nil, at: "2025-06-01T10:04:00.000Z")
        try add("Seiko", value: Money(minorUnits: 12_000, currency: "USD"), at: "2025-06-01T10:05:00.000Z")
        try update("Submariner", at: "2025-09-01T08:00:00.000Z") { $0.estimatedValue = Self.chf(13_500) }
        try add("Black Bay", chf: 3_000, at: "2026-02-01T12:00:00.000Z")
        try journal("Vreneli", .sold, day: "2026-02-08", at: "2026-02-10T18:30:00.000Z")
        try delete("Seiko", at: "2026-02-15T07:00:00.000Z")
        try journal("Pocket watch", .lost, day: "2026-02-20", at: "2026-02-20T21:00:00.000Z")
        try update("Speedmaster", at: "2026-03-01T09:00:00.000Z") { $0.estimatedValue = Self.chf(6_200) }
        let mistake = try #require(try update("Speedmaster", at: "2026-04-01T09:00:00.000Z") { $0.estimatedValue = Self.chf(9_999) })
        try update("Speedmaster", at: "2026-04-02T09:00:00.000Z", undoing: mistake) { $0.estimatedValue = Self.chf(6_200) }
        try session.save()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    static func chf(_ francs: Int64) -> Money { Money(minorUnits: francs * 100, currency: "CHF") }

    var environment: [String: String] {
        ["KURIOSA_RECOVERY_KEY": recoveryKey, "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
    }

    func id(_ title: String) throws -> String { try #require(ids[title], "no piece \(title)") }

    /// The insurance document with its report, as `kuriosa export --template insurance` makes it.
    func document(_ insurance: InsuranceOptions, language: String = "en", locale: String? = nil,
                  date: String = "2026-10-01") throws -> ExportDocument {
        let template = try #require(try BuiltinExportTemplates.template(named: "insurance"))
        let options = ExportOptions(language: language, locale: locale, owner: "Anna Muster", date: date)
        let builder = ExportBuilder(catalog: try ExportCatalog(db: session.db), template: template, options: options)
        var document = try builder.build()
        try InsuranceReport.attach(to: &document, builder: builder, options: insurance, db: session.db)
        return document
    }

    // MARK: Writing as the toolkit writes

    private func add(_ title: String, chf: Int64, at: String, photo: Bool = false,
                     documents: [(String, String, Data)] = []) throws {
        try add(title, value: Self.chf(chf), at: at, photo: photo, documents: documents)
    }

    private func add(_ title: String, value: Money?, at: String, photo: Bool = false,
                     documents: [(String, String, Data)] = []) throws {
        let db = session.db
        let writer = HistoryWriter(device: nil, occurredAt: at)
        let id = UUID().uuidString.lowercased()
        try db.transaction {
            var item = ItemRecord(id: id, collectionID: collectionID, kind: .owned, title: title, estimatedValue: value,
                                  fields: JSONText(ItemFieldsJSON.any(["brand": .text("Acme")])),
                                  createdAt: at, updatedAt: at, number: try ItemNumbers.assignNext(db))
            var media: [MediaRecord] = []
            if photo {
                let picture = TestPictures.blocks([(200, 180, 40)], width: 320, height: 200)
                let record = MediaRecord(id: UUID().uuidString.lowercased(), itemID: id, kind: .photo, contentType: "image/jpeg",
                                         filename: "photo.jpg", byteCount: Int64(picture.count), sortIndex: 0, createdAt: at)
                try library.writeMedia(id: record.id, kind: .original, data: picture)
                try library.writeMedia(id: record.id, kind: .thumbnail, data: picture)
                item.primaryPhotoID = record.id
                media.append(record)
            }
            for (index, (name, type, data)) in documents.enumerated() {
                let record = MediaRecord(id: UUID().uuidString.lowercased(), itemID: id, kind: .document, contentType: type,
                                         filename: name, byteCount: Int64(data.count), sortIndex: index, createdAt: at)
                try library.writeMedia(id: record.id, kind: .original, data: data)
                media.append(record)
            }
            try item.insert(db)
            try writer.create(item, in: db)
            for record in media {
                try record.insert(db)
                try writer.create(record, in: db)
            }
        }
        ids[title] = id
    }

    /// Changes a piece as one user action; an undo names the entry it takes back.
    @discardableResult
    func update(_ title: String, at: String, undoing undone: HistoryEntry? = nil, _ change: (inout ItemRecord) -> Void) throws -> HistoryEntry? {
        let db = session.db
        let writer = HistoryWriter(device: nil, occurredAt: at)
        return try db.transaction {
            let old = try #require(try ItemRecord.fetchOne(db, id: try id(title)))
            var new = old
            change(&new)
            new.updatedAt = at
            try new.update(db)
            guard let undone else { return try writer.update(old: old, new: new, in: db) }
            return try writer.write(entity: ItemRecord.entity, id: new.id, action: .update,
                                    changes: HistoryChange.forUpdate(old: old.historyPaths(), new: new.historyPaths()),
                                    undoes: undone.id, in: db)
        }
    }

    /// A journal entry and the status it leads to, in one step (as the app records a sale).
    private func journal(_ title: String, _ kind: JournalEntryKind, day: String, at: String) throws {
        try update(title, at: at) { item in
            var events = (try? JournalEntry.entries(storedText: item.events.text)) ?? []
            events.append(JournalEntry(id: UUID().uuidString.lowercased(), kind: kind, date: day))
            item.events = (try? JSONText(parsing: JournalEntry.storedText(events))) ?? item.events
            let journal = Journal(purchaseDate: item.purchaseDate, purchasePrice: nil, source: item.source,
                                  purchaseQuantity: item.purchaseQuantity, events: events)
            let status = journal.status(current: ItemStatus(rawValue: item.status.rawValue) ?? .inCollection)
            item.status = ItemRecord.Status(rawValue: status.rawValue) ?? item.status
        }
    }

    /// A soft delete, as the app deletes a piece.
    func delete(_ title: String, at: String) throws {
        let db = session.db
        try db.transaction {
            var item = try #require(try ItemRecord.fetchOne(db, id: try id(title)))
            item.deletedAt = at
            item.updatedAt = at
            try item.update(db)
            try HistoryWriter(device: nil, occurredAt: at).delete(entity: ItemRecord.entity, id: item.id, deletedAt: at, in: db)
        }
    }

    /// A one-page PDF made by the toolkit itself, to stand for a receipt.
    private static func receiptPDF(in folder: URL) throws -> Data {
        let fixture = try ReportFixture()
        try fixture.addPiece("Quittung Nummer 4711")
        let url = folder.appendingPathComponent("receipt-source.pdf")
        try PDFRenderer(document: fixture.document("inventory"), media: fixture.media).render(to: url)
        return try Data(contentsOf: url)
    }
}
