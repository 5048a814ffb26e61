import Foundation
import KuriosaCore
import KuriosaExport

/// Reading `kuriosa export`'s options into `ExportOptions` and a format: only parsing and
/// naming mistakes; what the options mean (selection, order, paper, CSV style) is decided in
/// KuriosaExport (docs/cli.md, "kuriosa export").
extension ExportCommand {
    /// The options that take a value, the repeatable ones and the flags.
    static let valuedOptions: Set<String> = [
        "template", "format", "output", "language", "locale", "units", "owner", "collection", "date",
        "tag", "place", "status", "kind", "where", "sort", "paper", "delimiter", "decimal-mark",
        "photos-dir", "documents-dir", "templates-file",
    ]
    static let repeatableOptions: Set<String> = ["collection", "tag", "place", "status", "kind", "where", "sort"]
    static let flagOptions: Set<String> = ["include-sensitive", "bom", "json", "landscape", "portrait", "sheet-per-collection"]

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
        let named = try args.choice("format", ExportTemplate.Format.allCases.map(\.rawValue)).flatMap(ExportTemplate.Format.init(rawValue:))
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
        let language = try args.choice("language", ExportOptions.languages) ?? "en"
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
        let papers = ExportTemplate.PDFOptions.Paper.allCases.map(\.rawValue)
        let asked = try args.choice("paper", papers).flatMap(ExportTemplate.PDFOptions.Paper.init(rawValue:))
        options.paper = .chosen(asked, template: template, locale: options.locale)
        if args.has("landscape") && args.has("portrait") { throw UsageError("--landscape and --portrait cannot both be given") }
        if args.has("landscape") { options.orientation = .landscape }
        if args.has("portrait") { options.orientation = .portrait }
    }

    /// `--delimiter , | ; | tab` and `--decimal-mark . | ,` over what a spreadsheet program
    /// in an explicitly given `--locale` writes (`CSVStyle.usual`); only for CSV.
    static func csvStyle(_ args: Arguments, locale: String?, format: ExportTemplate.Format) throws -> CSVStyle {
        let delimiter = try args.choice("delimiter", [",", ";", "tab"])
        let mark = try args.choice("decimal-mark", [".", ","])
        if format != .csv, let option = delimiter != nil ? "--delimiter" : mark != nil ? "--decimal-mark" : nil {
            throw UsageError("\(option) is for CSV, not \(format.rawValue)")
        }
        var style = locale.map(CSVStyle.usual(forLocale:)) ?? .standard
        if let delimiter { style.delimiter = delimiter == "tab" ? "\t" : Character(delimiter) }
        if let mark { style.decimalMark = Character(mark) }
        return style
    }
}
