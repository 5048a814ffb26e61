import Foundation
import KuriosaCore
import KuriosaPreviews
import KuriosaStore

/// `kuriosa previews refresh`: runs `RefreshJob` with progress on a terminal, Ctrl-C as a
/// clean stop (saved, exit 130), one run per library at a time (exit 75, or `--wait`), a
/// summary or `--json`, and the run's report file (`--report`).
extension PreviewsCommand {
    static func refresh(_ args: Arguments) throws -> ExitCode {
        let options = try refreshOptions(args)
        let libraryOptions = try LibraryOptions(args)
        try OutputPaths.refuseInsideLibrary([("--report", args[Options.report])])
        let reportURL = try args[Options.report].map { path -> URL in
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isFolder: ObjCBool = false
            let folder = url.deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("--report '\(path)': the folder \(folder) does not exist")
            }
            return url
        }
        let json = args[Options.json]
        let started = Date()

        // Ctrl-C stops the loads and saves what was stored (exit 130); the interrupt test runs
        // the same handler through Tests/PreviewInterrupt.
        let interrupt = InterruptHandler()
        defer { interrupt.uninstall() }

        // A dry run writes nothing and needs no lock.
        var lock: LibraryJobLock?
        if !options.dryRun {
            lock = try lockLibrary(libraryOptions, wait: args[Options.wait], interrupt: interrupt)
            guard lock != nil else {
                if interrupt.cancellation.isCancelled { return .interrupted }
                Terminal.error("another 'previews refresh' of this library is running; nothing was done. "
                    + "Try again later, or give --wait to wait for it (exit code 75: busy).")
                return .busy
            }
        }
        defer { withExtendedLifetime(lock) {} }

        let opened = try libraryOptions.open()
        let session = opened.session
        if let proxy = options.loader.proxy, !options.dryRun {
            Terminal.note("Loading through the proxy \(proxy.url)\(proxy.noProxy.map { " (not for: \($0))" } ?? "").")
        }
        var progress: Progress?
        // Saved by the writer rule: each save prunes again under the lock (docs/store.md#the-writer-rule).
        let report = try RefreshJob.run(session, options: options, cancellation: interrupt.cancellation, progress: { done, total in
            if progress == nil { progress = Progress("Loading previews", total: total, quiet: json) }
            progress?.update(done)
        })
        progress?.finish()
        let pieces = try PieceNames(session.db)
        let exit: ExitCode = report.interrupted ? .interrupted : report.count(.failed) > 0 ? .partial : .success
        if let reportURL {
            let file = RefreshReportFile(report, library: session.path, startedAt: started, finishedAt: Date(),
                                         exitCode: Int(exit.rawValue), number: { pieces.number($0) }, piece: { pieces.title($0) })
            try file.write(to: reportURL)
        }
        if json {
            JSONOutput.print(refreshJSON(report, pieces: pieces, path: session.path))
        } else {
            printSummary(report, pieces: pieces)
        }
        return exit
    }

    /// `refresh --json` (docs/cli.md): the counts, each link due with what became of it, and
    /// the links skipped with the reason.
    struct Refreshed: Encodable {
        struct Result: Encodable {
            let itemID: String
            @NullIfAbsent var number: String?
            let url: String
            let status: String
            @NullIfAbsent var reason: String?
            @NullIfAbsent var pictureReason: String?
            let keptOld: Bool
            @NullIfAbsent var title: String?
            let retries: Int
            let dueBecause: String
            let dueAgainNextRun: Bool
        }

        struct Skipped: Encodable {
            let itemID: String
            @NullIfAbsent var number: String?
            let field: String
            @NullIfAbsent var url: String?
            let reason: String
        }

        let library: String
        let on: Bool
        let dryRun: Bool
        let interrupted: Bool
        let links: Int
        let due: Int
        let fresh: Int
        let held: Int
        @NullIfAbsent var heldDueFrom: String?
        let deferred: Int
        let removedRows: Int
        let loaded: Int
        let unchanged: Int
        let empty: Int
        let failed: Int
        let notLoaded: Int
        let results: [Result]
        let skipped: [Skipped]
    }

    static func refreshJSON(_ report: RefreshReport, pieces: PieceNames, path: String) -> Refreshed {
        Refreshed(
            library: path, on: !report.switchOff, dryRun: report.dryRun, interrupted: report.interrupted,
            links: report.links, due: report.outcomes.count, fresh: report.fresh, held: report.held,
            heldDueFrom: report.heldDueFrom.map { Timestamp.string(from: $0) }, deferred: report.deferred,
            removedRows: report.removedRows, loaded: report.count(.loaded), unchanged: report.count(.unchanged),
            empty: report.count(.empty), failed: report.count(.failed), notLoaded: report.count(.notLoaded),
            results: report.outcomes.map { o in
                .init(itemID: o.link.itemID, number: pieces.number(o.link.itemID), url: o.link.url, status: o.status.rawValue,
                      reason: o.reason, pictureReason: o.pictureReason, keptOld: o.keptOld, title: o.title, retries: o.retries,
                      dueBecause: o.due, dueAgainNextRun: o.status == .failed && !o.heldBack)
            },
            skipped: report.skipped.map { s in
                .init(itemID: s.itemID, number: pieces.number(s.itemID), field: s.field, url: s.url, reason: s.reason.rawValue)
            })
    }

    static func printSummary(_ report: RefreshReport, pieces: PieceNames) {
        if report.switchOff {
            Terminal.note("Link previews are off in this library: nothing was loaded. Turn them on with 'kuriosa previews on LIBRARY'.")
            return
        }
        if report.dryRun {
            let deferred = report.deferred > 0 ? "\(report.deferred) left for a later run (--max-links), " : ""
            Terminal.out("Dry run: \(report.links) link(s), \(report.outcomes.count) would be loaded, \(report.fresh) fresh, "
                + "\(deferred)\(report.removedRows) row(s) would be deleted, \(report.skipped.count) skipped.")
            for o in report.outcomes { Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)  (\(o.due))") }
            printSkipped(report, pieces: pieces)
            return
        }
        let held = report.held > 0 ? "\(report.held) held after giving nothing, " : ""
        Terminal.out("\(report.links) link(s): \(report.count(.loaded)) loaded, \(report.count(.unchanged)) unchanged, "
            + "\(report.count(.empty)) empty, \(report.count(.failed)) failed, \(report.fresh) fresh (not loaded), "
            + "\(held)\(report.removedRows) old row(s) deleted.")
        if let due = report.heldDueFrom {
            Terminal.out("\(report.held) link(s) gave nothing less than a day ago and are loaded again from "
                + "\(Timestamp.string(from: due).prefix(16).replacingOccurrences(of: "T", with: " ")) UTC; --all loads them now.")
        }
        if report.deferred > 0 { Terminal.out("\(report.deferred) link(s) left for a later run (--max-links).") }
        if report.interrupted {
            Terminal.out("Interrupted: \(report.count(.notLoaded)) link(s) not loaded; the rows stored so far are saved.")
        }
        let failed = report.outcomes.filter { $0.status == .failed }
        if !failed.isEmpty {
            Terminal.out("Failed:")
            for o in failed {
                let retried = o.retries > 0 ? " after \(o.retries) retr\(o.retries == 1 ? "y" : "ies")" : ""
                let kept = (o.keptOld ? " (earlier preview kept)" : "") + (o.heldBack ? "" : " (refused by this command's settings: tried again at the next run)")
                Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)  \(o.reason ?? "?")\(retried)\(kept)")
            }
        }
        let noPicture = report.outcomes.filter { $0.pictureReason != nil }
        if !noPicture.isEmpty {
            Terminal.out("Stored without a picture:")
            for o in noPicture { Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)  \(o.pictureReason ?? "?")") }
        }
        printSkipped(report, pieces: pieces)
    }

    static func printSkipped(_ report: RefreshReport, pieces: PieceNames) {
        guard !report.skipped.isEmpty else { return }
        Terminal.out("Skipped (no preview):")
        for s in report.skipped {
            Terminal.out("  \(pieces.label(s.itemID))  \(s.url ?? "(\(s.field): sensitive, not shown)")  \(s.reason.rawValue)")
        }
    }
}
