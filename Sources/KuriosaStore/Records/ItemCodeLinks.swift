import Foundation
import KuriosaCore

/// Linking codes to pieces and taking them off, as the app does: every call writes its rows
/// and their history in one transaction and one batch, so that `kuriosa undo` reverts a whole
/// call and the app, scanning a code, finds the piece (docs/labels.md).
public enum ItemCodeLinks {
    /// A payload is text a scanner reads back: 1 to `maximumLength` characters, no control
    /// characters (a scanner ends its input with one), nothing around it.
    public static let maximumLength = 1000

    /// Why a link cannot be made or removed; nothing was written.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `item_code.payload` is unique: another piece has this code.
        case linkedElsewhere(payload: String, piece: String)
        case noSuchPiece(String)
        case pieceDeleted(String)
        case notLinked(String)
        case badPayload(String, reason: String)

        public var description: String {
            switch self {
            case let .linkedElsewhere(payload, piece): "the code “\(payload)” is linked to \(piece) already"
            case let .noSuchPiece(text): "no piece has the inventory number or ID \(text)"
            case let .pieceDeleted(piece): "\(piece) is deleted"
            case let .notLinked(payload): "no piece has the code “\(payload)”"
            case let .badPayload(payload, reason): "the code “\(payload.prefix(40))” \(reason)"
            }
        }
    }

    /// Nil for text a scanner can give back as a code, else why not.
    public static func problem(with payload: String) -> String? {
        if payload.isEmpty { return "is empty" }
        if payload.count > maximumLength { return "is longer than \(maximumLength) characters" }
        if payload.trimmingCharacters(in: .whitespaces) != payload { return "begins or ends with a space" }
        if payload.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "holds a control character" }
        return nil
    }

    /// `K-0042 “Submariner”`: how messages name a piece.
    public static func name(_ item: ItemRecord) -> String {
        (ItemNumber.display(item.number).map { $0 + " " } ?? "") + "“\(item.title)”"
    }

    /// Links each payload to its piece in one batch named `name`. A payload the same piece
    /// has already is left as it is (not in the result); the batch's ID is returned with
    /// the codes made, for `kuriosa undo --batch`.
    /// - Throws: `Failure` for a piece that is missing or deleted, a payload that is bad,
    ///   given twice for different pieces, or linked to another piece; nothing is written.
    @discardableResult
    public static func link(_ links: [(itemID: String, payload: String)], name: HistoryBatchName, device: String?,
                            in db: Database) throws -> (batchID: String, made: [ItemCodeRecord]) {
        let writer = HistoryWriter(device: device)
        return try db.transaction {
            var made: [ItemCodeRecord] = []
            var given: [String: String] = [:]
            for (itemID, payload) in links {
                if let reason = problem(with: payload) { throw Failure.badPayload(payload, reason: reason) }
                guard let item = try ItemRecord.fetchOne(db, id: itemID) else { throw Failure.noSuchPiece(itemID) }
                guard item.deletedAt == nil else { throw Failure.pieceDeleted(self.name(item)) }
                if let other = given[payload] {
                    if other == itemID { continue }
                    throw Failure.linkedElsewhere(payload: payload, piece: try pieceName(other, in: db))
                }
                given[payload] = itemID
                if let existing = try ItemCodeRecord.fetchOne(db, payload: payload) {
                    if existing.itemID == itemID { continue }
                    throw Failure.linkedElsewhere(payload: payload, piece: try pieceName(existing.itemID, in: db))
                }
                let record = ItemCodeRecord(id: SecureRandom.uuid(), itemID: itemID, payload: payload, createdAt: writer.occurredAt)
                try record.insert(db)
                try writer.create(record, in: db)
                made.append(record)
            }
            if !made.isEmpty { try writer.name(name, in: db) }
            return (writer.batchID, made)
        }
    }

    /// Takes a code off its piece in a batch of its own (the history keeps its content, so
    /// `kuriosa undo` links it again).
    /// - Throws: `Failure.notLinked` when no piece has the code.
    @discardableResult
    public static func remove(payload: String, name: HistoryBatchName, device: String?, in db: Database) throws -> (batchID: String, removed: ItemCodeRecord) {
        guard let record = try ItemCodeRecord.fetchOne(db, payload: payload) else { throw Failure.notLinked(payload) }
        let writer = HistoryWriter(device: device)
        try db.transaction {
            try writer.deletePhysically(record, in: db)
            try record.delete(db)
            try writer.name(name, in: db)
        }
        return (writer.batchID, record)
    }

    /// Each piece's first code by `created_at` (then ID): the one its label shows.
    public static func firstCodes(in db: Database) throws -> [String: ItemCodeRecord] {
        var first: [String: ItemCodeRecord] = [:]
        for code in try ItemCodeRecord.fetchAll(db) where first[code.itemID] == nil { first[code.itemID] = code }
        return first
    }

    /// What a scanned or typed text names: the piece whose code it is, else the piece with
    /// that inventory number (`K-0042`, `k42`), else — for a whole ID — that piece, else the
    /// one code that is the text in another case. Deleted pieces are found too (the caller
    /// says so).
    public static func lookup(_ text: String, in db: Database) throws -> (item: ItemRecord, code: ItemCodeRecord?)? {
        if let code = try ItemCodeRecord.fetchOne(db, payload: text), let item = try ItemRecord.fetchOne(db, id: code.itemID) {
            return (item, code)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed != text, let found = try lookup(trimmed, in: db) { return found }
        if let number = ItemNumber.parse(trimmed), let item = try ItemRecord.fetchOne(db, number: number) { return (item, nil) }
        if let item = try ItemRecord.fetchOne(db, id: trimmed.lowercased()) { return (item, nil) }
        // Scanners and people type either case (`k15xx1…` for `K15XX1…`): a code that is the
        // text but for case is it, when only one is.
        let folded = try ItemCodeRecord.fetchAll(db).filter { $0.payload.lowercased() == trimmed.lowercased() }
        if folded.count == 1, let code = folded.first, let item = try ItemRecord.fetchOne(db, id: code.itemID) { return (item, code) }
        return nil
    }

    static func pieceName(_ itemID: String, in db: Database) throws -> String {
        try ItemRecord.fetchOne(db, id: itemID).map(name) ?? "piece \(itemID)"
    }
}
