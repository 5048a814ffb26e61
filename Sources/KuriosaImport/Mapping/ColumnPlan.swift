import KuriosaCore

/// One column that is read: where it sits, what it fills, and its header bracket default.
package struct PlannedColumn: Sendable, Equatable {
    /// 0-based position in the record.
    public let index: Int
    /// The header as written (for reports).
    public let header: String
    public let target: ImportTarget
    /// The unit, currency, or suffix in the header's bracket when it set the default
    /// (docs/import-rules.md#units-and-currencies-in-a-header).
    public let bracket: String?
    /// The index of the first column for the same target, when this is a later one
    /// (docs/import-rules.md#unknown-and-duplicate-columns).
    public let sameAs: Int?
    /// The mapping's value table for this header, read in front of the cell rules.
    public var values: ValueTranslation?
    /// The part of the cell the column reads (a year and its mint mark share one cell).
    var part: CellPart = .whole
}

/// The header rules applied to the header (docs/import-rules.md#header-matching,
/// docs/import-rules.md#units-and-currencies-in-a-header,
/// docs/import-rules.md#unknown-and-duplicate-columns, docs/import-rules.md#required-columns):
/// the columns that are read, the column warnings, and the required targets without a column.
/// Unnamed columns are decided after the first pass, which knows whether they hold values.
package struct ColumnPlan: Sendable {
    public let columns: [PlannedColumn]
    public private(set) var warnings: [ImportReport.Warning]
    /// Columns with an empty header (`unnamed_column` when some row has a value there).
    public let unnamed: [Int]
    /// Columns reported `unknown_column` (what `--add-fields` turns into fields).
    public let unknown: [(index: Int, header: String)]
    /// Money column's index → the index of the column holding each row's currency code
    /// (`Estimated value currency` beside `Estimated value`, docs/import.md#money-in-two-columns).
    public let currencyColumns: [Int: Int]
    /// How many cells the header has; cells past it are `extra_cells` when not empty.
    public let headerCount: Int
    /// The header's cells as written.
    let headerTexts: [String]

    /// - Parameters:
    ///   - standards: the standard columns that apply (see `HeaderMatcher.standards(for:)`).
    ///   - wishlist: the wishlist template when wishes are imported (its fields are targets).
    ///   - qualifiers: the template names a header's bracket may carry (`Year (Coins)`).
    ///   - pairsCurrencies: read `X currency` as the money column X's currency
    ///     (docs/import.md#money-in-two-columns); off for a recognised app, whose preset says.
    public init(header: CSVRecord, template: Template, standards: [StandardColumn], mapping: ColumnMapping?,
                wishlist: Template? = nil, qualifiers: TemplateQualifiers = .none, pairsCurrencies: Bool = true) {
        let matcher = HeaderMatcher(template: template, standards: standards, wishlist: wishlist)
        let available = Set(standards.map(ImportTarget.standard) + template.fields.map { .field($0.key) }
                            + (wishlist?.fields ?? []).map { .wishField($0.key) })
        var columns: [PlannedColumn] = []
        var warnings: [ImportReport.Warning] = []
        var unnamed: [Int] = []
        var unknown: [(Int, String)] = []
        var firstColumn: [ImportTarget: Int] = [:]
        // `Title (Records)` beside `Title`: the qualified header is the template's field, so the
        // plain one is the standard column (a record collection's own export).
        let ownQualified = Set(header.cells.map(HeaderLabel.init).compactMap { label -> String? in
            guard let base = label.normalizedBase, let bracket = label.bracket,
                  qualifiers.own.contains(TextNormalizer.normalize(bracket)) else { return nil }
            return base
        })
        for (index, text) in header.cells.enumerated() {
            let label = HeaderLabel(text)
            func warn(_ reason: String, sameAs: Int? = nil, detail: String? = nil) {
                warnings.append(ImportReport.Warning(reason: reason, column: label.written, columnIndex: index + 1, sameAs: sameAs.map { $0 + 1 },
                                                     detail: detail))
            }
            if label.isEmpty {
                unnamed.append(index)
                continue
            }
            var resolved: (target: ImportTarget, bracket: String?)?
            switch Self.resolve(label, mapping: mapping, matcher: matcher, template: template, wishlist: wishlist,
                                qualifiers: qualifiers, ownQualified: ownQualified) {
            case .ignored:
                continue
            case .leftOut(let why):
                warn("left_out", detail: why)
                continue
            case .unknown(let text):
                warn("unknown_column")
                unknown.append((index, text))
                continue
            case .ambiguous:
                warn("ambiguous_column")
                continue
            case let .target(target, bracket):
                resolved = (target, bracket)
            }
            guard let (target, bracket) = resolved else { continue }
            guard available.contains(target) else {
                // A mapping named a field this template lacks, or a standard column that does
                // not apply here (quantity without counting, purchase columns of wishes).
                warn("unknown_column")
                unknown.append((index, label.written))
                continue
            }
            if Self.field(of: target, template: template, wishlist: wishlist)?.type == .calculation {
                warn("calculation_not_imported")
                continue
            }
            let first = firstColumn[target]
            if let first { warn("duplicate_column", sameAs: first) } else { firstColumn[target] = index }
            columns.append(PlannedColumn(index: index, header: label.written, target: target, bracket: bracket, sameAs: first,
                                         values: mapping?.values(for: label)))
            // The second target takes the cell as written: a word the value table turned into
            // the first target's option arrives whole (Tellico's `Very Fine-30`: grade `vf`,
            // and the Sheldon grade keeps the number).
            for extra in mapping?.also[label.normalized] ?? [] where available.contains(extra) && firstColumn[extra] == nil {
                firstColumn[extra] = index
                columns.append(PlannedColumn(index: index, header: label.written, target: extra, bracket: nil, sameAs: nil, values: nil))
            }
            // A mark after the number (`2008 D`) fills its own target, unless the file has a
            // column of that target before this one. Only a number field's cell is split.
            if first == nil, let mark = mapping?.marks[label.normalized], available.contains(mark), firstColumn[mark] == nil,
               Self.field(of: target, template: template, wishlist: wishlist)?.type == .number {
                firstColumn[mark] = index
                columns[columns.count - 1].part = .number
                columns.append(PlannedColumn(index: index, header: label.written, target: mark, bracket: nil, sameAs: nil, values: nil, part: .mark))
            }
        }
        // `X currency` beside the money column `X`: that column's currency, row by row, not a
        // column of its own (docs/import.md#money-in-two-columns).
        var pairs: [Int: Int] = [:]
        for (index, text) in unknown where pairsCurrencies {
            guard let base = MoneyColumnPair.amountLabel(ofCurrencyHeader: text).map(TextNormalizer.normalize),
                  let amount = columns.first(where: { column in
                      column.sameAs == nil && TextNormalizer.normalize(column.header) == base
                          && Self.isMoney(column.target, template: template, wishlist: wishlist)
                  }), pairs[amount.index] == nil else { continue }
            pairs[amount.index] = index
        }
        let paired = Set(pairs.values)
        self.currencyColumns = pairs
        self.columns = columns
        self.warnings = warnings.filter { !($0.reason == "unknown_column" && paired.contains($0.columnIndex - 1)) }
        self.unnamed = unnamed
        self.unknown = unknown.filter { !paired.contains($0.0) }
        self.headerCount = header.cells.count
        headerTexts = header.cells
    }

    private enum Resolution {
        case ignored, ambiguous
        /// No target; the text is the header after a mapping's rename (the label an added
        /// field gets, so that the renamed header finds it).
        case unknown(String)
        /// A mapping leaves the column out, for this reason.
        case leftOut(String)
        case target(ImportTarget, bracket: String?)
    }

    /// The mapping first (it renames before header matching), then the whole header, then a
    /// template's name in the bracket (`Year (Coins)`: this template's field, or another's and
    /// not read), then `Label (x)` when x fits the column
    /// (docs/import-rules.md#units-and-currencies-in-a-header).
    private static func resolve(_ label: HeaderLabel, mapping: ColumnMapping?, matcher: HeaderMatcher, template: Template,
                                wishlist: Template?, qualifiers: TemplateQualifiers, ownQualified: Set<String> = []) -> Resolution {
        var label = label
        if let (rule, bracket) = mapping?.rule(for: label) {
            switch rule {
            case .ignore:
                return .leftOut(mapping?.reason(for: label) ?? "")
            case .target(let target):
                guard let bracket else { return .target(target, bracket: nil) }
                return fits(bracket, target, template, wishlist: wishlist) ? .target(target, bracket: bracket) : .unknown(label.written)
            case .rename(let text):
                label = HeaderLabel(bracket.map { "\(text) (\($0))" } ?? text)
            }
        }
        switch matcher.match(normalized: label.normalized) {
        case .one(let target): return .target(target, bracket: nil)
        case .ambiguous(let targets):
            let standards = targets.filter { if case .standard = $0 { true } else { false } }
            if ownQualified.contains(label.normalized), standards.count == 1, let standard = standards.first {
                return .target(standard, bracket: nil)
            }
            return .ambiguous
        case .none: break
        }
        guard let base = label.normalizedBase, let bracket = label.bracket else { return .unknown(label.written) }
        let qualifier = TextNormalizer.normalize(bracket)
        if qualifiers.foreign.contains(qualifier) { return .ignored }
        if qualifiers.own.contains(qualifier) {
            switch matcher.match(normalized: base) {
            case .one(let target): if case .field = target { return .target(target, bracket: nil) }
            case .ambiguous(let targets):
                // `Title (Records)`: the header names the template, so it means the template's
                // field, not the standard column of the same name.
                let fields = targets.filter { if case .field = $0 { true } else { false } }
                if fields.count == 1, let field = fields.first { return .target(field, bracket: nil) }
                return .ambiguous
            case .none: break
            }
            return .unknown(label.written)
        }
        switch matcher.match(normalized: base) {
        case .one(let target): return fits(bracket, target, template, wishlist: wishlist) ? .target(target, bracket: bracket) : .unknown(label.written)
        case .ambiguous: return .ambiguous
        case .none: return .unknown(label.written)
        }
    }

    /// Whether a target holds money (a price, a value, a currency field).
    static func isMoney(_ target: ImportTarget, template: Template, wishlist: Template?) -> Bool {
        switch target {
        case .standard(let standard): return [.purchasePrice, .estimatedValue, .wishTarget, .unitPrice].contains(standard)
        case .field, .wishField: return field(of: target, template: template, wishlist: wishlist)?.type == .currency
        }
    }

    /// docs/import-rules.md#units-and-currencies-in-a-header: a unit of the field's kind, a
    /// currency for a money column, or the field's own suffix for a number. Anything else stays
    /// part of an unknown header (`Dicke (mm)`).
    static func fits(_ bracket: String, _ target: ImportTarget, _ template: Template, wishlist: Template? = nil) -> Bool {
        switch target {
        case .standard(.purchasePrice), .standard(.estimatedValue):
            return MoneyReader.currency(forIndication: bracket) != nil
        case .standard:
            return false
        case .field, .wishField:
            guard let field = field(of: target, template: template, wishlist: wishlist) else { return false }
            switch field.type {
            case .currency:
                return MoneyReader.currency(forIndication: bracket) != nil
            case .measurement:
                guard let kind = field.measurement.flatMap({ MeasurementUnits.Kind(rawValue: $0.rawValue) }) else { return false }
                return MeasurementUnits.unit(spelled: bracket, kind: kind) != nil
            case .number:
                let suffixes = (field.suffix?.texts.values).map { Set($0.map(TextNormalizer.normalize)) } ?? []
                return suffixes.contains(TextNormalizer.normalize(bracket))
            default:
                return false
            }
        }
    }

    /// The template field a target fills: the collection's, or the wishlist's for a wish field.
    static func field(of target: ImportTarget, template: Template, wishlist: Template?) -> TemplateField? {
        switch target {
        case .standard: return nil
        case .field(let key): return template.field(key)
        case .wishField(let key): return wishlist?.field(key)
        }
    }

    /// After unknown columns became fields: each such column says which field it fills
    /// (`added_field`), and an unknown column no row has a value in is `empty_column`.
    mutating func noteAddedFields(_ added: Set<Int>, template: Template, empty: Set<Int>) {
        for column in columns where added.contains(column.index) {
            warnings.append(ImportReport.Warning(reason: "added_field", column: column.header, columnIndex: column.index + 1,
                                                 detail: column.target.key))
        }
        for i in warnings.indices where warnings[i].reason == "unknown_column" && empty.contains(warnings[i].columnIndex - 1) {
            warnings[i].reason = "empty_column"
        }
        warnings.sort { $0.columnIndex < $1.columnIndex }
    }

    /// Required fields a collection the import makes no longer requires (`required_relaxed`,
    /// at the field's column, or column 0 when the file has none).
    mutating func noteRelaxed(_ keys: [String], columns: [String: Int]) {
        for key in keys {
            let index = columns[key]
            warnings.append(ImportReport.Warning(reason: "required_relaxed", column: index.map { headerTexts[$0] } ?? "", columnIndex: index.map { $0 + 1 } ?? 0,
                                                 detail: "\(key): the file leaves it empty, so the new collection does not require it"))
        }
        warnings.sort { $0.columnIndex < $1.columnIndex }
    }

    /// Rating columns whose field now counts ten stars (`rating_scale`, detail how).
    mutating func noteRatings(_ scaled: [(index: Int, factor: Int)]) {
        for (index, factor) in scaled {
            let detail = factor == 2 ? "five stars with halves: the new collection's field counts 10 stars (3.5 is 7 of 10)"
                : "a ten-point rating: the new collection's field counts 10 stars"
            warnings.append(ImportReport.Warning(reason: "rating_scale", column: headerTexts[index], columnIndex: index + 1, detail: detail))
        }
        warnings.sort { $0.columnIndex < $1.columnIndex }
    }

    /// `title` and every required field need a column (docs/import-rules.md#required-columns);
    /// the first missing one, or nil.
    public func missingRequired(template: Template) -> String? {
        let present = Set(columns.map(\.target))
        if !present.contains(.standard(.title)) { return StandardColumn.title.key }
        for field in template.requiredColumnFields where !present.contains(.field(field.key)) {
            return field.key
        }
        return nil
    }
}
