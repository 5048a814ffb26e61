import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa find LIBRARY PAYLOAD|K-0042`: the piece a scanned code names, for a USB barcode
/// scanner at a desk (it types the code and Enter; `-` reads one code a line).
enum FindCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let json = OptionKey.flag("json", "print {\"query\", \"found\", \"id\", \"number\", \"title\", \"collection\", \"place\", \"status\", \"deleted\", \"code\", \"codes\"}; with '-' one such object a line (JSON Lines)")
    }

    static let table = CommandTable(
        name: "find", summary: "show the piece a scanned code or an inventory number names",
        usage: ["kuriosa find LIBRARY PAYLOAD|K-0042|- [options] [--json]"],
        about: """
        Looks a scanned code up in the catalog's codes (item_code: the labels 'kuriosa labels'
        printed, codes linked in the app or by 'kuriosa codes add'), else reads it as an
        inventory number (K-0042, k42) or a piece's ID, and prints the piece: number, title,
        collection, place, status and its codes. A deleted piece is shown as deleted. With '-'
        it reads one code a line from standard input until it ends — what a USB scanner types —
        and answers each line. Reading never changes the library.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 found (with '-': every line), 1 not found (with '-': some line), 2 error,
        64 wrong usage.
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let library = try LibraryOptions(args, positional: args.positionals.first)
        guard args.positionals.count == 2 else {
            throw UsageError(args.positionals.count < 2 ? "missing PAYLOAD (a scanned code, K-0042, or - for standard input)" : "unexpected argument '\(args.positionals[2])'")
        }
        let opened = try library.open()
        let query = args.positionals[1]
        let json = args[Options.json]
        guard query == "-" else { return try answer(query, db: opened.session.db, json: json, compact: false) ? .success : .problemsFound }
        var all = true
        while let line = readLine(strippingNewline: true) {
            let code = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if code.isEmpty { continue }
            all = try answer(code, db: opened.session.db, json: json, compact: true) && all
        }
        return all ? .success : .problemsFound
    }

    /// Prints what `query` names; false when nothing.
    static func answer(_ query: String, db: Database, json: Bool, compact: Bool) throws -> Bool {
        guard let (item, code) = try ItemCodeLinks.lookup(query, in: db) else {
            if json { printJSON(["query": query, "found": false], compact: compact) } else { Terminal.out("\(query): no piece has this code or number") }
            return false
        }
        let collection = try CollectionRecord.fetchOne(db, id: item.collectionID)?.name ?? ""
        let place = try placePath(item.locationID, db: db)
        let codes = try ItemCodeRecord.fetchAll(db, itemID: item.id).map(\.payload)
        if json {
            printJSON(["query": query, "found": true, "id": item.id, "number": JSONOutput.orNull(ItemNumber.display(item.number)),
                       "title": item.title, "collection": collection, "place": JSONOutput.orNull(place), "status": item.status.rawValue,
                       "deleted": item.deletedAt != nil, "code": JSONOutput.orNull(code?.payload), "codes": codes], compact: compact)
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

    /// `Home › Study › Shelf 2`.
    static func placePath(_ id: String?, db: Database) throws -> String? {
        var names: [String] = [], seen = Set<String>(), next = id
        while let current = next, seen.insert(current).inserted, let place = try LocationRecord.fetchOne(db, id: current) {
            names.insert(place.name, at: 0)
            next = place.parentID
        }
        return names.isEmpty ? nil : names.joined(separator: " › ")
    }

    static func printJSON(_ object: [String: Any], compact: Bool) {
        JSONOutput.print(object, oneLine: compact)
    }
}
