import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaLabels
import KuriosaStore

/// `kuriosa find LIBRARY PAYLOAD|K-0042|TEXT`: the piece a scanned code names, for a USB
/// barcode scanner at a desk (it types the code and Enter; `-` reads one code a line), or
/// the pieces whose search text holds the words typed.
enum FindCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let `where` = OptionKey.list("where", "FIELD<op>VALUE", "only pieces for which this holds, as 'kuriosa export --where' (= != < <= > >= ~; repeatable, all must hold); TEXT may then be left out")
        static let includeSensitive = OptionKey.flag("include-sensitive", "search the sensitive fields' text too (serial numbers and the like)")
        static let json = OptionKey.flag("json", "print {\"query\", \"found\", \"id\", \"number\", \"title\", \"collection\", \"place\", \"status\", \"deleted\", \"code\", \"codes\"}; with '-' one such object a line (JSON Lines); a text search {\"query\", \"found\", \"matches\": [{\"id\", \"number\", \"title\", \"collection\", \"place\", \"status\"}]}, a box's code the same with \"place\": {\"id\", \"name\", \"path\"}")
    }

    static let table = CommandTable(
        name: "find", summary: "show the piece a scanned code or an inventory number names, or search the pieces' text",
        forms: [
            .init([.library, .argument(query), .others, .option(Options.includeSensitive), .option(Options.json)]),
            .init(when: Options.where, [.library, .argument(text), .required(Options.where), .option(Options.json)]),
        ],
        about: """
        Looks a scanned code up in the catalog's codes (item_code: the labels 'kuriosa labels'
        printed, codes linked in the app or by 'kuriosa codes add'), else reads it as an
        inventory number (K-0042, k42) or a piece's ID, and prints the piece: number, title,
        collection, place, status and its codes. A deleted piece is shown as deleted. With '-'
        it reads one code a line from standard input until it ends — what a USB scanner types —
        and answers each line. Reading never changes the library.

        A query that is no code and no number is searched in the pieces' search text (what the
        app searches: title, fields and inventory number, normalized so that case and accents
        do not matter): every piece whose text holds all the words, in any order, is listed
        with its number, title, collection and place ('omega speed', 'hirtenbuste').
        Sensitive fields only with --include-sensitive. --where narrows the list to the pieces
        and wishes (any status) its conditions hold for, as in 'kuriosa export'
        ('estimated_value>CHF 10000', 'brand~omega', 'purchase_date<2020-01-01'); with --where
        TEXT is searched as text only, and may be left out to list every such piece.

        A box label's code (KP-…, 'kuriosa labels --places') names a place: the place's path
        and the inventory's pieces kept there or at a place inside it are listed.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.where,
                Options.includeSensitive,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 found (with '-': every line), 1 not found (with '-': some line), 2 error,
        64 wrong usage.
        """)

    static let query = ArgumentKey.one("PAYLOAD|K-0042|TEXT|-", hint: "a scanned code, K-0042, or - for standard input")
    static let text = ArgumentKey.optional("TEXT")

    static func run(_ args: Arguments) throws -> ExitCode {
        let library = try LibraryOptions(args)
        if !args[Options.where].isEmpty { return try conditions(args, library: library) }
        let opened = try library.open()
        let query = args[Self.query]
        let json = args[Options.json]
        guard query == "-" else {
            var places: PlaceContents?
            if try answer(query, db: opened.session.db, json: json, compact: false, places: &places, search: true,
                          sensitive: args[Options.includeSensitive]) { return .success }
            return .problemsFound
        }
        var all = true
        // The places and what they hold, read at the first box label and kept for the rest of
        // the scans: the library does not change while find reads (it was read again a code).
        var places: PlaceContents?
        while let line = readLine(strippingNewline: true) {
            let code = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if code.isEmpty { continue }
            all = try answer(code, db: opened.session.db, json: json, compact: true, places: &places) && all
        }
        return all ? .success : .problemsFound
    }

    /// Prints what `query` names; false when nothing.
    static func answer(_ query: String, db: Database, json: Bool, compact: Bool, places: inout PlaceContents?, search: Bool = false,
                       sensitive: Bool = false) throws -> Bool {
        if PlacePayload.isPlacePayload(query) {
            let contents = try places ?? PlaceContents(db: db, options: ExportOptions(date: String(Timestamp.now().prefix(10))))
            places = contents
            return try place(query, contents: contents, db: db, json: json, compact: compact)
        }
        guard let (item, code) = try ItemCodeLinks.lookup(query, in: db) else {
            if search { return try searchText(query, db: db, json: json, sensitive: sensitive) }
            if json { JSONOutput.print(NotFound(query: query), oneLine: compact) } else { Terminal.out("\(query): no piece has this code or number") }
            return false
        }
        let collection = try CollectionRecord.fetchOne(db, id: item.collectionID)?.name ?? ""
        let place = try placePath(item.locationID, db: db)
        let codes = try ItemCodeRecord.fetchAll(db, itemID: item.id).map(\.payload)
        if json {
            JSONOutput.print(JSONOutput.Beside(base: Matches.Match(item, collection: collection, place: place),
                                               extra: Piece(query: query, deleted: item.deletedAt != nil, code: code?.payload, codes: codes)),
                             oneLine: compact)
        } else {
            var lines = ["\(ItemNumber.display(item.number) ?? "(no number)")  \(item.title)\(item.deletedAt != nil ? "  (deleted)" : "")",
                         "  collection: \(collection)"]
            if let place { lines.append("  place: \(place)") }
            lines.append("  status: \(item.status.rawValue.replacingOccurrences(of: "_", with: " "))")
            if !codes.isEmpty { lines.append("  codes: \(codes.joined(separator: ", "))") }
            Terminal.out(lines.joined(separator: "\n"))
        }
        return true
    }

    /// The pieces whose search text holds every word of `query` (`ItemSearchQuery`).
    static func searchText(_ query: String, db: Database, json: Bool, sensitive: Bool) throws -> Bool {
        let items = try ItemSearchQuery.items(matching: query, includeSensitive: sensitive, in: db)
        if !json && items.isEmpty { Terminal.out("\(query): no piece has this code or number, and no piece's text holds these words") }
        try printMatches(items, query: query, db: db, json: json, compact: false)
        return !items.isEmpty
    }

    /// `--where` (with or without TEXT): the pieces the text search finds, or every piece,
    /// for which the conditions hold.
    static func conditions(_ args: Arguments, library: LibraryOptions) throws -> ExitCode {
        let text = args[Self.text]
        if text == "-" { throw UsageError("--where is for a text search, not for codes read from standard input ('-')") }
        // The conditions' form is checked before the library is opened, as export checks it.
        let conditions: [ExportFilter.Condition]
        do { conditions = try args[Options.where].map { try ExportFilter.condition(parsing: $0) } } catch let error as ExportFilterError { throw UsageError(error.description) }
        let opened = try library.open()
        let db = opened.session.db
        let matching: [ItemRecord]
        do {
            matching = try ExportBuilder.matching(conditions, catalog: try ExportCatalog(db: db), language: "en")
        } catch let error as ExportFilterError { throw UsageError(error.description) }
        var items = matching
        if let text {
            let ids = Set(matching.map(\.id))
            items = try ItemSearchQuery.items(matching: text, includeSensitive: args[Options.includeSensitive], in: db).filter { ids.contains($0.id) }
        }
        let query = ([text].compactMap { $0 } + args[Options.where].map { "--where " + $0 }).joined(separator: " ")
        if !args[Options.json] && items.isEmpty { Terminal.out("\(query): no piece") }
        try printMatches(items, query: query, db: db, json: args[Options.json], compact: false)
        return items.isEmpty ? .problemsFound : .success
    }

    /// A box label's code (`KP-…`, docs/labels.md#box-labels): the place and the inventory's
    /// pieces kept there or at a place inside it. Found even when it holds nothing.
    static func place(_ query: String, contents: PlaceContents, db: Database, json: Bool, compact: Bool) throws -> Bool {
        guard let id = PlacePayload.placeID(in: query, among: contents.places.map(\.id)),
              let place = contents.places.first(where: { $0.id == id }) else {
            if json { JSONOutput.print(NotFound(query: query), oneLine: compact) } else { Terminal.out("\(query): no place of this library has this code") }
            return false
        }
        let items = contents.records(in: id)
        let path = contents.path(id)
        if !json { Terminal.out("\(path)  (place, \(items.count) piece\(items.count == 1 ? "" : "s") inside)") }
        try printMatches(items, query: query, db: db, json: json, compact: compact,
                         place: .init(id: place.id, name: place.name, path: path)) { $0.map(contents.path) }
        return true
    }

    /// Pieces one a line (`K-0001  Speedmaster  (Watches; Home › Office)`), or as `--json`'s
    /// `matches`.
    /// - Parameter pathOf: a place's path, when the caller has the places at hand (a box's
    ///   thousands of pieces then cost no look-up of their place's parents each).
    static func printMatches(_ items: [ItemRecord], query: String, db: Database, json: Bool, compact: Bool, place: Matches.Place? = nil,
                             pathOf: ((String?) -> String?)? = nil) throws {
        var collections: [String: String] = [:]
        for c in try CollectionRecord.fetchAll(db) { collections[c.id] = c.name }
        let rows = try items.map { item -> (ItemRecord, String, String?) in (item, collections[item.collectionID] ?? "", try pathOf?(item.locationID) ?? placePath(item.locationID, db: db)) }
        if json {
            JSONOutput.print(Matches(query: query, found: !items.isEmpty || place != nil,
                                     matches: rows.map { .init($0, collection: $1, place: $2) }, place: place), oneLine: compact)
        } else {
            for (item, collection, place) in rows {
                Terminal.out("\(ItemNumber.display(item.number) ?? "(wish)")  \(item.title)  (\(collection)\(place.map { "; " + $0 } ?? ""))")
            }
        }
    }

    /// `Home › Study › Shelf 2`.
    static func placePath(_ id: String?, db: Database) throws -> String? {
        guard let id else { return nil }
        let names = try TreePath.names(of: id) { try LocationRecord.fetchOne(db, id: $0).map { ($0.name, $0.parentID) } }
        return names.isEmpty ? nil : TreePath.text(names)
    }
}
