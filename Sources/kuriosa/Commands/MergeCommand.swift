import Foundation
import KuriosaExport
import KuriosaStore

/// `kuriosa merge LIBRARY OTHER`: combines another copy of the library's catalog into it
/// (library format, section 10) and saves the result.
enum MergeCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let dryRun = OptionKey.flag("dry-run", "print what would change (records added, changed, removed per table, and repairs); write nothing")
        static let json = OptionKey.flag("json", "print {\"dryRun\", \"saved\", \"tables\": [{\"table\", \"added\", \"changed\", \"removed\"}], \"repairs\": [{\"kind\", \"table\", \"id\", \"message\"}]}")
    }

    static let table = CommandTable(
        name: "merge", summary: "combine another copy of a library's catalog into it",
        forms: [
            .init([.library, .argument(other), .others, .option(Options.dryRun), .option(Options.json)]),
            .init(when: LibraryOptions.catalog, [.required(LibraryOptions.catalog), .argument(other), .others, .option(Options.dryRun), .option(Options.json)]),
        ],
        about: """
        Combines OTHER into LIBRARY as the library format's section 10 says: records matched by
        id and combined attribute by attribute (the copy whose history changed it last wins),
        nothing either copy wrote lost unless a rule says it loses, and the repairs the rules
        make recorded in the history with actor "merge". The result is the same whichever copy
        is merged into which, and merging again changes nothing. Only LIBRARY is written; OTHER
        is read and left as it is.
        """,
        sections: [
            .init("Arguments:", arguments: [
                .init(name: "OTHER", help: "another package (folder) of the same library (same libraryID, else refused), a sealed catalog file (*.enc, opened with LIBRARY's key), or a plain SQLite catalog file"),
            ], []),
            .library(writes: true),
            .init("Options:", [
                Options.dryRun,
                ExportCommand.Options.language,
                ExportCommand.Options.locale,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 merged (or nothing to merge), 2 error (nothing written: a wrong key, a
        damaged or newer catalog, another library), 64 wrong usage.
        """)

    static let other = ArgumentKey.one("OTHER", hint: "the copy to merge in")

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let otherPath = args[other]
        let opened = try options.open()
        let other = try readOther(otherPath, library: opened.library, options: options)
        let dryRun = args[Options.dryRun]
        // Planned and written under the package lock, on the catalog as the last writer saved
        // it (docs/history.md#undo-under-the-lock): a writer running meanwhile is merged first.
        var pieces = MergeWords()
        let report = try opened.session.exclusively { save in
            let here = try MergeComparison.pieces(opened.session.db)
            let report = try CatalogMerge.merge(into: opened.session.db, targetPath: opened.session.path,
                                                from: other, otherPath: otherPath, dryRun: dryRun)
            if !dryRun && !report.isEmpty {
                // Both copies at the current schema now (the merge migrated the other in memory).
                pieces = try MergeWords(here: here, other: MergeComparison.pieces(other), db: opened.session.db,
                                        language: try ExportCommand.languageAndLocale(args))
                try save()
            }
            return report
        }
        let save = !dryRun && !report.isEmpty
        print(report, pieces: pieces, dryRun: dryRun, saved: save, json: args[Options.json], target: opened.session.path)
        return .success
    }

    /// OTHER as a catalog in memory: a package folder, a sealed file or a plain file.
    static func readOther(_ path: String, library: Library?, options: LibraryOptions) throws -> Database {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw StoreError.notFound(what: "\(url.path) (OTHER)")
        }
        if isDir.boolValue {
            let package = try LibraryPackage(url: LibraryPackage.locate(in: url))
            if let library { return try library.readCatalog(ofPackage: package) }
            return try options.unlock(package).readSealedCatalog(at: package.catalogURL)
        }
        if url.pathExtension == "enc" {
            guard let library else {
                throw CommandFailure("\(url.path): a sealed catalog needs LIBRARY (its key), not --catalog")
            }
            return try library.readSealedCatalog(at: url)
        }
        return try CatalogMerge.readPlainCatalog(at: url)
    }

    /// `--json`: beside the report's tables and repairs, what this run did.
    struct Merged: Encodable {
        let dryRun: Bool
        let saved: Bool
        let disagreements: [MergeWords.DisagreementJSON]
        let renumbered: [MergeWords.RenumberedJSON]
    }

    static func print(_ report: MergeReport, pieces: MergeWords, dryRun: Bool, saved: Bool, json: Bool, target: String) {
        if json {
            JSONOutput.print(JSONOutput.Beside(base: report, extra: Merged(dryRun: dryRun, saved: saved,
                                                                           disagreements: pieces.disagreementsJSON,
                                                                           renumbered: pieces.renumberedJSON)))
            return
        }
        var lines = [String]()
        if report.isEmpty {
            lines.append("Nothing to merge: \(target) already holds everything of the other copy.")
        } else {
            lines.append(dryRun ? "Would change \(target):" : "Merged into \(target):")
            lines += report.lines.map { "  " + $0 }
            lines += pieces.lines
            if dryRun { lines.append("Dry run: nothing was written.") }
        }
        Terminal.out(lines.joined(separator: "\n"))
    }
}
