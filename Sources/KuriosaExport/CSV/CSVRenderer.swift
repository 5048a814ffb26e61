import Foundation

/// Writes an export as CSV (RFC 4180): comma-separated, CRLF line ends, fields quoted when
/// they hold a comma, quote, CR or LF, UTF-8 with an optional byte order mark for Excel.
/// One header row of field labels (or the standard column labels) that the importer matches
/// (import-rules.md, rule 7), and cells in the importer's forms.
public enum CSVRenderer {
    /// The CSV bytes of a document over `columns` (from `ExportBuilder.csvColumns()`).
    /// - Parameter bom: start with U+FEFF, so Excel reads UTF-8.
    public static func render(_ document: ExportDocument, columns: [ExportColumn], bom: Bool = false) -> Data {
        var lines: [String] = [columns.map { field(neutralized($0.label)) }.joined(separator: ",")]
        for piece in document.pieces {
            lines.append(columns.map { column in field(neutralized(piece.cells[column.id]?.csv ?? "")) }.joined(separator: ","))
        }
        let text = (bom ? "\u{FEFF}" : "") + lines.joined(separator: "\r\n") + "\r\n"
        return Data(text.utf8)
    }

    /// A cell that a spreadsheet would run as a formula gets a leading `'` (OWASP's CSV
    /// injection neutralizer): text starting with `=`, `+`, `-`, `@`, TAB or CR. The importer
    /// removes exactly this one apostrophe again (import-rules.md, rule 12), so the value
    /// round-trips. Cells of typed columns never start so (money starts with its code,
    /// numbers are written without a sign unless negative, and negative amounts cannot be
    /// imported anyway).
    public static func neutralized(_ cell: String) -> String {
        guard let first = cell.unicodeScalars.first else { return cell }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first) ? "'" + cell : cell
    }

    /// A field quoted per RFC 4180 when it must be.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
