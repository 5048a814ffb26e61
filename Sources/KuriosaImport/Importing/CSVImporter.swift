import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa import` without the command line: reads a CSV in two streaming passes (column
/// statistics, then the rows), maps it onto a collection's template, and writes every piece
/// in one transaction and one history batch. The catalog is saved only at the very end, so a
/// fatal problem, a `--strict` refusal, or any failure while writing leaves the library as
/// it was (media files sealed for a failed import are removed again).
public final class CSVImporter {
    public let session: CatalogSession
    public let library: Library?
    /// The options as given; during a `run` also the preset the file was recognised as and
    /// the template it chose, given back when the run ends (a second run recognises afresh).
    public private(set) var options: ImportOptions
    /// False only in tests: every group's write plan (`ImportWritePlan`) without the direct
    /// writer, every piece through the general `PieceWriter.create`, to compare its catalog
    /// with the direct path's.
    var writesDirectly = true
    /// Files with at least this many data rows are mapped on a second thread (`RowPipeline`,
    /// by the write plan); tests lower it to run small files through the pipeline too.
    var pipelineRows = 2_000
    /// Seconds of the last `run`'s phases in order (`first pass`, `rows`, `save`), for
    /// `KURIOSA_PHASE_TIMES` and the benchmark.
    public private(set) var phaseSeconds: [(phase: String, seconds: Double)] = []
    /// The pieces this run created so far: a `No.` naming one of them is not the row's piece
    /// (the number came with the file, from the library it was exported from).
    var createdIDs = Set<String>()
    /// The `No.` of rows made into new pieces of collections this import makes → the piece:
    /// a relation cell naming such a number names that piece.
    var sourceNumbers: [Int: String] = [:]
    /// Every `No.` the file has (the first pass reads them): a relation cell of a collection
    /// this import makes naming one that no row has become yet names a later row's piece.
    var fileNumbers = Set<Int>()
    /// Relations to later rows, set once every row is written (`linkLaterRows`).
    var pendingLinks: [PendingLink] = []
    /// The rows the recognised app's preset says the collector does not hold (`HeldRows`):
    /// left out of both passes and named.
    var heldRows: HeldRows?

    /// - Parameter library: the unlocked package that seals photos; nil for a plain catalog
    ///   (then a `photos` column is refused).
    public init(session: CatalogSession, library: Library?, options: ImportOptions) {
        self.session = session
        self.library = library
        self.options = options
    }

    /// Thrown inside the transaction to roll it back on purpose.
    private enum Rollback: Error {
        case dryRun, strict
    }

    /// Imports `input`. File problems are the report's `fatal`; a failure while writing is
    /// the fatal `write_failed`.
    /// - Parameter folder: where photo names are relative to, unless `--photos-dir` says;
    ///   nil: the CSV's folder (the current folder for bytes in memory).
    /// - Throws: `ImportSetupError` (a collection, template, or option that does not work)
    ///   before anything is read or written.
    package func run(_ input: CSVInput) throws -> ImportReport {
        var report = ImportReport()
        report.dryRun = options.dryRun
        report.kind = options.kind.rawValue
        let given = options
        defer { options = given }
        let now = Timestamp.now()

        var file: CSVFile
        // A Coin Collection (Android) backup is sections, not a table: its coins are read as one.
        var sectioned: SectionedExport.Flattened?
        do {
            file = try CSVFile.open(input, encoding: options.encoding, delimiter: options.delimiter, sheet: options.sheet)
            if let flattened = try SectionedExport.flatten(file) {
                sectioned = flattened
                file = try CSVFile.open(flattened.input)
            }
        } catch let error as CSVReadError {
            report.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return report
        }
        recognise(file, report: &report)
        for title in file.titles {
            report.warnings.append(.init(reason: "title_row", column: "", columnIndex: 0,
                                         detail: "row \(title.row), \"\(CellTrimming.trim(title.cells[0]))\", is a title above the table, not a row of it"))
        }
        if !options.kindGiven, let kind = options.preset?.kind {
            // A list of wishes (Discogs' wantlist) holds nothing the collector owns.
            options.kind = kind
            report.kindFromPreset = true
        }
        report.kind = options.kind.rawValue
        if options.preset == nil, let what = NotAnItemList.what(file.header) {
            report.fatal = .init(reason: "not_an_item_list", detail: "the file is \(what)")
            return report
        }
        heldRows = HeldRows(options.preset?.held, header: file.header, kind: options.kind)
        if let sectioned {
            report.warnings.append(.init(reason: "left_out", column: "collections", columnIndex: 0,
                                         detail: "the albums' counts and display settings (collected, total, display, startYear, endYear, "
                                             + "showMintMarks, showCheckboxes) are the app's own, not the coins'"))
            if sectioned.emptySlots > 0 {
                report.warnings.append(.init(reason: "empty_slots", column: "inCollection", columnIndex: SectionedExport.inCollectionColumn,
                                             detail: "\(sectioned.emptySlots) coins of the albums' checklists that the collection does not have (inCollection 0)"))
            }
        }
        presetCurrency()
        if case .newCollection(let name, "", let parent) = options.destination {
            // `--new-collection` without `--template`: the template the recognised app's rows fit.
            guard let preset = options.preset else {
                let why = options.recognises ? "\(input.path ?? "the file") is no export of an app the import recognises (docs/import-apps.md)"
                    : "--preset none reads the file without an app's preset"
                throw ImportSetupError("--new-collection needs --template builtin.ID or FILE.json: \(why)", usage: true)
            }
            options.destination = .newCollection(name: name, template: preset.template, parentPath: parent)
            report.chosenTemplate = preset.template
        }
        // A file that cannot say where its rows go is wrong usage, found before the lock is taken.
        if options.destination == .fromFile, CollectionRouter.collectionColumn(file.header, mapping: options.mapping) == nil {
            throw CollectionRouter.noDestination
        }
        // From the collection look-up to the save, under the package lock and on the catalog as
        // the file is now: a second import of the same file at once waits, then finds the first
        // one's collection and pieces (docs/import.md#two-imports-at-once). A dry run writes
        // nothing and locks nothing.
        var result = options.dryRun ? try run(file, input: input, report: report, now: now, save: {})
            : try session.exclusively { save in
                // The catalog as read is checked before the rows make it large (`verifySound`).
                try session.verifySound()
                return try run(file, input: input, report: report, now: now, save: save)
            }
        result.locate(in: file.sheet)
        return result
    }

    /// docs/import-apps.md: without `--preset` or `--mapping`, a file whose header holds an
    /// app's signature is read with that app's preset.
    private func recognise(_ file: CSVFile, report: inout ImportReport) {
        guard options.mapping == nil, options.recognises else { return }
        guard let (preset, missing) = ImportPresets.recognition(file.header.cells) else {
            if let (near, missing) = ImportPresets.nearMiss(file.header.cells) {
                report.warnings.append(.init(reason: "not_recognised", column: missing.joined(separator: ", "), columnIndex: 0,
                                             detail: "the file looks like a \(near.app) but lacks \(missing.joined(separator: " and ")); --preset \(near.name) reads it as one"))
            }
            return
        }
        options.mapping = preset.mapping
        options.preset = preset
        report.recognised = preset.app
        if let missing {
            report.warnings.append(.init(reason: "recognised_without", column: missing, columnIndex: 0,
                                         detail: "the file lacks \(missing), a column of the \(preset.app), and is read as one all the same (--preset none reads it without)"))
        }
    }

    /// The preset's currency for amounts that name none, unless `--default-currency` says.
    private func presetCurrency() {
        if options.defaultCurrency == nil, let currency = options.preset?.currency { options.defaultCurrency = currency }
    }

    /// Setup (collections, templates, column plans), the first pass (what the file's cells
    /// look like, each group's write plan), the rows (one transaction), the save.
    private func run(_ file: CSVFile, input: CSVInput, report: ImportReport, now: String,
                     save: () throws -> Void) throws -> ImportReport {
        var report = report
        createdIDs = []
        sourceNumbers = [:]
        fileNumbers = []
        pendingLinks = []
        phaseSeconds = []
        guard var setup = try setUp(file, now: now, report: &report) else { return report }
        var clock = PhaseClock()
        guard try firstPass(file, setup: &setup, report: &report, now: now) else { return report }
        clock.end("first pass", into: &phaseSeconds)

        let db = session.db
        let history = HistoryWriter(actor: .local, device: DeviceIdentity.current(), occurredAt: now)
        var writers: [PieceWriter] = []
        let changesBefore = db.totalChanges
        func removeWrittenMedia() { for writer in writers { writer.removeWrittenMedia() } }
        do {
            try db.transaction {
                try writeRows(file, setup: setup, history: history, now: now, writers: &writers, report: &report)
                // The batch's name for `kuriosa history` ("import of wine.csv"), only when
                // something was written, so a no-op import still leaves the package as it was.
                if db.totalChanges != changesBefore { try history.name(HistoryBatchName(command: "import", file: input.path), in: db) }
                if options.dryRun || options.showChanges {
                    report.changes = try PieceChanges.collect(updated: report.updated, batchID: history.batchID, db: db)
                }
                if options.strict, !report.errors.isEmpty { throw Rollback.strict }
                if options.dryRun { throw Rollback.dryRun }
            }
            clock.end("rows", into: &phaseSeconds)
            // An import that found nothing to write (every row a duplicate it skipped) leaves
            // the package as it was, also byte for byte: nothing is saved and no batch is named.
            if db.totalChanges != changesBefore {
                try save()
                report.batchID = history.batchID
            }
            clock.end("save", into: &phaseSeconds)
        } catch Rollback.dryRun {
            return report
        } catch Rollback.strict {
            removeWrittenMedia()
            report.reencoded = []
            report.created = []
            report.updated = []
            report.skipped = []
            report.fatal = .init(reason: "rows_rejected", detail: "--strict: \(report.rejectedRows.count) rows have errors")
        } catch let error as CSVReadError {
            removeWrittenMedia()
            report = failed(report, reason: error.reason.rawValue, row: error.row, detail: error.detail)
        } catch let error as PhotoLimits.Interrupted {
            removeWrittenMedia()
            report = failed(report, reason: PhotoLimits.interruptedReason, row: nil, detail: error.description)
            report.errors.removeAll { $0.reason == "picture_cancelled" }
        } catch let error as ImportSetupError {
            removeWrittenMedia()
            throw error
        } catch {
            removeWrittenMedia()
            report = failed(report, reason: "write_failed", row: nil, detail: "\(error)")
        }
        return report
    }

    /// The rows, inside the import's transaction: the collections first (parents before
    /// their children), then each group's rows by its write plan, then the relations to
    /// later rows.
    private func writeRows(_ file: CSVFile, setup: Setup, history: HistoryWriter, now: String, writers: inout [PieceWriter],
                           report: inout ImportReport) throws {
        let db = session.db
        for group in setup.groups { try group.destination.write(db: db, history: history) }
        report.errors += setup.routed.errors
        for group in setup.groups {
            let destination = group.destination
            if group.plan.columns.contains(where: { if case .wishField = $0.target { true } else { false } }) {
                try setup.wishlistTemplate?.store(db: db)
            }
            guard group.total > 0 || group.paths == nil else { continue }
            var pieces = try PieceWriter(db: db, library: library, history: history, collectionID: destination.collection.id,
                                         template: destination.template, kind: options.kind, now: now, writesMedia: !options.dryRun)
            pieces.wishlist = setup.wishlist
            pieces.reserveIDs(group.total)
            writers.append(pieces)
            defer { writers[writers.count - 1] = pieces }
            try importRows(file, group: group, wishlist: setup.wishlist, pathColumn: setup.routed.collectionColumn,
                           pieces: &pieces, report: &report, writer: writers.count - 1)
        }
        try linkLaterRows(&writers, report: &report)
        if setup.groups.count > 1 || !setup.routed.errors.isEmpty { report.errors.sort { $0.row < $1.row } }
    }

    private func failed(_ report: ImportReport, reason: String, row: Int?, detail: String) -> ImportReport {
        var report = report
        report.reencoded = []
        report.created = []
        report.updated = []
        report.skipped = []
        report.fatal = .init(reason: reason, row: row, detail: detail)
        return report
    }
}
