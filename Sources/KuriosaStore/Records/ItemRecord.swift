import Foundation
import KuriosaCore

/// A piece or a wish: one row of `item` (schema version 16) with its tags from `item_tag`.
/// JSON columns keep their stored text (`JSONText`), so writing a record back loses nothing.
public struct ItemRecord: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable { case owned, wish }
    /// The item's status: the core's `ItemStatus`, one type for the column and the journal's
    /// rules (#26: the store had an enum of its own with the same six values).
    public typealias Status = ItemStatus
    public enum Condition: String, Sendable, Hashable, CaseIterable {
        case mint, excellent, veryGood = "very_good", good, fair, poor
    }

    public var id: String
    public var collectionID: String
    public var kind: Kind
    public var title: String
    public var status: Status
    public var locationID: String?
    /// A calendar day, `YYYY-MM-DD`.
    public var purchaseDate: String?
    public var purchasePrice: Money?
    public var source: String?
    public var estimatedValue: Money?
    public var condition: Condition?
    public var notes: String?
    public var primaryPhotoID: String?
    public var wishPriority: Int?
    public var wishTarget: Money?
    /// Field key → tagged value `{"type": …, "value": …}`.
    public var fields: JSONText
    public var wishFields: JSONText
    public var createdAt: String
    public var updatedAt: String
    public var deletedAt: String?
    /// Version 5.
    public var backPhotoID: String?
    /// Version 6 (`favorite`).
    public var isFavorite: Bool
    /// Version 11: how many were bought the first time, more than zero.
    public var purchaseQuantity: Double?
    /// Version 11: the journal after the first purchase.
    public var events: JSONText
    /// Version 13: the inventory number; nil for wishes and pieces deleted before version 13.
    public var number: Int?
    /// Version 15.
    public var reminders: JSONText
    /// From `item_tag`.
    public var tagIDs: [String]

    public init(
        id: String, collectionID: String, kind: Kind, title: String, status: Status = .inCollection,
        locationID: String? = nil, purchaseDate: String? = nil, purchasePrice: Money? = nil,
        source: String? = nil, estimatedValue: Money? = nil, condition: Condition? = nil,
        notes: String? = nil, primaryPhotoID: String? = nil, wishPriority: Int? = nil,
        wishTarget: Money? = nil, fields: JSONText = .emptyObject, wishFields: JSONText = .emptyObject,
        createdAt: String, updatedAt: String, deletedAt: String? = nil, backPhotoID: String? = nil,
        isFavorite: Bool = false, purchaseQuantity: Double? = nil, events: JSONText = .emptyArray,
        number: Int? = nil, reminders: JSONText = .emptyArray, tagIDs: [String] = []
    ) {
        self.id = id; self.collectionID = collectionID; self.kind = kind; self.title = title
        self.status = status; self.locationID = locationID; self.purchaseDate = purchaseDate
        self.purchasePrice = purchasePrice; self.source = source; self.estimatedValue = estimatedValue
        self.condition = condition; self.notes = notes; self.primaryPhotoID = primaryPhotoID
        self.wishPriority = wishPriority; self.wishTarget = wishTarget; self.fields = fields
        self.wishFields = wishFields; self.createdAt = createdAt; self.updatedAt = updatedAt
        self.deletedAt = deletedAt; self.backPhotoID = backPhotoID; self.isFavorite = isFavorite
        self.purchaseQuantity = purchaseQuantity; self.events = events; self.number = number
        self.reminders = reminders; self.tagIDs = tagIDs
    }
}

extension ItemRecord: HistoryRecord {
    public static let entity = "item"

    public func historyPaths() -> [String: JSONValue] {
        var p: [String: JSONValue] = [
            "collectionID": .string(collectionID),
            "kind": .string(kind.rawValue),
            "title": .string(title),
            "status": .string(status.rawValue),
            "locationID": HistoryValue.text(locationID),
            "purchaseDate": HistoryValue.text(purchaseDate),
            "purchasePrice": Money.catalogJSON(purchasePrice),
            "source": HistoryValue.text(source),
            "estimatedValue": Money.catalogJSON(estimatedValue),
            "condition": HistoryValue.text(condition?.rawValue),
            "notes": HistoryValue.text(notes),
            "primaryPhotoID": HistoryValue.text(primaryPhotoID),
            "wishPriority": HistoryValue.int(wishPriority),
            "wishTarget": Money.catalogJSON(wishTarget),
            "deletedAt": HistoryValue.text(deletedAt),
            "backPhotoID": HistoryValue.text(backPhotoID),
            "isFavorite": .bool(isFavorite),
            "purchaseQuantity": HistoryValue.double(purchaseQuantity),
            "events": events.value,
            "number": HistoryValue.int(number),
            "reminders": reminders.value,
            "tagIDs": HistoryValue.sortedIDs(tagIDs),
        ]
        HistoryValue.flatten(fields, prefix: "fields", into: &p)
        HistoryValue.flatten(wishFields, prefix: "wishFields", into: &p)
        return p
    }
}
