import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa codes add|remove|list LIBRARY …`: links an existing code (a wine bottle's
/// barcode, a grading slab's QR code) to a piece as the app does, each change one history
/// batch that `kuriosa undo` reverts.
enum CodesCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let json = OptionKey.flag("json", "add and remove print {\"action\", \"payload\", \"id\", \"number\", \"title\", \"batchID\", \"changed\"}; list prints {\"codes\": [{\"payload\", \"id\", \"number\", \"title\", \"createdAt\"}]}")
    }

    static let table = CommandTable(
        name: "codes", summary: "link existing barcodes and QR codes to pieces, remove or list them",
        forms: [
            .init(actions: ["add"], [.action, .library, .argument(piece), .argument(payload), .others, .option(Options.json)]),
            .init(actions: ["remove"], [.action, .library, .argument(payload), .others, .option(Options.json)]),
            .init(actions: ["list"], [.action, .library, .argument(listedPiece), .others, .option(Options.json)]),
        ],
        about: """
        add links PAYLOAD — the text a scanner reads from the code — to the piece, in a history
        batch of its own; a code is unique in a library, so one linked to another piece is an
        error naming that piece (remove it there first), and one the piece has already is left
        alone. remove takes a code off its piece (the history keeps it; 'kuriosa undo' links it
        again). list shows every code with its piece, or one piece's codes, oldest first (the
        first is the one 'kuriosa labels' prints).
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done, 2 error (a piece not there or deleted, a code linked to another
        piece, a code not linked; nothing written), 64 wrong usage.
        """)

    static let piece = ArgumentKey.one("K-0042|ID")
    static let payload = ArgumentKey.one("PAYLOAD")
    static let listedPiece = ArgumentKey.optional("K-0042|ID")

    static func run(_ args: Arguments) throws -> ExitCode {
        let action = args.action
        let library = try LibraryOptions(args)
        let opened = try library.open()
        let db = opened.session.db
        let json = args[Options.json]
        do {
            switch action {
            // Both write under the package lock, on the catalog as the last writer saved it
            // (docs/history.md#undo-under-the-lock).
            case "add":
                let payload = args[Self.payload]
                let number = args[Self.piece]
                let (item, made) = try opened.session.exclusively { save in
                    guard let item = try piece(number, db: db) else { throw ItemCodeLinks.Failure.noSuchPiece(number) }
                    let made = try ItemCodeLinks.link([(item.id, payload)], name: HistoryBatchName(command: "codes add"),
                                                      device: DeviceIdentity.current(), in: db)
                    if !made.made.isEmpty { try save() }
                    return (item, made)
                }
                report("add", payload: payload, item: item, batchID: made.made.isEmpty ? nil : made.batchID, json: json)
            case "remove":
                let removed = try opened.session.exclusively { save in
                    let removed = try ItemCodeLinks.remove(payload: args[Self.payload], name: HistoryBatchName(command: "codes remove"),
                                                           device: DeviceIdentity.current(), in: db)
                    try save()
                    return removed
                }
                report("remove", payload: args[Self.payload], item: try ItemRecord.fetchOne(db, id: removed.removed.itemID), batchID: removed.batchID, json: json)
            default:
                try list(args[listedPiece], db: db, json: json)
            }
        } catch let failure as ItemCodeLinks.Failure {
            if json { JSONOutput.print(JSONOutput.failure(failure.description)) }
            Terminal.error("\(opened.session.path): \(failure)")
            throw ExitWith(code: .failure)
        }
        return .success
    }

    /// `add --json`, `remove --json`.
    struct Change: Encodable {
        let action: String
        let payload: String
        @NullIfAbsent var id: String?
        @NullIfAbsent var number: String?
        @NullIfAbsent var title: String?
        @NullIfAbsent var batchID: String?
        let changed: Bool
    }

    /// `list --json`.
    struct Codes: Encodable {
        struct Code: Encodable {
            let payload: String
            let id: String
            @NullIfAbsent var number: String?
            @NullIfAbsent var title: String?
            let createdAt: String
        }

        let codes: [Code]
    }

    /// `K-0042`, `k42` or a piece's ID.
    static func piece(_ text: String, db: Database) throws -> ItemRecord? {
        if let number = ItemNumber.parse(text) { return try ItemRecord.fetchOne(db, number: number) }
        return try ItemRecord.fetchOne(db, id: text.lowercased())
    }

    static func report(_ action: String, payload: String, item: ItemRecord?, batchID: String?, json: Bool) {
        let number = item.flatMap { ItemNumber.display($0.number) }
        if json {
            JSONOutput.print(Change(action: action, payload: payload, id: item?.id, number: number,
                                    title: item?.title, batchID: batchID, changed: batchID != nil))
            return
        }
        let name = item.map(ItemCodeLinks.name) ?? "a piece"
        switch (action, batchID) {
        case ("add", nil): Terminal.out("\(name) has the code “\(payload)” already; nothing changed")
        case ("add", let id?): Terminal.out("Linked “\(payload)” to \(name) (batch \(id))")
        default: Terminal.out("Removed “\(payload)” from \(name) (batch \(batchID ?? ""))")
        }
    }

    static func list(_ pieceText: String?, db: Database, json: Bool) throws {
        var codes = try ItemCodeRecord.fetchAll(db)
        if let pieceText {
            guard let item = try piece(pieceText, db: db) else { throw ItemCodeLinks.Failure.noSuchPiece(pieceText) }
            codes = codes.filter { $0.itemID == item.id }
        }
        var items: [String: ItemRecord] = [:]
        for id in Set(codes.map(\.itemID)) { items[id] = try ItemRecord.fetchOne(db, id: id) }
        if json {
            JSONOutput.print(Codes(codes: codes.map { c in
                .init(payload: c.payload, id: c.itemID, number: items[c.itemID].flatMap { ItemNumber.display($0.number) },
                      title: items[c.itemID]?.title, createdAt: c.createdAt)
            }))
            return
        }
        if codes.isEmpty { Terminal.out("No codes."); return }
        for c in codes {
            Terminal.out("\(c.payload)\t\(items[c.itemID].map(ItemCodeLinks.name) ?? c.itemID)\t\(c.createdAt)")
        }
    }
}
