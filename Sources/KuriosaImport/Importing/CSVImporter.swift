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
    public let options: ImportOptions
    /// False only in tests: every piece through the general `PieceWriter.create`, to compare
    /// its catalog with the direct path's.
    var writesDirectly = true
    /// Files with at least this many data rows are mapped on a second thread (`RowPipeline`);
    /// tests lower it to run small files through the pipeline too.
    var pipelineRows = 2_000
    /// Seconds of the last `run`'s phases in order (`first pass`, `rows`, `save`), for
    /// `KURIOSA_PHASE_TIMES` and the benchmark.
    public private(set) var phaseSeconds: [(phase: String, seconds: Double)] = []

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
    public func run(_ input: CSVInput) throws -> ImportReport {
        var report = ImportReport()
        report.dryRun = options.dryRun
        let now = Timestamp.now()

        let file: CSVFile
        do { file = try CSVFile.open(input, encoding: options.encoding, delimiter: options.delimiter, sheet: options.sheet) } catch {
            report.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return report
        }
        // From the collection look-up to the save, under the package lock and on the catalog
        // as the file is now: a second import of the same file at once waits, then finds the
        // first one's collection and pieces (issue #13). A dry run writes nothing and locks nothing.
        if options.dryRun { return try run(file, input: input, report: report, now: now, save: {}) }
        return try session.exclusively { save in try run(file, input: input, report: report, now: now, save: save) }
    }

    private func run(_ file: CSVFile, input: CSVInput, report: ImportReport, now: String,
                     save: () throws -> Void) throws -> ImportReport {
        var report = report
        let db = session.db
        var destination = try ImportDestination.resolve(options.destination, db: db, now: now)
        let wishlistTemplate = options.kind == .wish ? try WishlistTemplate.resolve(db: db, now: now) : nil
        let wishlist = wishlistTemplate?.template
        if let missing = options.mappingFile?.missingFields(in: destination.template, wishlist: wishlist), !missing.isEmpty {
            let known = destination.template.fields.map(\.key).joined(separator: ", ")
            throw ImportSetupError("--mapping names \(missing.map { "field:\($0)" }.joined(separator: ", ")), which the collection's template "
                + "\(destination.template.id) does not have (its fields: \(known))", usage: true)
        }
        var plan = makePlan(file, template: destination.template, wishlist: wishlist)
        if options.addFields, !plan.unknown.isEmpty {
            try destination.addFields(labels: plan.unknown.map(\.header), db: db, now: now)
            plan = makePlan(file, template: destination.template, wishlist: wishlist)
        }
        let template = destination.template
        if plan.columns.contains(where: { $0.target == .standard(.photos) }), library == nil, !options.dryRun {
            throw ImportSetupError("a photos column needs a library package to seal the photos in (not --catalog)")
        }
        // A missing required column is fatal, but only after the first pass, so that the
        // report still says what was detected about the file (encoding, delimiter, mark).
        let missingRequired = plan.missingRequired(template: template)

        // First pass: the file's decimal mark, each date column's order, unnamed columns.
        let kinds = plan.columns.map {
            ColumnKinds.kind(of: $0, template: template, defaultCurrency: options.defaultCurrency ?? "", wishlist: wishlist)
        }
        var statistics = ColumnStatistics(
            numberColumns: Set(zip(plan.columns, kinds).filter { $0.1.readsNumbers }.map(\.0.index)),
            dateColumns: Set(plan.columns.filter { ColumnKinds.readsDates($0, template: template, wishlist: wishlist) }.map(\.index)))
        var total = 0
        phaseSeconds = []
        var phaseStart = DispatchTime.now().uptimeNanoseconds
        func phase(_ name: String) {
            let end = DispatchTime.now().uptimeNanoseconds
            phaseSeconds.append((name, Double(end - phaseStart) / 1e9))
            phaseStart = end
        }
        do {
            try file.forEachRecord { record in
                statistics.observe(record)
                total += 1
            }
        } catch let error as CSVReadError {
            report.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return report
        }
        phase("first pass")
        if total == 0 {
            // A header and no rows is almost always the wrong file or a failed export, not
            // an import that worked: a warning, and exit code 3 (issue #13).
            report.warnings.append(.init(reason: ImportReport.noRows, column: "", columnIndex: 0))
        }
        if options.mapping == nil, !plan.unknown.isEmpty || missingRequired != nil {
            report.suggestedPreset = ImportPresets.suggestion(for: file.header.cells)
        }
        report.warnings += plan.warnings + plan.unnamed.filter(statistics.hasValues(column:)).map {
            ImportReport.Warning(reason: "unnamed_column", column: "", columnIndex: $0 + 1)
        }
        report.warnings.sort { $0.columnIndex < $1.columnIndex }
        // A workbook's numbers are numbers already: its texts are read with the point.
        let mark = file.sheet == nil ? statistics.decimalMark(delimiter: file.delimiter) : .point
        report.collection = .init(id: destination.collection.id, path: try ImportDestination.path(of: destination.collection, db: db))
        report.detected = .init(encoding: file.encoding.rawValue, bom: file.hasBOM, delimiter: file.sheet == nil ? String(Character(file.delimiter)) : "",
                                sepLine: file.hasSepLine, decimalMark: String(mark.rawValue), sheet: file.sheet?.name)
        if let missing = missingRequired {
            report.fatal = .init(reason: "missing_required_column", target: missing,
                                 detail: "the file has no column for \(missing == "title" ? "the title" : "the required field \(missing)")")
            return report
        }

        let columns = plan.columns.map { column in
            let order = options.dateOrder ?? statistics.dateOrder(column: column.index)
            let kind = ColumnKinds.kind(of: column, template: template, defaultCurrency: options.defaultCurrency ?? "", dateOrder: order,
                                        wishlist: wishlist)
            let isRelation = ColumnPlan.field(of: column.target, template: template, wishlist: wishlist)?.type == .relation
            return RowMapper.Column(plan: column, parser: CellParser(kind: kind, fileMark: mark), isRelation: isRelation)
        }
        let history = HistoryWriter(actor: .local, device: DeviceIdentity.current(), occurredAt: now)
        var writer: PieceWriter?
        let changesBefore = db.totalChanges
        do {
            try db.transaction {
                try destination.write(db: db, history: history)
                if plan.columns.contains(where: { if case .wishField = $0.target { true } else { false } }) {
                    try wishlistTemplate?.store(db: db)
                }
                var pieces = try PieceWriter(db: db, library: library, history: history, collectionID: destination.collection.id,
                                             template: template, kind: options.kind, now: now, writesMedia: !options.dryRun)
                pieces.wishlist = wishlist
                pieces.reserveIDs(total)
                pieces.writesDirectly = writesDirectly
                writer = pieces
                defer { writer = pieces }
                try importRows(file, columns: columns, plan: plan, template: template, wishlist: wishlist,
                               collectionID: destination.collection.id,
                               total: total, pieces: &pieces, report: &report)
                writer = pieces
                // The batch's name for `kuriosa history` ("import of wine.csv"), only when
                // something was written, so a no-op import still leaves the package as it was.
                if db.totalChanges != changesBefore { try history.name(HistoryBatchName(command: "import", file: input.path), in: db) }
                if options.strict, !report.errors.isEmpty { throw Rollback.strict }
                if options.dryRun { throw Rollback.dryRun }
            }
            phase("rows")
            // An import that found nothing to write (every row a duplicate it skipped) leaves
            // the package as it was, also byte for byte: nothing is saved and no batch is named.
            if db.totalChanges != changesBefore {
                try save()
                report.batchID = history.batchID
            }
            phase("save")
        } catch Rollback.dryRun {
            return report
        } catch Rollback.strict {
            writer?.removeWrittenMedia()
            report.created = []
            report.updated = []
            report.skipped = []
            report.fatal = .init(reason: "rows_rejected", detail: "--strict: \(report.rejectedRows.count) rows have errors")
        } catch let error as CSVReadError {
            writer?.removeWrittenMedia()
            report = failed(report, reason: error.reason.rawValue, row: error.row, detail: error.detail)
        } catch let error as ImportSetupError {
            writer?.removeWrittenMedia()
            throw error
        } catch {
            writer?.removeWrittenMedia()
            try? session.db.execute("SELECT 1")
            report = failed(report, reason: "write_failed", row: nil, detail: "\(error)")
        }
        return report
    }

    private func failed(_ report: ImportReport, reason: String, row: Int?, detail: String) -> ImportReport {
        var report = report
        report.created = []
        report.updated = []
        report.skipped = []
        report.fatal = .init(reason: reason, row: row, detail: detail)
        return report
    }

    /// Wishes have no purchase date or quantity but a priority and the wishlist's fields.
    private func makePlan(_ file: CSVFile, template: Template, wishlist: Template?) -> ColumnPlan {
        let standards = options.kind == .wish ? HeaderMatcher.wishStandards(for: template) : HeaderMatcher.standards(for: template)
        return ColumnPlan(header: file.header, template: template, standards: standards, mapping: options.mapping,
                          wishlist: options.kind == .wish ? wishlist : nil)
    }
}
