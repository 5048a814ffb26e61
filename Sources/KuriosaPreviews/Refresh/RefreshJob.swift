import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa previews refresh`: brings a library's `link_preview` rows up to date. Finds the
/// links, deletes rows of links the pieces no longer have, loads the due ones on worker
/// threads (bounded, at most two per host) and writes each outcome on the calling thread as
/// it arrives, saving in batches. Never writes history. A cancelled run keeps what it stored.
public enum RefreshJob {
    public static let minimumSchemaVersion = 16

    /// - Parameters:
    ///   - save: writes the catalog (e.g. `CatalogSession.save`); called every
    ///     `options.saveEvery` stored rows and once at the end when anything changed, also
    ///     after a cancellation.
    ///   - progress: (done, total) after each link, on the calling thread.
    public static func run(_ db: Database, options: RefreshOptions, cancellation: CancellationToken = CancellationToken(),
                           save: () throws -> Void, progress: (Int, Int) -> Void = { _, _ in }) throws -> RefreshReport {
        let version = try db.userVersion
        guard version >= minimumSchemaVersion else { throw PreviewRefreshError.catalogTooOld(version: version) }
        var report = RefreshReport()
        report.dryRun = options.dryRun
        guard try PreviewSwitch.read(db).isOn else {
            report.switchOff = true
            return report
        }
        let found = try PreviewLinkCollector.collect(db, collection: options.collection)
        report.links = found.links.count
        var existing: [PreviewLink: LinkPreviewRow] = [:]
        for row in try LinkPreviewRow.fetchAll(db) { existing[row.link] = row }

        let wanted = Set(found.links)
        let inScope = Set(found.itemIDs)
        let obsolete = existing.values.filter { inScope.contains($0.itemID) && !wanted.contains($0.link) }
        report.removedRows = obsolete.count
        var dirty = false
        if !options.dryRun && !obsolete.isEmpty {
            try db.transaction {
                for row in obsolete { try row.delete(db) }
            }
            dirty = true
        }

        report.skipped = found.skipped
        var due = selectDue(found.links, existing: existing, options: options)
        // Links whose last load gave nothing less than a day ago wait for the day to pass:
        // held, not fresh, and the summary says when they are due.
        let dueLinks = Set(due.map(\.link))
        let held = found.links.filter { !dueLinks.contains($0) }.compactMap { existing[$0] }.filter(\.isEmpty)
        report.held = held.count
        report.heldDueFrom = held.map(\.loadedAt).min().flatMap(Timestamp.date(from:)).map { $0.addingTimeInterval(86_400) }
        if let limit = options.maxLinks, due.count > limit {
            report.deferred = due.count - limit
            due.removeLast(due.count - limit)
        }
        report.fresh = found.links.count - due.count - report.deferred - report.held
        report.outcomes = due.map { RefreshReport.Outcome(link: $0.link, status: .notLoaded, due: $0.why) }
        if options.dryRun || due.isEmpty {
            if dirty { try save() }
            return report
        }
        var options = options
        if let proxy = options.loader.proxy { options.loader.proxy = try proxy.resolved() }
        // A configuration libcurl refuses (no CA folder to add --ca-file to) stops the run
        // here with its reason, instead of failing every link on a worker.
        _ = try PageLoader(configuration: options.loader)

        let loadedAt = Timestamp.string(from: options.now)
        let jobs = LoadQueue.spread(due.enumerated().map { index, entry in
            LoadQueue.Job(index: index, url: entry.link.url, host: URL(string: entry.link.url)?.host?.lowercased() ?? "")
        })
        let queue = LoadQueue(jobs: jobs, perHost: options.perHostLimit, cancellation: cancellation)
        startWorkers(count: min(max(1, options.concurrency), jobs.count), queue: queue, options: options, cancellation: cancellation)
        var done = 0
        var sinceSave = 0
        while let batch = queue.results() {
            for finished in batch {
                let index = finished.index
                report.outcomes[index].retries = finished.retries
                let stored = try apply(finished.outcome, to: &report.outcomes[index], existing: existing[due[index].link],
                                       loadedAt: loadedAt, db: db)
                if stored {
                    dirty = true
                    sinceSave += 1
                }
                done += 1
                progress(done, due.count)
            }
            if sinceSave >= options.saveEvery {
                try save()
                sinceSave = 0
                dirty = false
            }
        }
        report.interrupted = cancellation.isCancelled
        if dirty { try save() }
        return report
    }

    /// `run` on a library's catalog session, saving by the writer rule (docs/store.md#the-writer-rule):
    /// each save takes the package lock, merges what another writer saved meanwhile, prunes
    /// again from that catalog (`pruneObsolete`), and writes. `removedRows` counts both prunes.
    public static func run(_ session: CatalogSession, options: RefreshOptions, cancellation: CancellationToken = CancellationToken(),
                           progress: (Int, Int) -> Void = { _, _ in }) throws -> RefreshReport {
        var pruned = 0
        var report = try run(session.db, options: options, cancellation: cancellation, save: {
            try session.exclusively { write in
                pruned += try pruneObsolete(session.db, collection: options.collection)
                try write()
            }
        }, progress: progress)
        report.removedRows += pruned
        return report
    }

    /// Deletes the rows of links that the pieces in scope no longer have, judged from `db` as
    /// it is now. `run` does it from the catalog it read; the command does it again in each
    /// save, under the package lock and after the catalog another writer saved meanwhile was
    /// merged in (docs/store.md#the-writer-rule), so a piece whose link was removed during a
    /// long refresh loses its preview row in the same run. Returns how many were deleted.
    public static func pruneObsolete(_ db: Database, collection: String?) throws -> Int {
        let found = try PreviewLinkCollector.collect(db, collection: collection)
        let wanted = Set(found.links), inScope = Set(found.itemIDs)
        let obsolete = try LinkPreviewRow.fetchAll(db).filter { inScope.contains($0.itemID) && !wanted.contains($0.link) }
        guard !obsolete.isEmpty else { return 0 }
        try db.transaction {
            for row in obsolete { try row.delete(db) }
        }
        return obsolete.count
    }

    /// The links due, most needed first: missing rows in the order found, then the rest by
    /// `loaded_at`, oldest first (so `--max-links` runs work through a large library).
    static func selectDue(_ links: [PreviewLink], existing: [PreviewLink: LinkPreviewRow],
                          options: RefreshOptions) -> [(link: PreviewLink, why: String)] {
        let dayAgo = Timestamp.string(from: options.now.addingTimeInterval(-86_400))
        let olderCut = options.olderThan.map { Timestamp.string(from: options.now.addingTimeInterval(-$0)) }
        var missing: [(link: PreviewLink, why: String)] = []
        var reloads: [(link: PreviewLink, why: String, loadedAt: String)] = []
        for link in links {
            guard let row = existing[link] else {
                missing.append((link, "missing"))
                continue
            }
            switch options.selection {
            case .all:
                reloads.append((link, "all", row.loadedAt))
            case .due:
                if row.isEmpty && row.loadedAt <= dayAgo {
                    reloads.append((link, "stale", row.loadedAt))
                } else if let olderCut, !row.isEmpty, row.loadedAt <= olderCut {
                    reloads.append((link, "older_than", row.loadedAt))
                }
            }
        }
        if options.maxLinks != nil { reloads.sort { $0.loadedAt < $1.loadedAt } }
        return missing + reloads.map { ($0.link, $0.why) }
    }

    static func startWorkers(count: Int, queue: LoadQueue, options: RefreshOptions, cancellation: CancellationToken) {
        let configuration = options.loader
        let limits = options.pictureLimits
        let retries = options.retries, longest = options.longestRetryAfter
        for _ in 0..<count {
            let thread = Thread {
                let loader = try? PageLoader(configuration: configuration, cancellation: cancellation)
                while let job = queue.next() {
                    let outcome = loader.map { PreviewFetcher(loader: $0, limits: limits).fetch(job.url) }
                        ?? .failure(.network(-1))
                    if case .retryLater(let failure, let seconds) = outcome {
                        if job.retries < retries && seconds <= longest {
                            queue.retry(job, after: seconds)
                        } else {
                            queue.finish(job, .failure(failure))
                        }
                        continue
                    }
                    queue.finish(job, outcome)
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// Writes one outcome. A definite failure (a status, a type, a refused address) stores
    /// the "nothing" row, as the rules say; trouble on the way (time, DNS, TLS, 429, 503)
    /// keeps an earlier preview with content and otherwise stores the "nothing" row too, so
    /// the link is tried again a day later. A block page never touches an existing row, not
    /// even its `loaded_at`. A cancelled load writes nothing.
    /// - Returns: whether a row was written.
    static func apply(_ outcome: FetchOutcome, to entry: inout RefreshReport.Outcome, existing: LinkPreviewRow?,
                      loadedAt: String, db: Database) throws -> Bool {
        switch outcome {
        case .preview(let metadata, let picture, let pictureFailure):
            let row = LinkPreviewRow(link: entry.link, title: metadata.title, siteName: metadata.siteName,
                                    picture: picture, loadedAt: loadedAt)
            try row.store(in: db)
            entry.title = metadata.title
            entry.pictureReason = pictureFailure
            if row.isEmpty {
                entry.status = .empty
            } else if let existing, existing.sameContent(as: row) {
                entry.status = .unchanged
            } else {
                entry.status = .loaded
            }
            return true
        case .failure(.cancelled):
            entry.status = .notLoaded
            entry.reason = LoadFailure.cancelled.reason
            return false
        case .failure(let failure), .retryLater(let failure, _):
            entry.status = .failed
            entry.reason = failure.reason
            // A refusal of our own writes nothing: no nothing row, so no day's hold.
            if failure.isOwnRefusal {
                entry.keptOld = existing.map { !$0.isEmpty } ?? false
                entry.heldBack = false
                return false
            }
            if case .blockedBySite = failure, let existing {
                entry.keptOld = !existing.isEmpty
                return false
            }
            if !failure.isDefinite, let existing, !existing.isEmpty {
                entry.keptOld = true
                return false
            }
            try LinkPreviewRow(link: entry.link, title: nil, siteName: nil, picture: nil, loadedAt: loadedAt).store(in: db)
            return true
        }
    }
}
