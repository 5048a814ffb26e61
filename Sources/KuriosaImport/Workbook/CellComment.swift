/// A note a person left on a cell of a workbook (Excel's comment, LibreOffice's note): often
/// what the collector knew and wrote nowhere else ("bought at the Basel fair, receipt in the
/// box"), so the import keeps it in the piece's notes rather than dropping it with the
/// formatting (docs/import.md#cell-comments).
package struct CellComment: Sendable, Equatable {
    /// The cell's row as the sheet numbers it (1-based) and its column (0-based).
    public let row: Int
    public let column: Int
    /// The comment's text, a thread's replies on lines of their own.
    public let text: String
    /// Who wrote it, where the file says so.
    public let author: String?

    public init(row: Int, column: Int, text: String, author: String? = nil) {
        self.row = row
        self.column = column
        self.text = text
        self.author = author
    }

    /// The comment at another place (a sheet's column in a combined header).
    func moved(row: Int, column: Int) -> CellComment {
        CellComment(row: row, column: column, text: text, author: author)
    }

    /// The text without the `Author:` line Excel writes at the start of a comment, which
    /// says nothing the author does not.
    static func text(_ text: String, author: String?) -> String {
        guard let author, !author.isEmpty, text.hasPrefix(author + ":") else { return text }
        let rest = text.dropFirst(author.count + 1)
        guard rest.isEmpty || rest.first?.isNewline == true else { return text }
        return CellTrimming.trim(String(rest))
    }

    /// A comment the import could not give to a piece (on the header, above it, on a row
    /// with no values), with where it is and why: the report names it.
    package struct Stray: Sendable, Equatable {
        public let comment: CellComment
        public let sheet: String
        public let why: String
    }
}
