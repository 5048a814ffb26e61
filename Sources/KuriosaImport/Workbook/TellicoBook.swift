import Foundation
import KuriosaCore

/// A Tellico collection (`.tc`, a ZIP of `tellico.xml` and its pictures, or the bare XML):
/// the KDE cataloguing app for books, coins, stamps, wine, cards and more, whose users move
/// with the file they have (docs/import-apps.md, "Tellico"). Read into the records a sheet
/// gives, so that its entries come in through the preset of their collection's type like any
/// app's export.
///
/// - The sheet is the collection (named by its title), one row per entry in the file's order.
/// - The first column is the entry's id, headed by the collection's type (`Tellico coin ID`):
///   with `title`, which Tellico never lets a user delete, it is the preset's signature.
/// - A field's column is headed by its name where the type's preset knows it (`pur_price`,
///   the same in every language Tellico speaks), else by the title the collector sees
///   (`Mint location`), so a field of their own arrives as they named it.
/// - Several values are one cell (`a; b`, Tellico's own way of writing them), a table's rows
///   too (`1 – Intro – 3:12; 2 – …`), a date `2021-05-09`.
/// - A picture field's picture is a photo of the entry's piece; its cell stays empty.
/// - An entry on loan is `Lent out` since its loan date, with the borrower in `Lent to`.
struct TellicoBook {
    let path: String
    let date1904 = false
    let zipped: Bool
    let document: TellicoDocument

    /// Tellico's collection types (its `collection.h`) with a preset of their own: the word
    /// that heads the id column and the preset. Any other (custom, video, bibliography, file
    /// catalog) is read by the `tellico` preset into `builtin.blank`.
    static let kinds: [Int: (word: String, preset: String)] = [
        2: ("book", "tellico-books"), 4: ("music", "tellico-music"), 6: ("comic book", "tellico-comics"), 7: ("wine", "tellico-wine"),
        8: ("coin", "tellico-coins"), 9: ("stamp", "tellico-stamps"), 10: ("card", "tellico-cards"),
        11: ("video game", "tellico-videogames"), 13: ("board game", "tellico-boardgames"),
    ]

    static func preset(type: Int) -> String { kinds[type]?.preset ?? "tellico" }

    /// `Tellico coin ID`; `Tellico ID` for a type without a preset of its own.
    static func idHeader(type: Int) -> String { kinds[type].map { "Tellico \($0.word) ID" } ?? "Tellico ID" }

    /// The columns of the loans, where an entry is on loan.
    static let loanHeaders = (status: "Loan status", since: "Lent on", to: "Lent to")

    init(path: String, zipped: Bool) throws(CSVReadError) {
        self.path = path
        self.zipped = zipped
        document = try TellicoDocument.read(path: path, zipped: zipped)
    }

    /// The headers (normalized) the preset maps or leaves out, read from its document: the
    /// reader stays below the mapping (docs/architecture.md), which it only names.
    static func knownNames(preset: String) -> Set<String> {
        guard let text = ImportPresetData.documents[preset],
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [] }
        let columns = (object["columns"] as? [String: Any] ?? [:]).keys
        let leftOut = (object["leftOut"] as? [String: Any] ?? [:]).keys
        return Set((Array(columns) + Array(leftOut)).map(TextNormalizer.normalize))
    }

    /// One column of the sheet: what fills it and its header.
    private enum Source: Hashable {
        case id, field(String), status, since, lentTo
    }
}

extension TellicoBook: RecordBook {
    var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] {
        [(document.title.isEmpty ? "Collection" : document.title, false, true)]
    }

    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        let columns = self.columns()
        let archive = zipped ? try WorkbookArchive(path: path) : nil
        var cells: [Int: [Int: String]] = [1: Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($0, $1.header) })]
        var annotations: [CellAnnotation] = []
        let place = Dictionary(columns.enumerated().map { ($1.source, $0) }, uniquingKeysWith: { first, _ in first })
        for (offset, entry) in document.entries.enumerated() {
            let row = offset + 2
            var line: [Int: String] = [:]
            if let column = place[.id] { line[column] = entry.id }
            for (name, text) in entry.values {
                if let column = place[.field(name)], !CellTrimming.trim(text).isEmpty { line[column] = text }
            }
            if let loans = document.loans[entry.id], !loans.isEmpty {
                line[place[.status]!] = "Lent out"
                if let date = loans.map(\.date).filter({ !$0.isEmpty }).min() { line[place[.since]!] = date }
                line[place[.lentTo]!] = loans.map(Self.lent).joined(separator: "; ")
            }
            cells[row] = line
            for (field, id) in entry.pictures {
                guard let column = place[.field(field)] else { continue }
                annotations.append(picture(id, field: field, row: row, column: column, archive: archive))
            }
        }
        return SheetContents.pruned(cells, annotations: annotations, keeping: [Self.idHeader(type: document.type), "title"])
    }

    /// `Anna Keller (due 2025-03-01): with the red box`.
    private static func lent(_ loan: TellicoDocument.Loan) -> String {
        var text = loan.borrower.isEmpty ? "someone" : loan.borrower
        if !loan.due.isEmpty { text += " (due \(loan.due))" }
        let note = CellTrimming.trim(loan.note)
        return note.isEmpty ? text : text + ": " + note
    }

    /// The sheet's columns in order: the id, the fields (Tellico's derived `ID` left out: it is
    /// the id), elements no field names, and the loans' where an entry is on loan.
    private func columns() -> [(source: Source, header: String)] {
        let known = Self.knownNames(preset: Self.preset(type: document.type))
        var out: [(source: Source, header: String)] = [(.id, Self.idHeader(type: document.type))]
        var used: Set<String> = [TextNormalizer.normalize(out[0].header)]
        func add(_ source: Source, _ header: String, name: String) {
            var header = header
            if used.contains(TextNormalizer.normalize(header)) { header += " (\(name))" }
            used.insert(TextNormalizer.normalize(header))
            out.append((source, header))
        }
        for field in document.fields where !field.isEntryID {
            let title = CellTrimming.trim(field.title)
            add(.field(field.name), known.contains(TextNormalizer.normalize(field.name)) || title.isEmpty ? field.name : title, name: field.name)
        }
        for name in document.otherElements where document.field(name) == nil { add(.field(name), name, name: name) }
        if !document.loans.isEmpty {
            add(.status, Self.loanHeaders.status, name: "loan")
            add(.since, Self.loanHeaders.since, name: "loan")
            add(.lentTo, Self.loanHeaders.to, name: "loan")
        }
        return out
    }

    /// An entry's picture: in the ZIP (`images/ID`), in the XML, in the folder beside the file
    /// (`Coins_files/ID`), or named as not in the file.
    private func picture(_ id: String, field: String, row: Int, column: Int, archive: WorkbookArchive?) -> CellAnnotation {
        let name = document.field(field).map { CellTrimming.trim($0.title) }.flatMap { $0.isEmpty ? nil : $0 } ?? field
        let part = "images/" + id
        let known = document.pictures[id]
        if let archive, archive.contains(part) {
            return CellAnnotation(row: row, column: column, text: name, kind: .picture, media: part)
        }
        if let bytes = known?.bytes {
            return CellAnnotation(row: row, column: column, text: name, kind: .picture, media: part, bytes: bytes[...])
        }
        let linked = known?.linked == true || id.contains("://")
        // Tellico's "images in the collection's folder": `Coins_files/ID` beside `Coins.tc`.
        let folder = Self.pictureFolder(of: path)
        if !linked, known?.unheld == nil, !id.contains("/"), !id.hasPrefix("."), FileManager.default.fileExists(atPath: folder + "/" + id) {
            return CellAnnotation(row: row, column: column, text: name, kind: .picture, media: CellAnnotation.filePrefix + folder + "/" + id)
        }
        let why = known?.unheld
            ?? (linked ? "Tellico only links to it (\(id))"
                : "the file does not hold it (\(id)), nor does the folder \((folder as NSString).lastPathComponent) beside it: Tellico keeps it in its own folder; in Tellico's options choose to keep images in the data file, save, and import again")
        return CellAnnotation(row: row, column: column, text: name, kind: .picture, unheld: why)
    }

    /// Where Tellico keeps a collection's pictures when it keeps them beside its file:
    /// `/a/Coins_files` for `/a/Coins.tc`.
    static func pictureFolder(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + "_files").path
    }
}
