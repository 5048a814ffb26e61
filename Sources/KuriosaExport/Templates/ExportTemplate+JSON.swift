import Foundation
import KuriosaCore

/// Why an export template document does not read; the path names the key at fault
/// (`columns[3].field`), so a person knows what to fix.
public struct ExportTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

extension ExportTemplate {
    /// Reads an export template document (docs/export-templates.md). Unknown keys are errors:
    /// a misspelt `grouping` silently ignored would print the wrong report.
    /// - Throws: `ExportTemplateError` naming the key.
    public static func decode(from data: Data) throws -> ExportTemplate {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            throw ExportTemplateError(path: "export template", message: "not valid JSON: \(error)")
        }
        return try ExportTemplate(json: json)
    }

    public init(json: JSONValue) throws {
        let r = try Reader(json, path: "export template", known: [
            "id", "version", "name", "description", "formats", "selection", "grouping", "subtotals",
            "sort", "columns", "totals", "pdf",
        ])
        let id = try r.requiredString("id")
        let p = "export template \"\(id)\""
        let s = try r.object("selection", known: ["kinds", "statuses", "collections", "includeSubcollections", "tags", "places"])
        let selection = Selection(
            kinds: try s?.strings("kinds") ?? ["owned"], statuses: try s?.strings("statuses"),
            collections: try s?.strings("collections"),
            includeSubcollections: try s?.bool("includeSubcollections") ?? true,
            tags: try s?.strings("tags"), places: try s?.strings("places"))
        let t = try r.object("totals", known: ["count", "sums"])
        let sums = try (t?.strings("sums") ?? []).enumerated().map { index, name in
            guard let column = StandardColumn(exportName: name) else {
                throw ExportTemplateError(path: "\(p).totals.sums[\(index)]", message: "unknown standard column \"\(name)\"")
            }
            return column
        }
        let o = try r.object("pdf", known: ["layout", "paper", "orientation", "cover", "summary", "chart", "documents", "photosPerPiece"])
        let pdf = PDFOptions(
            layout: try o?.enumeration("layout", PDFOptions.Layout.self) ?? .table,
            paper: try o?.enumeration("paper", PDFOptions.Paper.self) ?? .a4,
            orientation: try o?.enumeration("orientation", PDFOptions.Orientation.self) ?? .portrait,
            cover: try o?.bool("cover") ?? false, summary: try o?.bool("summary") ?? false,
            chart: try o?.bool("chart") ?? false, documents: try o?.bool("documents") ?? false,
            photosPerPiece: try o?.int("photosPerPiece") ?? 3)
        let formats = try (r.strings("formats") ?? []).enumerated().map { index, name in
            guard let format = Format(rawValue: name) else {
                throw ExportTemplateError(path: "\(p).formats[\(index)]", message: "unknown format \"\(name)\" (csv, html, pdf, xlsx)")
            }
            return format
        }
        self.init(
            id: id, version: try r.int("version") ?? 1, name: try r.requiredLocalized("name"),
            description: try r.localized("description"), formats: formats, selection: selection,
            grouping: try r.enumeration("grouping", Grouping.self) ?? .none,
            subtotals: try r.bool("subtotals") ?? false,
            sort: try r.array("sort").enumerated().map { index, value in
                let k = try Reader(value, path: "\(p).sort[\(index)]", known: ["column", "descending"])
                return SortKey(column: try k.requiredString("column"), descending: try k.bool("descending") ?? false)
            },
            columns: try r.array("columns").enumerated().map { index, value in
                try ExportColumnSpec(json: value, path: "\(p).columns[\(index)]")
            },
            totals: Totals(count: try t?.bool("count") ?? true, sums: sums), pdf: pdf)
    }
}

extension ExportColumnSpec {
    init(json: JSONValue, path: String) throws {
        let r = try Reader(json, path: path, known: ["standard", "field", "wishField", "fields"])
        guard r.members.count == 1, let (key, value) = r.members.first else {
            throw ExportTemplateError(path: path, message: "a column has exactly one of standard, field, wishField or fields")
        }
        guard let text = value.stringValue else {
            throw ExportTemplateError(path: "\(path).\(key)", message: "expected a string")
        }
        switch key {
        case "standard":
            guard let column = StandardColumn(exportName: text) else {
                let names = StandardColumn.exportColumns.map(\.rawValue).joined(separator: ", ")
                throw ExportTemplateError(path: "\(path).standard", message: "unknown standard column \"\(text)\" (\(names))")
            }
            self = .standard(column)
        case "field": self = .field(text)
        case "wishField": self = .wishField(text)
        default:
            switch text {
            case "highlights": self = .highlights
            case "all": self = .allFields
            case "importable": self = .importableFields
            case "identifying": self = .identifyingFields
            case "wishlist": self = .wishlistFields
            default:
                throw ExportTemplateError(path: "\(path).fields",
                                          message: "unknown field set \"\(text)\" (highlights, all, importable, identifying, wishlist)")
            }
        }
    }
}

/// Reads one JSON object member by member, naming the path in every error.
struct Reader {
    let members: [String: JSONValue]
    let path: String

    init(_ json: JSONValue, path: String, known: Set<String>) throws {
        guard let members = json.objectValue else {
            throw ExportTemplateError(path: path, message: "expected an object")
        }
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw ExportTemplateError(path: path, message: "unknown key \"\(unknown)\"")
        }
        self.members = members
        self.path = path
    }

    private func fail(_ key: String, _ message: String) -> ExportTemplateError {
        ExportTemplateError(path: "\(path).\(key)", message: message)
    }

    func requiredString(_ key: String) throws -> String {
        guard let value = members[key] else { throw fail(key, "is required") }
        guard let s = value.stringValue else { throw fail(key, "expected a string") }
        return s
    }

    func string(_ key: String) throws -> String? {
        guard let value = members[key], value != .null else { return nil }
        guard let s = value.stringValue else { throw fail(key, "expected a string") }
        return s
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = members[key], value != .null else { return nil }
        guard let b = value.boolValue else { throw fail(key, "expected true or false") }
        return b
    }

    func int(_ key: String) throws -> Int? {
        guard let value = members[key], value != .null else { return nil }
        guard let i = value.intValue else { throw fail(key, "expected a whole number") }
        return i
    }

    func strings(_ key: String) throws -> [String]? {
        guard let value = members[key], value != .null else { return nil }
        guard let array = value.arrayValue else { throw fail(key, "expected an array of strings") }
        return try array.enumerated().map { index, element in
            guard let s = element.stringValue else { throw fail("\(key)[\(index)]", "expected a string") }
            return s
        }
    }

    func array(_ key: String) throws -> [JSONValue] {
        guard let value = members[key], value != .null else { return [] }
        guard let array = value.arrayValue else { throw fail(key, "expected an array") }
        return array
    }

    func object(_ key: String, known: Set<String>) throws -> Reader? {
        guard let value = members[key], value != .null else { return nil }
        return try Reader(value, path: "\(path).\(key)", known: known)
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws -> E? where E.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = E(rawValue: text) else {
            throw fail(key, "unknown value \"\(text)\" (\(E.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    func localized(_ key: String) throws -> LocalizedText? {
        guard let value = members[key], value != .null else { return nil }
        guard let object = value.objectValue else { throw fail(key, "expected an object of language → text") }
        var texts: [String: String] = [:]
        for (language, text) in object {
            guard let s = text.stringValue else { throw fail("\(key).\(language)", "expected a string") }
            texts[language] = s
        }
        return LocalizedText(texts)
    }

    func requiredLocalized(_ key: String) throws -> LocalizedText {
        guard let text = try localized(key) else { throw fail(key, "is required") }
        return text
    }
}
