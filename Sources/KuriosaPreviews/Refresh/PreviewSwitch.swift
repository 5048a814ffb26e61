import Foundation
import KuriosaCore
import KuriosaStore

/// The "Link previews" switch, `library_meta.link_previews` (catalog schema version 16,
/// docs/link-preview-rules.md#which-rows-exist): `<timestamp> on|off`, absent meaning off. Rows exist only while it is on.
/// The store reads and writes it (`LibraryMeta.LinkPreviewSwitch`); this is the previews'
/// view of it, with the clock.
public enum PreviewSwitch {
    public static let metaKey = LibraryMeta.linkPreviewsKey

    /// The switch as stored.
    public struct State: Sendable, Hashable {
        public var isOn: Bool
        /// When it was last turned on or off; nil when never (absent) or unreadable.
        public var changedAt: String?
    }

    /// Reads the switch; a value that is neither `… on` nor `… off` counts as off (the
    /// catalog says absent is off, and turning previews on by accident is the worse mistake).
    public static func read(_ db: Database) throws -> State {
        let stored = try LibraryMeta.linkPreviewSwitch(db)
        return State(isOn: stored?.isOn ?? false, changedAt: stored?.changedAt)
    }

    /// Turns the switch on or off at `now`. Turning it off deletes every preview row.
    /// - Returns: the number of rows deleted.
    @discardableResult
    public static func set(_ on: Bool, in db: Database, now: Date = Date()) throws -> Int {
        try db.transaction { try LibraryMeta.setLinkPreviews(db, on: on, at: Timestamp.string(from: now)) }
    }
}
