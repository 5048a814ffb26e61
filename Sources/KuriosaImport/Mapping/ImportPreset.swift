import Foundation
import KuriosaCore

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
        for (header, table) in object["values"] as? [String: [String: Any]] ?? [:] {
            values[header] = table.mapValues { $0 as? String }
        }
        valueTables = values
        // Cells such as Discogs' `2xLP, Comp`: the count of a set in front of the word.
        for header in object["countPrefixed"] as? [String] ?? [] {
            guard let table = values[header] else { continue }
            for (word, option) in table {
                for count in 2...30 { values[header]?["\(count)x\(word)"] = option }
            }
        }
        var mapping = try ColumnMapping(entries, values: values, reasons: reasons)
        for (header, targets) in object["alsoInto"] as? [String: String] ?? [:] {
            guard case .target(let target) = try ColumnMapping([header: targets]).rules.values.first else { continue }
            mapping.also[TextNormalizer.normalize(header), default: []].append(target)
        }
        self.mapping = mapping
        currencyColumns = Dictionary((object["currencyColumns"] as? [String: String] ?? [:]).map {
            (TextNormalizer.normalize($0.key), TextNormalizer.normalize($0.value))
        }) { first, _ in first }
        minorUnits = Set((object["minorUnits"] as? [String] ?? []).map(TextNormalizer.normalize))
        currency = object["currency"] as? String
    }

    /// True when every header of the signature is one of `headers` (normalized).
    func matches(_ headers: Set<String>) -> Bool {
        signature.isSubset(of: headers)
    }
}
