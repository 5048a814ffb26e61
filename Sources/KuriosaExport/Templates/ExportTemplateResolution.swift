import Foundation
import KuriosaStore

/// Which export template `--template NAME` means (docs/export-templates.md#command-line): a
/// built-in name, the ID of one kept in the library, a JSON file, or the name of one kept in the
/// library (in any of its languages, case ignored) — in that order. The rule is the export's,
/// not the command line's (#26: it lived in `kuriosa`'s ExportTemplatesCommand).
public enum ExportTemplateResolution {
    /// Why a name gives no template.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// Nothing has the name, or several own templates have it: wrong usage.
        case usage(String)
        /// A document that does not read or does not validate, every problem named.
        case invalid(String)

        public var description: String {
            switch self { case let .usage(m), let .invalid(m): m }
        }
    }

    /// Reads and checks a template document; every problem is named under `file`.
    public static func validated(_ data: Data, file: String) throws(Failure) -> ExportTemplate {
        let template: ExportTemplate
        do { template = try ExportTemplate.decode(from: data) } catch { throw .invalid("\(file): \(error)") }
        let problems = ExportTemplateValidator.problems(template)
        guard problems.isEmpty else {
            throw .invalid("\(file):\n" + problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        return template
    }

    /// The template `name` means in the library `db`.
    /// - Throws: `Failure.usage` for a name nothing has, or one several own templates have
    ///   (listing their IDs); `Failure.invalid` for a document that does not validate; the
    ///   store's errors reading the library.
    public static func resolve(_ name: String, db: Database) throws -> ExportTemplate {
        if let builtin = try BuiltinExportTemplates.template(named: name) { return builtin }
        if let stored = try ExportTemplateRow.fetchOne(db, id: name) {
            return try validated(Data(stored.json.text.utf8), file: "export template \(name) in the library")
        }
        if FileManager.default.fileExists(atPath: name) {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: name)) } catch { throw Failure.invalid("\(name): \(error.localizedDescription)") }
            return try validated(data, file: name)
        }
        let own = try ExportTemplateRow.fetchAll(db).compactMap { try? ExportTemplate.decode(from: Data($0.json.text.utf8)) }
        let named = own.filter { $0.isNamed(name) }
        if named.count > 1 {
            throw Failure.usage("--template: '\(name)' is the name of several own templates (\(named.map(\.id).joined(separator: ", "))); give the ID")
        }
        if let only = named.first { return try resolve(only.id, db: db) }
        throw Failure.usage("--template: '\(name)' is no built-in (\(BuiltinExportTemplates.names.joined(separator: ", "))), file, or own template's ID or name")
    }
}
