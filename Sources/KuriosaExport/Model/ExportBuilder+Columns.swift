import KuriosaCore

extension ExportBuilder {
    /// The columns the template's entries stand for over some collection templates: fields
    /// in the order the entries and templates name them, each key once, labelled from the
    /// first template that has it — or, when collections of several templates give one key
    /// different labels (a wine's "Type" and a strap's "Color" under `color`), with every
    /// label joined by " / ", so no header names only one of them. Hidden fields never; sensitive fields (and calculations
    /// that use them) only when asked; standard attributes a template removed only while
    /// another template still shows them.
    func columns(for templates: [Template], forCSV: Bool = false) -> [ExportColumn] {
        var out: [ExportColumn] = []
        var seen = Set<String>()
        var meanings: [String: Set<String>] = [:]
        /// - Parameter meaning: the English label, which tells whether two templates mean the
        ///   same thing by one key (a label missing in one language is not another meaning).
        func add(_ column: ExportColumn, meaning: String? = nil) {
            if forCSV && column.kind == .photo { return }
            if seen.insert(column.id).inserted {
                out.append(column)
                if let meaning { meanings[column.id] = [meaning.lowercased()] }
            } else if let meaning, !(meanings[column.id]?.contains(meaning.lowercased()) ?? true),
                      let i = out.firstIndex(where: { $0.id == column.id }) {
                meanings[column.id, default: []].insert(meaning.lowercased())
                if !out[i].label.components(separatedBy: " / ").contains(column.label) { out[i].label += " / " + column.label }
            }
        }
        func addField(_ key: String, from templates: [Template]) {
            guard let (template, field) = templates.lazy.compactMap({ t in t.field(key).map { (t, $0) } }).first,
                  isExported(field, in: template, forCSV: forCSV) else { return }
            var column = ExportColumn(id: "field:\(key)", label: field.label.text(for: options.language),
                                      kind: Self.kind(of: field), source: .field(key))
            column.isDate = field.type == .date
            column.isCheckbox = field.type == .checkbox
            add(column, meaning: field.label.text(for: "en"))
        }
        for spec in template.columns {
            switch spec {
            case let .standard(column):
                guard shows(column, in: templates, forCSV: forCSV) else { continue }
                var standard = ExportColumn(id: "standard:\(column.rawValue)", label: ExportStrings.label(column, language: options.language),
                                            kind: Self.kind(of: column), source: .standard(column))
                standard.isDate = column == .purchaseDate
                add(standard)
            case let .field(key):
                addField(key, from: templates)
            case let .wishField(key):
                guard let wishlist = catalog.templates[BuiltinTemplates.wishlistID], let field = wishlist.field(key),
                      isExported(field, in: wishlist, forCSV: forCSV) else { continue }
                add(ExportColumn(id: "wish:\(key)", label: field.label.text(for: options.language),
                                 kind: Self.kind(of: field), source: .wishField(key)))
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

    /// Whether a field goes into the export: not hidden, not sensitive unless asked, and in
    /// a CSV no calculation (results are never imported, decision 0025).
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
        if forCSV && column == .unitPrice { return false }
        let standard: StandardField? = switch column {
        case .count, .unitPrice: .quantity
        case .purchaseDate: .purchaseDate
        case .purchasePrice: .purchasePrice
        case .source: .source
        case .estimatedValue: .estimatedValue
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
