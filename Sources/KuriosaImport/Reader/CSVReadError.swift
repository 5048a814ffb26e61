/// A reason the whole file is refused before any row is imported (`fatal`:
/// docs/import-rules.md#bytes-to-text, docs/import-rules.md#records-quotes-and-trimming).
///
/// The reason codes are the ones docs/import-rules.md names; `unreadable_file` is the toolkit's
/// own for I/O failures, which the rules do not cover.
package struct CSVReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason code as the import report writes it.
    public enum Reason: String, Sendable, Equatable {
        case emptyFile = "empty_file"
        case unsupportedEncoding = "unsupported_encoding"
        case unterminatedQuote = "unterminated_quote"
        case unreadableFile = "unreadable_file"
        /// An .xlsx that is damaged, truncated, not a workbook, or a renamed CSV.
        case invalidWorkbook = "invalid_workbook"
        /// A workbook saved with a password (an encrypted OLE file, not a ZIP).
        case passwordProtected = "password_protected"
        /// An Excel 97–2003 .xls workbook.
        case unsupportedWorkbook = "unsupported_workbook"
        /// A part that inflates past the import's limits (a ZIP bomb).
        case workbookTooLarge = "workbook_too_large"
        /// `--sheet` names no worksheet of the workbook (or the file is a CSV).
        case sheetNotFound = "sheet_not_found"
        /// The toolkit's own, for the caps of `CSVLimits` (docs/import.md, "Limits").
        case cellTooLarge = "cell_too_large"
        case rowTooLarge = "row_too_large"
        case tooManyColumns = "too_many_columns"
    }

    public let reason: Reason
    /// The spreadsheet row the problem starts in (`unterminated_quote`: where the quote opened).
    public let row: Int?
    /// The column (1 = A) of a cell over a cap, else nil (the detail names it too).
    public let column: Int?
    /// The file path, or nil for in-memory input.
    public let file: String?
    /// A sentence for people.
    public let detail: String

    public init(_ reason: Reason, row: Int? = nil, column: Int? = nil, file: String? = nil, detail: String) {
        self.reason = reason
        self.row = row
        self.column = column
        self.file = file
        self.detail = detail
    }

    public var description: String {
        var text = "\(file ?? "<input>")"
        if let row { text += ", row \(row)" }
        return text + ": \(reason.rawValue): \(detail)"
    }

    func located(in file: String?) -> CSVReadError {
        CSVReadError(reason, row: row, column: column, file: file, detail: detail)
    }
}
