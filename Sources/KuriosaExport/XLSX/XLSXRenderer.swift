import Foundation

/// Writes an export as an Excel workbook (.xlsx) through libxlsxwriter: the columns and rows
/// of the CSV of the same export, one sheet, with typed cells — numbers and money as numbers
/// (money in its currency's number format), days as dates, checkboxes as booleans, all else
/// as text, never as a formula — a bold header row that stays in view, filter buttons and
/// column widths from the longest values (docs/export-templates.md, "XLSX").
public enum XLSXRenderer {
    /// No column is made wider than this many characters; longer texts wrap in Excel's
    /// editing bar instead of pushing the other columns out of view.
    static let maxWidth = 60
    /// Nor narrower, so the header's filter button leaves room for a short label.
    static let minWidth = 8

    /// Writes the workbook of a document over `columns` (from `ExportBuilder.csvColumns()`)
    /// to `url`. The caller makes it atomic (a temporary file renamed over the target).
    /// - Throws: `XLSXError` naming the file, and the cell when one cannot be written (a text
    ///   longer than Excel's 32,767 characters).
    public static func write(_ document: ExportDocument, columns: [ExportColumn], to url: URL) throws {
        let workbook = try XLSXWorkbook(path: url.path)
        let sheet = try workbook.addSheet(named: sheetName(document.title))
        var widths = columns.map { $0.label.count }
        for (c, column) in columns.enumerated() {
            try sheet.write(.text(column.label), row: 0, column: c, bold: true)
        }
        let language = document.options.language
        for (r, piece) in document.pieces.enumerated() {
            for (c, column) in columns.enumerated() {
                let value = XLSXValue.of(piece.cells[column.id]?.csv ?? "", column: column, language: language)
                try sheet.write(value, row: r + 1, column: c)
                widths[c] = max(widths[c], value.width)
            }
        }
        sheet.freeze(rows: 1)
        try sheet.autofilter(rows: document.pieces.count + 1, columns: columns.count)
        for (c, width) in widths.enumerated() {
            // Two characters more for the filter button beside the header.
            sheet.setWidth(Double(min(maxWidth, max(minWidth, width + 2))), column: c)
        }
        try workbook.close()
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
