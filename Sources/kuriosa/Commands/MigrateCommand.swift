import Foundation
import KuriosaStore

/// `kuriosa migrate LIBRARY`: brings the catalog to the current schema and saves it.
enum MigrateCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let json = OptionKey.flag("json", "print {\"from\", \"to\", \"saved\"}")
    }

    static let table = CommandTable(
        name: "migrate", summary: "bring a library's catalog to the current schema version",
        usage: ["kuriosa migrate LIBRARY [options] [--json]"],
        about: """
        Runs the catalog's pending migrations (all in one transaction) and saves the catalog
        atomically. Other commands migrate in memory only; this one writes the result. A catalog
        of a newer schema is refused and left unchanged.
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done (or nothing to do), 2 error (nothing written), 64 wrong usage.
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args, positional: args.positionals.first)
        if args.positionals.count > 1 { throw UsageError("unexpected argument '\(args.positionals[1])'") }
        let opened = try options.open()
        let from = opened.session.versionOnDisk
        let to = CatalogSchema.currentVersion
        if from < to { try opened.session.save() }
        if args[Options.json] {
            JSONOutput.print(["from": from, "to": to, "saved": from < to])
        } else if from < to {
            Terminal.out("Migrated \(opened.session.path) from schema version \(from) to \(to).")
        } else {
            Terminal.out("\(opened.session.path) is already at schema version \(to); nothing to do.")
        }
        return .success
    }
}
