import Foundation
import KuriosaCore
import KuriosaStore

/// The "Link previews" switch, `library_meta.link_previews` (catalog schema version 16,
/// docs/link-preview-rules.md#which-rows-exist): `<timestamp> on|off`, absent meaning off. Rows
/// exist only while it is on.
public enum PreviewSwitch {
    public static let metaKey = "link_previews"

    /// The switch as stored.
    public struct State: Sendable, Hashable {
        public var isOn: Bool
        /// When it was last turned on or off; nil when never (absent) or unreadable.
        public var changedAt: String?
    }

    /// Reads the switch; a value that is neither `… on` nor `… off` counts as off (the
    /// catalog says absent is off, and turning previews on by accident is the worse mistake).
    public static func read(_ db: Database) throws -> State {
        guard let value = try db.scalar("SELECT value FROM library_meta WHERE key = ?", [metaKey]).string else {
            return State(isOn: false, changedAt: nil)
        }
        let parts = value.split(separator: " ", omittingEmptySubsequences: false)
        let time = parts.first.map(String.init)
        return State(isOn: parts.count == 2 && parts[1] == "on", changedAt: time)
    }

    /// Turns the switch on or off at `now`. Turning it off deletes every preview row.
    /// - Returns: the number of rows deleted.
    @discardableResult
    public static func set(_ on: Bool, in db: Database, now: Date = Date()) throws -> Int {
        try db.transaction {
            try db.execute("INSERT INTO library_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           [metaKey, Timestamp.string(from: now) + (on ? " on" : " off")])
            guard !on else { return 0 }
            try LinkPreviewRow.deleteAll(db)
            return db.changes
        }
    }
}
