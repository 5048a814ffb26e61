import Foundation
import KuriosaCore
import KuriosaStore

extension CSVImporter {
    /// The second pass for one group: every data record mapped, checked, and written (or
    /// reported), as the group's write plan says (inline or on a second thread, directly or
    /// through the records).
    /// - Parameters:
    ///   - pathColumn: the `Collection` column; a routed group (`paths`) takes only its rows.
    ///   - writer: the index of `pieces` among the run's writers (for `PendingLink`).
    func importRows(_ file: CSVFile, group: ImportGroup, wishlist: Template?, pathColumn: Int?,
                    pieces: inout PieceWriter, report: inout ImportReport, writer: Int) throws {
        let db = session.db
        let columns = group.columns, plan = group.plan, template = group.destination.template, total = group.total
        let collectionID = group.destination.collection.id, isNew = group.destination.isNew, only = group.paths
        let writePlan = group.writePlan
        var duplicates = try DuplicateIndex(template: template, collectionID: collectionID, db: db)
        let identity = RowIdentity(plan: plan, collectionID: collectionID, isNew: isNew, kind: options.kind)
        var conflicts = PieceConflict.Describer(template: template, wishlist: wishlist)
        let held = heldRows
        func takes(_ record: CSVRecord) -> Bool {
            if let held, !held.takes(record) { return false }
            guard let only, let pathColumn else { return true }
            return only.contains(CollectionRouter.key(record, column: pathColumn))
        }
        // A row with a `No.` is the piece as exported: an empty cell of a column the file has
        // clears that value (photos are never removed by an import).
        let clearing = Set(plan.columns.map(\.target).filter { ![.standard(.photos), .standard(.documents), .standard(.title)].contains($0) })
        let photoColumn = plan.columns.first { $0.target == .standard(.photos) }
        let photoSource = {
            var source = RowPhotos.Source(folder: photoFolder(), header: photoColumn?.header, columnIndex: (photoColumn?.index ?? 0) + 1,
                                          limits: options.photoLimits)
            source.workbook = file.sheet?.path
            source.sealsPhotos = library != nil
            return source
        }()
        // The files of rows that update a piece, and every row's documents: only those the
        // piece does not have yet (same SHA-256 of the original) are added.
        let updatePhotos = RowFiles.Source(folder: photoFolder(), kind: .photo, header: photoColumn?.header,
                                           columnIndex: (photoColumn?.index ?? 0) + 1, limits: options.photoLimits)
        let documentColumn = plan.columns.first { $0.target == .standard(.documents) }
        let countColumn = template.counts ? plan.columns.first { $0.target == .standard(.count) } : nil
        let statusColumn = plan.columns.first { $0.target == .standard(.status) }
        let unitPriceColumn = plan.columns.first { $0.target == .standard(.unitPrice) }
        let valuedOnColumn = plan.columns.first { $0.target == .standard(.valuedOn) }
        let documentSource = RowFiles.Source(folder: documentFolder(), kind: .document, header: documentColumn?.header,
                                             columnIndex: (documentColumn?.index ?? 0) + 1, limits: options.photoLimits)
        /// The files a row adds to a piece it updates: only those the piece does not have yet.
        /// A photo or document the row names that cannot be read is the row's error; a
        /// picture of the sheet only a warning.
        func addedFiles(_ row: ImportedRow, to id: String) throws
            -> (files: [PreparedFile], stored: [ImportReport.RowError], warnings: [ImportReport.Warning], errors: [ImportReport.RowError]) {
            let photoHashes = row.photos.isEmpty && row.sheetPictures.isEmpty ? [] : try pieces.storedHashes(of: id, kind: .photo)
            let photos = row.photos.isEmpty ? ([], []) : RowFiles.newFiles(row.photos, row: row.row, from: updatePhotos, stored: photoHashes)
            let documents = row.documents.isEmpty ? ([], [])
                : RowFiles.newFiles(row.documents, row: row.row, from: documentSource, stored: try pieces.storedHashes(of: id, kind: .document))
            guard photos.1.isEmpty, documents.1.isEmpty else { return ([], [], [], photos.1 + documents.1) }
            let pictures = row.sheetPictures.isEmpty ? (files: [], stored: [], warnings: [])
                : RowFiles.newPictures(row.sheetPictures, row: row.row, from: photoSource,
                                       stored: photoHashes.union(photos.0.map { SHA256.hash(Array($0.original)) }))
            return (photos.0 + pictures.files + documents.0, pictures.stored, pictures.warnings, [])
        }
        var done = 0
        // The pieces the file's rows name: the collection's others are not in the file.
        var named = Set<String>()
        let relationColumns = columns.filter(\.isRelation).map(\.plan)
        func write(_ item: RowPipeline.Item) throws {
            try options.photoLimits.checkStop()
            done += 1
            if done % 256 == 0 || done == total { options.progress?(done, total) }
            var row: ImportedRow
            var later: [PendingLink] = []
            var prepared: DirectRow?
            let preparedPhotos: RowPhotos?
            switch item {
            case .rejected(let errors):
                report.errors += errors
                return
            case .row(var mapped, let direct, let photos):
                // Relations to pieces later rows make: the piece is written without them, and
                // they are set when every row is (`linkLaterRows`).
                later = relationColumns.isEmpty ? [] : PendingLink.take(from: &mapped, columns: relationColumns, writer: writer)
                row = mapped
                prepared = later.isEmpty ? direct : nil
                preparedPhotos = photos
            }
            // A row with a known `No.` is that piece: it updates it, and only where a cell
            // differs (an unchanged export writes nothing at all).
            switch try identity.resolve(row, db: db, createdIDs: createdIDs) {
            case .rejected(let error):
                report.errors.append(error)
                return
            case .piece(let id):
                named.insert(id)
                // A row of a sheet without some of the workbook's columns clears none of them.
                let absent = file.sheet?.absentColumns(row: row.row) ?? []
                let clearing = absent.isEmpty ? clearing
                    : clearing.subtracting(plan.columns.filter { absent.contains($0.index) }.map(\.target))
                let added = try addedFiles(row, to: id)
                guard added.errors.isEmpty else {
                    report.errors += added.errors
                    return
                }
                if let refused = try countError(row, of: id, column: countColumn) {
                    report.errors.append(refused)
                    return
                }
                if !row.unchangedOnly.isEmpty, let stored = try ItemRecord.fetchOne(db, id: id) {
                    let values = (try? ItemFields.parse(stored.fields.text).values) ?? [:]
                    let refused = row.unchangedOnly.filter { values[$0.key] != row.fields[$0.key] }.values.sorted { $0.columnIndex < $1.columnIndex }
                    if !refused.isEmpty {
                        report.errors += refused
                        return
                    }
                }
                if row.valuedOn != nil, row.estimatedValue == nil, try ItemRecord.fetchOne(db, id: id)?.estimatedValue == nil {
                    Self.keepUndatedDay(&row, column: valuedOnColumn)
                }
                if row.unitPrice != nil, let stored = try ItemRecord.fetchOne(db, id: id) {
                    let first = row.quantity.flatMap { PieceWriter.purchaseQuantity(for: $0, of: stored) } ?? stored.purchaseQuantity
                    if let refused = UnitPrices.forUpdate(&row, of: stored, purchaseQuantity: first, column: unitPriceColumn) {
                        report.errors.append(refused)
                        return
                    }
                }
                if let refused = try statusError(row, of: id, column: statusColumn) {
                    report.errors.append(refused)
                    return
                }
                // docs/import.md#an-older-export-conflicts: a piece changed since the sheet
                // was exported keeps the library's values, unless `--overwrite-newer`.
                if let stamp = row.stamp, !options.overwriteNewer, let stored = try ItemRecord.fetchOne(db, id: id),
                   !ExportStamp.matches(stamp, updatedAt: stored.updatedAt) {
                    let changes = try pieces.plannedChanges(of: stored, with: row, clearing: clearing)
                    let since = changes.isEmpty ? [:] : try conflicts.changedSince(stored, stamp: stamp, db: db)
                    if !changes.isEmpty, since.map({ since in changes.contains { since[$0.path] != nil } }) ?? true {
                        report.conflicts.append(try conflicts.conflict(stored, changes: changes, since: since, row: row.row, stamp: stamp, db: db))
                        return
                    }
                }
                let changesBefore = db.totalChanges
                let piece = try pieces.update(id: id, with: row, clearing: clearing)
                try pieces.storeValuationDay(row, itemID: id)
                try pieces.attach(added.files, to: id)
                report.reencoded += added.files.compactMap(\.note)
                report.warnings += added.warnings
                if let piece, db.totalChanges != changesBefore {
                    report.updated.append(piece)
                    report.kept += row.kept + added.stored
                }
                pendingLinks += later.map { $0.of(id) }
                return
            case .new:
                // docs/import-rules.md#quantities-and-counts: a new piece's count is more than 0 (a used-up piece is one the row names).
                // A count of 0 (an order not yet delivered, a bottle drunk up) makes no new piece
                // of 0, which the catalog cannot hold: the piece comes in without a count and
                // the cell is kept in its notes (docs/import.md#cells-that-do-not-fit).
                if var zero = row.zeroCount {
                    zero.detail = "a new piece cannot hold 0; imported without a count"
                    row.quantity = nil
                    row.zeroCount = nil
                    row.kept.append(zero)
                    row.notes = RowMapper.notes(row.notes, keeping: [zero])
                    prepared = nil
                }
                // An update-only sheet (`No.,Estimated value`): a row without a known piece would
                // be new, and the file has no column for what a new piece needs.
                if let missing = group.missingForNew {
                    let name = missing == "title" ? "Title" : template.field(missing)?.label.text(for: "en") ?? missing
                    report.errors.append(ImportReport.RowError(
                        row: row.row, column: name, columnIndex: 0, reason: "missing_value", text: "",
                        detail: "a row without a No. of the collection is a new piece, and the file has no \(name) column"))
                    return
                }
                if row.valuedOn != nil, row.estimatedValue == nil {
                    Self.keepUndatedDay(&row, column: valuedOnColumn)
                    prepared = nil
                }
                if row.unitPrice != nil {
                    if let refused = UnitPrices.forNew(&row, column: unitPriceColumn) {
                        report.errors.append(refused)
                        return
                    }
                    // The lot's price is no part of the prepared piece (title, condition,
                    // value, fields): the row made on the mapping thread stays, with its price.
                    prepared = prepared.map { DirectRow(row: row, prepared: $0.prepared) }
                }
                let refused = row.unchangedOnly.values.sorted { $0.columnIndex < $1.columnIndex }
                if !refused.isEmpty {
                    report.errors += refused.sorted { $0.columnIndex < $1.columnIndex }
                    return
                }
            }
            // Under `create` the index is never asked: neither looked up nor kept.
            let lookup = options.onDuplicate == .create ? nil : duplicates.lookUp(row)
            switch lookup?.match {
            case .copy(let earlier)?:
                // docs/import.md#copies-on-several-rows: in a counted collection the row's
                // count joins the earlier row's piece; elsewhere the row says nothing new.
                if template.counts, options.kind == .owned, let piece = try addCount(of: row, to: earlier, pieces: &pieces) {
                    report.updated.append(piece)
                } else {
                    report.skipped.append(ImportReport.Piece(id: earlier, number: try ItemRecord.number(db, id: earlier), row: row.row))
                }
                return
            case .duplicate(let existing)?:
                let number = try ItemRecord.number(db, id: existing)
                if options.onDuplicate == .skip {
                    report.skipped.append(ImportReport.Piece(id: existing, number: number, row: row.row))
                    return
                }
                // An update adds the row's photos, documents and pictures the piece lacks, as a row with its No. does.
                let added = try addedFiles(row, to: existing)
                guard added.errors.isEmpty else {
                    report.errors += added.errors
                    return
                }
                if let piece = try pieces.update(id: existing, with: row) {
                    try pieces.attach(added.files, to: existing)
                    report.reencoded += added.files.compactMap(\.note)
                    report.warnings += added.warnings
                    report.updated.append(piece)
                    report.kept += added.stored
                    pendingLinks += later.map { $0.of(existing) }
                }
                return
            case nil:
                break
            }
            let photos = preparedPhotos ?? RowPhotos.prepare(row, from: photoSource)
            let documents = row.documents.isEmpty ? ([], []) : RowFiles.newFiles(row.documents, row: row.row, from: documentSource, stored: [])
            guard photos.errors.isEmpty, documents.1.isEmpty else {
                report.errors += photos.errors + documents.1
                return
            }
            // A new piece of another status has a journal entry: the general path writes it.
            let plainStatus = row.status == nil || row.status == ItemStatus.inCollection.rawValue
            let piece = if plainStatus, let direct = writePlan.directRow(row, prepared: prepared, photos: photos.photos) {
                try pieces.writeDirect(direct)
            } else {
                try pieces.create(row, photos: photos.photos)
            }
            try pieces.attach(documents.0, to: piece.id)
            try pieces.storeValuationDay(row, itemID: piece.id, created: true)
            report.reencoded += photos.reencoded + documents.0.compactMap(\.note)
            report.warnings += photos.pictureWarnings
            row.kept += photos.storedPictures
            if identity.namesPieces { createdIDs.insert(piece.id) }
            if isNew, let number = row.inventoryNumber.flatMap(ItemNumber.parse) { sourceNumbers[number] = piece.id }
            if let lookup { duplicates.add(lookup, id: piece.id) }
            report.created.append(piece)
            report.kept += row.kept
            pendingLinks += later.map { $0.of(piece.id) }
        }

        if case .pipelined(let batchSize, let capacity, let preparesPhotos) = writePlan.mapping {
            let headerCount = plan.headerCount
            let strays = file.strayBytes > 0, headers = file.header.cells
            let finishBatch: (@Sendable ([RowPipeline.Item]) -> [RowPipeline.Item])? = preparesPhotos
                ? { @Sendable batch in RowPhotos.prepare(batch: batch, from: photoSource) } : nil
            let pipeline = RowPipeline(file: file, batchSize: batchSize, capacity: capacity, makeMap: {
                // The plan pipelines no relation column, so the mapper never asks the catalog.
                var mapper = RowMapper(columns: columns, headerCount: headerCount, template: template, wishlist: wishlist) { _ in nil }
                mapper.findsStrayBytes = strays
                mapper.headers = headers
                return { record -> RowPipeline.Item in
                    // A row the preset says the collector does not hold: named by the first pass.
                    if let held, !held.takes(record) { return .rejected([]) }
                    switch mapper.map(record) {
                    case .rejected(let errors): return .rejected(errors)
                    case .row(let row): return .row(row, writePlan.prepare(row), nil)
                    }
                }
            }, finishBatch: finishBatch)
            do {
                while let batch = try pipeline.next() {
                    for item in batch { try write(item) }
                }
            } catch {
                pipeline.cancel()
                throw error
            }
        } else {
            var mapper = RowMapper(columns: columns, headerCount: plan.headerCount, template: template, wishlist: wishlist) { text in
                // In a collection this import makes, a number another row of the file had
                // is the piece that row became (law 3: the file's numbers are another library's).
                if isNew, let number = ItemNumber.parse(text) {
                    if let id = self.sourceNumbers[number] { return id }
                    if self.fileNumbers.contains(number) { return PendingLink.marker + text }
                }
                return Self.resolveRelation(text, db: db)
            }
            mapper.findsStrayBytes = file.strayBytes > 0
            mapper.headers = file.header.cells
            try file.forEachRecord { record in
                guard takes(record) else { return }
                switch mapper.map(record) {
                case .rejected(let errors): try write(.rejected(errors))
                case .row(let row): try write(.row(row, nil, nil))
                }
            }
        }
        try pieces.storeNextNumber()
        if identity.namesPieces, !isNew {
            try noteMissing(collectionID: collectionID, named: named, report: &report, pieces: pieces)
        }
    }

    /// docs/import.md#pieces-the-file-leaves-out: an export imported back names its pieces;
    /// those of the collection it does not name are listed, never deleted.
    func noteMissing(collectionID: String, named: Set<String>, report: inout ImportReport, pieces: PieceWriter) throws {
        let db = session.db
        let missing = try ItemRecord.fetchAll(db, collectionID: collectionID)
            .filter { $0.deletedAt == nil && $0.kind == options.kind && !named.contains($0.id) && !createdIDs.contains($0.id) }
        guard !missing.isEmpty, let collection = try CollectionRecord.fetchOne(db, id: collectionID) else { return }
        // `--delete-missing`: the app's delete, soft and in the import's batch, so undo brings them back.
        if options.deleteMissing {
            for old in missing { try pieces.delete(old) }
        }
        report.missing.append(.init(path: try CollectionPaths.path(of: collection, db: db),
                                    pieces: missing.map { ImportReport.Piece(id: $0.id, number: $0.number, row: 0) },
                                    deleted: options.deleteMissing))
    }

    /// An identical row's count (1 when it has none) added to the piece an earlier row of the
    /// file made, and its purchase price to the piece's: each row is a purchase of its own
    /// (CellarTracker's inventory: five rows of a bottle at EUR 230 are 5 bottles for EUR 1150,
    /// not for 230). The row becomes an update of that piece. Nil when nothing changed.
    func addCount(of row: ImportedRow, to id: String, pieces: inout PieceWriter) throws -> ImportReport.Piece? {
        guard let item = try ItemRecord.fetchOne(session.db, id: id) else { return nil }
        var added = row
        added.quantity = (item.purchaseQuantity ?? 1) + (row.quantity ?? 1)
        if let price = row.purchasePrice, let held = item.purchasePrice, held.currency == price.currency {
            let (sum, overflow) = held.minorUnits.addingReportingOverflow(price.minorUnits)
            if !overflow { added.purchasePrice = Money(minorUnits: sum, currency: price.currency) }
        }
        return try pieces.update(id: id, with: added)
    }

    /// A row that names its piece says how many it holds now; the first purchase's count moves
    /// by the difference. Where that leaves it at 0 or below (a count of 0 for a piece that has
    /// some, or fewer than the journal's later purchases add) the row is refused: the catalog
    /// keeps no count of 0, and what was used or sold belongs in the piece's journal.
    func countError(_ row: ImportedRow, of id: String, column: PlannedColumn?) throws -> ImportReport.RowError? {
        guard let column, let cell = row.quantity, let item = try ItemRecord.fetchOne(session.db, id: id),
              let first = PieceWriter.purchaseQuantity(for: cell, of: item), first <= 0 else { return nil }
        let now = PieceWriter.countNow(of: item).map { NumberText.plain($0, locale: "en") } ?? "none"
        return ImportReport.RowError(row: row.row, column: column.header, columnIndex: column.index + 1,
                                     reason: CellError.Reason.invalidQuantity.rawValue, text: row.zeroCount?.text ?? NumberText.plain(cell, locale: "en"),
                                     detail: "the piece holds \(now) now; a lower count is a use or sale for its journal, not the import's")
    }

    /// docs/import.md#the-day-of-a-value: a `Valued on` day of a piece without an estimated
    /// value dates nothing; like every cell that does not fit, it is kept in the notes and
    /// named (`kept`, `no_value_to_date`), never dropped.
    static func keepUndatedDay(_ row: inout ImportedRow, column: PlannedColumn?) {
        guard let day = row.valuedOn else { return }
        let cell = ImportReport.RowError(row: row.row, column: column?.header, columnIndex: (column?.index ?? -1) + 1,
                                         reason: "no_value_to_date", text: day, detail: "the piece has no estimated value for the day to date")
        row.valuedOn = nil
        row.kept.append(cell)
        row.notes = RowMapper.notes(row.notes, keeping: [cell])
    }

    /// docs/import.md#status-and-removals: a `Status` that the piece's journal would not take
    /// (a later entry decides, or its counts do) is refused, naming why; the app's journal is
    /// the place for such a piece.
    func statusError(_ row: ImportedRow, of id: String, column: PlannedColumn?) throws -> ImportReport.RowError? {
        guard let column, let wanted = row.status.flatMap(ItemStatus.init(rawValue:)),
              let item = try ItemRecord.fetchOne(session.db, id: id), item.kind == .owned else { return nil }
        let day = row.statusSince ?? String(Timestamp.now().prefix(10))
        guard let change = PieceWriter.statusChange(of: item, to: wanted, day: day), change.status != wanted else { return nil }
        return ImportReport.RowError(row: row.row, column: column.header, columnIndex: column.index + 1, reason: "status_not_taken",
                                     text: wanted.labels["en"] ?? wanted.rawValue,
                                     detail: "a \(wanted.journalKind.rawValue) entry on \(day) leaves the piece \(change.status.rawValue): "
                                         + "a later journal entry (or its counts) decides its status; change it in the app")
    }

    /// `--documents-dir`, else the CSV's folder, else the current folder.
    func documentFolder() -> URL {
        if let folder = options.documentsFolder { return folder }
        if let path = options.csvPath { return URL(fileURLWithPath: path).deletingLastPathComponent() }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `--photos-dir`, else the CSV's folder, else the current folder.
    func photoFolder() -> URL {
        if let folder = options.photosFolder { return folder }
        if let path = options.csvPath { return URL(fileURLWithPath: path).deletingLastPathComponent() }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// docs/import-rules.md#relation-cells: an inventory number (`K-0042`), or an exact title
    /// that is unique among the pieces of the library; nil otherwise (`invalid_relation`).
    static func resolveRelation(_ text: String, db: Database) -> String? {
        if let number = ItemNumber.parse(text), let id = try? ItemRecord.liveID(db, number: number) { return id }
        return try? ItemRecord.uniqueLiveID(db, title: text)
    }
}

extension CSVImporter {
    /// Sets the relations that named later rows: each to the piece its number's row became,
    /// else (that row was refused, or updated a piece of the library) the library's piece of
    /// that number. One that names nothing is `invalid_relation`; its piece stays without it.
    func linkLaterRows(_ writers: inout [PieceWriter], report: inout ImportReport) throws {
        for link in pendingLinks where writers.indices.contains(link.writer) {
            let number = ItemNumber.parse(link.text)
            guard let target = number.flatMap({ sourceNumbers[$0] }) ?? Self.resolveRelation(link.text, db: session.db) else {
                report.errors.append(ImportReport.RowError(
                    row: link.row, column: link.column.header, columnIndex: link.column.index + 1, reason: "invalid_relation", text: link.text,
                    detail: "the row of \(link.text) was not imported; its piece was imported without this link"))
                continue
            }
            try writers[link.writer].link(link.piece, field: link.field, to: target)
        }
        pendingLinks = []
    }
}
