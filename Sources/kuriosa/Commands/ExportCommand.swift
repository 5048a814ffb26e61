import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// `kuriosa export LIBRARY --template … --format csv|html|pdf|xlsx -o FILE`: renders a library
/// through an export template.
enum ExportCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let template = OptionKey.required("template", "NAME|FILE|ID", .exportTemplates(BuiltinExportTemplates.names), "spreadsheet, inventory, insurance, wishlist, a .json file, or an own template's ID or name")
        static let format = OptionKey.choice("format", ExportTemplate.Format.self, "default: what -o's extension names (.csv .html .htm .pdf .xlsx), else the template's first")
        static let output = OptionKey.required("output", "FILE|-", .file, "where to write; '-' is standard output (CSV and HTML only)", short: "o")
        static let units = OptionKey.choice("units", MeasurementDisplay.System.self, "measurements", default: .metric)
        static let owner = OptionKey.text("owner", "NAME", "the owner's name on a cover page")
        static let date = OptionKey.value("date", "YYYY-MM-DD", CalendarDay.self, "the date printed on the report (default today)")
        static let json = OptionKey.flag("json", "print a JSON summary of what was written (insurance: with claimGaps, changes)")
        static let since = OptionKey.value("since", "YYYY-MM-DD", CalendarDay.self, "add \"Changes since\": pieces added, gone, valued again; totals per currency")
        static let sinceReport = OptionKey.text("since-report", "FILE.json", .file, "the same, compared with the sidecar an earlier report wrote")
        static let sidecar = OptionKey.text("sidecar", "FILE.json", .file, "write this report's sidecar (day, totals, each piece's value)")
        static let layout = OptionKey.choice("layout", InsuranceOptions.Layout.self,
                                             "insurance PDF: a page per piece (pages), one schedule table (schedule), or pages for pieces with photos or documents and a schedule for the others (mixed, the default)")
        static let staleAfter = OptionKey.value("stale-after", "3y|18m|6w|400d", StalePeriod.self, "valuations older than this are listed as stale", default: "3y")
        static let itemLimit = OptionKey.list("item-limit", "\"CHF 5000\"", "list pieces worth more as scheduled items (repeatable, one per currency)")
        static let paper = OptionKey.choice("paper", ExportTemplate.PDFOptions.Paper.self, "default: the own template's paper; for built-ins Letter in the US and Canada, else A4")
        static let landscape = OptionKey.flag("landscape", "the orientation (default: the template's)")
        static let portrait = OptionKey.flag("portrait", "the other orientation")
        static let bom = OptionKey.flag("bom", "start a CSV with a byte order mark (for Excel)")
        static let delimiter = OptionKey.choice("delimiter", [",", ";", "tab"], "between cells (default ','; with --locale, that locale's list separator: ';' for de-CH, de-DE, fr-FR, …)")
        static let decimalMark = OptionKey.choice("decimal-mark", [".", ","], "in number and money cells (default '.'; the --locale's when given)")
        static let currencyColumns = OptionKey.flag("currency-columns", "CSV: each money column as an amount column and a currency column (XLSX always)")
        static let sheetPerCollection = OptionKey.flag("sheet-per-collection", "a sheet per collection, with the columns its pieces fill (default: one sheet)")
        static let photosDir = OptionKey.text("photos-dir", "DIR", .directory, "CSV/XLSX: write every photo of the pieces into DIR as stored (K-0001-1.jpg, "
                       + "main photo first) and name them in a Photos column; import --photos-dir DIR reads them back")
        static let documentsDir = OptionKey.text("documents-dir", "DIR", .directory, "the same for documents (receipts), in a Documents column (K-0001-1.pdf)")
        static let templatesFile = OptionKey.text("templates-file", "FILE.json", .file, "also write the exported collections with their templates, for "
                       + "import --create-collections --templates-file into another library (docs/import.md)")
    }

    static let table = CommandTable(
        name: "export", summary: "render a library as CSV, HTML, PDF or XLSX through an export template",
        forms: [.init([.library, .required(Options.template), .required(Options.output), .others])],
        about: """
        Renders the library (or some collections of it) through an export template: the built-ins
        spreadsheet (CSV that imports back, or the same as a typed XLSX workbook), inventory (printable list by collection), insurance
        (cover, summary with a chart, a page per piece) and wishlist, a template file, or one
        kept in the library by its ID or name (see 'kuriosa export-templates'). Deleted pieces
        are never exported. The spreadsheet's last column, Export stamp, is each piece's last
        change: imported back later, a row whose piece changed since is a conflict, not an
        update (docs/import.md, "An older export: conflicts"). It also writes Price per unit
        (counted collections), Valued on (the day of the estimated value) and Status, which
        the import reads back.
        """,
        sections: [
            .library(),
            .init("Options:", [
                Options.template,
                Options.format,
                Options.output,
                Options.language, Options.locale,
                Options.units,
                Options.includeSensitive,
                Options.owner,
                Options.date,
                Options.json,
            ]),
            .init("Insurance report only (docs/insurance-report.md):", [
                Options.since,
                Options.sinceReport,
                Options.sidecar,
                Options.layout,
                Options.staleAfter,
                Options.itemLimit,
            ]),
            .init("""
            Selection and order (a list given replaces the template's; the values of one option are
            alternatives, different options must all hold):
            """, Options.selection),
            .init("Paper (PDF and the HTML's print style):", [
                Options.paper,
                Options.landscape,
                Options.portrait,
            ]),
            .init("CSV:", [
                Options.bom,
                Options.delimiter,
                Options.decimalMark,
                Options.currencyColumns,
            ]),
            .init("XLSX (typed cells; docs/export-templates.md, \"XLSX\"):", [
                Options.sheetPerCollection,
                Options.photosDir,
                Options.documentsDir,
                Options.templatesFile,
            ]),
        ],
        footer: """
        Exit codes: 0 written, 2 error (nothing was written), 64 wrong usage (an unknown option,
        template, format, locale, language, field, column, status, tag or place; -o's extension
        against --format), 130 interrupted (nothing was written).
        """,
        exclusive: [[Options.landscape, Options.portrait], [Options.since, Options.sinceReport]])

    static func run(_ args: Arguments) throws -> ExitCode {
        let options = try LibraryOptions(args)
        let templateName = args[Options.template], output = args[Options.output]
        try OutputPaths.refuseInsideLibrary([("-o", output), ("--sidecar", args[Options.sidecar]), ("--photos-dir", args[Options.photosDir]),
                                             ("--documents-dir", args[Options.documentsDir]), ("--templates-file", args[Options.templatesFile])])
        let (language, locale) = try languageAndLocale(args)
        let units = args[Options.units]
        let date = args[Options.date]?.text ?? String(Timestamp.now().prefix(10))
        let insurance = try insuranceOptions(args, output: output)
        let readAt = Timestamp.now() // before the catalog is read: later entries are changes since this report
        var exportOptions = ExportOptions(
            language: language, locale: locale, units: units, includeSensitive: args[Options.includeSensitive],
            owner: args[Options.owner], collections: args[Options.collection].isEmpty ? nil : args[Options.collection], date: date)
        try filter(args, into: &exportOptions)

        let opened = try options.open()
        let template = try ExportTemplatesCommand.resolve(templateName, db: opened.session.db)
        try checkInsuranceOptions(args, template: template)
        let format = try format(args, output: output, template: template)
        if output == "-" && (format == .pdf || format == .xlsx) {
            throw UsageError("a \(format.rawValue.uppercased()) cannot go to standard output: give -o FILE.\(format.rawValue)")
        }
        if args[Options.currencyColumns] && format != .csv {
            throw UsageError("--currency-columns is for CSV (an XLSX always has them), not \(format.rawValue)")
        }
        if args[Options.sheetPerCollection] && format != .xlsx {
            throw UsageError("--sheet-per-collection is for XLSX, not \(format.rawValue)")
        }
        try paper(args, template: template, into: &exportOptions)
        exportOptions.csv = try csvStyle(args, locale: locale, format: format)
        let catalog = try ExportCatalog(db: opened.session.db, template: template)
        let builder = ExportBuilder(catalog: catalog, template: template, options: exportOptions)
        var document: ExportDocument
        do { document = try builder.build() } catch let error as ExportFilterError { throw UsageError(error.description) }
        if template.isInsuranceReport {
            try InsuranceReport.attach(to: &document, builder: builder, options: insurance, db: opened.session.db)
        }
        let media: any ExportMediaSource = opened.library ?? NoMedia()
        let pieces = document.pieces.count
        // The photo and document files beside a spreadsheet, and their columns
        // (docs/export-templates.md#csv).
        var fileColumns: [ExportColumn] = []
        for (option, kind) in [(Options.photosDir, ExportFiles.Kind.photos), (Options.documentsDir, .documents)] {
            guard let folder = args[option] else { continue }
            guard format == .csv || format == .xlsx else {
                throw UsageError("--\(option.option.name) is for CSV and XLSX, not \(format.rawValue)")
            }
            do {
                fileColumns.append(try ExportFiles.write(kind, of: &document, media: media, to: URL(fileURLWithPath: folder, isDirectory: true)))
            } catch let error as ExportError { throw CommandFailure(error.description) }
        }
        if let path = args[Options.templatesFile] {
            try write(try builder.templatesFile(db: opened.session.db), to: path)
        }

        var undrawn = [String]()
        switch format {
        case .csv:
            var columns = document.csvColumns + fileColumns
            if args[Options.currencyColumns] { columns = ExportColumn.splittingMoney(columns, language: language) }
            try write(CSVRenderer.render(document, columns: columns, bom: args[Options.bom]), to: output)
        case .html:
            try write(HTMLRenderer(document: document, media: media).render(), to: output)
        case .pdf:
            let progress = Progress("Exporting", total: pieces)
            let renderer = try PDFRenderer(document: document, media: media, progress: { progress.update($0) })
            try writeAtomically(to: output) { temp in
                try TemporaryFileInterrupt.during(temp, output: output) { try renderer.render(to: temp) }
            }
            progress.finish()
            undrawn = renderer.undrawnPictures
        case .xlsx:
            let columns = document.csvColumns + fileColumns
            try writeAtomically(to: output) { temp in
                try TemporaryFileInterrupt.during(temp, output: output) {
                    try XLSXRenderer.write(document, columns: columns, sheetPerCollection: args[Options.sheetPerCollection], to: temp)
                }
            }
        }
        if let sidecar = args[Options.sidecar] { try writeSidecar(document, readAt: readAt, to: sidecar) }
        if !undrawn.isEmpty, !args[Options.json] {
            Terminal.note("\(undrawn.count) picture\(undrawn.count == 1 ? "" : "s") could not be drawn and \(undrawn.count == 1 ? "is" : "are") left out "
                          + "(`kuriosa check --deep` says what is wrong with each file):")
            for line in undrawn { Terminal.note("  " + line) }
        }
        let where_ = output == "-" ? "standard output" : URL(fileURLWithPath: output).standardizedFileURL.path
        if args[Options.json] {
            JSONOutput.print(JSONOutput.Beside(
                base: Summary(output: where_, format: format.rawValue, template: template.id, pieces: pieces,
                              groups: document.groups.count, includesSensitive: exportOptions.includeSensitive, undrawnPictures: undrawn),
                extra: document.insurance?.json ?? [:]))
        } else if output != "-" {
            Terminal.note(ExportStrings.word("wrote", language: language)
                .replacingOccurrences(of: "{pieces}", with: ExportStrings.counted(pieces, "piece", language: language, locale: exportOptions.locale))
                .replacingOccurrences(of: "{format}", with: format.rawValue.uppercased())
                .replacingOccurrences(of: "{path}", with: where_))
        }
        return .success
    }

    /// Lets `render` write a temporary file beside `output`, then renames it over the target
    /// (`FileIO.writeAtomically`, the store's one way to replace a file), so a reader never
    /// sees half a PDF or workbook and the temporary file never stays behind. The file gets
    /// the usual mode of a new file (0666 less the umask), as before.
    static func writeAtomically(to output: String, _ render: (URL) throws -> Void) throws {
        try FileIO.writeAtomically(to: URL(fileURLWithPath: output), permissions: 0o666) { io in
            try render(URL(fileURLWithPath: io.path))
        }
    }

    /// Writes the file atomically, or to standard output for `-`.
    static func write(_ data: Data, to output: String) throws {
        if output == "-" {
            FileHandle.standardOutput.write(data)
        } else {
            try FileIO.writeAtomically(data, to: URL(fileURLWithPath: output), permissions: 0o666)
        }
    }
}
