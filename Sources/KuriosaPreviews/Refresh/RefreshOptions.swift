import Foundation

/// What a refresh loads and how.
public struct RefreshOptions: Sendable {
    /// Which rows are loaded.
    public enum Selection: String, Sendable {
        /// Missing rows, and rows that gave nothing and were loaded at least a day ago (the
        /// app's own rule). The default; `--stale` names it explicitly.
        case due
        /// Every link (`--all`).
        case all
    }

    public var selection = Selection.due
    /// Also reload previews that loaded fine but at least this many seconds ago
    /// (`--older-than 30d`): titles and pictures of listings change.
    public var olderThan: TimeInterval?
    /// At most this many links are loaded in one run (`--max-links`): missing rows first,
    /// then the oldest. Nil: all that are due.
    public var maxLinks: Int?
    /// A link answered 429 or 503 with `Retry-After` is loaded again at most this often in
    /// the run, and only when the site asks for at most `longestRetryAfter` seconds; so
    /// retries add at most `retries × longestRetryAfter` to a run.
    public var retries = 2
    public var longestRetryAfter = 60
    /// A collection's ID or name: it and its sub-collections. Nil: the whole library.
    public var collection: String?
    /// Loads at the same time (at most `perHostLimit` to one host).
    public var concurrency = 8
    public var perHostLimit = 2
    /// Plan only: nothing is loaded, written or deleted.
    public var dryRun = false
    public var loader = LoaderConfiguration()
    public var pictureLimits = PicturePipeline.Limits()
    /// The catalog is saved after this many stored rows (large libraries), and at the end.
    public var saveEvery = 200
    /// "Now", for `loaded_at` and the one-day rule.
    public var now = Date()

    public init() {}

    /// `30d`, `12h`, `90m`, `2w`, `3600s` in seconds; nil for anything else (or zero).
    public static func duration(_ text: String) -> TimeInterval? {
        guard let unit = text.last, let n = Int(text.dropLast()), n > 0 else { return nil }
        let seconds: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
        guard let factor = seconds[unit], n <= Int.max / factor else { return nil }
        return TimeInterval(n * factor)
    }
}
