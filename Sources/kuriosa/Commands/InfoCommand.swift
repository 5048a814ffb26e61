import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa info LIBRARY`: what is in a library, at a glance.
enum InfoCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let json = OptionKey.flag("json", "print one JSON object (keys documented in docs/cli.md)")
    }

    static let table = CommandTable(
        name: "info", summary: "show a library's format, schema, counts and collections",
        forms: [.init([.library, .others, .option(Options.json)])],
        about: """
        Shows the package's format and catalog schema version, the number of pieces, wishes,
        photos, places and tags, the collections as a tree with their pieces, template and ID
        (two collections may share a name; `import --collection-id ID` takes the ID), and whether
        link previews are on. Reading never changes the library (an older catalog is migrated in
        memory only; see 'kuriosa migrate').
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 shown, 2 error, 64 wrong usage.
        """)

    /// `--json`; the package's keys only for a package (not for `--catalog FILE`).
    struct Info: Encodable {
        struct LinkPreviews: Encodable {
            let on: Bool
            @NullIfAbsent var changedAt: String?
        }

        let schemaVersionOnDisk: Int
        let schemaVersion: Int
        let counts: [String: Int]
        let collections: [LibrarySummary.CollectionNode]
        let linkPreviews: LinkPreviews
        var path: String
        let collectionCycles: [[String]]
        var libraryID: String?
        var formatVersion: Int?
        var createdAt: String?
        var keySlots: [String]?
    }

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let opened = try options.open()
        // The overview is where a person looks to see that a library is well: a damaged
        // catalog is said so (exit 2), not summed up from the pages that still read.
        try CatalogSoundness.verify(opened.session.db, path: opened.session.path)
        let summary = try LibrarySummary.read(opened.session.db)
        var json = Info(schemaVersionOnDisk: opened.session.versionOnDisk, schemaVersion: CatalogSchema.currentVersion,
                        counts: summary.counts, collections: summary.collections,
                        linkPreviews: .init(on: summary.linkPreviews?.on ?? false, changedAt: summary.linkPreviews?.changedAt),
                        path: opened.session.path, collectionCycles: summary.cycles)
        if let package = opened.package {
            json.path = package.url.path
            json.libraryID = package.libraryID
            json.formatVersion = package.manifest.formatVersion
            json.createdAt = package.manifest.createdAt
            json.keySlots = package.manifest.keySlots.map(\.summary)
        }
        // A cycle of collections is shown (its pieces are not left out) and named; exit 1.
        for cycle in summary.cycles {
            Terminal.note("warning: the collections " + cycle.map { "“\($0)”" }.joined(separator: ", ")
                + " are each under the next and the last under the first (a cycle): shown at the top level, marked (cycle); "
                + "exports and labels refuse the library until one of them is moved to the top level in the app")
        }
        let status: ExitCode = summary.cycles.isEmpty ? .success : .problemsFound
        if args[Options.json] {
            JSONOutput.print(json)
            return status
        }
        var lines = [String]()
        if let package = opened.package {
            lines.append("Library      \(package.url.path)")
            lines.append("Library ID   \(package.libraryID)")
            lines.append("Format       version \(package.manifest.formatVersion), created \(package.manifest.createdAt)")
            lines.append("Key slots    " + package.manifest.keySlots.map(\.summary).joined(separator: ", "))
        } else {
            lines.append("Catalog      \(opened.session.path) (plain SQLite file)")
        }
        let v = opened.session.versionOnDisk
        lines.append("Schema       version \(v)" + (v < CatalogSchema.currentVersion ? " (read as \(CatalogSchema.currentVersion); run 'kuriosa migrate' to save it)" : ""))
        let c = summary.counts
        lines.append("Pieces       \(c["pieces"] ?? 0) owned, \(c["wishes"] ?? 0) \((c["wishes"] ?? 0) == 1 ? "wish" : "wishes")" + ((c["deletedPieces"] ?? 0) > 0 ? " (\(c["deletedPieces"] ?? 0) deleted, kept for undo)" : ""))
        lines.append("Photos       \(c["photos"] ?? 0), documents \(c["documents"] ?? 0)")
        lines.append("Places       \(c["places"] ?? 0), tags \(c["tags"] ?? 0), sets \(c["sets"] ?? 0)")
        lines.append("History      \(c["historyEntries"] ?? 0) entries")
        let lp = summary.linkPreviews
        lines.append("Link previews " + (lp.map { ($0.on ? "on" : "off") + " since \($0.changedAt)" + ", \(c["linkPreviews"] ?? 0) stored" } ?? "off"))
        lines.append("")
        lines.append(summary.collections.isEmpty ? "No collections yet." : "Collections")
        func walk(_ nodes: [LibrarySummary.CollectionNode], _ depth: Int) {
            for n in nodes {
                let indent = String(repeating: "  ", count: depth + 1)
                var line = "\(indent)\(n.name) — \(n.pieces) \(n.pieces == 1 ? "piece" : "pieces")"
                if n.wishes > 0 { line += ", \(n.wishes) \(n.wishes == 1 ? "wish" : "wishes")" }
                line += "  [\(n.templateID)]  id \(n.id)" + (n.inCycle ? "  (cycle)" : "")
                lines.append(line)
                walk(n.children, depth + 1)
            }
        }
        walk(summary.collections, 0)
        Terminal.out(lines.joined(separator: "\n"))
        return status
    }
}

extension KeySlot {
    /// "recoveryKey", "passphrase (600000 iterations)" or "unknown (skipped)"; never a secret.
    var summary: String {
        switch kind {
        case .recoveryKey: "recoveryKey"
        case .passphrase(_, let iterations): "passphrase (\(iterations) iterations)"
        case .unknown(let o):
            if case .string(let k) = o["kind"] ?? .null { "\(k) (unknown, skipped)" } else { "unknown (skipped)" }
        }
    }
}
