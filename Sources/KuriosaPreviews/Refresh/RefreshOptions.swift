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
}
