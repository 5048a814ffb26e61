import Foundation
import KuriosaCore
import KuriosaStore

/// What `previews refresh --report FILE.json` writes after each run: every link grouped by
/// what became of it (a failure's reason, else its status), with the pieces, and the links
/// skipped and why. The catalog has no column for a failure's reason (and gets none), so this
/// file is where the reason of the last run is kept; `previews show --report` reads it back.
/// It is a plain file beside an encrypted library: it holds addresses and piece names, never
/// a sensitive field's value, and is written with mode 0600.
public struct RefreshReportFile: Codable, Sendable {
    public static let formatName = "kuriosa.previews-report/1"

    public struct Entry: Codable, Sendable {
        public var itemID: String
        public var number: String?
        public var piece: String?
        public var url: String?
        /// Skipped links only: the field's key.
        public var field: String?
        public var status: String
        public var reason: String?
        public var pictureReason: String?
        public var keptOld: Bool?
        public var retries: Int?
        public var due: String?
        public var title: String?
    }

    public struct Group: Codable, Sendable {
        /// A failure's reason (`blocked_by_site`, `timeout`, …), a status (`loaded`,
        /// `unchanged`, `empty`, `not_loaded`) or a skip reason (`not_https`, …).
        public var reason: String
        public var count: Int
        public var links: [Entry]
    }

    public var format = formatName
    public var library: String
    public var startedAt: String
    public var finishedAt: String
    public var exitCode: Int
    public var dryRun: Bool
    public var interrupted: Bool
    public var counts: [String: Int]
    public var groups: [Group]
    public var skipped: [Group]

    /// - Parameters:
    ///   - number, piece: the piece's number (`K-0042`) and name for an item ID.
    public init(_ report: RefreshReport, library: String, startedAt: Date, finishedAt: Date, exitCode: Int,
                number: (String) -> String?, piece: (String) -> String?) {
        self.library = library
        self.startedAt = Timestamp.string(from: startedAt)
        self.finishedAt = Timestamp.string(from: finishedAt)
        self.exitCode = exitCode
        dryRun = report.dryRun
        interrupted = report.interrupted
        counts = [
            "links": report.links, "due": report.outcomes.count, "fresh": report.fresh, "held": report.held, "deferred": report.deferred,
            "removedRows": report.removedRows, "loaded": report.count(.loaded), "unchanged": report.count(.unchanged),
            "empty": report.count(.empty), "failed": report.count(.failed), "notLoaded": report.count(.notLoaded),
            "skipped": report.skipped.count,
        ]
        let entries = report.outcomes.map { o in
            Entry(itemID: o.link.itemID, number: number(o.link.itemID), piece: piece(o.link.itemID), url: o.link.url,
                  status: o.status.rawValue, reason: o.reason, pictureReason: o.pictureReason, keptOld: o.keptOld,
                  retries: o.retries, due: o.due, title: o.title)
        }
        groups = Self.grouped(entries) { $0.status == RefreshReport.Status.failed.rawValue ? ($0.reason ?? "failed") : $0.status }
        let skippedEntries = report.skipped.map { s in
            Entry(itemID: s.itemID, number: number(s.itemID), piece: piece(s.itemID), url: s.url, field: s.field,
                  status: "skipped", reason: s.reason.rawValue)
        }
        skipped = Self.grouped(skippedEntries) { $0.reason ?? "skipped" }
    }

    /// Groups in order of first appearance, links in the order of the run.
    static func grouped(_ entries: [Entry], by key: (Entry) -> String) -> [Group] {
        var order: [String] = []
        var lists: [String: [Entry]] = [:]
        for entry in entries {
            let k = key(entry)
            if lists[k] == nil { order.append(k) }
            lists[k, default: []].append(entry)
        }
        return order.map { Group(reason: $0, count: lists[$0]!.count, links: lists[$0]!) }
    }

    /// Writes the file atomically (a new file renamed over the old one), mode 0600.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        // The store's one way to replace a file (temporary file, fsync, rename).
        do { try FileIO.writeAtomically(data, to: url, permissions: 0o600) } catch {
            throw RefreshReportFileError(path: url.path, reason: "\(error)")
        }
    }

    /// Reads a report written by `write(to:)`.
    public static func read(from url: URL) throws -> RefreshReportFile {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RefreshReportFileError(path: url.path, reason: "cannot read (\(error.localizedDescription))")
        }
        let file: RefreshReportFile
        do { file = try JSONDecoder().decode(RefreshReportFile.self, from: data) } catch {
            throw RefreshReportFileError(path: url.path, reason: "not a previews report (\(error))")
        }
        guard file.format == formatName else {
            throw RefreshReportFileError(path: url.path, reason: "format '\(file.format)', expected '\(formatName)'")
        }
        return file
    }

    /// The last run's word on each link it handled, by piece and address: the group's reason.
    public var lastReasons: [PreviewLink: (reason: String, entry: Entry)] {
        var result: [PreviewLink: (reason: String, entry: Entry)] = [:]
        for group in groups + skipped {
            for entry in group.links {
                guard let url = entry.url else { continue }
                result[PreviewLink(itemID: entry.itemID, url: url)] = (group.reason, entry)
            }
        }
        return result
    }
}

/// A report file that cannot be written or read, naming the file.
public struct RefreshReportFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
