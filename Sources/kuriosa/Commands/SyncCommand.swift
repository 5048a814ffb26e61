import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa sync LIBRARY`: combines the conflict copies a file-sharing provider left in the
/// package (library format, section 9, "Other copies"), writes the result, removes them.
enum SyncCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let dryRun = OptionKey.flag("dry-run", "print what would change; write and remove nothing")
        static let json = OptionKey.flag("json", "print {\"dryRun\", \"saved\", \"copies\": [{\"file\", \"merged\", \"problem\"}], \"tables\": [...], \"repairs\": [...]}")
    }

    static let table = CommandTable(
        name: "sync", summary: "combine the conflict copies of a shared library's catalog",
        forms: [.init([.library, .others, .option(Options.dryRun), .option(Options.json)])],
        about: """
        Finds every file in the package whose name starts with "catalog" and ends with ".enc"
        other than catalog.db.enc (catalog.db 2.enc, catalog.db (conflicted copy).enc, …),
        merges each one that opens with the library's key into the catalog (as `kuriosa merge`
        does), writes the result, and then removes the merged copies. A copy that does not open
        (another library's, damaged, or a newer schema) is left alone and reported.
        """,
        sections: [
            .library(catalog: false, writes: true),
            .init("Options:", [
                Options.dryRun,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done (or no copies), 2 error (nothing written), 3 some copies were left
        alone (the others were merged and removed), 64 wrong usage.
        """)

    /// `--json`: beside the merge report of every copy merged, each copy's outcome.
    struct Synced: Encodable {
        struct Copy: Encodable {
            let file: String
            let merged: Bool
            @NullIfAbsent var problem: String?
        }

        let dryRun: Bool
        let saved: Bool
        let copies: [Copy]
    }

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let opened = try options.open()
        let dryRun = args[Options.dryRun]
        // Planned and written under the package lock (docs/history.md#undo-under-the-lock).
        let (copies, report) = try opened.session.exclusively { save in
            let (copies, report) = try opened.session.mergeConflictCopies(dryRun: dryRun)
            if !dryRun && copies.contains(where: \.merged) { try save() }
            return (copies, report)
        }
        let save = !dryRun && copies.contains(where: \.merged)
        if args[Options.json] {
            JSONOutput.print(JSONOutput.Beside(base: report, extra: Synced(dryRun: dryRun, saved: save, copies: copies.map {
                .init(file: $0.url.lastPathComponent, merged: $0.merged, problem: $0.problem)
            })))
        } else {
            var lines = [String]()
            if copies.isEmpty { lines.append("No conflict copies in \(opened.session.path); nothing to do.") }
            for c in copies {
                lines.append(c.merged ? "\(dryRun ? "would merge" : "merged and removed"): \(c.url.lastPathComponent)"
                                      : "left alone: \(c.url.lastPathComponent): \(c.problem ?? "")")
            }
            lines += report.lines.map { "  " + $0 }
            if dryRun { lines.append("Dry run: nothing was written or removed.") }
            Terminal.out(lines.joined(separator: "\n"))
        }
        return copies.contains(where: { !$0.merged }) ? .partial : .success
    }
}
