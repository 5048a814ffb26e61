import KuriosaCore
import KuriosaStore

/// The duplicate check (docs/import.md#duplicates) and the copy rule
/// (docs/import.md#copies-on-several-rows).
///
/// - A row whose title and identifying fields equal a piece the collection had before the
///   import (after `SearchText.normalize`) is a duplicate of it: `--on-duplicate` decides.
/// - Among the rows of the file, only a row equal to an earlier row in *everything* it says
///   (every field, condition, place, purchase to its time of day, tags, notes; the count aside) is a copy of that
///   row's piece. Card, wine and coin exports list each printing, condition, language, folder or
///   purchase of the same thing on a row of its own; those are pieces of their own, so
///   identity alone would have merged 26,008 cards of 11,494 rows into a few hundred.
struct DuplicateIndex {
    private let identifying: [String]
    private var pieces: [String: String] = [:]
    private var rows: [Digest: String] = [:]

    /// What an earlier piece a row is.
    enum Match {
        /// A piece the collection had before: `--on-duplicate` decides.
        case duplicate(String)
        /// The piece an earlier, identical row of this file made.
        case copy(String)
    }

    init(template: Template, collectionID: String, db: Database) throws {
        identifying = template.fields.filter { $0.identifying && $0.type != .calculation }.map(\.key)
        for item in try ItemRecord.fetchAll(db, collectionID: collectionID) {
            let fields = (try? ItemFields.parse(item.fields.text)) ?? ItemFields()
            let key = self.key(title: item.title, values: fields.values)
            if pieces[key] == nil { pieces[key] = item.id }
        }
    }

    /// A row looked up: what it matches, and its digest for `add` (hashed once a row).
    struct Lookup {
        let match: Match?
        fileprivate let digest: Digest
    }

    /// The piece a row duplicates or copies, if any.
    func lookUp(_ row: ImportedRow) -> Lookup {
        let digest = Self.digest(row)
        if let id = rows[digest] { return Lookup(match: .copy(id), digest: digest) }
        return Lookup(match: pieces[key(title: row.title, values: row.fields)].map(Match.duplicate), digest: digest)
    }

    /// A piece this import made from the row of `lookup`.
    mutating func add(_ lookup: Lookup, id: String) {
        if rows[lookup.digest] == nil { rows[lookup.digest] = id }
    }

    /// Title and identifying values in normalized form; an absent value is empty, so it
    /// matches only an absent one.
    private func key(title: String, values: [String: FieldValue]) -> String {
        var parts = [SearchText.normalize(title)]
        for key in identifying {
            switch values[key] {
            case nil: parts.append("")
            case .text(let text)?, .url(let text)?: parts.append("t:" + SearchText.normalize(text))
            case let value?: parts.append("v:" + value.json.text)
            }
        }
        return parts.joined(separator: "\u{1F}")
    }

    /// Everything a row says but its count, as two independent 64-bit hashes of its values:
    /// the content itself held for every row of a 30,000-row card file cost 40 MB, and text
    /// keys 0.9 s. Two rows that differ collide with a chance of about 2^-128 per pair.
    fileprivate struct Digest: Hashable {
        let first: Int
        let second: Int
    }

    private struct Content: Hashable {
        let title: String
        let fields: [String: FieldValue]
        let wishFields: [String: FieldValue]
        let purchaseDate: String?, purchasePrice: Money?, source: String?, estimatedValue: Money?, condition: String?
        let place: [String]?, tags: [String], notes: String?, photos: [String], documents: [String], wishPriority: Int?
        /// The parts of the row's pictures in the sheet: a copy with a photo of its own is a piece of its own.
        let pictures: [String]
        /// The times of day its date cells say (`ImportedRow.moments`).
        let moments: [String]

        init(_ row: ImportedRow) {
            title = row.title
            fields = row.fields
            wishFields = row.wishFields
            purchaseDate = row.purchaseDate
            // A price by the unit (ManaBox's, per card) makes the lot's from the row's count,
            // which a copy may differ in: the unit price is what the row says.
            purchasePrice = row.unitPrice ?? row.purchasePrice
            source = row.source
            estimatedValue = row.estimatedValue
            condition = row.condition
            place = row.place
            tags = row.tags
            notes = row.notes
            photos = row.photos
            pictures = row.sheetPictures.map(\.media)
            documents = row.documents
            wishPriority = row.wishPriority
            moments = row.moments
        }
    }

    private static func digest(_ row: ImportedRow) -> Digest {
        let content = Content(row)
        var first = Hasher(), second = Hasher()
        first.combine(0 as UInt8)
        second.combine(1 as UInt8)
        content.hash(into: &first)
        content.hash(into: &second)
        return Digest(first: first.finalize(), second: second.finalize())
    }
}
