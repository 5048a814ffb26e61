import Foundation

/// The key/value settings of a library (`library_meta`), read all at once, with typed
/// accessors for the keys the schema defines and the defaults it gives for absent keys.
/// Unknown keys are kept in `entries` untouched.
public struct LibraryMeta: Sendable, Hashable {
    public static let wishlistTemplateKey = "wishlist_template_id"
    public static let nextItemNumberKey = "next_item_number"
    public static let linkPreviewsKey = "link_previews"
    public static let removedPrefix = "removed:"
    public static let defaultWishlistTemplateID = "builtin.wishlist"

    /// The "Link previews" switch: when it was last turned on or off, and how.
    public struct LinkPreviewSwitch: Sendable, Hashable {
        public var changedAt: String
        public var isOn: Bool

        public init(changedAt: String, isOn: Bool) {
            self.changedAt = changedAt
            self.isOn = isOn
        }

        /// `2026-10-10T14:00:00.000Z on`.
        public var text: String { "\(changedAt) \(isOn ? "on" : "off")" }

        /// Reads the stored text; nil when it is not a time, a space, and `on` or `off`.
        public init?(text: String) {
            let parts = text.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1] == "on" || parts[1] == "off" else { return nil }
            self.init(changedAt: String(parts[0]), isOn: parts[1] == "on")
        }
    }

    public var entries: [String: String]

    public init(entries: [String: String] = [:]) { self.entries = entries }

    /// The template whose fields every wish gets.
    public var wishlistTemplateID: String { entries[Self.wishlistTemplateKey] ?? Self.defaultWishlistTemplateID }

    /// The stored next inventory number; nil when absent.
    /// - Throws: `RecordError` when the value is not a positive decimal number.
    public func nextItemNumber() throws -> Int? {
        guard let text = entries[Self.nextItemNumberKey] else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let n = Int(text), n > 0 else {
            throw RecordError(table: "library_meta", id: Self.nextItemNumberKey, column: "value",
                              problem: "expected a positive decimal number, found \"\(text)\"")
        }
        return n
    }

    /// The link preview switch; absent means off (its time unknown, so nil).
    /// - Throws: `RecordError` when the value has another shape.
    public func linkPreviews() throws -> LinkPreviewSwitch? {
        guard let text = entries[Self.linkPreviewsKey] else { return nil }
        guard let s = LinkPreviewSwitch(text: text) else {
            throw RecordError(table: "library_meta", id: Self.linkPreviewsKey, column: "value",
                              problem: "expected \"<time> on\" or \"<time> off\", found \"\(text)\"")
        }
        return s
    }

    /// Whether link previews are on (absent or unreadable: off).
    public var linkPreviewsAreOn: Bool { ((try? linkPreviews()) ?? nil)?.isOn ?? false }

    /// IDs removed without a history entry, with the time of the removal.
    public var removedIDs: [String: String] {
        var out: [String: String] = [:]
        for (key, value) in entries where key.hasPrefix(Self.removedPrefix) {
            out[String(key.dropFirst(Self.removedPrefix.count))] = value
        }
        return out
    }
}

extension LibraryMeta {
    public static func fetch(_ db: Database) throws -> LibraryMeta {
        var entries: [String: String] = [:]
        for row in try db.rows("SELECT key, value FROM library_meta") {
            let r = RecordRow(row, table: "library_meta", idColumn: "key")
            entries[try r.text("key")] = try r.text("value")
        }
        return LibraryMeta(entries: entries)
    }

    public static func value(_ db: Database, key: String) throws -> String? {
        guard let row = try db.row("SELECT value FROM library_meta WHERE key = ?", [key]) else { return nil }
        return try RecordRow(row, table: "library_meta").text("value")
    }

    /// The link preview switch alone, for those who only show or obey it (`info`, `previews`):
    /// nil when never set, and also when unreadable — it then counts as off, since turning
    /// previews on by accident is the worse mistake.
    public static func linkPreviewSwitch(_ db: Database) throws -> LinkPreviewSwitch? {
        try db.scalar("SELECT value FROM library_meta WHERE key = ?", [linkPreviewsKey]).string.flatMap(LinkPreviewSwitch.init(text:))
    }

    /// Sets a key, adding or replacing it.
    public static func set(_ db: Database, key: String, value: String) throws {
        try db.execute("INSERT INTO library_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [key, value])
    }

    public static func remove(_ db: Database, key: String) throws {
        try db.execute("DELETE FROM library_meta WHERE key = ?", [key])
    }

    public static func setWishlistTemplateID(_ db: Database, _ id: String) throws {
        try set(db, key: wishlistTemplateKey, value: id)
    }

    public static func setNextItemNumber(_ db: Database, _ number: Int) throws {
        try set(db, key: nextItemNumberKey, value: String(number))
    }

    /// Turns link previews on or off at `time`; turning them off deletes every preview row.
    /// - Returns: the number of preview rows deleted.
    @discardableResult
    public static func setLinkPreviews(_ db: Database, on: Bool, at time: String) throws -> Int {
        try set(db, key: linkPreviewsKey, value: LinkPreviewSwitch(changedAt: time, isOn: on).text)
        return on ? 0 : try LinkPreviewRow.deleteAll(db)
    }

    /// Notes `removed:<id>` (docs/history.md#records-removed-without-history) for a media file
    /// deleted for good or a deleted own export template.
    public static func noteRemoved(_ db: Database, id: String, at time: String) throws {
        try set(db, key: removedPrefix + id, value: time)
    }
}
