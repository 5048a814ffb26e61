import Foundation
import KuriosaStore

/// A second writer for the concurrency test: keeps one catalog session open and saves it
/// COUNT times, each time after adding a tag `PREFIX-n` and a piece `PREFIX piece n` with the
/// next inventory number, both recorded in the history. Every save over a catalog the other
/// process saved meanwhile merges it first (CatalogSession.save). Prints each n it saved.
/// Usage: kuriosa-concurrent-writer PACKAGE DATA-KEY-HEX PREFIX COUNT
let args = CommandLine.arguments
guard args.count == 5, let key = [UInt8](hex: args[2]), let count = Int(args[4]) else {
    FileHandle.standardError.write(Data("usage: kuriosa-concurrent-writer PACKAGE DATA-KEY-HEX PREFIX COUNT\n".utf8))
    exit(64)
}
let prefix = args[3]
do {
    let library = try LibraryPackage(url: URL(fileURLWithPath: args[1])).open(.dataKey(key))
    let session = try library.openCatalog()
    let device = SecureRandom.uuid()
    for n in 1...count {
        let writer = HistoryWriter(actor: .local, device: device)
        try session.db.transaction {
            let tag = TagRecord(id: SecureRandom.uuid(), name: "\(prefix)-\(n)")
            try tag.insert(session.db)
            try writer.create(tag, in: session.db)
            guard let collection = try CollectionRecord.fetchAll(session.db, includingDeleted: false).first else { return }
            let item = ItemRecord(id: SecureRandom.uuid(), collectionID: collection.id, kind: .owned, title: "\(prefix) piece \(n)",
                                  createdAt: writer.occurredAt, updatedAt: writer.occurredAt, number: try ItemNumbers.assignNext(session.db))
            try item.insert(session.db)
            try writer.create(item, in: session.db)
        }
        try session.save()
        FileHandle.standardOutput.write(Data("\(n)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
