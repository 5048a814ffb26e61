import Foundation
import KuriosaCore

/// Writes an export as an Excel workbook (.xlsx) through libxlsxwriter: the columns and rows
/// of the CSV of the same export, on one sheet, with typed cells — numbers and money as numbers
/// (each money column as an amount column and a currency column,
/// docs/export-templates.md#money-as-two-columns), days as dates, checkboxes as booleans, all else
/// as text, never as a formula — a bold header row that stays in view, filter buttons and
/// column widths from the longest values; or a sheet per collection
/// (docs/export-templates.md, "XLSX").
public enum XLSXRenderer {
    /// No column is made wider than this many characters; longer texts wrap in Excel's
    /// editing bar instead of pushing the other columns out of view.
    static let maxWidth = 60
    /// Nor narrower, so the header's filter button leaves room for a short label.
    static let minWidth = 8

    /// Writes the workbook of a document over `columns` (from `ExportBuilder.csvColumns()`)
    /// to `url`. The caller makes it atomic (a temporary file renamed over the target).
    /// - Parameter sheetPerCollection: one sheet per collection (in the order the export
    ///   first meets them, named after the collection) showing only the columns that hold a
    ///   value in one of its pieces, instead of one sheet of every piece and column.
    /// - Throws: `XLSXError` naming the file, and the cell when one cannot be written (a text
    ///   longer than Excel's 32,767 characters).
    public static func write(_ document: ExportDocument, columns: [ExportColumn], sheetPerCollection: Bool = false,
                             to url: URL) throws {
        let workbook = try XLSXWorkbook(path: url.path)
        let language = document.options.language
        let columns = ExportColumn.splittingMoney(columns, language: language)
        var used = Set<String>()
        if sheetPerCollection {
            var names: [String] = []
            var byName: [String: [ExportPiece]] = [:]
            for piece in document.pieces {
                if byName[piece.collectionName] == nil { names.append(piece.collectionName) }
                byName[piece.collectionName, default: []].append(piece)
            }
            for name in names {
                let pieces = byName[name] ?? []
                let shown = columns.filter { column in pieces.contains { !column.csv(of: $0).isEmpty } }
                let sheet = try workbook.addSheet(named: uniqueSheetName(name, used: &used))
                try write(pieces, columns: shown, language: language, to: sheet)
            }
        }
        if !sheetPerCollection || document.pieces.isEmpty {
            let sheet = try workbook.addSheet(named: uniqueSheetName(document.title, used: &used))
            try write(document.pieces, columns: withCollection(columns, document: document), language: language, to: sheet)
        }
        try writeTotals(document, to: workbook, name: uniqueSheetName(document.word("total"), used: &used))
        try workbook.close()
    }

    /// A sheet of totals (`TotalsSheet`): per collection and in all, one row per currency with
    /// the count of pieces and each summed column's total in that currency's number format
    /// (#29). Money cells are numbers, so a sum in the pieces' sheet could add CHF to EUR;
    /// these totals never do. An import of the workbook recognises the sheet by its header and
    /// does not read it (its numbers come from the pieces).
    static func writeTotals(_ document: ExportDocument, to workbook: XLSXWorkbook, name: String) throws {
        let total = document.total
        let sheet = try workbook.addSheet(named: name)
        let header = TotalsSheet.header(language: document.options.language) + total.sums.map(\.label)
        for (c, label) in header.enumerated() { try sheet.write(.text(label), row: 0, column: c, bold: true) }
        var row = 1
        func totals(_ name: String, _ t: ExportTotals, bold: Bool) throws {
            let currencies = Array(Set(t.sums.flatMap { $0.amounts.map(\.currency) })).sorted()
            for (i, currency) in (currencies.isEmpty ? [""] : currencies).enumerated() {
                try sheet.write(.text(name), row: row, column: 0, bold: bold)
                if i == 0 { try sheet.write(.number(Double(t.count)), row: row, column: 1, bold: bold) }
                if !currency.isEmpty { try sheet.write(.text(currency), row: row, column: 2, bold: bold) }
                for (c, sum) in t.sums.enumerated() {
                    guard let money = sum.amounts.first(where: { $0.currency == currency }) else { continue }
                    let value = XLSXValue.money(NSDecimalNumber(decimal: money.decimalAmount).doubleValue, currency: money.currency,
                                                digits: Currency.minorUnitDigits(money.currency) ?? 2)
                    try sheet.write(value, row: row, column: 3 + c, bold: bold)
                }
                row += 1
            }
        }
        if document.groups.count > 1 { for group in document.groups { try totals(group.title, group.subtotal, bold: false) } }
        try totals(document.word("total"), total, bold: true)
        sheet.freeze(rows: 1)
        for c in header.indices { sheet.setWidth(Double(min(maxWidth, max(minWidth, header[c].count + 4))), column: c) }
    }

    /// The columns with a Collection column after the title when the pieces come from more
    /// than one collection and the template has none (#29): one sheet of an inventory lost the
    /// collection its PDF shows as a heading.
    static func withCollection(_ columns: [ExportColumn], document: ExportDocument) -> [ExportColumn] {
        guard Set(document.pieces.map(\.collectionName)).count > 1,
              !columns.contains(where: { $0.source == .standard(.collection) }) else { return columns }
        let collection = ExportColumn(id: collectionColumnID, label: ExportStrings.label(.collection, language: document.options.language),
                                      kind: .text, source: .standard(.collection))
        var out = columns
        let after = (out.firstIndex { $0.source == .standard(.title) }).map { $0 + 1 } ?? 0
        out.insert(collection, at: after)
        return out
    }

    /// The ID of the added Collection column; its cells are the pieces' collection names.
    static let collectionColumnID = "xlsx:collection"

    /// One sheet: the header, a row per piece, the frozen header, filter and widths.
    static func write(_ pieces: [ExportPiece], columns: [ExportColumn], language: String, to sheet: XLSXWorkbook.Sheet) throws {
        var widths = columns.map { $0.label.count }
        for (c, column) in columns.enumerated() {
            try sheet.write(.text(column.label), row: 0, column: c, bold: true)
        }
        for (r, piece) in pieces.enumerated() {
            // Each cell's text once; an amount's currency is the next column's.
            let texts = columns.map { $0.id == collectionColumnID ? piece.collectionName : $0.csv(of: piece) }
            for (c, column) in columns.enumerated() {
                let csv = texts[c]
                let currency = column.moneyPart == .amount && c + 1 < columns.count && columns[c + 1].moneyPart == .currency ? texts[c + 1] : ""
                let value = XLSXValue.of(csv, column: column, language: language, currency: currency)
                try sheet.write(value, row: r + 1, column: c)
                widths[c] = max(widths[c], value.width)
            }
        }
        sheet.freeze(rows: 1)
        try sheet.autofilter(rows: pieces.count + 1, columns: columns.count)
        for (c, width) in widths.enumerated() {
            // Two characters more for the filter button beside the header.
            sheet.setWidth(Double(min(maxWidth, max(minWidth, width + 2))), column: c)
        }
    }

    /// A sheet name no earlier sheet has (Excel ignores case): `Watches`, `Watches (2)`.
    static func uniqueSheetName(_ title: String, used: inout Set<String>) -> String {
        let base = sheetName(title)
        var name = base, number = 2
        while used.contains(name.lowercased()) {
            let suffix = " (\(number))"
            name = sheetName(String(base.unicodeScalars.prefix(31 - suffix.count).map(Character.init)) + suffix)
            number += 1
        }
        used.insert(name.lowercased())
        return name
    }

    /// An Excel sheet name from a title: at most 31 characters, none of `[ ] : * ? / \`, not
    /// starting or ending with an apostrophe, never empty.
    static func sheetName(_ title: String) -> String {
        let forbidden = Set("[]:*?/\\".unicodeScalars)
        var scalars = String.UnicodeScalarView(title.unicodeScalars.map { forbidden.contains($0) ? " " : $0 })
        var name = String(scalars).trimmingCharacters(in: CharacterSet(charactersIn: "' ").union(.whitespacesAndNewlines))
        scalars = String.UnicodeScalarView(name.unicodeScalars.prefix(31))
        name = String(scalars).trimmingCharacters(in: CharacterSet(charactersIn: "' "))
        return name.isEmpty ? "Sheet1" : name
    }
}
