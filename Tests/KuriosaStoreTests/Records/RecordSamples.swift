import Foundation
import KuriosaCore
@testable import KuriosaStore

/// A fresh v16 catalog with one of every record, for the round-trip tests. Foreign keys are
/// on, so the records are inserted parents first.
enum RecordSamples {
    static let time = "2026-10-01T09:00:00.000Z"
    static let later = "2026-10-02T10:30:00.500Z"

    static let template = TemplateRow(id: "builtin.watch", version: 1,
                                      json: try! JSONText(parsing: #"{"id":"builtin.watch","fields":[]}"#), updatedAt: time)
    static let collection = CollectionRecord(id: "c0000000-0000-4000-8000-000000000001", name: "Watches",
                                             templateID: "builtin.watch", sortIndex: 2, createdAt: time, updatedAt: time,
                                             coverPictureID: "p0000000-0000-4000-8000-000000000001")
    static let location = LocationRecord(id: "l0000000-0000-4000-8000-000000000001", name: "Safe", sortIndex: 1,
                                         createdAt: time, updatedAt: time)
    static let tags = [TagRecord(id: "t0000000-0000-4000-8000-000000000002", name: "Vintage"),
                       TagRecord(id: "t0000000-0000-4000-8000-000000000001", name: "Swiss made")]
    static let item = ItemRecord(
        id: "i0000000-0000-4000-8000-000000000001", collectionID: collection.id, kind: .owned,
        title: "Rolex Submariner", status: .lentOut, locationID: location.id, purchaseDate: "2019-05-14",
        purchasePrice: Money(minorUnits: 895000, currency: "CHF"), source: "Bucherer Zürich",
        estimatedValue: Money(minorUnits: 1_150_000, currency: "CHF"), condition: .veryGood,
        notes: "Box and papers", primaryPhotoID: "m0000000-0000-4000-8000-000000000001",
        fields: try! JSONText(parsing: #"{"brand":{"type":"text","value":"Rolex"},"case_diameter":{"type":"measurement","value":40.0}}"#),
        wishFields: .emptyObject, createdAt: time, updatedAt: later, isFavorite: true, purchaseQuantity: 2.5,
        events: try! JSONText(parsing: #"[{"id":"e1","kind":"lent_out","date":"2026-10-01","counterparty":"Marco","dueDate":"2026-10-15"}]"#),
        number: 7, reminders: try! JSONText(parsing: #"[{"id":"field:next_service","lead":"week_before","repeat":"every_2_years"}]"#),
        tagIDs: tags.map(\.id).sorted())
    static let wish = ItemRecord(
        id: "i0000000-0000-4000-8000-000000000002", collectionID: collection.id, kind: .wish, title: "Snowflake",
        wishPriority: 1, wishTarget: Money(minorUnits: 850000, currency: "JPY"),
        wishFields: try! JSONText(parsing: #"{"shop_url":{"type":"url","value":"https://example.com/a"}}"#),
        createdAt: time, updatedAt: time)
    static let media = MediaRecord(
        id: "m0000000-0000-4000-8000-000000000001", itemID: item.id, kind: .photo, contentType: "image/jpeg",
        filename: "IMG_1.JPG", byteCount: 1243, width: 48, height: 32, cutoutContentType: "image/png",
        cutoutWidth: 34, cutoutHeight: 34, showsCutout: true, createdAt: time, rotation: 90,
        crop: .init(x: 0.1, y: 0.2, width: 0.5, height: 0.25))
    static let relation = RelationRecord(id: "r0000000-0000-4000-8000-000000000001", fromItemID: wish.id,
                                         toItemID: item.id, type: .partOf, createdAt: time)
    static let itemSet = ItemSetRecord(id: "s0000000-0000-4000-8000-000000000001", name: "Everyday", notes: nil,
                                       createdAt: time, updatedAt: time, itemIDs: [wish.id, item.id])
    static let code = ItemCodeRecord(id: "k0000000-0000-4000-8000-000000000001", itemID: item.id, payload: "4006381333931", createdAt: time)
    static let exportTemplate = ExportTemplateRow(id: "x0000000-0000-4000-8000-000000000001",
                                                  json: try! JSONText(parsing: #"{"name": "Insurance", "columns": [1, 2.5]}"#),
                                                  createdAt: time, updatedAt: later)
    static let backup = BackupEvent(id: "b0000000-0000-4000-8000-000000000001", occurredAt: time, kind: .automaticBackup,
                                    fileName: "Kuriosa 2026-10-01.kuriosabackup", folder: "iCloud Drive › Kuriosa",
                                    itemCount: 2, photoCount: 1, byteCount: 123_456_789, succeeded: false, reason: "Disk full")
    static let preview = LinkPreviewRow(id: "v0000000-0000-4000-8000-000000000001", itemID: wish.id, url: "https://example.com/a",
                                        title: "Snowflake", siteName: nil, picture: Data([0xFF, 0xD8, 0x00, 0xFF, 0xD9]),
                                        pictureWidth: 800, pictureHeight: 600, loadedAt: time)

    /// A fresh catalog holding every sample.
    static func catalog() throws -> Database {
        let db = try CatalogSchema.makeFresh()
        try template.insert(db)
        try collection.insert(db)
        try location.insert(db)
        for tag in tags { try tag.insert(db) }
        try item.insert(db)
        try wish.insert(db)
        try media.insert(db)
        try relation.insert(db)
        try itemSet.insert(db)
        try code.insert(db)
        try exportTemplate.insert(db)
        try backup.insert(db)
        try preview.insert(db)
        return db
    }
}
