import Foundation
import KuriosaCore
import KuriosaExport

/// Reading `kuriosa export`'s options into `ExportOptions` and a format: only parsing and
/// naming mistakes; what the options mean (selection, order, paper, CSV style) is decided in
/// KuriosaExport (docs/cli.md, "kuriosa export").
extension ExportCommand.Options {
    /// `--language`, `--locale` and `--include-sensitive`, which `kuriosa labels` takes too.
    static let language = OptionKey.choice("language", ExportOptions.languages, "labels and words", default: "en")
    static let locale = OptionKey.text("locale", "LOCALE", "numbers, dates and money: en-US en-GB de-CH de-DE de-AT fr-FR it-IT "
                                       + "it-CH es-ES, or en de fr it es (default: the language's)")
    static let includeSensitive = OptionKey.flag("include-sensitive", "include sensitive fields and the calculations that use them")

    /// Selection and order, the same for `kuriosa labels`.
    static let collection = OptionKey.list("collection", "ID|NAME", "only this collection (repeatable; sub-collections as the template says)")
    static let tag = OptionKey.list("tag", "NAME", "pieces with this tag")
    static let place = OptionKey.list("place", "NAME", "pieces kept at this place or inside it")
    static let status = OptionKey.list("status", "STATUS", "in_collection lent_out at_service sold given_away lost (repeatable; owned pieces)")
    static let kind = OptionKey.list("kind", "owned|wish", "owned pieces, wishes (repeatable for both)")
    static let `where` = OptionKey.list("where", "FIELD=VALUE", "a field key or standard column compared with VALUE: = != < <= > >= ~ (contains); amounts as CHF 3000 (repeatable, all must hold)")
    static let sort = OptionKey.list("sort", "COLUMN[:desc]", "sort keys, most important first (repeatable): number, title, estimated_value, brand, …")
    static let selection: [any DeclaredOption] = [collection, tag, place, status, kind, `where`, sort]
}

extension ExportCommand {
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
        let named = args[Options.format]
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
        let language = args[Options.language]
        guard let given = args[Options.locale] else { return (language, nil) }
        guard let locale = NumberLocale.canonical(given) else {
            throw UsageError("--locale: unknown locale '\(given)' (known: \(NumberLocale.knownIdentifiers.joined(separator: ", ")))")
        }
        return (language, locale)
    }

    /// Selection and order: `--tag`, `--place`, `--status`, `--kind`, `--where`, `--sort`.
    static func filter(_ args: Arguments, into options: inout ExportOptions) throws {
        func list(_ key: OptionKey<[String]>) -> [String]? { args[key].isEmpty ? nil : args[key] }
        do {
            options.filter = ExportFilter(
                tags: list(Options.tag), places: list(Options.place), statuses: list(Options.status), kinds: list(Options.kind),
                conditions: try args[Options.where].map { try ExportFilter.condition(parsing: $0) })
            options.sort = try list(Options.sort)?.map { try ExportFilter.sortKey(parsing: $0) }
        } catch let error as ExportFilterError {
            throw UsageError(error.description)
        }
    }

    /// `--paper`, `--landscape`, `--portrait`. A built-in template's paper follows the
    /// locale (Letter in the US and Canada, A4 elsewhere); an own template keeps its own.
    static func paper(_ args: Arguments, template: ExportTemplate, into options: inout ExportOptions) throws {
        options.paper = .chosen(args[Options.paper], template: template, locale: options.locale)
        // --landscape with --portrait is refused by the table.
        if args[Options.landscape] { options.orientation = .landscape }
        if args[Options.portrait] { options.orientation = .portrait }
    }

    /// `--delimiter , | ; | tab` and `--decimal-mark . | ,` over what a spreadsheet program
    /// in an explicitly given `--locale` writes (`CSVStyle.usual`); only for CSV.
    static func csvStyle(_ args: Arguments, locale: String?, format: ExportTemplate.Format) throws -> CSVStyle {
        let delimiter = args[Options.delimiter]
        let mark = args[Options.decimalMark]
        if format != .csv, let option = delimiter != nil ? "--delimiter" : mark != nil ? "--decimal-mark" : nil {
            throw UsageError("\(option) is for CSV, not \(format.rawValue)")
        }
        var style = locale.map(CSVStyle.usual(forLocale:)) ?? .standard
        if let delimiter { style.delimiter = delimiter == "tab" ? "\t" : Character(delimiter) }
        if let mark { style.decimalMark = Character(mark) }
        return style
    }
}
