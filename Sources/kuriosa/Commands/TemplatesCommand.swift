import Foundation
import KuriosaCore
import KuriosaExport

/// `kuriosa templates list|show|validate`: the built-in collection templates, and a check of
/// a template document before it is used for an import.
enum TemplatesCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let language = OptionKey.choice("language", ["en", "de", "fr", "it", "es"], "the templates' names and groups (list)", default: "en")
        static let json = OptionKey.flag("json", "print JSON instead of text")
    }

    static let table = CommandTable(
        name: "templates", summary: "list or show the built-in templates, validate a template document",
        forms: [
            .init(actions: ["list"], [.action, .option(Options.language), .option(Options.json)]),
            .init(actions: ["show"], [.action, .argument(id), .option(Options.json)]),
            .init(actions: ["validate"], [.action, .argument(file), .option(Options.json)]),
        ],
        about: """
          list       the built-in templates in the groups of "New collection", then those offered
                     only as sub-collections, then the wishlist's
          show ID    the template document (builtin.watch, …) as JSON
          validate   checks a template document against every rule of the template format and
                     lists every problem with its field and rule
        """,
        sections: [
            .init([
                Options.language,
                Options.json,
            ]),
        ],
        footer: """
        Exit codes: 0 done (validate: the template is valid), 1 validate found problems,
        2 error (unknown ID, unreadable or malformed file), 64 wrong usage.
        """)

    static let id = ArgumentKey.one("ID")
    static let file = ArgumentKey.one("FILE.json")

    static func run(_ args: Arguments) throws -> ExitCode {
        let sub = args.action ?? ""
        let language = args[Options.language]
        switch sub {
        case "list":
            return try list(language: language, json: args[Options.json])
        case "show":
            let id = args[Self.id]
            guard let text = BuiltinTemplates.jsonText(id: id) else {
                throw CommandFailure("no built-in template '\(id)'; 'kuriosa templates list' shows them")
            }
            if args[Options.json] {
                Terminal.out(text)
            } else {
                Terminal.out(try JSONOutput.pretty(text))
            }
            return .success
        case "validate":
            let path = args[file]
            guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
            let template: Template
            do { template = try Template.decode(from: data) } catch { throw CommandFailure("\(path): \(error)") }
            let issues = TemplateValidator.validate(template)
            if args[Options.json] {
                JSONOutput.print(Validation(file: path, id: template.id, valid: issues.isEmpty,
                                            issues: issues.map { .init(field: $0.fieldKey, rule: $0.rule.rawValue, message: $0.message) }))
            } else if issues.isEmpty {
                Terminal.out("\(path): \(template.id) is a valid template (\(template.fields.count) fields).")
            } else {
                Terminal.out("\(path): \(issues.count) problem(s) in \(template.id):")
                for i in issues { Terminal.out("  \(i.fieldKey.map { "field \($0): " } ?? "")\(i.message) [\(i.rule.rawValue)]") }
            }
            return issues.isEmpty ? .success : .problemsFound
        default:
            throw UsageError("unknown templates command '\(sub)' (list, show or validate)")
        }
    }

    /// `validate --json`.
    struct Validation: Encodable {
        struct Issue: Encodable {
            @NullIfAbsent var field: String?
            let rule: String
            let message: String
        }

        let file: String
        let id: String
        let valid: Bool
        let issues: [Issue]
    }

    /// `list --json`.
    struct Groups: Encodable {
        struct Group: Encodable {
            let name: String
            let templates: [Entry]
        }

        struct Entry: Encodable {
            let id: String
            let version: Int
            let name: String
            let icon: String
            let fields: Int
        }

        let groups: [Group]
    }

    static func list(language: String, json: Bool) throws -> ExitCode {
        var groups: [(String, [String])] = TemplateGroup.allCases.map { ($0.name(language: language), $0.templateIDs) }
        groups.append((ExportStrings.word("offeredAsSubcollections", language: language), BuiltinTemplates.suggestionOnlyIDs))
        groups.append((ExportStrings.word("wishlistFields", language: language), [BuiltinTemplates.wishlistID]))
        if json {
            JSONOutput.print(Groups(groups: try groups.map { g in
                Groups.Group(name: g.0, templates: try g.1.compactMap { id in
                    guard let t = try BuiltinTemplates.template(id: id) else { return nil }
                    return .init(id: id, version: t.version, name: t.name.text(for: language), icon: t.icon, fields: t.fields.count)
                })
            }))
            return .success
        }
        for (name, ids) in groups {
            Terminal.out(name)
            for id in ids {
                guard let t = try BuiltinTemplates.template(id: id) else { continue }
                Terminal.out("  " + id.padding(toLength: 24, withPad: " ", startingAt: 0) + t.name.text(for: language)
                             + "  (" + ExportStrings.counted(t.fields.count, "field", language: language, locale: ExportOptions.defaultLocale(language))
                             + (t.counts ? ", " + countedIn(t, language: language) : "") + ")")
            }
        }
        return .success
    }

    /// "counted in bottles" (the template's own name for its units), or "counts pieces" when it
    /// has none: wine counts bottles, not pieces.
    static func countedIn(_ template: Template, language: String) -> String {
        guard let unit = template.quantity?.other?.text(for: language), !unit.isEmpty else {
            return ExportStrings.word("countsPieces", language: language)
        }
        return ExportStrings.word("countedIn", language: language).replacingOccurrences(of: "{unit}", with: unit)
    }
}
