import Foundation
import Synchronization
import KuriosaImport
import KuriosaStore

/// `kuriosa import LIBRARY FILE.csv …`: the bulk CSV importer (docs/import.md).
enum ImportCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let collection = OptionKey.text("collection", "\"A › B\"", "the collection the rows go into (with a Collection column: only it and those below it take rows)")
        static let collectionId = OptionKey.text("collection-id", "ID", "the same by ID ('kuriosa info' shows the IDs)")
        static let newCollection = OptionKey.text("new-collection", "NAME", "a new collection for the rows, made with --template (or the recognised app's)")
        static let template = OptionKey.text("template", "builtin.ID|FILE.json", .file, "the template of --new-collection, or of the collections --create-collections makes")
        static let parent = OptionKey.text("parent", "\"A › B\"", "where --new-collection goes (default: the top level)")
        static let dryRun = OptionKey.flag("dry-run", "do everything but write; print the same report")
        static let sheet = OptionKey.text("sheet", "NAME", "the one sheet of an .xlsx, .xls or .ods to read (default: its first visible sheet, with every other sheet of an export: a Collection column)")
        static let mapping = OptionKey.text("mapping", "FILE.json", .file, "rename headers first: {\"columns\": {\"Header\": \"field:KEY\" | \"column:title\" | \"Other header\" | null}}, and translate cells first: {\"values\": {\"Header\": {\"Red Wine\": \"red\", \"N.V.\": null, \"LP,*\": \"lp\"}}} (a cell not named is read as is)")
        static let preset = OptionKey.choice("preset", ImportPresets.names + ["none"], placeholder: "NAME", "read the file as this app's export (a recognised export needs none; docs/import-apps.md lists them), or 'none' to read it by header matching alone; with --mapping, the file's entries win over the preset's")
        static let defaultCurrency = OptionKey.parsed("default-currency", "CODE", expected: "an ISO 4217 code such as CHF", "currency of amounts that name none (else such an amount is kept in the notes, not read)") {
            MoneyReader.currency(forIndication: $0).flatMap { $0.count == 3 ? $0 : nil }
        }
        static let encoding = OptionKey.text("encoding", "NAME", "\(CSVOverride.encodingList) (override)")
        static let delimiter = OptionKey.text("delimiter", "C", ", ; tab | or any one character (override)")
        static let dateOrder = OptionKey.choice("date-order", ["dmy", "mdy"], "how to read 01/02/2023 (override)")
        static let onDuplicate = OptionKey.choice("on-duplicate", ImportOptions.DuplicatePolicy.self, "a row without No. matching a piece's title and identifying fields: report it (skip), update the piece, or import it", default: .skip)
        static let addOptions = OptionKey.flag("add-options", "words of a choice column that no option names become options of the collection's copy (else kept in the notes)")
        static let showChanges = OptionKey.flag("show-changes", "list each updated piece's changes, old → new, as --dry-run does")
        static let deleteMissing = OptionKey.flag("delete-missing", "delete the pieces of the file's collections that no row names (the file has a No. column); undo brings them back")
        static let overwriteNewer = OptionKey.flag("overwrite-newer", "write the rows of an older export over pieces changed since it was made (else each is a conflict, listed and not written; exit 3)")
        static let addFields = OptionKey.flag("add-fields", "unknown columns become text fields of the collection's copy (a --new-collection gets them without it)")
        static let strict = OptionKey.flag("strict", "refuse the whole file if any row has an error")
        static let kind = OptionKey.choice("kind", ["wish", "owned"], "wish: import wishes instead of owned pieces; an export's Wish ID column matches rows to their wishes", default: "owned")
        static let createCollections = OptionKey.flag("create-collections", "a Collection path the library lacks is made (with its parents) instead of a row error; its template: --templates-file's, else --template")
        static let templatesFile = OptionKey.text("templates-file", "FILE.json", .file, "the collections' templates, as kuriosa export --templates-file wrote them")
        static let documentsDir = OptionKey.text("documents-dir", "DIR", .directory, "where the Documents column's files are (JPEG, PNG or PDF; default: the CSV's folder); a PDF is stored redrawn, without its metadata")
        static let photosDir = OptionKey.text("photos-dir", "DIR", .directory, "where the photos column's files are (default: the CSV's folder); only files inside it are read (a name leading out of it, ../x.jpg or a link, is refused: photo_outside_folder); an absolute path or file:// URL elsewhere, and a Windows path (C:\\pics\\a.jpg), is looked for by its file name inside it; FIFOs, devices, /proc files and files over 512 MiB are refused")
        static let photoTimeout = OptionKey.seconds("photo-timeout", "S", 0.1...3600, "seconds one photo may take to be stored (0.1–3600); a slower one is refused (picture_timeout) and the rest goes on", default: 20)
        static let report = OptionKey.text("report", "FILE.json|FILE.csv", .file, "write the report to a file as well")
        static let json = OptionKey.flag("json", "print the report as one JSON object (docs/import.md)")
    }

    static let table = CommandTable(
        name: "import", summary: "import a CSV file as pieces (of one collection, or each row's), in one undoable step",
        forms: [
            .init([.library, .argument(file), .oneOf([[.required(Options.collection)], [.required(Options.collectionId)],
                                                                 [.required(Options.newCollection), .option(Options.template), .option(Options.parent)]]),
                   .others]),
            // A file with a Collection column (a spreadsheet export of the library).
            .init(when: Options.createCollections, [.library, .argument(file), .option(Options.collection),
                                                    .optionalGroup([.required(Options.createCollections), .option(Options.template),
                                                                    .option(Options.templatesFile)]), .others]),
        ],
        about: """
        Reads FILE.csv (encoding, sep= line, delimiter and decimal mark detected) or a sheet of
        an Excel workbook FILE.xlsx or FILE.xls or a LibreOffice FILE.ods (numbers, dates,
        booleans as typed; cell comments and links kept in the notes, pictures on a row stored
        as its piece's photos; also a web app's .xls that is an HTML table), an OpenNumismat
        collection FILE.db, a Tellico collection FILE.tc (with its pictures) or LibraryThing's
        JSON export, matches its headers to the collection's fields in any of en/de/fr/it/es,
        and writes every good row as a piece in one transaction and one history batch (undo
        removes the whole import). Rows
        with errors are skipped and reported; a fatal problem leaves the library unchanged.

        The exports of 27 apps (Goodreads, Discogs, Vivino, CellarTracker, ManaBox, Dragon Shield,
        BoardGameGeek, Numista, HomeBox, ...) are recognised by their header and read with that
        app's preset, no option needed (--preset none turns it off; docs/import-apps.md). Only the
        title and required fields reject a row: any other cell that does not fit keeps its text in
        the piece's notes ("kept"). A new collection (--new-collection; its template may be left
        to the recognised app) takes every other column as a field of its own. Rows that differ in
        anything (finish, condition, folder, price) are pieces of their own; identical rows of a
        counted collection add up to one piece's count.

        LIBRARY must name one library: a folder holding several is refused (name the package).
        --collection PATH must name one collection (else use --collection-id; `kuriosa info`
        shows the IDs); --new-collection refuses a path that exists. A counted collection's count
        column may be headed by its unit (Bottles, Flaschen). Two imports of one file at once
        create each piece once: the second waits for the first and skips its pieces.

        An export (--template spreadsheet) imports back as an edit (docs/import.md): each row goes
        into the collection its Collection column names (no --collection needed; with
        --collection, only that collection and those below it take rows, and an empty cell means
        it). A row with a No. of its collection updates that piece where cells differ, whatever
        --on-duplicate says (an emptied cell clears the value; an unchanged export writes nothing);
        photos and documents the piece has already (same bytes) are not added again. Row errors:
        unknown_number, number_in_other_collection, unknown_collection, other_collection,
        missing_collection, ambiguous_collection. Rows without No. are new pieces as before.
        The export's Export stamp column says what each piece looked like when exported: a row
        whose piece changed since (in the app, by an import) and that would change it is a
        conflict, listed with each value on both sides and written only with --overwrite-newer
        (exit 3). A sheet without the column (made by hand) is compared value by value.
        Valued on gives the day of the estimated value (the insurance report's "last valued");
        Status (with Status since) changes where a piece is through a journal entry, as the app
        does; a drink window of years (2025) reads as the years' first and last day.

        An export of wishes (--kind wish) has no No. but a Wish ID column, and imports back with
        --kind wish the same way: a row with the Wish ID of a wish of its collection updates that
        wish, one the library does not have is the row error unknown_wish, and a row without a
        Wish ID is a new wish (docs/import.md, "Wishes").
        """,
        sections: [
            .init("Destination (one of them, or none for a file with a Collection column):", [
                Options.collection,
                Options.collectionId,
                Options.newCollection,
                Options.template,
                Options.parent,
            ]),
            .library(writes: true),
            .init("Options:", [
                Options.dryRun,
                Options.sheet,
                Options.mapping,
                Options.preset,
                Options.defaultCurrency,
                Options.encoding,
                Options.delimiter,
                Options.dateOrder,
                Options.onDuplicate,
                Options.addFields,
                Options.addOptions,
                Options.showChanges,
                Options.overwriteNewer,
                Options.deleteMissing,
                Options.strict,
                Options.kind,
                Options.createCollections,
                Options.templatesFile,
                Options.documentsDir,
                Options.photosDir,
                Options.photoTimeout,
                Options.report,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 all rows imported, 3 some rows rejected or no rows at all, 2 fatal (nothing
        written), 130 interrupted (Ctrl-C: nothing written), 64 wrong usage (also a new collection that exists, a mapping naming a field the
        template lacks, a folder of several libraries).
        """,
        exclusive: [[Options.collection, Options.collectionId, Options.newCollection]])

    static let file = ArgumentKey.one("FILE.csv")

    static func run(_ args: Arguments) throws -> ExitCode {
        let libraryOptions = try LibraryOptions(args)
        let csvPath = args[file]
        var options = ImportOptions(destination: try destination(args))
        try configure(&options, args)
        options.csvPath = csvPath
        let json = args[Options.json]
        if let path = libraryOptions.libraryPath {
            // Section 9 picks one of several packages in a folder; an import writes, so it
            // refuses to guess which library was meant
            // (docs/import.md#which-collection-collectionpaths).
            let found = LibraryPackage.candidates(in: URL(fileURLWithPath: path).standardizedFileURL)
            if found.count > 1 {
                throw UsageError("\(path) holds \(found.count) libraries; name the one to import into:\n"
                    + found.map { "  \($0.path)" }.joined(separator: "\n"))
            }
        }
        let opening = DispatchTime.now().uptimeNanoseconds
        let opened = try libraryOptions.open()
        let openSeconds = Double(DispatchTime.now().uptimeNanoseconds - opening) / 1e9
        let progress = Progress("Importing", total: 0, quiet: json)
        let bar = ProgressRelay(quiet: json)
        options.progress = { done, total in bar.update(done, total) }
        // Ctrl-C stops the photo decodes and rolls the import back (exit 130).
        let interrupt = ImportInterrupt()
        defer { interrupt.uninstall() }
        options.photoLimits.cancellation = interrupt.token
        let importer = CSVImporter(session: opened.session, library: opened.library, options: options)
        let report: ImportReport
        do {
            report = try importer.run(.file(path: csvPath))
        } catch let error as ImportSetupError {
            progress.finish()
            if error.isUsage { throw UsageError(error.description) }
            throw CommandFailure(error.description)
        }
        progress.finish()
        if ProcessInfo.processInfo.environment["KURIOSA_PHASE_TIMES"] == "1" {
            let phases = [("open", openSeconds)] + importer.phaseSeconds.map { ($0.phase, $0.seconds) }
            FileHandle.standardError.write(Data(("phases: " + phases.map { "\($0.0) \(String(format: "%.2f", $0.1)) s" }
                .joined(separator: ", ") + "\n").utf8))
        }
        if let path = args[Options.report] { try writeReport(report, to: path) }
        if json {
            print(report.jsonText)
        } else {
            let library = opened.package?.url.path ?? libraryOptions.catalogPath ?? ""
            ImportSummary.print(report, file: csvPath, library: library)
        }
        if report.fatal?.reason == PhotoLimits.interruptedReason { return .interrupted }
        if report.fatal != nil { return .failure }
        return report.errors.isEmpty && report.conflicts.isEmpty && !report.hasNoRows && !report.fitsPoorly ? .success : .partial
    }

    private static func destination(_ args: Arguments) throws(UsageError) -> ImportOptions.Destination {
        // --collection, --collection-id and --new-collection together are refused by the table.
        if let name = args[Options.newCollection] {
            // Without --template, the importer takes the template of the app it recognises.
            let template = args[Options.template] ?? ""
            if args[Options.createCollections] || args[Options.templatesFile] != nil {
                throw UsageError("--create-collections and --templates-file go with a file's Collection column, not --new-collection")
            }
            return .newCollection(name: name, template: template, parentPath: args[Options.parent])
        }
        if args[Options.parent] != nil { throw UsageError("--parent goes with --new-collection") }
        if !args[Options.createCollections], args[Options.template] != nil || args[Options.templatesFile] != nil {
            throw UsageError("--template goes with --new-collection or --create-collections; --templates-file with --create-collections")
        }
        // No destination: each row goes where its Collection cell says (the importer refuses
        // a file without that column).
        if let id = args[Options.collectionId] { return .collectionID(id) }
        if let path = args[Options.collection] { return .collectionPath(path) }
        return .fromFile
    }

    private static func configure(_ options: inout ImportOptions, _ args: Arguments) throws {
        options.dryRun = args[Options.dryRun]
        options.addFields = args[Options.addFields]
        options.addOptions = args[Options.addOptions]
        options.showChanges = args[Options.showChanges]
        options.overwriteNewer = args[Options.overwriteNewer]
        options.deleteMissing = args[Options.deleteMissing]
        options.strict = args[Options.strict]
        options.sheet = args[Options.sheet]
        if let name = args[Options.preset] {
            options.recognises = false
            if let preset = ImportPresets.all[name] {
                options.preset = preset
                options.mapping = preset.mapping
            }
        }
        if let path = args[Options.mapping] {
            // With --preset, the file is laid over the preset: its headers and words win.
            do {
                let file = try ColumnMapping.read(contentsOf: URL(fileURLWithPath: path))
                options.mapping = options.mapping.map { $0.overlaid(by: file) } ?? file
                options.mappingFile = file
            } catch {
                throw CommandFailure(error.description)
            }
        }
        if let currency = args[Options.defaultCurrency] { options.defaultCurrency = currency }
        if let name = args[Options.encoding] {
            guard let encoding = CSVOverride.encoding(named: name) else {
                throw UsageError("--encoding takes \(CSVOverride.encodingList), not '\(name)'")
            }
            options.encoding = encoding
        }
        if let text = args[Options.delimiter] {
            guard let scalar = CSVOverride.delimiter(text) else {
                throw UsageError("--delimiter takes one character (or tab), not '\(text)'")
            }
            options.delimiter = scalar
        }
        if let order = args[Options.dateOrder] { options.dateOrder = order == "dmy" ? .dayFirst : .monthFirst }
        options.onDuplicate = args[Options.onDuplicate]
        options.kind = args[Options.kind] == "wish" ? .wish : .owned
        options.kindGiven = args.given(Options.kind)
        if let folder = args[Options.photosDir] { options.photosFolder = URL(fileURLWithPath: folder, isDirectory: true) }
        options.photoLimits.seconds = args[Options.photoTimeout]
        if let folder = args[Options.documentsDir] { options.documentsFolder = URL(fileURLWithPath: folder, isDirectory: true) }
        options.createCollections = args[Options.createCollections]
        if options.createCollections, args[Options.newCollection] == nil { options.newCollectionTemplate = args[Options.template] }
        if let path = args[Options.templatesFile] {
            do { options.collectionTemplates = try TemplatesFile.read(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw CommandFailure(error.description)
            }
        }
        try OutputPaths.refuseInsideLibrary([("--report", args[Options.report])])
        if let report = args[Options.report], !(report.hasSuffix(".json") || report.hasSuffix(".csv")) {
            throw UsageError("--report takes a file ending in .json or .csv, not '\(report)'")
        }
    }

    private static func writeReport(_ report: ImportReport, to path: String) throws {
        let data = path.hasSuffix(".csv") ? Data(report.csvText().utf8) : try report.jsonData()
        // The store's one way to replace a file (temporary file, fsync, rename; a killed run's
        // temporary file is removed by the next), with the usual mode of a new file.
        do { try FileIO.writeAtomically(data, to: URL(fileURLWithPath: path), permissions: 0o666) } catch {
            throw CommandFailure("\(path): cannot write the report: \(FileErrorText.describe(error))")
        }
    }
}

/// Hands the importer's progress calls to the terminal's progress bar, which knows the total
/// only once the first pass has counted the rows; bars are drawn for files over 2,000 rows.
final class ProgressRelay: Sendable {
    /// The bar once the total is known, drawn by one caller at a time.
    private let bar = Mutex<Progress?>(nil)
    private let quiet: Bool

    /// - Parameter quiet: `--json`: scripts get the JSON object and nothing else.
    init(quiet: Bool = false) {
        self.quiet = quiet
    }

    func update(_ done: Int, _ total: Int) {
        guard total > 2_000 else { return }
        bar.withLock { bar in
            if bar == nil { bar = Progress("Importing", total: total, quiet: quiet) }
            bar?.update(done)
            if done == total { bar?.finish() }
        }
    }
}
