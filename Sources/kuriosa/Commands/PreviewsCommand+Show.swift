import Foundation
import KuriosaCore
import KuriosaPreviews
import KuriosaStore

/// `kuriosa previews show`: the stored rows, with the piece's number and name, and with
/// `--report FILE.json` what the run that wrote that report said about each link.
extension PreviewsCommand {
    static func show(_ args: Arguments) throws -> ExitCode {
        let opened = try LibraryOptions(args).open()
        let db = opened.session.db
        try requireVersion16(db)
        let pieces = try PieceNames(db)
        var itemID: String?
        if let text = args[Options.item] {
            guard let id = try pieces.find(text, db: db) else { throw StoreError.notFound(what: "piece '\(text)'") }
            itemID = id
        }
        let rows = try LinkPreviewRow.fetchAll(db, itemID: itemID)
        let report = try args[Options.report].map { try RefreshReportFile.read(from: URL(fileURLWithPath: $0)) }
        let last = report?.lastReasons ?? [:]
        if args[Options.json] {
            JSONOutput.print(Shown(previews: rows.map { row in
                .init(id: row.id, itemID: row.itemID, number: pieces.number(row.itemID), url: row.url, title: row.title,
                      siteName: row.siteName, pictureBytes: row.picture?.count, pictureWidth: row.pictureWidth,
                      pictureHeight: row.pictureHeight, loadedAt: row.loadedAt, lastReason: last[row.link]?.reason,
                      lastRetries: last[row.link]?.entry.retries)
            }, reportFinishedAt: report?.finishedAt))
            return .success
        }
        if rows.isEmpty {
            Terminal.out("No preview rows\(itemID == nil ? "" : " for this piece").")
            return .success
        }
        for row in rows {
            Terminal.out("\(pieces.label(row.itemID))  \(row.url)")
            Terminal.out("    title:     \(row.title ?? "—")")
            Terminal.out("    site:      \(row.siteName ?? "— (the host is shown)")")
            let picture = row.picture.map { "\(row.pictureWidth ?? 0)×\(row.pictureHeight ?? 0) JPEG, \($0.count) bytes" } ?? "—"
            Terminal.out("    picture:   \(picture)")
            Terminal.out("    loaded at: \(row.loadedAt)")
            if let report {
                let said = last[row.link].map { $0.reason + ($0.entry.keptOld == true ? " (earlier preview kept)" : "") }
                Terminal.out("    last run:  \(said ?? "not in the report") (\(report.finishedAt))")
            }
        }
        return .success
    }

    /// `show --json`; `reportFinishedAt` only with `--report`.
    struct Shown: Encodable {
        struct Row: Encodable {
            let id: String
            let itemID: String
            @NullIfAbsent var number: String?
            let url: String
            @NullIfAbsent var title: String?
            @NullIfAbsent var siteName: String?
            @NullIfAbsent var pictureBytes: Int?
            @NullIfAbsent var pictureWidth: Int?
            @NullIfAbsent var pictureHeight: Int?
            let loadedAt: String
            @NullIfAbsent var lastReason: String?
            @NullIfAbsent var lastRetries: Int?
        }

        let previews: [Row]
        var reportFinishedAt: String?
    }

    /// Item numbers and titles for messages: `K-0042 Speedmaster`.
    struct PieceNames {
        private var titles: [String: String] = [:]
        private var numbers: [String: Int] = [:]

        init(_ db: Database) throws {
            for piece in try ItemRecord.labels(db) {
                titles[piece.id] = piece.title
                numbers[piece.id] = piece.number
            }
        }

        func number(_ itemID: String) -> String? { ItemNumber.display(numbers[itemID]) }

        func title(_ itemID: String) -> String? { titles[itemID] }

        func label(_ itemID: String) -> String {
            let name = titles[itemID] ?? itemID
            return number(itemID).map { "\($0) \(name)" } ?? name
        }

        /// A piece by its number (`K-0042`) or its ID.
        func find(_ text: String, db: Database) throws -> String? {
            if titles[text] != nil { return text }
            guard let number = ItemNumber.parse(text) else { return nil }
            return numbers.first { $0.value == number }?.key
        }
    }
}
