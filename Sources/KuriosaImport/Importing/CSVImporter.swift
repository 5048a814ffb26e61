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
        // A file that cannot say where its rows go is wrong usage, found before the lock is taken.
        if options.destination == .fromFile, CollectionRouter.collectionColumn(file.header, mapping: options.mapping) == nil {
            throw CollectionRouter.noDestination
        }
        // From the collection look-up to the save, under the package lock and on the catalog as
        // the file is now: a second import of the same file at once waits, then finds the first
        // one's collection and pieces (docs/import.md#two-imports-at-once). A dry run writes
        // nothing and locks nothing.
        if options.dryRun { return try run(file, input: input, report: report, now: now, save: {}) }
        return try session.exclusively { save in try run(file, input: input, report: report, now: now, save: save) }
    }

    private func run(_ file: CSVFile, input: CSVInput, report: ImportReport, now: String,
                     save: () throws -> Void) throws -> ImportReport {
        var report = report
        let db = session.db
        createdIDs = []
        sourceNumbers = [:]
        fileNumbers = []
        pendingLinks = []
        let wishlistTemplate = options.kind == .wish ? try WishlistTemplate.resolve(db: db, now: now) : nil
        let wishlist = wishlistTemplate?.template
        // Where the rows go: one collection, or (a file with a Collection column,
        // docs/import.md#where-each-row-goes-collectionrouter) the collection each row names.
        // Routing reads the file once more, before anything else.
        let routed = try CollectionRouter.route(file, options: options, db: db, now: now)
        if let fatal = routed.fatal {
            report.fatal = fatal
            return report
        }
        if options.addFields, routed.groups.count > 1 {
            throw ImportSetupError("--add-fields takes a file for one collection; this one names \(routed.groups.count)", usage: true)
        }
        var groups: [ImportGroup] = []
        for target in routed.groups {
            var destination = target.destination
            if let missing = options.mappingFile?.missingFields(in: destination.template, wishlist: wishlist), !missing.isEmpty {
                let known = destination.template.fields.map(\.key).joined(separator: ", ")
                throw ImportSetupError("--mapping names \(missing.map { "field:\($0)" }.joined(separator: ", ")), which the collection's template "
                    + "\(destination.template.id) does not have (its fields: \(known))", usage: true)
            }
            let qualifiers = TemplateQualifiers(template: destination.template, others: routed.otherTemplates, paths: routed.templatePaths)
            var plan = makePlan(file, template: destination.template, wishlist: wishlist, qualifiers: qualifiers)
            if options.addFields, !plan.unknown.isEmpty {
                try destination.addFields(labels: plan.unknown.map(\.header), db: db, now: now)
                plan = makePlan(file, template: destination.template, wishlist: wishlist, qualifiers: qualifiers)
            }
            if plan.columns.contains(where: { $0.target == .standard(.photos) || $0.target == .standard(.documents) }), library == nil,
               !options.dryRun {
                throw ImportSetupError("a photos or documents column needs a library package to seal the files in (not --catalog)")
            }
            groups.append(ImportGroup(destination: destination, plan: plan, paths: target.paths, total: target.rows))
        }
        // A missing required column is fatal, but only after the first pass, so that the
        // report still says what was detected about the file (encoding, delimiter, mark).
        let missingRequired = groups.lazy.compactMap { $0.plan.missingRequired(template: $0.destination.template) }.first

        // First pass: the file's decimal mark, each date column's order, unnamed columns.
        var numberColumns = Set<Int>()
        var dateColumns = Set<Int>()
        for group in groups {
            let t = group.destination.template
            for column in group.plan.columns {
                if ColumnKinds.kind(of: column, template: t, defaultCurrency: options.defaultCurrency ?? "", wishlist: wishlist).readsNumbers {
                    numberColumns.insert(column.index)
                }
                if ColumnKinds.readsDates(column, template: t, wishlist: wishlist) { dateColumns.insert(column.index) }
            }
        }
        var statistics = ColumnStatistics(numberColumns: numberColumns, dateColumns: dateColumns)
        var total = 0
        phaseSeconds = []
        var phaseStart = DispatchTime.now().uptimeNanoseconds
        func phase(_ name: String) {
            let end = DispatchTime.now().uptimeNanoseconds
            phaseSeconds.append((name, Double(end - phaseStart) / 1e9))
            phaseStart = end
        }
        let numberColumn = groups.contains(where: \.destination.isNew)
            ? groups.lazy.compactMap { $0.plan.columns.first { $0.target == .standard(.inventoryNumber) }?.index }.first : nil
        do {
            try file.forEachRecord { record in
                statistics.observe(record)
                total += 1
                if let numberColumn, let number = ItemNumber.parse(record[cell: numberColumn]) { fileNumbers.insert(number) }
            }
        } catch let error as CSVReadError {
            report.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return report
        }
        phase("first pass")
        if total == 0 {
            // A header and no rows is almost always the wrong file or a failed export, not an
            // import that worked: a warning, and exit code 3 (docs/import.md#reason-codes).
            report.warnings.append(.init(reason: ImportReport.noRows, column: "", columnIndex: 0))
        }
        let unknown = ImportGroup.unknownEverywhere(groups)
        if options.mapping == nil, !unknown.isEmpty || missingRequired != nil {
            report.suggestedPreset = ImportPresets.suggestion(for: file.header.cells)
        }
        let unnamed = groups.first?.plan.unnamed ?? []
        report.warnings += ImportGroup.warnings(groups) + unnamed.filter(statistics.hasValues(column:)).map {
            ImportReport.Warning(reason: "unnamed_column", column: "", columnIndex: $0 + 1)
        }
        report.warnings.sort { $0.columnIndex < $1.columnIndex }
        // A workbook's numbers are numbers already: its texts are read with the point.
        let mark = file.sheet == nil ? statistics.decimalMark(delimiter: file.delimiter) : .point
        if let only = groups.first, groups.count == 1, routed.collectionColumn == nil {
            report.collection = .init(id: only.destination.collection.id, path: try ImportDestination.path(of: only.destination.collection, db: db))
        } else {
            report.collections = try groups.map { .init(id: $0.destination.collection.id, path: try ImportDestination.path(of: $0.destination.collection, db: db)) }
        }
        report.detected = .init(encoding: file.encoding.rawValue, bom: file.hasBOM, delimiter: file.sheet == nil ? String(Character(file.delimiter)) : "",
                                sepLine: file.hasSepLine, decimalMark: String(mark.rawValue), sheet: file.sheet?.name)
        if let missing = missingRequired {
            report.fatal = .init(reason: "missing_required_column", target: missing,
                                 detail: "the file has no column for \(missing == "title" ? "the title" : "the required field \(missing)")")
            return report
        }
        for i in groups.indices {
            let t = groups[i].destination.template
            groups[i].columns = groups[i].plan.columns.map { column in
                let order = options.dateOrder ?? statistics.dateOrder(column: column.index)
                let kind = ColumnKinds.kind(of: column, template: t, defaultCurrency: options.defaultCurrency ?? "", dateOrder: order,
                                            wishlist: wishlist)
                let isRelation = ColumnPlan.field(of: column.target, template: t, wishlist: wishlist)?.type == .relation
                return RowMapper.Column(plan: column, parser: CellParser(kind: kind, fileMark: mark), isRelation: isRelation)
            }
        }
        let history = HistoryWriter(actor: .local, device: DeviceIdentity.current(), occurredAt: now)
        var writers: [PieceWriter] = []
        let changesBefore = db.totalChanges
        func removeWrittenMedia() { for writer in writers { writer.removeWrittenMedia() } }
        do {
            try db.transaction {
                // Collections first (parents before their children), then each one's rows.
                for group in groups { try group.destination.write(db: db, history: history) }
                report.errors += routed.errors
                for group in groups {
                    let destination = group.destination
                    if group.plan.columns.contains(where: { if case .wishField = $0.target { true } else { false } }) {
                        try wishlistTemplate?.store(db: db)
                    }
                    guard group.total > 0 || group.paths == nil else { continue }
                    var pieces = try PieceWriter(db: db, library: library, history: history, collectionID: destination.collection.id,
                                                 template: destination.template, kind: options.kind, now: now, writesMedia: !options.dryRun)
                    pieces.wishlist = wishlist
                    pieces.reserveIDs(group.paths == nil ? total : group.total)
                    pieces.writesDirectly = writesDirectly
                    writers.append(pieces)
                    defer { writers[writers.count - 1] = pieces }
                    try importRows(file, columns: group.columns, plan: group.plan, template: destination.template, wishlist: wishlist,
                                   collectionID: destination.collection.id, isNew: destination.isNew, only: group.paths,
                                   pathColumn: routed.collectionColumn, total: group.paths == nil ? total : group.total,
                                   pieces: &pieces, report: &report, writer: writers.count - 1)
                }
                try linkLaterRows(&writers, report: &report)
                if groups.count > 1 || !routed.errors.isEmpty { report.errors.sort { $0.row < $1.row } }
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
            try? session.db.execute("SELECT 1")
            report = failed(report, reason: "write_failed", row: nil, detail: "\(error)")
        }
        return report
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

    /// Wishes have no purchase date or quantity but a priority and the wishlist's fields.
    private func makePlan(_ file: CSVFile, template: Template, wishlist: Template?, qualifiers: TemplateQualifiers) -> ColumnPlan {
        let standards = options.kind == .wish ? HeaderMatcher.wishStandards(for: template) : HeaderMatcher.standards(for: template)
        return ColumnPlan(header: file.header, template: template, standards: standards, mapping: options.mapping,
                          wishlist: options.kind == .wish ? wishlist : nil, qualifiers: qualifiers)
    }
}
