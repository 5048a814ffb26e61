import Foundation
import KuriosaCore

/// How the records of one table map onto their history form (docs/history.md#the-json-form):
/// which columns make each path, so the merge can decide path by path and copy the winning
/// copy's columns. It mirrors `historyPaths()` of the record types; the tests check the two
/// agree on every golden record.
struct MergeRecordSpec: Sendable {
    enum Form: Sendable {
        /// One column, its value as JSON (text, number, null).
        case plain
        /// A 0/1 column shown as a boolean.
        case flag
        /// A `_minor`/`_currency` pair shown as `{"minorUnits", "currency"}` or null.
        case money
        /// The four crop columns shown as `{"x", "y", "width", "height"}` or null.
        case crop
        /// A JSON list of entries with an `id` (`events`, `reminders`), combined per entry.
        case entryList
    }

    struct Path: Sendable {
        let path: String
        let columns: [String]
        let form: Form
    }

    let table: String
    /// `history.entity`.
    let entity: String
    let paths: [Path]
    /// JSON object columns flattened to `<prefix>.<key>` paths.
    let objectColumns: [(column: String, prefix: String)]
    /// The path of the member list (`tagIDs`, `itemIDs`), when the table has one.
    let membersPath: String?
    let membersLink: (table: String, owner: String, member: String)?
    let hasUpdatedAt: Bool
    let hasDeletedAt: Bool

    static func p(_ path: String, _ column: String? = nil, _ form: Form = .plain) -> Path {
        Path(path: path, columns: [column ?? MergeRecordSpec.snake(path)], form: form)
    }

    static func money(_ path: String, _ prefix: String) -> Path {
        Path(path: path, columns: [prefix + "_minor", prefix + "_currency"], form: .money)
    }

    /// `purchaseDate` → `purchase_date`, `locationID` → `location_id`.
    static func snake(_ path: String) -> String {
        var out = ""
        let s = path.hasSuffix("ID") ? String(path.dropLast(2)) + "Id" : path
        for c in s {
            if c.isUppercase { out += "_" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The seven record tables section 10 names, and tags, in the order they are merged.
    static let all: [MergeRecordSpec] = [item, collection, location, media, relation, itemSet, itemCode, tag]

    static let item = MergeRecordSpec(
        table: "item", entity: "item",
        paths: [p("collectionID"), p("kind"), p("title"), p("status"), p("locationID"), p("purchaseDate"),
                money("purchasePrice", "purchase_price"), p("source"), money("estimatedValue", "estimated_value"),
                p("condition"), p("notes"), p("primaryPhotoID"), p("wishPriority"), money("wishTarget", "wish_target"),
                p("deletedAt"), p("backPhotoID"), p("isFavorite", "favorite", .flag), p("purchaseQuantity"),
                p("events", nil, .entryList), p("number"), p("reminders", nil, .entryList)],
        objectColumns: [("fields", "fields"), ("wish_fields", "wishFields")],
        membersPath: "tagIDs", membersLink: ("item_tag", "item_id", "tag_id"), hasUpdatedAt: true, hasDeletedAt: true)

    static let collection = MergeRecordSpec(
        table: "collection", entity: "collection",
        paths: [p("name"), p("parentID"), p("templateID"), p("sortIndex"), p("deletedAt"),
                p("coverPhotoID", "cover_media_id"), p("coverPictureID")],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: true, hasDeletedAt: true)

    static let location = MergeRecordSpec(
        table: "location", entity: "location",
        paths: [p("parentID"), p("name"), p("sortIndex"), p("deletedAt")],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: true, hasDeletedAt: true)

    static let media = MergeRecordSpec(
        table: "media", entity: "media",
        paths: [p("itemID"), p("kind"), p("contentType"), p("filename"), p("byteCount"), p("width"), p("height"),
                p("sortIndex"), p("caption"), p("cutoutContentType"), p("cutoutWidth"), p("cutoutHeight"),
                p("showsCutout", nil, .flag), p("deletedAt"), p("rotation"),
                Path(path: "crop", columns: ["crop_x", "crop_y", "crop_width", "crop_height"], form: .crop)],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: false, hasDeletedAt: true)

    static let relation = MergeRecordSpec(
        table: "relation", entity: "relation",
        paths: [p("fromItemID"), p("toItemID"), p("type")],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: false, hasDeletedAt: false)

    static let itemSet = MergeRecordSpec(
        table: "item_set", entity: "item_set",
        paths: [p("name"), p("notes"), p("deletedAt")],
        objectColumns: [], membersPath: "itemIDs", membersLink: ("item_set_member", "set_id", "item_id"),
        hasUpdatedAt: true, hasDeletedAt: true)

    static let itemCode = MergeRecordSpec(
        table: "item_code", entity: "item_code",
        paths: [p("itemID"), p("payload")],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: false, hasDeletedAt: false)

    static let tag = MergeRecordSpec(
        table: "tag", entity: "tag", paths: [p("name")],
        objectColumns: [], membersPath: nil, membersLink: nil, hasUpdatedAt: false, hasDeletedAt: false)

    // MARK: Values

    /// A path's value in JSON form, read from a row of this table.
    static func json(_ path: Path, row: [DatabaseValue], index: [String: Int]) -> JSONValue {
        let v = path.columns.map { c in index[c].map { row[$0] } ?? .null }
        switch path.form {
        case .plain: return plainJSON(v[0])
        case .flag: return v[0].int64.map { .bool($0 != 0) } ?? plainJSON(v[0])
        case .money:
            guard let minor = v[0].int64, let currency = v[1].string else { return .null }
            return .object(["minorUnits": .integer(minor), "currency": .string(currency)])
        case .crop:
            let d = v.compactMap(\.double)
            guard d.count == 4 else { return .null }
            return .object(["x": .double(d[0]), "y": .double(d[1]), "width": .double(d[2]), "height": .double(d[3])])
        case .entryList:
            guard let s = v[0].string, let j = try? JSONValue(parsing: s) else { return plainJSON(v[0]) }
            return j
        }
    }

    static func plainJSON(_ v: DatabaseValue) -> JSONValue {
        switch v {
        case .null: .null
        case .integer(let i): .integer(i)
        case .real(let d): .double(d)
        case .text(let s): .string(s)
        case .blob(let b): .string(b.base64EncodedString())
        }
    }

    /// The members of a JSON object column; empty when the text is not an object.
    static func objectMembers(_ v: DatabaseValue) -> [String: JSONValue] {
        guard let s = v.string, case .object(let o)? = try? JSONValue(parsing: s) else { return [:] }
        return o
    }
}
