import Foundation
#if canImport(Glibc)
import Glibc
#endif
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// `kuriosa export LIBRARY --template … --format csv|html|pdf|xlsx -o FILE`: renders a library
/// through an export template.
enum ExportCommand: Command {
    static let table = CommandTable(
        name: "export", summary: "render a library as CSV, HTML, PDF or XLSX through an export template",
        usage: ["kuriosa export LIBRARY --template NAME|FILE.json|ID -o FILE|- [options]"],
        about: """
        Renders the library (or some collections of it) through an export template: the built-ins
        spreadsheet (CSV that imports back, or the same as a typed XLSX workbook), inventory (printable list by collection), insurance
        (cover, summary with a chart, a page per piece) and wishlist, a template file, or one
        kept in the library by its ID or name (see 'kuriosa export-templates'). Deleted pieces
        are never exported.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Option("template", .text("NAME|FILE|ID", .file), "spreadsheet, inventory, insurance, wishlist, a .json file, or an own template's ID or name"),
                Option("format", .choice(ExportTemplate.Format.allCases.map(\.rawValue)),
                       "default: what -o's extension names (.csv .html .htm .pdf .xlsx), else the template's first"),
                Option("output", .text("FILE|-", .file), "where to write; '-' is standard output (CSV and HTML only)", short: "o"),
                language, locale,
                Option("units", .choice(["metric", "imperial"]), "measurements", default: "metric"),
                includeSensitive,
                Option("owner", .text("NAME"), "the owner's name on a cover page"),
                Option("date", .text("YYYY-MM-DD"), "the date printed on the report (default today)"),
                Option("json", "print a JSON summary of what was written (insurance: with claimGaps, changes)"),
            ]),
            .init("Insurance report only (docs/insurance-report.md):", [
                Option("since", .text("YYYY-MM-DD"), "add \"Changes since\": pieces added, gone, valued again; totals per currency"),
                Option("since-report", .text("FILE.json", .file), "the same, compared with the sidecar an earlier report wrote"),
                Option("sidecar", .text("FILE.json", .file), "write this report's sidecar (day, totals, each piece's value)"),
                Option("stale-after", .text("3y|18m|6w|400d"), "valuations older than this are listed as stale", default: "3y"),
                Option("item-limit", .text("\"CHF 5000\""), "list pieces worth more as scheduled items (repeatable, one per currency)",
                       repeatable: true),
            ]),
            .init("""
            Selection and order (a list given replaces the template's; the values of one option are
            alternatives, different options must all hold):
            """, selection),
            .init("Paper (PDF and the HTML's print style):", [
                Option("paper", .choice(ExportTemplate.PDFOptions.Paper.allCases.map(\.rawValue)),
                       "default: the own template's paper; for built-ins Letter in the US and Canada, else A4"),
                Option("landscape", "the orientation (default: the template's)"),
                Option("portrait", "the other orientation"),
            ]),
            .init("CSV:", [
                Option("bom", "start a CSV with a byte order mark (for Excel)"),
                Option("delimiter", .choice([",", ";", "tab"]), "between cells (default ','; ';' with a --locale whose decimal mark is a comma)"),
                Option("decimal-mark", .choice([".", ","]), "in number and money cells (default '.'; the --locale's when given)"),
            ]),
            .init("XLSX (typed cells; docs/export-templates.md, \"XLSX\"):", [
                Option("sheet-per-collection", "a sheet per collection, with the columns its pieces fill (default: one sheet)"),
                Option("photos-dir", .text("DIR", .directory), "CSV/XLSX: write every photo of the pieces into DIR as stored (K-0001-1.jpg, "
                       + "main photo first) and name them in a Photos column; import --photos-dir DIR reads them back"),
                Option("documents-dir", .text("DIR", .directory), "the same for documents (receipts), in a Documents column (K-0001-1.pdf)"),
                Option("templates-file", .text("FILE.json", .file), "also write the exported collections with their templates, for "
                       + "import --create-collections --templates-file into another library (docs/import.md)"),
            ]),
        ],
        footer: """
        Exit codes: 0 written, 2 error (nothing was written), 64 wrong usage (an unknown option,
        template, format, locale, language, field, column, status, tag or place; -o's extension
        against --format).
        """)

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args, positional: args.positionals.first)
        if args.positionals.count > 1 { throw UsageError("unexpected argument '\(args.positionals[1])'") }
        guard let templateName = args.value("template") else { throw UsageError("missing --template") }
        guard let output = args.value("output") else { throw UsageError("missing -o FILE (or - for standard output)") }
        let (language, locale) = try languageAndLocale(args)
        let units = args.choice("units").flatMap(MeasurementDisplay.System.init(rawValue:)) ?? .metric
        let date = args.value("date") ?? String(Timestamp.now().prefix(10))
        guard date.count == 10, ExportValueTextCheck.isDay(date) else { throw UsageError("--date takes YYYY-MM-DD, not '\(date)'") }
        let insurance = try insuranceOptions(args, output: output)
        let readAt = Timestamp.now() // before the catalog is read: later entries are changes since this report
        var exportOptions = ExportOptions(
            language: language, locale: locale, units: units, includeSensitive: args.has("include-sensitive"),
            owner: args.value("owner"), collections: args.all("collection").isEmpty ? nil : args.all("collection"), date: date)
        try filter(args, into: &exportOptions)

        let opened = try options.open()
        let template = try ExportTemplatesCommand.resolve(templateName, db: opened.session.db)
        try checkInsuranceOptions(args, template: template)
        let format = try format(args, output: output, template: template)
        if output == "-" && (format == .pdf || format == .xlsx) {
            throw UsageError("a \(format.rawValue.uppercased()) cannot go to standard output: give -o FILE.\(format.rawValue)")
        }
        if args.has("sheet-per-collection") && format != .xlsx {
            throw UsageError("--sheet-per-collection is for XLSX, not \(format.rawValue)")
        }
        try paper(args, template: template, into: &exportOptions)
        exportOptions.csv = try csvStyle(args, locale: locale, format: format)
        let catalog = try ExportCatalog(db: opened.session.db)
        let builder = ExportBuilder(catalog: catalog, template: template, options: exportOptions)
        var document: ExportDocument
        do { document = try builder.build() } catch let error as ExportFilterError { throw UsageError(error.description) }
        if template.id == "builtin.insurance" {
            try InsuranceReport.attach(to: &document, builder: builder, options: insurance, db: opened.session.db)
        }
        let media: any ExportMediaSource = opened.library ?? NoMedia()
        let pieces = document.pieces.count
        // The photo and document files beside a spreadsheet, and their columns
        // (docs/export-templates.md#csv).
        var fileColumns: [ExportColumn] = []
        for (option, kind) in [("photos-dir", ExportFiles.Kind.photos), ("documents-dir", .documents)] {
            guard let folder = args.value(option) else { continue }
            guard format == .csv || format == .xlsx else { throw UsageError("--\(option) is for CSV and XLSX, not \(format.rawValue)") }
            do {
                fileColumns.append(try ExportFiles.write(kind, of: &document, media: media, to: URL(fileURLWithPath: folder, isDirectory: true)))
            } catch let error as ExportError { throw CommandFailure(error.description) }
        }
        if let path = args.value("templates-file") {
            try write(try builder.templatesFile(db: opened.session.db), to: path)
        }

        switch format {
        case .csv:
            try write(CSVRenderer.render(document, columns: document.csvColumns + fileColumns, bom: args.has("bom")), to: output)
        case .html:
            try write(HTMLRenderer(document: document, media: media).render(), to: output)
        case .pdf:
            let progress = Progress("Exporting", total: pieces)
            try writeAtomically(to: output) { temp in
                try PDFRenderer(document: document, media: media, progress: { progress.update($0) }).render(to: temp)
            }
            progress.finish()
        case .xlsx:
            let columns = document.csvColumns + fileColumns
            try writeAtomically(to: output) { temp in
                try XLSXRenderer.write(document, columns: columns, sheetPerCollection: args.has("sheet-per-collection"), to: temp)
            }
        }
        if let sidecar = args.value("sidecar") { try writeSidecar(document, readAt: readAt, to: sidecar) }
        let where_ = output == "-" ? "standard output" : URL(fileURLWithPath: output).standardizedFileURL.path
        if args.has("json") {
            var summary: [String: Any] = ["output": where_, "format": format.rawValue, "template": template.id, "pieces": pieces,
                                          "groups": document.groups.count, "includesSensitive": exportOptions.includeSensitive]
            for (key, value) in document.insurance?.json ?? [:] { summary[key] = value.foundation }
            JSONOutput.print(summary)
        } else if output != "-" {
            Terminal.note(ExportStrings.word("wrote", language: language)
                .replacingOccurrences(of: "{pieces}", with: ExportStrings.counted(pieces, "piece", language: language, locale: exportOptions.locale))
                .replacingOccurrences(of: "{format}", with: format.rawValue.uppercased())
                .replacingOccurrences(of: "{path}", with: where_))
        }
        return .success
    }

    /// Lets `render` write a temporary file beside `output`, then renames it over the target,
    /// so a reader never sees half a PDF or workbook; the temporary file never stays behind.
    static func writeAtomically(to output: String, _ render: (URL) throws -> Void) throws {
        let url = URL(fileURLWithPath: output)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: temp) }
        try render(temp)
        guard rename(temp.path, url.path) == 0 else {
            throw StoreError.io(path: url.path, operation: "rename", errno: errno)
        }
    }

    /// Writes the file atomically, or to standard output for `-`.
    static func write(_ data: Data, to output: String) throws {
        if output == "-" {
            FileHandle.standardOutput.write(data)
        } else {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        }
    }
}

/// Checks a `--date` value is a real calendar day.
enum ExportValueTextCheck {
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), parts[2] >= 1 else { return false }
        var components = DateComponents()
        components.year = parts[0]; components.month = parts[1]; components.day = parts[2]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: components) else { return false }
        return calendar.component(.day, from: date) == parts[2]
    }
}
