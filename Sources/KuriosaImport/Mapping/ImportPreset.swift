import Foundation
import KuriosaCore
import KuriosaStore

/// One app's export as the import knows it (docs/import-apps.md): the headers that recognise
/// the file, the mapping of its columns, the columns it leaves out and why, and how its money
/// is written. Kept as data (`ImportPresets/<name>.json`, compiled in by
/// scripts/embed-import-presets.py) so that adding an app is a document and a fixture, not code.
package struct ImportPreset: Sendable {
    public let name: String
    /// The app and export, as the summary names it (`recognised: Goodreads library export`).
    public let app: String
    /// The built-in template the app's rows fit (`--new-collection` without `--template`).
    public let template: String
    /// Normalized headers that all must be in a file for it to be this app's.
    public let signature: Set<String>
    /// The signature in each language the app writes its headers in (`headers`), English
    /// first: a file holding any one of them is the app's.
    let signatures: [Set<String>]
    /// The same signatures as the document writes them, for messages.
    let writtenSignatures: [[String]]
    public let mapping: ColumnMapping
    /// The value tables as the document writes them (header → cell → option id or nil).
    public let valueTables: [String: [String: String?]]
    /// Money column (normalized header) → the column holding each row's currency code.
    public let currencyColumns: [String: String]
    /// Money columns (normalized headers) written in hundredths (`price-in-pennies`).
    public let minorUnits: Set<String>
    /// The currency of the app's amounts that name none (PriceCharting's are US dollars), used
    /// when `--default-currency` does not say.
    public let currency: String?
    /// Which rows are pieces the collector holds (`HeldRows`); nil: every row.
    let held: HeldRows.Rule?
    /// The kind of piece every row of the export is when `--kind` does not say: `.wish` for a
    /// list of things wished for (Discogs' wantlist), whose rows are no pieces the collector
    /// holds; nil for owned pieces.
    public let kind: ItemRecord.Kind?

    init(document text: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let name = object["name"] as? String, let app = object["app"] as? String,
              let template = object["template"] as? String, let signature = object["signature"] as? [String] else {
            throw ImportSetupError("an import preset lacks its name, app, template or signature")
        }
        self.name = name
        self.app = app
        self.template = template
        self.signature = Set(signature.map(TextNormalizer.normalize))
        var entries: [String: String?] = [:]
        for (header, value) in object["columns"] as? [String: String] ?? [:] { entries[header] = value }
        var reasons: [String: String] = [:]
        for (header, reason) in object["leftOut"] as? [String: String] ?? [:] {
            entries[header] = .some(nil)
            reasons[header] = reason
        }
        var values: [String: [String: String?]] = [:]
        // `valuesOf`: another preset's value tables, for a second export of the same app
        // (Discogs' wantlist writes its formats as the collection does); its own win.
        var tables = object["values"] as? [String: [String: Any]] ?? [:]
        if let other = object["valuesOf"] as? String {
            guard let text = ImportPresetData.documents[other],
                  let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw ImportSetupError("the import preset \(name) takes the values of \(other), which is no preset")
            }
            tables.merge(document["values"] as? [String: [String: Any]] ?? [:]) { own, _ in own }
        }
        for (header, table) in tables {
            values[header] = table.mapValues { $0 as? String }
        }
        // Headers in the app's other languages (`"headers": {"pt": {"signature": ["Emissor", …],
        // "columns": {"País": "Country", …}}}`): each reads as the English header it
        // translates; the language's own signature recognises the file.
        var signatures = [self.signature]
        var written = [signature]
        var alsoSpelled: [String: [String]] = [:]
        for (language, document) in (object["headers"] as? [String: [String: Any]] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let own = document["signature"] as? [String], own.count >= 2,
                  let table = document["columns"] as? [String: String] else {
                throw ImportSetupError("the import preset \(name)'s \(language) headers lack a signature of two or more headers or their columns")
            }
            signatures.append(Set(own.map(TextNormalizer.normalize)))
            written.append(own)
            for (text, english) in table.sorted(by: { $0.key < $1.key }) {
                guard entries[text] == nil else { continue }
                guard let target = entries[english] else {
                    throw ImportSetupError("the import preset \(name) translates \(text) (\(language)) as \(english), a header it does not map")
                }
                // Headers are compared normalized: a translation that reads like a header the
                // preset maps elsewhere (JSON's `isbn` and the CSV's `ISBN`) would make one of
                // them win by chance.
                if let clash = entries.first(where: { TextNormalizer.normalize($0.key) == TextNormalizer.normalize(text) && $0.value != target }) {
                    throw ImportSetupError("the import preset \(name) translates \(text) (\(language)) as \(english), but it reads as \(clash.key), which it maps otherwise")
                }
                entries[text] = target
                if let reason = reasons[english] { reasons[text] = reason }
                if let table = values[english] { values[text] = table }
                alsoSpelled[english, default: []].append(text)
            }
        }
        self.signatures = signatures
        writtenSignatures = written
        valueTables = values
        // Cells such as Discogs' `2xLP, Comp`: the count of a set in front of the word. The
        // option names the word, not the count, so the count's entries are prefixes: a cell
        // read through one keeps its whole text in the notes (`read_in_part`), `2xLP` too.
        for header in object["countPrefixed"] as? [String] ?? [] {
            guard let table = values[header] else { continue }
            for (word, option) in table {
                let key = word.hasSuffix("*") ? word : word + "*"
                for count in 2...30 { values[header]?["\(count)x\(key)"] = option }
            }
        }
        var mapping = try ColumnMapping(entries, values: values, reasons: reasons)
        for (header, targets) in object["alsoInto"] as? [String: String] ?? [:] {
            guard case .target(let target) = try ColumnMapping([header: targets]).rules.values.first else { continue }
            mapping.also[TextNormalizer.normalize(header), default: []].append(target)
        }
        let spellings = { (header: String) in [header] + (alsoSpelled[header] ?? []) }
        for (header, targetText) in object["markAfterNumber"] as? [String: String] ?? [:] {
            guard case .target(let target) = try ColumnMapping([header: targetText]).rules.values.first else {
                throw ImportSetupError("the import preset \(name)'s markAfterNumber for \(header) is no field:KEY or column:NAME")
            }
            for text in spellings(header) { mapping.marks[TextNormalizer.normalize(text)] = target }
        }
        self.mapping = mapping
        var currencyColumns: [String: String] = [:]
        for (money, currency) in object["currencyColumns"] as? [String: String] ?? [:] {
            for moneyText in spellings(money) {
                for currencyText in spellings(currency) {
                    currencyColumns[TextNormalizer.normalize(moneyText)] = currencyColumns[TextNormalizer.normalize(moneyText)]
                        ?? TextNormalizer.normalize(currencyText)
                }
            }
        }
        self.currencyColumns = currencyColumns
        minorUnits = Set((object["minorUnits"] as? [String] ?? []).flatMap(spellings).map(TextNormalizer.normalize))
        currency = object["currency"] as? String
        if let rule = object["held"] as? [String: Any] {
            guard let column = rule["column"] as? String, let values = rule["values"] as? [String], let why = rule["why"] as? String else {
                throw ImportSetupError("the import preset \(name)'s held rule lacks its column, values or why")
            }
            held = HeldRows.Rule(column: TextNormalizer.normalize(column), values: Set(values), why: why)
        } else {
            held = nil
        }
        switch object["kind"] as? String {
        case nil, "owned": kind = nil
        case "wish": kind = .wish
        case let other?: throw ImportSetupError("the import preset \(name)'s kind is owned or wish, not \(other)")
        }
    }

    /// True when every header of the signature, in one of the app's languages, is one of
    /// `headers` (normalized).
    func matches(_ headers: Set<String>) -> Bool {
        signatures.contains { $0.isSubset(of: headers) }
    }

    /// The signature headers `headers` (normalized) lack, as written, for the signature of
    /// which they lack fewest (the longer one of two alike), and that signature's length:
    /// one missing of three or more is still the app's export, two of four or more nearly
    /// (`ImportPresets.recognition`, `nearMiss`).
    func missing(_ headers: Set<String>) -> (headers: [String], of: Int) {
        let best = signatures.indices.min {
            (signatures[$0].subtracting(headers).count, -signatures[$0].count) < (signatures[$1].subtracting(headers).count, -signatures[$1].count)
        } ?? 0
        return (writtenSignatures[best].filter { !headers.contains(TextNormalizer.normalize($0)) }, signatures[best].count)
    }

    /// How many of `headers` (normalized) the preset maps or leaves out by name.
    func knownCount(_ headers: Set<String>) -> Int {
        headers.reduce(0) { $0 + (mapping.rules[$1] != nil ? 1 : 0) }
    }
}
