import Foundation
import KuriosaCore
import KuriosaStore

extension PieceWriter {
    /// The SHA-256 of the stored originals of a piece's photos (or documents).
    func storedHashes(of itemID: String, kind: MediaRecord.Kind) throws -> Set<[UInt8]> {
        guard let library else { return [] }
        var hashes = Set<[UInt8]>()
        for record in try MediaRecord.fetchAll(db, itemID: itemID) where record.kind == kind {
            if let bytes = try? library.readMedia(id: record.id, kind: .original) { hashes.insert(SHA256.hash(bytes)) }
        }
        return hashes
    }

    /// Adds photos or documents to a piece after the ones it has, each recorded in the
    /// import's batch; a piece without a main photo gets the first new one.
    mutating func attach(_ files: [PreparedFile], to itemID: String) throws {
        guard !files.isEmpty else { return }
        let existing = try MediaRecord.fetchAll(db, itemID: itemID)
        var next = [MediaRecord.Kind.photo: -1, .document: -1]
        for record in existing { next[record.kind] = max(next[record.kind] ?? -1, record.sortIndex) }
        var firstPhoto: String?
        for file in files {
            let id = SecureRandom.uuid()
            let index = (next[file.kind] ?? -1) + 1
            next[file.kind] = index
            let record = MediaRecord(id: id, itemID: itemID, kind: file.kind, contentType: file.contentType, filename: file.fileName,
                                     byteCount: Int64(file.original.count), width: file.width, height: file.height,
                                     sortIndex: index, createdAt: now)
            if writesMedia {
                guard let library else { throw ImportSetupError("photos and documents need a library package (not --catalog)") }
                writtenMedia.append(id)
                try library.writeMedia(id: id, kind: .original, data: file.original)
                if let thumbnail = file.thumbnail { try library.writeMedia(id: id, kind: .thumbnail, data: thumbnail) }
            }
            try record.insert(db)
            try history.create(record, in: db)
            if file.kind == .photo, firstPhoto == nil { firstPhoto = id }
        }
        if let firstPhoto, let old = try ItemRecord.fetchOne(db, id: itemID), old.primaryPhotoID == nil {
            var item = old
            item.primaryPhotoID = firstPhoto
            item.updatedAt = now
            try item.update(db)
            try history.update(old: old, new: item, in: db)
        }
    }
}
