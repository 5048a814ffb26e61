import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa migrate LIBRARY`: brings the catalog to the current schema and saves it.
enum MigrateCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let dryRun = OptionKey.flag("dry-run", "say what would be migrated; write nothing")
        static let noBackup = OptionKey.flag("no-backup", "do not keep the catalog as it was beside the library")
        static let json = OptionKey.flag("json", "print {\"from\", \"to\", \"saved\", \"dryRun\", \"backup\"}")
    }

    static let table = CommandTable(
        name: "migrate", summary: "bring a library's catalog to the current schema version",
        forms: [.init([.library, .others, .option(Options.dryRun), .option(Options.noBackup), .option(Options.json)])],
        about: """
        Runs the catalog's pending migrations (all in one transaction) and saves the catalog
        atomically. Other commands migrate in memory only; this one writes the result. A catalog
        of a newer schema is refused and left unchanged.

        There is no migration back, so the sealed catalog as it was is first copied beside the
        library package, as NAME.catalog-vN.db.enc (N the version it had; still encrypted with
        the library's key), and named in the output: to go back, copy it into the package as
        catalog.db.enc. --no-backup skips the copy; --dry-run only says what would change.
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.dryRun,
                Options.noBackup,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done (or nothing to do), 2 error (nothing written), 64 wrong usage.
        """)

    /// `--json`.
    struct Migrated: Encodable {
        let from: Int
        let to: Int
        let saved: Bool
        let dryRun: Bool
        @NullIfAbsent var backup: String?
    }

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let opened = try options.open()
        let from = opened.session.versionOnDisk
        let to = CatalogSchema.currentVersion
        let dryRun = args[Options.dryRun]
        var backup: URL?
        if from < to && !dryRun && !args[Options.noBackup] {
            backup = try keepBackup(of: opened, version: from)
        }
        if from < to && !dryRun { try opened.session.save() }
        if args[Options.json] {
            JSONOutput.print(Migrated(from: from, to: to, saved: from < to && !dryRun, dryRun: dryRun, backup: backup?.path))
        } else if from < to && dryRun {
            Terminal.out("Would migrate \(opened.session.path) from schema version \(from) to \(to) (--dry-run: nothing written).")
        } else if from < to {
            Terminal.out("Migrated \(opened.session.path) from schema version \(from) to \(to).")
            if let backup { Terminal.out("The catalog as it was (version \(from)) is kept at \(backup.path); copy it into the package as catalog.db.enc to go back.") }
        } else {
            Terminal.out("\(opened.session.path) is already at schema version \(to); nothing to do.")
        }
        return .success
    }

    /// Copies the sealed catalog file as it is on disk beside the package (or beside a plain
    /// catalog), never into it: a package holds only its own files. A name taken already gets
    /// ` 2`, ` 3`, … before the ending.
    static func keepBackup(of opened: LibraryOptions.Opened, version: Int) throws -> URL {
        let source = URL(fileURLWithPath: opened.session.path)
        let holder = opened.library?.package.url ?? source
        let folder = holder.deletingLastPathComponent()
        let base = holder.lastPathComponent + ".catalog-v\(version)"
        let ending = opened.library == nil ? ".db" : ".db.enc"
        var target = folder.appendingPathComponent(base + ending)
        var n = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = folder.appendingPathComponent(base + " \(n)" + ending)
            n += 1
        }
        try FileIO.writeAtomically(try FileIO.readWhole(path: source.path, maximumBytes: Int.max, what: "a catalog"), to: target, permissions: 0o600)
        return target
    }
}
