import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaLabels
import KuriosaStore

/// `kuriosa labels LIBRARY -o labels.pdf`: a sheet of labels, one a piece, each with its
/// number, title and a code the app finds it by; new codes are linked in one history batch.
enum LabelsCommand: Command {
    /// The options of the table below, read in `run` as `args[Options.…]`.
    enum Options {
        static let output = OptionKey.text("output", "FILE.pdf", .file, "where to write (atomically)", short: "o")
        static let sheet = OptionKey.text("sheet", "NAME", .words(((try? BuiltinLabelSheets.all()) ?? []).map { $0.id.dropFirst("builtin.".count).replacingOccurrences(of: "_", with: "-") } + ["custom"], files: false), "a preset (--list-sheets shows them all: avery-l7160 avery-l7163 avery-l7651 "
                       + "avery-5160 avery-5163 herma-4360 brother-dk22205 dymo-99012), or custom", default: "avery-l7160")
        static let code = OptionKey.choice("code", LabelSymbology.self, "the code (none prints text only, links nothing)", default: .qr)
        static let fields = OptionKey.text("fields", "KEY[,KEY]", "up to two more values under the title: field keys or standard columns (brand,reference; place)")
        static let payloadField = OptionKey.text("payload-field", "KEY", "print this field's value as the code (a serial number) where a piece has one, and link it")
        static let startAt = OptionKey.integer("start-at", "N", 1...Int.max, "leave the first N-1 labels of the first sheet free (used ones)", default: 1)
        static let offset = OptionKey.text("offset", "X,Y", "move everything X right and Y down (mm, or with in), for a printer that shifts the page; at most 20 mm")
        static let outlines = OptionKey.flag("outlines", "draw the labels' outlines too (plain paper, checking)")
        static let calibrate = OptionKey.flag("calibrate", "write a test page instead: every outline and a millimetre ruler")
        static let listSheets = OptionKey.flag("list-sheets", "list the sheet presets with their geometry")
        static let dryRun = OptionKey.flag("dry-run", "write the PDF but link nothing (new payloads stay unlinked)")
        static let json = OptionKey.flag("json", "print {\"output\", \"sheet\", \"code\", \"labels\", \"pages\", \"linked\", \"batchID\", \"dryRun\", "
                       + "\"items\": [{\"id\", \"number\", \"title\", \"payload\", \"new\"}], \"cut\", "
                       + "\"places\": [{\"id\", \"name\", \"path\", \"payload\", \"pieces\"}] (with --places)}")
        static let label = OptionKey.text("label", "WxH", "the label's size, e.g. 50x25mm or 2x1in (required)")
        static let grid = OptionKey.text("grid", "CxR", "columns and rows on a page, at most 1,000 labels", default: "1x1")
        static let margins = OptionKey.text("margins", "TOP,LEFT", "from the page's edge to the first label (default: centred)")
        static let gap = OptionKey.text("gap", "H,V", "between labels across and down", default: "0,0")
        static let paper = OptionKey.choice("paper", LabelSheet.Paper.self, "the page: A4, US Letter, or just the grid (a roll)", default: .a4)
        static let includeSensitive = OptionKey.flag("include-sensitive", "include sensitive fields (for sensitive --fields)")
        static let places = OptionKey.flag("places", "a label per place (box, shelf, tray) instead: the places named after LIBRARY, or every place")
        static let contents = OptionKey.integer("contents", "N", 0...50, "with --places: list the first N pieces inside under the count", default: 0)
    }

    static let table = CommandTable(
        name: "labels", summary: "print labels with QR, Data Matrix or Code 128 codes on sheets and rolls",
        forms: [
            .init([.library, .required(Options.output), .option(Options.sheet), .option(Options.code), .others],
                  surplusHint: "places are labelled with --places"),
            .init(when: Options.places, [.library, .required(Options.places), .argument(places), .required(Options.output),
                                         .option(Options.contents), .others]),
            .init(when: Options.calibrate, [.required(Options.calibrate), .required(Options.sheet), .required(Options.output)]),
            .init(when: Options.listSheets, [.required(Options.listSheets), .option(Options.json)]),
        ],
        about: """
        Prints a label for every piece the selection takes (by default the inventory's: owned
        pieces held, lent out or at service, by collection and number): the inventory number
        large, the title, up to two more fields, and a code. A piece with a code in the catalog
        (a code linked in the app or by 'kuriosa codes add') prints its first one; a piece
        without gets a new payload ("K1" and 16 random characters, docs/labels.md), and all new
        payloads are linked to their pieces in one history batch, so that scanning a label in
        the app finds its piece and 'kuriosa undo' takes the links back. Codes are drawn by
        libzint as vectors with their quiet zones; a code whose modules would be smaller than a
        phone reads at arm's length (0.5 mm for QR and Data Matrix, 0.25 mm bars for Code 128)
        is refused, naming the sheet. Long text shrinks to 5.5 pt, then ends with "…".

        With --places it labels the places instead (boxes, shelves, trays; each PLACE an ID, a
        path 'Home › Office › Safe' or a name one place has; none: every place): the place's
        name large, its path, how many of the selection's pieces it holds, inner places
        included, and with --contents N the first N of them. The code is "KP-" and the place's
        ID (docs/labels.md), derived and never stored, so nothing is linked; 'kuriosa find' of
        it lists the pieces inside.
        """,
        sections: [
            .library(writes: true),
            .init("Options:", [
                Options.output,
                Options.sheet,
                Options.code,
                Options.fields,
                Options.payloadField,
                Options.startAt,
                Options.offset,
                Options.outlines,
                Options.calibrate,
                Options.listSheets,
                Options.dryRun,
                Options.json,
            ]),
            .init("Places (box labels):", [
                Options.places,
                Options.contents,
            ]),
            .init("A custom sheet (--sheet custom):", [
                Options.label,
                Options.grid,
                Options.margins,
                Options.gap,
                Options.paper,
            ]),
            .init("Selection and order, as 'kuriosa export' (docs/cli.md):",
                  ExportCommand.Options.selection + [ExportCommand.Options.language, ExportCommand.Options.locale,
                                                     Options.includeSensitive]),
        ],
        footer: """
        Exit codes: 0 written, 2 error (nothing written, nothing linked), 64 wrong usage (an
        unknown sheet, option, field or code; a label too small for its code; a code of one
        piece that is another's), 130 interrupted while drawing (nothing written, nothing
        linked).
        """)

    /// With --places: the places to label (none: every place).
    static let places = ArgumentKey.any("PLACE")

    static func run(_ args: Arguments) throws -> ExitCode {
        if args[Options.listSheets] { return try listSheets(json: args[Options.json]) }
        let calibrate = args[Options.calibrate]
        guard let output = args[Options.output] else { throw UsageError("missing -o FILE.pdf") }
        guard output != "-" else { throw UsageError("a PDF cannot go to standard output: give -o FILE.pdf") }
        try OutputPaths.refuseInsideLibrary([("-o", output)])
        let sheet = try sheet(args)
        let options = try renderOptions(args, sheet: sheet, title: "Labels")
        if calibrate {
            try ExportCommand.writeAtomically(to: output) { try LabelRenderer(sheet: sheet, options: options).calibrate(to: $0.path) }
            if args[Options.json] { JSONOutput.print(Calibration(output: path(output), sheet: sheet.id)) }
            else { Terminal.note("Wrote the calibration page of \(sheet.name) to \(path(output))") }
            return .success
        }
        let library = try LibraryOptions(args)
        let placeLabels = args[Options.places]
        try checkPlaceOptions(args)
        let fields = args[Options.fields].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        let (language, locale) = try ExportCommand.languageAndLocale(args)
        var exportOptions = ExportOptions(language: language, locale: locale, includeSensitive: args[Options.includeSensitive],
                                          collections: args[ExportCommand.Options.collection].isEmpty ? nil : args[ExportCommand.Options.collection],
                                          date: String(Timestamp.now().prefix(10)))
        try ExportCommand.filter(args, into: &exportOptions)

        let opened = try library.open()
        let db = opened.session.db
        let items: [LabelItem]
        var places: [PlaceLabelSelection.PlaceLabel] = []
        do {
            if placeLabels {
                places = try PlaceLabelSelection(places: args[Self.places], contents: args[Options.contents])
                    .labels(db: db, options: exportOptions)
                items = places.map(\.item)
            } else {
                items = try LabelSelection(fields: fields, payloadField: args[Options.payloadField]).items(db: db, options: exportOptions)
            }
        } catch let error as ExportFilterError { throw UsageError(error.description) }
        catch let error as ExportError {
            // A cycle of collections is the library's fault, not the command line's.
            if case .cycle = error { throw error }
            throw UsageError(error.description)
        }
        catch LabelError.usage(let message) { throw UsageError(message) }
        let renderer = LabelRenderer(sheet: sheet, options: options)
        let link = !args[Options.dryRun] && options.symbology != .none
        let progress = Progress("Labels", total: items.count)
        var batchID: String?
        var linked = 0
        var losses: [LabelLoss] = []
        try ExportCommand.writeAtomically(to: output) { temp in
            do {
                try TemporaryFileInterrupt.during(temp, output: output) { losses = try renderer.render(items, to: temp.path) { progress.update($0) } }
            } catch LabelError.usage(let message) {
                progress.finish()
                throw UsageError(message)
            }
            progress.finish()
            let new = items.filter(\.isNew)
            guard link, !new.isEmpty else { return }
            // Linked under the package lock, on the catalog as the last writer saved it.
            let made = try opened.session.exclusively { save in
                let made = try ItemCodeLinks.link(new.map { ($0.itemID, $0.payload) }, name: HistoryBatchName(command: "labels", file: output),
                                                  device: DeviceIdentity.current(), in: db)
                try save()
                return made
            }
            batchID = made.batchID
            linked = made.made.count
        }
        let pages = items.isEmpty ? 1 : (options.startAt - 1 + items.count + sheet.labelsPerPage - 1) / sheet.labelsPerPage
        if args[Options.json] {
            JSONOutput.print(Written(output: path(output), sheet: sheet.id, code: options.symbology.rawValue, labels: items.count,
                                     pages: pages, linked: linked, batchID: batchID, dryRun: args[Options.dryRun],
                                     items: placeLabels ? [] : items.map { .init(id: $0.itemID, number: $0.number, title: $0.title,
                                                                                payload: $0.payload, new: $0.isNew) },
                                     places: places.map { .init(id: $0.item.itemID, name: $0.item.number ?? "", path: $0.path,
                                                                payload: $0.item.payload, pieces: $0.pieces) },
                                     cut: losses.map(Written.Cut.init)))
        } else {
            // Counts grouped as the export's "Wrote 5,030 pieces" (the messages are English).
            let count = { (n: Int) in NumberText.count(n, locale: "en-US") }
            var line = "Wrote \(count(items.count)) label\(items.count == 1 ? "" : "s") on \(count(pages)) page\(pages == 1 ? "" : "s") of \(sheet.name) to \(path(output))"
            if linked > 0 { line += "; linked \(linked) new code\(linked == 1 ? "" : "s") (undo: kuriosa undo --batch \(batchID ?? ""))" }
            else if args[Options.dryRun] && items.contains(where: \.isNew) { line += "; --dry-run: \(items.filter(\.isNew).count) new codes are not linked" }
            Terminal.note(line)
            if !losses.isEmpty {
                Terminal.note("\(count(losses.count)) label\(losses.count == 1 ? "" : "s") could not hold all their text at the smallest readable size "
                    + "(a larger sheet, fewer --fields or --code none leaves more room):")
                let paths = Dictionary(places.map { ($0.item.itemID, $0.path) }, uniquingKeysWith: { a, _ in a })
                for loss in losses { Terminal.note("  " + describe(loss, place: paths[loss.itemID])) }
            }
        }
        return .success
    }

    /// `K-0003 Black Bay 58: left off “Home › Bedroom”; cut “Tudor Heritage…”`.
    /// - Parameter place: a place's path, which names its label instead (`--places`).
    static func describe(_ loss: LabelLoss, place: String? = nil) -> String {
        // Long values are shortened here too, so that the list stays one line a label.
        func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(39)) + "…" : text }
        var parts: [String] = []
        if loss.titleCut { parts.append("title cut") }
        if !loss.cut.isEmpty { parts.append("cut " + loss.cut.map { "“\(short($0))”" }.joined(separator: ", ")) }
        if !loss.leftOff.isEmpty { parts.append("left off " + loss.leftOff.map { "“\(short($0))”" }.joined(separator: ", ")) }
        let name = place.map(short) ?? [loss.number, short(loss.title)].compactMap { $0 }.joined(separator: " ")
        return name + ": " + parts.joined(separator: "; ")
    }

    static func path(_ output: String) -> String { URL(fileURLWithPath: output).standardizedFileURL.path }

    static func listSheets(json: Bool) throws -> ExitCode {
        let sheets = try BuiltinLabelSheets.all()
        if json {
            JSONOutput.print(Sheets(sheets: sheets.map(Sheets.Sheet.init)))
        } else {
            for s in sheets {
                Terminal.out("\(String(s.id.dropFirst(8)).replacingOccurrences(of: "_", with: "-").padding(toLength: 18, withPad: " ", startingAt: 0))\(s.name.padding(toLength: 18, withPad: " ", startingAt: 0))\(s.description)")
            }
        }
        return .success
    }
}
