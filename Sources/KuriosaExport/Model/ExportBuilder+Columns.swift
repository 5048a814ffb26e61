import KuriosaCore

extension ExportBuilder {
    /// The columns the template's entries stand for over some collection templates: fields in
    /// the order the entries and templates name them, each key once, labelled from the first
    /// template that has it — or, when collections of several templates give one key different
    /// meanings, or one label to different fields, one column per template with the template's
    /// name (`Year (Coins)`, `needsQualifier`), so that every field has a column of its own
    /// that the importer reads back (docs/import.md#headers-of-several-templates). Hidden
    /// fields never; sensitive fields (and calculations that use them) only when asked;
    /// standard attributes a template removed only while another template still shows them.
    func columns(for templates: [Template], forCSV: Bool = false) -> [ExportColumn] {
        var out: [ExportColumn] = []
        var seen = Set<String>()
        let standardLabels = Set(template.columns.compactMap { spec -> String? in
            if case .standard(let column) = spec { Self.comparable(ExportStrings.label(column, language: options.language)) } else { nil }
        })
        func add(_ column: ExportColumn) {
            if forCSV && column.kind == .photo { return }
            if seen.insert(column.id).inserted { out.append(column) }
        }
        func addField(_ key: String, from candidates: [Template]) {
            let owners = candidates.compactMap { t in t.field(key).map { (t, $0) } }.filter { isExported($0.1, in: $0.0, forCSV: forCSV) }
            guard let (first, firstField) = owners.first else { return }
            func column(_ field: TemplateField, of template: Template?) -> ExportColumn {
                let label = field.label.text(for: options.language)
                // A field labelled like a standard column of the export (the record template's
                // `Title`) names its template, or the two columns would read back as one.
                let clashes = template == nil && standardLabels.contains(Self.comparable(label))
                var column = ExportColumn(id: template.map { "field:\(key)@\($0.id)" } ?? "field:\(key)",
                                          label: template.map { qualified(label, template: $0) }
                                              ?? (clashes ? qualified(label, template: first) : label),
                                          kind: Self.kind(of: field), source: .field(key))
                column.templateID = template?.id
                column.isDate = field.type == .date
                column.isCheckbox = field.type == .checkbox
                return column
            }
            let split = templates.count > 1 && owners.contains { Self.needsQualifier($0.1, of: $0.0, among: templates) }
            if split {
                for (t, field) in owners { add(column(field, of: t)) }
            } else {
                add(column(firstField, of: nil))
            }
        }
        for spec in template.columns {
            switch spec {
            case let .standard(column):
                guard shows(column, in: templates, forCSV: forCSV) else { continue }
                var standard = ExportColumn(id: "standard:\(column.rawValue)", label: ExportStrings.label(column, language: options.language),
                                            kind: Self.kind(of: column), source: .standard(column))
                standard.isDate = column == .purchaseDate || column == .valuedOn
                add(standard)
            case let .field(key):
                addField(key, from: templates)
            case let .wishField(key):
                guard let wishlist = catalog.wishlistTemplate, let field = wishlist.field(key),
                      isExported(field, in: wishlist, forCSV: forCSV) else { continue }
                add(ExportColumn(id: "wish:\(key)", label: field.label.text(for: options.language),
                                 kind: Self.kind(of: field), source: .wishField(key)))
            case .wishlistFields:
                guard takesWishes, let wishlist = catalog.wishlistTemplate else { continue }
                for field in wishlist.fields where field.type != .calculation && isExported(field, in: wishlist, forCSV: forCSV) {
                    add(ExportColumn(id: "wish:\(field.key)", label: field.label.text(for: options.language),
                                     kind: Self.kind(of: field), source: .wishField(field.key)))
                }
            case .highlights:
                for t in templates {
                    for key in t.effectiveHighlights {
                        if key == Template.countHighlight {
                            // The count a counted collection highlights is the journal's count.
                            if t.counts && t.shows(.quantity) {
                                add(ExportColumn(id: "standard:\(StandardColumn.count.rawValue)",
                                                 label: ExportStrings.label(.count, language: options.language),
                                                 kind: .number, source: .standard(.count)))
                            }
                        } else {
                            addField(key, from: [t])
                        }
                    }
                }
            case .allFields, .importableFields, .identifyingFields:
                for t in templates {
                    for field in t.fields {
                        if spec == .importableFields && field.type == .calculation { continue }
                        if spec == .identifyingFields && !field.identifying { continue }
                        addField(field.key, from: [t])
                    }
                }
            }
        }
        return out
    }

    /// Whether a field goes into the export: not hidden, not sensitive unless asked, and in a
    /// CSV no calculation (results are never imported,
    /// docs/values-and-calculations.md#calculations-calculationevaluator).
    func isExported(_ field: TemplateField, in template: Template, forCSV: Bool) -> Bool {
        if field.hidden { return false }
        if forCSV && field.type == .calculation { return false }
        if !options.includeSensitive {
            if field.sensitive || CalculationSensitivity.isSensitive(field: field, in: template) { return false }
        }
        return true
    }

    /// Whether any of the templates shows a standard attribute (`removedStandardFields`).
    func shows(_ column: StandardColumn, in templates: [Template], forCSV: Bool = false) -> Bool {
        if Self.wishOnly.contains(column), !takesWishes { return false }
        if Self.ownedOnly.contains(column), !takesOwned { return false }
        let standard: StandardField? = switch column {
        case .count, .unitPrice: .quantity
        case .purchaseDate: .purchaseDate
        case .purchasePrice: .purchasePrice
        case .source: .source
        case .estimatedValue, .valuedOn: .estimatedValue
        case .condition: .condition
        case .place: .place
        case .tags: .tags
        case .notes: .notes
        default: nil
        }
        guard let standard else { return true }
        if templates.isEmpty { return standard != .quantity }
        return templates.contains { $0.shows(standard) }
    }

    /// The attributes only a wish has: left out of an export that takes no wishes (the
    /// spreadsheet names them for its `--kind wish` export, which imports back).
    static let wishOnly: Set<StandardColumn> = [.wishID, .wishPriority, .wishTarget]

    /// The attributes of what is owned (the first purchase and the journal's count): left out
    /// of an export of wishes only, whose import back would report them as unknown columns.
    static let ownedOnly: Set<StandardColumn> = [.purchaseDate, .purchasePrice, .count, .unitPrice, .status]

    /// Whether the export's selection takes wishes (`--kind wish`) or owned pieces.
    var takesWishes: Bool { template.selection.kinds.contains("wish") }
    var takesOwned: Bool { template.selection.kinds.contains("owned") }

    static func kind(of column: StandardColumn) -> ExportColumn.Kind {
        switch column {
        case .purchasePrice, .estimatedValue, .wishTarget, .unitPrice: .money
        case .count, .wishPriority: .number
        case .photo: .photo
        default: .text
        }
    }

    static func kind(of field: TemplateField) -> ExportColumn.Kind {
        switch field.type {
        case .currency: .money
        case .number, .measurement, .quantity, .calculation, .rating: .number
        case .url: .link
        default: .text
        }
    }
}
