import Foundation

/// What a refresh did, link by link, for the summary and `--json`.
public struct RefreshReport: Sendable {
    public enum Status: String, Sendable {
        /// A new preview was stored.
        case loaded
        /// Loaded again and the same as before (the row still gets a new id and time).
        case unchanged
        /// The page gave nothing: a row with title and picture NULL.
        case empty
        /// The page did not load (`reason`); see `keptOld`.
        case failed
        /// Not loaded: the run was interrupted first (or `--dry-run`: would be loaded).
        case notLoaded = "not_loaded"
    }

    public struct Outcome: Sendable {
        public var link: PreviewLink
        public var status: Status
        /// Why the page failed (`LoadFailure.reason`).
        public var reason: String?
        /// Why the row has no picture although the page named one (`picture_…`).
        public var pictureReason: String?
        /// A failure on the way (time, DNS, TLS, a block page) left an earlier preview in place.
        public var keptOld = false
        /// False for a refusal of the toolkit's own (`LoadFailure.isOwnRefusal`): nothing was
        /// stored, so the link is due again at the next run.
        public var heldBack = true
        public var title: String?
        /// Loads the site asked to repeat (`Retry-After`) before this outcome.
        public var retries = 0
        /// Why it was due: `missing`, `stale` (gave nothing a day ago), `older_than`, `all`.
        public var due = "missing"
    }

    /// The switch was off: nothing was done.
    public var switchOff = false
    public var dryRun = false
    /// Links found in scope.
    public var links = 0
    /// Rows that are fresh (a preview within its age) and were not loaded.
    public var fresh = 0
    /// Links whose last load gave nothing less than a day ago: not loaded again until the
    /// day has passed (or `--all`).
    public var held = 0
    /// When the first of the held links is due again.
    public var heldDueFrom: Date?
    /// Rows deleted because their piece no longer has the link.
    public var removedRows = 0
    /// One entry per link that was due, in the order found.
    public var outcomes: [Outcome] = []
    /// Links on the pieces that get no preview, and why.
    public var skipped: [SkippedLink] = []
    /// Links that were due but left for a later run by `--max-links`.
    public var deferred = 0
    /// Ctrl-C: the rows stored so far are kept.
    public var interrupted = false

    public func count(_ status: Status) -> Int { outcomes.filter { $0.status == status }.count }
}
