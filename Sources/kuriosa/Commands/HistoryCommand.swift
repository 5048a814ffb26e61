import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// `kuriosa history LIBRARY`: the history batches, newest first, in words a person reads, or
/// one piece's changes path by path — what `kuriosa undo` would revert.
enum HistoryCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let limit = OptionKey.integer("limit", "N", 0...Int.max, "show the newest N batches or entries (0: all)", default: 20)
        static let item = OptionKey.text("item", "K-0042|ID", "one piece's changes instead, path by path with the old and new values (its own entries and those of its photos, documents, codes and links)")
        static let json = OptionKey.flag("json", "print {\"batches\": [{\"batchID\", \"occurredAt\", \"actor\", \"device\", \"thisDevice\", \"title\", \"words\", \"name\", \"entries\", \"isUndo\", \"undoes\", \"undoneBy\"}], \"total\"}; with --item {\"item\": {\"id\", \"label\", \"title\"}, \"entries\": [{\"id\", \"batchID\", \"batchWords\", \"occurredAt\", \"actor\", \"device\", \"entity\", \"entityID\", \"record\", \"action\", \"undoesID\", \"changes\": [{\"path\", \"old\", \"new\", \"oldText\", \"newText\"}]}], \"total\"}")
    }

    static let table = CommandTable(
        name: "history", summary: "list the history batches, or one piece's changes",
        forms: [.init([.library, .option(Options.limit), .option(Options.item), .others, .option(Options.json)])],
        about: """
        Lists the history's batches, newest first: when, who (actor "local" for a person's
        changes, in the app or by the toolkit; "merge" for the repairs a merge made), on which
        device, what happened in words ("import of wine.csv: 120 pieces created, 3 updated",
        "merge repairs: 2 numbers", "edits in the app: K-0007 title, estimated value"), and the
        batch ID to give 'kuriosa undo --batch'. Undo batches say what they undo, and batches
        that were undone say by which batch. Reading never changes the library.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.limit,
                Options.item,
                ExportCommand.Options.language,
                ExportCommand.Options.locale,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 shown, 2 error (a piece that is not there, a wrong key), 64 wrong usage.
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let limit = args[Options.limit]
        let opened = try options.open()
        let db = opened.session.db
        let log = try HistoryLog.read(db)
        let words = try HistoryWords.read(db, log: log)
        let device = DeviceIdentity.current()
        if let item = args[Options.item] {
            let (language, locale) = try ExportCommand.languageAndLocale(args)
            let texts = try? HistoryValueText(db: db, language: language, locale: locale)
            return try showItem(item, db: db, log: log, words: words, texts: texts, limit: limit, json: args[Options.json], path: opened.session.path)
        }
        let batches = Array(log.batches.reversed().prefix(limit == 0 ? Int.max : limit))
        if args[Options.json] {
            JSONOutput.print(Batches(total: log.batches.count, batches: batches.map { b in
                .init(batchID: b.id, occurredAt: b.occurredAt, actor: b.actor, device: b.device,
                      thisDevice: b.device == device, title: words.title(of: b, in: log), words: words.describe(b, in: log),
                      name: b.name.map { .init(command: $0.command, file: $0.file) },
                      entries: b.entries.count, isUndo: b.isUndo, undoes: b.undoesBatchIDs, undoneBy: b.undoneByBatchID)
            }))
            return .success
        }
        if log.batches.isEmpty {
            Terminal.out("The history of \(opened.session.path) is empty.")
            return .success
        }
        var lines: [String] = []
        for b in batches {
            lines.append("\(when(b.occurredAt))  \(words.describe(b, in: log))")
            var about = "    batch \(b.id) · \(b.actor) · " + deviceWords(b.device, this: device)
            if let by = b.undoneByBatchID { about += " · undone by batch \(by)" }
            lines.append(about)
        }
        if batches.count < log.batches.count {
            lines.append("(\(log.batches.count - batches.count) older batches not shown; --limit 0 shows all)")
        }
        Terminal.out(lines.joined(separator: "\n"))
        return .success
    }

    static func showItem(_ text: String, db: Database, log: HistoryLog, words: HistoryWords, texts: HistoryValueText?, limit: Int,
                         json: Bool, path: String) throws -> ExitCode {
        let record: ItemRecord?
        if let number = ItemNumber.parse(text) { record = try ItemRecord.fetchOne(db, number: number) } else { record = try ItemRecord.fetchOne(db, id: text) }
        guard let item = record else { throw StoreError.notFound(what: "\(path): no piece \(text) (give its number, K-0042, or its ID)") }
        let all = Array(log.entries(aboutPiece: item.id).reversed())
        let shown = Array(all.prefix(limit == 0 ? Int.max : limit))
        func batchWords(_ e: HistoryEntry) -> String { log.batch(e.batchID).map { words.describe($0, in: log) } ?? "" }
        if json {
            JSONOutput.print(PieceEntries(total: all.count,
                                          item: .init(id: item.id, label: words.piece(item.id), title: item.title),
                                          entries: shown.map { e in
                                              let changes = (try? e.changes()) ?? []
                                              return .init(id: e.id, batchID: e.batchID, batchWords: batchWords(e), occurredAt: e.occurredAt,
                                                           actor: e.actor, device: e.device, entity: e.entity,
                                                           entityID: e.entityID, record: words.record(entity: e.entity, id: e.entityID, changes: changes),
                                                           action: e.action.rawValue, undoesID: e.undoesID,
                                                           changes: changes.map { c in
                                                               .init(path: c.path, old: c.old, new: c.new,
                                                                     oldText: value(c.old, path: c.path, entry: e, texts: texts),
                                                                     newText: value(c.new, path: c.path, entry: e, texts: texts))
                                                           })
                                          }))
            return .success
        }
        var lines = ["\(words.piece(item.id)) “\(item.title)”: \(all.count) history \(all.count == 1 ? "entry" : "entries"), newest first"]
        for e in shown {
            let changes = (try? e.changes()) ?? []
            let undo = e.undoesID.map { " undoing entry \($0)" } ?? ""
            lines.append("\(when(e.occurredAt))  \(words.record(entity: e.entity, id: e.entityID, changes: changes)) \(e.action.rawValue)\(undo)")
            lines.append("    batch \(e.batchID) (\(batchWords(e)))")
            for c in changes {
                lines.append("    \(c.path): \(value(c.old, path: c.path, entry: e, texts: texts)) → \(value(c.new, path: c.path, entry: e, texts: texts))")
            }
        }
        if shown.count < all.count { lines.append("(\(all.count - shown.count) older entries not shown; --limit 0 shows all)") }
        Terminal.out(lines.joined(separator: "\n"))
        return .success
    }

    /// `--json`: the newest batches.
    struct Batches: Encodable {
        struct Batch: Encodable {
            struct Name: Encodable {
                let command: String
                @NullIfAbsent var file: String?
            }

            let batchID: String
            let occurredAt: String
            let actor: String
            @NullIfAbsent var device: String?
            let thisDevice: Bool
            let title: String
            let words: String
            @NullIfAbsent var name: Name?
            let entries: Int
            let isUndo: Bool
            let undoes: [String]
            @NullIfAbsent var undoneBy: String?
        }

        let total: Int
        let batches: [Batch]
    }

    /// `--item --json`: one piece's entries, each change with its stored and its shown value.
    struct PieceEntries: Encodable {
        struct Piece: Encodable {
            let id: String
            let label: String
            let title: String
        }

        struct Entry: Encodable {
            let id: String
            let batchID: String
            let batchWords: String
            let occurredAt: String
            let actor: String
            @NullIfAbsent var device: String?
            let entity: String
            let entityID: String
            let record: String
            let action: String
            @NullIfAbsent var undoesID: String?
            let changes: [Change]
        }

        struct Change: Encodable {
            let path: String
            let old: JSONValue
            let new: JSONValue
            let oldText: String
            let newText: String
        }

        let total: Int
        let item: Piece
        let entries: [Entry]
    }

    /// `2026-09-24 20:00:05 UTC` from the stored time.
    static func when(_ time: String) -> String {
        guard time.count >= 19 else { return time }
        return time.prefix(10) + " " + time.dropFirst(11).prefix(8) + " UTC"
    }

    static func deviceWords(_ device: String?, this: String) -> String {
        guard let device else { return "no device recorded" }
        return device == this ? "this computer (\(device))" : "device \(device)"
    }

    /// A value in words as the reports write it (`HistoryValueText`) where the piece's own
    /// column or field can be read so, else its JSON text, shortened; a missing value as "none".
    static func value(_ v: JSONValue, path: String, entry: HistoryEntry, texts: HistoryValueText?) -> String {
        if v == .null { return "none" }
        if entry.entity == "item", let words = texts?.text(path: path, value: v, itemID: entry.entityID) { return words }
        let text = v.catalogJSONText
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}
