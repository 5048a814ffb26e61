import KuriosaCore

/// Reads one data record into an `ImportedRow` by the column plan (the row and cell rules of
/// docs/import-rules.md, from docs/import-rules.md#unknown-and-duplicate-columns on): every bad
/// cell of the row is reported, so a person fixes the whole row at once, and a row with any bad
/// cell is not imported.
package struct RowMapper {
    /// A planned column with its prepared parser.
    public struct Column: Sendable {
        public let plan: PlannedColumn
        public let parser: CellParser
        /// True for relation fields (docs/import-rules.md#relation-cells).
        public let isRelation: Bool
        /// The column holding each row's currency code for this money column (a preset's
        /// `currencyColumns`: ManaBox's `Purchase price currency`), 0-based.
        public var currencyIndex: Int? = nil
        /// Amounts written in hundredths (PriceCharting's `price-in-pennies`).
        public var inHundredths = false
        /// A rating read on a ten-star field: 2 doubles five stars with halves (`3.5` → 7).
        public var ratingFactor = 1
    }

    public let columns: [Column]
    public let headerCount: Int
    public let template: Template
    /// Resolves a relation cell (an inventory number `K-0042` or a unique exact title) to an
    /// item id; nil is `invalid_relation`.
    public let resolveRelation: (String) -> String?
    /// True when the file had stray bytes: each cell that shows one (U+FFFD) is named.
    public var findsStrayBytes = false
    /// The file's header cells, to name a column with a stray byte that no field reads.
    public var headers: [String] = []

    /// Per column, the slot of its target: the targets numbered once, so a row keeps its
    /// values in an array instead of a dictionary hashed by target for every cell.
    private let slots: [Int]
    private let slotTargets: [ImportTarget]
    /// The first column of each slot's target (the one a missing value is reported at).
    private let slotFirstColumns: [PlannedColumn]
    /// The type of the field a slot fills (nil for standard columns and unknown keys).
    private let slotFieldTypes: [FieldType?]
    private let titleSlot: Int?
    /// The slots of the required, visible, non-calculated fields, in template order
    /// (docs/import-rules.md#required-columns).
    private let requiredSlots: [Int]
    /// The title and the required fields: a cell of theirs that does not fit rejects its row.
    private let requiredTargets: Set<ImportTarget>
    /// The `No.` column's slot: a row that names its piece may leave a required field empty
    /// that the piece has no value for either (`ImportedRow.unchangedOnly`).
    private let numberSlot: Int?

    /// - Parameter wishlist: the wishlist template when wishes are imported (the types of the
    ///   wish field columns).
    public init(columns: [Column], headerCount: Int, template: Template, wishlist: Template? = nil,
                resolveRelation: @escaping (String) -> String?) {
        self.columns = columns
        self.headerCount = headerCount
        self.template = template
        self.resolveRelation = resolveRelation
        var slotOf: [ImportTarget: Int] = [:]
        var targets: [ImportTarget] = []
        var firsts: [PlannedColumn] = []
        var slots: [Int] = []
        for column in columns {
            let target = column.plan.target
            if let slot = slotOf[target] {
                slots.append(slot)
            } else {
                slotOf[target] = targets.count
                slots.append(targets.count)
                targets.append(target)
                firsts.append(column.plan)
            }
        }
        self.slots = slots
        slotTargets = targets
        slotFirstColumns = firsts
        slotFieldTypes = targets.map { ColumnPlan.field(of: $0, template: template, wishlist: wishlist)?.type }
        titleSlot = slotOf[.standard(.title)]
        numberSlot = slotOf[.standard(.number)]
        requiredSlots = template.requiredColumnFields
            .compactMap { slotOf[.field($0.key)] }
        requiredTargets = Set(template.fields.filter { $0.required && !$0.hidden }.map { ImportTarget.field($0.key) })
            .union([.standard(.title), .standard(.number), .standard(.collection), .standard(.wishID),
                    .standard(.photos), .standard(.documents)])
    }

    /// What one record became.
    public enum Outcome: Sendable {
        case row(ImportedRow)
        /// Every bad cell of the row, by column.
        case rejected([ImportReport.RowError])
    }

    /// The row's values, or every error of the row.
    public func map(_ record: CSVRecord) -> Outcome {
        var errors: [ImportReport.RowError] = []
        func fail(_ column: PlannedColumn?, index: Int, _ reason: String, _ text: String) {
            errors.append(ImportReport.RowError(row: record.row, column: column?.header, columnIndex: index + 1, reason: reason, text: text))
        }
        // Cells past the header must be empty (trailing delimiters;
        // docs/import-rules.md#rows-that-fail). A row with more cells is nearly always a value
        // split by an unquoted delimiter, so its other cells are shifted: the row is rejected
        // for that alone, with the counts, instead of a cascade of type errors in cells that
        // are not where the header says (docs/import.md#reason-codes).
        if record.cells.count > headerCount,
           let extra = record.cells[headerCount...].firstIndex(where: { !$0.isEmpty }) {
            let cells = (record.cells.lastIndex(where: { !$0.isEmpty }) ?? extra) + 1
            return .rejected([ImportReport.RowError(
                row: record.row, column: nil, columnIndex: extra + 1, reason: "extra_cells", text: record.cells[extra],
                detail: "the row has \(cells) cells, the header \(headerCount): a value with an unquoted delimiter?")])
        }
        var values = [ParsedCell?](repeating: nil, count: slotTargets.count)
        var kept: [ImportReport.RowError] = []
        if findsStrayBytes {
            for (index, cell) in record.cells.enumerated() where cell.unicodeScalars.contains("\u{FFFD}") {
                kept.append(ImportReport.RowError(row: record.row, column: index < headerCount ? headers[index] : nil, columnIndex: index + 1,
                                                  reason: "invalid_byte", text: cell,
                                                  detail: "a byte that is not UTF-8, shown as \u{FFFD}; the rest of the file is UTF-8"))
            }
        }
        // docs/import.md#cells-that-do-not-fit: a cell of an optional column that does not fit
        // keeps its text in the notes; only the title, a required field or the columns that
        // say which piece a row is reject the row.
        func keepOrFail(_ column: Column, _ reason: String, _ text: String, detail: String? = nil) {
            let plan = column.plan
            guard !requiredTargets.contains(plan.target) else {
                errors.append(ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1, reason: reason, text: text,
                                                    detail: detail))
                return
            }
            kept.append(ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1, reason: reason, text: text,
                                              detail: detail))
        }
        var zeroCount: ImportReport.RowError?
        var unchangedOnly: [String: ImportReport.RowError] = [:]
        var moments: [String] = []
        // A workbook's links: a link field takes its cell's address (docs/import.md#cell-comments-and-links).
        var linkTaken = Set<Int>()
        for (position, column) in columns.enumerated() {
            let plan = column.plan
            let text = plan.part.of(record[cell: plan.index])
            var parsed: ParsedCell?
            // A mapping's value table comes first; errors still show the cell as written.
            var cell = text
            if !record.annotations.isEmpty, slotFieldTypes[slots[position]] == .url,
               let link = record.annotations.first(where: { $0.kind == .link && $0.column == plan.index }) {
                cell = link.text
                linkTaken.insert(plan.index)
                // The words the cell showed for the link (`eBay listing`) are kept beside it.
                if !text.isEmpty, !CellAnnotation.linkRepeats(link.text, text: text) {
                    kept.append(ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1, reason: Self.linkTextReason,
                                                      text: text, detail: "the text of the link \(link.text)"))
                }
            }
            var readInPart = false
            if let found = plan.values?.match(text) {
                cell = found.text
                readInPart = !found.whole && !found.text.isEmpty
            }
            if column.inHundredths { cell = Self.fromHundredths(cell) }
            if column.ratingFactor != 1, let value = Double(cell.replacingOccurrences(of: ",", with: ".")) {
                let scaled = value * Double(column.ratingFactor)
                if scaled == scaled.rounded() { cell = String(Int(scaled)) }
            }
            // A currency that stands in a column of its own, row by row, comes before any
            // default; an amount that names its own currency keeps it.
            if let currencyIndex = column.currencyIndex, !cell.isEmpty {
                let indication = record[cell: currencyIndex]
                if let code = MoneyReader.currency(forIndication: indication) {
                    parsed = try? column.parser.parse(cell + " " + code)
                } else if !indication.isEmpty {
                    keepOrFail(column, CellError.Reason.invalidMoney.rawValue, text,
                               detail: "its currency column (column \(currencyIndex + 1)) holds '\(indication)', which is no currency code")
                    continue
                }
            }
            // An identifier a spreadsheet turned into a number and wrote shortened (`9.78971E+12`
            // for an ISBN): its digits are gone, and the shortened text is no identifier.
            if parsed == nil, slotFieldTypes[slots[position]] == .text, ShortenedNumber.matches(cell) {
                keepOrFail(column, ShortenedNumber.reason, text,
                           detail: "a spreadsheet wrote this number shortened, and its last digits are lost: export the file again from the app, or keep the column as text")
                continue
            }
            if parsed == nil {
                do { parsed = try column.parser.parse(cell) } catch {
                    keepOrFail(column, error.code, text)
                    continue
                }
            }
            guard var value = parsed else { continue }
            if case .quantity(0, _) = value, case .field(let key) = plan.target {
                unchangedOnly[key] = ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1,
                                                           reason: CellError.Reason.invalidQuantity.rawValue, text: text,
                                                           detail: "an amount of 0 is taken only where the row's piece holds 0 already")
            }
            if case .count(0) = value {
                zeroCount = ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1,
                                                  reason: CellError.Reason.invalidQuantity.rawValue, text: text,
                                                  detail: "a count of 0 is taken only for a piece the row names by its No.")
            }
            if column.isRelation, case .text(let name) = value {
                guard let id = resolveRelation(name) else {
                    fail(plan, index: plan.index, "invalid_relation", text)
                    continue
                }
                value = .text(id)
            }
            if case .money(_, let currency) = value, currency.isEmpty {
                // No currency in the cell, the header bracket, a currency column or --default-currency.
                keepOrFail(column, CellError.Reason.invalidMoney.rawValue, text,
                           detail: "the amount names no currency: give one with --default-currency")
                continue
            }
            // A later column for the same target counts when the first is empty, and must
            // agree with it otherwise (docs/import-rules.md#unknown-and-duplicate-columns).
            let slot = slots[position]
            if let earlier = values[slot] {
                if earlier != value { fail(plan, index: plan.index, "conflicting_values", text) }
                continue
            }
            values[slot] = value
            // A day read from a cell that also says the time (Discogs' `2022-07-28 06:12:39`):
            // the time tells two copies apart, though a day is all the piece keeps.
            if case .date = value, text.contains(":") { moments.append(text) }
            // A cell a value table read by its start only (`LP, Album, RE, RM` as an LP) keeps
            // its whole text in the notes: the rest says something (docs/import.md#cells-that-do-not-fit).
            if readInPart {
                kept.append(ImportReport.RowError(row: record.row, column: plan.header, columnIndex: plan.index + 1, reason: "read_in_part",
                                                  text: text, detail: "the value table read its start as '\(cell)'"))
            }
        }
        // An empty title or required field (docs/import-rules.md#required-columns).
        if let titleSlot, values[titleSlot] == nil {
            let column = slotFirstColumns[titleSlot]
            fail(column, index: column.index, "missing_value", "")
        }
        let namesPiece = numberSlot.map { values[$0] != nil } ?? false
        for slot in requiredSlots where values[slot] == nil {
            let column = slotFirstColumns[slot]
            if !errors.contains(where: { $0.columnIndex == column.index + 1 }) {
                guard namesPiece else {
                    fail(column, index: column.index, "missing_value", "")
                    continue
                }
                unchangedOnly[slotTargets[slot].key] = ImportReport.RowError(
                    row: record.row, column: column.header, columnIndex: column.index + 1, reason: "missing_value", text: "",
                    detail: "a required field: the row may leave it empty only where its piece has no value either")
            }
        }
        guard errors.isEmpty else { return .rejected(errors.sorted { $0.columnIndex < $1.columnIndex }) }
        // A workbook's comment on a cell of the row is the collector's own note, a link the
        // address behind the cell's words: kept in the piece's notes like a cell that does not
        // fit (docs/import.md#cell-comments-and-links).
        var pictures: [SheetPicture] = []
        for note in record.annotations {
            let header = note.column < headers.count && !headers[note.column].isEmpty ? headers[note.column] : nil
            switch note.kind {
            case .comment:
                kept.append(ImportReport.RowError(row: record.row, column: header, columnIndex: note.column + 1, reason: Self.commentReason,
                                                  text: note.text, detail: note.author.map { "a comment by \($0)" } ?? "a comment on the cell"))
            case .link:
                // A link to the address the cell shows (Excel links a typed address) says nothing more.
                guard !linkTaken.contains(note.column), !CellAnnotation.linkRepeats(note.text, text: record[cell: note.column]) else { continue }
                kept.append(ImportReport.RowError(row: record.row, column: header, columnIndex: note.column + 1, reason: Self.linkReason,
                                                  text: note.text, detail: "the cell's link"))
            case .picture:
                // A photo of the piece, read when the row is written (docs/import.md#pictures-in-a-sheet).
                guard let media = note.media, let origin = note.origin else { continue }
                pictures.append(SheetPicture(name: note.text, media: media, bytes: note.bytes, sheet: origin.sheet, cell: origin.cell,
                                             columnIndex: note.column + 1, column: header))
            }
        }
        var row = ImportedRow(row: record.row)
        row.sheetPictures = pictures
        row.kept = kept
        row.zeroCount = zeroCount
        row.unchangedOnly = unchangedOnly
        row.moments = moments
        for (slot, value) in values.enumerated() {
            guard let value else { continue }
            assign(value, to: slotTargets[slot], fieldType: slotFieldTypes[slot], in: &row)
        }
        if !kept.isEmpty { row.notes = Self.notes(row.notes, keeping: kept) }
        return .row(row)
    }

    private func assign(_ value: ParsedCell, to target: ImportTarget, fieldType: FieldType?, in row: inout ImportedRow) {
        switch target {
        case .standard(let standard):
            switch (standard, value) {
            case (.title, .text(let text)): row.title = text
            case (.source, .text(let text)): row.source = text
            case (.notes, .text(let text)): row.notes = text
            case (.purchaseDate, .date(let day)): row.purchaseDate = day
            case (.purchasePrice, .money(let minor, let currency)): row.purchasePrice = Money(minorUnits: minor, currency: currency)
            case (.estimatedValue, .money(let minor, let currency)): row.estimatedValue = Money(minorUnits: minor, currency: currency)
            case (.condition, .condition(let id)): row.condition = id
            case (.place, .place(let path)): row.place = path
            case (.tags, .tags(let tags)): row.tags = tags
            case (.photos, .tags(let names)): row.photos = names
            case (.documents, .tags(let names)): row.documents = names
            case (.count, .count(let amount)): row.quantity = amount
            case (.wishPriority, .priority(let priority)): row.wishPriority = priority
            case (.number, .text(let text)): row.inventoryNumber = text
            case (.stamp, .text(let text)): row.stamp = text
            case (.valuedOn, .date(let day)): row.valuedOn = day
            case (.statusSince, .date(let day)): row.statusSince = day
            case (.unitPrice, .money(let minor, let currency)): row.unitPrice = Money(minorUnits: minor, currency: currency)
            case (.status, .choice(let ids)): row.status = ids.first
            case (.collection, .text(let text)): row.collectionPath = text
            case (.wishTarget, .money(let minor, let currency)): row.purchasePrice = Money(minorUnits: minor, currency: currency)
            case (.wishID, .text(let text)): row.wishID = text
            default: break
            }
        case .field(let key):
            guard let fieldType, let fieldValue = Self.fieldValue(value, type: fieldType) else { return }
            row.fields[key] = fieldValue
        case .wishField(let key):
            guard let fieldType, let fieldValue = Self.fieldValue(value, type: fieldType) else { return }
            row.wishFields[key] = fieldValue
        }
    }

    /// The notes with a line `Header: text` for each kept cell, unless the notes hold that
    /// line already (an export imported back keeps it once).
    static func notes(_ notes: String?, keeping kept: [ImportReport.RowError]) -> String {
        var lines = notes.map { [$0] } ?? []
        let present = Set((notes ?? "").split(whereSeparator: \.isNewline).map(String.init))
        for cell in kept {
            let label = switch cell.reason {
            case commentReason: cell.column.map { "\($0) (comment)" } ?? "Comment"
            case linkReason: cell.column.map { "\($0) (link)" } ?? "Link"
            default: cell.column ?? ""
            }
            let line = "\(label): \(cell.text)"
            // A comment of several lines is there already when the notes hold it whole.
            let there = line.contains(where: \.isNewline) ? (notes ?? "").contains(line) : present.contains(line)
            if !there { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// The `kept` reasons of a workbook's cell comment, of its link, and of the text a link
    /// field's cell showed for its link.
    static let commentReason = "cell_comment"
    static let linkReason = "cell_link"
    static let linkTextReason = "link_text"

    /// `57167` → `571.67`: an amount written in hundredths as the rules read amounts. Any other
    /// text is left as it is, for the money rule's own error.
    static func fromHundredths(_ cell: String) -> String {
        let digits = cell.trimmingPrefix("-")
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return cell }
        let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        return (cell.hasPrefix("-") ? "-" : "") + padded.dropLast(2) + "." + padded.suffix(2)
    }

    /// The stored form of a parsed cell for a field of `type`.
    static func fieldValue(_ value: ParsedCell, type: FieldType) -> FieldValue? {
        switch (value, type) {
        case (.text(let id), .relation): return .relation(id)
        case (.text(let text), _): return .text(text)
        case (.url(let url), _): return .url(url)
        case (.number(let number), _): return .number(number)
        case (.money(let minor, let currency), _): return .currency(Money(minorUnits: minor, currency: currency))
        case (.measurement(let canonical), _): return .measurement(canonical)
        case (.date(let day), _): return .date(day)
        case (.choice(let ids), .dropdown): return ids.first.map(FieldValue.dropdown)
        case (.choice(let ids), _): return .multipleChoice(ids)
        case (.rating(let stars), _): return .rating(stars)
        case (.checkbox(let on), _): return .checkbox(on)
        case (.quantity(let amount, let unit), _): return .quantity(amount: amount, unit: unit)
        case (.condition, _), (.count, _), (.tags, _), (.place, _), (.priority, _): return nil
        }
    }
}
