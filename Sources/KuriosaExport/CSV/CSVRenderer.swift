import Foundation

/// Writes an export as CSV (RFC 4180): comma-separated, CRLF line ends, fields quoted when they
/// hold the delimiter, a quote, CR or LF, UTF-8 with an optional byte order mark for Excel. One
/// header row of field labels (or the standard column labels) that the importer matches
/// (docs/import-rules.md#header-matching), and cells in the importer's forms. The document's
/// `options.csv` may ask for `;` or TAB between cells and a decimal comma in number and money
/// cells (`CSVStyle`), which the importer detects and votes on (docs/import-rules.md#delimiter,
/// docs/import-rules.md#numbers-and-the-decimal-mark).
public enum CSVRenderer {
    /// The CSV bytes of a document over `columns` (from `ExportBuilder.csvColumns()`, with
    /// money split in two by `ExportColumn.splittingMoney` when `--currency-columns` asks).
    /// - Parameter bom: start with U+FEFF, so Excel reads UTF-8.
    public static func render(_ document: ExportDocument, columns: [ExportColumn], bom: Bool = false) -> Data {
        let style = document.options.csv
        let separator = String(style.delimiter)
        func out(_ text: String) -> String { field(neutralized(text), delimiter: style.delimiter) }
        var lines: [String] = [columns.map { out($0.label) }.joined(separator: separator)]
        for piece in document.pieces {
            lines.append(columns.map { column in
                let csv = column.csv(of: piece)
                return out(column.isNumeric ? style.decimal(csv) : csv)
            }.joined(separator: separator))
        }
        let text = (bom ? "\u{FEFF}" : "") + lines.joined(separator: "\r\n") + "\r\n"
        return Data(text.utf8)
    }

    /// A cell that a spreadsheet would run as a formula gets a leading `'` (OWASP's CSV
    /// injection neutralizer): text starting with `=`, `+`, `-`, `@`, TAB or CR. The importer
    /// removes exactly this one apostrophe again (docs/import-rules.md#formula-looking-cells),
    /// so the value round-trips. Cells of typed columns never start so (money starts with its
    /// code, numbers are written without a sign unless negative, and negative amounts cannot be
    /// imported anyway).
    public static func neutralized(_ cell: String) -> String {
        guard let first = cell.unicodeScalars.first else { return cell }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first) ? "'" + cell : cell
    }

    /// A field quoted per RFC 4180 when it must be: it holds the delimiter, a quote or a
    /// line break.
    /// Looked for in the UTF-8 bytes when the delimiter is one byte, as it always is (`,`,
    /// `;`, TAB): a spreadsheet of 100,000 pieces has millions of cells.
    public static func field(_ text: String, delimiter: Character = ",") -> String {
        if let byte = delimiter.asciiValue {
            var quote = false, special = false
            for b in text.utf8 {
                if b == 0x22 { quote = true; break }
                if b == byte || b == 0x0D || b == 0x0A { special = true }
            }
            if !quote { return special ? "\"" + text + "\"" : text }
            var out = [UInt8]()
            out.reserveCapacity(text.utf8.count + 8)
            out.append(0x22)
            for b in text.utf8 {
                out.append(b)
                if b == 0x22 { out.append(0x22) }
            }
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
        guard text.contains(where: { $0 == delimiter || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
