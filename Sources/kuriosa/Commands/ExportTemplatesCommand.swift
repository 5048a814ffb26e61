import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// `kuriosa export-templates list|show|add|remove`: the built-in export templates and the
/// library's own ones (table `export_template`; not recorded in the history).
enum ExportTemplatesCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let json = OptionKey.flag("json", "list as JSON")
    }

    static let table = CommandTable(
        name: "export-templates", summary: "list, show, add or remove export templates",
        forms: [
            .init(actions: ["list"], [.library, .action, .option(Options.json)]),
            .init(actions: ["show"], [.library, .action, .argument(shown)]),
            .init(actions: ["add"], [.library, .action, .argument(file)]),
            .init(actions: ["remove"], [.library, .action, .argument(removed)]),
        ],
        about: """
        Lists the built-in export templates and the library's own (by the time they were added),
        shows one's JSON, adds one from a file (its id must start with "custom."; adding an id
        that exists replaces it), or removes an own one. The format is in docs/export-templates.md.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done, 2 error (nothing was written), 64 wrong usage.
        """)

    static let shown = ArgumentKey.one("ID|NAME")
    static let file = ArgumentKey.one("FILE.json")
    static let removed = ArgumentKey.one("ID")

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        switch args.action {
        case "list":
            let db = try options.open().session.db
            var rows: [Row] = []
            for name in BuiltinExportTemplates.names {
                if let t = try BuiltinExportTemplates.template(named: name) { rows.append(row(t, createdAt: nil)) }
            }
            for stored in try ExportTemplateRow.fetchAll(db) {
                let t = try ExportTemplate.decode(from: Data(stored.json.text.utf8))
                rows.append(row(t, createdAt: stored.createdAt))
            }
            if args[Options.json] { JSONOutput.print(["exportTemplates": rows]) } else {
                for r in rows {
                    Terminal.out("\(r.id)  \(r.name)  [\(r.formats.joined(separator: ", "))]")
                }
            }
        case "show":
            let name = args[shown]
            if let text = BuiltinExportTemplates.jsonText(id: name.hasPrefix("builtin.") ? name : "builtin." + name) {
                Terminal.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            } else {
                let db = try options.open().session.db
                var stored = try ExportTemplateRow.fetchOne(db, id: name)
                if stored == nil {
                    let named = try ExportTemplateRow.fetchAll(db).filter {
                        (try? ExportTemplate.decode(from: Data($0.json.text.utf8)))?.isNamed(name) == true
                    }
                    if named.count > 1 {
                        throw UsageError("'\(name)' is the name of several own templates (\(named.map(\.id).joined(separator: ", "))); give the ID")
                    }
                    stored = named.first
                }
                guard let stored else { throw StoreError.notFound(what: "export template \(name)") }
                Terminal.out(stored.json.text)
            }
        case "add":
            let path = args[file]
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let template = try validated(data, file: path)
            guard template.id.hasPrefix("custom.") else { throw UsageError("\(path): an own export template's id starts with \"custom.\"") }
            let opened = try options.open()
            let text = String(decoding: data, as: UTF8.self)
            // Added or replaced by what the catalog holds now, under the lock (docs/store.md#the-writer-rule).
            try opened.session.exclusively { save in
                let now = Timestamp.now()
                if var existing = try ExportTemplateRow.fetchOne(opened.session.db, id: template.id) {
                    existing.json = try JSONText(parsing: text)
                    existing.updatedAt = now
                    try existing.update(opened.session.db)
                } else {
                    try ExportTemplateRow(id: template.id, json: try JSONText(parsing: text), createdAt: now, updatedAt: now).insert(opened.session.db)
                }
                try save()
            }
            Terminal.note("Added export template \(template.id)")
        case "remove":
            let id = args[removed]
            let opened = try options.open()
            try opened.session.exclusively { save in
                guard try ExportTemplateRow.fetchOne(opened.session.db, id: id) != nil else {
                    throw StoreError.notFound(what: "export template \(id) (built-ins cannot be removed)")
                }
                try ExportTemplateRow.delete(opened.session.db, id: id, at: Timestamp.now())
                try save()
            }
            Terminal.note("Removed export template \(id)")
        default:
            preconditionFailure("the table's actions and this switch disagree")
        }
        return .success
    }

    /// A template as `list` shows it (`--json`: `{"exportTemplates": [Row]}`).
    struct Row: Encodable {
        let id: String
        let name: String
        let formats: [String]
        let builtin: Bool
        @NullIfAbsent var createdAt: String?
    }

    static func row(_ t: ExportTemplate, createdAt: String?) -> Row {
        Row(id: t.id, name: t.name.text(for: "en"), formats: t.formats.map(\.rawValue), builtin: t.isBuiltin, createdAt: createdAt)
    }

    /// Reads and checks a template document (`ExportTemplateResolution.validated`).
    static func validated(_ data: Data, file: String) throws -> ExportTemplate {
        do { return try ExportTemplateResolution.validated(data, file: file) } catch { throw CommandFailure(error.description) }
    }

    /// `--template`, by the export's rule (`ExportTemplateResolution.resolve`): a name nothing
    /// or several own templates have is wrong usage, a document that does not validate an error.
    static func resolve(_ name: String, db: Database) throws -> ExportTemplate {
        do { return try ExportTemplateResolution.resolve(name, db: db) } catch let failure as ExportTemplateResolution.Failure {
            switch failure {
            case .usage(let message): throw UsageError(message)
            case .invalid(let message): throw CommandFailure(message)
            }
        }
    }
}
