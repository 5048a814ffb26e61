import Foundation
import KuriosaCore
import KuriosaExport

/// Reading `kuriosa export`'s options into `ExportOptions` and a format: only parsing and
/// naming mistakes; what the options mean (selection, order, paper, CSV style) is decided in
/// KuriosaExport (docs/cli.md, "kuriosa export").
extension ExportCommand {
    /// `--language`, `--locale` and `--include-sensitive`, which `kuriosa labels` takes too.
    static let language = Option("language", .choice(ExportOptions.languages), "labels and words", default: "en")
    static let locale = Option("locale", .text("LOCALE"), "numbers, dates and money: en-US en-GB de-CH de-DE de-AT fr-FR it-IT "
                               + "it-CH es-ES, or en de fr it es (default: the language's)")
    static let includeSensitive = Option("include-sensitive", "include sensitive fields and the calculations that use them")

    /// Selection and order, the same for `kuriosa labels`.
    static let selection = [
        Option("collection", .text("ID|NAME"), "only this collection (repeatable; sub-collections as the template says)", repeatable: true),
        Option("tag", .text("NAME"), "pieces with this tag", repeatable: true),
        Option("place", .text("NAME"), "pieces kept at this place or inside it", repeatable: true),
        Option("status", .text("STATUS"), "in_collection lent_out at_service sold given_away lost (repeatable; owned pieces)", repeatable: true),
        Option("kind", .text("owned|wish"), "owned pieces, wishes (repeatable for both)", repeatable: true),
        Option("where", .text("FIELD=VALUE"), "a field key or standard column equals VALUE, case ignored (repeatable, all must hold)",
               repeatable: true),
        Option("sort", .text("COLUMN[:desc]"), "sort keys, most important first (repeatable): number, title, estimated_value, brand, …",
               repeatable: true),
    ]

    /// The format an output file's extension names (`.csv`, `.html`, `.htm`, `.pdf`, `.xlsx`, any
    /// case); nil for `-` and other extensions.
    static func format(ofFile output: String) -> ExportTemplate.Format? {
        guard output != "-" else { return nil }
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "csv": return .csv
        case "html", "htm": return .html
        case "pdf": return .pdf
        case "xlsx": return .xlsx
        default: return nil
        }
    }

    /// `--format`, else what `-o`'s extension names, else the template's first format; an
    /// extension that contradicts `--format`, or a format the template is not made for, is
    /// wrong usage naming both.
    static func format(_ args: Arguments, output: String, template: ExportTemplate) throws -> ExportTemplate.Format {
        let named = args.choice("format").flatMap(ExportTemplate.Format.init(rawValue:))
        let byFile = format(ofFile: output)
        if let named, let byFile, named != byFile {
            throw UsageError("-o \(output) names \(byFile.rawValue.uppercased()) but --format is \(named.rawValue)")
        }
        guard let format = named ?? byFile ?? template.formats.first else {
            throw UsageError("export template \(template.id) names no format")
        }
        guard template.formats.contains(format) else {
            throw UsageError("export template \(template.id) is made for \(template.formats.map(\.rawValue).joined(separator: ", ")), not \(format.rawValue)")
        }
        return format
    }

    /// `--language` and `--locale`: only known ones, never a silent fallback.
    static func languageAndLocale(_ args: Arguments) throws -> (language: String, locale: String?) {
        let language = args.choice("language") ?? "en"
        guard let given = args.value("locale") else { return (language, nil) }
        guard let locale = NumberLocale.canonical(given) else {
            throw UsageError("--locale: unknown locale '\(given)' (known: \(NumberLocale.knownIdentifiers.joined(separator: ", ")))")
        }
        return (language, locale)
    }

    /// Selection and order: `--tag`, `--place`, `--status`, `--kind`, `--where`, `--sort`.
    static func filter(_ args: Arguments, into options: inout ExportOptions) throws {
        func list(_ name: String) -> [String]? { args.all(name).isEmpty ? nil : args.all(name) }
        do {
            options.filter = ExportFilter(
                tags: list("tag"), places: list("place"), statuses: list("status"), kinds: list("kind"),
                conditions: try args.all("where").map { try ExportFilter.condition(parsing: $0) })
            options.sort = try list("sort")?.map { try ExportFilter.sortKey(parsing: $0) }
        } catch let error as ExportFilterError {
            throw UsageError(error.description)
        }
    }

    /// `--paper`, `--landscape`, `--portrait`. A built-in template's paper follows the
    /// locale (Letter in the US and Canada, A4 elsewhere); an own template keeps its own.
    static func paper(_ args: Arguments, template: ExportTemplate, into options: inout ExportOptions) throws {
        let asked = args.choice("paper").flatMap(ExportTemplate.PDFOptions.Paper.init(rawValue:))
        options.paper = .chosen(asked, template: template, locale: options.locale)
        if args.has("landscape") && args.has("portrait") { throw UsageError("--landscape and --portrait cannot both be given") }
        if args.has("landscape") { options.orientation = .landscape }
        if args.has("portrait") { options.orientation = .portrait }
    }

    /// `--delimiter , | ; | tab` and `--decimal-mark . | ,` over what a spreadsheet program
    /// in an explicitly given `--locale` writes (`CSVStyle.usual`); only for CSV.
    static func csvStyle(_ args: Arguments, locale: String?, format: ExportTemplate.Format) throws -> CSVStyle {
        let delimiter = args.choice("delimiter")
        let mark = args.choice("decimal-mark")
        if format != .csv, let option = delimiter != nil ? "--delimiter" : mark != nil ? "--decimal-mark" : nil {
            throw UsageError("\(option) is for CSV, not \(format.rawValue)")
        }
        var style = locale.map(CSVStyle.usual(forLocale:)) ?? .standard
        if let delimiter { style.delimiter = delimiter == "tab" ? "\t" : Character(delimiter) }
        if let mark { style.decimalMark = Character(mark) }
        return style
    }
}
