import Foundation
import KuriosaPreviews
import KuriosaStore

/// `kuriosa previews refresh`: runs `RefreshJob` with progress on a terminal, Ctrl-C as a
/// clean stop (saved, exit 130), and a summary or `--json`.
extension PreviewsCommand {
    static func refresh(_ args: Arguments, library: String?) throws -> ExitCode {
        var options = RefreshOptions()
        options.selection = args.has("all") ? .all : .due
        options.collection = args.value("collection")
        options.dryRun = args.has("dry-run")
        if let n = try args.int("concurrency", in: 1...32) { options.concurrency = n }
        if let seconds = try args.int("timeout", in: 1...120) {
            options.loader.pageTimeout = Double(seconds)
            options.loader.pictureTimeout = Double(seconds)
        }
        let opened = try LibraryOptions(args, positional: library).open()
        let session = opened.session
        let json = args.has("json")

        // Ctrl-C stops the loads and saves what was stored (exit 130); the interrupt test runs
        // the same handler through Tests/PreviewInterrupt.
        let interrupt = InterruptHandler()
        defer { interrupt.uninstall() }

        var progress: Progress?
        let report = try RefreshJob.run(session.db, options: options, cancellation: interrupt.cancellation,
                                        save: { try session.save() }, progress: { done, total in
            if progress == nil { progress = Progress("Loading previews", total: total, quiet: json) }
            progress?.update(done)
        })
        progress?.finish()
        let pieces = try PieceNames(session.db)
        if json {
            JSONOutput.print(refreshJSON(report, pieces: pieces, path: session.path))
        } else {
            printSummary(report, pieces: pieces)
        }
        if report.interrupted { return .interrupted }
        return report.count(.failed) > 0 ? .partial : .success
    }

    static func refreshJSON(_ report: RefreshReport, pieces: PieceNames, path: String) -> [String: Any] {
        [
            "library": path,
            "on": !report.switchOff,
            "dryRun": report.dryRun,
            "interrupted": report.interrupted,
            "links": report.links,
            "due": report.outcomes.count,
            "fresh": report.fresh,
            "removedRows": report.removedRows,
            "loaded": report.count(.loaded),
            "unchanged": report.count(.unchanged),
            "empty": report.count(.empty),
            "failed": report.count(.failed),
            "notLoaded": report.count(.notLoaded),
            "results": report.outcomes.map { o -> [String: Any] in
                [
                    "itemID": o.link.itemID, "number": JSONOutput.orNull(pieces.number(o.link.itemID)), "url": o.link.url,
                    "status": o.status.rawValue, "reason": JSONOutput.orNull(o.reason),
                    "pictureReason": JSONOutput.orNull(o.pictureReason), "keptOld": o.keptOld,
                    "title": JSONOutput.orNull(o.title),
                ]
            },
        ]
    }

    static func printSummary(_ report: RefreshReport, pieces: PieceNames) {
        if report.switchOff {
            Terminal.note("Link previews are off in this library: nothing was loaded. Turn them on with 'kuriosa previews on LIBRARY'.")
            return
        }
        if report.dryRun {
            Terminal.out("Dry run: \(report.links) link(s), \(report.outcomes.count) would be loaded, \(report.fresh) fresh, \(report.removedRows) row(s) would be deleted.")
            for o in report.outcomes { Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)") }
            return
        }
        Terminal.out("\(report.links) link(s): \(report.count(.loaded)) loaded, \(report.count(.unchanged)) unchanged, "
            + "\(report.count(.empty)) empty, \(report.count(.failed)) failed, \(report.fresh) fresh (not loaded), "
            + "\(report.removedRows) old row(s) deleted.")
        if report.interrupted {
            Terminal.out("Interrupted: \(report.count(.notLoaded)) link(s) not loaded; the rows stored so far are saved.")
        }
        let failed = report.outcomes.filter { $0.status == .failed }
        if !failed.isEmpty {
            Terminal.out("Failed:")
            for o in failed {
                Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)  \(o.reason ?? "?")\(o.keptOld ? " (earlier preview kept)" : "")")
            }
        }
        let noPicture = report.outcomes.filter { $0.pictureReason != nil }
        if !noPicture.isEmpty {
            Terminal.out("Stored without a picture:")
            for o in noPicture { Terminal.out("  \(pieces.label(o.link.itemID))  \(o.link.url)  \(o.pictureReason ?? "?")") }
        }
    }
}
