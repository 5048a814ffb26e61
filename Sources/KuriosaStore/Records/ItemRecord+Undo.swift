import Foundation
import KuriosaCore

extension ItemRecord: UndoableRecord {
    static let isSoftDeleted = true
    mutating func touch(at time: String) { updatedAt = time }

    /// Every path of the item's JSON form; `fields.<key>` and `wishFields.<key>` set or
    /// remove (null) one key. `number` is accepted but the caller never reverts it: a
    /// number is never changed by an edit and never given twice (version 13).
    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        let x = value(path, v)
        switch path {
        case "collectionID": collectionID = try x.text()
        case "kind": kind = try x.enumeration(Kind.self)
        case "title": title = try x.text()
        case "status": status = try x.enumeration(Status.self)
        case "locationID": locationID = try x.optionalText()
        case "purchaseDate": purchaseDate = try x.optionalText()
        case "purchasePrice": purchasePrice = try x.money()
        case "source": source = try x.optionalText()
        case "estimatedValue": estimatedValue = try x.money()
        case "condition": condition = try x.optionalEnumeration(Condition.self)
        case "notes": notes = try x.optionalText()
        case "primaryPhotoID": primaryPhotoID = try x.optionalText()
        case "wishPriority": wishPriority = try x.optionalInt()
        case "wishTarget": wishTarget = try x.money()
        case "deletedAt": deletedAt = try x.optionalText()
        case "backPhotoID": backPhotoID = try x.optionalText()
        case "isFavorite": isFavorite = v == .null ? false : try x.bool()
        case "purchaseQuantity": purchaseQuantity = try x.optionalDouble()
        case "events": events = try x.jsonArray()
        case "number": number = try x.optionalInt()
        case "reminders": reminders = try x.jsonArray()
        case "tagIDs": tagIDs = try x.ids()
        default:
            if path.hasPrefix("fields.") {
                fields = HistoryPathValue.setting(String(path.dropFirst(7)), to: v, in: fields)
            } else if path.hasPrefix("wishFields.") {
                wishFields = HistoryPathValue.setting(String(path.dropFirst(11)), to: v, in: wishFields)
            } else {
                throw Self.unknownPath(path, id: id)
            }
        }
    }
}
