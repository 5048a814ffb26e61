import Foundation
import KuriosaCore
import KuriosaStore

extension CSVImporter {
    /// What setup and the first pass decided for one run, before anything is written.
    struct Setup {
        /// The wishlist template of a `--kind wish` import (stored with the first row of a
        /// wish field).
        var wishlistTemplate: WishlistTemplate?
        var wishlist: Template? { wishlistTemplate?.template }
        /// Where the rows go (one collection, or the collection each row names).
        var routed: CollectionRouter.Result
        var groups: [ImportGroup]
        /// The first required column the file lacks in any group; fatal after the first pass.
        var missingRequired: String?
    }

    /// Setup: the collections the rows go to, their templates (`--add-fields` edits them),
    /// each group's column plan. Nil when the report's `fatal` says why nothing goes on.
    /// - Throws: `ImportSetupError` for a collection, template, or option that does not work.
    func setUp(_ file: CSVFile, now: String, report: inout ImportReport) throws -> Setup? {
        let db = session.db
        let wishlistTemplate = options.kind == .wish ? try WishlistTemplate.resolve(db: db, now: now) : nil
        let wishlist = wishlistTemplate?.template
        // Where the rows go: one collection, or (a file with a Collection column,
        // docs/import.md#where-each-row-goes-collectionrouter) the collection each row names.
        // Routing reads the file once more, before anything else.
        let routed = try CollectionRouter.route(file, options: options, db: db, now: now)
        if let fatal = routed.fatal {
            report.fatal = fatal
            return nil
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
            // docs/import.md#columns-no-field-takes: a collection the import makes keeps every
            // column that has a value as a field of its own; `--add-fields` does so for any.
            let makesCollection = destination.isNew && { if case .newCollection = options.destination { true } else { false } }()
            if !makesCollection, options.addFields, !plan.unknown.isEmpty {
                try destination.addFields(labels: plan.unknown.map(\.header), db: db, now: now)
                let added = Set(plan.unknown.map(\.index))
                plan = makePlan(file, template: destination.template, wishlist: wishlist, qualifiers: qualifiers)
                plan.noteAddedFields(added, template: destination.template, empty: [])
            }
            if plan.columns.contains(where: { $0.target == .standard(.photos) || $0.target == .standard(.documents) }), library == nil,
               !options.dryRun {
                throw ImportSetupError("a photos or documents column needs a library package to seal the files in (not --catalog)")
            }
            if !makesCollection, routed.groups.count == 1, routed.collectionColumn == nil,
               let warning = try TemplateFit.check(file, plan: plan, destination: destination, mapping: options.mapping, db: db) {
                report.warnings.append(warning)
            }
            var group = ImportGroup(destination: destination, plan: plan, paths: target.paths, total: target.rows)
            group.shaping = makesCollection ? .init(qualifiers: qualifiers) : nil
            groups.append(group)
        }
        // A missing required column is fatal, but only after the first pass, so that the
        // report still says what was detected about the file (encoding, delimiter, mark).
        // A collection the import makes requires only the title of the file: its other required
        // fields become optional where the file leaves them empty (`shapeNewCollection`).
        // A file that names its pieces (`No.`, `Wish ID`) updates them with the columns it has
        // (docs/import.md#an-update-only-sheet): what it lacks is required of new rows only.
        for i in groups.indices where RowIdentity(plan: groups[i].plan, collectionID: "", kind: options.kind).namesPieces {
            groups[i].missingForNew = groups[i].plan.missingRequired(template: groups[i].destination.template)
        }
        let missingRequired = groups.lazy.filter { $0.missingForNew == nil }.compactMap { group in
            group.plan.missingRequired(template: group.destination.template).flatMap { group.shaping == nil || $0 == "title" ? $0 : nil }
        }.first
        return Setup(wishlistTemplate: wishlistTemplate, routed: routed, groups: groups, missingRequired: missingRequired)
    }

    /// The first pass: the file's decimal mark, each date column's order, unnamed columns,
    /// the rows counted; then the report's detected file and warnings, each group's column
    /// parsers and its write plan. False when the report's `fatal` says why nothing goes on.
    func firstPass(_ file: CSVFile, setup: inout Setup, report: inout ImportReport, now: String) throws -> Bool {
        let db = session.db
        let wishlist = setup.wishlist
        var numberColumns = Set<Int>()
        var dateColumns = Set<Int>()
        for group in setup.groups {
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
        var fill = ColumnFill(watching: setup.groups.filter { $0.shaping != nil }.flatMap { ColumnFill.columns(of: $0) })
        var ratings = RatingScan(groups: setup.groups)
        var choices = ChoiceScan(groups: setup.groups, enabled: options.addOptions)
        let numberColumn = setup.groups.contains(where: \.destination.isNew)
            ? setup.groups.lazy.compactMap { $0.plan.columns.first { $0.target == .standard(.number) }?.index }.first : nil
        var leftOut: [Int] = [], leftOutCount = 0
        var repeated: [Int] = []
        var cutOff: CSVRecord?
        let held = heldRows
        do {
            try file.forEachRecord { record in
                // The rows to name: those not held (imported all the same), or for wishes the
                // held ones (left out). One look at the cell decides both.
                if let held, held.holds(record) == held.wishes {
                    leftOutCount += 1
                    if leftOut.count < 20 { leftOut.append(record.row) }
                    if held.wishes { return }
                }
                statistics.observe(record)
                fill.observe(record)
                ratings.observe(record)
                choices.observe(record)
                total += 1
                if let numberColumn, let number = ItemNumber.parse(record[cell: numberColumn]) { fileNumbers.insert(number) }
            } notice: { notice in
                switch notice {
                case .repeatedHeader(let record): repeated.append(record.row)
                case .cutOff(let record): cutOff = record
                }
            }
        } catch let error as CSVReadError {
            report.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return false
        }
        if let held, leftOutCount > 0 { report.warnings.append(held.warning(rows: leftOut, count: leftOutCount)) }
        if let cutOff {
            report.warnings.append(.init(reason: "cut_off", column: "", columnIndex: 0,
                                         detail: "row \(cutOff.row), the last, ends the file without a line break and has \(cutOff.cells.count) of the header's \(file.headerWidth) cells: the file looks cut off (a download that stopped?); the row is read as it is"))
        }
        if !repeated.isEmpty {
            let rows = repeated.prefix(20).map(String.init).joined(separator: ", ") + (repeated.count > 20 ? ", …" : "")
            report.warnings.append(.init(reason: "header_repeated", column: "", columnIndex: 0,
                                         detail: "\(repeated.count == 1 ? "row" : "rows") \(rows) \(repeated.count == 1 ? "repeats" : "repeat") the header and \(repeated.count == 1 ? "is" : "are") no piece"))
        }
        if total == 0 {
            // A header and no rows is almost always the wrong file or a failed export, not an
            // import that worked: a warning, and exit code 3 (docs/import.md#reason-codes).
            report.warnings.append(.init(reason: ImportReport.noRows, column: "", columnIndex: 0))
        }
        // A file refused for a missing title shapes nothing (no field is reported added).
        for i in setup.groups.indices where setup.groups[i].shaping != nil && setup.missingRequired == nil {
            try shapeNewCollection(&setup.groups[i], fill: fill, ratings: ratings, file: file, wishlist: wishlist, now: now)
        }
        if setup.missingRequired == nil {
            for i in setup.groups.indices {
                let words = choices.words(group: i)
                guard !words.isEmpty else { continue }
                try setup.groups[i].destination.addOptions(words, db: db, now: now)
                report.warnings += choices.warnings(group: i, headers: file.header.cells)
            }
        }
        let groups = setup.groups
        let unnamed = groups.first?.plan.unnamed ?? []
        report.warnings += ImportGroup.warnings(groups) + unnamed.filter(statistics.hasValues(column:)).map {
            ImportReport.Warning(reason: "unnamed_column", column: "", columnIndex: $0 + 1)
        }
        report.warnings.sort { $0.columnIndex < $1.columnIndex }
        // A workbook's numbers are numbers already: its texts are read with the point.
        let mark = file.sheet == nil ? statistics.decimalMark(delimiter: file.delimiter) : .point
        if let only = groups.first, groups.count == 1, setup.routed.collectionColumn == nil {
            report.collection = .init(id: only.destination.collection.id, path: try ImportDestination.path(of: only.destination.collection, db: db))
        } else {
            report.collections = try groups.map { .init(id: $0.destination.collection.id, path: try ImportDestination.path(of: $0.destination.collection, db: db)) }
        }
        report.detected = .init(encoding: file.encoding.rawValue, bom: file.hasBOM, delimiter: file.sheet == nil ? String(Character(file.delimiter)) : "",
                                sepLine: file.hasSepLine, decimalMark: String(mark.rawValue), sheet: file.sheet?.name)
        if let missing = setup.missingRequired {
            report.fatal = .init(reason: "missing_required_column", target: missing,
                                 detail: "the file has no column for \(missing == "title" ? "the title" : "the required field \(missing)")")
            return false
        }
        for i in setup.groups.indices {
            var group = setup.groups[i]
            let t = group.destination.template
            group.columns = group.plan.columns.map { column in
                let order = options.dateOrder ?? statistics.dateOrder(column: column.index)
                let kind = ColumnKinds.kind(of: column, template: t, defaultCurrency: options.defaultCurrency ?? "", dateOrder: order,
                                            wishlist: wishlist)
                let isRelation = ColumnPlan.field(of: column.target, template: t, wishlist: wishlist)?.type == .relation
                var mapped = RowMapper.Column(plan: column, parser: CellParser(kind: kind, fileMark: mark), isRelation: isRelation)
                mapped.ratingFactor = group.ratingFactors[column.index] ?? 1
                mapped.currencyIndex = group.plan.currencyColumns[column.index]
                if let preset = options.preset {
                    let header = HeaderLabel(column.header).normalized
                    mapped.inHundredths = preset.minorUnits.contains(header)
                    if let index = preset.currencyColumns[header].flatMap({ currency in
                        file.header.cells.firstIndex { HeaderLabel($0).normalized == currency }
                    }) { mapped.currencyIndex = index }
                }
                return mapped
            }
            // A group of every row takes as many as the first pass counted.
            if group.paths == nil { group.total = total }
            let direct = writesDirectly
                ? DirectRow.Context(collectionID: group.destination.collection.id, template: t, wishlist: wishlist, kind: options.kind) : nil
            group.writePlan = ImportWritePlan(direct: direct, rows: group.total, routed: group.paths != nil,
                                              hasPhotos: group.plan.columns.contains { $0.target == .standard(.photos) }
                                                  || file.sheet?.hasPictures == true,
                                              hasRelations: group.columns.contains(where: \.isRelation), pipelineRows: pipelineRows)
            setup.groups[i] = group
        }
        return true
    }

    /// A collection the import makes keeps what the file has: every unknown column with a
    /// value becomes a field, and a required field the file leaves empty somewhere (or has no
    /// column for) becomes optional (docs/import.md#columns-no-field-takes). Decided from what
    /// the first pass saw, so it costs no pass of its own.
    private func shapeNewCollection(_ group: inout ImportGroup, fill: ColumnFill, ratings: RatingScan, file: CSVFile, wishlist: Template?,
                                    now: String) throws {
        guard let shaping = group.shaping else { return }
        var plan = group.plan
        let required = ColumnFill.requiredColumns(of: group)
        // Wishes have no purchase date or count; such a column of an owned piece is not a field
        // the collection lacks, and as one it would clash with the owned pieces' own column.
        let owned = HeaderMatcher(template: group.destination.template, standards: HeaderMatcher.standards(for: group.destination.template))
        let added = plan.unknown.filter { column in
            guard fill.filled.contains(column.index) else { return false }
            guard options.kind == .wish else { return true }
            if case .one(.standard) = owned.match(normalized: HeaderLabel(column.header).normalized) { return false }
            return true
        }
        let relaxed = Set(group.destination.template.requiredColumnFields.map(\.key)
            .filter { key in required[key].map(fill.gaps.contains) ?? true })
        try group.destination.addFields(labels: added.map(\.header), db: session.db, now: now)
        try group.destination.relaxRequired(relaxed, db: session.db, now: now)
        // Ratings on five stars with halves or on ten: the field counts ten stars.
        var scaled: [(index: Int, key: String, factor: Int)] = []
        for column in plan.columns {
            guard case .field(let key) = column.target, let field = group.destination.template.field(key), field.type == .rating,
                  let factor = ratings.factor(column: column.index, fieldMaximum: field.ratingMax) else { continue }
            scaled.append((column.index, key, factor))
        }
        try group.destination.countTenStars(Set(scaled.map(\.key)), db: session.db, now: now)
        group.ratingFactors = Dictionary(scaled.map { ($0.index, $0.factor) }) { first, _ in first }
        let empty = Set(plan.unknown.map(\.index)).subtracting(fill.filled)
        plan = makePlan(file, template: group.destination.template, wishlist: wishlist, qualifiers: shaping.qualifiers)
        plan.noteAddedFields(Set(added.map(\.index)), template: group.destination.template, empty: empty)
        plan.noteRelaxed(relaxed.sorted(), columns: required)
        plan.noteRatings(scaled.map { ($0.index, $0.factor) })
        group.plan = plan
    }

    /// Wishes have no purchase date or quantity but a priority and the wishlist's fields.
    private func makePlan(_ file: CSVFile, template: Template, wishlist: Template?, qualifiers: TemplateQualifiers) -> ColumnPlan {
        let standards = options.kind == .wish ? HeaderMatcher.wishStandards(for: template) : HeaderMatcher.standards(for: template)
        // A recognised app's currency columns are its preset's (read, and kept as it says).
        return ColumnPlan(header: file.header, template: template, standards: standards, mapping: options.mapping,
                          wishlist: options.kind == .wish ? wishlist : nil, qualifiers: qualifiers, pairsCurrencies: options.preset == nil)
    }
}
